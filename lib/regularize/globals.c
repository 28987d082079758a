/*===-- regularize/globals.c - private constants as function copies ------===*\
|* An internal (or private) constant with an initializer in the private    *|
|* address space (0, SPIR-V's Function storage class, which a module-scope *|
|* variable cannot have) is replaced, in each function that uses it, by an *|
|* alloca of its type at the top of the entry block holding a store of its *|
|* initializer; the global is then erased.  A global that something other  *|
|* than an instruction uses (a constant expression, another initializer)   *|
|* stays as it is, for forward translation to judge.                       *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "regularize/regularize.h"

static bool candidate(LLVMValueRef g) {
  LLVMLinkage l = LLVMGetLinkage(g);
  size_t len = 0;
  const char *name = LLVMGetValueName2(g, &len);
  if (!LLVMIsGlobalConstant(g) || (l != LLVMInternalLinkage && l != LLVMPrivateLinkage) ||
      LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != 0 || !LLVMGetInitializer(g) ||
      !strncmp(name, "llvm.", 5))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u))
    if (!LLVMIsAInstruction(LLVMGetUser(u)))
      return false;
  return true;
}

/* The copy of @p g in @p fn, made on first use. */
static LLVMValueRef copy_in(reg_ctx *c, LLVMValueRef g, LLVMValueRef fn) {
  LLVMValueRef first = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn));
  LLVMPositionBuilderBefore(c->b, first);
  size_t len = 0;
  const char *name = LLVMGetValueName2(g, &len);
  char *keep = strndup(name, len);
  LLVMValueRef a = LLVMBuildAlloca(c->b, LLVMGlobalGetValueType(g), keep ? keep : "");
  free(keep);
  if (LLVMGetAlignment(g))
    LLVMSetAlignment(a, LLVMGetAlignment(g));
  LLVMBuildStore(c->b, LLVMGetInitializer(g), a);
  return a;
}

static lspv_status replace(reg_ctx *c, LLVMValueRef g) {
  struct {
    LLVMValueRef fn, copy;
  } *seen = NULL;
  size_t n = 0, cap = 0;
  for (LLVMUseRef u; (u = LLVMGetFirstUse(g));) {
    LLVMValueRef user = LLVMGetUser(u);
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)), copy = NULL;
    for (size_t k = 0; k < n && !copy; k++)
      if (seen[k].fn == fn)
        copy = seen[k].copy;
    if (!copy) {
      if (n == cap) {
        cap = cap ? 2 * cap : 4;
        void *p = realloc(seen, cap * sizeof *seen);
        if (!p) {
          free(seen);
          return lspv_error(c->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "regularizing");
        }
        seen = p;
      }
      copy = seen[n].copy = copy_in(c, g, fn);
      seen[n++].fn = fn;
    }
    for (unsigned k = 0, nk = LLVMGetNumOperands(user); k < nk; k++)
      if (LLVMGetOperand(user, k) == g)
        LLVMSetOperand(user, k, copy);
  }
  free(seen);
  LLVMDeleteGlobal(g);
  return LSPV_SUCCESS;
}

lspv_status reg_private_constants(reg_ctx *c) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(c->m), next; g; g = next) {
    next = LLVMGetNextGlobal(g);
    if (candidate(g)) {
      lspv_status s = replace(c, g);
      if (s)
        return s;
    }
  }
  return LSPV_SUCCESS;
}
