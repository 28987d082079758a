/*===-- spirv/check_walk.c - grammar-driven operand walker ---------------===*/
#include "spirv/check_walk.h"

#include <string.h>

void lspv_walk_init(lspv_walk *w, const lspv_inst_desc *desc, const lspv_grammar_overlay *gx) {
  memset(w, 0, sizeof *w);
  w->desc = desc;
  w->gx = gx;
}

/* Queues @p n kinds in front of what is pending (they come first). */
static bool push_front(lspv_walk *w, const unsigned short *kinds, unsigned n) {
  if (n == 0)
    return true;
  if (w->npend + n > LSPV_WALK_MAXPEND) {
    w->overflow = true;
    return false;
  }
  memmove(w->pend + n, w->pend, w->npend * sizeof w->pend[0]);
  memcpy(w->pend, kinds, n * sizeof kinds[0]);
  w->npend += n;
  return true;
}

/* A queued kind marked as a count: the kind after it repeats that many
 * times (LSPV_Q_COUNT). */
#define COUNT_MARK 0x8000u

static unsigned short pop_pending(lspv_walk *w) {
  unsigned short k = w->pend[0];
  w->npend--;
  memmove(w->pend, w->pend + 1, w->npend * sizeof w->pend[0]);
  return k;
}

bool lspv_walk_next(lspv_walk *w, unsigned *kind, bool *optional) {
  if (w->npend) {
    unsigned short k = pop_pending(w);
    *optional = false;
    if (k & COUNT_MARK) {
      k &= (unsigned short)~COUNT_MARK;
      if (w->npend) {
        w->counting = true;
        w->count_kind = pop_pending(w);
      }
    }
    *kind = k;
    return true;
  }
  if (w->star) {
    *kind = w->star_kind;
    *optional = true;
    return true;
  }
  if (!w->desc || w->opi >= w->desc->nops)
    return false;
  const lspv_operand_desc *od = lspv_inst_operand(w->desc, w->opi);
  if (od->quant != LSPV_Q_STAR)
    w->opi++;
  *optional = od->quant != LSPV_Q_ONE;
  unsigned k = od->kind;
  if (k < LSPV_OK_COUNT && lspv_kinds[k].category == LSPV_CAT_COMPOSITE) {
    unsigned short second = lspv_kinds[k].base1;
    push_front(w, &second, 1);
    k = lspv_kinds[k].base0;
  }
  *kind = k;
  return true;
}

/* Queues @p n operands of kind @p k (a composite as its two halves). */
static bool push_repeated(lspv_walk *w, unsigned short k, uint32_t n) {
  unsigned short parts[2] = {k, 0};
  unsigned per = 1;
  if (k < LSPV_OK_COUNT && lspv_kinds[k].category == LSPV_CAT_COMPOSITE) {
    parts[0] = lspv_kinds[k].base0;
    parts[1] = lspv_kinds[k].base1;
    per = 2;
  }
  if (n > (LSPV_WALK_MAXPEND - w->npend) / per) {
    w->overflow = true;
    return false;
  }
  for (uint32_t r = 0; r < n; r++)
    if (!push_front(w, parts, per))
      return false;
  return true;
}

bool lspv_walk_value(lspv_walk *w, unsigned kind, uint32_t value) {
  if (w->counting) {
    w->counting = false;
    return push_repeated(w, w->count_kind, value);
  }
  if (kind >= LSPV_OK_COUNT)
    return false;
  /* OpSpecConstantOp: the operands of the named operation follow, without
   * its result type and result id (those are the OpSpecConstantOp's). */
  if (kind == LSPV_OK_LiteralSpecConstantOpInteger) {
    const lspv_inst_desc *op = lspv_gx_inst(w->gx, value);
    if (!op)
      return false;
    w->desc = op;
    w->opi = (unsigned)op->has_type + op->has_result;
    w->npend = 0;
    return true;
  }
  const lspv_kind_desc *k = &lspv_kinds[kind];
  unsigned short params[LSPV_WALK_MAXPEND];
  unsigned np = 0;
  if (k->category == LSPV_CAT_VALUEENUM) {
    const lspv_enum_desc *e = lspv_gx_enum(w->gx, kind, value);
    if (!e)
      return false;
    for (unsigned p = 0; p < e->nparams && np < LSPV_WALK_MAXPEND; p++) {
      if (e->params[p].quant == LSPV_Q_STAR && p + 1 == e->nparams) {
        w->star = true;
        w->star_kind = e->params[p].kind;
      } else {
        params[np++] = e->params[p].kind;
      }
    }
    return push_front(w, params, np);
  }
  if (k->category != LSPV_CAT_BITENUM)
    return true;
  if (value == 0)
    return true;
  /* Set bits only, lowest first (the order of their parameters). */
  for (uint32_t rest = value; rest; rest &= rest - 1) {
    uint32_t b = rest & (~rest + 1u);
    const lspv_enum_desc *e = lspv_gx_enum(w->gx, kind, b);
    if (!e)
      return false;
    for (unsigned p = 0; p < e->nparams; p++) {
      if (np == LSPV_WALK_MAXPEND) {
        w->overflow = true;
        return false;
      }
      params[np++] = (unsigned short)(e->params[p].kind |
                                      (e->params[p].quant == LSPV_Q_COUNT ? COUNT_MARK : 0));
    }
  }
  return push_front(w, params, np);
}

