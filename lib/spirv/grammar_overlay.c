/*===-- spirv/grammar_overlay.c - grammar rows added at run time ----------===*\
|*                                                                            *|
|* A plugin for an extension newer than the build-time grammar hands lspv    *|
|* rows in the shape of the grammar JSON (lspv_grammar_rows).  They are       *|
|* resolved here once, when the plugin registers, into lspv_inst_desc /       *|
|* lspv_enum_desc rows of the same shape as the generated ones, kept sorted  *|
|* by number; the lspv_gx_* lookups try the generated tables first and the   *|
|* overlay only on a miss.                                                   *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/module.h"

typedef struct {
  lspv_enum_desc *v; /* sorted by value */
  size_t n, cap;
} enum_rows;

struct lspv_grammar_overlay {
  lspv_arena *arena;     /* resolved operand, capability and extension lists */
  lspv_inst_desc *insts; /* sorted by opcode */
  size_t ninsts, icap;
  enum_rows kinds[LSPV_OK_COUNT];
  const char **ext_names; /* arena copies; index lspv_ext_count + i */
  size_t next, ecap;
};

lspv_grammar_overlay *lspv_overlay_create(void) {
  lspv_grammar_overlay *gx = calloc(1, sizeof *gx);
  if (gx && !(gx->arena = lspv_arena_create())) {
    free(gx);
    return NULL;
  }
  return gx;
}

void lspv_overlay_dispose(lspv_grammar_overlay *gx) {
  if (!gx)
    return;
  free(gx->insts);
  for (unsigned k = 0; k < LSPV_OK_COUNT; k++)
    free(gx->kinds[k].v);
  free(gx->ext_names);
  lspv_arena_destroy(gx->arena);
  free(gx);
}

/* ---- lookups ---------------------------------------------------------------*/

static int namecmp(const char *a, size_t alen, const char *b) {
  size_t blen = strlen(b);
  int r = memcmp(a, b, alen < blen ? alen : blen);
  return r ? r : alen < blen ? -1 : alen > blen ? 1 : 0;
}

const lspv_inst_desc *lspv_gx_inst_spellings(const lspv_grammar_overlay *gx, unsigned opcode,
                                             unsigned *count) {
  const lspv_inst_desc *d = lspv_inst_spellings(opcode, count);
  if (d || !gx || !gx->ninsts)
    return d;
  size_t lo = 0, hi = gx->ninsts;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (gx->insts[mid].opcode < opcode)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == gx->ninsts || gx->insts[lo].opcode != opcode)
    return NULL;
  if (count) {
    size_t end = lo;
    while (end < gx->ninsts && gx->insts[end].opcode == opcode)
      end++;
    *count = (unsigned)(end - lo);
  }
  return &gx->insts[lo];
}

const lspv_inst_desc *lspv_gx_inst(const lspv_grammar_overlay *gx, unsigned opcode) {
  /* The generated table first, without the spelling count (hot path). */
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  return d ? d : lspv_gx_inst_spellings(gx, opcode, NULL);
}

const lspv_inst_desc *lspv_gx_inst_by_name(const lspv_grammar_overlay *gx, const char *name,
                                           size_t len) {
  const lspv_inst_desc *d = lspv_inst_by_name(name, len);
  if (d || !gx)
    return d;
  bool has_op = len >= 2 && name[0] == 'O' && name[1] == 'p';
  for (size_t i = 0; i < gx->ninsts; i++) {
    const char *n = gx->insts[i].name + (has_op ? 0 : 2);
    if (namecmp(name, len, n) == 0)
      return &gx->insts[i];
  }
  return NULL;
}

const lspv_enum_desc *lspv_gx_enum_spellings(const lspv_grammar_overlay *gx, unsigned kind,
                                             unsigned value, unsigned *count) {
  const lspv_enum_desc *e = lspv_enum_spellings(kind, value, count);
  if (e || !gx || kind >= LSPV_OK_COUNT)
    return e;
  const enum_rows *r = &gx->kinds[kind];
  for (size_t i = 0; i < r->n; i++)
    if (r->v[i].value == value) {
      if (count) {
        size_t end = i;
        while (end < r->n && r->v[end].value == value)
          end++;
        *count = (unsigned)(end - i);
      }
      return &r->v[i];
    }
  return NULL;
}

