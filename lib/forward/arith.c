/*===-- forward/arith.c - arithmetic, casts, comparisons, vectors ---------===*\
|* One-to-one mappings are tables.  Booleans (i1 and vectors of i1) are     *|
|* SPIR-V bools: their and/or/xor are logical ops, their extensions selects, *|
|* and a bitcast of a bool vector to an integer (or back) is lowered to      *|
|* selects and bit operations, never an invalid OpBitcast (a known          *|
|* llvm-spirv trap).                                                         *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static LLVMOpcode opcode_of(LLVMValueRef v) {
  return LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v) : LLVMGetConstOpcode(v);
}

static LLVMTypeRef scalar_of(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

static bool is_bool(LLVMTypeRef t) {
  t = scalar_of(t);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

static const struct {
  LLVMOpcode llvm;
  unsigned spv, spv_bool; /* spv_bool: the op on bools, 0 if none */
} binops[] = {
    {LLVMAdd, SPV_OpIAdd, SPV_OpLogicalNotEqual},
    {LLVMSub, SPV_OpISub, SPV_OpLogicalNotEqual},
    {LLVMMul, SPV_OpIMul, SPV_OpLogicalAnd},
    {LLVMUDiv, SPV_OpUDiv, 0},
    {LLVMSDiv, SPV_OpSDiv, 0},
    {LLVMURem, SPV_OpUMod, 0},
    {LLVMSRem, SPV_OpSRem, 0},
    {LLVMShl, SPV_OpShiftLeftLogical, 0},
    {LLVMLShr, SPV_OpShiftRightLogical, 0},
    {LLVMAShr, SPV_OpShiftRightArithmetic, 0},
    {LLVMAnd, SPV_OpBitwiseAnd, SPV_OpLogicalAnd},
    {LLVMOr, SPV_OpBitwiseOr, SPV_OpLogicalOr},
    {LLVMXor, SPV_OpBitwiseXor, SPV_OpLogicalNotEqual},
    {LLVMFAdd, SPV_OpFAdd, 0},
    {LLVMFSub, SPV_OpFSub, 0},
    {LLVMFMul, SPV_OpFMul, 0},
    {LLVMFDiv, SPV_OpFDiv, 0},
    {LLVMFRem, SPV_OpFRem, 0},
    {LLVMFNeg, SPV_OpFNegate, 0},
};

/* nsw/nuw as decorations (SPIR-V 1.4) when the maximum version allows and
 * the entry-point interfaces stay small (interface.c decides at the end);
 * fast-math flags as FPFastMathMode. */
static lspv_status flag_decorations(fwd_ctx *c, LLVMValueRef i, uint32_t id, LLVMOpcode op) {
  if (!LLVMIsAInstruction(i))
    return LSPV_SUCCESS;
  if ((op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) &&
      c->max_version >= LSPV_VERSION(1, 4)) {
    static const uint32_t decs[2] = {SPV_Decoration_NoSignedWrap, SPV_Decoration_NoUnsignedWrap};
    bool has[2] = {LLVMGetNSW(i), LLVMGetNUW(i)};
    for (int k = 0; k < 2; k++) {
      if (!has[k])
        continue;
      fwd_nowrap_decorate(c, id, decs[k]);
    }
  }
  return fwd_fast_math_decorate(c, i, id);
}

/* The FPFastMathMode of flags @p f on result @p id of @p i.  @p v16_why,
 * when set, names an instruction that takes the decoration from SPIR-V 1.6
 * on: the version is raised only when a decoration is written (flags with
 * no FPFastMathMode bit, `afn` alone, leave the module's version alone). */
static lspv_status decorate_flags(fwd_ctx *c, LLVMValueRef i, uint32_t id, LLVMFastMathFlags f,
                                  const char *v16_why) {
  uint32_t m = 0;
  if (f == LLVMFastMathAll)
    m = SPV_FPFastMathMode_Fast;
  else {
    if (f & LLVMFastMathNoNaNs)
      m |= SPV_FPFastMathMode_NotNaN;
    if (f & LLVMFastMathNoInfs)
      m |= SPV_FPFastMathMode_NotInf;
    if (f & LLVMFastMathNoSignedZeros)
      m |= SPV_FPFastMathMode_NSZ;
    if (f & LLVMFastMathAllowReciprocal)
      m |= SPV_FPFastMathMode_AllowRecip;
  }
  lspv_status s = fwd_hook_mask(c, i, LSPV_MASK_FP_FAST_MATH, &m);
  if (s != LSPV_SUCCESS)
    return s;
  if (!m)
    return LSPV_SUCCESS;
  if (v16_why && (s = fwd_need_version(c, LSPV_VERSION(1, 6), v16_why)) != LSPV_SUCCESS)
    return s;
  fwd_decorate(c, id, SPV_Decoration_FPFastMathMode, &m, 1);
  return LSPV_SUCCESS;
}

