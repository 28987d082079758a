/*===-- spirv/reader.c - the one instruction walker over a binary --------===*\
|*                                                                            *|
|* lspv_view_read walks the binary once, driven by the grammar tables:        *|
|* header, every word count, operand kinds and counts (incl. enumerant        *|
|* parameters and context-dependent literal widths), ids inside the bound,    *|
|* single definition of result ids, logical layout order and function         *|
|* nesting.  Every error names the word offset, the opcode and the id.        *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/module.h"

/* SPIR-V 2.17 Universal Limits: ids are < 4,194,304.  A larger bound is
 * refused before the id table is allocated. */
#define LSPV_MAX_BOUND 0x400000u

static const char *const section_names[LSPV_SEC_COUNT] = {"capabilities",
                                                          "extensions",
                                                          "extended instruction imports",
                                                          "memory model",
                                                          "entry points",
                                                          "execution modes",
                                                          "debug strings",
                                                          "debug names",
                                                          "module-processed",
                                                          "annotations",
                                                          "types, constants and global variables",
                                                          "functions",
                                                          "after the functions"};

typedef struct {
  lspv_spv_view *v;
  lspv_diag *d;
  size_t at; /* offset of the instruction being read */
  const lspv_inst_desc *desc;
  unsigned opcode;
} walker;

static const char *op_name(const walker *wk, unsigned opcode) {
  const lspv_inst_desc *d = lspv_gx_inst(wk->v->gx, opcode);
  return d ? d->name : "<unknown>";
}

#define FAIL(w, name, ...)                                                                         \
  lspv_diag_report((w)->d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, (name), (long)(w)->at, 0,    \
                   __VA_ARGS__)

/* Prefix every message with the place: "word offset N, OpX: ..." */
#define PLACE "word offset %zu (%s): "
#define PLACE_ARGS(w) (w)->at, op_name((w), (w)->opcode)

const char *lspv_op_string(const lspv_spv_view *v, const lspv_inst *in, unsigned i,
                           unsigned *next) {
  unsigned n = lspv_nops(in);
  const uint32_t *ops = lspv_ops(v, in);
  unsigned nw = lspv_literal_string_words(ops, i, n);
  if (nw) {
    if (next)
      *next = i + nw;
    /* Little-endian packing means the bytes are in memory order on
     * little-endian hosts; the reader swapped big-endian inputs. */
    return (const char *)(ops + i);
  }
  return NULL;
}

/* Width in bits of the scalar type of value or type @p id, 0 if unknown. */
static unsigned scalar_width(const lspv_spv_view *v, uint32_t type_id) {
  const lspv_inst *t = lspv_view_def(v, type_id);
  if (t && (t->opcode == SPV_OpTypeInt || t->opcode == SPV_OpTypeFloat))
    return lspv_op(v, t, 1);
  return 0;
}

typedef struct {
  const uint32_t *w;
  unsigned n, i; /* operand words, count, cursor */
} cursor;

static lspv_status read_operand(walker *wk, cursor *c, unsigned kind, lspv_inst *in, int depth);

static lspv_status read_id(walker *wk, cursor *c, lspv_inst *in, unsigned kind) {
  uint32_t id = c->w[c->i];
  if (id == 0 || id >= wk->v->bound)
    return FAIL(wk, "InvalidId", PLACE "id %u is %s (bound %u)", PLACE_ARGS(wk), id,
                id == 0 ? "zero" : "not below the id bound", wk->v->bound);
  if (kind == LSPV_OK_IdResultType)
    in->type = id;
  else if (kind == LSPV_OK_IdResult)
    in->result = id;
  c->i++;
  return LSPV_SUCCESS;
}

