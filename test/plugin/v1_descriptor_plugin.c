/* A plugin built against version 1 of lspv/plugin.h: its descriptor starts
 * with api_version 1 followed by the name (no struct_size), and its hooks
 * have the v1 layout.  The v1 header is gone, so its first fields are
 * spelled out here, as that header laid them out; lspv must refuse the
 * descriptor by its api_version before reading anything else. */
#include <stddef.h>

#include <lspv/base.h>

struct v1_descriptor {
  unsigned api_version; /* 1 */
  const char *name;
  const char *const *extensions;
  void *rest[20]; /* hooks and lists of the v1 layout, all NULL */
};

static const struct v1_descriptor plugin = {1, "written-for-v1", NULL, {NULL}};

LSPV_API const void *lspv_plugin_register(unsigned api_version);
const void *lspv_plugin_register(unsigned api_version) {
  (void)api_version; /* v1 plugins did not check it */
  return &plugin;
}
