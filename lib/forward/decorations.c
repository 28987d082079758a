/*===-- forward/decorations.c - !spirv.Decorations metadata -> OpDecorate ---===*\
|*                                                                            *|
|* A producer asks for any SPIR-V decoration through metadata, as llvm-spirv *|
|* reads it:                                                                 *|
|*   !spirv.Decorations !{!{i32 dec, operand...}, ...}  on a global         *|
|*       variable, a function or an instruction;                             *|
|*   !spirv.ParameterDecorations !{!{...list of param 0...}, !{...}, ...}    *|
|*       on a function, one decoration list per parameter.                  *|
|* The grammar gives each decoration's operands: a literal or an enumerant  *|
|* is an integer, a literal string an MDString, an <id> an integer constant  *|
|* (then OpDecorateId).  Capabilities, extensions and the version it needs  *|
|* come from its enumerant, so a disabled extension is a RequiresExtension  *|
|* error.  A decoration the core already wrote on the same target (the      *|
|* Constant of a constant global, its Alignment, its linkage) is not        *|
|* repeated.  A decoration without operands may carry one integer, which is *|
|* ignored: SYCL writes its flag properties (Restrict, the FPGA argument    *|
|* interface flags) as {i32 dec, i32 1}, as llvm-spirv reads them.         *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"
#include "spirv/grammar.h"

/* Decorations a target carries once: a second one from metadata is dropped
 * even with other operands (the core's own Alignment or linkage wins). */
static const uint32_t once_per_target[] = {
    SPV_Decoration_Alignment,       SPV_Decoration_AlignmentId,       SPV_Decoration_MaxByteOffset,
    SPV_Decoration_MaxByteOffsetId, SPV_Decoration_LinkageAttributes, SPV_Decoration_SpecId,
    SPV_Decoration_BuiltIn,
};

static bool once_only(uint32_t dec) {
  for (size_t i = 0; i < sizeof once_per_target / sizeof once_per_target[0]; i++)
    if (once_per_target[i] == dec)
      return true;
  return false;
}

/* Whether the annotation section already holds decoration @p w (target,
 * number, operands; @p n words) or, for a once-per-target decoration, any
 * decoration of that number on the target. */
static bool already_decorated(fwd_ctx *c, const uint32_t *w, size_t n) {
  const lspv_words *sec = &c->b->sec[LSPV_SEC_ANNOTATION];
  bool any = once_only(w[1]);
  for (size_t at = 0; at < sec->n;) {
    uint32_t len = sec->w[at] >> 16, op = sec->w[at] & 0xFFFF;
    if (!len)
      break;
    if ((op == SPV_OpDecorate || op == SPV_OpDecorateId || op == SPV_OpDecorateString) &&
        at + len <= sec->n && len >= 3 && sec->w[at + 1] == w[0] && sec->w[at + 2] == w[1] &&
        (any || (len - 1 == n && !memcmp(sec->w + at + 1, w, n * sizeof *w))))
      return true;
    at += len;
  }
  return false;
}

/* The operands of metadata node @p node (arena memory); NULL when it has none. */
static LLVMValueRef *md_operands(fwd_ctx *c, LLVMValueRef node, unsigned *n) {
  *n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef *ops = *n ? lspv_arena_alloc(c->arena, *n * sizeof *ops) : NULL;
  if (ops)
    LLVMGetMDNodeOperands(node, ops);
  else
    *n = 0;
  return ops;
}

static lspv_status bad(fwd_ctx *c, LLVMValueRef where, const char *md, const char *what,
                       const char *dec) {
  return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", where, "!%s: %s%s%s", md,
                        dec ? dec : "", dec ? " " : "", what);
}

/* Appends string @p s (len bytes) as SPIR-V packs a literal string. */
static size_t pack_string(uint32_t *w, const char *s, unsigned len) {
  size_t nw = len / 4 + 1;
  memset(w, 0, nw * sizeof *w);
  for (unsigned i = 0; i < len; i++)
    w[i / 4] |= (uint32_t)(unsigned char)s[i] << (8 * (i % 4));
  return nw;
}

