/*===-- reverse/arith.c - arithmetic, comparisons, conversions, composites -===*\
|*                                                                            *|
|* One-to-one mappings are tables (binary operators, integer and float        *|
|* predicates, casts); the rest are small functions.  SPIR-V lets a shift     *|
|* amount have another width than the shifted value and OpVectorShuffle mix   *|
|* vector lengths; LLVM does not, so those operands are adjusted here.        *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "reverse/rev_private.h"

static const struct {
  uint16_t op;
  LLVMOpcode llvm;
} binops[] = {
    {SPV_OpIAdd, LLVMAdd},
    {SPV_OpFAdd, LLVMFAdd},
    {SPV_OpISub, LLVMSub},
    {SPV_OpFSub, LLVMFSub},
    {SPV_OpIMul, LLVMMul},
    {SPV_OpFMul, LLVMFMul},
    {SPV_OpUDiv, LLVMUDiv},
    {SPV_OpSDiv, LLVMSDiv},
    {SPV_OpFDiv, LLVMFDiv},
    {SPV_OpUMod, LLVMURem},
    {SPV_OpSRem, LLVMSRem},
    {SPV_OpFRem, LLVMFRem},
    {SPV_OpShiftLeftLogical, LLVMShl},
    {SPV_OpShiftRightLogical, LLVMLShr},
    {SPV_OpShiftRightArithmetic, LLVMAShr},
    {SPV_OpBitwiseAnd, LLVMAnd},
    {SPV_OpBitwiseOr, LLVMOr},
    {SPV_OpBitwiseXor, LLVMXor},
    {SPV_OpLogicalAnd, LLVMAnd},
    {SPV_OpLogicalOr, LLVMOr},
};

static const struct {
  uint16_t op;
  LLVMIntPredicate p;
} icmps[] = {
    {SPV_OpIEqual, LLVMIntEQ},
    {SPV_OpINotEqual, LLVMIntNE},
    {SPV_OpLogicalEqual, LLVMIntEQ},
    {SPV_OpLogicalNotEqual, LLVMIntNE},
    {SPV_OpUGreaterThan, LLVMIntUGT},
    {SPV_OpSGreaterThan, LLVMIntSGT},
    {SPV_OpUGreaterThanEqual, LLVMIntUGE},
    {SPV_OpSGreaterThanEqual, LLVMIntSGE},
    {SPV_OpULessThan, LLVMIntULT},
    {SPV_OpSLessThan, LLVMIntSLT},
    {SPV_OpULessThanEqual, LLVMIntULE},
    {SPV_OpSLessThanEqual, LLVMIntSLE},
};

static const struct {
  uint16_t op;
  LLVMRealPredicate p;
} fcmps[] = {
    {SPV_OpFOrdEqual, LLVMRealOEQ},
    {SPV_OpFUnordEqual, LLVMRealUEQ},
    {SPV_OpFOrdNotEqual, LLVMRealONE},
    {SPV_OpLessOrGreater, LLVMRealONE}, /* the same, deprecated since SPIR-V 1.5 */
    {SPV_OpFUnordNotEqual, LLVMRealUNE},
    {SPV_OpFOrdLessThan, LLVMRealOLT},
    {SPV_OpFUnordLessThan, LLVMRealULT},
    {SPV_OpFOrdGreaterThan, LLVMRealOGT},
    {SPV_OpFUnordGreaterThan, LLVMRealUGT},
    {SPV_OpFOrdLessThanEqual, LLVMRealOLE},
    {SPV_OpFUnordLessThanEqual, LLVMRealULE},
    {SPV_OpFOrdGreaterThanEqual, LLVMRealOGE},
    {SPV_OpFUnordGreaterThanEqual, LLVMRealUGE},
    {SPV_OpOrdered, LLVMRealORD},
    {SPV_OpUnordered, LLVMRealUNO},
};

static const struct {
  uint16_t op;
  LLVMOpcode llvm;
} casts[] = {
    {SPV_OpConvertFToU, LLVMFPToUI},
    {SPV_OpConvertFToS, LLVMFPToSI},
    {SPV_OpConvertSToF, LLVMSIToFP},
    {SPV_OpConvertUToF, LLVMUIToFP},
    {SPV_OpConvertPtrToU, LLVMPtrToInt},
    {SPV_OpConvertUToPtr, LLVMIntToPtr},
    {SPV_OpPtrCastToGeneric, LLVMAddrSpaceCast},
    {SPV_OpGenericCastToPtr, LLVMAddrSpaceCast},
};

/* Size in bits of a scalar float type (the C API has no direct query). */
static unsigned float_bits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  default: return 0;
  }
}

static unsigned scalar_bits(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : float_bits(t);
}

static LLVMValueRef call_intrinsic(rev_ctx *c, const char *name, LLVMTypeRef *over, unsigned no,
                                   LLVMValueRef *args, unsigned na) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->m, id, over, no);
  LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, over, no);
  return LLVMBuildCall2(c->b, fty, fn, args, na, "");
}

