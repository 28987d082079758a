/*===-- ext/debuginfo_fwd_types.c - metadata nodes to debug instructions --===*\
|*                                                                            *|
|* One LLVM debug-info node becomes one OpenCL.DebugInfo.100 extended        *|
|* instruction in the global section, emitted on first use, after the nodes  *|
|* it references (post-order).  A node's id is taken before its operands are *|
|* visited, so a cycle (a member's parent is the composite listing it)       *|
|* becomes a forward reference, which the debug-info sets allow.  A node the *|
|* set has no instruction for becomes DebugInfoNone.                          *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <string.h>

#include "ext/debuginfo.h"
#include "llvm-shim/llvm_shim_di.h"
#include "lspv/plugin_spirv.h"

#define MAX_OPS 64 /* operand words of one instruction before its list part */

/* DWARF tags the translation looks at. */
enum {
  TAG_array = 0x01,
  TAG_class = 0x02,
  TAG_enumeration = 0x04,
  TAG_member = 0x0d,
  TAG_pointer = 0x0f,
  TAG_reference = 0x10,
  TAG_structure = 0x13,
  TAG_typedef = 0x16,
  TAG_union = 0x17,
  TAG_inheritance = 0x1c,
  TAG_ptr_to_member = 0x1f,
  TAG_const = 0x26,
  TAG_volatile = 0x35,
  TAG_restrict = 0x37,
  TAG_rvalue_reference = 0x42,
  TAG_atomic = 0x47,
  TAG_variable = 0x34, /* a static data member (DWARF 5) */
  TAG_imported_module = 0x3a,
  TAG_imported_declaration = 0x08,
};
#define DIFLAG_VECTOR (1u << 11)
/* spirv-val's bound on a DebugTypeVector's Component Count */
#define MAX_VECTOR_COMPONENTS 4
#define SPFLAG_LOCAL (1u << 2)
#define SPFLAG_DEFINITION (1u << 3)
#define SPFLAG_OPTIMIZED (1u << 4)
#define SPV_FLAG_IS_LOCAL 0x4u
#define SPV_FLAG_IS_DEFINITION 0x8u
#define SPV_FLAG_IS_OPTIMIZED 0x2000u

static int64_t ival(LLVMMetadataRef md, lspv_di_int f) {
  int64_t v;
  lspv_shim_di_int(md, f, &v);
  return v;
}

static uint32_t name_of(di_fwd *d, LLVMMetadataRef md) {
  size_t len;
  const char *s = lspv_shim_di_str(md, LSPV_DI_NAME, &len);
  return di_fwd_str(d, s, len);
}

uint32_t di_fwd_str(di_fwd *d, const char *s, size_t len) {
  return lspv_fwd_string(d->c, s ? s : "", s ? len : 0);
}

uint32_t di_fwd_const(di_fwd *d, uint64_t v) {
  LLVMTypeRef ty = v > 0xFFFFFFFFu ? d->i64 : d->i32;
  return lspv_fwd_value(d->c, LLVMConstInt(ty, v, 0));
}

static uint32_t file_string(di_fwd *d, LLVMMetadataRef file);

uint32_t di_fwd_file_string(di_fwd *d, LLVMMetadataRef file) {
  uint32_t id;
  if (di_map_get(&d->files, file, &id))
    return id;
  id = file_string(d, file);
  if (id && !di_map_put(&d->files, file, id))
    d->failed = true;
  return id;
}

static uint32_t file_string(di_fwd *d, LLVMMetadataRef file) {
  size_t nl, dl;
  const char *n = lspv_shim_di_str(file, LSPV_DI_FILENAME, &nl);
  const char *dir = lspv_shim_di_str(file, LSPV_DI_DIRECTORY, &dl);
  if (!n || !nl || n[0] == '/' || !dir || !dl)
    return di_fwd_str(d, n, nl);
  char *buf = lspv_fwd_alloc(d->c, dl + nl + 2);
  if (!buf)
    return 0;
  memcpy(buf, dir, dl);
  size_t k = dl;
  if (buf[k - 1] != '/')
    buf[k++] = '/';
  memcpy(buf + k, n, nl);
  return di_fwd_str(d, buf, k + nl);
}

void di_fwd_emit(di_fwd *d, lspv_emit_place where, uint32_t result, uint32_t inst,
                 const uint32_t *ops, size_t nops) {
  uint32_t w[MAX_OPS + 4];
  uint32_t *buf = nops <= MAX_OPS ? w : lspv_fwd_alloc(d->c, (nops + 4) * sizeof *buf);
  if (!buf) {
    d->failed = true;
    return;
  }
  buf[0] = d->void_ty, buf[1] = result, buf[2] = d->set, buf[3] = inst;
  if (nops) /* ops may be NULL then */
    memcpy(buf + 4, ops, nops * sizeof *ops);
  lspv_fwd_emit(d->c, where, SPV_OpExtInst, buf, nops + 4);
}

/* Growable operand list of one instruction, in arena memory. */
typedef struct {
  uint32_t *w;
  size_t n, cap;
  di_fwd *d;
} ops_t;

static void push(ops_t *o, uint32_t w) {
  if (o->n == o->cap) {
    size_t cap = o->cap ? o->cap * 2 : 16;
    uint32_t *nw = lspv_fwd_alloc(o->d->c, cap * sizeof *nw);
    if (!nw) {
      o->d->failed = true;
      return;
    }
    if (o->n)
      memcpy(nw, o->w, o->n * sizeof *nw);
    o->w = nw, o->cap = cap;
  }
  o->w[o->n++] = w;
}

/* A literal operand: the word itself in OpenCL.DebugInfo.100, the id of a
 * 32-bit constant in the NonSemantic set. */
uint32_t di_fwd_lit(di_fwd *d, uint32_t v) {
  return d->ns ? lspv_fwd_value(d->c, LLVMConstInt(d->i32, v, 0)) : v;
}

static void push_lit(ops_t *o, uint32_t v) { push(o, di_fwd_lit(o->d, v)); }

static uint32_t source_of(di_fwd *d, LLVMMetadataRef md) {
  LLVMMetadataRef f = !md ? NULL
                      : LLVMGetMetadataKind(md) == LLVMDIFileMetadataKind
                          ? md
                          : lspv_shim_di_ref(md, LSPV_DI_FILE);
  if (!f && d->cu)
    f = lspv_shim_di_ref(d->cu, LSPV_DI_FILE);
  return di_fwd_node(d, f);
}

/* The parent scope: the node's scope, or the compile unit. */
uint32_t di_fwd_parent(di_fwd *d, LLVMMetadataRef md) {
  LLVMMetadataRef s = lspv_shim_di_ref(md, LSPV_DI_SCOPE);
  /* spirv-val takes no module as a lexical scope: the module's own scope
   * stands for it (the entity comes back outside the module) */
  for (int depth = 0; s && depth < 64 && LLVMGetMetadataKind(s) == LLVMDIModuleMetadataKind &&
                      LLVMGetMetadataKind(md) != LLVMDIModuleMetadataKind;
       depth++)
    s = lspv_shim_di_ref(s, LSPV_DI_SCOPE);
  /* a non-semantic set allows no forward reference, and its scopes no
   * DebugInfoNone: a scope still being translated (the class of a method
   * its member list reaches) gives way to its own scope; reverse scopes a
   * listed method in the composite that lists it */
  uint32_t busy;
  for (int depth = 0; s && depth < 64 && d->ns && di_map_get(&d->pending, s, &busy) && busy;
       depth++)
    s = lspv_shim_di_ref(s, LSPV_DI_SCOPE);
  if (s && LLVMGetMetadataKind(s) == LLVMDIFileMetadataKind)
    s = NULL; /* a file is no scope in the set */
  /* a subprogram at file level is in its own unit (a module linked from
   * several has one per source) */
  LLVMMetadataRef unit = !s && LLVMGetMetadataKind(md) == LLVMDISubprogramMetadataKind
                             ? lspv_shim_di_ref(md, LSPV_DI_UNIT)
                             : NULL;
  return di_fwd_node(d, s ? s : unit ? unit : d->cu);
}

/* Name, <type>, Source, Line, Column (0: LLVM keeps no column here). */
static void push_named(ops_t *o, LLVMMetadataRef md, uint32_t type) {
  push(o, name_of(o->d, md));
  if (type)
    push(o, type);
  push(o, source_of(o->d, md));
  push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
  push_lit(o, 0);
}

