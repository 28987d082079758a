/*===-- forward/intrinsics_expand.c - intrinsics expanded into core ops ----===*\
|* LLVM intrinsics without an OpenCL.std or core instruction of the same    *|
|* meaning are expanded into core instructions, lane-wise on vectors        *|
|* (bswap, funnel shifts, bitreverse and umul.with.overflow are calls of    *|
|* helper functions instead: intrinsic_helpers.c):                          *|
|*  - llvm.{s,u}{max,min}: a compare and a select (llvm-spirv's form);     *|
|*  - llvm.ctpop: OpBitCount (as llvm-spirv; not OpenCL.std popcount);      *|
|*  - llvm.s{add,sub}.with.overflow: the wrapped result and the sign test; *|
|*    llvm.u{add,sub}.with.overflow: OpIAddCarry / OpISubBorrow (through a *|
|*    Function variable, as llvm-spirv); llvm.smul.with.overflow through    *|
|*    OpSMulExtended                                                        *|
|*    (overflow when the high half is not the sign extension of the low);  *|
|*  - llvm.minimum / llvm.maximum (IEEE 754-2019: NaN propagates, -0 < +0): *|
|*    an ordered compare and select, equal operands merged by their bits   *|
|*    (OR for minimum, AND for maximum), unordered operands give a + b.     *|
|* Each returns LSPV_DECLINED when the name is not one of these.            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

uint32_t fwd_splat_int(fwd_ctx *c, LLVMTypeRef ty, uint64_t v) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return fwd_val(c, LLVMConstInt(ty, v, 0));
  unsigned n = LLVMGetVectorSize(ty);
  LLVMValueRef lanes[16];
  if (n > 16)
    return 0;
  for (unsigned i = 0; i < n; i++)
    lanes[i] = LLVMConstInt(LLVMGetElementType(ty), v, 0);
  return fwd_val(c, LLVMConstVector(lanes, n));
}

uint32_t fwd_op2(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b) {
  if (!type || !a || !b)
    return 0;
  uint32_t ops[4] = {type, fwd_id(c), a, b};
  fwd_emit_body(c, opcode, ops, 4);
  return ops[1];
}

uint32_t fwd_op3(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b, uint32_t d) {
  if (!type || !a || !b || !d)
    return 0;
  uint32_t ops[5] = {type, fwd_id(c), a, b, d};
  fwd_emit_body(c, opcode, ops, 5);
  return ops[1];
}

unsigned fwd_lane_bits(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 0;
}

uint32_t fwd_bool_like(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  LLVMTypeRef b = LLVMInt1TypeInContext(c->llctx);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    b = LLVMVectorType(b, LLVMGetVectorSize(ty));
  return fwd_type(c, b, where);
}

lspv_status fwd_unary_of_call(fwd_ctx *c, LLVMValueRef call, unsigned opcode) {
  uint32_t ops[3] = {fwd_value_type(c, call), fwd_result_id(c, call),
                     fwd_val(c, LLVMGetOperand(call, 0))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, opcode, ops, 3);
  return LSPV_SUCCESS;
}

lspv_status fwd_record(fwd_ctx *c, LLVMValueRef call, uint32_t id) {
  if (!id)
    return LSPV_ERROR_UNSUPPORTED;
  return lspv_ptrmap_put(&c->vals, call, id) ? LSPV_SUCCESS : fwd_oom(c);
}

/* llvm.uadd/usub.with.overflow as llvm-spirv writes them: OpIAddCarry /
 * OpISubBorrow into a {T, T} pair kept in a Function variable, loaded back,
 * the carry (borrow) compared with zero, and the {T, i1} result built by
 * two OpCompositeInserts into OpUndef. The call's name stays off the last
 * insert: llvm-spirv rewrites the call before it translates, so a reader
 * of either output sees the pieces unnamed. */
