/*===-- ext/debug_module.c - SPV_INTEL_debug_module -------------------------===*\
|*                                                                            *|
|* A Clang or Fortran module (DIModule) in OpenCL.DebugInfo.100 is a         *|
|* DebugModuleINTEL record (capability DebugInfoModuleINTEL), written only   *|
|* when --spirv-ext enables the extension.  The debug-info plugins write and *|
|* read the record (debuginfo_fwd_types.c, debuginfo_rev.c); this           *|
|* descriptor makes the extension known, so that reverse accepts its        *|
|* capability.  NonSemantic.Shader.DebugInfo.200 has its own DebugModule;   *|
|* NonSemantic.Shader.DebugInfo.100 has none (the module is DebugInfoNone).  *|
\*===----------------------------------------------------------------------===*/
#include "ext/ext_private.h"
#include "lspv/plugin.h"

static const char *const extensions[] = {"SPV_INTEL_debug_module", NULL};

const lspv_plugin lspv_plugin_debug_module = {
    LSPV_PLUGIN_HEADER,
    .name = "debug-module",
    .extensions = extensions,
};
