/* Placeholder until the reader, text form and checker land (issue 2). */
#include "spirv/module.h"
lspv_status lspv_check(const lspv_spv_view *v, lspv_diag *d) { return LSPV_SUCCESS; }
lspv_status lspv_text_read(const char *text, size_t len, uint32_t **words, size_t *nwords, lspv_diag *d) {
  return lspv_error(d, LSPV_ERROR_UNSUPPORTED, "NotImplemented", "text reader not implemented yet");
}
