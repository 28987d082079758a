/*===-- ext/mini_float.c - 8- and 4-bit floats and int4 conversions --------===*\
|*                                                                            *|
|* SPV_EXT_float8 (OpTypeFloat 8 Float8E4M3EXT / Float8E5M2EXT),             *|
|* SPV_EXT_ocp_microscaling_types (OpTypeFloat 4 Float4E2M1EXT),             *|
|* SPV_INTEL_float4 (OpTypeFloat 4 Float4E2M1INTEL) and the int4 conversions *|
|* of SPV_INTEL_int4.  LLVM has no such float types: a value of one lives in *|
|* an integer of its width (i8, i4), or packed, several 4-bit values in one  *|
|* wider integer (i8 holds two).  Conversions are spelled as calls of        *|
|* __builtin_spirv_<Conv> whose name gives both encodings, e.g.              *|
|* __builtin_spirv_ConvertFP16ToE4M3EXT(half) -> i8.                         *|
|*                                                                            *|
|* Forward: such a call becomes the conversion instruction on the SPIR-V     *|
|* float types, with an OpBitcast from the integer carrying a mini-float    *|
|* source and one back to the integer the call returns; Clamp* names        *|
|* decorate the conversion SaturatedToLargestFloat8NormalConversionEXT.     *|
|* Reverse: OpTypeFloat of those encodings is the integer of its width; a    *|
|* conversion from or to one (or to/from OpTypeInt 4) is the builtin call    *|
|* again, the decoration picking the Clamp* name.                            *|
|* Specs: SPV_EXT_float8, SPV_EXT_ocp_microscaling_types, SPV_INTEL_float4,   *|
|* SPV_INTEL_int4 (SPIR-V registry).                                        *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"
#include "matrix_common.h"

#define PREFIX "__builtin_spirv_"
#define DEC_SATURATED 4216u /* SaturatedToLargestFloat8NormalConversionEXT */

/* The encodings a conversion names. */
typedef enum { ENC_HALF, ENC_BF16, ENC_E4M3, ENC_E5M2, ENC_E2M1, ENC_E2M1_INTEL, ENC_INT } encoding;

/* The mini floats: their OpTypeFloat width and FP encoding, capability,
 * extension. */
typedef struct {
  encoding enc;
  uint32_t width, fp_encoding, capability;
  const char *extension;
} mini_float;

static const mini_float minis[] = {
    {ENC_E4M3, 8, 4214, 4212, "SPV_EXT_float8"},
    {ENC_E5M2, 8, 4215, 4212, "SPV_EXT_float8"},
    {ENC_E2M1, 4, 4225, 4229, "SPV_EXT_ocp_microscaling_types"},
    {ENC_E2M1_INTEL, 4, 6214, 6212, "SPV_INTEL_float4"},
};
#define NMINIS (sizeof minis / sizeof minis[0])

static const mini_float *mini_by_encoding(encoding e) {
  for (size_t i = 0; i < NMINIS; i++)
    if (minis[i].enc == e)
      return &minis[i];
  return NULL;
}

/* One conversion builtin: name after the prefix, the encodings, the
 * instruction and whether it saturates. */
typedef struct {
  const char *name;
  encoding src, dst;
  uint32_t opcode;
  int saturate;
} conversion;

