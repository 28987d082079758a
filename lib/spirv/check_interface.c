/*===-- spirv/check_interface.c - entry-point interface lists -------------===*\
|*                                                                            *|
|* SPIR-V 2.16.1 / OpEntryPoint: an entry point's interface lists the         *|
|* module-scope variables its call tree references (Input and Output ones     *|
|* before SPIR-V 1.4, every one from 1.4).  One pass indexes each function's  *|
|* variable references and callees; each entry point then walks its call      *|
|* tree once, so the cost is linear in the module whatever the lists' length. *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/check.h"
#include "spirv/check_walk.h"

typedef struct {
  lspv_check_ctx *c;
  const lspv_spv_view *v;
} tctx;

static const lspv_inst *def(const tctx *t, uint32_t id) { return lspv_view_def(t->v, id); }
static uint32_t op(const tctx *t, const lspv_inst *in, unsigned i) { return lspv_op(t->v, in, i); }

/* Literal words of an OpSwitch case: two for a selector wider than 32 bits. */
static unsigned switch_words(const tctx *t, const lspv_inst *sw) {
  const lspv_inst *sel = def(t, op(t, sw, 0));
  const lspv_inst *ty = sel && sel->type ? def(t, sel->type) : NULL;
  return ty && ty->opcode == SPV_OpTypeInt && op(t, ty, 1) > 32 ? 2 : 1;
}

/* SPIR-V 2.16.1 / OpEntryPoint: the interface lists the module-scope
 * variables that the entry point's call tree references: those of the Input
 * and Output storage classes before 1.4, every one from 1.4. */
static const lspv_inst_desc *resolve_set(void *ctx, uint32_t set_id, uint32_t num) {
  const tctx *t = ctx;
  const lspv_inst *set = def(t, set_id);
  const char *name =
      set && set->opcode == SPV_OpExtInstImport ? lspv_op_string(t->v, set, 1, NULL) : NULL;
  return name ? lspv_extinst_by_number(lspv_extinst_set_by_name(name), num) : NULL;
}

typedef struct {
  uint32_t *func_ord; /* [bound]: 1 + ordinal of a function id */
  uint8_t *is_var;    /* [bound]: a variable an interface may have to list */
  size_t *first;      /* [nfunc + 1]: its references in refs */
  uint32_t *refs;     /* variable ids, callee ordinals | CALLEE */
  size_t nrefs, cap;
} refs_index;

#define CALLEE 0x80000000u

static bool interface_var(const tctx *t, const lspv_inst *d) {
  if (!d || !lspv_is_variable_op(d->opcode) || d->section != LSPV_SEC_GLOBAL)
    return false;
  uint32_t sc = op(t, d, 2);
  if (t->v->version >= LSPV_VERSION(1, 4))
    return sc != SPV_StorageClass_Function;
  return sc == SPV_StorageClass_Input || sc == SPV_StorageClass_Output;
}

static bool push_ref(refs_index *r, uint32_t x) {
  if (r->nrefs == r->cap) {
    size_t cap = r->cap ? 2 * r->cap : 64;
    uint32_t *n = realloc(r->refs, cap * sizeof *n);
    if (!n)
      return false;
    r->refs = n, r->cap = cap;
  }
  r->refs[r->nrefs++] = x;
  return true;
}

static bool index_refs(tctx *t, refs_index *r, uint32_t nfunc) {
  const lspv_spv_view *v = t->v;
  lspv_operand buf[512];
  uint32_t cur = 0;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->section != LSPV_SEC_FUNCTION)
      continue;
    if (in->opcode == SPV_OpFunction) {
      cur = r->func_ord[in->result];
      r->first[cur - 1] = r->nrefs;
      continue;
    }
    if (in->opcode == SPV_OpFunctionCall) {
      uint32_t callee = op(t, in, 2);
      if (r->func_ord[callee] && !push_ref(r, CALLEE | (r->func_ord[callee] - 1)))
        return false;
    }
    /* Only an instruction with a word naming a candidate variable is split
     * into operands (to tell ids from literals): most name none. */
    bool hit = false;
    for (unsigned k = 0; k < lspv_nops(in) && !hit; k++) {
      uint32_t w = lspv_ops(v, in)[k];
      hit = w < v->bound && r->is_var[w];
    }
    if (!hit)
      continue;
    lspv_split sp = {
        .ops = buf, .max = 512, .resolve = resolve_set, .resolve_ctx = t, .gx = t->v->gx};
    if (in->opcode == SPV_OpSwitch)
      sp.ctx_words = switch_words(t, in);
    if (!lspv_walk_split(lspv_inst_desc_of(t->v, in), lspv_ops(v, in), lspv_nops(in), &sp))
      continue;
    for (unsigned k = 0; k < sp.n; k++) {
      unsigned kd = sp.ops[k].kind;
      if (!lspv_kind_is_id(kd) || kd == LSPV_OK_IdResult || kd == LSPV_OK_IdResultType)
        continue;
      uint32_t id = lspv_ops(v, in)[sp.ops[k].word];
      const lspv_inst *d = def(t, id);
      if (interface_var(t, d) && !push_ref(r, id))
        return false;
    }
  }
  r->first[nfunc] = r->nrefs;
  return true;
}

