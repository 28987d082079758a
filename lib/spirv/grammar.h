/*===-- spirv/grammar.h - SPIR-V grammar tables and lookups -------*- C -*-===*\
|*                                                                            *|
|* The tables are generated at build time by cmake/gen_tables.py from the     *|
|* spirv-headers grammar JSON plus the grammar fragments.  This header     *|
|* declares their shape and the lookups over them (by opcode: a direct     *|
|* index; by name and enum value: binary search).                           *|
|* No LLVM here.                                                              *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SPIRV_GRAMMAR_H
#define LSPV_SPIRV_GRAMMAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lspv/plugin_spirv.h"
#include "spv_tables.h"
#include "support/support.h"

#define LSPV_MAGIC 0x07230203u
/* min_version value of instructions/enumerants only reachable by extension. */
#define LSPV_VERSION_NONE 0xFFFFFFFFu
#define LSPV_VERSION(maj, min) (((uint32_t)(maj) << 16) | ((uint32_t)(min) << 8))

/* LSPV_Q_COUNT: an enumerant parameter (a LiteralInteger) whose value is
 * how many times the parameter after it repeats (grammar/ fragments:
 * quantifier "lspv-count"). */
enum lspv_quant { LSPV_Q_ONE = 0, LSPV_Q_OPT = 1, LSPV_Q_STAR = 2, LSPV_Q_COUNT = 3 };
enum lspv_category {
  LSPV_CAT_BITENUM = 0,
  LSPV_CAT_VALUEENUM = 1,
  LSPV_CAT_ID = 2,
  LSPV_CAT_LITERAL = 3,
  LSPV_CAT_COMPOSITE = 4
};

typedef struct lspv_operand_desc_s {
  unsigned short kind; /* LSPV_OK_* */
  unsigned char quant; /* enum lspv_quant */
} lspv_operand_desc;

/* One instruction spelling (core or extended).  Each row points at its own
 * operands, capabilities (any-of) and extension indices (any-of; index into
 * the generated lspv_ext_names, then the overlay's names): the rows of the
 * generated tables point into the flat lspv_operands / lspv_cap_list /
 * lspv_ext_list, those of a grammar overlay into its own memory. */
typedef struct {
  const char *name;
  unsigned opcode;
  unsigned min_version; /* LSPV_VERSION_NONE: only through an extension */
  const struct lspv_operand_desc_s *ops;
  unsigned short nops;
  const unsigned *caps;
  unsigned short ncaps;
  const unsigned short *exts;
  unsigned short nexts;
  unsigned char has_type, has_result;
  unsigned char placement;  /* lspv_section value, or an LSPV_PLACE_* */
  unsigned char text_flags; /* LSPV_TEXT_* (cmake/gen_tables.py decides) */
  /* 1: the SPIR-V specification fixes no section for this module-scope
   * declaration (the grammar files it under @exclude, grammar/ gives the
   * section lspv writes it in).  The reader takes it anywhere from the debug
   * sections to the global one, where other producers put it (llvm-spirv
   * writes the alias declarations ahead of OpModuleProcessed). */
  unsigned char loose_placement;
  /* 1: every operand is one id or LiteralInteger word or a literal string,
   * of quantifier one, the last maybe `*` (cmake/gen_tables.py): split
   * without the operand walker.  0 for rows built at run time. */
  unsigned char simple;
} lspv_inst_desc;

/* How llvm-spirv's text form lays an instruction out: it may be followed by
 * continuation instructions (a blank line after the last one), or it is
 * one. */
#define LSPV_TEXT_HAS_CONTINUATIONS 1u
#define LSPV_TEXT_IS_CONTINUATION 2u

/* Placements beyond the module sections (which are lspv_section values). */
enum {
  LSPV_PLACE_BODY = 100,           /* inside a function body only */
  LSPV_PLACE_GLOBAL_OR_BODY = 101, /* OpVariable, OpUndef, OpLine, OpExtInst... */
  LSPV_PLACE_FUNCTION = 102,
  LSPV_PLACE_FUNCTION_END = 103,
  LSPV_PLACE_PARAMETER = 104
};

typedef struct {
  const char *name;
  unsigned value;
  unsigned min_version;
  const lspv_operand_desc *params;
  unsigned short nparams;
  const unsigned *caps;
  unsigned short ncaps;
  const unsigned short *exts;
  unsigned short nexts;
} lspv_enum_desc;

typedef struct {
  const char *name;
  unsigned char category;      /* enum lspv_category */
  const lspv_enum_desc *enums; /* sorted by value; aliases adjacent */
  const unsigned short *by_name;
  unsigned nenums;
  unsigned short base0, base1; /* composite kinds: the two parts */
} lspv_kind_desc;

typedef struct {
  const char *name;            /* the OpExtInstImport string */
  const lspv_inst_desc *insts; /* sorted by number */
  unsigned ninsts;
  const char *base; /* the set this one extends ("lspv_extends" of its grammar), or NULL */
} lspv_extinst_set_desc;

extern const lspv_inst_desc lspv_core_insts[];
extern const unsigned lspv_core_ninsts;
extern const unsigned short lspv_core_by_name[];
/* [lspv_core_opcode_limit]: 1 + index of an opcode's first row, 0 if none. */
extern const unsigned short lspv_core_by_opcode[];
extern const unsigned lspv_core_opcode_limit;
extern const lspv_extinst_set_desc lspv_extinst_sets[];
extern const unsigned lspv_extinst_nsets;
extern const lspv_kind_desc lspv_kinds[];
/* [LSPV_OK_COUNT]: the kinds' indices in the order of their names. */
extern const unsigned short lspv_kinds_by_name[];
extern const lspv_operand_desc lspv_operands[];
extern const unsigned lspv_cap_list[];
extern const unsigned short lspv_ext_list[];
extern const char *const lspv_ext_names[];
extern const unsigned lspv_ext_count;

