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
|*                                                                            *|
|* Forward also takes the OpenCL C builtins of cl_intel_device_side_avc_     *|
|* motion_estimation, intel_sub_group_avc_<set>_<name>: the instruction is   *|
|* OpSubgroupAvc<Set><Name>INTEL with <name> in camel case (a few names     *|
|* differ: names[], and the streamout / IPE ones take the variant by their *|
|* argument count).  The IME, REF and SIC "wrapper" builtins that have no   *|
|* instruction of their own are the MCE instruction of the same name on    *|
|* their payload or result converted to the MCE one (and a payload result   *|
|* converted back), as the extension spec defines them.                     *|
\*===----------------------------------------------------------------------===*/
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
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

#define VME_TYPE "spirv.VmeImageINTEL"
#define IMAGE_TYPE "spirv.Image"

/* target("spirv.VmeImageINTEL", <the image's parameters>): OpTypeVmeImageINTEL
 * of the image type with those parameters. */
static int is_vme_llvm(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         !strcmp(LLVMGetTargetExtTypeName(ty), VME_TYPE) &&
         LLVMGetTargetExtTypeNumTypeParams(ty) == 1;
}

static lspv_status need_base(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupAvcMotionEstimationINTEL);
  /* The extension's operations are subgroup operations: llvm-spirv, and the
   * drivers that read its modules, expect Groups beside the capability. */
  lspv_fwd_require_capability(c, SPV_Capability_Groups);
  return LSPV_SUCCESS;
}

/* OpTypeVmeImageINTEL of image type id @p image; 0 on error. */
static uint32_t vme_type(lspv_fwd_ctx *c, uint32_t image) {
  return image && !need_base(c) ? lspv_fwd_type_decl(c, SPV_OpTypeVmeImageINTEL, &image, 1) : 0;
}

static lspv_status fwd_vme_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  LLVMTypeRef sampled = LLVMGetTargetExtTypeTypeParam(ty, 0);
  unsigned n = LLVMGetTargetExtTypeNumIntParams(ty), ints[8];
  if (n > 8)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", NULL,
                          "target(\"" VME_TYPE "\") takes an image's parameters");
  for (unsigned i = 0; i < n; i++)
    ints[i] = LLVMGetTargetExtTypeIntParam(ty, i);
  LLVMTypeRef image =
      LLVMTargetExtTypeInContext(LLVMGetTypeContext(ty), IMAGE_TYPE, &sampled, 1, ints, n);
  *id = vme_type(c, lspv_fwd_type(c, image));
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (is_vme_llvm(ty))
    return fwd_vme_type(c, ty, id);
  size_t k = row_of_llvm(ty);
  if (k == NTYPES)
    return LSPV_DECLINED;
  lspv_status s = need_base(c);
  if (s)
    return s;
  *id = lspv_fwd_type_decl(c, types[k].opcode, NULL, 0);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

/* ---- the OpenCL C builtins ------------------------------------------------------*/
#define CL_PREFIX "intel_sub_group_avc_"
#define OP_PREFIX "SubgroupAvc"

/* OpenCL names whose instruction is not their camel-cased name. */
static const struct {
  const char *cl, *op;
} names[] = {
    {"ime_ref_window_size", "ImeRefWindowSize"},
    {"mce_get_best_inter_distortion", "MceGetBestInterDistortions"},
    {"mce_get_inter_minor_shapes", "MceGetInterMinorShape"},
    {"sic_set_skc_bilinear_filter_enable", "SicSetBilinearFilterEnable"},
};

/* Builtins with variants by argument count: @p nargs selects the suffix. */
static const struct {
  const char *cl;     /* the OpenCL name (after the prefix), or its start */
  unsigned nargs;     /* the argument count of the first variant */
  const char *first;  /* its instruction name part, inserted at @c at */
  const char *second; /* the other variant's */
  size_t at;          /* where in the camel-cased name: after this many bytes
                         of it, SIZE_MAX at its end */
} variants[] = {
    {"ime_get_streamout_major_shape_", 2, "SingleReference", "DualReference", 15},
    {"sic_configure_ipe", 8, "Luma", "LumaChroma", 15},
    /* With the sampler still among the arguments (sampler_args). */
    {"ref_evaluate_with_multi_reference", 4, "", "Interlaced", SIZE_MAX},
    {"sic_evaluate_with_multi_reference", 4, "", "Interlaced", SIZE_MAX},
};

