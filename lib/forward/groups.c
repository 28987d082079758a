/*===-- forward/groups.c - OpenCL work-group and sub-group builtins --------===*\
|*                                                                            *|
|* work_group_<f> and sub_group_<f> (OpenCL C 6.15.16, cl_khr_subgroups and  *|
|* the cl_khr_subgroup_* extensions) become OpGroup* (Groups capability) and *|
|* OpGroupNonUniform* (SPIR-V 1.3, GroupNonUniform* capabilities).  The      *|
|* prefix gives the Execution scope (Workgroup 2, Subgroup 3); the rest is    *|
|* looked up in two tables:                                                  *|
|*  - the collective operations: [non_uniform_|clustered_]{reduce,           *|
|*    scan_inclusive,scan_exclusive}_<op>, whose GroupOperation is Reduce,   *|
|*    InclusiveScan, ExclusiveScan or (clustered) ClusteredReduce with the  *|
|*    cluster size operand, and whose opcode the value's type chooses: F for *|
|*    floating point, S or U by the mangled signedness for min/max, I else;  *|
|*  - the others (all, any, broadcast, elect, ballot*, shuffle*), one row a  *|
|*    builtin with its opcode and operand shape.                             *|
|* OpenCL passes and returns predicates as int: a bool operand is `x != 0`   *|
|* (folded for constants), a bool result is selected into 1 / 0.  The uniform *|
|* mul / bitwise / logical collectives are extension instructions: a plugin  *|
|* claims them before the core sees the call (ext/uniform_group.c).          *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

enum {
  G_BOOL_ARG = 1,    /* the first argument is an int predicate */
  G_BOOL_RESULT = 2, /* the instruction yields bool, OpenCL an int */
  G_LOCAL_IDS = 4,   /* work_group_broadcast: 1 to 3 local ids, as a vector */
};

/* ---- the collective operations -------------------------------------------------*/
/* Opcodes by the value's type: integer (or signed), unsigned, float; 0 when
 * the core has none (the uniform mul / bitwise / logical ones). */
static const struct {
  const char *name;
  uint16_t uni[3], nonuni[3];
  bool logical; /* bool value and result */
} collective[] = {
    {"add",
     {SPV_OpGroupIAdd, SPV_OpGroupIAdd, SPV_OpGroupFAdd},
     {SPV_OpGroupNonUniformIAdd, SPV_OpGroupNonUniformIAdd, SPV_OpGroupNonUniformFAdd},
     false},
    {"mul",
     {0, 0, 0},
     {SPV_OpGroupNonUniformIMul, SPV_OpGroupNonUniformIMul, SPV_OpGroupNonUniformFMul},
     false},
    {"min",
     {SPV_OpGroupSMin, SPV_OpGroupUMin, SPV_OpGroupFMin},
     {SPV_OpGroupNonUniformSMin, SPV_OpGroupNonUniformUMin, SPV_OpGroupNonUniformFMin},
     false},
    {"max",
     {SPV_OpGroupSMax, SPV_OpGroupUMax, SPV_OpGroupFMax},
     {SPV_OpGroupNonUniformSMax, SPV_OpGroupNonUniformUMax, SPV_OpGroupNonUniformFMax},
     false},
    {"and",
     {0, 0, 0},
     {SPV_OpGroupNonUniformBitwiseAnd, SPV_OpGroupNonUniformBitwiseAnd, 0},
     false},
    {"or", {0, 0, 0}, {SPV_OpGroupNonUniformBitwiseOr, SPV_OpGroupNonUniformBitwiseOr, 0}, false},
    {"xor",
     {0, 0, 0},
     {SPV_OpGroupNonUniformBitwiseXor, SPV_OpGroupNonUniformBitwiseXor, 0},
     false},
    {"logical_and", {0, 0, 0}, {SPV_OpGroupNonUniformLogicalAnd, 0, 0}, true},
    {"logical_or", {0, 0, 0}, {SPV_OpGroupNonUniformLogicalOr, 0, 0}, true},
    {"logical_xor", {0, 0, 0}, {SPV_OpGroupNonUniformLogicalXor, 0, 0}, true},
};

