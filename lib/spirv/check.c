/*===-- spirv/check.c - structural checker (DESIGN 6) --------------------===*\
|*                                                                            *|
|* Runs on a view the reader already validated (word counts, ids in bound,   *|
|* single definition, section order).  Adds, from the grammar tables:        *|
|*  - every capability an instruction or an operand enumerant (each bit of   *|
|*    a mask, e.g. memory operands) needs is declared, where declaring one   *|
|*    capability implicitly declares those the grammar lists for it;          *|
|*  - every extension it needs is declared, unless the module's version has *|
|*    it in core; the version is high enough (e.g. OpDecorateId: 1.2);       *|
|*  - ids are defined, used where SPIR-V allows, forward-referenced only     *|
|*    where the spec allows it (2.4 Logical Layout: debug and annotation    *|
|*    instructions, OpPhi, branch targets, calls to later functions, ids    *|
|*    declared by OpTypeForwardPointer) and never across functions;          *|
|*  - function structure: parameters, blocks, one terminator per block,     *|
|*    OpPhi first in a block, function OpVariables first in the entry block;*|
|*  - then the rules extension plugins add (check.h).                       *|
|* Every problem is reported with its word offset, opcode name and id; the  *|
|* checker goes on to report up to MAX_REPORTS of them.                       *|
\*===----------------------------------------------------------------------===*/
#include "spirv/check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/check_walk.h"

#define MAX_REPORTS 50
#define MAX_CAPS 512
#define MAX_IMPORTS 64

struct lspv_check_ctx {
  const lspv_spv_view *v;
  lspv_diag *d;
  lspv_operand *opbuf; /* [LSPV_MAX_OPERANDS], for lspv_walk_split */
  unsigned reports;
  uint32_t caps[MAX_CAPS]; /* declared, closed under implication */
  unsigned ncaps;
  bool *ext_declared; /* [lspv_ext_count], grammar extensions */
  struct {
    uint32_t id;
    const lspv_extinst_set_desc *set;
    bool debug; /* a debug-info set: may reference ahead */
  } imports[MAX_IMPORTS];
  unsigned nimports;
  uint8_t *fwd_ptr;              /* [bound]: declared by OpTypeForwardPointer so far */
  uint32_t *func_of;             /* [ninsts]: 1-based function ordinal, 0 at module scope */
  bool input_mode;               /* checking a module we read, not one we wrote */
  unsigned only_flags;           /* run only the given rules with one of these flags */
  const lspv_check_rules *rules; /* the caller's, or NULL */
  bool version_warned;
  bool extension_warned;
  /* Opcodes whose capability/extension/version requirements were met once:
   * they depend on the opcode and the module's declarations only. */
  uint8_t op_met[0x10000 / 8];
  /* Rules' maps for this run (lspv_check_map), in their own arena. */
  lspv_arena *rule_arena;
  struct {
    const void *owner;
    lspv_map *map;
  } rule_maps[16];
  unsigned nrule_maps;
};

/* ---- reporting -------------------------------------------------------------*/
static const char *op_name(const lspv_check_ctx *c, unsigned opcode) {
  const lspv_inst_desc *d = lspv_gx_inst(c->v->gx, opcode);
  return d ? d->name : "<unknown opcode>";
}

static lspv_status vreport(lspv_check_ctx *c, const lspv_inst *in, const char *name,
                           const char *fmt, va_list ap) {
  char text[768];
  vsnprintf(text, sizeof text, fmt, ap);
  /* A module read for translation fails with its first problem: one error
   * line, as every reader error is (test/robustness).  --verify and lspv's
   * own output list up to MAX_REPORTS. */
  if (++c->reports > (c->input_mode ? 1u : MAX_REPORTS))
    return LSPV_ERROR_INVALID_INPUT;
  if (c->reports == MAX_REPORTS)
    return lspv_diag_report(c->d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, name,
                            in ? (long)in->offset : -1, 0,
                            "%s (word offset %u, %s); further problems are not reported", text,
                            in ? in->offset : 0, in ? op_name(c, in->opcode) : "module");
  if (in && in->result)
    return lspv_diag_report(c->d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, name, (long)in->offset,
                            0, "%s (word offset %u, %s, id %u)", text, in->offset,
                            op_name(c, in->opcode), in->result);
  return lspv_diag_report(c->d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, name,
                          in ? (long)in->offset : -1, 0, "%s (word offset %u, %s)", text,
                          in ? in->offset : 0, in ? op_name(c, in->opcode) : "module");
}

lspv_status lspv_check_report_at(lspv_check_ctx *c, const lspv_inst *in, const char *error_name,
                                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  lspv_status s = vreport(c, in, error_name, fmt, ap);
  va_end(ap);
  return s;
}

