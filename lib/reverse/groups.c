/*===-- reverse/groups.c - OpGroup* / OpGroupNonUniform* -> OpenCL C --------===*\
|*                                                                            *|
|* In the OpenCL environments a group instruction with a constant Workgroup  *|
|* or Subgroup scope becomes the work_group_<f> / sub_group_<f> builtin that *|
|* forward (forward/groups.c) reads back as the same instruction:            *|
|*  - the collective operations (GroupOperation Reduce, InclusiveScan,       *|
|*    ExclusiveScan, ClusteredReduce) spell their operation and kind:         *|
|*    sub_group_non_uniform_scan_inclusive_max, sub_group_clustered_reduce_add;*|
|*  - the others are one row each (all, broadcast, ballot*, shuffle*...).    *|
|* An integer argument mangles unsigned where OpenCL declares it so (the U    *|
|* opcodes' values, ids, ballots, cluster sizes; broadcast values, as       *|
|* llvm-spirv spells them); bool operands and results are OpenCL ints.       *|
|* In SPV-IR, and for any other scope, the SPIR-V friendly call               *|
|* __spirv_<OpName>(scope, [operation,] operands...) with the same unsigned  *|
|* rules by operand position.                                                 *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

enum {
  G_BOOL_ARG = 1,    /* the first operand is a bool: an OpenCL int */
  G_BOOL_RESULT = 2, /* the result is a bool: the builtin returns int */
  G_LOCAL_IDS = 4,   /* OpGroupBroadcast: a vector LocalId is 2 or 3 arguments */
  G_ARITH = 8,       /* a GroupOperation operand names the builtin's kind */
};

/* name: the OpenCL name after the scope prefix (the operation for G_ARITH
 * rows); cl_unsigned: bit i set when OpenCL argument i is unsigned;
 * ir_unsigned: the same for the <id> operands of the SPIR-V friendly call
 * (after the result: scope is operand 0). */
