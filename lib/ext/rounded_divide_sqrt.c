/*===-- ext/rounded_divide_sqrt.c - SPV_INTEL_rounded_divide_sqrt ---------===*\
|*                                                                            *|
|* With capability RoundedDivideSqrtINTEL, FPRoundingMode may decorate a     *|
|* floating-point division (OpFDiv) and the OpenCL.std sqrt:                 *|
|*                                                                            *|
|*   forward: llvm.experimental.constrained.fdiv / .sqrt of half, float or   *|
|*            double (scalar or vector) with a static rounding mode get the  *|
|*            decoration on the instruction the core made of them, when the  *|
|*            extension is enabled (otherwise the rounding is dropped, as     *|
|*            llvm-spirv drops it); "round.dynamic" and the other constrained *|
|*            operations are left alone;                                      *|
|*   reverse: the decoration is dropped (the plain fdiv / sqrt remains): LLVM *|
|*            has no rounding for them outside constrained intrinsics; where *|
|*            reverse keeps decorations in !spirv.Decorations (SPV-IR,       *|
|*            --exact-roundtrip) forward requires the capability for it;     *|
|*   checker: FPRoundingMode on OpFDiv / sqrt needs the capability.          *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_INTEL_rounded_divide_sqrt"

static bool is_ieee_float(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

/* The FPRoundingMode of a constrained intrinsic's rounding argument, -1
 * for a dynamic or unknown one. */
static int rounding(LLVMValueRef md) {
  static const struct {
    const char *name;
    int mode;
  } modes[] = {
      {"round.tonearest", SPV_FPRoundingMode_RTE},
      {"round.towardzero", SPV_FPRoundingMode_RTZ},
      {"round.upward", SPV_FPRoundingMode_RTP},
      {"round.downward", SPV_FPRoundingMode_RTN},
  };
  unsigned len = 0;
  const char *s = md ? LLVMGetMDString(md, &len) : NULL;
  for (size_t i = 0; s && i < sizeof modes / sizeof modes[0]; i++)
    if (strlen(modes[i].name) == len && !memcmp(modes[i].name, s, len))
      return modes[i].mode;
  return -1;
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  static const struct {
    const char *name;
    unsigned rounding_arg;
  } ops[] = {{"llvm.experimental.constrained.fdiv.", 2},
             {"llvm.experimental.constrained.sqrt.", 1}};
  /* A division or OpenCL.std sqrt that carries the decoration in
   * !spirv.Decorations (a module reverse wrote) needs what a constrained
   * one does: the core writes the decoration from the metadata. */
  if (id && (opcode == SPV_OpFDiv || opcode == SPV_OpExtInst) &&
      lspv_fwd_md_decorated(c, inst, SPV_Decoration_FPRoundingMode)) {
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (!s)
      lspv_fwd_require_capability(c, SPV_Capability_RoundedDivideSqrtINTEL);
    return s;
  }
  LLVMValueRef fn = LLVMIsACallInst(inst) ? LLVMGetCalledValue(inst) : NULL;
  if (!id || !fn || !LLVMIsAFunction(fn) || !lspv_fwd_extension_enabled(c, EXT) ||
      !is_ieee_float(LLVMTypeOf(inst)))
    return LSPV_SUCCESS;
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    size_t n = strlen(ops[i].name);
    if (len <= n || memcmp(name, ops[i].name, n) ||
        (unsigned)LLVMGetNumArgOperands(inst) <= ops[i].rounding_arg)
      continue;
    int mode = rounding(LLVMGetOperand(inst, ops[i].rounding_arg));
    if (mode < 0)
      return LSPV_SUCCESS;
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_RoundedDivideSqrtINTEL);
    uint32_t dec[3] = {id, SPV_Decoration_FPRoundingMode, (uint32_t)mode};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 3);
    return LSPV_SUCCESS;
  }
  return LSPV_SUCCESS;
}

/* ---- checker ---------------------------------------------------------------*/
/* FPRoundingMode on an OpFDiv or an OpenCL.std sqrt needs the capability
 * (the extension's validation rule; spirv-val's too): a module reverse wrote
 * once carried it without (issue 19). */
static lspv_status check_decorate(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  enum { OPENCL_STD_SQRT = 61 };
  if (in->noperands < 3 || in->operands[1] != SPV_Decoration_FPRoundingMode ||
      lspv_check_declares_capability(c, SPV_Capability_RoundedDivideSqrtINTEL))
    return LSPV_SUCCESS;
  lspv_spv_inst t, set;
  if (lspv_check_def(c, in->operands[0], &t))
    return LSPV_SUCCESS;
  /* (operands: Result Type, Result, Set, Instruction; the import's: Result,
   * then the name's words) */
  bool sqrt = t.opcode == SPV_OpExtInst && t.noperands >= 4 && t.operands[3] == OPENCL_STD_SQRT &&
              !lspv_check_def(c, t.operands[2], &set) && set.opcode == SPV_OpExtInstImport &&
              set.noperands >= 4 && !memcmp(set.operands + 1, "OpenCL.std", 11);
  if (t.opcode != SPV_OpFDiv && !sqrt)
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidModule",
                           "FPRoundingMode on %s needs capability RoundedDivideSqrtINTEL (%s)",
                           sqrt ? "sqrt" : "OpFDiv", EXT);
}

static const lspv_check_rule check_rules[] = {
    {"FPRoundingMode on a division or sqrt", SPV_OpDecorate, check_decorate, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
};

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_rounded_divide_sqrt = {
    LSPV_PLUGIN_HEADER,         .name = "rounded-divide-sqrt",
    .extensions = extensions,   .fwd_instruction = fwd_instruction,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
