/*===-- ext/debuginfo_fwd.c - debug info, forward: module and bodies -----===*\
|*                                                                            *|
|* A module with a compile unit (!llvm.dbg.cu) imports OpenCL.DebugInfo.100; *|
|* at module begin every compile unit, before the first body every          *|
|* definition's subprogram, at module end the rest (enums, retained types,   *|
|* imported entities, declarations, global variables) become extended        *|
|* instructions (debuginfo_fwd_types.c).  In bodies,                         *|
|* before each instruction: its debug records become DebugDeclare /          *|
|* DebugValue, and a change of scope or line emits DebugScope / OpLine       *|
|* (DebugNoScope / OpNoLine where an instruction has no location).  Both     *|
|* end with their block (SPIR-V 3.2, OpLine), so a new block starts afresh.  *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "ext/debuginfo.h"
#include "llvm-shim/llvm_shim_di.h"

static void *fwd_alloc(void *c, size_t size) { return lspv_fwd_alloc(c, size); }

static di_fwd *state(lspv_fwd_ctx *c) { return *lspv_fwd_plugin_state(c); }

static lspv_status oom(lspv_fwd_ctx *c) {
  return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", NULL, "out of memory");
}

static lspv_status done(di_fwd *d) { return d->failed ? oom(d->c) : LSPV_SUCCESS; }

/* Each defined or declared function with a subprogram, so a DebugFunction
 * can name its OpFunction. */
static lspv_status map_functions(di_fwd *d, LLVMModuleRef m) {
  size_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    n += LLVMGetSubprogram(f) != NULL;
  d->fns = n ? lspv_fwd_alloc(d->c, n * sizeof *d->fns) : NULL;
  if (n && !d->fns)
    return oom(d->c);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    if (!sp || LLVMIsDeclaration(f))
      continue;
    d->fns[d->nfns++] = f;
    if (!di_map_put(&d->fn_of_sp, sp, (uint32_t)d->nfns))
      return oom(d->c);
  }
  return LSPV_SUCCESS;
}

/* Which elements of a tuple emit_tuple writes. */
typedef enum { TUPLE_ALL, TUPLE_SUBPROGRAMS, TUPLE_OTHERS } tuple_part;

static void emit_tuple_part(di_fwd *d, LLVMMetadataRef tuple, tuple_part part) {
  unsigned n = lspv_shim_di_tuple(tuple, NULL, 0);
  LLVMMetadataRef *el = n ? lspv_fwd_alloc(d->c, n * sizeof *el) : NULL;
  if (n && !el) {
    d->failed = true;
    return;
  }
  lspv_shim_di_tuple(tuple, el, n);
  for (unsigned i = 0; i < n; i++) {
    if (!el[i] || LLVMGetMetadataKind(el[i]) == LLVMDIGlobalVariableExpressionMetadataKind)
      continue;
    bool sp = LLVMGetMetadataKind(el[i]) == LLVMDISubprogramMetadataKind;
    if (part == TUPLE_ALL || sp == (part == TUPLE_SUBPROGRAMS))
      di_fwd_node(d, el[i]);
  }
}

static void emit_tuple(di_fwd *d, LLVMMetadataRef tuple) { emit_tuple_part(d, tuple, TUPLE_ALL); }

/* The "Dwarf Version" module flag; 4 (what llc assumes) when absent. */
static unsigned dwarf_version(LLVMModuleRef m) {
  LLVMMetadataRef md = LLVMGetModuleFlag(m, "Dwarf Version", 13);
  LLVMValueRef v = md ? LLVMMetadataAsValue(LLVMGetModuleContext(m), md) : NULL;
  LLVMValueRef k = v && LLVMIsAValueAsMetadata(v) ? LLVMGetOperand(v, 0) : NULL;
  return k && LLVMIsAConstantInt(k) ? (unsigned)LLVMConstIntGetZExtValue(k) : 4;
}

#define OCL_SET "OpenCL.DebugInfo.100"
#define LEGACY_SET "SPIRV.debug"
#define NS_SET "NonSemantic.Shader.DebugInfo.100"
#define NS200_SET "NonSemantic.Shader.DebugInfo.200"

/* --spirv-debug-info-version -> the set written (the driver refuses a value
 * outside these before any translation; a library caller gets the error). */
static const struct {
  const char *option, *set;
  bool ns, v200;
} sets[] = {
    {"ocl-100", OCL_SET, false, false},
    {"legacy", LEGACY_SET, false, false}, /* OpenCL.DebugInfo.100's instructions */
    {"nonsemantic-shader-100", NS_SET, true, false},
    {"nonsemantic-shader-200", NS200_SET, true, true},
};