static const conversion conversions[] = {
    {"ConvertE4M3ToFP16EXT", ENC_E4M3, ENC_HALF, SPV_OpFConvert, 0},
    {"ConvertE5M2ToFP16EXT", ENC_E5M2, ENC_HALF, SPV_OpFConvert, 0},
    {"ConvertE4M3ToBF16EXT", ENC_E4M3, ENC_BF16, SPV_OpFConvert, 0},
    {"ConvertE5M2ToBF16EXT", ENC_E5M2, ENC_BF16, SPV_OpFConvert, 0},
    {"ConvertFP16ToE4M3EXT", ENC_HALF, ENC_E4M3, SPV_OpFConvert, 0},
    {"ConvertFP16ToE5M2EXT", ENC_HALF, ENC_E5M2, SPV_OpFConvert, 0},
    {"ConvertBF16ToE4M3EXT", ENC_BF16, ENC_E4M3, SPV_OpFConvert, 0},
    {"ConvertBF16ToE5M2EXT", ENC_BF16, ENC_E5M2, SPV_OpFConvert, 0},
    {"ClampConvertFP16ToE4M3INTEL", ENC_HALF, ENC_E4M3, SPV_OpFConvert, 1},
    {"ClampConvertBF16ToE4M3INTEL", ENC_BF16, ENC_E4M3, SPV_OpFConvert, 1},
    {"ClampConvertFP16ToE5M2INTEL", ENC_HALF, ENC_E5M2, SPV_OpFConvert, 1},
    {"ClampConvertBF16ToE5M2INTEL", ENC_BF16, ENC_E5M2, SPV_OpFConvert, 1},
    {"ConvertE2M1ToE4M3EXT", ENC_E2M1, ENC_E4M3, SPV_OpFConvert, 0},
    {"ConvertE2M1ToE5M2EXT", ENC_E2M1, ENC_E5M2, SPV_OpFConvert, 0},
    {"ConvertE2M1ToFP16EXT", ENC_E2M1, ENC_HALF, SPV_OpFConvert, 0},
    {"ConvertE2M1ToBF16EXT", ENC_E2M1, ENC_BF16, SPV_OpFConvert, 0},
    {"ConvertE2M1ToE4M3INTEL", ENC_E2M1_INTEL, ENC_E4M3, SPV_OpFConvert, 0},
    {"ConvertE2M1ToE5M2INTEL", ENC_E2M1_INTEL, ENC_E5M2, SPV_OpFConvert, 0},
    {"ConvertE2M1ToFP16INTEL", ENC_E2M1_INTEL, ENC_HALF, SPV_OpFConvert, 0},
    {"ConvertE2M1ToBF16INTEL", ENC_E2M1_INTEL, ENC_BF16, SPV_OpFConvert, 0},
    {"ConvertFP16ToE2M1EXT", ENC_HALF, ENC_E2M1, SPV_OpFConvert, 0},
    {"ConvertBF16ToE2M1EXT", ENC_BF16, ENC_E2M1, SPV_OpFConvert, 0},
    {"ConvertFP16ToE2M1INTEL", ENC_HALF, ENC_E2M1_INTEL, SPV_OpFConvert, 0},
    {"ConvertBF16ToE2M1INTEL", ENC_BF16, ENC_E2M1_INTEL, SPV_OpFConvert, 0},
    {"ConvertInt4ToE4M3INTEL", ENC_INT, ENC_E4M3, SPV_OpConvertSToF, 0},
    {"ConvertInt4ToE5M2INTEL", ENC_INT, ENC_E5M2, SPV_OpConvertSToF, 0},
    {"ConvertInt4ToFP16INTEL", ENC_INT, ENC_HALF, SPV_OpConvertSToF, 0},
    {"ConvertInt4ToBF16INTEL", ENC_INT, ENC_BF16, SPV_OpConvertSToF, 0},
    {"ConvertInt4ToInt8INTEL", ENC_INT, ENC_INT, SPV_OpSConvert, 0},
    {"ConvertFP16ToInt4INTEL", ENC_HALF, ENC_INT, SPV_OpConvertFToS, 0},
    {"ConvertBF16ToInt4INTEL", ENC_BF16, ENC_INT, SPV_OpConvertFToS, 0},
    /* SPV_INTEL_fp_conversions */
    {"ClampConvertFP16ToInt4INTEL", ENC_HALF, ENC_INT, SPV_OpClampConvertFToSINTEL, 0},
    {"ClampConvertBF16ToInt4INTEL", ENC_BF16, ENC_INT, SPV_OpClampConvertFToSINTEL, 0},
    {"StochasticRoundFP16ToE5M2INTEL", ENC_HALF, ENC_E5M2, SPV_OpStochasticRoundFToFINTEL, 0},
    {"StochasticRoundFP16ToE4M3INTEL", ENC_HALF, ENC_E4M3, SPV_OpStochasticRoundFToFINTEL, 0},
    {"StochasticRoundBF16ToE5M2INTEL", ENC_BF16, ENC_E5M2, SPV_OpStochasticRoundFToFINTEL, 0},
    {"StochasticRoundBF16ToE4M3INTEL", ENC_BF16, ENC_E4M3, SPV_OpStochasticRoundFToFINTEL, 0},
    {"StochasticRoundFP16ToE2M1INTEL", ENC_HALF, ENC_E2M1, SPV_OpStochasticRoundFToFINTEL, 0},
    {"StochasticRoundBF16ToE2M1INTEL", ENC_BF16, ENC_E2M1, SPV_OpStochasticRoundFToFINTEL, 0},
    {"ClampStochasticRoundFP16ToInt4INTEL", ENC_HALF, ENC_INT, SPV_OpClampStochasticRoundFToSINTEL,
     0},
    {"ClampStochasticRoundBF16ToInt4INTEL", ENC_BF16, ENC_INT, SPV_OpClampStochasticRoundFToSINTEL,
     0},
    {"ClampStochasticRoundFP16ToE5M2INTEL", ENC_HALF, ENC_E5M2, SPV_OpStochasticRoundFToFINTEL, 1},
    {"ClampStochasticRoundFP16ToE4M3INTEL", ENC_HALF, ENC_E4M3, SPV_OpStochasticRoundFToFINTEL, 1},
    {"ClampStochasticRoundBF16ToE5M2INTEL", ENC_BF16, ENC_E5M2, SPV_OpStochasticRoundFToFINTEL, 1},
    {"ClampStochasticRoundBF16ToE4M3INTEL", ENC_BF16, ENC_E4M3, SPV_OpStochasticRoundFToFINTEL, 1},
};