/* OpSMod / OpFMod: the sign of the result follows the divisor (SPIR-V
 * 3.42.13), in llvm-spirv's form.  Integer: r = srem a, b; when a and b
 * differ in sign (a ^ b < 0) and r != 0, r + b (which cannot overflow), else
 * r.  Float: r = frem a, b; c = copysign(r, b); r + b where r and c differ
 * (ordered), else c (a zero takes the divisor's sign). */
static LLVMValueRef signed_mod(rev_ctx *c, bool fp, LLVMValueRef a, LLVMValueRef b) {
  LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(a));
  if (!fp) {
    LLVMValueRef r = LLVMBuildSRem(c->b, a, b, "srem.res");
    LLVMValueRef sign =
        LLVMBuildICmp(c->b, LLVMIntSLT, LLVMBuildXor(c->b, a, b, "xor.res"), zero, "cmpsign.res");
    LLVMValueRef nz = LLVMBuildICmp(c->b, LLVMIntNE, r, zero, "cmpsrem.res");
    LLVMValueRef sum = LLVMBuildNSWAdd(c->b, r, b, "add.res");
    return LLVMBuildSelect(c->b, LLVMBuildAnd(c->b, sign, nz, "cmp.res"), sum, r, "");
  }
  LLVMValueRef r = LLVMBuildFRem(c->b, a, b, "frem.res");
  LLVMTypeRef t = LLVMTypeOf(a);
  LLVMValueRef cs = call_intrinsic(c, "llvm.copysign", &t, 1, (LLVMValueRef[]){r, b}, 2);
  if (!cs)
    return NULL;
  LLVMSetValueName2(cs, "copysign.res", 12);
  LLVMValueRef sum = LLVMBuildFAdd(c->b, r, b, "fadd.res");
  LLVMValueRef differ = LLVMBuildFCmp(c->b, LLVMRealONE, r, cs, "cmp.res");
  return LLVMBuildSelect(c->b, differ, sum, cs, "");
}

static LLVMValueRef bitcast(rev_ctx *c, LLVMValueRef v, LLVMTypeRef to) {
  LLVMTypeRef from = LLVMTypeOf(v);
  bool fp = LLVMGetTypeKind(from) == LLVMPointerTypeKind;
  bool tp = LLVMGetTypeKind(to) == LLVMPointerTypeKind;
  /* A function cast to another function's pointer type (a call of it at
   * another type) stays an instruction, as the SPIR-V has it and llvm-spirv
   * reads it; any other pointer bitcast is the pointer itself. */
  if (fp && tp && LLVMGetPointerAddressSpace(from) == LLVMGetPointerAddressSpace(to))
    return lspv_shim_build_cast_inst(c->b, LLVMBitCast, v, to);
  if (fp && tp)
    return LLVMGetPointerAddressSpace(from) == LLVMGetPointerAddressSpace(to)
               ? v
               : LLVMBuildAddrSpaceCast(c->b, v, to, "");
  /* A pointer and an integer vector of its width (SPIR-V 1.5) meet
   * through the integer of that width. */
  if (fp || tp) {
    LLVMTypeRef other = fp ? to : from;
    LLVMTypeRef word = other;
    if (LLVMGetTypeKind(other) == LLVMVectorTypeKind)
      word = LLVMIntTypeInContext(c->ctx, (unsigned)LLVMSizeOfTypeInBits(c->td, other));
    if (fp) {
      LLVMValueRef i = LLVMBuildPtrToInt(c->b, v, word, "");
      return word == to ? i : LLVMBuildBitCast(c->b, i, to, "");
    }
    if (word != from)
      v = LLVMBuildBitCast(c->b, v, word, "");
    return LLVMBuildIntToPtr(c->b, v, to, "");
  }
  return LLVMBuildBitCast(c->b, v, to, "");
}

static LLVMValueRef int_resize(rev_ctx *c, LLVMValueRef v, LLVMTypeRef to, bool sign) {
  unsigned a = scalar_bits(LLVMTypeOf(v)), b = scalar_bits(to);
  if (a == b)
    return v;
  if (a > b)
    return LLVMBuildTrunc(c->b, v, to, "");
  return sign ? LLVMBuildSExt(c->b, v, to, "") : LLVMBuildZExt(c->b, v, to, "");
}

/* The one LLVM cast a conversion instruction of constant @p x is, 0 when
 * it takes more than one (or none). */
static LLVMOpcode constant_cast_op(const lspv_inst *in, LLVMValueRef x, LLVMTypeRef to) {
  if (LLVMTypeOf(x) == to)
    return 0; /* a pointer bitcast LLVM's opaque pointers make a no-op */
  for (size_t i = 0; i < sizeof casts / sizeof *casts; i++)
    if (casts[i].op == in->opcode)
      return casts[i].llvm;
  unsigned a = scalar_bits(LLVMTypeOf(x)), b = scalar_bits(to);
  switch (in->opcode) {
  case SPV_OpUConvert: return a == b ? 0 : a > b ? LLVMTrunc : LLVMZExt;
  case SPV_OpSConvert: return a == b ? 0 : a > b ? LLVMTrunc : LLVMSExt;
  case SPV_OpFConvert: return a == b ? 0 : a > b ? LLVMFPTrunc : LLVMFPExt;
  case SPV_OpBitcast: return LLVMBitCast;
  default: return 0;
  }
}

