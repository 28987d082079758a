/*===-- reverse/spec_fold.c - OpSpecConstantOp folded to LLVM constants ----===*\
|*                                                                            *|
|* An OpSpecConstantOp of a module that is not specialized has the value of  *|
|* its operation on the operands' defaults (SPIR-V 2.12).  Every opcode the  *|
|* SPIR-V spec allows there (OpSpecConstantOp's Shader and Kernel lists)     *|
|* is built with LLVM's IR builder on constant operands: the builder        *|
|* folds it to a constant (division by zero and over-wide shifts fold to     *|
|* poison, as LLVM defines them).  Where LLVM cannot fold (an operand is an  *|
|* address whose arithmetic LLVM no longer has a constant expression for)   *|
|* the orphan instruction is deleted and the opcode reported.  Pointer      *|
|* casts and access chains stay constant expressions.                       *|
|* SMod/FMod take the sign of the divisor: rem + (rem != 0 && sign(rem) !=   *|
|* sign(divisor) ? divisor : 0).                                             *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "reverse/rev_private.h"

typedef enum { F_BIN, F_CAST, F_ICMP, F_MOD } fold_kind;

static const struct {
  uint32_t op;
  fold_kind kind;
  int llvm; /* LLVMOpcode (F_BIN, F_CAST), predicate (F_ICMP), 1 = float (F_MOD) */
} folds[] = {
    {SPV_OpIAdd, F_BIN, LLVMAdd},
    {SPV_OpISub, F_BIN, LLVMSub},
    {SPV_OpIMul, F_BIN, LLVMMul},
    {SPV_OpUDiv, F_BIN, LLVMUDiv},
    {SPV_OpSDiv, F_BIN, LLVMSDiv},
    {SPV_OpUMod, F_BIN, LLVMURem},
    {SPV_OpSRem, F_BIN, LLVMSRem},
    {SPV_OpSMod, F_MOD, 0},
    {SPV_OpShiftLeftLogical, F_BIN, LLVMShl},
    {SPV_OpShiftRightLogical, F_BIN, LLVMLShr},
    {SPV_OpShiftRightArithmetic, F_BIN, LLVMAShr},
    {SPV_OpBitwiseAnd, F_BIN, LLVMAnd},
    {SPV_OpBitwiseOr, F_BIN, LLVMOr},
    {SPV_OpBitwiseXor, F_BIN, LLVMXor},
    {SPV_OpLogicalAnd, F_BIN, LLVMAnd},
    {SPV_OpLogicalOr, F_BIN, LLVMOr},
    {SPV_OpFAdd, F_BIN, LLVMFAdd},
    {SPV_OpFSub, F_BIN, LLVMFSub},
    {SPV_OpFMul, F_BIN, LLVMFMul},
    {SPV_OpFDiv, F_BIN, LLVMFDiv},
    {SPV_OpFRem, F_BIN, LLVMFRem},
    {SPV_OpFMod, F_MOD, 1},
    {SPV_OpSConvert, F_CAST, 0}, /* LLVMBuildIntCast2: trunc or sext */
    {SPV_OpUConvert, F_CAST, 0}, /* trunc or zext */
    {SPV_OpFConvert, F_CAST, 0}, /* fptrunc or fpext */
    {SPV_OpConvertFToS, F_CAST, LLVMFPToSI},
    {SPV_OpConvertFToU, F_CAST, LLVMFPToUI},
    {SPV_OpConvertSToF, F_CAST, LLVMSIToFP},
    {SPV_OpConvertUToF, F_CAST, LLVMUIToFP},
    {SPV_OpQuantizeToF16, F_CAST, 0},
    {SPV_OpIEqual, F_ICMP, LLVMIntEQ},
    {SPV_OpINotEqual, F_ICMP, LLVMIntNE},
    {SPV_OpLogicalEqual, F_ICMP, LLVMIntEQ},
    {SPV_OpLogicalNotEqual, F_ICMP, LLVMIntNE},
    {SPV_OpULessThan, F_ICMP, LLVMIntULT},
    {SPV_OpSLessThan, F_ICMP, LLVMIntSLT},
    {SPV_OpUGreaterThan, F_ICMP, LLVMIntUGT},
    {SPV_OpSGreaterThan, F_ICMP, LLVMIntSGT},
    {SPV_OpULessThanEqual, F_ICMP, LLVMIntULE},
    {SPV_OpSLessThanEqual, F_ICMP, LLVMIntSLE},
    {SPV_OpUGreaterThanEqual, F_ICMP, LLVMIntUGE},
    {SPV_OpSGreaterThanEqual, F_ICMP, LLVMIntSGE},
};