static lspv_status choose_set(di_fwd *d, const char **set) {
  const char *v = lspv_fwd_option(d->c, "spirv-debug-info-version");
  for (size_t i = 0; i < sizeof sets / sizeof *sets; i++)
    if (!v || !strcmp(v, sets[i].option)) {
      *set = sets[i].set;
      d->ns = sets[i].ns, d->v200 = sets[i].v200;
      return d->ns ? lspv_fwd_require_implied_extension(d->c, "SPV_KHR_non_semantic_info")
                   : LSPV_SUCCESS;
    }
  return lspv_fwd_error(d->c, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument", NULL,
                        "unknown --spirv-debug-info-version '%s'", v);
}

static lspv_status module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  unsigned ncu = LLVMGetNamedMetadataNumOperands(m, "llvm.dbg.cu");
  if (!ncu)
    return LSPV_SUCCESS; /* no debug info: nothing to do, no set imported */
  di_fwd *d = lspv_fwd_alloc(c, sizeof *d);
  LLVMValueRef *cus = lspv_fwd_alloc(c, ncu * sizeof *cus);
  if (!d || !cus)
    return oom(c);
  memset(d, 0, sizeof *d);
  *lspv_fwd_plugin_state(c) = d;
  d->c = c;
  d->module = m;
  di_map_init(&d->ids, fwd_alloc, c);
  di_map_init(&d->fn_of_sp, fwd_alloc, c);
  di_map_init(&d->files, fwd_alloc, c);
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  d->i32 = LLVMInt32TypeInContext(ctx);
  d->i64 = LLVMInt64TypeInContext(ctx);
  const char *set = OCL_SET;
  const char *extra = lspv_fwd_option(c, "spirv-allow-extra-diexpressions");
  d->extra_ops = extra && strcmp(extra, "0") != 0;
  lspv_status s = choose_set(d, &set);
  if (s)
    return s;
  d->set = lspv_fwd_ext_inst_import(c, set);
  d->void_ty = lspv_fwd_void_type(c);
  d->none = lspv_fwd_new_id(c); /* written after the units, as llvm-spirv does */
  LLVMGetNamedMetadataOperands(m, "llvm.dbg.cu", cus);
  d->cu = LLVMValueAsMetadata(cus[0]);
  d->dwarf_version = dwarf_version(m);
  di_map_init(&d->pending, fwd_alloc, c);
  di_map_init(&d->queued, fwd_alloc, c);
  di_map_init(&d->late, fwd_alloc, c);
  di_map_init(&d->decl_ids, fwd_alloc, c);
  di_map_init(&d->member_of, fwd_alloc, c);
  di_map_init(&d->member_tag, fwd_alloc, c);
  di_map_init(&d->sources, fwd_alloc, c);
  di_map_init(&d->deref_exprs, fwd_alloc, c);
  di_map_init(&d->vectors, fwd_alloc, c);
  di_map_init(&d->warned, fwd_alloc, c);
  di_map_init(&d->hashing, fwd_alloc, c);
  di_map_init(&d->orphan_head, fwd_alloc, c);
  di_map_init(&d->orphan_tail, fwd_alloc, c);
  di_map_init(&d->orphan_seen, fwd_alloc, c);
  lspv_status st = map_functions(d, m);
  /* the compile units first, in their order, before any record of a body
   * names a type or subprogram of theirs (as llvm-spirv writes them) */
  for (unsigned i = 0; i < ncu && !st; i++)
    di_fwd_node(d, LLVMValueAsMetadata(cus[i]));
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, d->none, DI_InfoNone, NULL, 0);
  return st ? st : done(d);
}

/* NonSemantic: DebugEntryPoint for each kernel and main subprogram, with
 * its compile unit's producer and flags. */
static void entry_point(di_fwd *d, LLVMValueRef f) {
  LLVMMetadataRef sp = LLVMGetSubprogram(f);
  int64_t spflags = 0;
  if (!sp || LLVMIsDeclaration(f))
    return;
  lspv_shim_di_int(sp, LSPV_DI_SP_FLAGS, &spflags);
  if (LLVMGetFunctionCallConv(f) != LLVMSPIRKERNELCallConv && !(spflags & (1 << 8) /* main */))
    return;
  LLVMMetadataRef cu = lspv_shim_di_ref(sp, LSPV_DI_UNIT);
  size_t pl, fl;
  const char *producer = lspv_shim_di_str(cu, LSPV_DI_PRODUCER, &pl);
  const char *flags = lspv_shim_di_str(cu, LSPV_DI_CU_FLAGS, &fl);
  uint32_t ops[4] = {di_fwd_node(d, sp), di_fwd_node(d, cu ? cu : d->cu),
                     di_fwd_str(d, producer, pl), di_fwd_str(d, flags, fl)};
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, lspv_fwd_new_id(d->c), DI_EntryPoint, ops, 4);
}

/* OpenCL.DebugInfo.100's DebugCompilationUnit has no producer: it goes to
 * an OpModuleProcessed "Debug info producer: <producer>", as llvm-spirv
 * writes it (the non-semantic sets carry it in DebugEntryPoint, and .200 in
 * the unit itself).  OpModuleProcessed needs SPIR-V 1.1: the module is
 * raised to it, as llvm-spirv does, unless --spirv-max-version is 1.0 (then
 * the producer is left out: llvm-spirv writes it into 1.0, which spirv-val
 * refuses). */