const lspv_enum_desc *lspv_gx_enum(const lspv_grammar_overlay *gx, unsigned kind, unsigned value) {
  return lspv_gx_enum_spellings(gx, kind, value, NULL);
}

const lspv_enum_desc *lspv_gx_enum_by_name(const lspv_grammar_overlay *gx, unsigned kind,
                                           const char *name, size_t len) {
  const lspv_enum_desc *e = lspv_enum_by_name(kind, name, len);
  if (e || !gx || kind >= LSPV_OK_COUNT)
    return e;
  const enum_rows *r = &gx->kinds[kind];
  for (size_t i = 0; i < r->n; i++)
    if (namecmp(name, len, r->v[i].name) == 0)
      return &r->v[i];
  return NULL;
}

const char *lspv_gx_enum_name(const lspv_grammar_overlay *gx, unsigned kind, unsigned value) {
  const lspv_enum_desc *e = lspv_gx_enum(gx, kind, value);
  return e ? e->name : NULL;
}

unsigned lspv_gx_ext_count(const lspv_grammar_overlay *gx) {
  return lspv_ext_count + (gx ? (unsigned)gx->next : 0);
}

const char *lspv_gx_ext_name(const lspv_grammar_overlay *gx, unsigned index) {
  if (index < lspv_ext_count)
    return lspv_ext_names[index];
  index -= lspv_ext_count;
  return gx && index < gx->next ? gx->ext_names[index] : "?";
}

int lspv_gx_ext_by_name(const lspv_grammar_overlay *gx, const char *name, size_t len) {
  int i = lspv_ext_by_name(name, len);
  if (i >= 0 || !gx)
    return i;
  for (size_t k = 0; k < gx->next; k++)
    if (namecmp(name, len, gx->ext_names[k]) == 0)
      return (int)(lspv_ext_count + k);
  return -1;
}

