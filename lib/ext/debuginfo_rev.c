/*===-- ext/debuginfo_rev.c - debug info, reverse: DIBuilder --------------===*\
|*                                                                            *|
|* OpenCL.DebugInfo.100 back to LLVM debug-info metadata through the C API's  *|
|* DIBuilder.  Module-scope records are built on demand, memoized by id      *|
|* (a record may name one defined later: the composite a member belongs to  *|
|* is first a replaceable placeholder, replaced once its members exist).     *|
|* DebugFunction attaches its subprogram to the function it names.  In      *|
|* bodies, OpLine and DebugScope set the builder's current location (reset  *|
|* at each block, as their scope ends there); DebugDeclare and DebugValue    *|
|* become #dbg_declare / #dbg_value records.  At the end the builder is     *|
|* finalized, calls left without a location in a function with a subprogram *|
|* get line 0 of it (the verifier requires one), the module flags are set.  *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/DebugInfo.h>
#include <stdlib.h>
#include <string.h>

#include "ext/debuginfo.h"
#include "llvm-shim/llvm_shim_di.h"

typedef struct {
  lspv_rev_ctx *c;
  LLVMContextRef ctx;
  LLVMDIBuilderRef dib;
  di_map index; /* id -> 1 + index in mds */
  LLVMMetadataRef *mds;
  size_t nmds, cap;
  LLVMMetadataRef cu;
  unsigned dwarf_version;
  uint32_t lang;                /* the unit's SourceLanguage */
  int64_t default_lower;        /* the unit's language's first array index, -1 unknown */
  LLVMMetadataRef unknown_type; /* the unspecified type standing for DebugInfoNone */
  bool failed;
  /* declarations to attach to LLVM function declarations at the end */
  LLVMMetadataRef *decls;
  size_t ndecls, decl_cap;
  /* the module-scope types and declarations read as roots, in the module's
   * order (ids), and the ids another record names (referenced): those no
   * record names go to the unit's retained types at the end */
  uint32_t *roots;
  size_t nroots, roots_cap;
  di_map referenced;
  bool at_root; /* the next node() call is a module-scope record's own */
  /* subprograms to attach to the OpFunction they name, once the function
   * types are translated (a function type may follow the record) */
  struct {
    LLVMMetadataRef sp;
    uint32_t fn;
  } *attach;
  size_t nattach, attach_cap;
  /* the location in force */
  LLVMBasicBlockRef bb;
  LLVMMetadataRef scope, inlined_at;
  unsigned line, col;
  bool has_line;
  bool ns;   /* NonSemantic.Shader.DebugInfo.100/.200 */
  bool v200; /* NonSemantic.Shader.DebugInfo.200 */
  /* the DebugSource being read: built once its DebugSourceContinued are */
  uint32_t src_id;
  const char *src_path, *cs, *text;
  size_t text_len;
  int cs_kind;
  LLVMMetadataRef member_scope;    /* NonSemantic: the composite whose members are built */
  di_map templates;                /* target id -> its DebugTypeTemplate id */
  di_map owner;                    /* member id -> id of the composite that lists it */
  di_map mains;                    /* NonSemantic: DebugFunction ids a DebugEntryPoint names */
  bool scanned;                    /* templates holds every DebugTypeTemplate of the module */
  uint32_t ep_producer, ep_flags;  /* NonSemantic: the first DebugEntryPoint's strings */
  uint32_t build_id, storage_path; /* NonSemantic: the module's (string ids) */
  uint32_t offset;                 /* word offset of the record being read */
  /* the units after the first, each with a DIBuilder of its own (a
   * DIBuilder makes one unit), finalized at module end */
  struct {
    LLVMDIBuilderRef dib;
    LLVMMetadataRef cu;
  } *units;
  size_t nunits, units_cap;
} di_rev;

/* DISPFlags */
#define SPFLAG_LOCAL (1u << 2)
#define SPFLAG_DEFINITION (1u << 3)
#define SPFLAG_OPTIMIZED (1u << 4)
#define SPFLAG_MAIN (1u << 8)

#define ARG(in, k) ((in)->operands[4 + (k)])
#define NARGS(in) ((in)->noperands > 4 ? (in)->noperands - 4 : 0)
/* A literal operand: the word in OpenCL.DebugInfo.100, a constant's value
 * in the NonSemantic set. */
#define L(in, k) lit(d, ARG(in, k))

static void *rev_alloc(void *c, size_t size) { return lspv_rev_alloc(c, size); }

static di_rev *state(lspv_rev_ctx *c) {
  di_rev *d = *lspv_rev_plugin_state(c);
  if (d)
    return d;
  d = lspv_rev_alloc(c, sizeof *d);
  if (!d)
    return NULL;
  memset(d, 0, sizeof *d);
  d->c = c;
  d->ctx = lspv_rev_context(c);
  d->dib = LLVMCreateDIBuilder(lspv_rev_module(c));
  d->dwarf_version = 4;
  di_map_init(&d->index, rev_alloc, c);
  di_map_init(&d->templates, rev_alloc, c);
  di_map_init(&d->owner, rev_alloc, c);
  di_map_init(&d->mains, rev_alloc, c);
  di_map_init(&d->referenced, rev_alloc, c);
  *lspv_rev_plugin_state(c) = d;
  return d;
}

static bool grow(di_rev *d, void **v, size_t *cap, size_t n, size_t elem) {
  if (n < *cap)
    return true;
  size_t nc = *cap ? *cap * 2 : 64;
  void *nv = lspv_rev_alloc(d->c, nc * elem);
  if (!nv)
    return d->failed = true, false;
  if (n)
    memcpy(nv, *v, n * elem);
  *v = nv, *cap = nc;
  return true;
}

static void remember(di_rev *d, uint32_t id, LLVMMetadataRef md) {
  uint32_t k;
  if (di_map_get(&d->index, (void *)(uintptr_t)id, &k)) {
    d->mds[k - 1] = md;
    return;
  }
  if (!grow(d, (void **)&d->mds, &d->cap, d->nmds, sizeof *d->mds))
    return;
  d->mds[d->nmds++] = md;
  if (!di_map_put(&d->index, (void *)(uintptr_t)id, (uint32_t)d->nmds))
    d->failed = true;
}

static const char *str(di_rev *d, uint32_t id, size_t *len) {
  const char *s = lspv_rev_string(d->c, id);
  *len = s ? strlen(s) : 0;
  return s ? s : "";
}

static uint64_t cint(di_rev *d, uint32_t id) {
  uint64_t v = 0;
  lspv_rev_const_int(d->c, id, &v);
  return v;
}

static LLVMMetadataRef node(di_rev *d, uint32_t id);

/* Record @p id is named by another (it stays out of the retained types). */
static void mark_ref(di_rev *d, uint32_t id) {
  uint32_t k;
  if (!di_map_get(&d->referenced, (void *)(uintptr_t)id, &k) &&
      !di_map_put(&d->referenced, (void *)(uintptr_t)id, 1))
    d->failed = true;
}

static uint32_t lit(di_rev *d, uint32_t w) { return d->ns ? (uint32_t)cint(d, w) : w; }

/* The set's instruction number of a record id, -1 when it is none. */
static long record_kind(di_rev *d, uint32_t id, lspv_rev_inst *in) {
  if (lspv_rev_def(d->c, id, in) || in->opcode != SPV_OpExtInst || in->noperands < 4)
    return -1;
  return (long)in->operands[3];
}

/* The type record @p id, where the verifier (or LLVM's DWARF writer) wants
 * one: DebugInfoNone, or anything that is no record, is an unspecified
 * type, named as llvm-spirv names it (one per module). */
static LLVMMetadataRef type_node(di_rev *d, uint32_t id) {
  LLVMMetadataRef t = node(d, id);
  lspv_rev_inst in;
  long k;
  if (t || ((k = record_kind(d, id, &in)) >= 0 && k != DI_InfoNone))
    return t; /* (NULL: a cycle being built) */
  if (!d->unknown_type)
    d->unknown_type = LLVMDIBuilderCreateUnspecifiedType(d->dib, "SPIRV unknown type", 18);
  return d->unknown_type;
}

/* A parent scope: the compile unit stands for the file (as clang writes
 * top-level entities). */
static LLVMMetadataRef scope_of(di_rev *d, uint32_t parent, LLVMMetadataRef file) {
  lspv_rev_inst in;
  if (record_kind(d, parent, &in) == DI_CompilationUnit)
    return file;
  LLVMMetadataRef s = node(d, parent);
  return s ? s : file;
}

/* The scope of a type (a composite, an enum, a typedef): none at the
 * unit's level, as clang writes it (and LLVM's DIBuilder makes of a unit). */
static LLVMMetadataRef type_scope_of(di_rev *d, uint32_t parent, LLVMMetadataRef file) {
  lspv_rev_inst in;
  return record_kind(d, parent, &in) == DI_CompilationUnit ? NULL : scope_of(d, parent, file);
}

/* DebugSource: "dir/name", then OpenCL.DebugInfo.100: the text, or
 * llvm-spirv's "//__CSK_<kind>:<checksum>" string; NonSemantic .100: the
 * text; .200: checksum kind, checksum, text (each may be DebugInfoNone).
 * The DebugSourceContinued records that follow append to the text: the
 * file is built once they are read (flush_source). */
static bool is_string(di_rev *d, uint32_t id) {
  lspv_rev_inst in;
  return !lspv_rev_def(d->c, id, &in) && in.opcode == SPV_OpString;
}

