/*===-- ext/annotation_syntax.c - "{memory:DEFAULT}{numbanks:4}" --------===*\
|*                                                                            *|
|* The syntax of the annotation strings that SYCL / Intel FPGA front ends    *|
|* write into llvm.var.annotation, llvm.ptr.annotation and                   *|
|* llvm.global.annotations, as llvm-spirv 22 reads and writes it:            *|
|*                                                                            *|
|*  - a string is a sequence of blocks "{word}" or "{word:value,...}" (a     *|
|*    value is a run of word characters, '-', ':' or a "quoted string"),     *|
|*    anything between blocks ignored; a string without a block is one     *|
|*    UserSemantic decoration;                                              *|
|*  - "{memory:..}", "{numbanks:..}", "{pump:1|2}", "{merge:name:dir}" ...  *|
|*    name SPV_INTEL_fpga_memory_attributes decorations, "{params:mask}"   *|
|*    and "{cache-size:n}" SPV_INTEL_fpga_memory_accesses ones, and        *|
|*    "{NNNN:v,...}" names decoration NNNN by number (BufferLocationINTEL,  *|
|*    the latency controls, CacheControlLoadINTEL, MemoryINTEL...);         *|
|*  - a block whose extension is disabled is ignored; when no block names  *|
|*    a decoration lspv may use, the whole string is one UserSemantic.     *|
|*                                                                            *|
|* Reverse writes the memory-attribute decorations of one target back as   *|
|* one string, in llvm-spirv's fixed order, and each UserSemantic as its   *|
|* own string.                                                              *|
\*===----------------------------------------------------------------------===*/
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ext/annotations.h"

/* ---- the decorations -------------------------------------------------------*/

/* How a decoration's values become operand words. */
typedef enum {
  SHAPE_NONE, /* no operand */
  SHAPE_INT,  /* one literal integer */
  SHAPE_INTS, /* one or more literal integers (BankBitsINTEL) */
  SHAPE_INT2, /* two (CacheControlLoadINTEL: level, control) */
  SHAPE_INT3, /* three (LatencyControlConstraintINTEL) */
  SHAPE_STR,  /* one literal string (UserSemantic, MemoryINTEL) */
  SHAPE_STR2  /* two literal strings (MergeINTEL: name, direction) */
} shape;

typedef struct {
  uint32_t decoration;
  shape shape;
  unsigned ext_bit; /* 0: core (UserSemantic) */
  const char *ext;
  uint32_t capability;
} deco_desc;

#define MEMATTR "SPV_INTEL_fpga_memory_attributes"
#define MEMACC "SPV_INTEL_fpga_memory_accesses"
#define CAP_MA SPV_Capability_FPGAMemoryAttributesINTEL
#define CAP_MX SPV_Capability_FPGAMemoryAccessesINTEL

static const deco_desc decos[] = {
    {SPV_Decoration_UserSemantic, SHAPE_STR, 0, NULL, 0},
    {SPV_Decoration_RegisterINTEL, SHAPE_NONE, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_MemoryINTEL, SHAPE_STR, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_NumbanksINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_BankwidthINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_MaxPrivateCopiesINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_SinglepumpINTEL, SHAPE_NONE, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_DoublepumpINTEL, SHAPE_NONE, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_MaxReplicatesINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_SimpleDualPortINTEL, SHAPE_NONE, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_MergeINTEL, SHAPE_STR2, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_BankBitsINTEL, SHAPE_INTS, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_ForcePow2DepthINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_StridesizeINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_WordsizeINTEL, SHAPE_INT, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_TrueDualPortINTEL, SHAPE_NONE, ANN_MEM_ATTR, MEMATTR, CAP_MA},
    {SPV_Decoration_BurstCoalesceINTEL, SHAPE_NONE, ANN_MEM_ACCESS, MEMACC, CAP_MX},
    {SPV_Decoration_CacheSizeINTEL, SHAPE_INT, ANN_MEM_ACCESS, MEMACC, CAP_MX},
    {SPV_Decoration_DontStaticallyCoalesceINTEL, SHAPE_NONE, ANN_MEM_ACCESS, MEMACC, CAP_MX},
    {SPV_Decoration_PrefetchINTEL, SHAPE_INT, ANN_MEM_ACCESS, MEMACC, CAP_MX},
    {SPV_Decoration_BufferLocationINTEL, SHAPE_INT, ANN_BUF_LOC, "SPV_INTEL_fpga_buffer_location",
     SPV_Capability_FPGABufferLocationINTEL},
    {SPV_Decoration_LatencyControlLabelINTEL, SHAPE_INT, ANN_LATENCY,
     "SPV_INTEL_fpga_latency_control", SPV_Capability_FPGALatencyControlINTEL},
    {SPV_Decoration_LatencyControlConstraintINTEL, SHAPE_INT3, ANN_LATENCY,
     "SPV_INTEL_fpga_latency_control", SPV_Capability_FPGALatencyControlINTEL},
    {SPV_Decoration_CacheControlLoadINTEL, SHAPE_INT2, ANN_CACHE, "SPV_INTEL_cache_controls",
     SPV_Capability_CacheControlsINTEL},
};