lspv_status lspv_check_warn_at(lspv_check_ctx *c, const lspv_inst *in, const char *fmt, ...) {
  char text[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  lspv_diag_report(c->d, LSPV_DIAG_WARNING, LSPV_SUCCESS, "Warning", in ? (long)in->offset : -1, 0,
                   "%s (word offset %u, %s); translating anyway", text, in ? in->offset : 0,
                   in ? op_name(c, in->opcode) : "module");
  return LSPV_SUCCESS;
}

/* The public form: a rule's instruction view carries what the report
 * needs (offset, opcode, result). */
lspv_status lspv_check_report(lspv_check_ctx *c, const lspv_spv_inst *in, const char *error_name,
                              const char *fmt, ...) {
  lspv_inst at = {0};
  if (in) {
    at.offset = in->word_offset;
    at.opcode = (uint16_t)in->opcode;
    at.type = in->type_id;
    at.result = in->result_id;
  }
  va_list ap;
  va_start(ap, fmt);
  lspv_status s = vreport(c, in ? &at : NULL, error_name, fmt, ap);
  va_end(ap);
  return s;
}

static lspv_status report(lspv_check_ctx *c, const lspv_inst *in, const char *name, const char *fmt,
                          ...) __attribute__((format(printf, 4, 5)));
static lspv_status report(lspv_check_ctx *c, const lspv_inst *in, const char *name, const char *fmt,
                          ...) {
  va_list ap;
  va_start(ap, fmt);
  lspv_status s = vreport(c, in, name, fmt, ap);
  va_end(ap);
  return s;
}

/* ---- what the module declares --------------------------------------------*/
const lspv_spv_view *lspv_check_view(const lspv_check_ctx *c) { return c->v; }

int lspv_check_declares_capability(const lspv_check_ctx *c, uint32_t cap) {
  for (unsigned i = 0; i < c->ncaps; i++)
    if (c->caps[i] == cap)
      return 1;
  return 0;
}

static void add_cap(lspv_check_ctx *c, uint32_t cap) {
  if (!lspv_check_declares_capability(c, cap) && c->ncaps < MAX_CAPS)
    c->caps[c->ncaps++] = cap;
}

int lspv_check_declares_extension(const lspv_check_ctx *c, const char *ext) {
  const lspv_spv_view *v = c->v;
  for (size_t i = 0; i < v->ninsts && v->insts[i].section <= LSPV_SEC_EXTENSION; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->opcode != SPV_OpExtension)
      continue;
    const char *s = lspv_op_string(v, in, 0, NULL);
    if (s && strcmp(s, ext) == 0)
      return 1;
  }
  return 0;
}

static void scan_declarations(lspv_check_ctx *c) {
  const lspv_spv_view *v = c->v;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->section > LSPV_SEC_EXTINSTIMPORT)
      break;
    if (in->opcode == SPV_OpCapability) {
      add_cap(c, lspv_op(v, in, 0));
    } else if (in->opcode == SPV_OpExtension) {
      const char *s = lspv_op_string(v, in, 0, NULL);
      int e = s ? lspv_gx_ext_by_name(v->gx, s, strlen(s)) : -1;
      if (e >= 0)
        c->ext_declared[e] = true;
    } else if (in->opcode == SPV_OpExtInstImport && c->nimports < MAX_IMPORTS) {
      const char *s = lspv_op_string(v, in, 1, NULL);
      c->imports[c->nimports].id = lspv_op(v, in, 0);
      c->imports[c->nimports].set = s ? lspv_extinst_set_by_name(s) : NULL;
      /* Debug-info sets describe types and scopes that refer to each other
       * in both directions; their instructions may reference ahead. */
      const lspv_extinst_set_desc *set = c->imports[c->nimports].set;
      c->imports[c->nimports].debug =
          s && (strstr(s, "DebugInfo") || (set && set->base && strstr(set->base, "DebugInfo")));
      /* On input, records of non-semantic sets may reference ahead too:
       * llvm-spirv writes them before the functions they describe. */
      if (c->input_mode && s && strncmp(s, "NonSemantic.", 12) == 0)
        c->imports[c->nimports].debug = true;
      c->nimports++;
    }
  }
  /* Implicit declarations: the grammar's "capabilities" of a Capability
   * enumerant are the ones it implies.  Each pass adds at least one or
   * stops; MAX_CAPS bounds it. */
  for (unsigned i = 0; i < c->ncaps; i++) {
    const lspv_enum_desc *e = lspv_gx_enum(v->gx, LSPV_OK_Capability, c->caps[i]);
    for (unsigned k = 0; e && k < e->ncaps; k++)
      add_cap(c, e->caps[k]);
  }
}

static const lspv_extinst_set_desc *import_set(const lspv_check_ctx *c, uint32_t id, bool *debug) {
  for (unsigned i = 0; i < c->nimports; i++)
    if (c->imports[i].id == id) {
      if (debug)
        *debug = c->imports[i].debug;
      return c->imports[i].set;
    }
  return NULL;
}

static const lspv_inst_desc *resolve_ext(void *ctx, uint32_t set_id, uint32_t num) {
  return lspv_extinst_by_number(import_set(ctx, set_id, NULL), num);
}

/* ---- requirements ----------------------------------------------------------*/
static void version_text(uint32_t v, char *buf, size_t n) {
  snprintf(buf, n, "%u.%u", (v >> 16) & 0xFFu, (v >> 8) & 0xFFu);
}

/* One spelling of a feature (instruction or enumerant). */
typedef struct {
  const char *name;
  const unsigned *caps;
  const unsigned short *exts;
  unsigned ncaps, nexts, min_version;
} feature;

#define MAX_SPELLINGS 8

