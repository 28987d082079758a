/*===-- ext/global_variable_decorations.c - FPGA global variable decorations ===*\
|*                                                                            *|
|* SPV_INTEL_global_variable_host_access (HostAccessINTEL: how the host may  *|
|* reach a global variable, and its name there) and                          *|
|* SPV_INTEL_global_variable_fpga_decorations (InitModeINTEL,                *|
|* ImplementInRegisterMapINTEL).  Their decorations and operands are grammar *|
|* rows (grammar/global_variable_*.json); a producer asks for them through  *|
|* !spirv.Decorations, which the core writes by the grammar (capability,    *|
|* extension, RequiresExtension when disabled), and SPIR-V friendly IR       *|
|* lists them back.  This descriptor makes the extensions known, so that    *|
|* reverse accepts their capabilities.                                       *|
\*===----------------------------------------------------------------------===*/
#include "ext/ext_private.h"
#include "lspv/plugin.h"

static const char *const extensions[] = {"SPV_INTEL_global_variable_host_access",
                                         "SPV_INTEL_global_variable_fpga_decorations", NULL};

const lspv_plugin lspv_plugin_global_variable_decorations = {
    LSPV_PLUGIN_HEADER,
    .name = "global-variable-decorations",
    .extensions = extensions,
};
