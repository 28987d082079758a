/*===-- reverse/loops.c - OpLoopMerge as !llvm.loop ------------------------===*\
|*                                                                            *|
|* SPIR-V puts a loop's Loop Control on the OpLoopMerge of its header; LLVM  *|
|* puts the loop's hints as !llvm.loop on the branch of each latch, a block   *|
|* with a back edge to the header.  SPIR-V orders blocks so that a block     *|
|* comes after its dominators (2.16.1), and a latch is dominated by the      *|
|* header: the latches are the blocks, from the header on, that branch to    *|
|* it.  The loop id is distinct !{self, hints...}; the core's bits give      *|
|* LLVM's own hints (unroll, ivdep), a plugin's bits (loop_control_bits,     *|
|* rev_loop_control) its own, other bits are skipped with their parameters  *|
|* (MinIterations... have no LLVM hint), as llvm-spirv does.  A plugin's    *|
|* loop_control_opcodes (an extension's, in a loop without a merge)        *|
|* give the loop of the block holding them its hints the same way.          *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "reverse/rev_private.h"

static LLVMMetadataRef hint_node(rev_ctx *c, const char *name, const uint32_t *param) {
  LLVMMetadataRef ops[2] = {LLVMMDStringInContext2(c->ctx, name, strlen(name)), NULL};
  if (param)
    ops[1] = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c->ctx), *param, 0));
  return LLVMMDNodeInContext2(c->ctx, ops, param ? 2 : 1);
}

/* LLVM's own hint for a core bit (and its parameter); NULL when none. */
static LLVMMetadataRef core_hint(rev_ctx *c, uint32_t mask, uint32_t bit, const uint32_t *p) {
  switch (bit) {
  case SPV_LoopControl_Unroll:
    return mask & SPV_LoopControl_PartialCount ? NULL
                                               : hint_node(c, "llvm.loop.unroll.enable", NULL);
  case SPV_LoopControl_DontUnroll: return hint_node(c, "llvm.loop.unroll.disable", NULL);
  case SPV_LoopControl_DependencyInfinite: return hint_node(c, "llvm.loop.ivdep.enable", NULL);
  case SPV_LoopControl_DependencyLength: return hint_node(c, "llvm.loop.ivdep.safelen", p);
  case SPV_LoopControl_PartialCount:
    if (mask & SPV_LoopControl_DontUnroll)
      return NULL;
    /* Unroll with PartialCount 1 is how a full unroll is written. */
    if (*p == 1 && (mask & SPV_LoopControl_Unroll))
      return hint_node(c, "llvm.loop.unroll.full", NULL);
    return hint_node(c, "llvm.loop.unroll.count", p);
  default: return NULL;
  }
}

/* The hints of Loop Control @p mask with parameters words[0..nwords). */
static lspv_status loop_hints(rev_ctx *c, const lspv_inst *in, uint32_t mask, const uint32_t *words,
                              uint32_t nwords, LLVMMetadataRef *hints, unsigned *nhints) {
  uint32_t at = 0;
  for (uint32_t bit = 1; bit && bit <= mask; bit <<= 1) {
    if (!(mask & bit))
      continue;
    const lspv_enum_desc *e = lspv_gx_enum(c->v->gx, LSPV_OK_LoopControl, bit);
    uint32_t np = e ? lspv_enum_param_words(e, words + at, nwords - at) : 0;
    if (np == ~0u || at + np > nwords)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "Loop Control 0x%x lacks its parameters", bit);
    LLVMMetadataRef got[4];
    unsigned ngot = 0;
    lspv_status s = rev_plugin_loop_control(c, bit, words + at, np, got, &ngot);
    if (s == LSPV_DECLINED) {
      s = LSPV_SUCCESS;
      LLVMMetadataRef h = core_hint(c, mask, bit, words + at);
      if (h)
        got[ngot++] = h;
    }
    if (s != LSPV_SUCCESS)
      return s;
    for (unsigned i = 0; i < ngot && *nhints < 32; i++)
      hints[(*nhints)++] = got[i];
    at += np;
  }
  return LSPV_SUCCESS;
}

static lspv_status loop_metadata(rev_ctx *c, LLVMBasicBlockRef header, const lspv_inst *in,
                                 uint32_t mask, const uint32_t *words, uint32_t nwords) {
  LLVMMetadataRef ops[33];
  unsigned n = 0;
  c->loop_header = header; /* lspv_rev_loop_header */
  lspv_status s = loop_hints(c, in, mask, words, nwords, ops + 1, &n);
  c->loop_header = NULL;
  if (s != LSPV_SUCCESS)
    return s;
  /* A self-referential node: LLVM makes it distinct. */
  LLVMMetadataRef tmp = LLVMTemporaryMDNode(c->ctx, NULL, 0);
  ops[0] = tmp;
  LLVMMetadataRef id = LLVMMDNodeInContext2(c->ctx, ops, n + 1);
  LLVMMetadataReplaceAllUsesWith(tmp, id);
  static const char kind[] = "llvm.loop";
  unsigned k = LLVMGetMDKindIDInContext(c->ctx, kind, sizeof kind - 1);
  LLVMValueRef val = LLVMMetadataAsValue(c->ctx, id);
  for (LLVMBasicBlockRef bb = header; bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned i = 0; i < ns; i++)
      if (LLVMGetSuccessor(t, i) == header) {
        LLVMSetMetadata(t, k, val);
        break;
      }
  }
  return LSPV_SUCCESS;
}

lspv_status rev_loops(rev_ctx *c, size_t first, size_t end) {
  LLVMBasicBlockRef bb = NULL;
  for (size_t k = first; k < end; k++) {
    const lspv_inst *in = &c->v->insts[k];
    if (in->opcode == SPV_OpLabel && c->values[in->result])
      bb = LLVMValueAsBasicBlock(c->values[in->result]);
    /* OpLoopMerge: Merge, Continue, Loop Control...; a plugin's loop
     * loop-control instruction: Loop Control... */
    unsigned at = in->opcode == SPV_OpLoopMerge ? 2 : 0;
    if (!bb || (!at && !rev_plugin_loop_control_opcode(c, in->opcode)) || lspv_nops(in) < at + 1)
      continue;
    const uint32_t *ops = lspv_ops(c->v, in);
    lspv_status s = loop_metadata(c, bb, in, ops[at], ops + at + 1, lspv_nops(in) - at - 1);
    if (s != LSPV_SUCCESS)
      return s;
  }
  return LSPV_SUCCESS;
}
