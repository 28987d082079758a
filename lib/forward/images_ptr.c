/*===-- forward/images_ptr.c - OpenCL opaque types passed as pointers ----===*\
|* Before target extension types, clang passed images, samplers and events  *|
|* as pointers to opaque structs (`%opencl.image2d_ro_t*`), which opaque    *|
|* pointers reduce to a bare `ptr addrspace(1)`.  What the value is then    *|
|* comes from, by priority:                                                  *|
|*  1. a kernel's argument metadata: kernel_arg_base_type (else              *|
|*     kernel_arg_type) "image2d_t", "sampler_t"... with the access         *|
|*     qualifier of kernel_arg_access_qual;                                 *|
|*  2. a function's own mangled name: `_Z3foo14ocl_image2d_ro` types its    *|
|*     parameter;                                                            *|
|*  3. the mangled name of a function a pointer is passed to:               *|
|*     `_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr %img, ...)`. *|
|* Such a value's SPIR-V type is that opaque type itself, not a pointer    *|
|* (types.c), as llvm-spirv translates them; in unoptimized code the type   *|
|* flows through the allocas that hold them (loads and stores), and such   *|
|* an alloca points to the opaque type (pointee.c).                          *|
\*===----------------------------------------------------------------------===*/
#include <ctype.h>
#include <string.h>

#include "forward/fwd_private.h"

/* ---- names ------------------------------------------------------------------------------*/
static bool take(const char **p, const char *end, const char *lit) {
  size_t n = strlen(lit);
  if ((size_t)(end - *p) < n || memcmp(*p, lit, n))
    return false;
  *p += n;
  return true;
}

/* Opaque types without parameters, by their OpenCL C (metadata) and
 * mangled spellings. */
static const struct {
  const char *cl, *mangled, *ext;
} plain[] = {
    {"sampler_t", "sampler", "spirv.Sampler"},        {"event_t", "event", "spirv.Event"},
    {"clk_event_t", "clkevent", "spirv.DeviceEvent"}, {"queue_t", "queue", "spirv.Queue"},
    {"reserve_id_t", "reserveid", "spirv.ReserveId"},
};

/* The target type of an image name without its prefix: 2d_array_depth_t
 * (metadata), 2d_array_depth_ro / 2d_array_depth (mangled).  @p access
 * is the qualifier when the name has none (-1: read_only). */
static LLVMTypeRef image_of_name(fwd_ctx *c, const char *p, const char *end, int access) {
  static const struct {
    const char *s;
    unsigned dim;
  } dims[] = {{"1d", SPV_Dim_1D}, {"2d", SPV_Dim_2D}, {"3d", SPV_Dim_3D}};
  unsigned ints[7] = {0, 0, 0, 0, 0, SPV_ImageFormat_Unknown, 0};
  size_t k = 0;
  while (k < 3 && !take(&p, end, dims[k].s))
    k++;
  if (k == 3)
    return NULL;
  ints[0] = dims[k].dim;
  /* The suffixes, in clang's order. */
  if (take(&p, end, "_buffer"))
    ints[0] = SPV_Dim_Buffer;
  ints[2] = take(&p, end, "_array");
  ints[3] = take(&p, end, "_msaa");
  ints[1] = take(&p, end, "_depth");
  static const char *const acc[] = {"_ro", "_wo", "_rw"};
  for (unsigned a = 0; a < 3; a++)
    if (take(&p, end, acc[a]))
      access = (int)a;
  take(&p, end, "_t");
  if (p != end)
    return NULL;
  ints[6] = access < 0 ? SPV_AccessQualifier_ReadOnly : (unsigned)access;
  LLVMTypeRef v = LLVMVoidTypeInContext(c->llctx);
  return LLVMTargetExtTypeInContext(c->llctx, "spirv.Image", &v, 1, ints, 7);
}

