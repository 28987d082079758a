/*===-- reverse/images.c - images, samplers and OpenCL opaque types ------===*\
|*                                                                            *|
|* Image instructions become the OpenCL C builtins llvm-spirv writes, with    *|
|* the image types mangled as clang does (ocl_image2d_ro, ocl_sampler...):    *|
|*   OpSampledImage + OpImageSampleExplicitLod -> read_image{f,i,ui,h}(image, *|
|*     sampler, coord [, lod | gradX, gradY]) (the sampled image itself has  *|
|*     no OpenCL value: its uses read the image and sampler it was made of); *|
|*   OpImageRead / OpImageWrite -> read_image* / write_image*, the texel     *|
|*     kind from its type and the SignExtend / ZeroExtend operands;           *|
|*   OpImageQuerySize[Lod] -> get_image_width / get_image_dim /              *|
|*     get_image_array_size gathered into the queried vector;                *|
|*   OpImageQueryOrder / Format -> get_image_channel_order / data_type minus *|
|*     the OpenCL enumeration base (forward adds it back);                   *|
|*   OpConstantSampler -> `__translate_sampler_initializer(i32 k)` at each    *|
|*     use (LLVM has no sampler constant).                                   *|
|* Operands the OpenCL builtins cannot say (other image operands, a Lod      *|
|* that is not 0 on a read) and the SPV-IR environment keep the generic      *|
|* `__spirv_<Op>` call, where the opaque types mangle as llvm-spirv's        *|
|* pointers to `__spirv_<Type>[__<postfixes>]` structures.                   *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

/* ---- mangling of the opaque types --------------------------------------------------*/
static const struct {
  uint16_t opcode;
  const char *ocl, *spv;
  unsigned as; /* of llvm-spirv's SPV-IR pointer */
} opaque[] = {
    {SPV_OpTypeSampler, "ocl_sampler", "Sampler", 2},
    {SPV_OpTypeEvent, "ocl_event", "Event", 0},
    {SPV_OpTypeDeviceEvent, "ocl_clkevent", "DeviceEvent", 0},
    {SPV_OpTypeQueue, "ocl_queue", "Queue", 0},
    {SPV_OpTypeReserveId, "ocl_reserveid", "ReserveId", 0},
    {SPV_OpTypePipe, "ocl_pipe", "Pipe", 1},
    {SPV_OpTypePipeStorage, "ocl_pipestorage", "PipeStorage", 1},
    {SPV_OpTypeImage, NULL, "Image", 1},
    {SPV_OpTypeSampledImage, NULL, "SampledImage", 1},
};

/* clang's name of an OpenCL image type: ocl_image2d_array_msaa_depth_ro. */
static void ocl_image_name(rev_ctx *c, const lspv_inst *img, char *out, size_t cap) {
  static const char *const dims[] = {"1d", "2d", "3d", "cube", "rect", "1d_buffer", "subpass"};
  static const char *const acc[] = {"_ro", "_wo", "_rw"};
  uint32_t dim = rev_op(c, img, 2), access = lspv_nops(img) > 8 ? rev_op(c, img, 8) : 0;
  snprintf(out, cap, "ocl_image%s%s%s%s%s", dim < 7 ? dims[dim] : "",
           rev_op(c, img, 4) ? "_array" : "", rev_op(c, img, 5) ? "_msaa" : "",
           rev_op(c, img, 3) ? "_depth" : "", access < 3 ? acc[access] : "_ro");
}

/* llvm-spirv's postfix of a sampled type: void, float, int... */
static const char *type_postfix(rev_ctx *c, uint32_t id) {
  const lspv_inst *t = rev_def(c, id);
  uint32_t w = t && lspv_nops(t) > 1 ? rev_op(c, t, 1) : 0;
  if (t && t->opcode == SPV_OpTypeFloat)
    return w == 16 ? "half" : w == 64 ? "double" : "float";
  if (t && t->opcode == SPV_OpTypeInt)
    return w == 8 ? "char" : w == 16 ? "short" : w == 64 ? "long" : "int";
  return "void";
}