static void source_begin(di_rev *d, const lspv_rev_inst *in) {
  size_t len;
  d->src_id = in->operands[1];
  d->src_path = str(d, ARG(in, 0), &len);
  d->cs_kind = -1, d->cs = NULL, d->text = NULL, d->text_len = 0;
  /* .200: File, Text, Kind, Checksum (lspv) or File, Kind, Checksum, Text
   * (llvm-spirv): the kind is the operand that is no string */
  unsigned text_at = 1, cs_at = 2;
  if (d->v200 && NARGS(in) > 2 && !is_string(d, ARG(in, 1)))
    text_at = 3, cs_at = 1;
  if (d->v200 && NARGS(in) > cs_at + 1 && is_string(d, ARG(in, cs_at + 1))) {
    d->cs_kind = (int)L(in, cs_at);
    d->cs = str(d, ARG(in, cs_at + 1), &len);
  }
  if (NARGS(in) <= text_at || !is_string(d, ARG(in, text_at)))
    return;
  const char *t = str(d, ARG(in, text_at), &d->text_len);
  for (int k = 0; !d->ns && k < 3; k++) {
    size_t kl = strlen(di_checksum_kinds[k]);
    if (!strncmp(t, "//__CSK_", 8) && !strncmp(t + 8, di_checksum_kinds[k], kl) &&
        t[8 + kl] == ':') {
      d->cs_kind = k, d->cs = t + 9 + kl; /* a checksum, not a text */
      return;
    }
  }
  if (!d->text_len && d->cs)
    return; /* .200 without source text: an empty Text before the checksum */
  d->text = t;
}

static void source_continued(di_rev *d, const lspv_rev_inst *in) {
  size_t len;
  const char *more = str(d, ARG(in, 0), &len);
  if (!d->src_id || !d->text)
    return;
  char *t = lspv_rev_alloc(d->c, d->text_len + len + 1);
  if (!t) {
    d->failed = true;
    return;
  }
  memcpy(t, d->text, d->text_len);
  memcpy(t + d->text_len, more, len + 1);
  d->text = t, d->text_len += len;
}

static void remember(di_rev *d, uint32_t id, LLVMMetadataRef md);

/* Builds the pending DebugSource's file. */
static void flush_source(di_rev *d) {
  if (!d->src_id)
    return;
  uint32_t id = d->src_id;
  d->src_id = 0;
  const char *path = d->src_path;
  const char *slash = strrchr(path, '/');
  const char *name = slash ? slash + 1 : path;
  /* the directory is what precedes the last '/'; the root keeps its '/'
   * ("/a.c" is "a.c" in "/", which forward joins back into "/a.c") */
  size_t dl = slash ? (size_t)(slash - path) + (slash == path) : 0;
  remember(d, id,
           lspv_shim_di_file(d->ctx, name, strlen(name), path, dl, d->cs ? d->cs_kind : -1, d->cs,
                             d->cs ? strlen(d->cs) : 0, d->text, d->text_len));
}

static LLVMMetadataRef file_node(di_rev *d, const lspv_rev_inst *in) {
  source_begin(d, in);
  flush_source(d);
  uint32_t k;
  return di_map_get(&d->index, (void *)(uintptr_t)in->operands[1], &k) ? d->mds[k - 1] : NULL;
}

/* The OpString @p id, "" for none (0 or another instruction). */
static const char *string_or_empty(di_rev *d, uint32_t id, size_t *len) {
  *len = 0;
  return id && is_string(d, id) ? str(d, id, len) : "";
}

/* A unit after the first: a DIBuilder of its own, the same producer and
 * split-debug strings (the module's) as the first, no module flags. */
static LLVMMetadataRef another_unit(di_rev *d, const lspv_rev_inst *in, LLVMMetadataRef file) {
  if (!grow(d, (void **)&d->units, &d->units_cap, d->nunits, sizeof *d->units))
    return d->cu;
  LLVMDIBuilderRef dib = LLVMCreateDIBuilder(lspv_rev_module(d->c));
  size_t pl = 0, fl = 0, sl = 0;
  const char *producer = lspv_shim_di_str(d->cu, LSPV_DI_PRODUCER, &pl);
  const char *flags = lspv_shim_di_str(d->cu, LSPV_DI_CU_FLAGS, &fl);
  const char *split = lspv_shim_di_str(d->cu, LSPV_DI_SPLIT_NAME, &sl);
  int64_t dwo = 0;
  lspv_shim_di_int(d->cu, LSPV_DI_DWO_ID, &dwo);
  LLVMMetadataRef cu = LLVMDIBuilderCreateCompileUnit(
      dib, di_lang_from_spirv(L(in, 3), d->v200), file, producer ? producer : "", pl, 0,
      flags ? flags : "", fl, 0, split ? split : "", sl, LLVMDWARFEmissionFull, (unsigned)dwo, 1, 0,
      "", 0, "", 0);
  d->units[d->nunits].dib = dib;
  d->units[d->nunits++].cu = cu;
  return cu;
}

/* The DIBuilder of unit @p cu (the first one's for any other node). */
static LLVMDIBuilderRef builder_of(di_rev *d, LLVMMetadataRef cu) {
  for (size_t i = 0; i < d->nunits; i++)
    if (d->units[i].cu == cu)
      return d->units[i].dib;
  return d->dib;
}

static LLVMMetadataRef cu_node(di_rev *d, const lspv_rev_inst *in) {
  LLVMMetadataRef file = node(d, ARG(in, 2));
  if (d->cu) /* one unit per DIBuilder: a later one gets its own */
    return another_unit(d, in, file);
  d->dwarf_version = L(in, 1);
  /* the producer: .200's fifth operand, NonSemantic.Shader.DebugInfo.100's
   * DebugEntryPoint (which also has the flags), OpenCL.DebugInfo.100's
   * OpModuleProcessed */
  size_t pl = 0, fl = 0;
  const char *producer = d->v200 && NARGS(in) > 4 ? str(d, ARG(in, 4), &pl) : NULL;
  if (!d->ns && (producer = lspv_rev_module_processed(d->c, DI_PRODUCER_PREFIX)))
    pl = strlen(producer);
  if (d->ns && !d->v200 && d->ep_producer && is_string(d, d->ep_producer))
    producer = str(d, d->ep_producer, &pl);
  const char *flags = string_or_empty(d, d->ns ? d->ep_flags : 0, &fl);
  /* NonSemantic: DebugBuildIdentifier is the DWO id (the C API takes 32
   * bits of it), DebugStoragePath the split debug file name */
  size_t sl, bl;
  const char *split = string_or_empty(d, d->storage_path, &sl);
  const char *build = string_or_empty(d, d->build_id, &bl);
  uint64_t dwo = bl ? strtoull(build, NULL, 10) : 0;
  /* "Dwarf Version" (the first unit's) merges by Max (7), as clang writes
   * it; the C API's LLVMModuleFlagBehavior has no Max: the flag node is
   * built directly.  Before the unit, as llvm-spirv adds it: the flags
   * come first in the module's metadata. */
  LLVMTypeRef i32 = LLVMInt32TypeInContext(d->ctx);
  LLVMMetadataRef flag[3] = {LLVMValueAsMetadata(LLVMConstInt(i32, 7, 0)),
                             LLVMMDStringInContext2(d->ctx, "Dwarf Version", 13),
                             LLVMValueAsMetadata(LLVMConstInt(i32, d->dwarf_version, 0))};
  LLVMAddNamedMetadataOperand(lspv_rev_module(d->c), "llvm.module.flags",
                              LLVMMetadataAsValue(d->ctx, LLVMMDNodeInContext2(d->ctx, flag, 3)));
  d->lang = L(in, 3);
  d->default_lower = lspv_shim_di_lang_lower_bound(di_lang_dw_from_spirv(d->lang, d->v200));
  d->cu = LLVMDIBuilderCreateCompileUnit(d->dib, di_lang_from_spirv(L(in, 3), d->v200), file,
                                         producer ? producer : "", pl, 0, flags, fl, 0, split, sl,
                                         LLVMDWARFEmissionFull, (unsigned)dwo, 1, 0, "", 0, "", 0);
  if (!di_lang_exact(d->lang, d->v200)) {
    /* a language read as OpenCL keeps its value (llvm-spirv's flag), which
     * forward writes back */
    LLVMMetadataRef entry[2] = {d->cu, LLVMValueAsMetadata(LLVMConstInt(i32, d->lang, 0))};
    LLVMMetadataRef one = LLVMMDNodeInContext2(d->ctx, entry, 2);
    LLVMAddModuleFlag(lspv_rev_module(d->c), LLVMModuleFlagBehaviorWarning, DI_LANG_LITERAL_FLAG,
                      sizeof DI_LANG_LITERAL_FLAG - 1, LLVMMDNodeInContext2(d->ctx, &one, 1));
  }
  return d->cu; /* (split debug inlining on: LLVM's default, not printed) */
}

/* The size of a type, through typedefs and qualifiers (which have none). */
static uint64_t type_size(LLVMMetadataRef t) {
  for (int depth = 0; t && depth < 64; depth++) {
    uint64_t size = LLVMDITypeGetSizeInBits(t);
    if (size || LLVMGetMetadataKind(t) != LLVMDIDerivedTypeMetadataKind)
      return size;
    t = lspv_shim_di_ref(t, LSPV_DI_TYPE);
  }
  return 0;
}

/* The smallest power of two not below @p n (n > 0). */
static uint64_t pow2_ceil(uint64_t n) {
  uint64_t p = 1;
  while (p < n && p < (UINT64_C(1) << 63))
    p <<= 1;
  return p;
}

/* A vector occupies the storage of the next power of two of its elements (a
 * 3-element OpenCL/SYCL vector that of 4), as clang sizes it. */
