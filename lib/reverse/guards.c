/*===-- reverse/guards.c - operand type rules the LLVM builders assume -----===*\
|*                                                                            *|
|* The structural checker verifies layout, ids and operand kinds, not that   *|
|* an OpIAdd adds integers of its result type (spirv-val's type rules).  The  *|
|* LLVM builders assume exactly that and do not check it: Debian's LLVM has   *|
|* no assertions, so a float in an integer add, an extract from a scalar or a *|
|* load of a void crashes in the constant folder or the data layout instead  *|
|* of failing.  rev_guard_inst() runs before the core translates a function  *|
|* body instruction and rejects, with the place, every operand whose LLVM    *|
|* type the builder call for that opcode cannot take.  What only makes bad   *|
|* IR (no crash) is left to LLVMVerifyModule at the end of the translation.  *|
\*===----------------------------------------------------------------------===*/
#include "reverse/rev_private.h"

enum { K_INT = 1, K_FP = 2, K_BOOL = 4, K_PTR = 8 };

static LLVMTypeRef scalar_of(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

static unsigned lanes(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
}

/* Scalar or vector of one of @p kinds. */
static bool is(LLVMTypeRef t, unsigned kinds) {
  if (!t)
    return false;
  LLVMTypeRef s = scalar_of(t);
  switch (LLVMGetTypeKind(s)) {
  case LLVMIntegerTypeKind:
    return (kinds & K_INT) || ((kinds & K_BOOL) && LLVMGetIntTypeWidth(s) == 1);
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: return kinds & K_FP;
  case LLVMPointerTypeKind: return kinds & K_PTR;
  default: return false;
  }
}

static bool is_scalar(LLVMTypeRef t, unsigned kinds) {
  return t && LLVMGetTypeKind(t) != LLVMVectorTypeKind && is(t, kinds);
}

static lspv_status bad(rev_ctx *c, const lspv_inst *in, const char *what) {
  if (in->result)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "id %u: %s", in->result,
                    what);
  return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "%s", what);
}

lspv_status rev_guard_phi_incoming(rev_ctx *c, const lspv_inst *in, LLVMValueRef phi,
                                   LLVMValueRef v, LLVMBasicBlockRef from) {
  if (LLVMTypeOf(v) != LLVMTypeOf(phi))
    return bad(c, in, "an incoming value is not of the phi's type");
  /* SPIR-V 2.16.1: each parent is a predecessor of the phi's block.  The
   * verifier would reject it too, but without saying where. */
  LLVMBasicBlockRef to = LLVMGetInstructionParent(phi);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(from);
  unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetSuccessor(term, i) == to)
      return LSPV_SUCCESS;
  uint32_t pid = 0;
  for (unsigned k = 0; 3 + k < lspv_nops(in); k += 2)
    if (c->values[rev_op(c, in, 3 + k)] == LLVMBasicBlockAsValue(from))
      pid = rev_op(c, in, 3 + k);
  return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                  "id %u: parent block %u is not a predecessor of the phi's block", in->result,
                  pid);
}

bool rev_sized_type(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind:
  case LLVMLabelTypeKind:
  case LLVMMetadataTypeKind:
  case LLVMFunctionTypeKind:
  case LLVMTokenTypeKind: return false;
  default: return LLVMTypeIsSized(t);
  }
}

/* Type of value operand @p i (NULL after reporting). */
static LLVMTypeRef op_type(rev_ctx *c, const lspv_inst *in, unsigned i) {
  if (i >= lspv_nops(in)) {
    bad(c, in, "missing operand");
    return NULL;
  }
  /* A constant sampler is a call at each use (images.c): its type only. */
  const lspv_inst *d = rev_def(c, rev_op(c, in, i));
  if (d && d->opcode == SPV_OpConstantSampler)
    return rev_type(c, d->type, in);
  LLVMValueRef v = rev_value(c, rev_op(c, in, i), in);
  return v ? LLVMTypeOf(v) : NULL;
}

/* Walks constant member indices from operand @p first; the indexed type or
 * NULL after reporting. */
