/*===-- ext/cooperative_matrix.c - SPV_KHR_cooperative_matrix -------------===*\
|*                                                                            *|
|* LLVM's target("spirv.CooperativeMatrixKHR", T, scope, rows, cols, use) is  *|
|* `OpTypeCooperativeMatrixKHR %T %scope %rows %cols %use`, the four integers *|
|* as 32-bit constant ids (what SYCL's joint_matrix lowers to; LLVM's own     *|
|* SPIR-V backend spells the type the same way).                             *|
|*                                                                            *|
|* Forward: fwd_type declares the type (a Scope up to Invocation, as         *|
|* llvm-spirv accepts: spirv-val wants Workgroup or Subgroup; use 0 MatrixA, *|
|* 1 MatrixB, 2 Accumulator); fwd_call                                       *|
|* translates the `__spirv_CooperativeMatrix{Load,Store,MulAdd,Length}KHR`   *|
|* calls (any suffix after the name, mangled or not).  Everything else on    *|
|* matrices is the core's on the type's id: `__spirv_CompositeConstruct`     *|
|* (a matrix filled with one value) and the other `__spirv_<Op>` calls      *|
|* through the grammar, alloca / load / store of matrix values.              *|
|* Reverse: rev_type gives the target type back; the four instructions      *|
|* become the same `__spirv_` calls (Itanium-mangled, a matrix parameter     *|
|* spelled as llvm-spirv does: a pointer to the named struct                 *|
|* `__spirv_CooperativeMatrixKHR__<elt>_<scope>_<rows>_<cols>_<use>`).       *|
|* Checker: the scope is a Scope (0-4), the use 0..2, the sizes             *|
|* constant integers; a bfloat component needs BFloat16CooperativeMatrixKHR. *|
|* Spec: SPV_KHR_cooperative_matrix.asciidoc (SPIR-V registry).             *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"
#include "matrix_common.h"

#define EXT_NAME "SPV_KHR_cooperative_matrix"
#define TYPE_NAME LSPV_MATRIX_TYPE_NAME

/* The instructions and how their __spirv_ call spells them (matrix_common.h). */
static const lspv_matrix_inst insts[] = {
    {"CooperativeMatrixLoadKHR", SPV_OpCooperativeMatrixLoadKHR, "iii", 2, 5, true, true, 0, true},
    {"CooperativeMatrixStoreKHR", SPV_OpCooperativeMatrixStoreKHR, "iiii", 3, 6, false, false, 0,
     true},
    {"CooperativeMatrixMulAddKHR", SPV_OpCooperativeMatrixMulAddKHR, "iii", 3, 4, true, false, 0,
     false},
    {"CooperativeMatrixLengthKHR", SPV_OpCooperativeMatrixLengthKHR, "T", 1, 1, true, false, 0,
     false},
};
#define NINSTS (sizeof insts / sizeof insts[0])