/* One decoration node {i32 dec, operand...} on @p target. */
static lspv_status decorate_one(fwd_ctx *c, LLVMValueRef where, const char *md, uint32_t target,
                                LLVMValueRef node) {
  unsigned n = 0;
  LLVMValueRef *ops = LLVMIsAMDNode(node) ? md_operands(c, node, &n) : NULL;
  if (!n || !ops[0] || !LLVMIsAConstantInt(ops[0]))
    return bad(c, where, md, "a decoration is a node that starts with its number", NULL);
  uint32_t dec = (uint32_t)LLVMConstIntGetZExtValue(ops[0]);
  const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, LSPV_OK_Decoration, dec);
  if (!d) { /* e.g. a producer's private number: dropped, as unknown metadata is */
    lspv_fwd_warning(c, where, "!%s: %u is not a known decoration; dropped", md, dec);
    return LSPV_SUCCESS;
  }
  size_t cap = 2;
  for (unsigned j = 1; j < n; j++) {
    unsigned len = 0;
    cap += ops[j] && LLVMIsAMDString(ops[j]) ? (LLVMGetMDString(ops[j], &len), len / 4 + 1) : 1;
  }
  uint32_t *w = lspv_arena_alloc(c->arena, cap * sizeof *w);
  if (!w)
    return fwd_oom(c);
  w[0] = target;
  w[1] = dec;
  size_t nw = 2;
  bool by_id = false;
  unsigned p = 0, j = 1;
  for (; p < d->nparams && j < n; j++) {
    const lspv_operand_desc *pd = &d->params[p];
    if (pd->quant != LSPV_Q_STAR)
      p++;
    LLVMValueRef op = ops[j];
    if (pd->kind == LSPV_OK_LiteralString) {
      unsigned len = 0;
      const char *s = op && LLVMIsAMDString(op) ? LLVMGetMDString(op, &len) : NULL;
      if (!s)
        return bad(c, where, md, "takes a string (MDString) operand", d->name);
      nw += pack_string(w + nw, s, len);
    } else if (pd->kind == LSPV_OK_IdRef) {
      uint32_t id = op && !LLVMIsAMDString(op) && !LLVMIsAMDNode(op) ? fwd_val(c, op) : 0;
      if (!id)
        return bad(c, where, md, "takes a constant value as its <id> operand", d->name);
      w[nw++] = id;
      by_id = true;
    } else {
      if (!op || !LLVMIsAConstantInt(op))
        return bad(c, where, md, "takes an integer operand", d->name);
      w[nw++] = (uint32_t)LLVMConstIntGetZExtValue(op);
      if (lspv_kinds[pd->kind].category == LSPV_CAT_VALUEENUM) {
        lspv_status s = fwd_need_enum(c, pd->kind, w[nw - 1], where);
        if (s)
          return s;
      }
    }
  }
  bool missing = p < d->nparams && d->params[p].quant == LSPV_Q_ONE;
  if (!d->nparams && n == 2 && ops[1] && LLVMIsAConstantInt(ops[1]))
    j = n; /* a flag's value: the decoration itself says it */
  if (missing || j < n)
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", where,
                          "!%s: %s takes %u operand(s), the node gives %u", md, d->name,
                          (unsigned)d->nparams, n - 1);
  if (already_decorated(c, w, nw))
    return LSPV_SUCCESS;
  lspv_status s = fwd_need_enum(c, LSPV_OK_Decoration, dec, where);
  uint32_t opcode = by_id ? SPV_OpDecorateId : SPV_OpDecorate;
  if (!s)
    s = fwd_need_inst(c, opcode, where);
  if (!s)
    fwd_emit(c, LSPV_SEC_ANNOTATION, opcode, w, nw);
  return s;
}

/* Every decoration of list node @p list on @p target. */
static lspv_status decorate_list(fwd_ctx *c, LLVMValueRef where, const char *md, uint32_t target,
                                 LLVMValueRef list) {
  unsigned n = 0;
  LLVMValueRef *ops = LLVMIsAMDNode(list) ? md_operands(c, list, &n) : NULL;
  if (!LLVMIsAMDNode(list))
    return bad(c, where, md, "expected a list of decoration nodes", NULL);
  for (unsigned i = 0; i < n; i++) {
    lspv_status s = decorate_one(c, where, md, target, ops[i]);
    if (s)
      return s;
  }
  return LSPV_SUCCESS;
}

lspv_status fwd_md_decorations(fwd_ctx *c, LLVMValueRef v, uint32_t id) {
  static const char md[] = "spirv.Decorations";
  if (!id)
    return LSPV_SUCCESS;
  LLVMValueRef list = NULL;
  if (LLVMIsAInstruction(v)) {
    if (!LLVMHasMetadata(v))
      return LSPV_SUCCESS;
    list = LLVMGetMetadata(v, LLVMGetMDKindIDInContext(c->llctx, md, sizeof md - 1));
  } else if (LLVMIsAGlobalObject(v)) {
    list = fwd_fn_md(c, v, md);
  }
  return list ? decorate_list(c, v, md, id, list) : LSPV_SUCCESS;
}

