/* libFuzzer harness: the llvm-spirv text form reader, then the checker and
 * the writer on whatever it accepted. */
#include <stdint.h>
#include <stdlib.h>

#include <lspv/lspv.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  lspv_options_ref o = lspv_options_create();
  uint32_t *words = NULL;
  size_t n = 0;
  if (lspv_text_to_spirv((const char *)data, size, o, &words, &n) == LSPV_SUCCESS) {
    lspv_spirv_verify(words, n, o);
    char *text = NULL;
    size_t len = 0;
    if (lspv_spirv_to_text(words, n, o, &text, &len) == LSPV_SUCCESS)
      lspv_dispose_text(text);
    lspv_dispose_words(words);
  }
  lspv_options_dispose(o);
  return 0;
}
