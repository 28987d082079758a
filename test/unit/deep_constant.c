/* A 100k-deep constant expression (built through the C API: LLVM's own .ll
 * parser overflows its stack on such text) is refused with an error, without
 * recursion in lspv deep enough to overflow the stack. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <lspv/lspv.h>

static char last[1024];

static void handler(const lspv_diagnostic *d, void *user) {
  (void)user;
  snprintf(last, sizeof last, "%s", d->message);
}

/* mode 0: the initializer of a global; mode 1: the operand of a store. */
static int run(int mode) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("deep", ctx);
  LLVMSetTarget(m, "spir64-unknown-unknown");
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  LLVMValueRef g = LLVMAddGlobalInAddressSpace(m, i64, "g", 1);
  LLVMSetInitializer(g, LLVMConstInt(i64, 0, 0));
  LLVMValueRef e = LLVMConstPtrToInt(g, i64);
  for (int i = 0; i < 100000; i++)
    e = LLVMConstAdd(e, LLVMConstPtrToInt(g, i64)); /* not folded */
  if (mode == 0) {
    LLVMValueRef h = LLVMAddGlobalInAddressSpace(m, i64, "h", 1);
    LLVMSetInitializer(h, e);
  } else {
    LLVMTypeRef fty = LLVMFunctionType(LLVMVoidTypeInContext(ctx), NULL, 0, 0);
    LLVMValueRef f = LLVMAddFunction(m, "f", fty);
    LLVMSetFunctionCallConv(f, LLVMSPIRFUNCCallConv);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, f, "entry"));
    LLVMBuildStore(b, e, g);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
  }
  lspv_options_ref o = lspv_options_create();
  lspv_options_set_diag_handler(o, handler, NULL);
  uint32_t *words = NULL;
  size_t n = 0;
  lspv_status s = lspv_translate_to_spirv(m, o, &words, &n);
  int rc = 0;
  if (s == LSPV_SUCCESS) {
    printf("FAIL: the deep constant was translated\n");
    lspv_dispose_words(words);
    rc = 1;
  } else {
    printf("%s\n", last);
  }
  lspv_options_dispose(o);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return rc;
}

int main(void) { return run(0) | run(1); }
