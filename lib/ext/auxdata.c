/*===-- ext/auxdata.c - NonSemantic.AuxData: attributes, metadata, linkage ===*\
|*                                                                            *|
|* Only with --spirv-preserve-auxdata (DESIGN 7.2).  Forward: for each        *|
|* function (declarations too) and global variable, one FunctionAttribute /   *|
|* GlobalVariableAttribute record per attribute, one FunctionMetadata /       *|
|* GlobalVariableMetadata record per metadata attachment (except              *|
|* spirv.Decorations, spirv.ParameterDecorations and dbg, which have SPIR-V   *|
|* forms of their own) and one Linkage record per available_externally        *|
|* object.  The records go after the last function (DESIGN 6: no forward      *|
|* reference to a function), their OpStrings and constants before them.       *|
|* Reverse: records are collected as they come and applied at module end,     *|
|* when every function and global exists, with the spec's skip rules.  A     *|
|* record the plugin cannot use is ignored with a warning, never an error.    *|
|* Spec: shared/specs/NonSemantic.AuxData.asciidoc.                           *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "lspv/plugin.h"

#define SET_NAME "NonSemantic.AuxData"
#define NSI_EXT "SPV_KHR_non_semantic_info"
#define OPTION "spirv-preserve-auxdata"

/* The set's instructions, by their grammar names (grammar/
 * extinst.nonsemantic.auxdata.grammar.json holds the numbers). */
typedef enum {
  AUX_FN_METADATA,
  AUX_FN_ATTRIBUTE,
  AUX_GV_METADATA,
  AUX_GV_ATTRIBUTE,
  AUX_LINKAGE,
  AUX_COUNT
} aux_inst;
static const char *const aux_names[AUX_COUNT] = {
    "NonSemanticAuxDataFunctionMetadata", "NonSemanticAuxDataFunctionAttribute",
    "NonSemanticAuxDataGlobalVariableMetadata", "NonSemanticAuxDataGlobalVariableAttribute",
    "NonSemanticAuxDataLinkage"};

/* Linkage Type values of the Linkage record (spec, "Linkage Type"). */
enum { AUX_LINKAGE_AVAILABLE_EXTERNALLY = 0 };

/* Metadata kinds that never become records (spec, "Binary Form"). */
static const char *const skipped_md[] = {"spirv.Decorations", "spirv.ParameterDecorations", "dbg"};

static uint32_t aux_number(aux_inst which) {
  long n = lspv_grammar_extinst_number(SET_NAME, aux_names[which]);
  return n < 0 ? UINT32_MAX : (uint32_t)n;
}

/* --spirv-preserve-auxdata, the plugin's own option. */
static int preserve_fwd(lspv_fwd_ctx *c) {
  const char *v = lspv_fwd_option(c, OPTION);
  return v && strcmp(v, "1") == 0;
}

static int preserve_rev(lspv_rev_ctx *c) {
  const char *v = lspv_rev_option(c, OPTION);
  return v && strcmp(v, "1") == 0;
}

static int aux_from_number(uint32_t number) {
  for (int i = 0; i < AUX_COUNT; i++)
    if (aux_number((aux_inst)i) == number)
      return i;
  return -1;
}

/* ---- forward -----------------------------------------------------------------*/

/* A function definition whose records wait for the module end. */
typedef struct fwd_pending {
  struct fwd_pending *next;
  LLVMValueRef fn;
  uint32_t id;
} fwd_pending;

typedef struct {
  bool ready; /* the requirements are declared, import and void_type set */
  uint32_t import, void_type;
  fwd_pending *head, **tail;
} fwd_state;

/* Id of an OpString holding s[0..len): lspv_fwd_string shares one per
 * distinct string (a module of many functions repeats the same attribute
 * keys and values). */
static uint32_t fwd_str(lspv_fwd_ctx *c, const char *s, size_t len) {
  return lspv_fwd_string(c, s, len);
}

/* Declares what the set needs, once per module: SPIR-V 1.6 when the maximum
 * version allows it (the set needs nothing there), else the extension. */
static fwd_state *fwd_get_state(lspv_fwd_ctx *c) {
  void **slot = lspv_fwd_plugin_state(c);
  if (!*slot) {
    fwd_state *st = lspv_fwd_alloc(c, sizeof *st);
    if (!st)
      return NULL;
    memset(st, 0, sizeof *st);
    st->tail = &st->head;
    *slot = st;
  }
  return *slot;
}