static const struct {
  const char *name;
  uint32_t op;
} kinds[] = {
    {"reduce_", SPV_GroupOperation_Reduce},
    {"scan_inclusive_", SPV_GroupOperation_InclusiveScan},
    {"scan_exclusive_", SPV_GroupOperation_ExclusiveScan},
};

/* ---- the other builtins ---------------------------------------------------------*/
static const struct {
  const char *name;
  uint8_t nargs; /* 0: work_group_broadcast's 2 to 4 */
  uint16_t op;
  int8_t gop; /* GroupOperation operand, -1 for none */
  uint8_t flags;
} others[] = {
    {"all", 1, SPV_OpGroupAll, -1, G_BOOL_ARG | G_BOOL_RESULT},
    {"any", 1, SPV_OpGroupAny, -1, G_BOOL_ARG | G_BOOL_RESULT},
    {"broadcast", 0, SPV_OpGroupBroadcast, -1, G_LOCAL_IDS},
    {"elect", 0, SPV_OpGroupNonUniformElect, -1, G_BOOL_RESULT},
    {"non_uniform_all", 1, SPV_OpGroupNonUniformAll, -1, G_BOOL_ARG | G_BOOL_RESULT},
    {"non_uniform_any", 1, SPV_OpGroupNonUniformAny, -1, G_BOOL_ARG | G_BOOL_RESULT},
    {"non_uniform_all_equal", 1, SPV_OpGroupNonUniformAllEqual, -1, G_BOOL_RESULT},
    {"non_uniform_broadcast", 2, SPV_OpGroupNonUniformBroadcast, -1, 0},
    {"broadcast_first", 1, SPV_OpGroupNonUniformBroadcastFirst, -1, 0},
    {"ballot", 1, SPV_OpGroupNonUniformBallot, -1, G_BOOL_ARG},
    {"inverse_ballot", 1, SPV_OpGroupNonUniformInverseBallot, -1, G_BOOL_RESULT},
    {"ballot_bit_extract", 2, SPV_OpGroupNonUniformBallotBitExtract, -1, G_BOOL_RESULT},
    {"ballot_bit_count", 1, SPV_OpGroupNonUniformBallotBitCount, SPV_GroupOperation_Reduce, 0},
    {"ballot_inclusive_scan", 1, SPV_OpGroupNonUniformBallotBitCount,
     SPV_GroupOperation_InclusiveScan, 0},
    {"ballot_exclusive_scan", 1, SPV_OpGroupNonUniformBallotBitCount,
     SPV_GroupOperation_ExclusiveScan, 0},
    {"ballot_find_lsb", 1, SPV_OpGroupNonUniformBallotFindLSB, -1, 0},
    {"ballot_find_msb", 1, SPV_OpGroupNonUniformBallotFindMSB, -1, 0},
    {"shuffle", 2, SPV_OpGroupNonUniformShuffle, -1, 0},
    {"shuffle_xor", 2, SPV_OpGroupNonUniformShuffleXor, -1, 0},
    {"shuffle_up", 2, SPV_OpGroupNonUniformShuffleUp, -1, 0},
    {"shuffle_down", 2, SPV_OpGroupNonUniformShuffleDown, -1, 0},
};

static bool eq(const char *s, size_t len, const char *lit) {
  return strlen(lit) == len && !memcmp(s, lit, len);
}

static bool eat(const char **s, size_t *len, const char *lit) {
  size_t n = strlen(lit);
  if (*len < n || memcmp(*s, lit, n))
    return false;
  *s += n;
  *len -= n;
  return true;
}

static bool is_float_type(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind || k == LLVMFloatTypeKind ||
         k == LLVMDoubleTypeKind;
}

