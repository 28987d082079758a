/*===-- reverse/decorations.c - decorations -> !spirv.Decorations metadata ===*\
|*                                                                            *|
|* The reverse of forward/decorations.c, as llvm-spirv writes it:            *|
|*  - in SPIR-V friendly IR (--spirv-target-env=SPV-IR), every decoration of *|
|*    a global variable or an instruction is also listed in its              *|
|*    !spirv.Decorations, and a function's parameter decorations in its     *|
|*    !spirv.ParameterDecorations;                                           *|
|*  - a kernel gets !spirv.ParameterDecorations in every environment (one   *|
|*    list per parameter, empty for an undecorated one);                     *|
|*  - lspv's own modules under --exact-roundtrip get the lists in every     *|
|*    environment, as in SPIR-V friendly IR, without the decorations a      *|
|*    plugin carries in its own form (lspv_rev_decoration_carried: an       *|
|*    annotation string, a builtin's name), which a second forward would    *|
|*    otherwise write twice or elsewhere.                                    *|
|* A decoration node is {i32 number, operand...}: literals and enumerants as *|
|* i32, literal strings as MDString, an <id> operand as its LLVM value       *|
|* (forward reads every one of them back).  The lists follow the decoration *|
|* numbers, in module order for equal numbers.                              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "reverse/rev_private.h"
#include "spirv/grammar.h"

static LLVMMetadataRef i32_md(rev_ctx *c, uint32_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0));
}

/* Is @p id a module-scope instruction a plugin translates to something other
 * than a value (SPV_INTEL_memory_access_aliasing's scope lists become
 * metadata)?  A decoration naming one is the plugin's to read back: it is
 * left out of the list rather than failing for want of a value. */
static bool plugin_non_value(rev_ctx *c, uint32_t id) {
  const lspv_inst *d = rev_def(c, id);
  if (!d || d->section == LSPV_SEC_FUNCTION || c->values[id])
    return false;
  const lspv_plugin *p = rev_plugin_for_opcode(c, d->opcode);
  if (!p)
    return false;
  if (!c->plugin_done[id] && rev_plugin_instruction(c, p, d) != LSPV_SUCCESS)
    return false; /* rev_value reports it */
  return !c->values[id];
}

/* Does decoration @p d name such an instruction? */
static bool names_plugin_non_value(rev_ctx *c, const lspv_inst *d) {
  if (d->opcode != SPV_OpDecorateId)
    return false;
  for (unsigned i = 2, n = lspv_nops(d); i < n; i++)
    if (plugin_non_value(c, rev_op(c, d, i)))
      return true;
  return false;
}

/* One decoration instruction as a node; NULL after a diagnostic. */
static LLVMMetadataRef decoration_node(rev_ctx *c, const lspv_inst *d) {
  unsigned n = lspv_nops(d);
  uint32_t dec = rev_op(c, d, 1);
  const lspv_enum_desc *e = lspv_gx_enum(c->o->gx, LSPV_OK_Decoration, dec);
  LLVMMetadataRef *ops = lspv_arena_alloc(c->arena, (n + 1) * sizeof *ops);
  if (!ops)
    return NULL;
  unsigned k = 0, p = 0;
  ops[k++] = i32_md(c, dec);
  for (unsigned i = 2; i < n;) {
    unsigned kind = e && p < e->nparams ? e->params[p].kind : LSPV_OK_LiteralInteger;
    if (e && p < e->nparams && e->params[p].quant != LSPV_Q_STAR)
      p++;
    if (kind == LSPV_OK_LiteralString) {
      unsigned next = n;
      const char *s = lspv_op_string(c->v, d, i, &next);
      ops[k++] = LLVMMDStringInContext2(c->ctx, s ? s : "", s ? strlen(s) : 0);
      i = next;
      continue;
    }
    LLVMValueRef v = NULL;
    if (kind == LSPV_OK_IdRef && !(v = rev_value(c, rev_op(c, d, i), d)))
      return NULL;
    ops[k++] = v ? LLVMValueAsMetadata(v) : i32_md(c, rev_op(c, d, i));
    i++;
  }
  return LLVMMDNodeInContext2(c->ctx, ops, k);
}

/* The decorations of @p id as a list node (*out NULL when it has none). */
/* @p fn: a function's list, without LinkageAttributes (its linkage says it,
 * and forward writes it from there). */