/* Return Type is "a debug type or OpTypeVoid" in both sets: a void return
 * (a null first element, or no elements) is OpTypeVoid, never DebugInfoNone,
 * which the newest spirv-val refuses there.  Reverse reads OpTypeVoid back as
 * the null element. */
static uint32_t subroutine_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  push_lit(o, di_flags_to_spirv((uint64_t)ival(md, LSPV_DI_FLAGS)));
  LLVMMetadataRef tuple = lspv_shim_di_ref(md, LSPV_DI_ELEMENTS);
  unsigned n = lspv_shim_di_tuple(tuple, NULL, 0);
  LLVMMetadataRef *el = n ? lspv_fwd_alloc(d->c, n * sizeof *el) : NULL;
  if (n && !el)
    return d->failed = true, DI_TypeFunction;
  if (n)
    lspv_shim_di_tuple(tuple, el, n);
  push(o, n && el[0] ? di_fwd_node(d, el[0]) : d->void_ty);
  for (unsigned i = 1; i < n; i++)
    push(o, di_fwd_node(d, el[i]));
  return DI_TypeFunction;
}

/* The longest string one OpString holds: 65535 words, less the opcode and
 * result words, less the terminating NUL. */
#define MAX_STRING_BYTES ((65535u - 2u) * 4u - 1u)

/* DebugSource "dir/name" [text].  A text longer than one OpString
 * continues in DebugSourceContinued records (NonSemantic; OpenCL.DebugInfo.100
 * has none: the rest is dropped, with a warning), which file_continued emits
 * right after the record.  .200 adds the checksum (kind, value) after the
 * text, where spirv-val (which reads every NonSemantic.Shader.DebugInfo.*
 * with the .100 grammar) takes extra operands; llvm-spirv's layout, the
 * checksum before the text, is invalid for it, and reverse reads both. */
/* A checksum: .200 only.  OpenCL.DebugInfo.100 and NonSemantic .100 have no
 * operand for it; llvm-spirv writes "//__CSK_<kind>:<value>" as the Text
 * of OpenCL.DebugInfo.100 (reverse reads that), but spirv-val counts the
 * lines of a Text and refuses a record of the file on a later line than
 * it has: there the checksum is dropped.  Without source text, .200 writes
 * an empty Text (spirv-val checks no lines of it) before the checksum. */
static uint32_t file_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  push(o, di_fwd_file_string(d, md));
  size_t len, cl;
  int64_t kind;
  const char *src = lspv_shim_di_str(md, LSPV_DI_SOURCE, &len);
  const char *cs = lspv_shim_di_str(md, LSPV_DI_CHECKSUM, &cl);
  bool with_cs = d->v200 && cs && lspv_shim_di_int(md, LSPV_DI_CHECKSUM_KIND, &kind);
  if (!src && !with_cs)
    return DI_Source;
  if (!src)
    src = "", len = 0;
  size_t first = len > MAX_STRING_BYTES ? MAX_STRING_BYTES : len;
  push(o, di_fwd_str(d, src, first));
  if (first < len && !d->ns)
    lspv_fwd_warning(d->c, NULL,
                     "a source text of %zu bytes is longer than one OpString: the rest is dropped "
                     "(OpenCL.DebugInfo.100 has no DebugSourceContinued)",
                     len);
  d->cont_text = d->ns && first < len ? src + first : NULL;
  d->cont_len = d->ns && first < len ? len - first : 0;
  if (with_cs) {
    push_lit(o, (uint32_t)(kind - 1)); /* MD5 0, SHA1 1, SHA256 2 */
    push(o, di_fwd_str(d, cs, cl));
  }
  return DI_Source;
}

static void file_continued(di_fwd *d) {
  while (d->cont_len) {
    size_t n = d->cont_len > MAX_STRING_BYTES ? MAX_STRING_BYTES : d->cont_len;
    uint32_t text = di_fwd_str(d, d->cont_text, n);
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, lspv_fwd_new_id(d->c), DI_SourceContinued, &text, 1);
    d->cont_text += n, d->cont_len -= n;
  }
}

/* spirv-val takes only a DebugTypeBasic as a typedef's base: a typedef of
 * void (no base) names a DebugTypeBasic "void" of size 0 and encoding
 * Unspecified, which reverse reads back as no base. */
static uint32_t void_basic(di_fwd *d) {
  if (d->void_basic)
    return d->void_basic;
  uint32_t ops[4] = {di_fwd_str(d, "void", 4), di_fwd_const(d, 0), di_fwd_lit(d, 0),
                     di_fwd_lit(d, 0)};
  d->void_basic = lspv_fwd_new_id(d->c);
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, d->void_basic, DI_TypeBasic, ops, d->ns ? 4 : 3);
  return d->void_basic;
}

/* The composite a member or inheritance belongs to (spirv-val wants a
 * DebugTypeComposite there): the one whose member list took it, else its
 * scope when that is a composite; 0 when it has none (the record is
 * dropped). */
static uint32_t member_parent(di_fwd *d, LLVMMetadataRef md) {
  uint32_t id;
  if (di_map_get(&d->member_of, md, &id))
    return id;
  LLVMMetadataRef s = lspv_shim_di_ref(md, LSPV_DI_SCOPE);
  return s && LLVMGetMetadataKind(s) == LLVMDICompositeTypeMetadataKind ? di_fwd_node(d, s) : 0;
}

/* DebugInfoFlags' accessibility field (2 bits). */
#define SPV_FLAG_ACCESS 0x3u
#define SPV_FLAG_IS_PRIVATE 0x2u
#define SPV_FLAG_IS_PUBLIC 0x3u

/* The access of a member or method of composite @p scope said in @p flags:
 * clang leaves the default of its kind implicit (private in a class,
 * public in a struct or union); SPIR-V has no default, and the record says
 * it (as llvm-spirv writes it). */
static uint32_t access_of_tag(int64_t tag, uint32_t flags) {
  if (flags & SPV_FLAG_ACCESS)
    return flags;
  if (tag == TAG_class)
    return flags | SPV_FLAG_IS_PRIVATE;
  return tag == TAG_structure || tag == TAG_union ? flags | SPV_FLAG_IS_PUBLIC : flags;
}

static uint32_t explicit_access(LLVMMetadataRef scope, uint32_t flags) {
  if (!scope || LLVMGetMetadataKind(scope) != LLVMDICompositeTypeMetadataKind)
    return flags;
  return access_of_tag(ival(scope, LSPV_DI_TAG), flags);
}

/* A member's: of the composite whose list holds it (the record's Parent,
 * the scope reverse gives it), else of its scope. */
static uint32_t member_access(di_fwd *d, LLVMMetadataRef md, uint32_t flags) {
  uint32_t tag;
  if (di_map_get(&d->member_tag, md, &tag))
    return access_of_tag((int64_t)tag - 1, flags);
  return explicit_access(lspv_shim_di_ref(md, LSPV_DI_SCOPE), flags);
}

static uint32_t derived_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  LLVMMetadataRef base = lspv_shim_di_ref(md, LSPV_DI_TYPE);
  int64_t tag = ival(md, LSPV_DI_TAG);
  uint32_t flags = di_flags_to_spirv((uint64_t)ival(md, LSPV_DI_FLAGS));
  if (!d->v200)
    flags &= ~0x40000u; /* FlagBitField is .200's */
  switch (tag) {
  case TAG_pointer:
  case TAG_reference:
  case TAG_rvalue_reference:
    push(o, di_fwd_node(d, base));
    push_lit(o, di_storage_class(ival(md, LSPV_DI_ADDRSPACE)));
    push_lit(o, flags | (tag == TAG_reference          ? 0x800u
                         : tag == TAG_rvalue_reference ? 0x1000u
                                                       : 0));
    return DI_TypePointer;
  case TAG_const:
  case TAG_volatile:
  case TAG_restrict:
  case TAG_atomic:
    push(o, di_fwd_node(d, base));
    push_lit(o, tag == TAG_const ? 0 : tag == TAG_volatile ? 1 : tag == TAG_restrict ? 2 : 3);
    return DI_TypeQualifier;
  case TAG_typedef:
    push_named(o, md, base ? di_fwd_node(d, base) : void_basic(d));
    push(o, di_fwd_parent(d, md));
    return DI_Typedef;
  case TAG_member:
  case TAG_variable: {
    uint32_t parent = d->ns ? 0 : member_parent(d, md);
    if (!d->ns && !parent)
      return DI_InfoNone;
    push_named(o, md, di_fwd_node(d, base));
    if (!d->ns) /* the NonSemantic member has no Parent */
      push(o, parent);
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_OFFSET)));
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_SIZE)));
    push_lit(o, member_access(d, md, flags));
    LLVMValueRef value = lspv_shim_di_member_value(md); /* a static member's */
    if (value)
      push(o, lspv_fwd_value(d->c, value));
    return DI_TypeMember;
  }
  case TAG_inheritance:
    if (!d->ns && !member_parent(d, md))
      return DI_InfoNone;
    if (!d->ns) /* the NonSemantic inheritance has no Child */
      push(o, member_parent(d, md));
    push(o, di_fwd_node(d, base));
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_OFFSET)));
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_SIZE)));
    push_lit(o, flags);
    return DI_TypeInheritance;
  case TAG_ptr_to_member: /* Parent: the class (LLVM's extra data) */
    push(o, di_fwd_node(d, base));
    push(o, di_fwd_node(d, lspv_shim_di_ref(md, LSPV_DI_BASE)));
    return DI_TypePtrToMember;
  default: return DI_InfoNone; /* DW_TAG_friend, set, ...: dropped */
  }
}

