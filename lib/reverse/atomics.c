/*===-- reverse/atomics.c - atomic instructions -> OpenCL builtins ---------===*\
|*                                                                            *|
|* llvm-spirv's spellings, by target environment:                            *|
|* CL1.2: the OpenCL 1.2 atomic_* functions on volatile pointers (atom_* on  *|
|* 64-bit integers); loads become atomic_add(p, 0), stores atomic_xchg, the  *|
|* flag functions atomic_xchg(p, 1 / 0); scope and semantics are dropped.    *|
|* CL2.0: the C11-style *_explicit functions on generic pointers with the     *|
|* memory_order / memory_scope derived from the semantics and scope          *|
|* operands; increment / decrement as fetch_add / fetch_sub of 1; compare-   *|
|* exchange through an `expected` variable.                                  *|
|* SPV-IR (and lspv's own modules under --exact-roundtrip): the              *|
|* "__spirv_Atomic*" calls with every operand.                               *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

typedef struct {
  uint16_t op;
  const char *cl12, *cl20; /* NULL: no spelling in that environment */
  bool is_unsigned;
} atomic_name;

static const atomic_name names[] = {
    {SPV_OpAtomicLoad, "atomic_add", "atomic_load_explicit", false},
    {SPV_OpAtomicStore, "atomic_xchg", "atomic_store_explicit", false},
    {SPV_OpAtomicExchange, "atomic_xchg", "atomic_exchange_explicit", false},
    {SPV_OpAtomicCompareExchange, "atomic_cmpxchg", "atomic_compare_exchange_strong_explicit",
     false},
    /* Weak is no weaker (SPIR-V 3.49.18: the same semantics, deprecated). */
    {SPV_OpAtomicCompareExchangeWeak, "atomic_cmpxchg", "atomic_compare_exchange_strong_explicit",
     false},
    {SPV_OpAtomicIIncrement, "atomic_inc", "atomic_fetch_add_explicit", false},
    {SPV_OpAtomicIDecrement, "atomic_dec", "atomic_fetch_sub_explicit", false},
    {SPV_OpAtomicIAdd, "atomic_add", "atomic_fetch_add_explicit", false},
    {SPV_OpAtomicISub, "atomic_sub", "atomic_fetch_sub_explicit", false},
    {SPV_OpAtomicSMin, "atomic_min", "atomic_fetch_min_explicit", false},
    {SPV_OpAtomicUMin, "atomic_min", "atomic_fetch_min_explicit", true},
    {SPV_OpAtomicSMax, "atomic_max", "atomic_fetch_max_explicit", false},
    {SPV_OpAtomicUMax, "atomic_max", "atomic_fetch_max_explicit", true},
    {SPV_OpAtomicAnd, "atomic_and", "atomic_fetch_and_explicit", false},
    {SPV_OpAtomicOr, "atomic_or", "atomic_fetch_or_explicit", false},
    {SPV_OpAtomicXor, "atomic_xor", "atomic_fetch_xor_explicit", false},
    {SPV_OpAtomicFlagTestAndSet, "atomic_xchg", "atomic_flag_test_and_set_explicit", false},
    {SPV_OpAtomicFlagClear, "atomic_xchg", "atomic_flag_clear_explicit", false},
};

/* Generic-space copy of @p p (CL2.0 builtins take generic pointers), named
 * after it with ".as" as llvm-spirv names it. */
static LLVMValueRef to_generic(rev_ctx *c, LLVMValueRef p) {
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) == 4)
    return p;
  size_t len = 0;
  const char *name = LLVMGetValueName2(p, &len);
  char buf[80];
  snprintf(buf, sizeof buf, "%.*s.as", len < 64 ? (int)len : 64, name);
  return LLVMBuildAddrSpaceCast(c->b, p, LLVMPointerTypeInContext(c->ctx, 4), len ? buf : "");
}

