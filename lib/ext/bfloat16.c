/*===-- ext/bfloat16.c - SPV_KHR_bfloat16, SPV_INTEL_bfloat16_arithmetic --===*\
|*                                                                            *|
|* LLVM's `bfloat` is SPIR-V's `OpTypeFloat 16 BFloat16KHR` (SPV_KHR_bfloat16:  *|
|* the FP encoding operand of OpTypeFloat).  KHR_bfloat16 lets the type be  *|
|* stored, loaded, converted (OpFConvert, OpConvert{F,S,U}To{F,S,U}),        *|
|* selected and composed, and OpDot take it (BFloat16DotProductKHR); any    *|
|* arithmetic, relational or extended instruction on it needs               *|
|* SPV_INTEL_bfloat16_arithmetic (capability BFloat16ArithmeticINTEL).       *|
|*                                                                            *|
|* Forward: fwd_type declares the type (llvm-spirv's error and note when the *|
|* extension is off); fwd_before_instruction asks for the arithmetic        *|
|* extension before an LLVM instruction computes on bfloat (fneg, fadd...,  *|
|* fcmp); fwd_instruction does the same for a call that became an            *|
|* arithmetic, relational or extended instruction, and adds the dot-product  *|
|* capability to an OpDot on bfloat.  Constants and the instructions are the *|
|* core's, on the type's id.                                                 *|
|* Reverse: rev_type gives `bfloat` for the encoding (OpTypeFloat is claimed *|
|* for that; other encodings are declined).                                  *|
|* Checker: the encoding needs width 16; arithmetic needs the INTEL          *|
|* capability; OpDot on bfloat needs BFloat16DotProductKHR.                 *|
|* Specs: SPV_KHR_bfloat16.asciidoc, SPV_INTEL_bfloat16_arithmetic.asciidoc. *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define KHR_EXT "SPV_KHR_bfloat16"
#define ARITH_EXT "SPV_INTEL_bfloat16_arithmetic"
#define FP_ENCODING_BFLOAT16 0u

/* Scalar bfloat, or a vector of it. */
static int is_bfloat(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMBFloatTypeKind;
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (LLVMGetTypeKind(ty) != LLVMBFloatTypeKind)
    return LSPV_DECLINED;
  if (!lspv_fwd_extension_enabled(c, KHR_EXT))
    return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", NULL,
                          "Feature requires the following SPIR-V extension:\n" KHR_EXT
                          "\nNOTE: LLVM module contains bfloat type, translation of which "
                          "requires this extension");
  lspv_status s = lspv_fwd_require_extension(c, KHR_EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_BFloat16TypeKHR);
  uint32_t ops[2] = {16, FP_ENCODING_BFLOAT16};
  *id = lspv_fwd_type_decl(c, SPV_OpTypeFloat, ops, 2);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

static lspv_status need_arithmetic(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, ARITH_EXT);
  if (!s)
    lspv_fwd_require_capability(c, SPV_Capability_BFloat16ArithmeticINTEL);
  return s;
}

/* LLVM instructions that compute on their floating-point operands. */
static const LLVMOpcode arithmetic[] = {LLVMFNeg, LLVMFAdd, LLVMFSub, LLVMFMul,
                                        LLVMFDiv, LLVMFRem, LLVMFCmp};

static lspv_status fwd_before_instruction(lspv_fwd_ctx *c, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  for (size_t i = 0; i < sizeof arithmetic / sizeof arithmetic[0]; i++)
    if (op == arithmetic[i])
      return is_bfloat(LLVMTypeOf(LLVMGetOperand(inst, 0))) ? need_arithmetic(c) : LSPV_SUCCESS;
  return LSPV_SUCCESS;
}

/* What a call may have become that computes on bfloat operands: OpDot (the
 * dot product) first, then the arithmetic ones: extended instructions (fabs,
 * fma, native_sin...) and the relational tests. */
static const unsigned fwd_opcodes[] = {
    SPV_OpDot,           SPV_OpExtInst,  SPV_OpIsNan,
    SPV_OpIsInf,         SPV_OpIsFinite, SPV_OpIsNormal,
    SPV_OpSignBitSet,    SPV_OpOrdered,  SPV_OpUnordered,
    SPV_OpLessOrGreater, SPV_OpFNegate,  SPV_OpFAdd,
    SPV_OpFSub,          SPV_OpFMul,     SPV_OpFDiv,
    SPV_OpFRem,          SPV_OpFMod,     0,
};
static const unsigned *const arithmetic_opcodes = fwd_opcodes + 1;
#define NARITHMETIC (sizeof fwd_opcodes / sizeof fwd_opcodes[0] - 2)

