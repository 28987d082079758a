/* A plugin built against an older 2.x header, whose descriptor ends before
 * the fields a later 2.x added: lspv must read only struct_size bytes and
 * treat every later field as absent.  The descriptor here is a whole
 * lspv_plugin whose struct_size claims it ends after fwd_call; the fields
 * past that point hold hooks that would fail the translation if lspv called
 * them. */
#include <stddef.h>

#include <lspv/plugin.h>

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  (void)c;
  (void)call;
  (void)callee;
  return LSPV_DECLINED; /* inside struct_size: called, declines everything */
}

static lspv_status must_not_run(lspv_fwd_ctx *c, LLVMModuleRef m) {
  (void)m;
  return lspv_fwd_error(c, LSPV_ERROR_PLUGIN, "PluginError", NULL,
                        "a hook past struct_size was called");
}

static const lspv_plugin plugin = {
    .api_version = LSPV_PLUGIN_API_VERSION,
    .struct_size = (unsigned)(offsetof(lspv_plugin, fwd_call) + sizeof(void *)),
    .name = "short-descriptor",
    .fwd_call = fwd_call,
    .fwd_module_end = must_not_run, /* past struct_size */
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
