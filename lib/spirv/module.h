/*===-- spirv/module.h - SPIR-V module model (no LLVM) -------------*- C -*-===*\
|*                                                                            *|
|* Two shapes of a module:                                                    *|
|*  - lspv_spv_builder: what forward translation appends to, one word buffer *|
|*    per logical-layout section (SPIR-V 2.4); serialized in section order.  *|
|*  - lspv_spv_view: a parsed, bounds-checked index over a binary (what the  *|
|*    reader produces, and what the checker, the text writer and reverse     *|
|*    translation walk).  Every instruction keeps its word offset so every   *|
|*    later diagnostic can say where.                                        *|
|*                                                                            *|
|* Words are host-endian uint32_t; a binary in the other byte order is       *|
|* swapped by the reader.                                                     *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SPIRV_MODULE_H
#define LSPV_SPIRV_MODULE_H

#include "spirv/grammar.h"
#include "support/support.h"

/* Logical layout sections, in module order (SPIR-V spec 2.4). */
typedef enum {
  LSPV_SEC_CAPABILITY,
  LSPV_SEC_EXTENSION,
  LSPV_SEC_EXTINSTIMPORT,
  LSPV_SEC_MEMORYMODEL,
  LSPV_SEC_ENTRYPOINT,
  LSPV_SEC_EXECUTIONMODE,
  LSPV_SEC_DEBUG_STRING, /* OpString, OpSource*, OpSourceExtension */
  LSPV_SEC_DEBUG_NAME,   /* OpName, OpMemberName */
  LSPV_SEC_DEBUG_MODULEPROCESSED,
  LSPV_SEC_ANNOTATION, /* decorations (and the alias declarations, DESIGN 6) */
  LSPV_SEC_GLOBAL,     /* types, constants, module-scope variables, OpUndef */
  LSPV_SEC_FUNCTION,   /* function declarations and definitions */
  LSPV_SEC_TAIL,       /* non-semantic instructions after the last function */
  LSPV_SEC_COUNT
} lspv_section;

/* ---- builder (forward) ---------------------------------------------------*/
typedef struct {
  uint32_t version; /* LSPV_VERSION(1, x) */
  uint32_t generator;
  uint32_t bound; /* next fresh id */
  lspv_words sec[LSPV_SEC_COUNT];
  bool oom; /* sticky: an append failed, or an instruction was too long */
  /* The first instruction over 65535 words (then oom is set too). */
  unsigned too_long_opcode;
  size_t too_long_words;
} lspv_spv_builder;

void lspv_builder_init(lspv_spv_builder *b);
void lspv_builder_free(lspv_spv_builder *b);
static inline uint32_t lspv_builder_id(lspv_spv_builder *b) { return b->bound++; }
/* Appends a whole instruction: opcode plus @p n operand words. */
void lspv_builder_inst(lspv_spv_builder *b, lspv_section s, unsigned opcode, const uint32_t *ops,
                       size_t n);
/* Piecewise: begin returns the start index; word/string append; end patches
 * the word count.  Literal strings are UTF-8, NUL-terminated, padded. */
size_t lspv_builder_begin(lspv_spv_builder *b, lspv_section s, unsigned opcode);
void lspv_builder_word(lspv_spv_builder *b, lspv_section s, uint32_t w);
void lspv_builder_string(lspv_spv_builder *b, lspv_section s, const char *str, size_t len);
/* Returns false (and sets oom, too_long_*) when the instruction exceeds
 * 65535 words. */
bool lspv_builder_end(lspv_spv_builder *b, lspv_section s, size_t start);
/* Header + sections, malloc'ed; NULL when out of memory. */
uint32_t *lspv_builder_serialize(const lspv_spv_builder *b, size_t *nwords);

/* Number of words a literal string of @p len bytes takes. */
static inline size_t lspv_string_words(size_t len) { return len / 4 + 1; }
/* Words of the literal string at ops[i] (through the word holding its NUL,
 * SPIR-V 2.2.1), 0 when no word before ops[nops] ends it. */
static inline unsigned lspv_literal_string_words(const uint32_t *ops, unsigned i, unsigned nops) {
  for (unsigned k = i; k < nops; k++) {
    uint32_t x = ops[k];
    if (!(x & 0xFFu) || !(x & 0xFF00u) || !(x & 0xFF0000u) || !(x & 0xFF000000u))
      return k - i + 1;
  }
  return 0;
}

/* ---- view (reader) -------------------------------------------------------*/
typedef struct {
  uint32_t offset; /* word offset of the first word in the binary */
  uint16_t opcode;
  uint8_t section; /* lspv_section */
  /* Word count: the binary's, or more after lspv_view_join_continued. */
  uint32_t wc;
  uint32_t type;   /* result type id or 0 */
  uint32_t result; /* result id or 0 */
} lspv_inst;       /* 20 bytes: a view holds one per instruction (lspv_inst_desc_of) */

typedef struct {
  const uint32_t *words; /* the whole binary, host order (maybe a swapped copy) */
  size_t nwords;
  uint32_t version, generator, bound, schema;
  lspv_inst *insts;
  size_t ninsts;
  uint32_t *def; /* def[id]: index+1 into insts of the defining instruction */
  lspv_arena *arena;
  uint32_t *owned;                /* swapped copy, if any */
  const lspv_grammar_overlay *gx; /* plugins' grammar rows (or NULL) */
} lspv_spv_view;