static void producer(di_fwd *d, LLVMMetadataRef cu) {
  if (lspv_fwd_max_version(d->c) < 0x00010100u ||
      lspv_fwd_require_version(d->c, 1, 1, "OpModuleProcessed (debug info producer)"))
    return;
  size_t pl = 0;
  const char *p = lspv_shim_di_str(cu, LSPV_DI_PRODUCER, &pl);
  size_t n = sizeof DI_PRODUCER_PREFIX - 1;
  char *s = lspv_fwd_alloc(d->c, n + pl + 1);
  if (!s) {
    d->failed = true;
    return;
  }
  memcpy(s, DI_PRODUCER_PREFIX, n);
  if (pl)
    memcpy(s + n, p, pl);
  s[n + pl] = 0;
  lspv_fwd_emit_with_string(d->c, LSPV_EMIT_MODULE_PROCESSED, SPV_OpModuleProcessed, NULL, 0, s);
}

/* What no body referenced, at module end (the core numbers functions after
 * module begin): every compile unit with its enums and imported entities,
 * the definitions' subprograms and the nodes they retain; then the
 * subprograms of declarations, the unit's retained ones and those of
 * function declarations (clang -O2 attaches them to called builtins):
 * reverse retains them all (it may not give them back their functions)
 * and attaches them to the declarations it makes, so they come after what
 * may name them, whichever way they were reached. */
typedef struct {
  uint32_t id;
  LLVMMetadataRef sp;
} sp_by_id;

static int sp_by_id_cmp(const void *a, const void *b) {
  uint32_t x = ((const sp_by_id *)a)->id, y = ((const sp_by_id *)b)->id;
  return (x > y) - (x < y);
}

/* The subprogram of local scope @p s (NULL for none). */
static LLVMMetadataRef subprogram_of(LLVMMetadataRef s) {
  for (int depth = 0; s && depth < 64; depth++) {
    LLVMMetadataKind k = LLVMGetMetadataKind(s);
    if (k == LLVMDISubprogramMetadataKind)
      return s;
    if (k != LLVMDILexicalBlockMetadataKind && k != LLVMDILexicalBlockFileMetadataKind)
      return NULL;
    s = lspv_shim_di_ref(s, LSPV_DI_SCOPE);
  }
  return NULL;
}

bool di_fwd_grow(di_fwd *d, void **v, size_t n, size_t *cap, size_t size) {
  if (n < *cap)
    return true;
  size_t ncap = *cap ? *cap * 2 : 16;
  void *nv = lspv_fwd_alloc(d->c, ncap * size);
  if (!nv) {
    d->failed = true;
    return false;
  }
  if (n)
    memcpy(nv, *v, n * size);
  *v = nv, *cap = ncap;
  return true;
}

/* Variable @p var of a dropped record: written later, with the nodes its
 * subprogram retains (emit_orphans). */
static void add_orphan(di_fwd *d, LLVMMetadataRef var) {
  uint32_t k;
  if (di_map_get(&d->ids, var, &k) || di_map_get(&d->orphan_seen, var, &k))
    return;
  if (!di_fwd_grow(d, (void **)&d->orphans, d->norphans, &d->orphans_cap, sizeof *d->orphans))
    return;
  LLVMMetadataRef sp = subprogram_of(lspv_shim_di_ref(var, LSPV_DI_SCOPE));
  uint32_t at = (uint32_t)++d->norphans;
  d->orphans[at - 1].var = var, d->orphans[at - 1].sp = sp, d->orphans[at - 1].next = 0;
  if (di_map_get(&d->orphan_tail, sp ? sp : (void *)d, &k))
    d->orphans[k - 1].next = at;
  else if (!di_map_put(&d->orphan_head, sp ? sp : (void *)d, at))
    d->failed = true;
  if (!di_map_put(&d->orphan_tail, sp ? sp : (void *)d, at) || !di_map_put(&d->orphan_seen, var, 1))
    d->failed = true;
}

/* The variables of dropped records whose subprogram is @p sp (NULL: all
 * those still unwritten). */
static void emit_orphans(di_fwd *d, LLVMMetadataRef sp) {
  uint32_t k = 0;
  if (!sp) {
    for (size_t i = 0; i < d->norphans; i++)
      di_fwd_node(d, d->orphans[i].var);
    return;
  }
  if (!di_map_get(&d->orphan_head, sp, &k))
    return;
  for (; k; k = d->orphans[k - 1].next)
    di_fwd_node(d, d->orphans[k - 1].var);
}

/* The variables subprograms retain (inlined ones' too), then those of
 * their dropped records: every subprogram met so far is in the id map; a
 * snapshot of them is walked in id order (the order they were written: the
 * map's own order follows addresses, which differ from run to run) until
 * no new node appears. */
