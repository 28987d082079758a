/*===-- llvm-shim/llvm_shim.h - LLVM facts the C API lacks --------*- C -*-===*\
|*                                                                            *|
|* The LLVM 22 C API cannot name an enum attribute kind, render an attribute  *|
|* the way LLVM prints it, parse such a rendering back, reach the attributes  *|
|* of a global variable, or name a metadata kind id (DESIGN 8).  These few    *|
|* functions, implemented in the single C++ file llvm_shim.cpp, fill exactly  *|
|* those gaps; everything else stays on the C API.  Nothing here throws or    *|
|* aborts: every failure is a NULL or 0 result.                               *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_LLVM_SHIM_H
#define LSPV_LLVM_SHIM_H

#include <stddef.h>

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

/** What kind of value an enum attribute kind carries. */
typedef enum {
  LSPV_SHIM_ATTR_UNKNOWN = 0, /**< not an enum attribute kind of this LLVM */
  LSPV_SHIM_ATTR_ENUM,        /**< no value: "nounwind" */
  LSPV_SHIM_ATTR_INT,         /**< integer value: "alignstack(8)", "memory(none)" */
  LSPV_SHIM_ATTR_TYPE,        /**< type value: "elementtype(i32)" */
  LSPV_SHIM_ATTR_RANGE,       /**< constant range: "range(i32 0, 4)" */
  LSPV_SHIM_ATTR_RANGE_LIST   /**< list of ranges: "initializes((0, 4))" */
} lspv_shim_attr_class;

/** The LLVM spelling of enum attribute kind @p kind ("nounwind", "alignstack"),
 * NUL-terminated, static; NULL for a kind LLVM does not define.  @p len, when
 * not NULL, receives its length. */
const char *lspv_shim_attr_kind_name(unsigned kind, size_t *len);
/** The class of @p kind (LSPV_SHIM_ATTR_UNKNOWN for an unknown kind). */
lspv_shim_attr_class lspv_shim_attr_kind_class(unsigned kind);

/** llvm::Attribute::getAsString() of @p attr as written inline in a function
 * header ("nounwind", "alignstack(8)", "uwtable(sync)", "\"key\"=\"value\"").
 * Returns a malloc'ed string the caller frees with free(); NULL when out of
 * memory. */
char *lspv_shim_attr_as_string(LLVMAttributeRef attr);

/** Parses @p text (length @p len), one function attribute as LLVM spells it
 * inline ("memory(argmem: read)", "alignstack(8)", "uwtable"), into an
 * attribute of @p ctx.  NULL when LLVM's assembly parser does not accept it
 * as exactly one function attribute. */
LLVMAttributeRef lspv_shim_parse_fn_attr(LLVMContextRef ctx, const char *text, size_t len);

/** The attributes of global variable @p gv: their number, and a copy into
 * @p out (room for lspv_shim_global_attr_count(gv) entries).  A value that is
 * not a global variable has none. */
unsigned lspv_shim_global_attr_count(LLVMValueRef gv);
void lspv_shim_global_attrs(LLVMValueRef gv, LLVMAttributeRef *out);
/** Adds @p attr to global variable @p gv (replacing one of the same kind or
 * key).  Does nothing when @p gv is not a global variable. */
void lspv_shim_global_add_attr(LLVMValueRef gv, LLVMAttributeRef attr);

/** The name of metadata kind @p kind in @p ctx ("dbg", "prof", or a custom
 * one registered with LLVMGetMDKindIDInContext); NULL for an unregistered id.
 * The string lives as long as the context. */
const char *lspv_shim_md_kind_name(LLVMContextRef ctx, unsigned kind, size_t *len);

/** A distinct metadata node of @p ops (none: `distinct !{}`, an LLVM
 * index group's spelling); the C API makes only uniqued nodes (a
 * temporary node gives a distinct one only when it lists itself). */
LLVMMetadataRef lspv_shim_md_distinct(LLVMContextRef ctx, LLVMMetadataRef *ops, unsigned n);