static lspv_status fwd_setup(lspv_fwd_ctx *c, fwd_state **out) {
  fwd_state *st = fwd_get_state(c);
  if (!st)
    return LSPV_ERROR_OUT_OF_MEMORY;
  *out = st;
  if (st->ready)
    return LSPV_SUCCESS;
  lspv_status s;
  if (lspv_fwd_max_version(c) >= LSPV_SPV_VERSION(1, 6))
    s = lspv_fwd_require_version(c, 1, 6, SET_NAME " without " NSI_EXT);
  else
    s = lspv_fwd_require_implied_extension(c, NSI_EXT);
  if (s != LSPV_SUCCESS)
    return s;
  st->import = lspv_fwd_ext_inst_import(c, SET_NAME);
  st->void_type = lspv_fwd_void_type(c);
  if (!st->import || !st->void_type)
    return LSPV_ERROR_OUT_OF_MEMORY;
  st->ready = true;
  return LSPV_SUCCESS;
}

/* Emits one record: OpExtInst %void %new %set <which> target args... */
static lspv_status emit_record(lspv_fwd_ctx *c, aux_inst which, uint32_t target,
                               const uint32_t *args, size_t nargs) {
  fwd_state *st;
  lspv_status s = fwd_setup(c, &st);
  if (s != LSPV_SUCCESS)
    return s;
  uint32_t *ops = lspv_fwd_alloc(c, (5 + nargs) * sizeof *ops);
  if (!ops)
    return LSPV_ERROR_OUT_OF_MEMORY;
  ops[0] = st->void_type;
  ops[1] = lspv_fwd_new_id(c);
  ops[2] = st->import;
  ops[3] = aux_number(which);
  ops[4] = target;
  if (nargs)
    memcpy(ops + 5, args, nargs * sizeof *ops);
  lspv_fwd_emit(c, LSPV_EMIT_AFTER_FUNCTIONS, SPV_OpExtInst, ops, 5 + nargs);
  return LSPV_SUCCESS;
}

static lspv_status fwd_attribute(lspv_fwd_ctx *c, aux_inst which, uint32_t target,
                                 LLVMAttributeRef a) {
  fwd_state *st;
  lspv_status s = fwd_setup(c, &st);
  if (s != LSPV_SUCCESS)
    return s;
  uint32_t args[2];
  size_t nargs = 1;
  if (LLVMIsStringAttribute(a)) {
    unsigned klen, vlen;
    const char *key = LLVMGetStringAttributeKind(a, &klen);
    const char *val = LLVMGetStringAttributeValue(a, &vlen);
    args[0] = fwd_str(c, key, klen);
    if (vlen) /* spec: the value is omitted when the attribute has none */
      args[nargs++] = fwd_str(c, val, vlen);
  } else {
    /* Enum attributes by their LLVM name, integer / type ones as LLVM
     * renders them ("alignstack(8)"): getAsString covers both. */
    char *text = lspv_shim_attr_as_string(a);
    if (!text)
      return LSPV_ERROR_OUT_OF_MEMORY;
    args[0] = fwd_str(c, text, strlen(text));
    free(text);
  }
  for (size_t i = 0; i < nargs; i++)
    if (!args[i])
      return LSPV_ERROR_OUT_OF_MEMORY;
  return emit_record(c, which, target, args, nargs);
}

static lspv_status fwd_attributes(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id, bool is_fn) {
  unsigned n = is_fn ? LLVMGetAttributeCountAtIndex(gv, LLVMAttributeFunctionIndex)
                     : lspv_shim_global_attr_count(gv);
  if (!n)
    return LSPV_SUCCESS;
  LLVMAttributeRef *attrs = lspv_fwd_alloc(c, n * sizeof *attrs);
  if (!attrs)
    return LSPV_ERROR_OUT_OF_MEMORY;
  if (is_fn)
    LLVMGetAttributesAtIndex(gv, LLVMAttributeFunctionIndex, attrs);
  else
    lspv_shim_global_attrs(gv, attrs);
  for (unsigned i = 0; i < n; i++) {
    lspv_status s = fwd_attribute(c, is_fn ? AUX_FN_ATTRIBUTE : AUX_GV_ATTRIBUTE, id, attrs[i]);
    if (s != LSPV_SUCCESS)
      return s;
  }
  return LSPV_SUCCESS;
}

/* One metadata attachment: name, then each operand as an OpString (MDString)
 * or the id of the constant it wraps.  What the spec cannot carry (a nested
 * node, a null operand) is left out with a warning. */