static void emit_retained_nodes(di_fwd *d) {
  for (size_t before = 0, round = 0; before != d->ids.n && round < 8 && !d->failed; round++) {
    before = d->ids.n;
    size_t cap = d->ids.cap, n = 0;
    sp_by_id *sps = lspv_fwd_alloc(d->c, (cap ? cap : 1) * sizeof *sps);
    if (!sps) {
      d->failed = true;
      return;
    }
    for (size_t i = 0; i < cap; i++)
      if (d->ids.keys[i] &&
          LLVMGetMetadataKind((LLVMMetadataRef)d->ids.keys[i]) == LLVMDISubprogramMetadataKind)
        sps[n++] = (sp_by_id){d->ids.vals[i], (LLVMMetadataRef)d->ids.keys[i]};
    qsort(sps, n, sizeof *sps, sp_by_id_cmp);
    for (size_t i = 0; i < n; i++) {
      emit_tuple(d, lspv_shim_di_ref(sps[i].sp, LSPV_DI_RETAINED));
      emit_orphans(d, sps[i].sp);
    }
  }
}

static void emit_units(di_fwd *d, LLVMModuleRef m, LLVMValueRef *cus, unsigned ncu) {
  for (unsigned i = 0; i < ncu; i++) {
    LLVMMetadataRef cu = LLVMValueAsMetadata(cus[i]);
    di_fwd_node(d, cu);
    if (!d->ns)
      producer(d, cu);
    emit_tuple(d, lspv_shim_di_ref(cu, LSPV_DI_ENUMS));
    emit_tuple(d, lspv_shim_di_ref(cu, LSPV_DI_IMPORTED));
  }
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (LLVMGetSubprogram(f) && !LLVMIsDeclaration(f))
      di_fwd_node(d, LLVMGetSubprogram(f));
  emit_retained_nodes(d);
}

static void emit_declarations(di_fwd *d, LLVMModuleRef m, LLVMValueRef *cus, unsigned ncu) {
  for (unsigned i = 0; i < ncu; i++)
    emit_tuple_part(d, lspv_shim_di_ref(LLVMValueAsMetadata(cus[i]), LSPV_DI_RETAINED),
                    TUPLE_SUBPROGRAMS);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (LLVMGetSubprogram(f) && LLVMIsDeclaration(f))
      di_fwd_node(d, LLVMGetSubprogram(f));
  emit_retained_nodes(d);
  emit_orphans(d, NULL); /* of subprograms nothing else names */
}

/* The global variables: DebugGlobalVariable for each !dbg attachment of a
 * global, and for the compile units' variables that no global carries
 * (optimized away: Variable is DebugInfoNone, or the OpConstant of the
 * value when the expression is DW_OP_constu N, DW_OP_stack_value: spirv-val
 * takes an OpVariable, a constant or DebugInfoNone there, no
 * DebugExpression; reverse reads a constant back as that expression). */
enum { DW_OP_constu = 0x10, DW_OP_stack_value = 0x9f };

static uint32_t global_location(di_fwd *d, LLVMMetadataRef gve, LLVMValueRef gv) {
  /* Variable is an OpVariable (SPIR-V's, and spirv-val's rule): a global
   * under SPV_KHR_untyped_pointers (an OpUntypedVariableKHR) is described
   * as without storage (llvm-spirv names it there, which spirv-val
   * refuses); the record stays in its unit's globals */
  if (gv && lspv_fwd_untyped_pointer_type(d->c, lspv_fwd_value_type(d->c, gv)))
    return d->none;
  if (gv)
    return lspv_fwd_value(d->c, gv);
  LLVMMetadataRef expr = lspv_shim_di_ref(gve, LSPV_DI_EXPRESSION);
  uint64_t el[3];
  if (!expr || lspv_shim_di_expr(expr, el, 3) != 3 || el[0] != DW_OP_constu ||
      el[2] != DW_OP_stack_value)
    return d->none;
  return di_fwd_const(d, el[1]);
}

