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

#include "spv_tables.h"

#define LSPV_MAGIC 0x07230203u
/* min_version value of instructions/enumerants only reachable by extension. */
#define LSPV_VERSION_NONE 0xFFFFFFFFu
#define LSPV_VERSION(maj, min) (((uint32_t)(maj) << 16) | ((uint32_t)(min) << 8))

enum lspv_quant { LSPV_Q_ONE = 0, LSPV_Q_OPT = 1, LSPV_Q_STAR = 2 };
enum lspv_category {
  LSPV_CAT_BITENUM = 0,
  LSPV_CAT_VALUEENUM = 1,
  LSPV_CAT_ID = 2,
  LSPV_CAT_LITERAL = 3,
  LSPV_CAT_COMPOSITE = 4
};

typedef struct {
  unsigned short kind; /* LSPV_OK_* */
  unsigned char quant; /* enum lspv_quant */
} lspv_operand_desc;

/* One instruction spelling (core or extended).  Indices point into
 * lspv_operands, lspv_cap_list (any-of) and lspv_ext_list (any-of). */
typedef struct {
  const char *name;
  unsigned opcode;
  unsigned min_version; /* LSPV_VERSION_NONE: only through an extension */
  unsigned short op0, nops;
  unsigned short cap0, ncaps;
  unsigned short ext0, nexts;
  unsigned char has_type, has_result;
  unsigned char placement; /* lspv_section value, or an LSPV_PLACE_* */
} lspv_inst_desc;

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
  unsigned short param0, nparams;
  unsigned short cap0, ncaps;
  unsigned short ext0, nexts;
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
extern const lspv_operand_desc lspv_operands[];
extern const unsigned lspv_cap_list[];
extern const unsigned short lspv_ext_list[];
extern const char *const lspv_ext_names[];
extern const unsigned lspv_ext_count;

/* The first (canonical) spelling of an opcode, or NULL if unknown. */
const lspv_inst_desc *lspv_inst_by_opcode(unsigned opcode);
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
  return &lspv_operands[d->op0 + i];
}

#endif
