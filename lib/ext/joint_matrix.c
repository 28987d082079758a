/*===-- ext/joint_matrix.c - SPV_INTEL_joint_matrix -----------------------===*\
|*                                                                            *|
|* The INTEL additions to SPV_KHR_cooperative_matrix (cooperative_matrix.c   *|
|* has the type and the KHR instructions), as SPIR-V friendly calls both     *|
|* ways (matrix_common.h), each with its capability:                         *|
|*   Load/Store/ConstructCheckedINTEL  CooperativeMatrixCheckedInstructions  *|
|*   Load/StoreOffsetINTEL             CooperativeMatrixOffsetInstructions   *|
|*   PrefetchINTEL (cache level literal) CooperativeMatrixPrefetch           *|
|*   ApplyFunctionINTEL, JointMatrixGetElementCoordINTEL                     *|
|*                                     CooperativeMatrixInvocationInstructions*|
|* and the conversions of SPV_INTEL_bfloat16_conversion and                  *|
|* _tensor_float32_conversion (the core's __spirv_ path) on matrices: they   *|
|* need this extension and the component-type capability; without it        *|
|* llvm-spirv's InvalidInstruction.                                          *|
|* Grammar: grammar/intel_joint_matrix.json (numbers as llvm-spirv 22).     *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"
#include "matrix_common.h"

#define EXT_NAME "SPV_INTEL_joint_matrix"

/* Signatures: 'i' an <id>, 'L' a literal; past the end, literals (memory
 * operands). */
static const lspv_matrix_inst insts[] = {
    {"CooperativeMatrixLoadCheckedINTEL", SPV_OpCooperativeMatrixLoadCheckedINTEL, "iiiiiii", 6, 9,
     true, true, SPV_Capability_CooperativeMatrixCheckedInstructionsINTEL, true},
    {"CooperativeMatrixStoreCheckedINTEL", SPV_OpCooperativeMatrixStoreCheckedINTEL, "iiiiiiii", 7,
     10, false, false, SPV_Capability_CooperativeMatrixCheckedInstructionsINTEL, true},
    {"CooperativeMatrixConstructCheckedINTEL", SPV_OpCooperativeMatrixConstructCheckedINTEL,
     "iiiii", 5, 5, true, false, SPV_Capability_CooperativeMatrixCheckedInstructionsINTEL, false},
    {"CooperativeMatrixLoadOffsetINTEL", SPV_OpCooperativeMatrixLoadOffsetINTEL, "iiiii", 4, 7,
     true, true, SPV_Capability_CooperativeMatrixOffsetInstructionsINTEL, true},
    {"CooperativeMatrixStoreOffsetINTEL", SPV_OpCooperativeMatrixStoreOffsetINTEL, "iiiiii", 5, 8,
     false, false, SPV_Capability_CooperativeMatrixOffsetInstructionsINTEL, true},
    {"CooperativeMatrixPrefetchINTEL", SPV_OpCooperativeMatrixPrefetchINTEL, "iiiLii", 5, 6, false,
     false, SPV_Capability_CooperativeMatrixPrefetchINTEL, false},
    {"CooperativeMatrixApplyFunctionINTEL", SPV_OpCooperativeMatrixApplyFunctionINTEL, "ii", 2, 2,
     true, false, SPV_Capability_CooperativeMatrixInvocationInstructionsINTEL, false},
    {"JointMatrixGetElementCoordINTEL", SPV_OpJointMatrixGetElementCoordINTEL, "ii", 2, 2, true,
     false, SPV_Capability_CooperativeMatrixInvocationInstructionsINTEL, false},
};
#define NINSTS (sizeof insts / sizeof insts[0])

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  const lspv_matrix_inst *row = lspv_matrix_which(insts, NINSTS, callee);
  if (!row)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_CooperativeMatrixKHR);
  lspv_fwd_require_capability(c, row->capability);
  return lspv_matrix_fwd_call(c, call, row);
}