static lspv_status read_enum(walker *wk, cursor *c, unsigned kind, lspv_inst *in, int depth) {
  const lspv_kind_desc *k = &lspv_kinds[kind];
  uint32_t val = c->w[c->i++];
  if (k->category == LSPV_CAT_VALUEENUM) {
    const lspv_enum_desc *e = lspv_gx_enum(wk->v->gx, kind, val);
    /* The source language only informs (no operand follows it, nothing
     * depends on it): a value newer than the grammar is read as is, as
     * llvm-spirv reads it; lspv never writes one (the output check). */
    if (!e && kind == LSPV_OK_SourceLanguage)
      return LSPV_SUCCESS;
    if (!e)
      return FAIL(wk, "InvalidModule", PLACE "unknown %s value %u", PLACE_ARGS(wk), k->name, val);
    for (unsigned p = 0; p < e->nparams; p++) {
      const lspv_operand_desc *pd = &e->params[p];
      /* A last parameter with quantifier `*` repeats to the instruction's
       * end (BankBitsINTEL). */
      if (pd->quant == LSPV_Q_STAR && p + 1 == e->nparams) {
        while (c->i < c->n) {
          lspv_status s = read_operand(wk, c, pd->kind, in, depth + 1);
          if (s)
            return s;
        }
        break;
      }
      if (c->i >= c->n)
        return FAIL(wk, "InvalidWordCount", PLACE "%s %s is missing its parameter", PLACE_ARGS(wk),
                    k->name, e->name);
      lspv_status s = read_operand(wk, c, pd->kind, in, depth + 1);
      if (s)
        return s;
    }
    return LSPV_SUCCESS;
  }
  /* BitEnum: parameters follow in the order of their mask bits. */
  for (unsigned bit = 0; bit < 32; bit++) {
    uint32_t b = 1u << bit;
    if (!(val & b))
      continue;
    const lspv_enum_desc *e = lspv_gx_enum(wk->v->gx, kind, b);
    if (!e)
      return FAIL(wk, "InvalidModule", PLACE "unknown %s bit 0x%x", PLACE_ARGS(wk), k->name, b);
    for (unsigned p = 0; p < e->nparams; p++) {
      if (c->i >= c->n)
        return FAIL(wk, "InvalidWordCount", PLACE "%s %s is missing its parameter", PLACE_ARGS(wk),
                    k->name, e->name);
      uint32_t reps = 1;
      if (e->params[p].quant == LSPV_Q_COUNT && p + 1 < e->nparams) {
        /* A count, then that many of the next parameter. */
        reps = c->w[c->i];
        lspv_status s = read_operand(wk, c, e->params[p].kind, in, depth + 1);
        if (s)
          return s;
        if (reps > c->n - c->i)
          return FAIL(wk, "InvalidWordCount", PLACE "%s %s counts %u parameters past the end",
                      PLACE_ARGS(wk), k->name, e->name, reps);
        p++;
      }
      for (uint32_t r = 0; r < reps; r++) {
        if (c->i >= c->n)
          return FAIL(wk, "InvalidWordCount", PLACE "%s %s is missing its parameter",
                      PLACE_ARGS(wk), k->name, e->name);
        lspv_status s = read_operand(wk, c, e->params[p].kind, in, depth + 1);
        if (s)
          return s;
      }
    }
  }
  return LSPV_SUCCESS;
}

