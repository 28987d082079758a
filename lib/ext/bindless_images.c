/*===-- ext/bindless_images.c - SPV_INTEL_bindless_images ----------------===*\
|*                                                                            *|
|* OpConvertHandleToImageINTEL / SamplerINTEL / SampledImageINTEL %type      *|
|* %handle: an integer handle as wide as a pointer (32-bit under Physical32,  *|
|* 64-bit under Physical64) made an image, a sampler or a sampled image,      *|
|* capability BindlessImagesINTEL (grammar/intel_bindless_images.json).       *|
|*                                                                            *|
|* Forward: the SPIR-V friendly `__spirv_ConvertHandleTo...INTEL(handle)`     *|
|* calls go through the core's grammar path (RequiresExtension when the       *|
|* extension is disabled); this plugin refuses a handle of another width     *|
|* than the module's pointers, naming both.                                 *|
|* Reverse: the core's `__spirv_` calls, the result type in the name.        *|
|* Checker: the handle is a 32- or 64-bit integer scalar and the result type *|
|* is the kind the opcode makes.                                            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <llvm-c/Target.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_bindless_images"

static const struct {
  const char *name; /* the __spirv_ builtin, without the prefix */
  uint32_t opcode, result_type;
} convs[] = {
    {"ConvertHandleToImageINTEL", SPV_OpConvertHandleToImageINTEL, SPV_OpTypeImage},
    {"ConvertHandleToSamplerINTEL", SPV_OpConvertHandleToSamplerINTEL, SPV_OpTypeSampler},
    {"ConvertHandleToSampledImageINTEL", SPV_OpConvertHandleToSampledImageINTEL,
     SPV_OpTypeSampledImage},
};
enum { NCONVS = sizeof convs / sizeof convs[0] };

/* ---- forward -----------------------------------------------------------------*/

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  static const char prefix[] = "__spirv_";
  size_t len;
  const char *params;
  const char *name = strncmp(callee, "_Z", 2) ? NULL : lspv_itanium_name(callee, &len, &params);
  if (!name || len < sizeof prefix - 1 || memcmp(name, prefix, sizeof prefix - 1))
    return LSPV_DECLINED;
  name += sizeof prefix - 1, len -= sizeof prefix - 1;
  size_t i = 0;
  while (i < NCONVS &&
         !(strlen(convs[i].name) <= len && !memcmp(name, convs[i].name, strlen(convs[i].name)) &&
           (len == strlen(convs[i].name) || name[strlen(convs[i].name)] == '_')))
    i++;
  if (i == NCONVS || LLVMGetNumArgOperands(call) != 1)
    return LSPV_DECLINED;
  LLVMTypeRef ht = LLVMTypeOf(LLVMGetOperand(call, 0));
  LLVMModuleRef m = LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
  unsigned bits = 8 * LLVMPointerSize(LLVMGetModuleDataLayout(m));
  if (LLVMGetTypeKind(ht) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ht) != bits)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "Can't translate llvm instruction:\n%s\nParameter value must be a "
                          "32-bit scalar in case of Physical32 addressing model or a 64-bit "
                          "scalar in case of Physical64 addressing model\nType size: %u\n"
                          "Addressing model: Physical%u",
                          convs[i].name,
                          (unsigned)LLVMSizeOfTypeInBits(LLVMGetModuleDataLayout(m), ht), bits);
  return LSPV_DECLINED; /* the core's grammar path emits it */
}

/* ---- checker -----------------------------------------------------------------*/

static lspv_status check_conv(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  size_t i = 0;
  while (i < NCONVS && convs[i].opcode != in->opcode)
    i++;
  lspv_spv_inst h, t;
  /* Operands are the words after the opcode: type, result, handle; a
   * type's own are result, width. */
  if (in->noperands < 3 || lspv_check_def(c, in->operands[2], &h) ||
      lspv_check_def(c, h.type_id, &t) || t.opcode != SPV_OpTypeInt || t.noperands < 2 ||
      (t.operands[1] != 32 && t.operands[1] != 64))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the handle of a bindless conversion must be a 32- or 64-bit "
                             "integer scalar");
  if (i < NCONVS && lspv_check_def_opcode(c, in->type_id) != convs[i].result_type)
    return lspv_check_report(c, in, "InvalidInstruction", "%s must return the %s it makes",
                             convs[i].name,
                             convs[i].result_type == SPV_OpTypeImage     ? "image"
                             : convs[i].result_type == SPV_OpTypeSampler ? "sampler"
                                                                         : "sampled image");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"bindless image handle and result", SPV_OpConvertHandleToImageINTEL, check_conv, NULL, 0},
    {"bindless sampler handle and result", SPV_OpConvertHandleToSamplerINTEL, check_conv, NULL, 0},
    {"bindless sampled image handle and result", SPV_OpConvertHandleToSampledImageINTEL, check_conv,
     NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_bindless_images = {
    LSPV_PLUGIN_HEADER,         .name = "bindless-images",
    .extensions = extensions,   .fwd_call = fwd_call,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
