/*===-- forward/generic_ptr.c - OpenCL C generic-address-space builtins ----===*\
|*                                                                            *|
|* to_global / to_local / to_private (clang declares them __to_global...) are *|
|* OpGenericCastToPtrExplicit to that storage class: the result is null when  *|
|* the generic pointer does not point there, which an addrspacecast (an       *|
|* OpGenericCastToPtr) would not check.  get_fence is OpGenericPtrMemSemantics*|
|* whose memory-semantics bits shifted right by 8 are the cl_mem_fence_flags  *|
|* (WorkgroupMemory 0x100 is CLK_LOCAL_MEM_FENCE, CrossWorkgroupMemory 0x200  *|
|* CLK_GLOBAL_MEM_FENCE), as llvm-spirv writes it.                            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static const struct {
  const char *name;
  uint32_t sc;
} explicit_to[] = {
    {"to_global", SPV_StorageClass_CrossWorkgroup},
    {"to_local", SPV_StorageClass_Workgroup},
    {"to_private", SPV_StorageClass_Function},
};

static lspv_status cast_explicit(fwd_ctx *c, LLVMValueRef call, uint32_t sc) {
  LLVMValueRef p = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetNumArgOperands(call) != 1 || !fwd_is_ptr(LLVMTypeOf(p)) || !fwd_is_ptr(rt) ||
      fwd_value_sc(c, p) != SPV_StorageClass_Generic || fwd_value_sc(c, call) != sc)
    return fwd_unsupported(c, call,
                           "to_global/to_local/to_private takes a generic pointer and returns "
                           "one to that address space");
  /* The result points to what the operand does (OpGenericCastToPtrExplicit). */
  /* The operand (and its cast) first, as for an instruction's operands. */
  uint32_t src = fwd_ptr_as(c, p, fwd_pointee(c, call)), ty = fwd_value_type(c, call);
  uint32_t ops[2] = {src, sc};
  if (!ty || !src)
    return LSPV_ERROR_UNSUPPORTED;
  return fwd_emit_op(c, SPV_OpGenericCastToPtrExplicit, ty, fwd_result_id(c, call), ops, 2, call);
}

static lspv_status fence_of(fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef p = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetNumArgOperands(call) != 1 || !fwd_is_ptr(LLVMTypeOf(p)) ||
      fwd_value_sc(c, p) != SPV_StorageClass_Generic ||
      LLVMGetTypeKind(rt) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(rt) != 32)
    return fwd_unsupported(c, call, "get_fence takes a generic pointer and returns an int");
  uint32_t ty = fwd_value_type(c, call), ptr = fwd_val(c, p);
  if (!ty || !ptr)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t sem = fwd_id(c);
  lspv_status s = fwd_emit_op(c, SPV_OpGenericPtrMemSemantics, ty, sem, &ptr, 1, call);
  uint32_t ops[2] = {sem, fwd_const_int(c, 32, 8)};
  if (!s)
    s = fwd_emit_op(c, SPV_OpShiftRightLogical, ty, fwd_result_id(c, call), ops, 2, call);
  return s;
}

lspv_status fwd_generic_ptr_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  /* clang's declarations are unmangled and prefixed: __to_global. */
  if (len > 2 && base[0] == '_' && base[1] == '_')
    base += 2, len -= 2;
  for (size_t k = 0; k < sizeof explicit_to / sizeof *explicit_to; k++)
    if (fwd_name_is(base, len, explicit_to[k].name))
      return cast_explicit(c, call, explicit_to[k].sc);
  if (fwd_name_is(base, len, "get_fence"))
    return fence_of(c, call);
  return LSPV_DECLINED;
}