static bool is_constant(di_rev *d, uint32_t id) {
  lspv_rev_inst ci;
  return !lspv_rev_def(d->c, id, &ci) && ci.opcode == SPV_OpConstant;
}

static LLVMMetadataRef i64_md(di_rev *d, int64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(d->ctx), (uint64_t)v, 1));
}

/* One dimension: @p count_id a constant count (@p count), a variable or an
 * expression (the upper bound), or DebugInfoNone; @p lower_id (0: none
 * given) a constant, an expression or DebugInfoNone.  A constant lower
 * bound that is the language's default is left implicit, as front ends
 * write it. */
static LLVMMetadataRef subrange(di_rev *d, uint32_t count_id, int64_t count, uint32_t lower_id) {
  lspv_rev_inst r;
  LLVMMetadataRef lower = NULL, c = NULL, upper = NULL;
  if (lower_id && is_constant(d, lower_id)) {
    int64_t lb = (int64_t)cint(d, lower_id);
    lower = d->default_lower >= 0 && lb == d->default_lower ? NULL : i64_md(d, lb);
  } else if (lower_id && record_kind(d, lower_id, &r) == DI_Expression) {
    lower = node(d, lower_id);
  }
  long k = record_kind(d, count_id, &r);
  if (k == DI_LocalVariable || k == DI_GlobalVariable || k == DI_Expression)
    upper = node(d, count_id);
  else
    c = i64_md(d, count);
  return lspv_shim_di_subrange(d->dib, c, lower, upper);
}

/* Whether the @p nops operands past an array's base are llvm-spirv's
 * layout: the count (or upper bound) of each dimension, then the lower
 * bound of each.  lspv writes counts only, each an OpConstant (spirv-val
 * refuses a count of 0, the lower bound of C): an even number of operands
 * is taken for llvm-spirv's when a bound in the second half is no constant
 * (its DebugInfoNone for a lower bound not given, an expression) or a count
 * in the first half a variable, an expression or DebugInfoNone. */
static bool has_lower_bounds(di_rev *d, const lspv_rev_inst *in, unsigned nops) {
  if (nops < 2 || nops % 2)
    return false;
  for (unsigned i = 0; i < nops; i++)
    if (!is_constant(d, ARG(in, 1 + i)))
      return true;
  return false;
}

static LLVMMetadataRef array_node(di_rev *d, const lspv_rev_inst *in, bool vector) {
  /* forward writes a vector of more than 4 elements (spirv-val's bound on
   * DebugTypeVector) as an array of its count over a vector of one
   * component: that shape is one vector */
  lspv_rev_inst unit;
  uint32_t elem = ARG(in, 0);
  if (!vector && NARGS(in) == 2 && record_kind(d, elem, &unit) == DI_TypeVector &&
      NARGS(&unit) >= 2 && L(&unit, 1) == 1) {
    vector = true;
    mark_ref(d, elem);
    elem = ARG(&unit, 0);
  }
  LLVMMetadataRef base = type_node(d, elem); /* the verifier wants an element type */
  unsigned nops = NARGS(in) - 1;
  bool bounds = !vector && has_lower_bounds(d, in, nops);
  unsigned n = vector ? 1 : bounds ? nops / 2 : nops;
  LLVMMetadataRef subs[16];
  uint64_t size = type_size(base);
  if (n > 16)
    n = 16;
  for (unsigned i = 0; i < n; i++) {
    int64_t count = vector && elem == ARG(in, 0) ? (int64_t)L(in, 1) : -1;
    if (count < 0 && is_constant(d, ARG(in, 1 + i)))
      count = (int64_t)cint(d, ARG(in, 1 + i));
    subs[i] = subrange(d, ARG(in, 1 + i), count, bounds ? ARG(in, 1 + nops / 2 + i) : 0);
    size *= count > 0 ? (vector ? pow2_ceil((uint64_t)count) : (uint64_t)count) : 0;
  }
  return vector ? LLVMDIBuilderCreateVectorType(d->dib, size, 0, base, subs, n)
                : LLVMDIBuilderCreateArrayType(d->dib, size, 0, base, subs, n);
}

/* A bound or run-time part of .200's subrange or dynamic array: a
 * constant (an i64), a variable or an expression; NULL for DebugInfoNone. */
static LLVMMetadataRef bound_of(di_rev *d, uint32_t id) {
  lspv_rev_inst r;
  if (is_constant(d, id))
    return i64_md(d, (int64_t)cint(d, id));
  long k = record_kind(d, id, &r);
  return k == DI_LocalVariable || k == DI_GlobalVariable || k == DI_Expression ? node(d, id) : NULL;
}

/* .200's DebugTypeSubrange Lower Upper Count [Stride]. */
static LLVMMetadataRef subrange_node(di_rev *d, const lspv_rev_inst *in) {
  if (NARGS(in) < 3)
    return NULL;
  LLVMMetadataRef lower = bound_of(d, ARG(in, 0)), upper = bound_of(d, ARG(in, 1));
  LLVMMetadataRef count = bound_of(d, ARG(in, 2));
  LLVMMetadataRef stride = NARGS(in) > 3 ? bound_of(d, ARG(in, 3)) : NULL;
  return lspv_shim_di_subrange_stride(d->dib, count, lower, upper, stride);
}

/* .200's DebugTypeArrayDynamic Base DataLocation Associated Allocated Rank
 * Subranges...: an array with those parts, its size the base's times each
 * constant count (as llvm-spirv sizes it). */
static LLVMMetadataRef array_dynamic_node(di_rev *d, const lspv_rev_inst *in) {
  if (NARGS(in) < 5)
    return NULL;
  LLVMMetadataRef base = type_node(d, ARG(in, 0));
  LLVMMetadataRef parts[4], subs[16];
  for (unsigned i = 0; i < 4; i++)
    parts[i] = bound_of(d, ARG(in, 1 + i));
  unsigned n = 0;
  uint64_t size = type_size(base);
  for (unsigned i = 5; i < NARGS(in) && n < 16; i++) {
    lspv_rev_inst r;
    if (record_kind(d, ARG(in, i), &r) != DI_TypeSubrange || !(subs[n] = node(d, ARG(in, i))))
      continue;
    n++;
    if (NARGS(&r) > 2 && is_constant(d, ARG(&r, 2))) {
      int64_t count = (int64_t)cint(d, ARG(&r, 2));
      size *= count > 0 ? (uint64_t)count : 0;
    }
  }
  return lspv_shim_di_array_dynamic(d->dib, size, base, subs, n, parts);
}

/* .200's DebugTypeString Name BaseType DataLocation Size LengthAddress:
 * a DIStringType (the base type's encoding, when it is a basic type; the
 * length a variable or an expression). */
static LLVMMetadataRef string_node(di_rev *d, const lspv_rev_inst *in) {
  if (NARGS(in) < 5)
    return NULL;
  size_t nl;
  const char *name = str(d, ARG(in, 0), &nl);
  lspv_rev_inst r;
  unsigned encoding = 0;
  if (record_kind(d, ARG(in, 1), &r) == DI_TypeBasic && NARGS(&r) > 2) {
    mark_ref(d, ARG(in, 1));
    encoding = di_encoding_from_spirv(lit(d, ARG(&r, 2)));
  }
  LLVMMetadataRef parts[3] = {NULL, NULL, bound_of(d, ARG(in, 2))};
  LLVMMetadataRef len = bound_of(d, ARG(in, 4));
  if (len && LLVMGetMetadataKind(len) == LLVMDIExpressionMetadataKind)
    parts[LSPV_DI_STR_LENGTH_EXPR] = len;
  else
    parts[LSPV_DI_STR_LENGTH] = len;
  return lspv_shim_di_string_type(d->ctx, name, nl, parts,
                                  is_constant(d, ARG(in, 3)) ? cint(d, ARG(in, 3)) : 0, encoding);
}

static LLVMMetadataRef enum_node(di_rev *d, const lspv_rev_inst *in) {
  size_t nl;
  const char *name = str(d, ARG(in, 0), &nl);
  LLVMMetadataRef file = node(d, ARG(in, 2));
  unsigned n = (NARGS(in) - 8) / 2;
  LLVMMetadataRef *el = lspv_rev_alloc(d->c, (n + 1) * sizeof *el);
  if (!el)
    return d->failed = true, NULL;
  for (unsigned i = 0; i < n; i++) {
    size_t l;
    const char *en = str(d, ARG(in, 9 + 2 * i), &l);
    el[i] = LLVMDIBuilderCreateEnumerator(d->dib, en, l, (int64_t)cint(d, ARG(in, 8 + 2 * i)), 0);
  }
  uint64_t flags = di_flags_from_spirv(L(in, 7));
  LLVMMetadataRef scope = type_scope_of(d, ARG(in, 5), file);
  if (flags & LLVMDIFlagFwdDecl) /* a declaration: no elements, no base */
    return LLVMDIBuilderCreateForwardDecl(d->dib, 0x04, name, nl, scope, file, L(in, 3), 0,
                                          cint(d, ARG(in, 6)), 0, "", 0);
  return lspv_shim_di_enum(d->dib, scope, name, nl, file, L(in, 3), cint(d, ARG(in, 6)), el, n,
                           node(d, ARG(in, 1)), (flags & LLVMDIFlagEnumClass) != 0);
}

/* A DebugTypeTemplate follows its target (a composite or a function), but
 * LLVM takes the parameters when the target is built (a subprogram's tuple
 * cannot be added later): the module's templates are indexed by target
 * first, from the set's records (@p set, the import).  So are the members
 * of each composite: a member is built through its composite (node), so
 * that it is in the composite's elements and has it as scope even where
 * its Parent is DebugInfoNone (a non-semantic set breaks a cycle there). */