static lspv_status read_operand(walker *wk, cursor *c, unsigned kind, lspv_inst *in, int depth) {
  if (depth > 4) /* enumerant parameters nest at most twice in the grammar */
    return FAIL(wk, "InvalidModule", PLACE "operand nesting too deep", PLACE_ARGS(wk));
  const lspv_kind_desc *k = &lspv_kinds[kind];
  switch (k->category) {
  case LSPV_CAT_ID: return read_id(wk, c, in, kind);
  case LSPV_CAT_BITENUM:
  case LSPV_CAT_VALUEENUM: return read_enum(wk, c, kind, in, depth);
  case LSPV_CAT_COMPOSITE: {
    lspv_status s = read_operand(wk, c, k->base0, in, depth + 1);
    if (s)
      return s;
    if (c->i >= c->n)
      return FAIL(wk, "InvalidWordCount", PLACE "incomplete %s pair", PLACE_ARGS(wk), k->name);
    return read_operand(wk, c, k->base1, in, depth + 1);
  }
  default: break;
  }
  if (kind == LSPV_OK_LiteralString) {
    unsigned nw = lspv_literal_string_words(c->w, c->i, c->n);
    if (nw) {
      c->i += nw;
      return LSPV_SUCCESS;
    }
    return FAIL(wk, "InvalidModule", PLACE "literal string is not NUL-terminated", PLACE_ARGS(wk));
  }
  if (kind == LSPV_OK_LiteralContextDependentNumber) {
    /* OpConstant/OpSpecConstant: the width of the result type. */
    unsigned width = scalar_width(wk->v, in->type);
    if (!width) /* no width to read the literal with: nothing later can decode it */
      return FAIL(wk, "InvalidModule",
                  PLACE "the result type %u is not an integer or float type declared before",
                  PLACE_ARGS(wk), in->type);
    unsigned words = width > 32 ? (width + 31) / 32 : 1;
    if (c->n - c->i < words)
      return FAIL(wk, "InvalidWordCount", PLACE "%u-bit literal needs %u words", PLACE_ARGS(wk),
                  width, words);
    c->i += words;
    return LSPV_SUCCESS;
  }
  if (kind == LSPV_OK_LiteralSpecConstantOpInteger) {
    uint32_t op = c->w[c->i++];
    if (!lspv_gx_inst(wk->v->gx, op))
      return FAIL(wk, "InvalidModule", PLACE "unknown opcode %u in OpSpecConstantOp",
                  PLACE_ARGS(wk), op);
    /* The operands of the embedded operation: ids or literals, not checked
     * further here (the checker and reverse translation look at them). */
    c->i = c->n;
    return LSPV_SUCCESS;
  }
  c->i++; /* LiteralInteger, LiteralExtInstInteger, set-specific literals */
  return LSPV_SUCCESS;
}

/* OpSwitch's case literals have the width of the selector's type. */
static lspv_status read_switch(walker *wk, cursor *c, lspv_inst *in) {
  if (c->n < 2)
    return FAIL(wk, "InvalidWordCount", PLACE "needs a selector and a default", PLACE_ARGS(wk));
  for (int k = 0; k < 2; k++) {
    lspv_status s = read_id(wk, c, in, LSPV_OK_IdRef);
    if (s)
      return s;
  }
  const lspv_inst *sel = lspv_view_def(wk->v, c->w[0]);
  unsigned width = sel ? scalar_width(wk->v, sel->type) : 32;
  unsigned lw = width > 32 ? 2 : 1;
  while (c->i < c->n) {
    if (c->n - c->i < lw + 1)
      return FAIL(wk, "InvalidWordCount", PLACE "incomplete case (literal of %u words, label)",
                  PLACE_ARGS(wk), lw);
    c->i += lw;
    lspv_status s = read_id(wk, c, in, LSPV_OK_IdRef);
    if (s)
      return s;
  }
  return LSPV_SUCCESS;
}

/* A row the generator marks simple (ids, LiteralIntegers, a literal
 * string, the last operand maybe `*`): its ids are read without the
 * per-operand dispatch.  *done is false when the words do not fit the row
 * (an error the general walk reports with its own words). */
static lspv_status read_simple(walker *wk, const cursor *c0, lspv_inst *in, bool *done) {
  const lspv_inst_desc *d = wk->desc;
  cursor c = *c0;
  *done = false;
  for (unsigned j = 0; j < d->nops; j++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, j);
    if (od->kind == LSPV_OK_LiteralString) {
      unsigned nw = lspv_literal_string_words(c.w, c.i, c.n);
      if (!nw)
        return LSPV_SUCCESS;
      c.i += nw;
      continue;
    }
    unsigned end = od->quant == LSPV_Q_STAR ? c.n : c.i + 1;
    if (end > c.n)
      return LSPV_SUCCESS;
    if (od->kind == LSPV_OK_LiteralInteger) {
      c.i = end;
      continue;
    }
    while (c.i < end) {
      lspv_status s = read_id(wk, &c, in, od->kind);
      if (s) {
        *done = true;
        return s;
      }
    }
  }
  *done = c.i == c.n;
  return LSPV_SUCCESS;
}

