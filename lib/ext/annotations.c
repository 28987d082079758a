/*===-- ext/annotations.c - annotations <-> UserSemantic and FPGA decorations ===*\
|*                                                                            *|
|* llvm.var.annotation, llvm.ptr.annotation and llvm.global.annotations <->  *|
|* UserSemantic decorations (core SPIR-V), and the extensions whose          *|
|* decorations ride on the same annotation strings (the syntax is in        *|
|* annotation_syntax.c): SPV_INTEL_fpga_memory_attributes,                   *|
|* SPV_INTEL_fpga_memory_accesses, SPV_INTEL_fpga_buffer_location,           *|
|* SPV_INTEL_fpga_latency_control, SPV_INTEL_cache_controls (forward only),  *|
|* and SPV_INTEL_fpga_reg ("__builtin_intel_fpga_reg" annotations <->        *|
|* OpFPGARegINTEL).  docs/extensions/annotations.md.                         *|
|*                                                                            *|
|* Forward: the annotated value (operand 0; for llvm.global.annotations the  *|
|* global or function of each entry) gets the decorations; llvm.ptr.        *|
|* annotation's result is its operand.  A decoration whose extension is      *|
|* disabled is dropped, as llvm-spirv drops it; a string that names no       *|
|* decoration lspv may use is one UserSemantic.                              *|
|*                                                                            *|
|* Reverse: the claimed decorations of each target are collected and, once  *|
|* every function exists (rev_module_end), written back as annotation        *|
|* strings: instructions get llvm.var.annotation (an alloca, or a cast of    *|
|* one) or llvm.ptr.annotation calls right after them (the ptr.annotation    *|
|* result replaces the value's later uses, as llvm-spirv does); global        *|
|* variables and functions get llvm.global.annotations entries.             *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "ext/annotations.h"

#define FPGA_REG "SPV_INTEL_fpga_reg"
#define FPGA_REG_STRING "__builtin_intel_fpga_reg"

static const struct {
  const char *ext;
  unsigned bit;
} ext_bits[] = {
    {"SPV_INTEL_fpga_memory_attributes", ANN_MEM_ATTR},
    {"SPV_INTEL_fpga_memory_accesses", ANN_MEM_ACCESS},
    {"SPV_INTEL_fpga_buffer_location", ANN_BUF_LOC},
    {"SPV_INTEL_fpga_latency_control", ANN_LATENCY},
    {"SPV_INTEL_cache_controls", ANN_CACHE},
};

/* ---- forward -----------------------------------------------------------------*/

typedef struct {
  lspv_map *emitted; /* (target id, decoration) already emitted */
  lspv_map *targets; /* annotation call -> the id its decorations went to */
  unsigned bits;
  int bits_known;
} fwd_state;

static lspv_status fwd_oom(lspv_fwd_ctx *c) {
  return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", NULL,
                        "out of memory translating annotations");
}

static fwd_state *fwd_state_of(lspv_fwd_ctx *c) {
  void **slot = lspv_fwd_plugin_state(c);
  if (!*slot) {
    fwd_state *st = lspv_fwd_alloc(c, sizeof *st);
    if (!st)
      return NULL;
    memset(st, 0, sizeof *st);
    if (!(st->emitted = lspv_fwd_map_create(c)) || !(st->targets = lspv_fwd_map_create(c)))
      return NULL;
    *slot = st;
  }
  return *slot;
}

unsigned ann_enabled_bits(lspv_fwd_ctx *c) {
  fwd_state *st = fwd_state_of(c);
  if (!st)
    return 0;
  if (!st->bits_known) {
    for (size_t i = 0; i < sizeof ext_bits / sizeof ext_bits[0]; i++)
      if (lspv_fwd_extension_enabled(c, ext_bits[i].ext))
        st->bits |= ext_bits[i].bit;
    st->bits_known = 1;
  }
  return st->bits;
}

/* The string constant @p v points at (through casts and constant GEPs), up to
 * its first NUL; NULL when it is none. */
