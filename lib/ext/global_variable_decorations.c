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

#define LEGACY_EXT "SPV_INTEL_global_variable_decorations"

static const char *const extensions[] = {"SPV_INTEL_global_variable_host_access",
                                         "SPV_INTEL_global_variable_fpga_decorations", LEGACY_EXT,
                                         NULL};

/* SPV_INTEL_global_variable_decorations, the one extension these two
 * replaced (llvm-spirv still reads and writes it): capability 6146 and
 * three decorations of the same meanings under older numbers, which keep
 * their names (the text form prints HostAccessINTEL for 6147 and 6188
 * alike; read back, a name gives the newer number).  Grammar rows of this
 * plugin, as the system grammar has no trace of them. */
static const char *const legacy_exts[] = {LEGACY_EXT, NULL};
static const char *const legacy_caps[] = {"GlobalVariableDecorationsINTEL", NULL};
static const lspv_grammar_operand host_access[] = {{"LiteralInteger", 0}, {"LiteralString", 0}};
static const lspv_grammar_operand one_literal[] = {{"LiteralInteger", 0}};
static const lspv_grammar_enumerant legacy[] = {
    {"Capability", "GlobalVariableDecorationsINTEL", 6146, NULL, 0, NULL, legacy_exts, 0},
    {"Decoration", "HostAccessINTEL", 6147, host_access, 2, legacy_caps, NULL, 0},
    {"Decoration", "InitModeINTEL", 6148, one_literal, 1, legacy_caps, NULL, 0},
    {"Decoration", "ImplementInCSRINTEL", 6149, one_literal, 1, legacy_caps, NULL, 0},
};
static const lspv_grammar_rows rows = {NULL, 0, legacy, sizeof legacy / sizeof legacy[0],
                                       legacy_exts};

const lspv_plugin lspv_plugin_global_variable_decorations = {
    LSPV_PLUGIN_HEADER,
    .name = "global-variable-decorations",
    .extensions = extensions,
    .grammar = &rows,
};