static void scan_records(di_rev *d, uint32_t set) {
  d->scanned = true;
  uint32_t bound = lspv_rev_id_bound(d->c);
  for (uint32_t id = 1; id < bound; id++) {
    lspv_rev_inst in;
    long kind = record_kind(d, id, &in);
    if (kind < 0 || in.operands[2] != set)
      continue;
    if (kind == DI_EntryPoint && NARGS(&in) >= 1 &&
        !di_map_put(&d->mains, (void *)(uintptr_t)ARG(&in, 0), 1))
      d->failed = true;
    if (kind == DI_EntryPoint && NARGS(&in) >= 4 && !d->ep_producer)
      d->ep_producer = ARG(&in, 2), d->ep_flags = ARG(&in, 3);
    if (kind == DI_BuildIdentifier && NARGS(&in) >= 1)
      d->build_id = ARG(&in, 0);
    if (kind == DI_StoragePath && NARGS(&in) >= 1)
      d->storage_path = ARG(&in, 0);
    if (kind == DI_TypeTemplate && NARGS(&in) >= 1 &&
        !di_map_put(&d->templates, (void *)(uintptr_t)ARG(&in, 0), id))
      d->failed = true;
    for (unsigned i = 9; kind == DI_TypeComposite && i < NARGS(&in); i++)
      if (!di_map_put(&d->owner, (void *)(uintptr_t)ARG(&in, i), id))
        d->failed = true;
  }
}

/* The template parameters of target @p id as a tuple, NULL without. */
static LLVMMetadataRef template_params(di_rev *d, uint32_t id) {
  uint32_t t;
  lspv_rev_inst in;
  if (!di_map_get(&d->templates, (void *)(uintptr_t)id, &t) ||
      record_kind(d, t, &in) != DI_TypeTemplate)
    return NULL;
  unsigned n = NARGS(&in) - 1, k = 0;
  LLVMMetadataRef *el = lspv_rev_alloc(d->c, (n + 1) * sizeof *el);
  if (!el)
    return d->failed = true, NULL;
  for (unsigned i = 0; i < n; i++)
    if ((el[k] = node(d, ARG(&in, 1 + i))))
      k++;
  return LLVMMDNodeInContext2(d->ctx, el, k);
}

/* DebugTypeTemplateParameter Name Type Value Source Line Column: a type
 * parameter when Value is DebugInfoNone, else a value; the template
 * template parameter (Name, TemplateName, ...) and the pack (Name, Source,
 * Line, Column, Parameters...). */
static LLVMMetadataRef template_param_node(di_rev *d, const lspv_rev_inst *in, long kind) {
  size_t nl, sl = 0;
  const char *name = str(d, ARG(in, 0), &nl);
  if (kind == DI_TypeTemplateTemplateParameter) {
    const char *s = str(d, ARG(in, 1), &sl);
    return lspv_shim_di_template_param(d->dib, LSPV_DI_TPARAM_TEMPLATE, name, nl, NULL, NULL, s, sl,
                                       NULL, 0);
  }
  if (kind == DI_TypeTemplateParameterPack) {
    unsigned n = NARGS(in) > 4 ? NARGS(in) - 4 : 0, k = 0;
    LLVMMetadataRef *el = lspv_rev_alloc(d->c, (n + 1) * sizeof *el);
    if (!el)
      return d->failed = true, NULL;
    for (unsigned i = 0; i < n; i++)
      if ((el[k] = node(d, ARG(in, 4 + i))))
        k++;
    return lspv_shim_di_template_param(d->dib, LSPV_DI_TPARAM_PACK, name, nl, NULL, NULL, NULL, 0,
                                       el, k);
  }
  LLVMMetadataRef type = node(d, ARG(in, 1));
  lspv_rev_inst v;
  if (record_kind(d, ARG(in, 2), &v) == DI_InfoNone)
    return lspv_shim_di_template_param(d->dib, LSPV_DI_TPARAM_TYPE, name, nl, type, NULL, NULL, 0,
                                       NULL, 0);
  /* a constant defined after the record (not lspv's order) is not
   * translated yet: the value is dropped */
  LLVMValueRef value = v.opcode == SPV_OpConstant && v.word_offset < d->offset
                           ? lspv_rev_value(d->c, ARG(in, 2))
                           : NULL;
  /* a null pointer is written as a 64-bit integer 0 (spirv-val takes only
   * an OpConstant): a pointer-like parameter's 64-bit zero is LLVM's ptr
   * null; a zero of another width (a front end's i8 0) stays itself */
  unsigned tag = type && LLVMGetMetadataKind(type) == LLVMDIDerivedTypeMetadataKind
                     ? LLVMGetDINodeTag(type)
                     : 0;
  if (value && (tag == 0x0f || tag == 0x1f || tag == 0x10 || tag == 0x42) &&
      LLVMIsAConstantInt(value) && LLVMGetIntTypeWidth(LLVMTypeOf(value)) == 64 &&
      !LLVMConstIntGetZExtValue(value))
    value = LLVMConstPointerNull(LLVMPointerTypeInContext(d->ctx, 0));
  return lspv_shim_di_template_param(d->dib, LSPV_DI_TPARAM_VALUE, name, nl, type, value, NULL, 0,
                                     NULL, 0);
}

static LLVMMetadataRef composite_node(di_rev *d, const lspv_rev_inst *in) {
  size_t nl, ll;
  const char *name = str(d, ARG(in, 0), &nl);
  const char *link = str(d, ARG(in, 6), &ll);
  static const unsigned tags[3] = {0x02, 0x13, 0x17};
  unsigned tag = tags[L(in, 1) < 3 ? L(in, 1) : 1];
  LLVMMetadataRef file = node(d, ARG(in, 2));
  LLVMMetadataRef scope = type_scope_of(d, ARG(in, 5), file);
  uint64_t size = cint(d, ARG(in, 7));
  LLVMDIFlags flags = (LLVMDIFlags)di_flags_from_spirv(L(in, 8));
  /* members name the composite as their parent: a placeholder first */
  LLVMMetadataRef tmp = LLVMDIBuilderCreateReplaceableCompositeType(
      d->dib, tag, name, nl, scope, file, L(in, 3), 0, size, 0, flags, link, ll);
  remember(d, in->operands[1], tmp);
  unsigned n = NARGS(in) - 9;
  LLVMMetadataRef *el = lspv_rev_alloc(d->c, (n + 1) * sizeof *el);
  if (!el)
    return d->failed = true, tmp;
  unsigned k = 0;
  LLVMMetadataRef outer = d->member_scope;
  d->member_scope = tmp;
  for (unsigned i = 0; i < n; i++)
    if ((el[k] = node(d, ARG(in, 9 + i))))
      k++;
  d->member_scope = outer;
  LLVMMetadataRef tparams = template_params(d, in->operands[1]);
  LLVMMetadataRef real =
      tag == 0x17   ? LLVMDIBuilderCreateUnionType(d->dib, scope, name, nl, file, L(in, 3), size, 0,
                                                   flags, el, k, 0, link, ll)
      : tag == 0x02 ? lspv_shim_di_class(d->dib, scope, name, nl, file, L(in, 3), size, flags, el,
                                         k, link, ll)
                    : LLVMDIBuilderCreateStructType(d->dib, scope, name, nl, file, L(in, 3), size,
                                                    0, flags, NULL, el, k, 0, NULL, link, ll);
  if (tparams)
    lspv_shim_di_set_template_params(real, tparams);
  LLVMMetadataReplaceAllUsesWith(tmp, real);
  return real;
}

/* The method of composite @p scope that a DebugFunctionDeclaration
 * (name, linkage name, line, type) stands for, if the composite lists one:
 * a composite lists a method as a DebugFunction, and a definition's
 * Declaration names a DebugFunctionDeclaration of its own.  The type
 * decides between methods of the same name, linkage name and line; a
 * non-semantic set may give the declaration a copy of the type (cut where
 * it reached the class), so without an exact match the only method of that
 * name, linkage name and line is it. */
static LLVMMetadataRef listed_method(LLVMMetadataRef scope, const char *name, size_t nl,
                                     const char *link, size_t ll, unsigned line,
                                     LLVMMetadataRef type) {
  if (!scope || LLVMGetMetadataKind(scope) != LLVMDICompositeTypeMetadataKind)
    return NULL;
  LLVMMetadataRef el[256], elements = lspv_shim_di_ref(scope, LSPV_DI_ELEMENTS);
  LLVMMetadataRef same = NULL;
  unsigned n = lspv_shim_di_tuple(elements, el, 256), nsame = 0;
  for (unsigned i = 0; i < n && i < 256; i++) {
    size_t l = 0, k = 0;
    int64_t at = 0;
    if (!el[i] || LLVMGetMetadataKind(el[i]) != LLVMDISubprogramMetadataKind)
      continue;
    const char *s = lspv_shim_di_str(el[i], LSPV_DI_LINKAGE_NAME, &l);
    const char *m = lspv_shim_di_str(el[i], LSPV_DI_NAME, &k);
    lspv_shim_di_int(el[i], LSPV_DI_LINE, &at);
    if (l != ll || (l && memcmp(s, link, ll)) || k != nl || (k && memcmp(m, name, nl)) ||
        at != (int64_t)line)
      continue;
    if (lspv_shim_di_ref(el[i], LSPV_DI_TYPE) == type)
      return el[i];
    same = el[i], nsame++;
  }
  return nsame == 1 ? same : NULL;
}

/* Whether record @p id, the Declaration of DebugFunction @p fn that has a
 * target function name, is the DebugFunctionDeclaration forward writes
 * there for a definition without declaration (.200's grammar puts the
 * name after a Declaration, which spirv-val wants to be one): the same
 * name, source, line, parent and linkage name. */