/* The SPV_INTEL_fp_conversions instructions: their capability; the older
 * spec's opcodes (read only) and the instruction each stands for. */
#define FP_CONVERSIONS "SPV_INTEL_fp_conversions"
#define CAP_FTOF 6215u /* FloatConversionsFtoFINTEL */
#define CAP_FTOS 6216u /* FloatConversionsFtoSINTEL */
static const struct {
  uint32_t opcode, capability, current;
} intel_ops[] = {
    {SPV_OpStochasticRoundFToFINTEL, CAP_FTOF, 0},
    {SPV_OpClampConvertFToSINTEL, CAP_FTOS, 0},
    {SPV_OpClampStochasticRoundFToSINTEL, CAP_FTOS, 0},
    {SPV_OpClampConvertFToFINTEL, CAP_FTOF, SPV_OpFConvert},
    {SPV_OpClampStochasticRoundFToFINTEL, CAP_FTOF, SPV_OpStochasticRoundFToFINTEL},
};
#define NINTEL_OPS (sizeof intel_ops / sizeof intel_ops[0])

/* Index in intel_ops of @p opcode, -1 for the core's conversions. */
static int intel_op(uint32_t opcode) {
  for (size_t i = 0; i < NINTEL_OPS; i++)
    if (intel_ops[i].opcode == opcode)
      return (int)i;
  return -1;
}

/* The stochastic roundings take a seed and optionally a pointer to the
 * next seed after the value. */
static int stochastic(uint32_t opcode) {
  return opcode == SPV_OpStochasticRoundFToFINTEL ||
         opcode == SPV_OpClampStochasticRoundFToSINTEL ||
         opcode == SPV_OpClampStochasticRoundFToFINTEL;
}
#define NCONVERSIONS (sizeof conversions / sizeof conversions[0])

static const conversion *by_name(const char *name, size_t len) {
  size_t pl = sizeof PREFIX - 1;
  if (len <= pl || memcmp(name, PREFIX, pl))
    return NULL;
  for (size_t i = 0; i < NCONVERSIONS; i++)
    if (strlen(conversions[i].name) == len - pl &&
        !memcmp(conversions[i].name, name + pl, len - pl))
      return &conversions[i];
  return NULL;
}

static const conversion *by_shape(encoding src, encoding dst, uint32_t opcode, int saturate) {
  for (size_t i = 0; i < NCONVERSIONS; i++) {
    const conversion *cv = &conversions[i];
    if (cv->src == src && cv->dst == dst && cv->opcode == opcode && cv->saturate == saturate)
      return cv;
  }
  return NULL;
}

/* 4-bit encodings and int4 may come packed in a wider integer. */
static int packable(encoding e) { return e == ENC_E2M1 || e == ENC_E2M1_INTEL || e == ENC_INT; }

