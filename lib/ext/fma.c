/*===-- ext/fma.c - SPV_KHR_fma ------------------------------------------===*\
|*                                                                            *|
|* OpFmaKHR: a fused multiply-add of float scalars or vectors, correctly    *|
|* rounded, as a core instruction instead of OpenCL.std's fma.               *|
|* Forward (extension enabled): llvm.fma.*, llvm.experimental.constrained.  *|
|* fma.* and __spirv_ocl_fma(a, b, c) become OpFmaKHR with capability       *|
|* FMAKHR; without the extension they stay the core's OpenCL.std fma (the    *|
|* OpenCL C builtin `fma` is always the extended instruction, as in          *|
|* llvm-spirv).                                                              *|
|* Reverse: OpFmaKHR is llvm.fma.* in every target environment.              *|
|* Checker: the three operands have the result type, a float scalar or     *|
|* vector.  Numbers: grammar/khr_fma.json.                                   *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_fma"

static int starts_with(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* ---- forward -----------------------------------------------------------------*/
static int is_fma_call(const char *callee) {
  if (starts_with(callee, "llvm.fma.") || starts_with(callee, "llvm.experimental.constrained.fma."))
    return 1;
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  return name && len == 15 && !memcmp(name, "__spirv_ocl_fma", 15);
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (!is_fma_call(callee) || LLVMGetNumArgOperands(call) < 3 ||
      !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_FMAKHR);
  uint32_t ops[5] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c)};
  for (unsigned i = 0; i < 3; i++) /* a constrained fma's metadata operands are dropped */
    if (!(ops[2 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpFmaKHR, ops, 5);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands != 5)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpFmaKHR needs a result type, a result and three operands");
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  LLVMValueRef args[3];
  for (unsigned i = 0; i < 3; i++)
    if (!(args[i] = lspv_rev_value(c, in->operands[2 + i])))
      return LSPV_ERROR_INVALID_INPUT;
  if (!ty)
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = 0; i < 3; i++)
    if (LLVMTypeOf(args[i]) != ty)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "OpFmaKHR: operand %u does not have the result type",
                            in->operands[2 + i]);
  unsigned id = LLVMLookupIntrinsicID("llvm.fma", 8);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, &ty, 1);
  LLVMValueRef r = LLVMBuildCall2(
      lspv_rev_builder(c), LLVMIntrinsicGetType(lspv_rev_context(c), id, &ty, 1), fn, args, 3, "");
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

/* ---- checker ------------------------------------------------------------------*/
static lspv_status check_fma(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t, d;
  if (in->noperands < 5)
    return LSPV_SUCCESS; /* the grammar check reports the count */
  uint32_t scalar = in->type_id;
  if (!lspv_check_def(c, scalar, &t) && t.opcode == SPV_OpTypeVector && t.noperands > 1)
    scalar = t.operands[1];
  if (lspv_check_def_opcode(c, scalar) != SPV_OpTypeFloat)
    return lspv_check_report(c, in, "InvalidModule",
                             "OpFmaKHR: the result type is not a float scalar or vector");
  for (unsigned i = 2; i < 5; i++)
    if (lspv_check_def(c, in->operands[i], &d) || d.type_id != in->type_id)
      return lspv_check_report(c, in, "InvalidModule",
                               "OpFmaKHR: operand %u does not have the result type", i - 1);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"OpFmaKHR operand types", SPV_OpFmaKHR, check_fma, NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpFmaKHR, 0};

const lspv_plugin lspv_plugin_fma = {
    LSPV_PLUGIN_HEADER,         .name = "fma",
    .extensions = extensions,   .opcodes = opcodes,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