/* The grammar row of an instruction of a view (the reader refused unknown
 * opcodes, so never NULL there): a direct index into the generated tables,
 * the overlay only for what they lack; not stored per instruction. */
static inline const lspv_inst_desc *lspv_inst_desc_of(const lspv_spv_view *v, const lspv_inst *in) {
  const lspv_inst_desc *d = lspv_inst_by_opcode(in->opcode);
  return d ? d : lspv_gx_inst(v->gx, in->opcode);
}

/* Parses and bounds-checks a binary: header, every word count, operand kinds
 * and counts against the grammar, ids in (0, bound), single definition,
 * section order.  Errors name the word offset, the opcode and the id
 * (InvalidWordCount, InvalidModule, ...).  The view borrows @p words unless it
 * had to byte-swap them.  Free with lspv_view_free (also after failure). */
lspv_status lspv_view_read(lspv_spv_view *v, const uint32_t *words, size_t nwords,
                           const lspv_grammar_overlay *gx, lspv_diag *d);
void lspv_view_free(lspv_spv_view *v);
/* Joins, for each {opcode, continued opcode} pair of @p pairs (0-terminated),
 * every run of instructions of the continued opcode right after an
 * instruction of the opcode into that instruction: its operands grow by
 * theirs, which they lose (a plugin's continued_opcodes, for the checker
 * and reverse).  Offsets and indices of every other instruction stay.  False
 * when out of memory (the view is then unchanged). */
bool lspv_view_join_continued(lspv_spv_view *v, const uint32_t *pairs);

/* Operand word @p i (0 = the first word after the opcode word), 0 when out
 * of range: translation code never indexes raw words. */
static inline uint32_t lspv_op(const lspv_spv_view *v, const lspv_inst *in, unsigned i) {
  return i + 1u < in->wc ? v->words[in->offset + 1u + i] : 0;
}
static inline unsigned lspv_nops(const lspv_inst *in) { return in->wc ? in->wc - 1u : 0; }
static inline const uint32_t *lspv_ops(const lspv_spv_view *v, const lspv_inst *in) {
  return v->words + in->offset + 1;
}
/* Decodes a literal string starting at operand @p i; returns NULL if not
 * NUL-terminated inside the instruction.  *next receives the operand index
 * after the string. */
const char *lspv_op_string(const lspv_spv_view *v, const lspv_inst *in, unsigned i, unsigned *next);
/* The defining instruction of @p id, or NULL. */
static inline const lspv_inst *lspv_view_def(const lspv_spv_view *v, uint32_t id) {
  return id && id < v->bound && v->def[id] ? &v->insts[v->def[id] - 1] : NULL;
}

/* Which section an instruction (its grammar row @p d) belongs to, given the section seen so far (an
 * OpExtInst / OpLine / OpNop / OpUndef / OpVariable may be in several).
 * Returns LSPV_SEC_COUNT when the opcode cannot appear at that point. */
lspv_section lspv_section_of(const lspv_inst_desc *d, lspv_section current, bool in_function);

/* ---- structural checker (spirv/check.c) ----------------------------------*/
/* The rules plugins add, gathered by the caller (lib/api) from the
 * registered descriptors: lib/spirv knows no plugin. */
typedef struct {
  const lspv_check_rule *rules;
  size_t nrules;
  /* Opcodes plugins claim (bitmap of LSPV_CLAIM_BYTES bytes, or NULL): the
   * core's type rules leave those instructions to the plugins' rules. */
  const uint8_t *claimed;
  /* Capabilities under which a vector may have any component count
   * (plugins' any_vector_size_capabilities), or NULL. */
  const uint32_t *any_vector_caps;
  size_t nany_vector_caps;
} lspv_check_rules;
#define LSPV_CLAIM_BYTES (0x10000u / 8u)

/* Checks the rules of DESIGN 6 on a parsed module: layout, ids defined before
 * use where required, operand enums known, every needed capability and
 * extension declared, version high enough, then the rules given (@p rules
 * may be NULL).  Reports each problem with offset, opcode and id. */
lspv_status lspv_check(const lspv_spv_view *v, const lspv_check_rules *rules, lspv_diag *d);
/* The same for a module about to be translated (reverse): the type rules run
 * too; rules flagged LSPV_CHECK_ADVISORY_ON_INPUT (droppable non-semantic
 * records) are left to their plugin, and such records may reference ahead,
 * as llvm-spirv places them before the functions they describe. */
lspv_status lspv_check_input(const lspv_spv_view *v, const lspv_check_rules *rules, lspv_diag *d);
/* Only the given rules flagged LSPV_CHECK_ON_TEXT_READ, on a module read
 * from the text form (-to-binary): what llvm-spirv refuses while reading. */
lspv_status lspv_check_text_read(const lspv_spv_view *v, const lspv_check_rules *rules,
                                 lspv_diag *d);

/* ---- text form (spirv/text_*.c) ------------------------------------------*/
/* Writes the llvm-spirv text form of a parsed module (docs/text-form.md). */
lspv_status lspv_text_write(const lspv_spv_view *v, char **text, size_t *len, lspv_diag *d);
/* Parses the text form into a binary (malloc'ed). Errors name the line. */
lspv_status lspv_text_read(const char *text, size_t len, const lspv_grammar_overlay *gx,
                           uint32_t **words, size_t *nwords, lspv_diag *d);

#endif