static bool own_declaration(di_rev *d, const lspv_rev_inst *fn, uint32_t id) {
  lspv_rev_inst in;
  if (record_kind(d, id, &in) != DI_FunctionDeclaration || NARGS(&in) < 7)
    return false;
  static const unsigned same[] = {0, 2, 3, 5, 6};
  for (size_t i = 0; i < sizeof same / sizeof *same; i++)
    if (ARG(&in, same[i]) != ARG(fn, same[i]))
      return false;
  mark_ref(d, id);
  return true;
}

/* DebugFunction (@p is_fn) or DebugFunctionDeclaration.  A DebugFunction
 * without FlagIsDefinition is a declaration too (a class's method). */
static LLVMMetadataRef function_node(di_rev *d, const lspv_rev_inst *in, bool is_fn) {
  size_t nl, ll;
  const char *name = str(d, ARG(in, 0), &nl);
  const char *link = str(d, ARG(in, 6), &ll);
  LLVMMetadataRef file = node(d, ARG(in, 2));
  uint32_t f = L(in, 7);
  bool def = is_fn && (f & 0x8u);
  if (!d->cu) /* the subprogram takes the builder's compile unit */
    return NULL;
  /* a method is scoped in the composite that lists it: a non-semantic set
   * names the class's own scope as Parent where the class was still being
   * written (no forward reference there) */
  uint32_t parent = ARG(in, 5), owner;
  if (di_map_get(&d->owner, (void *)(uintptr_t)in->operands[1], &owner))
    parent = owner;
  LLVMMetadataRef scope = scope_of(d, parent, file);
  LLVMMetadataRef listed =
      is_fn ? NULL : listed_method(scope, name, nl, link, ll, L(in, 3), node(d, ARG(in, 1)));
  if (listed)
    return listed;
  /* the shim sets what the C API cannot: template parameters, .200's
   * target function name (after the Declaration operand) */
  unsigned at = d->ns ? 9 : 10; /* the Declaration operand */
  size_t tl = 0;
  const char *target = def && NARGS(in) > at + 1 ? str(d, ARG(in, at + 1), &tl) : NULL;
  /* the function a DebugEntryPoint names is a main subprogram (NonSemantic
   * forward writes one for each kernel and main subprogram) */
  uint32_t k;
  unsigned spflags =
      ((f & 0x4u) ? SPFLAG_LOCAL : 0) | (def ? SPFLAG_DEFINITION : 0) |
      ((f & 0x2000u) ? SPFLAG_OPTIMIZED : 0) |
      (di_map_get(&d->mains, (void *)(uintptr_t)in->operands[1], &k) ? SPFLAG_MAIN : 0);
  /* Every subprogram gets a subroutine type: LLVM's DWARF writer reads the
   * type of a definition's declaration unchecked (llc crashes on a null
   * one), and a non-semantic set writes DebugInfoNone where a type cycle
   * reaches a method's type. */
  LLVMMetadataRef type = node(d, ARG(in, 1));
  if (!type || LLVMGetMetadataKind(type) != LLVMDISubroutineTypeMetadataKind)
    type = LLVMDIBuilderCreateSubroutineType(d->dib, NULL, NULL, 0, LLVMDIFlagZero);
  LLVMMetadataRef sp =
      lspv_shim_di_function(d->dib, scope, name, nl, link, ll, file, L(in, 3), type,
                            is_fn ? L(in, 8) : 0, di_flags_from_spirv(f), spflags, NULL,
                            tl ? target : NULL, tl, template_params(d, in->operands[1]));
  /* a definition whose Parent is a later unit is that unit's (the
   * builder's is the first) */
  lspv_rev_inst pu;
  if (def && record_kind(d, parent, &pu) == DI_CompilationUnit && node(d, parent) != d->cu)
    lspv_shim_di_set_unit(sp, node(d, parent));
  if (!def) {
    if (grow(d, (void **)&d->decls, &d->decl_cap, d->ndecls, sizeof *d->decls))
      d->decls[d->ndecls++] = sp;
    return sp;
  }
  unsigned decl = d->ns ? 9 : 10; /* Declaration: the set without Function has it first */
  if (NARGS(in) > decl && !(tl && own_declaration(d, in, ARG(in, decl))))
    lspv_shim_di_set_declaration(sp, node(d, ARG(in, decl)));
  lspv_rev_inst fn;
  if (d->ns)
    return sp; /* DebugFunctionDefinition in the body attaches it */
  if (NARGS(in) > 9 && !lspv_rev_def(d->c, ARG(in, 9), &fn) && fn.opcode == SPV_OpFunction &&
      grow(d, (void **)&d->attach, &d->attach_cap, d->nattach, sizeof *d->attach)) {
    d->attach[d->nattach].sp = sp;
    d->attach[d->nattach++].fn = ARG(in, 9);
  }
  return sp;
}

static LLVMMetadataRef variable_node(di_rev *d, const lspv_rev_inst *in) {
  size_t nl;
  const char *name = str(d, ARG(in, 0), &nl);
  LLVMMetadataRef file = node(d, ARG(in, 2));
  LLVMMetadataRef scope = node(d, ARG(in, 5));
  LLVMMetadataRef type = type_node(d, ARG(in, 1));
  LLVMDIFlags flags = (LLVMDIFlags)di_flags_from_spirv(L(in, 6));
  if (!scope)
    return NULL;
  if (NARGS(in) > 7 && L(in, 7))
    return LLVMDIBuilderCreateParameterVariable(d->dib, scope, name, nl, L(in, 7), file, L(in, 3),
                                                type, 1, flags);
  return LLVMDIBuilderCreateAutoVariable(d->dib, scope, name, nl, file, L(in, 3), type, 1, flags,
                                         0);
}

static LLVMMetadataRef expression_node(di_rev *d, const lspv_rev_inst *in) {
  unsigned n = NARGS(in);
  uint64_t *ops = lspv_rev_alloc(d->c, (3 * n + 1) * sizeof *ops);
  if (!ops)
    return d->failed = true, NULL;
  size_t k = 0;
  for (unsigned i = 0; i < n; i++) {
    lspv_rev_inst op;
    unsigned nargs = 0;
    if (record_kind(d, ARG(in, i), &op) != DI_Operation || NARGS(&op) < 1)
      continue;
    long dw = di_op_from_spirv(lit(d, ARG(&op, 0)), &nargs);
    if (dw < 0)
      continue;
    ops[k++] = (uint64_t)dw;
    for (unsigned a = 0; a < nargs && 1 + a < NARGS(&op); a++)
      ops[k++] = lit(d, ARG(&op, 1 + a));
  }
  return LLVMDIBuilderCreateExpression(d->dib, ops, k);
}

static LLVMMetadataRef global_variable_node(di_rev *d, const lspv_rev_inst *in) {
  size_t nl, ll;
  const char *name = str(d, ARG(in, 0), &nl);
  const char *link = str(d, ARG(in, 6), &ll);
  LLVMMetadataRef file = node(d, ARG(in, 2));
  uint32_t f = L(in, 8);
  LLVMMetadataRef type = type_node(d, ARG(in, 1));
  /* a global of the unit is in the unit's scope (as clang writes it) */
  lspv_rev_inst p;
  bool in_unit = record_kind(d, ARG(in, 5), &p) == DI_CompilationUnit && d->cu;
  LLVMMetadataRef scope = in_unit ? node(d, ARG(in, 5)) : scope_of(d, ARG(in, 5), file);
  LLVMDIBuilderRef dib = in_unit ? builder_of(d, scope) : d->dib; /* the unit's globals */
  /* Variable: the OpVariable, DebugInfoNone, or the integer constant of a
   * variable without storage (DW_OP_constu value, DW_OP_stack_value) */
  lspv_rev_inst var;
  uint64_t cv[3] = {0x10 /* DW_OP_constu */, 0, 0x9f /* DW_OP_stack_value */};
  bool is_const = !lspv_rev_def(d->c, ARG(in, 7), &var) && var.opcode == SPV_OpConstant;
  if (is_const)
    cv[1] = cint(d, ARG(in, 7));
  LLVMMetadataRef gve = LLVMDIBuilderCreateGlobalVariableExpression(
      dib, scope, name, nl, link, ll, file, L(in, 3), type, (f & 0x4u) != 0,
      LLVMDIBuilderCreateExpression(d->dib, is_const ? cv : NULL, is_const ? 3 : 0),
      NARGS(in) > 9 ? node(d, ARG(in, 9)) : NULL, 0);
  /* (llvm-spirv names an OpUntypedVariableKHR there too, which spirv-val
   * refuses; read all the same) */
  if (!lspv_rev_def(d->c, ARG(in, 7), &var) &&
      (var.opcode == SPV_OpVariable || var.opcode == SPV_OpUntypedVariableKHR)) {
    LLVMValueRef g = lspv_rev_value(d->c, ARG(in, 7));
    if (g && LLVMIsAGlobalVariable(g))
      LLVMGlobalSetMetadata(g, LLVMGetMDKindIDInContext(d->ctx, "dbg", 3), gve);
  }
  return gve;
}

/* DebugImportedEntity Name Tag Source Entity Line Column Parent: a using
 * directive (tag 0, ImportedModule) or declaration (1).  At the unit's
 * scope it goes to the unit's imported entities (the DIBuilder does that). */
