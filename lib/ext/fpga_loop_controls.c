/*===-- ext/fpga_loop_controls.c - SPV_INTEL_fpga_loop_controls -----------===*\
|*                                                                            *|
|* The FPGA loop attributes DPC++ writes as !llvm.loop hints, as the INTEL    *|
|* Loop Control bits of the loop's OpLoopMerge (the core writes it:          *|
|* forward/loops.c, reverse/loops.c), and back:                              *|
|*                                                                            *|
|*   llvm.loop.ii.count N                        InitiationIntervalINTEL N   *|
|*   llvm.loop.max_concurrency.count N           MaxConcurrencyINTEL N       *|
|*   llvm.loop.intel.pipelining.enable N         PipelineEnableINTEL N       *|
|*   llvm.loop.coalesce.enable / .count N        LoopCoalesceINTEL 0 / N     *|
|*   llvm.loop.max_interleaving.count N          MaxInterleavingINTEL N      *|
|*   llvm.loop.intel.speculated.iterations.count N  SpeculatedIterationsINTEL N
|*   llvm.loop.fusion.disable                    NoFusionINTEL               *|
|*   llvm.loop.intel.max_reinvocation_delay.count N  MaxReinvocationDelayINTEL N
|*                                                                            *|
|*   llvm.loop.intel.loopcount_min/_max/_avg N   LoopCountINTEL min max avg  *|
|*     (three 64-bit literals, two words each, -1 for one not given)         *|
|*   llvm.loop.parallel_access_indices G... [S]  DependencyArrayINTEL N       *|
|*     (array, S)... for the arrays the GEPs of index groups G index         *|
|*                                                                            *|
|* They are hints: with the extension disabled they are dropped, as          *|
|* llvm-spirv drops them (docs/extensions/fpga-loop-controls.md).            *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "llvm-shim/llvm_shim.h"
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_fpga_loop_controls"

static const struct {
  const char *hint;
  uint32_t bit;
  int has_param;
} hints[] = {
    {"llvm.loop.ii.count", SPV_LoopControl_InitiationIntervalINTEL, 1},
    {"llvm.loop.max_concurrency.count", SPV_LoopControl_MaxConcurrencyINTEL, 1},
    {"llvm.loop.intel.pipelining.enable", SPV_LoopControl_PipelineEnableINTEL, 1},
    {"llvm.loop.coalesce.count", SPV_LoopControl_LoopCoalesceINTEL, 1},
    {"llvm.loop.coalesce.enable", SPV_LoopControl_LoopCoalesceINTEL, 0},
    {"llvm.loop.max_interleaving.count", SPV_LoopControl_MaxInterleavingINTEL, 1},
    {"llvm.loop.intel.speculated.iterations.count", SPV_LoopControl_SpeculatedIterationsINTEL, 1},
    {"llvm.loop.fusion.disable", SPV_LoopControl_NoFusionINTEL, 0},
    {"llvm.loop.intel.max_reinvocation_delay.count", SPV_LoopControl_MaxReinvocationDelayINTEL, 1},
};
#define N_HINTS (sizeof hints / sizeof hints[0])

/* The loop-count hints, in the order of LoopCountINTEL's literals. */
static const char *const loop_counts[3] = {"llvm.loop.intel.loopcount_min",
                                           "llvm.loop.intel.loopcount_max",
                                           "llvm.loop.intel.loopcount_avg"};
#define LOOP_COUNT_WORDS 6

/* Sets literal @p k of the loop's LoopCountINTEL (added with every literal
 * -1 by the first loop-count hint). */
static lspv_status loop_count(lspv_fwd_ctx *c, LLVMValueRef hint, unsigned k,
                              lspv_loop_control *lc) {
  LLVMValueRef ops[2] = {NULL, NULL};
  if (LLVMGetMDNodeNumOperands(hint) != 2)
    return LSPV_DECLINED;
  LLVMGetMDNodeOperands(hint, ops);
  if (!ops[1] || !LLVMIsAConstantInt(ops[1]))
    return LSPV_DECLINED;
  uint64_t v = (uint64_t)LLVMConstIntGetSExtValue(ops[1]);
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_FPGALoopControlsINTEL);
  static const uint32_t unset[LOOP_COUNT_WORDS] = {~0u, ~0u, ~0u, ~0u, ~0u, ~0u};
  if ((s = lspv_loop_control_add(lc, SPV_LoopControl_LoopCountINTEL, unset, LOOP_COUNT_WORDS)))
    return s;
  for (uint32_t i = 0; i < lc->nparams; i++)
    if (lc->params[i].bit == SPV_LoopControl_LoopCountINTEL) {
      lc->params[i + 2 * k].word = (uint32_t)v;
      lc->params[i + 2 * k + 1].word = (uint32_t)(v >> 32);
      break;
    }
  return LSPV_SUCCESS;
}