static LLVMValueRef conversion(rev_ctx *c, const lspv_inst *in, LLVMValueRef x, LLVMTypeRef to) {
  /* A conversion of a constant stays an instruction, as the SPIR-V has it
   * (and as llvm-spirv reads it): LLVMBuildCast would fold it away.  A null
   * cast to another address space is the constant expression LLVM keeps
   * (forward writes it as that cast: a round trip is a fixpoint). */
  LLVMOpcode op = LLVMIsAConstant(x) ? constant_cast_op(in, x, to) : 0;
  if (op == LLVMAddrSpaceCast && LLVMIsAConstantPointerNull(x))
    return LLVMConstAddrSpaceCast(x, to);
  LLVMValueRef kept = op ? lspv_shim_build_cast_inst(c->b, op, x, to) : NULL;
  if (kept)
    return kept;
  for (size_t i = 0; i < sizeof casts / sizeof *casts; i++)
    if (casts[i].op == in->opcode)
      return LLVMBuildCast(c->b, casts[i].llvm, x, to, "");
  switch (in->opcode) {
  case SPV_OpUConvert: return int_resize(c, x, to, false);
  case SPV_OpSConvert: return int_resize(c, x, to, true);
  case SPV_OpFConvert: {
    unsigned a = scalar_bits(LLVMTypeOf(x)), b = scalar_bits(to);
    return a == b ? x : a < b ? LLVMBuildFPExt(c->b, x, to, "") : LLVMBuildFPTrunc(c->b, x, to, "");
  }
  case SPV_OpBitcast: return bitcast(c, x, to);
  default: return NULL;
  }
}

static LLVMValueRef unary(rev_ctx *c, const lspv_inst *in, LLVMValueRef x, LLVMTypeRef rt) {
  switch (in->opcode) {
  case SPV_OpSNegate: return LLVMBuildNeg(c->b, x, "");
  case SPV_OpFNegate: /* an instruction in SPIR-V, one in LLVM (not folded) */
    return LLVMIsAConstant(x) ? lspv_shim_build_fneg(c->b, x) : LLVMBuildFNeg(c->b, x, "");
  case SPV_OpNot:
  case SPV_OpLogicalNot: return LLVMBuildNot(c->b, x, "");
  case SPV_OpIsNan:
  case SPV_OpIsInf:
  case SPV_OpIsFinite:
  case SPV_OpIsNormal:
  case SPV_OpSignBitSet: return rev_relational_call(c, in, x, rt);
  case SPV_OpAny:
  case SPV_OpAll: {
    /* As llvm-spirv reads them: any/all (SPV-IR: __spirv_Any/All) of the
     * bools sign-extended to char lanes; OpenCL's return int, truncated
     * back to the bool (forward takes both shapes as the instruction). */
    LLVMTypeRef xt = LLVMTypeOf(x);
    if (LLVMGetTypeKind(xt) != LLVMVectorTypeKind)
      return x;
    bool spv = c->env == LSPV_TARGET_SPV_IR, any = in->opcode == SPV_OpAny;
    LLVMTypeRef ct = LLVMVectorType(LLVMInt8TypeInContext(c->ctx), LLVMGetVectorSize(xt));
    LLVMValueRef ext = LLVMBuildSExt(c->b, x, ct, "");
    char mangled[32];
    snprintf(mangled, sizeof mangled, "%s%sDv%u_c", spv ? "_Z11__spirv_" : "_Z3",
             spv ? (any ? "Any" : "All") : (any ? "any" : "all"), LLVMGetVectorSize(xt));
    LLVMValueRef r = rev_call_builtin(c, mangled, false, spv ? rt : LLVMInt32TypeInContext(c->ctx),
                                      &ext, NULL, 1, false, false);
    return spv ? r : LLVMBuildTrunc(c->b, r, rt, "");
  }
  case SPV_OpBitReverse: {
    LLVMTypeRef xt = LLVMTypeOf(x);
    return call_intrinsic(c, "llvm.bitreverse", &xt, 1, &x, 1);
  }
  case SPV_OpBitCount: {
    /* OpenCL C's popcount (SPV-IR: __spirv_BitCount), as llvm-spirv reads
     * it back, of the operand's type; the result may be another width. */
    rev_arg arg = {.type_id = rev_type_id_of(c, rev_op(c, in, 2))};
    const char *name = c->env == LSPV_TARGET_SPV_IR ? "__spirv_BitCount" : "popcount";
    LLVMValueRef n = rev_call_builtin(c, name, true, LLVMTypeOf(x), &x, &arg, 1, false, false);
    return int_resize(c, n, rt, false);
  }
  default: return conversion(c, in, x, rt);
  }
}

