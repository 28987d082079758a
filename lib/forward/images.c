/*===-- forward/images.c - OpenCL opaque types, images and samplers -------===*\
|* The OpenCL opaque types are core SPIR-V: clang spells them as target      *|
|* extension types (target("spirv.Image", T, dim, depth, arrayed, ms,       *|
|* sampled, format[, access]), target("spirv.Sampler"), ...), which map one *|
|* to one on OpTypeImage, OpTypeSampler and the other opaque type opcodes,  *|
|* with the capabilities llvm-spirv declares for them.                      *|
|*                                                                            *|
|* The OpenCL C image builtins (read_image*, write_image*, get_image_*) map *|
|* to the image instructions: a sampler read is OpSampledImage plus          *|
|* OpImageSampleExplicitLod with Lod 0 (or the given Lod / gradients), a    *|
|* read without sampler OpImageRead; signed and unsigned integer texels     *|
|* carry the SignExtend / ZeroExtend image operands (SPIR-V 1.4) when the   *|
|* version allows; the size queries are OpImageQuerySize[Lod] with the      *|
|* component picked out, the channel queries OpImageQueryOrder / Format     *|
|* plus the OpenCL enumeration base.  `__translate_sampler_initializer(k)`  *|
|* with a constant k is an OpConstantSampler.                                *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

/* ---- types ----------------------------------------------------------------------------*/
/* Opaque types without parameters. */
static const struct {
  const char *name;
  unsigned opcode;
} plain_types[] = {
    {"spirv.Sampler", SPV_OpTypeSampler},         {"spirv.Event", SPV_OpTypeEvent},
    {"spirv.DeviceEvent", SPV_OpTypeDeviceEvent}, {"spirv.Queue", SPV_OpTypeQueue},
    {"spirv.ReserveId", SPV_OpTypeReserveId},     {"spirv.PipeStorage", SPV_OpTypePipeStorage},
};

static uint32_t bad_params(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where, const char *why) {
  char *s = LLVMPrintTypeToString(ty);
  lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", where, "type %s: %s", s,
                 why);
  LLVMDisposeMessage(s);
  return 0;
}

/* OpTypeImage of the parameters of a spirv.Image / spirv.SampledImage type. */
static uint32_t image_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  unsigned ni = LLVMGetTargetExtTypeNumIntParams(ty);
  if (LLVMGetTargetExtTypeNumTypeParams(ty) != 1 || ni < 6 || ni > 7)
    return bad_params(c, ty, where,
                      "an image type takes a sampled type and 6 or 7 integer parameters");
  LLVMTypeRef st = LLVMGetTargetExtTypeTypeParam(ty, 0);
  LLVMTypeKind sk = LLVMGetTypeKind(st);
  if (sk != LLVMVoidTypeKind && sk != LLVMIntegerTypeKind && sk != LLVMHalfTypeKind &&
      sk != LLVMFloatTypeKind && sk != LLVMDoubleTypeKind)
    return bad_params(c, ty, where, "the sampled type of an image is void or a scalar");
  uint32_t ops[8];
  if (!(ops[0] = fwd_type(c, st, where)))
    return 0;
  for (unsigned i = 0; i < ni; i++)
    ops[1 + i] = LLVMGetTargetExtTypeIntParam(ty, i);
  /* dim, depth, arrayed, ms, sampled, format, access */
  static const unsigned kinds[7] = {
      LSPV_OK_Dim, 0, 0, 0, 0, LSPV_OK_ImageFormat, LSPV_OK_AccessQualifier};
  static const unsigned limits[7] = {0, 2, 1, 1, 2, 0, 0};
  for (unsigned i = 0; i < ni; i++) {
    if (!kinds[i] && ops[1 + i] > limits[i])
      return bad_params(c, ty, where, "image parameter out of range");
    if (kinds[i] && fwd_need_enum(c, kinds[i], ops[1 + i], where))
      return 0;
  }
  fwd_need_cap(c, SPV_Capability_ImageBasic);
  if (ni == 7 && ops[7] == SPV_AccessQualifier_ReadWrite)
    fwd_need_cap(c, SPV_Capability_ImageReadWrite);
  if (ops[4]) /* multisampled: what llvm-spirv declares for it */
    fwd_need_cap(c, SPV_Capability_ImageMipmap);
  return fwd_type_decl(c, SPV_OpTypeImage, ops, 1 + ni);
}