lspv_status fwd_fast_math_decorate(fwd_ctx *c, LLVMValueRef i, uint32_t id) {
  if (!LLVMIsAInstruction(i) || !LLVMCanValueUseFastMathFlags(i))
    return LSPV_SUCCESS;
  return decorate_flags(c, i, id, LLVMGetFastMathFlags(i), NULL);
}

/* NotNaN / NotInf of an OpenCL builtin call from its declaration's
 * `nofpclass` attributes (what clang writes for -cl-finite-math-only), as
 * llvm-spirv reads them: the return excludes NaN (Inf), and so does every
 * float parameter. */
static LLVMFastMathFlags nofpclass_flags(LLVMValueRef i) {
  static const char kind_name[] = "nofpclass";
  enum { FC_NAN = 0x3, FC_INF = 0x204 }; /* llvm::FPClassTest fcNan, fcInf */
  unsigned kind = fwd_attr_kind(kind_name);
  LLVMValueRef fn = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
  if (!kind || !fn || !LLVMIsAFunction(fn))
    return 0;
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeReturnIndex, kind);
  uint64_t m = a ? LLVMGetEnumAttributeValue(a) : 0;
  bool nan = (m & FC_NAN) != 0, inf = (m & FC_INF) != 0;
  for (unsigned p = 0, n = LLVMCountParams(fn); p < n && (nan || inf); p++) {
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, p))) != LLVMFloatTypeKind)
      continue;
    a = LLVMGetEnumAttributeAtIndex(fn, p + 1, kind);
    m = a ? LLVMGetEnumAttributeValue(a) : 0;
    nan = nan && (m & FC_NAN);
    inf = inf && (m & FC_INF);
  }
  return (nan ? LLVMFastMathNoNaNs : 0) | (inf ? LLVMFastMathNoInfs : 0);
}

lspv_status fwd_fast_math_16(fwd_ctx *c, LLVMValueRef i, uint32_t id, const char *what) {
  if (!LLVMIsAInstruction(i) || !LLVMCanValueUseFastMathFlags(i) ||
      c->max_version < LSPV_VERSION(1, 6))
    return LSPV_SUCCESS;
  LLVMFastMathFlags f = LLVMGetFastMathFlags(i);
  if (f != LLVMFastMathAll)
    f |= nofpclass_flags(i);
  return f ? decorate_flags(c, i, id, f, what) : LSPV_SUCCESS;
}

/* A shift of i1 (or of a vector of them), as llvm-spirv regularizes it: both
 * operands widened to i32 by selects of 1 and 0, a logical right shift (a
 * shift by 1 is poison, so any shift of i1 is its first operand where
 * defined), and the result compared with 0. */
static lspv_status bool_shift(fwd_ctx *c, LLVMValueRef i) {
  LLVMTypeRef bt = LLVMTypeOf(i), it = LLVMInt32TypeInContext(c->llctx);
  if (LLVMGetTypeKind(bt) == LLVMVectorTypeKind)
    it = LLVMVectorType(it, LLVMGetVectorSize(bt));
  uint32_t t = fwd_type(c, it, i), one = fwd_splat_int(c, it, 1), zero = fwd_splat_int(c, it, 0);
  uint32_t w[2];
  for (unsigned n = 0; n < 2; n++)
    w[n] = fwd_op3(c, SPV_OpSelect, t, fwd_val(c, LLVMGetOperand(i, n)), one, zero);
  uint32_t sh = fwd_op2(c, SPV_OpShiftRightLogical, t, w[0], w[1]);
  uint32_t ops[4] = {fwd_value_type(c, i), fwd_result_id(c, i), sh, zero};
  if (!ops[0] || !sh)
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpINotEqual, ops, 4);
  return LSPV_SUCCESS;
}