static LLVMMetadataRef imported_node(di_rev *d, const lspv_rev_inst *in) {
  size_t nl;
  const char *name = str(d, ARG(in, 0), &nl);
  LLVMMetadataRef file = node(d, ARG(in, 2));
  LLVMMetadataRef entity = node(d, ARG(in, 3));
  lspv_rev_inst p;
  LLVMMetadataRef scope =
      record_kind(d, ARG(in, 6), &p) == DI_CompilationUnit ? d->cu : node(d, ARG(in, 6));
  if (!entity || !scope)
    return NULL;
  if (L(in, 1) == 0 && LLVMGetMetadataKind(entity) == LLVMDINamespaceMetadataKind)
    return LLVMDIBuilderCreateImportedModuleFromNamespace(d->dib, scope, entity, file, L(in, 4));
  if (L(in, 1) == 0 && LLVMGetMetadataKind(entity) == LLVMDIModuleMetadataKind)
    return LLVMDIBuilderCreateImportedModuleFromModule(d->dib, scope, entity, file, L(in, 4), NULL,
                                                       0);
  return LLVMDIBuilderCreateImportedDeclaration(d->dib, scope, entity, file, L(in, 4), name, nl,
                                                NULL, 0);
}

/* OpenCL.DebugInfo.100's DebugModuleINTEL Name Source Parent Line Macros
 * IncludePath APINotes IsDeclaration (literals); .200's DebugModule and the
 * non-semantic .100's DebugModuleINTEL (llvm-spirv's number, no grammar
 * of its own) Name Source Line Parent ... (constants).  A module of the
 * unit has no scope; an empty source is none. */
static LLVMMetadataRef module_node(di_rev *d, const lspv_rev_inst *in, bool line_first) {
  size_t nl, ml, il, al;
  const char *name = str(d, ARG(in, 0), &nl);
  LLVMMetadataRef file = node(d, ARG(in, 1));
  size_t fl = 0;
  if (file)
    lspv_shim_di_str(file, LSPV_DI_FILENAME, &fl);
  lspv_rev_inst p;
  uint32_t parent = ARG(in, line_first ? 3 : 2);
  LLVMMetadataRef scope = record_kind(d, parent, &p) == DI_CompilationUnit ? NULL : node(d, parent);
  const char *macros = str(d, ARG(in, 4), &ml), *include = str(d, ARG(in, 5), &il);
  const char *apinotes = str(d, ARG(in, 6), &al);
  return lspv_shim_di_module(d->dib, scope, name, nl, macros, ml, include, il, apinotes, al,
                             fl ? file : NULL, L(in, line_first ? 2 : 3), (int)L(in, 7));
}

/* The DebugTypeBasic "void" of size 0 and encoding Unspecified a typedef of
 * void names (OpenCL.DebugInfo.100 has no void type a typedef may take). */
static bool is_void(di_rev *d, uint32_t id) {
  lspv_rev_inst in;
  size_t nl;
  if (record_kind(d, id, &in) != DI_TypeBasic || NARGS(&in) < 3 || L(&in, 2) ||
      cint(d, ARG(&in, 1)))
    return false;
  const char *name = str(d, ARG(&in, 0), &nl);
  if (nl != 4 || memcmp(name, "void", 4))
    return false;
  mark_ref(d, id);
  return true;
}

/* DebugTypePointer Base StorageClass Flags: a pointer, or a reference
 * (FlagLValueReference / FlagRValueReference); an object pointer (the type
 * of `this`) and an artificial pointer keep those flags. */
static LLVMMetadataRef pointer_node(di_rev *d, const lspv_rev_inst *in) {
  LLVMMetadataRef base = node(d, ARG(in, 0)), p;
  uint32_t f = L(in, 2);
  if (f & 0x1800u) {
    /* a reference in an address space (clang: 64 bits wide, its
     * dwarfAddressSpace) keeps it; in Function, as before, neither */
    int64_t as = di_dwarf_addrspace(L(in, 1));
    unsigned tag = f & 0x800u ? 0x10 : 0x42;
    p = as >= 0 ? lspv_shim_di_reference(d->dib, tag, base, 64, as)
                : LLVMDIBuilderCreateReferenceType(d->dib, tag, base);
  } else {
    int64_t as = di_dwarf_addrspace(L(in, 1));
    p = lspv_shim_di_pointer(d->dib, base, 64, as); /* Function: none, as clang writes it */
  }
  uint64_t flags = di_flags_from_spirv(f);
  if (flags & LLVMDIFlagObjectPointer)
    return LLVMDIBuilderCreateObjectPointerType(d->dib, p, (flags & LLVMDIFlagArtificial) != 0);
  return flags & LLVMDIFlagArtificial ? LLVMDIBuilderCreateArtificialType(d->dib, p) : p;
}

static LLVMMetadataRef build(di_rev *d, const lspv_rev_inst *in, long kind) {
  size_t nl;
  const char *name;
  switch (kind) {
  case DI_Source: return file_node(d, in);
  case DI_CompilationUnit: return cu_node(d, in);
  case DI_TypeBasic: {
    name = str(d, ARG(in, 0), &nl);
    unsigned enc = di_encoding_from_spirv(L(in, 2));
    if (!enc) /* Unspecified: LLVM's unspecified type (a complex without .200) */
      return LLVMDIBuilderCreateUnspecifiedType(d->dib, name, nl);
    return LLVMDIBuilderCreateBasicType(d->dib, name, nl, cint(d, ARG(in, 1)), enc, LLVMDIFlagZero);
  }
  case DI_TypePointer: return pointer_node(d, in);
  case DI_TypeQualifier: {
    static const unsigned tags[4] = {0x26, 0x35, 0x37, 0x47};
    return LLVMDIBuilderCreateQualifiedType(d->dib, tags[L(in, 1) & 3], node(d, ARG(in, 0)));
  }
  case DI_TypeArray: return array_node(d, in, false);
  case DI_TypeVector: return array_node(d, in, true);
  case DI_Typedef: {
    LLVMMetadataRef file = node(d, ARG(in, 2));
    name = str(d, ARG(in, 0), &nl);
    return LLVMDIBuilderCreateTypedef(d->dib, is_void(d, ARG(in, 1)) ? NULL : node(d, ARG(in, 1)),
                                      name, nl, file, L(in, 3), type_scope_of(d, ARG(in, 5), file),
                                      0);
  }
  case DI_TypeFunction: {
    unsigned n = NARGS(in) - 1;
    LLVMMetadataRef *el = lspv_rev_alloc(d->c, (n + 1) * sizeof *el);
    if (!el)
      return d->failed = true, NULL;
    for (unsigned i = 0; i < n; i++)
      el[i] = node(d, ARG(in, 1 + i));
    return LLVMDIBuilderCreateSubroutineType(d->dib, NULL, el, n,
                                             (LLVMDIFlags)di_flags_from_spirv(L(in, 0)));
  }
  case DI_TypeEnum: return enum_node(d, in);
  case DI_TypeComposite: return composite_node(d, in);
  case DI_TypeMember: {
    /* NonSemantic members have no Parent: the composite being built is */
    unsigned k = d->ns ? 0 : 1;
    LLVMMetadataRef file = node(d, ARG(in, 2));
    LLVMMetadataRef parent = d->ns ? d->member_scope : node(d, ARG(in, 5));
    name = str(d, ARG(in, 0), &nl);
    uint32_t mf = L(in, 7 + k);
    if (mf & 0x200u) { /* FlagStaticMember, with its constant Value if any */
      lspv_rev_inst v;
      LLVMValueRef value =
          NARGS(in) > 8 + k && !lspv_rev_def(d->c, ARG(in, 8 + k), &v) && v.opcode == SPV_OpConstant
              ? lspv_rev_value(d->c, ARG(in, 8 + k))
              : NULL;
      /* DWARF 5 tags it a variable (as clang writes it), earlier a member */
      return lspv_shim_di_static_member(
          d->dib, parent, name, nl, file, L(in, 3), type_node(d, ARG(in, 1)),
          (LLVMDIFlags)di_flags_from_spirv(mf), value, d->dwarf_version >= 5 ? 0x34 : 0x0d);
    }
    return LLVMDIBuilderCreateMemberType(d->dib, parent, name, nl, file, L(in, 3),
                                         cint(d, ARG(in, 6 + k)), 0, cint(d, ARG(in, 5 + k)),
                                         (LLVMDIFlags)di_flags_from_spirv(L(in, 7 + k)),
                                         type_node(d, ARG(in, 1)));
  }
  case DI_TypeInheritance: {
    /* NonSemantic: no Child operand, the composite being built is it */
    unsigned k = d->ns ? 0 : 1;
    LLVMMetadataRef child = d->ns ? d->member_scope : node(d, ARG(in, 0));
    return LLVMDIBuilderCreateInheritance(d->dib, child, node(d, ARG(in, k)),
                                          cint(d, ARG(in, 1 + k)), 0,
                                          (LLVMDIFlags)di_flags_from_spirv(L(in, 3 + k)));
  }
  case DI_TypePtrToMember:
    return LLVMDIBuilderCreateMemberPointerType(d->dib, type_node(d, ARG(in, 0)),
                                                node(d, ARG(in, 1)), 64, 0, LLVMDIFlagZero);
  case DI_Function: return function_node(d, in, true);
  case DI_FunctionDeclaration: return function_node(d, in, false);
  case DI_LexicalBlock: {
    LLVMMetadataRef file = node(d, ARG(in, 0));
    LLVMMetadataRef scope = scope_of(d, ARG(in, 3), file);
    if (NARGS(in) > 4) { /* a namespace; .200: inline when its flag is true */
      lspv_rev_inst flag;
      bool inl = NARGS(in) > 5 && !lspv_rev_def(d->c, ARG(in, 5), &flag) &&
                 flag.opcode == SPV_OpConstantTrue;
      name = str(d, ARG(in, 4), &nl);
      /* a top-level namespace has no scope, as clang writes it */
      bool top = record_kind(d, ARG(in, 3), &flag) == DI_CompilationUnit;
      return LLVMDIBuilderCreateNameSpace(d->dib, top ? NULL : scope, name, nl, inl);
    }
    if (L(in, 1) == 0) /* forward's form of a discriminator: line 0, column */
      return LLVMDIBuilderCreateLexicalBlockFile(d->dib, scope, file, L(in, 2));
    return LLVMDIBuilderCreateLexicalBlock(d->dib, scope, file, L(in, 1), L(in, 2));
  }
  case DI_LexicalBlockDiscriminator: {
    LLVMMetadataRef file = node(d, ARG(in, 0));
    return LLVMDIBuilderCreateLexicalBlockFile(d->dib, node(d, ARG(in, 2)), file, L(in, 1));
  }
  case DI_InlinedAt: { /* llvm-spirv's .200: Line, Column, Scope [, Inlined] */
    lspv_rev_inst sc;
    unsigned k = d->v200 && NARGS(in) > 2 && record_kind(d, ARG(in, 1), &sc) < 0 ? 1 : 0;
    /* distinct, as clang makes it: one record, one call site */
    return lspv_shim_di_distinct_location(d->ctx, L(in, 0), k ? L(in, 1) : 0,
                                          node(d, ARG(in, 1 + k)),
                                          NARGS(in) > 2 + k ? node(d, ARG(in, 2 + k)) : NULL);
  }
  case DI_LocalVariable: return variable_node(d, in);
  case DI_Expression: return expression_node(d, in);
  case DI_GlobalVariable: return global_variable_node(d, in);
  case DI_ImportedEntity: return imported_node(d, in);
  case DI_ModuleINTEL: return NARGS(in) >= 8 ? module_node(d, in, d->ns) : NULL;
  case DI_Module: return d->v200 && NARGS(in) >= 8 ? module_node(d, in, true) : NULL;
  case DI_TypeSubrange: return d->v200 ? subrange_node(d, in) : NULL;
  case DI_TypeArrayDynamic: return d->v200 ? array_dynamic_node(d, in) : NULL;
  case DI_TypeString: return d->v200 ? string_node(d, in) : NULL;
  case DI_InfoNone: {
    /* .200: a DebugInfoNone naming a type spirv-val takes nowhere a type
     * goes (forward writes references to it so) stands for that type */
    lspv_rev_inst r;
    long k = d->v200 && NARGS(in) == 1 ? record_kind(d, ARG(in, 0), &r) : -1;
    return k == DI_TypeArrayDynamic || k == DI_TypeString ? node(d, ARG(in, 0)) : NULL;
  }
  case DI_TypeTemplate:
    return NARGS(in) ? node(d, ARG(in, 0)) : NULL; /* the target stands for it */
  case DI_TypeTemplateParameter:
  case DI_TypeTemplateTemplateParameter:
  case DI_TypeTemplateParameterPack: return template_param_node(d, in, kind);
  default: return NULL; /* DebugInfoNone, macros, modules: dropped */
  }
}