/* The capability beside SubgroupAvcMotionEstimationINTEL that an intra or
 * chroma operation needs (the grammar lists it as the alternative; llvm-spirv
 * and the drivers expect it declared). */
static const struct {
  uint32_t opcode, capability;
} extra_caps[] = {
    {SPV_OpSubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationChromaINTEL},
    {SPV_OpSubgroupAvcSicConfigureIpeLumaINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicConfigureIpeLumaChromaINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationChromaINTEL},
    {SPV_OpSubgroupAvcSicSetIntraLumaModeCostFunctionINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicSetIntraChromaModeCostFunctionINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationChromaINTEL},
    {SPV_OpSubgroupAvcSicEvaluateIpeINTEL, SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicGetIpeLumaShapeINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicGetBestIpeLumaDistortionINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicGetPackedIpeLumaModesINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicGetIpeChromaModeINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationChromaINTEL},
    {SPV_OpSubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
    {SPV_OpSubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL,
     SPV_Capability_SubgroupAvcMotionEstimationIntraINTEL},
};

/* Appends @p cl (snake case) to @p out in camel case; 0 when it does not fit. */
static int camel(char *out, size_t cap, size_t *n, const char *cl, size_t len) {
  int up = 1;
  for (size_t i = 0; i < len; i++) {
    if (cl[i] == '_') {
      up = 1;
      continue;
    }
    if (*n + 1 >= cap)
      return 0;
    char ch = cl[i];
    out[(*n)++] = up && ch >= 'a' && ch <= 'z' ? (char)(ch - 'a' + 'A') : ch;
    up = 0;
  }
  out[*n] = 0;
  return 1;
}

/* The opcode of the instruction OpenCL builtin @p cl (after the prefix) with
 * @p nargs arguments names; -1 when there is none. */
static long cl_opcode(const char *cl, size_t len, unsigned nargs) {
  char op[128] = OP_PREFIX;
  size_t n = sizeof OP_PREFIX - 1;
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
    if (strlen(names[k].cl) == len && !memcmp(names[k].cl, cl, len)) {
      snprintf(op + n, sizeof op - n, "%sINTEL", names[k].op);
      return lspv_grammar_opcode(op);
    }
  if (!camel(op, sizeof op, &n, cl, len))
    return -1;
  for (size_t k = 0; k < sizeof variants / sizeof variants[0]; k++) {
    size_t vl = strlen(variants[k].cl);
    if (len < vl || memcmp(variants[k].cl, cl, vl) || n < sizeof OP_PREFIX - 1 + variants[k].at)
      continue;
    const char *ins = nargs == variants[k].nargs ? variants[k].first : variants[k].second;
    size_t at = variants[k].at == SIZE_MAX ? n : sizeof OP_PREFIX - 1 + variants[k].at;
    size_t il = strlen(ins);
    if (n + il + 1 > sizeof op)
      return -1;
    memmove(op + at + il, op + at, n - at + 1);
    memcpy(op + at, ins, il);
    n += il;
    break;
  }
  if (n + sizeof "INTEL" > sizeof op)
    return -1;
  memcpy(op + n, "INTEL", sizeof "INTEL");
  return lspv_grammar_opcode(op);
}

/* The extension, its capabilities, and the one @p opcode adds. */
static lspv_status need(lspv_fwd_ctx *c, uint32_t opcode) {
  lspv_status s = need_base(c);
  if (s)
    return s;
  for (size_t k = 0; k < sizeof extra_caps / sizeof extra_caps[0]; k++)
    if (extra_caps[k].opcode == opcode)
      lspv_fwd_require_capability(c, extra_caps[k].capability);
  return LSPV_SUCCESS;
}

/* Emits @p opcode of result type @p type on @p args; returns its id, 0 on
 * error. */
static uint32_t emit_op(lspv_fwd_ctx *c, uint32_t opcode, uint32_t type, const uint32_t *args,
                        unsigned nargs, uint32_t result) {
  uint32_t ops[24];
  if (!type || nargs + 2 > sizeof ops / sizeof ops[0] || need(c, opcode))
    return 0;
  ops[0] = type;
  ops[1] = result ? result : lspv_fwd_new_id(c);
  for (unsigned i = 0; i < nargs; i++)
    if (!(ops[2 + i] = args[i]))
      return 0;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, opcode, ops, nargs + 2);
  return ops[1];
}