static const deco_desc *desc_of(uint32_t decoration) {
  for (size_t i = 0; i < sizeof decos / sizeof decos[0]; i++)
    if (decos[i].decoration == decoration)
      return &decos[i];
  return NULL;
}

/* The decorations claimed on reverse: those written back into strings
 * (CacheControlLoadINTEL is not: llvm-spirv reads it as !spirv.Decorations). */
const uint32_t ann_claimed_decorations[] = {SPV_Decoration_UserSemantic,
                                            SPV_Decoration_RegisterINTEL,
                                            SPV_Decoration_MemoryINTEL,
                                            SPV_Decoration_NumbanksINTEL,
                                            SPV_Decoration_BankwidthINTEL,
                                            SPV_Decoration_MaxPrivateCopiesINTEL,
                                            SPV_Decoration_SinglepumpINTEL,
                                            SPV_Decoration_DoublepumpINTEL,
                                            SPV_Decoration_MaxReplicatesINTEL,
                                            SPV_Decoration_SimpleDualPortINTEL,
                                            SPV_Decoration_MergeINTEL,
                                            SPV_Decoration_BankBitsINTEL,
                                            SPV_Decoration_ForcePow2DepthINTEL,
                                            SPV_Decoration_StridesizeINTEL,
                                            SPV_Decoration_WordsizeINTEL,
                                            SPV_Decoration_TrueDualPortINTEL,
                                            SPV_Decoration_BurstCoalesceINTEL,
                                            SPV_Decoration_CacheSizeINTEL,
                                            SPV_Decoration_DontStaticallyCoalesceINTEL,
                                            SPV_Decoration_PrefetchINTEL,
                                            SPV_Decoration_BufferLocationINTEL,
                                            SPV_Decoration_LatencyControlLabelINTEL,
                                            SPV_Decoration_LatencyControlConstraintINTEL,
                                            0};

/* The block names of SPV_INTEL_fpga_memory_attributes with one decoration
 * each ("pump" picks one of two by its value). */
static const struct {
  const char *name;
  uint32_t decoration;
} attr_names[] = {
    {"memory", SPV_Decoration_MemoryINTEL},
    {"numbanks", SPV_Decoration_NumbanksINTEL},
    {"bankwidth", SPV_Decoration_BankwidthINTEL},
    {"private_copies", SPV_Decoration_MaxPrivateCopiesINTEL},
    {"max_replicates", SPV_Decoration_MaxReplicatesINTEL},
    {"bank_bits", SPV_Decoration_BankBitsINTEL},
    {"merge", SPV_Decoration_MergeINTEL},
    {"force_pow2_depth", SPV_Decoration_ForcePow2DepthINTEL},
    {"stride_size", SPV_Decoration_StridesizeINTEL},
    {"word_size", SPV_Decoration_WordsizeINTEL},
    {"true_dual_port", SPV_Decoration_TrueDualPortINTEL},
    {"register", SPV_Decoration_RegisterINTEL},
    {"simple_dual_port", SPV_Decoration_SimpleDualPortINTEL},
};

/* "{params:mask}" bits (SPV_INTEL_fpga_memory_accesses, as clang writes
 * them) in the order llvm-spirv emits the decorations. */
enum { LSU_BURST = 1, LSU_CACHE = 2, LSU_DONT_COALESCE = 4, LSU_PREFETCH = 8 };