lspv_status fwd_arith(fwd_ctx *c, LLVMValueRef i) {
  LLVMOpcode op = opcode_of(i);
  if ((op == LLVMShl || op == LLVMLShr || op == LLVMAShr) && is_bool(LLVMTypeOf(i)))
    return bool_shift(c, i);
  size_t k = 0;
  while (k < sizeof binops / sizeof binops[0] && binops[k].llvm != op)
    k++;
  if (k == sizeof binops / sizeof binops[0])
    return fwd_unsupported(c, i, "arithmetic operation without a SPIR-V form");
  bool b = is_bool(LLVMTypeOf(i));
  unsigned spv = b ? binops[k].spv_bool : binops[k].spv;
  if (!spv)
    return fwd_unsupported(c, i, "arithmetic on i1 without a SPIR-V form");
  uint32_t ty = fwd_value_type(c, i);
  unsigned nops = op == LLVMFNeg ? 1 : 2;
  uint32_t ops[2];
  for (unsigned n = 0; n < nops; n++)
    if (!(ops[n] = fwd_val(c, LLVMGetOperand(i, n))))
      return LSPV_ERROR_UNSUPPORTED;
  if (!ty)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t id = fwd_result_id(c, i);
  lspv_status s = fwd_emit_op(c, spv, ty, id, ops, nops, i);
  /* FPFastMathMode applies to OpFNegate from SPIR-V 1.6 on only. */
  if (!s && !b)
    s = op == LLVMFNeg ? fwd_fast_math_16(c, i, id, "FPFastMathMode on OpFNegate")
                       : flag_decorations(c, i, id, op);
  fwd_fpc_note_arith(c, i);
  return s;
}

/* ---- casts ---------------------------------------------------------------------------*/
static const struct {
  LLVMOpcode llvm;
  unsigned spv;
} casts[] = {
    {LLVMTrunc, SPV_OpUConvert},     {LLVMZExt, SPV_OpUConvert},
    {LLVMSExt, SPV_OpSConvert},      {LLVMFPTrunc, SPV_OpFConvert},
    {LLVMFPExt, SPV_OpFConvert},     {LLVMFPToUI, SPV_OpConvertFToU},
    {LLVMFPToSI, SPV_OpConvertFToS}, {LLVMUIToFP, SPV_OpConvertUToF},
    {LLVMSIToFP, SPV_OpConvertSToF}, {LLVMBitCast, SPV_OpBitcast},
};

/* A splat constant of @p ty (scalar or vector) holding integer/fp @p v. */
static uint32_t splat(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef scalar_k) {
  LLVMValueRef k = scalar_k;
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
    unsigned n = LLVMGetVectorSize(ty);
    LLVMValueRef el[16];
    for (unsigned j = 0; j < n && j < 16; j++)
      el[j] = scalar_k;
    k = LLVMConstVector(el, n);
  }
  return fwd_val(c, k);
}

