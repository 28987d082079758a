/*===-- forward/function_order.c - functions defined before they are named -===*\
|* SPIR-V 2.4 lets code name a function ahead of its definition only where  *|
|* the spec says so: OpFunctionCall's Function and the Invoke of the kernel *|
|* enqueue and query instructions.  An instruction an extension adds that   *|
|* takes a function as an ordinary operand may not, so the                 *|
|* function it names must be defined earlier in the module.  Forward writes *|
|* the definitions in LLVM's order; this pass moves, only when needed, each *|
|* function such an instruction names in front of the function that names  *|
|* it (a stable depth-first order: every other function keeps its place     *|
|* relative to the rest).  Mutual references of that kind cannot be         *|
|* ordered: they stay, and the checker reports them.                         *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"
#include "spirv/check.h"
#include "spirv/check_walk.h"

typedef struct {
  size_t at, end; /* words [at, end) of the section: OpFunction ... OpFunctionEnd */
  size_t first;   /* first dependency in deps */
  unsigned ndeps;
  unsigned char state; /* 0 unvisited, 1 on the stack, 2 placed */
} fn_range;

typedef struct {
  fn_range *fns;
  size_t nfns;
  uint32_t *fn_of; /* [bound]: 1 + index of the function an id is the result of */
  uint32_t *deps;  /* indices of functions named ahead */
  size_t ndeps, cap;
  size_t *order; /* the new order */
  size_t norder;
} fn_order;

/* Collects the functions of the section and the result id of each. */
static bool split_functions(const lspv_words *sec, fn_order *o, uint32_t bound) {
  for (size_t at = 0; at < sec->n;) {
    unsigned wc = sec->w[at] >> 16, opcode = sec->w[at] & 0xFFFFu;
    if (!wc || wc > sec->n - at)
      return false;
    if (opcode == SPV_OpFunction) {
      if (wc < 3 || sec->w[at + 2] >= bound)
        return false;
      o->fns[o->nfns] = (fn_range){at, 0, 0, 0, 0};
      o->fn_of[sec->w[at + 2]] = (uint32_t)++o->nfns;
    } else if (opcode == SPV_OpFunctionEnd && o->nfns) {
      o->fns[o->nfns - 1].end = at + wc;
    }
    at += wc;
  }
  for (size_t i = 0; i < o->nfns; i++)
    if (o->fns[i].end <= o->fns[i].at)
      return false;
  return true;
}

static bool add_dep(fn_order *o, uint32_t j) {
  if (o->ndeps == o->cap) {
    size_t cap = o->cap ? 2 * o->cap : 16;
    uint32_t *d = realloc(o->deps, cap * sizeof *d);
    if (!d)
      return false;
    o->deps = d;
    o->cap = cap;
  }
  o->deps[o->ndeps++] = j;
  return true;
}

/* The functions that function @p i names ahead from instructions that may
 * not (lspv_check_names_function_ahead).  Returns false on a malformed
 * instruction or out of memory. */
static bool find_deps(const lspv_words *sec, fn_order *o, size_t i, lspv_operand *buf,
                      const lspv_grammar_overlay *gx, uint32_t bound) {
  fn_range *f = &o->fns[i];
  f->first = o->ndeps;
  for (size_t at = f->at; at < f->end;) {
    unsigned wc = sec->w[at] >> 16, opcode = sec->w[at] & 0xFFFFu;
    const uint32_t *ops = sec->w + at + 1;
    at += wc;
    /* Extended instructions name no function (their operands, read
     * without their set's grammar, would look like ids). */
    if (opcode == SPV_OpFunction || opcode == SPV_OpExtInst ||
        lspv_check_names_function_ahead(opcode))
      continue;
    /* Split (to tell ids from literals) only an instruction with a word
     * that could name a later function: most have none. */
    bool hit = false;
    for (unsigned k = 0; k + 1 < wc && !hit; k++)
      hit = ops[k] < bound && o->fn_of[ops[k]] > i + 1;
    if (!hit)
      continue;
    const lspv_inst_desc *d = lspv_gx_inst(gx, opcode);
    lspv_split s = {.ops = buf, .max = LSPV_MAX_OPERANDS, .gx = gx};
    if (!d || !lspv_walk_split(d, ops, wc - 1, &s))
      return false;
    for (unsigned k = 0; k < s.n; k++) {
      if (!lspv_kind_is_id(s.ops[k].kind) || s.ops[k].kind == LSPV_OK_IdResult)
        continue;
      for (unsigned w = 0; w < s.ops[k].nwords; w++) {
        uint32_t id = ops[s.ops[k].word + w], j = id < bound ? o->fn_of[id] : 0;
        if (j > i + 1 && !add_dep(o, j - 1))
          return false;
      }
    }
  }
  f->ndeps = (unsigned)(o->ndeps - f->first);
  return true;
}