/* ---- llvm.loop.parallel_access_indices <-> DependencyArrayINTEL ----------
 * The hint names index groups (distinct nodes, then an optional i32
 * safelen, 0 when absent); a GEP carries !llvm.index.group: a group, or a
 * node listing the groups it is in (nested loops).  The arrays are the
 * pointers those GEPs index (through a load of the pointer): the loop gets
 * DependencyArrayINTEL N (array, safelen)... */
#define INDEX_GROUP "llvm.index.group"
#define PARALLEL_ACCESS "llvm.loop.parallel_access_indices"
#define MAX_PAIRS 12 /* (LSPV_MAX_LOOP_PARAMS - 1 - other bits) / 2 */

static int marks_group(LLVMValueRef mark, LLVMValueRef group) {
  unsigned n = LLVMGetMDNodeNumOperands(mark);
  if (mark == group)
    return 1;
  if (n == 0 || n > 64)
    return 0;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(mark, ops);
  for (unsigned i = 0; i < n; i++)
    if (ops[i] == group)
      return 1;
  return 0;
}

/* The array a GEP indexes: its base, or the pointer its base was loaded
 * from. */
static LLVMValueRef gep_array(LLVMValueRef gep) {
  LLVMValueRef base = LLVMGetOperand(gep, 0);
  return LLVMIsALoadInst(base) ? LLVMGetOperand(base, 0) : base;
}

/* Whether @p v is defined ahead of every loop of @p fn: not an instruction,
 * or one of the entry block (an OpLoopMerge may not name a later value). */
static int defined_early(LLVMValueRef fn, LLVMValueRef v) {
  return !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) == LLVMGetEntryBasicBlock(fn);
}

/* Appends the ids of the arrays of group @p g in @p fn to ids[*n..] (each
 * once, ascending within the group, as llvm-spirv orders them).  An array
 * defined inside the function's body (a field of a captured closure) is
 * left out: the OpLoopMerge would name it before its definition. */
static void group_arrays(lspv_fwd_ctx *c, LLVMValueRef fn, unsigned kind, LLVMValueRef g,
                         uint32_t *ids, unsigned *n) {
  unsigned first = *n;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMValueRef mark = LLVMIsAGetElementPtrInst(i) ? LLVMGetMetadata(i, kind) : NULL;
      if (!mark || !marks_group(mark, g) || !defined_early(fn, gep_array(i)))
        continue;
      uint32_t id = lspv_fwd_value(c, gep_array(i)), k = first;
      while (k < *n && ids[k] < id)
        k++;
      if (!id || (k < *n && ids[k] == id) || *n == MAX_PAIRS)
        continue;
      memmove(ids + k + 1, ids + k, (*n - k) * sizeof *ids);
      ids[k] = id;
      (*n)++;
    }
}

/* Adds (array, safelen) pairs to the loop's DependencyArrayINTEL (a later
 * hint extends the count of an earlier one). */
static lspv_status add_dependency_pairs(lspv_loop_control *lc, const uint32_t *ids, unsigned n,
                                        uint32_t safelen) {
  const uint32_t bit = SPV_LoopControl_DependencyArrayINTEL;
  if (!(lc->mask & bit)) {
    uint32_t words[1 + 2 * MAX_PAIRS] = {n};
    for (unsigned i = 0; i < n; i++) {
      words[1 + 2 * i] = ids[i];
      words[2 + 2 * i] = safelen;
    }
    return lspv_loop_control_add(lc, bit, words, 1 + 2 * n);
  }
  uint32_t at = 0;
  while (at < lc->nparams && lc->params[at].bit != bit)
    at++;
  if (at == lc->nparams || lc->nparams + 2 * n > LSPV_MAX_LOOP_PARAMS)
    return LSPV_ERROR_INVALID_INPUT;
  uint32_t end = at + 1 + 2 * lc->params[at].word;
  memmove(lc->params + end + 2 * n, lc->params + end, (lc->nparams - end) * sizeof lc->params[0]);
  for (unsigned i = 0; i < n; i++) {
    lc->params[end + 2 * i].bit = lc->params[end + 2 * i + 1].bit = bit;
    lc->params[end + 2 * i].word = ids[i];
    lc->params[end + 2 * i + 1].word = safelen;
  }
  lc->params[at].word += n;
  lc->nparams += 2 * n;
  return LSPV_SUCCESS;
}