static lspv_status select_consts(fwd_ctx *c, LLVMValueRef i, uint32_t cond, LLVMValueRef t,
                                 LLVMValueRef f) {
  LLVMTypeRef ty = LLVMTypeOf(i);
  uint32_t ops[3] = {cond, splat(c, ty, t), splat(c, ty, f)};
  uint32_t rt = fwd_value_type(c, i);
  if (!ops[1] || !ops[2] || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  return fwd_emit_op(c, SPV_OpSelect, rt, fwd_result_id(c, i), ops, 3, i);
}

/* bitcast <N x i1> <-> iN.  SPIR-V cannot bitcast bools (the reference
 * translator emits an invalid OpBitcast here): lane k is bit k, so
 *   to int:   select(v, <1,2,4,..>, 0) and the lanes or-ed together;
 *   from int: splat(x) & <1,2,4,..> != 0. */
static lspv_status bool_vector_bitcast(fwd_ctx *c, LLVMValueRef i, uint32_t src, LLVMTypeRef bv,
                                       LLVMTypeRef it, bool to_int) {
  unsigned n = LLVMGetVectorSize(bv);
  LLVMValueRef weights[16], zeros[16];
  if (n < 2 || n > 16)
    return fwd_unsupported(c, i, "bitcast of a bool vector of this length");
  for (unsigned k = 0; k < n; k++) {
    weights[k] = LLVMConstInt(it, 1ull << k, 0);
    zeros[k] = LLVMConstInt(it, 0, 0);
  }
  uint32_t w = fwd_const(c, LLVMConstVector(weights, n));
  uint32_t z = fwd_const(c, LLVMConstVector(zeros, n));
  uint32_t ivec = fwd_type(c, LLVMVectorType(it, n), i), ity = fwd_type(c, it, i);
  if (!w || !z || !ivec || !ity)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s;
  if (to_int) {
    uint32_t sel = fwd_id(c), ops[3] = {src, w, z};
    if ((s = fwd_emit_op(c, SPV_OpSelect, ivec, sel, ops, 3, i)))
      return s;
    uint32_t acc = 0;
    for (unsigned k = 0; k < n; k++) {
      uint32_t lane = fwd_id(c), ex[2] = {sel, k};
      if ((s = fwd_emit_op(c, SPV_OpCompositeExtract, ity, lane, ex, 2, i)))
        return s;
      if (k == 0) {
        acc = lane;
        continue;
      }
      uint32_t r = k == n - 1 ? fwd_result_id(c, i) : fwd_id(c), orops[2] = {acc, lane};
      if ((s = fwd_emit_op(c, SPV_OpBitwiseOr, ity, r, orops, 2, i)))
        return s;
      acc = r;
    }
    return LSPV_SUCCESS;
  }
  uint32_t lanes[16];
  for (unsigned k = 0; k < n; k++)
    lanes[k] = src;
  uint32_t vx = fwd_id(c), masked = fwd_id(c), a[2] = {vx, w}, b[2] = {masked, z};
  if ((s = fwd_emit_op(c, SPV_OpCompositeConstruct, ivec, vx, lanes, n, i)) ||
      (s = fwd_emit_op(c, SPV_OpBitwiseAnd, ivec, masked, a, 2, i)))
    return s;
  return fwd_emit_op(c, SPV_OpINotEqual, fwd_value_type(c, i), fwd_result_id(c, i), b, 2, i);
}

/* uitofp / sitofp of a bool (vector) as llvm-spirv lowers it: the bool
 * selects a 32-bit integer, which is converted.  Signed true is -1 (LLVM's
 * meaning of sitofp i1; llvm-spirv selects 1 there). */
static lspv_status bool_to_fp(fwd_ctx *c, LLVMValueRef i, uint32_t src, bool is_signed) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx), it = i32, ty = LLVMTypeOf(i);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    it = LLVMVectorType(i32, LLVMGetVectorSize(ty));
  uint32_t ops[3] = {src, splat(c, it, LLVMConstInt(i32, is_signed ? ~0ull : 1, 0)),
                     splat(c, it, LLVMConstInt(i32, 0, 0))};
  uint32_t itid = fwd_type(c, it, i), rt = fwd_value_type(c, i), sel = fwd_id(c);
  if (!ops[1] || !ops[2] || !itid || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_emit_op(c, SPV_OpSelect, itid, sel, ops, 3, i);
  return s ? s
           : fwd_emit_op(c, is_signed ? SPV_OpConvertSToF : SPV_OpConvertUToF, rt,
                         fwd_result_id(c, i), &sel, 1, i);
}

/* Casts from or to bools. */
static lspv_status bool_cast(fwd_ctx *c, LLVMValueRef i, LLVMOpcode op, uint32_t src) {
  LLVMTypeRef rs = scalar_of(LLVMTypeOf(i));
  if (is_bool(LLVMTypeOf(LLVMGetOperand(i, 0))) && !is_bool(LLVMTypeOf(i))) {
    if (op == LLVMZExt || op == LLVMSExt)
      return select_consts(c, i, src, LLVMConstInt(rs, op == LLVMSExt ? ~0ull : 1, 0),
                           LLVMConstInt(rs, 0, 0));
    if (op == LLVMUIToFP || op == LLVMSIToFP)
      return bool_to_fp(c, i, src, op == LLVMSIToFP);
  }
  if (op == LLVMTrunc && is_bool(LLVMTypeOf(i)) && fwd_is_bool_call(c, LLVMGetOperand(i, 0)))
    return fwd_record(c, i, src); /* the call's value is the bool already */
  if (op == LLVMTrunc && is_bool(LLVMTypeOf(i))) {
    /* trunc to i1 keeps the low bit: (x & 1) != 0 */
    LLVMValueRef x = LLVMGetOperand(i, 0);
    LLVMTypeRef xs = scalar_of(LLVMTypeOf(x));
    uint32_t xt = fwd_value_type(c, x), one = splat(c, LLVMTypeOf(x), LLVMConstInt(xs, 1, 0));
    uint32_t zero = splat(c, LLVMTypeOf(x), LLVMConstInt(xs, 0, 0));
    uint32_t masked = fwd_id(c), rt = fwd_value_type(c, i);
    uint32_t a[2] = {src, one}, b[2] = {masked, zero};
    lspv_status s = fwd_emit_op(c, SPV_OpBitwiseAnd, xt, masked, a, 2, i);
    return s ? s : fwd_emit_op(c, SPV_OpINotEqual, rt, fwd_result_id(c, i), b, 2, i);
  }
  if (op == LLVMBitCast) {
    LLVMTypeRef from = LLVMTypeOf(LLVMGetOperand(i, 0)), to = LLVMTypeOf(i);
    bool to_int = is_bool(from);
    LLVMTypeRef bv = to_int ? from : to, it = to_int ? to : from;
    if (LLVMGetTypeKind(bv) == LLVMVectorTypeKind && LLVMGetTypeKind(it) == LLVMIntegerTypeKind &&
        LLVMGetVectorSize(bv) == LLVMGetIntTypeWidth(it))
      return bool_vector_bitcast(c, i, src, bv, it, to_int);
  }
  return fwd_unsupported(c, i, "conversion of i1 (bool) values without a SPIR-V form");
}