/* ---- forward -----------------------------------------------------------------*/
static const char *const any_extension[] = {"SPV_EXT_float8", "SPV_EXT_ocp_microscaling_types",
                                            "SPV_INTEL_float4", "SPV_INTEL_int4"};

#define CAP_FLOAT8_MATRIX 4213u /* Float8CooperativeMatrixEXT */

/* A cooperative matrix of mini-float element @p elem with the scope, size
 * and use of LLVM matrix type @p ty; 0 on error. */
static uint32_t matrix_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t elem, encoding e) {
  if (e != ENC_E4M3 && e != ENC_E5M2) {
    lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", NULL,
                   "a cooperative matrix conversion of this encoding is not supported");
    return 0;
  }
  lspv_fwd_require_capability(c, CAP_FLOAT8_MATRIX);
  uint32_t ops[5] = {elem};
  for (unsigned i = 0; i < 4; i++)
    if (!(ops[1 + i] = lspv_fwd_const_u32(c, LLVMGetTargetExtTypeIntParam(ty, i))))
      return 0;
  return lspv_fwd_type_decl(c, SPV_OpTypeCooperativeMatrixKHR, ops, 5);
}

/* The SPIR-V type of one side of a conversion whose LLVM type is @p ty: the
 * mini-float (or int4) type of encoding @p e with @p ty's shape; *packed set
 * when a wider integer is read as a vector of 4-bit values.  0 on error. */
static uint32_t side_type(lspv_fwd_ctx *c, LLVMTypeRef ty, encoding e, int *packed) {
  *packed = 0;
  int matrix = lspv_matrix_is_type(ty);
  LLVMTypeRef scalar = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty)
                       : matrix ? LLVMGetTargetExtTypeTypeParam(ty, 0)
                                : ty;
  unsigned outer = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetVectorSize(ty) : 0;
  if (LLVMGetTypeKind(scalar) != LLVMIntegerTypeKind) {
    lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", NULL,
                   "a mini-float or int4 operand of a conversion builtin must be an integer "
                   "(or a vector of integers)");
    return 0;
  }
  unsigned width = LLVMGetIntTypeWidth(scalar), count = outer;
  if (packable(e) && !matrix && width >= 8 && width <= 64 && (width & (width - 1)) == 0) {
    count = (width / 4) * (outer ? outer : 1);
    width = 4;
    *packed = 1;
  }
  uint32_t elem;
  if (e == ENC_INT) {
    elem = lspv_fwd_type(c, LLVMIntTypeInContext(LLVMGetTypeContext(ty), width));
  } else {
    const mini_float *mf = mini_by_encoding(e);
    if (mf->width != width) {
      lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", NULL,
                     "a %u-bit float conversion operand is carried in an i%u", mf->width, width);
      return 0;
    }
    if (lspv_fwd_require_extension(c, mf->extension))
      return 0;
    lspv_fwd_require_capability(c, mf->capability);
    uint32_t ops[2] = {mf->width, mf->fp_encoding};
    elem = lspv_fwd_type_decl(c, SPV_OpTypeFloat, ops, 2);
  }
  if (elem && matrix)
    return matrix_type(c, ty, elem, e);
  if (!elem || !count)
    return elem;
  uint32_t vops[2] = {elem, count};
  return lspv_fwd_type_decl(c, SPV_OpTypeVector, vops, 2);
}

static int in_llvm(encoding e) { return e == ENC_HALF || e == ENC_BF16; }