/* The target type an OpenCL type name stands for, NULL if none. */
static LLVMTypeRef opaque_of_name(fwd_ctx *c, const char *s, size_t len, bool mangled, int access) {
  const char *p = s, *end = s + len;
  if (mangled && !take(&p, end, "ocl_"))
    return NULL;
  if (take(&p, end, "image"))
    return image_of_name(c, p, end, access);
  for (size_t i = 0; i < sizeof plain / sizeof *plain; i++) {
    const char *n = mangled ? plain[i].mangled : plain[i].cl;
    if (strlen(n) == (size_t)(end - p) && !memcmp(p, n, (size_t)(end - p)))
      return LLVMTargetExtTypeInContext(c->llctx, plain[i].ext, NULL, 0, NULL, 0);
  }
  return NULL;
}

/* ---- parameters of a mangled name ------------------------------------------------------*/
#define MAX_SUBST 32
#define MAX_TARGS 8
typedef struct {
  const char *name[MAX_SUBST]; /* a substitution's source name, NULL for another type */
  size_t len[MAX_SUBST];
  unsigned n;
  const char *targ[MAX_TARGS]; /* a function template's arguments (T_, T0_...), the same way */
  size_t targ_len[MAX_TARGS];
  unsigned ntargs;
} subst_table;

static void subst_add(subst_table *t, const char *name, size_t len) {
  if (t->n < MAX_SUBST) {
    t->name[t->n] = name;
    t->len[t->n++] = len;
  }
}

static const char *source_name(const char *p, size_t *len) {
  size_t n = 0;
  while (*p >= '0' && *p <= '9')
    n = n * 10 + (size_t)(*p++ - '0');
  if (strnlen(p, n) < n)
    return NULL;
  *len = n;
  return p;
}

/* Skips one encoded type at @p p; sets *name / *len when the type is a
 * bare source name (through substitutions).  NULL when this reader does
 * not know the encoding (the rest of the name is then ignored). */
static const char *skip_type(const char *p, subst_table *t, const char **name, size_t *len,
                             unsigned depth) {
  *name = NULL;
  const char *inner;
  size_t il;
  if (!*p || depth > 16)
    return NULL;
  if (*p >= '1' && *p <= '9') {
    const char *s = source_name(p, len);
    if (!s)
      return NULL;
    *name = s;
    subst_add(t, s, *len);
    return s + *len;
  }
  if (*p == 'S' && (p[1] == '_' || (p[1] >= '0' && p[1] <= '9') || (p[1] >= 'A' && p[1] <= 'Z'))) {
    unsigned k = 0;
    const char *q = p + 1;
    if (*q != '_') {
      unsigned seq = 0;
      for (; *q && *q != '_'; q++)
        seq = seq * 36 + (unsigned)(*q <= '9' ? *q - '0' : *q - 'A' + 10);
      k = seq + 1;
    }
    if (*q != '_')
      return NULL;
    if (k < t->n && t->name[k]) {
      *name = t->name[k];
      *len = t->len[k];
    }
    return q + 1;
  }
  if (*p == 'T') { /* a template parameter: T_, T0_, T1_... */
    unsigned k = 0;
    const char *q = p + 1;
    if (*q != '_') {
      unsigned seq = 0;
      for (; *q >= '0' && *q <= '9'; q++)
        seq = seq * 10 + (unsigned)(*q - '0');
      k = seq + 1;
    }
    if (*q != '_')
      return NULL;
    if (k < t->ntargs && t->targ[k]) {
      *name = t->targ[k];
      *len = t->targ_len[k];
    }
    subst_add(t, *name, *name ? *len : 0);
    return q + 1;
  }
  switch (*p) {
  case 'P':
  case 'R':
  case 'O':
  case 'K':
  case 'V':
  case 'r': p = skip_type(p + 1, t, &inner, &il, depth + 1); break;
  case 'U': { /* vendor qualifier: U<len><name> <type> */
    const char *s = source_name(p + 1, &il);
    p = s ? skip_type(s + il, t, &inner, &il, depth + 1) : NULL;
    break;
  }
  case 'D':
    if (p[1] == 'v') { /* Dv<n>_<type> */
      for (p += 2; *p >= '0' && *p <= '9'; p++)
        ;
      p = *p == '_' ? skip_type(p + 1, t, &inner, &il, depth + 1) : NULL;
      break;
    }
    if (p[1] == 'F') { /* DF<bits>_ */
      for (p += 2; *p >= '0' && *p <= '9'; p++)
        ;
      return *p == '_' ? p + 1 : NULL;
    }
    return p[1] ? p + 2 : NULL; /* Dh, Dn, Da... */
  default: return strchr("vwbcahstijlmxynofdegz", *p) ? p + 1 : NULL;
  }
  if (p)
    subst_add(t, NULL, 0);
  return p;
}