static const char *const_string(LLVMValueRef v, size_t *len) {
  for (int depth = 0; v && depth < 8; depth++) {
    if (LLVMIsAGlobalVariable(v)) {
      LLVMValueRef init = LLVMGetInitializer(v);
      if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
        return NULL;
      size_t n = 0;
      const char *s = LLVMGetAsString(init, &n);
      *len = strnlen(s, n);
      return s;
    }
    if (!LLVMIsAConstantExpr(v) && !LLVMIsACastInst(v) && !LLVMIsAGetElementPtrInst(v))
      return NULL;
    v = LLVMGetOperand(v, 0);
  }
  return NULL;
}

/* Appends llvm-spirv's rendering of the optional arguments (a global holding
 * a constant struct of integers): ": 1, 2, 3" (booleans as 0/1). */
static int append_args(lspv_fwd_ctx *c, LLVMValueRef args, char **s) {
  while (args && (LLVMIsAConstantExpr(args) || LLVMIsACastInst(args)))
    args = LLVMGetOperand(args, 0);
  LLVMValueRef init = args && LLVMIsAGlobalVariable(args) ? LLVMGetInitializer(args) : NULL;
  if (!init || LLVMGetTypeKind(LLVMTypeOf(init)) != LLVMStructTypeKind)
    return 0;
  unsigned n = LLVMCountStructElementTypes(LLVMTypeOf(init));
  int zero = LLVMIsAConstantAggregateZero(init) != NULL;
  if (!n || (!zero && !LLVMIsAConstantStruct(init)))
    return 0;
  size_t cap = strlen(*s) + 24 * (size_t)n + 4, len = strlen(*s);
  char *out = lspv_fwd_alloc(c, cap);
  if (!out)
    return 1;
  memcpy(out, *s, len + 1);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef e = zero ? NULL : LLVMGetOperand(init, i);
    if (!zero && !LLVMIsAConstantInt(e))
      continue;
    long long v = 0;
    if (e)
      v = LLVMGetIntTypeWidth(LLVMTypeOf(e)) == 1 && i == 0 ? (long long)LLVMConstIntGetZExtValue(e)
                                                            : LLVMConstIntGetSExtValue(e);
    len += (size_t)snprintf(out + len, cap - len, "%s%lld", i == 0 ? ": " : ", ", v);
  }
  *s = out;
  return 0;
}

/* The annotation string of an annotation call: operand 1, with operand 4's
 * arguments appended; NULL when operand 1 is no string constant. */
static char *call_string(lspv_fwd_ctx *c, LLVMValueRef call, int *oom) {
  size_t len = 0;
  const char *s = const_string(LLVMGetOperand(call, 1), &len);
  if (!s)
    return NULL;
  char *out = lspv_fwd_alloc(c, len + 1);
  if (!out || (memcpy(out, s, len), out[len] = 0,
               LLVMGetNumArgOperands(call) > 4 && append_args(c, LLVMGetOperand(call, 4), &out))) {
    *oom = 1;
    return NULL;
  }
  return out;
}

/* Emits decoration @p it on @p target (the LLVM value @p annotated, or
 * NULL), once per (target, decoration) except UserSemantic, and not when the
 * value's !spirv.Decorations has it (reverse writes a memory attribute both
 * ways for lspv's own modules under --exact-roundtrip and in SPIR-V friendly
 * IR, as llvm-spirv: the annotation then adds nothing); dropped when its
 * extension is disabled. */
static lspv_status decorate(lspv_fwd_ctx *c, LLVMValueRef where, LLVMValueRef annotated,
                            uint32_t target, const ann_item *it) {
  fwd_state *st = fwd_state_of(c);
  if (!st)
    return fwd_oom(c);
  uint32_t key[2] = {target, it->decoration};
  uintptr_t seen;
  if (it->decoration != SPV_Decoration_UserSemantic &&
      (lspv_map_get(st->emitted, key, sizeof key, &seen) ||
       lspv_fwd_md_decorated(c, annotated, it->decoration)))
    return LSPV_SUCCESS;
  uint32_t ops[2 + 256] = {target, it->decoration};
  const char *ext = NULL;
  uint32_t cap = 0;
  int n = ann_decoration_words(c, where, it, ops + 2, 256, &ext, &cap);
  if (n == -2)
    return LSPV_SUCCESS; /* no decoration lspv takes from an annotation */
  if (n < 0)
    return LSPV_ERROR_INVALID_INPUT;
  if (ext) {
    if (!lspv_fwd_extension_enabled(c, ext))
      return LSPV_SUCCESS;
    lspv_status s = lspv_fwd_require_extension(c, ext);
    if (s)
      return s;
    lspv_fwd_require_capability(c, cap);
  } else {
    /* UserSemantic is SPIR-V 1.4 (or SPV_GOOGLE_hlsl_functionality1,
     * which lspv does not write: llvm-spirv raises the version too). */
    lspv_status s = lspv_fwd_require_version(c, 1, 4, "UserSemantic decoration (an annotation)");
    if (s)
      return s;
  }
  if (!lspv_map_put(st->emitted, key, sizeof key, 1))
    return fwd_oom(c);
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2 + (size_t)n);
  return LSPV_SUCCESS;
}

