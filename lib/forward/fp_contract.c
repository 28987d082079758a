/*===-- forward/fp_contract.c - which kernels get ContractionOff -----------===*\
|*                                                                            *|
|* --spirv-fp-contract (lspv_options_set_fp_contract), as llvm-spirv decides *|
|* it: "fast" never marks a kernel, "off" marks every kernel, and "on" (the  *|
|* default) marks a kernel whose call tree could hold an fmul + fadd that    *|
|* the source kept unfused: an fadd or fsub without the `contract` flag      *|
|* (clang writes llvm.fmuladd or `contract` where contraction is allowed;   *|
|* anything else may come from #pragma OPENCL FP_CONTRACT OFF), or a call to *|
|* a function whose body the module does not have.  ContractionOff is the    *|
|* execution mode of SPIR-V 3.6 (Kernel).                                     *|
\*===----------------------------------------------------------------------===*/
#include "forward/fwd_private.h"

static void mark(fwd_ctx *c, LLVMValueRef fn) {
  if (fn && !lspv_ptrmap_put(&c->fpc_off, fn, 1))
    c->b->oom = true;
}

void fwd_fpc_note_arith(fwd_ctx *c, LLVMValueRef inst) {
  if (!LLVMIsAInstruction(inst) || !LLVMCanValueUseFastMathFlags(inst))
    return;
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  if ((op == LLVMFAdd || op == LLVMFSub) &&
      !(LLVMGetFastMathFlags(inst) & LLVMFastMathAllowContract))
    mark(c, c->fn);
}

void fwd_fpc_note_call(fwd_ctx *c, LLVMValueRef callee) {
  if (LLVMIsDeclaration(callee)) {
    mark(c, c->fn);
    return;
  }
  struct fwd_call_edge e = {c->fn, callee};
  if (!lspv_vec_push(&c->fpc_calls, e))
    c->b->oom = true;
}

bool fwd_fpc_contraction_off(fwd_ctx *c, LLVMValueRef fn) {
  switch (c->o->fp_contract) {
  case LSPV_FP_CONTRACT_FAST: return false;
  case LSPV_FP_CONTRACT_OFF: return true;
  case LSPV_FP_CONTRACT_ON: break;
  }
  /* Up the call graph until nothing changes (each round marks at least one
   * more function, so at most one round per call edge); once, when the
   * first kernel asks: every call edge is known by then (the entry points
   * are emitted after all bodies). */
  for (bool changed = !c->fpc_settled; changed;) {
    changed = false;
    uintptr_t v;
    for (size_t i = 0; i < c->fpc_calls.n; i++) {
      const struct fwd_call_edge *e = &c->fpc_calls.v[i];
      if (lspv_ptrmap_get(&c->fpc_off, e->callee, &v) &&
          !lspv_ptrmap_get(&c->fpc_off, e->caller, &v)) {
        mark(c, e->caller);
        changed = true;
      }
    }
    if (c->b->oom)
      break;
  }
  c->fpc_settled = true;
  uintptr_t v;
  return lspv_ptrmap_get(&c->fpc_off, fn, &v);
}
