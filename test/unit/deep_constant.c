/* A 100k-deep constant expression (built through the C API: LLVM's own .ll
 * parser overflows its stack on such text) is refused with an error, without
 * recursion in lspv deep enough to overflow the stack.  The translation runs
 * on a thread with a 256 KiB stack, a small fraction of a usual thread's, so
 * the library's stack use stays bounded for a host's worker threads (under
 * AddressSanitizer, whose frames are some 3x larger, 2 MiB). */
#include <pthread.h>
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

#if defined(__SANITIZE_ADDRESS__)
#define STACK_KIB 2048
#else
#define STACK_KIB 256
#endif

static int result = 2;

static void *worker(void *arg) {
  (void)arg;
  result = run(0) | run(1);
  return NULL;
}

int main(void) {
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init(&attr) || pthread_attr_setstacksize(&attr, STACK_KIB * 1024) ||
      pthread_create(&t, &attr, worker, NULL) || pthread_join(t, NULL)) {
    printf("FAIL: cannot run a thread with a %d KiB stack\n", STACK_KIB);
    return 2;
  }
  pthread_attr_destroy(&attr);
  return result;
}
