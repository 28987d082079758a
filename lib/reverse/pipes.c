/*===-- reverse/pipes.c - pipes, async copies and events -> OpenCL C ------===*\
|*                                                                            *|
|* The pipe instructions become clang's unmangled pipe builtins with the      *|
|* instruction's operands in order (`__read_pipe_2(pipe, ptr, size, align)`, *|
|* the group forms named by their Scope: `__work_group_reserve_write_pipe`); *|
|* OpGroupAsyncCopy at work-group scope becomes                               *|
|* async_work_group_strided_copy (unsigned lanes), OpGroupWaitEvents         *|
|* wait_group_events, OpIsValidReserveId is_valid_reserve_id.  The SPV-IR     *|
|* environment, and operands OpenCL C cannot say, keep `__spirv_<Op>`.       *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static const struct {
  uint16_t opcode;
  const char *name; /* "%s" is the group prefix, "%s" last the access suffix */
  bool group, access;
} pipe_ops[] = {
    {SPV_OpReadPipe, "__read_pipe_2", false, false},
    {SPV_OpWritePipe, "__write_pipe_2", false, false},
    {SPV_OpReservedReadPipe, "__read_pipe_4", false, false},
    {SPV_OpReservedWritePipe, "__write_pipe_4", false, false},
    {SPV_OpReserveReadPipePackets, "__reserve_read_pipe", false, false},
    {SPV_OpReserveWritePipePackets, "__reserve_write_pipe", false, false},
    {SPV_OpCommitReadPipe, "__commit_read_pipe", false, false},
    {SPV_OpCommitWritePipe, "__commit_write_pipe", false, false},
    {SPV_OpGroupReserveReadPipePackets, "__%s_reserve_read_pipe", true, false},
    {SPV_OpGroupReserveWritePipePackets, "__%s_reserve_write_pipe", true, false},
    {SPV_OpGroupCommitReadPipe, "__%s_commit_read_pipe", true, false},
    {SPV_OpGroupCommitWritePipe, "__%s_commit_write_pipe", true, false},
    {SPV_OpGetNumPipePackets, "__get_pipe_num_packets%s", false, true},
    {SPV_OpGetMaxPipePackets, "__get_pipe_max_packets%s", false, true},
};

/* Calls @p name (mangled or not) with operands [first, nops) of @p in. */
static lspv_status call_ops(rev_ctx *c, const lspv_inst *in, const char *name, bool mangle,
                            unsigned first, const unsigned *flags) {
  LLVMValueRef v[12];
  rev_arg a[12];
  unsigned n = 0;
  if (lspv_nops(in) - first > 12)
    return rev_spirv_call(c, in, false);
  for (unsigned i = first; i < lspv_nops(in); i++, n++) {
    uint32_t id = rev_op(c, in, i);
    if (!(v[n] = rev_value(c, id, in)))
      return LSPV_ERROR_INVALID_INPUT;
    a[n] = (rev_arg){rev_type_id_of(c, id), flags ? flags[n] : 0, NULL, 0, 0};
  }
  LLVMTypeRef rt = in->result ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r = rev_call_builtin(c, name, mangle, rt, v, a, n, false, false);
  if (in->result)
    c->values[in->result] = r;
  return LSPV_SUCCESS;
}

static lspv_status pipe_call(rev_ctx *c, const lspv_inst *in, size_t k) {
  unsigned first = in->result ? 2 : 0;
  char name[64];
  if (pipe_ops[k].group) {
    uint64_t scope = 0;
    if (!rev_const_u64(c, rev_op(c, in, first), &scope) ||
        (scope != SPV_Scope_Workgroup && scope != SPV_Scope_Subgroup))
      return rev_spirv_call(c, in, false);
    snprintf(name, sizeof name, pipe_ops[k].name,
             scope == SPV_Scope_Workgroup ? "work_group" : "sub_group");
    first++;
  } else if (pipe_ops[k].access) {
    const lspv_inst *pt = rev_def(c, rev_type_id_of(c, rev_op(c, in, first)));
    bool wo =
        pt && pt->opcode == SPV_OpTypePipe && rev_op(c, pt, 1) == SPV_AccessQualifier_WriteOnly;
    snprintf(name, sizeof name, pipe_ops[k].name, wo ? "_wo" : "_ro");
  } else {
    snprintf(name, sizeof name, "%s", pipe_ops[k].name);
  }
  return call_ops(c, in, name, false, first, NULL);
}

/* OpGroupAsyncCopy as `__spirv_GroupAsyncCopy(scope, dst, const src, n,
 * stride, event)`, the count and stride unsigned as in the OpenCL builtin
 * (llvm-spirv's spelling). */
