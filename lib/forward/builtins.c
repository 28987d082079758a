/*===-- forward/builtins.c - OpenCL C relational and conversion builtins ---===*\
|* Relational builtins map to core comparisons that yield bools; OpenCL     *|
|* returns int 1 (scalar) or -1 (vector lanes) for true, so a select turns  *|
|* the bool into that integer.  convert_<type>[_sat][_rte|_rtz|_rtp|_rtn]   *|
|* maps to the core conversions with SaturatedConversion / FPRoundingMode.  *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static const struct {
  const char *name;
  unsigned op;
  unsigned nargs;
} relational[] = {
    {"isnan", SPV_OpIsNan, 1},
    {"isinf", SPV_OpIsInf, 1},
    {"isfinite", SPV_OpIsFinite, 1},
    {"isnormal", SPV_OpIsNormal, 1},
    {"signbit", SPV_OpSignBitSet, 1},
    {"isordered", SPV_OpOrdered, 2},
    {"isunordered", SPV_OpUnordered, 2},
    {"isequal", SPV_OpFOrdEqual, 2},
    {"isnotequal", SPV_OpFUnordNotEqual, 2},
    {"isgreater", SPV_OpFOrdGreaterThan, 2},
    {"isgreaterequal", SPV_OpFOrdGreaterThanEqual, 2},
    {"isless", SPV_OpFOrdLessThan, 2},
    {"islessequal", SPV_OpFOrdLessThanEqual, 2},
    {"islessgreater", SPV_OpFOrdNotEqual, 2},
    {"any", SPV_OpAny, 1},
    {"all", SPV_OpAll, 1},
};

static bool is_float_lanes(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: return true;
  default: return false;
  }
}

/* Whether every use of @p call is a trunc to bool (lanes): what reverse
 * writes after a relational call.  The bool then is the call's value. */
static bool only_truncated_to_bool(LLVMValueRef call) {
  LLVMUseRef u = LLVMGetFirstUse(call);
  if (!u)
    return false;
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsATruncInst(user) || fwd_lane_bits(LLVMTypeOf(user)) != 1)
      return false;
  }
  return true;
}

bool fwd_is_bool_call(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t x;
  return lspv_ptrmap_get(&c->bool_calls, v, &x);
}

uint32_t fwd_bool_result(fwd_ctx *c, LLVMValueRef call, bool *only_bool) {
  *only_bool = only_truncated_to_bool(call);
  if (!*only_bool)
    return fwd_id(c);
  if (!lspv_ptrmap_put(&c->bool_calls, call, 1))
    c->b->oom = true;
  return fwd_result_id(c, call);
}

lspv_status fwd_bool_to_int(fwd_ctx *c, LLVMValueRef call, uint32_t b, bool only_bool) {
  if (only_bool)
    return LSPV_SUCCESS;
  LLVMTypeRef rt = LLVMTypeOf(call);
  bool vec = LLVMGetTypeKind(rt) == LLVMVectorTypeKind;
  uint32_t sel[5] = {fwd_type(c, rt, call), fwd_result_id(c, call), b,
                     fwd_splat_int(c, rt, vec ? ~0ull : 1), fwd_splat_int(c, rt, 0)};
  if (!sel[0] || !sel[3] || !sel[4])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpSelect, sel, 5);
  return LSPV_SUCCESS;
}

LLVMValueRef fwd_sext_bool_vector(LLVMValueRef v) {
  if (!LLVMIsASExtInst(v))
    return NULL;
  LLVMValueRef b = LLVMGetOperand(v, 0);
  LLVMTypeRef bt = LLVMTypeOf(b);
  return LLVMGetTypeKind(bt) == LLVMVectorTypeKind && fwd_lane_bits(bt) == 1 ? b : NULL;
}

/* Whether @p call is OpenCL's any/all (mangled) or __spirv_Any/All of one
 * argument. */
static bool is_any_all_call(LLVMValueRef call) {
  LLVMValueRef fn = LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
  if (!fn || !LLVMIsAFunction(fn) || LLVMGetNumArgOperands(call) != 1)
    return false;
  size_t n = 0, len = 0;
  const char *name = LLVMGetValueName2(fn, &n), *rest = NULL;
  const char *base = fwd_demangle(name, &len, &rest);
  if (base != name && (fwd_name_is(base, len, "any") || fwd_name_is(base, len, "all")))
    return true;
  return fwd_name_is(base, len, "__spirv_Any") || fwd_name_is(base, len, "__spirv_All");
}

