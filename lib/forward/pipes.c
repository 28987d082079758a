/*===-- forward/pipes.c - OpenCL pipes, async copies and events ----------===*\
|* clang spells the pipe builtins as unmangled `__read_pipe_2(pipe, ptr,     *|
|* size, align)`, `__reserve_write_pipe(pipe, n, size, align)`... whose     *|
|* arguments are the SPIR-V instruction's operands in order (the work-group *|
|* and sub-group forms add the Scope first).  async_work_group_copy,         *|
|* async_work_group_strided_copy and wait_group_events are OpGroupAsyncCopy *|
|* / OpGroupWaitEvents at work-group scope; the copied pointers are seen at *|
|* the element type the mangled name gives.  A pipe storage creator global *|
|* (`%spirv.ConstantPipeStorage` {size, alignment, capacity}) given to       *|
|* __spirv_CreatePipeFromPipeStorage is an OpConstantPipeStorage in the    *|
|* block (SPIR-V keeps the pipe instructions there).                        *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static const struct {
  const char *name;
  unsigned opcode;
  uint32_t scope; /* 0: none, else the Scope operand put first */
} pipe_fns[] = {
    {"__read_pipe_2", SPV_OpReadPipe, 0},
    {"__write_pipe_2", SPV_OpWritePipe, 0},
    {"__read_pipe_4", SPV_OpReservedReadPipe, 0},
    {"__write_pipe_4", SPV_OpReservedWritePipe, 0},
    {"__reserve_read_pipe", SPV_OpReserveReadPipePackets, 0},
    {"__reserve_write_pipe", SPV_OpReserveWritePipePackets, 0},
    {"__commit_read_pipe", SPV_OpCommitReadPipe, 0},
    {"__commit_write_pipe", SPV_OpCommitWritePipe, 0},
    {"__work_group_reserve_read_pipe", SPV_OpGroupReserveReadPipePackets, SPV_Scope_Workgroup},
    {"__work_group_reserve_write_pipe", SPV_OpGroupReserveWritePipePackets, SPV_Scope_Workgroup},
    {"__work_group_commit_read_pipe", SPV_OpGroupCommitReadPipe, SPV_Scope_Workgroup},
    {"__work_group_commit_write_pipe", SPV_OpGroupCommitWritePipe, SPV_Scope_Workgroup},
    {"__sub_group_reserve_read_pipe", SPV_OpGroupReserveReadPipePackets, SPV_Scope_Subgroup},
    {"__sub_group_reserve_write_pipe", SPV_OpGroupReserveWritePipePackets, SPV_Scope_Subgroup},
    {"__sub_group_commit_read_pipe", SPV_OpGroupCommitReadPipe, SPV_Scope_Subgroup},
    {"__sub_group_commit_write_pipe", SPV_OpGroupCommitWritePipe, SPV_Scope_Subgroup},
    {"__get_pipe_num_packets_ro", SPV_OpGetNumPipePackets, 0},
    {"__get_pipe_num_packets_wo", SPV_OpGetNumPipePackets, 0},
    {"__get_pipe_max_packets_ro", SPV_OpGetMaxPipePackets, 0},
    {"__get_pipe_max_packets_wo", SPV_OpGetMaxPipePackets, 0},
};

/* Emits @p opcode with the call's arguments as operands (pointers seen as
 * i8 pointers), after @p pre leading operands. */
static lspv_status emit_args(fwd_ctx *c, LLVMValueRef call, unsigned opcode, const uint32_t *pre,
                             unsigned npre) {
  unsigned n = LLVMGetNumArgOperands(call);
  bool res = LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind;
  uint32_t w[16];
  size_t k = 0;
  if (n + npre + 2 > 16)
    return fwd_unsupported(c, call, "builtin with too many arguments");
  if (res) {
    w[k++] = fwd_type(c, LLVMTypeOf(call), call);
    w[k++] = fwd_result_id(c, call);
  }
  for (unsigned i = 0; i < npre; i++)
    w[k++] = pre[i];
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    w[k++] = fwd_is_ptr(LLVMTypeOf(a)) ? fwd_ptr_as(c, a, fwd_i8(c)) : fwd_val(c, a);
  }
  for (size_t i = 0; i < k; i++)
    if (!w[i])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, opcode, call);
  if (s)
    return s;
  fwd_emit_body(c, opcode, w, k);
  return LSPV_SUCCESS;
}

static bool is_ext(LLVMValueRef v, const char *name) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), name);
}

/* The builtins below are the instructions only on the opaque types (a
 * pipe, an event): the older spellings with pointers for them stay calls. */