static bool is_i1(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

/* An OpenCL int predicate as a SPIR-V bool: `x != 0`, folded for constants. */
static uint32_t predicate(fwd_ctx *c, LLVMValueRef x) {
  LLVMTypeRef t = LLVMTypeOf(x);
  if (is_i1(t))
    return fwd_val(c, x);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return 0;
  /* A bool widened to int (what reverse writes) is that bool. */
  if (LLVMIsAZExtInst(x) && is_i1(LLVMTypeOf(LLVMGetOperand(x, 0))))
    return fwd_val(c, LLVMGetOperand(x, 0));
  if (LLVMIsAConstantInt(x))
    return fwd_val(
        c, LLVMConstInt(LLVMInt1TypeInContext(c->llctx), LLVMConstIntGetZExtValue(x) != 0, 0));
  uint32_t v = fwd_val(c, x), zero = fwd_const_int(c, LLVMGetIntTypeWidth(t), 0);
  if (!v || !zero)
    return 0;
  return fwd_op2(c, SPV_OpINotEqual, fwd_bool_type(c), v, zero);
}

/* work_group_broadcast's local ids: one size_t, or 2 / 3 gathered into a
 * vector (SPIR-V: LocalId is a scalar or vector of 2 or 3 integers). */
static uint32_t local_ids(fwd_ctx *c, LLVMValueRef call, unsigned first, unsigned n) {
  if (n == 1)
    return fwd_val(c, LLVMGetOperand(call, first));
  LLVMTypeRef et = LLVMTypeOf(LLVMGetOperand(call, first));
  uint32_t ops[2 + 3] = {fwd_type(c, LLVMVectorType(et, n), call), fwd_id(c)};
  for (unsigned i = 0; i < n; i++)
    if (!(ops[2 + i] = fwd_val(c, LLVMGetOperand(call, first + i))))
      return 0;
  if (!ops[0])
    return 0;
  fwd_emit_body(c, SPV_OpCompositeConstruct, ops, 2 + n);
  return ops[1];
}

static uint32_t call_bool(fwd_ctx *c, LLVMValueRef cmp);

/* Emits `op type id scope [gop] args...`; a bool result is selected into
 * the call's integer type (unless only `icmp ne %call, 0` uses it). */
static lspv_status emit(fwd_ctx *c, LLVMValueRef call, unsigned op, uint32_t scope, int gop,
                        const uint32_t *args, unsigned nargs, bool bool_result) {
  lspv_status s = LSPV_SUCCESS;
  if (gop >= 0)
    s = fwd_need_enum(c, LSPV_OK_GroupOperation, (unsigned)gop, call);
  if (s || (s = fwd_need_inst(c, op, call)))
    return s;
  LLVMTypeRef rt = LLVMTypeOf(call);
  bool select = bool_result && !is_i1(rt);
  uint32_t rtid = fwd_type(c, rt, call);
  uint32_t ops[8] = {select ? fwd_bool_type(c) : rtid, select ? fwd_id(c) : fwd_result_id(c, call),
                     fwd_const_int(c, 32, scope)};
  unsigned k = 3;
  if (gop >= 0)
    ops[k++] = (uint32_t)gop;
  for (unsigned i = 0; i < nargs && k < 8; i++)
    if (!(ops[k++] = args[i]))
      return LSPV_ERROR_UNSUPPORTED;
  if (!rtid || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, op, ops, k);
  if (!select)
    return LSPV_SUCCESS;
  if (LLVMGetTypeKind(rt) != LLVMIntegerTypeKind)
    return fwd_unsupported(c, call, "group builtin with a predicate result that is not an int");
  if (!fwd_bool_as_int(c, call, ops[1]))
    return LSPV_SUCCESS; /* only tested against 0: the bool is the value */
  unsigned bits = LLVMGetIntTypeWidth(rt);
  uint32_t sel[5] = {rtid, fwd_result_id(c, call), ops[1], fwd_const_int(c, bits, 1),
                     fwd_const_int(c, bits, 0)};
  fwd_emit_body(c, SPV_OpSelect, sel, 5);
  return LSPV_SUCCESS;
}

bool fwd_bool_as_int(fwd_ctx *c, LLVMValueRef call, uint32_t bool_id) {
  if (!lspv_ptrmap_put(&c->group_bools, call, bool_id))
    c->b->oom = true;
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef cmp = LLVMGetUser(u);
    if (!call_bool(c, cmp))
      return true;
    /* `zext` of the comparison back to the call's type is the int
     * (fwd_group_predicate_use). */
    for (LLVMUseRef w = LLVMGetFirstUse(cmp); w; w = LLVMGetNextUse(w))
      if (LLVMIsAZExtInst(LLVMGetUser(w)) && LLVMTypeOf(LLVMGetUser(w)) == LLVMTypeOf(call))
        return true;
  }
  return !LLVMGetFirstUse(call);
}