/* Parses @p s and decorates @p target with the items of the groups in
 * @p groups (bits of 1 << ANN_G_*). */
static lspv_status decorate_all(lspv_fwd_ctx *c, LLVMValueRef where, LLVMValueRef annotated,
                                uint32_t target, const char *s, unsigned groups) {
  ann_items items = {0};
  if (ann_parse(c, s, ann_enabled_bits(c), &items))
    return fwd_oom(c);
  for (size_t i = 0; i < items.n; i++) {
    if (!(groups & (1u << items.v[i].group)))
      continue;
    lspv_status r = decorate(c, where, annotated, target, &items.v[i]);
    if (r)
      return r;
  }
  return LSPV_SUCCESS;
}

/* llvm-spirv applies the latency-control decorations of a ptr.annotation
 * only when its result (or a cast of it) is loaded, stored or memcpy'd.  A
 * short chain of casts counts too: reverse reads llvm-spirv's cast pair
 * around the annotation (to i8* and back) as two bitcasts, and the round
 * trip must keep the decoration. */
static int feeds_memory_access(LLVMValueRef v, int depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user) || LLVMIsAStoreInst(user))
      return 1;
    if (LLVMIsACallInst(user)) {
      LLVMValueRef f = LLVMGetCalledValue(user);
      size_t n = 0;
      const char *name = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
      if (!strncmp(name, "llvm.memcpy.", 12))
        return 1;
    }
    if (depth < 4 && LLVMIsACastInst(user) && feeds_memory_access(user, depth + 1))
      return 1;
  }
  return 0;
}

/* The result of llvm.ptr.annotation / llvm.annotation is its operand
 * @p val; when the core infers another pointee for the result than for the
 * operand, the result is a bitcast of it, so loads and stores through the
 * result see their own type. */
static lspv_status pass_through(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t val) {
  uint32_t rt = lspv_fwd_value_type(c, call);
  uint32_t vt = lspv_fwd_value_type(c, LLVMGetOperand(call, 0));
  if (!rt || !vt)
    return LSPV_ERROR_UNSUPPORTED;
  if (rt != vt) {
    uint32_t cast[3] = {rt, lspv_fwd_new_id(c), val};
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpBitcast, cast, 3);
    val = cast[1];
  }
  lspv_fwd_set_value(c, call, val);
  return LSPV_SUCCESS;
}

/* "__builtin_intel_fpga_reg": OpFPGARegINTEL when SPV_INTEL_fpga_reg is
 * enabled, else the value itself (as llvm-spirv). */
static lspv_status fpga_reg(lspv_fwd_ctx *c, LLVMValueRef call) {
  uint32_t val = lspv_fwd_value(c, LLVMGetOperand(call, 0));
  if (!val)
    return LSPV_ERROR_UNSUPPORTED;
  if (!lspv_fwd_extension_enabled(c, FPGA_REG))
    return pass_through(c, call, val);
  lspv_status s = lspv_fwd_require_extension(c, FPGA_REG);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_FPGARegINTEL);
  uint32_t ops[3] = {lspv_fwd_value_type(c, call), 0, val};
  uint32_t in_ty = lspv_fwd_value_type(c, LLVMGetOperand(call, 0));
  if (!ops[0] || !in_ty)
    return LSPV_ERROR_UNSUPPORTED;
  if (in_ty != ops[0]) {
    /* The Input has the Result Type (spec); pointers whose inferred
     * pointees differ meet through a bitcast. */
    uint32_t cast[3] = {ops[0], lspv_fwd_new_id(c), val};
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpBitcast, cast, 3);
    ops[2] = cast[1];
  }
  ops[1] = lspv_fwd_new_id(c);
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpFPGARegINTEL, ops, 3);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static int has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