/* How many of the operands after the opcode are ids (the rest literals). */
static unsigned id_operands(uint32_t op, unsigned n) {
  switch (op) {
  case SPV_OpCompositeExtract: return n ? 1 : 0;
  case SPV_OpCompositeInsert:
  case SPV_OpVectorShuffle: return n < 2 ? n : 2;
  default: return n;
  }
}

/* A number LLVM folds any arithmetic on (no address inside). */
static bool numeric(LLVMValueRef v) {
  return LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v) || LLVMIsAConstantDataVector(v) ||
         LLVMIsAConstantAggregateZero(v);
}

/* SMod / FMod: the remainder with the sign of the divisor. */
static LLVMValueRef fold_mod(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y, bool fp) {
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef zero = LLVMConstNull(t);
  if (fp) {
    LLVMValueRef r = LLVMBuildFRem(b, x, y, "");
    LLVMValueRef nz = LLVMBuildFCmp(b, LLVMRealONE, r, zero, "");
    LLVMValueRef rneg = LLVMBuildFCmp(b, LLVMRealOLT, r, zero, "");
    LLVMValueRef yneg = LLVMBuildFCmp(b, LLVMRealOLT, y, zero, "");
    LLVMValueRef fix = LLVMBuildAnd(b, nz, LLVMBuildXor(b, rneg, yneg, ""), "");
    return LLVMBuildSelect(b, fix, LLVMBuildFAdd(b, r, y, ""), r, "");
  }
  LLVMValueRef r = LLVMBuildSRem(b, x, y, "");
  LLVMValueRef nz = LLVMBuildICmp(b, LLVMIntNE, r, zero, "");
  LLVMValueRef differ = LLVMBuildICmp(b, LLVMIntSLT, LLVMBuildXor(b, r, y, ""), zero, "");
  return LLVMBuildSelect(b, LLVMBuildAnd(b, nz, differ, ""), LLVMBuildAdd(b, r, y, ""), r, "");
}

static LLVMValueRef fold_cast(LLVMBuilderRef b, uint32_t op, int llvm, LLVMValueRef a,
                              LLVMTypeRef ty) {
  switch (op) {
  case SPV_OpSConvert:
  case SPV_OpUConvert: return LLVMBuildIntCast2(b, a, ty, op == SPV_OpSConvert, "");
  case SPV_OpFConvert: return LLVMBuildFPCast(b, a, ty, "");
  case SPV_OpQuantizeToF16: {
    /* Round to half and back: the value a 16-bit float holds. */
    LLVMTypeRef h = LLVMHalfTypeInContext(LLVMGetTypeContext(ty));
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
      h = LLVMVectorType(h, LLVMGetVectorSize(ty));
    return LLVMBuildFPExt(b, LLVMBuildFPTrunc(b, a, h, ""), ty, "");
  }
  default: return LLVMBuildCast(b, (LLVMOpcode)llvm, a, ty, "");
  }
}

/* The literal indices of a CompositeExtract/Insert walked into @p v. */
static LLVMValueRef fold_composite(rev_ctx *c, LLVMBuilderRef b, const lspv_inst *in, uint32_t op,
                                   LLVMValueRef obj, LLVMValueRef comp) {
  unsigned first = op == SPV_OpCompositeExtract ? 4 : 5, n = lspv_nops(in);
  if (n <= first || n - first > 8)
    return NULL;
  LLVMValueRef path[8];
  path[0] = op == SPV_OpCompositeExtract ? obj : comp;
  for (unsigned i = first; i < n; i++) {
    LLVMValueRef cur = path[i - first];
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(cur));
    uint32_t idx = rev_op(c, in, i);
    if (k == LLVMVectorTypeKind)
      cur = idx < LLVMGetVectorSize(LLVMTypeOf(cur))
                ? LLVMBuildExtractElement(b, cur,
                                          LLVMConstInt(LLVMInt32TypeInContext(c->ctx), idx, 0), "")
                : NULL;
    else if (k == LLVMArrayTypeKind || k == LLVMStructTypeKind)
      cur = idx < (k == LLVMStructTypeKind ? LLVMCountStructElementTypes(LLVMTypeOf(cur))
                                           : LLVMGetArrayLength2(LLVMTypeOf(cur)))
                ? LLVMBuildExtractValue(b, cur, idx, "")
                : NULL;
    else
      cur = NULL;
    if (!cur)
      return NULL;
    if (i + 1 < n)
      path[i - first + 1] = cur;
    else if (op == SPV_OpCompositeExtract)
      return cur;
  }
  /* Insert: rebuild from the innermost level out. */
  LLVMValueRef v = obj;
  for (unsigned i = n; i-- > first;) {
    LLVMValueRef outer = path[i - first];
    uint32_t idx = rev_op(c, in, i);
    if (LLVMGetTypeKind(LLVMTypeOf(outer)) == LLVMVectorTypeKind)
      v = LLVMBuildInsertElement(b, outer, v, LLVMConstInt(LLVMInt32TypeInContext(c->ctx), idx, 0),
                                 "");
    else
      v = LLVMBuildInsertValue(b, outer, v, idx, "");
  }
  return v;
}

