/*===-- ext/debuginfo_tables.c - debug-info mappings, as tables ----------===*\
|* One table per mapping between LLVM's DWARF-flavoured values and the       *|
|* OpenCL.DebugInfo.100 enumerants, read in both directions; and the small  *|
|* pointer map the debug-info plugins keep their ids in.                    *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/DebugInfo.h>
#include <string.h>

#include "ext/debuginfo.h"

/* ---- DIFlags <-> DebugInfoFlags ------------------------------------------------
 * Accessibility is a 2-bit field in both, with Private and Protected swapped
 * (LLVM: 1 private, 2 protected; SPIR-V: 1 protected, 2 private). */
static const struct {
  uint64_t llvm;
  uint32_t spirv;
} flag_table[] = {
    {1u << 2, 0x10},     /* FwdDecl */
    {1u << 6, 0x20},     /* Artificial */
    {1u << 7, 0x40},     /* Explicit */
    {1u << 8, 0x80},     /* Prototyped */
    {1u << 10, 0x100},   /* ObjectPointer */
    {1u << 12, 0x200},   /* StaticMember */
    {1u << 13, 0x800},   /* LValueReference */
    {1u << 14, 0x1000},  /* RValueReference */
    {1u << 24, 0x4000},  /* EnumClass */
    {1u << 22, 0x8000},  /* TypePassByValue */
    {1u << 23, 0x10000}, /* TypePassByReference */
    {1u << 19, 0x40000}, /* BitField (NonSemantic.Shader.DebugInfo.200 only) */
};
static const uint32_t access_to_spirv[4] = {0, 2, 1, 3};

uint32_t di_flags_to_spirv(uint64_t f) {
  uint32_t r = access_to_spirv[f & 3];
  for (size_t i = 0; i < sizeof flag_table / sizeof *flag_table; i++)
    if (f & flag_table[i].llvm)
      r |= flag_table[i].spirv;
  return r;
}

uint64_t di_flags_from_spirv(uint32_t f) {
  uint64_t r = access_to_spirv[f & 3]; /* the swap is its own inverse */
  for (size_t i = 0; i < sizeof flag_table / sizeof *flag_table; i++)
    if (f & flag_table[i].spirv)
      r |= flag_table[i].llvm;
  return r;
}

/* ---- DW_ATE <-> DebugBaseTypeAttributeEncoding --------------------------------*/
static const struct {
  unsigned dw;
  uint32_t spirv;
} enc_table[] = {
    {0x00, 0}, /* unspecified */
    {0x01, 1}, /* address */
    {0x02, 2}, /* boolean */
    {0x04, 3}, /* float */
    {0x05, 4}, /* signed */
    {0x06, 5}, /* signed_char */
    {0x07, 6}, /* unsigned */
    {0x08, 7}, /* unsigned_char */
    {0x03, 8}, /* complex_float: NonSemantic.Shader.DebugInfo.200 only */
};

uint32_t di_encoding_to_spirv(unsigned dw, bool v200) {
  for (size_t i = 0; i < sizeof enc_table / sizeof *enc_table; i++)
    if (enc_table[i].dw == dw)
      return enc_table[i].spirv == 8 && !v200 ? 0 : enc_table[i].spirv;
  return 0;
}

unsigned di_encoding_from_spirv(uint32_t e) {
  for (size_t i = 0; i < sizeof enc_table / sizeof *enc_table; i++)
    if (enc_table[i].spirv == e)
      return enc_table[i].dw;
  return 0;
}

/* ---- DW_LANG <-> SourceLanguage ---------------------------------------------------
 * OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo.100 know the core's
 * SourceLanguage only: C++ of any year is C++ for OpenCL, C99 and OpenCL C
 * are OpenCL C, the rest Unknown.  NonSemantic.Shader.DebugInfo.200 adds a
 * value per language (200 and up, llvm-spirv's numbering).  Reverse: the
 * first row of the value; OpenCL C++ (4) is C++14, C++ for OpenCL (6) C++17,
 * anything else OpenCL. */
typedef struct {
  unsigned dw;
  LLVMDWARFSourceLanguage llvm; /* the C API's (not DW_LANG - 1 past Dylan) */
  uint32_t spirv;
} lang_row;

#define LANG(dw, name, spirv) {dw, LLVMDWARFSourceLanguage##name, spirv}
static const lang_row lang_core[] = {
    LANG(0x2a, C_plus_plus_17, 6), /* <-> CPP_for_OpenCL */
    LANG(0x21, C_plus_plus_14, 4), /* <- OpenCL_CPP (reverse only: forward is below) */
    LANG(0x15, OpenCL, 3),         /* <-> OpenCL_C */
    LANG(0x0c, C99, 3),            /* -> OpenCL_C */
    LANG(0x04, C_plus_plus, 6),    /* -> CPP_for_OpenCL */
};