/* One instruction `opcode %type %new %operand`; returns the new id. */
static uint32_t emit_unary(lspv_fwd_ctx *c, uint32_t opcode, uint32_t type, uint32_t operand) {
  uint32_t ops[3] = {type, lspv_fwd_new_id(c), operand};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, opcode, ops, 3);
  return ops[1];
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  const conversion *cv = name ? by_name(name, len) : NULL;
  if (!cv)
    return LSPV_DECLINED;
  int any = 0;
  for (size_t i = 0; i < sizeof any_extension / sizeof any_extension[0]; i++)
    any |= lspv_fwd_extension_enabled(c, any_extension[i]);
  if (!any) {
    /* Named by the builtin's declaration, as llvm-spirv prints it. */
    char *decl = LLVMPrintValueToString(LLVMGetCalledValue(call));
    const char *d = decl;
    while (*d == '\n')
      d++;
    size_t dl = strlen(d);
    while (dl && d[dl - 1] == '\n')
      dl--;
    lspv_status s = lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", NULL,
                                   "Feature requires the following SPIR-V extension:\n"
                                   "One of the following extensions: SPV_EXT_float8, "
                                   "SPV_EXT_ocp_microscaling_types, SPV_INTEL_float4, "
                                   "SPV_INTEL_int4 should be enabled to process conversion "
                                   "builtins\n%.*s",
                                   (int)dl, d);
    LLVMDisposeMessage(decl);
    return s;
  }
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  if (stochastic(cv->opcode) ? nargs != 2 && nargs != 3 : nargs != 1)
    return lspv_fwd_error(
        c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call, "%s%s takes %s", PREFIX, cv->name,
        stochastic(cv->opcode) ? "a value, a seed and optionally a pointer" : "one operand");
  int io = intel_op(cv->opcode);
  if (io >= 0) {
    lspv_status s = lspv_fwd_require_extension(c, FP_CONVERSIONS);
    if (s)
      return s;
    lspv_fwd_require_capability(c, intel_ops[io].capability);
  }
  LLVMValueRef arg = LLVMGetOperand(call, 0);
  LLVMTypeRef src_ty = LLVMTypeOf(arg), dst_ty = LLVMTypeOf(call);
  int matrix = lspv_matrix_is_type(src_ty) || lspv_matrix_is_type(dst_ty);
  uint32_t operand = lspv_fwd_value(c, arg);
  if (!operand)
    return LSPV_ERROR_UNSUPPORTED;
  /* Source: an LLVM float or a plain int4 as is; else bitcast to the mini
   * type (or to the vector a packed integer holds). */
  int packed = 0;
  if (!in_llvm(cv->src)) {
    uint32_t ty = side_type(c, src_ty, cv->src, &packed);
    if (!ty)
      return LSPV_ERROR_UNSUPPORTED;
    if (cv->src != ENC_INT || packed || matrix)
      operand = emit_unary(c, SPV_OpBitcast, ty, operand);
  }
  uint32_t dst = 0;
  packed = 0;
  if (in_llvm(cv->dst) || (cv->dst == ENC_INT && cv->src == ENC_INT))
    dst = lspv_fwd_type(c, dst_ty);
  else
    dst = side_type(c, dst_ty, cv->dst, &packed);
  if (!dst)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[5] = {dst, lspv_fwd_new_id(c), operand};
  for (unsigned i = 1; i < nargs; i++)
    if (!(ops[2 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, cv->opcode, ops, 2 + nargs);
  uint32_t id = ops[1];
  if (cv->saturate) {
    uint32_t dec[2] = {id, DEC_SATURATED};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 2);
  }
  if (!in_llvm(cv->dst) && (cv->dst != ENC_INT || packed)) {
    uint32_t back = lspv_fwd_type(c, dst_ty);
    if (!back)
      return LSPV_ERROR_UNSUPPORTED;
    id = emit_unary(c, SPV_OpBitcast, back, id);
  }
  lspv_fwd_set_value(c, call, id);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeFloat || in->noperands < 3)
    return LSPV_DECLINED;
  for (size_t i = 0; i < NMINIS; i++)
    if (minis[i].fp_encoding == in->operands[2]) {
      if (in->operands[1] != minis[i].width)
        return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                              "FP encoding %u needs width %u, not %u", in->operands[2],
                              minis[i].width, in->operands[1]);
      *ty = LLVMIntTypeInContext(lspv_rev_context(c), minis[i].width);
      return LSPV_SUCCESS;
    }
  return LSPV_DECLINED;
}

/* The encoding of (the component type of) type @p id; -1 when none of ours
 * nor an LLVM float (a plain integer other than 4 bits). *int4 is set for
 * OpTypeInt 4. */