/* Depth-first: what @p i names ahead goes first (iterative, bounded by the
 * number of functions). */
static void place(fn_order *o, size_t i, size_t *stack, unsigned *next) {
  size_t sp = 0;
  stack[sp] = i;
  next[sp++] = 0;
  o->fns[i].state = 1;
  while (sp) {
    fn_range *f = &o->fns[stack[sp - 1]];
    if (next[sp - 1] < f->ndeps) {
      size_t j = o->deps[f->first + next[sp - 1]++];
      if (o->fns[j].state == 0) {
        o->fns[j].state = 1;
        stack[sp] = j;
        next[sp++] = 0;
      }
      continue;
    }
    f->state = 2;
    o->order[o->norder++] = stack[--sp];
  }
}

lspv_status fwd_order_functions(fwd_ctx *c) {
  lspv_words *sec = &c->b->sec[LSPV_SEC_FUNCTION];
  uint32_t bound = c->b->bound;
  size_t max_fns = sec->n / 2 + 1;
  fn_order o = {0};
  o.fns = malloc(max_fns * sizeof *o.fns);
  o.fn_of = calloc(bound ? bound : 1, sizeof *o.fn_of);
  lspv_operand *buf = malloc(LSPV_MAX_OPERANDS * sizeof *buf);
  lspv_status s = LSPV_SUCCESS;
  size_t *stack = NULL;
  unsigned *next = NULL;
  uint32_t *out = NULL;
  if (!o.fns || !o.fn_of || !buf) {
    s = fwd_oom(c);
    goto done;
  }
  if (!split_functions(sec, &o, bound))
    goto done; /* the checker names what is malformed */
  for (size_t i = 0; i < o.nfns; i++)
    if (!find_deps(sec, &o, i, buf, c->o->gx, bound))
      goto done;
  if (!o.ndeps)
    goto done;
  o.order = malloc(o.nfns * sizeof *o.order);
  stack = malloc(o.nfns * sizeof *stack);
  next = malloc(o.nfns * sizeof *next);
  out = malloc(sec->n * sizeof *out);
  if (!o.order || !stack || !next || !out) {
    s = fwd_oom(c);
    goto done;
  }
  for (size_t i = 0; i < o.nfns; i++)
    if (o.fns[i].state == 0)
      place(&o, i, stack, next);
  /* Whatever precedes the first function (nothing, in forward's output)
   * stays in front. */
  size_t len = o.nfns ? o.fns[0].at : sec->n;
  memcpy(out, sec->w, len * sizeof *out);
  for (size_t k = 0; k < o.norder; k++) {
    const fn_range *f = &o.fns[o.order[k]];
    memcpy(out + len, sec->w + f->at, (f->end - f->at) * sizeof *out);
    len += f->end - f->at;
  }
  if (len == sec->n)
    memcpy(sec->w, out, len * sizeof *out);
done:
  free(out);
  free(next);
  free(stack);
  free(o.order);
  free(o.deps);
  free(buf);
  free(o.fn_of);
  free(o.fns);
  return s;
}
