/*===-- ext/uniform_group.c - SPV_KHR_uniform_group_instructions ----------===*\
|*                                                                            *|
|* The uniform (work-group or sub-group) collectives the core Groups         *|
|* capability lacks: OpGroupIMulKHR / OpGroupFMulKHR, OpGroupBitwise{And,Or, *|
|* Xor}KHR and OpGroupLogical{And,Or,Xor}KHR (GroupUniformArithmeticKHR).    *|
|* Forward: the OpenCL C builtins of cl_khr_work_group_uniform_arithmetic,   *|
|* {work,sub}_group_{reduce,scan_inclusive,scan_exclusive}_<op> with <op>    *|
|* mul, and / or / xor (also spelled bitwise_and...), logical_and /or /xor;  *|
|* a logical operation's int predicate is `x != 0` and its bool result an    *|
|* int 1 / 0.  The __spirv_Group*KHR calls go through the core's grammar     *|
|* path.  Reverse: the OpenCL name llvm-spirv writes (bitwise_and...), or    *|
|* in SPV-IR the SPIR-V friendly call.                                       *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "ext/group_common.h"

#define EXT_NAME "SPV_KHR_uniform_group_instructions"

/* Opcodes for integer and floating-point values (0: none). */
static const struct {
  const char *name, *alias;
  uint32_t iop, fop;
  bool logical;
} ops[] = {
    {"mul", NULL, SPV_OpGroupIMulKHR, SPV_OpGroupFMulKHR, false},
    {"bitwise_and", "and", SPV_OpGroupBitwiseAndKHR, 0, false},
    {"bitwise_or", "or", SPV_OpGroupBitwiseOrKHR, 0, false},
    {"bitwise_xor", "xor", SPV_OpGroupBitwiseXorKHR, 0, false},
    {"logical_and", NULL, SPV_OpGroupLogicalAndKHR, 0, true},
    {"logical_or", NULL, SPV_OpGroupLogicalOrKHR, 0, true},
    {"logical_xor", NULL, SPV_OpGroupLogicalXorKHR, 0, true},
};

static const char *const kinds[] = {"reduce_", "scan_inclusive_", "scan_exclusive_"};

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params, *p = lspv_itanium_name(callee, &len, &params);
  uint32_t scope, gop = 0;
  if (!p || !lspv_group_scope_prefix(&p, &len, &scope) || LLVMGetNumArgOperands(call) != 1)
    return LSPV_DECLINED;
  while (gop < 3 && !lspv_group_eat(&p, &len, kinds[gop]))
    gop++;
  size_t o = 0;
  while (o < sizeof ops / sizeof *ops && !lspv_group_is(p, len, ops[o].name) &&
         !(ops[o].alias && lspv_group_is(p, len, ops[o].alias)))
    o++;
  if (gop == 3 || o == sizeof ops / sizeof *ops)
    return LSPV_DECLINED;
  LLVMValueRef x = LLVMGetOperand(call, 0);
  uint32_t op = lspv_group_is_float(LLVMTypeOf(x)) ? ops[o].fop : ops[o].iop;
  if (!op)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_GroupUniformArithmeticKHR);
  uint32_t arg = ops[o].logical ? lspv_group_fwd_predicate(c, x) : lspv_fwd_value(c, x);
  return lspv_group_fwd_emit(c, call, op, scope, (int)gop, &arg, 1, ops[o].logical);
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  size_t o = 0;
  while (o < sizeof ops / sizeof *ops && ops[o].iop != in->opcode && ops[o].fop != in->opcode)
    o++;
  uint64_t scope = 0;
  if (o == sizeof ops / sizeof *ops || in->noperands != 5 ||
      lspv_rev_const_int(c, in->operands[2], &scope) || in->operands[3] > 2 ||
      (scope != SPV_Scope_Workgroup && scope != SPV_Scope_Subgroup) ||
      lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR)
    return lspv_group_rev_spirv_call(c, in, 3, 0);
  char name[80];
  snprintf(name, sizeof name, "%s_%s%s", scope == SPV_Scope_Workgroup ? "work_group" : "sub_group",
           kinds[in->operands[3]], ops[o].name);
  return lspv_group_rev_cl_call(c, in, name, 4, 0, ops[o].logical, ops[o].logical);
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {
    SPV_OpGroupIMulKHR,      SPV_OpGroupFMulKHR,       SPV_OpGroupBitwiseAndKHR,
    SPV_OpGroupBitwiseOrKHR, SPV_OpGroupBitwiseXorKHR, SPV_OpGroupLogicalAndKHR,
    SPV_OpGroupLogicalOrKHR, SPV_OpGroupLogicalXorKHR, 0};

const lspv_plugin lspv_plugin_uniform_group = {
    LSPV_PLUGIN_HEADER,       .name = "uniform-group-instructions",
    .extensions = extensions, .opcodes = opcodes,
    .fwd_call = fwd_call,     .rev_instruction = rev_instruction,
};
