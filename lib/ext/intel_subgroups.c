/*===-- ext/intel_subgroups.c - SPV_INTEL_subgroups -----------------------===*\
|*                                                                            *|
|* The shuffles and block reads/writes of SPV_INTEL_subgroups have no       *|
|* hooks here: the core translates them as it translates every instruction  *|
|* the grammar describes, a __spirv_<OpName> call forward (the grammar gives *|
|* their capability SubgroupShuffleINTEL / SubgroupBufferBlockIOINTEL and   *|
|* the extension) and back.  What the plugin contributes is the extension   *|
|* itself: reverse accepts a capability only when the core or a plugin owns *|
|* it, and the core names no extension.                                      *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

static const char *const extensions[] = {"SPV_INTEL_subgroups", NULL};

const lspv_plugin lspv_plugin_intel_subgroups = {
    LSPV_PLUGIN_HEADER,
    .name = "intel-subgroups",
    .extensions = extensions,
};
