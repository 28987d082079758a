/*===-- ext/int4.c - SPV_INTEL_int4 -------------------------------------===*\
|*                                                                            *|
|* LLVM's i4 as `OpTypeInt 4 0` with capability Int4TypeINTEL (the spec's    *|
|* narrower alternative to SPV_INTEL_arbitrary_precision_integers for 4-bit  *|
|* integers), and cooperative matrices of it (Int4CooperativeMatrixINTEL).   *|
|*                                                                            *|
|* Forward: fwd_type takes i4 when SPV_INTEL_int4 is enabled and the         *|
|* arbitrary-precision plugin did not (that plugin leaves i4 alone unless    *|
|* its own extension is enabled); constants and instructions are the        *|
|* core's (the cooperative-matrix plugin adds Int4CooperativeMatrixINTEL to *|
|* a matrix of i4).                                                          *|
|* Reverse: OpTypeInt 4 is the core's i4; the capability is this plugin's.   *|
|* Checker: a cooperative matrix of 4-bit integers under Int4TypeINTEL      *|
|* needs Int4CooperativeMatrixINTEL.                                         *|
|* Spec: SPV_INTEL_int4.asciidoc (SPIR-V registry).                           *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_int4"

static int is_i4(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 4;
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (!is_i4(ty) || !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED; /* without it: the core's InvalidBitWidth, as llvm-spirv */
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_Int4TypeINTEL);
  uint32_t ops[2] = {4, 0};
  *id = lspv_fwd_type_decl(c, SPV_OpTypeInt, ops, 2);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

/* ---- checker ------------------------------------------------------------------*/
static lspv_status check_matrix(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t;
  if (in->noperands < 2 || lspv_check_def(c, in->operands[1], &t) || t.opcode != SPV_OpTypeInt ||
      t.noperands < 2 || t.operands[1] != 4 ||
      !lspv_check_declares_capability(c, SPV_Capability_Int4TypeINTEL) ||
      lspv_check_declares_capability(c, SPV_Capability_Int4CooperativeMatrixINTEL))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "RequiresCapability",
                           "a cooperative matrix of 4-bit integers needs the "
                           "Int4CooperativeMatrixINTEL capability (" EXT_NAME ")");
}

static const lspv_check_rule check_rules[] = {
    {"a cooperative matrix of int4 needs Int4CooperativeMatrixINTEL",
     SPV_OpTypeCooperativeMatrixKHR, check_matrix, NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_int4 = {
    LSPV_PLUGIN_HEADER,
    .name = "int4",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_type = fwd_type,
};
