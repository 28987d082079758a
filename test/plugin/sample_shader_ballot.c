/*===-- sample_shader_ballot.c - a sample external lspv plugin ------------===*\
|*                                                                            *|
|* Built as a shared object by the tests and loaded with --plugin=path.so.    *|
|* It implements one instruction of SPV_KHR_shader_ballot, an extension no    *|
|* built-in plugin owns: a call of the sample's own builtin                   *|
|* `int sample_first_invocation(int)` (_Z23sample_first_invocationi) becomes *|
|* OpSubgroupFirstInvocationKHR, and back.  It shows the whole plugin         *|
|* contract: one exported registration function, an API version check, a     *|
|* forward call hook and a reverse instruction hook; docs/plugins.md walks    *|
|* through it.  Numbers are from the SPIR-V registry (SPV_KHR_shader_ballot). *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <lspv/plugin.h>

#define EXT "SPV_KHR_shader_ballot"
#define BUILTIN "_Z23sample_first_invocationi"
enum { CAP_SUBGROUP_BALLOT = 4423, OP_FIRST_INVOCATION = 4422 };

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (strcmp(callee, BUILTIN) != 0 || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED; /* the core makes it an ordinary call */
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, CAP_SUBGROUP_BALLOT);
  uint32_t ops[3] = {lspv_fwd_type(c, LLVMTypeOf(call)), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, OP_FIRST_INVOCATION, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  LLVMValueRef arg = in->noperands == 3 ? lspv_rev_value(c, in->operands[2]) : NULL;
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  if (!arg || !ty || LLVMTypeOf(arg) != ty || LLVMGetTypeKind(ty) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(ty) != 32)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "the sample plugin reads OpSubgroupFirstInvocationKHR of a 32-bit "
                          "integer only");
  LLVMValueRef r = lspv_rev_call_builtin(c, BUILTIN, ty, &arg, 1, 1);
  if (!r)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t opcodes[] = {OP_FIRST_INVOCATION, 0};

static const lspv_plugin plugin = {
    LSPV_PLUGIN_HEADER, .name = "sample-shader-ballot", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,           .rev_instruction = rev_instruction,
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