uint32_t fwd_opencl_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where, bool *mine) {
  const char *name = LLVMGetTargetExtTypeName(ty);
  *mine = true;
  for (size_t i = 0; i < sizeof plain_types / sizeof *plain_types; i++) {
    if (strcmp(name, plain_types[i].name))
      continue;
    if (LLVMGetTargetExtTypeNumTypeParams(ty) || LLVMGetTargetExtTypeNumIntParams(ty))
      return bad_params(c, ty, where, "this opaque type takes no parameters");
    if (fwd_need_inst(c, plain_types[i].opcode, where))
      return 0;
    uint32_t id = fwd_type_decl(c, plain_types[i].opcode, NULL, 0);
    if (plain_types[i].opcode == SPV_OpTypeSampler)
      c->sampler_type = id;
    return id;
  }
  if (!strcmp(name, "spirv.Pipe")) {
    uint32_t access = LLVMGetTargetExtTypeNumIntParams(ty) == 1
                          ? LLVMGetTargetExtTypeIntParam(ty, 0)
                          : SPV_AccessQualifier_ReadOnly;
    if (LLVMGetTargetExtTypeNumTypeParams(ty) || LLVMGetTargetExtTypeNumIntParams(ty) > 1)
      return bad_params(c, ty, where, "a pipe type takes one access qualifier");
    if (fwd_need_inst(c, SPV_OpTypePipe, where) ||
        fwd_need_enum(c, LSPV_OK_AccessQualifier, access, where))
      return 0;
    return fwd_type_decl(c, SPV_OpTypePipe, &access, 1);
  }
  if (!strcmp(name, "spirv.Image"))
    return image_type(c, ty, where);
  if (!strcmp(name, "spirv.SampledImage")) {
    uint32_t img = image_type(c, ty, where);
    return img ? fwd_type_decl(c, SPV_OpTypeSampledImage, &img, 1) : 0;
  }
  *mine = false;
  return 0;
}

/* ---- samplers ---------------------------------------------------------------------------*/
static bool is_ext(LLVMTypeRef t, const char *name) {
  return t && LLVMGetTypeKind(t) == LLVMTargetExtTypeKind &&
         !strcmp(LLVMGetTargetExtTypeName(t), name);
}

/* Is @p v an OpenCL opaque value of target type @p name (or a pointer
 * standing for one, images_ptr.c)? */
static bool is_a(fwd_ctx *c, LLVMValueRef v, const char *name) {
  return is_ext(fwd_opencl_value_type(c, v), name);
}

/* OpConstantSampler of an OpenCL sampler_t value: bit 0 normalized
 * coordinates, bits 1-3 the addressing mode (CLK_ADDRESS_* >> 1 is SPIR-V's
 * numbering), bits 4-5 the filter (CLK_FILTER_NEAREST 0x10, LINEAR 0x20). */
uint32_t fwd_sampler_literal(fwd_ctx *c, LLVMValueRef v, LLVMValueRef where) {
  if (!LLVMIsAConstantInt(v))
    return fwd_unsupported(c, where, "sampler initializer is not a constant"), 0;
  uint64_t k = LLVMConstIntGetZExtValue(v);
  uint32_t addr = (uint32_t)(k >> 1) & 7, filter = (uint32_t)(k >> 4) & 3;
  if (k > 0x3F || addr > SPV_SamplerAddressingMode_RepeatMirrored || filter == 3)
    return fwd_unsupported(c, where, "sampler initializer is not an OpenCL sampler value"), 0;
  uint32_t ops[3] = {addr, (uint32_t)k & 1, filter ? filter - 1 : SPV_SamplerFilterMode_Nearest};
  if (fwd_need_inst(c, SPV_OpConstantSampler, where))
    return 0;
  /* One per initializer, as llvm-spirv writes them (not merged). */
  uint32_t w[5] = {c->sampler_type = fwd_type_decl(c, SPV_OpTypeSampler, NULL, 0), fwd_id(c),
                   ops[0], ops[1], ops[2]};
  fwd_emit(c, LSPV_SEC_GLOBAL, SPV_OpConstantSampler, w, 5);
  return w[1];
}

/* The sampler operand of a read: a sampler value, or an OpenCL 1.2
 * constant integer sampler. */