/* The conversions that take matrices with this extension: name, capability. */
static const struct {
  uint32_t opcode;
  const char *name;
  uint32_t capability;
} conversions[] = {
    {SPV_OpConvertFToBF16INTEL, "ConvertFToBF16INTEL",
     SPV_Capability_CooperativeMatrixBFloat16ComponentTypeINTEL},
    {SPV_OpConvertBF16ToFINTEL, "ConvertBF16ToFINTEL",
     SPV_Capability_CooperativeMatrixBFloat16ComponentTypeINTEL},
    {SPV_OpRoundFToTF32INTEL, "RoundFToTF32INTEL",
     SPV_Capability_CooperativeMatrixTF32ComponentTypeINTEL},
};

/* The hook's filter: the opcodes of conversions[]. */
static const unsigned conversion_opcodes[] = {SPV_OpConvertFToBF16INTEL, SPV_OpConvertBF16ToFINTEL,
                                              SPV_OpRoundFToTF32INTEL, 0};

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  for (size_t i = 0; i < sizeof conversions / sizeof conversions[0]; i++) {
    if (conversions[i].opcode != opcode || !lspv_matrix_is_type(LLVMTypeOf(inst)))
      continue;
    if (!lspv_fwd_extension_enabled(c, EXT_NAME))
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", inst,
                            "Can't translate llvm instruction:\n%s\nCan be used with cooperative "
                            "matrices only when " EXT_NAME " is enabled",
                            conversions[i].name);
    lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
    if (s)
      return s;
    lspv_fwd_require_capability(c, conversions[i].capability);
  }
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  const lspv_matrix_inst *row = lspv_matrix_by_opcode(insts, NINSTS, in->opcode);
  return row ? lspv_matrix_rev_call(c, in, row) : LSPV_DECLINED;
}

/* ---- checker ------------------------------------------------------------------*/
/* A conversion whose result is a matrix needs the component-type capability. */
static lspv_status check_conversion(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  uint32_t cap = (uint32_t)(uintptr_t)user;
  lspv_spv_inst t;
  if (lspv_check_def(c, in->type_id, &t) || t.opcode != SPV_OpTypeCooperativeMatrixKHR)
    return LSPV_SUCCESS;
  if (!lspv_check_declares_capability(c, cap))
    return lspv_check_report(
        c, in, "RequiresCapability",
        "a conversion of cooperative matrices needs the %s capability (" EXT_NAME ")",
        lspv_grammar_enum_name("Capability", cap));
  return LSPV_SUCCESS;
}

#define CONV_RULE(op, cap)                                                                         \
  {"conversion of cooperative matrices", op, check_conversion, (void *)(uintptr_t)(cap), 0}
static const lspv_check_rule check_rules[] = {
    CONV_RULE(SPV_OpConvertFToBF16INTEL,
              SPV_Capability_CooperativeMatrixBFloat16ComponentTypeINTEL),
    CONV_RULE(SPV_OpConvertBF16ToFINTEL,
              SPV_Capability_CooperativeMatrixBFloat16ComponentTypeINTEL),
    CONV_RULE(SPV_OpRoundFToTF32INTEL, SPV_Capability_CooperativeMatrixTF32ComponentTypeINTEL),
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpCooperativeMatrixLoadCheckedINTEL,
                                   SPV_OpCooperativeMatrixStoreCheckedINTEL,
                                   SPV_OpCooperativeMatrixConstructCheckedINTEL,
                                   SPV_OpCooperativeMatrixLoadOffsetINTEL,
                                   SPV_OpCooperativeMatrixStoreOffsetINTEL,
                                   SPV_OpCooperativeMatrixPrefetchINTEL,
                                   SPV_OpCooperativeMatrixApplyFunctionINTEL,
                                   SPV_OpJointMatrixGetElementCoordINTEL,
                                   0};

const lspv_plugin lspv_plugin_joint_matrix = {
    LSPV_PLUGIN_HEADER,
    .name = "joint-matrix",
    .extensions = extensions,
    .opcodes = opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = conversion_opcodes,
    .rev_instruction = rev_instruction,
};
