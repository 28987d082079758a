/*===-- forward/intrinsics_lower.c - intrinsics lowered to core + OpenCL.std -===*\
|* Intrinsics that clang and LLVM's optimizer emit and that have a core or    *|
|* OpenCL.std form of the same meaning, or no meaning in SPIR-V at all:      *|
|*  - traps, fake uses, profiling counters, stackrestore: nothing (stacksave *|
|*    a null pointer: without variable-length arrays there is nothing to     *|
|*    save); llvm.is.constant: true of a manifest constant (constant data  *|
|*    and aggregates/expressions of it, not a global's address), else false *|
|*    (the optimizer had its chance);                                       *|
|*    llvm.arithmetic.fence and llvm.ptr.annotation: their operand;         *|
|*  - llvm.fpto{s,u}i.sat: OpConvertFTo{S,U} decorated SaturatedConversion  *|
|*    (to a non-standard width that is only extended: converted at the     *|
|*    extension's width and clamped to the narrow range);                  *|
|*  - llvm.l{,l}round / llvm.l{,l}rint: OpenCL.std round / rint, then       *|
|*    OpConvertFToS;                                                         *|
|*  - llvm.powi: OpenCL.std pown (a scalar exponent splat for vectors);      *|
|*    llvm.frexp / llvm.modf: OpenCL.std frexp / modf through a private     *|
|*    variable for the second result;                                        *|
|*  - llvm.experimental.constrained.*: the plain instruction, conversions    *|
|*    decorated FPRoundingMode when the rounding is static;                  *|
|*    constrained.fmuladd as OpFMul + OpFAdd, the other math through the     *|
|*    OpenCL.std table of intrinsics.c.                                      *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const char *const dropped[] = {
    "llvm.trap",        "llvm.debugtrap",    "llvm.ubsantrap",  "llvm.fake.use",
    "llvm.instrprof.",  "llvm.stackrestore", "llvm.sideeffect", "llvm.experimental.noalias",
    "llvm.pseudoprobe", "llvm.codeview.",
};

/* A manifest constant as LLVM's constant folder defines it for
 * llvm.is.constant: constant data, or a constant aggregate or expression
 * whose operands all are; a global's address (known only at link time) or
 * a block address is not. */
static bool is_manifest_constant(LLVMValueRef v, unsigned depth) {
  if (!v || !LLVMIsConstant(v) || depth > 64)
    return false;
  if (LLVMIsAConstantDataSequential(v) || LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v) ||
      LLVMIsAConstantPointerNull(v) || LLVMIsAConstantAggregateZero(v) || LLVMIsAUndefValue(v) ||
      LLVMIsAConstantTokenNone(v))
    return true;
  if (!LLVMIsAConstantExpr(v) && !LLVMIsAConstantArray(v) && !LLVMIsAConstantStruct(v) &&
      !LLVMIsAConstantVector(v))
    return false;
  for (int i = 0, n = LLVMGetNumOperands(v); i < n; i++)
    if (!is_manifest_constant(LLVMGetOperand(v, (unsigned)i), depth + 1))
      return false;
  return true;
}

/* An OpenCL.std instruction on the call's operands (vectors: a scalar
 * integer operand is splat to the result's lane count). */
static uint32_t splat_to(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef like, LLVMValueRef where) {
  uint32_t id = fwd_val(c, v);
  LLVMTypeRef vt = LLVMTypeOf(v);
  if (!id || LLVMGetTypeKind(like) != LLVMVectorTypeKind ||
      LLVMGetTypeKind(vt) == LLVMVectorTypeKind)
    return id;
  unsigned n = LLVMGetVectorSize(like);
  uint32_t ops[2 + 16] = {fwd_type(c, LLVMVectorType(vt, n), where), fwd_id(c)};
  if (!ops[0] || n > 16)
    return 0;
  for (unsigned i = 0; i < n; i++)
    ops[2 + i] = id;
  fwd_emit_body(c, SPV_OpCompositeConstruct, ops, 2 + n);
  return ops[1];
}

static bool standard_width(unsigned bits) {
  return bits == 8 || bits == 16 || bits == 32 || bits == 64;
}

/* The integer type a saturating conversion to a scalar of a non-standard
 * width N (2..63 bits) is computed in: the one type that all its users
 * extend it to (sext when signed, zext when unsigned), of a standard width;
 * NULL if it has no such users only. */
