/*===-- ext/bfloat16_conversion.c - SPV_INTEL_bfloat16_conversion in OpenCL C =*\
|*                                                                            *|
|* The OpenCL C spelling of SPV_INTEL_bfloat16_conversion (cl_intel_bfloat16_ *|
|* conversions): float <-> bfloat16 held in a ushort.                         *|
|*   intel_convert_bfloat16[N]_as_ushort[N](floatN)  OpConvertFToBF16INTEL    *|
|*   intel_convert_as_bfloat16[N]_float[N](ushortN)  OpConvertBF16ToFINTEL    *|
|* N is 2, 3, 4, 8 or 16 (none: scalars).  The __spirv_ spelling, the       *|
|* grammar rows and the operand rules are the spv-ir-ops plugin's (which     *|
|* owns the extension name); this one adds the OpenCL C names.               *|
|* Forward: the call's signature is checked first, with llvm-spirv's words  *|
|* ("ConvertBFloat162AsUShort2 must be of <2 x i16> and take <2 x float>"), *|
|* then the extension is required (RequiresExtension when disabled).        *|
|* Reverse: the OpenCL C names under CL1.2 and CL2.0, __spirv_<Op> calls    *|
|* under SPV-IR (the spelling forward reads back through the core).          *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"
#include "matrix_common.h"

#define EXT_NAME "SPV_INTEL_bfloat16_conversion"

/* One direction: the two halves of its OpenCL C name around N, its opcode,
 * the names of the scalar and vector forms in llvm-spirv's messages. */
typedef struct {
  const char *head, *tail; /* "intel_convert_bfloat16" N "_as_ushort" N */
  uint32_t opcode;
  int to_bf16;                    /* float -> ushort */
  const char *msg_head, *msg_mid; /* "ConvertBFloat16" N "AsUShort" N */
} conversion;

static const conversion conversions[] = {
    {"intel_convert_bfloat16", "_as_ushort", SPV_OpConvertFToBF16INTEL, 1, "ConvertBFloat16",
     "AsUShort"},
    {"intel_convert_as_bfloat16", "_float", SPV_OpConvertBF16ToFINTEL, 0, "ConvertAsBFloat16",
     "Float"},
};

static const unsigned widths[] = {2, 3, 4, 8, 16};

/* Parses "<digits>" at @p s of length @p len into *n (a listed width). */
static int parse_width(const char *s, size_t len, unsigned *n) {
  if (len == 0 || len > 2)
    return 0;
  unsigned v = 0;
  for (size_t i = 0; i < len; i++) {
    if (s[i] < '0' || s[i] > '9')
      return 0;
    v = v * 10 + (unsigned)(s[i] - '0');
  }
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
    if (widths[i] == v) {
      *n = v;
      return 1;
    }
  return 0;
}

/* The conversion named @p name (demangled, @p len bytes); *n its width,
 * 0 for the scalar form. */
static const conversion *by_name(const char *name, size_t len, unsigned *n) {
  for (size_t i = 0; i < sizeof conversions / sizeof conversions[0]; i++) {
    const conversion *cv = &conversions[i];
    size_t hl = strlen(cv->head), tl = strlen(cv->tail);
    if (len < hl + tl || memcmp(name, cv->head, hl))
      continue;
    const char *rest = name + hl, *end = name + len;
    const char *tail = NULL;
    for (const char *p = rest; p + tl <= end; p++)
      if (!memcmp(p, cv->tail, tl)) {
        tail = p;
        break;
      }
    if (!tail)
      continue;
    size_t n1 = (size_t)(tail - rest), n2 = (size_t)(end - tail - tl);
    if (n1 == 0 && n2 == 0) {
      *n = 0;
      return cv;
    }
    unsigned a, b;
    if (parse_width(rest, n1, &a) && parse_width(tail + tl, n2, &b) && a == b) {
      *n = a;
      return cv;
    }
  }
  return NULL;
}

/* ---- forward -----------------------------------------------------------------*/
/* @p ty is @p kind ('f' float, 's' i16) with @p n components (0: scalar);
 * *count gets its component count (0 for a scalar), 0 when not a vector. */
static int element_is(LLVMTypeRef ty, char kind) {
  return kind == 'f' ? LLVMGetTypeKind(ty) == LLVMFloatTypeKind
                     : LLVMGetTypeKind(ty) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) == 16;
}