static lspv_status parallel_access(lspv_fwd_ctx *c, LLVMValueRef br, LLVMValueRef hint,
                                   lspv_loop_control *lc) {
  unsigned n = LLVMGetMDNodeNumOperands(hint);
  if (n < 2 || n > 64)
    return LSPV_DECLINED;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(hint, ops);
  uint32_t safelen = 0;
  if (ops[n - 1] && LLVMIsAConstantInt(ops[n - 1]))
    safelen = (uint32_t)LLVMConstIntGetZExtValue(ops[n - 1]), n--;
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(br));
  unsigned kind = LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(br)), INDEX_GROUP,
                                           sizeof INDEX_GROUP - 1);
  uint32_t ids[MAX_PAIRS];
  unsigned nids = 0;
  for (unsigned i = 1; i < n; i++)
    if (ops[i] && LLVMIsAMDNode(ops[i]))
      group_arrays(c, fn, kind, ops[i], ids, &nids);
  if (!nids) /* no access is marked: nothing to say (llvm-spirv drops it) */
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_FPGALoopControlsINTEL);
  if (add_dependency_pairs(lc, ids, nids, safelen))
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLoopMetadata", br,
                          "too many loop control parameters");
  return LSPV_SUCCESS;
}

static lspv_status fwd_loop_hint(lspv_fwd_ctx *c, LLVMValueRef br, const char *name,
                                 LLVMValueRef hint, lspv_loop_control *lc) {
  if (!strcmp(name, PARALLEL_ACCESS))
    return lspv_fwd_extension_enabled(c, EXT) ? parallel_access(c, br, hint, lc) : LSPV_DECLINED;
  for (unsigned k = 0; k < 3; k++)
    if (!strcmp(name, loop_counts[k]))
      return lspv_fwd_extension_enabled(c, EXT) ? loop_count(c, hint, k, lc) : LSPV_DECLINED;
  for (size_t k = 0; k < N_HINTS; k++) {
    if (strcmp(name, hints[k].hint))
      continue;
    if (!lspv_fwd_extension_enabled(c, EXT))
      return LSPV_DECLINED;
    LLVMValueRef ops[2] = {NULL, NULL};
    uint32_t word = 0; /* coalesce.enable: LoopCoalesceINTEL 0 (no count) */
    if (hints[k].has_param) {
      if (LLVMGetMDNodeNumOperands(hint) != 2)
        return LSPV_DECLINED;
      LLVMGetMDNodeOperands(hint, ops);
      if (!ops[1] || !LLVMIsAConstantInt(ops[1]))
        return LSPV_DECLINED;
      word = (uint32_t)LLVMConstIntGetZExtValue(ops[1]);
    }
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_FPGALoopControlsINTEL);
    int param = hints[k].has_param || hints[k].bit == SPV_LoopControl_LoopCoalesceINTEL;
    return lspv_loop_control_add(lc, hints[k].bit, &word, param ? 1 : 0);
  }
  return LSPV_DECLINED;
}

/* LoopCountINTEL: one i64 hint per literal given (not -1). */
static lspv_status rev_loop_count(LLVMContextRef ctx, const uint32_t *params, uint32_t nparams,
                                  LLVMMetadataRef out[4], unsigned *nout) {
  *nout = 0;
  for (unsigned k = 0; k < 3 && 2 * k + 1 < nparams; k++) {
    uint64_t v = params[2 * k] | (uint64_t)params[2 * k + 1] << 32;
    if (v == ~(uint64_t)0)
      continue;
    LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(ctx, loop_counts[k], strlen(loop_counts[k])),
                              LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), v, 1))};
    out[(*nout)++] = LLVMMDNodeInContext2(ctx, ops, 2);
  }
  return LSPV_SUCCESS;
}

/* A fresh index group: an empty distinct node, as LLVM's loop passes and
 * llvm-spirv write one. */
static LLVMMetadataRef new_group(LLVMContextRef ctx) { return lspv_shim_md_distinct(ctx, NULL, 0); }

/* Puts @p bb in the loop's map and on the work list (grown in translation
 * memory); false when out of memory. */