/* A function template's name (`_Z20__spirv_SampledImageI14ocl_image1d_roPvET0_T_11ocl_sampler`):
 * its arguments I...E, which T_, T0_... name, then its return type, before
 * the parameters.  Returns where the parameters start (@p rest when the
 * name is no template's), NULL when this reader does not know the
 * encoding. */
static const char *template_args(const char *rest, subst_table *t) {
  if (*rest != 'I')
    return rest;
  subst_add(t, NULL, 0); /* the template's name is a candidate */
  const char *p = rest + 1, *n;
  size_t nl;
  while (p && *p && *p != 'E') {
    if (*p == 'L') { /* a literal argument: L<type><value>E */
      const char *e = strchr(p, 'E');
      p = e ? e + 1 : NULL;
      n = NULL;
    } else {
      p = skip_type(p, t, &n, &nl, 0);
    }
    if (t->ntargs < MAX_TARGS) {
      t->targ[t->ntargs] = n;
      t->targ_len[t->ntargs++] = n ? nl : 0;
    }
  }
  if (!p || *p != 'E')
    return NULL;
  return skip_type(p + 1, t, &n, &nl, 0); /* the return type */
}

/* Can value @p v stand for opaque type @p ty?  A pointer can; so can an
 * int sampler (OpenCL 1.2) that is a parameter or loaded; not a constant
 * (constants are shared by every use, and a literal sampler is made where
 * it is used) nor a computed int. */
static bool typeable(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef ty) {
  (void)c;
  if (fwd_is_ptr(LLVMTypeOf(v)))
    return true;
  return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind &&
         (LLVMIsAArgument(v) || LLVMIsALoadInst(v)) &&
         !strcmp(LLVMGetTargetExtTypeName(ty), "spirv.Sampler");
}

/* Types each pointer argument (call) or parameter (definition) @p owner
 * has where mangled @p name spells an OpenCL opaque type, unless already
 * typed. */
static void mangled_params(fwd_ctx *c, const char *name, LLVMValueRef owner, bool is_call) {
  size_t len;
  const char *rest = NULL;
  fwd_demangle(name, &len, &rest);
  if (!rest || rest == name || !*rest)
    return;
  subst_table t = {0};
  unsigned nargs = is_call ? LLVMGetNumArgOperands(owner) : LLVMCountParams(owner);
  const char *p = template_args(rest, &t);
  for (unsigned k = 0; k < nargs && p && *p; k++) {
    const char *n;
    size_t nl;
    p = skip_type(p, &t, &n, &nl, 0);
    LLVMValueRef v = is_call ? LLVMGetOperand(owner, k) : LLVMGetParam(owner, k);
    LLVMTypeRef ty = p && n ? opaque_of_name(c, n, nl, true, -1) : NULL;
    if (!ty || !typeable(c, v, ty))
      continue;
    uintptr_t old;
    if (ty && !lspv_ptrmap_get(&c->ocl_ptr, v, &old) &&
        !lspv_ptrmap_put(&c->ocl_ptr, v, (uintptr_t)ty))
      c->b->oom = true;
  }
}