static uint32_t sampler_arg(fwd_ctx *c, LLVMValueRef call, LLVMValueRef s) {
  return is_a(c, s, "spirv.Sampler") ? fwd_val(c, s) : fwd_sampler_literal(c, s, call);
}

/* ---- image builtins ---------------------------------------------------------------------*/
typedef struct {
  uint32_t dim, arrayed, ms;
  unsigned ncomp; /* components of the size query */
} image_shape;

static image_shape shape_of(LLVMTypeRef img) {
  image_shape s = {LLVMGetTargetExtTypeIntParam(img, 0), LLVMGetTargetExtTypeIntParam(img, 2),
                   LLVMGetTargetExtTypeIntParam(img, 3), 0};
  s.ncomp = (s.dim == SPV_Dim_2D ? 2 : s.dim == SPV_Dim_3D ? 3 : 1) + s.arrayed;
  return s;
}

/* Image operand bits of the texel's signedness: only from SPIR-V 1.4 on,
 * and only when the version may go there (llvm-spirv does the same). */
static uint32_t extend_bits(fwd_ctx *c, char kind, LLVMValueRef where) {
  if (kind == 'f' || kind == 'h' || c->max_version < 0x10400)
    return 0;
  uint32_t bit = kind == 'i' ? SPV_ImageOperands_SignExtend : SPV_ImageOperands_ZeroExtend;
  return fwd_need_enum(c, LSPV_OK_ImageOperands, bit, where) ? ~0u : bit;
}

static LLVMTypeRef vec4_of(fwd_ctx *c, LLVMTypeRef t) {
  (void)c;
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? t : LLVMVectorType(t, 4);
}

/* The texel type of a read: four components (a depth image's scalar is
 * the first component, picked out afterwards). */
static lspv_status finish_read(fwd_ctx *c, LLVMValueRef call, unsigned opcode, uint32_t *ops,
                               size_t n) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  bool scalar = LLVMGetTypeKind(rt) != LLVMVectorTypeKind;
  ops[0] = fwd_type(c, vec4_of(c, rt), call);
  ops[1] = scalar ? fwd_id(c) : fwd_result_id(c, call);
  for (size_t i = 0; i < n; i++)
    if (!ops[i])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, opcode, call);
  if (s)
    return s;
  fwd_emit_body(c, opcode, ops, n);
  if (scalar) {
    uint32_t x[4] = {fwd_type(c, rt, call), fwd_result_id(c, call), ops[1], 0};
    if (!x[0])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpCompositeExtract, x, 4);
  }
  return LSPV_SUCCESS;
}

/* read_image{f,i,ui,h}(image, [sampler,] coord [, lod | gradX, gradY | sample]). */
static lspv_status read_image(fwd_ctx *c, LLVMValueRef call, char kind, const char *rest) {
  unsigned n = LLVMGetNumArgOperands(call);
  LLVMValueRef img = LLVMGetOperand(call, 0);
  bool sampled = n >= 3 && (is_a(c, LLVMGetOperand(call, 1), "spirv.Sampler") ||
                            strstr(rest, "ocl_sampler") != NULL);
  unsigned coord = sampled ? 2 : 1, extra = n - coord - 1;
  if (n < 2 || extra > 2 || (!sampled && extra > 1))
    return fwd_unsupported(c, call, "image read with an argument list OpenCL C does not have");
  uint32_t ext = extend_bits(c, kind, call);
  if (ext == ~0u)
    return LSPV_ERROR_UNSUPPORTED;
  /* Types and constants in the order in which the module reverse writes
   * (a sampler value, OpSampledImage, then the read, whose result type
   * precedes its operands) declares them, so that the round trip declares
   * them in the same order. */
  uint32_t ops[9] = {0, 0, fwd_val(c, img)};
  size_t k = 4;
  if (!sampled) { /* OpImageRead, a multisample read with its sample */
    ops[0] = fwd_type(c, vec4_of(c, LLVMTypeOf(call)), call);
    ops[3] = fwd_val(c, LLVMGetOperand(call, coord));
    uint32_t mask = ext | (extra ? SPV_ImageOperands_Sample : 0);
    if (mask)
      ops[k++] = mask;
    if (extra)
      ops[k++] = fwd_val(c, LLVMGetOperand(call, coord + 1));
    return finish_read(c, call, SPV_OpImageRead, ops, k);
  }
  uint32_t smp = sampler_arg(c, call, LLVMGetOperand(call, 1));
  uint32_t it = fwd_value_type(c, img);
  uint32_t sit = it ? fwd_type_decl(c, SPV_OpTypeSampledImage, &it, 1) : 0;
  uint32_t si[4] = {sit, fwd_id(c), ops[2], smp};
  if (!sit || !si[2] || !si[3])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpSampledImage, si, 4);
  ops[2] = si[1];
  ops[0] = fwd_type(c, vec4_of(c, LLVMTypeOf(call)), call);
  ops[3] = fwd_val(c, LLVMGetOperand(call, coord));
  ops[k++] = ext | (extra == 2 ? SPV_ImageOperands_Grad : SPV_ImageOperands_Lod);
  if (extra == 0)
    ops[k++] = fwd_val(c, LLVMConstReal(LLVMFloatTypeInContext(c->llctx), 0));
  for (unsigned i = 0; i < extra; i++)
    ops[k++] = fwd_val(c, LLVMGetOperand(call, coord + 1 + i));
  return finish_read(c, call, SPV_OpImageSampleExplicitLod, ops, k);
}

