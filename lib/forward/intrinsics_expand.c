/*===-- forward/intrinsics_expand.c - intrinsics expanded into core ops ----===*\
|* LLVM intrinsics without an OpenCL.std or core instruction of the same    *|
|* meaning are expanded into core instructions, lane-wise on vectors:       *|
|*  - llvm.bswap: bytes shifted and masked into place, then OR'ed;          *|
|*  - llvm.fshl / llvm.fshr: (a << s) | ((b >> 1) >> (~s & (N-1))) and its  *|
|*    mirror, with s taken modulo N (N a power of two), so no shift by N;   *|
|*  - llvm.{s,u}{add,sub}.with.overflow: the wrapped result and the usual   *|
|*    sign / carry tests; llvm.{s,u}mul.with.overflow through               *|
|*    OpSMulExtended / OpUMulExtended (overflow when the high half is not   *|
|*    the sign / zero extension of the low half);                           *|
|*  - llvm.minimum / llvm.maximum (IEEE 754-2019: NaN propagates, -0 < +0): *|
|*    an ordered compare and select, equal operands merged by their bits   *|
|*    (OR for minimum, AND for maximum), unordered operands give a + b.     *|
|* Each returns LSPV_DECLINED when the name is not one of these.            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

/* A constant of type @p ty (scalar or vector of integers) with every lane @p v. */
static uint32_t splat(fwd_ctx *c, LLVMTypeRef ty, uint64_t v) {
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

/* Emits `opcode type a b` and returns its id (0 if an operand failed). */
static uint32_t op2(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b) {
  if (!type || !a || !b)
    return 0;
  uint32_t ops[4] = {type, fwd_id(c), a, b};
  fwd_emit_body(c, opcode, ops, 4);
  return ops[1];
}

static uint32_t op3(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b,
                    uint32_t d) {
  if (!type || !a || !b || !d)
    return 0;
  uint32_t ops[5] = {type, fwd_id(c), a, b, d};
  fwd_emit_body(c, opcode, ops, 5);
  return ops[1];
}

static unsigned lane_bits(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 0;
}

/* The boolean type with the shape of @p ty. */
static uint32_t bool_like(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  LLVMTypeRef b = LLVMInt1TypeInContext(c->llctx);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    b = LLVMVectorType(b, LLVMGetVectorSize(ty));
  return fwd_type(c, b, where);
}

static lspv_status record(fwd_ctx *c, LLVMValueRef call, uint32_t id) {
  if (!id)
    return LSPV_ERROR_UNSUPPORTED;
  return lspv_ptrmap_put(&c->vals, call, id) ? LSPV_SUCCESS : fwd_oom(c);
}

static lspv_status bswap(fwd_ctx *c, LLVMValueRef call) {
  LLVMTypeRef ty = LLVMTypeOf(call);
  unsigned n = lane_bits(ty);
  if (n < 16 || n % 16)
    return fwd_unsupported(c, call, "llvm.bswap of this width");
  uint32_t t = fwd_type(c, ty, call), x = fwd_val(c, LLVMGetOperand(call, 0)), acc = 0;
  for (unsigned k = 0; k < n / 8; k++) {
    unsigned from = 8 * k, to = n - 8 - 8 * k;
    uint32_t byte = from ? op2(c, SPV_OpShiftRightLogical, t, x, splat(c, ty, from)) : x;
    byte = op2(c, SPV_OpBitwiseAnd, t, byte, splat(c, ty, 0xff));
    if (to)
      byte = op2(c, SPV_OpShiftLeftLogical, t, byte, splat(c, ty, to));
    acc = acc ? op2(c, SPV_OpBitwiseOr, t, acc, byte) : byte;
    if (!acc)
      return LSPV_ERROR_UNSUPPORTED;
  }
  return record(c, call, acc);
}

static lspv_status funnel(fwd_ctx *c, LLVMValueRef call, bool left) {
  LLVMTypeRef ty = LLVMTypeOf(call);
  unsigned n = lane_bits(ty);
  if (!n || (n & (n - 1)))
    return fwd_unsupported(c, call, "funnel shift of a width that is not a power of two");
  uint32_t t = fwd_type(c, ty, call);
  uint32_t a = fwd_val(c, LLVMGetOperand(call, 0)), b = fwd_val(c, LLVMGetOperand(call, 1));
  uint32_t s =
      op2(c, SPV_OpBitwiseAnd, t, fwd_val(c, LLVMGetOperand(call, 2)), splat(c, ty, n - 1));
  uint32_t inv = op2(c, SPV_OpBitwiseXor, t, s, splat(c, ty, n - 1)); /* N-1-s */
  uint32_t one = splat(c, ty, 1), hi, lo;
  if (left) {
    hi = op2(c, SPV_OpShiftLeftLogical, t, a, s);
    lo = op2(c, SPV_OpShiftRightLogical, t, op2(c, SPV_OpShiftRightLogical, t, b, one), inv);
  } else {
    hi = op2(c, SPV_OpShiftLeftLogical, t, op2(c, SPV_OpShiftLeftLogical, t, a, one), inv);
    lo = op2(c, SPV_OpShiftRightLogical, t, b, s);
  }
  return record(c, call, op2(c, SPV_OpBitwiseOr, t, hi, lo));
}

static lspv_status with_overflow(fwd_ctx *c, LLVMValueRef call, const char *what) {
  LLVMValueRef a = LLVMGetOperand(call, 0), b = LLVMGetOperand(call, 1);
  LLVMTypeRef ty = LLVMTypeOf(a);
  unsigned n = lane_bits(ty);
  uint32_t t = fwd_type(c, ty, call), bt = bool_like(c, ty, call);
  uint32_t x = fwd_val(c, a), y = fwd_val(c, b), zero = splat(c, ty, 0), r = 0, ov = 0;
  bool is_signed = what[0] == 's';
  if (!n)
    return fwd_unsupported(c, call, "overflow intrinsic on a non-integer type");
  if (!strncmp(what + 1, "mul", 3)) {
    LLVMTypeRef st = LLVMStructTypeInContext(c->llctx, (LLVMTypeRef[]){ty, ty}, 2, 0);
    uint32_t pair =
        op2(c, is_signed ? SPV_OpSMulExtended : SPV_OpUMulExtended, fwd_type(c, st, call), x, y);
    uint32_t lo_ops[4] = {t, fwd_id(c), pair, 0}, hi_ops[4] = {t, fwd_id(c), pair, 1};
    if (!pair)
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpCompositeExtract, lo_ops, 4);
    fwd_emit_body(c, SPV_OpCompositeExtract, hi_ops, 4);
    r = lo_ops[1];
    uint32_t ext = is_signed ? op2(c, SPV_OpShiftRightArithmetic, t, r, splat(c, ty, n - 1)) : zero;
    ov = op2(c, SPV_OpINotEqual, bt, hi_ops[1], ext);
  } else {
    bool add = !strncmp(what + 1, "add", 3);
    r = op2(c, add ? SPV_OpIAdd : SPV_OpISub, t, x, y);
    if (!is_signed) {
      ov = add ? op2(c, SPV_OpULessThan, bt, r, x) : op2(c, SPV_OpULessThan, bt, x, y);
    } else {
      /* add: (x ^ r) & (y ^ r) < 0; sub: (x ^ y) & (x ^ r) < 0. */
      uint32_t p = op2(c, SPV_OpBitwiseXor, t, x, add ? r : y);
      uint32_t q = op2(c, SPV_OpBitwiseXor, t, add ? y : x, r);
      ov = op2(c, SPV_OpSLessThan, bt, op2(c, SPV_OpBitwiseAnd, t, p, q), zero);
    }
  }
  uint32_t rt = fwd_value_type(c, call);
  if (!r || !ov || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t cc[4] = {rt, fwd_result_id(c, call), r, ov};
  fwd_emit_body(c, SPV_OpCompositeConstruct, cc, 4);
  return LSPV_SUCCESS;
}

static lspv_status min_max(fwd_ctx *c, LLVMValueRef call, bool is_min) {
  LLVMTypeRef ty = LLVMTypeOf(call), st = ty;
  if (LLVMGetTypeKind(st) == LLVMVectorTypeKind)
    st = LLVMGetElementType(st);
  unsigned bits = LLVMGetTypeKind(st) == LLVMHalfTypeKind     ? 16
                  : LLVMGetTypeKind(st) == LLVMFloatTypeKind  ? 32
                  : LLVMGetTypeKind(st) == LLVMDoubleTypeKind ? 64
                                                              : 0;
  if (!bits)
    return fwd_unsupported(c, call, "llvm.minimum/maximum of this type");
  LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, bits);
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    it = LLVMVectorType(it, LLVMGetVectorSize(ty));
  uint32_t t = fwd_type(c, ty, call), itid = fwd_type(c, it, call), bt = bool_like(c, ty, call);
  uint32_t a = fwd_val(c, LLVMGetOperand(call, 0)), b = fwd_val(c, LLVMGetOperand(call, 1));
  uint32_t lt = op2(c, is_min ? SPV_OpFOrdLessThan : SPV_OpFOrdGreaterThan, bt, a, b);
  uint32_t pick = op3(c, SPV_OpSelect, t, lt, a, b);
  uint32_t eq = op2(c, SPV_OpFOrdEqual, bt, a, b);
  uint32_t ai = 0, bi = 0;
  if (itid && a && b) {
    uint32_t ca[3] = {itid, fwd_id(c), a}, cb[3] = {itid, fwd_id(c), b};
    fwd_emit_body(c, SPV_OpBitcast, ca, 3);
    fwd_emit_body(c, SPV_OpBitcast, cb, 3);
    ai = ca[1], bi = cb[1];
  }
  uint32_t merged = op2(c, is_min ? SPV_OpBitwiseOr : SPV_OpBitwiseAnd, itid, ai, bi), mf = 0;
  if (merged) {
    uint32_t cm[3] = {t, fwd_id(c), merged};
    fwd_emit_body(c, SPV_OpBitcast, cm, 3);
    mf = cm[1];
  }
  uint32_t ordered = op3(c, SPV_OpSelect, t, eq, mf, pick);
  uint32_t un = op2(c, SPV_OpUnordered, bt, a, b);
  uint32_t nan = op2(c, SPV_OpFAdd, t, a, b);
  return record(c, call, op3(c, SPV_OpSelect, t, un, nan, ordered));
}

lspv_status fwd_intrinsic_expand(fwd_ctx *c, LLVMValueRef call, const char *name) {
  if (has_prefix(name, "llvm.bswap."))
    return bswap(c, call);
  if (has_prefix(name, "llvm.fshl."))
    return funnel(c, call, true);
  if (has_prefix(name, "llvm.fshr."))
    return funnel(c, call, false);
  static const char *const ovf[] = {"sadd", "uadd", "ssub", "usub", "smul", "umul"};
  for (size_t k = 0; k < sizeof ovf / sizeof ovf[0]; k++) {
    size_t l = strlen(ovf[k]);
    if (!strncmp(name + 5, ovf[k], l) && has_prefix(name + 5 + l, ".with.overflow."))
      return with_overflow(c, call, ovf[k]);
  }
  if (has_prefix(name, "llvm.minimum."))
    return min_max(c, call, true);
  if (has_prefix(name, "llvm.maximum."))
    return min_max(c, call, false);
  return LSPV_DECLINED;
}