static void global_variable(di_fwd *d, LLVMMetadataRef gve, LLVMValueRef gv) {
  LLVMMetadataRef var = lspv_shim_di_ref(gve, LSPV_DI_VARIABLE);
  uint32_t id;
  if (!var || di_map_get(&d->ids, var, &id))
    return;
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->ids, var, id)) {
    d->failed = true;
    return;
  }
  size_t nl, ll;
  const char *name = lspv_shim_di_str(var, LSPV_DI_NAME, &nl);
  const char *link = lspv_shim_di_str(var, LSPV_DI_LINKAGE_NAME, &ll);
  int64_t local, def, line;
  lspv_shim_di_int(var, LSPV_DI_LOCAL, &local);
  lspv_shim_di_int(var, LSPV_DI_DEFINITION, &def);
  lspv_shim_di_int(var, LSPV_DI_LINE, &line);
  LLVMMetadataRef file = lspv_shim_di_ref(var, LSPV_DI_FILE);
  LLVMMetadataRef decl = lspv_shim_di_ref(var, LSPV_DI_DECLARATION);
  uint32_t ops[10] = {
      di_fwd_str(d, name, nl),
      di_fwd_node(d, lspv_shim_di_ref(var, LSPV_DI_TYPE)),
      di_fwd_node(d, file ? file : lspv_shim_di_ref(d->cu, LSPV_DI_FILE)),
      di_fwd_lit(d, (uint32_t)line),
      di_fwd_lit(d, 0),
      di_fwd_parent(d, var),
      di_fwd_str(d, link, ll),
      global_location(d, gve, gv),
      di_fwd_lit(d, (local ? 0x4u : 0) | (def ? 0x8u : 0)),
      decl ? di_fwd_node(d, decl) : 0,
  };
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_GlobalVariable, ops, decl ? 10 : 9);
}

/* The variables of the globals the records can name (@p named), or of the
 * others, in the globals' order. */
static void globals_variables(di_fwd *d, LLVMModuleRef m, bool named) {
  unsigned dbg = LLVMGetMDKindIDInContext(LLVMGetModuleContext(m), "dbg", 3);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    if (named != !lspv_fwd_untyped_pointer_type(d->c, lspv_fwd_value_type(d->c, g)))
      continue;
    size_t n = 0;
    LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(g, &n);
    for (size_t i = 0; i < n; i++)
      if (LLVMValueMetadataEntriesGetKind(md, (unsigned)i) == dbg)
        global_variable(d, LLVMValueMetadataEntriesGetMetadata(md, (unsigned)i), g);
    if (md)
      LLVMDisposeValueMetadataEntries(md);
  }
}

static lspv_status module_end(lspv_fwd_ctx *c, LLVMModuleRef m) {
  di_fwd *d = state(c);
  if (!d)
    return LSPV_SUCCESS;
  /* a variable whose global the record cannot name (global_location)
   * waits for the units' variables no global carries: reverse reads it as
   * one of those */
  globals_variables(d, m, true);
  unsigned ncu = LLVMGetNamedMetadataNumOperands(m, "llvm.dbg.cu");
  LLVMValueRef *cus = lspv_fwd_alloc(c, ncu * sizeof *cus);
  if (!cus)
    return oom(c);
  LLVMGetNamedMetadataOperands(m, "llvm.dbg.cu", cus);
  emit_units(d, m, cus, ncu);
  emit_declarations(d, m, cus, ncu);
  for (unsigned i = 0; i < ncu; i++) {
    LLVMMetadataRef gl = lspv_shim_di_ref(LLVMValueAsMetadata(cus[i]), LSPV_DI_GLOBALS);
    unsigned n = lspv_shim_di_tuple(gl, NULL, 0);
    LLVMMetadataRef *el = n ? lspv_fwd_alloc(c, n * sizeof *el) : NULL;
    if (n && !el)
      return oom(c);
    lspv_shim_di_tuple(gl, el, n);
    for (unsigned k = 0; k < n; k++)
      global_variable(d, el[k], NULL);
  }
  globals_variables(d, m, false);
  /* the retained types last: one another record names is written where it
   * is first named, as if the unit did not retain it (reverse retains the
   * types no record names, in the module's order) */
  for (unsigned i = 0; i < ncu; i++)
    emit_tuple_part(d, lspv_shim_di_ref(LLVMValueAsMetadata(cus[i]), LSPV_DI_RETAINED),
                    TUPLE_OTHERS);
  di_fwd_flush_late(d);
  /* the entry points last, after every record they might name, as
   * llvm-spirv writes them */
  if (d->ns)
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
      entry_point(d, f);
  return done(d);
}

/* ---- bodies -------------------------------------------------------------------*/
/* The location @p loc into @p where, @p st the scope and line in force
 * there: DebugScope / OpLine (DebugLine) where they change, DebugNoScope /
 * OpNoLine (DebugNoLine) where there is none. */