static lspv_status carry_borrow(fwd_ctx *c, LLVMValueRef call, bool add) {
  LLVMValueRef a = LLVMGetOperand(call, 0);
  LLVMTypeRef ty = LLVMTypeOf(a);
  LLVMTypeRef st = LLVMStructTypeInContext(c->llctx, (LLVMTypeRef[]){ty, ty}, 2, 0);
  uint32_t t = fwd_type(c, ty, call), sid = fwd_type(c, st, call), rt = fwd_value_type(c, call);
  uint32_t pt = sid ? fwd_ptr_type_id(c, SPV_StorageClass_Function, sid) : 0;
  uint32_t zero = fwd_splat_int(c, ty, 0), bt = fwd_bool_like(c, ty, call);
  uint32_t x = fwd_val(c, a), y = fwd_val(c, LLVMGetOperand(call, 1));
  if (!t || !pt || !rt || !zero || !bt || !x || !y)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t var[5];
  unsigned vop;
  size_t nv = fwd_variable_ops(c, pt, fwd_id(c), SPV_StorageClass_Function, sid, 0, var, &vop);
  fwd_emit_words(c, &c->fvars, vop, var, nv);
  uint32_t pair = fwd_op2(c, add ? SPV_OpIAddCarry : SPV_OpISubBorrow, sid, x, y);
  uint32_t store[2] = {var[1], pair};
  fwd_emit_body(c, SPV_OpStore, store, 2);
  uint32_t align = fwd_abi_align(c, st);
  uint32_t ld[5] = {sid, fwd_id(c), var[1], SPV_MemoryAccess_Aligned, align};
  fwd_emit_body(c, SPV_OpLoad, ld, align ? 5 : 3);
  uint32_t lo[4] = {t, fwd_id(c), ld[1], 0}, hi[4] = {t, fwd_id(c), ld[1], 1};
  fwd_emit_body(c, SPV_OpCompositeExtract, lo, 4);
  fwd_emit_body(c, SPV_OpCompositeExtract, hi, 4);
  uint32_t ov = fwd_op2(c, SPV_OpINotEqual, bt, hi[1], zero);
  uint32_t i0[5] = {rt, fwd_id(c), lo[1], fwd_undef(c, rt), 0};
  fwd_emit_body(c, SPV_OpCompositeInsert, i0, 5);
  uint32_t i1[5] = {rt, fwd_result_id(c, call), ov, i0[1], 1};
  fwd_emit_body(c, SPV_OpCompositeInsert, i1, 5);
  c->unnamed = true;
  return LSPV_SUCCESS;
}

static lspv_status with_overflow(fwd_ctx *c, LLVMValueRef call, const char *what) {
  LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
  LLVMTypeRef ty = LLVMTypeOf(a);
  unsigned n = fwd_lane_bits(ty);
  uint32_t t = fwd_type(c, ty, call), bt = fwd_bool_like(c, ty, call);
  uint32_t x = fwd_val(c, a), y = fwd_val(c, b), zero = fwd_splat_int(c, ty, 0), r = 0, ov = 0;
  bool is_signed = what[0] == 's';
  if (!n)
    return fwd_unsupported(c, call, "overflow intrinsic on a non-integer type");
  if (!is_signed && strncmp(what + 1, "mul", 3))
    return carry_borrow(c, call, !strncmp(what + 1, "add", 3));
  if (!strncmp(what + 1, "mul", 3)) { /* smul (umul: intrinsic_helpers.c) */
    LLVMTypeRef st = LLVMStructTypeInContext(c->llctx, (LLVMTypeRef[]){ty, ty}, 2, 0);
    uint32_t pair = fwd_op2(c, SPV_OpSMulExtended, fwd_type(c, st, call), x, y);
    uint32_t lo_ops[4] = {t, fwd_id(c), pair, 0}, hi_ops[4] = {t, fwd_id(c), pair, 1};
    if (!pair)
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpCompositeExtract, lo_ops, 4);
    fwd_emit_body(c, SPV_OpCompositeExtract, hi_ops, 4);
    r = lo_ops[1];
    uint32_t ext = fwd_op2(c, SPV_OpShiftRightArithmetic, t, r, fwd_splat_int(c, ty, n - 1));
    ov = fwd_op2(c, SPV_OpINotEqual, bt, hi_ops[1], ext);
  } else {
    bool add = !strncmp(what + 1, "add", 3);
    r = fwd_op2(c, add ? SPV_OpIAdd : SPV_OpISub, t, x, y);
    if (!is_signed) {
      ov = add ? fwd_op2(c, SPV_OpULessThan, bt, r, x) : fwd_op2(c, SPV_OpULessThan, bt, x, y);
    } else {
      /* add: (x ^ r) & (y ^ r) < 0; sub: (x ^ y) & (x ^ r) < 0. */
      uint32_t p = fwd_op2(c, SPV_OpBitwiseXor, t, x, add ? r : y);
      uint32_t q = fwd_op2(c, SPV_OpBitwiseXor, t, add ? y : x, r);
      ov = fwd_op2(c, SPV_OpSLessThan, bt, fwd_op2(c, SPV_OpBitwiseAnd, t, p, q), zero);
    }
  }
  uint32_t rt = fwd_value_type(c, call);
  if (!r || !ov || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t cc[4] = {rt, fwd_result_id(c, call), r, ov};
  fwd_emit_body(c, SPV_OpCompositeConstruct, cc, 4);
  return LSPV_SUCCESS;
}