/* The value of integer constant @p k as @p nwords 32-bit words, low first
 * (zero-extended; any width: the C API stops at 64 bits).  0 when @p k is
 * not a ConstantInt. */
int lspv_shim_const_int_words(LLVMValueRef k, uint32_t *words, size_t nwords);

/** A cast instruction (any LLVM cast opcode) of @p v to @p ty at @p b's
 * position, kept as an instruction even when @p v is a constant
 * (LLVMBuildCast folds it into a constant).  NULL for another opcode or a
 * cast LLVM does not allow between the types. */
LLVMValueRef lspv_shim_build_cast_inst(LLVMBuilderRef b, LLVMOpcode op, LLVMValueRef v,
                                       LLVMTypeRef ty);
/** A getelementptr of @p base (source element type @p ty, @p n indices) at
 * @p b's position, kept as an instruction even when every operand is a
 * constant (LLVMBuildGEP2 folds it into a constant expression, which a
 * function then loses when nothing uses it). */
LLVMValueRef lspv_shim_build_gep_inst(LLVMBuilderRef b, LLVMTypeRef ty, LLVMValueRef base,
                                      LLVMValueRef *idx, unsigned n, int inbounds);
/* An fneg of @p v at @p b's position, kept as an instruction even when @p v
 * is a constant (LLVMBuildFNeg folds it). */
LLVMValueRef lspv_shim_build_fneg(LLVMBuilderRef b, LLVMValueRef v);
/* An insertelement (vector @p agg) or insertvalue of @p v at index @p idx,
 * and an extractelement / extractvalue, at @p b's position, kept as
 * instructions even when every operand is a constant (the builder folds
 * them). */
LLVMValueRef lspv_shim_build_insert_inst(LLVMBuilderRef b, LLVMValueRef agg, LLVMValueRef v,
                                         unsigned idx);
LLVMValueRef lspv_shim_build_extract_inst(LLVMBuilderRef b, LLVMValueRef agg, unsigned idx);
/* A binary operator (@p op, an LLVM binary opcode) or a comparison
 * (@p icmp non-zero: LLVMIntPredicate @p pred, else LLVMRealPredicate) of
 * @p a and @p c at @p b's position, kept as an instruction when both are
 * constants (the builder folds them).  NULL for another opcode. */
LLVMValueRef lspv_shim_build_binop_inst(LLVMBuilderRef b, LLVMOpcode op, LLVMValueRef a,
                                        LLVMValueRef c);
LLVMValueRef lspv_shim_build_cmp_inst(LLVMBuilderRef b, int icmp, int pred, LLVMValueRef a,
                                      LLVMValueRef c);
/* Erases the casts and getelementptrs (instructions or constant
 * expressions) that derive from @p v and that nothing uses, transitively. */
void lspv_shim_drop_dead_users(LLVMValueRef v);

/* Moves each function declaration that follows the module's first
 * definition (one reverse created on demand: a builtin, an intrinsic) to
 * just after the first definition that calls or uses it, keeping the order
 * of declarations placed after the same function; this is where llvm-spirv,
 * which declares a builtin while translating its first user, writes it.  A
 * declaration no instruction uses stays where it is. */
void lspv_shim_place_declarations(LLVMModuleRef m);

/* Puts the @p n functions @p fns (distinct functions of @p m, NULLs
 * skipped) in that order in the module's function list, in the places they
 * held among the others: every other function keeps its place. */
void lspv_shim_order_functions(LLVMModuleRef m, LLVMValueRef *fns, size_t n);

/** The declaration of intrinsic @p id with function type @p fty in @p m
 * (inserted when missing), when that overload's name is @p name; NULL
 * (nothing inserted) when @p fty is no signature of that intrinsic or the
 * name differs.  (The C API cannot check a signature without risking an
 * assertion on a wrong overload count.) */
LLVMValueRef lspv_shim_intrinsic_named(LLVMModuleRef m, unsigned id, LLVMTypeRef fty,
                                       const char *name);

#ifdef __cplusplus
}
#endif
#endif
