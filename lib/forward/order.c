/*===-- forward/order.c - llvm-spirv's order of the global section --------===*\
|* Forward declares a type or a constant where translation first needs it,   *|
|* so the global section comes out in dependency order.  llvm-spirv, whose   *|
|* output the users' FileCheck lines were written against, lays it out in    *|
|* groups instead (docs/forward.md, "Order of the global section"):          *|
|*   1. OpTypeForwardPointer;                                                 *|
|*   2. the integer types (OpTypeInt);                                        *|
|*   3. the constants whose type is an integer type (OpConstant*,             *|
|*      OpSpecConstant*, OpUndef of an OpTypeInt);                           *|
|*   4. the other types;                                                      *|
|*   5. the other constants and the module-scope variables;                   *|
|*   6. everything else (extended instructions: debug info, ...).             *|
|* Each group keeps the order in which translation wrote its members, which   *|
|* is a dependency order.  An instruction never goes in an earlier group     *|
|* than one of its operands (an integer OpSpecConstantOp of a variable stays *|
|* with the variables), so every id is still defined before its use.  The   *|
|* pass runs before renumbering (renumber.c), which then numbers the ids in  *|
|* the new order.  Operands are found through the grammar walker.            *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"
#include "spirv/check_walk.h"

enum {
  GROUP_FORWARD_POINTER,
  GROUP_INT_TYPE,
  GROUP_INT_CONSTANT,
  GROUP_TYPE,
  GROUP_VALUE,
  GROUP_OTHER,
  GROUP_COUNT
};

#define NO_GROUP 0xFFu

static bool has_prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* The group an instruction belongs to by its kind alone (before its
 * operands are looked at).  @p group gives the groups of the ids seen so far
 * and @p int_type marks the OpTypeInt ids. */
static unsigned natural_group(const lspv_inst_desc *d, const uint32_t *ops, unsigned nops,
                              uint32_t bound, const uint8_t *int_type) {
  if (d->opcode == SPV_OpTypeForwardPointer)
    return GROUP_FORWARD_POINTER;
  if (has_prefix(d->name, "OpType") && d->has_result && !d->has_type)
    return d->opcode == SPV_OpTypeInt ? GROUP_INT_TYPE : GROUP_TYPE;
  bool constant = has_prefix(d->name, "OpConstant") || has_prefix(d->name, "OpSpecConstant") ||
                  d->opcode == SPV_OpUndef;
  if (constant && d->has_type && d->has_result && nops >= 1)
    return ops[0] < bound && int_type[ops[0]] ? GROUP_INT_CONSTANT : GROUP_VALUE;
  /* OpVariable and its extended spellings (untyped variables). */
  if (d->has_type && d->has_result && strstr(d->name, "Variable"))
    return GROUP_VALUE;
  return GROUP_OTHER;
}

typedef struct {
  size_t at; /* word offset in the section */
  unsigned wc;
  unsigned char group;
} placed;

/* Raises @p g to the latest group among the id operands of an instruction
 * (ids defined outside the global section, and ids declared ahead by
 * OpTypeForwardPointer, have no group yet and do not count). */
static unsigned operand_group(unsigned g, const lspv_inst_desc *d, const uint32_t *ops,
                              unsigned nops, lspv_operand *buf, const lspv_grammar_overlay *gx,
                              uint32_t bound, const uint8_t *group, bool *ok) {
  lspv_split s = {.ops = buf, .max = LSPV_MAX_OPERANDS, .gx = gx};
  if (!lspv_walk_split(d, ops, nops, &s)) {
    *ok = false;
    return g;
  }
  for (unsigned k = 0; k < s.n; k++) {
    if (!lspv_kind_is_id(s.ops[k].kind))
      continue;
    for (unsigned w = 0; w < s.ops[k].nwords; w++) {
      uint32_t id = ops[s.ops[k].word + w];
      if (id < bound && group[id] != NO_GROUP && group[id] > g)
        g = group[id];
    }
  }
  return g;
}