static LLVMValueRef binary(rev_ctx *c, const lspv_inst *in, LLVMValueRef a, LLVMValueRef b) {
  /* Folded when both are constants, as llvm-spirv's reader does; under
   * --exact-roundtrip kept, as the SPIR-V has it (forward writes an
   * instruction of constants as an instruction: issue 19). */
  bool kept = rev_exact_sync(c) && LLVMIsAConstant(a) && LLVMIsAConstant(b);
  for (size_t i = 0; i < sizeof binops / sizeof *binops; i++)
    if (binops[i].op == in->opcode) {
      LLVMOpcode op = binops[i].llvm;
      if (op == LLVMShl || op == LLVMLShr || op == LLVMAShr)
        b = int_resize(c, b, LLVMTypeOf(a), false);
      LLVMValueRef r =
          kept && LLVMIsAConstant(b) ? lspv_shim_build_binop_inst(c->b, op, a, b) : NULL;
      return r ? r : LLVMBuildBinOp(c->b, op, a, b, "");
    }
  for (size_t i = 0; i < sizeof icmps / sizeof *icmps; i++)
    if (icmps[i].op == in->opcode)
      return kept ? lspv_shim_build_cmp_inst(c->b, 1, icmps[i].p, a, b)
                  : LLVMBuildICmp(c->b, icmps[i].p, a, b, "");
  for (size_t i = 0; i < sizeof fcmps / sizeof *fcmps; i++)
    if (fcmps[i].op == in->opcode)
      return kept ? lspv_shim_build_cmp_inst(c->b, 0, fcmps[i].p, a, b)
                  : LLVMBuildFCmp(c->b, fcmps[i].p, a, b, "");
  if (in->opcode == SPV_OpSMod || in->opcode == SPV_OpFMod)
    return signed_mod(c, in->opcode == SPV_OpFMod, a, b);
  if (in->opcode == SPV_OpVectorTimesScalar) {
    /* Named as llvm-spirv's reverse names it (tests match the names). */
    LLVMValueRef splat = rev_splat(c, b, LLVMGetVectorSize(LLVMTypeOf(a)), true);
    return LLVMBuildFMul(c->b, a, splat, "scale");
  }
  return NULL;
}

/* Whether every use of @p in's result in its function is the stored
 * object of an OpStore or the composite of an OpCompositeExtract, where the
 * value's LLVM struct type may differ from the SPIR-V result type's.  The
 * whole function is looked through (a phi of a loop header may use a value
 * of the latch); a word equal to the id elsewhere, even a literal, and a
 * function too long to look through (the scan is bounded, as a function may
 * hold many such values) answer no: the caller then keeps the SPIR-V type. */
bool rev_only_stored_or_extracted(const rev_ctx *c, const lspv_inst *in) {
  const lspv_inst *all = c->v->insts, *end = all + c->v->ninsts, *u = in;
  size_t budget = 1u << 16;
  for (; u > all && u->opcode != SPV_OpFunction; u--)
    if (--budget == 0)
      return false;
  for (; u < end && u->opcode != SPV_OpFunctionEnd; u++) {
    if (--budget == 0)
      return false;
    bool uses = false;
    for (unsigned k = 1; k < u->wc && !uses; k++)
      uses = c->v->words[u->offset + k] == in->result;
    if (!uses || u == in)
      continue;
    unsigned n = lspv_nops(u);
    bool store = u->opcode == SPV_OpStore && rev_op(c, u, 0) != in->result;
    bool extract = u->opcode == SPV_OpCompositeExtract && rev_op(c, u, 2) == in->result;
    for (unsigned k = 0; k < n && (store || extract); k++)
      if (rev_op(c, u, k) == in->result && k != (store ? 1u : 2u))
        store = extract = false;
    if (!store && !extract)
      return false;
  }
  return true;
}

/* OpIAddCarry / OpISubBorrow: llvm.uadd/usub.with.overflow, the overflow
 * bit widened to the operand type as the struct's second member.  The
 * struct is the literal {T, T}, as llvm-spirv writes it, when the value is
 * only stored or taken apart; the SPIR-V result type otherwise. */
static lspv_status carry_borrow(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = rev_type(c, in->type, in);
  LLVMValueRef ab[2] = {rev_value(c, rev_op(c, in, 2), in), rev_value(c, rev_op(c, in, 3), in)};
  if (!rt || !ab[0] || !ab[1])
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef t = LLVMTypeOf(ab[0]);
  if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || !scalar_bits(t) || LLVMTypeOf(ab[1]) != t ||
      LLVMGetTypeKind(LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t) !=
          LLVMIntegerTypeKind)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "carry or borrow needs integer operands of one type and a struct result");
  bool add = in->opcode == SPV_OpIAddCarry;
  LLVMValueRef o =
      call_intrinsic(c, add ? "llvm.uadd.with.overflow" : "llvm.usub.with.overflow", &t, 1, ab, 2);
  LLVMValueRef lo = LLVMBuildExtractValue(c->b, o, 0, "");
  LLVMValueRef hi = LLVMBuildZExt(c->b, LLVMBuildExtractValue(c->b, o, 1, ""), t, "");
  LLVMTypeRef pair[2] = {t, t};
  LLVMTypeRef st =
      rev_only_stored_or_extracted(c, in) ? LLVMStructTypeInContext(c->ctx, pair, 2, false) : rt;
  LLVMValueRef r = LLVMBuildInsertValue(c->b, LLVMGetPoison(st), lo, 0, "");
  c->values[in->result] = LLVMBuildInsertValue(c->b, r, hi, 1, "");
  return LSPV_SUCCESS;
}