enum { K_VAR, K_PTR, K_INT };

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *name) {
  int kind = has_prefix(name, "llvm.var.annotation")   ? K_VAR
             : has_prefix(name, "llvm.ptr.annotation") ? K_PTR
             : has_prefix(name, "llvm.annotation.")    ? K_INT
                                                       : -1;
  if (kind < 0 || LLVMGetNumArgOperands(call) < 2)
    return LSPV_DECLINED;
  int oom = 0;
  char *s = call_string(c, call, &oom);
  if (oom)
    return fwd_oom(c);
  if (s && kind != K_VAR && !strcmp(s, FPGA_REG_STRING))
    return fpga_reg(c, call);
  fwd_state *st = fwd_state_of(c);
  LLVMValueRef op = LLVMGetOperand(call, 0);
  uint32_t val = lspv_fwd_value(c, op);
  if (!st || !val)
    return st ? LSPV_ERROR_UNSUPPORTED : fwd_oom(c);
  /* Chained annotations decorate the first one's operand, not the cast
   * pass_through may have put in between. */
  uintptr_t t;
  uint32_t target = lspv_map_get_ptr(st->targets, op, &t) ? (uint32_t)t : val;
  if (kind != K_VAR) {
    lspv_status r = pass_through(c, call, val);
    if (r)
      return r;
    if (!lspv_map_put_ptr(st->targets, call, target))
      return fwd_oom(c);
  }
  if (!s || kind == K_INT)
    return LSPV_SUCCESS; /* llvm.annotation of anything else: no SPIR-V form */
  unsigned groups = 1u << ANN_G_ATTR;
  if (kind == K_PTR) {
    groups |= 1u << ANN_G_ACCESS | 1u << ANN_G_BUFLOC | 1u << ANN_G_CACHE;
    if (feeds_memory_access(call, 0))
      groups |= 1u << ANN_G_LATENCY;
  }
  return decorate_all(c, call, op, target, s, groups);
}

/* llvm.global.annotations: { ptr annotated, ptr string, ptr file, i32 line,
 * ptr args } entries; the arguments are not rendered (as llvm-spirv). */
static lspv_status fwd_module_end(lspv_fwd_ctx *c, LLVMModuleRef m) {
  LLVMValueRef ga = LLVMGetNamedGlobal(m, "llvm.global.annotations");
  LLVMValueRef init = ga ? LLVMGetInitializer(ga) : NULL;
  if (!init || !LLVMIsAConstantArray(init))
    return LSPV_SUCCESS;
  int n = LLVMGetNumOperands(init);
  for (int i = 0; i < n; i++) {
    LLVMValueRef e = LLVMGetOperand(init, (unsigned)i);
    if (!LLVMIsAConstantStruct(e) || LLVMGetNumOperands(e) < 2)
      continue;
    LLVMValueRef v = LLVMGetOperand(e, 0);
    while (v && LLVMIsAConstantExpr(v))
      v = LLVMGetOperand(v, 0);
    size_t len = 0;
    const char *str = const_string(LLVMGetOperand(e, 1), &len);
    if (!v || !str)
      continue;
    uint32_t target = LLVMIsAFunction(v) ? lspv_fwd_function_id(c, v) : lspv_fwd_value(c, v);
    char *s = lspv_fwd_alloc(c, len + 1);
    if (!s)
      return fwd_oom(c);
    memcpy(s, str, len);
    s[len] = 0;
    if (!target)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_status r = decorate_all(c, v, v, target, s, 1u << ANN_G_ATTR);
    if (r)
      return r;
  }
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

typedef struct {
  LLVMValueRef v;
  ann_dec *decs;
  size_t n, cap;
} rev_target;

/* A UserSemantic decoration of a struct member (OpMemberDecorateString). */
typedef struct {
  uint32_t struct_id, member;
  ann_dec dec;
} rev_member;

typedef struct {
  lspv_map *index;   /* LLVMValueRef -> target index + 1 */
  lspv_map *strings; /* string -> its global (instruction annotations) */
  rev_target *t;
  size_t n, cap;
  LLVMValueRef *globals; /* llvm.global.annotations entries */
  size_t nglobals, capglobals;
  rev_member *members; /* in module order */
  size_t nmembers, capmembers;
} rev_state;

static lspv_status rev_oom(lspv_rev_ctx *c) {
  return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", 0,
                        "out of memory translating annotations");
}