LLVMTypeRef fwd_sat_wide_type(LLVMValueRef call) {
  LLVMValueRef fn = LLVMIsACallInst(call) ? LLVMIsAFunction(LLVMGetCalledValue(call)) : NULL;
  size_t len;
  const char *name = fn ? LLVMGetValueName2(fn, &len) : "";
  bool is_signed = has_prefix(name, "llvm.fptosi.sat.");
  LLVMTypeRef ty = LLVMTypeOf(call), wide = NULL;
  if ((!is_signed && !has_prefix(name, "llvm.fptoui.sat.")) ||
      LLVMGetTypeKind(ty) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(ty) < 2 ||
      standard_width(LLVMGetIntTypeWidth(ty)) || LLVMGetIntTypeWidth(ty) > 63)
    return NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    LLVMOpcode op = LLVMIsAInstruction(user) ? LLVMGetInstructionOpcode(user) : LLVMRet;
    if (op != (is_signed ? LLVMSExt : LLVMZExt) || (wide && LLVMTypeOf(user) != wide) ||
        !standard_width(LLVMGetIntTypeWidth(LLVMTypeOf(user))))
      return NULL;
    wide = LLVMTypeOf(user);
  }
  return wide;
}

/* Of a non-standard width N whose users extend it (fwd_sat_wide_type): the
 * saturating conversion to the wide type, clamped to N bits' range by
 * compare-and-select (as llvm-spirv lowers it); the extensions stand for
 * the clamped value (arith.c). */
static lspv_status sat_convert_wide(fwd_ctx *c, LLVMValueRef call, bool is_signed,
                                    LLVMTypeRef wide) {
  unsigned n = LLVMGetIntTypeWidth(LLVMTypeOf(call));
  uint64_t max = is_signed ? (1ull << (n - 1)) - 1 : (1ull << n) - 1;
  uint32_t t = fwd_type(c, wide, call), x = fwd_val(c, LLVMGetOperand(call, 0));
  uint32_t b = fwd_bool_like(c, wide, call), hi = fwd_val(c, LLVMConstInt(wide, max, 0));
  uint32_t lo = is_signed ? fwd_val(c, LLVMConstInt(wide, ~max, 0)) : 0;
  if (!t || !x || !b || !hi || (is_signed && !lo))
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t conv = fwd_id(c), ops[3] = {t, conv, x};
  fwd_emit_body(c, is_signed ? SPV_OpConvertFToS : SPV_OpConvertFToU, ops, 3);
  fwd_decorate(c, conv, SPV_Decoration_SaturatedConversion, NULL, 0);
  uint32_t ge = fwd_id(c), cmp[2] = {conv, hi}, r = fwd_id(c), sel[3] = {ge, hi, conv};
  lspv_status s;
  if ((s = fwd_emit_op(c, is_signed ? SPV_OpSGreaterThanEqual : SPV_OpUGreaterThanEqual, b, ge, cmp,
                       2, call)) ||
      (s = fwd_emit_op(c, SPV_OpSelect, t, r, sel, 3, call)))
    return s;
  if (is_signed) {
    uint32_t le = fwd_id(c), lcmp[2] = {conv, lo}, r2 = fwd_id(c), lsel[3] = {le, lo, r};
    if ((s = fwd_emit_op(c, SPV_OpSLessThanEqual, b, le, lcmp, 2, call)) ||
        (s = fwd_emit_op(c, SPV_OpSelect, t, r2, lsel, 3, call)))
      return s;
    r = r2;
  }
  return fwd_record(c, call, r);
}

static lspv_status sat_convert(fwd_ctx *c, LLVMValueRef call, bool is_signed) {
  unsigned bits = fwd_lane_bits(LLVMTypeOf(call));
  LLVMTypeRef wide = fwd_sat_wide_type(call);
  if (wide)
    return sat_convert_wide(c, call, is_signed, wide);
  if (!standard_width(bits))
    return fwd_unsupported(c, call, "saturating conversion to an integer of this width");
  uint32_t t = fwd_value_type(c, call), x = fwd_val(c, LLVMGetOperand(call, 0));
  if (!t || !x)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[3] = {t, fwd_result_id(c, call), x};
  fwd_emit_body(c, is_signed ? SPV_OpConvertFToS : SPV_OpConvertFToU, ops, 3);
  fwd_decorate(c, ops[1], SPV_Decoration_SaturatedConversion, NULL, 0);
  return LSPV_SUCCESS;
}