/* The id of member @p md, taken now; the member is emitted after the
 * composite (flush_deferred). */
static uint32_t defer(di_fwd *d, LLVMMetadataRef md, uint32_t parent) {
  uint32_t id;
  if (parent && !di_map_get(&d->member_of, md, &id) && !di_map_put(&d->member_of, md, parent))
    return d->failed = true, d->none;
  if (di_map_get(&d->ids, md, &id))
    return id;
  if (d->ndeferred == d->deferred_cap) {
    size_t cap = d->deferred_cap ? d->deferred_cap * 2 : 32;
    void *nv = lspv_fwd_alloc(d->c, cap * sizeof *d->deferred);
    if (!nv)
      return d->failed = true, d->none;
    if (d->ndeferred)
      memcpy(nv, d->deferred, d->ndeferred * sizeof *d->deferred);
    d->deferred = nv, d->deferred_cap = cap;
  }
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->ids, md, id) || !di_map_put(&d->queued, md, 1))
    return d->failed = true, d->none;
  d->deferred[d->ndeferred].md = md;
  d->deferred[d->ndeferred++].id = id;
  return id;
}

/* The base of a vector, which spirv-val wants a DebugTypeBasic: through
 * typedefs (their names are lost); NULL when there is no basic type (the
 * vector becomes an array). */
static LLVMMetadataRef basic_of(LLVMMetadataRef t) {
  for (int depth = 0; t && depth < 64; depth++) {
    LLVMMetadataKind k = LLVMGetMetadataKind(t);
    if (k == LLVMDIBasicTypeMetadataKind)
      return t;
    if (k != LLVMDIDerivedTypeMetadataKind || ival(t, LSPV_DI_TAG) != TAG_typedef)
      return NULL;
    t = lspv_shim_di_ref(t, LSPV_DI_TYPE);
  }
  return NULL;
}

/* Whether array @p md needs .200's DebugTypeArrayDynamic: a run-time part
 * (data location, associated, allocated, rank), or a subrange with more than
 * a constant count. */
static bool is_dynamic(LLVMMetadataRef md, LLVMMetadataRef *el, unsigned n) {
  for (int p = LSPV_DI_DYN_DATA_LOCATION; p <= LSPV_DI_DYN_RANK; p++)
    if (lspv_shim_di_array_part(md, (lspv_di_dyn_part)p))
      return true;
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataRef node;
    int64_t v;
    if (!el[i] || LLVMGetMetadataKind(el[i]) != LLVMDISubrangeMetadataKind)
      continue;
    if (lspv_shim_di_subrange_part(el[i], LSPV_DI_SR_COUNT, &node, &v) != 1)
      return true;
    for (int p = LSPV_DI_SR_LOWER; p <= LSPV_DI_SR_STRIDE; p++)
      if (lspv_shim_di_subrange_part(el[i], (lspv_di_sr_part)p, &node, &v))
        return true;
  }
  return false;
}

/* .200's DebugTypeSubrange Lower Upper Count [Stride]: each a 64-bit
 * constant, a variable, an expression or DebugInfoNone (absent). */
static uint32_t subrange_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  static const lspv_di_sr_part order[4] = {LSPV_DI_SR_LOWER, LSPV_DI_SR_UPPER, LSPV_DI_SR_COUNT,
                                           LSPV_DI_SR_STRIDE};
  if (!d->v200)
    return DI_InfoNone; /* the older sets write counts (composite_node) */
  for (int i = 0; i < 4; i++) {
    LLVMMetadataRef node = NULL;
    int64_t v = 0;
    int k = lspv_shim_di_subrange_part(md, order[i], &node, &v);
    if (i == 3 && !k)
      break; /* no stride: the operand is left out */
    push(o, k == 1   ? lspv_fwd_value(d->c, LLVMConstInt(d->i64, (uint64_t)v, 1))
            : k == 2 ? di_fwd_node(d, node)
                     : d->none);
  }
  return DI_TypeSubrange;
}

/* .200: DIStringType (Fortran's CHARACTER) -> DebugTypeString Name
 * BaseType DataLocation Size LengthAddress: the base type is
 * DebugInfoNone (LLVM keeps an encoding only, as llvm-spirv writes it),
 * the location an expression, the size in bits a constant, the length a
 * variable or an expression.  The other sets have no string type. */
static uint32_t string_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  if (!d->v200)
    return DI_InfoNone;
  LLVMMetadataRef len = lspv_shim_di_string_part(md, LSPV_DI_STR_LENGTH_EXPR);
  if (!len)
    len = lspv_shim_di_string_part(md, LSPV_DI_STR_LENGTH);
  push(o, name_of(d, md));
  push(o, d->none);
  push(o, di_fwd_node(d, lspv_shim_di_string_part(md, LSPV_DI_STR_LOCATION_EXPR)));
  push(o, di_fwd_lit(d, (uint32_t)ival(md, LSPV_DI_SIZE)));
  push(o, di_fwd_node(d, len));
  return DI_TypeString;
}

static uint32_t composite_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  int64_t tag = ival(md, LSPV_DI_TAG);
  uint64_t flags = (uint64_t)ival(md, LSPV_DI_FLAGS);
  LLVMMetadataRef base = lspv_shim_di_ref(md, LSPV_DI_BASE);
  LLVMMetadataRef elements = lspv_shim_di_ref(md, LSPV_DI_ELEMENTS);
  unsigned n = lspv_shim_di_tuple(elements, NULL, 0);
  LLVMMetadataRef *el = n ? lspv_fwd_alloc(d->c, n * sizeof *el) : NULL;
  if (n && !el)
    return d->failed = true, DI_InfoNone;
  lspv_shim_di_tuple(elements, el, n);
  LLVMMetadataRef vbase = tag == TAG_array && (flags & DIFLAG_VECTOR) ? basic_of(base) : NULL;
  if (vbase) {
    int64_t count = n ? ival(el[0], LSPV_DI_COUNT) : 0;
    if (count <= MAX_VECTOR_COMPONENTS) {
      push(o, di_fwd_node(d, vbase));
      push_lit(o, (uint32_t)(count > 0 ? count : 0));
      return DI_TypeVector;
    }
    /* spirv-val takes a DebugTypeVector of 1 to 4 components only: a longer
     * vector is a DebugTypeArray of its count over a DebugTypeVector of one
     * component, which reverse reads back as one vector */
    uint32_t one[2] = {di_fwd_node(d, vbase), di_fwd_lit(d, 1)};
    uint32_t unit = lspv_fwd_new_id(d->c);
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, unit, DI_TypeVector, one, 2);
    push(o, unit);
    push(o, di_fwd_const(d, (uint64_t)count));
    return DI_TypeArray;
  }
  if (tag == TAG_array && d->v200 && is_dynamic(md, el, n)) {
    /* .200: bounds that are no count from 0 (a lower bound, a variable
     * or an expression, a stride) or a layout known at run time are
     * DebugTypeSubrange records of a DebugTypeArrayDynamic */
    push(o, di_fwd_node(d, base));
    for (int p = LSPV_DI_DYN_DATA_LOCATION; p <= LSPV_DI_DYN_RANK; p++)
      push(o, di_fwd_node(d, lspv_shim_di_array_part(md, (lspv_di_dyn_part)p)));
    for (unsigned i = 0; i < n; i++)
      push(o, di_fwd_node(d, el[i]));
    return DI_TypeArrayDynamic;
  }
  if (tag == TAG_array) {
    push(o, di_fwd_node(d, base));
    /* spirv-val takes an OpConstant (or a variable) only: an unknown count
     * is LLVM's -1, as a 64-bit constant */
    for (unsigned i = 0; i < n; i++) {
      int64_t count = ival(el[i], LSPV_DI_COUNT);
      push(o, di_fwd_const(d, count >= 0 ? (uint64_t)count : UINT64_MAX));
    }
    return DI_TypeArray;
  }
  if (tag == TAG_enumeration) {
    push_named(o, md, di_fwd_node(d, base));
    push(o, di_fwd_parent(d, md));
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_SIZE)));
    push_lit(o, di_flags_to_spirv(flags));
    for (unsigned i = 0; i < n; i++) {
      push(o, di_fwd_const(d, (uint64_t)ival(el[i], LSPV_DI_VALUE)));
      push(o, name_of(d, el[i]));
    }
    return DI_TypeEnum;
  }
  if (tag != TAG_structure && tag != TAG_class && tag != TAG_union)
    return DI_InfoNone;
  size_t ll;
  const char *link = lspv_shim_di_str(md, LSPV_DI_LINKAGE_NAME, &ll);
  uint32_t self = 0; /* the id taken for it (di_fwd_node) */
  di_map_get(&d->ids, md, &self);
  /* Tag stands where the others have Type; Class is 0 */
  push(o, name_of(d, md));
  push_lit(o, tag == TAG_class ? 0 : tag == TAG_structure ? 1 : 2);
  push(o, source_of(d, md));
  push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
  push_lit(o, 0);
  push(o, di_fwd_parent(d, md));
  push(o, di_fwd_str(d, link, ll));
  push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_SIZE)));
  push_lit(o, di_flags_to_spirv(flags));
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataKind k = el[i] ? LLVMGetMetadataKind(el[i]) : LLVMMDTupleMetadataKind;
    uint32_t had;
    if (k == LLVMDIDerivedTypeMetadataKind && !di_map_get(&d->member_tag, el[i], &had) &&
        !di_map_put(&d->member_tag, el[i], (uint32_t)tag + 1))
      d->failed = true;
    if (k == LLVMDIDerivedTypeMetadataKind || k == LLVMDISubprogramMetadataKind ||
        k == LLVMDICompositeTypeMetadataKind)
      push(o, d->ns ? di_fwd_node(d, el[i]) : defer(d, el[i], self));
  }
  return DI_TypeComposite; /* nothing may be emitted between here and the composite */
}