/* ---- forward: parsing ------------------------------------------------------*/

static char *dup_n(lspv_fwd_ctx *c, const char *s, size_t n) {
  char *d = lspv_fwd_alloc(c, n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

static int is_word(char ch) { return isalnum((unsigned char)ch) || ch == '_'; }

/* Length of the block starting at s[0] == '{' (braces included), or 0 when
 * none starts there: '{' word-char ( [word : , -] | "..." )* '}'. */
static size_t block_len(const char *s) {
  if (s[0] != '{' || !is_word(s[1]))
    return 0;
  size_t i = 2;
  for (;;) {
    char ch = s[i];
    if (ch == '}')
      return i + 1;
    if (is_word(ch) || ch == ':' || ch == ',' || ch == '-') {
      i++;
    } else if (ch == '"') {
      const char *q = strchr(s + i + 1, '"');
      if (!q)
        return 0;
      i = (size_t)(q - s) + 1;
    } else {
      return 0;
    }
  }
}

static int push(lspv_fwd_ctx *c, ann_items *out, const ann_item *it) {
  if (out->n == out->cap) {
    size_t cap = out->cap ? out->cap * 2 : 8;
    ann_item *v = lspv_fwd_alloc(c, cap * sizeof *v);
    if (!v)
      return 1;
    if (out->n)
      memcpy(v, out->v, out->n * sizeof *v);
    out->v = v;
    out->cap = cap;
  }
  out->v[out->n++] = *it;
  return 0;
}

static int item_with(lspv_fwd_ctx *c, ann_items *out, uint32_t deco, unsigned group,
                     const char *val, size_t len) {
  ann_item it = {deco, group, 0, {0}};
  if (val) {
    if (!(it.vals[0] = dup_n(c, val, len)))
      return 1;
    it.nvals = 1;
  }
  return push(c, out, &it);
}

/* Splits @p v (length n) at commas into it->vals, as llvm-spirv does: a
 * value is a run of characters or, when @p quotes, a "quoted string" that
 * must start a value and end it (and is cut at its commas too).  0 when malformed (an unterminated
 * or misplaced quote, more than ANN_MAX_VALS values, out of memory). */
static int split_values(lspv_fwd_ctx *c, const char *v, size_t n, int quotes, ann_item *it) {
  size_t start = 0;
  int in_quote = 0;
  it->nvals = 0;
  for (size_t i = 0; i < n; i++) {
    int cut = 0;
    if (in_quote) {
      /* A comma cuts a value inside quotes too ("{6442:\"0,1\"}" is two
       * values, as llvm-spirv reads it). */
      if (v[i] == ',') {
        if (it->nvals == ANN_MAX_VALS || !(it->vals[it->nvals++] = dup_n(c, v + start, i - start)))
          return 0;
        start = i + 1;
        continue;
      }
      if (v[i] != '"')
        continue;
      if (i + 1 != n && v[i + 1] != ',')
        return 0;
      in_quote = 0;
      cut = 1;
    } else if (v[i] == ',') {
      cut = 1;
    } else if (quotes && v[i] == '"') {
      if (i != 0 && v[i - 1] != ',')
        return 0;
      in_quote = 1;
      start = i + 1;
      continue;
    }
    if (!cut)
      continue;
    if (it->nvals == ANN_MAX_VALS || !(it->vals[it->nvals++] = dup_n(c, v + start, i - start)))
      return 0;
    if (v[i] == '"')
      i++; /* the comma after the closing quote */
    start = i + 1;
  }
  if (start < n &&
      (it->nvals == ANN_MAX_VALS || !(it->vals[it->nvals++] = dup_n(c, v + start, n - start))))
    return 0;
  return !in_quote;
}

static int parse_uint(const char *s, size_t n, unsigned long *out) {
  if (!n || n > 10)
    return 0;
  unsigned long v = 0;
  for (size_t i = 0; i < n; i++) {
    if (!isdigit((unsigned char)s[i]))
      return 0;
    v = v * 10 + (unsigned long)(s[i] - '0');
  }
  *out = v;
  return 1;
}

/* A "{NNNN:values}" block: the decoration by number. */
static int numbered(lspv_fwd_ctx *c, unsigned long num, const char *val, size_t vlen,
                    unsigned allowed, ann_items *attrs, ann_items *out, int *valid) {
  ann_item it = {(uint32_t)num, ANN_G_ATTR, 0, {0}};
  if (!split_values(c, val, vlen, 1, &it))
    return 0; /* not a valid value list: the block is ignored */
  *valid = 1;
  const deco_desc *d = desc_of(it.decoration);
  unsigned bit = d ? d->ext_bit : 0;
  if (bit == ANN_BUF_LOC && (allowed & bit))
    it.group = ANN_G_BUFLOC;
  else if (bit == ANN_LATENCY && (allowed & bit))
    it.group = ANN_G_LATENCY;
  else if (bit == ANN_CACHE && (allowed & bit))
    it.group = ANN_G_CACHE;
  else if (it.decoration == SPV_Decoration_MemoryINTEL) {
    /* One MemoryINTEL per target: a later one replaces "DEFAULT". */
    for (size_t k = 0; k < attrs->n; k++)
      if (attrs->v[k].nvals && !strcmp(attrs->v[k].vals[0], "DEFAULT")) {
        attrs->v[k] = it;
        return 0;
      }
  }
  return push(c, it.group == ANN_G_ATTR ? attrs : out, &it);
}

/* A named SPV_INTEL_fpga_memory_attributes block. */
static int mem_attr(lspv_fwd_ctx *c, const char *blk, size_t blen, const char *name, size_t nlen,
                    const char *val, size_t vlen, ann_items *attrs, int *valid) {
  if (nlen == 4 && !memcmp(name, "pump", 4)) {
    *valid = 1;
    uint32_t d = vlen == 1 && val[0] == '1'   ? SPV_Decoration_SinglepumpINTEL
                 : vlen == 1 && val[0] == '2' ? SPV_Decoration_DoublepumpINTEL
                                              : 0;
    return d ? item_with(c, attrs, d, ANN_G_ATTR, NULL, 0) : 0;
  }
  for (size_t k = 0; k < sizeof attr_names / sizeof attr_names[0]; k++) {
    if (strlen(attr_names[k].name) != nlen || memcmp(attr_names[k].name, name, nlen))
      continue;
    *valid = 1;
    uint32_t d = attr_names[k].decoration;
    const deco_desc *dd = desc_of(d);
    if (dd->shape == SHAPE_NONE)
      return item_with(c, attrs, d, ANN_G_ATTR, NULL, 0);
    ann_item it = {d, ANN_G_ATTR, 0, {0}};
    if (d == SPV_Decoration_MergeINTEL) {
      const char *colon = memchr(val, ':', vlen);
      size_t l1 = colon ? (size_t)(colon - val) : vlen;
      it.vals[0] = dup_n(c, val, l1);
      it.vals[1] = colon ? dup_n(c, colon + 1, vlen - l1 - 1) : dup_n(c, "", 0);
      it.nvals = 2;
      if (!it.vals[0] || !it.vals[1])
        return 1;
    } else if (d == SPV_Decoration_BankBitsINTEL) {
      if (!split_values(c, val, vlen, 0, &it))
        it.nvals = 0;
    } else if (!(it.vals[it.nvals++] = dup_n(c, val, vlen))) {
      return 1;
    }
    return push(c, attrs, &it);
  }
  /* Unknown name: the block itself, braces and all, as a UserSemantic. */
  return item_with(c, attrs, SPV_Decoration_UserSemantic, ANN_G_ATTR, blk, blen);
}

typedef struct {
  unsigned mask;
  int cache_size_set;
  unsigned long cache_size;
} lsu_state;

static int lsu_items(lspv_fwd_ctx *c, const lsu_state *lsu, ann_items *out) {
  static const struct {
    unsigned bit;
    uint32_t decoration;
  } order[] = {{LSU_BURST, SPV_Decoration_BurstCoalesceINTEL},
               {LSU_DONT_COALESCE, SPV_Decoration_DontStaticallyCoalesceINTEL},
               {LSU_CACHE, SPV_Decoration_CacheSizeINTEL},
               {LSU_PREFETCH, SPV_Decoration_PrefetchINTEL}};
  for (size_t k = 0; k < sizeof order / sizeof order[0]; k++) {
    if (!(lsu->mask & order[k].bit))
      continue;
    char num[24] = "";
    const char *v = NULL;
    if (order[k].bit == LSU_CACHE || order[k].bit == LSU_PREFETCH) {
      snprintf(num, sizeof num, "%lu", order[k].bit == LSU_CACHE ? lsu->cache_size : 0ul);
      v = num;
    }
    if (item_with(c, out, order[k].decoration, ANN_G_ACCESS, v, v ? strlen(v) : 0))
      return 1;
  }
  return 0;
}

/* The names reverse writes for decorations a producer gives by number
 * (rev_order below, as llvm-spirv writes them): read as those numbers, so
 * that a module read back translates to the same decorations. */
static const struct {
  const char *name;
  uint32_t decoration;
} sycl_names[] = {
    {"sycl-buffer-location", SPV_Decoration_BufferLocationINTEL},
    {"sycl-latency-anchor-id", SPV_Decoration_LatencyControlLabelINTEL},
    {"sycl-latency-constraint", SPV_Decoration_LatencyControlConstraintINTEL},
};

static int sycl_name(const char *name, size_t nlen, unsigned long *num) {
  for (size_t k = 0; k < sizeof sycl_names / sizeof sycl_names[0]; k++)
    if (strlen(sycl_names[k].name) == nlen && !memcmp(name, sycl_names[k].name, nlen)) {
      *num = sycl_names[k].decoration;
      return 1;
    }
  return 0;
}

int ann_parse(lspv_fwd_ctx *c, const char *s, unsigned allowed, ann_items *out) {
  ann_items attrs = {0};
  lsu_state lsu = {0};
  int valid = 0, blocks = 0;
  for (const char *p = strchr(s, '{'); p; p = strchr(p + 1, '{')) {
    size_t blen = block_len(p);
    if (!blen)
      continue;
    blocks = 1;
    const char *inner = p + 1, *end = p + blen - 1;
    const char *colon = memchr(inner, ':', (size_t)(end - inner));
    size_t nlen = colon ? (size_t)(colon - inner) : (size_t)(end - inner);
    const char *val = colon ? colon + 1 : end;
    size_t vlen = (size_t)(end - val);
    unsigned long num;
    if (parse_uint(inner, nlen, &num) || sycl_name(inner, nlen, &num)) {
      if (numbered(c, num, val, vlen, allowed, &attrs, out, &valid))
        return 1;
    } else {
      int is_lsu = 0;
      if (allowed & ANN_MEM_ACCESS) {
        is_lsu = (nlen == 6 && !memcmp(inner, "params", 6)) ||
                 (nlen == 10 && !memcmp(inner, "cache-size", 10));
        /* A mask of no access bit (and a cache size no bit asks for)
         * decorates nothing: the string stays a UserSemantic, as in
         * llvm-spirv. */
        if (nlen == 6 && !memcmp(inner, "params", 6)) {
          unsigned long m = 0;
          if (parse_uint(val, vlen, &m))
            lsu.mask |= (unsigned)m;
          valid |= lsu.mask != 0;
          if (lsu.mask & LSU_CACHE)
            lsu.cache_size_set = 1;
        } else if (nlen == 10 && !memcmp(inner, "cache-size", 10)) {
          unsigned long v = 0;
          valid |= (lsu.mask & LSU_CACHE) != 0;
          if (lsu.mask & LSU_CACHE && parse_uint(val, vlen, &v))
            lsu.cache_size = v;
        }
      }
      /* A block the memory accesses took is not also an unknown memory
       * attribute (llvm-spirv makes it a UserSemantic as well). */
      if (!is_lsu && (allowed & ANN_MEM_ATTR) &&
          mem_attr(c, p, blen, inner, nlen, val, vlen, &attrs, &valid))
        return 1;
    }
    p += blen - 1;
  }
  if (blocks && valid) {
    for (size_t k = 0; k < attrs.n; k++)
      if (push(c, out, &attrs.v[k]))
        return 1;
  } else if (item_with(c, out, SPV_Decoration_UserSemantic, ANN_G_ATTR, s, strlen(s))) {
    return 1;
  }
  return lsu_items(c, &lsu, out);
}

/* ---- forward: operand words ---------------------------------------------------*/

static size_t pack_string(const char *s, uint32_t *words, size_t cap) {
  size_t len = strlen(s), nw = len / 4 + 1;
  if (nw > cap)
    return 0;
  memset(words, 0, nw * sizeof *words);
  for (size_t i = 0; i < len; i++)
    words[i / 4] |= (uint32_t)(unsigned char)s[i] << (8 * (i % 4));
  return nw;
}

int ann_decoration_words(lspv_fwd_ctx *c, LLVMValueRef where, const ann_item *it, uint32_t *words,
                         size_t cap, const char **ext, uint32_t *capability) {
  const deco_desc *d = desc_of(it->decoration);
  const char *dname = lspv_grammar_enum_name("Decoration", it->decoration);
  if (!d) {
    *ext = NULL;
    *capability = 0;
    return -2; /* a decoration lspv does not take from annotations: dropped */
  }
  *ext = d->ext;
  *capability = d->capability;
  static const unsigned want[] = {[SHAPE_NONE] = 0, [SHAPE_INT] = 1,  [SHAPE_INTS] = 0,
                                  [SHAPE_INT2] = 2, [SHAPE_INT3] = 3, [SHAPE_STR] = 1,
                                  [SHAPE_STR2] = 2};
  if (d->shape == SHAPE_INTS ? it->nvals == 0 : it->nvals != want[d->shape]) {
    lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", where,
                   "the annotation gives %s %u value(s); it takes %s%u", dname ? dname : "?",
                   it->nvals, d->shape == SHAPE_INTS ? "at least " : "",
                   d->shape == SHAPE_INTS ? 1u : want[d->shape]);
    return -1;
  }
  size_t n = 0;
  if (d->shape == SHAPE_STR || d->shape == SHAPE_STR2) {
    for (unsigned i = 0; i < it->nvals; i++) {
      size_t w = pack_string(it->vals[i], words + n, cap - n);
      if (!w)
        goto too_long;
      n += w;
    }
    return (int)n;
  }
  for (unsigned i = 0; i < it->nvals; i++) {
    unsigned long v;
    if (!parse_uint(it->vals[i], strlen(it->vals[i]), &v) || v > 0xFFFFFFFFul) {
      lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", where,
                     "the annotation gives %s the value '%s', which is not a 32-bit unsigned "
                     "number",
                     dname ? dname : "?", it->vals[i]);
      return -1;
    }
    if (n == cap)
      goto too_long;
    words[n++] = (uint32_t)v;
  }
  return (int)n;
too_long:
  lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", where,
                 "the annotation string is too long for one decoration");
  return -1;
}