/* OpUMulExtended / OpSMulExtended: the SPIR-V friendly call with an `sret`
 * struct, as llvm-spirv writes every width (64-bit operands would need an
 * i128 product, which has no SPIR-V form, to be expanded). */
static lspv_status mul_extended(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = rev_type(c, in->type, in);
  LLVMValueRef a = rev_value(c, rev_op(c, in, 2), in), b = rev_value(c, rev_op(c, in, 3), in);
  if (!rt || !a || !b)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef t = LLVMTypeOf(a);
  if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || !scalar_bits(t) || LLVMTypeOf(b) != t)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "extended multiply needs integer operands of one type and a struct result");
  return rev_spirv_call_sret(c, in);
}

/* Whether instruction @p use, right after a cast to result @p id, is one
 * that needs a typed pointer where SPV_KHR_untyped_pointers makes the
 * others untyped, and takes @p id there: a lifetime marker, an atomic flag
 * instruction, or an OpenCL.std
 * instruction whose pointer must be typed (lspv_ocl_pointer_operand:
 * vloadn, vstoren).  Forward writes that cast right before it
 * (fwd_typed_ptr_as, fwd_lifetime_marker). */
static bool needs_typed_pointer(rev_ctx *c, const lspv_inst *use, uint32_t id) {
  if (use->opcode == SPV_OpLifetimeStart || use->opcode == SPV_OpLifetimeStop ||
      use->opcode == SPV_OpAtomicFlagClear)
    return lspv_nops(use) >= 1 && rev_op(c, use, 0) == id;
  if (use->opcode == SPV_OpAtomicFlagTestAndSet)
    return lspv_nops(use) >= 3 && rev_op(c, use, 2) == id;
  if (use->opcode != SPV_OpExtInst || lspv_nops(use) < 4)
    return false;
  uint32_t set = rev_op(c, use, 2);
  if (set >= c->v->bound || c->set_kind[set] != REV_SET_OPENCL)
    return false;
  const lspv_inst_desc *d =
      lspv_extinst_by_number(lspv_extinst_set_by_name("OpenCL.std"), rev_op(c, use, 3));
  bool typed;
  int at = d ? lspv_ocl_pointer_operand(d->name, &typed) : -1;
  return at >= 0 && typed && 4u + (unsigned)at < lspv_nops(use) &&
         rev_op(c, use, 4 + (unsigned)at) == id;
}

/* An OpBitcast of a pointer without pointee type to an OpTypePointer in the
 * same storage class, right before the one instruction that needs it typed
 * (needs_typed_pointer): LLVM's pointer is the same, and forward writes the
 * cast again for that use, so it is no instruction (a kept no-op bitcast
 * would be an untyped pointer, cast once more).  Any other such cast stays
 * the no-op bitcast llvm-spirv reads it as. */
static bool typing_cast(rev_ctx *c, const lspv_inst *in) {
  if (in->opcode != SPV_OpBitcast)
    return false;
  const lspv_inst *to = rev_def(c, in->type);
  const lspv_inst *from = rev_def(c, rev_type_id_of(c, rev_op(c, in, 2)));
  if (!to || !from || to->opcode != SPV_OpTypePointer ||
      rev_untyped_role(c, from->opcode) != REV_UPTR_TYPE || lspv_nops(to) < 3 ||
      lspv_nops(from) < 2 || rev_op(c, to, 1) != rev_op(c, from, 1))
    return false;
  const lspv_inst *next = in + 1;
  return next < c->v->insts + c->v->ninsts && needs_typed_pointer(c, next, in->result);
}