static LLVMMetadataRef node(di_rev *d, uint32_t id) {
  uint32_t k;
  uint32_t owner;
  if (!d->at_root) {
    mark_ref(d, id);
    /* NonSemantic: a member names no parent, the composite listing it is
     * reached through it (forward writes it after the member) */
    if (di_map_get(&d->owner, (void *)(uintptr_t)id, &owner))
      mark_ref(d, owner);
  }
  d->at_root = false;
  if (id && id == d->src_id)
    flush_source(d);
  if (di_map_get(&d->index, (void *)(uintptr_t)id, &k))
    return d->mds[k - 1];
  lspv_rev_inst in;
  long kind = record_kind(d, id, &in);
  if (kind < 0)
    return NULL;
  if (di_map_get(&d->owner, (void *)(uintptr_t)id, &owner) &&
      !di_map_get(&d->index, (void *)(uintptr_t)owner, &k)) {
    node(d, owner); /* builds the member among its elements */
    if (di_map_get(&d->index, (void *)(uintptr_t)id, &k))
      return d->mds[k - 1];
  }
  remember(d, id, NULL); /* a cycle through a kind without placeholder ends here */
  LLVMMetadataRef md = build(d, &in, kind);
  remember(d, id, md);
  return md;
}

/* ---- bodies -------------------------------------------------------------------*/
/* The DebugFunction records' subprograms to their functions: before the
 * first body instruction, when every type is translated. */
static void attach_subprograms(di_rev *d) {
  for (size_t i = 0; i < d->nattach; i++) {
    LLVMValueRef v = lspv_rev_value(d->c, d->attach[i].fn);
    if (v && LLVMIsAFunction(v) && !LLVMGetSubprogram(v))
      LLVMSetSubprogram(v, d->attach[i].sp);
  }
  d->nattach = 0;
}

/* Can @p md scope a location (DILocalScope)? */
static bool is_local_scope(LLVMMetadataRef md) {
  LLVMMetadataKind k = LLVMGetMetadataKind(md);
  return k == LLVMDISubprogramMetadataKind || k == LLVMDILexicalBlockMetadataKind ||
         k == LLVMDILexicalBlockFileMetadataKind;
}

static void set_location(di_rev *d) {
  LLVMBuilderRef b = lspv_rev_builder(d->c);
  LLVMValueRef fn = lspv_rev_function(d->c);
  LLVMMetadataRef sp = fn ? LLVMGetSubprogram(fn) : NULL;
  /* A scope without a line is line 0 of it (DebugNoLine after a DebugScope:
   * what a line-0 location becomes in the NonSemantic set); a line without a
   * scope is in the function's subprogram. */
  LLVMMetadataRef scope = d->scope ? d->scope : d->has_line ? sp : NULL;
  /* a function without subprogram keeps the locations of its scopes, as
   * LLVM allows (a subprogram whose DebugFunction names no function) */
  if (!scope || (!sp && !is_local_scope(scope))) {
    LLVMSetCurrentDebugLocation2(b, NULL);
    return;
  }
  LLVMSetCurrentDebugLocation2(
      b, LLVMDIBuilderCreateDebugLocation(d->ctx, d->has_line ? d->line : 0,
                                          d->has_line ? d->col : 0, scope, d->inlined_at));
}

lspv_status di_rev_before_instruction(lspv_rev_ctx *c, const lspv_rev_inst *inst) {
  di_rev *d = *lspv_rev_plugin_state(c);
  if (!d)
    return LSPV_SUCCESS; /* the module has no debug records */
  if (d->nattach)
    attach_subprograms(d);
  LLVMBasicBlockRef bb = LLVMGetInsertBlock(lspv_rev_builder(c));
  bool changed = false;
  if (bb != d->bb) {
    d->bb = bb;
    d->scope = d->inlined_at = NULL;
    d->has_line = false;
    changed = true;
  }
  if (inst->opcode == SPV_OpLine && inst->noperands >= 3) {
    d->line = inst->operands[1], d->col = inst->operands[2], d->has_line = true;
    changed = true;
  } else if (inst->opcode == SPV_OpNoLine) {
    d->has_line = false;
    changed = true;
  }
  if (changed)
    set_location(d);
  return LSPV_SUCCESS;
}

/* The location of a record: the one in force, or the variable's line in its
 * scope. */
static LLVMMetadataRef record_location(di_rev *d, LLVMMetadataRef var) {
  LLVMMetadataRef loc = LLVMGetCurrentDebugLocation2(lspv_rev_builder(d->c));
  if (loc)
    return loc;
  if (d->scope && d->has_line) /* in a function without subprogram */
    return LLVMDIBuilderCreateDebugLocation(d->ctx, d->line, d->col, d->scope, d->inlined_at);
  return LLVMDIBuilderCreateDebugLocation(d->ctx, LLVMDIVariableGetLine(var), 0,
                                          LLVMDIVariableGetScope(var), NULL);
}

/* A DebugValue whose expression names its value as DW_OP_LLVM_arg N (the
 * forward writes an argument list of one value repeated so) is a
 * #dbg_value of a DIArgList: @p v as arguments 0..N, the highest N. */
enum { DW_OP_LLVM_arg = 0x1005 };

/* A DebugValue of a variable-length array (OpVariableLengthArrayINTEL, an
 * alloca of a run-time count here) whose expression is Deref alone is how
 * forward writes a #dbg_declare of it with an empty expression
 * (DebugDeclare takes only an OpVariable; forward appends the Deref to the
 * declare's operations): it comes back as that declare, so llc describes
 * the variable by its storage as for any declared alloca.  Anything else
 * after or before the Deref stays a #dbg_value. */
static LLVMMetadataRef declare_of_dynamic_alloca(di_rev *d, LLVMValueRef v, LLVMMetadataRef expr,
                                                 uint32_t *number) {
  if (!LLVMIsAAllocaInst(v) || LLVMIsAConstantInt(LLVMGetOperand(v, 0)))
    return expr;
  uint64_t op = 0;
  if (lspv_shim_di_expr(expr, &op, 1) != 1 || op != 0x06 /* DW_OP_deref */)
    return expr;
  *number = DI_Declare;
  return LLVMDIBuilderCreateExpression(d->dib, NULL, 0);
}