int lspv_fwd_md_decorated(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t dec) {
  static const char md[] = "spirv.Decorations";
  if (!v || !LLVMIsAInstruction(v) || !LLVMHasMetadata(v))
    return 0;
  LLVMValueRef list = LLVMGetMetadata(v, LLVMGetMDKindIDInContext(c->llctx, md, sizeof md - 1));
  unsigned n = 0;
  LLVMValueRef *nodes = list && LLVMIsAMDNode(list) ? md_operands(c, list, &n) : NULL;
  for (unsigned i = 0; i < n; i++) {
    unsigned m = 0;
    LLVMValueRef *ops = nodes[i] && LLVMIsAMDNode(nodes[i]) ? md_operands(c, nodes[i], &m) : NULL;
    if (m && ops[0] && LLVMIsAConstantInt(ops[0]) && LLVMConstIntGetZExtValue(ops[0]) == dec)
      return 1;
  }
  return 0;
}

/* A kernel's kernel_arg_type_qual: a "volatile" pointer parameter is
 * Volatile, a "restrict" one NoAlias (as llvm-spirv writes them; reverse
 * rebuilds the qualifier from them). */
static void type_qual_decorations(fwd_ctx *c, LLVMValueRef fn, unsigned i, uint32_t pid) {
  LLVMValueRef quals = LLVMGetFunctionCallConv(fn) == LLVMSPIRKERNELCallConv
                           ? fwd_fn_md(c, fn, "kernel_arg_type_qual")
                           : NULL;
  unsigned n = 0, len = 0;
  LLVMValueRef *ops = quals ? md_operands(c, quals, &n) : NULL;
  const char *q = i < n && ops[i] && LLVMIsAMDString(ops[i]) ? LLVMGetMDString(ops[i], &len) : NULL;
  if (!q || !fwd_is_ptr(LLVMTypeOf(LLVMGetParam(fn, i))))
    return;
  char *qual = lspv_arena_strndup(c->arena, q, len);
  uint32_t vol[2] = {pid, SPV_Decoration_Volatile};
  uint32_t na[3] = {pid, SPV_Decoration_FuncParamAttr, SPV_FunctionParameterAttribute_NoAlias};
  if (qual && strstr(qual, "volatile") && !already_decorated(c, vol, 2))
    fwd_emit(c, LSPV_SEC_ANNOTATION, SPV_OpDecorate, vol, 2);
  if (qual && strstr(qual, "restrict") && !already_decorated(c, na, 3))
    fwd_emit(c, LSPV_SEC_ANNOTATION, SPV_OpDecorate, na, 3);
}

/* A pointer parameter's `align N` is Alignment N; its `dereferenceable(N)`
 * MaxByteOffset N (SPIR-V 1.1: dropped below, as llvm-spirv drops it). */
static lspv_status attr_decorations(fwd_ctx *c, LLVMValueRef fn, unsigned i, uint32_t pid) {
  static const struct {
    const char *attr;
    uint32_t dec;
  } map[] = {{"align", SPV_Decoration_Alignment},
             {"dereferenceable", SPV_Decoration_MaxByteOffset}};
  if (!fwd_is_ptr(LLVMTypeOf(LLVMGetParam(fn, i))))
    return LSPV_SUCCESS;
  for (size_t k = 0; k < sizeof map / sizeof map[0]; k++) {
    unsigned kind = fwd_attr_kind(map[k].attr);
    LLVMAttributeRef a = kind ? LLVMGetEnumAttributeAtIndex(fn, i + 1, kind) : NULL;
    uint64_t v = a ? LLVMGetEnumAttributeValue(a) : 0;
    if (!v || v > UINT32_MAX)
      continue;
    const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, LSPV_OK_Decoration, map[k].dec);
    if (!d || d->min_version > c->max_version)
      continue;
    uint32_t w[3] = {pid, map[k].dec, (uint32_t)v};
    if (already_decorated(c, w, 3))
      continue;
    lspv_status s = fwd_need_enum(c, LSPV_OK_Decoration, map[k].dec, fn);
    if (s)
      return s;
    fwd_emit(c, LSPV_SEC_ANNOTATION, SPV_OpDecorate, w, 3);
  }
  return LSPV_SUCCESS;
}

lspv_status fwd_md_param_decorations(fwd_ctx *c, LLVMValueRef fn, unsigned i, uint32_t pid) {
  static const char md[] = "spirv.ParameterDecorations";
  type_qual_decorations(c, fn, i, pid);
  lspv_status as = attr_decorations(c, fn, i, pid);
  if (as)
    return as;
  LLVMValueRef lists = fwd_fn_md(c, fn, md);
  if (!lists)
    return LSPV_SUCCESS;
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(c, lists, &n);
  if (n != LLVMCountParams(fn))
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", fn,
                          "!%s: %u list(s) for %u parameter(s)", md, n, LLVMCountParams(fn));
  return decorate_list(c, fn, md, pid, ops[i]);
}
