/*===-- forward/renumber.c - canonical id numbering of the output ---------===*\
|* Forward allocates ids on first reference while it walks the LLVM module  *|
|* (fwd_private.h), so the numbers depend on the order in which the module   *|
|* lists its functions and globals, and ids reserved for values that never   *|
|* reach the output (declarations of builtins that became instructions) are *|
|* holes.  At the end the ids are renumbered densely in the order of their   *|
|* first occurrence in the module: the semantic sections first, in layout    *|
|* order (the entry points after the functions, so a kernel is numbered     *|
|* where its definition is, as llvm-spirv numbers it), then the debug names *|
|* and the annotations.  The numbering then depends only on the             *|
|* instructions written, which is what makes a round trip                   *|
|* LLVM -> SPIR-V -> LLVM -> SPIR-V a fixpoint (docs/forward.md).           *|
|* Operands are found through the grammar walker (spirv/check_walk.h); no    *|
|* word is indexed by hand.                                                  *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"
#include "spirv/check_walk.h"

#define MAX_IMPORTS 16

typedef struct {
  uint32_t bound;
  uint32_t *map;       /* old id -> new id (0: not yet numbered) */
  uint32_t *width;     /* old type id -> literal words (OpTypeInt/OpTypeFloat) */
  uint32_t *type;      /* old result id -> old result type id */
  lspv_operand *opbuf; /* [LSPV_MAX_OPERANDS], for lspv_walk_split */
  uint32_t next;
  struct {
    uint32_t id;
    const lspv_extinst_set_desc *set;
  } imports[MAX_IMPORTS];
  unsigned nimports;
  const lspv_grammar_overlay *gx; /* plugins' grammar rows */
} renum;

static const lspv_inst_desc *resolve_ext(void *ctx, uint32_t set_id, uint32_t num) {
  renum *r = ctx;
  for (unsigned i = 0; i < r->nimports; i++)
    if (r->imports[i].id == set_id)
      return lspv_extinst_by_number(r->imports[i].set, num);
  return NULL;
}

static uint32_t literal_words(const renum *r, uint32_t type_id) {
  return type_id < r->bound ? r->width[type_id] : 0;
}

/* Records what later instructions need to split their operands, keyed by
 * the old ids (read before the instruction is rewritten). */
static void remember(renum *r, unsigned opcode, const uint32_t *ops, unsigned nops,
                     const lspv_inst_desc *d) {
  if ((opcode == SPV_OpTypeInt || opcode == SPV_OpTypeFloat) && nops >= 2 && ops[0] < r->bound) {
    uint32_t bits = ops[1];
    r->width[ops[0]] = bits > 32 ? (bits + 31) / 32 : 1; /* any width (an extension's) */
  }
  if (d->has_type && d->has_result && nops >= 2 && ops[1] < r->bound)
    r->type[ops[1]] = ops[0];
  if (opcode == SPV_OpExtInstImport && nops >= 2 && r->nimports < MAX_IMPORTS) {
    const char *s = (const char *)(ops + 1);
    if (memchr(s, 0, (nops - 1) * 4)) {
      r->imports[r->nimports].id = ops[0];
      r->imports[r->nimports].set = lspv_extinst_set_by_name(s);
      r->nimports++;
    }
  }
}

/* Gives id *@p id its new number (the next one, at its first occurrence). */
static inline bool map_id(renum *r, uint32_t *id) {
  if (*id == 0 || *id >= r->bound)
    return false;
  if (!r->map[*id])
    r->map[*id] = r->next++;
  *id = r->map[*id];
  return true;
}

/* Renumbers the id operands of one instruction in place. */
static bool renumber_inst(renum *r, uint32_t *inst, unsigned wc) {
  unsigned opcode = inst[0] & 0xFFFFu;
  const lspv_inst_desc *d = lspv_gx_inst(r->gx, opcode);
  if (!d)
    return false;
  uint32_t *ops = inst + 1;
  unsigned nops = wc - 1;
  remember(r, opcode, ops, nops, d);
  if (d->simple) {
    lspv_simple_walk sw = {d, ops, nops, 0, 0};
    unsigned kind, word, nw;
    int more;
    while ((more = lspv_simple_next(&sw, &kind, &word, &nw)) > 0)
      if (lspv_kind_is_id(kind))
        for (unsigned w = word; w < word + nw; w++)
          if (!map_id(r, &ops[w]))
            return false;
    if (more == 0)
      return true;
    return false; /* the words do not fit the row: nothing to renumber by */
  }
  lspv_split s = {.ops = r->opbuf,
                  .max = LSPV_MAX_OPERANDS,
                  .resolve = resolve_ext,
                  .resolve_ctx = r,
                  .gx = r->gx};
  if (opcode == SPV_OpSwitch && nops >= 1)
    s.ctx_words = ops[0] < r->bound ? literal_words(r, r->type[ops[0]]) : 0;
  else if (d->has_type && nops >= 1)
    s.ctx_words = literal_words(r, ops[0]);
  if (!lspv_walk_split(d, ops, nops, &s))
    return false;
  for (unsigned k = 0; k < s.n; k++) {
    if (!lspv_kind_is_id(s.ops[k].kind))
      continue;
    for (unsigned w = 0; w < s.ops[k].nwords; w++)
      if (!map_id(r, &ops[s.ops[k].word + w]))
        return false;
  }
  return true;
}

static bool renumber_section(renum *r, lspv_words *sec) {
  for (size_t at = 0; at < sec->n;) {
    unsigned wc = sec->w[at] >> 16;
    if (!wc || wc > sec->n - at || !renumber_inst(r, sec->w + at, wc))
      return false;
    at += wc;
  }
  return true;
}

lspv_status fwd_renumber(fwd_ctx *c) {
  static const lspv_section order[] = {
      LSPV_SEC_CAPABILITY,   LSPV_SEC_EXTENSION,  LSPV_SEC_EXTINSTIMPORT,
      LSPV_SEC_MEMORYMODEL,  LSPV_SEC_GLOBAL,     LSPV_SEC_FUNCTION,
      LSPV_SEC_TAIL,         LSPV_SEC_ENTRYPOINT, LSPV_SEC_EXECUTIONMODE,
      LSPV_SEC_DEBUG_STRING, LSPV_SEC_DEBUG_NAME, LSPV_SEC_DEBUG_MODULEPROCESSED,
      LSPV_SEC_ANNOTATION};
  renum r = {.bound = c->b->bound, .next = 1, .gx = c->o->gx};
  r.map = calloc(r.bound, sizeof *r.map);
  r.width = calloc(r.bound, sizeof *r.width);
  r.type = calloc(r.bound, sizeof *r.type);
  r.opbuf = malloc(LSPV_MAX_OPERANDS * sizeof *r.opbuf);
  if (!r.map || !r.width || !r.type || !r.opbuf) {
    free(r.opbuf);
    free(r.width);
    free(r.type);
    free(r.map);
    return fwd_oom(c);
  }
  bool ok = true;
  /* The debug strings (OpString) are defined ahead of their uses in the
   * global and function sections; numbering them in that later order is
   * fine: ids have no order constraint of their own. */
  for (size_t i = 0; ok && i < sizeof order / sizeof order[0]; i++)
    ok = renumber_section(&r, &c->b->sec[order[i]]);
  free(r.opbuf);
  free(r.width);
  free(r.type);
  free(r.map);
  if (!ok)
    return lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "Internal",
                      "the output does not match the grammar while numbering ids (a plugin "
                      "wrote a malformed instruction?)");
  c->b->bound = r.next;
  return LSPV_SUCCESS;
}