static LLVMTypeRef indexed(rev_ctx *c, const lspv_inst *in, LLVMTypeRef t, unsigned first) {
  for (unsigned i = first; i < lspv_nops(in); i++) {
    uint32_t k = rev_op(c, in, i);
    switch (LLVMGetTypeKind(t)) {
    case LLVMVectorTypeKind:
      if (k >= LLVMGetVectorSize(t))
        break;
      t = LLVMGetElementType(t);
      continue;
    case LLVMArrayTypeKind:
      if (k >= LLVMGetArrayLength2(t))
        break;
      t = LLVMGetElementType(t);
      continue;
    case LLVMStructTypeKind:
      if (k >= LLVMCountStructElementTypes(t))
        break;
      t = LLVMStructGetTypeAtIndex(t, k);
      continue;
    default: break;
    }
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "index %u (operand %u) is outside the composite", k, i);
    return NULL;
  }
  return t;
}

static lspv_status composite_construct(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  unsigned n = lspv_nops(in) - 2, at = 0;
  LLVMTypeKind k = LLVMGetTypeKind(rt);
  if (k == LLVMTargetExtTypeKind) /* an opaque type's constituents are its plugin's checks */
    return LSPV_SUCCESS;
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef e = op_type(c, in, 2 + i);
    if (!e)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMTypeRef want =
        k == LLVMStructTypeKind
            ? (at < LLVMCountStructElementTypes(rt) ? LLVMStructGetTypeAtIndex(rt, at) : NULL)
        : k == LLVMArrayTypeKind || k == LLVMVectorTypeKind ? LLVMGetElementType(rt)
                                                            : NULL;
    if (k == LLVMVectorTypeKind && LLVMGetTypeKind(e) == LLVMVectorTypeKind &&
        LLVMGetElementType(e) == want)
      at += LLVMGetVectorSize(e);
    else if (e == want)
      at++;
    else
      return bad(c, in, "constituent type does not match the composite");
  }
  uint64_t need = k == LLVMStructTypeKind  ? LLVMCountStructElementTypes(rt)
                  : k == LLVMArrayTypeKind ? LLVMGetArrayLength2(rt)
                                           : LLVMGetVectorSize(rt);
  return at == need ? LSPV_SUCCESS : bad(c, in, "wrong number of constituents");
}