lspv_status fwd_cast(fwd_ctx *c, LLVMValueRef i) {
  if (fwd_group_predicate_use(c, i))
    return LSPV_SUCCESS;
  LLVMOpcode op = opcode_of(i);
  if (op == LLVMSExt && fwd_sext_only_for_any_all(i))
    return LSPV_SUCCESS; /* any/all read the bools (builtins.c): nothing, not even its type */
  LLVMValueRef x = LLVMGetOperand(i, 0);
  if ((op == LLVMSExt || op == LLVMZExt) && fwd_sat_wide_type(x))
    return fwd_record(c, i, fwd_val(c, x)); /* computed wide, clamped */
  uint32_t src = fwd_val(c, x);
  uint32_t ty = fwd_value_type(c, i);
  if (!src || !ty)
    return LSPV_ERROR_UNSUPPORTED;
  if (is_bool(LLVMTypeOf(x)) || is_bool(LLVMTypeOf(i))) {
    if (op == LLVMBitCast && is_bool(LLVMTypeOf(x)) && is_bool(LLVMTypeOf(i)) &&
        LLVMTypeOf(x) == LLVMTypeOf(i)) {
      if (!lspv_ptrmap_put(&c->vals, i, src))
        return fwd_oom(c);
      return LSPV_SUCCESS;
    }
    return bool_cast(c, i, op, src);
  }
  size_t k = 0;
  while (k < sizeof casts / sizeof casts[0] && casts[k].llvm != op)
    k++;
  if (k == sizeof casts / sizeof casts[0])
    return fwd_unsupported(c, i, "cast without a SPIR-V form");
  if (op == LLVMBitCast && LLVMTypeOf(x) == LLVMTypeOf(i)) {
    if (!lspv_ptrmap_put(&c->vals, i, src))
      return fwd_oom(c);
    return LSPV_SUCCESS;
  }
  return fwd_emit_op(c, casts[k].spv, ty, fwd_result_id(c, i), &src, 1, i);
}

/* ---- comparisons ------------------------------------------------------------------------*/
static const unsigned icmp_ops[][2] = {
    {LLVMIntEQ, SPV_OpIEqual},        {LLVMIntNE, SPV_OpINotEqual},
    {LLVMIntUGT, SPV_OpUGreaterThan}, {LLVMIntUGE, SPV_OpUGreaterThanEqual},
    {LLVMIntULT, SPV_OpULessThan},    {LLVMIntULE, SPV_OpULessThanEqual},
    {LLVMIntSGT, SPV_OpSGreaterThan}, {LLVMIntSGE, SPV_OpSGreaterThanEqual},
    {LLVMIntSLT, SPV_OpSLessThan},    {LLVMIntSLE, SPV_OpSLessThanEqual},
};

static const unsigned fcmp_ops[][2] = {
    {LLVMRealOEQ, SPV_OpFOrdEqual},
    {LLVMRealOGT, SPV_OpFOrdGreaterThan},
    {LLVMRealOGE, SPV_OpFOrdGreaterThanEqual},
    {LLVMRealOLT, SPV_OpFOrdLessThan},
    {LLVMRealOLE, SPV_OpFOrdLessThanEqual},
    {LLVMRealONE, SPV_OpFOrdNotEqual},
    {LLVMRealORD, SPV_OpOrdered},
    {LLVMRealUNO, SPV_OpUnordered},
    {LLVMRealUEQ, SPV_OpFUnordEqual},
    {LLVMRealUGT, SPV_OpFUnordGreaterThan},
    {LLVMRealUGE, SPV_OpFUnordGreaterThanEqual},
    {LLVMRealULT, SPV_OpFUnordLessThan},
    {LLVMRealULE, SPV_OpFUnordLessThanEqual},
    {LLVMRealUNE, SPV_OpFUnordNotEqual},
};

/* A null pointer (one cast from another address space is a cast, not a
 * null: memory.c, fwd_ptr_cast). */
static bool is_null(LLVMValueRef p) { return LLVMIsAConstantPointerNull(p) != NULL; }