/* A composite lists its members as DebugTypeMember, DebugFunction or
 * DebugTypeInheritance, never DebugFunctionDeclaration (spirv-val, every
 * set): a method declaration (a subprogram declared in a composite) is
 * written as a DebugFunction without FlagIsDefinition (whose Function is
 * DebugInfoNone in OpenCL.DebugInfo.100), and a definition's Declaration
 * operand, which must be a DebugFunctionDeclaration, gets one of its own
 * (method_declaration). */
static bool is_method(LLVMMetadataRef md) {
  LLVMMetadataRef s = lspv_shim_di_ref(md, LSPV_DI_SCOPE);
  return s && LLVMGetMetadataKind(s) == LLVMDICompositeTypeMetadataKind;
}

static void emit_node(di_fwd *d, LLVMMetadataRef md, uint32_t id);

static uint32_t method_declaration(di_fwd *d, LLVMMetadataRef md) {
  uint32_t id;
  if (di_map_get(&d->decl_ids, md, &id))
    return id;
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->decl_ids, md, id))
    return d->failed = true, d->none;
  d->as_decl = md;
  emit_node(d, md, id);
  return id;
}

/* A subprogram without type: spirv-val wants a DebugTypeFunction, here one
 * returning void with no parameters. */
static uint32_t no_type(di_fwd *d) {
  if (d->no_type)
    return d->no_type;
  uint32_t ops[2] = {di_fwd_lit(d, 0), d->void_ty};
  d->no_type = lspv_fwd_new_id(d->c);
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, d->no_type, DI_TypeFunction, ops, 2);
  return d->no_type;
}

static uint32_t subprogram_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  bool as_decl = md == d->as_decl;
  d->as_decl = NULL; /* the nodes it reaches are written as usual */
  size_t ll;
  const char *link = lspv_shim_di_str(md, LSPV_DI_LINKAGE_NAME, &ll);
  int64_t sp = ival(md, LSPV_DI_SP_FLAGS);
  if (as_decl) /* a definition's declaration of its own (below) */
    sp &= ~(int64_t)SPFLAG_DEFINITION;
  uint32_t flags = di_flags_to_spirv((uint64_t)ival(md, LSPV_DI_FLAGS));
  if (sp & SPFLAG_LOCAL)
    flags |= SPV_FLAG_IS_LOCAL;
  if (sp & SPFLAG_DEFINITION)
    flags |= SPV_FLAG_IS_DEFINITION;
  if (sp & SPFLAG_OPTIMIZED)
    flags |= SPV_FLAG_IS_OPTIMIZED;
  flags = explicit_access(lspv_shim_di_ref(md, LSPV_DI_SCOPE), flags);
  LLVMMetadataRef type = lspv_shim_di_ref(md, LSPV_DI_TYPE);
  push_named(o, md, type ? di_fwd_node(d, type) : no_type(d));
  push(o, di_fwd_parent(d, md));
  push(o, di_fwd_str(d, link, ll));
  push_lit(o, flags);
  if (!(sp & SPFLAG_DEFINITION) && (as_decl || !is_method(md)))
    return DI_FunctionDeclaration;
  push_lit(o, (uint32_t)ival(md, LSPV_DI_SCOPE_LINE));
  uint32_t k;
  if (!d->ns) /* NonSemantic: DebugFunctionDefinition in the body names it */
    push(o, di_map_get(&d->fn_of_sp, md, &k) ? lspv_fwd_function_id(d->c, d->fns[k - 1]) : d->none);
  if (!(sp & SPFLAG_DEFINITION))
    return DI_Function; /* a method in its class's member list */
  LLVMMetadataRef decl = lspv_shim_di_ref(md, LSPV_DI_DECLARATION);
  size_t tl = 0;
  const char *target = d->v200 ? lspv_shim_di_str(md, LSPV_DI_TARGET_NAME, &tl) : NULL;
  /* .200's target function name (Fortran trampolines) follows the
   * Declaration, which spirv-val then wants a DebugFunctionDeclaration:
   * without one, the function's own (same name, linkage name, line and
   * parent), which reverse reads as no declaration */
  if (decl || tl)
    push(o,
         !decl || is_method(decl) ? method_declaration(d, decl ? decl : md) : di_fwd_node(d, decl));
  if (tl)
    push(o, di_fwd_str(d, target, tl));
  return DI_Function;
}

/* The elements of DIExpression @p md in *el (*n of them); false when out
 * of memory (d->failed is then set). */
static bool expr_elements(di_fwd *d, LLVMMetadataRef md, uint64_t **el, unsigned *n) {
  *n = md ? lspv_shim_di_expr(md, NULL, 0) : 0;
  *el = *n ? lspv_fwd_alloc(d->c, *n * sizeof **el) : NULL;
  if (*n && !*el)
    return d->failed = true, false;
  if (*el)
    lspv_shim_di_expr(md, *el, *n);
  return true;
}

/* The DebugOperation of DWARF operation @p code in this set, or -1; its
 * argument count in *nargs. */
static long expr_op(const di_fwd *d, uint64_t code, unsigned *nargs) {
  *nargs = 0;
  long op = di_op_to_spirv(code, nargs);
  if (op > DI_LAST_CORE_OP && !d->v200 && !d->extra_ops)
    return -1; /* beyond the set's ten: .200 or --spirv-allow-extra-diexpressions */
  return op;
}

void di_fwd_expr_warn(di_fwd *d, LLVMMetadataRef md) {
  unsigned n;
  uint64_t *el;
  uint32_t seen;
  if (!md || di_map_get(&d->warned, md, &seen) || !expr_elements(d, md, &el, &n))
    return;
  if (!di_map_put(&d->warned, md, 1))
    d->failed = true;
  for (unsigned i = 0; i < n;) {
    unsigned nargs;
    if (expr_op(d, el[i], &nargs) < 0) {
      lspv_fwd_warning(d->c, NULL,
                       "debug expression operation 0x%llx has no DebugOperation form in this set "
                       "(see --spirv-allow-extra-diexpressions): expression dropped",
                       (unsigned long long)el[i]);
      return;
    }
    i += 1 + nargs;
  }
}