bool fwd_sext_only_for_any_all(LLVMValueRef v) {
  if (!fwd_sext_bool_vector(v) || !LLVMGetFirstUse(v))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    if (!is_any_all_call(LLVMGetUser(u)))
      return false;
  return true;
}

lspv_status fwd_relational(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  size_t k = 0;
  while (k < sizeof relational / sizeof relational[0] &&
         !(strlen(relational[k].name) == len && !memcmp(relational[k].name, base, len)))
    k++;
  if (k == sizeof relational / sizeof relational[0] ||
      LLVMGetNumArgOperands(call) != relational[k].nargs)
    return LSPV_DECLINED;
  LLVMValueRef a0 = LLVMGetOperand(call, 0);
  LLVMTypeRef at = LLVMTypeOf(a0);
  bool any_all = relational[k].op == SPV_OpAny || relational[k].op == SPV_OpAll;
  /* Another argument type is no OpenCL C relational: an ordinary call. */
  if (any_all ? fwd_lane_bits(at) == 0 : !is_float_lanes(at))
    return LSPV_DECLINED;
  bool vec = LLVMGetTypeKind(at) == LLVMVectorTypeKind, only_bool;
  LLVMValueRef b =
      any_all && vec && fwd_sext_only_for_any_all(a0) ? fwd_sext_bool_vector(a0) : NULL;
  uint32_t ops[4] = {0, fwd_bool_result(c, call, &only_bool), b ? 0 : fwd_val(c, a0), 0};
  if (b) {
    /* any/all of a bool vector's sign extension (how reverse writes OpAny
     * and OpAll): the instruction on the bools. */
    uint32_t red[3] = {fwd_bool_type(c), ops[1], fwd_val(c, b)};
    if (!red[2])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, relational[k].op, red, 3);
  } else if (any_all) {
    /* any/all test the sign bit of each lane. */
    uint32_t neg = vec ? fwd_id(c) : ops[1], zero = fwd_splat_int(c, at, 0);
    uint32_t cmp[4] = {fwd_bool_like(c, at, call), neg, ops[2], zero};
    if (!ops[2] || !zero || !cmp[0])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpSLessThan, cmp, 4);
    if (vec) {
      uint32_t red[3] = {fwd_bool_type(c), ops[1], neg};
      fwd_emit_body(c, relational[k].op, red, 3);
    }
  } else {
    ops[0] = fwd_bool_like(c, at, call);
    size_t n = 3;
    if (relational[k].nargs == 2)
      ops[n++] = fwd_val(c, LLVMGetOperand(call, 1));
    if (!ops[0] || !ops[2] || (n == 4 && !ops[3]))
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, relational[k].op, ops, n);
  }
  return fwd_bool_to_int(c, call, ops[1], only_bool);
}

/* ---- dot ---------------------------------------------------------------------------------*/
/* OpenCL's dot(a, b) on floating-point vectors is OpDot; on scalars it is
 * the product (OpenCL C 6.15.6: dot of scalars is a * b). */
lspv_status fwd_dot(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  if (len != 3 || memcmp(base, "dot", 3) || LLVMGetNumArgOperands(call) != 2)
    return LSPV_DECLINED;
  LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(call, 0));
  bool vec = LLVMGetTypeKind(at) == LLVMVectorTypeKind;
  LLVMTypeKind ek = LLVMGetTypeKind(vec ? LLVMGetElementType(at) : at);
  if (ek != LLVMHalfTypeKind && ek != LLVMBFloatTypeKind && ek != LLVMFloatTypeKind &&
      ek != LLVMDoubleTypeKind)
    return LSPV_DECLINED;
  uint32_t ops[4] = {fwd_value_type(c, call), fwd_result_id(c, call),
                     fwd_val(c, LLVMGetOperand(call, 0)), fwd_val(c, LLVMGetOperand(call, 1))};
  if (!ops[0] || !ops[2] || !ops[3])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, vec ? SPV_OpDot : SPV_OpFMul, ops, 4);
  return LSPV_SUCCESS;
}

/* ---- popcount ----------------------------------------------------------------------------*/
/* OpenCL's popcount(x) of an integer scalar or vector is the core
 * OpBitCount, as llvm-spirv writes it (OpenCL.std popcount is only what an
 * explicit __spirv_ocl_popcount asks for). */
