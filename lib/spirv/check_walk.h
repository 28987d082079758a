/*===-- spirv/check_walk.h - grammar-driven operand walker --------*- C -*-===*\
|*                                                                            *|
|* One operand walker for the text writer, the text reader and the checker:   *|
|* it follows an instruction's grammar (quantifiers, composite kinds, the     *|
|* parameters an enumerant or a mask bit brings, the instruction an OpExtInst *|
|* names) so that none of them indexes words by hand.                         *|
|*                                                                            *|
|* Two ways to use it:                                                        *|
|*  - step by step (the text reader, which meets operands one token at a     *|
|*    time): lspv_walk_next() says which kind comes next, lspv_walk_value() *|
|*    tells it the value of an enum operand so its parameters are queued;    *|
|*  - whole instruction (writer, checker): lspv_walk_split() labels every     *|
|*    operand word of a binary instruction.                                  *|
|* Bounded everywhere: the parameter queue has a fixed size and overflows    *|
|* are reported as failures, never written past.                             *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SPIRV_CHECK_WALK_H
#define LSPV_SPIRV_CHECK_WALK_H

#include "spirv/module.h"

#define LSPV_WALK_MAXPEND 32

typedef struct {
  const lspv_inst_desc *desc;             /* current grammar row (core, or the ext inst) */
  unsigned opi;                           /* next operand row of desc */
  unsigned short pend[LSPV_WALK_MAXPEND]; /* queued kinds (parameters, pair halves) */
  unsigned npend;
  /* An enumerant's last parameter with quantifier `*` (BankBitsINTEL's
   * 'Bank Bits'): after the pending kinds, this kind repeats to the end. */
  bool star;
  unsigned short star_kind;
  bool overflow;
  /* The word just handed out by lspv_walk_next is a count (LSPV_Q_COUNT):
   * lspv_walk_value queues that many count_kind operands after it. */
  bool counting;
  unsigned short count_kind;
  const lspv_grammar_overlay *gx; /* plugins' rows, for enumerant parameters */
} lspv_walk;

void lspv_walk_init(lspv_walk *w, const lspv_inst_desc *desc, const lspv_grammar_overlay *gx);
/* The kind of the next operand; *optional is true when it may be absent
 * (quantifier ? or *).  Returns false when the grammar has no more. */
bool lspv_walk_next(lspv_walk *w, unsigned *kind, bool *optional);
/* Tells the walker the value an enum operand of @p kind had: its parameters
 * (every set bit's, in bit order, for masks) are queued next.  Returns false
 * if the value (or a bit of it) is not in the grammar. */
bool lspv_walk_value(lspv_walk *w, unsigned kind, uint32_t value);
/* Continues with the operands of an extended instruction. */
void lspv_walk_chain(lspv_walk *w, const lspv_inst_desc *ext);

/* One operand of a binary instruction: words [word, word + nwords) of the
 * operand words (0 = the word after the opcode word). */
typedef struct {
  unsigned short kind;
  unsigned short word, nwords;
} lspv_operand;

/* Resolves the instruction an OpExtInst names; NULL when the set is unknown
 * (its operands are then plain ids, as the core grammar says). */
typedef const lspv_inst_desc *(*lspv_extinst_resolver)(void *ctx, uint32_t set_id, uint32_t number);

typedef struct {
  lspv_operand *ops; /* caller's array */
  unsigned max;
  unsigned n;
  /* Words of a context-dependent literal (OpConstant's value, OpSwitch's
   * case literals): 0 means "the rest" / one word respectively. */
  unsigned ctx_words;
  lspv_extinst_resolver resolve;
  void *resolve_ctx;
  const lspv_grammar_overlay *gx; /* plugins' rows (or NULL) */
  const lspv_inst_desc *extinst;  /* out: the ext inst met, if any */
  const char *error;              /* out: why the split failed */
  bool bad_enum;                  /* out: an enum value the grammar lacks */
  unsigned bad_enum_kind;
  uint32_t bad_enum_value;
} lspv_split;

/* Operands an instruction can have at most (one word each, 65535 words in
 * all): a split buffer of this size never runs out on a valid instruction. */
#define LSPV_MAX_OPERANDS 0xFFFFu

/* Labels the @p nops operand words of an instruction described by @p desc.
 * Returns false (with s->error set) when the words do not match the grammar
 * or s->max is too small.  An unknown enum value sets bad_enum and stops. */
bool lspv_walk_split(const lspv_inst_desc *desc, const uint32_t *ops, unsigned nops, lspv_split *s);

/* A row the generator marks simple (grammar.h) walked without a split: one
 * run of words per operand row (a `*` row's run is the rest), for the
 * passes that only look at ids and strings (renumbering, the checker).
 * lspv_simple_next returns 1 with the run, 0 at the end when every word was
 * taken, -1 when the words do not fit the row (the caller then splits, which
 * says why).  check_walk.c's split_simple walks these rows the same way; it
 * is kept apart because building on this made the general split slower. */
typedef struct {
  const lspv_inst_desc *d;
  const uint32_t *ops;
  unsigned nops, j, i;
} lspv_simple_walk;

static inline int lspv_simple_next(lspv_simple_walk *w, unsigned *kind, unsigned *word,
                                   unsigned *nwords) {
  if (w->j == w->d->nops)
    return w->i == w->nops ? 0 : -1;
  const lspv_operand_desc *od = lspv_inst_operand(w->d, w->j++);
  unsigned nw;
  if (od->kind == LSPV_OK_LiteralString) {
    nw = w->i < w->nops ? lspv_literal_string_words(w->ops, w->i, w->nops) : 0;
    if (!nw)
      return -1;
  } else if (od->quant == LSPV_Q_STAR) {
    nw = w->nops - w->i;
  } else {
    if (w->i >= w->nops)
      return -1;
    nw = 1;
  }
  *kind = od->kind;
  *word = w->i;
  *nwords = nw;
  w->i += nw;
  return 1;
}

/* Is @p kind an id operand? */
static inline bool lspv_kind_is_id(unsigned kind) {
  return kind < LSPV_OK_COUNT && lspv_kinds[kind].category == LSPV_CAT_ID;
}

/* llvm-spirv spells some debug-info extended instructions its own way in the
 * text form (docs/text-form.md 1.2): the spelling to print for instruction
 * @p num of @p set, or NULL to print the grammar name. */
const char *lspv_text_extinst_spelling(const lspv_extinst_set_desc *set, uint32_t num);
/* The reverse: the number of a text-form spelling, or -1. */
long lspv_text_extinst_by_spelling(const lspv_extinst_set_desc *set, const char *name, size_t len);

#endif