void lspv_walk_chain(lspv_walk *w, const lspv_inst_desc *ext) {
  w->desc = ext;
  w->opi = 0;
}

/* The common shape, without the walker: a row the generator marks simple
 * (every operand one id or LiteralInteger word, or a literal string, of
 * quantifier one, the last maybe `*`: OpIAdd, OpName, OpFunctionCall,
 * OpAccessChain...).  False when the row has another shape or the words do
 * not fit it exactly; the general walk then labels (or refuses) the
 * instruction. */
static bool split_simple(const lspv_inst_desc *desc, const uint32_t *ops, unsigned nops,
                         lspv_split *s) {
  if (!desc->simple)
    return false;
  unsigned dn = desc->nops, i = 0, n = 0, max = s->max;
  lspv_operand *out = s->ops;
  for (unsigned j = 0; j < dn; j++) {
    const lspv_operand_desc *od = lspv_inst_operand(desc, j);
    unsigned kind = od->kind;
    if (kind == LSPV_OK_LiteralString) {
      unsigned nw = i < nops ? lspv_literal_string_words(ops, i, nops) : 0;
      if (!nw || n >= max)
        return false;
      out[n++] = (lspv_operand){(unsigned short)kind, (unsigned short)i, (unsigned short)nw};
      i += nw;
      continue;
    }
    unsigned end = od->quant == LSPV_Q_STAR ? nops : i + 1;
    if (end > nops || n + (end - i) > max)
      return false;
    for (; i < end; i++)
      out[n++] = (lspv_operand){(unsigned short)kind, (unsigned short)i, 1};
  }
  s->n = n;
  return i == nops;
}