/* Rules of the opcodes whose result is computed from same-shaped operands. */
static lspv_status arith(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  unsigned kin = 0, kout = 0;
  bool same = false, shape = false;
  /* Arithmetic on an opaque (target extension) type, e.g. a cooperative
   * matrix, becomes a SPIR-V friendly call: no LLVM operation to guard. */
  if (LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind)
    return LSPV_SUCCESS;
  switch (in->opcode) {
  case SPV_OpIAdd:
  case SPV_OpISub:
  case SPV_OpIMul:
  case SPV_OpUDiv:
  case SPV_OpSDiv:
  case SPV_OpUMod:
  case SPV_OpSRem:
  case SPV_OpSMod:
  case SPV_OpBitwiseAnd:
  case SPV_OpBitwiseOr:
  case SPV_OpBitwiseXor:
  case SPV_OpSNegate:
  case SPV_OpNot:
  case SPV_OpBitReverse: kin = kout = K_INT, same = true; break;
  case SPV_OpFAdd:
  case SPV_OpFSub:
  case SPV_OpFMul:
  case SPV_OpFDiv:
  case SPV_OpFRem:
  case SPV_OpFMod:
  case SPV_OpFNegate: kin = kout = K_FP, same = true; break;
  case SPV_OpLogicalAnd:
  case SPV_OpLogicalOr:
  case SPV_OpLogicalNotEqual:
  case SPV_OpLogicalEqual:
  case SPV_OpLogicalNot: kin = kout = K_BOOL, same = true; break;
  case SPV_OpShiftLeftLogical:
  case SPV_OpShiftRightLogical:
  case SPV_OpShiftRightArithmetic: kin = kout = K_INT, shape = true; break;
  case SPV_OpIEqual:
  case SPV_OpINotEqual:
  case SPV_OpUGreaterThan:
  case SPV_OpSGreaterThan:
  case SPV_OpUGreaterThanEqual:
  case SPV_OpSGreaterThanEqual:
  case SPV_OpULessThan:
  case SPV_OpSLessThan:
  case SPV_OpULessThanEqual:
  case SPV_OpSLessThanEqual: kin = K_INT | K_PTR, kout = K_BOOL, shape = true; break;
  case SPV_OpFOrdEqual:
  case SPV_OpFUnordEqual:
  case SPV_OpFOrdNotEqual:
  case SPV_OpFUnordNotEqual:
  case SPV_OpFOrdLessThan:
  case SPV_OpFUnordLessThan:
  case SPV_OpFOrdGreaterThan:
  case SPV_OpFUnordGreaterThan:
  case SPV_OpFOrdLessThanEqual:
  case SPV_OpFUnordLessThanEqual:
  case SPV_OpFOrdGreaterThanEqual:
  case SPV_OpFUnordGreaterThanEqual:
  case SPV_OpOrdered:
  case SPV_OpUnordered:
  case SPV_OpIsNan:
  case SPV_OpIsInf:
  case SPV_OpIsFinite:
  case SPV_OpIsNormal:
  case SPV_OpSignBitSet: kin = K_FP, kout = K_BOOL, shape = true; break;
  case SPV_OpConvertFToU:
  case SPV_OpConvertFToS: kin = K_FP, kout = K_INT, shape = true; break;
  case SPV_OpConvertSToF:
  case SPV_OpConvertUToF: kin = K_INT, kout = K_FP, shape = true; break;
  case SPV_OpConvertPtrToU: kin = K_PTR, kout = K_INT, shape = true; break;
  case SPV_OpConvertUToPtr: kin = K_INT, kout = K_PTR, shape = true; break;
  case SPV_OpPtrCastToGeneric:
  case SPV_OpGenericCastToPtr:
  case SPV_OpGenericCastToPtrExplicit: kin = kout = K_PTR, shape = true; break;
  case SPV_OpUConvert:
  case SPV_OpSConvert:
  case SPV_OpBitCount: kin = kout = K_INT, shape = true; break;
  case SPV_OpFConvert: kin = kout = K_FP, shape = true; break;
  case SPV_OpAny:
  case SPV_OpAll: kin = kout = K_BOOL; break;
  case SPV_OpVectorTimesScalar: {
    LLVMTypeRef a = op_type(c, in, 2), b = a ? op_type(c, in, 3) : NULL;
    if (!b)
      return LSPV_ERROR_INVALID_INPUT;
    return LLVMGetTypeKind(rt) == LLVMVectorTypeKind && is(rt, K_FP) && a == rt &&
                   b == LLVMGetElementType(rt)
               ? LSPV_SUCCESS
               : bad(c, in, "operands are not a float vector and its component");
  }
  default: return LSPV_DECLINED;
  }
  LLVMTypeRef a = op_type(c, in, 2);
  if (!a)
    return LSPV_ERROR_INVALID_INPUT;
  if (kout == K_BOOL && !same && !shape && !is_scalar(rt, K_BOOL)) /* OpAny, OpAll */
    return bad(c, in, "result type is not a bool");
  if (!is(rt, kout))
    return bad(c, in, "result type is not of the kind the opcode computes");
  if (!is(a, kin))
    return bad(c, in, "operand type is not of the kind the opcode takes");
  if ((same && a != rt) || (shape && lanes(a) != lanes(rt)))
    return bad(c, in, "operand and result types do not match");
  bool two = lspv_nops(in) > 3 && in->opcode != SPV_OpGenericCastToPtrExplicit;
  if (two) {
    LLVMTypeRef b = op_type(c, in, 3);
    if (!b)
      return LSPV_ERROR_INVALID_INPUT;
    bool shift = in->opcode == SPV_OpShiftLeftLogical || in->opcode == SPV_OpShiftRightLogical ||
                 in->opcode == SPV_OpShiftRightArithmetic;
    if (shift ? !is(b, K_INT) || lanes(b) != lanes(a) || a != rt : b != a)
      return bad(c, in, "the two operands have different types");
  }
  return LSPV_SUCCESS;
}

static lspv_status bitcast_rule(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  LLVMTypeRef a = op_type(c, in, 2);
  if (!a)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned k = K_INT | K_FP | K_PTR;
  if (!is(a, k) || !is(rt, k))
    return bad(c, in, "bitcast of a type that is not a scalar or vector");
  bool pa = is(a, K_PTR), pr = is(rt, K_PTR);
  /* pointer <-> pointer, scalar integer, or (SPIR-V 1.5) a vector of
   * integers as wide as the pointer */
  if (pa && pr)
    return lanes(a) == 1 && lanes(rt) == 1 ? LSPV_SUCCESS
                                           : bad(c, in, "bitcast of a vector of pointers");
  if (pa || pr) {
    LLVMTypeRef p = pa ? a : rt, o = pa ? rt : a;
    if (lanes(p) != 1 || !is(o, K_INT))
      return bad(c, in, "bitcast between a pointer and a non-integer");
    return lanes(o) == 1 || LLVMSizeOfTypeInBits(c->td, o) == LLVMSizeOfTypeInBits(c->td, p)
               ? LSPV_SUCCESS
               : bad(c, in, "bitcast between a pointer and an integer vector of another width");
  }
  return LLVMSizeOfTypeInBits(c->td, a) == LLVMSizeOfTypeInBits(c->td, rt)
             ? LSPV_SUCCESS
             : bad(c, in, "bitcast between types of different sizes");
}