/* The row of the payload / result type of the IME, REF or SIC set @p set
 * ("ime", ...) and kind @p kind ("Payload" or "Result"). */
static size_t set_type(const char *set, const char *kind) {
  /* As long as the longest row's name: a shorter buffer makes the compiler
   * prove (-Wstring-compare, at -O3) that the long rows can never match. */
  char name[sizeof "AvcImeResultSingleReferenceStreamoutINTEL"];
  snprintf(name, sizeof name, "Avc%c%c%c%sINTEL", set[0] - 'a' + 'A', set[1], set[2], kind);
  size_t k = 0;
  while (k < NTYPES && strcmp(types[k].name, name))
    k++;
  return k;
}

/* A wrapper builtin: MCE instruction @p mce on the last argument converted
 * to the MCE type of its kind, the result converted back when it is a
 * payload. */
static lspv_status wrapper(lspv_fwd_ctx *c, LLVMValueRef call, const char *set, uint32_t mce,
                           uint32_t *args, unsigned nargs) {
  LLVMValueRef last = LLVMGetOperand(call, nargs - 1);
  size_t row = row_of_llvm(LLVMTypeOf(last)), mrow;
  const char *kind = NULL;
  if (row < NTYPES && row == set_type(set, "Payload"))
    kind = "Payload";
  else if (row < NTYPES && row == set_type(set, "Result"))
    kind = "Result";
  if (!kind)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "intel_sub_group_avc_%s_ builtin: the last argument is not the set's "
                          "payload or result",
                          set);
  mrow = set_type("mce", kind);
  char op[96];
  snprintf(op, sizeof op, OP_PREFIX "%c%c%cConvertToMce%sINTEL", set[0] - 'a' + 'A', set[1], set[2],
           kind);
  long to_mce = lspv_grammar_opcode(op);
  uint32_t mty = lspv_fwd_type_decl(c, types[mrow].opcode, NULL, 0);
  if (to_mce < 0 || !mty || need(c, types[mrow].opcode) ||
      !(args[nargs - 1] = emit_op(c, (uint32_t)to_mce, mty, &args[nargs - 1], 1, 0)))
    return LSPV_ERROR_UNSUPPORTED;
  if (kind[0] == 'R') {
    uint32_t rty = lspv_fwd_value_type(c, call);
    return emit_op(c, mce, rty, args, nargs, lspv_fwd_result_id(c, call)) ? LSPV_SUCCESS
                                                                          : LSPV_ERROR_UNSUPPORTED;
  }
  snprintf(op, sizeof op, OP_PREFIX "MceConvertTo%c%c%cPayloadINTEL", set[0] - 'a' + 'A', set[1],
           set[2]);
  long from_mce = lspv_grammar_opcode(op);
  uint32_t r = from_mce < 0 ? 0 : emit_op(c, mce, mty, args, nargs, 0);
  return r && emit_op(c, (uint32_t)from_mce, lspv_fwd_value_type(c, call), &r, 1,
                      lspv_fwd_result_id(c, call))
             ? LSPV_SUCCESS
             : LSPV_ERROR_UNSUPPORTED;
}

static int is_target(LLVMTypeRef ty, const char *name) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         !strcmp(LLVMGetTargetExtTypeName(ty), name);
}

/* The operand ids of builtin call @p call in @p args (*nargs of them).  The
 * builtins that take a sampler take VME images instead: each image argument
 * becomes OpVmeImageINTEL of it and the sampler, which is dropped. */
