/*===-- ext/group_common.c - helpers of the group-instruction plugins -----===*\
|*                                                                            *|
|* Shared by uniform_group.c and subgroup_rotate.c (group_common.h); only    *|
|* the plugin API, like the plugins themselves.                              *|
\*===----------------------------------------------------------------------===*/
#include "ext/group_common.h"

#include <stdio.h>
#include <string.h>

bool lspv_group_eat(const char **s, size_t *len, const char *lit) {
  size_t n = strlen(lit);
  if (*len < n || memcmp(*s, lit, n))
    return false;
  *s += n;
  *len -= n;
  return true;
}

bool lspv_group_is(const char *s, size_t len, const char *lit) {
  return strlen(lit) == len && !memcmp(s, lit, len);
}

bool lspv_group_scope_prefix(const char **s, size_t *len, uint32_t *scope) {
  if (lspv_group_eat(s, len, "work_group_"))
    *scope = SPV_Scope_Workgroup;
  else if (lspv_group_eat(s, len, "sub_group_"))
    *scope = SPV_Scope_Subgroup;
  else
    return false;
  return true;
}

bool lspv_group_is_float(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind || k == LLVMFloatTypeKind ||
         k == LLVMDoubleTypeKind;
}

static bool is_i1(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

/* ---- forward -----------------------------------------------------------------*/
uint32_t lspv_group_fwd_predicate(lspv_fwd_ctx *c, LLVMValueRef x) {
  LLVMTypeRef t = LLVMTypeOf(x);
  if (is_i1(t) || LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return lspv_fwd_value(c, x);
  LLVMTypeRef i1 = LLVMInt1TypeInContext(LLVMGetTypeContext(t));
  /* A bool widened to int (what reverse writes) is that bool. */
  if (LLVMIsAZExtInst(x) && LLVMTypeOf(LLVMGetOperand(x, 0)) == i1)
    return lspv_fwd_value(c, LLVMGetOperand(x, 0));
  if (LLVMIsAConstantInt(x))
    return lspv_fwd_value(c, LLVMConstInt(i1, LLVMConstIntGetZExtValue(x) != 0, 0));
  uint32_t ops[4] = {lspv_fwd_type(c, i1), lspv_fwd_new_id(c), lspv_fwd_value(c, x),
                     lspv_fwd_value(c, LLVMConstNull(t))};
  if (!ops[0] || !ops[2] || !ops[3])
    return 0;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpINotEqual, ops, 4);
  return ops[1];
}

lspv_status lspv_group_fwd_emit(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t op, uint32_t scope,
                                int gop, const uint32_t *args, unsigned nargs, bool bool_result) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  bool select = bool_result && !is_i1(rt);
  if (select && LLVMGetTypeKind(rt) != LLVMIntegerTypeKind)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "group builtin with a predicate result that is not an int");
  uint32_t rtid = lspv_fwd_type(c, rt);
  uint32_t w[8] = {select ? lspv_fwd_type(c, LLVMInt1TypeInContext(LLVMGetTypeContext(rt))) : rtid,
                   lspv_fwd_new_id(c), lspv_fwd_const_u32(c, scope)};
  unsigned k = 3;
  if (gop >= 0)
    w[k++] = (uint32_t)gop;
  for (unsigned i = 0; i < nargs && k < 8; i++)
    if (!(w[k++] = args[i]))
      return LSPV_ERROR_UNSUPPORTED;
  if (!w[0] || !rtid)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, op, w, k);
  if (!select) {
    lspv_fwd_set_value(c, call, w[1]);
    return LSPV_SUCCESS;
  }
  if (!lspv_fwd_bool_as_int(c, call, w[1]))
    return LSPV_SUCCESS; /* only tested against 0: the bool is the value */
  uint32_t sel[5] = {rtid, lspv_fwd_new_id(c), w[1], lspv_fwd_value(c, LLVMConstInt(rt, 1, 0)),
                     lspv_fwd_value(c, LLVMConstInt(rt, 0, 0))};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpSelect, sel, 5);
  lspv_fwd_set_value(c, call, sel[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
/* The mangling layers of a scalar or vector LLVM type. */
static unsigned layers_of(LLVMTypeRef t, bool is_unsigned, lspv_mangle_type L[2]) {
  unsigned n = 0;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    L[n++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, LLVMGetVectorSize(t), 0, NULL};
    t = LLVMGetElementType(t);
  }
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    L[n++] = LLVMGetIntTypeWidth(t) == 1
                 ? (lspv_mangle_type){LSPV_MANGLE_BOOL, 0, 0, NULL}
                 : (lspv_mangle_type){LSPV_MANGLE_INT, LLVMGetIntTypeWidth(t),
                                      is_unsigned ? LSPV_MANGLE_UNSIGNED : 0, NULL};
    break;
  case LLVMHalfTypeKind: L[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 16, 0, NULL}; break;
  case LLVMBFloatTypeKind:
    L[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 16, LSPV_MANGLE_BFLOAT, NULL};
    break;
  case LLVMFloatTypeKind: L[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 32, 0, NULL}; break;
  case LLVMDoubleTypeKind: L[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 64, 0, NULL}; break;
  default: L[n++] = (lspv_mangle_type){LSPV_MANGLE_VOID, 0, 0, NULL}; break;
  }
  return n;
}

