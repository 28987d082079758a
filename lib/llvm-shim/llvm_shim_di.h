/*===-- llvm-shim/llvm_shim_di.h - reading debug-info metadata ----*- C -*-===*\
|*                                                                            *|
|* The LLVM 22 C API builds debug-info metadata (DIBuilder) but reads little *|
|* of it back: not a subprogram's name, a basic type's encoding, a derived   *|
|* type's tag or base type, a composite's elements, a variable's argument    *|
|* number, a compile unit's producer, nor an expression's operations.  The  *|
|* debug-info plugins (lib/ext/debuginfo_*.c) read those through these few   *|
|* field accessors, implemented in llvm_shim_di.cpp.  Nothing here throws or *|
|* aborts: a field a node does not have reads as absent (0 / NULL).          *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_LLVM_SHIM_DI_H
#define LSPV_LLVM_SHIM_DI_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#ifdef __cplusplus
extern "C" {
#endif

/** String fields. */
typedef enum {
  LSPV_DI_NAME,          /**< any named node (type, subprogram, variable, enumerator, CU: none) */
  LSPV_DI_LINKAGE_NAME,  /**< subprogram, global variable */
  LSPV_DI_PRODUCER,      /**< compile unit */
  LSPV_DI_CU_FLAGS,      /**< compile unit: the compiler flags string */
  LSPV_DI_FILENAME,      /**< file */
  LSPV_DI_DIRECTORY,     /**< file */
  LSPV_DI_SOURCE,        /**< file: embedded source text, when present */
  LSPV_DI_CHECKSUM,      /**< file: checksum value, when present */
  LSPV_DI_TARGET_NAME,   /**< subprogram: target function name (Fortran trampolines) */
  LSPV_DI_SPLIT_NAME,    /**< compile unit: split debug file name */
  LSPV_DI_TEMPLATE_STR,  /**< template template parameter: the template's name */
  LSPV_DI_CONFIG_MACROS, /**< module */
  LSPV_DI_INCLUDE_PATH,  /**< module */
  LSPV_DI_APINOTES       /**< module */
} lspv_di_str;

/** Integer fields. */
typedef enum {
  LSPV_DI_TAG,            /**< DW_TAG of any DINode */
  LSPV_DI_LINE,           /**< type, subprogram, variable, lexical block, location */
  LSPV_DI_COLUMN,         /**< lexical block, location */
  LSPV_DI_SIZE,           /**< type: size in bits */
  LSPV_DI_OFFSET,         /**< derived type: offset in bits */
  LSPV_DI_ALIGN,          /**< type, variable: alignment in bits */
  LSPV_DI_FLAGS,          /**< type, subprogram, local variable: DIFlags */
  LSPV_DI_SP_FLAGS,       /**< subprogram: DISPFlags */
  LSPV_DI_SCOPE_LINE,     /**< subprogram */
  LSPV_DI_ENCODING,       /**< basic type: DW_ATE */
  LSPV_DI_LANGUAGE,       /**< compile unit: DW_LANG */
  LSPV_DI_OPTIMIZED,      /**< compile unit */
  LSPV_DI_EMISSION,       /**< compile unit: DICompileUnit::DebugEmissionKind */
  LSPV_DI_RUNTIME,        /**< compile unit: runtime version */
  LSPV_DI_ARG,            /**< local variable: argument number, 0 for a local */
  LSPV_DI_LOCAL,          /**< global variable: local to unit */
  LSPV_DI_DEFINITION,     /**< global variable: is a definition */
  LSPV_DI_VALUE,          /**< enumerator: value (as int64) */
  LSPV_DI_UNSIGNED,       /**< enumerator: unsigned */
  LSPV_DI_COUNT,          /**< subrange: constant count (-1 when not constant) */
  LSPV_DI_LOWER,          /**< subrange: constant lower bound (0 when none) */
  LSPV_DI_ADDRSPACE,      /**< derived type: DWARF address space (-1 when none) */
  LSPV_DI_DISCRIMINATOR,  /**< lexical block file */
  LSPV_DI_CHECKSUM_KIND,  /**< file: DIFile::ChecksumKind (1 MD5, 2 SHA1, 3 SHA256), when present */
  LSPV_DI_EXPORT_SYMBOLS, /**< namespace: inline (exports its symbols) */
  LSPV_DI_DWO_ID,         /**< compile unit: DWO id */
  LSPV_DI_IS_DECL         /**< module: a declaration */
} lspv_di_int;

