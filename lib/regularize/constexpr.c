/*===-- regularize/constexpr.c - constant expressions as instructions ----===*\
|* SPIR-V has no constant expressions (OpSpecConstantOp aside); llvm-spirv  *|
|* rewrites those that instructions use into instructions before it        *|
|* translates.  In each function, every cast, getelementptr or binary      *|
|* constant expression an instruction uses (operands of operands first)    *|
|* becomes one instruction in the entry block, which dominates every use:  *|
|* before its first user when that user is in the entry block, else before *|
|* the entry block's terminator; each expression is built once a function. *|
|* Left alone: a call's callee (a cast callee would turn a direct call     *|
|* into an indirect one), constants inside aggregates and metadata, and    *|
|* expression kinds without an instruction form here.                       *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>

#include "regularize/regularize.h"

typedef struct {
  LLVMValueRef ce, inst;
} lowered;

typedef struct {
  reg_ctx *c;
  lowered *v;
  size_t n, cap;
  LLVMValueRef at; /* insert before this */
  bool oom;
} ce_fn;

static bool is_cast(LLVMOpcode op) {
  return (op >= LLVMTrunc && op <= LLVMBitCast) || op == LLVMAddrSpaceCast;
}

static bool is_binop(LLVMOpcode op) {
  return op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMXor || op == LLVMShl ||
         op == LLVMAnd || op == LLVMOr;
}

static LLVMValueRef lower(ce_fn *f, LLVMValueRef ce);

static LLVMValueRef operand(ce_fn *f, LLVMValueRef ce, unsigned k) {
  LLVMValueRef op = LLVMGetOperand(ce, k);
  if (LLVMIsAConstantExpr(op)) {
    LLVMValueRef l = lower(f, op);
    return l ? l : op;
  }
  return op;
}

/* LLVM's builder folds an operation on constants back into a constant
 * expression: each instruction is built over a placeholder (a phi, never
 * folded) standing for its first operand, which then takes its place. */
static LLVMValueRef build(ce_fn *f, LLVMValueRef ce) {
  LLVMBuilderRef b = f->c->b;
  LLVMOpcode op = LLVMGetConstOpcode(ce);
  unsigned n = (unsigned)LLVMGetNumOperands(ce);
  LLVMValueRef ops[32];
  if ((!is_cast(op) && !is_binop(op) && op != LLVMGetElementPtr) || n > 32)
    return NULL;
  for (unsigned k = 0; k < n; k++)
    ops[k] = operand(f, ce, k);
  LLVMPositionBuilderBefore(b, f->at);
  LLVMValueRef first = ops[0], stand_in = LLVMBuildPhi(b, LLVMTypeOf(first), ""), inst;
  if (is_cast(op))
    inst = LLVMBuildCast(b, op, stand_in, LLVMTypeOf(ce), "");
  else if (is_binop(op))
    inst = LLVMBuildBinOp(b, op, stand_in, ops[1], "");
  else
    inst = LLVMBuildGEPWithNoWrapFlags(b, LLVMGetGEPSourceElementType(ce), stand_in, ops + 1, n - 1,
                                       "", LLVMGEPGetNoWrapFlags(ce));
  LLVMSetOperand(inst, 0, first);
  LLVMInstructionEraseFromParent(stand_in);
  return inst;
}

/* The instruction for @p ce in this function, built on first use; NULL
 * when it has no instruction form here. */
static LLVMValueRef lower(ce_fn *f, LLVMValueRef ce) {
  for (size_t k = 0; k < f->n; k++)
    if (f->v[k].ce == ce)
      return f->v[k].inst;
  LLVMValueRef inst = build(f, ce);
  if (!inst)
    return NULL;
  if (f->n == f->cap) {
    size_t cap = f->cap ? 2 * f->cap : 8;
    lowered *p = realloc(f->v, cap * sizeof *p);
    if (!p) {
      f->oom = true;
      return inst;
    }
    f->v = p;
    f->cap = cap;
  }
  f->v[f->n++] = (lowered){ce, inst};
  return inst;
}

lspv_status reg_constant_exprs(reg_ctx *c, LLVMValueRef fn) {
  ce_fn f = {.c = c};
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(entry);
  for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      unsigned n = (unsigned)LLVMGetNumOperands(i);
      if (LLVMIsACallInst(i) || LLVMIsAInvokeInst(i) || LLVMIsACallBrInst(i))
        n--; /* the callee */
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef op = LLVMGetOperand(i, k);
        if (!LLVMIsAConstantExpr(op))
          continue;
        /* The entry block has no phis (no predecessors). */
        f.at = bb == entry ? i : term;
        LLVMValueRef l = lower(&f, op);
        if (l)
          LLVMSetOperand(i, k, l);
      }
    }
  free(f.v);
  return f.oom ? lspv_error(c->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "regularizing")
               : LSPV_SUCCESS;
}