/* The bool of `icmp ne %call, 0` when %call is a group call with a bool
 * result; 0 otherwise. */
static uint32_t call_bool(fwd_ctx *c, LLVMValueRef cmp) {
  uintptr_t g = 0;
  if (!cmp || !LLVMIsAICmpInst(cmp) || LLVMGetICmpPredicate(cmp) != LLVMIntNE)
    return 0;
  LLVMValueRef zero = LLVMGetOperand(cmp, 1);
  if (!LLVMIsAConstantInt(zero) || LLVMConstIntGetZExtValue(zero) != 0 ||
      !lspv_ptrmap_get(&c->group_bools, LLVMGetOperand(cmp, 0), &g))
    return 0;
  return (uint32_t)g;
}

/* Whether @p user passes its operand @p u as the int predicate of a group
 * builtin (which takes the bool a `zext` widened: predicate()). */
static bool predicate_use(LLVMUseRef u) {
  LLVMValueRef call = LLVMGetUser(u);
  if (!LLVMIsACallInst(call) || LLVMGetNumArgOperands(call) < 1 ||
      LLVMGetOperand(call, 0) != LLVMGetUsedValue(u) || !LLVMIsAFunction(LLVMGetCalledValue(call)))
    return false;
  size_t len;
  const char *rest, *name = LLVMGetValueName2(LLVMGetCalledValue(call), &len);
  const char *base = lspv_itanium_name(name, &len, &rest);
  if (!base || !(eat(&base, &len, "work_group_") || eat(&base, &len, "sub_group_")))
    return false;
  for (size_t k = 0; k < sizeof others / sizeof *others; k++)
    if ((others[k].flags & G_BOOL_ARG) && eq(base, len, others[k].name))
      return LLVMGetNumArgOperands(call) == others[k].nargs;
  static const char *const logical[] = {"logical_and", "logical_or", "logical_xor"};
  for (size_t k = 0; k < 3; k++) {
    size_t n = strlen(logical[k]);
    if (len > n && !memcmp(base + len - n, logical[k], n))
      return true;
  }
  return false;
}

bool fwd_group_predicate_use(fwd_ctx *c, LLVMValueRef i) {
  uintptr_t early = 0;
  if (lspv_ptrmap_get(&c->vals, i, &early))
    return false; /* an id was given before (a phi) */
  /* A bool widened only to be a group builtin's predicate: nothing to emit. */
  if (LLVMIsAZExtInst(i) && is_i1(LLVMTypeOf(LLVMGetOperand(i, 0))) && LLVMGetFirstUse(i)) {
    LLVMUseRef u = LLVMGetFirstUse(i);
    while (u && predicate_use(u))
      u = LLVMGetNextUse(u);
    if (!u)
      return true;
  }
  if (!c->group_bools.n)
    return false;
  uint32_t id = 0;
  if (LLVMIsAICmpInst(i)) {
    id = call_bool(c, i);
  } else if (LLVMIsAZExtInst(i) && call_bool(c, LLVMGetOperand(i, 0))) {
    LLVMValueRef call = LLVMGetOperand(LLVMGetOperand(i, 0), 0);
    if (LLVMTypeOf(call) == LLVMTypeOf(i))
      id = fwd_val(c, call);
  }
  return id && lspv_ptrmap_put(&c->vals, i, id);
}

/* Declares the result type (the bool of a predicate result) and the scope
 * of a group instruction ahead of its value operands, in the order of the
 * `__spirv_` call that reverse writes (result type, then the operands in
 * turn), so that the round trip declares them in the same order.  A
 * predicate operand (its comparison an instruction of its own there) comes
 * before. */
static void declare_ahead(fwd_ctx *c, LLVMValueRef call, uint32_t scope, bool bool_result) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (bool_result && !is_i1(rt))
    fwd_bool_type(c);
  else
    fwd_type(c, rt, call);
  fwd_const_int(c, 32, scope);
}