/** Reference fields (another metadata node). */
typedef enum {
  LSPV_DI_SCOPE,           /**< scope of a type, subprogram, variable, block, location */
  LSPV_DI_FILE,            /**< any scope, variable */
  LSPV_DI_TYPE,            /**< subprogram (subroutine type), variable, derived: base type */
  LSPV_DI_ELEMENTS,        /**< composite: elements; subroutine type: type array */
  LSPV_DI_UNIT,            /**< subprogram */
  LSPV_DI_DECLARATION,     /**< subprogram, global variable */
  LSPV_DI_INLINED_AT,      /**< location */
  LSPV_DI_ENUMS,           /**< compile unit */
  LSPV_DI_GLOBALS,         /**< compile unit: DIGlobalVariableExpressions */
  LSPV_DI_RETAINED,        /**< compile unit: retained types; subprogram: retained nodes */
  LSPV_DI_IMPORTED,        /**< compile unit: imported entities */
  LSPV_DI_ENTITY,          /**< imported entity */
  LSPV_DI_VARIABLE,        /**< global variable expression */
  LSPV_DI_EXPRESSION,      /**< global variable expression */
  LSPV_DI_BASE,            /**< composite: base type (enumerations: underlying); pointer to
                                member: the class */
  LSPV_DI_TEMPLATE_PARAMS, /**< composite, subprogram: template parameters */
  LSPV_DI_PACK             /**< template parameter pack: its parameters */
} lspv_di_ref;

/** The field, NULL when the node has none; *len gets its length. */
const char *lspv_shim_di_str(LLVMMetadataRef md, lspv_di_str field, size_t *len);
/** 1 and *out when the node has the field, else 0. */
int lspv_shim_di_int(LLVMMetadataRef md, lspv_di_int field, int64_t *out);
/** The field, NULL when absent. */
LLVMMetadataRef lspv_shim_di_ref(LLVMMetadataRef md, lspv_di_ref field);
/** Number of operands of tuple @p md (0 for a non-tuple); copies up to @p cap
 * of them into @p out (a NULL operand stays NULL). */
unsigned lspv_shim_di_tuple(LLVMMetadataRef md, LLVMMetadataRef *out, unsigned cap);
/** The elements of DIExpression @p md (operations and their literal
 * operands, as DIExpression::getElements); the count, copies up to @p cap. */
unsigned lspv_shim_di_expr(LLVMMetadataRef md, uint64_t *out, unsigned cap);

/** Builds a DIFile with an optional checksum (@p cs_kind: 0 MD5, 1 SHA1,
 * 2 SHA256 as LLVMChecksumKind, -1 none) and optional source text (NULL:
 * none); the C API makes a text only together with a checksum. */
LLVMMetadataRef lspv_shim_di_file(LLVMContextRef ctx, const char *name, size_t name_len,
                                  const char *dir, size_t dir_len, int cs_kind, const char *cs,
                                  size_t cs_len, const char *src, size_t src_len);

/** Sets the declaration of the distinct subprogram @p sp (a method's
 * definition names the declaration its class lists; the verifier refuses a
 * definition nested in an ODR class without one).  The C API's
 * LLVMDIBuilderCreateFunction takes none.  Returns 0 when @p sp is no
 * distinct subprogram or @p decl no subprogram, else 1. */
int lspv_shim_di_set_declaration(LLVMMetadataRef sp, LLVMMetadataRef decl);
/** The constant of a template value parameter, NULL when it has none (a
 * null value, a template name, a pack). */
LLVMValueRef lspv_shim_di_template_value(LLVMMetadataRef md);
/** The constant value of a static data member (a DIDerivedType's extra
 * data, `extraData: i32 3`), NULL when it has none. */
LLVMValueRef lspv_shim_di_member_value(LLVMMetadataRef md);

/** Template parameter kinds built by lspv_shim_di_template_param. */
typedef enum {
  LSPV_DI_TPARAM_TYPE,     /**< type parameter: @p type */
  LSPV_DI_TPARAM_VALUE,    /**< value parameter: @p type, @p value (NULL: none) */
  LSPV_DI_TPARAM_TEMPLATE, /**< template template parameter: @p str names the template */
  LSPV_DI_TPARAM_PACK      /**< parameter pack: @p pack[0..npack) */
} lspv_di_tparam;

/** Builds a template parameter with DIBuilder @p b (the C API has none). */
LLVMMetadataRef lspv_shim_di_template_param(LLVMDIBuilderRef b, lspv_di_tparam kind,
                                            const char *name, size_t name_len, LLVMMetadataRef type,
                                            LLVMValueRef value, const char *str, size_t str_len,
                                            LLVMMetadataRef *pack, unsigned npack);