static lspv_status decoration_list(rev_ctx *c, uint32_t id, bool fn, LLVMMetadataRef *out) {
  *out = NULL;
  unsigned n = 0;
  for (uint32_t k = c->deco_head[id]; k; k = c->nodes.v[k - 1].next)
    n += c->v->insts[c->nodes.v[k - 1].inst].opcode != SPV_OpMemberDecorate;
  if (!n)
    return LSPV_SUCCESS;
  const lspv_inst **ds = lspv_arena_alloc(c->arena, n * sizeof *ds);
  LLVMMetadataRef *nodes = lspv_arena_alloc(c->arena, n * sizeof *nodes);
  if (!ds || !nodes)
    return LSPV_ERROR_OUT_OF_MEMORY;
  unsigned m = 0;
  for (uint32_t k = c->deco_head[id]; k; k = c->nodes.v[k - 1].next) {
    const lspv_inst *d = &c->v->insts[c->nodes.v[k - 1].inst];
    if (d->opcode == SPV_OpMemberDecorate || names_plugin_non_value(c, d) ||
        (fn && rev_op(c, d, 1) == SPV_Decoration_LinkageAttributes) ||
        (rev_exact_sync(c) && rev_decoration_is_carried(c, d)))
      continue;
    /* insertion sort by number, then module order (the list runs backwards) */
    unsigned at = m++;
    while (at && (rev_op(c, ds[at - 1], 1) > rev_op(c, d, 1) ||
                  (rev_op(c, ds[at - 1], 1) == rev_op(c, d, 1) && ds[at - 1] > d))) {
      ds[at] = ds[at - 1];
      at--;
    }
    ds[at] = d;
  }
  for (unsigned i = 0; i < m; i++)
    if (!(nodes[i] = decoration_node(c, ds[i])))
      return LSPV_ERROR_INVALID_INPUT;
  if (m)
    *out = LLVMMDNodeInContext2(c->ctx, nodes, m);
  return LSPV_SUCCESS;
}

/* The lists are written in SPIR-V friendly IR, and in every environment for
 * lspv's own modules under --exact-roundtrip: a decoration that nothing
 * else in LLVM IR carries (SPV_INTEL_cache_controls' on a pointer copy) was
 * lost in the OpenCL environments, so the second forward left it out
 * (issue 19). */
static bool md_env(const rev_ctx *c) { return c->env == LSPV_TARGET_SPV_IR || rev_exact_sync(c); }

lspv_status rev_md_decorations(rev_ctx *c, uint32_t id, LLVMValueRef val) {
  if (!md_env(c) || !val ||
      !(LLVMIsAGlobalVariable(val) || LLVMIsAInstruction(val) ||
        (LLVMIsAFunction(val) && rev_exact_sync(c))))
    return LSPV_SUCCESS;
  LLVMMetadataRef list = NULL;
  lspv_status s = decoration_list(c, id, LLVMIsAFunction(val) != NULL, &list);
  if (s || !list)
    return s;
  static const char kind[] = "spirv.Decorations";
  unsigned k = LLVMGetMDKindIDInContext(c->ctx, kind, sizeof kind - 1);
  if (LLVMIsAInstruction(val))
    LLVMSetMetadata(val, k, LLVMMetadataAsValue(c->ctx, list));
  else
    LLVMGlobalSetMetadata(val, k, list);
  return LSPV_SUCCESS;
}

lspv_status rev_md_param_decorations(rev_ctx *c, LLVMValueRef fn, const lspv_inst *params,
                                     unsigned np, bool kernel) {
  if ((!np && !kernel) || (!kernel && !md_env(c)))
    return LSPV_SUCCESS;
  LLVMMetadataRef *lists = lspv_arena_alloc(c->arena, (np ? np : 1) * sizeof *lists);
  if (!lists)
    return LSPV_ERROR_OUT_OF_MEMORY;
  bool any = false;
  for (unsigned i = 0; i < np; i++) {
    lspv_status s = decoration_list(c, params[i].result, false, &lists[i]);
    if (s)
      return s;
    any |= lists[i] != NULL;
    if (!lists[i])
      lists[i] = LLVMMDNodeInContext2(c->ctx, NULL, 0);
  }
  if (any || kernel)
    LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(c->ctx, "spirv.ParameterDecorations", 26),
                          LLVMMDNodeInContext2(c->ctx, lists, np));
  return LSPV_SUCCESS;
}

bool rev_const_value(rev_ctx *c, uint32_t id, const lspv_inst *user, uint64_t *out) {
  LLVMValueRef v = rev_value(c, id, user);
  if (!v)
    return false;
  if (!LLVMIsAConstantInt(v)) {
    rev_fail(c, user, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "the <id> operand %u of the decoration is not an integer constant", id);
    return false;
  }
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}
