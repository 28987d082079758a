/*===-- ext/fpga_loop_controls.c - SPV_INTEL_fpga_loop_controls -----------===*\
|*                                                                            *|
|* The FPGA loop attributes DPC++ writes as !llvm.loop hints, as the INTEL    *|
|* Loop Control bits of the loop's OpLoopMerge (the core writes it:          *|
|* forward/loops.c, reverse/loops.c), and back:                              *|
|*                                                                            *|
|*   llvm.loop.ii.count N                        InitiationIntervalINTEL N   *|
|*   llvm.loop.max_concurrency.count N           MaxConcurrencyINTEL N       *|
|*   llvm.loop.intel.pipelining.enable N         PipelineEnableINTEL N       *|
|*   llvm.loop.coalesce.enable / .count N        LoopCoalesceINTEL 0 / N     *|
|*   llvm.loop.max_interleaving.count N          MaxInterleavingINTEL N      *|
|*   llvm.loop.intel.speculated.iterations.count N  SpeculatedIterationsINTEL N
|*   llvm.loop.fusion.disable                    NoFusionINTEL               *|
|*   llvm.loop.intel.max_reinvocation_delay.count N  MaxReinvocationDelayINTEL N
|*                                                                            *|
|* They are hints: with the extension disabled they are dropped, as          *|
|* llvm-spirv drops them (docs/extensions/fpga-loop-controls.md).            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_INTEL_fpga_loop_controls"

static const struct {
  const char *hint;
  uint32_t bit;
  int has_param;
} hints[] = {
    {"llvm.loop.ii.count", SPV_LoopControl_InitiationIntervalINTEL, 1},
    {"llvm.loop.max_concurrency.count", SPV_LoopControl_MaxConcurrencyINTEL, 1},
    {"llvm.loop.intel.pipelining.enable", SPV_LoopControl_PipelineEnableINTEL, 1},
    {"llvm.loop.coalesce.count", SPV_LoopControl_LoopCoalesceINTEL, 1},
    {"llvm.loop.coalesce.enable", SPV_LoopControl_LoopCoalesceINTEL, 0},
    {"llvm.loop.max_interleaving.count", SPV_LoopControl_MaxInterleavingINTEL, 1},
    {"llvm.loop.intel.speculated.iterations.count", SPV_LoopControl_SpeculatedIterationsINTEL, 1},
    {"llvm.loop.fusion.disable", SPV_LoopControl_NoFusionINTEL, 0},
    {"llvm.loop.intel.max_reinvocation_delay.count", SPV_LoopControl_MaxReinvocationDelayINTEL, 1},
};
#define N_HINTS (sizeof hints / sizeof hints[0])

static lspv_status fwd_loop_hint(lspv_fwd_ctx *c, LLVMValueRef br, const char *name,
                                 LLVMValueRef hint, lspv_loop_control *lc) {
  (void)br;
  for (size_t k = 0; k < N_HINTS; k++) {
    if (strcmp(name, hints[k].hint))
      continue;
    if (!lspv_fwd_extension_enabled(c, EXT))
      return LSPV_DECLINED;
    LLVMValueRef ops[2] = {NULL, NULL};
    uint32_t word = 0; /* coalesce.enable: LoopCoalesceINTEL 0 (no count) */
    if (hints[k].has_param) {
      if (LLVMGetMDNodeNumOperands(hint) != 2)
        return LSPV_DECLINED;
      LLVMGetMDNodeOperands(hint, ops);
      if (!ops[1] || !LLVMIsAConstantInt(ops[1]))
        return LSPV_DECLINED;
      word = (uint32_t)LLVMConstIntGetZExtValue(ops[1]);
    }
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_FPGALoopControlsINTEL);
    int param = hints[k].has_param || hints[k].bit == SPV_LoopControl_LoopCoalesceINTEL;
    return lspv_loop_control_add(lc, hints[k].bit, &word, param ? 1 : 0);
  }
  return LSPV_DECLINED;
}

static lspv_status rev_loop_control(lspv_rev_ctx *c, uint32_t bit, const uint32_t *params,
                                    uint32_t nparams, LLVMMetadataRef out[4], unsigned *nout) {
  LLVMContextRef ctx = lspv_rev_context(c);
  for (size_t k = 0; k < N_HINTS; k++) {
    if (hints[k].bit != bit)
      continue;
    /* LoopCoalesceINTEL 0 is coalesce.enable (the row without a count). */
    int with = hints[k].has_param && nparams == 1;
    if (bit == SPV_LoopControl_LoopCoalesceINTEL && with && params[0] == 0)
      continue;
    LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(ctx, hints[k].hint, strlen(hints[k].hint)),
                              NULL};
    if (with)
      ops[1] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), params[0], 0));
    out[0] = LLVMMDNodeInContext2(ctx, ops, with ? 2 : 1);
    *nout = 1;
    return LSPV_SUCCESS;
  }
  *nout = 0; /* a bit of the extension this plugin has no hint for */
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_fpga_loop_controls = {
    LSPV_PLUGIN_HEADER,
    .name = "fpga-loop-controls",
    .extensions = extensions,
    .fwd_loop_hint = fwd_loop_hint,
    .loop_control_bits = SPV_LoopControl_InitiationIntervalINTEL |
                         SPV_LoopControl_MaxConcurrencyINTEL | SPV_LoopControl_PipelineEnableINTEL |
                         SPV_LoopControl_LoopCoalesceINTEL | SPV_LoopControl_MaxInterleavingINTEL |
                         SPV_LoopControl_SpeculatedIterationsINTEL | SPV_LoopControl_NoFusionINTEL |
                         SPV_LoopControl_MaxReinvocationDelayINTEL,
    .rev_loop_control = rev_loop_control,
};
