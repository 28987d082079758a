/*===-- sample_expect_assume.c - a sample external lspv plugin ------------===*\
|*                                                                            *|
|* Built as a shared object by the tests and loaded with --plugin=path.so.    *|
|* It implements SPV_KHR_expect_assume: llvm.expect.* -> OpExpectKHR and      *|
|* llvm.assume -> OpAssumeTrueKHR, and back.  It shows the whole plugin       *|
|* contract: one exported registration function, an API version check, a     *|
|* forward call hook and a reverse instruction hook; docs/plugins.md walks    *|
|* through it.  Numbers are from the SPIR-V registry (SPV_KHR_expect_assume). *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <lspv/plugin.h>

#define EXT "SPV_KHR_expect_assume"
enum { CAP_EXPECT_ASSUME = 5629, OP_ASSUME_TRUE = 5630, OP_EXPECT = 5631 };

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  int expect =
      strncmp(callee, "llvm.expect.", 12) == 0 && strncmp(callee, "llvm.expect.with", 16) != 0;
  int assume = strcmp(callee, "llvm.assume") == 0;
  if ((!expect && !assume) || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED; /* the core handles (or drops) them */
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, CAP_EXPECT_ASSUME);
  if (assume) {
    uint32_t cond = lspv_fwd_value(c, LLVMGetOperand(call, 0));
    if (!cond)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, OP_ASSUME_TRUE, &cond, 1);
    return LSPV_SUCCESS;
  }
  uint32_t ops[4] = {lspv_fwd_type(c, LLVMTypeOf(call)), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0)),
                     lspv_fwd_value(c, LLVMGetOperand(call, 1))};
  if (!ops[0] || !ops[2] || !ops[3])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, OP_EXPECT, ops, 4);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  LLVMModuleRef m = lspv_rev_module(c);
  LLVMBuilderRef b = lspv_rev_builder(c);
  if (in->opcode == OP_ASSUME_TRUE) {
    LLVMValueRef cond = in->noperands == 1 ? lspv_rev_value(c, in->operands[0]) : NULL;
    if (!cond)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "OpAssumeTrueKHR needs a condition");
    unsigned id = LLVMLookupIntrinsicID("llvm.assume", 11);
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(m, id, NULL, 0);
    LLVMBuildCall2(b, LLVMIntrinsicGetType(lspv_rev_context(c), id, NULL, 0), fn, &cond, 1, "");
    return LSPV_SUCCESS;
  }
  if (in->noperands != 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpExpectKHR needs a value and an expected value");
  LLVMValueRef args[2] = {lspv_rev_value(c, in->operands[2]), lspv_rev_value(c, in->operands[3])};
  LLVMTypeRef ty = lspv_rev_type(c, in->operands[0]);
  if (!args[0] || !args[1] || !ty)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned id = LLVMLookupIntrinsicID("llvm.expect", 11);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(m, id, &ty, 1);
  LLVMValueRef r =
      LLVMBuildCall2(b, LLVMIntrinsicGetType(lspv_rev_context(c), id, &ty, 1), fn, args, 2, "");
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t opcodes[] = {OP_ASSUME_TRUE, OP_EXPECT, 0};

static const lspv_plugin plugin = {
    LSPV_PLUGIN_HEADER, .name = "sample-expect-assume", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,           .rev_instruction = rev_instruction,
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