/* llvm.lround & co: round (or rint) in the float type, then convert. */
static lspv_status round_to_int(fwd_ctx *c, LLVMValueRef call, const char *ocl) {
  LLVMValueRef x = LLVMGetOperand(call, 0);
  const lspv_extinst_set_desc *set = lspv_extinst_set_by_name("OpenCL.std");
  const lspv_inst_desc *d = set ? lspv_extinst_by_name(set, ocl, strlen(ocl)) : NULL;
  uint32_t ft = fwd_type(c, LLVMTypeOf(x), call), xv = fwd_val(c, x), t = fwd_value_type(c, call);
  if (!d || !ft || !xv || !t)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t e[5] = {ft, fwd_id(c), lspv_fwd_ext_inst_import(c, "OpenCL.std"), d->opcode, xv};
  fwd_emit_body(c, SPV_OpExtInst, e, 5);
  uint32_t ops[3] = {t, fwd_result_id(c, call), e[1]};
  fwd_emit_body(c, SPV_OpConvertFToS, ops, 3);
  return LSPV_SUCCESS;
}

/* The members of an llvm.frexp / llvm.modf result taken apart: true when
 * @p v is such a call whose every user is an extractvalue of one member, at
 * most one per member (ev[i] is that of member i, or NULL).  Those
 * extractvalues are then the OpExtInst and the load of the out variable
 * (llvm-spirv's form), not extracts of a constructed pair. */
bool fwd_split_pair(LLVMValueRef v, LLVMValueRef ev[2]) {
  ev[0] = ev[1] = NULL;
  LLVMValueRef fn = LLVMIsACallInst(v) ? LLVMIsAFunction(LLVMGetCalledValue(v)) : NULL;
  size_t len = 0;
  const char *name = fn ? LLVMGetValueName2(fn, &len) : "";
  if (!has_prefix(name, "llvm.frexp.") && !has_prefix(name, "llvm.modf."))
    return false;
  LLVMUseRef u = LLVMGetFirstUse(v);
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1)
      return false;
    unsigned k = LLVMGetIndices(user)[0];
    if (k > 1 || ev[k])
      return false;
    ev[k] = user;
  }
  return true;
}

/* {T, U} llvm.frexp(T x) / llvm.modf(T x): the OpenCL.std instruction of
 * that name writes the second member through a pointer; a Function variable
 * receives it, loaded when the second member is used (fwd_split_pair). */
static lspv_status out_pair(fwd_ctx *c, LLVMValueRef call, const char *ocl) {
  LLVMTypeRef st = LLVMTypeOf(call);
  if (LLVMGetTypeKind(st) != LLVMStructTypeKind || LLVMCountStructElementTypes(st) != 2)
    return fwd_unsupported(c, call, "llvm.frexp/llvm.modf of this type");
  LLVMTypeRef ft = LLVMStructGetTypeAtIndex(st, 0), it = LLVMStructGetTypeAtIndex(st, 1);
  /* OpenCL.std frexp writes 32-bit exponents (OpenCL C's int / intn). */
  unsigned eb = fwd_lane_bits(it);
  if (!strcmp(ocl, "frexp") && eb != 32)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidBitWidth", call,
                          "Invalid bit width in input: %u\n(the exponent of OpenCL.std frexp is "
                          "a 32-bit integer)",
                          eb);
  uint32_t fid = fwd_type(c, ft, call), iid = fwd_type(c, it, call), sid = fwd_type(c, st, call);
  uint32_t pt = iid ? fwd_ptr_type_id(c, SPV_StorageClass_Function, iid) : 0;
  uint32_t x = fwd_val(c, LLVMGetOperand(call, 0));
  const lspv_extinst_set_desc *set = lspv_extinst_set_by_name("OpenCL.std");
  const lspv_inst_desc *d = set ? lspv_extinst_by_name(set, ocl, strlen(ocl)) : NULL;
  if (!fid || !sid || !pt || !x || !d)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t var[5];
  unsigned vop;
  size_t nv = fwd_variable_ops(c, pt, fwd_id(c), SPV_StorageClass_Function, iid, 0, var, &vop);
  fwd_emit_words(c, &c->fvars, vop, var, nv);
  LLVMValueRef ev[2];
  bool split = fwd_split_pair(call, ev);
  uint32_t e[6] = {fid,
                   split && ev[0] ? fwd_result_id(c, ev[0]) : fwd_id(c),
                   lspv_fwd_ext_inst_import(c, "OpenCL.std"),
                   d->opcode,
                   x,
                   var[1]};
  fwd_emit_body(c, SPV_OpExtInst, e, 6);
  if (split && !ev[1])
    return LSPV_SUCCESS;
  uint32_t ld[3] = {iid, split ? fwd_result_id(c, ev[1]) : fwd_id(c), var[1]};
  fwd_emit_body(c, SPV_OpLoad, ld, 3);
  if (split)
    return LSPV_SUCCESS;
  uint32_t cc[4] = {sid, fwd_result_id(c, call), e[1], ld[1]};
  fwd_emit_body(c, SPV_OpCompositeConstruct, cc, 4);
  return LSPV_SUCCESS;
}

