/*===-- reverse/fp_contract.c - contraction allowed where no ContractionOff -===*\
|*                                                                            *|
|* A kernel without the ContractionOff execution mode lets the consumer fuse *|
|* a multiply and an add anywhere in its call tree.  Forward derives the     *|
|* mode from the `contract` flags (forward/fp_contract.c: a kernel is left   *|
|* unmarked only when every fadd/fsub it can reach carries the flag), so    *|
|* under --exact-roundtrip reverse gives that flag back: every fadd and     *|
|* fsub of a function reachable from a kernel without ContractionOff gets   *|
|* `contract`, and its fmul too when that call tree adds (see visit).  A    *|
|* function that only kernels with ContractionOff reach keeps its           *|
|* instructions as they are, so those kernels are marked again.  A module  *|
|* whose decorations carry the flag per instruction (a plugin's fast-math  *|
|* bit) has nothing to guess.  Without the option the flags stay as        *|
|* llvm-spirv writes them (none).                                           *|
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

static bool is_fp_op(LLVMValueRef i, LLVMOpcode op) {
  return (op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul) && LLVMCanValueUseFastMathFlags(i);
}

/* Gives `contract` to the float arithmetic of root and of every defined
 * function it calls directly, once each.  The fadd/fsub get it back
 * exactly (forward left the kernel unmarked because each had it); an fmul
 * gets it only when the call tree has an fadd or fsub, i.e. when the kernel
 * was unmarked for a reason: a kernel without any is unmarked whatever its
 * multiplies carried, and guessing `contract` on them would make a second
 * forward that can write the flag (SPV_INTEL_fp_fast_math_mode) differ. */
static bool visit(LLVMValueRef root, lspv_ptrmap *seen) {
  LSPV_VEC(LLVMValueRef) stack = {0}, fns = {0};
  bool ok = lspv_ptrmap_put(seen, root, 1) && lspv_vec_push(&stack, root), has_add = false;
  while (ok && stack.n) {
    LLVMValueRef fn = stack.v[--stack.n];
    ok = lspv_vec_push(&fns, fn);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && ok;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && ok; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (op != LLVMFMul && is_fp_op(i, op))
          has_add = true;
        LLVMValueRef callee = op == LLVMCall ? LLVMGetCalledValue(i) : NULL;
        uintptr_t v;
        if (callee && LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee) &&
            !lspv_ptrmap_get(seen, callee, &v))
          ok = lspv_ptrmap_put(seen, callee, 1) && lspv_vec_push(&stack, callee);
      }
  }
  for (size_t k = 0; ok && k < fns.n; k++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fns.v[k]); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (is_fp_op(i, op) && (op != LLVMFMul || has_add))
          LLVMSetFastMathFlags(i, LLVMGetFastMathFlags(i) | LLVMFastMathAllowContract);
      }
  lspv_vec_free(&stack);
  lspv_vec_free(&fns);
  return ok;
}

/* Does an instruction carry FPFastMathMode bits beyond the core ones?  Then
 * forward could write `contract` per instruction (a plugin's bit, read back
 * by the plugin) and wrote it wherever the flag was: nothing to guess. */
static bool flags_per_instruction(const rev_ctx *c) {
  const uint32_t core = SPV_FPFastMathMode_NotNaN | SPV_FPFastMathMode_NotInf |
                        SPV_FPFastMathMode_NSZ | SPV_FPFastMathMode_AllowRecip |
                        SPV_FPFastMathMode_Fast;
  for (size_t i = 0; i < c->v->ninsts; i++) {
    const lspv_inst *d = &c->v->insts[i];
    if (d->section > LSPV_SEC_ANNOTATION)
      break;
    if (d->opcode == SPV_OpDecorate && lspv_nops(d) > 2 &&
        rev_op(c, d, 1) == SPV_Decoration_FPFastMathMode && (rev_op(c, d, 2) & ~core))
      return true;
  }
  return false;
}

lspv_status rev_fp_contract(rev_ctx *c) {
  if (!rev_exact_sync(c) || flags_per_instruction(c))
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
