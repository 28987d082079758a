/*===-- ext/arithmetic_fence.c - SPV_EXT_arithmetic_fence -------------------===*\
|*                                                                            *|
|* llvm.arithmetic.fence.* (the optimizer may not reassociate across it)     *|
|*   <-> OpArithmeticFenceEXT %type %value, capability ArithmeticFenceEXT,    *|
|* with extension SPV_EXT_arithmetic_fence, or its older spelling            *|
|* SPV_INTEL_arithmetic_fence when only that one is enabled (the capability  *|
|* and instruction keep the EXT names).  With neither, the core drops the    *|
|* fence (the call is its operand), as llvm-spirv does.  grammar/            *|
|* ext_arithmetic_fence.json has the numbers.                                *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_EXT_arithmetic_fence"
#define EXT_INTEL "SPV_INTEL_arithmetic_fence"
#define INTRINSIC "llvm.arithmetic.fence."

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (strncmp(callee, INTRINSIC, sizeof INTRINSIC - 1) || LLVMGetNumArgOperands(call) != 1)
    return LSPV_DECLINED;
  const char *ext = lspv_fwd_extension_enabled(c, EXT)         ? EXT
                    : lspv_fwd_extension_enabled(c, EXT_INTEL) ? EXT_INTEL
                                                               : NULL;
  if (!ext)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, ext);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_ArithmeticFenceEXT);
  uint32_t ops[3] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpArithmeticFenceEXT, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpArithmeticFenceEXT takes one Target");
  LLVMValueRef v = lspv_rev_value(c, in->operands[2]);
  LLVMTypeRef t = lspv_rev_type(c, in->type_id);
  if (!v || !t)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMTypeOf(v) != t)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpArithmeticFenceEXT: the Target must have the Result Type");
  const char *name = "llvm.arithmetic.fence";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMModuleRef m = lspv_rev_module(c);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(m, id, &t, 1);
  LLVMTypeRef fty = LLVMIntrinsicGetType(lspv_rev_context(c), id, &t, 1);
  lspv_rev_set_value(c, in->result_id, LLVMBuildCall2(lspv_rev_builder(c), fty, fn, &v, 1, ""));
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, EXT_INTEL, NULL};
static const uint32_t opcodes[] = {SPV_OpArithmeticFenceEXT, 0};

const lspv_plugin lspv_plugin_arithmetic_fence = {
    LSPV_PLUGIN_HEADER, .name = "arithmetic-fence", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
