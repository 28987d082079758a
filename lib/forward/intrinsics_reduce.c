/*===-- forward/intrinsics_reduce.c - llvm.vector.reduce.* -----------------===*\
|* Every lane is extracted with OpVectorExtractDynamic and a 32-bit constant *|
|* index (llvm-spirv's form of the lowered reduction; a plain extractelement *|
|* of a constant index stays OpCompositeExtract, as there), then folded:     *|
|*  - integer add/mul/and/or/xor and min/max: a balanced tree, pairs of       *|
|*    neighbours first, an odd last element carried to the next level;        *|
|*    min/max as a compare and a select;                                      *|
|*  - fmax/fmin (NaN-ignoring): OpenCL.std fmax/fmin over the same tree;      *|
|*  - fmaximum/fminimum (NaN-propagating): the exact expansion of            *|
|*    llvm.maximum/minimum (intrinsics_expand.c) over the tree;               *|
|*  - fadd/fmul: in lane order from the start value (the IR's semantics      *|
|*    without reassoc);                                                       *|
|*  - i1: or/umax/smin as OpAny, and/mul/umin/smax as OpAll, add/xor as a   *|
|*    tree of OpLogicalNotEqual.                                             *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

typedef enum { R_OP, R_CMP, R_OCL, R_EXACT, R_ORDERED } reduce_kind;

static const struct {
  const char *name;
  reduce_kind kind;
  unsigned op;     /* R_OP, R_ORDERED: the instruction; R_CMP: the compare */
  const char *ocl; /* R_OCL */
  bool is_min;     /* R_EXACT */
} reductions[] = {
    {"add.", R_OP, SPV_OpIAdd, NULL, false},
    {"mul.", R_OP, SPV_OpIMul, NULL, false},
    {"and.", R_OP, SPV_OpBitwiseAnd, NULL, false},
    {"or.", R_OP, SPV_OpBitwiseOr, NULL, false},
    {"xor.", R_OP, SPV_OpBitwiseXor, NULL, false},
    {"smax.", R_CMP, SPV_OpSGreaterThan, NULL, false},
    {"smin.", R_CMP, SPV_OpSLessThan, NULL, false},
    {"umax.", R_CMP, SPV_OpUGreaterThan, NULL, false},
    {"umin.", R_CMP, SPV_OpULessThan, NULL, false},
    {"fmax.", R_OCL, 0, "fmax", false},
    {"fmin.", R_OCL, 0, "fmin", false},
    {"fmaximum.", R_EXACT, 0, NULL, false},
    {"fminimum.", R_EXACT, 0, NULL, true},
    {"fadd.", R_ORDERED, SPV_OpFAdd, NULL, false},
    {"fmul.", R_ORDERED, SPV_OpFMul, NULL, false},
};

/* One step of the fold: a (op) b. */
static uint32_t combine(fwd_ctx *c, size_t k, LLVMTypeRef et, uint32_t t, uint32_t a, uint32_t b,
                        LLVMValueRef call) {
  switch (reductions[k].kind) {
  case R_OP:
  case R_ORDERED: return fwd_op2(c, reductions[k].op, t, a, b);
  case R_CMP: {
    uint32_t cond = fwd_op2(c, reductions[k].op, fwd_bool_type(c), a, b);
    return fwd_op3(c, SPV_OpSelect, t, cond, a, b);
  }
  case R_OCL: {
    const lspv_extinst_set_desc *sd = lspv_extinst_set_by_name("OpenCL.std");
    const char *n = reductions[k].ocl;
    const lspv_inst_desc *ed = sd ? lspv_extinst_by_name(sd, n, strlen(n)) : NULL;
    if (!ed || !a || !b)
      return 0;
    uint32_t x[6] = {t, fwd_id(c), lspv_fwd_ext_inst_import(c, "OpenCL.std"), ed->opcode, a, b};
    fwd_emit_body(c, SPV_OpExtInst, x, 6);
    return x[1];
  }
  case R_EXACT: return fwd_fminmax_exact(c, et, a, b, reductions[k].is_min, call);
  }
  return 0;
}

lspv_status fwd_vector_reduce(fwd_ctx *c, LLVMValueRef call, const char *name) {
  const char *what = name + strlen("llvm.vector.reduce.");
  size_t k = 0;
  while (k < sizeof reductions / sizeof reductions[0] && !has_prefix(what, reductions[k].name))
    k++;
  if (k == sizeof reductions / sizeof reductions[0])
    return fwd_unsupported(c, call, "vector reduction without a SPIR-V lowering");
  bool ordered = reductions[k].kind == R_ORDERED;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  if (nargs != (ordered ? 2u : 1u))
    return fwd_unsupported(c, call, "vector reduction with unexpected operands");
  LLVMValueRef v = LLVMGetOperand(call, ordered ? 1 : 0);
  LLVMTypeRef rt = LLVMTypeOf(call);
  uint32_t vid = fwd_val(c, v), rtid = fwd_type(c, rt, call);
  if (!vid || !rtid)
    return LSPV_ERROR_UNSUPPORTED;
  bool is_bool = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) == 1;
  unsigned op = reductions[k].op;
  if (is_bool) {
    /* On i1, true is 1 unsigned and -1 signed: or = umax = smin is OpAny,
     * and = mul = umin = smax is OpAll, and add = xor (modulo 2) folds
     * with OpLogicalNotEqual below. */
    unsigned all = op == SPV_OpBitwiseAnd || op == SPV_OpIMul || op == SPV_OpULessThan ||
                   op == SPV_OpSGreaterThan;
    unsigned any = op == SPV_OpBitwiseOr || op == SPV_OpUGreaterThan || op == SPV_OpSLessThan;
    if (all || any) {
      uint32_t a[3] = {rtid, fwd_result_id(c, call), vid};
      fwd_emit_body(c, any ? SPV_OpAny : SPV_OpAll, a, 3);
      return LSPV_SUCCESS;
    }
    if (op != SPV_OpBitwiseXor && op != SPV_OpIAdd)
      return fwd_unsupported(c, call, "vector reduction of i1 values");
  }
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
  uint32_t *lane = lspv_arena_alloc(c->arena, (n + 1) * sizeof *lane);
  if (!lane)
    return fwd_oom(c);
  for (unsigned i = 0; i < n; i++) {
    uint32_t e[4] = {rtid, fwd_id(c), vid, fwd_const_int(c, 32, i)};
    fwd_emit_body(c, SPV_OpVectorExtractDynamic, e, 4);
    lane[i] = e[1];
  }
  uint32_t acc;
  if (ordered) {
    acc = fwd_val(c, LLVMGetOperand(call, 0));
    for (unsigned i = 0; i < n; i++)
      acc = combine(c, k, rt, rtid, acc, lane[i], call);
  } else {
    for (unsigned m = n; m > 1; m = (m + 1) / 2) {
      for (unsigned i = 0; i + 1 < m; i += 2)
        lane[i / 2] = is_bool ? fwd_op2(c, SPV_OpLogicalNotEqual, rtid, lane[i], lane[i + 1])
                              : combine(c, k, rt, rtid, lane[i], lane[i + 1], call);
      if (m % 2)
        lane[m / 2] = lane[m - 1];
    }
    acc = lane[0];
  }
  return fwd_record(c, call, acc);
}
