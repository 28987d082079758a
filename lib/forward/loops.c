/*===-- forward/loops.c - !llvm.loop hints as OpLoopMerge ------------------===*\
|*                                                                            *|
|* Clang puts a loop's hints (#pragma unroll, ivdep, the FPGA loop           *|
|* attributes) as !llvm.loop on the latch's branch, the one back to the loop  *|
|* header.  SPIR-V puts them on an OpLoopMerge right before the header's     *|
|* branch (SPIR-V 3.23 Loop Control, 3.42.17 OpLoopMerge):                   *|
|*                                                                            *|
|*   latch `br label %header` (for, while): the header must end in a         *|
|*     conditional branch; its false target is the Merge Block;              *|
|*   latch `br i1 %c, label %a, label %b` (do-while): the successor that is  *|
|*     a back edge (no later than the latch in reverse post-order) is the     *|
|*     header, the other one the Merge Block;                                *|
|*                                                                            *|
|* the latch is the Continue Target, as llvm-spirv writes it.  A loop whose   *|
|* hints give no Loop Control bit gets no OpLoopMerge (as llvm-spirv).  A   *|
|* latch `br label %header` whose header does not end in a two-way branch   *|
|* (an endless loop) has no merge: its Loop Control goes to the plugins'    *|
|* fwd_unstructured_loop (an extension's loop-control instruction), or is  *|
|* dropped.  The core translates LLVM's own hints; any other hint goes to   *|
|* the plugins' fwd_loop_hint (the FPGA loop controls).  Hints that need a  *|
|* newer SPIR-V than --spirv-max-version allows are dropped, as llvm-spirv  *|
|* drops them.                                                              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

typedef struct {
  LLVMBasicBlockRef merge, cont; /* merge NULL: an unstructured loop */
  LLVMValueRef latch_br;
  lspv_loop_control lc;
} loop_plan;

/* The integer operand @p k of hint node @p hint, or @p dflt. */
static uint32_t hint_int(LLVMValueRef hint, unsigned k, uint32_t dflt) {
  LLVMValueRef ops[4];
  unsigned n = LLVMGetMDNodeNumOperands(hint);
  if (n <= k || n > 4)
    return dflt;
  LLVMGetMDNodeOperands(hint, ops);
  return ops[k] && LLVMIsAConstantInt(ops[k]) ? (uint32_t)LLVMConstIntGetZExtValue(ops[k]) : dflt;
}

/* LLVM's own loop hints: the Loop Control bit, whether the hint's integer
 * is its parameter, and the SPIR-V version the bit needs. */
static const struct {
  const char *name;
  uint32_t bit;
  bool has_param;
  uint32_t version;
} core_hints[] = {
    {"llvm.loop.unroll.disable", SPV_LoopControl_DontUnroll, false, LSPV_VERSION(1, 0)},
    {"llvm.loop.unroll.enable", SPV_LoopControl_Unroll, false, LSPV_VERSION(1, 0)},
    {"llvm.loop.unroll.count", SPV_LoopControl_PartialCount, true, LSPV_VERSION(1, 4)},
    {"llvm.loop.ivdep.enable", SPV_LoopControl_DependencyInfinite, false, LSPV_VERSION(1, 1)},
    {"llvm.loop.ivdep.safelen", SPV_LoopControl_DependencyLength, true, LSPV_VERSION(1, 1)},
};

static void add_core_bit(fwd_ctx *c, lspv_loop_control *lc, uint32_t bit, const uint32_t *param,
                         uint32_t version, const char *why) {
  if (version > c->o->max_version || fwd_need_version(c, version, why))
    return; /* a hint: dropped where the version cannot have it */
  lspv_loop_control_add(lc, bit, param, param ? 1 : 0);
}

static lspv_status core_hint(fwd_ctx *c, const char *name, LLVMValueRef hint, lspv_loop_control *lc,
                             bool *known) {
  *known = true;
  if (!strcmp(name, "llvm.loop.unroll.full")) {
    /* Unroll fully, or not at all when the trip count is unknown: Unroll
     * with PartialCount 1 (1.4), as llvm-spirv writes it. */
    static const uint32_t one = 1;
    lspv_loop_control_add(lc, SPV_LoopControl_Unroll, NULL, 0);
    add_core_bit(c, lc, SPV_LoopControl_PartialCount, &one, LSPV_VERSION(1, 4), name);
    return LSPV_SUCCESS;
  }
  for (size_t k = 0; k < sizeof core_hints / sizeof core_hints[0]; k++) {
    if (strcmp(name, core_hints[k].name))
      continue;
    /* PartialCount does not go with DontUnroll (SPIR-V 3.23). */
    if (core_hints[k].bit == SPV_LoopControl_PartialCount &&
        (lc->mask & SPV_LoopControl_DontUnroll))
      return LSPV_SUCCESS;
    uint32_t p = hint_int(hint, 1, 0);
    add_core_bit(c, lc, core_hints[k].bit, core_hints[k].has_param ? &p : NULL,
                 core_hints[k].version, name);
    return LSPV_SUCCESS;
  }
  *known = false;
  return LSPV_SUCCESS;
}