/* Pointers are compared as integers of the pointer width; a null operand
 * is converted too (a null pointer of the other operand's type). */
static uint32_t ptr_as_int(fwd_ctx *c, LLVMValueRef p, LLVMValueRef other, LLVMValueRef where) {
  uint32_t v = is_null(p) ? fwd_const_null(c, fwd_value_type(c, other)) : fwd_val(c, p);
  uint32_t it = fwd_int_type(c, c->ptr_bits);
  if (!v)
    return 0;
  uint32_t id = fwd_id(c);
  if (fwd_emit_op(c, SPV_OpConvertPtrToU, it, id, &v, 1, where))
    return 0;
  return id;
}

/* Pointer equality: OpPtrEqual / OpPtrNotEqual (SPIR-V 1.4) when the
 * maximum version allows, the second operand seen at the first's type;
 * else (and for orderings) the addresses as integers. */
static lspv_status ptr_cmp(fwd_ctx *c, LLVMValueRef i, unsigned spv) {
  LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
  uint32_t ops[2];
  bool eq = spv == SPV_OpIEqual || spv == SPV_OpINotEqual;
  if (eq && c->max_version >= LSPV_VERSION(1, 4) &&
      LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMVectorTypeKind) {
    /* A null first operand takes the second's type. */
    bool swap = is_null(a) && !is_null(b);
    LLVMValueRef first = swap ? b : a, second = swap ? a : b;
    uint32_t f = fwd_val(c, first);
    uint32_t t = f ? fwd_value_type(c, first) : 0;
    uint32_t o = !t ? 0 : is_null(second) ? fwd_const_null(c, t) : fwd_val_as(c, second, t);
    ops[0] = swap ? o : f;
    ops[1] = swap ? f : o;
    uint32_t rt = ops[0] && ops[1] ? fwd_value_type(c, i) : 0;
    if (!rt)
      return LSPV_ERROR_UNSUPPORTED;
    return fwd_emit_op(c, spv == SPV_OpIEqual ? SPV_OpPtrEqual : SPV_OpPtrNotEqual, rt,
                       fwd_result_id(c, i), ops, 2, i);
  }
  ops[0] = ptr_as_int(c, a, b, i);
  ops[1] = ops[0] ? ptr_as_int(c, b, a, i) : 0;
  uint32_t rt = ops[1] ? fwd_value_type(c, i) : 0;
  if (!rt)
    return LSPV_ERROR_UNSUPPORTED;
  return fwd_emit_op(c, spv, rt, fwd_result_id(c, i), ops, 2, i);
}

/* An ordered comparison of i1 values, which SPIR-V's integer comparisons do
 * not take (their operands are integers, not bools).  As unsigned false <
 * true, as signed true (-1) < false, so each ordering is a logical op on one
 * operand and the negation of the other: ugt/slt a & !b, ult/sgt !a & b,
 * uge/sle a | !b, ule/sge !a | b. */
static lspv_status bool_order(fwd_ctx *c, LLVMValueRef i, LLVMIntPredicate p, uint32_t rt) {
  bool neg_a = p == LLVMIntULT || p == LLVMIntSGT || p == LLVMIntULE || p == LLVMIntSGE;
  bool is_and = p == LLVMIntUGT || p == LLVMIntSLT || p == LLVMIntULT || p == LLVMIntSGT;
  uint32_t a = fwd_val(c, LLVMGetOperand(i, 0)), b = fwd_val(c, LLVMGetOperand(i, 1));
  if (!a || !b)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t n = fwd_id(c), x = neg_a ? a : b;
  lspv_status s = fwd_emit_op(c, SPV_OpLogicalNot, rt, n, &x, 1, i);
  if (s)
    return s;
  uint32_t ops[2] = {neg_a ? n : a, neg_a ? b : n};
  return fwd_emit_op(c, is_and ? SPV_OpLogicalAnd : SPV_OpLogicalOr, rt, fwd_result_id(c, i), ops,
                     2, i);
}