static lspv_status memory(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  LLVMTypeRef p, v;
  switch (in->opcode) {
  case SPV_OpLoad:
    if (!(p = op_type(c, in, 2)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is_scalar(p, K_PTR))
      return bad(c, in, "the pointer operand is not a pointer");
    return rev_sized_type(rt) ? LSPV_SUCCESS : bad(c, in, "a value of this type cannot be loaded");
  case SPV_OpStore:
    if (!(p = op_type(c, in, 0)) || !(v = op_type(c, in, 1)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is_scalar(p, K_PTR))
      return bad(c, in, "the pointer operand is not a pointer");
    return rev_sized_type(v) ? LSPV_SUCCESS : bad(c, in, "a value of this type cannot be stored");
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain:
    if (!(p = op_type(c, in, 2)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is_scalar(p, K_PTR) || !is_scalar(rt, K_PTR))
      return bad(c, in, "the base is not a pointer");
    for (unsigned i = 3; i < lspv_nops(in); i++) {
      if (!(v = op_type(c, in, i)))
        return LSPV_ERROR_INVALID_INPUT;
      if (!is_scalar(v, K_INT))
        return bad(c, in, "an index is not an integer scalar");
    }
    return LSPV_SUCCESS;
  case SPV_OpCopyMemory:
  case SPV_OpCopyMemorySized:
    if (!(p = op_type(c, in, 0)) || !(v = op_type(c, in, 1)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is_scalar(p, K_PTR) || !is_scalar(v, K_PTR))
      return bad(c, in, "an operand is not a pointer");
    if (in->opcode == SPV_OpCopyMemorySized && (!(v = op_type(c, in, 2)) || !is_scalar(v, K_INT)))
      return c->d->errors ? LSPV_ERROR_INVALID_INPUT : bad(c, in, "the size is not an integer");
    return LSPV_SUCCESS;
  case SPV_OpPtrEqual:
  case SPV_OpPtrNotEqual:
  case SPV_OpPtrDiff:
    if (!(p = op_type(c, in, 2)) || !(v = op_type(c, in, 3)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is_scalar(p, K_PTR) || p != v)
      return bad(c, in, "the operands are not pointers of one type");
    return is_scalar(rt, in->opcode == SPV_OpPtrDiff ? K_INT : K_BOOL)
               ? LSPV_SUCCESS
               : bad(c, in, "bad result type");
  default: return LSPV_DECLINED;
  }
}

static lspv_status composite(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  LLVMTypeRef a, b = NULL, t;
  switch (in->opcode) {
  case SPV_OpCompositeExtract:
    if (!(a = op_type(c, in, 2)) || !(t = indexed(c, in, a, 3)))
      return LSPV_ERROR_INVALID_INPUT;
    return lspv_nops(in) > 3 && t == rt ? LSPV_SUCCESS
                                        : bad(c, in, "result type is not the indexed member");
  case SPV_OpCompositeInsert:
    if (!(b = op_type(c, in, 2)) || !(a = op_type(c, in, 3)) || !(t = indexed(c, in, a, 4)))
      return LSPV_ERROR_INVALID_INPUT;
    return lspv_nops(in) > 4 && t == b && a == rt
               ? LSPV_SUCCESS
               : bad(c, in, "object or composite type does not match");
  case SPV_OpCompositeConstruct: return composite_construct(c, in, rt);
  case SPV_OpVectorShuffle:
    if (!(a = op_type(c, in, 2)) || !(b = op_type(c, in, 3)))
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMGetTypeKind(a) != LLVMVectorTypeKind || LLVMGetTypeKind(b) != LLVMVectorTypeKind ||
        LLVMGetTypeKind(rt) != LLVMVectorTypeKind ||
        LLVMGetElementType(a) != LLVMGetElementType(b) ||
        LLVMGetElementType(a) != LLVMGetElementType(rt) ||
        LLVMGetVectorSize(rt) != lspv_nops(in) - 4)
      return bad(c, in, "operands are not vectors of the result's component type");
    return LSPV_SUCCESS;
  case SPV_OpCopyLogical:
    /* Logically matching aggregates (SPIR-V 3.52.12): as LLVM lays them
     * out, of one size (reverse copies through memory). */
    if (!(a = op_type(c, in, 2)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!rev_sized_type(a) || !rev_sized_type(rt) ||
        LLVMABISizeOfType(c->td, a) != LLVMABISizeOfType(c->td, rt))
      return bad(c, in, "the operand does not match the result type");
    return LSPV_SUCCESS;
  case SPV_OpVectorExtractDynamic:
  case SPV_OpVectorInsertDynamic: {
    bool ins = in->opcode == SPV_OpVectorInsertDynamic;
    LLVMTypeRef idx;
    if (!(a = op_type(c, in, 2)) || (ins && !(b = op_type(c, in, 3))) ||
        !(idx = op_type(c, in, ins ? 4 : 3)))
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMGetTypeKind(a) != LLVMVectorTypeKind || !is_scalar(idx, K_INT) ||
        (ins ? a != rt || b != LLVMGetElementType(a) : rt != LLVMGetElementType(a)))
      return bad(c, in, "operand types do not match a vector access");
    return LSPV_SUCCESS;
  }
  case SPV_OpSelect:
    if (!(a = op_type(c, in, 2)) || !(b = op_type(c, in, 3)) || !(t = op_type(c, in, 4)))
      return LSPV_ERROR_INVALID_INPUT;
    if (!is(a, K_BOOL) || (lanes(a) != 1 && lanes(a) != lanes(rt)) || b != rt || t != rt ||
        !rev_sized_type(rt))
      return bad(c, in, "condition or operand types do not match the result");
    return LSPV_SUCCESS;
  default: return LSPV_DECLINED;
  }
}

static lspv_status control(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef t;
  switch (in->opcode) {
  case SPV_OpBranchConditional:
    if (!(t = op_type(c, in, 0)))
      return LSPV_ERROR_INVALID_INPUT;
    return is_scalar(t, K_BOOL) ? LSPV_SUCCESS : bad(c, in, "the condition is not a bool");
  case SPV_OpSwitch:
    if (!(t = op_type(c, in, 0)))
      return LSPV_ERROR_INVALID_INPUT;
    return is_scalar(t, K_INT) && LLVMGetIntTypeWidth(t) <= 64
               ? LSPV_SUCCESS
               : bad(c, in, "the selector is not an integer of at most 64 bits");
  case SPV_OpReturnValue: {
    if (!(t = op_type(c, in, 0)))
      return LSPV_ERROR_INVALID_INPUT;
    LLVMTypeRef ft = c->fn ? LLVMGlobalGetValueType(c->fn) : NULL;
    return ft && LLVMGetReturnType(ft) == t ? LSPV_SUCCESS
                                            : bad(c, in, "the value is not of the return type");
  }
  case SPV_OpFunctionCall: {
    LLVMValueRef f = rev_value(c, rev_op(c, in, 2), in);
    if (!f)
      return LSPV_ERROR_INVALID_INPUT;
    if (!LLVMIsAFunction(f))
      return bad(c, in, "the callee is not a function");
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    unsigned n = lspv_nops(in) - 3;
    if (LLVMCountParamTypes(ft) != n || LLVMIsFunctionVarArg(ft))
      return bad(c, in, "argument count does not match the callee");
    LLVMTypeRef pt[64];
    if (n > 64)
      return LSPV_SUCCESS; /* calls.c checks the wide ones itself */
    LLVMGetParamTypes(ft, pt);
    for (unsigned i = 0; i < n; i++) {
      if (!(t = op_type(c, in, 3 + i)))
        return LSPV_ERROR_INVALID_INPUT;
      if (t != pt[i])
        return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                        "argument %u does not have the parameter's type", i);
    }
    return LSPV_SUCCESS;
  }
  default: return LSPV_DECLINED;
  }
}

lspv_status rev_guard_inst(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = NULL;
  if (in->type && in->opcode != SPV_OpFunctionCall) {
    if (!(rt = rev_type(c, in->type, in)))
      return LSPV_ERROR_INVALID_INPUT;
  }
  lspv_status s = LSPV_DECLINED;
  if (rt && (s = arith(c, in, rt)) == LSPV_DECLINED && (s = memory(c, in, rt)) == LSPV_DECLINED)
    s = in->opcode == SPV_OpBitcast ? bitcast_rule(c, in, rt) : composite(c, in, rt);
  if (s == LSPV_DECLINED)
    s = control(c, in);
  if (s == LSPV_DECLINED && in->opcode == SPV_OpStore)
    s = memory(c, in, NULL);
  return s == LSPV_DECLINED ? LSPV_SUCCESS : s;
}