uint32_t fwd_fminmax_exact(fwd_ctx *c, LLVMTypeRef ty, uint32_t a, uint32_t b, bool is_min,
                           LLVMValueRef where) {
  LLVMTypeRef st = ty;
  if (LLVMGetTypeKind(st) == LLVMVectorTypeKind)
    st = LLVMGetElementType(st);
  unsigned bits = LLVMGetTypeKind(st) == LLVMHalfTypeKind     ? 16
                  : LLVMGetTypeKind(st) == LLVMFloatTypeKind  ? 32
                  : LLVMGetTypeKind(st) == LLVMDoubleTypeKind ? 64
                                                              : 0;
  if (!bits)
    return fwd_unsupported(c, where, "llvm.minimum/maximum of this type"), 0;
  LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, bits);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    it = LLVMVectorType(it, LLVMGetVectorSize(ty));
  uint32_t t = fwd_type(c, ty, where), itid = fwd_type(c, it, where);
  uint32_t bt = fwd_bool_like(c, ty, where);
  uint32_t lt = fwd_op2(c, is_min ? SPV_OpFOrdLessThan : SPV_OpFOrdGreaterThan, bt, a, b);
  uint32_t pick = fwd_op3(c, SPV_OpSelect, t, lt, a, b);
  uint32_t eq = fwd_op2(c, SPV_OpFOrdEqual, bt, a, b);
  uint32_t ai = 0, bi = 0;
  if (itid && a && b) {
    uint32_t ca[3] = {itid, fwd_id(c), a}, cb[3] = {itid, fwd_id(c), b};
    fwd_emit_body(c, SPV_OpBitcast, ca, 3);
    fwd_emit_body(c, SPV_OpBitcast, cb, 3);
    ai = ca[1], bi = cb[1];
  }
  uint32_t merged = fwd_op2(c, is_min ? SPV_OpBitwiseOr : SPV_OpBitwiseAnd, itid, ai, bi), mf = 0;
  if (merged) {
    uint32_t cm[3] = {t, fwd_id(c), merged};
    fwd_emit_body(c, SPV_OpBitcast, cm, 3);
    mf = cm[1];
  }
  uint32_t ordered = fwd_op3(c, SPV_OpSelect, t, eq, mf, pick);
  uint32_t un = fwd_op2(c, SPV_OpUnordered, bt, a, b);
  uint32_t nan = fwd_op2(c, SPV_OpFAdd, t, a, b);
  return fwd_op3(c, SPV_OpSelect, t, un, nan, ordered);
}

static lspv_status min_max(fwd_ctx *c, LLVMValueRef call, bool is_min) {
  uint32_t a = fwd_val(c, LLVMGetOperand(call, 0)), b = fwd_val(c, LLVMGetOperand(call, 1));
  return fwd_record(c, call, fwd_fminmax_exact(c, LLVMTypeOf(call), a, b, is_min, call));
}

/* llvm.scmp / llvm.ucmp: -1, 0 or 1 (in the result type, which may differ
 * from the operands' type) as llvm-spirv writes it: the constants 1, 0, -1
 * first, then x <= y, x < y, select(lt, -1, 0), select(le, that, 1). */