static LLVMValueRef fold_shuffle(rev_ctx *c, LLVMBuilderRef b, const lspv_inst *in, LLVMValueRef x,
                                 LLVMValueRef y) {
  unsigned n = lspv_nops(in) - 5;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef *mask = lspv_arena_alloc(c->arena, (n + 1) * sizeof *mask);
  if (!mask || !n)
    return NULL;
  for (unsigned i = 0; i < n; i++) {
    uint32_t m = rev_op(c, in, 5 + i);
    mask[i] = m == 0xFFFFFFFFu ? LLVMGetPoison(i32) : LLVMConstInt(i32, m, 0);
  }
  return LLVMBuildShuffleVector(b, x, y, LLVMConstVector(mask, n), "");
}

LLVMValueRef rev_fold_spec_op(rev_ctx *c, const lspv_inst *in, LLVMTypeRef ty, uint32_t op) {
  unsigned n = lspv_nops(in) - 3, nid = id_operands(op, n);
  LLVMValueRef a[3] = {0};
  if (nid > 3)
    return NULL;
  for (unsigned i = 0; i < nid; i++)
    if (!(a[i] = rev_value(c, rev_op(c, in, 3 + i), in)) || !LLVMIsConstant(a[i]))
      return NULL;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->ctx);
  LLVMValueRef r = NULL;
  size_t k = 0;
  while (k < sizeof folds / sizeof folds[0] && folds[k].op != op)
    k++;
  if (k < sizeof folds / sizeof folds[0] && nid >= 1) {
    bool two = nid >= 2;
    switch (folds[k].kind) {
    case F_BIN:
      r = two ? LLVMBuildBinOp(b, (LLVMOpcode)folds[k].llvm, a[0], a[1], "") : NULL;
      break;
    case F_MOD: /* several steps: only on numbers, so that each one folds */
      r = two && numeric(a[0]) && numeric(a[1]) ? fold_mod(b, a[0], a[1], folds[k].llvm) : NULL;
      break;
    case F_CAST:
      r = op != SPV_OpQuantizeToF16 || numeric(a[0]) ? fold_cast(b, op, folds[k].llvm, a[0], ty)
                                                     : NULL;
      break;
    case F_ICMP:
      r = two ? LLVMBuildICmp(b, (LLVMIntPredicate)folds[k].llvm, a[0], a[1], "") : NULL;
      break;
    }
  } else {
    switch (op) {
    case SPV_OpSNegate: r = nid == 1 ? LLVMBuildNeg(b, a[0], "") : NULL; break;
    case SPV_OpFNegate: r = nid == 1 ? LLVMBuildFNeg(b, a[0], "") : NULL; break;
    case SPV_OpNot:
    case SPV_OpLogicalNot: r = nid == 1 ? LLVMBuildNot(b, a[0], "") : NULL; break;
    case SPV_OpSelect: r = nid == 3 ? LLVMBuildSelect(b, a[0], a[1], a[2], "") : NULL; break;
    case SPV_OpVectorShuffle: r = nid == 2 ? fold_shuffle(c, b, in, a[0], a[1]) : NULL; break;
    case SPV_OpCompositeExtract:
    case SPV_OpCompositeInsert: r = fold_composite(c, b, in, op, a[0], a[1]); break;
    default: break;
    }
  }
  LLVMDisposeBuilder(b);
  if (r && !LLVMIsConstant(r)) {
    /* LLVM has no constant for it: the builder made an orphan instruction. */
    if (LLVMIsAInstruction(r))
      LLVMDeleteInstruction(r);
    return NULL;
  }
  return r && LLVMTypeOf(r) == ty ? r : NULL;
}