static rev_state *rev_state_of(lspv_rev_ctx *c) {
  void **slot = lspv_rev_plugin_state(c);
  if (!*slot) {
    rev_state *st = lspv_rev_alloc(c, sizeof *st);
    if (!st)
      return NULL;
    memset(st, 0, sizeof *st);
    if (!(st->index = lspv_rev_map_create(c)) || !(st->strings = lspv_rev_map_create(c)))
      return NULL;
    *slot = st;
  }
  return *slot;
}

/* Grows arena array *v (element size @p sz) to hold n + 1. */
static int grow(lspv_rev_ctx *c, void **v, size_t n, size_t *cap, size_t sz) {
  if (n < *cap)
    return 1;
  size_t nc = *cap ? *cap * 2 : 8;
  void *nv = lspv_rev_alloc(c, nc * sz);
  if (!nv)
    return 0;
  if (n)
    memcpy(nv, *v, n * sz);
  *v = nv;
  *cap = nc;
  return 1;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (dec[0] == SPV_Decoration_UserSemantic && ndec < 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "UserSemantic needs a literal string operand");
  rev_state *st = rev_state_of(c);
  if (!st || !target)
    return st ? LSPV_SUCCESS : rev_oom(c);
  uintptr_t k;
  if (!lspv_map_get_ptr(st->index, target, &k)) {
    if (!grow(c, (void **)&st->t, st->n, &st->cap, sizeof *st->t))
      return rev_oom(c);
    memset(&st->t[st->n], 0, sizeof st->t[st->n]);
    st->t[st->n].v = target;
    k = ++st->n;
    if (!lspv_map_put_ptr(st->index, target, k))
      return rev_oom(c);
  }
  /* What rev_module_end writes back as an annotation: on a function only
   * UserSemantic (llvm-spirv's transUserSemantic); on a global variable or
   * a pointer instruction every decoration of the plugin. */
  if (LLVMIsAFunction(target) ? dec[0] == SPV_Decoration_UserSemantic
                              : LLVMIsAGlobalVariable(target) ||
                                    (LLVMIsAInstruction(target) &&
                                     LLVMGetTypeKind(LLVMTypeOf(target)) == LLVMPointerTypeKind))
    lspv_rev_decoration_carried(c);
  rev_target *t = &st->t[k - 1];
  uint32_t *copy = lspv_rev_alloc(c, ndec * sizeof *copy);
  if (!copy || !grow(c, (void **)&t->decs, t->n, &t->cap, sizeof *t->decs))
    return rev_oom(c);
  memcpy(copy, dec, ndec * sizeof *copy);
  t->decs[t->n++] = (ann_dec){copy, ndec, word_offset};
  return LSPV_SUCCESS;
}

/* UserSemantic on a struct member, kept until every alloca exists
 * (rev_member_annotations); other member decorations are not translated. */
static lspv_status rev_member_decoration(lspv_rev_ctx *c, uint32_t struct_id, uint32_t member,
                                         const uint32_t *dec, uint32_t ndec, uint32_t word_offset) {
  if (dec[0] != SPV_Decoration_UserSemantic)
    return LSPV_DECLINED;
  if (ndec < 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "UserSemantic needs a literal string operand");
  rev_state *st = rev_state_of(c);
  uint32_t *copy = st ? lspv_rev_alloc(c, ndec * sizeof *copy) : NULL;
  if (!copy || !grow(c, (void **)&st->members, st->nmembers, &st->capmembers, sizeof *st->members))
    return rev_oom(c);
  memcpy(copy, dec, ndec * sizeof *copy);
  st->members[st->nmembers++] = (rev_member){struct_id, member, {copy, ndec, word_offset}};
  return LSPV_SUCCESS;
}