static uint32_t expression_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  unsigned n;
  uint64_t *el;
  if (!expr_elements(d, md, &el, &n))
    return DI_Expression;
  if (!di_fwd_expr_fits(d, md)) {
    /* DW_OP_LLVM_convert, DW_OP_lit*, DW_OP_LLVM_arg...: outside the set;
     * the whole expression is dropped (the variable keeps its location
     * without the operations), and none of its operations is written */
    di_fwd_expr_warn(d, md);
    return DI_Expression;
  }
  for (unsigned i = 0; i < n;) {
    unsigned nargs;
    long op = expr_op(d, el[i], &nargs);
    uint32_t ops[4] = {di_fwd_lit(d, (uint32_t)op)};
    for (unsigned a = 0; a < nargs && i + 1 + a < n; a++)
      ops[1 + a] = di_fwd_lit(d, (uint32_t)el[i + 1 + a]);
    uint32_t id = lspv_fwd_new_id(d->c);
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_Operation, ops, 1 + nargs);
    push(o, id);
    i += 1 + nargs;
  }
  return DI_Expression;
}

bool di_fwd_expr_fits(di_fwd *d, LLVMMetadataRef md) {
  unsigned n;
  uint64_t *el;
  if (!expr_elements(d, md, &el, &n))
    return false;
  for (unsigned i = 0; i < n;) {
    unsigned nargs;
    if (expr_op(d, el[i], &nargs) < 0)
      return false;
    i += 1 + nargs;
  }
  return true;
}

static bool late_push(di_fwd *d, LLVMMetadataRef md);

/* The module's own DIExpression() (one node per context), so that a body
 * record with an empty expression and one whose expression is unknown
 * share one DebugExpression, as the reversed module's records do. */
uint32_t di_fwd_empty_expr(di_fwd *d) {
  if (!d->empty_expr) {
    LLVMDIBuilderRef b = LLVMCreateDIBuilderDisallowUnresolved(d->module);
    d->empty_expr = b ? LLVMDIBuilderCreateExpression(b, NULL, 0) : NULL;
    if (b)
      LLVMDisposeDIBuilder(b);
    if (!d->empty_expr)
      return d->failed = true, d->none;
  }
  return di_fwd_late_expr(d, d->empty_expr);
}

/* A DebugExpression of @p md's operations and a DW_OP_deref after them:
 * what a #dbg_declare says of an address that is no variable, said as a
 * DebugValue (DebugDeclare takes only OpVariable and OpFunctionParameter).
 * Returns 0 when the expression has no form in the set. */
/* Writes the DebugExpression @p id of @p md's operations (none for NULL)
 * and a Deref after them. */
static void emit_deref_expr(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  ops_t o = {NULL, 0, 0, d};
  if (md)
    expression_node(d, md, &o);
  unsigned nargs = 0;
  uint32_t op = di_fwd_lit(d, (uint32_t)di_op_to_spirv(0x06 /* DW_OP_deref */, &nargs));
  uint32_t opid = lspv_fwd_new_id(d->c);
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, opid, DI_Operation, &op, 1);
  push(&o, opid);
  if (!d->failed)
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_Expression, o.w, o.n);
}

uint32_t di_fwd_expr_deref(di_fwd *d, LLVMMetadataRef md) {
  /* One per expression, as di_fwd_node writes one per node: the reversed
   * module's records name the expression with the Deref, one node, and
   * translate to one DebugExpression (a round trip is a fixpoint).  It is
   * written late, at module end, as the expressions of body records are
   * (di_fwd_late_expr): the reversed module's expression is one of those. */
  const void *key = md ? (const void *)md : (const void *)d;
  uint32_t id;
  if (di_map_get(&d->deref_exprs, key, &id))
    return id;
  if (md && !di_fwd_expr_fits(d, md)) {
    di_fwd_expr_warn(d, md);
    return 0; /* dropped: outside the set */
  }
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->deref_exprs, key, id) ||
      !late_push(d, (LLVMMetadataRef)((uintptr_t)key | 1u)))
    return d->failed = true, 0;
  return id;
}

static uint32_t variable_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  push_named(o, md, di_fwd_node(d, lspv_shim_di_ref(md, LSPV_DI_TYPE)));
  push(o, di_fwd_parent(d, md));
  push_lit(o, di_flags_to_spirv((uint64_t)ival(md, LSPV_DI_FLAGS)));
  int64_t arg = ival(md, LSPV_DI_ARG);
  if (arg)
    push_lit(o, (uint32_t)arg);
  return DI_LocalVariable;
}

/* DW_TAGs of template parameters. */
enum {
  TAG_template_type_parameter = 0x2f,
  TAG_template_value_parameter = 0x30,
  TAG_template_template_param = 0x4106, /* DW_TAG_GNU_template_template_param */
  TAG_template_parameter_pack = 0x4107, /* DW_TAG_GNU_template_parameter_pack */
};

/* DebugTypeTemplateParameter Name Type Value Source Line Column (Value:
 * DebugInfoNone for a type parameter, an OpConstant for a value: spirv-val
 * takes nothing else, so a null pointer (or none) is a 64-bit zero, and a value that
 * is no integer or float constant (a function's address) is dropped);
 * DebugTypeTemplateTemplateParameter Name TemplateName Source Line Column;
 * DebugTypeTemplateParameterPack Name Source Line Column Parameters....
 * LLVM keeps no place of a parameter: the unit's source, line and column 0. */
static uint32_t template_value(di_fwd *d, LLVMMetadataRef md, int64_t tag) {
  LLVMValueRef v = lspv_shim_di_template_value(md);
  if (tag != TAG_template_value_parameter)
    return d->none;
  if (!v || LLVMIsAConstantPointerNull(v)) /* no value: LLVM's null */
    return lspv_fwd_value(d->c, LLVMConstInt(d->i64, 0, 0));
  if (LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v))
    return lspv_fwd_value(d->c, v);
  return d->none;
}

static uint32_t template_param_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  int64_t tag = ival(md, LSPV_DI_TAG);
  push(o, name_of(d, md));
  if (tag == TAG_template_template_param) {
    size_t sl;
    const char *s = lspv_shim_di_str(md, LSPV_DI_TEMPLATE_STR, &sl);
    push(o, di_fwd_str(d, s, sl));
  } else if (tag != TAG_template_parameter_pack) {
    push(o, di_fwd_node(d, lspv_shim_di_ref(md, LSPV_DI_TYPE)));
    push(o, template_value(d, md, tag));
  }
  push(o, source_of(d, NULL));
  push_lit(o, 0);
  push_lit(o, 0);
  if (tag == TAG_template_parameter_pack) {
    LLVMMetadataRef pack = lspv_shim_di_ref(md, LSPV_DI_PACK);
    unsigned n = lspv_shim_di_tuple(pack, NULL, 0);
    LLVMMetadataRef *el = n ? lspv_fwd_alloc(d->c, n * sizeof *el) : NULL;
    if (n && !el)
      return d->failed = true, DI_TypeTemplateParameterPack;
    lspv_shim_di_tuple(pack, el, n);
    for (unsigned i = 0; i < n; i++)
      push(o, di_fwd_node(d, el[i]));
    return DI_TypeTemplateParameterPack;
  }
  return tag == TAG_template_template_param ? DI_TypeTemplateTemplateParameter
                                            : DI_TypeTemplateParameter;
}

/* The template parameters of @p md (a composite or subprogram; 0 without)
 * into *el. */
static unsigned template_params(di_fwd *d, LLVMMetadataRef md, LLVMMetadataRef **el) {
  LLVMMetadataKind k = LLVMGetMetadataKind(md);
  *el = NULL;
  if (k != LLVMDICompositeTypeMetadataKind && k != LLVMDISubprogramMetadataKind)
    return 0;
  LLVMMetadataRef tuple = lspv_shim_di_ref(md, LSPV_DI_TEMPLATE_PARAMS);
  unsigned n = lspv_shim_di_tuple(tuple, NULL, 0);
  if (n && !(*el = lspv_fwd_alloc(d->c, n * sizeof **el)))
    return d->failed = true, 0;
  lspv_shim_di_tuple(tuple, *el, n);
  return n;
}

/* The parameters stand before their target: reverse builds them with it,
 * and their constants must be defined by then. */
static void template_params_first(di_fwd *d, LLVMMetadataRef md) {
  LLVMMetadataRef *el;
  unsigned n = template_params(d, md, &el);
  for (unsigned i = 0; i < n; i++)
    di_fwd_node(d, el[i]);
}