static bool mark(lspv_rev_ctx *c, lspv_map *in, LLVMBasicBlockRef **work, size_t *cap, size_t *n,
                 LLVMBasicBlockRef bb) {
  if (*n == *cap) {
    LLVMBasicBlockRef *w = lspv_rev_alloc(c, 2 * *cap * sizeof *w);
    if (!w)
      return false;
    memcpy(w, *work, *n * sizeof *w);
    *work = w, *cap *= 2;
  }
  if (!lspv_map_put_ptr(in, bb, 1))
    return false;
  (*work)[(*n)++] = bb;
  return true;
}

/* The blocks of the loop whose header is @p header, as keys of a map: the
 * header and every block that reaches a latch (a block after the header
 * that branches back to it, reverse/loops.c) without passing through the
 * header, found backwards through the predecessors (the uses of a block
 * are the terminators that branch to it).  NULL when out of memory. */
static lspv_map *loop_blocks(lspv_rev_ctx *c, LLVMBasicBlockRef header) {
  lspv_map *in = lspv_rev_map_create(c);
  if (!in || !lspv_map_put_ptr(in, header, 1))
    return NULL;
  size_t cap = 64, n = 0;
  LLVMBasicBlockRef *work = lspv_rev_alloc(c, cap * sizeof *work);
  if (!work)
    return NULL;
  for (LLVMBasicBlockRef bb = header; bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned i = 0; i < ns; i++)
      if (LLVMGetSuccessor(t, i) == header) {
        uintptr_t seen;
        if (!lspv_map_get_ptr(in, bb, &seen) && !mark(c, in, &work, &cap, &n, bb))
          return NULL;
        break;
      }
  }
  while (n) {
    LLVMBasicBlockRef bb = work[--n];
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!LLVMIsAInstruction(user))
        continue; /* a blockaddress */
      LLVMBasicBlockRef pred = LLVMGetInstructionParent(user);
      uintptr_t seen;
      if (!lspv_map_get_ptr(in, pred, &seen) && !mark(c, in, &work, &cap, &n, pred))
        return NULL;
    }
  }
  return in;
}

/* Marks the GEPs of the loop (blocks @p in; the whole function when NULL)
 * that index @p array (directly or through a load of it) into group @p g;
 * a GEP already in a group (an outer loop's) gets a node listing both, so
 * a GEP of an inner loop is in the groups of every loop around it and an
 * outer loop's own GEPs in its group alone. */
static void mark_geps(lspv_rev_ctx *c, const lspv_map *in, LLVMValueRef array, LLVMMetadataRef g) {
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMValueRef fn = lspv_rev_function(c);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, INDEX_GROUP, sizeof INDEX_GROUP - 1);
  for (LLVMBasicBlockRef bb = fn ? LLVMGetFirstBasicBlock(fn) : NULL; bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    uintptr_t seen;
    if (in && !lspv_map_get_ptr(in, bb, &seen))
      continue;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsAGetElementPtrInst(i) || gep_array(i) != array)
        continue;
      LLVMValueRef old = LLVMGetMetadata(i, kind);
      LLVMMetadataRef mark = g;
      unsigned n = old ? LLVMGetMDNodeNumOperands(old) : 0;
      if (old && n < 64) {
        /* A group is empty (or lists itself); a list of groups is
         * flattened. */
        LLVMValueRef vals[64];
        LLVMMetadataRef ops[65];
        LLVMGetMDNodeOperands(old, vals);
        if (n == 0 || (n == 1 && vals[0] == old))
          n = 1, ops[0] = LLVMValueAsMetadata(old);
        else
          for (unsigned k = 0; k < n; k++)
            ops[k] = LLVMValueAsMetadata(vals[k]);
        ops[n] = g;
        mark = LLVMMDNodeInContext2(ctx, ops, n + 1);
      }
      LLVMSetMetadata(i, kind, LLVMMetadataAsValue(ctx, mark));
    }
  }
}

/* DependencyArrayINTEL N (array, safelen)...: one index group per array,
 * one parallel_access_indices hint per safelen (up to 4). */