bool rev_opencl_type_mangle(rev_ctx *c, const lspv_inst *d, lspv_mangle_type *L, unsigned *n) {
  size_t k = 0;
  while (k < sizeof opaque / sizeof *opaque && opaque[k].opcode != d->opcode)
    k++;
  if (k == sizeof opaque / sizeof *opaque)
    return false;
  const lspv_inst *img = d->opcode == SPV_OpTypeSampledImage ? rev_def(c, rev_op(c, d, 1)) : d;
  char buf[96];
  if (c->env != LSPV_TARGET_SPV_IR && opaque[k].ocl)
    snprintf(buf, sizeof buf, "%s", opaque[k].ocl);
  else if (c->env != LSPV_TARGET_SPV_IR && d->opcode == SPV_OpTypeImage)
    ocl_image_name(c, d, buf, sizeof buf);
  else {
    int at = snprintf(buf, sizeof buf, "__spirv_%s", opaque[k].spv);
    if (img && img->opcode == SPV_OpTypeImage) {
      at += snprintf(buf + at, sizeof buf - (size_t)at, "__%s", type_postfix(c, rev_op(c, img, 1)));
      for (unsigned i = 2; i < lspv_nops(img) && at < (int)sizeof buf; i++)
        at += snprintf(buf + at, sizeof buf - (size_t)at, "_%u", rev_op(c, img, i));
    } else if (d->opcode == SPV_OpTypePipe) {
      snprintf(buf + at, sizeof buf - (size_t)at, "__%u", rev_op(c, d, 1));
    }
    L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_POINTER, opaque[k].as, 0, NULL};
  }
  const char *name = lspv_arena_strndup(c->arena, buf, strlen(buf));
  L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, name ? name : "anon"};
  return true;
}

/* ---- kernel-argument metadata ---------------------------------------------------------*/
bool rev_opencl_arg_info(rev_ctx *c, uint32_t type_id, char *name, size_t cap, const char **access,
                         unsigned *as, char *qual, size_t qcap) {
  static const char *const acc[] = {"read_only", "write_only", "read_write"};
  static const struct {
    uint16_t opcode;
    const char *name;
  } plain[] = {
      {SPV_OpTypeSampler, "sampler_t"},       {SPV_OpTypeEvent, "event_t"},
      {SPV_OpTypeDeviceEvent, "clk_event_t"}, {SPV_OpTypeQueue, "queue_t"},
      {SPV_OpTypeReserveId, "reserve_id_t"},
  };
  const lspv_inst *t = rev_def(c, type_id);
  if (!t)
    return false;
  for (size_t i = 0; i < sizeof plain / sizeof *plain; i++)
    if (plain[i].opcode == t->opcode) {
      snprintf(name, cap, "%s", plain[i].name);
      return true;
    }
  if (t->opcode == SPV_OpTypePipe) { /* llvm-spirv's spelling: "pipe" twice */
    uint32_t a = rev_op(c, t, 1);
    snprintf(name, cap, "pipe");
    snprintf(qual, qcap, "pipe");
    *access = a < 3 ? acc[a] : "none";
    *as = 1;
    return true;
  }
  if (t->opcode != SPV_OpTypeImage)
    return false;
  char ocl[64];
  ocl_image_name(c, t, ocl, sizeof ocl); /* ocl_image2d_array_ro */
  size_t n = strlen(ocl) - 3;            /* without the access suffix */
  snprintf(name, cap, "%.*s_t", (int)(n - 4), ocl + 4);
  uint32_t a = lspv_nops(t) > 8 ? rev_op(c, t, 8) : 0;
  *access = a < 3 ? acc[a] : "read_only";
  *as = 1;
  return true;
}

