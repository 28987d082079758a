/*===-- ext/float_controls.c - SPV_KHR_float_controls --------------------===*\
|*                                                                            *|
|* The float-controls execution modes DenormPreserve, DenormFlushToZero,     *|
|* SignedZeroInfNanPreserve, RoundingModeRTE and RoundingModeRTZ, each with  *|
|* a Target Width literal, core SPIR-V 1.4 and this extension below it       *|
|* (docs/extensions/float-controls.md).                                     *|
|*                                                                            *|
|* The core writes and reads every execution mode of !spirv.ExecutionMode    *|
|* through the grammar, which says what each mode needs: at 1.4 and above    *|
|* the version, below it this extension, else the mode is dropped with a     *|
|* warning (as llvm-spirv drops it).  This plugin owns the extension (so      *|
|* reverse accepts its capabilities) and checks the mode's operand.          *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_float_controls"

static const uint32_t modes[] = {
    SPV_ExecutionMode_DenormPreserve,           SPV_ExecutionMode_DenormFlushToZero,
    SPV_ExecutionMode_SignedZeroInfNanPreserve, SPV_ExecutionMode_RoundingModeRTE,
    SPV_ExecutionMode_RoundingModeRTZ,
};

/* SPV_KHR_float_controls: Target Width is the width of a floating-point
 * type (16, 32 or 64 bits). */
static lspv_status check_mode(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 2)
    return LSPV_SUCCESS;
  int ours = 0;
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
    ours |= in->operands[1] == modes[i];
  if (!ours)
    return LSPV_SUCCESS;
  uint32_t width = in->noperands == 3 ? in->operands[2] : 0;
  if (width != 16 && width != 32 && width != 64)
    return lspv_check_report(c, in, "InvalidOperand",
                             "execution mode %s: Target Width must be 16, 32 or 64 (got %u)",
                             lspv_grammar_enum_name("ExecutionMode", in->operands[1]), width);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"float-controls target width", SPV_OpExecutionMode, check_mode, NULL, LSPV_CHECK_ALWAYS},
};

/* SPV_INTEL_float_controls2's execution modes (RoundingModeRTPINTEL...)
 * likewise go through the core's !spirv.ExecutionMode path: the grammar
 * enables them through their capabilities' extension, named here so that
 * --spirv-ext and reverse know it. */
static const char *const extensions[] = {EXT_NAME, "SPV_INTEL_float_controls2", NULL};

const lspv_plugin lspv_plugin_float_controls = {
    LSPV_PLUGIN_HEADER,
    .name = "float-controls",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
