/*===-- ext/split_barrier.c - SPV_EXT_split_barrier / SPV_INTEL_split_barrier -===*\
|*                                                                            *|
|* Forward: __spirv_ControlBarrier{Arrive,Wait}{EXT,INTEL}(exec, mem, sem)    *|
|* and the OpenCL C builtins intel_work_group_barrier_{arrive,wait}(flags     *|
|* [, memory_scope]) become OpControlBarrier{Arrive,Wait} (6142/6143).  The   *|
|* EXT extension is preferred when enabled, else the INTEL one (DESIGN 7.3). *|
|* Reverse: by --spirv-target-env, the one- (CL1.2) or two-argument (CL2.0)   *|
|* OpenCL builtin, or (SPV-IR) the __spirv_ name of the declared extension;   *|
|* --exact-roundtrip keeps a scope other than the work-group's in CL1.2 too.  *|
|* Specs: shared/specs/SPV_EXT_split_barrier.txt.                             *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_EXT_split_barrier"
#define INTEL_NAME "SPV_INTEL_split_barrier"

typedef enum { FORM_EXT, FORM_INTEL, FORM_OPENCL } call_form;

static const struct {
  const char *name;
  call_form form;
  int arrive;
} callees[] = {
    {"__spirv_ControlBarrierArriveEXT", FORM_EXT, 1},
    {"__spirv_ControlBarrierWaitEXT", FORM_EXT, 0},
    {"__spirv_ControlBarrierArriveINTEL", FORM_INTEL, 1},
    {"__spirv_ControlBarrierWaitINTEL", FORM_INTEL, 0},
    {"intel_work_group_barrier_arrive", FORM_OPENCL, 1},
    {"intel_work_group_barrier_wait", FORM_OPENCL, 0},
};

/* ---- forward -----------------------------------------------------------------*/