static void emit_location_at(di_fwd *d, LLVMMetadataRef loc, di_loc_state *st,
                             lspv_emit_place where) {
  if (!loc) {
    if (st->has_line && d->ns)
      di_fwd_emit(d, where, lspv_fwd_new_id(d->c), DI_NoLine, NULL, 0);
    else if (st->has_line)
      lspv_fwd_emit(d->c, where, SPV_OpNoLine, NULL, 0);
    if (st->in_scope)
      di_fwd_emit(d, where, lspv_fwd_new_id(d->c), DI_NoScope, NULL, 0);
    st->has_line = st->in_scope = false;
    st->scope = st->inlined_at = NULL;
    return;
  }
  LLVMMetadataRef scope = LLVMDILocationGetScope(loc), inl = LLVMDILocationGetInlinedAt(loc);
  if (!st->in_scope || scope != st->scope || inl != st->inlined_at) {
    uint32_t ops[2] = {di_fwd_node(d, scope), inl ? di_fwd_node(d, inl) : 0};
    di_fwd_emit(d, where, lspv_fwd_new_id(d->c), DI_Scope, ops, inl ? 2 : 1);
    st->scope = scope, st->inlined_at = inl, st->in_scope = true;
  }
  LLVMMetadataRef file = lspv_shim_di_ref(scope, LSPV_DI_FILE);
  /* OpLine names the file's string, DebugLine its DebugSource; a scope
   * without a file has the unit's, as its record names (reverse gives the
   * scope that file) */
  if (!file)
    file = lspv_shim_di_ref(d->cu, LSPV_DI_FILE);
  uint32_t f = d->ns  ? di_fwd_node(d, file)
               : file ? di_fwd_file_string(d, file)
                      : di_fwd_str(d, "", 0);
  uint32_t line = LLVMDILocationGetLine(loc), col = LLVMDILocationGetColumn(loc);
  if (st->has_line && st->file == f && st->line == line && st->col == col)
    return;
  if (d->ns && !line) {
    /* line 0 (no source line) has no DebugLine: lines start at 1 */
    if (st->has_line)
      di_fwd_emit(d, where, lspv_fwd_new_id(d->c), DI_NoLine, NULL, 0);
    st->has_line = false;
    return;
  }
  if (d->ns) {
    /* a location is a point: it ends one column after its start (as
     * llvm-spirv writes it; reverse reads the start) */
    uint32_t l = di_fwd_lit(d, line), k = di_fwd_lit(d, col), e = di_fwd_lit(d, col + 1);
    uint32_t ops[5] = {f, l, l, k, e};
    di_fwd_emit(d, where, lspv_fwd_new_id(d->c), DI_Line, ops, 5);
  } else {
    uint32_t ops[3] = {f, line, col};
    lspv_fwd_emit(d->c, where, SPV_OpLine, ops, 3);
  }
  st->file = f, st->line = line, st->col = col, st->has_line = true;
}

/* The location of an instruction or record in the body.  An instruction
 * may write nothing (a call folded into a constant, a no-op cast): the
 * DebugScope / line written for it then stands before no instruction, and
 * the next location replaces it (as llvm-spirv writes lines only for what
 * it translates). */
static void emit_location(di_fwd *d, LLVMMetadataRef loc) {
  size_t at = lspv_fwd_body_size(d->c);
  if (d->loc_to && at == d->loc_to && d->loc_bb == d->bb) {
    lspv_fwd_body_truncate(d->c, d->loc_from);
    d->loc = d->loc_before;
    at = d->loc_from;
  }
  di_loc_state before = d->loc;
  emit_location_at(d, loc, &d->loc, LSPV_EMIT_FUNCTION);
  size_t end = lspv_fwd_body_size(d->c);
  d->loc_to = end != at ? end : 0;
  d->loc_from = at, d->loc_bb = d->bb, d->loc_before = before;
}

/* Whether the location of record @p r (@p n values, a DIArgList when more
 * than one) can be written as one Value: DebugValue has one, and its
 * expression names it as DW_OP_LLVM_arg 0, 1...  An argument list of one
 * value repeated can, where the set carries DW_OP_LLVM_arg (the
 * non-semantic sets with .200's operations; reverse rebuilds the list from
 * the highest argument index). */
static bool one_location(di_fwd *d, LLVMDbgRecordRef r, unsigned n) {
  if (n <= 1)
    return true;
  if (!d->ns || (!d->v200 && !d->extra_ops))
    return false;
  LLVMValueRef v0 = LLVMDbgVariableRecordGetValue(r, 0);
  for (unsigned i = 1; i < n; i++)
    if (LLVMDbgVariableRecordGetValue(r, i) != v0)
      return false;
  return true;
}

/* Whether a #dbg_declare of @p v is written as the DebugValue of what it
 * points to: DebugDeclare takes only a variable (Variable must be an
 * OpVariable or, in the set, an OpFunctionParameter); another address (a
 * GEP, a load), an OpUntypedVariableKHR (SPV_KHR_untyped_pointers) or a
 * variable-length array (OpVariableLengthArrayINTEL) is not one:
 * llvm-spirv names them anyway and spirv-val refuses that. */
static bool declare_as_value(di_fwd *d, LLVMValueRef v) {
  return (!LLVMIsAAllocaInst(v) && !LLVMIsAArgument(v) && !LLVMIsAGlobalVariable(v)) ||
         (LLVMIsAAllocaInst(v) && !LLVMIsAConstantInt(LLVMGetOperand(v, 0))) ||
         (!LLVMIsAArgument(v) && lspv_fwd_untyped_pointer_type(d->c, lspv_fwd_value_type(d->c, v)));
}