/* ---- kernel argument metadata ---------------------------------------------------------*/
/* Operand @p i of metadata node @p node as a string, or NULL. */
static const char *md_op_string(fwd_ctx *c, LLVMValueRef node, unsigned i, unsigned *len) {
  unsigned n = node ? LLVMGetMDNodeNumOperands(node) : 0;
  if (i >= n)
    return NULL;
  LLVMValueRef *ops = lspv_arena_alloc(c->arena, n * sizeof *ops);
  if (!ops)
    return fwd_oom(c), NULL;
  LLVMGetMDNodeOperands(node, ops);
  return ops[i] ? LLVMGetMDString(ops[i], len) : NULL;
}

static void kernel_args(fwd_ctx *c, LLVMValueRef fn) {
  LLVMValueRef base = fwd_fn_md(c, fn, "kernel_arg_base_type");
  LLVMValueRef type = fwd_fn_md(c, fn, "kernel_arg_type");
  LLVMValueRef acc = fwd_fn_md(c, fn, "kernel_arg_access_qual");
  static const char *const quals[] = {"read_only", "write_only", "read_write"};
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef arg = LLVMGetParam(fn, i);
    unsigned al = 0, tl = 0;
    const char *a = md_op_string(c, acc, i, &al);
    int access = -1;
    for (unsigned q = 0; a && q < 3; q++)
      if (strlen(quals[q]) == al && !memcmp(a, quals[q], al))
        access = (int)q;
    LLVMTypeRef ty = NULL;
    LLVMValueRef nodes[2] = {base, type};
    for (unsigned k = 0; k < 2 && !ty; k++) {
      const char *s = md_op_string(c, nodes[k], i, &tl);
      ty = s ? opaque_of_name(c, s, tl, false, access) : NULL;
    }
    if (ty && typeable(c, arg, ty) && !lspv_ptrmap_put(&c->ocl_ptr, arg, (uintptr_t)ty))
      c->b->oom = true;
  }
}

/* ---- memory that holds them (unoptimized code) -------------------------------------*/
static bool put_new(fwd_ctx *c, lspv_ptrmap *m, LLVMValueRef v, LLVMTypeRef t) {
  uintptr_t old;
  if (lspv_ptrmap_get(m, v, &old))
    return false;
  if (!lspv_ptrmap_put(m, v, (uintptr_t)t))
    c->b->oom = true;
  return true;
}

/* An alloca a typed value is stored to, or loaded from, holds that type;
 * what is stored to or loaded from such an alloca is of it.  Returns
 * whether anything new was learned. */
static bool propagate(fwd_ctx *c, LLVMValueRef fn) {
  bool changed = false;
  uintptr_t t;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      bool load = LLVMIsALoadInst(i) != NULL;
      if (!load && !LLVMIsAStoreInst(i))
        continue;
      LLVMValueRef v = load ? i : LLVMGetOperand(i, 0), p = LLVMGetOperand(i, load ? 0 : 1);
      if (!LLVMIsAAllocaInst(p))
        continue;
      if (lspv_ptrmap_get(&c->ocl_ptr, v, &t))
        changed |= put_new(c, &c->ocl_slot, p, (LLVMTypeRef)t);
      else if (lspv_ptrmap_get(&c->ocl_slot, p, &t) && typeable(c, v, (LLVMTypeRef)t))
        changed |= put_new(c, &c->ocl_ptr, v, (LLVMTypeRef)t);
    }
  return changed;
}

/* The opaque type a builtin returns, when the call returns it as a
 * pointer: the result is no pointer at all. */
static LLVMTypeRef ptr_result_type(fwd_ctx *c, const char *name) {
  static const struct {
    const char *fn, *cl;
  } results[] = {
      {"__translate_sampler_initializer", "sampler_t"},
      {"async_work_group_copy", "event_t"},
      {"async_work_group_strided_copy", "event_t"},
  };
  size_t len = 0;
  const char *base = fwd_demangle(name, &len, &(const char *){NULL});
  for (size_t k = 0; base && k < sizeof results / sizeof *results; k++)
    if (strlen(results[k].fn) == len && !memcmp(base, results[k].fn, len))
      return opaque_of_name(c, results[k].cl, strlen(results[k].cl), false, -1);
  return NULL;
}

/* The opaque type a call returns as a pointer, made from the type of one of
 * its arguments: OpSampledImage's result is a sampled image of its image's
 * type (SPIR-V 3.52.10). */