static lspv_status pipe_builtin(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  for (size_t i = 0; i < sizeof pipe_fns / sizeof *pipe_fns; i++) {
    if (strlen(pipe_fns[i].name) != len || memcmp(name, pipe_fns[i].name, len))
      continue;
    if (!LLVMGetNumArgOperands(call) || !is_ext(LLVMGetOperand(call, 0), "spirv.Pipe"))
      return LSPV_DECLINED;
    const lspv_inst_desc *d = lspv_inst_by_opcode(pipe_fns[i].opcode);
    unsigned want = d->nops - (d->has_type ? 1u : 0u) - (d->has_result ? 1u : 0u) -
                    (pipe_fns[i].scope ? 1u : 0u);
    if (LLVMGetNumArgOperands(call) != want)
      return fwd_unsupported(c, call, "pipe builtin with a wrong argument count");
    uint32_t scope = fwd_const_int(c, 32, pipe_fns[i].scope);
    return emit_args(c, call, pipe_fns[i].opcode, &scope, pipe_fns[i].scope ? 1 : 0);
  }
  return LSPV_DECLINED;
}

/* prefetch(const T *p, size_t n): OpenCL.std prefetch with p seen as T. */
static lspv_status prefetch(fwd_ctx *c, LLVMValueRef call, const char *rest) {
  LLVMTypeRef el = fwd_mangled_param_pointee(c, rest, 0);
  if (LLVMGetNumArgOperands(call) != 2 || !el || !fwd_is_ptr(LLVMTypeOf(LLVMGetOperand(call, 0))))
    return fwd_unsupported(c, call, "prefetch takes a pointer to a scalar or vector and a count");
  uint32_t args[2] = {fwd_ptr_as(c, LLVMGetOperand(call, 0), el),
                      fwd_val(c, LLVMGetOperand(call, 1))};
  if (!args[0] || !args[1])
    return LSPV_ERROR_UNSUPPORTED;
  return fwd_ocl_ext(c, call, "prefetch", args, 2);
}

/* async_work_group_[strided_]copy(dst, src, n, [stride,] event). */
static lspv_status async_copy(fwd_ctx *c, LLVMValueRef call, bool strided, const char *rest) {
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMTypeRef el = fwd_mangled_param_pointee(c, rest, 0);
  /* The event: a target extension type, or (before those) a pointer that
   * stands for one (images_ptr.c). */
  LLVMTypeRef ev = fwd_opencl_value_type(c, call);
  if (!ev || LLVMGetTypeKind(ev) != LLVMTargetExtTypeKind ||
      strcmp(LLVMGetTargetExtTypeName(ev), "spirv.Event"))
    return LSPV_DECLINED;
  if (n != (strided ? 5u : 4u) || !el || !fwd_is_ptr(LLVMTypeOf(LLVMGetOperand(call, 0))))
    return fwd_unsupported(c, call, "async copy with an argument list OpenCL C does not have");
  LLVMValueRef num = LLVMGetOperand(call, 2), wait = LLVMGetOperand(call, n - 1);
  uint32_t ev_type = fwd_type(c, ev, call);
  /* A null event pointer is no event: the null of the event type. */
  uint32_t wait_id = fwd_is_ptr(LLVMTypeOf(wait)) && LLVMIsNull(wait) && ev_type
                         ? fwd_const_null(c, ev_type)
                         : fwd_val(c, wait);
  uint32_t ops[8] = {ev_type,
                     fwd_result_id(c, call),
                     fwd_const_int(c, 32, SPV_Scope_Workgroup),
                     fwd_ptr_as(c, LLVMGetOperand(call, 0), el),
                     fwd_ptr_as(c, LLVMGetOperand(call, 1), el),
                     fwd_val(c, num),
                     strided ? fwd_val(c, LLVMGetOperand(call, 3))
                             : fwd_val(c, LLVMConstInt(LLVMTypeOf(num), 1, 0)),
                     wait_id};
  for (size_t i = 0; i < 8; i++)
    if (!ops[i])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, SPV_OpGroupAsyncCopy, call);
  if (s)
    return s;
  fwd_emit_body(c, SPV_OpGroupAsyncCopy, ops, 8);
  return LSPV_SUCCESS;
}