/* write_image{f,i,ui,h}(image, coord, [lod,] texel). */
static lspv_status write_image(fwd_ctx *c, LLVMValueRef call, char kind) {
  unsigned n = LLVMGetNumArgOperands(call);
  if (n != 3 && n != 4)
    return fwd_unsupported(c, call, "image write with an argument list OpenCL C does not have");
  uint32_t ext = extend_bits(c, kind, call);
  if (ext == ~0u)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[6] = {fwd_val(c, LLVMGetOperand(call, 0)), fwd_val(c, LLVMGetOperand(call, 1)),
                     fwd_val(c, LLVMGetOperand(call, n - 1))};
  size_t k = 3;
  uint32_t mask = ext | (n == 4 ? SPV_ImageOperands_Lod : 0);
  if (mask)
    ops[k++] = mask;
  if (n == 4)
    ops[k++] = fwd_val(c, LLVMGetOperand(call, 2));
  for (size_t i = 0; i < k; i++)
    if (!ops[i])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, SPV_OpImageWrite, call);
  if (s)
    return s;
  fwd_emit_body(c, SPV_OpImageWrite, ops, k);
  return LSPV_SUCCESS;
}

/* Emits `opcode type %new image [lod 0]` and returns the result. */
static uint32_t query(fwd_ctx *c, LLVMValueRef call, unsigned opcode, LLVMTypeRef ty) {
  bool lod = opcode == SPV_OpImageQuerySizeLod; /* the Lod 0 only there: no unused constant */
  uint32_t ops[4] = {fwd_type(c, ty, call), fwd_id(c), fwd_val(c, LLVMGetOperand(call, 0)),
                     lod ? fwd_const_int(c, 32, 0) : 0};
  if (!ops[0] || !ops[2] || (lod && !ops[3]) || fwd_need_inst(c, opcode, call))
    return 0;
  fwd_emit_body(c, opcode, ops, lod ? 4 : 3);
  return ops[1];
}

/* The size of every dimension (and the array size last) as @p el lanes. */
static uint32_t query_size(fwd_ctx *c, LLVMValueRef call, image_shape sh, LLVMTypeRef el) {
  bool lod = sh.dim != SPV_Dim_Buffer && !sh.ms;
  return query(c, call, lod ? SPV_OpImageQuerySizeLod : SPV_OpImageQuerySize,
               sh.ncomp > 1 ? LLVMVectorType(el, sh.ncomp) : el);
}

static lspv_status extract(fwd_ctx *c, LLVMValueRef call, uint32_t q, image_shape sh,
                           unsigned lane) {
  if (!q)
    return LSPV_ERROR_UNSUPPORTED;
  if (sh.ncomp == 1)
    return fwd_record(c, call, q);
  uint32_t ops[4] = {fwd_type(c, LLVMTypeOf(call), call), fwd_result_id(c, call), q, lane};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpCompositeExtract, ops, 4);
  return LSPV_SUCCESS;
}