static lspv_status const_arg(lspv_fwd_ctx *c, LLVMValueRef call, unsigned i, uint32_t *out) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a))
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "argument %u of a split barrier call must be a constant integer", i + 1);
  *out = (uint32_t)LLVMConstIntGetZExtValue(a);
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name)
    return LSPV_DECLINED;
  int which = -1;
  for (size_t i = 0; i < sizeof callees / sizeof callees[0]; i++)
    if (strlen(callees[i].name) == len && memcmp(callees[i].name, name, len) == 0)
      which = (int)i;
  if (which < 0)
    return LSPV_DECLINED;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);

  /* Which extension: EXT when enabled, else INTEL, else an error naming the
   * extension the call spelled. */
  const char *ext = lspv_fwd_extension_enabled(c, EXT_NAME)     ? EXT_NAME
                    : lspv_fwd_extension_enabled(c, INTEL_NAME) ? INTEL_NAME
                    : callees[which].form == FORM_EXT           ? EXT_NAME
                                                                : INTEL_NAME;
  lspv_status s = lspv_fwd_require_extension(c, ext);
  if (s)
    return s;
  lspv_fwd_require_capability(c, strcmp(ext, EXT_NAME) == 0 ? SPV_Capability_SplitBarrierEXT
                                                            : SPV_Capability_SplitBarrierINTEL);

  uint32_t exec = 0, mem = 0, sem = 0;
  if (callees[which].form == FORM_OPENCL) {
    if (nargs < 1 || nargs > 2)
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                            "%.*s takes (flags) or (flags, memory_scope)", (int)len, name);
    uint32_t flags = 0, cl_scope = 1;
    if ((s = const_arg(c, call, 0, &flags)) ||
        (nargs == 2 && (s = const_arg(c, call, 1, &cl_scope))))
      return s;
    exec = SPV_Scope_Workgroup;
    if (!lspv_ocl_scope_to_spirv(cl_scope, &mem))
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                            "unknown OpenCL memory_scope %u", cl_scope);
    sem = callees[which].arrive ? SPV_MemorySemantics_Release : SPV_MemorySemantics_Acquire;
    sem |= lspv_ocl_fence_to_spirv(flags);
  } else {
    if (nargs != 3)
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                            "%.*s takes (i32 execution, i32 memory, i32 semantics)", (int)len,
                            name);
    if ((s = const_arg(c, call, 0, &exec)) || (s = const_arg(c, call, 1, &mem)) ||
        (s = const_arg(c, call, 2, &sem)))
      return s;
  }
  uint32_t ops[3] = {lspv_fwd_const_u32(c, exec), lspv_fwd_const_u32(c, mem),
                     lspv_fwd_const_u32(c, sem)};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION,
                callees[which].arrive ? SPV_OpControlBarrierArriveINTEL
                                      : SPV_OpControlBarrierWaitINTEL,
                ops, 3);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  int arrive = in->opcode == SPV_OpControlBarrierArriveINTEL;
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "split barrier needs 3 operands, has %u", in->noperands);
  uint64_t v[3];
  for (int i = 0; i < 3; i++)
    if (lspv_rev_const_int(c, in->operands[i], &v[i]))
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                            "split barrier operand id %u is not an integer constant",
                            in->operands[i]);
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef args[3];
  unsigned nargs;
  char base[64], name[160];
  /* uint, and the memory_scope enum of OpenCL C 2.0 */
  static const lspv_mangle_type uint_t = {LSPV_MANGLE_INT, 32, LSPV_MANGLE_UNSIGNED, NULL};
  static const lspv_mangle_type int_t = {LSPV_MANGLE_INT, 32, 0, NULL};
  static const lspv_mangle_type scope_t = {LSPV_MANGLE_NAMED, 0, 0, "memory_scope"};
  lspv_mangle_param params[3];
  lspv_target_env env = lspv_rev_target_env(c);
  if (env == LSPV_TARGET_SPV_IR) {
    const char *suffix = lspv_rev_module_declares_extension(c, EXT_NAME) ? "EXT" : "INTEL";
    snprintf(base, sizeof base, "__spirv_ControlBarrier%s%s", arrive ? "Arrive" : "Wait", suffix);
    for (int i = 0; i < 3; i++) {
      args[i] = LLVMConstInt(i32, v[i], 0);
      params[i] = (lspv_mangle_param){&int_t, 1};
    }
    nargs = 3;
  } else {
    snprintf(base, sizeof base, "%s",
             arrive ? "intel_work_group_barrier_arrive" : "intel_work_group_barrier_wait");
    args[0] = LLVMConstInt(i32, lspv_ocl_fence_from_spirv((uint32_t)v[2]), 0);
    params[0] = (lspv_mangle_param){&uint_t, 1};
    nargs = 1;
    /* OpenCL 1.2's overload has no scope: it is the work-group's.  The
     * exact round trip keeps another scope with the 2.0 overload. */
    if (env == LSPV_TARGET_CL20 || (v[1] != SPV_Scope_Workgroup && lspv_rev_exact_roundtrip(c))) {
      uint32_t cl_scope;
      lspv_ocl_scope_from_spirv((uint32_t)v[1], &cl_scope);
      args[1] = LLVMConstInt(i32, cl_scope, 0);
      params[1] = (lspv_mangle_param){&scope_t, 1};
      nargs = 2;
    }
  }
  lspv_itanium_mangle(base, params, nargs, name, sizeof name);
  /* convergent nounwind, on the declaration and the call, as every barrier */
  if (!lspv_rev_call_builtin(c, name, LLVMVoidTypeInContext(ctx), args, nargs, 1))
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "cannot declare %s", name);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, INTEL_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpControlBarrierArriveINTEL, SPV_OpControlBarrierWaitINTEL,
                                   0};

const lspv_plugin lspv_plugin_split_barrier = {
    LSPV_PLUGIN_HEADER, .name = "split-barrier", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,    .rev_instruction = rev_instruction,
};