static lspv_status async_copy_spirv(rev_ctx *c, const lspv_inst *in) {
  static const unsigned flags[6] = {0, 0, REV_ARG_CONST, REV_ARG_UNSIGNED, REV_ARG_UNSIGNED, 0};
  if (lspv_nops(in) != 8)
    return rev_spirv_call(c, in, false);
  LLVMValueRef v[6];
  rev_arg a[6];
  for (unsigned i = 0; i < 6; i++) {
    uint32_t id = rev_op(c, in, 2 + i);
    if (!(v[i] = rev_value(c, id, in)))
      return LSPV_ERROR_INVALID_INPUT;
    a[i] = (rev_arg){rev_type_id_of(c, id), flags[i], NULL, 0, 0};
  }
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  char buf[256];
  rev_mangle(c, "__spirv_GroupAsyncCopy", a, 6, buf, sizeof buf);
  c->values[in->result] = rev_call_builtin(c, buf, false, rt, v, a, 6, false, false);
  return LSPV_SUCCESS;
}

/* OpGroupAsyncCopy: async_work_group_strided_copy(dst, const src, size_t n,
 * size_t stride, event), the builtin with every operand the instruction has
 * (async_work_group_copy is its stride of 1, and forward writes the two
 * alike).  SPIR-V integers have no sign: the lanes read back unsigned, as
 * llvm-spirv mangles every argument of the async copies. */
static lspv_status async_copy(rev_ctx *c, const lspv_inst *in) {
  uint64_t scope = 0;
  if (c->env == LSPV_TARGET_SPV_IR || !rev_const_u64(c, rev_op(c, in, 2), &scope) ||
      scope != SPV_Scope_Workgroup)
    return async_copy_spirv(c, in);
  uint32_t ids[5] = {rev_op(c, in, 3), rev_op(c, in, 4), rev_op(c, in, 5), rev_op(c, in, 6),
                     rev_op(c, in, 7)};
  unsigned flags[5] = {REV_ARG_UNSIGNED, REV_ARG_CONST | REV_ARG_UNSIGNED, REV_ARG_UNSIGNED,
                       REV_ARG_UNSIGNED, 0};
  LLVMValueRef v[5];
  rev_arg a[5];
  for (unsigned i = 0; i < 5; i++) {
    if (!(v[i] = rev_value(c, ids[i], in)))
      return LSPV_ERROR_INVALID_INPUT;
    a[i] = (rev_arg){rev_type_id_of(c, ids[i]), flags[i], NULL, 0, 0};
  }
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  c->values[in->result] =
      rev_call_builtin(c, "async_work_group_strided_copy", true, rt, v, a, 5, false, false);
  return LSPV_SUCCESS;
}

/* The pipe storage OpConstantPipeStorage @p in makes, as llvm-spirv reads
 * it: the address of a `linkonce_odr addrspace(1)` global of
 * `%spirv.ConstantPipeStorage` {i32 packet size, i32 packet alignment,
 * i32 capacity}, named as the OpenCL C++ library's creator of those three
 * (one per triple); NULL on a malformed instruction. */
static LLVMValueRef creator_global(rev_ctx *c, const lspv_inst *in) {
  if (lspv_nops(in) != 5)
    return NULL;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMTypeRef el[3] = {i32, i32, i32};
  LLVMTypeRef st = LLVMGetTypeByName2(c->ctx, "spirv.ConstantPipeStorage");
  if (!st || LLVMGetTypeKind(st) != LLVMStructTypeKind || LLVMIsOpaqueStruct(st) ||
      LLVMCountStructElementTypes(st) != 3 || LLVMStructGetTypeAtIndex(st, 0) != i32 ||
      LLVMStructGetTypeAtIndex(st, 1) != i32 || LLVMStructGetTypeAtIndex(st, 2) != i32) {
    st = LLVMStructCreateNamed(c->ctx, "spirv.ConstantPipeStorage");
    LLVMStructSetBody(st, el, 3, false);
  }
  char name[128];
  snprintf(name, sizeof name,
           "_ZN2cl9__details29OpConstantPipeStorage_CreatorILi%uELi%uELi%uEE5valueE",
           rev_op(c, in, 2), rev_op(c, in, 3), rev_op(c, in, 4));
  LLVMValueRef gv = LLVMGetNamedGlobal(c->m, name);
  if (gv && LLVMGlobalGetValueType(gv) == st && LLVMGetLinkage(gv) == LLVMLinkOnceODRLinkage)
    return gv;
  LLVMValueRef f[3];
  for (unsigned i = 0; i < 3; i++)
    f[i] = LLVMConstInt(i32, rev_op(c, in, 2 + i), false);
  gv = LLVMAddGlobalInAddressSpace(c->m, st, name, 1);
  LLVMSetInitializer(gv, LLVMConstNamedStruct(st, f, 3));
  LLVMSetLinkage(gv, LLVMLinkOnceODRLinkage);
  LLVMSetAlignment(gv, 4);
  return gv;
}