/* get_image_dim: the spatial sizes, as int2 or int4 (the fourth lane 0). */
static lspv_status image_dim(fwd_ctx *c, LLVMValueRef call, image_shape sh) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) != LLVMVectorTypeKind || sh.ncomp < 2)
    return fwd_unsupported(c, call, "get_image_dim of an image without two dimensions");
  unsigned m = LLVMGetVectorSize(rt);
  LLVMTypeRef qt = LLVMVectorType(LLVMGetElementType(rt), sh.ncomp);
  uint32_t q = query_size(c, call, sh, LLVMGetElementType(rt));
  if (!q)
    return LSPV_ERROR_UNSUPPORTED;
  if (m == sh.ncomp)
    return fwd_record(c, call, q);
  uint32_t ops[4 + 16] = {fwd_type(c, rt, call), fwd_result_id(c, call), q, 0};
  uint32_t qtid = fwd_type(c, qt, call);
  ops[3] = qtid ? fwd_const_null(c, qtid) : 0;
  if (!ops[0] || !ops[3] || m > 16)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned spatial = sh.ncomp - sh.arrayed;
  for (unsigned i = 0; i < m; i++)
    ops[4 + i] = i < spatial ? i : sh.ncomp; /* lanes past the sizes: 0 */
  fwd_emit_body(c, SPV_OpVectorShuffle, ops, 4 + m);
  return LSPV_SUCCESS;
}

/* OpenCL's CLK_R (0x10B0) and CLK_SNORM_INT8 (0x10D0): the first values of
 * the channel order and data type enumerations, which SPIR-V counts from 0. */
#define CL_ORDER_BASE 0x10B0u
#define CL_TYPE_BASE 0x10D0u

static lspv_status channel_query(fwd_ctx *c, LLVMValueRef call, unsigned opcode, uint32_t base) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  uint32_t q = query(c, call, opcode, rt);
  uint32_t ops[4] = {fwd_type(c, rt, call), fwd_result_id(c, call), q, fwd_const_int(c, 32, base)};
  if (!q || !ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpIAdd, ops, 4);
  return LSPV_SUCCESS;
}

static lspv_status image_query(fwd_ctx *c, LLVMValueRef call, const char *q, size_t len,
                               image_shape sh) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  static const char *const sizes[] = {"width", "height", "depth"};
  for (unsigned i = 0; i < 3; i++)
    if (fwd_name_is(q, len, sizes[i])) {
      if (i >= sh.ncomp - sh.arrayed)
        return fwd_unsupported(c, call, "image size query of a dimension the image lacks");
      return extract(c, call, query_size(c, call, sh, rt), sh, i);
    }
  if (fwd_name_is(q, len, "array_size")) {
    if (!sh.arrayed)
      return fwd_unsupported(c, call, "get_image_array_size of an image that is not an array");
    return extract(c, call, query_size(c, call, sh, rt), sh, sh.ncomp - 1);
  }
  if (fwd_name_is(q, len, "dim"))
    return image_dim(c, call, sh);
  if (fwd_name_is(q, len, "channel_order"))
    return channel_query(c, call, SPV_OpImageQueryOrder, CL_ORDER_BASE);
  if (fwd_name_is(q, len, "channel_data_type"))
    return channel_query(c, call, SPV_OpImageQueryFormat, CL_TYPE_BASE);
  if (fwd_name_is(q, len, "num_mip_levels"))
    return fwd_record(c, call, query(c, call, SPV_OpImageQueryLevels, rt));
  if (fwd_name_is(q, len, "num_samples"))
    return fwd_record(c, call, query(c, call, SPV_OpImageQuerySamples, rt));
  return LSPV_DECLINED;
}

/* ---- the texel signedness of a templated __spirv_Image* call ----------------------*/
/* SYCL spells `__spirv_ImageRead<int4>(image, coord)` as
 * _Z17__spirv_ImageReadIDv4_i14ocl_image2d_roDv2_iET_T0_T1_: the texel type
 * is the result (reads) or the third parameter (writes), given directly or
 * as a template parameter.  The base letter of one encoded type at *p
 * (advanced past it), 0 for a name or what this reader does not know. */
typedef struct {
  char l[16]; /* base letter of each substitution candidate, 0 if none */
  unsigned n;
} subst_letters;

static char subst_add(subst_letters *t, char l) {
  if (t->n < sizeof t->l)
    t->l[t->n++] = l;
  return l;
}