/* Assigns every instruction of the section its group; false when an
 * instruction does not match the grammar (then nothing is moved). */
static bool assign_groups(const fwd_ctx *c, const lspv_words *sec, placed *list, size_t *n,
                          uint32_t bound, uint8_t *group, uint8_t *int_type, lspv_operand *buf,
                          const lspv_grammar_overlay *gx) {
  *n = 0;
  for (size_t at = 0; at < sec->n;) {
    unsigned wc = sec->w[at] >> 16;
    if (!wc || wc > sec->n - at)
      return false;
    /* A continued instruction moves with the one it continues. */
    if (c->any_continued && *n && fwd_is_continued(c, sec->w[at] & 0xFFFFu)) {
      list[*n - 1].wc += wc;
      at += wc;
      continue;
    }
    const uint32_t *ops = sec->w + at + 1;
    unsigned nops = wc - 1;
    const lspv_inst_desc *d = lspv_gx_inst(gx, sec->w[at] & 0xFFFFu);
    if (!d)
      return false;
    unsigned g = natural_group(d, ops, nops, bound, int_type);
    bool ok = true;
    if (g != GROUP_OTHER && g != GROUP_FORWARD_POINTER)
      g = operand_group(g, d, ops, nops, buf, gx, bound, group, &ok);
    if (!ok)
      return false;
    if (d->has_result) {
      uint32_t id = ops[d->has_type ? 1 : 0];
      if (nops <= (d->has_type ? 1u : 0u) || id >= bound)
        return false;
      group[id] = (uint8_t)g;
      int_type[id] = d->opcode == SPV_OpTypeInt;
    }
    list[(*n)++] = (placed){.at = at, .wc = wc, .group = (unsigned char)g};
    at += wc;
  }
  return true;
}

lspv_status fwd_order_globals(fwd_ctx *c) {
  lspv_words *sec = &c->b->sec[LSPV_SEC_GLOBAL];
  if (!sec->n)
    return LSPV_SUCCESS;
  uint32_t bound = c->b->bound;
  size_t max_insts = sec->n; /* at least one word each */
  uint8_t *group = malloc(bound);
  uint8_t *int_type = calloc(bound, 1);
  placed *list = malloc(max_insts * sizeof *list);
  lspv_operand *buf = malloc(LSPV_MAX_OPERANDS * sizeof *buf);
  uint32_t *out = malloc(sec->n * sizeof *out);
  lspv_status s = LSPV_SUCCESS;
  if (!group || !int_type || !list || !buf || !out) {
    s = fwd_oom(c);
    goto done;
  }
  memset(group, NO_GROUP, bound);
  size_t n;
  if (!assign_groups(c, sec, list, &n, bound, group, int_type, buf, c->o->gx)) {
    s = lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "Internal",
                   "the global section does not match the grammar while ordering it (a plugin "
                   "wrote a malformed instruction?)");
    goto done;
  }
  size_t len = 0;
  for (unsigned g = 0; g < GROUP_COUNT; g++)
    for (size_t i = 0; i < n; i++)
      if (list[i].group == g) {
        memcpy(out + len, sec->w + list[i].at, list[i].wc * sizeof *out);
        len += list[i].wc;
      }
  memcpy(sec->w, out, len * sizeof *out);
done:
  free(out);
  free(buf);
  free(list);
  free(int_type);
  free(group);
  return s;
}

/* ---- names ---------------------------------------------------------------*/
/* llvm-spirv writes OpName ordered by the id named (its ids follow the order
 * in which it created the entities, as renumber.c's do), then the
 * OpMemberName in the order they were made. */

typedef struct {
  uint32_t target;
  size_t at;
  unsigned wc;
} name_ref;

