/*===-- spirv/grammar.c - lookups over the generated tables --------------===*/
#include "spirv/grammar.h"

#include <string.h>

/* Compare a (ptr,len) name with a NUL-terminated one, strcmp order. */
static int namecmp(const char *a, size_t alen, const char *b) {
  size_t blen = strlen(b);
  int r = memcmp(a, b, alen < blen ? alen : blen);
  if (r)
    return r;
  return alen < blen ? -1 : alen > blen ? 1 : 0;
}

const lspv_inst_desc *lspv_inst_spellings(unsigned opcode, unsigned *count) {
  unsigned first = opcode < lspv_core_opcode_limit ? lspv_core_by_opcode[opcode] : 0;
  if (!first) {
    if (count)
      *count = 0;
    return NULL;
  }
  size_t lo = first - 1, end = lo + 1;
  if (count) {
    while (end < lspv_core_ninsts && lspv_core_insts[end].opcode == opcode)
      end++;
    *count = (unsigned)(end - lo);
  }
  return &lspv_core_insts[lo];
}

bool lspv_is_untyped_pointer_type_op(unsigned opcode) {
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  return d && d->has_result && !d->has_type && d->nops == 2 &&
         d->ops[1].kind == LSPV_OK_StorageClass;
}

int lspv_ocl_pointer_operand(const char *name, bool *typed) {
  static const struct {
    const char *name;
    int index;
    bool typed;
  } ptr_ops[] = {
      {"fract", 1, false},         {"frexp", 1, false},           {"lgamma_r", 1, false},
      {"modf", 1, false},          {"remquo", 2, false},          {"sincos", 1, false},
      {"vloadn", 1, true},         {"vstoren", 2, true},          {"vload_half", 1, false},
      {"vload_halfn", 1, false},   {"vloada_halfn", 1, false},    {"vstore_half", 2, false},
      {"vstore_half_r", 2, false}, {"vstore_halfn", 2, false},    {"vstore_halfn_r", 2, false},
      {"vstorea_halfn", 2, false}, {"vstorea_halfn_r", 2, false}, {"printf", 0, false},
      {"prefetch", 0, true},
  };
  for (size_t i = 0; i < sizeof ptr_ops / sizeof ptr_ops[0]; i++)
    if (strcmp(ptr_ops[i].name, name) == 0) {
      if (typed)
        *typed = ptr_ops[i].typed;
      return ptr_ops[i].index;
    }
  if (typed)
    *typed = false;
  return -1;
}

bool lspv_is_variable_op(unsigned opcode) {
  if (opcode == SPV_OpVariable)
    return true;
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  return d && d->has_result && d->has_type && d->nops >= 3 &&
         d->ops[2].kind == LSPV_OK_StorageClass;
}