lspv_status fwd_cmp(fwd_ctx *c, LLVMValueRef i) {
  if (fwd_group_predicate_use(c, i))
    return LSPV_SUCCESS;
  LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
  /* Pointer operands are written before the result type (ptr_cmp): their
   * casts may be constant expressions, whose types come first as they do
   * when the casts are instructions (fwd_ptr_as). */
  bool ptrs = fwd_is_ptr(LLVMTypeOf(a));
  uint32_t rt = ptrs ? 0 : fwd_value_type(c, i);
  if (!ptrs && !rt)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned spv = 0;
  if (LLVMIsAICmpInst(i)) {
    LLVMIntPredicate p = LLVMGetICmpPredicate(i);
    if (is_bool(LLVMTypeOf(a))) {
      if (p == LLVMIntEQ)
        spv = SPV_OpLogicalEqual;
      else if (p == LLVMIntNE)
        spv = SPV_OpLogicalNotEqual;
      else
        return bool_order(c, i, p, rt);
    }
    for (size_t k = 0; !spv && k < sizeof icmp_ops / sizeof icmp_ops[0]; k++)
      if (icmp_ops[k][0] == (unsigned)p)
        spv = icmp_ops[k][1];
  } else {
    LLVMRealPredicate p = LLVMGetFCmpPredicate(i);
    if (p == LLVMRealPredicateTrue || p == LLVMRealPredicateFalse) {
      LLVMValueRef k = LLVMConstInt(LLVMInt1TypeInContext(c->llctx), p == LLVMRealPredicateTrue, 0);
      uint32_t v = splat(c, LLVMTypeOf(i), k);
      if (!v || !lspv_ptrmap_put(&c->vals, i, v))
        return LSPV_ERROR_UNSUPPORTED;
      return LSPV_SUCCESS;
    }
    for (size_t k = 0; k < sizeof fcmp_ops / sizeof fcmp_ops[0]; k++)
      if (fcmp_ops[k][0] == (unsigned)p)
        spv = fcmp_ops[k][1];
  }
  if (!spv)
    return fwd_unsupported(c, i, "comparison predicate without a SPIR-V form");
  if (ptrs)
    return ptr_cmp(c, i, spv);
  uint32_t ops[2] = {fwd_val(c, a), fwd_val(c, b)};
  if (!ops[0] || !ops[1])
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t id = fwd_result_id(c, i);
  lspv_status s = fwd_emit_op(c, spv, rt, id, ops, 2, i);
  /* Fast-math flags on a comparison: FPFastMathMode there is SPIR-V 1.6
   * (as llvm-spirv raises the version for it when the maximum allows). */
  if (!s && LLVMIsAFCmpInst(i))
    s = fwd_fast_math_16(c, i, id, "FPFastMathMode on a comparison");
  return s;
}

/* ---- vectors and aggregates ------------------------------------------------------------*/
/* A variable lane index.  LLVM takes any integer width, unsigned; SPIR-V an
 * integer scalar, so an i1 index is selected to 1 or 0. */
static uint32_t lane_index(fwd_ctx *c, LLVMValueRef idx, LLVMValueRef where) {
  uint32_t v = fwd_val(c, idx);
  if (!v || LLVMGetIntTypeWidth(LLVMTypeOf(idx)) != 1)
    return v;
  uint32_t ops[3] = {v, fwd_const_int(c, 32, 1), fwd_const_int(c, 32, 0)};
  uint32_t it = fwd_int_type(c, 32), id = fwd_id(c);
  if (!it || !ops[1] || !ops[2] || fwd_emit_op(c, SPV_OpSelect, it, id, ops, 3, where))
    return 0;
  return id;
}

