/* libFuzzer harness: forward translation of mutated LLVM bitcode that LLVM
 * itself accepts (parses and verifies), with every extension enabled. */
#include <stdint.h>
#include <stdlib.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>
#include <lspv/lspv.h>

/* Without a handler, LLVMContext::diagnose() calls exit(1) on a bitcode
 * error: every malformed input would end the fuzzing run. */
static void ignore_diag(LLVMDiagnosticInfoRef d, void *user) {
  (void)d;
  (void)user;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(ctx, ignore_diag, NULL);
  LLVMMemoryBufferRef buf =
      LLVMCreateMemoryBufferWithMemoryRange((const char *)data, size, "fuzz", 0);
  LLVMModuleRef m = NULL;
  if (!LLVMParseBitcodeInContext2(ctx, buf, &m)) {
    if (!LLVMVerifyModule(m, LLVMReturnStatusAction, NULL)) {
      lspv_options_ref o = lspv_options_create();
      lspv_options_set_extensions(o, "+all");
      lspv_options_set_preserve_auxdata(o, (int)(size & 1));
      uint32_t *words = NULL;
      size_t n = 0;
      if (lspv_translate_to_spirv(m, o, &words, &n) == LSPV_SUCCESS)
        lspv_dispose_words(words);
      lspv_options_dispose(o);
    }
    LLVMDisposeModule(m);
  }
  LLVMDisposeMemoryBuffer(buf);
  LLVMContextDispose(ctx);
  return 0;
}