/* llvm-spirv's signature rule: NULL when the call fits, else the message. */
static const char *bad_signature(const conversion *cv, unsigned n, LLVMValueRef call, char *buf,
                                 size_t cap) {
  LLVMTypeRef ret = LLVMTypeOf(call), arg = LLVMTypeOf(LLVMGetOperand(call, 0));
  char rk = cv->to_bf16 ? 's' : 'f', ak = cv->to_bf16 ? 'f' : 's';
  const char *rt = cv->to_bf16 ? "i16" : "float", *at = cv->to_bf16 ? "float" : "i16";
  if (n == 0) {
    if (element_is(ret, rk) && element_is(arg, ak))
      return NULL;
    /* Cooperative matrices of those components, of one shape (the joint
     * matrix plugin requires its extension for the instruction). */
    if (lspv_matrix_is_type(ret) && lspv_matrix_is_type(arg) &&
        element_is(LLVMGetTargetExtTypeTypeParam(ret, 0), rk) &&
        element_is(LLVMGetTargetExtTypeTypeParam(arg, 0), ak) &&
        LLVMGetTargetExtTypeIntParam(ret, 0) == LLVMGetTargetExtTypeIntParam(arg, 0) &&
        LLVMGetTargetExtTypeIntParam(ret, 1) == LLVMGetTargetExtTypeIntParam(arg, 1) &&
        LLVMGetTargetExtTypeIntParam(ret, 2) == LLVMGetTargetExtTypeIntParam(arg, 2))
      return NULL;
    snprintf(buf, cap, "Op%s%s must be of %s and take %s", cv->msg_head, cv->msg_mid, rt, at);
    return buf;
  }
  if (LLVMGetTypeKind(ret) != LLVMVectorTypeKind || LLVMGetTypeKind(arg) != LLVMVectorTypeKind ||
      !element_is(LLVMGetElementType(ret), rk) || !element_is(LLVMGetElementType(arg), ak)) {
    snprintf(buf, cap, "Op%sN%sN must be of <N x %s> and take <N x %s>", cv->msg_head, cv->msg_mid,
             rt, at);
    return buf;
  }
  if (LLVMGetVectorSize(ret) == n && LLVMGetVectorSize(arg) == n)
    return NULL;
  snprintf(buf, cap, "%s%u%s%u must be of <%u x %s> and take <%u x %s>", cv->msg_head, n,
           cv->msg_mid, n, n, rt, n, at);
  return buf;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  unsigned n = 0;
  const conversion *cv = name ? by_name(name, len, &n) : NULL;
  if (!cv || LLVMGetNumArgOperands(call) != 1)
    return LSPV_DECLINED;
  char buf[160];
  const char *bad = bad_signature(cv, n, call, buf, sizeof buf);
  if (bad)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call, "%s", bad);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_Bfloat16ConversionINTEL);
  uint32_t ops[3] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, cv->opcode, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* The mangling of the converted value: float, or short (signed: the
 * spelling llvm-spirv's mangler gives i16), <n x> of it when n > 0. */
static lspv_mangle_param value_param(const conversion *cv, unsigned n, lspv_mangle_type layers[2]) {
  layers[0] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, n, 0, NULL};
  layers[1] = (lspv_mangle_type){cv->to_bf16 ? LSPV_MANGLE_FLOAT : LSPV_MANGLE_INT,
                                 cv->to_bf16 ? 32u : 16u, 0, NULL};
  return (lspv_mangle_param){n ? layers : layers + 1, n ? 2u : 1u};
}

/* -s: the call as __spirv_<Op>(value), as llvm-spirv's regularization
 * spells it (a call of a wrong signature, or of matrices, is left for
 * forward translation to judge). */
static lspv_status reg_call(LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  unsigned n = 0;
  const conversion *cv = name ? by_name(name, len, &n) : NULL;
  char buf[160], base[64], mangled[192];
  if (!cv || LLVMGetNumArgOperands(call) != 1 || bad_signature(cv, n, call, buf, sizeof buf) ||
      lspv_matrix_is_type(LLVMTypeOf(call)))
    return LSPV_DECLINED;
  snprintf(base, sizeof base, "__spirv_%s", lspv_grammar_opcode_name(cv->opcode) + 2);
  lspv_mangle_type layers[2];
  lspv_mangle_param p = value_param(cv, n, layers);
  if (lspv_itanium_mangle(base, &p, 1, mangled, sizeof mangled) >= sizeof mangled)
    return LSPV_DECLINED;
  return lspv_reg_replace_call(call, mangled, NULL, 0) ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s needs a result type, a result and a value",
                          lspv_grammar_opcode_name(in->opcode));
  const conversion *cv =
      in->opcode == SPV_OpConvertFToBF16INTEL ? &conversions[0] : &conversions[1];
  LLVMTypeRef ret = lspv_rev_type(c, in->type_id);
  LLVMValueRef arg = lspv_rev_value(c, in->operands[2]);
  if (!ret || !arg)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef at = LLVMTypeOf(arg);
  bool matrix = lspv_matrix_is_type(at);
  /* Another opaque type, or SPV-IR on matrices: the core's SPIR-V friendly
   * call (its matrix spelling). */
  if (LLVMGetTypeKind(at) == LLVMTargetExtTypeKind &&
      (!matrix || lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR))
    return LSPV_DECLINED;
  unsigned n = LLVMGetTypeKind(at) == LLVMVectorTypeKind ? LLVMGetVectorSize(at) : 0;
  char base[64], mangled[192];
  if (lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR) /* __spirv_<Op>, as the core spells ops */
    snprintf(base, sizeof base, "__spirv_%s", lspv_grammar_opcode_name(in->opcode) + 2);
  else if (n)
    snprintf(base, sizeof base, "%s%u%s%u", cv->head, n, cv->tail, n);
  else
    snprintf(base, sizeof base, "%s%s", cv->head, cv->tail);
  lspv_mangle_type layers[2];
  lspv_mangle_param p = value_param(cv, n, layers);
  /* A matrix: the scalar name, the matrix spelled as llvm-spirv does. */
  if (matrix) {
    p.layers = layers;
    if (!(p.nlayers = lspv_matrix_mangle_layers(c, at, layers)))
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                            "%s: a matrix component without an OpenCL spelling",
                            lspv_grammar_opcode_name(in->opcode));
  }
  if (lspv_itanium_mangle(base, &p, 1, mangled, sizeof mangled) >= sizeof mangled)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r = lspv_rev_call_builtin(c, mangled, ret, &arg, 1, 0);
  if (!r)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

static const uint32_t opcodes[] = {SPV_OpConvertFToBF16INTEL, SPV_OpConvertBF16ToFINTEL, 0};

const lspv_plugin lspv_plugin_bfloat16_conversion = {
    LSPV_PLUGIN_HEADER,   .name = "bfloat16-conversion-opencl", .opcodes = opcodes,
    .fwd_call = fwd_call, .rev_instruction = rev_instruction,   .reg_call = reg_call,
};