static bool caps_ok(const lspv_check_ctx *c, const feature *f) {
  for (unsigned i = 0; i < f->ncaps; i++)
    if (lspv_check_declares_capability(c, f->caps[i]))
      return true;
  return f->ncaps == 0;
}

/* Extensions (any of) unless the version has the feature in core.  Version
 * "None" without extensions: the grammar puts the extension on the
 * capability that enables the feature (most INTEL instructions), and that
 * capability's own check covers it. */
static bool exts_ok(const lspv_check_ctx *c, const feature *f) {
  if (f->min_version != LSPV_VERSION_NONE && f->min_version <= c->v->version)
    return true;
  if (f->nexts == 0 && f->min_version == LSPV_VERSION_NONE)
    return true;
  for (unsigned i = 0; i < f->nexts; i++) {
    unsigned e = f->exts[i];
    if (e < lspv_gx_ext_count(c->v->gx) && c->ext_declared[e])
      return true;
  }
  return false;
}

/* On input, a version lower than a feature needs is read anyway, with one
 * warning: llvm-spirv declares 1.0 for modules that use OpDecorateId
 * (DESIGN 6) and the meaning is unambiguous.  lspv's own output and
 * --verify stay strict. */
static lspv_status version_warning(lspv_check_ctx *c, const lspv_inst *in, const char *kind,
                                   const char *what, const char *need, const char *have) {
  if (!c->version_warned) {
    c->version_warned = true;
    lspv_diag_report(c->d, LSPV_DIAG_WARNING, LSPV_SUCCESS, "Warning", (long)in->offset, 0,
                     "%s%s requires SPIR-V %s, the module declares %s (word offset %u); "
                     "translating anyway",
                     kind, what, need, have, in->offset);
  }
  return LSPV_SUCCESS;
}

/* On input, a feature whose capability is declared but whose extension is
 * not is read anyway, with one warning: older producers (llvm-spirv for the
 * AVC motion estimation types, among others) declare the capability alone,
 * and the capability already says what the module means.  lspv's own output
 * and --verify stay strict. */
static lspv_status extension_warning(lspv_check_ctx *c, const lspv_inst *in, const char *kind,
                                     const char *what, const char *list) {
  if (!c->extension_warned) {
    c->extension_warned = true;
    lspv_diag_report(c->d, LSPV_DIAG_WARNING, LSPV_SUCCESS, "Warning", (long)in->offset, 0,
                     "%s%s requires the extension %s, which the module does not declare "
                     "(word offset %u); translating anyway",
                     kind, what, list, in->offset);
  }
  return LSPV_SUCCESS;
}

/* A feature with @p n spellings (INTEL/EXT aliases of one number) is enabled
 * when one spelling's capabilities (any of) and extensions (any of, or the
 * version) are declared.  Otherwise reports what is missing, listing the
 * alternatives of every spelling. */
static lspv_status require(lspv_check_ctx *c, const lspv_inst *in, const char *kind,
                           const feature *f, unsigned n, bool check_caps) {
  bool caps_missing = true;
  for (unsigned i = 0; i < n; i++) {
    bool cok = !check_caps || caps_ok(c, &f[i]);
    if (cok && exts_ok(c, &f[i]))
      return LSPV_SUCCESS;
    if (cok)
      caps_missing = false;
  }
  char what[256], list[512], have[16], need[16];
  size_t wl = 0, ll = 0;
  what[0] = list[0] = 0;
  for (unsigned i = 0; i < n; i++) {
    int k = snprintf(what + wl, sizeof what - wl, "%s%s", i ? "/" : "", f[i].name);
    if (k > 0 && (size_t)k < sizeof what - wl)
      wl += (size_t)k;
  }
  version_text(c->v->version, have, sizeof have);
  if (caps_missing) {
    for (unsigned i = 0; i < n; i++)
      for (unsigned j = 0; j < f[i].ncaps && ll < sizeof list; j++) {
        uint32_t cap = f[i].caps[j];
        const char *nm = lspv_gx_enum_name(c->v->gx, LSPV_OK_Capability, cap);
        int k = nm ? snprintf(list + ll, sizeof list - ll, "%s%s", ll ? " or " : "", nm)
                   : snprintf(list + ll, sizeof list - ll, "%s%u", ll ? " or " : "", cap);
        if (k > 0 && (size_t)k < sizeof list - ll)
          ll += (size_t)k;
      }
    return report(c, in, "RequiresCapability", "%s%s requires capability %s", kind, what, list);
  }
  unsigned minv = LSPV_VERSION_NONE;
  for (unsigned i = 0; i < n; i++) {
    if (f[i].min_version < minv)
      minv = f[i].min_version;
    for (unsigned j = 0; j < f[i].nexts && ll < sizeof list; j++) {
      unsigned e = f[i].exts[j];
      int k = snprintf(list + ll, sizeof list - ll, "%s%s", ll ? " or " : "",
                       lspv_gx_ext_name(c->v->gx, e));
      if (k > 0 && (size_t)k < sizeof list - ll)
        ll += (size_t)k;
    }
  }
  if (ll && minv != LSPV_VERSION_NONE) {
    version_text(minv, need, sizeof need);
    if (c->input_mode)
      return version_warning(c, in, kind, what, need, have);
    return report(c, in, "RequiresExtension",
                  "%s%s requires SPIR-V %s (the module declares %s) or the extension %s", kind,
                  what, need, have, list);
  }
  if (ll && c->input_mode)
    return extension_warning(c, in, kind, what, list);
  if (ll)
    return report(c, in, "RequiresExtension",
                  "Feature requires the following SPIR-V extension: %s (for %s%s)", list, kind,
                  what);
  version_text(minv, need, sizeof need);
  if (c->input_mode)
    return version_warning(c, in, kind, what, need, have);
  return report(c, in, "RequiresVersion", "%s%s requires SPIR-V %s, the module declares %s", kind,
                what, need, have);
}