/* ---- reverse: writing strings -------------------------------------------------*/

/* The string form of each claimed decoration, in llvm-spirv's order:
 * FIXED is written as is; INTS / STRS as "{key:v,v}" / "{key:s:s}". */
typedef enum { FIXED, INTS, STRS } form;
static const struct {
  uint32_t decoration;
  form form;
  const char *text;
} rev_order[] = {
    {SPV_Decoration_RegisterINTEL, FIXED, "{register:1}"},
    {SPV_Decoration_MemoryINTEL, STRS, "memory"},
    {SPV_Decoration_BankwidthINTEL, INTS, "bankwidth"},
    {SPV_Decoration_NumbanksINTEL, INTS, "numbanks"},
    {SPV_Decoration_MaxPrivateCopiesINTEL, INTS, "private_copies"},
    {SPV_Decoration_SinglepumpINTEL, FIXED, "{pump:1}"},
    {SPV_Decoration_DoublepumpINTEL, FIXED, "{pump:2}"},
    {SPV_Decoration_MaxReplicatesINTEL, INTS, "max_replicates"},
    {SPV_Decoration_SimpleDualPortINTEL, FIXED, "{simple_dual_port:1}"},
    {SPV_Decoration_MergeINTEL, STRS, "merge"},
    {SPV_Decoration_BankBitsINTEL, INTS, "bank_bits"},
    {SPV_Decoration_ForcePow2DepthINTEL, INTS, "force_pow2_depth"},
    {SPV_Decoration_StridesizeINTEL, INTS, "stride_size"},
    {SPV_Decoration_WordsizeINTEL, INTS, "word_size"},
    {SPV_Decoration_TrueDualPortINTEL, FIXED, "{true_dual_port}"},
    {SPV_Decoration_BufferLocationINTEL, INTS, "sycl-buffer-location"},
    {SPV_Decoration_LatencyControlLabelINTEL, INTS, "sycl-latency-anchor-id"},
    {SPV_Decoration_LatencyControlConstraintINTEL, INTS, "sycl-latency-constraint"},
};