static int encoding_of(lspv_rev_ctx *c, uint32_t id, int *int4) {
  lspv_spv_inst t;
  if (lspv_rev_def(c, id, &t))
    return -1;
  if ((t.opcode == SPV_OpTypeVector || t.opcode == SPV_OpTypeCooperativeMatrixKHR) &&
      t.noperands > 1 && lspv_rev_def(c, t.operands[1], &t))
    return -1;
  if (t.opcode == SPV_OpTypeInt && t.noperands > 1) {
    *int4 |= t.operands[1] == 4;
    return ENC_INT;
  }
  if (t.opcode != SPV_OpTypeFloat || t.noperands < 2)
    return -1;
  if (t.noperands < 3)
    return t.operands[1] == 16 ? ENC_HALF : -1;
  if (t.operands[2] == 0)
    return ENC_BF16;
  for (size_t i = 0; i < NMINIS; i++)
    if (minis[i].fp_encoding == t.operands[2])
      return (int)minis[i].enc;
  return -1;
}

/* The mangling layers of an LLVM value type (int4 spelled as int, the way
 * llvm-spirv's mangler writes widths it has no name for); a pointer's
 * pointee is @p pointee.  At most 3 layers. */
static unsigned mangle_layers(lspv_rev_ctx *c, LLVMTypeRef ty, LLVMTypeRef pointee,
                              lspv_mangle_type *l) {
  unsigned n = 0;
  if (lspv_matrix_is_type(ty)) /* a pointer to the struct the matrix was */
    return lspv_matrix_mangle_layers(c, ty, l);
  if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind && pointee) {
    l[n++] = (lspv_mangle_type){LSPV_MANGLE_POINTER, LLVMGetPointerAddressSpace(ty), 0, NULL};
    ty = pointee;
  }
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
    l[n++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, LLVMGetVectorSize(ty), 0, NULL};
    ty = LLVMGetElementType(ty);
  }
  switch (LLVMGetTypeKind(ty)) {
  case LLVMHalfTypeKind: l[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 16, 0, NULL}; break;
  case LLVMBFloatTypeKind:
    l[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 16, LSPV_MANGLE_BFLOAT, NULL};
    break;
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(ty);
    l[n++] = (lspv_mangle_type){LSPV_MANGLE_INT, w < 8 ? 32 : w, 0, NULL};
    break;
  }
  default: l[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 32, 0, NULL};
  }
  return n;
}

/* Per translation: the calls made from the older spec's opcodes, which the
 * saturation decoration may not be on. */
static lspv_map *old_calls(lspv_rev_ctx *c) {
  void **st = lspv_rev_plugin_state(c);
  if (!*st)
    *st = lspv_rev_map_create(c);
  return *st;
}

/* The call of builtin @p base (unmangled) with @p in's operands. */
static lspv_status rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *base) {
  LLVMTypeRef ret = lspv_rev_type(c, in->type_id);
  LLVMValueRef args[3];
  lspv_mangle_type layers[3][3];
  lspv_mangle_param params[3];
  unsigned nargs = in->noperands - 2;
  if (!ret || nargs > 3)
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = 0; i < nargs; i++) {
    if (!(args[i] = lspv_rev_value(c, in->operands[2 + i])))
      return LSPV_ERROR_INVALID_INPUT;
    LLVMTypeRef pointee = NULL;
    lspv_spv_inst d, t;
    if (LLVMGetTypeKind(LLVMTypeOf(args[i])) == LLVMPointerTypeKind &&
        !lspv_rev_def(c, in->operands[2 + i], &d) && !lspv_rev_def(c, d.type_id, &t) &&
        t.opcode == SPV_OpTypePointer && t.noperands > 2 &&
        !(pointee = lspv_rev_type(c, t.operands[2])))
      return LSPV_ERROR_INVALID_INPUT;
    unsigned nl = mangle_layers(c, LLVMTypeOf(args[i]), pointee, layers[i]);
    if (!nl)
      return LSPV_ERROR_INVALID_INPUT;
    params[i] = (lspv_mangle_param){layers[i], nl};
  }
  char mangled[160];
  if (lspv_itanium_mangle(base, params, nargs, mangled, sizeof mangled) >= sizeof mangled)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r = lspv_rev_call_builtin(c, mangled, ret, args, nargs, 0);
  if (!r)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

static int is_float8(int e) { return e == ENC_E4M3 || e == ENC_E5M2; }

/* An SPV_INTEL_fp_conversions instruction on types LLVM has: the SPIR-V
 * friendly __spirv_<Op>_R<result type> call, as for other conversions. */