static lspv_status fwd_metadata_one(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id, bool is_fn,
                                    const char *name, size_t nlen, LLVMMetadataRef md) {
  fwd_state *st;
  lspv_status status = fwd_setup(c, &st);
  if (status != LSPV_SUCCESS)
    return status;
  LLVMValueRef node = LLVMMetadataAsValue(LLVMGetTypeContext(LLVMTypeOf(gv)), md);
  unsigned nops = LLVMIsAMDNode(node) ? LLVMGetMDNodeNumOperands(node) : 0;
  LLVMValueRef *vals = lspv_fwd_alloc(c, (nops + 1) * sizeof *vals);
  uint32_t *args = lspv_fwd_alloc(c, (nops + 1) * sizeof *args);
  if (!vals || !args)
    return LSPV_ERROR_OUT_OF_MEMORY;
  if (nops)
    LLVMGetMDNodeOperands(node, vals);
  size_t nargs = 0;
  if (!(args[nargs++] = fwd_str(c, name, nlen)))
    return LSPV_ERROR_OUT_OF_MEMORY;
  for (unsigned i = 0; i < nops; i++) {
    unsigned slen;
    const char *s = vals[i] ? LLVMGetMDString(vals[i], &slen) : NULL;
    if (s) {
      if (!(args[nargs++] = fwd_str(c, s, slen)))
        return LSPV_ERROR_OUT_OF_MEMORY;
    } else if (vals[i] && LLVMIsAConstant(vals[i])) {
      /* A function is named by its OpFunction id, not as a pointer. */
      uint32_t v =
          LLVMIsAFunction(vals[i]) ? lspv_fwd_function_id(c, vals[i]) : lspv_fwd_value(c, vals[i]);
      if (!v)
        return LSPV_ERROR_UNSUPPORTED; /* reported by the core */
      args[nargs++] = v;
    } else {
      lspv_fwd_warning(c, gv,
                       "NonSemantic.AuxData: operand %u of !%.*s is %s; the record leaves it out",
                       i, (int)nlen, name, vals[i] ? "a nested metadata node" : "null");
    }
  }
  return emit_record(c, is_fn ? AUX_FN_METADATA : AUX_GV_METADATA, id, args, nargs);
}

/* The kernel-argument lists in the order clang attaches them; a list not
 * named here sorts after them, by name. */
static const char *const md_order[] = {"kernel_arg_addr_space", "kernel_arg_access_qual",
                                       "kernel_arg_type",       "kernel_arg_base_type",
                                       "kernel_arg_type_qual",  "kernel_arg_name"};

typedef struct {
  const char *name;
  size_t len;
  unsigned rank;
  LLVMMetadataRef md;
} md_entry;

static unsigned md_rank(const char *name, size_t len) {
  const unsigned n = sizeof md_order / sizeof md_order[0];
  for (unsigned k = 0; k < n; k++)
    if (strlen(md_order[k]) == len && memcmp(md_order[k], name, len) == 0)
      return k;
  return n;
}

static bool md_before(const md_entry *a, const md_entry *b) {
  if (a->rank != b->rank)
    return a->rank < b->rank;
  size_t n = a->len < b->len ? a->len : b->len;
  int d = memcmp(a->name, b->name, n);
  return d ? d < 0 : a->len < b->len;
}

/* A global object's attachments as records, in a fixed order (md_order,
 * then by name) rather than LLVM's kind numbers: those depend on the order
 * in which the context first met each name, which a reversed module does not
 * share with its source (issue 19: the second forward wrote the records and
 * their OpStrings in another order). */
static lspv_status fwd_metadata(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id, bool is_fn) {
  size_t n = 0;
  LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(gv, &n);
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(gv));
  md_entry *e = n ? lspv_fwd_alloc(c, n * sizeof *e) : NULL;
  if (n && !e) {
    LLVMDisposeValueMetadataEntries(md);
    return LSPV_ERROR_OUT_OF_MEMORY;
  }
  size_t ne = 0;
  for (unsigned i = 0; i < n; i++) {
    size_t nlen;
    const char *name = lspv_shim_md_kind_name(ctx, LLVMValueMetadataEntriesGetKind(md, i), &nlen);
    bool skip = !name;
    for (size_t k = 0; name && k < sizeof skipped_md / sizeof skipped_md[0]; k++)
      skip |= strlen(skipped_md[k]) == nlen && memcmp(skipped_md[k], name, nlen) == 0;
    if (skip)
      continue;
    md_entry x = {name, nlen, md_rank(name, nlen), LLVMValueMetadataEntriesGetMetadata(md, i)};
    size_t at = ne++;
    for (; at > 0 && md_before(&x, &e[at - 1]); at--)
      e[at] = e[at - 1];
    e[at] = x;
  }
  lspv_status s = LSPV_SUCCESS;
  for (size_t i = 0; i < ne && s == LSPV_SUCCESS; i++)
    s = fwd_metadata_one(c, gv, id, is_fn, e[i].name, e[i].len, e[i].md);
  if (md)
    LLVMDisposeValueMetadataEntries(md);
  return s;
}