/* The Loop Control of @p br's !llvm.loop (mask 0 when none). */
static lspv_status loop_control(fwd_ctx *c, LLVMValueRef br, lspv_loop_control *lc) {
  static const char kind[] = "llvm.loop";
  memset(lc, 0, sizeof *lc);
  LLVMValueRef md = LLVMGetMetadata(br, LLVMGetMDKindIDInContext(c->llctx, kind, sizeof kind - 1));
  unsigned n = md ? LLVMGetMDNodeNumOperands(md) : 0;
  LLVMValueRef *ops = n ? lspv_arena_alloc(c->arena, n * sizeof *ops) : NULL;
  if (n && !ops)
    return fwd_oom(c);
  if (n)
    LLVMGetMDNodeOperands(md, ops);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef h = ops[i], first;
    if (!h || !LLVMIsAMDNode(h) || h == md || LLVMGetMDNodeNumOperands(h) < 1 ||
        LLVMGetMDNodeNumOperands(h) > 64)
      continue;
    LLVMValueRef hops[64];
    LLVMGetMDNodeOperands(h, hops);
    first = hops[0];
    unsigned len = 0;
    const char *s = first ? LLVMGetMDString(first, &len) : NULL;
    char name[128];
    if (!s || len >= sizeof name)
      continue;
    memcpy(name, s, len);
    name[len] = 0;
    bool known;
    lspv_status st = core_hint(c, name, h, lc, &known);
    if (!st && !known)
      st = fwd_hook_loop_hint(c, br, name, h, lc);
    if (st)
      return st;
  }
  return LSPV_SUCCESS;
}

static unsigned position(const lspv_ptrmap *pos, LLVMBasicBlockRef bb) {
  uintptr_t p = 0;
  return lspv_ptrmap_get(pos, bb, &p) ? (unsigned)p : ~0u;
}

/* Header and merge block of the loop latch @p br closes; false when it
 * closes none lspv can express.  *merge is NULL for an unstructured loop
 * (an unconditional latch whose header does not end in a two-way
 * conditional branch, e.g. an endless loop): no OpLoopMerge can stand
 * there, a plugin's fwd_unstructured_loop may carry its hints. */
static bool loop_shape(const lspv_ptrmap *pos, LLVMBasicBlockRef latch, LLVMValueRef br,
                       LLVMBasicBlockRef *header, LLVMBasicBlockRef *merge) {
  if (!LLVMIsConditional(br)) {
    *header = LLVMGetSuccessor(br, 0);
    LLVMValueRef ht = LLVMGetBasicBlockTerminator(*header);
    *merge = NULL;
    if (!ht || LLVMGetInstructionOpcode(ht) != LLVMBr || !LLVMIsConditional(ht) ||
        LLVMGetSuccessor(ht, 0) == LLVMGetSuccessor(ht, 1))
      return ht != NULL;
    *merge = LLVMGetSuccessor(ht, 1);
    return true;
  }
  unsigned at = position(pos, latch);
  LLVMBasicBlockRef s0 = LLVMGetSuccessor(br, 0), s1 = LLVMGetSuccessor(br, 1);
  bool back0 = position(pos, s0) <= at, back1 = position(pos, s1) <= at;
  if (back0 == back1)
    return false;
  *header = back0 ? s0 : s1;
  *merge = back0 ? s1 : s0;
  /* OpLoopMerge goes right before an OpBranch(Conditional) (3.42.17). */
  LLVMValueRef ht = LLVMGetBasicBlockTerminator(*header);
  return ht && LLVMGetInstructionOpcode(ht) == LLVMBr;
}

lspv_status fwd_plan_loops(fwd_ctx *c, LLVMBasicBlockRef *order, unsigned n) {
  lspv_ptrmap_free(&c->loop_headers);
  lspv_ptrmap pos = {0};
  lspv_status s = LSPV_SUCCESS;
  for (unsigned k = 0; k < n; k++)
    if (!lspv_ptrmap_put(&pos, order[k], k))
      s = fwd_oom(c);
  for (unsigned k = 0; k < n && !s; k++) {
    LLVMValueRef br = LLVMGetBasicBlockTerminator(order[k]);
    LLVMBasicBlockRef header, merge;
    uintptr_t have;
    if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMHasMetadata(br) ||
        !loop_shape(&pos, order[k], br, &header, &merge) ||
        lspv_ptrmap_get(&c->loop_headers, header, &have))
      continue;
    loop_plan *p = lspv_arena_alloc(c->arena, sizeof *p);
    if (!p) {
      s = fwd_oom(c);
      break;
    }
    if ((s = loop_control(c, br, &p->lc)) || !p->lc.mask)
      continue;
    p->merge = merge;
    p->cont = order[k];
    p->latch_br = br;
    if (!lspv_ptrmap_put(&c->loop_headers, header, (uintptr_t)p))
      s = fwd_oom(c);
  }
  lspv_ptrmap_free(&pos);
  return s;
}

lspv_status fwd_emit_loop_merge(fwd_ctx *c, LLVMBasicBlockRef bb) {
  uintptr_t v;
  if (!c->loop_headers.n || !lspv_ptrmap_get(&c->loop_headers, bb, &v))
    return LSPV_SUCCESS;
  const loop_plan *p = (const loop_plan *)v;
  if (!p->merge)
    return fwd_hook_unstructured_loop(c, p->latch_br, &p->lc);
  uint32_t ops[3 + LSPV_MAX_LOOP_PARAMS] = {fwd_result_id(c, LLVMBasicBlockAsValue(p->merge)),
                                            fwd_result_id(c, LLVMBasicBlockAsValue(p->cont)),
                                            p->lc.mask};
  for (uint32_t i = 0; i < p->lc.nparams; i++)
    ops[3 + i] = p->lc.params[i].word;
  fwd_emit_body(c, SPV_OpLoopMerge, ops, 3 + p->lc.nparams);
  return LSPV_SUCCESS;
}