static void arg_list(di_rev *d, LLVMDbgRecordRef r, LLVMValueRef v, LLVMMetadataRef expr) {
  unsigned n = lspv_shim_di_expr(expr, NULL, 0);
  uint64_t small[16], *el = n <= 16 ? small : lspv_rev_alloc(d->c, n * sizeof *el);
  if (!n || !el || !r)
    return;
  lspv_shim_di_expr(expr, el, n);
  uint64_t args = 0;
  for (unsigned i = 0; i < n;) {
    unsigned nargs = 0;
    if (el[i] == DW_OP_LLVM_arg && i + 1 < n && el[i + 1] + 1 > args)
      args = el[i + 1] + 1;
    long op = di_op_to_spirv(el[i], &nargs);
    i += 1 + (op < 0 ? 0 : nargs);
  }
  if (!args || args > 64)
    return;
  LLVMValueRef vals[64];
  for (uint64_t i = 0; i < args; i++)
    vals[i] = v;
  lspv_shim_di_record_set_args(r, vals, (unsigned)args);
}

static lspv_status body_record(di_rev *d, const lspv_rev_inst *in, uint32_t number) {
  switch (number) {
  case DI_Scope:
    d->scope = node(d, ARG(in, 0));
    d->inlined_at = NARGS(in) > 1 ? node(d, ARG(in, 1)) : NULL;
    set_location(d);
    return LSPV_SUCCESS;
  case DI_NoScope:
    d->scope = d->inlined_at = NULL;
    set_location(d);
    return LSPV_SUCCESS;
  case DI_Line:
    d->line = L(in, 1), d->col = L(in, 3), d->has_line = true;
    set_location(d);
    return LSPV_SUCCESS;
  case DI_NoLine:
    d->has_line = false;
    set_location(d);
    return LSPV_SUCCESS;
  case DI_FunctionDefinition: {
    LLVMMetadataRef sp = node(d, ARG(in, 0));
    LLVMValueRef fn = lspv_rev_function(d->c);
    if (sp && fn && !LLVMGetSubprogram(fn))
      LLVMSetSubprogram(fn, sp);
    set_location(d);
    return LSPV_SUCCESS;
  }
  case DI_Declare:
  case DI_Value: {
    LLVMMetadataRef var = node(d, ARG(in, 0));
    LLVMValueRef fn = lspv_rev_function(d->c);
    if (!var || !fn)
      return LSPV_SUCCESS; /* no variable */
    /* DebugDeclare of DebugInfoNone: a variable without storage, declared
     * at the null address */
    lspv_rev_inst none;
    LLVMValueRef v = number == DI_Declare && record_kind(d, ARG(in, 1), &none) == DI_InfoNone
                         ? LLVMConstPointerNull(LLVMPointerTypeInContext(d->ctx, 0))
                         : lspv_rev_value(d->c, ARG(in, 1));
    if (!v)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMMetadataRef expr = node(d, ARG(in, 2));
    if (!expr)
      expr = LLVMDIBuilderCreateExpression(d->dib, NULL, 0);
    LLVMBasicBlockRef bb = LLVMGetInsertBlock(lspv_rev_builder(d->c));
    LLVMMetadataRef loc = record_location(d, var);
    if (number == DI_Value)
      expr = declare_of_dynamic_alloca(d, v, expr, &number);
    if (number == DI_Declare && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind)
      LLVMDIBuilderInsertDeclareRecordAtEnd(d->dib, v, var, expr, loc, bb);
    else
      arg_list(d, LLVMDIBuilderInsertDbgValueRecordAtEnd(d->dib, v, var, expr, loc, bb), v, expr);
    return LSPV_SUCCESS;
  }
  default: node(d, in->operands[1]); return LSPV_SUCCESS;
  }
}

/* Whether module-scope record @p in may stand in the unit's retained types
 * when no record names it: a type (an enum is in the unit's enums), a
 * function declaration. */
static bool retainable(di_rev *d, const lspv_rev_inst *in, uint32_t number) {
  switch (number) {
  case DI_TypeBasic:
  case DI_TypePointer:
  case DI_TypeQualifier:
  case DI_TypeArray:
  case DI_TypeVector:
  case DI_Typedef:
  case DI_TypeFunction:
  case DI_TypeComposite:
  case DI_TypePtrToMember:
  case DI_TypeArrayDynamic:
  case DI_TypeString:
  case DI_FunctionDeclaration: return true;
  case DI_Function: return NARGS(in) > 7 && !(L(in, 7) & 0x8u); /* not FlagIsDefinition */
  default: return false;
  }
}

static lspv_status ext_inst(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number, bool ns,
                            bool v200) {
  di_rev *d = state(c);
  if (!d)
    return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", inst->word_offset,
                          "out of memory");
  d->ns = ns, d->v200 = v200;
  d->offset = inst->word_offset;
  if (!d->scanned)
    scan_records(d, inst->operands[2]);
  uint32_t k;
  if (number == DI_SourceContinued) {
    source_continued(d, inst);
    return LSPV_SUCCESS;
  }
  flush_source(d);
  if (lspv_rev_function(c))
    return body_record(d, inst, number);
  if (number == DI_Source && !di_map_get(&d->index, (void *)(uintptr_t)inst->operands[1], &k))
    source_begin(d, inst); /* built once its continuations are read */
  else if (ns && (number == DI_TypeMember || number == DI_TypeInheritance))
    ; /* no Parent: built with the composite listing it, after it */
  else {
    d->at_root = true;
    node(d, inst->operands[1]); /* module scope: built now (memoized) */
    d->at_root = false;
    if (retainable(d, inst, number) &&
        grow(d, (void **)&d->roots, &d->roots_cap, d->nroots, sizeof *d->roots))
      d->roots[d->nroots++] = inst->operands[1];
  }
  return d->failed ? lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", inst->word_offset,
                                    "out of memory")
                   : LSPV_SUCCESS;
}

lspv_status di_rev_module_begin(lspv_rev_ctx *c) {
  (void)c;
  return LSPV_SUCCESS;
}

/* Calls without a location in a function with a subprogram get line 0 of
 * it: the verifier refuses an inlinable call without one. */
static void locate_calls(di_rev *d, LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    LLVMMetadataRef sp = LLVMGetSubprogram(f);
    if (!sp || LLVMIsDeclaration(f))
      continue;
    LLVMMetadataRef zero = NULL;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i) && !LLVMInstructionGetDebugLoc(i)) {
          if (!zero)
            zero = LLVMDIBuilderCreateDebugLocation(d->ctx, 0, 0, sp, NULL);
          LLVMInstructionSetDebugLoc(i, zero);
        }
  }
}

lspv_status di_rev_module_end(lspv_rev_ctx *c) {
  di_rev *d = *lspv_rev_plugin_state(c);
  if (!d)
    return LSPV_SUCCESS;
  LLVMModuleRef m = lspv_rev_module(c);
  flush_source(d);
  attach_subprograms(d);
  /* A declaration's subprogram goes to the function declaration of its
   * linkage name (or name): reverse declares builtins as it meets them. */
  for (size_t i = 0; i < d->ndecls; i++) {
    size_t len;
    const char *name = lspv_shim_di_str(d->decls[i], LSPV_DI_LINKAGE_NAME, &len);
    if (!name || !len)
      name = lspv_shim_di_str(d->decls[i], LSPV_DI_NAME, &len);
    char buf[256];
    if (!name || !len || len >= sizeof buf)
      continue;
    memcpy(buf, name, len);
    buf[len] = 0;
    LLVMValueRef f = LLVMGetNamedFunction(m, buf);
    if (f && LLVMIsDeclaration(f) && !LLVMGetSubprogram(f))
      LLVMSetSubprogram(f, d->decls[i]);
  }
  /* The types and declarations no record names (the unit's retained types,
   * the subprograms of called declarations) go to the unit's retained
   * types in the module's order, the order forward writes them there: a
   * declaration with a function too, as the functions' order need not
   * survive (reverse declares builtins where it meets them) and one forward
   * made an instruction has none (convert_float, a sitofp). */
  for (size_t i = 0; i < d->nroots; i++) {
    uint32_t k;
    if (!di_map_get(&d->referenced, (void *)(uintptr_t)d->roots[i], &k) &&
        di_map_get(&d->index, (void *)(uintptr_t)d->roots[i], &k) && d->mds[k - 1])
      lspv_shim_di_retain(d->dib, d->mds[k - 1]);
  }
  locate_calls(d, m);
  LLVMDIBuilderFinalize(d->dib);
  LLVMDisposeDIBuilder(d->dib);
  d->dib = NULL;
  for (size_t i = 0; i < d->nunits; i++) {
    LLVMDIBuilderFinalize(d->units[i].dib);
    LLVMDisposeDIBuilder(d->units[i].dib);
  }
  d->nunits = 0;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(d->ctx);
  if (d->cu) {
    LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18,
                      LLVMValueAsMetadata(LLVMConstInt(i32, LLVMDebugMetadataVersion(), 0)));
  }
  return d->failed ? lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", 0, "out of memory")
                   : LSPV_SUCCESS;
}

/* After a failed translation rev_module_end did not run: the DIBuilders
 * (LLVM heap objects) are released here. */
void di_rev_dispose(lspv_rev_ctx *c) {
  di_rev *d = *lspv_rev_plugin_state(c);
  if (!d)
    return;
  if (d->dib)
    LLVMDisposeDIBuilder(d->dib);
  d->dib = NULL;
  for (size_t i = 0; i < d->nunits; i++)
    LLVMDisposeDIBuilder(d->units[i].dib);
  d->nunits = 0;
}

/* One entry per set: the descriptor says which set it reads. */
lspv_status di_rev_ext_inst(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number) {
  return ext_inst(c, inst, number, false, false);
}

lspv_status di_rev_ext_inst_ns(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number) {
  return ext_inst(c, inst, number, true, false);
}

lspv_status di_rev_ext_inst_ns200(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number) {
  return ext_inst(c, inst, number, true, true);
}