/* OpConstantPipeStorage (in a block, where SPIR-V keeps the pipe
 * instructions) is `__spirv_ConstantPipeStorage(size, alignment,
 * capacity)` of the pipe storage type; a pipe made of it takes the creator
 * global instead, and the call, then unused, is dropped. */
static lspv_status constant_pipe_storage(rev_ctx *c, const lspv_inst *in) {
  if (lspv_nops(in) != 5)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "OpConstantPipeStorage takes a packet size, alignment and capacity");
  lspv_status s = rev_spirv_call(c, in, false);
  if (s == LSPV_SUCCESS && !lspv_vec_push(&c->spare, c->values[in->result]))
    return LSPV_ERROR_OUT_OF_MEMORY;
  return s;
}

/* OpCreatePipeFromPipeStorage as llvm-spirv's SPIR-V friendly call, in
 * every environment (OpenCL C has no such builtin): the name says the
 * result pipe's access (`__spirv_CreatePipeFromPipeStorage_write`), and a
 * pointer to the pipe storage is the storage itself
 * (`PU3AS119__spirv_PipeStorage`), as forward reads it. */
static lspv_status create_pipe(rev_ctx *c, const lspv_inst *in) {
  static const char *const access[] = {"_read", "_write", "_read_write"};
  const lspv_inst *pt = rev_def(c, in->type);
  uint32_t q = pt && pt->opcode == SPV_OpTypePipe ? rev_op(c, pt, 1) : 3;
  if (lspv_nops(in) != 3 || q > 2)
    return rev_spirv_call(c, in, false);
  uint32_t id = rev_op(c, in, 2), tid = rev_type_id_of(c, id);
  const lspv_inst *t = rev_def(c, tid), *k = rev_def(c, id);
  if (t && t->opcode == SPV_OpTypePointer && lspv_nops(t) == 3) {
    const lspv_inst *pointee = rev_def(c, rev_op(c, t, 2));
    if (pointee && pointee->opcode == SPV_OpTypePipeStorage)
      tid = rev_op(c, t, 2);
  }
  LLVMValueRef v =
      k && k->opcode == SPV_OpConstantPipeStorage ? creator_global(c, k) : rev_value(c, id, in);
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!v || !rt)
    return LSPV_ERROR_INVALID_INPUT;
  char name[64], buf[160];
  snprintf(name, sizeof name, "__spirv_CreatePipeFromPipeStorage%s", access[q]);
  rev_arg a = {tid, 0, NULL, 0, 0};
  rev_mangle(c, name, &a, 1, buf, sizeof buf);
  c->values[in->result] = rev_call_builtin(c, buf, false, rt, &v, &a, 1, false, false);
  return LSPV_SUCCESS;
}

lspv_status rev_pipe_inst(rev_ctx *c, const lspv_inst *in) {
  if (in->opcode == SPV_OpBuildNDRange)
    return rev_ndrange_inst(c, in);
  lspv_status es = rev_enqueue_inst(c, in);
  if (es != LSPV_DECLINED)
    return es;
  size_t k = 0;
  while (k < sizeof pipe_ops / sizeof *pipe_ops && pipe_ops[k].opcode != in->opcode)
    k++;
  bool pipe = k < sizeof pipe_ops / sizeof *pipe_ops;
  if (in->opcode == SPV_OpCreatePipeFromPipeStorage)
    return create_pipe(c, in);
  if (in->opcode == SPV_OpConstantPipeStorage)
    return constant_pipe_storage(c, in);
  if (!pipe && in->opcode != SPV_OpGroupAsyncCopy && in->opcode != SPV_OpGroupWaitEvents &&
      in->opcode != SPV_OpIsValidReserveId)
    return LSPV_DECLINED;
  if (in->opcode == SPV_OpGroupAsyncCopy)
    return async_copy(c, in);
  if (c->env == LSPV_TARGET_SPV_IR)
    return rev_spirv_call(c, in, in->opcode == SPV_OpGroupWaitEvents);
  if (pipe)
    return pipe_call(c, in, k);
  if (in->opcode == SPV_OpIsValidReserveId)
    return call_ops(c, in, "is_valid_reserve_id", true, 2, NULL);
  uint64_t scope = 0;
  if (!rev_const_u64(c, rev_op(c, in, 0), &scope) || scope != SPV_Scope_Workgroup)
    return rev_spirv_call(c, in, true);
  return call_ops(c, in, "wait_group_events", true, 1, NULL);
}
