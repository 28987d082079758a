/* Placeholder until forward translation lands (issue 3). */
#include "forward/forward.h"
lspv_status lspv_forward(LLVMModuleRef m, struct lspv_opaque_options *o, lspv_spv_builder *out) {
  return lspv_error(&o->diag, LSPV_ERROR_UNSUPPORTED, "NotImplemented",
                    "forward translation is not implemented yet");
}
