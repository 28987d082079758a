/*===-- regularize/overflow.c - add/sub with overflow as helper calls ----===*\
|* llvm.{s,u}{add,sub}.with.overflow.T becomes a call of                    *|
|* llvm_{s,u}{add,sub}_with_overflow_T, an internal function defined in    *|
|* the module (built once per name, or the module's own definition of that *|
|* name and type), so that the regularized module calls no intrinsic that  *|
|* SPIR-V lacks.  The call keeps its arguments, attributes, metadata and   *|
|* calling convention (the C one of an intrinsic call, which the helper   *|
|* shares).                                                                *|
|* Bodies (r the wrapped result):                                          *|
|*   sadd: r = a + b, overflow when a and b both differ in sign from r;     *|
|*   ssub: r = a - b, overflow when a and b differ in sign and r from a;    *|
|*   uadd: r = a + b, overflow when r < a (unsigned);                       *|
|*   usub: r = a - b, overflow when a < b (unsigned).                       *|
|* The multiplications are left to forward translation, which has its own  *|
|* forms for them (intrinsics_expand.c, intrinsic_helpers.c).              *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "regularize/regularize.h"

typedef enum { SADD, SSUB, UADD, USUB } ovf_kind;

static const struct {
  const char *prefix;
  ovf_kind kind;
} kinds[] = {
    {"llvm.sadd.with.overflow.", SADD},
    {"llvm.ssub.with.overflow.", SSUB},
    {"llvm.uadd.with.overflow.", UADD},
    {"llvm.usub.with.overflow.", USUB},
};

static LLVMValueRef overflow_bit(LLVMBuilderRef b, ovf_kind k, LLVMValueRef x, LLVMValueRef y,
                                 LLVMValueRef r) {
  LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(x));
  switch (k) {
  case SADD:
    return LLVMBuildICmp(b, LLVMIntSLT,
                         LLVMBuildAnd(b, LLVMBuildXor(b, x, r, ""), LLVMBuildXor(b, y, r, ""), ""),
                         zero, "");
  case SSUB:
    return LLVMBuildICmp(b, LLVMIntSLT,
                         LLVMBuildAnd(b, LLVMBuildXor(b, x, y, ""), LLVMBuildXor(b, x, r, ""), ""),
                         zero, "");
  case UADD: return LLVMBuildICmp(b, LLVMIntULT, r, x, "");
  case USUB: return LLVMBuildICmp(b, LLVMIntULT, x, y, "");
  }
  return NULL;
}

static LLVMValueRef helper(reg_ctx *c, const char *name, ovf_kind k, LLVMTypeRef fty) {
  char hname[256];
  int len = snprintf(hname, sizeof hname, "%s", name);
  if (len < 0 || (size_t)len >= sizeof hname)
    return NULL;
  for (char *p = hname; *p; p++)
    if (*p == '.')
      *p = '_';
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, hname);
  if (fn)
    return !LLVMIsDeclaration(fn) && LLVMGlobalGetValueType(fn) == fty ? fn : NULL;
  fn = LLVMAddFunction(c->m, hname, fty);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c->llctx, fn, "entry"));
  LLVMValueRef x = LLVMGetParam(fn, 0), y = LLVMGetParam(fn, 1);
  LLVMValueRef r = k == SADD || k == UADD ? LLVMBuildAdd(b, x, y, "") : LLVMBuildSub(b, x, y, "");
  LLVMValueRef pair = LLVMBuildInsertValue(b, LLVMGetPoison(LLVMGetReturnType(fty)), r, 0, "");
  LLVMBuildRet(b, LLVMBuildInsertValue(b, pair, overflow_bit(b, k, x, y, r), 1, ""));
  LLVMDisposeBuilder(b);
  return fn;
}

lspv_status reg_overflow(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
      if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee))
        continue;
      size_t len = 0;
      const char *name = LLVMGetValueName2(callee, &len);
      for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        if (strncmp(name, kinds[k].prefix, strlen(kinds[k].prefix)))
          continue;
        LLVMValueRef h = helper(c, name, kinds[k].kind, LLVMGetCalledFunctionType(i));
        if (!h) {
          char *v = LLVMPrintValueToString(i);
          lspv_status s = lspv_error(c->diag, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall",
                                     "%s: the module defines %.*s's helper with another type "
                                     "or its name is too long",
                                     v, (int)len, name);
          LLVMDisposeMessage(v);
          return s;
        }
        /* The callee is a call's last operand. */
        LLVMSetOperand(i, LLVMGetNumOperands(i) - 1, h);
        break;
      }
    }
  return LSPV_SUCCESS;
}