static lspv_status rev_friendly(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  if (!ty)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned n = 0;
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
    n = LLVMGetVectorSize(ty);
    ty = LLVMGetElementType(ty);
  }
  static const char *const ints[] = {"char", "short", "int", "long"};
  const char *tn = NULL;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMHalfTypeKind: tn = "half"; break;
  case LLVMFloatTypeKind: tn = "float"; break;
  case LLVMDoubleTypeKind: tn = "double"; break;
  case LLVMIntegerTypeKind:
    for (unsigned i = 0, w = 8; i < 4; i++, w *= 2)
      if (LLVMGetIntTypeWidth(ty) == w)
        tn = ints[i];
    break;
  default: break;
  }
  if (!tn)
    return LSPV_DECLINED;
  char base[96], count[12] = "";
  if (n)
    snprintf(count, sizeof count, "%u", n);
  snprintf(base, sizeof base, "__spirv_%s_R%s%s", lspv_grammar_opcode_name(in->opcode) + 2, tn,
           count);
  return rev_call(c, in, base);
}

/* OpBitcast between a mini-float type and the integer carrying it: the
 * same LLVM type (a cooperative matrix, which LLVM cannot bitcast, too),
 * so the value itself. */
static lspv_status rev_bitcast(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  lspv_spv_inst src;
  int int4 = 0;
  if (in->noperands != 3 || lspv_rev_def(c, in->operands[2], &src) || !src.type_id)
    return LSPV_DECLINED;
  int se = encoding_of(c, src.type_id, &int4), de = encoding_of(c, in->type_id, &int4);
  if ((se < 0 || !mini_by_encoding((encoding)se)) && (de < 0 || !mini_by_encoding((encoding)de)))
    return LSPV_DECLINED;
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  LLVMValueRef v = rt ? lspv_rev_value(c, in->operands[2]) : NULL;
  if (!v)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMTypeOf(v) != rt)
    return LSPV_DECLINED; /* a real bitcast (a packed integer): the core's */
  lspv_rev_set_value(c, in->result_id, v);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  uint32_t opcode = in->opcode;
  if (opcode == SPV_OpBitcast)
    return rev_bitcast(c, in);
  if (in->noperands < 3 || in->noperands > (stochastic(opcode) ? 5u : 3u))
    return LSPV_DECLINED;
  lspv_spv_inst src;
  if (lspv_rev_def(c, in->operands[2], &src) || !src.type_id)
    return LSPV_DECLINED;
  int int4 = 0, io = intel_op(opcode), saturate = 0;
  int se = encoding_of(c, src.type_id, &int4), de = encoding_of(c, in->type_id, &int4);
  if (se < 0 || de < 0 ||
      (!int4 && !mini_by_encoding((encoding)se) && !mini_by_encoding((encoding)de)))
    /* An ordinary conversion: the core's, or a friendly call. */
    return io >= 0 ? rev_friendly(c, in) : LSPV_DECLINED;
  /* The older opcodes: the conversion they stand for, saturating to an
   * 8-bit float. */
  if (io >= 0 && intel_ops[io].current) {
    opcode = intel_ops[io].current;
    saturate = is_float8(de);
  }
  if (opcode == SPV_OpStochasticRoundFToFINTEL && de == ENC_E2M1_INTEL)
    de = ENC_E2M1; /* one builtin for both 4-bit encodings */
  const conversion *cv = by_shape((encoding)se, (encoding)de, opcode, saturate);
  if (!cv)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s between these types has no conversion builtin",
                          lspv_grammar_opcode_name(in->opcode));
  char base[64];
  snprintf(base, sizeof base, PREFIX "%s", cv->name);
  lspv_status s = rev_call(c, in, base);
  if (!s && opcode != in->opcode) {
    lspv_map *m = old_calls(c);
    LLVMValueRef r = lspv_rev_value(c, in->result_id);
    if (!m || !lspv_map_put_ptr(m, r, 1))
      return LSPV_ERROR_OUT_OF_MEMORY;
  }
  return s;
}

/* SaturatedToLargestFloat8NormalConversionEXT on a conversion the reverse
 * made a builtin call of: the call becomes the Clamp* builtin (same
 * parameters, so the same mangled parameter list). */