lspv_status fwd_popcount(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  if (len != 8 || memcmp(base, "popcount", 8) || LLVMGetNumArgOperands(call) != 1 ||
      fwd_lane_bits(LLVMTypeOf(LLVMGetOperand(call, 0))) == 0)
    return LSPV_DECLINED;
  return fwd_unary_of_call(c, call, SPV_OpBitCount);
}

/* ---- convert_* ---------------------------------------------------------------------------*/
static char param_letter(const char *p) {
  if (p[0] == 'D' && p[1] == 'v') {
    p += 2;
    while (*p >= '0' && *p <= '9')
      p++;
    if (*p == '_')
      p++;
  }
  if (p[0] == 'D' && p[1] == 'h')
    return 'H';
  return *p;
}

/* Width of an integer scalar or vector element type, 0 for others. */
static unsigned int_bits(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

lspv_status fwd_convert(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                        const char *rest) {
  static const char pre[] = "convert_";
  if (len <= sizeof pre - 1 || memcmp(base, pre, sizeof pre - 1) ||
      LLVMGetNumArgOperands(call) != 1)
    return LSPV_DECLINED;
  const char *t = base + sizeof pre - 1, *end = base + len;
  bool dst_unsigned = *t == 'u';
  bool sat = false;
  int rounding = -1;
  for (const char *p = t; p < end; p++) {
    if (*p != '_')
      continue;
    if (end - p >= 4 && !memcmp(p, "_sat", 4))
      sat = true;
    static const char *const modes[] = {"_rte", "_rtz", "_rtp", "_rtn"};
    for (int m = 0; m < 4; m++)
      if (end - p >= 4 && !memcmp(p, modes[m], 4))
        rounding = m; /* SPIR-V FPRoundingMode RTE=0 RTZ=1 RTP=2 RTN=3 */
  }
  char l = param_letter(rest);
  bool src_float = l == 'f' || l == 'd' || l == 'H';
  bool src_unsigned = l == 'h' || l == 't' || l == 'j' || l == 'm' || l == 'y';
  LLVMValueRef x = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call), rs = rt;
  if (LLVMGetTypeKind(rs) == LLVMVectorTypeKind)
    rs = LLVMGetElementType(rs);
  bool dst_float = LLVMGetTypeKind(rs) != LLVMIntegerTypeKind;
  unsigned op;
  if (src_float && dst_float)
    op = SPV_OpFConvert;
  else if (src_float)
    op = dst_unsigned ? SPV_OpConvertFToU : SPV_OpConvertFToS;
  else if (dst_float)
    op = src_unsigned ? SPV_OpConvertUToF : SPV_OpConvertSToF;
  else if (sat && src_unsigned != dst_unsigned)
    op = dst_unsigned ? SPV_OpSatConvertSToU : SPV_OpSatConvertUToS;
  else
    op = src_unsigned ? SPV_OpUConvert : SPV_OpSConvert;
  uint32_t ops[3] = {fwd_type(c, rt, call), fwd_result_id(c, call), fwd_val(c, x)};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  if (LLVMTypeOf(x) == rt && (op == SPV_OpUConvert || op == SPV_OpSConvert || op == SPV_OpFConvert))
    op = SPV_OpCopyObject; /* same type: conversions must change the width */
  else if (op == SPV_OpSConvert && !sat && !dst_float && int_bits(rt) < int_bits(LLVMTypeOf(x)))
    op = SPV_OpUConvert; /* a truncation has no sign: spelled as LLVM's trunc is (a fixpoint) */
  lspv_status s = fwd_need_inst(c, op, call);
  if (s)
    return s;
  fwd_emit_body(c, op, ops, 3);
  if (sat && op != SPV_OpSatConvertSToU && op != SPV_OpSatConvertUToS && op != SPV_OpCopyObject)
    fwd_decorate(c, ops[1], SPV_Decoration_SaturatedConversion, NULL, 0);
  if (rounding >= 0 && (src_float || dst_float) && op != SPV_OpCopyObject)
    fwd_decorate(c, ops[1], SPV_Decoration_FPRoundingMode, &(uint32_t){(uint32_t)rounding}, 1);
  return LSPV_SUCCESS;
}