LLVMValueRef rev_entry_alloca(rev_ctx *c, LLVMTypeRef ty) {
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->ctx);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(c->fn);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  if (first)
    LLVMPositionBuilderBefore(b, first);
  else
    LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef a = LLVMBuildAlloca(b, ty, "");
  LLVMDisposeBuilder(b);
  return a;
}

static bool is_cmpxchg(uint32_t opcode) {
  return opcode == SPV_OpAtomicCompareExchange || opcode == SPV_OpAtomicCompareExchangeWeak;
}

static bool is_flag(uint32_t opcode) {
  return opcode == SPV_OpAtomicFlagTestAndSet || opcode == SPV_OpAtomicFlagClear;
}

/* The OpenCL 1.2 name: atom_* on 64-bit integers (the cl_khr_int64_*
 * functions), atomic_* otherwise. */
static const char *cl12_name(const atomic_name *an, LLVMTypeRef vt, char *buf, size_t size) {
  static const char prefix[] = "atomic_";
  if (LLVMGetTypeKind(vt) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(vt) != 64 ||
      strncmp(an->cl12, prefix, sizeof prefix - 1))
    return an->cl12;
  snprintf(buf, size, "atom_%s", an->cl12 + sizeof prefix - 1);
  return buf;
}

/* The `expected` variable of a C11 compare-exchange: an entry-block alloca
 * aligned as its type, holding @p cmp; its generic address. */
static LLVMValueRef expected_slot(rev_ctx *c, LLVMTypeRef vt, LLVMValueRef cmp,
                                  LLVMValueRef *slot) {
  *slot = rev_entry_alloca(c, vt);
  LLVMSetValueName2(*slot, "expected", 8);
  LLVMSetAlignment(*slot, LLVMABIAlignmentOfType(c->td, vt));
  LLVMBuildStore(c->b, cmp, *slot);
  return to_generic(c, *slot);
}

/* The memory_order / memory_scope arguments of the C11 functions: the
 * semantics (and the unequal semantics of a compare-exchange) as orders,
 * the scope, each mapped at run time when not a constant (runtime_maps.c;
 * the scope's call first, as llvm-spirv makes them). */
static bool c11_tail(rev_ctx *c, const lspv_inst *in, unsigned p0, LLVMValueRef *vals,
                     rev_arg *args, unsigned *k, rev_pending *p) {
  LLVMValueRef scope = rev_cl_map(c, in, rev_op(c, in, p0 + 1), REV_MAP_SCOPE, p);
  if (!scope || !(vals[*k] = rev_cl_map(c, in, rev_op(c, in, p0 + 2), REV_MAP_ORDER, p)))
    return false;
  args[(*k)++].enum_name = "memory_order";
  if (is_cmpxchg(in->opcode)) {
    if (!(vals[*k] = rev_cl_map(c, in, rev_op(c, in, 5), REV_MAP_ORDER, p)))
      return false;
    args[(*k)++].enum_name = "memory_order";
  }
  vals[*k] = scope;
  args[(*k)++].enum_name = "memory_scope";
  return true;
}