static lspv_status rev_dependency_array(lspv_rev_ctx *c, const uint32_t *params, uint32_t nparams,
                                        LLVMMetadataRef out[4], unsigned *nout) {
  LLVMContextRef ctx = lspv_rev_context(c);
  uint32_t npairs = nparams ? params[0] : 0;
  LLVMMetadataRef hint[4][1 + MAX_PAIRS + 1];
  uint32_t safelens[4];
  unsigned nin[4] = {0};
  *nout = 0;
  LLVMBasicBlockRef header = lspv_rev_loop_header(c);
  lspv_map *in = header ? loop_blocks(c, header) : NULL;
  if (header && !in)
    return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", lspv_rev_current_offset(c),
                          "DependencyArrayINTEL: the loop's blocks");
  for (uint32_t i = 0; i < npairs && 2 + 2 * i < nparams; i++) {
    LLVMValueRef array = lspv_rev_value(c, params[1 + 2 * i]);
    if (!array)
      return LSPV_ERROR_INVALID_INPUT;
    uint32_t safelen = params[2 + 2 * i];
    unsigned h = 0;
    while (h < *nout && safelens[h] != safelen)
      h++;
    if (h == 4 || (h < *nout && nin[h] == MAX_PAIRS))
      continue; /* beyond what one loop id carries here: dropped */
    if (h == *nout) {
      /* One hint per safelen, in ascending safelen order (llvm-spirv's);
       * under --exact-roundtrip in the order of the pairs, which forward
       * keeps (issue 19). */
      h = 0;
      while (h < *nout && (lspv_rev_exact_roundtrip(c) || safelens[h] < safelen))
        h++;
      memmove(safelens + h + 1, safelens + h, (*nout - h) * sizeof safelens[0]);
      memmove(nin + h + 1, nin + h, (*nout - h) * sizeof nin[0]);
      memmove(hint + h + 1, hint + h, (*nout - h) * sizeof hint[0]);
      safelens[h] = safelen;
      hint[h][0] = LLVMMDStringInContext2(ctx, PARALLEL_ACCESS, sizeof PARALLEL_ACCESS - 1);
      nin[h] = 0;
      (*nout)++;
    }
    LLVMMetadataRef g = new_group(ctx);
    mark_geps(c, in, array, g);
    hint[h][1 + nin[h]++] = g;
  }
  for (unsigned h = 0; h < *nout; h++) {
    unsigned n = 1 + nin[h];
    if (safelens[h])
      hint[h][n++] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), safelens[h], 0));
    out[h] = LLVMMDNodeInContext2(ctx, hint[h], n);
  }
  return LSPV_SUCCESS;
}

static lspv_status rev_loop_control(lspv_rev_ctx *c, uint32_t bit, const uint32_t *params,
                                    uint32_t nparams, LLVMMetadataRef out[4], unsigned *nout) {
  LLVMContextRef ctx = lspv_rev_context(c);
  if (bit == SPV_LoopControl_LoopCountINTEL)
    return rev_loop_count(ctx, params, nparams, out, nout);
  if (bit == SPV_LoopControl_DependencyArrayINTEL)
    return rev_dependency_array(c, params, nparams, out, nout);
  for (size_t k = 0; k < N_HINTS; k++) {
    if (hints[k].bit != bit)
      continue;
    /* LoopCoalesceINTEL 0 is coalesce.enable (the row without a count). */
    int with = hints[k].has_param && nparams == 1;
    if (bit == SPV_LoopControl_LoopCoalesceINTEL && with && params[0] == 0)
      continue;
    LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(ctx, hints[k].hint, strlen(hints[k].hint)),
                              NULL};
    if (with)
      ops[1] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), params[0], 0));
    out[0] = LLVMMDNodeInContext2(ctx, ops, with ? 2 : 1);
    *nout = 1;
    return LSPV_SUCCESS;
  }
  *nout = 0; /* a bit of the extension this plugin has no hint for */
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_fpga_loop_controls = {
    LSPV_PLUGIN_HEADER,
    .name = "fpga-loop-controls",
    .extensions = extensions,
    .fwd_loop_hint = fwd_loop_hint,
    .loop_control_bits = SPV_LoopControl_InitiationIntervalINTEL |
                         SPV_LoopControl_MaxConcurrencyINTEL | SPV_LoopControl_PipelineEnableINTEL |
                         SPV_LoopControl_LoopCoalesceINTEL | SPV_LoopControl_MaxInterleavingINTEL |
                         SPV_LoopControl_SpeculatedIterationsINTEL | SPV_LoopControl_NoFusionINTEL |
                         SPV_LoopControl_MaxReinvocationDelayINTEL |
                         SPV_LoopControl_LoopCountINTEL | SPV_LoopControl_DependencyArrayINTEL,
    .rev_loop_control = rev_loop_control,
};