typedef struct {
  char *s;
  size_t n, cap;
  int oom;
} sbuf;

static void put(sbuf *b, const char *s, size_t n) {
  if (b->oom)
    return;
  if (b->n + n + 1 > b->cap) {
    size_t cap = (b->n + n + 1) * 2;
    char *p = realloc(b->s, cap);
    if (!p) {
      b->oom = 1;
      return;
    }
    b->s = p;
    b->cap = cap;
  }
  memcpy(b->s + b->n, s, n);
  b->n += n;
  b->s[b->n] = 0;
}

static void puts_(sbuf *b, const char *s) { put(b, s, strlen(s)); }

static void put_uint(sbuf *b, uint32_t v) {
  char num[16];
  snprintf(num, sizeof num, "%u", v);
  puts_(b, num);
}

/* The literal strings of decoration words dec[1..ndec) (each NUL-padded to
 * whole words), each with @p sep before it. */
static void put_strings(sbuf *b, const uint32_t *dec, uint32_t ndec, const char *sep) {
  const char *p = (const char *)(dec + 1), *end = (const char *)(dec + ndec);
  while (p < end) {
    size_t len = strnlen(p, (size_t)(end - p));
    puts_(b, sep);
    put(b, p, len);
    p += (len / 4 + 1) * 4;
  }
}