/* A private constant string global: unnamed, unnamed_addr. */
static LLVMValueRef string_global(lspv_rev_ctx *c, const char *s, int metadata_section) {
  LLVMContextRef ctx = lspv_rev_context(c);
  size_t len = strlen(s);
  LLVMValueRef init = LLVMConstStringInContext2(ctx, s, len, 0);
  LLVMValueRef g = LLVMAddGlobal(lspv_rev_module(c), LLVMTypeOf(init), "");
  LLVMSetInitializer(g, init);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(g, 1);
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  if (metadata_section)
    LLVMSetSection(g, "llvm.metadata");
  else
    LLVMSetAlignment(g, 1);
  return g;
}

typedef struct {
  lspv_rev_ctx *c;
  rev_state *st;
  LLVMValueRef inst, base; /* instruction targets */
  int is_var;
  LLVMValueRef global; /* global-variable and function targets */
} emit_ctx;

static LLVMTypeRef ptr0(lspv_rev_ctx *c) {
  return LLVMPointerTypeInContext(lspv_rev_context(c), 0);
}

static int emit_global_entry(emit_ctx *e, const char *s) {
  lspv_rev_ctx *c = e->c;
  rev_state *st = e->st;
  LLVMTypeRef p = ptr0(c), i32 = LLVMInt32TypeInContext(lspv_rev_context(c));
  LLVMValueRef g = e->global;
  LLVMValueRef gp = LLVMGetPointerAddressSpace(LLVMTypeOf(g)) ? LLVMConstAddrSpaceCast(g, p) : g;
  LLVMValueRef fields[5] = {gp, string_global(c, s, 1), LLVMGetPoison(p), LLVMGetPoison(i32),
                            LLVMGetPoison(p)};
  if (!grow(c, (void **)&st->globals, st->nglobals, &st->capglobals, sizeof *st->globals))
    return -1;
  st->globals[st->nglobals++] = LLVMConstStructInContext(lspv_rev_context(c), fields, 5, 0);
  return 0;
}

static int emit_call(emit_ctx *e, const char *s) {
  lspv_rev_ctx *c = e->c;
  LLVMContextRef ctx = lspv_rev_context(c);
  uintptr_t gv;
  if (!lspv_map_get(e->st->strings, s, strlen(s), &gv)) {
    gv = (uintptr_t)string_global(c, s, 0);
    if (!lspv_map_put(e->st->strings, s, strlen(s), gv))
      return -1;
  }
  const char *iname = e->is_var ? "llvm.var.annotation" : "llvm.ptr.annotation";
  unsigned id = LLVMLookupIntrinsicID(iname, strlen(iname));
  LLVMTypeRef p = ptr0(c), i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef over[2] = {LLVMTypeOf(e->base), p};
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, over, 2);
  LLVMTypeRef fty = LLVMIntrinsicGetType(ctx, id, over, 2);
  LLVMValueRef args[5] = {e->is_var ? e->base : LLVMGetPoison(LLVMTypeOf(e->base)),
                          (LLVMValueRef)gv, LLVMGetPoison(p), LLVMGetPoison(i32), LLVMGetPoison(p)};
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMValueRef next = LLVMGetNextInstruction(e->inst);
  while (next && LLVMIsAPHINode(next))
    next = LLVMGetNextInstruction(next);
  if (next)
    LLVMPositionBuilderBefore(b, next);
  else
    LLVMPositionBuilderAtEnd(b, LLVMGetInstructionParent(e->inst));
  LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, 5, "");
  LLVMDisposeBuilder(b);
  if (!e->is_var) {
    /* Later uses see the annotated pointer; the call itself keeps the base. */
    LLVMReplaceAllUsesWith(e->base, call);
    LLVMSetOperand(call, 0, e->base);
    e->base = call;
  }
  e->inst = call;
  return 0;
}

/* An alloca, or a cast of one: llvm.var.annotation (static memory). */
static int is_static(LLVMValueRef v) {
  for (int depth = 0; v && depth < 16; depth++) {
    if (LLVMIsAAllocaInst(v))
      return 1;
    if (!LLVMIsABitCastInst(v) && !LLVMIsAAddrSpaceCastInst(v))
      return 0;
    v = LLVMGetOperand(v, 0);
  }
  return 0;
}