static const struct {
  uint16_t op;
  const char *name;
  uint8_t flags, cl_unsigned, ir_unsigned;
  bool nonuniform;
} rows[] = {
    {SPV_OpGroupAll, "all", G_BOOL_ARG | G_BOOL_RESULT, 0, 0, false},
    {SPV_OpGroupAny, "any", G_BOOL_ARG | G_BOOL_RESULT, 0, 0, false},
    {SPV_OpGroupBroadcast, "broadcast", G_LOCAL_IDS, 0xf, 1u << 2, false},
    {SPV_OpGroupIAdd, "add", G_ARITH, 0, 0, false},
    {SPV_OpGroupFAdd, "add", G_ARITH, 0, 0, false},
    {SPV_OpGroupFMin, "min", G_ARITH, 0, 0, false},
    {SPV_OpGroupUMin, "min", G_ARITH, 1, 1u << 2, false},
    {SPV_OpGroupSMin, "min", G_ARITH, 0, 0, false},
    {SPV_OpGroupFMax, "max", G_ARITH, 0, 0, false},
    {SPV_OpGroupUMax, "max", G_ARITH, 1, 1u << 2, false},
    {SPV_OpGroupSMax, "max", G_ARITH, 0, 0, false},
    {SPV_OpGroupNonUniformElect, "elect", G_BOOL_RESULT, 0, 0, true},
    {SPV_OpGroupNonUniformAll, "non_uniform_all", G_BOOL_ARG | G_BOOL_RESULT, 0, 0, true},
    {SPV_OpGroupNonUniformAny, "non_uniform_any", G_BOOL_ARG | G_BOOL_RESULT, 0, 0, true},
    {SPV_OpGroupNonUniformAllEqual, "non_uniform_all_equal", G_BOOL_RESULT, 0, 0, true},
    {SPV_OpGroupNonUniformBroadcast, "non_uniform_broadcast", 0, 3, 1u << 2, true},
    {SPV_OpGroupNonUniformBroadcastFirst, "broadcast_first", 0, 1, 0, true},
    {SPV_OpGroupNonUniformBallot, "ballot", G_BOOL_ARG, 0, 0, true},
    {SPV_OpGroupNonUniformInverseBallot, "inverse_ballot", G_BOOL_RESULT, 1, 1u << 1, true},
    {SPV_OpGroupNonUniformBallotBitExtract, "ballot_bit_extract", G_BOOL_RESULT, 3, 3u << 1, true},
    {SPV_OpGroupNonUniformBallotBitCount, NULL, 0, 1, 1u << 2, true},
    {SPV_OpGroupNonUniformBallotFindLSB, "ballot_find_lsb", 0, 1, 1u << 1, true},
    {SPV_OpGroupNonUniformBallotFindMSB, "ballot_find_msb", 0, 1, 1u << 1, true},
    {SPV_OpGroupNonUniformShuffle, "shuffle", 0, 2, 1u << 2, true},
    {SPV_OpGroupNonUniformShuffleXor, "shuffle_xor", 0, 2, 1u << 2, true},
    {SPV_OpGroupNonUniformShuffleUp, "shuffle_up", 0, 2, 1u << 2, true},
    {SPV_OpGroupNonUniformShuffleDown, "shuffle_down", 0, 2, 1u << 2, true},
    {SPV_OpGroupNonUniformIAdd, "add", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformFAdd, "add", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformIMul, "mul", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformFMul, "mul", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformSMin, "min", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformUMin, "min", G_ARITH, 3, 3u << 2, true},
    {SPV_OpGroupNonUniformFMin, "min", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformSMax, "max", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformUMax, "max", G_ARITH, 3, 3u << 2, true},
    {SPV_OpGroupNonUniformFMax, "max", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformBitwiseAnd, "and", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformBitwiseOr, "or", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformBitwiseXor, "xor", G_ARITH, 2, 1u << 3, true},
    {SPV_OpGroupNonUniformLogicalAnd, "logical_and", G_ARITH | G_BOOL_ARG | G_BOOL_RESULT, 2,
     1u << 3, true},
    {SPV_OpGroupNonUniformLogicalOr, "logical_or", G_ARITH | G_BOOL_ARG | G_BOOL_RESULT, 2, 1u << 3,
     true},
    {SPV_OpGroupNonUniformLogicalXor, "logical_xor", G_ARITH | G_BOOL_ARG | G_BOOL_RESULT, 2,
     1u << 3, true},
};

static const char *const kinds[] = {"reduce", "scan_inclusive", "scan_exclusive"};
static const char *const ballot_counts[] = {"ballot_bit_count", "ballot_inclusive_scan",
                                            "ballot_exclusive_scan"};

/* The OpenCL name of row @p r with GroupOperation @p gop; false when OpenCL
 * has no builtin for it (a partitioned operation...). */
static bool cl_name(size_t r, const char *pfx, uint32_t gop, char *out, size_t cap) {
  if (rows[r].op == SPV_OpGroupNonUniformBallotBitCount) {
    if (gop > SPV_GroupOperation_ExclusiveScan)
      return false;
    snprintf(out, cap, "%s_%s", pfx, ballot_counts[gop]);
  } else if (!(rows[r].flags & G_ARITH)) {
    snprintf(out, cap, "%s_%s", pfx, rows[r].name);
  } else if (gop == SPV_GroupOperation_ClusteredReduce && rows[r].nonuniform) {
    snprintf(out, cap, "%s_clustered_reduce_%s", pfx, rows[r].name);
  } else if (gop <= SPV_GroupOperation_ExclusiveScan) {
    snprintf(out, cap, "%s_%s%s_%s", pfx, rows[r].nonuniform ? "non_uniform_" : "", kinds[gop],
             rows[r].name);
  } else {
    return false;
  }
  return true;
}

/* The OpenCL C builtin of row @p r; LSPV_DECLINED when it has none. */
/* A bool operand as OpenCL's int: the `zext` of it the current block
 * already has (the OpSelect forward made of the same int), else a new one,
 * so that the round trip is a fixpoint. */