static unsigned enum_features(const lspv_check_ctx *c, unsigned kind, uint32_t value, feature *f) {
  unsigned n = 0;
  const lspv_enum_desc *e = lspv_gx_enum_spellings(c->v->gx, kind, value, &n);
  if (!e)
    return 0;
  if (n > MAX_SPELLINGS)
    n = MAX_SPELLINGS;
  for (unsigned i = 0; i < n; i++)
    f[i] = (feature){e[i].name, e[i].caps, e[i].exts, e[i].ncaps, e[i].nexts, e[i].min_version};
  return n;
}

static unsigned inst_features(const lspv_inst_desc *d, unsigned n, feature *f) {
  if (n > MAX_SPELLINGS)
    n = MAX_SPELLINGS;
  for (unsigned i = 0; i < n; i++)
    f[i] = (feature){d[i].name, d[i].caps, d[i].exts, d[i].ncaps, d[i].nexts, d[i].min_version};
  return n;
}

/* require() without the report: the path every valid operand takes. */
static bool enabled(const lspv_check_ctx *c, const feature *f, unsigned n, bool check_caps) {
  for (unsigned i = 0; i < n; i++)
    if ((!check_caps || caps_ok(c, &f[i])) && exts_ok(c, &f[i]))
      return true;
  return false;
}

static lspv_status require_enum(lspv_check_ctx *c, const lspv_inst *in, const lspv_kind_desc *k,
                                const feature *f, unsigned n, bool caps) {
  if (enabled(c, f, n, caps))
    return LSPV_SUCCESS;
  char prefix[96];
  snprintf(prefix, sizeof prefix, "%s ", k->name);
  return require(c, in, prefix, f, n, caps);
}

static lspv_status check_enum(lspv_check_ctx *c, const lspv_inst *in, unsigned kind,
                              uint32_t value) {
  const lspv_kind_desc *k = &lspv_kinds[kind];
  /* A Capability's own "capabilities" are what it implies, not needs. */
  bool caps = kind != LSPV_OK_Capability;
  feature f[MAX_SPELLINGS];
  if (k->category == LSPV_CAT_VALUEENUM) {
    unsigned n = enum_features(c, kind, value, f);
    /* An input's source language newer than the grammar only informs
     * (spirv/reader.c reads it); lspv's own output never has one. */
    if (!n && c->input_mode && kind == LSPV_OK_SourceLanguage)
      return LSPV_SUCCESS;
    if (!n)
      return report(c, in, "InvalidEnum", "unknown %s value %u", k->name, value);
    return require_enum(c, in, k, f, n, caps);
  }
  lspv_status s = LSPV_SUCCESS;
  for (unsigned bit = 0; bit < 32; bit++) {
    uint32_t b = 1u << bit;
    if (!(value & b))
      continue;
    unsigned n = enum_features(c, kind, b, f);
    lspv_status r = n ? require_enum(c, in, k, f, n, caps)
                      : report(c, in, "InvalidEnum", "unknown %s bit 0x%x", k->name, b);
    if (r)
      s = r;
  }
  return s;
}

/* ---- ids -----------------------------------------------------------------------*/
static bool is_type(const lspv_check_ctx *c, const lspv_inst *d) {
  const lspv_inst_desc *desc = lspv_inst_desc_of(c->v, d);
  return desc && strncmp(desc->name, "OpType", 6) == 0;
}

/* May instruction @p in (index @p i) use @p id, defined at index @p di? */
static lspv_status check_id_use(lspv_check_ctx *c, size_t i, const lspv_inst *in, unsigned kind,
                                uint32_t id, bool debug_ext) {
  const lspv_spv_view *v = c->v;
  const lspv_inst *def = lspv_view_def(v, id);
  if (!def)
    return report(c, in, "InvalidId", "id %u is used but never defined", id);
  size_t di = (size_t)(def - v->insts);
  if (kind == LSPV_OK_IdResultType && !is_type(c, def))
    return report(c, in, "InvalidId", "id %u: expected a type, got %s", id,
                  op_name(c, def->opcode));
  bool local = c->func_of[di] && def->opcode != SPV_OpFunction;
  if (local && c->func_of[i] && c->func_of[di] != c->func_of[i])
    return report(c, in, "InvalidId", "id %u is defined in another function (word offset %u)", id,
                  def->offset);
  if (local && !c->func_of[i] && in->section >= LSPV_SEC_GLOBAL)
    return report(c, in, "InvalidId", "id %u of a function is used at module scope", id);
  if (di < i)
    return LSPV_SUCCESS;
  /* Forward references (SPIR-V 2.4): allowed in debug and annotation
   * instructions, entry points and execution modes, OpPhi, to labels (branch
   * targets), to functions from code (calls, enqueued kernels), to pointers
   * an OpTypeForwardPointer declared, and within debug-info sets. */
  if (in->section < LSPV_SEC_GLOBAL || in->opcode == SPV_OpPhi ||
      in->opcode == SPV_OpTypeForwardPointer || def->opcode == SPV_OpLabel || debug_ext)
    return LSPV_SUCCESS;
  /* Functions may be named ahead from calls and kernel enqueues (from any
   * code in a module read: llvm-spirv names task-sequence functions ahead)
   * and, for the instructions extensions add there (a function pointer
   * constant), from the global section. */
  if (def->opcode == SPV_OpFunction &&
      ((in->section == LSPV_SEC_FUNCTION &&
        (c->input_mode || lspv_check_names_function_ahead(in->opcode))) ||
       in->section == LSPV_SEC_GLOBAL))
    return LSPV_SUCCESS;
  if (c->fwd_ptr[id] && in->section == LSPV_SEC_GLOBAL)
    return LSPV_SUCCESS;
  return report(c, in, "InvalidForwardReference",
                "id %u is used before its definition at word offset %u (%s)", id, def->offset,
                op_name(c, def->opcode));
}