/* @p listed[id] == @p stamp marks the variables of this entry point's
 * interface: one test per reference, whatever the list's length. */
static lspv_status check_entry_interface(tctx *t, const lspv_inst *ep, refs_index *r, uint8_t *seen,
                                         uint32_t *stack, uint32_t nfunc, uint32_t *listed,
                                         uint32_t stamp) {
  const lspv_spv_view *v = t->v;
  unsigned next = 0;
  if (!lspv_op_string(v, ep, 2, &next) || !r->func_ord[op(t, ep, 1)])
    return LSPV_SUCCESS;
  for (unsigned i = next; i < lspv_nops(ep); i++)
    listed[op(t, ep, i)] = stamp; /* ids are below the bound (reader) */
  memset(seen, 0, nfunc);
  uint32_t sp = 0, root = r->func_ord[op(t, ep, 1)] - 1;
  stack[sp++] = root;
  seen[root] = 1;
  while (sp) {
    uint32_t f = stack[--sp];
    for (size_t k = r->first[f]; k < r->first[f + 1]; k++) {
      uint32_t x = r->refs[k];
      if (x & CALLEE) {
        uint32_t g = x & ~CALLEE;
        if (g < nfunc && !seen[g]) {
          seen[g] = 1;
          stack[sp++] = g;
        }
        continue;
      }
      if (listed[x] == stamp)
        continue;
      /* Read anyway (once per entry point): producers of SPIR-V 1.0 for
       * OpenCL leave the builtin variables out, and llvm-spirv reads them. */
      if (lspv_check_is_input(t->c))
        return lspv_check_warn_at(t->c, ep,
                                  "variable %u is used by the entry point's functions but is "
                                  "not in its interface",
                                  x);
      return lspv_check_report_at(
          t->c, ep, "InvalidModule",
          "variable %u is used by the entry point's functions but is not in its "
          "interface",
          x);
    }
  }
  return LSPV_SUCCESS;
}

lspv_status lspv_check_interfaces(lspv_check_ctx *c) {
  tctx tt = {c, lspv_check_view(c)}, *t = &tt;
  const lspv_spv_view *v = t->v;
  uint32_t nfunc = 0;
  bool any = false;
  for (size_t i = 0; i < v->ninsts; i++) {
    nfunc += v->insts[i].opcode == SPV_OpFunction;
    any = any || v->insts[i].opcode == SPV_OpEntryPoint;
  }
  if (!any || !nfunc)
    return LSPV_SUCCESS;
  refs_index r = {calloc(v->bound, sizeof(uint32_t)),
                  calloc(v->bound, 1),
                  calloc(nfunc + 1, sizeof(size_t)),
                  NULL,
                  0,
                  0};
  uint8_t *seen = calloc(nfunc, 1);
  uint32_t *stack = calloc(nfunc, sizeof(uint32_t)), *listed = calloc(v->bound, sizeof(uint32_t));
  lspv_status s = LSPV_SUCCESS;
  if (!r.func_ord || !r.first || !seen || !stack || !listed || !r.is_var) {
    s = lspv_check_report_at(t->c, NULL, "OutOfMemory", "checker");
    goto done;
  }
  uint32_t n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    if (v->insts[i].opcode == SPV_OpFunction)
      r.func_ord[v->insts[i].result] = ++n;
    else if (interface_var(t, &v->insts[i]))
      r.is_var[v->insts[i].result] = 1;
  if (!index_refs(t, &r, nfunc)) {
    s = lspv_check_report_at(t->c, NULL, "OutOfMemory", "checker");
    goto done;
  }
  uint32_t stamp = 0;
  for (size_t i = 0; i < v->ninsts && !s; i++)
    if (v->insts[i].opcode == SPV_OpEntryPoint)
      s = check_entry_interface(t, &v->insts[i], &r, seen, stack, nfunc, listed, ++stamp);
done:
  free(r.func_ord);
  free(r.is_var);
  free(r.first);
  free(r.refs);
  free(seen);
  free(stack);
  free(listed);
  return s;
}