/* ---- constant samplers ----------------------------------------------------------------*/
LLVMValueRef rev_sampler_value(rev_ctx *c, const lspv_inst *d, const lspv_inst *user) {
  if (!c->fn || !LLVMGetInsertBlock(c->b)) {
    rev_fail(c, user, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
             "constant sampler %u used outside a function body", d->result);
    return NULL;
  }
  /* --exact-roundtrip: a use shares the constant's last call when that one
   * dominates it (same block, or the entry block), as forward's one
   * OpConstantSampler per initializer call was (a second call wrote a
   * second constant, issue 19). */
  if (rev_exact_sync(c) && !c->sampler_calls) {
    c->sampler_calls = lspv_arena_alloc(c->arena, c->v->bound * sizeof *c->sampler_calls);
    if (c->sampler_calls)
      memset(c->sampler_calls, 0, c->v->bound * sizeof *c->sampler_calls);
  }
  LLVMValueRef *last = c->sampler_calls ? &c->sampler_calls[d->result] : NULL;
  LLVMBasicBlockRef at = last && *last ? LLVMGetInstructionParent(*last) : NULL;
  if (at && (at == LLVMGetInsertBlock(c->b) || at == LLVMGetEntryBasicBlock(c->fn)))
    return *last;
  LLVMTypeRef st = rev_type(c, d->type, user);
  if (!st)
    return NULL;
  uint32_t addr = rev_op(c, d, 2), norm = rev_op(c, d, 3), filter = rev_op(c, d, 4);
  LLVMValueRef k = LLVMConstInt(LLVMInt32TypeInContext(c->ctx),
                                (addr << 1) | (norm & 1) | ((filter + 1) << 4), 0);
  rev_arg a = {0, 0, NULL, 0, 0};
  LLVMValueRef call =
      rev_call_builtin(c, "__translate_sampler_initializer", false, st, &k, &a, 1, false, false);
  /* clang declares the initializer with the C calling convention (a
   * runtime function, not an OpenCL builtin), and so does llvm-spirv. */
  if (call) {
    LLVMSetFunctionCallConv(LLVMGetCalledValue(call), LLVMCCallConv);
    LLVMSetInstructionCallConv(call, LLVMCCallConv);
    if (last) { /* named, as the first forward named the constant after the call */
      *last = call;
      rev_set_name(c, call, d->result);
    }
  }
  return call;
}

/* LLVM has no sampler constant to initialize a global with: such a
 * variable has no LLVM value, and each load of it is the initializer's
 * call (memory.c), which dominates its use wherever the load is. */
const lspv_inst *rev_sampler_variable_init(rev_ctx *c, const lspv_inst *var) {
  if (!var || var->opcode != SPV_OpVariable || var->section == LSPV_SEC_FUNCTION ||
      lspv_nops(var) < 4 || rev_op(c, var, 2) != SPV_StorageClass_UniformConstant)
    return NULL;
  const lspv_inst *init = rev_def(c, rev_op(c, var, 3));
  return init && init->opcode == SPV_OpConstantSampler ? init : NULL;
}

/* ---- instructions ---------------------------------------------------------------------*/
#define CL_ORDER_BASE 0x10B0u /* CLK_R: OpenCL's first channel order */
#define CL_TYPE_BASE 0x10D0u  /* CLK_SNORM_INT8: OpenCL's first channel type */

static LLVMValueRef i32c(rev_ctx *c, uint64_t v) {
  return LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0);
}

/* The OpTypeImage of image value @p id, or NULL. */
static const lspv_inst *image_of(rev_ctx *c, uint32_t id) {
  const lspv_inst *t = rev_def(c, rev_type_id_of(c, id));
  return t && t->opcode == SPV_OpTypeImage ? t : NULL;
}

/* The texel kind letter of a read or write: f, h, i or ui. */
static const char *texel_kind(rev_ctx *c, uint32_t texel_type, uint32_t mask) {
  const lspv_inst *t = rev_def(c, texel_type);
  if (t && t->opcode == SPV_OpTypeVector)
    t = rev_def(c, rev_op(c, t, 1));
  if (t && t->opcode == SPV_OpTypeFloat)
    return rev_op(c, t, 1) == 16 ? "h" : "f";
  return (mask & SPV_ImageOperands_ZeroExtend) ? "ui" : "i";
}

/* Appends operand @p id to a builtin's arguments. */
static bool push(rev_ctx *c, const lspv_inst *in, uint32_t id, unsigned flags, LLVMValueRef *v,
                 rev_arg *a, unsigned *n) {
  if (!(v[*n] = rev_value(c, id, in)))
    return false;
  a[*n] = (rev_arg){rev_type_id_of(c, id), flags, NULL, 0, 0};
  (*n)++;
  return true;
}