static lspv_status cl_atomic(rev_ctx *c, const lspv_inst *in, const atomic_name *an, bool cl20) {
  bool has_res = in->result != 0;
  unsigned p0 = has_res ? 2 : 0; /* pointer operand */
  uint32_t ptr_id = rev_op(c, in, p0);
  uint32_t ptr_ty = rev_type_id_of(c, ptr_id);
  uint32_t val_ty = rev_pointee_id(c, ptr_ty);
  if (!val_ty) /* a pointer without pointee: the result's or the stored value's type */
    val_ty = has_res ? in->type : rev_type_id_of(c, rev_op(c, in, 3));
  LLVMValueRef ptr = rev_value(c, ptr_id, in);
  LLVMTypeRef vt = rev_type(c, val_ty, in);
  if (!ptr || !vt)
    return LSPV_ERROR_INVALID_INPUT;
  /* Atomics act on integer or float scalars through a pointer; anything
   * else would reach LLVM's constant builders with a type they trap on
   * (fuzz_binary: LLVMConstNull of a non-scalar pointee). */
  LLVMTypeKind vk = LLVMGetTypeKind(vt);
  if (LLVMGetTypeKind(LLVMTypeOf(ptr)) != LLVMPointerTypeKind ||
      (vk != LLVMIntegerTypeKind && vk != LLVMHalfTypeKind && vk != LLVMFloatTypeKind &&
       vk != LLVMDoubleTypeKind && vk != LLVMBFloatTypeKind))
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "atomic operand %u is not a pointer to an integer or float scalar", ptr_id);
  if (is_flag(in->opcode) && !cl20 && vk != LLVMIntegerTypeKind)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "atomic flag operand %u does not point to an integer", ptr_id);
  LLVMValueRef vals[7];
  rev_arg args[7];
  memset(args, 0, sizeof args);
  unsigned k = 0, uflag = an->is_unsigned ? REV_ARG_UNSIGNED : 0;
  vals[k] = cl20 ? to_generic(c, ptr) : ptr;
  args[k].type_id = ptr_ty;
  args[k].pointee_id = val_ty; /* for a pointer without pointee */
  args[k].flags = REV_ARG_VOLATILE | (cl20 ? REV_ARG_ATOMIC : 0) | uflag;
  args[k++].as_override = cl20 ? 5 : 0;
  LLVMValueRef slot = NULL, slot_gen = NULL;
  switch (in->opcode) {
  case SPV_OpAtomicLoad:
    if (!cl20) {
      vals[k] = LLVMConstNull(vt);
      args[k].type_id = val_ty;
      args[k++].flags = uflag;
    }
    break;
  case SPV_OpAtomicIIncrement:
  case SPV_OpAtomicIDecrement:
    if (cl20) {
      vals[k] = LLVMConstInt(vt, 1, 0);
      args[k].type_id = val_ty;
      args[k++].flags = uflag;
    }
    break;
  case SPV_OpAtomicCompareExchange:
  case SPV_OpAtomicCompareExchangeWeak: {
    LLVMValueRef val = rev_value(c, rev_op(c, in, 6), in);
    LLVMValueRef cmp = rev_value(c, rev_op(c, in, 7), in);
    if (!val || !cmp)
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMTypeOf(val) != vt || LLVMTypeOf(cmp) != vt)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "compare-exchange values are not of the pointee type");
    if (cl20) { /* (object, &expected, desired, ...) */
      vals[k] = slot_gen = expected_slot(c, vt, cmp, &slot);
      args[k].type_id = ptr_ty;
      args[k].pointee_id = val_ty;
      args[k++].as_override = 5;
    } else { /* (object, comparator, value) */
      vals[k] = cmp;
      args[k++].type_id = val_ty;
    }
    vals[k] = val;
    args[k++].type_id = val_ty;
    break;
  }
  case SPV_OpAtomicFlagTestAndSet:
  case SPV_OpAtomicFlagClear:
    if (!cl20) { /* atomic_xchg(p, 1) / atomic_xchg(p, 0) */
      vals[k] = LLVMConstInt(vt, in->opcode == SPV_OpAtomicFlagTestAndSet, 0);
      args[k++].type_id = val_ty;
    }
    break;
  default: {
    LLVMValueRef v = rev_value(c, rev_op(c, in, p0 + 3), in);
    if (!v)
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMTypeOf(v) != vt)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "atomic value operand is not of the pointee type");
    vals[k] = v;
    args[k].type_id = val_ty;
    args[k++].flags = uflag;
    break;
  }
  }
  rev_pending pend = {{0}, 0};
  if (cl20 && !c11_tail(c, in, p0, vals, args, &k, &pend))
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef rt = has_res ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  if (slot)
    rt = LLVMInt1TypeInContext(c->ctx);
  if (!cl20 && (in->opcode == SPV_OpAtomicStore || is_flag(in->opcode)))
    rt = vt; /* atomic_xchg returns the old value */
  char buf[64];
  const char *name = cl20 ? an->cl20 : cl12_name(an, vt, buf, sizeof buf);
  LLVMValueRef r = rev_call_builtin(c, name, true, rt, vals, args, k, false, false);
  if (slot) /* the updated `expected`, read through the address passed */
    r = LLVMBuildLoad2(c->b, vt, slot_gen, "");
  else if (!cl20 && in->opcode == SPV_OpAtomicFlagTestAndSet)
    /* The flag only ever holds 0 or 1: its old value truncated, as
     * llvm-spirv reads it back. */
    r = LLVMBuildTrunc(c->b, r, LLVMInt1TypeInContext(c->ctx), "");
  if (has_res)
    c->values[in->result] = r;
  rev_cl_map_done(c, &pend, r, in->result);
  return LSPV_SUCCESS;
}

