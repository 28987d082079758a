/*===-- opcode_filter_plugin.c - a plugin whose hooks filter by opcode ----===*\
|*                                                                            *|
|* Loaded by plugin/opcode-filter.ll.  Its fwd_instruction hook lists the     *|
|* SPIR-V opcodes it wants (fwd_instruction_opcodes) and reports each         *|
|* instruction it is shown as a warning, so the test sees which ones the     *|
|* core offered it.                                                           *|
\*===----------------------------------------------------------------------===*/
#include <lspv/plugin.h>

static lspv_status fwd_filtered(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id, uint32_t opcode) {
  (void)id;
  lspv_fwd_warning(c, inst, "filtered hook: opcode %u", opcode);
  return LSPV_SUCCESS;
}

static const unsigned wanted[] = {SPV_OpIAdd, SPV_OpFMul, 0};

static const lspv_plugin plugin = {LSPV_PLUGIN_HEADER, .name = "opcode-filter",
                                   .fwd_instruction = fwd_filtered,
                                   .fwd_instruction_opcodes = wanted};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