/** Builds a subprogram with DIBuilder @p b as LLVMDIBuilderCreateFunction,
 * plus what that cannot set: the declaration of a definition (@p decl),
 * the target function name (@p target, may be NULL) and template
 * parameters (@p tparams, a tuple, may be NULL or a temporary node to be
 * replaced later). @p spflags are DISPFlags. */
LLVMMetadataRef lspv_shim_di_function(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                                      size_t name_len, const char *link, size_t link_len,
                                      LLVMMetadataRef file, unsigned line, LLVMMetadataRef type,
                                      unsigned scope_line, uint64_t flags, unsigned spflags,
                                      LLVMMetadataRef decl, const char *target, size_t target_len,
                                      LLVMMetadataRef tparams);

/** Builds a DIModule with DIBuilder @p b (the C API's has no file, line
 * nor declaration flag). */
LLVMMetadataRef lspv_shim_di_module(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                                    size_t name_len, const char *macros, size_t macros_len,
                                    const char *include, size_t include_len, const char *apinotes,
                                    size_t apinotes_len, LLVMMetadataRef file, unsigned line,
                                    int is_decl);

/** Builds an enumeration type with DIBuilder @p b as
 * LLVMDIBuilderCreateEnumerationType, scoped (an enum class) when
 * @p scoped. */
LLVMMetadataRef lspv_shim_di_enum(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                                  size_t name_len, LLVMMetadataRef file, unsigned line,
                                  uint64_t size, LLVMMetadataRef *elements, unsigned n,
                                  LLVMMetadataRef underlying, int scoped);

/** Builds a class type (DW_TAG_class_type) with DIBuilder @p b, as
 * LLVMDIBuilderCreateStructType builds a structure (the C API has none). */
LLVMMetadataRef lspv_shim_di_class(LLVMDIBuilderRef b, LLVMMetadataRef scope, const char *name,
                                   size_t name_len, LLVMMetadataRef file, unsigned line,
                                   uint64_t size, LLVMDIFlags flags, LLVMMetadataRef *elements,
                                   unsigned n, const char *id, size_t id_len);

/** Builds a subrange with DIBuilder @p b from its count, lower bound and
 * upper bound, each NULL (absent), a constant (LLVMValueAsMetadata of an
 * integer), a variable or an expression; the C API's takes two integers
 * and always sets the lower bound. */
LLVMMetadataRef lspv_shim_di_subrange(LLVMDIBuilderRef b, LLVMMetadataRef count,
                                      LLVMMetadataRef lower, LLVMMetadataRef upper);
/** As lspv_shim_di_subrange, with a stride (NULL: none). */
LLVMMetadataRef lspv_shim_di_subrange_stride(LLVMDIBuilderRef b, LLVMMetadataRef count,
                                             LLVMMetadataRef lower, LLVMMetadataRef upper,
                                             LLVMMetadataRef stride);

/** What bounds a subrange: its count, lower bound, upper bound, stride. */
typedef enum {
  LSPV_DI_SR_COUNT,
  LSPV_DI_SR_LOWER,
  LSPV_DI_SR_UPPER,
  LSPV_DI_SR_STRIDE
} lspv_di_sr_part;
/** Part @p part of subrange @p sr: 0 when absent, 1 for a constant (its
 * value in *value), 2 for a node (a variable or an expression, in *node). */
int lspv_shim_di_subrange_part(LLVMMetadataRef sr, lspv_di_sr_part part, LLVMMetadataRef *node,
                               int64_t *value);

/** What describes an array whose layout is known at run time only (a
 * Fortran allocatable or assumed-shape array): its data location, whether
 * it is associated, allocated, and its rank. */
typedef enum {
  LSPV_DI_DYN_DATA_LOCATION,
  LSPV_DI_DYN_ASSOCIATED,
  LSPV_DI_DYN_ALLOCATED,
  LSPV_DI_DYN_RANK
} lspv_di_dyn_part;
/** Part @p part of array type @p md: an expression or a variable, NULL
 * when absent (or @p md is no composite). */
LLVMMetadataRef lspv_shim_di_array_part(LLVMMetadataRef md, lspv_di_dyn_part part);
/** Builds an array type with DIBuilder @p b with its run-time parts @p parts
 * (indexed by lspv_di_dyn_part; each an expression, a variable or NULL); the
 * C API's takes none. */