lspv_status rev_arith_inst(rev_ctx *c, const lspv_inst *in) {
  if (!in->result || !in->type)
    return LSPV_DECLINED;
  unsigned n = lspv_nops(in);
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  /* Only the value-computing shapes: <type> <result> <id> [<id>]. */
  if (!d || n < 3 || n > 4 || in->opcode == SPV_OpLoad || in->opcode == SPV_OpExtInst ||
      in->opcode == SPV_OpFunctionCall || in->opcode == SPV_OpVariable)
    return LSPV_DECLINED;
  if (in->opcode == SPV_OpUMulExtended || in->opcode == SPV_OpSMulExtended)
    return mul_extended(c, in);
  if (in->opcode == SPV_OpIAddCarry || in->opcode == SPV_OpISubBorrow)
    return carry_borrow(c, in);
  if (in->opcode == SPV_OpGenericCastToPtrExplicit || in->opcode == SPV_OpGenericPtrMemSemantics)
    return rev_generic_ptr_inst(c, in);
  LLVMValueRef a = NULL, b = NULL, r = NULL;
  LLVMTypeRef rt = c->types[in->type];
  /* An opaque (target extension) result, e.g. a cooperative matrix: LLVM
   * has no operation on it, llvm-spirv writes the SPIR-V friendly call. */
  if (rt && LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind) {
    lspv_status ds = rev_decorated_convert(c, in); /* conversions name their result */
    return ds != LSPV_DECLINED ? ds : rev_spirv_call(c, in, false);
  }
  bool known = false;
  for (size_t i = 0; !known && i < sizeof binops / sizeof *binops; i++)
    known = binops[i].op == in->opcode;
  for (size_t i = 0; !known && i < sizeof icmps / sizeof *icmps; i++)
    known = icmps[i].op == in->opcode;
  for (size_t i = 0; !known && i < sizeof fcmps / sizeof *fcmps; i++)
    known = fcmps[i].op == in->opcode;
  for (size_t i = 0; !known && i < sizeof casts / sizeof *casts; i++)
    known = casts[i].op == in->opcode;
  switch (in->opcode) {
  case SPV_OpSMod:
  case SPV_OpFMod:
  case SPV_OpVectorTimesScalar:
  case SPV_OpUConvert:
  case SPV_OpSConvert:
  case SPV_OpFConvert:
  case SPV_OpBitcast:
  case SPV_OpSNegate:
  case SPV_OpFNegate:
  case SPV_OpNot:
  case SPV_OpLogicalNot:
  case SPV_OpIsNan:
  case SPV_OpIsInf:
  case SPV_OpIsFinite:
  case SPV_OpIsNormal:
  case SPV_OpSignBitSet:
  case SPV_OpAny:
  case SPV_OpAll:
  case SPV_OpBitReverse:
  case SPV_OpBitCount: known = true; break;
  default: break;
  }
  if (!known && in->opcode != SPV_OpSatConvertSToU && in->opcode != SPV_OpSatConvertUToS)
    return LSPV_DECLINED;
  lspv_status ds = rev_decorated_convert(c, in);
  if (ds != LSPV_DECLINED || !known)
    return ds;
  if (!rt)
    return rev_type(c, in->type, in) ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
  if (!(a = rev_value(c, rev_op(c, in, 2), in)))
    return LSPV_ERROR_INVALID_INPUT;
  if (n == 4) {
    if (!(b = rev_value(c, rev_op(c, in, 3), in)))
      return LSPV_ERROR_INVALID_INPUT;
    /* An OpenCL channel query plus its enumeration base, a get_fence
     * shifted back: the builtin's value. */
    if (in->opcode == SPV_OpIAdd && !c->deco_head[in->result])
      r = rev_channel_query_add(c, in);
    else if (in->opcode == SPV_OpShiftRightLogical && !c->deco_head[in->result])
      r = rev_fence_shift(c, in);
    if (!r)
      r = binary(c, in, a, b);
  } else {
    r = typing_cast(c, in) ? a : unary(c, in, a, rt);
  }
  if (!r)
    return LSPV_DECLINED;
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* ---- composites and vectors ---------------------------------------------------*/
/* With @p kept, an extract or insert of constants stays an instruction, as
 * OpCompositeExtract / OpCompositeInsert have it and llvm-spirv reads them
 * (the builder would fold them: the second forward then wrote a constant
 * composite, issue 19).  An OpCompositeConstruct of constants is the
 * constant. */
static LLVMValueRef extract(rev_ctx *c, LLVMValueRef agg, uint32_t idx, bool kept) {
  if (kept && LLVMIsAConstant(agg))
    return lspv_shim_build_extract_inst(c->b, agg, idx);
  if (LLVMGetTypeKind(LLVMTypeOf(agg)) == LLVMVectorTypeKind)
    return LLVMBuildExtractElement(c->b, agg, LLVMConstInt(LLVMInt32TypeInContext(c->ctx), idx, 0),
                                   "");
  return LLVMBuildExtractValue(c->b, agg, idx, "");
}

static LLVMValueRef insert(rev_ctx *c, LLVMValueRef agg, LLVMValueRef v, uint32_t idx, bool kept) {
  if (kept && LLVMIsAConstant(agg) && LLVMIsAConstant(v))
    return lspv_shim_build_insert_inst(c->b, agg, v, idx);
  if (LLVMGetTypeKind(LLVMTypeOf(agg)) == LLVMVectorTypeKind)
    return LLVMBuildInsertElement(c->b, agg, v,
                                  LLVMConstInt(LLVMInt32TypeInContext(c->ctx), idx, 0), "");
  return LLVMBuildInsertValue(c->b, agg, v, idx, "");
}

static lspv_status composite_insert(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef obj = rev_value(c, rev_op(c, in, 2), in);
  LLVMValueRef agg = rev_value(c, rev_op(c, in, 3), in);
  unsigned n = lspv_nops(in) - 4;
  if (!obj || !agg)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef *chain = lspv_arena_alloc(c->arena, (n + 1) * sizeof *chain);
  if (!chain || n == 0)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "no index");
  chain[0] = agg;
  for (unsigned j = 0; j + 1 < n; j++)
    chain[j + 1] = extract(c, chain[j], rev_op(c, in, 4 + j), true);
  LLVMValueRef cur = obj;
  for (unsigned j = n; j-- > 0;)
    cur = insert(c, chain[j], cur, rev_op(c, in, 4 + j), true);
  c->values[in->result] = cur;
  return LSPV_SUCCESS;
}