static lspv_status fwd_records(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  bool is_fn = LLVMIsAFunction(gv) != NULL;
  lspv_status s = fwd_attributes(c, gv, id, is_fn);
  if (s == LSPV_SUCCESS)
    s = fwd_metadata(c, gv, id, is_fn);
  if (s == LSPV_SUCCESS && LLVMGetLinkage(gv) == LLVMAvailableExternallyLinkage) {
    uint32_t type = lspv_fwd_const_u32(c, AUX_LINKAGE_AVAILABLE_EXTERNALLY);
    s = type ? emit_record(c, AUX_LINKAGE, id, &type, 1) : LSPV_ERROR_OUT_OF_MEMORY;
  }
  return s;
}

/* Records in llvm-spirv's order: global variables, then the function
 * declarations, then the definitions (it declares every function before it
 * translates a body); a definition's records wait for the module end. */
static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  if (!preserve_fwd(c))
    return LSPV_SUCCESS;
  bool is_fn = LLVMIsAFunction(gv) != NULL;
  if (!is_fn && !LLVMIsAGlobalVariable(gv))
    return LSPV_SUCCESS;
  if (!is_fn || LLVMIsDeclaration(gv))
    return fwd_records(c, gv, id);
  fwd_state *st = fwd_get_state(c);
  fwd_pending *p = st ? lspv_fwd_alloc(c, sizeof *p) : NULL;
  if (!p)
    return LSPV_ERROR_OUT_OF_MEMORY;
  *p = (fwd_pending){NULL, gv, id};
  *st->tail = p;
  st->tail = &p->next;
  return LSPV_SUCCESS;
}

static lspv_status fwd_module_end(lspv_fwd_ctx *c, LLVMModuleRef m) {
  (void)m;
  fwd_state *st = *lspv_fwd_plugin_state(c);
  lspv_status s = LSPV_SUCCESS;
  for (fwd_pending *p = st ? st->head : NULL; p && s == LSPV_SUCCESS; p = p->next)
    s = fwd_records(c, p->fn, p->id);
  return s;
}

/* ---- reverse -----------------------------------------------------------------*/

typedef struct rev_record {
  struct rev_record *next;
  aux_inst which;
  uint32_t word_offset;
  uint32_t target;
  uint32_t nargs; /* after the target */
  uint32_t args[];
} rev_record;

typedef struct {
  rev_record *head, **tail;
} rev_state;

/* The words of an OpExtInst after Result Type, Result <id>, Set and the
 * instruction number: Target and the rest. */
static const uint32_t *ext_inst_args(const lspv_rev_inst *in, uint32_t *n) {
  const uint32_t skip = 4;
  *n = in->noperands > skip ? in->noperands - skip : 0;
  return in->operands + skip;
}

static lspv_status rev_ext_inst(lspv_rev_ctx *c, const lspv_rev_inst *in, uint32_t number) {
  if (!preserve_rev(c))
    return LSPV_SUCCESS;
  int which = aux_from_number(number);
  if (which < 0)
    return LSPV_SUCCESS; /* a later revision's instruction: ignored (spec) */
  uint32_t n;
  const uint32_t *args = ext_inst_args(in, &n);
  /* at least Target and Attribute Name / Metadata Name / Linkage Type */
  if (n < 2 || (which == AUX_LINKAGE && n != 2) ||
      ((which == AUX_FN_ATTRIBUTE || which == AUX_GV_ATTRIBUTE) && n > 3)) {
    lspv_rev_warning(c, in->word_offset, "%s with %u operands is malformed; ignored",
                     aux_names[which], n);
    return LSPV_SUCCESS;
  }
  void **slot = lspv_rev_plugin_state(c);
  rev_state *st = *slot;
  if (!st) {
    if (!(st = lspv_rev_alloc(c, sizeof *st)))
      return LSPV_ERROR_OUT_OF_MEMORY;
    st->head = NULL;
    st->tail = &st->head;
    *slot = st;
  }
  rev_record *r = lspv_rev_alloc(c, sizeof *r + (n - 1) * sizeof(uint32_t));
  if (!r)
    return LSPV_ERROR_OUT_OF_MEMORY;
  r->next = NULL;
  r->which = (aux_inst)which;
  r->word_offset = in->word_offset;
  r->target = args[0];
  r->nargs = n - 1;
  memcpy(r->args, args + 1, (n - 1) * sizeof(uint32_t));
  *st->tail = r;
  st->tail = &r->next;
  return LSPV_SUCCESS;
}