static lspv_status three_way(fwd_ctx *c, LLVMValueRef call, bool is_signed) {
  LLVMValueRef a = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call);
  uint32_t t = fwd_type(c, rt, call), bt = fwd_bool_like(c, LLVMTypeOf(a), call);
  uint32_t x = fwd_val(c, a), y = fwd_val(c, LLVMGetOperand(call, 1));
  uint32_t one = fwd_splat_int(c, rt, 1), zero = fwd_splat_int(c, rt, 0);
  uint32_t minus_one = fwd_splat_int(c, rt, UINT64_MAX);
  uint32_t le = fwd_op2(c, is_signed ? SPV_OpSLessThanEqual : SPV_OpULessThanEqual, bt, x, y);
  uint32_t lt = fwd_op2(c, is_signed ? SPV_OpSLessThan : SPV_OpULessThan, bt, x, y);
  uint32_t r = fwd_op3(c, SPV_OpSelect, t, lt, minus_one, zero);
  return fwd_record(c, call, fwd_op3(c, SPV_OpSelect, t, le, r, one));
}

/* llvm.smax / smin / umax / umin: a compare and a select of the operands,
 * as llvm-spirv writes them (no OpenCL.std call, so lli can run the
 * reversed module). */
static const struct {
  const char *llvm;
  unsigned cmp;
} int_min_max[] = {{"llvm.smax.", SPV_OpSGreaterThan},
                   {"llvm.smin.", SPV_OpSLessThan},
                   {"llvm.umax.", SPV_OpUGreaterThan},
                   {"llvm.umin.", SPV_OpULessThan}};

static lspv_status compare_select(fwd_ctx *c, LLVMValueRef call, unsigned cmp) {
  LLVMValueRef a = LLVMGetOperand(call, 0);
  uint32_t x = fwd_val(c, a), y = fwd_val(c, LLVMGetOperand(call, 1));
  uint32_t cond = fwd_op2(c, cmp, fwd_bool_like(c, LLVMTypeOf(a), call), x, y);
  uint32_t ops[5] = {fwd_value_type(c, call), fwd_result_id(c, call), cond, x, y};
  if (!ops[0] || !cond)
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpSelect, ops, 5);
  return LSPV_SUCCESS;
}

lspv_status fwd_intrinsic_expand(fwd_ctx *c, LLVMValueRef call, const char *name) {
  if (has_prefix(name, "llvm.ctpop.") && fwd_lane_bits(LLVMTypeOf(call)) == 1)
    return fwd_record(c, call, fwd_val(c, LLVMGetOperand(call, 0))); /* of a bool: itself */
  if (has_prefix(name, "llvm.ctpop.")) /* the core instruction, as llvm-spirv */
    return fwd_unary_of_call(c, call, SPV_OpBitCount);
  for (size_t k = 0; k < sizeof int_min_max / sizeof int_min_max[0]; k++)
    if (has_prefix(name, int_min_max[k].llvm))
      return compare_select(c, call, int_min_max[k].cmp);
  static const char *const ovf[] = {"sadd", "uadd", "ssub", "usub", "smul"};
  for (size_t k = 0; k < sizeof ovf / sizeof ovf[0]; k++) {
    size_t l = strlen(ovf[k]);
    if (!strncmp(name + 5, ovf[k], l) && has_prefix(name + 5 + l, ".with.overflow."))
      return with_overflow(c, call, ovf[k]);
  }
  if (has_prefix(name, "llvm.scmp."))
    return three_way(c, call, true);
  if (has_prefix(name, "llvm.ucmp."))
    return three_way(c, call, false);
  if (has_prefix(name, "llvm.minimum."))
    return min_max(c, call, true);
  if (has_prefix(name, "llvm.maximum."))
    return min_max(c, call, false);
  return LSPV_DECLINED;
}

/* llvm.is.fpclass with any mask, on the float's bits: with a = |x| as an
 * integer, E the exponent mask and M = 1 << mantissa bits, nan is a > E,
 * inf a == E, zero a == 0, subnormal a - 1 < M - 1, normal a - M < E - M
 * (unsigned), quiet nan a & (M >> 1); the sign bit picks the negative or
 * positive class.  The tests of the mask's classes are OR'ed. */