lspv_status fwd_event_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest) {
  static const char copy[] = "async_work_group_copy", strided[] = "async_work_group_strided_copy",
                    wait[] = "wait_group_events", valid[] = "is_valid_reserve_id";
  lspv_status ps = pipe_builtin(c, call, base, len);
  if (ps == LSPV_DECLINED)
    ps = fwd_ndrange_builtin(c, call, base, len);
  if (ps != LSPV_DECLINED)
    return ps;
  if (len == 8 && !memcmp(base, "prefetch", 8))
    return prefetch(c, call, rest);
  if (len == sizeof valid - 1 && !memcmp(base, valid, len))
    return LLVMGetNumArgOperands(call) == 1 && is_ext(LLVMGetOperand(call, 0), "spirv.ReserveId")
               ? emit_args(c, call, SPV_OpIsValidReserveId, NULL, 0)
               : LSPV_DECLINED;
  if (len == sizeof copy - 1 && !memcmp(base, copy, len))
    return async_copy(c, call, false, rest);
  if (len == sizeof strided - 1 && !memcmp(base, strided, len))
    return async_copy(c, call, true, rest);
  if (len != sizeof wait - 1 || memcmp(base, wait, len))
    return LSPV_DECLINED;
  if (LLVMGetNumArgOperands(call) != 2 || !fwd_is_ptr(LLVMTypeOf(LLVMGetOperand(call, 1))))
    return fwd_unsupported(c, call, "wait_group_events takes a count and an event pointer");
  LLVMTypeRef ev = LLVMTargetExtTypeInContext(c->llctx, "spirv.Event", NULL, 0, NULL, 0);
  uint32_t ops[3] = {fwd_const_int(c, 32, SPV_Scope_Workgroup), fwd_val(c, LLVMGetOperand(call, 0)),
                     fwd_ptr_as(c, LLVMGetOperand(call, 1), ev)};
  if (!ops[1] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, SPV_OpGroupWaitEvents, call);
  if (s)
    return s;
  fwd_emit_body(c, SPV_OpGroupWaitEvents, ops, 3);
  return LSPV_SUCCESS;
}

/* The packet size, alignment and capacity of a pipe storage creator: a
 * global of the named struct `spirv.ConstantPipeStorage` of three i32
 * initialized with constants (what the OpenCL C++ library and llvm-spirv's
 * reverse make of an OpConstantPipeStorage). */
static bool creator_fields(LLVMValueRef gv, uint32_t f[3]) {
  if (!gv || !LLVMIsAGlobalVariable(gv) || LLVMIsDeclaration(gv))
    return false;
  LLVMTypeRef st = LLVMGlobalGetValueType(gv);
  const char *name = LLVMGetTypeKind(st) == LLVMStructTypeKind ? LLVMGetStructName(st) : NULL;
  static const char prefix[] = "spirv.ConstantPipeStorage";
  if (!name || strncmp(name, prefix, sizeof prefix - 1) != 0 ||
      (name[sizeof prefix - 1] && name[sizeof prefix - 1] != '.') ||
      LLVMCountStructElementTypes(st) != 3)
    return false;
  LLVMValueRef init = LLVMGetInitializer(gv);
  for (unsigned i = 0; i < 3; i++) {
    LLVMTypeRef t = LLVMStructGetTypeAtIndex(st, i);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 32)
      return false;
    LLVMValueRef k = init ? LLVMGetAggregateElement(init, i) : NULL;
    if (!k || !LLVMIsAConstantInt(k))
      return false;
    f[i] = (uint32_t)LLVMConstIntGetZExtValue(k);
  }
  return true;
}

static bool is_create_pipe_call(LLVMValueRef u) {
  if (!u || !LLVMIsACallInst(u))
    return false;
  LLVMValueRef fn = LLVMGetCalledValue(u);
  size_t len = 0;
  const char *name = LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  return name && strstr(name, "__spirv_CreatePipeFromPipeStorage") != NULL;
}

bool fwd_is_pipe_storage_only(LLVMValueRef gv) {
  uint32_t f[3];
  if (!creator_fields(gv, f) || !LLVMGetFirstUse(gv))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(gv); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!is_create_pipe_call(user) || LLVMGetCalledValue(user) == gv)
      return false;
  }
  return true;
}

uint32_t fwd_pipe_storage_constant(fwd_ctx *c, LLVMValueRef v) {
  uint32_t f[3];
  if (!creator_fields(v, f))
    return 0;
  LLVMTypeRef ps = LLVMTargetExtTypeInContext(c->llctx, "spirv.PipeStorage", NULL, 0, NULL, 0);
  uint32_t tid = fwd_type(c, ps, v);
  if (!tid)
    return 0;
  uint32_t id = fwd_id(c);
  uint32_t ops[5] = {tid, id, f[0], f[1], f[2]};
  fwd_emit_body(c, SPV_OpConstantPipeStorage, ops, 5);
  return id;
}