/* Words of the literal whose width the type of @p type_id gives. */
static unsigned literal_words(const lspv_spv_view *v, uint32_t type_id) {
  const lspv_inst *t = lspv_view_def(v, type_id);
  if (t && (t->opcode == SPV_OpTypeInt || t->opcode == SPV_OpTypeFloat)) {
    uint32_t bits = lspv_op(v, t, 1);
    return bits > 32 ? (bits + 31) / 32 : 1;
  }
  return 0;
}

/* The last word of a literal string: the bytes after the first NUL are 0. */
static bool string_padding_ok(uint32_t last) {
  bool nul = false;
  for (unsigned b = 0; b < 4; b++) {
    uint32_t byte = (last >> (8 * b)) & 0xFFu;
    if (nul && byte)
      return false;
    nul = nul || byte == 0;
  }
  return true;
}

/* A simple row's operands (ids, LiteralIntegers, strings: no enum, no
 * extended instruction): checked without a split.  *done is false when the
 * words do not fit the row; the split then reports why. */
static lspv_status check_simple_operands(lspv_check_ctx *c, size_t i, const lspv_inst *in,
                                         const lspv_inst_desc *d, bool *done) {
  const uint32_t *ops = lspv_ops(c->v, in);
  lspv_simple_walk sw = {d, ops, lspv_nops(in), 0, 0};
  lspv_status st = LSPV_SUCCESS, r;
  unsigned kind, word, nw;
  int more;
  while ((more = lspv_simple_next(&sw, &kind, &word, &nw)) > 0) {
    if (kind == LSPV_OK_LiteralString) {
      if (!string_padding_ok(ops[word + nw - 1]) &&
          (r = report(c, in, "InvalidOperands",
                      "literal string is not padded with zero bytes after its NUL (SPIR-V 2.2.1)")))
        st = r;
    } else if (kind != LSPV_OK_IdResult && lspv_kind_is_id(kind)) {
      for (unsigned w = word; w < word + nw; w++)
        if ((r = check_id_use(c, i, in, kind, ops[w], false)))
          st = r;
    }
  }
  *done = more == 0;
  return st;
}

static lspv_status check_operands(lspv_check_ctx *c, size_t i, const lspv_inst *in) {
  const lspv_spv_view *v = c->v;
  const lspv_inst_desc *d = lspv_inst_desc_of(v, in);
  if (d->simple) {
    bool done;
    lspv_status st = check_simple_operands(c, i, in, d, &done);
    if (done)
      return st;
  }
  lspv_split s = {.ops = c->opbuf,
                  .max = LSPV_MAX_OPERANDS,
                  .resolve = resolve_ext,
                  .resolve_ctx = c,
                  .gx = c->v->gx};
  /* Context-dependent literals take their width from a type. */
  if (in->opcode == SPV_OpSwitch) {
    const lspv_inst *sel = lspv_view_def(v, lspv_op(v, in, 0));
    s.ctx_words = sel ? literal_words(v, sel->type) : 0;
  } else if (in->type) {
    s.ctx_words = literal_words(v, in->type);
  }
  const uint32_t *ops = lspv_ops(v, in);
  if (!lspv_walk_split(d, ops, lspv_nops(in), &s)) {
    if (s.bad_enum)
      return report(c, in, "InvalidEnum", "unknown %s value %u", lspv_kinds[s.bad_enum_kind].name,
                    s.bad_enum_value);
    return report(c, in, "InvalidOperands", "operands do not match the grammar: %s", s.error);
  }
  bool debug_ext = false;
  if (in->opcode == SPV_OpExtInst)
    import_set(c, lspv_op(v, in, 2), &debug_ext);
  lspv_status st = LSPV_SUCCESS, r;
  for (unsigned k = 0; k < s.n; k++) {
    const lspv_operand *o = &s.ops[k];
    unsigned cat = lspv_kinds[o->kind].category;
    uint32_t w = ops[o->word];
    r = LSPV_SUCCESS;
    if (cat == LSPV_CAT_ID && o->kind != LSPV_OK_IdResult)
      r = check_id_use(c, i, in, o->kind, w, debug_ext);
    else if ((cat == LSPV_CAT_VALUEENUM || cat == LSPV_CAT_BITENUM) &&
             !(debug_ext && c->input_mode && w == UINT32_MAX))
      /* an input's debug record spells "none given" (a pointer without
       * address space) as all ones, as llvm-spirv writes it */
      r = check_enum(c, in, o->kind, w);
    else if (o->kind == LSPV_OK_LiteralString && !string_padding_ok(ops[o->word + o->nwords - 1]))
      r = report(c, in, "InvalidOperands",
                 "literal string is not padded with zero bytes after its NUL (SPIR-V 2.2.1)");
    /* SPIR-V 3.26: Aligned's literal (the mask's first parameter: Volatile
     * has none) is a power of two.  Only lspv's own output is held to it:
     * llvm-spirv writes Aligned 0, and reverse reads such modules. */
    if (!r && !c->input_mode && o->kind == LSPV_OK_MemoryAccess && (w & SPV_MemoryAccess_Aligned) &&
        k + 1 < s.n) {
      uint32_t a = ops[s.ops[k + 1].word];
      if (a == 0 || (a & (a - 1)) != 0)
        r = report(c, in, "InvalidOperands",
                   "the Aligned memory operand %u is not a power of two (SPIR-V 3.26)", a);
    }
    if (r)
      st = r;
  }
  if (s.extinst && (s.extinst->ncaps || s.extinst->nexts)) {
    feature f[1];
    inst_features(s.extinst, 1, f);
    r = require(c, in, "", f, 1, true);
    if (r)
      st = r;
  }
  return st;
}