lspv_status fwd_fpclass_bits(fwd_ctx *c, LLVMValueRef call, uint64_t mask) {
  LLVMValueRef x = LLVMGetOperand(call, 0);
  LLVMTypeRef ty = LLVMTypeOf(x), st = ty;
  if (LLVMGetTypeKind(st) == LLVMVectorTypeKind)
    st = LLVMGetElementType(st);
  unsigned bits, mant;
  switch (LLVMGetTypeKind(st)) {
  case LLVMHalfTypeKind: bits = 16, mant = 10; break;
  case LLVMFloatTypeKind: bits = 32, mant = 23; break;
  case LLVMDoubleTypeKind: bits = 64, mant = 52; break;
  default: return fwd_unsupported(c, call, "llvm.is.fpclass of this type");
  }
  LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, bits);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    it = LLVMVectorType(it, LLVMGetVectorSize(ty));
  uint32_t t = fwd_type(c, it, call), bt = fwd_value_type(c, call), xv = fwd_val(c, x);
  if (!t || !bt || !xv)
    return LSPV_ERROR_UNSUPPORTED;
  if (!(mask & 0x3ff) || (mask & 0x3ff) == 0x3ff) {
    LLVMValueRef k = LLVMConstInt(LLVMInt1TypeInContext(c->llctx), mask ? 1 : 0, 0);
    if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
      k = LLVMConstVector((LLVMValueRef[16]){k, k, k, k, k, k, k, k, k, k, k, k, k, k, k, k},
                          LLVMGetVectorSize(ty));
    return fwd_record(c, call, fwd_val(c, k));
  }
  static const uint64_t negbits[4] = {0x4, 0x8, 0x10, 0x20}; /* inf normal subnormal zero */
  static const uint64_t posbits[4] = {0x200, 0x100, 0x80, 0x40};
  uint64_t sign = 1ull << (bits - 1), m = 1ull << mant, e = (sign - 1) & ~(m - 1);
  uint32_t cast[3] = {t, fwd_id(c), xv};
  fwd_emit_body(c, SPV_OpBitcast, cast, 3);
  uint32_t a = fwd_op2(c, SPV_OpBitwiseAnd, t, cast[1], fwd_splat_int(c, it, sign - 1));
  uint32_t ee = fwd_splat_int(c, it, e), zero = fwd_splat_int(c, it, 0), neg = 0, pos = 0;
  bool one_sign = false;
  for (unsigned k = 0; k < 4; k++)
    one_sign |= !(mask & negbits[k]) != !(mask & posbits[k]);
  if (one_sign) {
    neg = fwd_op2(c, SPV_OpSLessThan, bt, cast[1], zero);
    uint32_t pn[3] = {bt, fwd_id(c), neg};
    fwd_emit_body(c, SPV_OpLogicalNot, pn, 3);
    pos = pn[1];
  }
  uint32_t acc = 0;
  if (mask & 0x3) {
    uint32_t nan = fwd_op2(c, SPV_OpUGreaterThan, bt, a, ee);
    if ((mask & 0x3) != 0x3) {
      uint32_t quiet = fwd_op2(c, SPV_OpBitwiseAnd, t, a, fwd_splat_int(c, it, m >> 1));
      uint32_t q = fwd_op2(c, (mask & 0x1) ? SPV_OpIEqual : SPV_OpINotEqual, bt, quiet, zero);
      nan = fwd_op2(c, SPV_OpLogicalAnd, bt, nan, q);
    }
    acc = nan;
  }
  for (unsigned k = 0; k < 4; k++) {
    bool n = mask & negbits[k], p = mask & posbits[k];
    if (!n && !p)
      continue;
    uint32_t test;
    switch (k) {
    case 0: test = fwd_op2(c, SPV_OpIEqual, bt, a, ee); break;
    case 1:
      test = fwd_op2(c, SPV_OpULessThan, bt, fwd_op2(c, SPV_OpISub, t, a, fwd_splat_int(c, it, m)),
                     fwd_splat_int(c, it, e - m));
      break;
    case 2:
      test = fwd_op2(c, SPV_OpULessThan, bt, fwd_op2(c, SPV_OpISub, t, a, fwd_splat_int(c, it, 1)),
                     fwd_splat_int(c, it, m - 1));
      break;
    default: test = fwd_op2(c, SPV_OpIEqual, bt, a, zero); break;
    }
    uint32_t term = n && p ? test : fwd_op2(c, SPV_OpLogicalAnd, bt, test, n ? neg : pos);
    acc = acc ? fwd_op2(c, SPV_OpLogicalOr, bt, acc, term) : term;
  }
  return fwd_record(c, call, acc);
}