static LLVMValueRef int_predicate(rev_ctx *c, LLVMValueRef b) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMBasicBlockRef bb = LLVMGetInsertBlock(c->b);
  for (LLVMUseRef u = LLVMGetFirstUse(b); u && !LLVMIsAConstant(b); u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAZExtInst(user) && LLVMTypeOf(user) == i32 && LLVMGetInstructionParent(user) == bb)
      return user;
  }
  return LLVMBuildZExt(c->b, b, i32, "");
}

static lspv_status group_cl(rev_ctx *c, const lspv_inst *in, size_t r) {
  uint64_t scope;
  if (!rev_const_u64(c, rev_op(c, in, 2), &scope) ||
      (scope != SPV_Scope_Subgroup && (scope != SPV_Scope_Workgroup || rows[r].nonuniform)))
    return LSPV_DECLINED;
  unsigned first = 3;
  uint32_t gop = 0;
  if ((rows[r].flags & G_ARITH) || rows[r].op == SPV_OpGroupNonUniformBallotBitCount)
    gop = rev_op(c, in, first++);
  char name[80];
  if (!cl_name(r, scope == SPV_Scope_Subgroup ? "sub_group" : "work_group", gop, name, sizeof name))
    return LSPV_DECLINED;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef vals[6];
  rev_arg args[6];
  unsigned k = 0, n = lspv_nops(in);
  memset(args, 0, sizeof args);
  for (unsigned i = first; i < n && k < 4; i++) {
    uint32_t id = rev_op(c, in, i), tid = rev_type_id_of(c, id);
    LLVMValueRef v = rev_value(c, id, in);
    if (!v)
      return LSPV_ERROR_INVALID_INPUT;
    const lspv_inst *t = rev_def(c, tid);
    if (i == first && (rows[r].flags & G_BOOL_ARG)) {
      v = int_predicate(c, v);
      tid = 0;
    }
    unsigned uflag = rows[r].cl_unsigned >> (i - first) & 1 ? REV_ARG_UNSIGNED : 0;
    if ((rows[r].flags & G_LOCAL_IDS) && i > first && t && t->opcode == SPV_OpTypeVector) {
      /* work_group_broadcast(value, x, y[, z]) */
      for (unsigned j = 0; j < rev_op(c, t, 2) && k < 4; j++, k++) {
        vals[k] = LLVMBuildExtractElement(c->b, v, LLVMConstInt(i32, j, 0), "");
        args[k] = (rev_arg){rev_op(c, t, 1), REV_ARG_UNSIGNED, NULL, 0, 0};
      }
      continue;
    }
    vals[k] = v;
    args[k++] = (rev_arg){tid, uflag, NULL, 0, 0};
  }
  bool bres = (rows[r].flags & G_BOOL_RESULT) != 0;
  LLVMTypeRef rt = bres ? i32 : rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef call = rev_call_builtin(c, name, true, rt, vals, args, k, true, false);
  c->values[in->result] =
      bres ? LLVMBuildICmp(c->b, LLVMIntNE, call, LLVMConstNull(i32), "") : call;
  return LSPV_SUCCESS;
}

lspv_status rev_group_inst(rev_ctx *c, const lspv_inst *in) {
  for (size_t r = 0; r < sizeof rows / sizeof *rows; r++) {
    if (rows[r].op != in->opcode)
      continue;
    if (c->env != LSPV_TARGET_SPV_IR) {
      lspv_status s = group_cl(c, in, r);
      if (s != LSPV_DECLINED)
        return s;
    }
    return rev_spirv_call_ex(c, in, true, "", rows[r].ir_unsigned);
  }
  /* Other group and subgroup instructions (extensions): the SPIR-V
   * friendly call, convergent as every group operation is. */
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  if (!d)
    return LSPV_DECLINED;
  const char *nm = strncmp(d->name, "Op", 2) == 0 ? d->name + 2 : d->name;
  if (strncmp(nm, "Group", 5) != 0 && strncmp(nm, "Subgroup", 8) != 0)
    return LSPV_DECLINED;
  return rev_spirv_call(c, in, true);
}