/* ---- __spirv_ocl_<grammar name> ---------------------------------------------------------*/
/* The SPIR-V friendly spelling of an OpenCL.std instruction, as reverse
 * writes it in SPV-IR: every operand passed, literals (vloadn's n,
 * vstore_half_r's rounding mode) as constant arguments, in grammar order.
 * Pointer operands are seen at the pointee the OpenCL C spelling gives them
 * (the element type for vload/vstore, half for the *_half* ones), so both
 * spellings translate alike.  LSPV_DECLINED when the name is not in the
 * grammar (the OpenCL C name rules of calls.c then apply). */
lspv_status fwd_spirv_ocl(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  const lspv_extinst_set_desc *set = lspv_extinst_set_by_name("OpenCL.std");
  const lspv_inst_desc *d = set ? lspv_extinst_by_name(set, name, len) : NULL;
  /* The loads whose result type the operands do not tell carry it as a
   * "_R<type>" postfix (vloadn_Rchar2, vload_half_Rfloat): the call's own
   * type says it again. */
  const char *post = d ? NULL : strstr(name, "_R");
  if (set && post && post < name + len) {
    /* SYCL doubles the underscore before it (vloadn__RDF16b). */
    for (len = (size_t)(post - name); len > 1 && name[len - 1] == '_';)
      len--;
    d = lspv_extinst_by_name(set, name, len);
  }
  char inst[64];
  if (!d || len >= sizeof inst)
    return LSPV_DECLINED;
  memcpy(inst, name, len);
  inst[len] = 0;
  bool vmem = !strncmp(inst, "vload", 5) || !strncmp(inst, "vstore", 6);
  bool half = vmem && strstr(inst, "_half") != NULL;
  /* printf's format (and its pointer arguments) are i8 pointers, as the
   * OpenCL C spelling's are (OpenCL.std printf: Format points to i8). */
  bool int_out = !strcmp(inst, "frexp") || !strcmp(inst, "lgamma_r") || !strcmp(inst, "remquo");
  LLVMValueRef data = !strncmp(inst, "vstore", 6) && LLVMGetNumArgOperands(call) > 0
                          ? LLVMGetOperand(call, 0)
                          : call;
  LLVMTypeRef el = LLVMTypeOf(data);
  if (LLVMGetTypeKind(el) == LLVMVectorTypeKind)
    el = LLVMGetElementType(el);
  if (half)
    el = LLVMHalfTypeInContext(c->llctx);
  unsigned n = LLVMGetNumArgOperands(call), a = 0;
  uint32_t args[36];
  size_t k = 0;
  bool typed;
  int at = lspv_ocl_pointer_operand(inst, &typed);
  for (unsigned o = 0; o < d->nops && a < n && k < 36; o++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, o);
    unsigned cat = lspv_kinds[od->kind].category;
    do {
      LLVMValueRef v = LLVMGetOperand(call, a++);
      if (cat == LSPV_CAT_ID) {
        LLVMTypeRef pt = LLVMTypeOf(call);
        if (vmem)
          pt = el;
        else if (LLVMGetTypeKind(pt) == LLVMVoidTypeKind || !strcmp(inst, "printf"))
          pt = fwd_i8(c);
        else if (int_out) /* frexp, lgamma_r, remquo: an int (vector) out */
          pt = LLVMGetTypeKind(pt) == LLVMVectorTypeKind
                   ? LLVMVectorType(LLVMInt32TypeInContext(c->llctx), LLVMGetVectorSize(pt))
                   : LLVMInt32TypeInContext(c->llctx);
        args[k] = !fwd_is_ptr(LLVMTypeOf(v)) ? fwd_val(c, v)
                  : typed && (int)k == at    ? fwd_typed_ptr_as(c, v, pt)
                                             : fwd_ptr_as(c, v, pt);
        if (!args[k++])
          return LSPV_ERROR_UNSUPPORTED;
      } else if (LLVMIsAConstantInt(v)) {
        args[k++] = (uint32_t)LLVMConstIntGetZExtValue(v);
      } else {
        return fwd_unsupported(c, call, "__spirv_ocl_ literal operand is not a constant");
      }
    } while (od->quant == LSPV_Q_STAR && a < n && k < 36);
  }
  if (a != n)
    return fwd_unsupported(c, call, "__spirv_ocl_ call has more arguments than the instruction");
  if (half)
    fwd_need_cap(c, SPV_Capability_Float16Buffer);
  return fwd_ocl_ext(c, call, inst, args, k);
}