lspv_status fwd_vector_op(fwd_ctx *c, LLVMValueRef i) {
  LLVMOpcode op = opcode_of(i);
  uint32_t rt = fwd_value_type(c, i);
  uint32_t id = fwd_result_id(c, i);
  if (!rt)
    return LSPV_ERROR_UNSUPPORTED;
  if (op == LLVMExtractElement) {
    LLVMValueRef idx = LLVMGetOperand(i, 1);
    uint32_t v = fwd_val(c, LLVMGetOperand(i, 0));
    if (!v)
      return LSPV_ERROR_UNSUPPORTED;
    if (LLVMIsAConstantInt(idx) &&
        LLVMConstIntGetZExtValue(idx) >= LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(i, 0))))
      /* An out-of-range lane is poison in LLVM, an invalid module in SPIR-V. */
      return lspv_ptrmap_put(&c->vals, i, fwd_undef(c, rt)) ? LSPV_SUCCESS : fwd_oom(c);
    /* A lane of a vector of pointers is a typed pointer (types.c); under
     * SPV_KHR_untyped_pointers the value may be untyped: cast it after. */
    uint32_t lt = fwd_is_ptr(LLVMTypeOf(i)) ? fwd_ptr_lane_type(c, LLVMGetOperand(i, 0)) : rt;
    uint32_t lane = lt == rt ? id : fwd_id(c);
    lspv_status s;
    if (!lt)
      return LSPV_ERROR_UNSUPPORTED;
    if (LLVMIsAConstantInt(idx)) {
      uint32_t ops[2] = {v, (uint32_t)LLVMConstIntGetZExtValue(idx)};
      s = fwd_emit_op(c, SPV_OpCompositeExtract, lt, lane, ops, 2, i);
    } else {
      uint32_t ops[2] = {v, lane_index(c, idx, i)};
      s = ops[1] ? fwd_emit_op(c, SPV_OpVectorExtractDynamic, lt, lane, ops, 2, i)
                 : LSPV_ERROR_UNSUPPORTED;
    }
    return s || lane == id ? s : fwd_emit_op(c, SPV_OpBitcast, rt, id, &lane, 1, i);
  }
  if (op == LLVMInsertElement) {
    LLVMValueRef idx = LLVMGetOperand(i, 2);
    /* (Undefined or null operands take the types a vector of pointers
     * has here.) */
    LLVMValueRef lane = LLVMGetOperand(i, 1);
    bool ptrs = fwd_is_ptr(LLVMTypeOf(lane));
    uint32_t vec =
        ptrs ? fwd_val_as(c, LLVMGetOperand(i, 0), rt) : fwd_val(c, LLVMGetOperand(i, 0));
    uint32_t el = ptrs ? fwd_val_as(c, lane, fwd_ptr_lane_type(c, i)) : fwd_val(c, lane);
    if (!vec || !el)
      return LSPV_ERROR_UNSUPPORTED;
    if (LLVMIsAConstantInt(idx) &&
        LLVMConstIntGetZExtValue(idx) >= LLVMGetVectorSize(LLVMTypeOf(i)))
      return lspv_ptrmap_put(&c->vals, i, fwd_undef(c, rt)) ? LSPV_SUCCESS : fwd_oom(c);
    if (LLVMIsAConstantInt(idx)) {
      uint32_t ops[3] = {el, vec, (uint32_t)LLVMConstIntGetZExtValue(idx)};
      return fwd_emit_op(c, SPV_OpCompositeInsert, rt, id, ops, 3, i);
    }
    uint32_t ops[3] = {vec, el, lane_index(c, idx, i)};
    return ops[2] ? fwd_emit_op(c, SPV_OpVectorInsertDynamic, rt, id, ops, 3, i)
                  : LSPV_ERROR_UNSUPPORTED;
  }
  /* shufflevector: undefined lanes are 0xFFFFFFFF (SPIR-V OpVectorShuffle). */
  unsigned n = LLVMGetNumMaskElements(i);
  uint32_t ops[2 + 16];
  if (n > 16)
    return fwd_unsupported(c, i, "shuffle result wider than 16 lanes");
  ops[0] = fwd_val(c, LLVMGetOperand(i, 0));
  ops[1] = fwd_val(c, LLVMGetOperand(i, 1));
  if (!ops[0] || !ops[1])
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned k = 0; k < n; k++) {
    int m = LLVMGetMaskValue(i, k);
    ops[2 + k] = m == LLVMGetUndefMaskElem() ? 0xFFFFFFFFu : (uint32_t)m;
  }
  return fwd_emit_op(c, SPV_OpVectorShuffle, rt, id, ops, 2 + n, i);
}

lspv_status fwd_aggregate_op(fwd_ctx *c, LLVMValueRef i) {
  bool extract = LLVMGetInstructionOpcode(i) == LLVMExtractValue;
  unsigned n = LLVMGetNumIndices(i);
  const unsigned *idx = LLVMGetIndices(i);
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 3) * sizeof(uint32_t));
  uint32_t rt = fwd_value_type(c, i);
  if (!ops)
    return fwd_oom(c);
  if (!rt)
    return LSPV_ERROR_UNSUPPORTED;
  LLVMValueRef ev[2];
  if (extract && fwd_split_pair(LLVMGetOperand(i, 0), ev))
    return LSPV_SUCCESS; /* the call defined it (intrinsics_lower.c) */
  size_t k = 0;
  if (!extract) {
    LLVMValueRef obj = LLVMGetOperand(i, 1);
    if (!(ops[k++] = fwd_val_as(c, obj, fwd_type(c, LLVMTypeOf(obj), i))))
      return LSPV_ERROR_UNSUPPORTED;
  }
  if (!(ops[k++] = fwd_val(c, LLVMGetOperand(i, 0))))
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned j = 0; j < n; j++)
    ops[k++] = idx[j];
  return fwd_emit_op(c, extract ? SPV_OpCompositeExtract : SPV_OpCompositeInsert, rt,
                     fwd_result_id(c, i), ops, k, i);
}