static lspv_status read_operands(walker *wk, lspv_inst *in) {
  cursor c = {lspv_ops(wk->v, in), lspv_nops(in), 0};
  const lspv_inst_desc *d = wk->desc;
  if (in->opcode == SPV_OpSwitch)
    return read_switch(wk, &c, in);
  if (d->simple) {
    bool done;
    lspv_status s = read_simple(wk, &c, in, &done);
    if (done)
      return s;
  }
  for (unsigned i = 0; i < d->nops; i++) {
    const lspv_operand_desc *od = lspv_inst_operand(d, i);
    if (od->quant == LSPV_Q_ONE) {
      if (c.i >= c.n)
        return FAIL(wk, "InvalidWordCount", PLACE "missing operand %u (%s)", PLACE_ARGS(wk), i + 1,
                    lspv_kinds[od->kind].name);
      lspv_status s = read_operand(wk, &c, od->kind, in, 0);
      if (s)
        return s;
    } else if (od->quant == LSPV_Q_OPT) {
      if (c.i < c.n) {
        lspv_status s = read_operand(wk, &c, od->kind, in, 0);
        if (s)
          return s;
      }
    } else {
      while (c.i < c.n) {
        lspv_status s = read_operand(wk, &c, od->kind, in, 0);
        if (s)
          return s;
      }
    }
    /* OpExtInst: after the instruction number, the set decides the rest. */
    if (in->opcode == SPV_OpExtInst && od->kind == LSPV_OK_LiteralExtInstInteger) {
      for (; c.i < c.n; c.i++)
        ;
      return LSPV_SUCCESS;
    }
  }
  if (c.i < c.n)
    return FAIL(wk, "InvalidWordCount", PLACE "%u words more than its operands take",
                PLACE_ARGS(wk), c.n - c.i);
  return LSPV_SUCCESS;
}

lspv_section lspv_section_of(const lspv_inst_desc *d, lspv_section current, bool in_function) {
  if (!d)
    return LSPV_SEC_COUNT;
  if (in_function)
    return d->placement >= LSPV_PLACE_BODY ? LSPV_SEC_FUNCTION : LSPV_SEC_COUNT;
  switch (d->placement) {
  case LSPV_PLACE_BODY:
  case LSPV_PLACE_PARAMETER:
  case LSPV_PLACE_FUNCTION_END: return LSPV_SEC_COUNT;
  case LSPV_PLACE_FUNCTION: return LSPV_SEC_FUNCTION;
  case LSPV_PLACE_GLOBAL_OR_BODY:
    /* Non-semantic OpExtInst may also follow the functions. */
    if (current >= LSPV_SEC_FUNCTION)
      return d->opcode == SPV_OpExtInst ? LSPV_SEC_TAIL : LSPV_SEC_COUNT;
    return LSPV_SEC_GLOBAL;
  default: return (lspv_section)d->placement;
  }
}

