/*===-- regularize/regularize.c - the -s driver and shared helpers --------===*\
|* Verifies the input, runs the rewrites of regularize.h in llvm-spirv's   *|
|* order (globals, then per function: builtin calls, overflow intrinsics,  *|
|* i1 shifts, constant expressions, i1 casts, vector loads), erases the    *|
|* intrinsic declarations left unused, then runs LLVM's verifier again.    *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "regularize/regularize.h"

bool reg_is_bool(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

LLVMTypeRef reg_like(LLVMTypeRef scalar, LLVMTypeRef like) {
  return LLVMGetTypeKind(like) == LLVMVectorTypeKind
             ? LLVMVectorType(scalar, LLVMGetVectorSize(like))
             : scalar;
}

LLVMValueRef reg_splat(LLVMTypeRef ty, unsigned long long v) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return LLVMConstInt(ty, v, 0);
  LLVMValueRef k = LLVMConstInt(LLVMGetElementType(ty), v, 0), lanes[64], *p = lanes;
  unsigned n = LLVMGetVectorSize(ty);
  if (n > 64 && !(p = malloc(n * sizeof *p)))
    return LLVMGetPoison(ty); /* out of memory: the verifier still passes */
  for (unsigned i = 0; i < n; i++)
    p[i] = k;
  LLVMValueRef r = LLVMConstVector(p, n);
  if (p != lanes)
    free(p);
  return r;
}

lspv_status reg_kill(reg_ctx *c, LLVMValueRef i) {
  if (c->ndead == c->capdead) {
    size_t cap = c->capdead ? 2 * c->capdead : 16;
    LLVMValueRef *p = realloc(c->dead, cap * sizeof *p);
    if (!p)
      return lspv_error(c->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "regularizing");
    c->dead = p;
    c->capdead = cap;
  }
  c->dead[c->ndead++] = i;
  return LSPV_SUCCESS;
}

void reg_bury(reg_ctx *c) {
  while (c->ndead)
    LLVMInstructionEraseFromParent(c->dead[--c->ndead]);
}

void reg_replace(LLVMValueRef old, LLVMValueRef nu) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(old, &len);
  char *keep = len ? strndup(name, len) : NULL;
  LLVMReplaceAllUsesWith(old, nu);
  LLVMInstructionEraseFromParent(old);
  if (keep && LLVMIsAInstruction(nu))
    LLVMSetValueName2(nu, keep, len);
  free(keep);
}

typedef lspv_status (*reg_fn_pass)(reg_ctx *, LLVMValueRef);
static const reg_fn_pass fn_passes[] = {reg_calls,          reg_overflow,   reg_bool_shifts,
                                        reg_constant_exprs, reg_bool_casts, reg_vector_loads};

static lspv_status run(reg_ctx *c) {
  lspv_status s = reg_private_constants(c);
  for (size_t p = 0; !s && p < sizeof fn_passes / sizeof fn_passes[0]; p++) {
    for (LLVMValueRef f = LLVMGetFirstFunction(c->m); !s && f; f = LLVMGetNextFunction(f)) {
      if (LLVMIsDeclaration(f))
        continue;
      s = fn_passes[p](c, f);
      reg_bury(c);
    }
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(c->m), next; !s && f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMGetIntrinsicID(f) && !LLVMGetFirstUse(f))
      LLVMDeleteFunction(f);
  }
  return s;
}

lspv_status lspv_regularize(LLVMModuleRef m, struct lspv_opaque_options *o) {
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    lspv_status bad = lspv_error(&o->diag, LSPV_ERROR_INVALID_INPUT, "InvalidIR",
                                 "the module fails LLVM's verifier: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return bad;
  }
  LLVMDisposeMessage(msg);
  msg = NULL;
  reg_ctx c = {.m = m, .llctx = LLVMGetModuleContext(m), .diag = &o->diag, .o = o};
  c.b = LLVMCreateBuilderInContext(c.llctx);
  lspv_status s = run(&c);
  c.ndead = 0; /* on failure the queue may name half-rewritten code: keep it */
  free(c.dead);
  LLVMDisposeBuilder(c.b);
  if (!s && LLVMVerifyModule(m, LLVMReturnStatusAction, &msg))
    s = lspv_error(&o->diag, LSPV_ERROR_UNSUPPORTED, "InternalError",
                   "the regularized module fails LLVM's verifier (a bug in lspv): %s",
                   msg ? msg : "");
  LLVMDisposeMessage(msg);
  return s;
}