LLVMMetadataRef lspv_shim_di_array_dynamic(LLVMDIBuilderRef b, uint64_t size, LLVMMetadataRef base,
                                           LLVMMetadataRef *subscripts, unsigned n,
                                           LLVMMetadataRef parts[4]);

/** Parts of a string type (Fortran's CHARACTER). */
typedef enum {
  LSPV_DI_STR_LENGTH,       /**< the variable holding the length */
  LSPV_DI_STR_LENGTH_EXPR,  /**< the expression computing the length */
  LSPV_DI_STR_LOCATION_EXPR /**< the expression locating the characters */
} lspv_di_str_part;
/** Part @p part of string type @p md (a variable or an expression), NULL
 * when absent (or @p md is no string type). */
LLVMMetadataRef lspv_shim_di_string_part(LLVMMetadataRef md, lspv_di_str_part part);
/** A DIStringType (the C API builds none): @p parts indexed by
 * lspv_di_str_part, each a node or NULL. */
LLVMMetadataRef lspv_shim_di_string_type(LLVMContextRef ctx, const char *name, size_t name_len,
                                         LLVMMetadataRef parts[3], uint64_t size,
                                         unsigned encoding);

/** Builds a pointer type of @p size bits to @p base with DIBuilder @p b,
 * with DWARF address space @p dwarf_as, none when negative (the C API's
 * always sets one, 0 for none). */
LLVMMetadataRef lspv_shim_di_pointer(LLVMDIBuilderRef b, LLVMMetadataRef base, uint64_t size,
                                     int64_t dwarf_as);
/** A reference type (DW_TAG_reference_type / rvalue_reference_type) of
 * @p size bits in DWARF address space @p dwarf_as (none when negative):
 * LLVMDIBuilderCreateReferenceType takes neither. */
LLVMMetadataRef lspv_shim_di_reference(LLVMDIBuilderRef b, unsigned tag, LLVMMetadataRef base,
                                       uint64_t size, int64_t dwarf_as);

/** The default lower bound of an array index in DWARF source language
 * @p dw_lang (0 for C, 1 for Fortran); -1 when DWARF gives none. */
int64_t lspv_shim_di_lang_lower_bound(unsigned dw_lang);

/** Builds a static data member with DIBuilder @p b as
 * LLVMDIBuilderCreateStaticMemberType, with DW_TAG @p tag (DWARF 5 names
 * it DW_TAG_variable, earlier versions DW_TAG_member). */
LLVMMetadataRef lspv_shim_di_static_member(LLVMDIBuilderRef b, LLVMMetadataRef scope,
                                           const char *name, size_t name_len, LLVMMetadataRef file,
                                           unsigned line, LLVMMetadataRef type, LLVMDIFlags flags,
                                           LLVMValueRef value, unsigned tag);

/** Sets the template parameters (a tuple) of composite type @p md. */
void lspv_shim_di_set_template_params(LLVMMetadataRef md, LLVMMetadataRef tparams);
/** Makes definition @p sp a subprogram of unit @p cu (a unit of another
 * DIBuilder than the one that built it). */
void lspv_shim_di_set_unit(LLVMMetadataRef sp, LLVMMetadataRef cu);

/** Keeps @p md (a type or a subprogram declaration) in the retained types
 * of the unit builder @p b finalizes. */
void lspv_shim_di_retain(LLVMDIBuilderRef b, LLVMMetadataRef md);

/** A distinct DILocation (LLVMDIBuilderCreateDebugLocation makes uniqued
 * ones): an inlined-at location is one call site, which two of the same
 * line and scope must not merge into (clang makes them distinct). */
LLVMMetadataRef lspv_shim_di_distinct_location(LLVMContextRef ctx, unsigned line, unsigned col,
                                               LLVMMetadataRef scope, LLVMMetadataRef inlined_at);

/** The number of location operands of debug variable record @p r: the
 * values of its DIArgList, 1 for a single value; 0 for a label (the C API's
 * LLVMDbgVariableRecordGetValue takes an index it cannot bound). */
unsigned lspv_shim_di_record_nlocs(LLVMDbgRecordRef r);
/** Makes the location of debug variable record @p r a DIArgList of the
 * @p n values @p vals (the C API builds records of one value only).
 * Returns 0 when @p r is no variable record. */
int lspv_shim_di_record_set_args(LLVMDbgRecordRef r, LLVMValueRef *vals, unsigned n);

#ifdef __cplusplus
}
#endif
#endif