/* Mangles @p base over @p vals and calls it (convergent); records the result. */
static lspv_status call_mangled(lspv_rev_ctx *c, const lspv_rev_inst *in, const char *base,
                                LLVMTypeRef rt, LLVMValueRef *vals, unsigned n, unsigned uns,
                                LLVMValueRef *out) {
  lspv_mangle_type L[8][2];
  lspv_mangle_param params[8];
  char name[192];
  for (unsigned i = 0; i < n; i++) {
    if (!vals[i])
      return LSPV_ERROR_INVALID_INPUT;
    params[i] = (lspv_mangle_param){L[i], layers_of(LLVMTypeOf(vals[i]), uns >> i & 1, L[i])};
  }
  lspv_itanium_mangle(base, params, n, name, sizeof name);
  *out = lspv_rev_call_builtin(c, name, rt, vals, n, 1);
  if (!*out)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "cannot call %s", name);
  return LSPV_SUCCESS;
}

lspv_status lspv_group_rev_spirv_call(lspv_rev_ctx *c, const lspv_rev_inst *in, unsigned literal_at,
                                      unsigned unsigned_ops) {
  const char *op = lspv_grammar_opcode_name(in->opcode);
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(lspv_rev_context(c));
  LLVMValueRef vals[8];
  unsigned n = 0;
  if (!op || !rt || in->noperands > 10)
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = 2; i < in->noperands; i++, n++) {
    vals[n] = i == literal_at ? LLVMConstInt(i32, in->operands[i], 0)
                              : lspv_rev_value(c, in->operands[i]);
  }
  char base[96];
  snprintf(base, sizeof base, "__spirv_%s", op + (strncmp(op, "Op", 2) ? 0 : 2));
  LLVMValueRef call;
  lspv_status s = call_mangled(c, in, base, rt, vals, n, unsigned_ops, &call);
  if (!s)
    lspv_rev_set_value(c, in->result_id, call);
  return s;
}

/* A bool as OpenCL's int: the `zext` of it the current block already has
 * (the OpSelect forward made of the same int), else a new one, so that the
 * round trip is a fixpoint. */
static LLVMValueRef int_predicate(LLVMBuilderRef b, LLVMValueRef v, LLVMTypeRef i32) {
  LLVMBasicBlockRef bb = LLVMGetInsertBlock(b);
  for (LLVMUseRef u = LLVMGetFirstUse(v); u && !LLVMIsAConstant(v); u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAZExtInst(user) && LLVMTypeOf(user) == i32 && LLVMGetInstructionParent(user) == bb)
      return user;
  }
  return LLVMBuildZExt(b, v, i32, "");
}

lspv_status lspv_group_rev_cl_call(lspv_rev_ctx *c, const lspv_rev_inst *in, const char *name,
                                   unsigned first, unsigned unsigned_args, bool bool_arg,
                                   bool bool_result) {
  LLVMBuilderRef b = lspv_rev_builder(c);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(lspv_rev_context(c));
  LLVMTypeRef rt = bool_result ? i32 : lspv_rev_type(c, in->type_id);
  LLVMValueRef vals[8];
  unsigned n = 0;
  if (!rt || in->noperands > first + 8)
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = first; i < in->noperands; i++, n++) {
    vals[n] = lspv_rev_value(c, in->operands[i]);
    if (vals[n] && i == first && bool_arg)
      vals[n] = int_predicate(b, vals[n], i32);
  }
  LLVMValueRef call;
  lspv_status s = call_mangled(c, in, name, rt, vals, n, unsigned_args, &call);
  if (s)
    return s;
  lspv_rev_set_value(c, in->result_id,
                     bool_result ? LLVMBuildICmp(b, LLVMIntNE, call, LLVMConstNull(i32), "")
                                 : call);
  return LSPV_SUCCESS;
}