static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  (void)ndec;
  (void)dec;
  LLVMValueRef fn = LLVMIsACallInst(target) ? LLVMGetCalledValue(target) : NULL;
  size_t len = 0;
  const char *params = NULL, *name = NULL;
  if (fn && LLVMIsAFunction(fn))
    name = lspv_itanium_name(LLVMGetValueName2(fn, &len), &len, &params);
  const conversion *cv = name ? by_name(name, len) : NULL;
  uintptr_t old = 0;
  lspv_map *m = old_calls(c);
  if (cv && m && lspv_map_get_ptr(m, target, &old) && old)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", word_offset,
                          "SaturatedToLargestFloat8NormalConversionEXT is not valid on "
                          "OpClampConvertFToFINTEL or OpClampStochasticRoundFToFINTEL.");
  const conversion *sat = cv ? by_shape(cv->src, cv->dst, cv->opcode, 1) : NULL;
  if (!sat)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", word_offset,
                          "SaturatedToLargestFloat8NormalConversionEXT is only valid on a "
                          "conversion to a Float8E4M3EXT or Float8E5M2EXT type");
  lspv_rev_decoration_carried(c); /* the Clamp* builtin's name */
  if (sat == cv)
    return LSPV_SUCCESS;
  char mangled[160];
  int n = snprintf(mangled, sizeof mangled, "_Z%zu" PREFIX "%s%s",
                   sizeof PREFIX - 1 + strlen(sat->name), sat->name, params);
  if (n < 0 || (size_t)n >= sizeof mangled)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef nf = lspv_rev_get_function(c, mangled, LLVMGlobalGetValueType(fn));
  if (!nf)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMSetOperand(target, LLVMGetNumOperands(target) - 1, nf);
  if (!LLVMGetFirstUse(fn))
    LLVMDeleteFunction(fn);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {"SPV_EXT_float8", "SPV_EXT_ocp_microscaling_types",
                                         "SPV_INTEL_float4", FP_CONVERSIONS, NULL};
static const uint32_t type_opcodes[] = {SPV_OpTypeFloat, 0};
static const uint32_t opcodes[] = {SPV_OpBitcast,
                                   SPV_OpFConvert,
                                   SPV_OpConvertSToF,
                                   SPV_OpConvertFToS,
                                   SPV_OpSConvert,
                                   SPV_OpStochasticRoundFToFINTEL,
                                   SPV_OpClampConvertFToSINTEL,
                                   SPV_OpClampStochasticRoundFToSINTEL,
                                   SPV_OpClampConvertFToFINTEL,
                                   SPV_OpClampStochasticRoundFToFINTEL,
                                   0};
static const uint32_t decorations[] = {DEC_SATURATED, 0};

/* ---- checker ------------------------------------------------------------------*/
/* The float-to-int4 conversions need FloatConversionsFtoSINTEL.  The grammar
 * row does not say so (grammar/intel_fp_conversions.json): the older spec
 * had no such capability, and modules written for it are read as they are;
 * what lspv writes, and what --verify checks, declares it. */
static lspv_status check_ftos(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (lspv_check_declares_capability(c, CAP_FTOS))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "RequiresCapability",
                           "this conversion requires capability FloatConversionsFtoSINTEL "
                           "(" FP_CONVERSIONS ")");
}

static const lspv_check_rule check_rules[] = {
    {"a float-to-int4 conversion needs FloatConversionsFtoSINTEL", SPV_OpClampConvertFToSINTEL,
     check_ftos, NULL, LSPV_CHECK_ADVISORY_ON_INPUT},
    {"a float-to-int4 conversion needs FloatConversionsFtoSINTEL",
     SPV_OpClampStochasticRoundFToSINTEL, check_ftos, NULL, LSPV_CHECK_ADVISORY_ON_INPUT},
};

const lspv_plugin lspv_plugin_mini_float = {
    LSPV_PLUGIN_HEADER,
    .name = "mini-float",
    .extensions = extensions,
    .type_opcodes = type_opcodes,
    .opcodes = opcodes,
    .decorations = decorations,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .rev_type = rev_type,
    .rev_instruction = rev_instruction,
    .rev_decoration = rev_decoration,
};
