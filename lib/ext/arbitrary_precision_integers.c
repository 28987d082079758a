/*===-- ext/arbitrary_precision_integers.c - SPV_INTEL_arbitrary_precision_integers ===*\
|*                                                                            *|
|* LLVM's iN of any width N, where SPIR-V has OpTypeInt 8/16/32/64 only.    *|
|* The extension's capability ArbitraryPrecisionIntegersINTEL allows         *|
|* OpTypeInt of any other width (spec: "Modifications to the SPIR-V          *|
|* Specification", OpTypeInt).                                               *|
|*                                                                            *|
|* Forward: the fwd_type hook, which the core asks for the integer widths it *|
|* has no form for (1 is OpTypeBool, 8/16/32/64 are the core's): with the    *|
|* extension enabled, `OpTypeInt N 0` plus the capability and the extension; *|
|* disabled, llvm-spirv's InvalidBitWidth error.  Constants of the type      *|
|* are the core's (the value's words, low first), and so is every           *|
|* instruction on such values (OpIAdd %int13 ...).                           *|
|* Reverse: the core reads OpTypeInt of any width as iN; this plugin makes   *|
|* the capability a supported one (its extension is the plugin's).          *|
|* Checker: an OpTypeInt width other than 8/16/32/64 needs the capability.  *|
|* Spec: SPV_INTEL_arbitrary_precision_integers.asciidoc (SPIR-V registry). *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_arbitrary_precision_integers"

/* The widths the core (or OpTypeBool) has. */
static int core_width(unsigned w) { return w == 1 || w == 8 || w == 16 || w == 32 || w == 64; }

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || core_width(LLVMGetIntTypeWidth(ty)))
    return LSPV_DECLINED;
  /* i4 has its own extension (SPV_INTEL_int4, another plugin), which takes
   * it when enabled (as llvm-spirv; the cooperative-matrix plugin then adds
   * Int4CooperativeMatrixINTEL); without either, the core's InvalidBitWidth. */
  if (LLVMGetIntTypeWidth(ty) == 4 &&
      (!lspv_fwd_extension_enabled(c, EXT_NAME) || lspv_fwd_extension_enabled(c, "SPV_INTEL_int4")))
    return LSPV_DECLINED;
  /* Disabled: llvm-spirv's InvalidBitWidth error (its first line), then
   * what would allow the width. */
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "InvalidBitWidth", NULL,
                          "Invalid bit width in input: %u\n(integers of this width need the "
                          "extension " EXT_NAME ")",
                          LLVMGetIntTypeWidth(ty));
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_ArbitraryPrecisionIntegersINTEL);
  /* Signedness 0: SPIR-V integers of OpenCL kernels are signless. */
  uint32_t ops[2] = {LLVMGetIntTypeWidth(ty), 0};
  *id = lspv_fwd_type_decl(c, SPV_OpTypeInt, ops, 2);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

/* ---- checker ------------------------------------------------------------------*/
/* SPIR-V 2.16.1 limits OpTypeInt to 8/16/32/64 bits (with Int8, Int16,
 * Int64); the extension's capability allows any other width. */
static lspv_status check_width(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  uint32_t w = in->noperands > 1 ? in->operands[1] : 0;
  if (core_width(w) && w != 1)
    return LSPV_SUCCESS;
  if (lspv_check_declares_capability(c, SPV_Capability_ArbitraryPrecisionIntegersINTEL))
    return LSPV_SUCCESS;
  if (w == 4 && lspv_check_declares_capability(c, SPV_Capability_Int4TypeINTEL))
    return LSPV_SUCCESS; /* SPV_INTEL_int4 */
  return lspv_check_report(c, in, "RequiresCapability",
                           "an integer width of %u bits needs the ArbitraryPrecisionIntegersINTEL "
                           "capability (" EXT_NAME ")",
                           w);
}

static const lspv_check_rule check_rules[] = {
    {"OpTypeInt widths other than 8/16/32/64 need ArbitraryPrecisionIntegersINTEL", SPV_OpTypeInt,
     check_width, NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_arbitrary_precision_integers = {
    LSPV_PLUGIN_HEADER,
    .name = "arbitrary-precision-integers",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_type = fwd_type,
};