/* An array or struct of constituents not all constant, as llvm-spirv
 * builds it: each one stored through an in-bounds GEP into an alloca, then
 * the whole loaded.  The alloca is where llvm-spirv puts it, at the
 * construct, when that is in the entry block; elsewhere at the top of the
 * entry block (llvm-spirv's would grow the stack in a loop). */
static lspv_status construct_in_memory(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  LLVMValueRef tmp = LLVMGetInsertBlock(c->b) == LLVMGetEntryBasicBlock(c->fn)
                         ? LLVMBuildAlloca(c->b, rt, "")
                         : rev_entry_alloca(c, rt);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  if (!tmp)
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  for (unsigned i = 2; i < lspv_nops(in); i++) {
    LLVMValueRef e = rev_value(c, rev_op(c, in, i), in);
    if (!e)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMValueRef idx[2] = {LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, i - 2, 0)};
    LLVMBuildStore(c->b, e, LLVMBuildInBoundsGEP2(c->b, rt, tmp, idx, 2, ""));
  }
  c->values[in->result] = LLVMBuildLoad2(c->b, rt, tmp, "");
  return LSPV_SUCCESS;
}

static bool all_constant(rev_ctx *c, const lspv_inst *in) {
  for (unsigned i = 2; i < lspv_nops(in); i++) {
    LLVMValueRef e = rev_value(c, rev_op(c, in, i), in);
    if (e && !LLVMIsAConstant(e))
      return false;
  }
  return true;
}

static lspv_status composite_construct(rev_ctx *c, const lspv_inst *in, LLVMTypeRef rt) {
  LLVMValueRef cur = LLVMGetPoison(rt);
  bool vec = LLVMGetTypeKind(rt) == LLVMVectorTypeKind;
  if (!vec && !all_constant(c, in))
    return construct_in_memory(c, in, rt);
  unsigned at = 0;
  for (unsigned i = 2; i < lspv_nops(in); i++) {
    LLVMValueRef e = rev_value(c, rev_op(c, in, i), in);
    if (!e)
      return LSPV_ERROR_INVALID_INPUT;
    if (vec && LLVMGetTypeKind(LLVMTypeOf(e)) == LLVMVectorTypeKind) {
      unsigned k = LLVMGetVectorSize(LLVMTypeOf(e));
      for (unsigned j = 0; j < k; j++)
        cur = insert(c, cur, extract(c, e, j, false), at++, false);
    } else {
      cur = insert(c, cur, e, at++, false);
    }
  }
  c->values[in->result] = cur;
  return LSPV_SUCCESS;
}

/* Pads @p v to @p n elements (poison lanes) so both shuffle inputs agree. */
static LLVMValueRef widen(rev_ctx *c, LLVMValueRef v, unsigned n) {
  unsigned k = LLVMGetVectorSize(LLVMTypeOf(v));
  if (k == n)
    return v;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef m[64];
  for (unsigned i = 0; i < n && i < 64; i++)
    m[i] = i < k ? LLVMConstInt(i32, i, 0) : LLVMGetPoison(i32);
  return LLVMBuildShuffleVector(c->b, v, LLVMGetPoison(LLVMTypeOf(v)), LLVMConstVector(m, n), "");
}

static lspv_status vector_shuffle(rev_ctx *c, const lspv_inst *in) {
  if ((c->values[in->result] = rev_image_size_use(c, in)))
    return LSPV_SUCCESS;
  LLVMValueRef a = rev_value(c, rev_op(c, in, 2), in);
  LLVMValueRef b = rev_value(c, rev_op(c, in, 3), in);
  if (!a || !b)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned na = LLVMGetVectorSize(LLVMTypeOf(a)), nb = LLVMGetVectorSize(LLVMTypeOf(b));
  unsigned w = na > nb ? na : nb, n = lspv_nops(in) - 4;
  if (w > 64 || n > 64)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                    "vector shuffle wider than 64 lanes");
  a = widen(c, a, w);
  b = widen(c, b, w);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef m[64];
  for (unsigned i = 0; i < n; i++) {
    uint32_t s = rev_op(c, in, 4 + i);
    m[i] = s == 0xFFFFFFFFu ? LLVMGetPoison(i32)
           : s < na         ? LLVMConstInt(i32, s, 0)
           : s - na < nb    ? LLVMConstInt(i32, s - na + w, 0)
                            : LLVMGetPoison(i32);
  }
  c->values[in->result] = LLVMBuildShuffleVector(c->b, a, b, LLVMConstVector(m, n), "");
  return LSPV_SUCCESS;
}