static char type_letter(const char **pp, const char *targs, unsigned ntargs, subst_letters *t) {
  const char *p = *pp;
  char l = 0;
  if (p[0] == 'D' && p[1] == 'v') {
    p += 2;
    while (*p >= '0' && *p <= '9')
      p++;
    if (*p == '_')
      p++;
    *pp = p;
    return subst_add(t, type_letter(pp, targs, ntargs, t));
  }
  if (p[0] == 'T') { /* T_ is template parameter 0, T<n>_ parameter n+1 */
    unsigned k = 0;
    for (p++; *p >= '0' && *p <= '9'; p++)
      k = k * 10 + (unsigned)(*p - '0') + (k ? 0 : 1);
    l = *p == '_' && k < ntargs ? targs[k] : 0;
    *pp = *p ? p + 1 : p;
    return subst_add(t, l);
  }
  if (p[0] == 'D' && (p[1] == 'F' || p[1] == 'h')) {
    for (p += 2; *p >= '0' && *p <= '9'; p++)
      ;
    *pp = *p == '_' ? p + 1 : p;
    return 'f';
  }
  if (*p >= '0' && *p <= '9') { /* a source name: <length><name> */
    size_t n = 0;
    while (*p >= '0' && *p <= '9')
      n = n * 10 + (size_t)(*p++ - '0');
    *pp = strnlen(p, n) == n ? p + n : p + strlen(p);
    return subst_add(t, 0);
  }
  if (*p == 'S') { /* a substitution: S_ is candidate 0, S<seq>_ seq+1 */
    unsigned k = 0;
    for (p++; (*p >= '0' && *p <= '9') || (*p >= 'A' && *p <= 'Z'); p++)
      k = k * 36 + (unsigned)(*p <= '9' ? *p - '0' : *p - 'A' + 10) + (k ? 0 : 1);
    l = *p == '_' && k < t->n ? t->l[k] : 0;
    *pp = *p ? p + 1 : p;
    return l;
  }
  *pp = *p ? p + 1 : p;
  return *p;
}

/* SignExtend / ZeroExtend of the texel of a templated call, 0 if none. */
static uint32_t template_extend(const char *rest, bool write) {
  if (*rest != 'I')
    return 0;
  char targs[8];
  unsigned n = 0;
  subst_letters subs = {{0}, 1}; /* candidate 0: the template's name */
  const char *p = rest + 1;
  while (*p && *p != 'E' && n < 8) {
    char l = type_letter(&p, targs, n, &subs);
    targs[n++] = l;
  }
  if (*p++ != 'E')
    return 0;
  char l = type_letter(&p, targs, n, &subs); /* the result */
  for (unsigned i = 0; write && i < 3 && *p; i++)
    l = type_letter(&p, targs, n, &subs); /* the parameters, to the texel */
  if (l && strchr("acsilx", l))
    return SPV_ImageOperands_SignExtend;
  return l && strchr("htjmy", l) ? SPV_ImageOperands_ZeroExtend : 0;
}

/* SignExtend / ZeroExtend of the integer result type a `_R<type>` suffix
 * names (int4, uchar...), 0 for other types. */
static uint32_t suffix_extend(const char *s, size_t len) {
  static const char *const ints[] = {"char", "short", "int", "long"};
  bool u = len && *s == 'u';
  s += u;
  len -= u;
  while (len && s[len - 1] >= '0' && s[len - 1] <= '9')
    len--;
  for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
    if (strlen(ints[i]) == len && !memcmp(s, ints[i], len))
      return u ? SPV_ImageOperands_ZeroExtend : SPV_ImageOperands_SignExtend;
  return 0;
}

/* __spirv_ImageSampleExplicitLod / ImageRead / ImageWrite[_R<type>]: the
 * generic __spirv_ path knows no parameters of image operands, so these
 * are read here: every argument an <id>, the operand mask a constant. */