static lspv_status operands(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t *args, unsigned *nargs) {
  LLVMValueRef sampler = NULL;
  for (unsigned i = 0; i < *nargs && !sampler; i++)
    if (is_target(LLVMTypeOf(LLVMGetOperand(call, i)), "spirv.Sampler"))
      sampler = LLVMGetOperand(call, i);
  uint32_t sid = sampler ? lspv_fwd_value(c, sampler) : 0;
  unsigned n = 0;
  for (unsigned i = 0; i < *nargs; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (a == sampler)
      continue;
    uint32_t id = lspv_fwd_value(c, a);
    if (sampler && is_target(LLVMTypeOf(a), IMAGE_TYPE) && id) {
      uint32_t ops[4] = {vme_type(c, lspv_fwd_value_type(c, a)), lspv_fwd_new_id(c), id, sid};
      if (!ops[0] || !sid)
        return LSPV_ERROR_UNSUPPORTED;
      lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpVmeImageINTEL, ops, 4);
      id = ops[1];
    }
    if (!(args[n++] = id))
      return LSPV_ERROR_UNSUPPORTED;
  }
  *nargs = n;
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  static const char spec_typo[] = "intel_sub_group_ime_ref_window_size", spv[] = "__spirv_";
  const char *cl;
  size_t cl_len;
  if (name && len > sizeof spv - 1 && len < 128 && !memcmp(name, spv, sizeof spv - 1)) {
    /* The SPIR-V friendly call is the core's; an intra or chroma operation
     * also needs its capability. */
    char op[128];
    memcpy(op, name + sizeof spv - 1, len - (sizeof spv - 1));
    op[len - (sizeof spv - 1)] = 0;
    long opcode = lspv_grammar_opcode(op);
    for (size_t k = 0; opcode >= 0 && k < sizeof extra_caps / sizeof extra_caps[0]; k++)
      if (extra_caps[k].opcode == (uint32_t)opcode && lspv_fwd_extension_enabled(c, EXT_NAME))
        lspv_fwd_require_capability(c, extra_caps[k].capability);
    return LSPV_DECLINED;
  }
  if (name && len == sizeof spec_typo - 1 && !memcmp(name, spec_typo, len)) {
    cl = "ime_ref_window_size"; /* the spec's name lacks "avc_" */
    cl_len = strlen(cl);
  } else if (name && len > sizeof CL_PREFIX + 3 && !memcmp(name, CL_PREFIX, sizeof CL_PREFIX - 1)) {
    cl = name + sizeof CL_PREFIX - 1;
    cl_len = len - (sizeof CL_PREFIX - 1);
  } else {
    return LSPV_DECLINED;
  }
  unsigned nargs = LLVMGetNumArgOperands(call);
  uint32_t args[22];
  if (nargs > sizeof args / sizeof args[0])
    return LSPV_DECLINED;
  long op = cl_opcode(cl, cl_len, nargs);
  char set[4] = {cl[0], cl[1], cl[2], 0};
  long mce = -1;
  if (op < 0 && cl[3] == '_' && strcmp(set, "mce")) {
    char as_mce[96];
    snprintf(as_mce, sizeof as_mce, "mce%.*s", (int)(cl_len - 3), cl + 3);
    mce = cl_opcode(as_mce, cl_len, nargs);
  }
  if (op < 0 && mce < 0)
    return LSPV_DECLINED; /* not a builtin of the extension: the program's function */
  lspv_status st = operands(c, call, args, &nargs);
  if (st)
    return st;
  if (op < 0)
    return nargs ? wrapper(c, call, set, (uint32_t)mce, args, nargs) : LSPV_DECLINED;
  uint32_t rty = lspv_fwd_value_type(c, call);
  return emit_op(c, (uint32_t)op, rty, args, nargs, lspv_fwd_result_id(c, call))
             ? LSPV_SUCCESS
             : LSPV_ERROR_UNSUPPORTED;
}

/* OpTypeVmeImageINTEL %image: target("spirv.VmeImageINTEL") with the
 * parameters of the image type (its sampled type, then its literals). */
static lspv_status rev_vme_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  lspv_spv_inst img;
  if (in->noperands != 2 || lspv_rev_def(c, in->operands[1], &img) ||
      img.opcode != SPV_OpTypeImage || img.noperands < 8 || img.noperands > 9)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "OpTypeVmeImageINTEL: the operand is not an OpTypeImage");
  LLVMTypeRef sampled = lspv_rev_type(c, img.operands[1]);
  if (!sampled)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned ints[7] = {0};
  for (uint32_t i = 2; i < img.noperands; i++)
    ints[i - 2] = img.operands[i];
  /* llvm-spirv writes the access qualifier always (0 read-only when absent). */
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), VME_TYPE, &sampled, 1, ints, 7);
  return LSPV_SUCCESS;
}

static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode == SPV_OpTypeVmeImageINTEL)
    return rev_vme_type(c, in, ty);
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
    SPV_OpTypeVmeImageINTEL,
    0,
};

const lspv_plugin lspv_plugin_avc_motion_estimation = {
    LSPV_PLUGIN_HEADER,       .name = "avc-motion-estimation",
    .extensions = extensions, .type_opcodes = type_opcodes,
    .fwd_type = fwd_type,     .rev_type = rev_type,
    .fwd_call = fwd_call,
};