/* The LLVM function or global variable a record targets, or NULL (with a
 * warning) when the id is neither. */
static LLVMValueRef rev_target(lspv_rev_ctx *c, const rev_record *r) {
  lspv_rev_inst def;
  if (lspv_rev_def(c, r->target, &def) == 0 &&
      (def.opcode == SPV_OpFunction || def.opcode == SPV_OpVariable ||
       def.opcode == SPV_OpUntypedVariableKHR)) {
    LLVMValueRef v = lspv_rev_value(c, r->target);
    if (v && (LLVMIsAFunction(v) || LLVMIsAGlobalVariable(v)))
      return v;
  }
  lspv_rev_warning(c, r->word_offset,
                   "%s: target %u is not a function or module-scope variable; ignored",
                   aux_names[r->which], r->target);
  return NULL;
}

static const char *rev_str(lspv_rev_ctx *c, const rev_record *r, uint32_t id) {
  const char *s = lspv_rev_string(c, id);
  if (!s)
    lspv_rev_warning(c, r->word_offset, "%s: operand %u is not an OpString; ignored",
                     aux_names[r->which], id);
  return s;
}

/* The attribute of kind @p kind (string key @p key when kind is 0) that @p v
 * already carries, or NULL. */
static LLVMAttributeRef existing_attr(lspv_rev_ctx *c, LLVMValueRef v, unsigned kind,
                                      const char *key) {
  if (LLVMIsAFunction(v))
    return kind ? LLVMGetEnumAttributeAtIndex(v, LLVMAttributeFunctionIndex, kind)
                : LLVMGetStringAttributeAtIndex(v, LLVMAttributeFunctionIndex, key,
                                                (unsigned)strlen(key));
  unsigned n = lspv_shim_global_attr_count(v);
  LLVMAttributeRef *buf = lspv_rev_alloc(c, (n + 1) * sizeof *buf);
  if (!buf)
    return NULL;
  lspv_shim_global_attrs(v, buf);
  for (unsigned i = 0; i < n; i++) {
    if (LLVMIsStringAttribute(buf[i])) {
      unsigned klen;
      const char *k = LLVMGetStringAttributeKind(buf[i], &klen);
      if (!kind && klen == strlen(key) && memcmp(k, key, klen) == 0)
        return buf[i];
    } else if (kind && LLVMGetEnumAttributeKind(buf[i]) == kind) {
      return buf[i];
    }
  }
  return NULL;
}

/* An attribute from its record spelling: "key" + "value" is a string
 * attribute; a lone name is an enum attribute when LLVM knows it, an
 * integer / type one when LLVM's parser reads it ("alignstack(8)"), else a
 * string attribute without value (spec: an opaque spelling). */
static LLVMAttributeRef rev_make_attr(LLVMContextRef ctx, const char *name, const char *value) {
  size_t len = strlen(name);
  if (value)
    return LLVMCreateStringAttribute(ctx, name, (unsigned)len, value, (unsigned)strlen(value));
  unsigned kind = LLVMGetEnumAttributeKindForName(name, len);
  if (kind && lspv_shim_attr_kind_class(kind) == LSPV_SHIM_ATTR_ENUM)
    return LLVMCreateEnumAttribute(ctx, kind, 0);
  LLVMAttributeRef a = NULL;
  if (kind || strchr(name, '('))
    a = lspv_shim_parse_fn_attr(ctx, name, len);
  return a ? a : LLVMCreateStringAttribute(ctx, name, (unsigned)len, "", 0);
}

static void rev_attribute(lspv_rev_ctx *c, const rev_record *r, LLVMValueRef v) {
  const char *name = rev_str(c, r, r->args[0]);
  const char *value = r->nargs > 1 ? rev_str(c, r, r->args[1]) : NULL;
  if (!name || (r->nargs > 1 && !value))
    return;
  LLVMAttributeRef a = rev_make_attr(lspv_rev_context(c), name, value);
  unsigned kind = LLVMIsStringAttribute(a) ? 0 : LLVMGetEnumAttributeKind(a);
  unsigned klen = 0;
  const char *key = kind ? NULL : LLVMGetStringAttributeKind(a, &klen);
  /* spec: the skip rule; under --exact-roundtrip the record wins (it is
   * what the source had, the derived attribute a guess) */
  if (!lspv_rev_exact_roundtrip(c) && existing_attr(c, v, kind, key))
    return;
  if (LLVMIsAFunction(v))
    LLVMAddAttributeAtIndex(v, LLVMAttributeFunctionIndex, a);
  else
    lspv_shim_global_add_attr(v, a);
}