static const lang_row lang_200[] = {
    LANG(0x15, OpenCL, 3),
    LANG(0x2a, C_plus_plus_17, 6),
    LANG(0x21, C_plus_plus_14, 4),
    LANG(0x2b, C_plus_plus_20, 219),
    LANG(0x2a, C_plus_plus_17, 218),
    LANG(0x21, C_plus_plus_14, 217),
    LANG(0x1a, C_plus_plus_11, 216),
    LANG(0x19, C_plus_plus_03, 215),
    LANG(0x04, C_plus_plus, 214),
    LANG(0x02, C, 210),
    LANG(0x0c, C99, 211),
    LANG(0x1d, C11, 212),
    LANG(0x2c, C17, 213),
    LANG(0x14, Python, 200),
    LANG(0x1f, Julia, 201),
    LANG(0x1c, Rust, 202),
    LANG(0x13, D, 203),
    LANG(0x07, Fortran77, 204),
    LANG(0x08, Fortran90, 205),
    LANG(0x0e, Fortran95, 206),
    LANG(0x22, Fortran03, 207),
    LANG(0x23, Fortran08, 208),
    LANG(0x2d, Fortran18, 209),
};
#undef LANG

uint32_t di_lang_to_spirv(unsigned dw, bool v200) {
  if (v200) {
    for (size_t i = 3; i < sizeof lang_200 / sizeof *lang_200; i++) /* past the core's */
      if (lang_200[i].dw == dw)
        return lang_200[i].spirv;
    return dw == 0x15 ? 3 : 0;
  }
  if (dw == 0x21)
    return 6; /* C++14: C++ for OpenCL, as every C++ */
  for (size_t i = 0; i < sizeof lang_core / sizeof *lang_core; i++)
    if (lang_core[i].dw == dw)
      return lang_core[i].spirv;
  return 0; /* Unknown */
}

static const lang_row *lang_find(uint32_t l, bool v200) {
  const lang_row *t = v200 ? lang_200 : lang_core;
  size_t n = v200 ? sizeof lang_200 / sizeof *lang_200 : sizeof lang_core / sizeof *lang_core;
  for (size_t i = 0; i < n; i++)
    if (t[i].spirv == l)
      return &t[i];
  return NULL;
}

static const lang_row *lang_row_of(uint32_t l, bool v200) {
  const lang_row *r = lang_find(l, v200);
  return r ? r : &lang_core[2]; /* OpenCL: what an unknown language of a kernel module is */
}

bool di_lang_exact(uint32_t l, bool v200) { return lang_find(l, v200) != NULL; }

LLVMDWARFSourceLanguage di_lang_from_spirv(uint32_t l, bool v200) {
  return lang_row_of(l, v200)->llvm;
}

unsigned di_lang_dw_from_spirv(uint32_t l, bool v200) { return lang_row_of(l, v200)->dw; }

/* ---- DW_OP <-> DebugOperation ---------------------------------------------------
 * The ten operations of the sets' grammar (0..9), then llvm-spirv's
 * extension of the numbering (10 and up: NonSemantic.Shader.DebugInfo.200,
 * or --spirv-allow-extra-diexpressions).  Rows of @p count consecutive
 * operations map ranges (lit0..31, reg0..31, breg0..31). */
static const struct {
  uint64_t dw;
  uint32_t spirv;
  unsigned nargs, count;
} op_table[] = {
    {0x06, 0, 0, 1},     /* deref */
    {0x22, 1, 0, 1},     /* plus */
    {0x1c, 2, 0, 1},     /* minus */
    {0x23, 3, 1, 1},     /* plus_uconst */
    {0x9d, 4, 2, 1},     /* bit_piece */
    {0x16, 5, 0, 1},     /* swap */
    {0x18, 6, 0, 1},     /* xderef */
    {0x9f, 7, 0, 1},     /* stack_value */
    {0x10, 8, 1, 1},     /* constu */
    {0x1000, 9, 2, 1},   /* LLVM_fragment */
    {0x1001, 10, 2, 1},  /* LLVM_convert */
    {0x03, 11, 1, 1},    /* addr */
    {0x08, 12, 1, 8},    /* const1u, const1s ... const8s */
    {0x11, 20, 1, 1},    /* consts */
    {0x12, 21, 0, 3},    /* dup, drop, over */
    {0x15, 24, 1, 1},    /* pick */
    {0x17, 25, 0, 1},    /* rot */
    {0x19, 26, 0, 3},    /* abs, and, div */
    {0x1d, 29, 0, 5},    /* mod, mul, neg, not, or */
    {0x24, 34, 0, 4},    /* shl, shr, shra, xor */
    {0x28, 38, 1, 1},    /* bra */
    {0x29, 39, 0, 6},    /* eq, ge, gt, le, lt, ne */
    {0x2f, 45, 1, 1},    /* skip */
    {0x30, 46, 0, 32},   /* lit0..31 */
    {0x50, 78, 0, 32},   /* reg0..31 */
    {0x70, 110, 1, 32},  /* breg0..31 */
    {0x90, 142, 1, 1},   /* regx */
    {0x91, 143, 0, 1},   /* fbreg */
    {0x92, 144, 2, 1},   /* bregx */
    {0x93, 145, 1, 1},   /* piece */
    {0x94, 146, 1, 2},   /* deref_size, xderef_size */
    {0x96, 148, 0, 3},   /* nop, push_object_address */
    {0x98, 150, 1, 3},   /* call2, call4, call_ref */
    {0x9b, 153, 0, 2},   /* form_tls_address, call_frame_cfa */
    {0x9e, 155, 2, 1},   /* implicit_value */
    {0xa0, 156, 2, 1},   /* implicit_pointer */
    {0xa1, 157, 1, 2},   /* addrx, constx */
    {0xa3, 159, 2, 1},   /* entry_value */
    {0xa4, 160, 3, 1},   /* const_type */
    {0xa5, 161, 2, 3},   /* regval_type, deref_type, xderef_type */
    {0xa9, 164, 1, 1},   /* reinterpret */
    {0x1005, 165, 1, 1}, /* LLVM_arg */
    {0x1004, 166, 1, 1}, /* LLVM_implicit_pointer */
    {0x1002, 167, 1, 1}, /* LLVM_tag_offset */
};

