/*===-- reverse/ndrange.c - OpBuildNDRange -> ndrange_1D/2D/3D ------------===*\
|*                                                                            *|
|* OpBuildNDRange (GlobalWorkSize, LocalWorkSize, GlobalWorkOffset, each a   *|
|* size_t or an array of 2 or 3 of them) becomes the OpenCL C 2.0 builtin    *|
|* with all three sizes, as llvm-spirv spells it:                            *|
|*   void @_Z10ndrange_1Djjj(ptr sret(%ndrange_t), offset, global, local)    *|
|*   void @_Z10ndrange_2DPKmS0_S0_(ptr sret(%ndrange_t), ptr, ptr, ptr)      *|
|* (the arrays through pointers to private copies), and in SPV-IR           *|
|*   void @_Z23__spirv_BuildNDRange_1Diii(ptr sret(..), global, local, offset) *|
|* with the arrays by value.  The struct is written through the pointer of  *|
|* the OpStore that follows, when there is one, as llvm-spirv writes it.    *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

lspv_status rev_ndrange_inst(rev_ctx *c, const lspv_inst *in) {
  if (in->opcode != SPV_OpBuildNDRange)
    return LSPV_DECLINED;
  LLVMTypeRef st = rev_type(c, in->type, in);
  LLVMValueRef gws = rev_value(c, rev_op(c, in, 2), in), lws = rev_value(c, rev_op(c, in, 3), in),
               gwo = rev_value(c, rev_op(c, in, 4), in);
  if (!st || !gws || !lws || !gwo)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef sz = LLVMTypeOf(gws), el = sz;
  unsigned dim = 1;
  if (LLVMGetTypeKind(sz) == LLVMArrayTypeKind) {
    el = LLVMGetElementType(sz);
    dim = (unsigned)LLVMGetArrayLength2(sz);
  }
  if (LLVMGetTypeKind(el) != LLVMIntegerTypeKind ||
      (LLVMGetIntTypeWidth(el) != 32 && LLVMGetIntTypeWidth(el) != 64) || dim < 1 || dim > 3 ||
      LLVMTypeOf(lws) != sz || LLVMTypeOf(gwo) != sz || LLVMGetTypeKind(st) != LLVMStructTypeKind)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "OpBuildNDRange takes three sizes of one size_t or size_t[2|3] type and "
                    "yields a struct");
  bool wide = LLVMGetIntTypeWidth(el) == 64, spv = c->env == LSPV_TARGET_SPV_IR;
  char name[64];
  if (spv)
    snprintf(name, sizeof name, "_Z23__spirv_BuildNDRange_%uD%s", dim,
             dim == 1 ? (wide ? "lll" : "iii") : (wide ? "PlS_S_" : "PiS_S_"));
  else
    snprintf(name, sizeof name, "_Z10ndrange_%uD%s", dim,
             dim == 1 ? (wide ? "mmm" : "jjj") : (wide ? "PKmS0_S0_" : "PKjS0_S0_"));
  bool folded;
  LLVMValueRef vals[4] = {rev_result_slot(c, in, st, &folded), spv ? gws : gwo, spv ? lws : gws,
                          spv ? gwo : lws};
  if (!spv && dim > 1)
    for (unsigned i = 1; i < 4; i++) { /* the arrays through private copies */
      LLVMValueRef a = LLVMBuildAlloca(c->b, sz, "");
      LLVMBuildStore(c->b, vals[i], a);
      vals[i] = a;
    }
  rev_arg args[4];
  memset(args, 0, sizeof args);
  LLVMValueRef call =
      rev_call_builtin(c, name, false, LLVMVoidTypeInContext(c->ctx), vals, args, 4, false, false);
  unsigned kind = LLVMGetEnumAttributeKindForName("sret", 4);
  LLVMAttributeRef sret = LLVMCreateTypeAttribute(c->ctx, kind, st);
  LLVMAddCallSiteAttribute(call, 1, sret);
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!LLVMGetEnumAttributeAtIndex(fn, 1, kind))
    LLVMAddAttributeAtIndex(fn, 1, sret);
  return rev_sret_result(c, in, st, vals[0], folded);
}
