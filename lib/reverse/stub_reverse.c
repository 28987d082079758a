/* Placeholder until reverse translation lands (issue 4). */
#include "reverse/reverse.h"
lspv_status lspv_reverse(const lspv_spv_view *v, LLVMContextRef ctx,
                         struct lspv_opaque_options *o, LLVMModuleRef *out) {
  return lspv_error(&o->diag, LSPV_ERROR_UNSUPPORTED, "NotImplemented",
                    "reverse translation is not implemented yet");
}
