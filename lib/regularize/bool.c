/*===-- regularize/bool.c - i1 as SPIR-V's bool --------------------------===*\
|* SPIR-V's OpTypeBool has no bits: shifts and integer conversions of i1    *|
|* (and vectors of i1) are rewritten in integers, as llvm-spirv's           *|
|* regularization does:                                                     *|
|*  - shl / lshr / ashr of i1: both operands widened to i32 by selects of 1 *|
|*    and 0, one lshr (a shift of i1 by 1 is poison, so every defined      *|
|*    shift of i1 is its first operand, which lshr gives), and the result  *|
|*    compared with 0 for the users that want i1; a user that zero-extends  *|
|*    it to i32 takes the i32 shift directly;                              *|
|*  - trunc to i1: the low bit, `icmp ne (and x, 1), 0`;                    *|
|*  - zext / sext of i1: a select of 1 (or -1) and 0;                       *|
|*  - uitofp / sitofp of i1: the operand widened to i32 first by a select  *|
|*    of 1 (sitofp: -1, the value of a signed i1 true) and 0.              *|
\*===----------------------------------------------------------------------===*/
#include "regularize/regularize.h"

static LLVMValueRef widen(reg_ctx *c, LLVMValueRef v, LLVMTypeRef to, unsigned long long one) {
  return LLVMBuildSelect(c->b, v, reg_splat(to, one), LLVMConstNull(to), "");
}

static bool is_shift(LLVMOpcode op) { return op == LLVMShl || op == LLVMLShr || op == LLVMAShr; }

static lspv_status shift(reg_ctx *c, LLVMValueRef i) {
  LLVMTypeRef it = reg_like(LLVMInt32TypeInContext(c->llctx), LLVMTypeOf(i));
  LLVMPositionBuilderBefore(c->b, i);
  LLVMValueRef a = widen(c, LLVMGetOperand(i, 0), it, 1);
  LLVMValueRef n = widen(c, LLVMGetOperand(i, 1), it, 1);
  LLVMValueRef r = LLVMBuildLShr(c->b, a, n, ""), back = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(i); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAZExtInst(user) && LLVMTypeOf(user) == it) {
      LLVMReplaceAllUsesWith(user, r);
      lspv_status s = reg_kill(c, user);
      if (s)
        return s;
    } else {
      if (!back)
        back = LLVMBuildICmp(c->b, LLVMIntNE, r, LLVMConstNull(it), "");
      /* The operand index of this use: the user's operand that is i. */
      for (unsigned k = 0, nk = LLVMGetNumOperands(user); k < nk; k++)
        if (LLVMGetOperandUse(user, k) == u)
          LLVMSetOperand(user, k, back);
    }
    u = next;
  }
  /* Only the folded zexts still read i; they die with it. */
  LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
  return reg_kill(c, i);
}

lspv_status reg_bool_shifts(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (is_shift(LLVMGetInstructionOpcode(i)) && reg_is_bool(LLVMTypeOf(i))) {
        lspv_status s = shift(c, i);
        if (s)
          return s;
      }
  return LSPV_SUCCESS;
}

/* Rewrites the cast @p i of or to i1, if it is one; it may erase @p i. */
static void cast(reg_ctx *c, LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  if (op != LLVMTrunc && op != LLVMZExt && op != LLVMSExt && op != LLVMUIToFP && op != LLVMSIToFP)
    return;
  LLVMValueRef x = LLVMGetOperand(i, 0);
  LLVMTypeRef xt = LLVMTypeOf(x), t = LLVMTypeOf(i);
  LLVMPositionBuilderBefore(c->b, i);
  if (op == LLVMTrunc && reg_is_bool(t)) {
    LLVMValueRef low = LLVMBuildAnd(c->b, x, reg_splat(xt, 1), "");
    reg_replace(i, LLVMBuildICmp(c->b, LLVMIntNE, low, LLVMConstNull(xt), ""));
  } else if ((op == LLVMZExt || op == LLVMSExt) && reg_is_bool(xt)) {
    reg_replace(i, widen(c, x, t, op == LLVMSExt ? ~0ull : 1));
  } else if ((op == LLVMUIToFP || op == LLVMSIToFP) && reg_is_bool(xt)) {
    LLVMTypeRef it = reg_like(LLVMInt32TypeInContext(c->llctx), xt);
    LLVMSetOperand(i, 0, widen(c, x, it, op == LLVMSIToFP ? ~0ull : 1));
  }
}

lspv_status reg_bool_casts(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
      next = LLVMGetNextInstruction(i);
      cast(c, i);
    }
  return LSPV_SUCCESS;
}