static lspv_status check_instruction(lspv_check_ctx *c, size_t i) {
  const lspv_spv_view *v = c->v;
  const lspv_inst *in = &v->insts[i];
  if (!lspv_inst_desc_of(c->v, in))
    return report(c, in, "InvalidModule", "unknown opcode %u", in->opcode);
  lspv_status st = LSPV_SUCCESS;
  uint8_t *met = &c->op_met[in->opcode >> 3], bit = (uint8_t)(1u << (in->opcode & 7));
  if (!(*met & bit)) {
    unsigned nsp = 0;
    const lspv_inst_desc *sp = lspv_gx_inst_spellings(c->v->gx, in->opcode, &nsp);
    feature f[MAX_SPELLINGS];
    st = sp ? require(c, in, "", f, inst_features(sp, nsp, f), true) : LSPV_SUCCESS;
    if (st == LSPV_SUCCESS)
      *met |= bit;
  }
  lspv_status r = check_operands(c, i, in);
  if (r)
    st = r;
  if (in->opcode == SPV_OpTypeForwardPointer) {
    uint32_t p = lspv_op(v, in, 0);
    if (p < v->bound)
      c->fwd_ptr[p] = 1;
  }
  return st;
}

/* ---- function structure ----------------------------------------------------*/
/* Block terminators (SPIR-V 2.2.4 "Termination Instruction"). */
static const unsigned terminators[] = {
    SPV_OpBranch, SPV_OpBranchConditional, SPV_OpSwitch,      SPV_OpKill,
    SPV_OpReturn, SPV_OpReturnValue,       SPV_OpUnreachable, SPV_OpTerminateInvocation,
    /* The terminators extensions add (ray tracing, mesh shaders) are
     * shader-only: a Kernel module never has them, and this layer names no
     * extension. */
};

static bool is_terminator(unsigned opcode) {
  for (size_t i = 0; i < sizeof terminators / sizeof terminators[0]; i++)
    if (terminators[i] == opcode)
      return true;
  return false;
}

static bool is_line(unsigned opcode) { return opcode == SPV_OpLine || opcode == SPV_OpNoLine; }

static lspv_status check_functions(lspv_check_ctx *c) {
  const lspv_spv_view *v = c->v;
  enum { OUT, PARAMS, BLOCK, AFTER_TERM } st = OUT;
  bool first_block = false, vars_allowed = false, phis_allowed = false;
  uint32_t func = 0;
  lspv_status s = LSPV_SUCCESS;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->section != LSPV_SEC_FUNCTION) {
      c->func_of[i] = 0;
      continue;
    }
    unsigned op = in->opcode;
    if (op == SPV_OpFunction) {
      if (st != OUT)
        s = report(c, in, "InvalidLayout", "function starts inside another function");
      st = PARAMS;
      func++;
      first_block = true;
    }
    c->func_of[i] = st == OUT ? 0 : func;
    if (op == SPV_OpFunction)
      continue;
    if (st == OUT) {
      s = report(c, in, "InvalidLayout", "instruction outside a function");
      continue;
    }
    if (op == SPV_OpFunctionEnd) {
      if (st == BLOCK)
        s = report(c, in, "InvalidLayout", "the last block has no terminator");
      st = OUT;
      continue;
    }
    if (op == SPV_OpFunctionParameter) {
      if (st != PARAMS)
        s = report(c, in, "InvalidLayout", "OpFunctionParameter after the first block");
      continue;
    }
    if (op == SPV_OpLabel) {
      if (st == BLOCK)
        s = report(c, in, "InvalidLayout", "block starts before the previous one terminated");
      vars_allowed = st == PARAMS;
      if (st != PARAMS)
        first_block = false;
      phis_allowed = true;
      st = BLOCK;
      continue;
    }
    if (st != BLOCK) {
      s = report(c, in, "InvalidLayout", "instruction outside a block");
      continue;
    }
    /* OpLine and debug-info records do not end the OpVariable / OpPhi
     * prefix of a block. */
    bool debug = false;
    if (op == SPV_OpExtInst)
      import_set(c, lspv_op(v, in, 2), &debug);
    if (is_line(op) || debug)
      continue;
    if (lspv_is_variable_op(op)) {
      if (!first_block || !vars_allowed)
        s = report(c, in, "InvalidLayout",
                   "function-scope OpVariable not at the start of the entry block");
      continue;
    }
    vars_allowed = false;
    if (op == SPV_OpPhi) {
      if (!phis_allowed)
        s = report(c, in, "InvalidLayout", "OpPhi after a non-OpPhi instruction of its block");
      continue;
    }
    phis_allowed = false;
    if (is_terminator(op))
      st = AFTER_TERM;
  }
  return s;
}

