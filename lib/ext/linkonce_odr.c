/*===-- ext/linkonce_odr.c - SPV_KHR_linkonce_odr -------------------------===*\
|*                                                                            *|
|* A linkonce_odr function or global variable gets LinkageType LinkOnceODR   *|
|* (the fwd_linkage hook) when the extension is enabled; without it, the    *|
|* core's Export (llvm-spirv does the same).  Reverse: the core maps        *|
|* LinkOnceODR back to linkonce_odr.                                        *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT "SPV_KHR_linkonce_odr"

static lspv_status fwd_linkage(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t *linkage_type) {
  if (LLVMGetLinkage(gv) != LLVMLinkOnceODRLinkage || LLVMIsDeclaration(gv) ||
      !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (!s)
    *linkage_type = SPV_LinkageType_LinkOnceODR;
  return s;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_linkonce_odr = {
    LSPV_PLUGIN_HEADER,
    .name = "linkonce-odr",
    .extensions = extensions,
    .fwd_linkage = fwd_linkage,
};
