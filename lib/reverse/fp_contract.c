/*===-- reverse/fp_contract.c - contraction allowed where no ContractionOff -===*\
|*                                                                            *|
|* A kernel without the ContractionOff execution mode lets the consumer fuse *|
|* a multiply and an add anywhere in its call tree.  Forward derives the     *|
|* mode from the `contract` flags (forward/fp_contract.c: a kernel is left   *|
|* unmarked only when every fadd/fsub it can reach carries the flag), so    *|
|* under --exact-roundtrip reverse gives that flag back: every fmul, fadd    *|
|* and fsub of a function reachable from a kernel without ContractionOff     *|
|* gets `contract`.  A function that only kernels with ContractionOff reach *|
|* keeps its instructions as they are, so those kernels are marked again.    *|
|* Without the option the flags stay as llvm-spirv writes them (none).       *|
\*===----------------------------------------------------------------------===*/
#include "reverse/rev_private.h"

#include <stdlib.h>
#include <string.h>

static bool has_contraction_off(const rev_ctx *c, uint32_t fn_id) {
  for (uint32_t n = c->mode_head[fn_id]; n; n = c->nodes.v[n - 1].next) {
    const lspv_inst *m = &c->v->insts[c->nodes.v[n - 1].inst];
    if (m->opcode == SPV_OpExecutionMode && rev_op(c, m, 1) == SPV_ExecutionMode_ContractionOff)
      return true;
  }
  return false;
}

/* Gives `contract` to the float arithmetic of root and of every defined
 * function it calls directly, once each, in one walk of each body. */
static bool visit(LLVMValueRef root, lspv_ptrmap *seen) {
  LSPV_VEC(LLVMValueRef) stack = {0};
  bool ok = lspv_ptrmap_put(seen, root, 1) && lspv_vec_push(&stack, root);
  while (ok && stack.n) {
    LLVMValueRef fn = stack.v[--stack.n];
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && ok;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && ok; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if ((op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul) && LLVMCanValueUseFastMathFlags(i))
          LLVMSetFastMathFlags(i, LLVMGetFastMathFlags(i) | LLVMFastMathAllowContract);
        LLVMValueRef callee = op == LLVMCall ? LLVMGetCalledValue(i) : NULL;
        uintptr_t v;
        if (callee && LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee) &&
            !lspv_ptrmap_get(seen, callee, &v))
          ok = lspv_ptrmap_put(seen, callee, 1) && lspv_vec_push(&stack, callee);
      }
  }
  lspv_vec_free(&stack);
  return ok;
}

lspv_status rev_fp_contract(rev_ctx *c) {
  if (!rev_exact_sync(c))
    return LSPV_SUCCESS;
  lspv_ptrmap seen;
  memset(&seen, 0, sizeof seen);
  bool ok = true;
  for (uint32_t id = 1; id < c->v->bound && ok; id++) {
    LLVMValueRef fn = c->entry_inst[id] ? c->values[id] : NULL;
    uintptr_t v;
    if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn) || has_contraction_off(c, id) ||
        lspv_ptrmap_get(&seen, fn, &v))
      continue;
    ok = visit(fn, &seen);
  }
  lspv_ptrmap_free(&seen);
  return ok ? LSPV_SUCCESS
            : lspv_error(c->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
}