lspv_status fwd_order_names(fwd_ctx *c) {
  lspv_words *sec = &c->b->sec[LSPV_SEC_DEBUG_NAME];
  if (!sec->n)
    return LSPV_SUCCESS;
  /* A stable counting sort on the id named: ids are below the bound, and
   * everything that is not an OpName (key `bound`) sorts after the names,
   * in order.  (qsort was a tenth of the forward translation's own time.) */
  uint32_t bound = c->b->bound;
  name_ref *list = malloc(sec->n * sizeof *list);
  name_ref *sorted = malloc(sec->n * sizeof *sorted);
  uint32_t *out = malloc(sec->n * sizeof *out);
  size_t *start = calloc((size_t)bound + 2, sizeof *start);
  lspv_status s = LSPV_SUCCESS;
  if (!list || !sorted || !out || !start) {
    s = fwd_oom(c);
    goto done;
  }
  size_t n = 0;
  for (size_t at = 0; at < sec->n;) {
    unsigned wc = sec->w[at] >> 16;
    if (!wc || wc > sec->n - at) /* renumbering refuses this before */
      goto done;
    bool name = (sec->w[at] & 0xFFFFu) == SPV_OpName && wc >= 2 && sec->w[at + 1] < bound;
    list[n++] = (name_ref){.target = name ? sec->w[at + 1] : bound, .at = at, .wc = wc};
    start[(name ? sec->w[at + 1] : bound) + 1]++;
    at += wc;
  }
  for (size_t k = 1; k <= (size_t)bound + 1; k++)
    start[k] += start[k - 1];
  for (size_t i = 0; i < n; i++)
    sorted[start[list[i].target]++] = list[i];
  free(list);
  list = sorted;
  sorted = NULL;
  size_t len = 0;
  for (size_t i = 0; i < n; i++) {
    memcpy(out + len, sec->w + list[i].at, list[i].wc * sizeof *out);
    len += list[i].wc;
  }
  memcpy(sec->w, out, len * sizeof *out);
done:
  free(start);
  free(out);
  free(sorted);
  free(list);
  return s;
}

/* ---- hoisting ------------------------------------------------------------*/
/* llvm-spirv declares every function declaration (its OpTypeFunction and the
 * types that needs) after the module-scope variables and before the first
 * definition; lspv declares one where a call first needs it.  The hoist
 * moves, from word @p from of the global section on, what the roots need to
 * @p from, in depth-first order (operands first, as translation would have
 * written them); the rest keeps its order after them.  An instruction only
 * brings operands written before it (an id that OpTypeForwardPointer
 * announced stays where it is), so every id is still defined before use. */

typedef struct {
  size_t at;
  unsigned wc;
  bool moved;
} hoisted;

typedef struct {
  size_t inst;            /* index in the list */
  size_t first, ids, end; /* its id operands ids[first, end); next: ids[ids] */
} hoist_frame;

typedef struct {
  const lspv_words *sec;
  hoisted *list;
  size_t n;
  uint32_t *def; /* [bound]: 1 + index in list of the instruction defining the id */
  uint32_t bound;
  lspv_operand *buf;
  const lspv_grammar_overlay *gx;
  size_t *order, norder; /* indices moved, in their new order */
  hoist_frame *stack;    /* [n] */
  lspv_words ids;        /* the id operands of the instructions on the stack */
  bool oom;              /* an allocation failed (not a grammar mismatch) */
} hoist;

/* Pushes instruction @p i with its id operands; false when it does not
 * match the grammar or memory runs out. */
static bool hoist_push(hoist *h, size_t i, size_t *depth) {
  const uint32_t *w = h->sec->w + h->list[i].at;
  const lspv_inst_desc *d = lspv_gx_inst(h->gx, w[0] & 0xFFFFu);
  lspv_split s = {.ops = h->buf, .max = LSPV_MAX_OPERANDS, .gx = h->gx};
  if (!d || !lspv_walk_split(d, w + 1, (w[0] >> 16) - 1u, &s))
    return false;
  size_t first = h->ids.n;
  for (unsigned o = 0; o < s.n; o++)
    if (lspv_kind_is_id(s.ops[o].kind) &&
        !lspv_words_append(&h->ids, w + 1 + s.ops[o].word, s.ops[o].nwords))
      return !(h->oom = true);
  h->list[i].moved = true;
  h->stack[(*depth)++] = (hoist_frame){.inst = i, .first = first, .ids = first, .end = h->ids.n};
  return true;
}