static const ann_dec *find(const ann_dec *decs, size_t n, uint32_t decoration) {
  for (size_t i = 0; i < n; i++)
    if (decs[i].ndec && decs[i].dec[0] == decoration)
      return &decs[i];
  return NULL;
}

static void attr_string(sbuf *b, const ann_dec *decs, size_t n) {
  for (size_t k = 0; k < sizeof rev_order / sizeof rev_order[0]; k++) {
    const ann_dec *d = find(decs, n, rev_order[k].decoration);
    if (!d)
      continue;
    if (rev_order[k].form == FIXED) {
      puts_(b, rev_order[k].text);
      continue;
    }
    puts_(b, "{");
    puts_(b, rev_order[k].text);
    if (rev_order[k].form == STRS) {
      put_strings(b, d->dec, d->ndec, ":");
    } else {
      for (uint32_t i = 1; i < d->ndec; i++) {
        puts_(b, i == 1 ? ":" : ",");
        put_uint(b, d->dec[i]);
      }
    }
    puts_(b, "}");
  }
  /* SPV_INTEL_fpga_memory_accesses: "{params:mask}{cache-size:n}". */
  unsigned mask = 0;
  const ann_dec *cs = find(decs, n, SPV_Decoration_CacheSizeINTEL);
  mask |= find(decs, n, SPV_Decoration_BurstCoalesceINTEL) ? LSU_BURST : 0;
  mask |= cs ? LSU_CACHE : 0;
  mask |= find(decs, n, SPV_Decoration_DontStaticallyCoalesceINTEL) ? LSU_DONT_COALESCE : 0;
  mask |= find(decs, n, SPV_Decoration_PrefetchINTEL) ? LSU_PREFETCH : 0;
  if (mask) {
    puts_(b, "{params:");
    put_uint(b, mask);
    puts_(b, "}");
    if (cs && cs->ndec > 1) {
      puts_(b, "{cache-size:");
      put_uint(b, cs->dec[1]);
      puts_(b, "}");
    }
  }
}

int ann_strings(lspv_rev_ctx *c, const ann_dec *decs, size_t n,
                int (*emit)(void *user, const char *s), void *user) {
  (void)c;
  sbuf b = {0};
  attr_string(&b, decs, n);
  int r = 0;
  if (b.oom)
    r = -1;
  else if (b.n)
    r = emit(user, b.s);
  for (size_t i = 0; !r && i < n; i++) {
    if (!decs[i].ndec || decs[i].dec[0] != SPV_Decoration_UserSemantic)
      continue;
    b.n = 0;
    put_strings(&b, decs[i].dec, decs[i].ndec, "");
    r = b.oom ? -1 : emit(user, b.n ? b.s : "");
  }
  free(b.s);
  return r;
}