/* #dbg_declare / #dbg_value / #dbg_assign -> DebugDeclare / DebugValue.  A
 * record whose value is unknown there (a killed location, an argument list
 * of several values, an expression the set cannot write) is a DebugValue
 * of OpUndef with an empty expression: the value with part of its
 * expression, or one of several values, would be a wrong location.  A
 * #dbg_declare without an address, or of an undefined or null one (a
 * variable without storage: llvm-spirv's DebugDeclare of DebugInfoNone,
 * which spirv-val refuses), says nothing: it is dropped, its variable
 * stays but is written with those its subprogram retains, where reverse
 * (which retains every variable) puts it. */
static void emit_record(di_fwd *d, LLVMDbgRecordRef r) {
  LLVMDbgRecordKind k = LLVMDbgRecordGetKind(r);
  if (k == LLVMDbgRecordLabel)
    return; /* DILabel: the set has no instruction for it (dropped) */
  LLVMMetadataRef var = LLVMDbgVariableRecordGetVariable(r);
  LLVMMetadataRef expr = LLVMDbgVariableRecordGetExpression(r);
  if (!var)
    return;
  unsigned nlocs = lspv_shim_di_record_nlocs(r);
  LLVMValueRef v = nlocs ? LLVMDbgVariableRecordGetValue(r, 0) : NULL;
  bool has_value = v && LLVMGetValueKind(v) != LLVMMetadataAsValueValueKind;
  bool declare = k == LLVMDbgRecordDeclare;
  if (declare && (!has_value || !one_location(d, r, nlocs) || LLVMIsUndef(v) || LLVMIsPoison(v) ||
                  LLVMIsAConstantPointerNull(v))) {
    add_orphan(d, var);
    return;
  }
  if (declare && declare_as_value(d, v) && expr && !di_fwd_expr_fits(d, expr)) {
    di_fwd_expr_warn(d, expr); /* dropped: outside the set */
    add_orphan(d, var);
    return;
  }
  di_fwd_node(d, var); /* the variable stays even when its record cannot */
  emit_location(d, LLVMDbgRecordGetDebugLoc(r));
  uint32_t val = has_value ? lspv_fwd_value(d->c, v) : 0;
  bool unknown = !val || !one_location(d, r, nlocs);
  if (!declare && !unknown && !di_fwd_expr_fits(d, expr)) {
    di_fwd_expr_warn(d, expr);
    unknown = true;
  }
  if (unknown) {
    if (declare)
      return;
    /* (of the value's type, where there is one) */
    LLVMTypeRef ty = has_value ? LLVMTypeOf(v) : d->i32;
    uint32_t undef = lspv_fwd_value(d->c, LLVMGetUndef(ty));
    uint32_t ops[3] = {di_fwd_node(d, var),
                       undef ? undef : lspv_fwd_value(d->c, LLVMGetUndef(d->i32)),
                       di_fwd_empty_expr(d)};
    di_fwd_emit(d, LSPV_EMIT_FUNCTION, lspv_fwd_new_id(d->c), DI_Value, ops, 3);
    return;
  }
  uint32_t inst = declare ? DI_Declare : DI_Value;
  uint32_t ops[3] = {di_fwd_node(d, var), val, 0};
  if (declare && declare_as_value(d, v)) {
    if (!(ops[2] = di_fwd_expr_deref(d, expr)))
      return;
    inst = DI_Value;
  } else {
    ops[2] = di_fwd_late_expr(d, expr);
  }
  di_fwd_emit(d, LSPV_EMIT_FUNCTION, lspv_fwd_new_id(d->c), inst, ops, 3);
}

static lspv_status before_instruction(lspv_fwd_ctx *c, LLVMValueRef inst) {
  di_fwd *d = state(c);
  if (!d)
    return LSPV_SUCCESS;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  if (!d->sps_written) {
    /* every definition's subprogram before the first body's records (the
     * functions are numbered by now), in module order, as llvm-spirv
     * writes them */
    d->sps_written = true;
    for (size_t i = 0; i < d->nfns; i++)
      di_fwd_node(d, LLVMGetSubprogram(d->fns[i]));
  }
  if (fn != d->fn) {
    d->fn = fn, d->body_started = false;
    memset(&d->vars, 0, sizeof d->vars);
  }
  if (bb != d->bb) {
    /* OpLine and DebugScope end with their block. */
    d->bb = bb;
    memset(&d->loc, 0, sizeof d->loc);
  }
  if (LLVMIsAAllocaInst(inst)) {
    /* OpVariable stand first in the function's first block: only
     * OpenCL.DebugInfo.100's DebugScope and OpLine may stand among them
     * (spirv-val refuses a non-semantic record there), and only while no
     * other instruction of the function stands (the variables' last line
     * is in force where the body begins: its first instruction takes it
     * over) */
    if (!d->ns && !d->body_started)
      emit_location_at(d, LLVMInstructionGetDebugLoc(inst), &d->vars, LSPV_EMIT_FUNCTION_VARIABLES);
    return done(d);
  }
  if (LLVMIsAPHINode(inst))
    return LSPV_SUCCESS; /* OpPhi stand first in their block */
  if (!d->body_started) {
    d->body_started = true;
    if (bb == LLVMGetEntryBasicBlock(fn))
      d->loc = d->vars;
  }
  if (d->ns && fn != d->defined_fn) {
    /* NonSemantic: the definition record, in the entry block */
    d->defined_fn = fn;
    LLVMMetadataRef sp = LLVMGetSubprogram(fn);
    if (sp) {
      uint32_t ops[2] = {di_fwd_node(d, sp), lspv_fwd_function_id(c, fn)};
      di_fwd_emit(d, LSPV_EMIT_FUNCTION, lspv_fwd_new_id(c), DI_FunctionDefinition, ops, 2);
    }
  }
  for (LLVMDbgRecordRef r = LLVMGetFirstDbgRecord(inst); r; r = LLVMGetNextDbgRecord(r))
    emit_record(d, r);
  emit_location(d, LLVMInstructionGetDebugLoc(inst));
  return done(d);
}

