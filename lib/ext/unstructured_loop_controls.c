/*===-- ext/unstructured_loop_controls.c - SPV_INTEL_unstructured_loop_controls ===*\
|*                                                                            *|
|* A loop whose header does not end in a two-way branch (an endless loop, a  *|
|* loop left from inside its body) cannot have an OpLoopMerge; its Loop      *|
|* Control (LLVM's own hints and the FPGA loop controls) goes on an          *|
|* OpLoopControlINTEL right before the header's terminator instead:          *|
|*                                                                            *|
|*   OpLoopControlINTEL <mask> <parameter words in mask-bit order>           *|
|*                                                                            *|
|* Without the extension the hints are dropped, as llvm-spirv drops them.    *|
|* Reverse: the core gives the loop of the block holding it its !llvm.loop   *|
|* (loop_control_opcodes), as for an OpLoopMerge.                            *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_unstructured_loop_controls"

static lspv_status fwd_unstructured_loop(lspv_fwd_ctx *c, LLVMValueRef br,
                                         const lspv_loop_control *lc) {
  (void)br;
  if (!lc->mask || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_UnstructuredLoopControlsINTEL);
  uint32_t ops[1 + LSPV_MAX_LOOP_PARAMS] = {lc->mask};
  for (uint32_t i = 0; i < lc->nparams; i++)
    ops[1 + i] = lc->params[i].word;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpLoopControlINTEL, ops, 1 + lc->nparams);
  return LSPV_SUCCESS;
}

/* The core reads the instruction after the function is built. */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *inst) {
  (void)c;
  (void)inst;
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t opcodes[] = {SPV_OpLoopControlINTEL, 0};

const lspv_plugin lspv_plugin_unstructured_loop_controls = {
    LSPV_PLUGIN_HEADER,
    .name = "unstructured-loop-controls",
    .extensions = extensions,
    .opcodes = opcodes,
    .rev_instruction = rev_instruction,
    .fwd_unstructured_loop = fwd_unstructured_loop,
    .loop_control_opcodes = opcodes,
};