/* ---- constrained floating point ---------------------------------------------------*/
/* The metadata string of operand @p i ("round.tonearest", "oeq"...), or "". */
static const char *md_string(LLVMValueRef call, unsigned i, size_t *len) {
  *len = 0;
  if (i >= (unsigned)LLVMGetNumArgOperands(call))
    return "";
  LLVMValueRef op = LLVMGetOperand(call, i);
  if (LLVMGetValueKind(op) != LLVMMetadataAsValueValueKind)
    return "";
  const char *s = LLVMGetMDString(op, (unsigned *)len);
  return s ? s : "";
}

static bool ends_with(const char *s, size_t len, const char *suffix) {
  size_t l = strlen(suffix);
  return len >= l && !memcmp(s + len - l, suffix, l);
}

/* SPIR-V FPRoundingMode of a "round.*" string, or -1 (dynamic, unknown). */
static int rounding_of(const char *s, size_t len) {
  static const struct {
    const char *name;
    int mode;
  } modes[] = {{"tonearest", SPV_FPRoundingMode_RTE},
               {"towardzero", SPV_FPRoundingMode_RTZ},
               {"upward", SPV_FPRoundingMode_RTP},
               {"downward", SPV_FPRoundingMode_RTN}};
  for (size_t k = 0; k < COUNT(modes); k++)
    if (ends_with(s, len, modes[k].name) && !ends_with(s, len, "tonearestaway"))
      return modes[k].mode;
  return -1;
}

static unsigned value_args(LLVMValueRef call) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  while (n && (LLVMGetValueKind(LLVMGetOperand(call, n - 1)) == LLVMMetadataAsValueValueKind))
    n--;
  return n;
}