int lspv_kind_by_name(const char *name) {
  size_t lo = 0, hi = LSPV_OK_COUNT;
  while (lo < hi) { /* plugins name kinds by string per call: bsearch */
    size_t mid = (lo + hi) / 2;
    int cmp = strcmp(lspv_kinds[lspv_kinds_by_name[mid]].name, name);
    if (cmp == 0)
      return lspv_kinds_by_name[mid];
    if (cmp < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return -1;
}

/* ---- resolving rows --------------------------------------------------------*/

typedef struct {
  lspv_grammar_overlay *gx;
  const char *plugin;
  lspv_diag *d;
  bool (*add_ext)(void *, const char *);
  void *add_ext_ctx;
} resolver;

static lspv_status fail(resolver *r, const char *what, const char *name) {
  return lspv_error(r->d, LSPV_ERROR_PLUGIN, "PluginError", "plugin '%s': grammar row %s: %s",
                    r->plugin, name ? name : "(unnamed)", what);
}

static lspv_status oom(resolver *r) {
  return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "plugin '%s': grammar rows",
                    r->plugin);
}

static lspv_status resolve_operands(resolver *r, const char *row, const lspv_grammar_operand *ops,
                                    unsigned n, const lspv_operand_desc **out) {
  lspv_operand_desc *v = lspv_arena_alloc(r->gx->arena, (n ? n : 1) * sizeof *v);
  if (!v)
    return oom(r);
  for (unsigned i = 0; i < n; i++) {
    int k = ops[i].kind ? lspv_kind_by_name(ops[i].kind) : -1;
    if (k < 0)
      return fail(r, "names an operand kind the grammar does not have", row);
    v[i].kind = (unsigned short)k;
    v[i].quant = ops[i].quantifier == '?'   ? LSPV_Q_OPT
                 : ops[i].quantifier == '*' ? LSPV_Q_STAR
                                            : LSPV_Q_ONE;
  }
  *out = v;
  return LSPV_SUCCESS;
}

static size_t count_list(const char *const *l) {
  size_t n = 0;
  while (l && l[n])
    n++;
  return n;
}

static lspv_status resolve_caps(resolver *r, const char *row, const char *const *names,
                                const unsigned **out, unsigned short *n) {
  size_t cnt = count_list(names);
  unsigned *v = lspv_arena_alloc(r->gx->arena, (cnt ? cnt : 1) * sizeof *v);
  if (!v)
    return oom(r);
  for (size_t i = 0; i < cnt; i++) {
    const lspv_enum_desc *e =
        lspv_gx_enum_by_name(r->gx, LSPV_OK_Capability, names[i], strlen(names[i]));
    if (!e)
      return fail(r, "requires a capability neither the grammar nor the rows declare", row);
    v[i] = e->value;
  }
  *out = v;
  *n = (unsigned short)cnt;
  return LSPV_SUCCESS;
}

static int ext_index(resolver *r, const char *name) {
  int i = lspv_gx_ext_by_name(r->gx, name, strlen(name));
  if (i >= 0)
    return i;
  lspv_grammar_overlay *gx = r->gx;
  if (gx->next == gx->ecap) {
    size_t cap = gx->ecap ? 2 * gx->ecap : 8;
    const char **v = realloc(gx->ext_names, cap * sizeof *v);
    if (!v)
      return -1;
    gx->ext_names = v;
    gx->ecap = cap;
  }
  char *copy = lspv_arena_strndup(gx->arena, name, strlen(name));
  if (!copy)
    return -1;
  gx->ext_names[gx->next++] = copy;
  return (int)(lspv_ext_count + gx->next - 1);
}

static lspv_status resolve_exts(resolver *r, const char *const *names, const unsigned short **out,
                                unsigned short *n) {
  size_t cnt = count_list(names);
  unsigned short *v = lspv_arena_alloc(r->gx->arena, (cnt ? cnt : 1) * sizeof *v);
  if (!v)
    return oom(r);
  for (size_t i = 0; i < cnt; i++) {
    int e = ext_index(r, names[i]);
    if (e < 0 || (r->add_ext && !r->add_ext(r->add_ext_ctx, lspv_gx_ext_name(r->gx, (unsigned)e))))
      return oom(r);
    v[i] = (unsigned short)e;
  }
  *out = v;
  *n = (unsigned short)cnt;
  return LSPV_SUCCESS;
}

static unsigned min_version(uint32_t v) { return v ? v : LSPV_VERSION_NONE; }

/* Where an instruction of JSON class @p klass stands (as cmake/gen_tables.py
 * decides for the generated rows). */
static unsigned char placement_of(const char *klass) {
  if (klass && strcmp(klass, "Annotation") == 0)
    return LSPV_SEC_ANNOTATION;
  if (klass && (strcmp(klass, "Type-Declaration") == 0 || strcmp(klass, "Constant-Creation") == 0))
    return LSPV_SEC_GLOBAL;
  return LSPV_PLACE_BODY;
}

static lspv_status add_enumerant(resolver *r, const lspv_grammar_enumerant *e) {
  int kind = e->kind ? lspv_kind_by_name(e->kind) : -1;
  if (kind < 0 || !e->name)
    return fail(r, "names an operand kind the grammar does not have", e->name);
  const lspv_enum_desc *have = lspv_gx_enum(r->gx, (unsigned)kind, e->value);
  if (have)
    return strcmp(have->name, e->name) == 0
               ? LSPV_SUCCESS
               : fail(r, "reuses a value the grammar gives another enumerant", e->name);
  lspv_enum_desc row = {0};
  row.name = lspv_arena_strndup(r->gx->arena, e->name, strlen(e->name));
  row.value = e->value;
  row.min_version = min_version(e->version);
  lspv_status s;
  if (!row.name)
    return oom(r);
  if ((s = resolve_operands(r, e->name, e->parameters, e->nparameters, &row.params)) ||
      (s = resolve_caps(r, e->name, e->capabilities, &row.caps, &row.ncaps)) ||
      (s = resolve_exts(r, e->extensions, &row.exts, &row.nexts)))
    return s;
  row.nparams = (unsigned short)e->nparameters;
  enum_rows *er = &r->gx->kinds[kind];
  if (er->n == er->cap) {
    size_t cap = er->cap ? 2 * er->cap : 8;
    lspv_enum_desc *v = realloc(er->v, cap * sizeof *v);
    if (!v)
      return oom(r);
    er->v = v;
    er->cap = cap;
  }
  size_t at = er->n;
  while (at > 0 && er->v[at - 1].value > row.value) {
    er->v[at] = er->v[at - 1];
    at--;
  }
  er->v[at] = row;
  er->n++;
  return LSPV_SUCCESS;
}

static lspv_status add_inst(resolver *r, const lspv_grammar_inst *in) {
  if (!in->opname || strncmp(in->opname, "Op", 2) != 0)
    return fail(r, "needs an opname starting with \"Op\"", in->opname);
  unsigned n = 0;
  const lspv_inst_desc *have = lspv_gx_inst_spellings(r->gx, in->opcode, &n);
  for (unsigned i = 0; i < n; i++)
    if (strcmp(have[i].name, in->opname) == 0)
      return LSPV_SUCCESS; /* the grammar already has it */
  if (have)
    return fail(r, "reuses an opcode the grammar gives another instruction", in->opname);
  if (in->opcode > 0xFFFFu)
    return fail(r, "has an opcode above 65535", in->opname);
  lspv_inst_desc row = {0};
  row.name = lspv_arena_strndup(r->gx->arena, in->opname, strlen(in->opname));
  row.opcode = in->opcode;
  row.min_version = min_version(in->version);
  row.placement = placement_of(in->klass);
  lspv_status s;
  if (!row.name)
    return oom(r);
  if ((s = resolve_operands(r, in->opname, in->operands, in->noperands, &row.ops)) ||
      (s = resolve_caps(r, in->opname, in->capabilities, &row.caps, &row.ncaps)) ||
      (s = resolve_exts(r, in->extensions, &row.exts, &row.nexts)))
    return s;
  row.nops = (unsigned short)in->noperands;
  for (unsigned i = 0; i < in->noperands; i++) {
    row.has_type |= row.ops[i].kind == LSPV_OK_IdResultType;
    row.has_result |= row.ops[i].kind == LSPV_OK_IdResult;
  }
  lspv_grammar_overlay *gx = r->gx;
  if (gx->ninsts == gx->icap) {
    size_t cap = gx->icap ? 2 * gx->icap : 16;
    lspv_inst_desc *v = realloc(gx->insts, cap * sizeof *v);
    if (!v)
      return oom(r);
    gx->insts = v;
    gx->icap = cap;
  }
  size_t at = gx->ninsts;
  while (at > 0 && gx->insts[at - 1].opcode > row.opcode) {
    gx->insts[at] = gx->insts[at - 1];
    at--;
  }
  gx->insts[at] = row;
  gx->ninsts++;
  return LSPV_SUCCESS;
}

lspv_status lspv_overlay_add(lspv_grammar_overlay *gx, const lspv_grammar_rows *rows,
                             const char *plugin, lspv_diag *d,
                             bool (*add_ext)(void *ctx, const char *name), void *add_ext_ctx) {
  resolver r = {gx, plugin ? plugin : "?", d, add_ext, add_ext_ctx};
  lspv_status s = LSPV_SUCCESS;
  const unsigned short *exts;
  unsigned short nexts;
  if (rows->extension_names && (s = resolve_exts(&r, rows->extension_names, &exts, &nexts)))
    return s;
  /* Enumerants first: the instructions may require a capability they add.
   * Capabilities before the rest, since other enumerants may need them. */
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = 0; i < rows->nenumerants; i++) {
      const lspv_grammar_enumerant *e = &rows->enumerants[i];
      bool is_cap = e->kind && strcmp(e->kind, "Capability") == 0;
      if (is_cap == (pass == 0) && (s = add_enumerant(&r, e)))
        return s;
    }
  for (size_t i = 0; i < rows->ninsts; i++)
    if ((s = add_inst(&r, &rows->insts[i])))
      return s;
  return LSPV_SUCCESS;
}
