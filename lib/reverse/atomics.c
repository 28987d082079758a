/*===-- reverse/atomics.c - atomic instructions -> OpenCL builtins ---------===*\
|*                                                                            *|
|* CL1.2: the OpenCL 1.2 atomic_* functions on volatile pointers (atomic      *|
|* loads become atomic_add(p, 0) and stores atomic_xchg, as llvm-spirv does); *|
|* CL2.0: the C11-style *_explicit functions on generic pointers with the     *|
|* memory_order / memory_scope derived from the semantics and scope          *|
|* operands; SPV-IR: "__spirv_Atomic*" calls with every operand.              *|
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
    {SPV_OpAtomicFlagTestAndSet, NULL, "atomic_flag_test_and_set_explicit", false},
    {SPV_OpAtomicFlagClear, NULL, "atomic_flag_clear_explicit", false},
};

/* Generic-space copy of @p p (CL2.0 builtins take generic pointers). */
static LLVMValueRef to_generic(rev_ctx *c, LLVMValueRef p) {
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) == 4)
    return p;
  return LLVMBuildAddrSpaceCast(c->b, p, LLVMPointerTypeInContext(c->ctx, 4), "");
}

static LLVMValueRef entry_alloca(rev_ctx *c, LLVMTypeRef ty) {
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

static lspv_status cl_atomic(rev_ctx *c, const lspv_inst *in, const atomic_name *an, bool cl20) {
  bool has_res = in->result != 0;
  unsigned p0 = has_res ? 2 : 0; /* pointer operand */
  uint32_t ptr_id = rev_op(c, in, p0);
  uint32_t ptr_ty = rev_type_id_of(c, ptr_id);
  uint32_t val_ty = rev_pointee_id(c, ptr_ty);
  uint64_t scope = 0, sem = 0;
  if (!rev_const_u64(c, rev_op(c, in, p0 + 1), &scope) ||
      !rev_const_u64(c, rev_op(c, in, p0 + 2), &sem))
    return rev_spirv_call(c, in, false);
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
       vk != LLVMDoubleTypeKind))
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "atomic operand %u is not a pointer to an integer or float scalar", ptr_id);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef vals[6];
  rev_arg args[6];
  memset(args, 0, sizeof args);
  unsigned k = 0, uflag = an->is_unsigned ? REV_ARG_UNSIGNED : 0;
  vals[k] = cl20 ? to_generic(c, ptr) : ptr;
  args[k].type_id = ptr_ty;
  args[k].flags = REV_ARG_VOLATILE | (cl20 ? REV_ARG_ATOMIC : 0) | uflag;
  args[k++].as_override = cl20 ? 5 : 0;
  LLVMValueRef expected = NULL;
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
  case SPV_OpAtomicCompareExchange: {
    LLVMValueRef val = rev_value(c, rev_op(c, in, 6), in);
    LLVMValueRef cmp = rev_value(c, rev_op(c, in, 7), in);
    uint64_t unequal = 0;
    if (!val || !cmp)
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMTypeOf(val) != vt || LLVMTypeOf(cmp) != vt)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "compare-exchange values are not of the pointee type");
    if (!cl20) {
      vals[k] = cmp;
      args[k++].type_id = val_ty;
      vals[k] = val;
      args[k++].type_id = val_ty;
      break;
    }
    rev_const_u64(c, rev_op(c, in, 5), &unequal);
    expected = entry_alloca(c, vt);
    LLVMBuildStore(c->b, cmp, expected);
    vals[k] = to_generic(c, expected);
    args[k].type_id = ptr_ty;
    args[k++].as_override = 5;
    vals[k] = val;
    args[k++].type_id = val_ty;
    vals[k] = LLVMConstInt(i32, rev_cl_order((uint32_t)sem), 0);
    args[k++].enum_name = "memory_order";
    vals[k] = LLVMConstInt(i32, rev_cl_order((uint32_t)unequal), 0);
    args[k++].enum_name = "memory_order";
    vals[k] = LLVMConstInt(i32, rev_cl_scope((uint32_t)scope), 0);
    args[k++].enum_name = "memory_scope";
    break;
  }
  case SPV_OpAtomicFlagTestAndSet:
  case SPV_OpAtomicFlagClear: break;
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
  if (cl20 && in->opcode != SPV_OpAtomicCompareExchange) {
    vals[k] = LLVMConstInt(i32, rev_cl_order((uint32_t)sem), 0);
    args[k++].enum_name = "memory_order";
    vals[k] = LLVMConstInt(i32, rev_cl_scope((uint32_t)scope), 0);
    args[k++].enum_name = "memory_scope";
  }
  LLVMTypeRef rt = has_res ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  if (expected)
    rt = LLVMInt1TypeInContext(c->ctx);
  if (in->opcode == SPV_OpAtomicStore && !cl20)
    rt = vt;
  LLVMValueRef r =
      rev_call_builtin(c, cl20 ? an->cl20 : an->cl12, true, rt, vals, args, k, false, false);
  if (expected)
    r = LLVMBuildLoad2(c->b, vt, expected, "");
  if (has_res)
    c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* Semantics that forward gives an OpenCL C11 order on a generic pointer:
 * the order's bit plus both storage-class bits unless relaxed. */
