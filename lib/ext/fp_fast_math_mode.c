/*===-- ext/fp_fast_math_mode.c - SPV_INTEL_fp_fast_math_mode -------------===*\
|*                                                                            *|
|* Two LLVM fast-math flags the core FPFastMathMode cannot say: `contract`   *|
|* (AllowContractFastINTEL, 0x10000) and `reassoc` (AllowReassocINTEL,       *|
|* 0x20000), both under capability FPFastMathModeINTEL.  Forward adds them   *|
|* to the mask the core computed, when the extension is enabled and the     *|
|* mask is not already Fast (which implies them); reverse sets the flags.    *|
|* Without the extension they are dropped, as llvm-spirv drops them.         *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_fp_fast_math_mode"

static const struct {
  LLVMFastMathFlags llvm;
  uint32_t bit;
} flags[] = {
    {LLVMFastMathAllowContract, SPV_FPFastMathMode_AllowContractFastINTEL},
    {LLVMFastMathAllowReassoc, SPV_FPFastMathMode_AllowReassocINTEL},
};
#define NFLAGS (sizeof flags / sizeof flags[0])

static lspv_status fwd_mask(lspv_fwd_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t *mask) {
  if (kind != LSPV_MASK_FP_FAST_MATH || (*mask & SPV_FPFastMathMode_Fast) ||
      !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED;
  LLVMFastMathFlags f = LLVMGetFastMathFlags(v);
  for (size_t i = 0; i < NFLAGS; i++) {
    if (!(f & flags[i].llvm))
      continue;
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_FPFastMathModeINTEL);
    *mask |= flags[i].bit;
  }
  return LSPV_SUCCESS;
}

static lspv_status rev_mask(lspv_rev_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t bits) {
  (void)c;
  if (kind != LSPV_MASK_FP_FAST_MATH)
    return LSPV_DECLINED;
  LLVMFastMathFlags f = LLVMGetFastMathFlags(v);
  for (size_t i = 0; i < NFLAGS; i++)
    if (bits & flags[i].bit)
      f |= flags[i].llvm;
  LLVMSetFastMathFlags(v, f);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_fp_fast_math_mode = {
    LSPV_PLUGIN_HEADER,   .name = "fp-fast-math-mode", .extensions = extensions,
    .fwd_mask = fwd_mask, .rev_mask = rev_mask,
};