static lspv_status emit_simple(fwd_ctx *c, LLVMValueRef call, unsigned opcode, unsigned nargs) {
  uint32_t ops[4] = {fwd_value_type(c, call), fwd_result_id(c, call)};
  for (unsigned i = 0; i < nargs; i++)
    if (!(ops[2 + i] = fwd_val(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, opcode, call);
  if (s)
    return s;
  fwd_emit_body(c, opcode, ops, 2 + nargs);
  return LSPV_SUCCESS;
}

static lspv_status constrained_cmp(fwd_ctx *c, LLVMValueRef call) {
  static const struct {
    const char *pred;
    unsigned op;
  } preds[] = {{"oeq", SPV_OpFOrdEqual},
               {"ogt", SPV_OpFOrdGreaterThan},
               {"oge", SPV_OpFOrdGreaterThanEqual},
               {"olt", SPV_OpFOrdLessThan},
               {"ole", SPV_OpFOrdLessThanEqual},
               {"one", SPV_OpFOrdNotEqual},
               {"ord", SPV_OpOrdered},
               {"ueq", SPV_OpFUnordEqual},
               {"ugt", SPV_OpFUnordGreaterThan},
               {"uge", SPV_OpFUnordGreaterThanEqual},
               {"ult", SPV_OpFUnordLessThan},
               {"ule", SPV_OpFUnordLessThanEqual},
               {"une", SPV_OpFUnordNotEqual},
               {"uno", SPV_OpUnordered}};
  size_t len;
  const char *p = md_string(call, 2, &len);
  for (size_t k = 0; k < COUNT(preds); k++)
    if (len == 3 && !memcmp(p, preds[k].pred, 3))
      return emit_simple(c, call, preds[k].op, 2);
  return fwd_unsupported(c, call, "constrained comparison with this predicate");
}

/* LSPV_DECLINED when not lowered here: the other constrained math goes
 * through the OpenCL.std table of intrinsics.c. */
static lspv_status constrained(fwd_ctx *c, LLVMValueRef call, const char *op) {
  static const struct {
    const char *name;
    unsigned opcode;
    bool rounds; /* a static rounding mode becomes FPRoundingMode */
  } plain[] = {{"fadd.", SPV_OpFAdd, false},          {"fsub.", SPV_OpFSub, false},
               {"fmul.", SPV_OpFMul, false},          {"fdiv.", SPV_OpFDiv, false},
               {"frem.", SPV_OpFRem, false},          {"fptosi.", SPV_OpConvertFToS, false},
               {"fptoui.", SPV_OpConvertFToU, false}, {"sitofp.", SPV_OpConvertSToF, true},
               {"uitofp.", SPV_OpConvertUToF, true},  {"fpext.", SPV_OpFConvert, false},
               {"fptrunc.", SPV_OpFConvert, true}};
  if (has_prefix(op, "fcmp.") || has_prefix(op, "fcmps."))
    return constrained_cmp(c, call);
  if (has_prefix(op, "fmuladd.")) {
    uint32_t t = fwd_value_type(c, call), a = fwd_val(c, LLVMGetOperand(call, 0));
    uint32_t b = fwd_val(c, LLVMGetOperand(call, 1)), d = fwd_val(c, LLVMGetOperand(call, 2));
    uint32_t m = fwd_op2(c, SPV_OpFMul, t, a, b);
    if (!m || !d)
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t ops[4] = {t, fwd_result_id(c, call), m, d};
    fwd_emit_body(c, SPV_OpFAdd, ops, 4);
    return LSPV_SUCCESS;
  }
  for (size_t k = 0; k < COUNT(plain); k++) {
    if (!has_prefix(op, plain[k].name))
      continue;
    unsigned n = value_args(call);
    lspv_status s = emit_simple(c, call, plain[k].opcode, n);
    if (s || !plain[k].rounds)
      return s;
    size_t len;
    const char *r = md_string(call, n, &len);
    int mode = rounding_of(r, len);
    uintptr_t id = 0;
    if (mode >= 0 && lspv_ptrmap_get(&c->vals, call, &id))
      fwd_decorate(c, (uint32_t)id, SPV_Decoration_FPRoundingMode, &(uint32_t){(uint32_t)mode}, 1);
    return LSPV_SUCCESS;
  }
  return LSPV_DECLINED;
}

lspv_status fwd_intrinsic_lower(fwd_ctx *c, LLVMValueRef call, const char *name) {
  for (size_t k = 0; k < COUNT(dropped); k++)
    if (has_prefix(name, dropped[k]))
      return LSPV_SUCCESS;
  if (has_prefix(name, "llvm.stacksave")) {
    uint32_t t = fwd_value_type(c, call);
    return fwd_record(c, call, t ? fwd_const_null(c, t) : 0);
  }
  if (has_prefix(name, "llvm.is.constant."))
    return fwd_record(
        c, call,
        fwd_val(c, LLVMConstInt(LLVMInt1TypeInContext(c->llctx),
                                is_manifest_constant(LLVMGetOperand(call, 0), 0), 0)));
  if (has_prefix(name, "llvm.arithmetic.fence.") || has_prefix(name, "llvm.ptr.annotation."))
    return fwd_record(c, call, fwd_val(c, LLVMGetOperand(call, 0)));
  if (has_prefix(name, "llvm.fptosi.sat.") || has_prefix(name, "llvm.fptoui.sat."))
    return sat_convert(c, call, name[9] == 's');
  static const struct {
    const char *llvm, *ocl;
  } rounds[] = {{"llvm.lround.", "round"},
                {"llvm.llround.", "round"},
                {"llvm.lrint.", "rint"},
                {"llvm.llrint.", "rint"}};
  for (size_t k = 0; k < COUNT(rounds); k++)
    if (has_prefix(name, rounds[k].llvm))
      return round_to_int(c, call, rounds[k].ocl);
  if (has_prefix(name, "llvm.powi.")) {
    uint32_t args[2] = {fwd_val(c, LLVMGetOperand(call, 0)),
                        splat_to(c, LLVMGetOperand(call, 1), LLVMTypeOf(call), call)};
    if (!args[0] || !args[1])
      return LSPV_ERROR_UNSUPPORTED;
    return fwd_ocl_ext(c, call, "pown", args, 2);
  }
  if (has_prefix(name, "llvm.frexp."))
    return out_pair(c, call, "frexp");
  if (has_prefix(name, "llvm.modf."))
    return out_pair(c, call, "modf");
  if (has_prefix(name, "llvm.experimental.constrained."))
    return constrained(c, call, name + strlen("llvm.experimental.constrained."));
  return LSPV_DECLINED;
}
