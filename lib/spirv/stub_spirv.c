/* Placeholder until the reader, text form and checker land (issue 2). */
#include "spirv/module.h"
lspv_status lspv_view_read(lspv_spv_view *v, const uint32_t *words, size_t nwords, lspv_diag *d) {
  return lspv_error(d, LSPV_ERROR_UNSUPPORTED, "NotImplemented", "reader not implemented yet");
}
void lspv_view_free(lspv_spv_view *v) {}
const char *lspv_op_string(const lspv_spv_view *v, const lspv_inst *in, unsigned i, unsigned *next) { return 0; }
lspv_section lspv_section_of(unsigned opcode, lspv_section current, bool in_function) { return LSPV_SEC_COUNT; }
lspv_status lspv_check(const lspv_spv_view *v, lspv_diag *d) { return LSPV_SUCCESS; }
lspv_status lspv_text_write(const lspv_spv_view *v, char **text, size_t *len, lspv_diag *d) {
  return lspv_error(d, LSPV_ERROR_UNSUPPORTED, "NotImplemented", "text writer not implemented yet");
}
lspv_status lspv_text_read(const char *text, size_t len, uint32_t **words, size_t *nwords, lspv_diag *d) {
  return lspv_error(d, LSPV_ERROR_UNSUPPORTED, "NotImplemented", "text reader not implemented yet");
}