/* A composite or subprogram with template parameters gets a
 * DebugTypeTemplate naming it (@p id) after it stands; every reference
 * keeps naming the target itself (a scope must be a function, not a
 * template).  An empty list of parameters (a front end's) is a template
 * without parameters, which reverse reads back as that empty list. */
static void template_of(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  LLVMMetadataRef *el;
  unsigned n = template_params(d, md, &el);
  LLVMMetadataKind k = LLVMGetMetadataKind(md);
  bool listed = n || ((k == LLVMDICompositeTypeMetadataKind || k == LLVMDISubprogramMetadataKind) &&
                      lspv_shim_di_ref(md, LSPV_DI_TEMPLATE_PARAMS));
  if (!listed || (LLVMGetMetadataKind(md) == LLVMDISubprogramMetadataKind &&
                  !(ival(md, LSPV_DI_SP_FLAGS) & SPFLAG_DEFINITION)))
    return; /* the Target of a template is a composite or a DebugFunction */
  ops_t o = {NULL, 0, 0, d};
  push(&o, id);
  for (unsigned i = 0; i < n; i++)
    push(&o, di_fwd_node(d, el[i]));
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, lspv_fwd_new_id(d->c), DI_TypeTemplate, o.w, o.n);
}

/* A Fortran or Clang module: .200's DebugModule (every operand an id), or
 * with SPV_INTEL_debug_module DebugModuleINTEL (capability
 * DebugInfoModuleINTEL): in OpenCL.DebugInfo.100 as its grammar has it,
 * Name Source Parent Line Macros IncludePath APINotes IsDeclaration (line
 * and flag literal; llvm-spirv puts the line before the parent, which
 * spirv-val refuses: a literal where an id goes), and in
 * NonSemantic.Shader.DebugInfo.100, whose grammar has no such instruction
 * (spirv-val takes an unknown instruction of a non-semantic set whose
 * operands are ids), with .200's layout and constants, as llvm-spirv
 * numbers it.  Without the extension a module of the older sets is
 * DebugInfoNone.  A module without file names an empty DebugSource. */
static uint32_t module_node(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  if (!d->v200 && !lspv_fwd_extension_enabled(d->c, "SPV_INTEL_debug_module"))
    return DI_InfoNone;
  if (!d->v200) {
    lspv_fwd_require_extension(d->c, "SPV_INTEL_debug_module");
    lspv_fwd_require_capability(d->c, 6114); /* DebugInfoModuleINTEL */
  }
  uint32_t source;
  if (lspv_shim_di_ref(md, LSPV_DI_FILE))
    source = source_of(d, md);
  else {
    if (!d->empty_source) {
      uint32_t path = di_fwd_str(d, "", 0);
      d->empty_source = lspv_fwd_new_id(d->c);
      di_fwd_emit(d, LSPV_EMIT_GLOBAL, d->empty_source, DI_Source, &path, 1);
    }
    source = d->empty_source;
  }
  static const lspv_di_str strs[3] = {LSPV_DI_CONFIG_MACROS, LSPV_DI_INCLUDE_PATH,
                                      LSPV_DI_APINOTES};
  push(o, name_of(d, md));
  push(o, source);
  if (d->ns)
    push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
  push(o, di_fwd_parent(d, md));
  if (!d->ns)
    push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
  for (int i = 0; i < 3; i++) {
    size_t len;
    const char *s = lspv_shim_di_str(md, strs[i], &len);
    push(o, di_fwd_str(d, s, len));
  }
  push_lit(o, (uint32_t)ival(md, LSPV_DI_IS_DECL));
  return d->v200 ? DI_Module : DI_ModuleINTEL;
}

/* The SourceLanguage of unit @p cu: its DW_LANG's, or, for a unit in
 * OpenCL (what reverse makes of a language without DW_LANG), the value the
 * "Source Lang Literal" module flag keeps for it when the set has it, so
 * that Unknown or GLSL survive a round trip. */
static uint32_t cu_language(di_fwd *d, LLVMMetadataRef cu) {
  unsigned dw = (unsigned)ival(cu, LSPV_DI_LANGUAGE);
  uint32_t lang = di_lang_to_spirv(dw, d->v200);
  LLVMMetadataRef flag =
      dw == DI_DW_LANG_OPENCL && d->module
          ? LLVMGetModuleFlag(d->module, DI_LANG_LITERAL_FLAG, sizeof DI_LANG_LITERAL_FLAG - 1)
          : NULL;
  LLVMValueRef list = flag ? LLVMMetadataAsValue(LLVMGetModuleContext(d->module), flag) : NULL;
  if (!list || !LLVMIsAMDNode(list))
    return lang;
  unsigned n = LLVMGetMDNodeNumOperands(list);
  LLVMValueRef *entries = n ? lspv_fwd_alloc(d->c, n * sizeof *entries) : NULL;
  if (!entries)
    return lang;
  LLVMGetMDNodeOperands(list, entries);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef e[2];
    if (!entries[i] || !LLVMIsAMDNode(entries[i]) || LLVMGetMDNodeNumOperands(entries[i]) != 2)
      continue;
    LLVMGetMDNodeOperands(entries[i], e);
    if (!e[0] || !e[1] || LLVMValueAsMetadata(e[0]) != cu || !LLVMIsAConstantInt(e[1]))
      continue;
    uint64_t v = LLVMConstIntGetZExtValue(e[1]);
    if (v <= UINT32_MAX && (lspv_grammar_enum_name("SourceLanguage", (uint32_t)v) ||
                            (d->v200 && di_lang_exact((uint32_t)v, true))))
      return (uint32_t)v;
  }
  return lang;
}

/* NonSemantic: the module's DebugBuildIdentifier (the unit's DWO id in
 * decimal, Flags 1) and DebugStoragePath (its split debug file name), once,
 * before the first unit, as llvm-spirv writes them; reverse sets both on
 * the unit. */
static void build_identifier(di_fwd *d, LLVMMetadataRef cu) {
  if (!d->ns || d->build_id)
    return;
  d->build_id = true;
  int64_t dwo = 0;
  lspv_shim_di_int(cu, LSPV_DI_DWO_ID, &dwo);
  char buf[24];
  int n = snprintf(buf, sizeof buf, "%llu", (unsigned long long)(uint64_t)dwo);
  uint32_t id[2] = {di_fwd_str(d, buf, (size_t)n), di_fwd_lit(d, 1)};
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, lspv_fwd_new_id(d->c), DI_BuildIdentifier, id, 2);
  size_t sl = 0;
  const char *split = lspv_shim_di_str(cu, LSPV_DI_SPLIT_NAME, &sl);
  uint32_t path = di_fwd_str(d, split, sl);
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, lspv_fwd_new_id(d->c), DI_StoragePath, &path, 1);
}

