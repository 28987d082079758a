/* libFuzzer harness: SPIR-V binary -> reader -> checker -> reverse translation
 * (the whole `lspv -r` path), in all three target environments. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <lspv/lspv.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  size_t n = size / 4;
  uint32_t *words = malloc(n ? n * 4 : 4);
  if (!words)
    return 0;
  memcpy(words, data, n * 4);
  lspv_options_ref o = lspv_options_create();
  lspv_options_set_target_env(o, (lspv_target_env)(size % 3));
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  if (lspv_translate_from_spirv(words, n, ctx, o, &m) == LSPV_SUCCESS)
    LLVMDisposeModule(m);
  char *text = NULL;
  size_t len = 0;
  if (lspv_spirv_to_text(words, n, o, &text, &len) == LSPV_SUCCESS)
    lspv_dispose_text(text);
  LLVMContextDispose(ctx);
  lspv_options_dispose(o);
  free(words);
  return 0;
}