static bool has_metadata(LLVMValueRef v, unsigned kind) {
  size_t n = 0;
  LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(v, &n);
  bool found = false;
  for (unsigned i = 0; i < n; i++)
    found |= LLVMValueMetadataEntriesGetKind(md, i) == kind;
  if (md)
    LLVMDisposeValueMetadataEntries(md);
  return found;
}

/* One metadata operand: an MDString for an OpString, the constant (or
 * global) for a constant id; NULL (with a warning) for anything else. */
static LLVMMetadataRef rev_md_operand(lspv_rev_ctx *c, const rev_record *r, uint32_t id) {
  lspv_rev_inst def;
  if (lspv_rev_def(c, id, &def) == 0) {
    switch (def.opcode) {
    case SPV_OpString: {
      const char *s = lspv_rev_string(c, id);
      if (s)
        return LLVMMDStringInContext2(lspv_rev_context(c), s, strlen(s));
      break;
    }
    case SPV_OpConstantTrue:
    case SPV_OpConstantFalse:
    case SPV_OpConstant:
    case SPV_OpConstantComposite:
    case SPV_OpConstantNull:
    case SPV_OpSpecConstantTrue:
    case SPV_OpSpecConstantFalse:
    case SPV_OpSpecConstant:
    case SPV_OpSpecConstantComposite:
    case SPV_OpSpecConstantOp:
    case SPV_OpUndef:
    case SPV_OpVariable:
    case SPV_OpUntypedVariableKHR:
    case SPV_OpFunction: {
      LLVMValueRef v = lspv_rev_value(c, id);
      if (v && LLVMIsAConstant(v))
        return LLVMValueAsMetadata(v);
      break;
    }
    default: break;
    }
  }
  lspv_rev_warning(c, r->word_offset,
                   "%s: operand %u is neither an OpString nor a constant; left out",
                   aux_names[r->which], id);
  return NULL;
}

static void rev_metadata(lspv_rev_ctx *c, const rev_record *r, LLVMValueRef v) {
  const char *name = rev_str(c, r, r->args[0]);
  if (!name)
    return;
  if (strcmp(name, "dbg") == 0) {
    /* !dbg must be a DISubprogram; a plain node would break the module. */
    lspv_rev_warning(c, r->word_offset, "%s: !dbg cannot be restored from a record; ignored",
                     aux_names[r->which]);
    return;
  }
  LLVMContextRef ctx = lspv_rev_context(c);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, name, (unsigned)strlen(name));
  /* spec: the skip rule; under --exact-roundtrip the record replaces what
   * reverse derived (kernel_arg_type of an untyped pointer is "", its
   * qualifiers lost with the pointee) */
  if (!lspv_rev_exact_roundtrip(c) && has_metadata(v, kind))
    return;
  LLVMMetadataRef *ops = lspv_rev_alloc(c, (r->nargs + 1) * sizeof *ops);
  if (!ops)
    return;
  size_t n = 0;
  for (uint32_t i = 1; i < r->nargs; i++)
    if ((ops[n] = rev_md_operand(c, r, r->args[i])))
      n++;
  LLVMGlobalSetMetadata(v, kind, LLVMMDNodeInContext2(ctx, ops, n));
}

/* Only the last Linkage record of a target counts (spec); an unknown
 * Linkage Type value means the record is ignored. */
static void rev_linkage(lspv_rev_ctx *c, const rev_record *r, LLVMValueRef v) {
  for (const rev_record *later = r->next; later; later = later->next)
    if (later->which == AUX_LINKAGE && later->target == r->target)
      return;
  uint64_t type;
  if (lspv_rev_const_int(c, r->args[0], &type) != 0) {
    lspv_rev_warning(c, r->word_offset, "%s: Linkage Type %u is not an integer constant; ignored",
                     aux_names[r->which], r->args[0]);
    return;
  }
  if (type != AUX_LINKAGE_AVAILABLE_EXTERNALLY)
    return;
  bool definition = LLVMIsAFunction(v) ? LLVMCountBasicBlocks(v) != 0 : !!LLVMGetInitializer(v);
  if (!definition) {
    /* available_externally on a declaration is invalid LLVM IR. */
    lspv_rev_warning(c, r->word_offset,
                     "%s: %s is a declaration and cannot be available_externally; ignored",
                     aux_names[r->which], LLVMGetValueName(v));
    return;
  }
  LLVMSetLinkage(v, LLVMAvailableExternallyLinkage);
  LLVMSetVisibility(v, LLVMDefaultVisibility);
}