/* The first (canonical) spelling of an opcode, or NULL if unknown (inline:
 * every instruction of every module is looked up this way). */
static inline const lspv_inst_desc *lspv_inst_by_opcode(unsigned opcode) {
  unsigned first = opcode < lspv_core_opcode_limit ? lspv_core_by_opcode[opcode] : 0;
  return first ? &lspv_core_insts[first - 1] : NULL;
}
/* Shapes the grammar gives (no extension named): a pointer type without
 * pointee is a type declaration whose only operand is a storage class; a
 * variable is a typed result whose first operand is its storage class
 * (OpVariable and its extended spellings). */
bool lspv_is_untyped_pointer_type_op(unsigned opcode);
/* The operand of OpenCL.std instruction @p name that is a pointer (its
 * index after the set and the instruction number), -1 when it has none.
 * *typed: it must be an OpTypePointer, even where SPV_KHR_untyped_pointers
 * makes other pointers untyped (vloadn and vstoren take the element type
 * from it; the other instructions name it by their result or data). */
int lspv_ocl_pointer_operand(const char *name, bool *typed);
bool lspv_is_variable_op(unsigned opcode);
/* All spellings of an opcode: *count receives how many (adjacent rows). */
const lspv_inst_desc *lspv_inst_spellings(unsigned opcode, unsigned *count);
/* Lookup by name without the "Op" prefix or with it; any alias. */
const lspv_inst_desc *lspv_inst_by_name(const char *name, size_t len);

const lspv_enum_desc *lspv_enum_by_value(unsigned kind, unsigned value);
const lspv_enum_desc *lspv_enum_spellings(unsigned kind, unsigned value, unsigned *count);
const lspv_enum_desc *lspv_enum_by_name(unsigned kind, const char *name, size_t len);
/* Name of a value enumerant, or NULL. */
const char *lspv_enum_name(unsigned kind, unsigned value);

const lspv_extinst_set_desc *lspv_extinst_set_by_name(const char *name);
const lspv_inst_desc *lspv_extinst_by_number(const lspv_extinst_set_desc *set, unsigned num);
const lspv_inst_desc *lspv_extinst_by_name(const lspv_extinst_set_desc *set, const char *name,
                                           size_t len);

/* Extension index by name (-1 if the grammar never names it). */
int lspv_ext_by_name(const char *name, size_t len);

/* Operand accessors. */
static inline const lspv_operand_desc *lspv_inst_operand(const lspv_inst_desc *d, unsigned i) {
  return &d->ops[i];
}

/* ---- the grammar overlay: rows plugins add at run time ----------------------
 * Built when a plugin registers (lspv_grammar_rows of lspv/plugin_spirv.h,
 * resolved once); owned by the options and read-only during translations.
 * Every lookup below takes the overlay (NULL: the generated tables alone)
 * and consults it after the generated tables, so what the build-time grammar
 * knows costs what it always cost. */
typedef struct lspv_grammar_overlay lspv_grammar_overlay;

lspv_grammar_overlay *lspv_overlay_create(void);
void lspv_overlay_dispose(lspv_grammar_overlay *gx);
/* Resolves and adds @p rows of plugin @p plugin (for messages).  A row the
 * tables already have under the same name is skipped; the same number under
 * another name, an unknown operand kind or capability is
 * LSPV_ERROR_PLUGIN, reported to @p d.  Extension names the rows mention are
 * passed to @p add_ext (so the options learn them) when not NULL. */
lspv_status lspv_overlay_add(lspv_grammar_overlay *gx, const lspv_grammar_rows *rows,
                             const char *plugin, lspv_diag *d,
                             bool (*add_ext)(void *ctx, const char *name), void *add_ext_ctx);

const lspv_inst_desc *lspv_gx_inst_spellings(const lspv_grammar_overlay *gx, unsigned opcode,
                                             unsigned *count);
const lspv_inst_desc *lspv_gx_inst(const lspv_grammar_overlay *gx, unsigned opcode);
const lspv_inst_desc *lspv_gx_inst_by_name(const lspv_grammar_overlay *gx, const char *name,
                                           size_t len);
const lspv_enum_desc *lspv_gx_enum_spellings(const lspv_grammar_overlay *gx, unsigned kind,
                                             unsigned value, unsigned *count);
const lspv_enum_desc *lspv_gx_enum(const lspv_grammar_overlay *gx, unsigned kind, unsigned value);
/* Number of parameter words enumerant @p e takes at words[0..n) (one per
 * single-word parameter, two per composite, a count's repetitions
 * included); ~0u when they run past n.  Literal strings and a trailing `*`
 * are not supported (~0u). */
unsigned lspv_enum_param_words(const lspv_enum_desc *e, const uint32_t *words, unsigned n);
const lspv_enum_desc *lspv_gx_enum_by_name(const lspv_grammar_overlay *gx, unsigned kind,
                                           const char *name, size_t len);
const char *lspv_gx_enum_name(const lspv_grammar_overlay *gx, unsigned kind, unsigned value);
/* Extension names: the generated ones (indices < lspv_ext_count), then the
 * overlay's. */
unsigned lspv_gx_ext_count(const lspv_grammar_overlay *gx);
const char *lspv_gx_ext_name(const lspv_grammar_overlay *gx, unsigned index);
int lspv_gx_ext_by_name(const lspv_grammar_overlay *gx, const char *name, size_t len);
/* Operand kind by grammar name ("IdRef"), or -1. */
int lspv_kind_by_name(const char *name);

#endif