/* Moves instruction @p root and what it needs (depth first). */
static bool hoist_one(hoist *h, size_t root) {
  size_t depth = 0;
  if (h->list[root].moved)
    return true;
  if (!hoist_push(h, root, &depth))
    return false;
  while (depth) {
    hoist_frame *f = &h->stack[depth - 1];
    if (f->ids == f->end) {
      h->order[h->norder++] = f->inst;
      h->ids.n = f->first; /* the frames above it are gone */
      depth--;
      continue;
    }
    uint32_t id = h->ids.w[f->ids++];
    size_t j = id < h->bound ? h->def[id] : 0;
    if (!j-- || j >= f->inst || h->list[j].moved)
      continue;
    if (!hoist_push(h, j, &depth))
      return false;
  }
  h->ids.n = 0;
  return true;
}

lspv_status fwd_hoist_globals(fwd_ctx *c, size_t from, const uint32_t *roots, size_t nroots) {
  lspv_words *sec = &c->b->sec[LSPV_SEC_GLOBAL];
  if (from >= sec->n || !nroots)
    return LSPV_SUCCESS;
  size_t max = sec->n - from;
  hoist h = {.sec = sec, .bound = c->b->bound, .gx = c->o->gx};
  h.list = malloc(max * sizeof *h.list);
  h.def = calloc(h.bound, sizeof *h.def);
  h.buf = malloc(LSPV_MAX_OPERANDS * sizeof *h.buf);
  h.order = malloc(max * sizeof *h.order);
  h.stack = malloc(max * sizeof *h.stack);
  uint32_t *out = malloc(max * sizeof *out);
  lspv_status s = LSPV_SUCCESS;
  if (!h.list || !h.def || !h.buf || !h.order || !h.stack || !out) {
    s = fwd_oom(c);
    goto done;
  }
  for (size_t at = from; at < sec->n;) {
    unsigned wc = sec->w[at] >> 16;
    const lspv_inst_desc *d = lspv_gx_inst(h.gx, sec->w[at] & 0xFFFFu);
    if (!wc || wc > sec->n - at || !d)
      goto done; /* fwd_order_globals reports it */
    if (c->any_continued && h.n && fwd_is_continued(c, d->opcode)) {
      h.list[h.n - 1].wc += wc; /* moves with the instruction it continues */
      at += wc;
      continue;
    }
    unsigned at_id = d->has_type ? 2 : 1;
    if (d->has_result && at_id < wc && sec->w[at + at_id] < h.bound)
      h.def[sec->w[at + at_id]] = (uint32_t)(h.n + 1);
    h.list[h.n++] = (hoisted){.at = at, .wc = wc};
    at += wc;
  }
  for (size_t r = 0; r < nroots; r++) {
    size_t i = roots[r] < h.bound ? h.def[roots[r]] : 0;
    if (i && !hoist_one(&h, i - 1)) {
      if (h.oom)
        s = fwd_oom(c);
      goto done; /* else not the grammar's: left as it was */
    }
  }
  size_t len = 0;
  for (size_t k = 0; k < h.norder; k++) {
    memcpy(out + len, sec->w + h.list[h.order[k]].at, h.list[h.order[k]].wc * sizeof *out);
    len += h.list[h.order[k]].wc;
  }
  for (size_t i = 0; i < h.n; i++)
    if (!h.list[i].moved) {
      memcpy(out + len, sec->w + h.list[i].at, h.list[i].wc * sizeof *out);
      len += h.list[i].wc;
    }
  memcpy(sec->w + from, out, len * sizeof *out);
done:
  free(out);
  lspv_words_free(&h.ids);
  free(h.stack);
  free(h.order);
  free(h.buf);
  free(h.def);
  free(h.list);
  return s;
}