static lspv_status read_header(lspv_spv_view *v, const uint32_t *words, size_t nwords,
                               lspv_diag *d) {
  if (nwords >= 1 && words[0] != LSPV_MAGIC && words[0] != __builtin_bswap32(LSPV_MAGIC))
    return lspv_diag_report(d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, "InvalidMagicNumber", 0,
                            0, "Invalid Magic Number. (word offset 0: 0x%08x)", words[0]);
  if (nwords < 5)
    return lspv_diag_report(d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, "InvalidModule", 0, 0,
                            "the binary has %zu words, fewer than the 5-word header", nwords);
  if (words[0] != LSPV_MAGIC) {
    v->owned = malloc(nwords * sizeof(uint32_t));
    if (!v->owned)
      return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "cannot swap the binary");
    for (size_t i = 0; i < nwords; i++)
      v->owned[i] = __builtin_bswap32(words[i]);
    words = v->owned;
  }
  v->words = words;
  v->nwords = nwords;
  v->version = words[1];
  v->generator = words[2];
  v->bound = words[3];
  v->schema = words[4];
  if ((v->version & 0xFF0000FFu) != 0 || v->version < LSPV_VERSION(1, 0) ||
      v->version > LSPV_VERSION(1, 6))
    /* llvm-spirv's words, then lspv's place and the word in hex. */
    return lspv_diag_report(d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, "InvalidModule", 1, 0,
                            "Invalid SPIR-V module: unsupported SPIR-V version number 'unknown "
                            "(%u)'. Range of supported/known SPIR-V versions is 1.0 (%u) - 1.6 "
                            "(%u)\nword offset 1: version word 0x%08x",
                            v->version, LSPV_VERSION(1, 0), LSPV_VERSION(1, 6), v->version);
  if (v->bound == 0 || v->bound > LSPV_MAX_BOUND)
    return lspv_diag_report(d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, "InvalidModule", 3, 0,
                            "word offset 3: id bound %u is outside 1 .. %u", v->bound,
                            LSPV_MAX_BOUND);
  return LSPV_SUCCESS;
}

/* Function nesting and layout order for one instruction. */
static lspv_status place(walker *wk, lspv_inst *in, lspv_section *cur, int *in_func) {
  const lspv_inst_desc *d = wk->desc;
  lspv_section s = lspv_section_of(d, *cur, *in_func);
  if (s == LSPV_SEC_COUNT)
    return FAIL(wk, "InvalidLayout", PLACE "not allowed %s", PLACE_ARGS(wk),
                *in_func ? "inside a function" : "at module scope");
  if (s < *cur && d->loose_placement && *cur <= LSPV_SEC_GLOBAL) {
    in->section = (uint8_t)s; /* early is fine; the section reached stays */
    return LSPV_SUCCESS;
  }
  if (s > *cur && d->loose_placement && *cur >= LSPV_SEC_MEMORYMODEL) {
    /* read ahead of its section: closes the sections before the debug
     * ones (as any debug instruction would), not the debug ones */
    in->section = (uint8_t)s;
    if (*cur < LSPV_SEC_DEBUG_STRING)
      *cur = LSPV_SEC_DEBUG_STRING;
    return LSPV_SUCCESS;
  }
  if (s < *cur)
    return FAIL(wk, "InvalidLayout", PLACE "belongs to the %s section but follows %s",
                PLACE_ARGS(wk), section_names[s], section_names[*cur]);
  if (d->placement == LSPV_PLACE_FUNCTION) {
    if (*in_func)
      return FAIL(wk, "InvalidLayout", PLACE "function %u starts inside another function",
                  PLACE_ARGS(wk), in->result);
    *in_func = 1;
  } else if (d->placement == LSPV_PLACE_FUNCTION_END) {
    *in_func = 0;
  }
  in->section = (uint8_t)s;
  *cur = s;
  return LSPV_SUCCESS;
}

