/*===-- reverse/generic_ptr.c - generic-address-space instructions --------===*\
|*                                                                            *|
|* OpGenericCastToPtrExplicit is OpenCL's __to_global / __to_local /          *|
|* __to_private (null when the pointer is elsewhere: not an addrspacecast),   *|
|* llvm-spirv's __spirv_GenericCastToPtrExplicit_To<Storage> in SPV-IR.       *|
|* OpGenericPtrMemSemantics is get_fence shifted left by 8 (forward shifts    *|
|* right by 8); an OpShiftRightLogical by 8 of it is the get_fence call       *|
|* itself, so the round trip is a fixpoint.                                   *|
\*===----------------------------------------------------------------------===*/
#include "reverse/rev_private.h"

#define FENCE_SHIFT 8u

static const struct {
  uint32_t sc;
  const char *cl, *spv;
} explicit_to[] = {
    {SPV_StorageClass_CrossWorkgroup, "__to_global", "_ToGlobal"},
    {SPV_StorageClass_Workgroup, "__to_local", "_ToLocal"},
    {SPV_StorageClass_Function, "__to_private", "_ToPrivate"},
};

static lspv_status cast_explicit(rev_ctx *c, const lspv_inst *in) {
  uint32_t sc = lspv_nops(in) == 4 ? rev_op(c, in, 3) : ~0u;
  size_t k = 0, n = sizeof explicit_to / sizeof *explicit_to;
  while (k < n && explicit_to[k].sc != sc)
    k++;
  if (k == n)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "OpGenericCastToPtrExplicit to a storage class other than Workgroup, "
                    "CrossWorkgroup or Function");
  if (c->env == LSPV_TARGET_SPV_IR)
    return rev_spirv_call_suffix(c, in, false, explicit_to[k].spv);
  LLVMTypeRef rt = rev_type(c, in->type, in);
  LLVMValueRef p = rev_value(c, rev_op(c, in, 2), in);
  if (!rt || !p)
    return LSPV_ERROR_INVALID_INPUT;
  c->values[in->result] =
      rev_call_builtin(c, explicit_to[k].cl, false, rt, &p, NULL, 1, false, false);
  return LSPV_SUCCESS;
}

static lspv_status mem_semantics(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = rev_type(c, in->type, in);
  LLVMValueRef p = rev_value(c, rev_op(c, in, 2), in);
  if (!rt || !p)
    return LSPV_ERROR_INVALID_INPUT;
  if (c->env == LSPV_TARGET_SPV_IR) {
    /* The pointer is to const, as llvm-spirv mangles it (get_fence's). */
    rev_arg a = {.type_id = rev_type_id_of(c, rev_op(c, in, 2)), .flags = REV_ARG_CONST};
    c->values[in->result] =
        rev_call_builtin(c, "__spirv_GenericPtrMemSemantics", true, rt, &p, &a, 1, false, false);
    return LSPV_SUCCESS;
  }
  LLVMValueRef call =
      rev_call_builtin(c, "_Z9get_fencePU3AS4Kv", false, rt, &p, NULL, 1, false, false);
  LLVMValueRef r = LLVMBuildShl(c->b, call, LLVMConstInt(rt, FENCE_SHIFT, 0), "");
  /* Unused when every user shifts it back (rev_fence_shift). */
  if (!lspv_vec_push(&c->bchains, r))
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "Internal", "out of memory");
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

lspv_status rev_generic_ptr_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpGenericCastToPtrExplicit: return cast_explicit(c, in);
  case SPV_OpGenericPtrMemSemantics: return mem_semantics(c, in);
  default: return LSPV_DECLINED;
  }
}

LLVMValueRef rev_fence_shift(rev_ctx *c, const lspv_inst *shr) {
  uint64_t by;
  const lspv_inst *q = rev_def(c, rev_op(c, shr, 2));
  if (c->env == LSPV_TARGET_SPV_IR || lspv_nops(shr) != 4 || !q ||
      q->opcode != SPV_OpGenericPtrMemSemantics || !rev_const_u64(c, rev_op(c, shr, 3), &by) ||
      by != FENCE_SHIFT)
    return NULL;
  return rev_adjusted_call(c->values[q->result], LLVMShl);
}
