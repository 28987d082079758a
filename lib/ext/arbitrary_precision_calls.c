/*===-- ext/arbitrary_precision_calls.c - FPGA arbitrary-precision ops ------===*\
|*                                                                            *|
|* The shared translation of the fixed-point and floating-point instruction  *|
|* sets (see arbitrary_precision_calls.h):                                   *|
|*                                                                            *|
|*   %r = call i5 @intel_arbitrary_fixed_sqrt.i5.i13(i13 %x, i1 false,       *|
|*                                              i32 2, i32 2, i32 0, i32 0) *|
|*     <->  %r = OpFixedSqrtINTEL %i5 %x 0 2 2 0 0                           *|
|*                                                                            *|
|* A result wider than 64 bits is written through a first `ptr addrspace(4)  *|
|* sret(iN)` argument (reverse: a new variable, loaded afterwards).          *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "ext/arbitrary_precision_calls.h"

static const lspv_ap_op *op_by_name(const lspv_ap_set *set, const char *s, size_t n) {
  for (unsigned i = 0; i < set->nops; i++)
    if (strlen(set->ops[i].name) == n && !memcmp(set->ops[i].name, s, n))
      return &set->ops[i];
  return NULL;
}

static const lspv_ap_op *op_by_opcode(const lspv_ap_set *set, uint32_t opcode) {
  for (unsigned i = 0; i < set->nops; i++)
    if (set->ops[i].opcode == opcode)
      return &set->ops[i];
  return NULL;
}

/* ---- forward -----------------------------------------------------------------*/

static lspv_status bad_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *why) {
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                        "Can't translate llvm instruction:\n%s", why);
}

/* The sret pointee of argument 0, NULL when the call has none. */
static LLVMTypeRef sret_type(LLVMValueRef call) {
  unsigned kind = LLVMGetEnumAttributeKindForName("sret", 4);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, 1, kind);
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (!a && LLVMIsAFunction(fn) && LLVMCountParams(fn) > 0)
    a = LLVMGetEnumAttributeAtIndex(fn, 1, kind);
  return a && LLVMIsTypeAttribute(a) ? LLVMGetTypeAttributeValue(a) : NULL;
}

static lspv_status fwd_emit_op(lspv_fwd_ctx *c, const lspv_ap_set *set, const lspv_ap_op *op,
                               LLVMValueRef call) {
  unsigned nshape = (unsigned)strlen(op->shape), nargs = LLVMGetNumArgOperands(call);
  LLVMTypeRef sret = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind ? sret_type(call) : NULL;
  unsigned first = sret ? 1 : 0;
  if (nargs != nshape + first || (!sret && LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind))
    return bad_call(c, call, "the call does not match the instruction's operands");
  lspv_status s = lspv_fwd_require_extension(c, set->ext);
  if (s)
    return s;
  lspv_fwd_require_capability(c, set->capability);
  uint32_t ops[16];
  ops[0] = lspv_fwd_type(c, sret ? sret : LLVMTypeOf(call));
  ops[1] = lspv_fwd_new_id(c);
  for (unsigned i = 0; i < nshape && i + 2 < sizeof ops / sizeof ops[0]; i++) {
    LLVMValueRef a = LLVMGetOperand(call, first + i);
    if (op->shape[i] == 'a') {
      if (!(ops[2 + i] = lspv_fwd_value(c, a)))
        return LSPV_ERROR_UNSUPPORTED;
      continue;
    }
    if (!LLVMIsAConstantInt(a) || LLVMConstIntGetZExtValue(a) > UINT32_MAX)
      return bad_call(c, call, "a literal operand is not a constant 32-bit integer");
    ops[2 + i] = (uint32_t)LLVMConstIntGetZExtValue(a);
  }
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, op->opcode, ops, 2 + nshape);
  if (!sret) {
    lspv_fwd_set_value(c, call, ops[1]);
    return LSPV_SUCCESS;
  }
  uint32_t st[2] = {lspv_fwd_pointer_value(c, LLVMGetOperand(call, 0), sret), ops[1]};
  if (!st[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpStore, st, 2);
  return LSPV_SUCCESS;
}