/* ---- entry points ------------------------------------------------------------*/
/* A module without OpEntryPoint is a library: it must declare Linkage
 * (SPIR-V 2.4; spirv-val: "No OpEntryPoint instruction was found"). */
static lspv_status check_entry_or_linkage(lspv_check_ctx *c) {
  const lspv_spv_view *v = c->v;
  for (size_t i = 0; i < v->ninsts && v->insts[i].section <= LSPV_SEC_ENTRYPOINT; i++)
    if (v->insts[i].opcode == SPV_OpEntryPoint)
      return LSPV_SUCCESS;
  if (lspv_check_declares_capability(c, SPV_Capability_Linkage))
    return LSPV_SUCCESS;
  return report(c, NULL, "InvalidModule",
                "the module has no OpEntryPoint and does not declare the Linkage capability");
}

/* One pass in module order; each instruction meets the rules of its opcode
 * (in table order) through an index from opcode to rules, so the cost is
 * instructions + matches, not rules x instructions. */
#define MAX_RULES 4096
#define OPCODE_SPACE 0x10000u

/* The public view of instruction @p in, for a rule. */
static lspv_spv_inst public_inst(const lspv_spv_view *v, const lspv_inst *in) {
  lspv_spv_inst p = {in->opcode, in->offset, in->type, in->result, lspv_ops(v, in), lspv_nops(in)};
  return p;
}

static lspv_status run_rules(lspv_check_ctx *c, const lspv_check_rules *given) {
  size_t ngiven = given ? given->nrules : 0;
  const lspv_check_rule **rules = calloc(ngiven ? ngiven : 1, sizeof *rules);
  if (!rules)
    return lspv_error(c->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "checker");
  unsigned nrules = 0;
  for (size_t r = 0; r < ngiven; r++) {
    const lspv_check_rule *rule = &given->rules[r];
    /* Droppable records on input: their consumer (the plugin) decides, and
     * warns about what it ignores. */
    if (!rule->fn || (c->input_mode && (rule->flags & LSPV_CHECK_ADVISORY_ON_INPUT)) ||
        (c->only_flags && !(rule->flags & c->only_flags)))
      continue;
    if (nrules == MAX_RULES) {
      free(rules);
      return lspv_error(c->d, LSPV_ERROR_INVALID_ARGUMENT, "TooManyRules",
                        "more than %u checker rules", MAX_RULES);
    }
    rules[nrules++] = rule;
  }
  if (!nrules) {
    free(rules);
    return LSPV_SUCCESS;
  }
  /* head[opcode] / next[rule]: 1 + rule index, 0 ends; opcode 0 rules are
   * chained from any_head and run for every instruction. */
  unsigned short *head = calloc(OPCODE_SPACE, sizeof *head), any_head = 0;
  unsigned short *next = calloc(nrules, sizeof *next);
  if (!head || !next) {
    free(head);
    free(next);
    free(rules);
    return lspv_error(c->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "checker");
  }
  for (unsigned r = nrules; r-- > 0;) {
    unsigned short *h = rules[r]->opcode ? &head[rules[r]->opcode & (OPCODE_SPACE - 1)] : &any_head;
    next[r] = *h;
    *h = (unsigned short)(r + 1);
  }
  lspv_status st = LSPV_SUCCESS;
  for (size_t i = 0; i < c->v->ninsts; i++) {
    const lspv_inst *in = &c->v->insts[i];
    if (!head[in->opcode] && !any_head)
      continue;
    lspv_spv_inst pub = public_inst(c->v, in);
    for (int pass = 0; pass < 2; pass++)
      for (unsigned r = pass ? any_head : head[in->opcode]; r; r = next[r - 1]) {
        lspv_status s = rules[r - 1]->fn(c, &pub, rules[r - 1]->user);
        if (s)
          st = s;
      }
  }
  free(head);
  free(next);
  free(rules);
  return st;
}

/* @p only_flags: run only the given rules carrying one of these flags, not
 * the core's (0: everything). */
