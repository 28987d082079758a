/*===-- ext/debuginfo_check.c - debug info, checker rules ------------------===*\
|*                                                                            *|
|* What lspv's checker enforces of the debug-info sets on its own output and *|
|* under --verify (the newest spirv-val's rules, which older ones lack):     *|
|* DebugGlobalVariable's Variable is an OpVariable, a constant or            *|
|* DebugInfoNone (OpenCL.DebugInfo.100 4.4 "Variable"; no OpUntypedVariable- *|
|* KHR); DebugDeclare's Variable is an OpVariable or OpFunctionParameter.    *|
|* A module read for translation is only warned about: the plugin           *|
|* reads such a record all the same.                                         *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "ext/debuginfo.h"
#include "lspv/plugin_spirv.h"

/* The sets whose DebugGlobalVariable has this layout (Name Type Source Line
 * Column Parent LinkageName Variable Flags [StaticMemberDeclaration]). */
static const char *const debug_sets[] = {
    "OpenCL.DebugInfo.100",
    "SPIRV.debug",
    "NonSemantic.Shader.DebugInfo.100",
    "NonSemantic.Shader.DebugInfo.200",
};

static bool is_debug_set(const lspv_check_ctx *c, uint32_t set) {
  const char *name = lspv_check_ext_inst_set(c, set);
  for (size_t i = 0; name && i < sizeof debug_sets / sizeof *debug_sets; i++)
    if (!strcmp(name, debug_sets[i]))
      return true;
  return false;
}

/* OpConstant* and OpSpecConstant*: the "constant variants" of the rule. */
static bool is_constant(uint32_t opcode) {
  return (opcode >= SPV_OpConstantTrue && opcode <= SPV_OpConstantNull) ||
         (opcode >= SPV_OpSpecConstantTrue && opcode <= SPV_OpSpecConstantOp);
}

enum { OPS_BEFORE_ARGS = 4, VARIABLE_ARG = 7 }; /* type, result, set, number */

static lspv_status check_global_variable(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands <= OPS_BEFORE_ARGS + VARIABLE_ARG || in->operands[3] != DI_GlobalVariable ||
      !is_debug_set(c, in->operands[2]))
    return LSPV_SUCCESS;
  uint32_t var = in->operands[OPS_BEFORE_ARGS + VARIABLE_ARG];
  lspv_spv_inst d;
  if (lspv_check_def(c, var, &d))
    return LSPV_SUCCESS; /* an undefined id: the core's rule reported it */
  if (d.opcode == SPV_OpVariable || is_constant(d.opcode))
    return LSPV_SUCCESS;
  if (d.opcode == SPV_OpExtInst && d.noperands > 3 && d.operands[3] == DI_InfoNone &&
      is_debug_set(c, d.operands[2]))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidInstruction",
                           "DebugGlobalVariable: Variable %u must be an OpVariable, a constant or "
                           "DebugInfoNone, not %s",
                           var, lspv_grammar_opcode_name(d.opcode));
}

/* DebugDeclare Variable Local Expression: Variable is the OpVariable (or
 * OpFunctionParameter) holding the local (4.4 "DebugDeclare"; not an
 * OpUntypedVariableKHR, which spirv-val refuses). */
static lspv_status check_declare(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands <= OPS_BEFORE_ARGS + 1 || in->operands[3] != DI_Declare ||
      !is_debug_set(c, in->operands[2]))
    return LSPV_SUCCESS;
  uint32_t var = in->operands[OPS_BEFORE_ARGS + 1];
  lspv_spv_inst d;
  if (lspv_check_def(c, var, &d))
    return LSPV_SUCCESS; /* an undefined id: the core's rule reported it */
  if (d.opcode == SPV_OpVariable || d.opcode == SPV_OpFunctionParameter)
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidInstruction",
                           "DebugDeclare: Variable %u must be an OpVariable "
                           "or OpFunctionParameter, not %s",
                           var, lspv_grammar_opcode_name(d.opcode));
}

const lspv_check_rule di_check_rules[DI_NCHECK_RULES] = {
    {"DebugGlobalVariable's Variable is an OpVariable, a constant or DebugInfoNone", SPV_OpExtInst,
     check_global_variable, NULL, LSPV_CHECK_ADVISORY_ON_INPUT},
    {"DebugDeclare's Variable is an OpVariable or OpFunctionParameter", SPV_OpExtInst,
     check_declare, NULL, LSPV_CHECK_ADVISORY_ON_INPUT},
};
_Static_assert(sizeof di_check_rules / sizeof *di_check_rules == DI_NCHECK_RULES,
               "DI_NCHECK_RULES counts di_check_rules");
