/*===-- arithmetic_fence.c - a sample external lspv plugin ----------------===*\
|*                                                                            *|
|* SPV_EXT_arithmetic_fence (and its INTEL twin): llvm.arithmetic.fence.*    *|
|* <-> OpArithmeticFenceEXT.  Neither the instruction nor its capability is  *|
|* in the SPIR-V grammar Debian ships, so besides its hooks the plugin hands *|
|* lspv the grammar rows of the extension (lspv_grammar_rows, transcribed    *|
|* from the extension's grammar JSON): with them the binary reader, the text *|
|* form and the checker know OpArithmeticFenceEXT and ArithmeticFenceEXT as  *|
|* if the build-time grammar had them.  Everything else it uses comes from   *|
|* the installed headers: no hand-written number of the core grammar.        *|
|*                                                                            *|
|* docs/plugins.md walks through this file.                                  *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <lspv/plugin.h>

#define EXT "SPV_EXT_arithmetic_fence"
#define EXT_INTEL "SPV_INTEL_arithmetic_fence"

/* The extension's numbers (SPIR-V registry, SPV_EXT_arithmetic_fence):
 * not in lspv/spirv_enums.h, which is the grammar lspv was built with. */
enum { CAP_ARITHMETIC_FENCE = 6144, OP_ARITHMETIC_FENCE = 6145 };

/* ---- grammar rows ------------------------------------------------------------*/
static const char *const exts[] = {EXT, EXT_INTEL, NULL};
static const char *const caps[] = {"ArithmeticFenceEXT", NULL};
static const lspv_grammar_operand fence_operands[] = {
    {"IdResultType", 0}, {"IdResult", 0}, {"IdRef", 0} /* 'Target' */};
static const lspv_grammar_inst insts[] = {
    {"OpArithmeticFenceEXT", OP_ARITHMETIC_FENCE, "Miscellaneous", fence_operands, 3, caps, NULL,
     0},
};
static const lspv_grammar_enumerant enumerants[] = {
    {"Capability", "ArithmeticFenceEXT", CAP_ARITHMETIC_FENCE, NULL, 0, NULL, exts, 0},
};
static const lspv_grammar_rows rows = {insts, 1, enumerants, 1, exts};

/* ---- forward -----------------------------------------------------------------*/
/* The extension to declare: EXT when enabled, else INTEL; 0 when neither
 * is (the fence is then the core's business: it keeps the value). */
static const char *enabled_ext(lspv_fwd_ctx *c) {
  return lspv_fwd_extension_enabled(c, EXT)         ? EXT
         : lspv_fwd_extension_enabled(c, EXT_INTEL) ? EXT_INTEL
                                                    : NULL;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (strncmp(callee, "llvm.arithmetic.fence.", 22) != 0)
    return LSPV_DECLINED;
  const char *ext = enabled_ext(c);
  if (!ext)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, ext);
  if (s)
    return s;
  lspv_fwd_require_capability(c, CAP_ARITHMETIC_FENCE);
  uint32_t ops[3] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, OP_ARITHMETIC_FENCE, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpArithmeticFenceEXT needs a result type, a result and a target");
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  LLVMValueRef target = lspv_rev_value(c, in->operands[2]);
  if (!ty || !target)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMTypeOf(target) != ty)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpArithmeticFenceEXT: the target %u does not have the result type",
                          in->operands[2]);
  unsigned id = LLVMLookupIntrinsicID("llvm.arithmetic.fence", 21);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, &ty, 1);
  LLVMValueRef r =
      LLVMBuildCall2(lspv_rev_builder(c), LLVMIntrinsicGetType(lspv_rev_context(c), id, &ty, 1), fn,
                     &target, 1, "");
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/
/* "Result Type must be a scalar or vector of floating-point type"; the
 * Target has the Result Type. */
static lspv_status check_fence(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst ty = {0}, target;
  if (lspv_check_def(c, in->type_id, &ty) == 0 && ty.opcode == SPV_OpTypeVector)
    lspv_check_def(c, ty.operands[1], &ty);
  if (ty.opcode != SPV_OpTypeFloat)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpArithmeticFenceEXT: the result type is not a float scalar or "
                             "vector");
  if (lspv_check_def(c, in->operands[2], &target) || target.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpArithmeticFenceEXT: the target does not have the result type");
  return LSPV_SUCCESS;
}

static const lspv_check_rule rules[] = {
    {"arithmetic fence operand types", OP_ARITHMETIC_FENCE, check_fence, NULL, 0},
};

/* ---- the descriptor ----------------------------------------------------------*/
static const uint32_t opcodes[] = {OP_ARITHMETIC_FENCE, 0};

static const lspv_plugin plugin = {
    LSPV_PLUGIN_HEADER,
    .name = "sample-arithmetic-fence",
    .extensions = exts,
    .opcodes = opcodes,
    .check_rules = rules,
    .ncheck_rules = sizeof rules / sizeof rules[0],
    .grammar = &rows,
    .fwd_call = fwd_call,
    .rev_instruction = rev_instruction,
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