static lspv_status check_mode(const lspv_spv_view *v, const lspv_check_rules *rules, lspv_diag *d,
                              bool input_mode, unsigned only_flags) {
  lspv_check_ctx *c = calloc(1, sizeof *c);
  if (!c)
    return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "checker");
  c->input_mode = input_mode;
  c->only_flags = only_flags;
  c->rules = rules;
  c->v = v;
  c->d = d;
  c->ext_declared = calloc(lspv_gx_ext_count(v->gx) + 1, sizeof(bool));
  c->fwd_ptr = calloc(v->bound ? v->bound : 1, 1);
  c->func_of = calloc(v->ninsts ? v->ninsts : 1, sizeof(uint32_t));
  c->opbuf = malloc(LSPV_MAX_OPERANDS * sizeof *c->opbuf);
  lspv_status st = LSPV_SUCCESS;
  if (!c->ext_declared || !c->fwd_ptr || !c->func_of || !c->opbuf) {
    st = lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "checker");
    goto done;
  }
  scan_declarations(c);
  if (only_flags) {
    st = run_rules(c, rules);
    goto done;
  }
  st = check_functions(c);
  for (size_t i = 0; i < v->ninsts; i++) {
    lspv_status s = check_instruction(c, i);
    if (s)
      st = s;
  }
  /* On lspv's own output too once forward declares Linkage for a module
   * without kernels (test/unit/check_rules.c checks such fragments). */
  if (st == LSPV_SUCCESS && input_mode)
    st = check_entry_or_linkage(c);
  if (st == LSPV_SUCCESS)
    st = lspv_check_types(c);
  if (st == LSPV_SUCCESS)
    st = run_rules(c, rules);
done:
  if (c->rule_arena)
    lspv_arena_destroy(c->rule_arena);
  free(c->ext_declared);
  free(c->fwd_ptr);
  free(c->func_of);
  free(c->opbuf);
  free(c);
  return st;
}

lspv_status lspv_check(const lspv_spv_view *v, const lspv_check_rules *rules, lspv_diag *d) {
  return check_mode(v, rules, d, false, 0);
}

lspv_status lspv_check_input(const lspv_spv_view *v, const lspv_check_rules *rules, lspv_diag *d) {
  return check_mode(v, rules, d, true, 0);
}

lspv_status lspv_check_text_read(const lspv_spv_view *v, const lspv_check_rules *rules,
                                 lspv_diag *d) {
  return check_mode(v, rules, d, true, LSPV_CHECK_ON_TEXT_READ);
}

/* ---- the rest of what a rule may call (lspv/plugin_spirv.h) -------------------*/

int lspv_check_def(const lspv_check_ctx *c, uint32_t id, lspv_spv_inst *out) {
  const lspv_inst *d = lspv_view_def(c->v, id);
  if (!d || !out)
    return 1;
  *out = public_inst(c->v, d);
  return 0;
}

uint32_t lspv_check_def_opcode(const lspv_check_ctx *c, uint32_t id) {
  const lspv_inst *d = lspv_view_def(c->v, id);
  return d ? d->opcode : 0;
}

const char *lspv_check_string(const lspv_check_ctx *c, uint32_t id) {
  const lspv_inst *d = lspv_view_def(c->v, id);
  return d && d->opcode == SPV_OpString ? lspv_op_string(c->v, d, 1, NULL) : NULL;
}

const char *lspv_check_literal_string(const lspv_check_ctx *c, const lspv_spv_inst *in, uint32_t i,
                                      uint32_t *next) {
  (void)c;
  for (uint32_t w = i; w < in->noperands; w++)
    for (int b = 0; b < 4; b++)
      if (((in->operands[w] >> (8 * b)) & 0xFFu) == 0) {
        if (next)
          *next = w + 1;
        return (const char *)&in->operands[i];
      }
  return NULL;
}

const char *lspv_check_ext_inst_set(const lspv_check_ctx *c, uint32_t set_id) {
  const lspv_inst *d = lspv_view_def(c->v, set_id);
  return d && d->opcode == SPV_OpExtInstImport ? lspv_op_string(c->v, d, 1, NULL) : NULL;
}

uint32_t lspv_check_version(const lspv_check_ctx *c) { return c->v->version; }

const lspv_check_rules *lspv_check_rules_of(const lspv_check_ctx *c) { return c->rules; }

int lspv_check_claimed(const lspv_check_ctx *c, unsigned opcode) {
  const uint8_t *b = c->rules ? c->rules->claimed : NULL;
  return b && opcode < 0x10000u && (b[opcode >> 3] >> (opcode & 7)) & 1;
}
int lspv_check_is_input(const lspv_check_ctx *c) { return c->input_mode; }

lspv_map *lspv_check_map(lspv_check_ctx *c, const void *owner) {
  for (unsigned i = 0; i < c->nrule_maps; i++)
    if (c->rule_maps[i].owner == owner)
      return c->rule_maps[i].map;
  if (c->nrule_maps == sizeof c->rule_maps / sizeof c->rule_maps[0])
    return NULL;
  if (!c->rule_arena && !(c->rule_arena = lspv_arena_create()))
    return NULL;
  lspv_map *m = lspv_map_new(c->rule_arena);
  if (m) {
    c->rule_maps[c->nrule_maps].owner = owner;
    c->rule_maps[c->nrule_maps++].map = m;
  }
  return m;
}