/* The spelling: llvm-spirv's OpenCL C functions by target environment, or
 * the `__spirv_` call with every operand (SPV-IR; lspv's own modules under
 * --exact-roundtrip; no OpenCL name). */
static lspv_status atomic_call(rev_ctx *c, const lspv_inst *in, const atomic_name *an) {
  bool cl20 = c->env == LSPV_TARGET_CL20;
  /* The unsigned forms' pointer (operand 0) and value (operand 3) mangle
   * unsigned ("PU3AS1jiij"), as llvm-spirv spells them. */
  unsigned uargs = an->is_unsigned ? 1u | 1u << 3 : 0;
  /* A pointer without pointee mangles as a pointer to the value's type
   * (`PU3AS1f`, as a typed pointer would; a flag's is a 32-bit integer, as
   * the Scope operand is): `void*` would make the next forward type it as
   * bytes (Int8; issue 19). */
  unsigned p0 = in->result ? 2 : 0;
  uint32_t pointee = is_flag(in->opcode) ? rev_type_id_of(c, rev_op(c, in, p0 + 1))
                     : in->result        ? in->type
                                         : rev_type_id_of(c, rev_op(c, in, 3));
  /* The deprecated Weak compare-exchange is the strong one (same operands,
   * same semantics), as llvm-spirv spells it; --exact-roundtrip keeps it. */
  if (c->env == LSPV_TARGET_SPV_IR && !rev_exact_sync(c) &&
      in->opcode == SPV_OpAtomicCompareExchangeWeak)
    return rev_spirv_call_as(c, in, "AtomicCompareExchange", false, "", uargs, pointee);
  if (c->env == LSPV_TARGET_SPV_IR || rev_exact_sync(c) || !(cl20 ? an->cl20 : an->cl12))
    return rev_spirv_call_as(c, in, NULL, false, "", uargs, pointee);
  return cl_atomic(c, in, an, cl20);
}

lspv_status rev_atomic_inst(rev_ctx *c, const lspv_inst *in) {
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (names[i].op == in->opcode)
      return atomic_call(c, in, &names[i]);
  return LSPV_DECLINED;
}

/* A plugin's read-modify-write atomic (lspv/plugin.h): the instruction being
 * translated, spelled by the rules above with the plugin's names. */
lspv_status lspv_rev_atomic_call(lspv_rev_ctx *c, const lspv_spv_inst *inst, const char *cl12,
                                 const char *cl20) {
  const lspv_inst *in = c->cur;
  if (!in || !c->fn || !inst || inst->word_offset != in->offset)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                          inst ? inst->word_offset : 0,
                          "lspv_rev_atomic_call: not the instruction of a function body being "
                          "translated");
  if (!in->result || lspv_nops(in) != 6)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "an atomic read-modify-write has a result type, a result, a pointer, a "
                    "scope, semantics and a value");
  atomic_name an = {(uint16_t)in->opcode, cl12, cl20, false};
  return atomic_call(c, in, &an);
}