static uint32_t c11_semantics(uint32_t sem) {
  uint32_t b = rev_order_bits(rev_cl_order(sem));
  return b ? b | SPV_MemorySemantics_WorkgroupMemory | SPV_MemorySemantics_CrossWorkgroupMemory : 0;
}

/* Which OpenCL spelling gives this instruction back exactly (the round-trip
 * fixpoint, docs/reverse.md): the OpenCL 1.2 functions stand for Device scope
 * and relaxed semantics only, and forward reads atomic_add(p, 0) as an add,
 * not a load; the C11 *_explicit functions only when the pointer is already
 * generic (a cast to generic would add an instruction), the scope and the
 * semantics are what forward derives from the memory_order / memory_scope
 * arguments, and the builtin is the same instruction (no increment as
 * fetch_add(p, 1), no compare-exchange through an `expected` variable).
 * Returns 12, 20, or 0 for "a __spirv_ call". */
static int exact_spelling(rev_ctx *c, const lspv_inst *in, const atomic_name *an) {
  if (!rev_own_module(c)) /* another producer: the nearest OpenCL spelling */
    return c->env == LSPV_TARGET_CL20 ? 20 : an->cl12 ? 12 : 0;
  unsigned p0 = in->result ? 2 : 0;
  uint64_t scope = 0, sem = 0, unequal = 0;
  if (!rev_const_u64(c, rev_op(c, in, p0 + 1), &scope) ||
      !rev_const_u64(c, rev_op(c, in, p0 + 2), &sem))
    return 0;
  if (in->opcode == SPV_OpAtomicCompareExchange && !rev_const_u64(c, rev_op(c, in, 5), &unequal))
    return 0;
  bool legacy_op = in->opcode != SPV_OpAtomicLoad && in->opcode != SPV_OpAtomicStore;
  if (an->cl12 && legacy_op && scope == SPV_Scope_Device && sem == 0 && unequal == 0)
    return 12;
  if (c->env != LSPV_TARGET_CL20 || !an->cl20)
    return 0;
  switch (in->opcode) {
  case SPV_OpAtomicIIncrement:
  case SPV_OpAtomicIDecrement:
  case SPV_OpAtomicCompareExchange:
  case SPV_OpAtomicFlagTestAndSet:
  case SPV_OpAtomicFlagClear: return 0;
  default: break;
  }
  const lspv_inst *pt = rev_def(c, rev_type_id_of(c, rev_op(c, in, p0)));
  if (!pt || pt->opcode != SPV_OpTypePointer || rev_op(c, pt, 1) != SPV_StorageClass_Generic)
    return 0;
  if (scope > SPV_Scope_Invocation || sem != c11_semantics((uint32_t)sem))
    return 0;
  return 20;
}

static lspv_status atomic_call(rev_ctx *c, const lspv_inst *in, const atomic_name *an) {
  int spelling = c->env == LSPV_TARGET_SPV_IR ? 0 : exact_spelling(c, in, an);
  if (!spelling)
    return rev_spirv_call(c, in, false);
  return cl_atomic(c, in, an, spelling == 20);
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