lspv_status rev_composite_inst(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = in->type < c->v->bound ? c->types[in->type] : NULL;
  LLVMValueRef a, b, r;
  switch (in->opcode) {
  case SPV_OpCompositeExtract: {
    lspv_status st = LSPV_SUCCESS;
    if ((r = rev_builtin_extract(c, in, &st)) || st || (r = rev_image_size_use(c, in))) {
      if (st)
        return st;
      break;
    }
    /* Lane 0 of a depth-image read (images.c put the read's scalar there:
     * the only way an image read's value is an insertelement). */
    uint32_t src = rev_op(c, in, 2);
    const lspv_inst *sd = rev_def(c, src);
    if (lspv_nops(in) == 4 && rev_op(c, in, 3) == 0 && sd &&
        (sd->opcode == SPV_OpImageSampleExplicitLod || sd->opcode == SPV_OpImageRead) &&
        c->values[src] && LLVMIsAInsertElementInst(c->values[src])) {
      r = LLVMGetOperand(c->values[src], 1);
      break;
    }
    if (!(r = rev_value(c, src, in)))
      return LSPV_ERROR_INVALID_INPUT;
    for (unsigned i = 3; i < lspv_nops(in); i++)
      r = extract(c, r, rev_op(c, in, i), true);
    break;
  }
  case SPV_OpCompositeInsert: return composite_insert(c, in);
  case SPV_OpCompositeConstruct:
    if (!rt)
      return rev_type(c, in->type, in) ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
    /* An opaque (target extension) type has no LLVM aggregate form: the
     * SPIR-V friendly call, as llvm-spirv writes it (cooperative matrices). */
    if (LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind)
      return rev_spirv_call(c, in, false);
    return composite_construct(c, in, rt);
  case SPV_OpVectorShuffle: return vector_shuffle(c, in);
  case SPV_OpVectorExtractDynamic:
    if (!(a = rev_value(c, rev_op(c, in, 2), in)) || !(b = rev_value(c, rev_op(c, in, 3), in)))
      return LSPV_ERROR_INVALID_INPUT;
    /* --exact-roundtrip: a constant lane (forward's lowered vector
     * reductions, as llvm-spirv writes them) keeps the instruction as a
     * __spirv_ call: an extractelement of a constant lane translates to
     * OpCompositeExtract (issue 19). */
    if (rev_exact_sync(c) && LLVMIsAConstantInt(b))
      return rev_spirv_call(c, in, false);
    r = LLVMBuildExtractElement(c->b, a, b, "");
    break;
  case SPV_OpVectorInsertDynamic: {
    LLVMValueRef idx;
    if (!(a = rev_value(c, rev_op(c, in, 2), in)) || !(b = rev_value(c, rev_op(c, in, 3), in)) ||
        !(idx = rev_value(c, rev_op(c, in, 4), in)))
      return LSPV_ERROR_INVALID_INPUT;
    r = LLVMBuildInsertElement(c->b, a, b, idx, "");
    break;
  }
  case SPV_OpCopyObject:
  case SPV_OpCopyLogical:
    if (!(r = rev_value(c, rev_op(c, in, 2), in)))
      return LSPV_ERROR_INVALID_INPUT;
    /* A copy through memory, as llvm-spirv reads it: stored as the
     * operand's type, loaded as the result's, which for OpCopyLogical
     * (SPIR-V 1.4) is a logically matching aggregate that LLVM keeps apart
     * and lays out alike.  What cannot live in memory is the value itself. */
    if (LLVMTypeOf(r) != rt ||
        (rev_sized_type(rt) && LLVMGetTypeKind(rt) != LLVMTargetExtTypeKind)) {
      LLVMValueRef tmp = rev_entry_alloca(c, LLVMTypeOf(r));
      if (!tmp)
        return LSPV_ERROR_INVALID_INPUT;
      unsigned align = LLVMGetAlignment(tmp);
      LLVMSetAlignment(LLVMBuildStore(c->b, r, tmp), align);
      r = LLVMBuildLoad2(c->b, rt, tmp, "");
      LLVMSetAlignment(r, align);
    }
    break;
  case SPV_OpSelect: {
    LLVMValueRef cond;
    if (!(cond = rev_value(c, rev_op(c, in, 2), in)) || !(a = rev_value(c, rev_op(c, in, 3), in)) ||
        !(b = rev_value(c, rev_op(c, in, 4), in)))
      return LSPV_ERROR_INVALID_INPUT;
    /* select(c, -1, 0) / select(c, 1, 0) on integers is how sext/zext of
     * a bool reaches SPIR-V: give the cast back. */
    LLVMTypeRef at = LLVMTypeOf(a);
    bool ints =
        LLVMGetTypeKind(LLVMGetTypeKind(at) == LLVMVectorTypeKind ? LLVMGetElementType(at) : at) ==
        LLVMIntegerTypeKind;
    bool same_shape = LLVMGetTypeKind(LLVMTypeOf(cond)) == LLVMGetTypeKind(at);
    if (ints && same_shape && LLVMIsNull(b) && LLVMIsAConstant(a) && a == LLVMConstAllOnes(at))
      r = LLVMBuildSExt(c->b, cond, at, "");
    else if (ints && same_shape && LLVMIsNull(b) && LLVMIsAConstant(a) &&
             a == LLVMConstInt(LLVMGetTypeKind(at) == LLVMVectorTypeKind ? LLVMGetElementType(at)
                                                                         : at,
                               1, 0) &&
             LLVMGetTypeKind(at) != LLVMVectorTypeKind)
      r = LLVMBuildZExt(c->b, cond, at, "");
    else
      r = LLVMBuildSelect(c->b, cond, a, b, "");
    break;
  }
  default: return LSPV_DECLINED;
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}