const lspv_inst_desc *lspv_inst_by_name(const char *name, size_t len) {
  /* The tables keep the "Op" prefix; accept both forms. */
  char buf[128];
  if (len + 3 > sizeof buf)
    return NULL;
  if (len < 2 || name[0] != 'O' || name[1] != 'p') {
    buf[0] = 'O';
    buf[1] = 'p';
    memcpy(buf + 2, name, len);
    name = buf;
    len += 2;
  }
  size_t lo = 0, hi = lspv_core_ninsts;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int r = namecmp(name, len, lspv_core_insts[lspv_core_by_name[mid]].name);
    if (r == 0)
      return &lspv_core_insts[lspv_core_by_name[mid]];
    if (r > 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

const lspv_enum_desc *lspv_enum_spellings(unsigned kind, unsigned value, unsigned *count) {
  if (count)
    *count = 0;
  if (kind >= LSPV_OK_COUNT)
    return NULL;
  const lspv_kind_desc *k = &lspv_kinds[kind];
  size_t lo = 0, hi = k->nenums;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (k->enums[mid].value < value)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo == k->nenums || k->enums[lo].value != value)
    return NULL;
  size_t end = lo;
  while (end < k->nenums && k->enums[end].value == value)
    end++;
  if (count)
    *count = (unsigned)(end - lo);
  return &k->enums[lo];
}

const lspv_enum_desc *lspv_enum_by_value(unsigned kind, unsigned value) {
  return lspv_enum_spellings(kind, value, NULL);
}

const char *lspv_enum_name(unsigned kind, unsigned value) {
  const lspv_enum_desc *e = lspv_enum_by_value(kind, value);
  return e ? e->name : NULL;
}

const lspv_enum_desc *lspv_enum_by_name(unsigned kind, const char *name, size_t len) {
  if (kind >= LSPV_OK_COUNT)
    return NULL;
  const lspv_kind_desc *k = &lspv_kinds[kind];
  size_t lo = 0, hi = k->nenums;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int r = namecmp(name, len, k->enums[k->by_name[mid]].name);
    if (r == 0)
      return &k->enums[k->by_name[mid]];
    if (r > 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

const lspv_extinst_set_desc *lspv_extinst_set_by_name(const char *name) {
  for (unsigned i = 0; i < lspv_extinst_nsets; i++)
    if (strcmp(lspv_extinst_sets[i].name, name) == 0)
      return &lspv_extinst_sets[i];
  return NULL;
}

const lspv_inst_desc *lspv_extinst_by_number(const lspv_extinst_set_desc *set, unsigned num) {
  if (!set)
    return NULL;
  size_t lo = 0, hi = set->ninsts;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (set->insts[mid].opcode < num)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < set->ninsts && set->insts[lo].opcode == num ? &set->insts[lo] : NULL;
}

const lspv_inst_desc *lspv_extinst_by_name(const lspv_extinst_set_desc *set, const char *name,
                                           size_t len) {
  if (!set)
    return NULL;
  /* Sets are small (OpenCL.std has ~160): a linear scan is fine and is only
   * used by the text reader. */
  for (unsigned i = 0; i < set->ninsts; i++)
    if (namecmp(name, len, set->insts[i].name) == 0)
      return &set->insts[i];
  return NULL;
}

int lspv_ext_by_name(const char *name, size_t len) {
  for (unsigned i = 0; i < lspv_ext_count; i++)
    if (namecmp(name, len, lspv_ext_names[i]) == 0)
      return (int)i;
  return -1;
}

/* ---- the public queries of lspv/plugin_spirv.h -------------------------------*/

const char *lspv_grammar_opcode_name(uint32_t opcode) {
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  return d ? d->name : NULL;
}

long lspv_grammar_opcode(const char *name) {
  const lspv_inst_desc *d = name ? lspv_inst_by_name(name, strlen(name)) : NULL;
  return d ? (long)d->opcode : -1;
}

static int kind_of(const char *kind) { return kind ? lspv_kind_by_name(kind) : -1; }

const char *lspv_grammar_enum_name(const char *kind, uint32_t value) {
  int k = kind_of(kind);
  return k < 0 ? NULL : lspv_enum_name((unsigned)k, value);
}

long lspv_grammar_enum_value(const char *kind, const char *name) {
  int k = kind_of(kind);
  const lspv_enum_desc *e =
      k < 0 || !name ? NULL : lspv_enum_by_name((unsigned)k, name, strlen(name));
  return e ? (long)e->value : -1;
}

int lspv_grammar_enum_params(const char *kind, uint32_t value) {
  int k = kind_of(kind);
  const lspv_enum_desc *e = k < 0 ? NULL : lspv_enum_by_value((unsigned)k, value);
  if (!e)
    return -1;
  for (unsigned i = 0; i < e->nparams; i++)
    if (e->params[i].quant != LSPV_Q_ONE || e->params[i].kind == LSPV_OK_LiteralString)
      return -2;
  return (int)e->nparams;
}

long lspv_grammar_extinst_number(const char *set, const char *name) {
  const lspv_extinst_set_desc *s = set ? lspv_extinst_set_by_name(set) : NULL;
  const lspv_inst_desc *d = s && name ? lspv_extinst_by_name(s, name, strlen(name)) : NULL;
  return d ? (long)d->opcode : -1;
}

static unsigned kind_words(unsigned kind) {
  return kind < LSPV_OK_COUNT && lspv_kinds[kind].category == LSPV_CAT_COMPOSITE ? 2 : 1;
}

unsigned lspv_enum_param_words(const lspv_enum_desc *e, const uint32_t *words, unsigned n) {
  unsigned at = 0;
  for (unsigned p = 0; p < e->nparams; p++) {
    const lspv_operand_desc *pd = &e->params[p];
    if (pd->quant == LSPV_Q_STAR || pd->kind == LSPV_OK_LiteralString)
      return ~0u;
    uint64_t reps = 1;
    if (pd->quant == LSPV_Q_COUNT && p + 1 < e->nparams) {
      if (at >= n)
        return ~0u;
      reps = words[at++];
      pd = &e->params[++p];
    }
    uint64_t need = reps * kind_words(pd->kind);
    if (need > n - at)
      return ~0u;
    at += (unsigned)need;
  }
  return at;
}
