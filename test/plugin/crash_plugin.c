/* A plugin that crashes in its forward hook.  The driver runs the forward
 * translation in a child process (tools/lspv/isolate.h): a crash there must
 * come back as one InternalError line, a non-zero exit and no output file. */
#include <signal.h>

#include <lspv/plugin.h>

static lspv_status crash(lspv_fwd_ctx *c, LLVMModuleRef m) {
  (void)c;
  (void)m;
  raise(SIGSEGV);
  return LSPV_SUCCESS;
}

static const lspv_plugin plugin = {
    LSPV_PLUGIN_HEADER,
    .name = "crash-in-forward",
    .fwd_module_begin = crash,
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