static int is_matrix(LLVMTypeRef ty) { return lspv_matrix_is_type(ty); }

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (!is_matrix(ty))
    return LSPV_DECLINED;
  if (LLVMGetTargetExtTypeNumTypeParams(ty) != 1 || LLVMGetTargetExtTypeNumIntParams(ty) != 4)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR takes one "
                          "component type and four integers (scope, rows, columns, use)");
  unsigned scope = LLVMGetTargetExtTypeIntParam(ty, 0), use = LLVMGetTargetExtTypeIntParam(ty, 3);
  if (scope > SPV_Scope_Invocation)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR: "
                          "Unsupported Scope parameter %u (a Scope, 0-4)",
                          scope);
  if (use > 2)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR: "
                          "Incorrect Use parameter, should be MatrixA, MatrixB or Accumulator "
                          "(0, 1 or 2), not %u",
                          use);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_CooperativeMatrixKHR);
  LLVMTypeRef elt = LLVMGetTargetExtTypeTypeParam(ty, 0);
  uint32_t ops[5] = {lspv_fwd_type(c, elt)};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  if (LLVMGetTypeKind(elt) == LLVMBFloatTypeKind)
    lspv_fwd_require_capability(c, SPV_Capability_BFloat16CooperativeMatrixKHR);
  /* i4 through SPV_INTEL_int4 (not arbitrary-precision integers). */
  if (LLVMGetTypeKind(elt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(elt) == 4 &&
      lspv_fwd_extension_enabled(c, "SPV_INTEL_int4"))
    lspv_fwd_require_capability(c, SPV_Capability_Int4CooperativeMatrixINTEL);
  for (unsigned i = 0; i < 4; i++)
    ops[1 + i] = lspv_fwd_const_u32(c, LLVMGetTargetExtTypeIntParam(ty, i));
  *id = lspv_fwd_type_decl(c, SPV_OpTypeCooperativeMatrixKHR, ops, 5);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  const lspv_matrix_inst *row = lspv_matrix_which(insts, NINSTS, callee);
  if (!row)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_CooperativeMatrixKHR);
  return lspv_matrix_fwd_call(c, call, row);
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeCooperativeMatrixKHR)
    return LSPV_DECLINED;
  LLVMTypeRef elt = in->noperands == 6 ? lspv_rev_type(c, in->operands[1]) : NULL;
  if (!elt)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "OpTypeCooperativeMatrixKHR needs a component type");
  unsigned ints[4];
  for (unsigned i = 0; i < 4; i++) {
    uint64_t v;
    if (lspv_rev_const_int(c, in->operands[2 + i], &v) || v > UINT32_MAX)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedType", in->word_offset,
                            "OpTypeCooperativeMatrixKHR operand %u (id %u) is not an integer "
                            "constant (specialization constants are not supported)",
                            3 + i, in->operands[2 + i]);
    ints[i] = (unsigned)v;
  }
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), TYPE_NAME, &elt, 1, ints, 4);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  const lspv_matrix_inst *row = lspv_matrix_by_opcode(insts, NINSTS, in->opcode);
  return row ? lspv_matrix_rev_call(c, in, row) : LSPV_DECLINED;
}

/* ---- checker ------------------------------------------------------------------*/
/* The integer value of constant @p id, 0 when it is not an OpConstant. */
static int const_value(lspv_check_ctx *c, uint32_t id, uint32_t *v) {
  lspv_spv_inst d;
  if (lspv_check_def(c, id, &d) || d.opcode != SPV_OpConstant || d.noperands < 3)
    return 0;
  *v = d.operands[2];
  return 1;
}

static lspv_status check_type(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands != 6)
    return LSPV_SUCCESS; /* the core's operand-count rule reports it */
  uint32_t scope, use;
  if (const_value(c, in->operands[2], &scope) && scope > SPV_Scope_Invocation)
    return lspv_check_report(c, in, "InvalidModule",
                             "a cooperative matrix's scope is a Scope, not %u", scope);
  if (const_value(c, in->operands[5], &use) && use > 2)
    return lspv_check_report(c, in, "InvalidModule",
                             "a cooperative matrix's use is MatrixAKHR, MatrixBKHR or "
                             "MatrixAccumulatorKHR (0-2), not %u",
                             use);
  lspv_spv_inst t;
  if (!lspv_check_def(c, in->operands[1], &t) && t.opcode == SPV_OpTypeFloat && t.noperands > 2 &&
      t.operands[2] == 0 /* BFloat16KHR */ &&
      !lspv_check_declares_capability(c, SPV_Capability_BFloat16CooperativeMatrixKHR))
    return lspv_check_report(c, in, "RequiresCapability",
                             "a cooperative matrix of bfloat needs the "
                             "BFloat16CooperativeMatrixKHR capability (SPV_KHR_bfloat16)");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"cooperative matrix scope, use and component", SPV_OpTypeCooperativeMatrixKHR, check_type,
     NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t type_opcodes[] = {SPV_OpTypeCooperativeMatrixKHR, 0};
static const uint32_t opcodes[] = {SPV_OpCooperativeMatrixLoadKHR, SPV_OpCooperativeMatrixStoreKHR,
                                   SPV_OpCooperativeMatrixMulAddKHR,
                                   SPV_OpCooperativeMatrixLengthKHR, 0};

const lspv_plugin lspv_plugin_cooperative_matrix = {
    LSPV_PLUGIN_HEADER,
    .name = "cooperative-matrix",
    .extensions = extensions,
    .opcodes = opcodes,
    .type_opcodes = type_opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_type = fwd_type,
    .fwd_call = fwd_call,
    .rev_type = rev_type,
    .rev_instruction = rev_instruction,
};
