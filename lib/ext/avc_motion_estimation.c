/*===-- ext/avc_motion_estimation.c - SPV_INTEL_device_side_avc_motion_... -===*\
|*                                                                            *|
|* Device-side AVC motion estimation (cl_intel_device_side_avc_motion_      *|
|* estimation): capability SubgroupAvcMotionEstimationINTEL.  This plugin    *|
|* owns the extension's twelve opaque types,                                 *|
|*                                                                            *|
|*   target("spirv.Avc<Kind>INTEL")  <->  OpTypeAvc<Kind>INTEL               *|
|*                                                                            *|
|* (payloads, results, streamin/streamout), placed in the global section   *|
|* (grammar/intel_device_side_avc_motion_estimation.json).  Their null      *|
|* values are OpConstantNull; the instructions on them are ordinary SPIR-V  *|
|* friendly calls, __spirv_SubgroupAvc...INTEL, which the core's grammar     *|
|* path translates both ways with the capability the grammar gives them.    *|
\*===----------------------------------------------------------------------===*/
#include <stdint.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_device_side_avc_motion_estimation"
#define PREFIX "spirv."

/* The LLVM name after "spirv." is the opcode's name after "OpType". */
static const struct {
  const char *name;
  uint32_t opcode;
} types[] = {
    {"AvcMcePayloadINTEL", SPV_OpTypeAvcMcePayloadINTEL},
    {"AvcImePayloadINTEL", SPV_OpTypeAvcImePayloadINTEL},
    {"AvcRefPayloadINTEL", SPV_OpTypeAvcRefPayloadINTEL},
    {"AvcSicPayloadINTEL", SPV_OpTypeAvcSicPayloadINTEL},
    {"AvcMceResultINTEL", SPV_OpTypeAvcMceResultINTEL},
    {"AvcImeResultINTEL", SPV_OpTypeAvcImeResultINTEL},
    {"AvcRefResultINTEL", SPV_OpTypeAvcRefResultINTEL},
    {"AvcSicResultINTEL", SPV_OpTypeAvcSicResultINTEL},
    {"AvcImeResultSingleReferenceStreamoutINTEL",
     SPV_OpTypeAvcImeResultSingleReferenceStreamoutINTEL},
    {"AvcImeResultDualReferenceStreamoutINTEL", SPV_OpTypeAvcImeResultDualReferenceStreamoutINTEL},
    {"AvcImeSingleReferenceStreaminINTEL", SPV_OpTypeAvcImeSingleReferenceStreaminINTEL},
    {"AvcImeDualReferenceStreaminINTEL", SPV_OpTypeAvcImeDualReferenceStreaminINTEL},
};
#define NTYPES (sizeof types / sizeof types[0])

/* The row of an LLVM type, NTYPES if it is none of the extension's. */
static size_t row_of_llvm(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) != LLVMTargetExtTypeKind || LLVMGetTargetExtTypeNumTypeParams(ty) ||
      LLVMGetTargetExtTypeNumIntParams(ty))
    return NTYPES;
  const char *n = LLVMGetTargetExtTypeName(ty);
  if (strncmp(n, PREFIX, strlen(PREFIX)) != 0)
    return NTYPES;
  size_t k = 0;
  while (k < NTYPES && strcmp(n + strlen(PREFIX), types[k].name) != 0)
    k++;
  return k;
}

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  size_t k = row_of_llvm(ty);
  if (k == NTYPES)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupAvcMotionEstimationINTEL);
  /* The extension's operations are subgroup operations: llvm-spirv, and the
   * drivers that read its modules, expect Groups beside the capability. */
  lspv_fwd_require_capability(c, SPV_Capability_Groups);
  *id = lspv_fwd_type_decl(c, types[k].opcode, NULL, 0);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  size_t k = 0;
  while (k < NTYPES && types[k].opcode != in->opcode)
    k++;
  if (k == NTYPES)
    return LSPV_DECLINED;
  char name[64] = PREFIX;
  strncat(name, types[k].name, sizeof name - sizeof PREFIX);
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), name, NULL, 0, NULL, 0);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t type_opcodes[] = {
    SPV_OpTypeAvcMcePayloadINTEL,
    SPV_OpTypeAvcImePayloadINTEL,
    SPV_OpTypeAvcRefPayloadINTEL,
    SPV_OpTypeAvcSicPayloadINTEL,
    SPV_OpTypeAvcMceResultINTEL,
    SPV_OpTypeAvcImeResultINTEL,
    SPV_OpTypeAvcRefResultINTEL,
    SPV_OpTypeAvcSicResultINTEL,
    SPV_OpTypeAvcImeResultSingleReferenceStreamoutINTEL,
    SPV_OpTypeAvcImeResultDualReferenceStreamoutINTEL,
    SPV_OpTypeAvcImeSingleReferenceStreaminINTEL,
    SPV_OpTypeAvcImeDualReferenceStreaminINTEL,
    0,
};

const lspv_plugin lspv_plugin_avc_motion_estimation = {
    LSPV_PLUGIN_HEADER,       .name = "avc-motion-estimation",
    .extensions = extensions, .type_opcodes = type_opcodes,
    .fwd_type = fwd_type,     .rev_type = rev_type,
};