lspv_status lspv_view_read(lspv_spv_view *v, const uint32_t *words, size_t nwords,
                           const lspv_grammar_overlay *gx, lspv_diag *d) {
  memset(v, 0, sizeof *v);
  v->gx = gx;
  lspv_status s = read_header(v, words, nwords, d);
  if (s)
    return s;
  v->def = calloc(v->bound, sizeof(uint32_t));
  /* No instruction is shorter than one word: nwords bounds the count. */
  size_t cap = nwords / 2 + 16;
  v->insts = malloc(cap * sizeof(lspv_inst));
  if (!v->def || !v->insts)
    return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "cannot index the module");
  walker wk = {v, d, 0, NULL, 0};
  lspv_section cur = LSPV_SEC_CAPABILITY;
  int in_func = 0;
  size_t func_at = 0;
  for (size_t at = 5; at < v->nwords;) {
    uint32_t first = v->words[at];
    unsigned wc = first >> 16, opcode = first & 0xFFFFu;
    wk.at = at;
    wk.opcode = opcode;
    if (wc == 0)
      return FAIL(&wk, "InvalidWordCount", PLACE "word count is 0", PLACE_ARGS(&wk));
    if (wc > v->nwords - at)
      return FAIL(&wk, "InvalidWordCount",
                  PLACE "word count %u runs past the end of the module (%zu words left)",
                  PLACE_ARGS(&wk), wc, v->nwords - at);
    wk.desc = lspv_gx_inst(gx, opcode);
    if (!wk.desc)
      return FAIL(&wk, "InvalidModule", "word offset %zu: unknown opcode %u", at, opcode);
    if (v->ninsts == cap) {
      cap *= 2;
      lspv_inst *ni = realloc(v->insts, cap * sizeof(lspv_inst));
      if (!ni)
        return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "cannot index the module");
      v->insts = ni;
    }
    lspv_inst *in = &v->insts[v->ninsts];
    memset(in, 0, sizeof *in);
    in->offset = (uint32_t)at;
    in->opcode = (uint16_t)opcode;
    in->wc = wc;
    if ((s = read_operands(&wk, in)) || (s = place(&wk, in, &cur, &in_func)))
      return s;
    if (wk.desc->placement == LSPV_PLACE_FUNCTION)
      func_at = at;
    if (in->result) {
      if (v->def[in->result])
        return FAIL(&wk, "InvalidId", PLACE "id %u is defined twice (first at word offset %u)",
                    PLACE_ARGS(&wk), in->result, v->insts[v->def[in->result] - 1].offset);
      v->def[in->result] = (uint32_t)(v->ninsts + 1);
    }
    v->ninsts++;
    at += wc;
  }
  if (in_func) {
    wk.at = func_at;
    wk.opcode = SPV_OpFunction;
    return FAIL(&wk, "InvalidLayout", PLACE "function has no OpFunctionEnd", PLACE_ARGS(&wk));
  }
  return LSPV_SUCCESS;
}

void lspv_view_free(lspv_spv_view *v) {
  free(v->def);
  free(v->insts);
  free(v->owned);
  if (v->arena)
    lspv_arena_destroy(v->arena);
  memset(v, 0, sizeof *v);
}

static uint32_t continued_of(const uint32_t *pairs, uint32_t opcode) {
  for (; pairs[0]; pairs += 2)
    if (pairs[0] == opcode)
      return pairs[1];
  return 0;
}

bool lspv_view_join_continued(lspv_spv_view *v, const uint32_t *pairs) {
  for (size_t i = 0; i + 1 < v->ninsts; i++) {
    lspv_inst *in = &v->insts[i];
    uint32_t cont = continued_of(pairs, in->opcode);
    if (!cont || v->insts[i + 1].opcode != cont)
      continue;
    if (!v->owned) { /* the view borrows the words: work on a copy */
      if (!(v->owned = malloc(v->nwords * sizeof(uint32_t))))
        return false;
      memcpy(v->owned, v->words, v->nwords * sizeof(uint32_t));
      v->words = v->owned;
    }
    uint32_t *w = v->owned;
    /* Each continued instruction's operands move left over its opcode
     * word, right after the operands before them; the words freed at the
     * end (one per continued instruction) hold them, without operands. */
    uint32_t end = in->offset + in->wc;
    size_t j = i + 1;
    for (; j < v->ninsts && v->insts[j].opcode == cont; j++) {
      uint32_t n = v->insts[j].wc - 1;
      memmove(w + end, w + v->insts[j].offset + 1, n * sizeof *w);
      end += n;
      in->wc += n;
    }
    for (size_t k = i + 1; k < j; k++, end++) {
      w[end] = (1u << 16) | cont;
      v->insts[k].offset = end;
      v->insts[k].wc = 1;
    }
    i = j - 1;
  }
  return true;
}