long di_op_to_spirv(uint64_t dw, unsigned *nargs) {
  for (size_t i = 0; i < sizeof op_table / sizeof *op_table; i++)
    if (dw >= op_table[i].dw && dw < op_table[i].dw + op_table[i].count) {
      *nargs = op_table[i].nargs;
      return (long)(op_table[i].spirv + (dw - op_table[i].dw));
    }
  return -1;
}

long di_op_from_spirv(uint32_t op, unsigned *nargs) {
  for (size_t i = 0; i < sizeof op_table / sizeof *op_table; i++)
    if (op >= op_table[i].spirv && op < op_table[i].spirv + op_table[i].count) {
      *nargs = op_table[i].nargs;
      return (long)(op_table[i].dw + (op - op_table[i].spirv));
    }
  return -1;
}

/* ---- DWARF address space <-> StorageClass ----------------------------------------
 * clang's SPIR targets give a pointer's DWARF address space the OpenCL
 * address space number: 0 private, 1 global, 2 constant, 3 local, 4 generic. */
static const uint32_t as_table[] = {7 /* Function */, 5 /* CrossWorkgroup */,
                                    0 /* UniformConstant */, 4 /* Workgroup */, 8 /* Generic */};

uint32_t di_storage_class(int64_t as) {
  if (as < 0)
    return 7; /* none given: Function (private), which needs no capability */
  return (size_t)as < sizeof as_table / sizeof *as_table ? as_table[as] : 7;
}

int64_t di_dwarf_addrspace(uint32_t sc) {
  if (sc == 7)
    return -1; /* Function: the pointer had no DWARF address space */
  for (size_t i = 0; i < sizeof as_table / sizeof *as_table; i++)
    if (as_table[i] == sc)
      return (int64_t)i;
  return -1;
}

/* ---- the map ------------------------------------------------------------------*/
void di_map_init(di_map *m, di_alloc_fn alloc, void *ctx) {
  memset(m, 0, sizeof *m);
  m->alloc = alloc;
  m->alloc_ctx = ctx;
}

static size_t slot(const void *key, size_t cap) {
  uintptr_t h = (uintptr_t)key;
  h ^= h >> 17;
  h *= 0x9E3779B97F4A7C15ull;
  return (size_t)(h >> 7) & (cap - 1);
}

int di_map_get(const di_map *m, const void *key, uint32_t *val) {
  if (!m->cap)
    return 0;
  for (size_t i = slot(key, m->cap);; i = (i + 1) & (m->cap - 1)) {
    if (!m->keys[i])
      return 0;
    if (m->keys[i] == key) {
      *val = m->vals[i];
      return 1;
    }
  }
}

static int grow(di_map *m) {
  size_t cap = m->cap ? m->cap * 2 : 64;
  const void **keys = m->alloc(m->alloc_ctx, cap * sizeof *keys);
  uint32_t *vals = m->alloc(m->alloc_ctx, cap * sizeof *vals);
  if (!keys || !vals)
    return 0;
  memset(keys, 0, cap * sizeof *keys);
  for (size_t i = 0; i < m->cap; i++)
    if (m->keys[i]) {
      size_t j = slot(m->keys[i], cap);
      while (keys[j])
        j = (j + 1) & (cap - 1);
      keys[j] = m->keys[i];
      vals[j] = m->vals[i];
    }
  m->keys = keys, m->vals = vals, m->cap = cap; /* the old arrays stay in the arena */
  return 1;
}

int di_map_put(di_map *m, const void *key, uint32_t val) {
  if ((m->n + 1) * 2 > m->cap && !grow(m))
    return 0;
  size_t i = slot(key, m->cap);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & (m->cap - 1);
  if (!m->keys[i])
    m->n++;
  m->keys[i] = key;
  m->vals[i] = val;
  return 1;
}

const char *const di_checksum_kinds[3] = {"MD5", "SHA1", "SHA256"};
