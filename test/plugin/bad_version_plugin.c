/* A plugin built against another API version: lspv must refuse it. */
#include <lspv/plugin.h>

static const lspv_plugin plugin = {.api_version = LSPV_PLUGIN_API_VERSION + 41,
                                   .struct_size = sizeof(lspv_plugin),
                                   .name = "too-new"};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  (void)api_version;
  return &plugin;
}