static int emit_entry(void *user, const char *s) {
  emit_ctx *e = user;
  return e->global ? emit_global_entry(e, s) : emit_call(e, s);
}

/* Module order of a target's decorations (the core may hand them over in
 * another order): insertion sort, the lists are short. */
static void sort_by_offset(ann_dec *d, size_t n) {
  for (size_t i = 1; i < n; i++) {
    ann_dec x = d[i];
    size_t j = i;
    for (; j > 0 && d[j - 1].word_offset > x.word_offset; j--)
      d[j] = d[j - 1];
    d[j] = x;
  }
}

/* The member @p m of alloca @p a: an in-bounds GEP right after it. */
static LLVMValueRef member_gep(lspv_rev_ctx *c, LLVMValueRef a, LLVMTypeRef st, uint32_t m) {
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMValueRef next = LLVMGetNextInstruction(a);
  if (next)
    LLVMPositionBuilderBefore(b, next);
  else
    LLVMPositionBuilderAtEnd(b, LLVMGetInstructionParent(a));
  LLVMValueRef idx[2] = {LLVMConstInt(i32, 0, 0), LLVMConstInt(i32, m, 0)};
  LLVMValueRef gep = LLVMBuildInBoundsGEP2(b, st, a, idx, 2, "");
  LLVMDisposeBuilder(b);
  return gep;
}

/* UserSemantic on a struct member, as llvm-spirv reads it: every alloca of
 * the struct gets llvm.ptr.annotation of that member's address, right
 * after it, in the order of the decorations. */
static lspv_status rev_member_annotations(lspv_rev_ctx *c, rev_state *st) {
  for (size_t i = 0; i < st->nmembers; i++) {
    const rev_member *m = &st->members[i];
    LLVMTypeRef ty = lspv_rev_type(c, m->struct_id);
    if (!ty || LLVMGetTypeKind(ty) != LLVMStructTypeKind ||
        m->member >= LLVMCountStructElementTypes(ty))
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", m->dec.word_offset,
                            "a member decoration of id %u, not a struct with member %u",
                            m->struct_id, m->member);
    for (LLVMValueRef f = LLVMGetFirstFunction(lspv_rev_module(c)); f; f = LLVMGetNextFunction(f))
      for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
          if (!LLVMIsAAllocaInst(in) || LLVMGetAllocatedType(in) != ty)
            continue;
          LLVMValueRef gep = member_gep(c, in, ty, m->member);
          emit_ctx e = {c, st, gep, gep, 0, NULL};
          if (ann_strings(c, &m->dec, 1, emit_entry, &e))
            return rev_oom(c);
          in = e.inst; /* past the GEP and its annotation */
        }
  }
  return LSPV_SUCCESS;
}

static lspv_status rev_module_end(lspv_rev_ctx *c) {
  rev_state *st = rev_state_of(c);
  if (!st)
    return rev_oom(c);
  lspv_status ms = rev_member_annotations(c, st);
  if (ms)
    return ms;
  for (size_t i = 0; i < st->n; i++) {
    rev_target *t = &st->t[i];
    emit_ctx e = {c, st, NULL, NULL, 0, NULL};
    size_t n = t->n;
    sort_by_offset(t->decs, n);
    if (LLVMIsAFunction(t->v)) {
      /* Only UserSemantic on functions (llvm-spirv's transUserSemantic). */
      size_t k = 0;
      for (size_t j = 0; j < n; j++)
        if (t->decs[j].dec[0] == SPV_Decoration_UserSemantic)
          t->decs[k++] = t->decs[j];
      n = k;
      e.global = t->v;
    } else if (LLVMIsAGlobalVariable(t->v)) {
      e.global = t->v;
    } else if (LLVMIsAInstruction(t->v) &&
               LLVMGetTypeKind(LLVMTypeOf(t->v)) == LLVMPointerTypeKind) {
      e.inst = e.base = t->v;
      e.is_var = is_static(t->v);
    } else {
      continue; /* parameters, non-pointer values: no annotation form */
    }
    if (ann_strings(c, t->decs, n, emit_entry, &e))
      return rev_oom(c);
  }
  if (!st->nglobals)
    return LSPV_SUCCESS;
  LLVMTypeRef ety = LLVMTypeOf(st->globals[0]);
  LLVMValueRef arr = LLVMConstArray2(ety, st->globals, st->nglobals);
  LLVMValueRef ga = LLVMAddGlobal(lspv_rev_module(c), LLVMTypeOf(arr), "llvm.global.annotations");
  LLVMSetInitializer(ga, arr);
  LLVMSetLinkage(ga, LLVMAppendingLinkage);
  LLVMSetSection(ga, "llvm.metadata");
  return LSPV_SUCCESS;
}

