/*===-- ext/subgroup_rotate.c - SPV_KHR_subgroup_rotate -------------------===*\
|*                                                                            *|
|* OpGroupNonUniformRotateKHR (capability GroupNonUniformRotateKHR).         *|
|* Forward: cl_khr_subgroup_rotate's sub_group_rotate(value, int delta) and  *|
|* sub_group_clustered_rotate(value, int delta, uint clustersize) (and the  *|
|* work_group_ spelling, Workgroup scope).  The __spirv_ call goes through    *|
|* the core's grammar path.  Reverse: the OpenCL builtin (value and delta    *|
|* signed, cluster size unsigned, as llvm-spirv spells them), or in SPV-IR   *|
|* __spirv_GroupNonUniformRotateKHR(scope, value, uint delta[, uint size]).  *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "ext/group_common.h"

#define EXT_NAME "SPV_KHR_subgroup_rotate"

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params, *p = lspv_itanium_name(callee, &len, &params);
  uint32_t scope;
  if (!p || !lspv_group_scope_prefix(&p, &len, &scope))
    return LSPV_DECLINED;
  bool clustered = lspv_group_is(p, len, "clustered_rotate");
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if ((!clustered && !lspv_group_is(p, len, "rotate")) || n != (clustered ? 3u : 2u))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_GroupNonUniformRotateKHR);
  uint32_t args[3];
  for (unsigned i = 0; i < n; i++)
    args[i] = lspv_fwd_value(c, LLVMGetOperand(call, i));
  return lspv_group_fwd_emit(c, call, SPV_OpGroupNonUniformRotateKHR, scope, -1, args, n, false);
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  uint64_t scope = 0;
  bool clustered = in->noperands == 6;
  if ((in->noperands != 5 && !clustered) || lspv_rev_const_int(c, in->operands[2], &scope) ||
      (scope != SPV_Scope_Workgroup && scope != SPV_Scope_Subgroup) ||
      lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR)
    return lspv_group_rev_spirv_call(c, in, 0, 3u << 2);
  char name[64];
  snprintf(name, sizeof name, "%s_%s", scope == SPV_Scope_Workgroup ? "work_group" : "sub_group",
           clustered ? "clustered_rotate" : "rotate");
  return lspv_group_rev_cl_call(c, in, name, 3, 1u << 2, false, false);
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpGroupNonUniformRotateKHR, 0};

const lspv_plugin lspv_plugin_subgroup_rotate = {
    LSPV_PLUGIN_HEADER, .name = "subgroup-rotate", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,      .rev_instruction = rev_instruction,
};
