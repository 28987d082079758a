/*===-- forward/ndrange.c - ndrange_1D/2D/3D as OpBuildNDRange ------------===*\
|*                                                                            *|
|* OpenCL C 2.0's ndrange_<N>D builtins return the ndrange_t struct through  *|
|* an sret pointer: `ndrange_1D(sret %r, size_t gws[, size_t lws])`, or       *|
|* with the global work offset first when all three are given.  The 2D and  *|
|* 3D forms take pointers to size_t[N].  OpBuildNDRange (SPIR-V 3.42.21)      *|
|* takes GlobalWorkSize, LocalWorkSize, GlobalWorkOffset, each a size_t      *|
|* (1D) or an array of N of them: the arrays are loaded, a missing size or   *|
|* offset is a zero, and the result is stored through the sret pointer.     *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

/* The ndrange struct the call writes: its sret type, on the call or the
 * callee. */
static LLVMTypeRef sret_type(fwd_ctx *c, LLVMValueRef call) {
  unsigned kind = LLVMGetEnumAttributeKindForName("sret", 4);
  LLVMAttributeRef a = kind ? LLVMGetCallSiteEnumAttribute(call, 1, kind) : NULL;
  if (a && LLVMIsTypeAttribute(a))
    return LLVMGetTypeAttributeValue(a);
  LLVMValueRef fn = LLVMGetCalledValue(call);
  return LLVMIsAFunction(fn) ? fwd_byval_type(c, fn, 0) : NULL;
}

/* The operand for one size of an ndrange: a size_t as is, an array loaded
 * from its pointer. */
static uint32_t size_operand(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef arr) {
  if (!arr)
    return fwd_val(c, v);
  uint32_t ptr = fwd_ptr_as(c, v, arr);
  if (!ptr)
    return 0;
  uint32_t ld[3] = {fwd_type(c, arr, v), fwd_id(c), ptr};
  if (!ld[0])
    return 0;
  fwd_emit_body(c, SPV_OpLoad, ld, 3);
  return ld[1];
}

lspv_status fwd_ndrange_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  static const char pre[] = "ndrange_";
  if (len != sizeof pre + 1 || memcmp(base, pre, sizeof pre - 1) || base[len - 1] != 'D' ||
      base[len - 2] < '1' || base[len - 2] > '3')
    return LSPV_DECLINED;
  unsigned dim = (unsigned)(base[len - 2] - '0'), n = LLVMGetNumArgOperands(call);
  LLVMTypeRef st = sret_type(c, call);
  if (!st || n < 2 || n > 4 || LLVMGetTypeKind(st) != LLVMStructTypeKind)
    return fwd_unsupported(c, call,
                           "ndrange_ND takes an sret ndrange_t pointer and one to three sizes");
  LLVMValueRef sizes[3];
  for (unsigned i = 1; i < n; i++)
    sizes[i - 1] = LLVMGetOperand(call, i);
  /* size_t: the 1D argument's type, else the pointer's element from the
   * struct's second member (size_t[3]). */
  LLVMTypeRef size_t_ty = LLVMTypeOf(sizes[0]), arr = NULL;
  if (dim > 1) {
    LLVMTypeRef m = LLVMCountStructElementTypes(st) > 1 ? LLVMStructGetTypeAtIndex(st, 1) : NULL;
    if (!m || LLVMGetTypeKind(m) != LLVMArrayTypeKind)
      return fwd_unsupported(c, call, "ndrange_t without its size_t[3] members");
    size_t_ty = LLVMGetElementType(m);
    arr = LLVMArrayType2(size_t_ty, dim);
  }
  for (unsigned i = 0; i + 1 < n; i++)
    if (dim > 1 ? !fwd_is_ptr(LLVMTypeOf(sizes[i]))
                : LLVMGetTypeKind(LLVMTypeOf(sizes[i])) != LLVMIntegerTypeKind ||
                      LLVMTypeOf(sizes[i]) != size_t_ty)
      return fwd_unsupported(c, call, "ndrange_ND size of the wrong type");
  /* (gws), (gws, lws), (gwo, gws, lws) -> gws, lws, gwo */
  LLVMValueRef gws = sizes[n == 4 ? 1 : 0], lws = n >= 3 ? sizes[n == 4 ? 2 : 1] : NULL,
               gwo = n == 4 ? sizes[0] : NULL;
  uint32_t ops[5] = {fwd_type(c, st, call), 0, 0, 0, 0};
  ops[2] = size_operand(c, gws, arr); /* loaded in operand order */
  if (lws)
    ops[3] = size_operand(c, lws, arr);
  if (gwo)
    ops[4] = size_operand(c, gwo, arr);
  /* The zero of a size not given, declared after the sizes given, as the
   * call of __spirv_BuildNDRange that reverse writes (all three sizes, in
   * the instruction's order) declares it. */
  if (!lws || !gwo) {
    uint32_t zero = arr ? fwd_const_null(c, fwd_type(c, arr, call))
                        : fwd_const_int(c, LLVMGetIntTypeWidth(size_t_ty), 0);
    ops[3] = lws ? ops[3] : zero;
    ops[4] = gwo ? ops[4] : zero;
  }
  uint32_t dst = fwd_ptr_as(c, LLVMGetOperand(call, 0), st);
  for (unsigned i = 0; i < 5; i++)
    if (i != 1 && !ops[i])
      return LSPV_ERROR_UNSUPPORTED;
  if (!dst)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, SPV_OpBuildNDRange, call);
  if (s)
    return s;
  ops[1] = fwd_id(c);
  fwd_emit_body(c, SPV_OpBuildNDRange, ops, 5);
  uint32_t stw[2] = {dst, ops[1]};
  fwd_emit_body(c, SPV_OpStore, stw, 2);
  return LSPV_SUCCESS;
}