/* Is @p id a floating-point constant 0 (the Lod of an OpenCL read)? */
static bool zero_lod(rev_ctx *c, uint32_t id) {
  const lspv_inst *d = rev_def(c, id);
  if (d && d->opcode == SPV_OpConstantNull)
    return true;
  return d && d->opcode == SPV_OpConstant && rev_op(c, d, 2) == 0 &&
         (lspv_nops(d) < 4 || rev_op(c, d, 3) == 0);
}

/* The call of a read's builtin; a scalar (depth image) result is put in
 * the first lane of the vector the instruction yields. */
static lspv_status read_call(rev_ctx *c, const lspv_inst *in, const lspv_inst *img,
                             const char *kind, LLVMValueRef *v, rev_arg *a, unsigned n) {
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  bool depth = rev_op(c, img, 3) == 1 && LLVMGetTypeKind(rt) == LLVMVectorTypeKind;
  char name[32];
  snprintf(name, sizeof name, "read_image%s", kind);
  LLVMValueRef r =
      rev_call_builtin(c, name, true, depth ? LLVMGetElementType(rt) : rt, v, a, n, false, false);
  if (depth) {
    /* An OpCompositeExtract of lane 0 is the call itself (arith.c); the
     * vector is erased at the function's end when nothing else uses it. */
    r = LLVMBuildInsertElement(c->b, LLVMGetPoison(rt), r, i32c(c, 0), "");
    if (!lspv_vec_push(&c->spare, r)) /* the insert only: the read stays */
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* OpImageSampleExplicitLod of an OpSampledImage: read_image*(image,
 * sampler, coord [, lod | gradients]). */
static lspv_status sample(rev_ctx *c, const lspv_inst *in) {
  const lspv_inst *si = rev_def(c, rev_op(c, in, 2));
  unsigned nops = lspv_nops(in);
  uint32_t mask = nops > 4 ? rev_op(c, in, 4) : 0;
  /* The texel's signedness and Nontemporal (a hint OpenCL C cannot say)
   * leave the builtin as it is. */
  uint32_t ext =
      SPV_ImageOperands_SignExtend | SPV_ImageOperands_ZeroExtend | SPV_ImageOperands_Nontemporal;
  uint32_t lodgrad = mask & ~ext;
  const lspv_inst *img = si && si->opcode == SPV_OpSampledImage ? image_of(c, rev_op(c, si, 2)) : 0;
  if (!img || (lodgrad != SPV_ImageOperands_Lod && lodgrad != SPV_ImageOperands_Grad)) {
    /* The generic call takes the sampled image: make it (rev_image_inst
     * left it for the OpenCL reads). */
    if (si && si->opcode == SPV_OpSampledImage && !c->values[si->result]) {
      lspv_status s = rev_spirv_call(c, si, false);
      if (s != LSPV_SUCCESS)
        return s;
    }
    return rev_spirv_call(c, in, false);
  }
  LLVMValueRef v[6];
  rev_arg a[6];
  unsigned n = 0;
  if (!push(c, in, rev_op(c, si, 2), 0, v, a, &n) || !push(c, in, rev_op(c, si, 3), 0, v, a, &n) ||
      !push(c, in, rev_op(c, in, 3), 0, v, a, &n))
    return LSPV_ERROR_INVALID_INPUT;
  for (unsigned i = 5; i < nops; i++)
    if ((lodgrad != SPV_ImageOperands_Lod || !zero_lod(c, rev_op(c, in, i))) &&
        !push(c, in, rev_op(c, in, i), 0, v, a, &n))
      return LSPV_ERROR_INVALID_INPUT;
  return read_call(c, in, img, texel_kind(c, in->type, mask), v, a, n);
}

static lspv_status read_write(rev_ctx *c, const lspv_inst *in) {
  bool write = in->opcode == SPV_OpImageWrite;
  unsigned nops = lspv_nops(in), at = write ? 3 : 4;
  uint32_t mask = nops > at ? rev_op(c, in, at) : 0;
  uint32_t ext =
      SPV_ImageOperands_SignExtend | SPV_ImageOperands_ZeroExtend | SPV_ImageOperands_Nontemporal;
  uint32_t extra = write ? SPV_ImageOperands_Lod : SPV_ImageOperands_Sample;
  const lspv_inst *img = image_of(c, rev_op(c, in, write ? 0 : 2));
  if (!img || (mask & ~(ext | extra)))
    return rev_spirv_call(c, in, false);
  LLVMValueRef v[5];
  rev_arg a[5];
  unsigned n = 0;
  uint32_t texel = write ? rev_op(c, in, 2) : 0;
  const char *kind = texel_kind(c, write ? rev_type_id_of(c, texel) : in->type, mask);
  if (!push(c, in, rev_op(c, in, write ? 0 : 2), 0, v, a, &n) ||
      !push(c, in, rev_op(c, in, write ? 1 : 3), 0, v, a, &n) ||
      ((mask & extra) && !push(c, in, rev_op(c, in, at + 1), 0, v, a, &n)) ||
      (write && !push(c, in, texel, kind[0] == 'u' ? REV_ARG_UNSIGNED : 0, v, a, &n)))
    return LSPV_ERROR_INVALID_INPUT;
  if (!write)
    return read_call(c, in, img, kind, v, a, n);
  char name[32];
  snprintf(name, sizeof name, "write_image%s", kind);
  rev_call_builtin(c, name, true, LLVMVoidTypeInContext(c->ctx), v, a, n, false, false);
  return LSPV_SUCCESS;
}

/* A get_image_<what>(image) call of result type @p rt. */
static LLVMValueRef get_image(rev_ctx *c, const lspv_inst *in, const char *what, LLVMTypeRef rt) {
  LLVMValueRef v[1];
  rev_arg a[1];
  unsigned n = 0;
  if (!push(c, in, rev_op(c, in, 2), 0, v, a, &n))
    return NULL;
  char name[48];
  snprintf(name, sizeof name, "get_image_%s", what);
  return rev_call_builtin(c, name, true, rt, v, a, 1, false, true);
}

static LLVMValueRef resize(rev_ctx *c, LLVMValueRef x, LLVMTypeRef to) {
  unsigned from = LLVMGetIntTypeWidth(LLVMTypeOf(x)), w = LLVMGetIntTypeWidth(to);
  return from == w  ? x
         : from < w ? LLVMBuildZExt(c->b, x, to, "")
                    : LLVMBuildTrunc(c->b, x, to, "");
}

/* The image and its spatial dimension count of a size query that
 * query_size() spells with OpenCL builtins, or NULL. */
static const lspv_inst *size_query_image(rev_ctx *c, const lspv_inst *in, unsigned *spatial) {
  const lspv_inst *img = image_of(c, rev_op(c, in, 2));
  if (!img || (in->opcode == SPV_OpImageQuerySizeLod && !zero_lod(c, rev_op(c, in, 3))))
    return NULL;
  uint32_t dim = rev_op(c, img, 2);
  *spatial = dim == SPV_Dim_2D ? 2 : dim == SPV_Dim_3D ? 3 : 1;
  return img;
}

/* Records a value query_size() made, users last (erased in the reverse
 * order at the function's end when the folds below left it unused). */
static bool made(rev_ctx *c, LLVMValueRef v) {
  if (!LLVMIsAInstruction(v) || (c->spare.n && c->spare.v[c->spare.n - 1] == v))
    return true; /* a constant, or a resize that was the value itself */
  return lspv_vec_push(&c->spare, v);
}

/* OpImageQuerySize[Lod] (Lod 0): the sizes from get_image_width or
 * get_image_dim, the array size from get_image_array_size. */
static lspv_status query_size(rev_ctx *c, const lspv_inst *in) {
  unsigned spatial;
  const lspv_inst *img = size_query_image(c, in, &spatial);
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  bool vec = LLVMGetTypeKind(rt) == LLVMVectorTypeKind;
  LLVMTypeRef et = vec ? LLVMGetElementType(rt) : rt;
  if (!img || LLVMGetTypeKind(et) != LLVMIntegerTypeKind)
    return rev_spirv_call(c, in, false);
  unsigned n = vec ? LLVMGetVectorSize(rt) : 1;
  if (n != spatial + rev_op(c, img, 4))
    return rev_spirv_call(c, in, false);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef sizes = spatial == 1
                           ? get_image(c, in, "width", i32)
                           : get_image(c, in, "dim", LLVMVectorType(i32, spatial == 2 ? 2 : 4));
  if (!sizes)
    return LSPV_ERROR_INVALID_INPUT;
  if (!vec || LLVMTypeOf(sizes) == rt) {
    c->values[in->result] = vec ? sizes : resize(c, sizes, rt);
    return LSPV_SUCCESS;
  }
  /* As llvm-spirv: the sizes widened or narrowed to the queried vector by
   * a shuffle (a lone width inserted), the array size in the last lane.
   * Users that take what one builtin gives fold to that builtin
   * (rev_image_size_use); what they leave unused is erased. */
  size_t mark = c->spare.n;
  bool ok = made(c, sizes);
  LLVMValueRef r;
  if (spatial == 1) {
    LLVMValueRef w = resize(c, sizes, et);
    ok = ok && made(c, w);
    r = LLVMBuildInsertElement(c->b, LLVMGetPoison(rt), w, i32c(c, 0), "");
  } else {
    LLVMValueRef mask[4];
    unsigned have = LLVMGetVectorSize(LLVMTypeOf(sizes));
    for (unsigned i = 0; i < n && i < 4; i++)
      mask[i] =
          i < have && i < spatial ? i32c(c, i) : LLVMGetPoison(LLVMInt32TypeInContext(c->ctx));
    r = LLVMBuildShuffleVector(c->b, sizes, LLVMGetPoison(LLVMTypeOf(sizes)),
                               LLVMConstVector(mask, n), "");
    unsigned from = LLVMGetIntTypeWidth(LLVMGetElementType(LLVMTypeOf(r)));
    unsigned to = LLVMGetIntTypeWidth(et);
    if (from != to) {
      ok = ok && made(c, r);
      r = from < to ? LLVMBuildZExt(c->b, r, rt, "") : LLVMBuildTrunc(c->b, r, rt, "");
    }
  }
  if (n > spatial) {
    LLVMValueRef x = get_image(c, in, "array_size", LLVMIntTypeInContext(c->ctx, c->ptr_bits));
    if (!x)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMValueRef xr = resize(c, x, et);
    ok = ok && made(c, r) && made(c, x) && made(c, xr);
    r = LLVMBuildInsertElement(c->b, r, xr, i32c(c, spatial), "");
  }
  ok = ok && made(c, r);
  if (!ok)
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  /* Users first: reverse the pieces recorded since mark. */
  for (size_t i = mark, j = c->spare.n - 1; i < j; i++, j--) {
    LLVMValueRef t = c->spare.v[i];
    c->spare.v[i] = c->spare.v[j];
    c->spare.v[j] = t;
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* What forward writes for get_image_width/height/depth/array_size (an
 * OpCompositeExtract of a size query) and for get_image_dim of an arrayed
 * or 3D image (an OpVectorShuffle of the query's spatial lanes, a 3D
 * image's fourth lane from a null vector): that builtin's call, when
 * query_size() had to build the query's vector from several calls (else
 * each round trip adds one more query).  NULL for anything else. */
LLVMValueRef rev_image_size_use(rev_ctx *c, const lspv_inst *use) {
  /* Under --exact-roundtrip only: llvm-spirv's users (and tests) expect
   * the vector built from the calls, then its lanes taken. */
  if (c->env == LSPV_TARGET_SPV_IR || !rev_exact_sync(c))
    return NULL;
  const lspv_inst *q = rev_def(c, rev_op(c, use, 2));
  unsigned spatial;
  if (!q || (q->opcode != SPV_OpImageQuerySizeLod && q->opcode != SPV_OpImageQuerySize) ||
      !c->values[q->result] || LLVMIsACallInst(c->values[q->result]) ||
      !size_query_image(c, q, &spatial))
    return NULL;
  LLVMTypeRef rt = rev_type(c, use->type, use);
  if (!rt)
    return NULL;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  if (use->opcode == SPV_OpCompositeExtract) {
    static const char *const lane[] = {"width", "height", "depth"};
    uint32_t k = lspv_nops(use) == 4 ? rev_op(c, use, 3) : UINT32_MAX;
    if (k < spatial && rt == i32)
      return get_image(c, q, lane[k], i32);
    if (k == spatial && rt == LLVMIntTypeInContext(c->ctx, c->ptr_bits))
      return get_image(c, q, "array_size", rt);
    return NULL;
  }
  /* get_image_dim: int2 (2D) or int4 (3D, w = 0). */
  unsigned want = spatial == 2 ? 2 : 4, n = lspv_nops(use) - 4;
  if (use->opcode != SPV_OpVectorShuffle || spatial == 1 || n != want ||
      rt != LLVMVectorType(i32, want))
    return NULL;
  for (unsigned i = 0; i < spatial; i++)
    if (rev_op(c, use, 4 + i) != i)
      return NULL;
  if (want > spatial) {
    const lspv_inst *z = rev_def(c, rev_op(c, use, 3));
    uint32_t lanes = spatial + rev_op(c, image_of(c, rev_op(c, q, 2)), 4); /* + arrayed */
    if (!z || z->opcode != SPV_OpConstantNull || rev_op(c, use, 4 + spatial) < lanes)
      return NULL;
  }
  return get_image(c, q, "dim", rt);
}

static lspv_status query(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMGetTypeKind(rt) != LLVMIntegerTypeKind || !image_of(c, rev_op(c, in, 2)))
    return rev_spirv_call(c, in, false);
  static const struct {
    uint16_t op;
    const char *what;
    uint32_t base;
  } q[] = {
      {SPV_OpImageQueryOrder, "channel_order", CL_ORDER_BASE},
      {SPV_OpImageQueryFormat, "channel_data_type", CL_TYPE_BASE},
      {SPV_OpImageQueryLevels, "num_mip_levels", 0},
      {SPV_OpImageQuerySamples, "num_samples", 0},
  };
  size_t k = 0;
  while (q[k].op != in->opcode)
    k++;
  LLVMValueRef r = get_image(c, in, q[k].what, rt);
  if (!r)
    return LSPV_ERROR_INVALID_INPUT;
  if (q[k].base) {
    r = LLVMBuildSub(c->b, r, LLVMConstInt(rt, q[k].base, 0), "");
    /* Unused when every user adds the base back (rev_channel_query_add). */
    if (!lspv_vec_push(&c->bchains, r))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "Internal", "out of memory");
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

LLVMValueRef rev_channel_query_add(rev_ctx *c, const lspv_inst *add) {
  if (c->env == LSPV_TARGET_SPV_IR || lspv_nops(add) != 4)
    return NULL;
  for (unsigned k = 2; k < 4; k++) {
    const lspv_inst *q = rev_def(c, rev_op(c, add, k));
    uint64_t base;
    if (!q || (q->opcode != SPV_OpImageQueryOrder && q->opcode != SPV_OpImageQueryFormat) ||
        !rev_const_u64(c, rev_op(c, add, 5 - k), &base) ||
        base != (q->opcode == SPV_OpImageQueryOrder ? CL_ORDER_BASE : CL_TYPE_BASE))
      continue;
    /* The query's value is `sub (call), base` when query() made it. */
    LLVMValueRef call = rev_adjusted_call(c->values[q->result], LLVMSub);
    if (call)
      return call;
  }
  return NULL;
}

/* The `_R<type>` suffix of a result type ("" when not a number type);
 * @p is_unsigned spells integers unsigned (a ZeroExtend read). */
static void ret_suffix(rev_ctx *c, uint32_t type, bool is_unsigned, char *out, size_t cap) {
  const lspv_inst *t = rev_def(c, type);
  unsigned n = t && t->opcode == SPV_OpTypeVector ? rev_op(c, t, 2) : 1;
  if (t && t->opcode == SPV_OpTypeVector)
    t = rev_def(c, rev_op(c, t, 1));
  *out = 0;
  if (!t || (t->opcode != SPV_OpTypeInt && t->opcode != SPV_OpTypeFloat))
    return;
  snprintf(out, cap, "_R%s%s", is_unsigned && t->opcode == SPV_OpTypeInt ? "u" : "",
           type_postfix(c, t->result));
  if (n > 1)
    snprintf(out + strlen(out), cap - strlen(out), "%u", n);
}

/* An image instruction with image operands in SPV-IR: the mask a literal
 * argument, its parameters <id> arguments (the grammar lists no operand
 * for them, which the generic call needs). */
static lspv_status image_operand_call(rev_ctx *c, const lspv_inst *in, unsigned mask_at) {
  LLVMValueRef v[12];
  rev_arg a[12];
  unsigned n = 0, first = in->result ? 2 : 0;
  if (lspv_nops(in) - first > 12)
    return rev_spirv_call(c, in, false);
  /* A zero-extended texel written mangles unsigned. */
  bool zext = (rev_op(c, in, mask_at) & SPV_ImageOperands_ZeroExtend) != 0;
  for (unsigned i = first; i < lspv_nops(in); i++) {
    unsigned flags = zext && in->opcode == SPV_OpImageWrite && i == 2 ? REV_ARG_UNSIGNED : 0;
    if (i == mask_at) {
      v[n] = i32c(c, rev_op(c, in, i));
      a[n++] = (rev_arg){0, 0, NULL, 0, 0};
    } else if (!push(c, in, rev_op(c, in, i), flags, v, a, &n)) {
      return LSPV_ERROR_INVALID_INPUT;
    }
  }
  char name[64], suffix[32] = "";
  if (in->result)
    ret_suffix(c, in->type, (rev_op(c, in, mask_at) & SPV_ImageOperands_ZeroExtend) != 0, suffix,
               sizeof suffix);
  snprintf(name, sizeof name, "__spirv_%s%s",
           in->opcode == SPV_OpImageWrite  ? "ImageWrite"
           : in->opcode == SPV_OpImageRead ? "ImageRead"
                                           : "ImageSampleExplicitLod",
           suffix);
  LLVMTypeRef rt = in->result ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r = rev_call_builtin(c, name, true, rt, v, a, n, false, false);
  if (in->result)
    c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* SPV-IR: __spirv_<Op>[_R<result type>] (reads of one image at several
 * texel types must not share a declaration). */
static lspv_status spv_ir_call(rev_ctx *c, const lspv_inst *in) {
  unsigned mask_at = in->opcode == SPV_OpImageWrite ? 3
                     : in->opcode == SPV_OpImageRead || in->opcode == SPV_OpImageSampleExplicitLod
                         ? 4
                         : 0;
  if (mask_at && lspv_nops(in) > mask_at)
    return image_operand_call(c, in, mask_at);
  /* llvm-spirv names the result type of the size queries and reads only. */
  char suffix[32] = "";
  if (mask_at || in->opcode == SPV_OpImageQuerySize || in->opcode == SPV_OpImageQuerySizeLod)
    ret_suffix(c, in->type, false, suffix, sizeof suffix);
  return rev_spirv_call_suffix(c, in, false, suffix);
}

lspv_status rev_image_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpSampledImage:
    /* OpenCL has no sampled-image value: the reads take image and sampler. */
    return c->env == LSPV_TARGET_SPV_IR ? rev_spirv_call(c, in, false) : LSPV_SUCCESS;
  case SPV_OpImage: {
    /* The image a sampled image was made of is that image. */
    const lspv_inst *si = rev_def(c, rev_op(c, in, 2));
    if (c->env == LSPV_TARGET_SPV_IR || !si || si->opcode != SPV_OpSampledImage)
      return rev_spirv_call(c, in, false);
    c->values[in->result] = rev_value(c, rev_op(c, si, 2), in);
    return c->values[in->result] ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
  }
  case SPV_OpImageSampleExplicitLod:
  case SPV_OpImageRead:
  case SPV_OpImageWrite:
  case SPV_OpImageQuerySizeLod:
  case SPV_OpImageQuerySize:
  case SPV_OpImageQueryOrder:
  case SPV_OpImageQueryFormat:
  case SPV_OpImageQueryLevels:
  case SPV_OpImageQuerySamples: break;
  default: return rev_pipe_inst(c, in);
  }
  if (c->env == LSPV_TARGET_SPV_IR)
    return spv_ir_call(c, in);
  switch (in->opcode) {
  case SPV_OpImageSampleExplicitLod: return sample(c, in);
  case SPV_OpImageRead:
  case SPV_OpImageWrite: return read_write(c, in);
  case SPV_OpImageQuerySizeLod:
  case SPV_OpImageQuerySize: return query_size(c, in);
  default: return query(c, in);
  }
}
