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
|* Reverse: llvm-spirv's `__spirv_` calls: `_R<type>` on the image forms,  *|
|* the handle unsigned in SPV-IR.                                          *|
|* Checker: the handle is a 32- or 64-bit integer scalar and the result type *|
|* is the kind the opcode makes.                                            *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
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

/* ---- reverse -----------------------------------------------------------------*/

/* llvm-spirv's spelling: `__spirv_ConvertHandleTo<Kind>INTEL(handle)`, the
 * image and sampled-image forms with the `_R<type>` postfix of their result
 * (spelled as SPV-IR in every environment: the opaque type is the only
 * thing that tells the overloads apart), the handle unsigned in SPV-IR. */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  size_t i = 0;
  while (i < NCONVS && convs[i].opcode != in->opcode)
    i++;
  if (i == NCONVS)
    return LSPV_DECLINED;
  lspv_spv_inst h;
  if (in->noperands != 3 || lspv_rev_def(c, in->operands[2], &h))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s takes one handle", convs[i].name);
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  LLVMValueRef handle = rt ? lspv_rev_value(c, in->operands[2]) : NULL;
  if (!handle)
    return LSPV_ERROR_INVALID_INPUT;
  char base[128], suffix[96] = "";
  if (convs[i].result_type != SPV_OpTypeSampler) {
    lspv_mangle_type rl[LSPV_REV_MANGLE_LAYERS];
    lspv_mangle_param rp = {rl, lspv_rev_mangle_layers(c, in->type_id, LSPV_MANGLE_SPV_IR, rl)};
    /* The type's mangling alone: that of a one-parameter function "x"
     * without its "_Z1x". */
    char t[96];
    if (lspv_itanium_mangle("x", &rp, 1, t, sizeof t) >= sizeof t)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                            "%s: result type name too long", convs[i].name);
    snprintf(suffix, sizeof suffix, "_R%s", t + 4);
  }
  snprintf(base, sizeof base, "__spirv_%s%s", convs[i].name, suffix);
  unsigned quals = lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR ? LSPV_MANGLE_UNSIGNED : 0;
  lspv_mangle_type hl[LSPV_REV_MANGLE_LAYERS];
  lspv_mangle_param hp = {hl, lspv_rev_mangle_layers(c, h.type_id, quals, hl)};
  char name[256];
  if (lspv_itanium_mangle(base, &hp, 1, name, sizeof name) >= sizeof name)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "%s: builtin name too long", convs[i].name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, &handle, 1, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

static const uint32_t opcodes[] = {SPV_OpConvertHandleToImageINTEL,
                                   SPV_OpConvertHandleToSamplerINTEL,
                                   SPV_OpConvertHandleToSampledImageINTEL, 0};

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
    .opcodes = opcodes,         .rev_instruction = rev_instruction,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
