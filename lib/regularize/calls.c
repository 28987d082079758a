/*===-- regularize/calls.c - builtin calls in their SPIR-V friendly form ---===*\
|* llvm-spirv rewrites OpenCL C builtin calls into __spirv_ calls before it  *|
|* translates.  -s does the same for the builtins a plugin adds (its        *|
|* reg_call hook, asked for every call of a declared function, first taker  *|
|* wins) and, in the core, for OpenCL C's `dot` of two scalar floats, which *|
|* is their product (OpenCL C 6.15.6: dot(p0, p1) of scalars is p0 * p1).  *|
|* lspv_reg_replace_call is the one way a hook rewrites a call.             *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "lspv/plugin.h"
#include "regularize/regularize.h"

static LLVMValueRef callee_named(LLVMModuleRef m, const char *name, LLVMTypeRef fty) {
  LLVMValueRef fn = LLVMGetNamedFunction(m, name);
  if (fn)
    return LLVMGlobalGetValueType(fn) == fty ? fn : NULL;
  fn = LLVMAddFunction(m, name, fty);
  LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  return fn;
}

LLVMValueRef lspv_reg_replace_call(LLVMValueRef call, const char *name, LLVMValueRef *args,
                                   unsigned nargs) {
  if (!call || !name || !LLVMIsACallInst(call))
    return NULL;
  LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
  if (!args) {
    LLVMValueRef fn = callee_named(m, name, LLVMGetCalledFunctionType(call));
    if (!fn)
      return NULL;
    LLVMSetOperand(call, LLVMGetNumOperands(call) - 1, fn);
    LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
    return call;
  }
  LLVMTypeRef params[16];
  if (nargs > 16)
    return NULL;
  for (unsigned i = 0; i < nargs; i++)
    params[i] = LLVMTypeOf(args[i]);
  LLVMTypeRef fty = LLVMFunctionType(LLVMTypeOf(call), params, nargs, 0);
  LLVMValueRef fn = callee_named(m, name, fty);
  if (!fn)
    return NULL;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  LLVMPositionBuilderBefore(b, call);
  LLVMValueRef nu = LLVMBuildCall2(b, fty, fn, args, nargs, "");
  LLVMDisposeBuilder(b);
  LLVMSetInstructionCallConv(nu, LLVMSPIRFUNCCallConv);
  size_t nmd = 0;
  LLVMValueMetadataEntry *md = LLVMInstructionGetAllMetadataOtherThanDebugLoc(call, &nmd);
  for (size_t i = 0; i < nmd; i++)
    LLVMSetMetadata(nu, LLVMValueMetadataEntriesGetKind(md, (unsigned)i),
                    LLVMMetadataAsValue(LLVMGetModuleContext(m),
                                        LLVMValueMetadataEntriesGetMetadata(md, (unsigned)i)));
  if (md)
    LLVMDisposeValueMetadataEntries(md);
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
    reg_replace(call, nu);
  else
    LLVMInstructionEraseFromParent(call);
  return nu;
}

static bool is_fp(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind ||
         k == LLVMBFloatTypeKind;
}

/* OpenCL C's dot of two scalar floats: their product.  True when done. */
static bool scalar_dot(reg_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL, *base = lspv_itanium_name(callee, &len, &params);
  if (!base || base == callee || len != 3 || memcmp(base, "dot", 3) ||
      LLVMGetNumArgOperands(call) != 2)
    return false;
  LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
  if (!is_fp(LLVMTypeOf(call)) || LLVMTypeOf(a) != LLVMTypeOf(call) ||
      LLVMTypeOf(b) != LLVMTypeOf(call))
    return false;
  LLVMPositionBuilderBefore(c->b, call);
  reg_replace(call, LLVMBuildFMul(c->b, a, b, ""));
  return true;
}

static lspv_status one_call(reg_ctx *c, LLVMValueRef call) {
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(fn) || !LLVMIsDeclaration(fn) || LLVMGetIntrinsicID(fn))
    return LSPV_SUCCESS;
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  char *callee = strndup(name, len);
  if (!callee)
    return lspv_error(c->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "regularizing");
  lspv_status s = LSPV_SUCCESS;
  if (!scalar_dot(c, call, callee)) {
    for (size_t i = 0; i < c->o->plugins.n; i++) {
      const lspv_plugin *p = c->o->plugins.v[i];
      if (!p->reg_call)
        continue;
      s = p->reg_call(call, callee);
      if (s != LSPV_DECLINED)
        break;
    }
    if (s == LSPV_DECLINED)
      s = LSPV_SUCCESS;
    else if (s)
      s = lspv_error(c->diag, s, "InvalidFunctionCall", "%s: a plugin could not rewrite the call",
                     callee);
  }
  free(callee);
  return s;
}

lspv_status reg_calls(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
      next = LLVMGetNextInstruction(i);
      if (LLVMIsACallInst(i)) {
        lspv_status s = one_call(c, i);
        if (s)
          return s;
      }
    }
  return LSPV_SUCCESS;
}