static int in_list(const uint32_t *list, size_t n, uint32_t op) {
  for (size_t i = 0; i < n; i++)
    if (list[i] == op)
      return 1;
  return 0;
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  if (!LLVMIsACallInst(inst))
    return LSPV_SUCCESS;
  /* An extended instruction computes on its operands: one that only
   * returns bfloat (nan of an integer code, vloadn) does no arithmetic on it
   * (llvm-spirv looks at the builtin's first argument). */
  int bf = opcode != SPV_OpExtInst && is_bfloat(LLVMTypeOf(inst));
  for (unsigned i = 0, n = (unsigned)LLVMGetNumArgOperands(inst); i < n && !bf; i++)
    bf = is_bfloat(LLVMTypeOf(LLVMGetOperand(inst, i)));
  if (!bf)
    return LSPV_SUCCESS;
  if (opcode == SPV_OpDot) {
    lspv_fwd_require_capability(c, SPV_Capability_BFloat16DotProductKHR);
    return LSPV_SUCCESS;
  }
  if (in_list(arithmetic_opcodes, NARITHMETIC, opcode))
    return need_arithmetic(c);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeFloat || in->noperands < 3 || in->operands[2] != FP_ENCODING_BFLOAT16)
    return LSPV_DECLINED;
  if (in->operands[1] != 16)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "the BFloat16KHR encoding needs width 16, not %u", in->operands[1]);
  *ty = LLVMBFloatTypeInContext(lspv_rev_context(c));
  return LSPV_SUCCESS;
}

/* ---- checker ------------------------------------------------------------------*/
/* Non-zero when type @p id is bfloat or a vector of it. */
static int check_is_bfloat(lspv_check_ctx *c, uint32_t id) {
  lspv_spv_inst t;
  if (lspv_check_def(c, id, &t))
    return 0;
  if (t.opcode == SPV_OpTypeVector && t.noperands > 1 && lspv_check_def(c, t.operands[1], &t))
    return 0;
  return t.opcode == SPV_OpTypeFloat && t.noperands > 2 && t.operands[2] == FP_ENCODING_BFLOAT16;
}

static lspv_status check_type(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands > 2 && in->operands[2] == FP_ENCODING_BFLOAT16 && in->operands[1] != 16)
    return lspv_check_report(c, in, "InvalidModule",
                             "the BFloat16KHR encoding needs width 16, not %u", in->operands[1]);
  return LSPV_SUCCESS;
}

/* The first operand of an instruction with a result (after Result Type and
 * Result <id>); OpExtInst's first argument follows the set and number. */
static uint32_t first_operand(const lspv_spv_inst *in) {
  uint32_t at = in->opcode == SPV_OpExtInst ? 4 : 2;
  return in->noperands > at ? in->operands[at] : 0;
}

/* Result or first operand of bfloat type (an extended instruction: an
 * operand; see fwd_instruction). */
static int computes_on_bfloat(lspv_check_ctx *c, const lspv_spv_inst *in) {
  if (in->opcode != SPV_OpExtInst && in->type_id && check_is_bfloat(c, in->type_id))
    return 1;
  lspv_spv_inst d;
  uint32_t op = first_operand(in);
  return op && !lspv_check_def(c, op, &d) && d.type_id && check_is_bfloat(c, d.type_id);
}

static const uint32_t relational_opcodes[] = {
    SPV_OpFOrdEqual,           SPV_OpFUnordEqual,          SPV_OpFOrdNotEqual,
    SPV_OpFUnordNotEqual,      SPV_OpFOrdLessThan,         SPV_OpFUnordLessThan,
    SPV_OpFOrdGreaterThan,     SPV_OpFUnordGreaterThan,    SPV_OpFOrdLessThanEqual,
    SPV_OpFUnordLessThanEqual, SPV_OpFOrdGreaterThanEqual, SPV_OpFUnordGreaterThanEqual,
    SPV_OpVectorTimesScalar,
};

static lspv_status check_arithmetic(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (!in_list(arithmetic_opcodes, NARITHMETIC, in->opcode) &&
      !in_list(relational_opcodes, sizeof relational_opcodes / sizeof relational_opcodes[0],
               in->opcode))
    return LSPV_SUCCESS;
  if (!computes_on_bfloat(c, in) ||
      lspv_check_declares_capability(c, SPV_Capability_BFloat16ArithmeticINTEL))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "RequiresCapability",
                           "arithmetic on bfloat (OpTypeFloat 16 BFloat16KHR) needs the "
                           "BFloat16ArithmeticINTEL capability (" ARITH_EXT ")");
}

static lspv_status check_dot(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (!computes_on_bfloat(c, in) ||
      lspv_check_declares_capability(c, SPV_Capability_BFloat16DotProductKHR))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "RequiresCapability",
                           "OpDot on bfloat needs the BFloat16DotProductKHR capability (" KHR_EXT
                           ")");
}

static const lspv_check_rule check_rules[] = {
    {"the BFloat16KHR encoding is 16 bits wide", SPV_OpTypeFloat, check_type, NULL, 0},
    {"arithmetic on bfloat needs BFloat16ArithmeticINTEL", 0, check_arithmetic, NULL, 0},
    {"OpDot on bfloat needs BFloat16DotProductKHR", SPV_OpDot, check_dot, NULL, 0},
};

static const char *const extensions[] = {KHR_EXT, ARITH_EXT, NULL};
static const uint32_t type_opcodes[] = {SPV_OpTypeFloat, 0};

const lspv_plugin lspv_plugin_bfloat16 = {
    LSPV_PLUGIN_HEADER,
    .name = "bfloat16",
    .extensions = extensions,
    .type_opcodes = type_opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_type = fwd_type,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = fwd_opcodes,
    .rev_type = rev_type,
    .fwd_before_instruction = fwd_before_instruction,
};