static LLVMTypeRef ptr_result_of_arg(fwd_ctx *c, LLVMValueRef call, const char *name) {
  static const struct {
    const char *fn, *arg_type, *result;
    unsigned arg;
  } made[] = {{"__spirv_SampledImage", "spirv.Image", "spirv.SampledImage", 0}};
  size_t len = 0;
  const char *base = fwd_demangle(name, &len, &(const char *){NULL});
  for (size_t k = 0; base && k < sizeof made / sizeof *made; k++) {
    if (strlen(made[k].fn) != len || memcmp(base, made[k].fn, len) ||
        made[k].arg >= (unsigned)LLVMGetNumArgOperands(call))
      continue;
    LLVMTypeRef t = fwd_opencl_value_type(c, LLVMGetOperand(call, made[k].arg));
    if (!t || strcmp(LLVMGetTargetExtTypeName(t), made[k].arg_type))
      return NULL;
    unsigned nt = LLVMGetTargetExtTypeNumTypeParams(t), ni = LLVMGetTargetExtTypeNumIntParams(t);
    LLVMTypeRef tps[4];
    unsigned ints[8];
    if (nt > 4 || ni > 8)
      return NULL;
    for (unsigned i = 0; i < nt; i++)
      tps[i] = LLVMGetTargetExtTypeTypeParam(t, i);
    for (unsigned i = 0; i < ni; i++)
      ints[i] = LLVMGetTargetExtTypeIntParam(t, i);
    return LLVMTargetExtTypeInContext(c->llctx, made[k].result, tps, nt, ints, ni);
  }
  return NULL;
}

void fwd_opencl_ptr_scan(fwd_ctx *c) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMGetFunctionCallConv(fn) == LLVMSPIRKERNELCallConv && !LLVMIsDeclaration(fn))
      kernel_args(c, fn);
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    mangled_params(c, LLVMGetValueName2(fn, &(size_t){0}), fn, false);
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
        if (!callee || !LLVMIsAFunction(callee))
          continue;
        const char *name = LLVMGetValueName2(callee, &(size_t){0});
        mangled_params(c, name, i, true);
        /* The sampler a constant makes, the event an async copy starts, as
         * pointers. */
        LLVMTypeRef rt = NULL;
        if (fwd_is_ptr(LLVMTypeOf(i)) && !(rt = ptr_result_type(c, name)))
          rt = ptr_result_of_arg(c, i, name);
        if (rt && !lspv_ptrmap_put(&c->ocl_ptr, i, (uintptr_t)rt))
          c->b->oom = true;
      }
  if (!c->ocl_ptr.n)
    return;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    for (unsigned pass = 0; pass < 8 && propagate(c, fn); pass++)
      ;
}

LLVMTypeRef fwd_opencl_slot_type(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t t;
  return lspv_ptrmap_get(&c->ocl_slot, v, &t) ? (LLVMTypeRef)t : NULL;
}

LLVMTypeRef fwd_opencl_ptr_type(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t t;
  return lspv_ptrmap_get(&c->ocl_ptr, v, &t) ? (LLVMTypeRef)t : NULL;
}

LLVMTypeRef fwd_opencl_value_type(fwd_ctx *c, LLVMValueRef v) {
  LLVMTypeRef t = fwd_opencl_ptr_type(c, v);
  if (t)
    return t;
  t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind ? t : NULL;
}

char fwd_mangled_param_letter(const char *rest, unsigned index) {
  subst_table t = {0};
  const char *p = rest, *n;
  size_t nl;
  for (unsigned k = 0; k < index && p && *p; k++)
    p = skip_type(p, &t, &n, &nl, 0);
  if (!p)
    return 0;
  if (p[0] == 'D' && p[1] == 'v') { /* a vector: its element */
    for (p += 2; *p >= '0' && *p <= '9'; p++)
      ;
    p += *p == '_';
  }
  return *p >= 'a' && *p <= 'z' ? *p : 0;
}