/* --exact-roundtrip: the records hold every function attribute and
 * kernel-argument list the source had, so what reverse gives each
 * OpFunction on its own stays only where a record names it: the nounwind of
 * every function (SPIR-V has no exceptions) and the kernel_arg_* lists of
 * a kernel.  Else the second forward records them (issue 19). */
static void drop_unrecorded(lspv_rev_ctx *c, const rev_state *st) {
  enum { NOUNWIND = 1 }; /* bit 0; bit k+1: md_order[k] */
  const unsigned nmd = sizeof md_order / sizeof md_order[0];
  LLVMContextRef ctx = lspv_rev_context(c);
  unsigned kind = LLVMGetEnumAttributeKindForName("nounwind", 8);
  uint32_t bound = lspv_rev_id_bound(c);
  unsigned char *recorded = lspv_rev_alloc(c, bound ? bound : 1);
  if (!recorded)
    return;
  memset(recorded, 0, bound ? bound : 1);
  for (const rev_record *r = st ? st->head : NULL; r; r = r->next) {
    if (r->target >= bound || (r->which != AUX_FN_ATTRIBUTE && r->which != AUX_FN_METADATA))
      continue;
    const char *name = lspv_rev_string(c, r->args[0]);
    if (!name)
      continue;
    if (r->which == AUX_FN_ATTRIBUTE && r->nargs == 1 && strcmp(name, "nounwind") == 0)
      recorded[r->target] |= NOUNWIND;
    unsigned k = r->which == AUX_FN_METADATA ? md_rank(name, strlen(name)) : nmd;
    if (k < nmd)
      recorded[r->target] |= (unsigned char)(2u << k);
  }
  for (uint32_t id = 1; id < bound; id++) {
    lspv_rev_inst def;
    if (lspv_rev_def(c, id, &def) != 0 || def.opcode != SPV_OpFunction)
      continue;
    LLVMValueRef fn = lspv_rev_value(c, id);
    if (!fn || !LLVMIsAFunction(fn))
      continue;
    if (!(recorded[id] & NOUNWIND))
      LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
    for (unsigned k = 0; k < nmd; k++)
      if (!(recorded[id] & (2u << k)))
        LLVMGlobalEraseMetadata(
            fn, LLVMGetMDKindIDInContext(ctx, md_order[k], (unsigned)strlen(md_order[k])));
  }
}

static lspv_status rev_module_end(lspv_rev_ctx *c) {
  rev_state *st = *lspv_rev_plugin_state(c);
  if (preserve_rev(c) && lspv_rev_exact_roundtrip(c))
    drop_unrecorded(c, st);
  if (!st || !preserve_rev(c))
    return LSPV_SUCCESS;
  for (const rev_record *r = st->head; r; r = r->next) {
    LLVMValueRef v = rev_target(c, r);
    if (!v)
      continue;
    switch (r->which) {
    case AUX_FN_ATTRIBUTE:
    case AUX_GV_ATTRIBUTE: rev_attribute(c, r, v); break;
    case AUX_FN_METADATA:
    case AUX_GV_METADATA: rev_metadata(c, r, v); break;
    case AUX_LINKAGE: rev_linkage(c, r, v); break;
    default: break;
    }
  }
  return LSPV_SUCCESS;
}

/* ---- checker rules (spec: Binary Form and each instruction) ----------------*/

static uint32_t operand(const lspv_spv_inst *in, uint32_t i) {
  return i < in->noperands ? in->operands[i] : 0;
}

/* The instruction defining @p id when it stands before @p use. */
static int def_before(const lspv_check_ctx *c, uint32_t id, const lspv_spv_inst *use,
                      lspv_spv_inst *d) {
  return lspv_check_def(c, id, d) == 0 && d->word_offset < use->word_offset;
}