lspv_status lspv_ap_fwd_call(lspv_fwd_ctx *c, const lspv_ap_set *set, LLVMValueRef call,
                             const char *callee) {
  size_t plen = strlen(set->prefix);
  if (!strncmp(callee, set->prefix, plen)) {
    const char *name = callee + plen, *dot = strchr(name, '.');
    const lspv_ap_op *op = dot ? op_by_name(set, name, (size_t)(dot - name)) : NULL;
    return op ? fwd_emit_op(c, set, op, call) : LSPV_DECLINED;
  }
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  size_t slen = strlen(set->spirv_stem);
  if (name && len > 8 + slen && !memcmp(name, "__spirv_", 8) &&
      !memcmp(name + 8, set->spirv_stem, slen) && !lspv_fwd_extension_enabled(c, set->ext))
    return bad_call(c, call, set->refusal);
  return LSPV_DECLINED;
}

/* ---- reverse -----------------------------------------------------------------*/

/* Appends ".i<width>" of integer type @p t to @p buf. */
static void width_suffix(char *buf, size_t size, LLVMTypeRef t) {
  size_t n = strlen(buf);
  unsigned w = LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
  if (n < size)
    snprintf(buf + n, size - n, ".i%u", w);
}

static lspv_status bad_inst(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *why) {
  return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset, "%s",
                        why);
}

lspv_status lspv_ap_rev_instruction(lspv_rev_ctx *c, const lspv_ap_set *set,
                                    const lspv_spv_inst *in) {
  const lspv_ap_op *op = op_by_opcode(set, in->opcode);
  if (!op)
    return LSPV_DECLINED;
  unsigned nshape = (unsigned)strlen(op->shape);
  if (in->noperands != 2 + nshape)
    return bad_inst(c, in, "the instruction has the wrong number of operands");
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  if (!rt || LLVMGetTypeKind(rt) != LLVMIntegerTypeKind)
    return bad_inst(c, in, "the Result Type must be an integer type");
  bool wide = LLVMGetIntTypeWidth(rt) > 64;
  LLVMValueRef args[16];
  unsigned n = 0;
  char name[128];
  snprintf(name, sizeof name, "%s%s", set->prefix, op->name);
  width_suffix(name, sizeof name, rt);
  LLVMBuilderRef b = lspv_rev_builder(c);
  LLVMValueRef var = wide ? LLVMBuildAlloca(b, rt, "") : NULL;
  if (wide)
    args[n++] = LLVMBuildAddrSpaceCast(b, var, LLVMPointerTypeInContext(ctx, 4), "");
  for (unsigned i = 0; i < nshape; i++) {
    uint32_t w = in->operands[2 + i];
    if (op->shape[i] == 'a') {
      if (!(args[n] = lspv_rev_value(c, w)))
        return LSPV_ERROR_INVALID_INPUT;
      width_suffix(name, sizeof name, LLVMTypeOf(args[n++]));
    } else {
      args[n++] = LLVMConstInt(
          op->shape[i] == 'b' ? LLVMInt1TypeInContext(ctx) : LLVMInt32TypeInContext(ctx), w, 0);
    }
  }
  /* The FPGA libraries' functions, declared and called with the C calling
   * convention (as llvm-spirv writes the calls). */
  LLVMTypeRef tys[16];
  for (unsigned i = 0; i < n; i++)
    tys[i] = LLVMTypeOf(args[i]);
  LLVMTypeRef fty = LLVMFunctionType(wide ? LLVMVoidTypeInContext(ctx) : rt, tys, n, 0);
  LLVMValueRef fn = lspv_rev_get_function(c, name, fty);
  if (!fn)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMSetFunctionCallConv(fn, LLVMCCallConv);
  LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, n, "");
  if (wide) {
    LLVMAttributeRef sret =
        LLVMCreateTypeAttribute(ctx, LLVMGetEnumAttributeKindForName("sret", 4), rt);
    LLVMAddCallSiteAttribute(call, 1, sret);
    LLVMAddAttributeAtIndex(LLVMGetCalledValue(call), 1, sret);
    call = LLVMBuildLoad2(b, rt, args[0], "");
  }
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}