/* OpFPGARegINTEL -> llvm.annotation (integers, floats through an integer of
 * their width) or llvm.ptr.annotation (pointers) with "__builtin_intel_fpga_reg". */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpFPGARegINTEL needs one operand");
  rev_state *st = rev_state_of(c);
  LLVMValueRef v = lspv_rev_value(c, in->operands[2]);
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  if (!st || !v || !ty)
    return st ? LSPV_ERROR_INVALID_INPUT : rev_oom(c);
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMBuilderRef b = lspv_rev_builder(c);
  LLVMTypeKind k = LLVMGetTypeKind(ty);
  int is_ptr = k == LLVMPointerTypeKind;
  LLVMTypeRef p = ptr0(c), i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef aty = ty;
  LLVMValueRef arg = v;
  if (k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind) {
    aty = LLVMIntTypeInContext(ctx, k == LLVMHalfTypeKind ? 16 : k == LLVMFloatTypeKind ? 32 : 64);
    arg = LLVMBuildBitCast(b, v, aty, "");
  } else if (k != LLVMIntegerTypeKind && !is_ptr) {
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "OpFPGARegINTEL of this type has no LLVM form");
  }
  /* One string global per instruction, as llvm-spirv writes them. */
  LLVMValueRef gv = string_global(c, FPGA_REG_STRING, 0);
  const char *iname = is_ptr ? "llvm.ptr.annotation" : "llvm.annotation";
  unsigned id = LLVMLookupIntrinsicID(iname, strlen(iname));
  LLVMTypeRef over[2] = {aty, p};
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, over, 2);
  LLVMTypeRef fty = LLVMIntrinsicGetType(ctx, id, over, 2);
  LLVMValueRef args[5] = {arg, gv, LLVMGetPoison(p), LLVMGetPoison(i32), LLVMGetPoison(p)};
  LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, is_ptr ? 5 : 4, "");
  if (aty != ty)
    call = LLVMBuildBitCast(b, call, ty, "");
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker rules -------------------------------------------------------------*/

/* OpFPGARegINTEL: the result type is the operand's type (extension spec). */
static lspv_status check_fpga_reg(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands != 3)
    return lspv_check_report(c, in, "InvalidInstruction", "OpFPGARegINTEL needs one operand");
  lspv_spv_inst def;
  if (!lspv_check_def(c, in->operands[2], &def) && def.type_id && def.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpFPGARegINTEL's result type must be its operand's type");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"OpFPGARegINTEL: the result type is the operand's", SPV_OpFPGARegINTEL, check_fpga_reg, NULL,
     0},
};

static const char *const extensions[] = {"SPV_INTEL_fpga_memory_attributes",
                                         "SPV_INTEL_fpga_memory_accesses",
                                         "SPV_INTEL_fpga_buffer_location",
                                         "SPV_INTEL_fpga_latency_control",
                                         "SPV_INTEL_cache_controls",
                                         FPGA_REG,
                                         NULL};
static const uint32_t opcodes[] = {SPV_OpFPGARegINTEL, 0};

const lspv_plugin lspv_plugin_annotations = {
    LSPV_PLUGIN_HEADER,
    .name = "annotations",
    .extensions = extensions,
    .opcodes = opcodes,
    .decorations = ann_claimed_decorations,
    .rev_member_decoration = rev_member_decoration,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .fwd_module_end = fwd_module_end,
    .rev_instruction = rev_instruction,
    .rev_decoration = rev_decoration,
    .rev_module_end = rev_module_end,
};
