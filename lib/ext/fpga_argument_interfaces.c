/*===-- ext/fpga_argument_interfaces.c - SPV_INTEL_fpga_argument_interfaces -===*\
|*                                                                            *|
|* The interface of an FPGA kernel's arguments (SYCL's annotated_arg         *|
|* properties): decorations 6175-6183 on parameters, capability             *|
|* FPGAArgumentInterfacesINTEL (grammar/intel_fpga_argument_interfaces.json, *|
|* docs/extensions/fpga-argument-interfaces.md).  SYCL writes them in a      *|
|* parameter's !spirv.ParameterDecorations list and the core translates     *|
|* that list both ways from the grammar: ConduitKernelArgumentINTEL,        *|
|* RegisterMapKernelArgumentINTEL and StableKernelArgumentINTEL without an  *|
|* operand ({i32 N, i32 1} is read as the flag), the MMHostInterface*INTEL  *|
|* ones with their literal (ReadWriteMode an AccessQualifier).  The plugin  *|
|* owns the extension name, so --spirv-ext governs it and reverse accepts   *|
|* the capability.                                                           *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

static const char *const extensions[] = {"SPV_INTEL_fpga_argument_interfaces", NULL};

const lspv_plugin lspv_plugin_fpga_argument_interfaces = {
    LSPV_PLUGIN_HEADER,
    .name = "fpga-argument-interfaces",
    .extensions = extensions,
};
