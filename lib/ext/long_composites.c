/*===-- ext/long_composites.c - SPV_INTEL_long_composites ----------------===*\
|*                                                                            *|
|* An instruction is at most 65535 words long (its word count is 16 bits).  *|
|* With this extension an OpTypeStruct, OpConstantComposite,               *|
|* OpSpecConstantComposite or OpCompositeConstruct with more operands goes  *|
|* on in *ContinuedINTEL instructions right after it, under capability      *|
|* LongCompositesINTEL.                                                     *|
|*                                                                            *|
|* Forward: the core asks fwd_continued when one of these instructions      *|
|* would be too long; with the extension enabled this plugin gives the     *|
|* continued opcode and the core splits the operands.  Without it the      *|
|* translation fails with InvalidWordCount.                                 *|
|* Reverse: continued_opcodes lets the core join the pieces back into one   *|
|* instruction before the checker and the translation see it, in a module  *|
|* that declares the extension; the emptied continued instructions still   *|
|* need the capability (the grammar's rows) and translate to nothing.      *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_long_composites"

/* {opcode, the opcode that continues it}, 0-terminated. */
static const uint32_t continued[] = {
    SPV_OpTypeStruct,
    SPV_OpTypeStructContinuedINTEL,
    SPV_OpConstantComposite,
    SPV_OpConstantCompositeContinuedINTEL,
    SPV_OpSpecConstantComposite,
    SPV_OpSpecConstantCompositeContinuedINTEL,
    SPV_OpCompositeConstruct,
    SPV_OpCompositeConstructContinuedINTEL,
    0,
};

static lspv_status fwd_continued(lspv_fwd_ctx *c, uint32_t opcode, uint32_t *cont) {
  for (const uint32_t *p = continued; *p; p += 2) {
    if (p[0] != opcode)
      continue;
    if (!lspv_fwd_extension_enabled(c, EXT_NAME))
      return LSPV_DECLINED; /* the core's InvalidWordCount */
    lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_LongCompositesINTEL);
    *cont = p[1];
    return LSPV_SUCCESS;
  }
  return LSPV_DECLINED;
}

/* Reverse: a continued instruction, joined into the one before it, is left
 * without operands; nothing to build. */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *inst) {
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t continued_only[] = {
    SPV_OpTypeStructContinuedINTEL, SPV_OpConstantCompositeContinuedINTEL,
    SPV_OpSpecConstantCompositeContinuedINTEL, SPV_OpCompositeConstructContinuedINTEL, 0};

const lspv_plugin lspv_plugin_long_composites = {
    LSPV_PLUGIN_HEADER,
    .name = "long-composites",
    .extensions = extensions,
    .fwd_continued = fwd_continued,
    .continued_opcodes = continued,
    .opcodes = continued_only,
    .rev_instruction = rev_instruction,
};