/* The instruction for @p md into @p o; returns its number. */
static uint32_t translate(di_fwd *d, LLVMMetadataRef md, ops_t *o) {
  switch (LLVMGetMetadataKind(md)) {
  case LLVMDIFileMetadataKind: return file_node(d, md, o);
  case LLVMDICompileUnitMetadataKind:
    push_lit(o, 0x10000);          /* the version of the debug-info format: 1.0 */
    push_lit(o, d->dwarf_version); /* the module flag's */
    push(o, source_of(d, md));
    build_identifier(d, md); /* after the unit's source, as llvm-spirv */
    push_lit(o, cu_language(d, md));
    if (d->v200) {
      size_t pl;
      const char *producer = lspv_shim_di_str(md, LSPV_DI_PRODUCER, &pl);
      push(o, di_fwd_str(d, producer, pl));
    }
    return DI_CompilationUnit;
  case LLVMDIBasicTypeMetadataKind:
    push(o, name_of(d, md));
    push(o, di_fwd_const(d, (uint64_t)ival(md, LSPV_DI_SIZE)));
    push_lit(o, di_encoding_to_spirv((unsigned)ival(md, LSPV_DI_ENCODING), d->v200));
    if (d->ns)
      push_lit(o, 0); /* Flags */
    return DI_TypeBasic;
  case LLVMDIDerivedTypeMetadataKind: return derived_node(d, md, o);
  case LLVMDICompositeTypeMetadataKind: return composite_node(d, md, o);
  case LLVMDISubroutineTypeMetadataKind: return subroutine_node(d, md, o);
  case LLVMDISubprogramMetadataKind: return subprogram_node(d, md, o);
  case LLVMDILexicalBlockMetadataKind:
    push(o, source_of(d, md));
    push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
    push_lit(o, (uint32_t)ival(md, LSPV_DI_COLUMN));
    push(o, di_fwd_parent(d, md));
    return DI_LexicalBlock;
  case LLVMDILexicalBlockFileMetadataKind:
    /* spirv-val takes no DebugLexicalBlockDiscriminator as a scope (of a
     * DebugScope, a DebugInlinedAt, a block), though the spec makes it a
     * lexical block: the file's block is a DebugLexicalBlock at line 0 (a
     * line no source block has) whose column is the discriminator, which
     * reverse reads back as a DILexicalBlockFile */
    push(o, source_of(d, md));
    push_lit(o, 0);
    push_lit(o, (uint32_t)ival(md, LSPV_DI_DISCRIMINATOR));
    push(o, di_fwd_parent(d, md));
    return DI_LexicalBlock;
  case LLVMDINamespaceMetadataKind: /* a named lexical block, as the spec suggests */
    push(o, source_of(d, md));
    push_lit(o, 0);
    push_lit(o, 0);
    push(o, di_fwd_parent(d, md));
    push(o, name_of(d, md));
    if (d->v200) /* inline namespace: a boolean constant */
      push(o, lspv_fwd_value(d->c, LLVMConstInt(LLVMInt1TypeInContext(LLVMGetTypeContext(d->i32)),
                                                ival(md, LSPV_DI_EXPORT_SYMBOLS) != 0, 0)));
    return DI_LexicalBlock;
  case LLVMDILocalVariableMetadataKind: return variable_node(d, md, o);
  case LLVMDISubrangeMetadataKind: return subrange_node(d, md, o);
  case LLVMDIStringTypeMetadataKind: return string_node(d, md, o);
  case LLVMDIModuleMetadataKind: return module_node(d, md, o);
  case LLVMDITemplateTypeParameterMetadataKind:
  case LLVMDITemplateValueParameterMetadataKind: return template_param_node(d, md, o);
  case LLVMDIExpressionMetadataKind: return expression_node(d, md, o);
  case LLVMDILocationMetadataKind: {
    LLVMMetadataRef inl = LLVMDILocationGetInlinedAt(md);
    /* (llvm-spirv's .200 puts the column after the line: invalid for
     * spirv-val, which reads it with the .100 grammar; the column is lost) */
    push_lit(o, LLVMDILocationGetLine(md));
    push(o, di_fwd_node(d, LLVMDILocationGetScope(md)));
    if (inl)
      push(o, di_fwd_node(d, inl));
    return DI_InlinedAt;
  }
  case LLVMDIImportedEntityMetadataKind: {
    int64_t tag = ival(md, LSPV_DI_TAG);
    push(o, name_of(d, md));
    push_lit(o, tag == TAG_imported_module ? 0 : 1);
    push(o, source_of(d, md));
    push(o, di_fwd_node(d, lspv_shim_di_ref(md, LSPV_DI_ENTITY)));
    push_lit(o, (uint32_t)ival(md, LSPV_DI_LINE));
    push_lit(o, 0);
    push(o, di_fwd_parent(d, md));
    return DI_ImportedEntity;
  }
  default: return DI_InfoNone; /* labels, macros...: dropped */
  }
}

/* spirv-val takes only a DebugTypeBasic as the base of a DebugTypedef: a
 * typedef of anything else stands for its base type (its name is lost). */
static LLVMMetadataRef typedef_alias(LLVMMetadataRef md) {
  if (LLVMGetMetadataKind(md) != LLVMDIDerivedTypeMetadataKind ||
      ival(md, LSPV_DI_TAG) != TAG_typedef)
    return NULL;
  LLVMMetadataRef base = lspv_shim_di_ref(md, LSPV_DI_TYPE);
  if (base && LLVMGetMetadataKind(base) == LLVMDIBasicTypeMetadataKind)
    return NULL;
  return base;
}

/* A vector is its basic component type and count (a DebugTypeVector has
 * nothing else, and reverse builds one LLVM node of them): vectors of one
 * basic type and count, such as one over a typedef of it and one over the
 * type itself, are one record, so that the next forward writes the same.
 * The key is the component's address plus the count: a count below the
 * size of a metadata node keeps keys of distinct components apart. */
#define MAX_KEYED_COUNT 16
static const void *vector_key(LLVMMetadataRef md) {
  if (LLVMGetMetadataKind(md) != LLVMDICompositeTypeMetadataKind ||
      ival(md, LSPV_DI_TAG) != TAG_array || !((uint64_t)ival(md, LSPV_DI_FLAGS) & DIFLAG_VECTOR))
    return NULL;
  LLVMMetadataRef base = basic_of(lspv_shim_di_ref(md, LSPV_DI_BASE));
  LLVMMetadataRef elements = lspv_shim_di_ref(md, LSPV_DI_ELEMENTS), el;
  if (!base || lspv_shim_di_tuple(elements, NULL, 0) != 1)
    return NULL;
  lspv_shim_di_tuple(elements, &el, 1);
  int64_t count = el ? ival(el, LSPV_DI_COUNT) : 0;
  return count > 0 && count <= MAX_KEYED_COUNT ? (const char *)base + count : NULL;
}

/* Translates @p md into the instruction with result @p id. */
static void emit_node(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  ops_t o = {NULL, 0, 0, d};
  uint32_t inst = translate(d, md, &o);
  if (inst == DI_InfoNone) {
    /* The set has no instruction for it: the id becomes a DebugInfoNone of
     * its own, so that anything that took it (a cycle) stays defined. */
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_InfoNone, NULL, 0);
    return;
  }
  if (inst == DI_TypeArrayDynamic || inst == DI_TypeString) {
    /* spirv-val reads .200 with .100's grammar and takes no .200 type
     * where a type goes (a variable's, a pointer's base...): the record
     * is written under an id of its own, and @p id, which every reference
     * names, is a DebugInfoNone naming it (spirv-val takes DebugInfoNone
     * for any type, and extra operands in .200); reverse reads that
     * DebugInfoNone as the type it names */
    uint32_t real = lspv_fwd_new_id(d->c);
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, real, inst, o.w, o.n);
    di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_InfoNone, &real, 1);
    return;
  }
  di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, inst, o.w, o.n);
  if (inst == DI_Source)
    file_continued(d);
}

/* NonSemantic: a member names no parent, so the composite listing it
 * would be lost when only the member is reached (a static data member
 * that a DebugGlobalVariable declares): the composite follows it. */
static void member_owner(di_fwd *d, LLVMMetadataRef md) {
  uint32_t id;
  if (LLVMGetMetadataKind(md) != LLVMDIDerivedTypeMetadataKind)
    return;
  int64_t tag = ival(md, LSPV_DI_TAG);
  LLVMMetadataRef s = lspv_shim_di_ref(md, LSPV_DI_SCOPE);
  if ((tag == TAG_member || tag == TAG_variable) && s &&
      LLVMGetMetadataKind(s) == LLVMDICompositeTypeMetadataKind && !di_map_get(&d->ids, s, &id))
    di_fwd_node(d, s);
}

/* Emits the deferred member @p md now, out of the queue. */
static void emit_member(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  di_map_put(&d->queued, md, 0);
  d->depth++;
  emit_node(d, md, id);
  d->depth--;
}

/* A non-semantic set allows no forward reference: a node reached again
 * while it is being translated (a cycle) is DebugInfoNone, but for a type
 * that only refers to others (a function type, a pointer, a qualifier):
 * that gets a copy of its own, so the cycle ends at the composite that
 * closes it.  A method's DebugFunctionDeclaration thus keeps its
 * DebugTypeFunction (spirv-val requires one) when its class is reached
 * through that very function type.  A cycle without composite (malformed
 * metadata) ends after a few copies. */
static bool copied_in_cycle(LLVMMetadataRef md) {
  switch (LLVMGetMetadataKind(md)) {
  case LLVMDISubroutineTypeMetadataKind: return true;
  case LLVMDIDerivedTypeMetadataKind:
    switch (ival(md, LSPV_DI_TAG)) {
    case TAG_pointer:
    case TAG_reference:
    case TAG_rvalue_reference:
    case TAG_const:
    case TAG_volatile:
    case TAG_restrict:
    case TAG_atomic: return true;
    default: return false;
    }
  default: return false;
  }
}

