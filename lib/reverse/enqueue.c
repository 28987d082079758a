/*===-- reverse/enqueue.c - OpEnqueueKernel, OpGetKernel* -> clang helpers --===*\
|*                                                                            *|
|* The device-side enqueue instructions become the helpers clang lowers     *|
|* OpenCL C 2.0's enqueue_kernel and kernel queries to (forward/enqueue.c    *|
|* reads them back), as llvm-spirv writes them for OpenCL targets:          *|
|*   OpEnqueueKernel  -> __enqueue_kernel_basic / _basic_events / _varargs / *|
|*                       _events_varargs(queue, flags, ndrange*, [n, wait,   *|
|*                       ret,] invoke, block, [n_locals, local_sizes*])      *|
|*   OpGetKernelWorkGroupSize, ...PreferredWorkGroupSizeMultiple             *|
|*                    -> __get_kernel_..._impl(invoke, block)                *|
|*   OpGetKernelNDrangeMaxSubGroupSize, ...SubGroupCount                     *|
|*                    -> __get_kernel_..._for_ndrange_impl(ndrange*, invoke, *|
|*                       block)                                              *|
|* The queue and event instructions (OpGetDefaultQueue, OpEnqueueMarker,   *|
|* OpRetainEvent...) become the OpenCL C builtins (SPV-IR: __spirv_ calls).  *|
|* The invoke is the OpFunction cast to a generic pointer (an instruction, *|
|* as llvm-spirv writes it); the events form                                 *|
|* is used unless Num Events is the constant 0 and Ret Event null; the      *|
|* local sizes are passed as the first Local Size pointer (they point into *|
|* one array) with their count.  ParamSize/ParamAlign live in the block.    *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "reverse/rev_private.h"

static const struct {
  uint32_t opcode;
  const char *name;
  bool ndrange;
} queries[] = {
    {SPV_OpGetKernelWorkGroupSize, "__get_kernel_work_group_size_impl", false},
    {SPV_OpGetKernelPreferredWorkGroupSizeMultiple,
     "__get_kernel_preferred_work_group_size_multiple_impl", false},
    {SPV_OpGetKernelNDrangeMaxSubGroupSize, "__get_kernel_max_sub_group_size_for_ndrange_impl",
     true},
    {SPV_OpGetKernelNDrangeSubGroupCount, "__get_kernel_sub_group_count_for_ndrange_impl", true},
};

/* The Invoke operand: its function as a generic pointer. */
static LLVMValueRef invoke_ptr(rev_ctx *c, const lspv_inst *in, unsigned op) {
  const lspv_inst *d = rev_def(c, rev_op(c, in, op));
  if (!d || d->opcode != SPV_OpFunction) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "Invoke %u is not an OpFunction",
             rev_op(c, in, op));
    return NULL;
  }
  LLVMValueRef f = rev_value(c, rev_op(c, in, op), in);
  return f ? lspv_shim_build_cast_inst(c->b, LLVMAddrSpaceCast, f,
                                       LLVMPointerTypeInContext(c->ctx, 4))
           : NULL;
}

/* An ndrange operand as the pointer the helpers take (a struct value is
 * spilled to a private copy). */
static LLVMValueRef ndrange_ptr(rev_ctx *c, LLVMValueRef v) {
  if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind)
    return v;
  LLVMValueRef a = LLVMBuildAlloca(c->b, LLVMTypeOf(v), "");
  LLVMBuildStore(c->b, v, a);
  return a;
}

static lspv_status call_helper(rev_ctx *c, const lspv_inst *in, const char *name, LLVMValueRef *v,
                               unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (!v[i])
      return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  rev_arg a[16];
  memset(a, 0, sizeof a);
  c->values[in->result] = rev_call_builtin(c, name, false, rt, v, a, n, false, false);
  return c->values[in->result] ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
}

static lspv_status enqueue(rev_ctx *c, const lspv_inst *in) {
  unsigned nops = lspv_nops(in);
  if (nops < 12)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "OpEnqueueKernel has too few operands");
  LLVMValueRef v[16];
  unsigned n = 0;
  for (unsigned i = 2; i < 8; i++)
    v[n++] = rev_value(c, rev_op(c, in, i), in);
  if (!v[0] || !v[1] || !v[2] || !v[3] || !v[4] || !v[5])
    return LSPV_ERROR_INVALID_INPUT;
  v[2] = ndrange_ptr(c, v[2]);
  bool events = !(LLVMIsAConstantInt(v[3]) && !LLVMConstIntGetZExtValue(v[3]) &&
                  LLVMIsAConstantPointerNull(v[5]));
  bool varargs = nops > 12;
  if (!events)
    n = 3; /* drop Num Events, Wait Events, Ret Event */
  v[n++] = invoke_ptr(c, in, 8);
  v[n++] = rev_value(c, rev_op(c, in, 9), in);
  if (varargs) {
    v[n++] = LLVMConstInt(LLVMInt32TypeInContext(c->ctx), nops - 12, 0);
    v[n++] = rev_value(c, rev_op(c, in, 12), in);
  }
  static const char *const names[2][2] = {
      {"__enqueue_kernel_basic", "__enqueue_kernel_varargs"},
      {"__enqueue_kernel_basic_events", "__enqueue_kernel_events_varargs"}};
  return call_helper(c, in, names[events][varargs], v, n);
}

