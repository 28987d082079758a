/*===-- ext/expect_assume.c - SPV_KHR_expect_assume ----------------------===*\
|*                                                                            *|
|* Optimisation hints (docs/extensions/expect-assume.md):                   *|
|*   llvm.assume(i1 %c)          <-> OpAssumeTrueKHR %c                      *|
|*   llvm.expect.iN(%v, %e)      <-> OpExpectKHR %ty %r %v %e               *|
|* both under capability ExpectAssumeKHR.                                   *|
|*                                                                            *|
|* Forward: only when the extension is enabled; otherwise this plugin        *|
|* declines and the core drops the assumption and forwards the expected      *|
|* value's operand (hints: dropping them is never wrong).                    *|
|* Reverse: the intrinsics back, in every target environment.               *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_expect_assume"

/* ---- forward -----------------------------------------------------------------*/

static int has_prefix(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  /* llvm.expect.with.probability has no SPIR-V form: the core's. */
  int assume = strcmp(callee, "llvm.assume") == 0;
  if (!assume &&
      (!has_prefix(callee, "llvm.expect.") || has_prefix(callee, "llvm.expect.with.probability.")))
    return LSPV_DECLINED;
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_ExpectAssumeKHR);
  if (assume) {
    uint32_t cond = lspv_fwd_value(c, LLVMGetOperand(call, 0));
    if (!cond)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpAssumeTrueKHR, &cond, 1);
    return LSPV_SUCCESS;
  }
  uint32_t ops[4] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0)),
                     lspv_fwd_value(c, LLVMGetOperand(call, 1))};
  if (!ops[0] || !ops[2] || !ops[3])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpExpectKHR, ops, 4);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

/* A call of intrinsic @p name (overloaded on @p ty when non-NULL). */
static LLVMValueRef call_intrinsic(lspv_rev_ctx *c, const char *name, LLVMTypeRef ty,
                                   LLVMValueRef *args, unsigned nargs) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  unsigned ntys = ty ? 1 : 0;
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, &ty, ntys);
  LLVMTypeRef fty = LLVMIntrinsicGetType(lspv_rev_context(c), id, &ty, ntys);
  return LLVMBuildCall2(lspv_rev_builder(c), fty, fn, args, nargs, "");
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  int assume = in->opcode == SPV_OpAssumeTrueKHR;
  unsigned first = assume ? 0 : 2, nargs = assume ? 1 : 2;
  LLVMValueRef args[2];
  if (in->noperands != first + nargs)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s takes %u operands", assume ? "OpAssumeTrueKHR" : "OpExpectKHR",
                          first + nargs);
  for (unsigned i = 0; i < nargs; i++)
    if (!(args[i] = lspv_rev_value(c, in->operands[first + i])))
      return LSPV_ERROR_INVALID_INPUT;
  if (assume) {
    if (LLVMTypeOf(args[0]) != LLVMInt1TypeInContext(lspv_rev_context(c)))
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "the condition of OpAssumeTrueKHR is not a boolean");
    call_intrinsic(c, "llvm.assume", NULL, args, 1);
    return LSPV_SUCCESS;
  }
  LLVMTypeRef ty = LLVMTypeOf(args[0]);
  LLVMTypeRef elt = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
  if (LLVMGetTypeKind(elt) != LLVMIntegerTypeKind || LLVMTypeOf(args[1]) != ty ||
      lspv_rev_type(c, in->type_id) != ty)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpExpectKHR: the result, value and expected value must have one "
                          "integer scalar or vector type");
  lspv_rev_set_value(c, in->result_id, call_intrinsic(c, "llvm.expect", ty, args, 2));
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

static uint32_t type_of(const lspv_check_ctx *c, uint32_t id) {
  lspv_spv_inst d;
  return lspv_check_def(c, id, &d) ? 0 : d.type_id;
}

/* SPV_KHR_expect_assume: the condition is a boolean scalar. */
static lspv_status check_assume(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t;
  if (in->noperands != 1 || lspv_check_def(c, type_of(c, in->operands[0]), &t) ||
      t.opcode != SPV_OpTypeBool)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Condition of OpAssumeTrueKHR must be a boolean scalar");
  return LSPV_SUCCESS;
}

/* SPV_KHR_expect_assume: Result Type is an integer or boolean scalar or
 * vector; Value and ExpectedValue have the Result Type. */
static lspv_status check_expect(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t;
  if (lspv_check_def(c, in->type_id, &t))
    return LSPV_SUCCESS; /* the core reports an undefined type */
  if (t.opcode == SPV_OpTypeVector && t.noperands >= 2 && lspv_check_def(c, t.operands[1], &t))
    return LSPV_SUCCESS;
  if (t.opcode != SPV_OpTypeInt && t.opcode != SPV_OpTypeBool)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Result Type of OpExpectKHR must be an integer or boolean "
                             "scalar or vector");
  for (uint32_t i = 2; i < in->noperands; i++)
    if (type_of(c, in->operands[i]) != in->type_id)
      return lspv_check_report(c, in, "InvalidInstruction",
                               "operand %u of OpExpectKHR must have the Result Type", i - 1);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"assume condition type", SPV_OpAssumeTrueKHR, check_assume, NULL, LSPV_CHECK_ALWAYS},
    {"expect operand types", SPV_OpExpectKHR, check_expect, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpAssumeTrueKHR, SPV_OpExpectKHR, 0};

const lspv_plugin lspv_plugin_expect_assume = {
    LSPV_PLUGIN_HEADER,         .name = "expect-assume",
    .extensions = extensions,   .opcodes = opcodes,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