static uint32_t cycle_copy(di_fwd *d, LLVMMetadataRef md) {
  enum { MAX_COPY_DEPTH = 8 };
  if (d->copy_depth >= MAX_COPY_DEPTH || !copied_in_cycle(md))
    return d->none;
  uint32_t id = lspv_fwd_new_id(d->c);
  d->copy_depth++;
  emit_node(d, md, id);
  d->copy_depth--;
  return id;
}

/* Queues @p md (NULL: the empty expression of unknown values) for
 * di_fwd_flush_late. */
static bool late_push(di_fwd *d, LLVMMetadataRef md) {
  if (d->nlate == d->late_cap) {
    size_t cap = d->late_cap ? d->late_cap * 2 : 32;
    LLVMMetadataRef *nv = lspv_fwd_alloc(d->c, cap * sizeof *nv);
    if (!nv)
      return d->failed = true, false;
    if (d->nlate)
      memcpy(nv, d->late_list, d->nlate * sizeof *nv);
    d->late_list = nv, d->late_cap = cap;
  }
  d->late_list[d->nlate++] = md;
  return true;
}

uint32_t di_fwd_late_expr(di_fwd *d, LLVMMetadataRef md) {
  uint32_t id, busy;
  if (!md || LLVMGetMetadataKind(md) != LLVMDIExpressionMetadataKind)
    return di_fwd_node(d, md);
  if (di_map_get(&d->ids, md, &id))
    /* another body record's, still late: it stays so (di_fwd_node writes
     * a late one at once, for the module-scope records that take one) */
    return di_map_get(&d->late, md, &busy) && busy ? id : di_fwd_node(d, md);
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->ids, md, id) || !di_map_put(&d->late, md, 1) || !late_push(d, md))
    return d->failed = true, d->none;
  return id;
}

void di_fwd_flush_late(di_fwd *d) {
  for (size_t i = 0; i < d->nlate && !d->failed; i++) {
    uint32_t busy, id;
    LLVMMetadataRef md = d->late_list[i];
    if ((uintptr_t)md & 1u) { /* di_fwd_expr_deref's, tagged */
      const void *key = (const void *)((uintptr_t)md & ~(uintptr_t)1u);
      if (di_map_get(&d->deref_exprs, key, &id))
        emit_deref_expr(d, key == (const void *)d ? NULL : (LLVMMetadataRef)key, id);
    } else if (di_map_get(&d->late, md, &busy) && busy && di_map_get(&d->ids, md, &id)) {
      di_map_put(&d->late, md, 0);
      emit_node(d, md, id);
    }
  }
  d->nlate = 0;
}

/* A subprogram's template waits for the node that reached it: written
 * when that node stands (flush_templates at a smaller depth), or at once
 * for a subprogram translated on its own. */
static void queue_template(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  if (!di_fwd_grow(d, (void **)&d->templates, d->ntemplates, &d->templates_cap,
                   sizeof *d->templates))
    return;
  d->templates[d->ntemplates].md = md;
  d->templates[d->ntemplates].id = id;
  d->templates[d->ntemplates++].depth = d->depth;
}

/* The queued templates of subprograms reached below the node now standing
 * (depth d->depth), all of them at the outermost node. */
static void flush_templates(di_fwd *d) {
  size_t keep = 0;
  for (size_t i = 0; i < d->ntemplates; i++) {
    if (d->depth > 1 && d->templates[i].depth <= d->depth) {
      d->templates[keep++] = d->templates[i];
      continue;
    }
    template_of(d, d->templates[i].md, d->templates[i].id);
  }
  d->ntemplates = keep;
}

static void node_done(di_fwd *d, LLVMMetadataRef md, uint32_t id);

/* A function type, a pointer or a qualifier is its operands alone, as the
 * LLVM node reverse makes of it: nodes that come out as one record (a
 * pointer to a typedef of a struct, which stands for the struct, and a
 * pointer to the struct) are one record, so that the next forward writes
 * the same.  Its operands are translated first, then the record is looked
 * up by its words.  A cycle back to the node while they are (through a
 * composite) takes the usual way: that record is the copy the cycle names
 * (cycle_copy's), the node's own follows. */
static uint32_t by_content(di_fwd *d, LLVMMetadataRef md) {
  uint32_t id;
  if (!d->records && !(d->records = lspv_fwd_map_create(d->c)))
    return d->failed = true, d->none;
  if (!di_map_put(&d->hashing, md, 1))
    return d->failed = true, d->none;
  d->depth++;
  ops_t o = {NULL, 0, 0, d};
  uint32_t inst = translate(d, md, &o);
  push(&o, inst);
  uintptr_t found;
  if (!d->failed && lspv_map_get(d->records, o.w, o.n * sizeof *o.w, &found)) {
    id = (uint32_t)found;
    if (!di_map_put(&d->ids, md, id))
      d->failed = true;
  } else {
    id = lspv_fwd_new_id(d->c);
    if (!di_map_put(&d->ids, md, id) || !lspv_map_put(d->records, o.w, o.n * sizeof *o.w, id))
      d->failed = true;
    else if (inst == DI_InfoNone)
      di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, DI_InfoNone, NULL, 0);
    else
      di_fwd_emit(d, LSPV_EMIT_GLOBAL, id, inst, o.w, o.n - 1);
  }
  node_done(d, md, id);
  return id;
}

uint32_t di_fwd_node(di_fwd *d, LLVMMetadataRef md) {
  if (!md)
    return d->none;
  uint32_t id;
  if (di_map_get(&d->ids, md, &id)) {
    uint32_t busy;
    if (d->ns && di_map_get(&d->pending, md, &busy) && busy)
      return cycle_copy(d, md);
    if (di_map_get(&d->queued, md, &busy) && busy)
      emit_member(d, md, id); /* a deferred member used elsewhere: due now */
    if (d->nlate && di_map_get(&d->late, md, &busy) && busy) {
      di_map_put(&d->late, md, 0); /* a late expression a record takes: due now */
      emit_node(d, md, id);
    }
    return id;
  }
  LLVMMetadataRef alias = typedef_alias(md);
  if (alias) {
    id = di_fwd_node(d, alias);
    if (!di_map_put(&d->ids, md, id))
      d->failed = true;
    return id;
  }
  /* files of one path (clang writes an absolute name under two
   * directories) are one DebugSource: the first one's */
  bool file = LLVMGetMetadataKind(md) == LLVMDIFileMetadataKind;
  const void *path = file ? (const void *)(uintptr_t)di_fwd_file_string(d, md) : NULL;
  if (path && di_map_get(&d->sources, path, &id)) {
    if (!di_map_put(&d->ids, md, id))
      d->failed = true;
    return id;
  }
  const void *vkey = vector_key(md);
  if (vkey && di_map_get(&d->vectors, vkey, &id)) {
    if (!di_map_put(&d->ids, md, id))
      d->failed = true;
    return id;
  }
  uint32_t busy;
  if (copied_in_cycle(md) && !di_map_get(&d->hashing, md, &busy))
    return by_content(d, md);
  template_params_first(d, md);
  if (di_map_get(&d->ids, md, &id))
    return id; /* a parameter named it */
  id = lspv_fwd_new_id(d->c);
  if (!di_map_put(&d->ids, md, id) || (path && !di_map_put(&d->sources, path, id)) ||
      (vkey && !di_map_put(&d->vectors, vkey, id)))
    return d->failed = true, 0;
  if (d->ns && !di_map_put(&d->pending, md, 1))
    d->failed = true;
  d->depth++;
  emit_node(d, md, id);
  if (d->ns)
    di_map_put(&d->pending, md, 0);
  node_done(d, md, id);
  return id;
}

/* After node @p md (@p id) stands, at the depth di_fwd_node raised: its
 * template, and the members deferred once nothing is half-translated. */
static void node_done(di_fwd *d, LLVMMetadataRef md, uint32_t id) {
  if (LLVMGetMetadataKind(md) == LLVMDISubprogramMetadataKind)
    queue_template(d, md, id);
  else
    template_of(d, md, id);
  flush_templates(d);
  if (d->ns)
    member_owner(d, md);
  /* the members composites deferred, once nothing is half-translated; a
   * member may defer more (a nested composite): they join the queue */
  if (d->depth == 1) {
    for (size_t k = 0; k < d->ndeferred && !d->failed; k++) {
      LLVMMetadataRef m = d->deferred[k].md; /* defer() may move the queue */
      uint32_t queued;
      if (di_map_get(&d->queued, m, &queued) && queued) {
        emit_member(d, m, d->deferred[k].id);
        template_of(d, m, d->deferred[k].id);
      }
    }
    d->ndeferred = 0;
  }
  d->depth--;
}