static lspv_status check_record(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  const char *set_name = lspv_check_ext_inst_set(c, operand(in, 2));
  if (!set_name || strcmp(set_name, SET_NAME) != 0)
    return LSPV_SUCCESS;
  int which = aux_from_number(operand(in, 3));
  if (which < 0)
    return LSPV_SUCCESS; /* reserved numbers: a consumer ignores them */
  const char *what = aux_names[which];
  unsigned nargs = in->noperands - 4; /* after type, result, set, number */
  if (lspv_check_def_opcode(c, in->type_id) != SPV_OpTypeVoid)
    return lspv_check_report(c, in, "InvalidInstruction", "%s: Result Type must be OpTypeVoid",
                             what);
  int attr = which == AUX_FN_ATTRIBUTE || which == AUX_GV_ATTRIBUTE;
  if (nargs < 2 || (attr && nargs > 3) || (which == AUX_LINKAGE && nargs != 2))
    return lspv_check_report(c, in, "InvalidInstruction", "%s: %u operands", what, nargs);
  /* The target, defined before the record (DESIGN 6: no forward reference
   * to the function it describes). */
  uint32_t target = operand(in, 4);
  lspv_spv_inst t;
  int defined = def_before(c, target, in, &t);
  int fn_ok = defined && t.opcode == SPV_OpFunction;
  /* A module-scope variable (an OpUntypedVariableKHR under
   * SPV_KHR_untyped_pointers): its storage class is not Function. */
  int gv_ok = defined && (t.opcode == SPV_OpVariable || t.opcode == SPV_OpUntypedVariableKHR) &&
              operand(&t, 2) != SPV_StorageClass_Function;
  if (!defined || (which == AUX_FN_ATTRIBUTE || which == AUX_FN_METADATA ? !fn_ok
                   : which == AUX_LINKAGE                                ? !(fn_ok || gv_ok)
                                                                         : !gv_ok))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Target %u must be %s defined before the record", what, target,
                             which == AUX_FN_ATTRIBUTE || which == AUX_FN_METADATA ? "an OpFunction"
                             : which == AUX_LINKAGE ? "an OpFunction or module-scope OpVariable"
                                                    : "a module-scope OpVariable");
  for (unsigned i = 1; i < nargs; i++) {
    uint32_t id = operand(in, 4 + i);
    lspv_spv_inst d;
    int string_operand = i == 1 ? which != AUX_LINKAGE : attr;
    if (!def_before(c, id, in, &d))
      return lspv_check_report(c, in, "InvalidInstruction",
                               "%s: operand %u must be defined before the record", what, id);
    if (string_operand && d.opcode != SPV_OpString)
      return lspv_check_report(c, in, "InvalidInstruction", "%s: operand %u must be an OpString",
                               what, id);
    if (which == AUX_LINKAGE) {
      lspv_spv_inst it;
      if (d.opcode != SPV_OpConstant || lspv_check_def(c, d.type_id, &it) ||
          it.opcode != SPV_OpTypeInt || operand(&it, 1) != 32)
        return lspv_check_report(c, in, "InvalidInstruction",
                                 "%s: Linkage Type %u must be a 32-bit integer OpConstant", what,
                                 id);
    }
  }
  return LSPV_SUCCESS;
}

/* SPV_KHR_non_semantic_info: a NonSemantic.* set needs the extension
 * before SPIR-V 1.6 (every such set, not only this plugin's: the
 * extension is this plugin's, so the rule is too). */
static lspv_status check_import(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  const char *s = lspv_check_literal_string(c, in, 1, NULL);
  if (s && strncmp(s, "NonSemantic.", 12) == 0 && lspv_check_version(c) < LSPV_SPV_VERSION(1, 6) &&
      !lspv_check_declares_extension(c, NSI_EXT))
    return lspv_check_report(c, in, "RequiresExtension",
                             "Feature requires the following SPIR-V extension: " NSI_EXT
                             " (for the extended instruction set %s)",
                             s);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"NonSemantic.AuxData record operands and placement", SPV_OpExtInst, check_record, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
    {"NonSemantic.* sets need SPV_KHR_non_semantic_info below SPIR-V 1.6", SPV_OpExtInstImport,
     check_import, NULL, 0},
};

static const lspv_plugin_option options[] = {
    {OPTION, "Preserve LLVM attributes, metadata and linkage in NonSemantic.AuxData records",
     LSPV_OPTION_FLAG, NULL},
    {NULL, NULL, LSPV_OPTION_FLAG, NULL},
};

/* The set is how SPV_KHR_non_semantic_info is used here; naming it makes it
 * a known --spirv-ext name (the core grammar never requires it). */
static const char *const extensions[] = {NSI_EXT, NULL};

const lspv_plugin lspv_plugin_auxdata = {
    LSPV_PLUGIN_HEADER,
    .name = "auxdata",
    .extensions = extensions,
    .ext_inst_set = SET_NAME,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .options = options,
    .fwd_global_object = fwd_global_object,
    .fwd_module_end = fwd_module_end,
    .rev_ext_inst = rev_ext_inst,
    .rev_module_end = rev_module_end,
};
