/*===-- ext/atomic_float.c - SPV_EXT_shader_atomic_float_add / _min_max ---===*\
|*                                                                            *|
|* The floating-point atomics OpAtomicFAddEXT, OpAtomicFMinEXT and           *|
|* OpAtomicFMaxEXT.  lspv translates none of them yet (forward writes no     *|
|* float atomic, reverse refuses them as unsupported instructions); this     *|
|* plugin owns the extensions' names and the checker rule of their operand   *|
|* types, which the core's atomic rule (spirv/check_types.c) leaves to it.  *|
|* Specs: SPV_EXT_shader_atomic_float_add, SPV_EXT_shader_atomic_float_min_max*|
|* ("Result Type must be a floating-point type scalar"; the pointer points to *|
|* it; Value has it).                                                        *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

/* The scalar float type of id @p type, or 0. */
static int is_float_scalar(const lspv_check_ctx *c, uint32_t type) {
  return lspv_check_def_opcode(c, type) == SPV_OpTypeFloat;
}

/* Operands: Result Type, Result, Pointer, Memory scope, Semantics, Value. */
static lspv_status check_types(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 6)
    return LSPV_SUCCESS; /* the grammar check reports the count */
  if (!is_float_scalar(c, in->type_id))
    return lspv_check_report(c, in, "InvalidModule", "the result type is not a float scalar");
  lspv_spv_inst ptr, ptr_type, value;
  if (lspv_check_def(c, in->operands[2], &ptr) || lspv_check_def(c, ptr.type_id, &ptr_type) ||
      ptr_type.opcode != SPV_OpTypePointer || ptr_type.noperands < 3 ||
      ptr_type.operands[2] != in->type_id)
    return lspv_check_report(c, in, "InvalidModule",
                             "the pointer does not point to the result type");
  if (lspv_check_def(c, in->operands[5], &value) || value.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidModule", "the value does not have the result type");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"float atomic operand types", SPV_OpAtomicFAddEXT, check_types, NULL, 0},
    {"float atomic operand types", SPV_OpAtomicFMinEXT, check_types, NULL, 0},
    {"float atomic operand types", SPV_OpAtomicFMaxEXT, check_types, NULL, 0},
};

static const char *const extensions[] = {"SPV_EXT_shader_atomic_float_add",
                                         "SPV_EXT_shader_atomic_float_min_max", NULL};

const lspv_plugin lspv_plugin_atomic_float = {
    LSPV_PLUGIN_HEADER,
    .name = "atomic-float",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