static lspv_status spirv_image_op(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len,
                                  const char *rest) {
  static const struct {
    const char *name;
    unsigned opcode, mask_at; /* argument index of the ImageOperands */
  } ops[] = {
      {"ImageSampleExplicitLod", SPV_OpImageSampleExplicitLod, 2},
      {"ImageRead", SPV_OpImageRead, 2},
      {"ImageWrite", SPV_OpImageWrite, 3},
  };
  size_t k = 0, nl;
  while (k < sizeof ops / sizeof *ops &&
         !((nl = strlen(ops[k].name)) <= len && !memcmp(name, ops[k].name, nl) &&
           (nl == len || name[nl] == '_')))
    k++;
  if (k == sizeof ops / sizeof *ops)
    return LSPV_DECLINED;
  unsigned n = LLVMGetNumArgOperands(call);
  bool res = ops[k].opcode != SPV_OpImageWrite;
  if (n < ops[k].mask_at || n > 8)
    return fwd_unsupported(c, call, "__spirv_ image call with too few arguments");
  uint32_t w[10];
  size_t at = 0;
  if (res) {
    w[at++] = fwd_type(c, LLVMTypeOf(call), call);
    w[at++] = fwd_result_id(c, call);
  }
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (i == ops[k].mask_at && !LLVMIsAConstantInt(a))
      return fwd_unsupported(c, call, "__spirv_ image call operand mask is not a constant");
    w[at++] = i == ops[k].mask_at ? (uint32_t)LLVMConstIntGetZExtValue(a) : fwd_val(c, a);
  }
  for (size_t i = 0; i < at; i++)
    if (!w[i] && (i != ops[k].mask_at + (res ? 2 : 0)))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, ops[k].opcode, call);
  if (s)
    return s;
  /* A templated call: the texel's signedness joins the operands, when the
   * version may have it (as for the OpenCL builtins). */
  uint32_t ext = template_extend(rest, ops[k].opcode == SPV_OpImageWrite);
  if (!ext && nl + 2 < len && name[nl + 1] == 'R') /* _R<type>: the result's */
    ext = suffix_extend(name + nl + 2, len - nl - 2);
  if (!ext && *rest != 'I' && ops[k].opcode == SPV_OpImageWrite) { /* the texel's */
    char l = fwd_mangled_param_letter(rest, 2);
    ext = l && strchr("acsilx", l)  ? SPV_ImageOperands_SignExtend
          : l && strchr("htjmy", l) ? SPV_ImageOperands_ZeroExtend
                                    : 0;
  }
  if (c->max_version < 0x10400)
    ext = 0;
  if (ext && n > ops[k].mask_at) {
    w[ops[k].mask_at + (res ? 2 : 0)] |= ext;
  } else if (ext) {
    w[at++] = ext;
    n++;
  }
  if (n > ops[k].mask_at) {
    uint32_t mask = w[ops[k].mask_at + (res ? 2 : 0)];
    for (uint32_t bit = 1; bit && bit <= mask; bit <<= 1)
      if ((mask & bit) && (s = fwd_need_enum(c, LSPV_OK_ImageOperands, bit, call)))
        return s;
  }
  fwd_emit_body(c, ops[k].opcode, w, at);
  return LSPV_SUCCESS;
}

lspv_status fwd_image_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest) {
  unsigned n = LLVMGetNumArgOperands(call);
  static const char spv[] = "__spirv_";
  if (len > sizeof spv - 1 && !memcmp(base, spv, sizeof spv - 1))
    return spirv_image_op(c, call, base + sizeof spv - 1, len - (sizeof spv - 1), rest);
  if (fwd_name_is(base, len, "__translate_sampler_initializer")) {
    if (n != 1 || !is_a(c, call, "spirv.Sampler"))
      return fwd_unsupported(c, call,
                             "__translate_sampler_initializer takes an int, returns a "
                             "sampler");
    return fwd_record(c, call, fwd_sampler_literal(c, LLVMGetOperand(call, 0), call));
  }
  if (n == 0 || !is_a(c, LLVMGetOperand(call, 0), "spirv.Image"))
    return fwd_event_builtin(c, call, base, len, rest);
  image_shape sh = shape_of(fwd_opencl_value_type(c, LLVMGetOperand(call, 0)));
  static const char rd[] = "read_image", wr[] = "write_image", get[] = "get_image_";
  if (len > sizeof rd - 1 && len <= sizeof rd + 1 && !memcmp(base, rd, sizeof rd - 1))
    return read_image(c, call, base[sizeof rd - 1], rest);
  if (len > sizeof wr - 1 && len <= sizeof wr + 1 && !memcmp(base, wr, sizeof wr - 1))
    return write_image(c, call, base[sizeof wr - 1]);
  if (len > sizeof get - 1 && !memcmp(base, get, sizeof get - 1))
    return image_query(c, call, base + sizeof get - 1, len - (sizeof get - 1), sh);
  return LSPV_DECLINED;
}
