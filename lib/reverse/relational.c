/*===-- reverse/relational.c - the unary relational instructions as calls --===*\
|*                                                                            *|
|* OpIsNan, OpIsInf, OpIsFinite, OpIsNormal and OpSignBitSet have no LLVM     *|
|* instruction; they read back as builtin calls, as llvm-spirv writes them:   *|
|*  - OpenCL C (CL1.2/CL2.0): isnan, isinf, isfinite, isnormal, signbit.  A   *|
|*    scalar returns int (1 for true); a vector returns the integer vector    *|
|*    of the argument's lane width (-1 for true); OpenCL C 6.15.6.            *|
|*  - SPV-IR: __spirv_<Op>, returning bool for a scalar and char lanes for a  *|
|*    vector (LLVM has no memory form of a bool vector).                      *|
|* The integer result is truncated back to the instruction's bool type, and  *|
|* forward translation takes such a truncated call as the bool again         *|
|* (forward/builtins.c), so a round trip is stable.  (OpAny/OpAll of a bool  *|
|* vector stay llvm.vector.reduce.or/and: OpenCL's any/all take integers.)   *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static const struct {
  unsigned op;
  const char *spv, *cl;
} relationals[] = {
    {SPV_OpIsNan, "IsNan", "isnan"},
    {SPV_OpIsInf, "IsInf", "isinf"},
    {SPV_OpIsFinite, "IsFinite", "isfinite"},
    {SPV_OpIsNormal, "IsNormal", "isnormal"},
    {SPV_OpSignBitSet, "SignBitSet", "signbit"},
};

static unsigned lane_bits(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind: return 16;
  case LLVMDoubleTypeKind: return 64;
  default: return 32;
  }
}

LLVMValueRef rev_relational_call(rev_ctx *c, const lspv_inst *in, LLVMValueRef x, LLVMTypeRef rt) {
  size_t k = 0;
  while (k < sizeof relationals / sizeof *relationals && relationals[k].op != in->opcode)
    k++;
  if (k == sizeof relationals / sizeof *relationals)
    return NULL;
  bool spv = c->env == LSPV_TARGET_SPV_IR;
  LLVMTypeRef xt = LLVMTypeOf(x);
  LLVMTypeRef ct;
  if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind)
    ct = LLVMVectorType(LLVMIntTypeInContext(c->ctx, spv ? 8 : lane_bits(xt)),
                        LLVMGetVectorSize(rt));
  else
    ct = spv ? rt : LLVMInt32TypeInContext(c->ctx);
  char name[32];
  snprintf(name, sizeof name, spv ? "__spirv_%s" : "%s",
           spv ? relationals[k].spv : relationals[k].cl);
  rev_arg arg = {.type_id = rev_type_id_of(c, rev_op(c, in, 2))};
  LLVMValueRef call = rev_call_builtin(c, name, true, ct, &x, &arg, 1, false, false);
  return ct == rt ? call : LLVMBuildTrunc(c->b, call, rt, "");
}
