/*===-- ext/no_integer_wrap.c - SPV_KHR_no_integer_wrap_decoration --------===*\
|*                                                                            *|
|* nsw / nuw on add, sub, mul and shl as the NoSignedWrap / NoUnsignedWrap   *|
|* decorations.  From SPIR-V 1.4 they are core: the core writes them when    *|
|* --spirv-max-version allows 1.4 (forward/arith.c, interface.c).  Below    *|
|* that, this plugin writes them with the extension when it is enabled (as   *|
|* llvm-spirv does with --spirv-max-version=1.1 and the extension); without  *|
|* it they are dropped, as llvm-spirv drops them.  Reverse: the core turns   *|
|* both decorations into the flags, whatever declared them.                 *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT "SPV_KHR_no_integer_wrap_decoration"

/* The instructions that carry the flags, as emitted. */
/* The SPIR-V opcodes wraps() can accept (the hook's filter). */
static const unsigned wrap_opcodes[] = {SPV_OpIAdd, SPV_OpISub, SPV_OpIMul, SPV_OpShiftLeftLogical,
                                        0};

static int wraps(LLVMValueRef inst, uint32_t opcode) {
  static const struct {
    LLVMOpcode llvm;
    uint32_t spv;
  } ops[] = {{LLVMAdd, SPV_OpIAdd},
             {LLVMSub, SPV_OpISub},
             {LLVMMul, SPV_OpIMul},
             {LLVMShl, SPV_OpShiftLeftLogical}};
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].llvm == op && ops[i].spv == opcode)
      return 1;
  return 0;
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  if (!id || !wraps(inst, opcode) || lspv_fwd_max_version(c) >= LSPV_SPV_VERSION(1, 4))
    return LSPV_SUCCESS; /* nothing to say, or the core's (SPIR-V 1.4) */
  int flags[2] = {LLVMGetNSW(inst), LLVMGetNUW(inst)};
  if ((!flags[0] && !flags[1]) || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  static const uint32_t decs[2] = {SPV_Decoration_NoSignedWrap, SPV_Decoration_NoUnsignedWrap};
  for (int k = 0; k < 2; k++)
    if (flags[k]) {
      uint32_t ops[2] = {id, decs[k]};
      lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2);
    }
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_no_integer_wrap = {
    LSPV_PLUGIN_HEADER,
    .name = "no-integer-wrap",
    .extensions = extensions,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = wrap_opcodes,
};