/* The queue and event instructions: the OpenCL C builtin of the same
 * operands (SPV-IR: the __spirv_ call). */
static const struct {
  uint32_t opcode;
  const char *name;
  unsigned flags[4]; /* mangling flags of the operands */
} event_ops[] = {
    {SPV_OpGetDefaultQueue, "get_default_queue", {0}},
    {SPV_OpEnqueueMarker, "enqueue_marker", {0, REV_ARG_UNSIGNED, REV_ARG_CONST, 0}},
    {SPV_OpRetainEvent, "retain_event", {0}},
    {SPV_OpReleaseEvent, "release_event", {0}},
    {SPV_OpCreateUserEvent, "create_user_event", {0}},
    {SPV_OpIsValidEvent, "is_valid_event", {0}},
    {SPV_OpSetUserEventStatus, "set_user_event_status", {0, 0}},
    {SPV_OpCaptureEventProfilingInfo, "capture_event_profiling_info", {0, 0, 0}},
};

static lspv_status event_op(rev_ctx *c, const lspv_inst *in, size_t k) {
  if (c->env == LSPV_TARGET_SPV_IR) { /* unsigned where OpenCL C has uint */
    unsigned uns = 0;
    for (unsigned i = 0; i < 4; i++)
      uns |= event_ops[k].flags[i] & REV_ARG_UNSIGNED ? 1u << i : 0;
    return rev_spirv_call_ex(c, in, false, "", uns);
  }
  bool res = lspv_inst_desc_of(c->v, in) && lspv_inst_desc_of(c->v, in)->has_result;
  unsigned first = res ? 2 : 0, n = lspv_nops(in) - first;
  if (n > 4)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "too many operands");
  LLVMValueRef v[4];
  rev_arg a[4];
  memset(a, 0, sizeof a);
  for (unsigned i = 0; i < n; i++) {
    uint32_t id = rev_op(c, in, first + i);
    if (!(v[i] = rev_value(c, id, in)))
      return LSPV_ERROR_INVALID_INPUT;
    a[i].type_id = rev_type_id_of(c, id);
    a[i].flags = event_ops[k].flags[i];
    if (event_ops[k].opcode == SPV_OpCaptureEventProfilingInfo && i == 1)
      a[i].enum_name = "clk_profiling_info", a[i].type_id = 0;
  }
  LLVMTypeRef rt = res ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef call = rev_call_builtin(c, event_ops[k].name, true, rt, v, a, n, false, false);
  if (res)
    c->values[in->result] = call;
  return call ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
}

lspv_status rev_enqueue_inst(rev_ctx *c, const lspv_inst *in) {
  if (in->opcode == SPV_OpEnqueueKernel)
    return enqueue(c, in);
  for (size_t k = 0; k < sizeof event_ops / sizeof event_ops[0]; k++)
    if (event_ops[k].opcode == in->opcode)
      return event_op(c, in, k);
  size_t k = 0;
  while (k < sizeof queries / sizeof queries[0] && queries[k].opcode != in->opcode)
    k++;
  if (k == sizeof queries / sizeof queries[0])
    return LSPV_DECLINED;
  unsigned first = queries[k].ndrange ? 3 : 2;
  if (lspv_nops(in) != first + 4)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "kernel query with a wrong operand count");
  LLVMValueRef v[3];
  unsigned n = 0;
  if (queries[k].ndrange) {
    LLVMValueRef nd = rev_value(c, rev_op(c, in, 2), in);
    v[n++] = nd ? ndrange_ptr(c, nd) : NULL;
  }
  v[n++] = invoke_ptr(c, in, first);
  v[n++] = rev_value(c, rev_op(c, in, first + 1), in);
  lspv_status s = call_helper(c, in, queries[k].name, v, n);
  /* clang declares the query helpers with C's calling convention (the
   * enqueue helpers with spir_func), as llvm-spirv reads them back. */
  LLVMValueRef call = s == LSPV_SUCCESS ? c->values[in->result] : NULL;
  if (call && LLVMIsACallInst(call)) {
    LLVMSetFunctionCallConv(LLVMGetCalledValue(call), LLVMCCallConv);
    LLVMSetInstructionCallConv(call, LLVMCCallConv);
  }
  return s;
}
