/*===-- ext/device_barrier.c - SPV_INTEL_device_barrier -------------------===*\
|*                                                                            *|
|* Control barriers across a whole device (docs/extensions/device-barrier.md):*|
|* with the extension enabled, an OpControlBarrier whose Execution scope is  *|
|* Device, or not a constant, needs capability DeviceBarrierINTEL and the    *|
|* extension (llvm-spirv's rule); without it such a barrier is written as    *|
|* before, with nothing declared.  The DeviceBarrierValidINTEL built-in     *|
|* variable (grammar/intel_device_barrier.json) is the core's, as every     *|
|* built-in.  Reverse has nothing to do: the barrier is the core's.          *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_device_barrier"
#define CONTROL_BARRIER "__spirv_ControlBarrier"

/* The Execution scope argument of a SPIR-V friendly barrier call, or NULL
 * for another spelling (the OpenCL C barriers synchronize a work-group). */
static LLVMValueRef execution_scope(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  size_t len = 0, n = strlen(CONTROL_BARRIER);
  const char *params;
  const char *fn = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : NULL;
  const char *name = fn ? lspv_itanium_name(fn, &len, &params) : NULL;
  if (!name || len != n || memcmp(name, CONTROL_BARRIER, n) != 0 ||
      LLVMGetNumArgOperands(call) != 3)
    return NULL;
  return LLVMGetOperand(call, 0);
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  if (opcode != SPV_OpControlBarrier || !LLVMIsACallInst(inst) ||
      !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_SUCCESS;
  LLVMValueRef scope = execution_scope(inst);
  if (!scope || (LLVMIsAConstantInt(scope) && LLVMConstIntGetZExtValue(scope) != SPV_Scope_Device))
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (!s)
    lspv_fwd_require_capability(c, SPV_Capability_DeviceBarrierINTEL);
  return s;
}

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_device_barrier = {
    LSPV_PLUGIN_HEADER,
    .name = "device-barrier",
    .extensions = extensions,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = (const unsigned[]){SPV_OpControlBarrier, 0},
};