bool lspv_walk_split(const lspv_inst_desc *desc, const uint32_t *ops, unsigned nops,
                     lspv_split *s) {
  s->n = 0;
  s->extinst = NULL;
  s->error = NULL;
  s->bad_enum = false;
  if (split_simple(desc, ops, nops, s))
    return true;
  lspv_walk w;
  lspv_walk_init(&w, desc, s->gx);
  s->n = 0;
  s->extinst = NULL;
  s->error = NULL;
  s->bad_enum = false;
  uint32_t last_id = 0;
  unsigned i = 0;
  bool pair_literal = false; /* the next LiteralInteger is an OpSwitch case */
  while (i < nops) {
    unsigned kind;
    bool optional;
    /* Composite pairs: remember that a pair's first half is a literal
     * whose width is the selector's (OpSwitch). */
    bool from_pair = false;
    if (!w.npend && w.desc && w.opi < w.desc->nops &&
        lspv_inst_operand(w.desc, w.opi)->kind == LSPV_OK_PairLiteralIntegerIdRef)
      from_pair = true;
    if (!lspv_walk_next(&w, &kind, &optional)) {
      s->error = "more operand words than the grammar allows";
      return false;
    }
    pair_literal = from_pair && kind == LSPV_OK_LiteralInteger;
    unsigned nw = 1;
    if (kind == LSPV_OK_LiteralString) {
      nw = lspv_literal_string_words(ops, i, nops);
      if (!nw) {
        s->error = "literal string is not NUL-terminated inside the instruction";
        return false;
      }
    } else if (kind == LSPV_OK_LiteralContextDependentNumber) {
      nw = s->ctx_words ? s->ctx_words : nops - i;
    } else if (pair_literal && s->ctx_words > 1) {
      nw = s->ctx_words;
    }
    if (nw > nops - i) {
      s->error = "an operand runs past the end of the instruction";
      return false;
    }
    if (s->n >= s->max) {
      s->error = "too many operands";
      return false;
    }
    s->ops[s->n++] = (lspv_operand){(unsigned short)kind, (unsigned short)i, (unsigned short)nw};
    unsigned cat = kind < LSPV_OK_COUNT ? lspv_kinds[kind].category : LSPV_CAT_LITERAL;
    if (cat == LSPV_CAT_ID)
      last_id = ops[i];
    else if (w.counting) {
      if (!lspv_walk_value(&w, kind, ops[i])) {
        s->error = "too many enumerant parameters";
        return false;
      }
    } else if ((cat == LSPV_CAT_VALUEENUM || cat == LSPV_CAT_BITENUM) &&
               kind != LSPV_OK_SourceLanguage && ops[i] != UINT32_MAX) {
      /* (A source language has no parameters, nor has all ones, a debug
       * record's "none given": an unknown one is still split; the checker
       * decides whether to accept it, spirv/check.c.) */
      if (!lspv_walk_value(&w, kind, ops[i])) {
        if (w.overflow) {
          s->error = "too many enumerant parameters";
          return false;
        }
        s->bad_enum = true;
        s->bad_enum_kind = kind;
        s->bad_enum_value = ops[i];
        s->error = "enum value not in the grammar";
        return false;
      }
    } else if (kind == LSPV_OK_LiteralSpecConstantOpInteger) {
      if (!lspv_walk_value(&w, kind, ops[i])) {
        s->error = "OpSpecConstantOp names an unknown opcode";
        return false;
      }
    } else if (kind == LSPV_OK_LiteralExtInstInteger && s->resolve) {
      const lspv_inst_desc *ext = s->resolve(s->resolve_ctx, last_id, ops[i]);
      if (ext) {
        s->extinst = ext;
        lspv_walk_chain(&w, ext);
      }
    }
    i += nw;
  }
  unsigned kind;
  bool optional;
  if (lspv_walk_next(&w, &kind, &optional) && !optional) {
    s->error = "missing operands";
    return false;
  }
  return true;
}

/* ---- llvm-spirv's own debug-info spellings --------------------------------*/
/* llvm-spirv 22's SPIRVDebug name table differs from the grammar only in 13,
 * which really has a trailing comma: the text form writes these. */
typedef struct {
  unsigned num;
  const char *name;
} debug_spelling;
static const debug_spelling debug_spellings[] = {
    {13, "DebugTypePtrToMember,"},
};
/* Older llvm-spirv (15) spellings, still read (16 and 17 are swapped
 * relative to the grammar in its table). */
static const debug_spelling debug_old_spellings[] = {
    {1, "DebugCompileUnit"},
    {12, "DebugInheritance"},
    {14, "DebugTemplate"},
    {15, "DebugTemplateParameter"},
    {16, "DebugTemplateParameterPack"},
    {17, "DebugTemplateTemplateParameter"},
    {19, "DebugFunctionDecl"},
    {22, "LexicalBlockDiscriminator"},
};

static bool is_ocl_debug_name(const char *name) {
  return name && (strcmp(name, "OpenCL.DebugInfo.100") == 0 || strcmp(name, "DebugInfo") == 0);
}

/* The OpenCL debug-info sets, and those extending them (SPIRV.debug). */
static bool is_debug_set(const lspv_extinst_set_desc *set) {
  return set && (is_ocl_debug_name(set->name) || is_ocl_debug_name(set->base));
}

const char *lspv_text_extinst_spelling(const lspv_extinst_set_desc *set, uint32_t num) {
  if (!is_debug_set(set))
    return NULL;
  for (size_t i = 0; i < sizeof debug_spellings / sizeof debug_spellings[0]; i++)
    if (debug_spellings[i].num == num)
      return debug_spellings[i].name;
  return NULL;
}

static long spelling_number(const debug_spelling *t, size_t n, const char *name, size_t len) {
  for (size_t i = 0; i < n; i++)
    if (strlen(t[i].name) == len && memcmp(t[i].name, name, len) == 0)
      return (long)t[i].num;
  return -1;
}

long lspv_text_extinst_by_spelling(const lspv_extinst_set_desc *set, const char *name, size_t len) {
  if (!is_debug_set(set))
    return -1;
  long num = spelling_number(debug_spellings, sizeof debug_spellings / sizeof debug_spellings[0],
                             name, len);
  if (num < 0)
    num = spelling_number(debug_old_spellings,
                          sizeof debug_old_spellings / sizeof debug_old_spellings[0], name, len);
  return num;
}