/* [non_uniform_|clustered_]{reduce,scan_inclusive,scan_exclusive}_<op>. */
static lspv_status collective_op(fwd_ctx *c, LLVMValueRef call, uint32_t scope, const char *p,
                                 size_t len, const char *rest) {
  bool clustered = eat(&p, &len, "clustered_");
  bool nonuni = clustered || eat(&p, &len, "non_uniform_");
  size_t k = 0;
  while (k < sizeof kinds / sizeof *kinds && !eat(&p, &len, kinds[k].name))
    k++;
  if (k == sizeof kinds / sizeof *kinds || (clustered && k != 0))
    return LSPV_DECLINED;
  size_t o = 0;
  while (o < sizeof collective / sizeof *collective && !eq(p, len, collective[o].name))
    o++;
  unsigned nargs = LLVMGetNumArgOperands(call);
  if (o == sizeof collective / sizeof *collective || nargs != (clustered ? 2u : 1u))
    return LSPV_DECLINED;
  LLVMValueRef x = LLVMGetOperand(call, 0);
  unsigned variant = collective[o].logical          ? 0
                     : is_float_type(LLVMTypeOf(x)) ? 2
                     : fwd_param_unsigned(rest)     ? 1
                                                    : 0;
  unsigned op = nonuni ? collective[o].nonuni[variant] : collective[o].uni[variant];
  if (!op)
    return LSPV_DECLINED;
  uint32_t args[2] = {0, 0};
  if (collective[o].logical)
    args[0] = predicate(c, x);
  declare_ahead(c, call, scope, collective[o].logical);
  if (!collective[o].logical)
    args[0] = fwd_val(c, x);
  if (clustered)
    args[1] = fwd_val(c, LLVMGetOperand(call, 1));
  int gop = clustered ? SPV_GroupOperation_ClusteredReduce : (int)kinds[k].op;
  return emit(c, call, op, scope, gop, args, clustered ? 2 : 1, collective[o].logical);
}

lspv_status fwd_group_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest) {
  uint32_t scope;
  if (eat(&base, &len, "work_group_"))
    scope = SPV_Scope_Workgroup;
  else if (eat(&base, &len, "sub_group_"))
    scope = SPV_Scope_Subgroup;
  else
    return LSPV_DECLINED;
  lspv_status s = collective_op(c, call, scope, base, len, rest);
  if (s != LSPV_DECLINED)
    return s;
  size_t k = 0;
  while (k < sizeof others / sizeof *others && !eq(base, len, others[k].name))
    k++;
  if (k == sizeof others / sizeof *others)
    return LSPV_DECLINED;
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t args[4];
  unsigned nargs = 0;
  if (others[k].flags & G_LOCAL_IDS) {
    if (n < 2 || n > 4)
      return fwd_unsupported(c, call, "work_group_broadcast takes a value and 1 to 3 local ids");
    args[nargs++] = fwd_val(c, LLVMGetOperand(call, 0));
    args[nargs++] = local_ids(c, call, 1, n - 1);
  } else {
    if (n != others[k].nargs)
      return LSPV_DECLINED;
    bool pred = n && (others[k].flags & G_BOOL_ARG);
    if (pred)
      args[nargs++] = predicate(c, LLVMGetOperand(call, 0));
    declare_ahead(c, call, scope, (others[k].flags & G_BOOL_RESULT) != 0);
    for (unsigned i = pred; i < n; i++)
      args[nargs++] = fwd_val(c, LLVMGetOperand(call, i));
    /* "Before version 1.5, Id must come from a constant instruction"
     * (SPIR-V 3.42.24, OpGroupNonUniformBroadcast). */
    s = LSPV_SUCCESS;
    if (others[k].op == SPV_OpGroupNonUniformBroadcast && !LLVMIsAConstant(LLVMGetOperand(call, 1)))
      s = fwd_need_version(c, 0x10500,
                           "OpGroupNonUniformBroadcast with an Id that is not a constant");
    if (s)
      return s;
  }
  return emit(c, call, others[k].op, scope, others[k].gop, args, nargs,
              (others[k].flags & G_BOOL_RESULT) != 0);
}
