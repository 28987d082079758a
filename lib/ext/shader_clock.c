/*===-- ext/shader_clock.c - SPV_KHR_shader_clock ------------------------===*\
|*                                                                            *|
|* OpReadClockKHR %ty %scope: a 64-bit counter as a ulong or a uint2         *|
|* (low, high), capability ShaderClockKHR (docs/extensions/shader-clock.md). *|
|*                                                                            *|
|* Forward: the cl_khr_kernel_clock builtins clock_read_{device,work_group,  *|
|* sub_group}() (ulong) and clock_read_hilo_*() (uint2) become the           *|
|* instruction with the scope they name; the __spirv_ReadClockKHR calls of   *|
|* the SPIR-V friendly IR go through the core's grammar path.  Both need the *|
|* extension (RequiresExtension when it is disabled).                       *|
|* Reverse: the OpenCL builtins for a constant Device / Workgroup / Subgroup *|
|* scope (CL1.2, CL2.0), else and in SPV-IR __spirv_ReadClockKHR_R<type>.    *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_shader_clock"

/* The builtins by source name: the scope and whether the result is the
 * (low, high) uint2. */
static const struct {
  const char *name;
  uint32_t scope;
  int hilo;
} builtins[] = {
    {"clock_read_device", SPV_Scope_Device, 0},
    {"clock_read_work_group", SPV_Scope_Workgroup, 0},
    {"clock_read_sub_group", SPV_Scope_Subgroup, 0},
    {"clock_read_hilo_device", SPV_Scope_Device, 1},
    {"clock_read_hilo_work_group", SPV_Scope_Workgroup, 1},
    {"clock_read_hilo_sub_group", SPV_Scope_Subgroup, 1},
};
enum { NBUILTINS = sizeof builtins / sizeof builtins[0] };

/* Non-zero when @p ty is the result a clock read has: i64, or <2 x i32>
 * when @p hilo. */
static int clock_type(LLVMTypeRef ty, int hilo) {
  if (hilo) {
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind || LLVMGetVectorSize(ty) != 2)
      return 0;
    ty = LLVMGetElementType(ty);
  }
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind &&
         LLVMGetIntTypeWidth(ty) == (hilo ? 32u : 64u);
}

/* ---- forward -----------------------------------------------------------------*/

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (strncmp(callee, "_Z", 2) != 0 || LLVMGetNumArgOperands(call) != 0)
    return LSPV_DECLINED;
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name || len < 10 || memcmp(name, "clock_read", 10) != 0)
    return LSPV_DECLINED;
  size_t i = 0;
  while (i < NBUILTINS &&
         (strlen(builtins[i].name) != len || memcmp(builtins[i].name, name, len) != 0))
    i++;
  if (i == NBUILTINS)
    return LSPV_DECLINED;
  if (!clock_type(LLVMTypeOf(call), builtins[i].hilo))
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call, "%s returns %s",
                          builtins[i].name, builtins[i].hilo ? "uint2" : "ulong");
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_ShaderClockKHR);
  uint32_t ops[3] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                     lspv_fwd_const_u32(c, builtins[i].scope)};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpReadClockKHR, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  LLVMTypeRef rt = in->noperands == 3 ? lspv_rev_type(c, in->type_id) : NULL;
  int hilo = rt && LLVMGetTypeKind(rt) == LLVMVectorTypeKind;
  if (!rt || !clock_type(rt, hilo))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpReadClockKHR: the result must be a 64-bit integer or a vector of "
                          "two 32-bit integers");
  uint64_t scope;
  int known = lspv_rev_const_int(c, in->operands[2], &scope) == 0;
  char name[64];
  LLVMValueRef arg = NULL, call;
  if (known && lspv_rev_target_env(c) != LSPV_TARGET_SPV_IR) {
    size_t i = 0;
    while (i < NBUILTINS && (builtins[i].scope != scope || builtins[i].hilo != hilo))
      i++;
    if (i < NBUILTINS) {
      lspv_itanium_mangle(builtins[i].name, NULL, 0, name, sizeof name);
      call = lspv_rev_call_builtin(c, name, rt, NULL, 0, 0);
      if (!call)
        return LSPV_ERROR_INVALID_INPUT;
      lspv_rev_set_value(c, in->result_id, call);
      return LSPV_SUCCESS;
    }
  }
  if (!(arg = lspv_rev_value(c, in->operands[2])))
    return LSPV_ERROR_INVALID_INPUT;
  /* The SPIR-V friendly spelling names the result type: _Rulong, _Ruint2. */
  lspv_mangle_type scope_ty = {LSPV_MANGLE_INT, 32, 0, NULL};
  lspv_mangle_param p = {&scope_ty, 1};
  lspv_itanium_mangle(hilo ? "__spirv_ReadClockKHR_Ruint2" : "__spirv_ReadClockKHR_Rulong", &p, 1,
                      name, sizeof name);
  call = lspv_rev_call_builtin(c, name, rt, &arg, 1, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* SPV_KHR_shader_clock: the result is a 64-bit unsigned integer scalar or a
 * vector of two 32-bit ones. */
static lspv_status check_clock(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t;
  uint32_t width = 64;
  if (lspv_check_def(c, in->type_id, &t))
    return LSPV_SUCCESS; /* the core reports an undefined type */
  if (t.opcode == SPV_OpTypeVector) {
    if (t.noperands < 3 || t.operands[2] != 2 || lspv_check_def(c, t.operands[1], &t))
      t.opcode = 0;
    width = 32;
  }
  if (t.opcode != SPV_OpTypeInt || t.noperands < 2 || t.operands[1] != width) /* result, width */
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Result Type of OpReadClockKHR must be a 64-bit integer or a "
                             "vector of two 32-bit integers");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"read clock result type", SPV_OpReadClockKHR, check_clock, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpReadClockKHR, 0};

const lspv_plugin lspv_plugin_shader_clock = {
    LSPV_PLUGIN_HEADER,         .name = "shader-clock",
    .extensions = extensions,   .opcodes = opcodes,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