/* ---- the descriptor -------------------------------------------------------*/
lspv_status di_rev_module_begin(lspv_rev_ctx *c);
lspv_status di_rev_ext_inst(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number);
lspv_status di_rev_ext_inst_ns(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number);
lspv_status di_rev_ext_inst_ns200(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number);
lspv_status di_rev_before_instruction(lspv_rev_ctx *c, const lspv_rev_inst *inst);
lspv_status di_rev_module_end(lspv_rev_ctx *c);
void di_rev_dispose(lspv_rev_ctx *c);

/* --spirv-debug-info-version, read by choose_set (the driver refuses a value
 * outside llvm-spirv's four before any translation). */
static const lspv_plugin_option options[] = {
    {"spirv-debug-info-version",
     "Debug-info set: ocl-100 (default), nonsemantic-shader-100, nonsemantic-shader-200, legacy",
     LSPV_OPTION_VALUE, "ocl-100"},
    {"spirv-allow-extra-diexpressions",
     "Write DIExpression operations beyond the set's DebugOperations (llvm-spirv's numbering; "
     "always so with nonsemantic-shader-200)",
     LSPV_OPTION_FLAG, NULL},
    {NULL, NULL, LSPV_OPTION_VALUE, NULL},
};

/* Forward hooks are this descriptor's only: it writes whichever set the
 * option chose.  Reverse reads either set through its own descriptor. */
const lspv_plugin lspv_plugin_debuginfo_ocl100 = {
    LSPV_PLUGIN_HEADER,
    .name = "debug-info (OpenCL.DebugInfo.100)",
    .ext_inst_set = OCL_SET,
    .check_rules = di_check_rules, /* (every set's: one descriptor holds them) */
    .ncheck_rules = DI_NCHECK_RULES,
    .options = options,
    .fwd_module_begin = module_begin,
    .fwd_module_end = module_end,
    .fwd_before_instruction = before_instruction,
    .rev_module_begin = di_rev_module_begin,
    .rev_ext_inst = di_rev_ext_inst,
    .rev_before_instruction = di_rev_before_instruction,
    .rev_module_end = di_rev_module_end,
    .rev_dispose = di_rev_dispose,
};

/* SPIRV.debug reads as OpenCL.DebugInfo.100 (the same instructions). */
const lspv_plugin lspv_plugin_debuginfo_legacy = {
    LSPV_PLUGIN_HEADER,
    .name = "debug-info (SPIRV.debug)",
    .ext_inst_set = LEGACY_SET,
    .rev_module_begin = di_rev_module_begin,
    .rev_ext_inst = di_rev_ext_inst,
    .rev_before_instruction = di_rev_before_instruction,
    .rev_module_end = di_rev_module_end,
    .rev_dispose = di_rev_dispose,
};

const lspv_plugin lspv_plugin_debuginfo_ns200 = {
    LSPV_PLUGIN_HEADER,
    .name = "debug-info (NonSemantic.Shader.DebugInfo.200)",
    .ext_inst_set = NS200_SET,
    .rev_module_begin = di_rev_module_begin,
    .rev_ext_inst = di_rev_ext_inst_ns200,
    .rev_before_instruction = di_rev_before_instruction,
    .rev_module_end = di_rev_module_end,
    .rev_dispose = di_rev_dispose,
};

const lspv_plugin lspv_plugin_debuginfo_ns100 = {
    LSPV_PLUGIN_HEADER,
    .name = "debug-info (NonSemantic.Shader.DebugInfo.100)",
    .ext_inst_set = NS_SET,
    .rev_module_begin = di_rev_module_begin,
    .rev_ext_inst = di_rev_ext_inst_ns,
    .rev_before_instruction = di_rev_before_instruction,
    .rev_module_end = di_rev_module_end,
    .rev_dispose = di_rev_dispose,
};
