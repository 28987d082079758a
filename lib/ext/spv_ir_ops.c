/*===-- ext/spv_ir_ops.c - INTEL extensions spelled as __spirv_ calls ------===*\
|*                                                                            *|
|* Extensions whose instructions have no LLVM form other than the SPIR-V      *|
|* friendly call `__spirv_<Op>(operands...)`: the core's generic path         *|
|* (forward/spirv_ops.c, reverse rev_spirv_call) translates them both ways    *|
|* from their grammar rows (grammar/intel_*.json), which make the checker     *|
|* demand each extension and capability.  This plugin owns the extensions     *|
|* (so --spirv-ext names them and reverse accepts their capabilities) and    *|
|* adds the type rules of their specs that the grammar cannot say, with       *|
|* llvm-spirv's wording:                                                      *|
|*   SPV_INTEL_bfloat16_conversion      float <-> bfloat16 in a 16-bit int    *|
|*   SPV_INTEL_tensor_float32_conversion float rounded to TF32 precision      *|
|*   SPV_INTEL_sigmoid                  1/(1+e^-x) of 16/32-bit floats         *|
|*   SPV_INTEL_ternary_bitwise_function a 3-input look-up-table function      *|
|*   SPV_INTEL_subgroup_buffer_prefetch, _2d_block_io, _predicated_io,        *|
|*   _subgroup_matrix_multiply_accumulate (+ _float4, _float8, scaled).       *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include "lspv/plugin.h"

/* ---- type shapes --------------------------------------------------------------*/
enum { SHAPE_NONE, SHAPE_INT, SHAPE_FLOAT };

typedef struct {
  int kind;
  unsigned width, count; /* count 1: a scalar */
} shape;

static shape shape_of(const lspv_check_ctx *c, uint32_t type_id) {
  shape s = {SHAPE_NONE, 0, 1};
  lspv_spv_inst t;
  if (lspv_check_def(c, type_id, &t))
    return s;
  if (t.opcode == SPV_OpTypeVector && t.noperands >= 3) {
    s.count = t.operands[2];
    if (lspv_check_def(c, t.operands[1], &t))
      return s;
  } else if (t.opcode == SPV_OpTypeCooperativeMatrixKHR && t.noperands >= 2) {
    /* A cooperative matrix (SPV_INTEL_joint_matrix, which checks the rest):
     * its component type; a count no vector has. */
    s.count = UINT32_MAX;
    if (lspv_check_def(c, t.operands[1], &t))
      return s;
  }
  /* An OpTypeFloat with an encoding operand (bfloat16...) is not IEEE. */
  if (t.opcode == SPV_OpTypeFloat && t.noperands == 2)
    s.kind = SHAPE_FLOAT;
  else if (t.opcode == SPV_OpTypeInt && t.noperands >= 2)
    s.kind = SHAPE_INT;
  s.width = t.noperands >= 2 ? t.operands[1] : 0;
  return s;
}

/* The type of <id> operand @p i (operand words, Result Type first). */
static shape operand_shape(const lspv_check_ctx *c, const lspv_spv_inst *in, unsigned i) {
  lspv_spv_inst d;
  shape none = {SHAPE_NONE, 0, 1};
  if (i >= in->noperands || lspv_check_def(c, in->operands[i], &d))
    return none;
  return shape_of(c, d.type_id);
}

static bool shape_is(shape s, int kind, unsigned w1, unsigned w2) {
  return s.kind == kind && (s.width == w1 || s.width == w2);
}

/* ---- unary conversions: result and input kinds from a table ---------------------*/
typedef struct {
  const char *name; /* llvm-spirv's instruction name in its messages */
  int res_kind, in_kind;
  unsigned res_w1, res_w2, in_w1, in_w2;
  const char *res_text, *in_text;
  bool same_type; /* the input has the result's component type */
} unary_rule;

#define FP32 "floating-point 32-bit type"
#define INT16 "integer 16-bit type"
static const unary_rule to_bf16 = {
    "ConvertFToBF16INTEL", SHAPE_INT, SHAPE_FLOAT, 16, 16, 32, 32, INT16, FP32, false};
static const unary_rule from_bf16 = {
    "ConvertBF16ToFINTEL", SHAPE_FLOAT, SHAPE_INT, 32, 32, 16, 16, FP32, INT16, false};
static const unary_rule to_tf32 = {
    "RoundFToTF32INTEL", SHAPE_FLOAT, SHAPE_FLOAT, 32, 32, 32, 32, FP32, FP32, false};
static const unary_rule sigmoid = {"FSigmoidINTEL",
                                   SHAPE_FLOAT,
                                   SHAPE_FLOAT,
                                   16,
                                   32,
                                   16,
                                   32,
                                   "floating-point 16-bit or 32-bit type",
                                   "floating-point 16-bit or 32-bit type",
                                   true};

#define BAD "Can't translate llvm instruction:\n%s\n"

static lspv_status check_unary(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  const unary_rule *r = user;
  shape res = shape_of(c, in->type_id), arg = operand_shape(c, in, 2);
  if (!shape_is(res, r->res_kind, r->res_w1, r->res_w2))
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Result value must be a scalar or vector of %s", r->name,
                             r->res_text);
  if (!shape_is(arg, r->in_kind, r->in_w1, r->in_w2))
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Input value must be a scalar or vector of %s", r->name,
                             r->in_text);
  if (r->same_type && arg.width != res.width)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Input type must have the same component type as result type",
                             r->name);
  if (arg.count != res.count)
    return lspv_check_report(
        c, in, "InvalidInstruction",
        BAD "Input type must have the same number of components as result type", r->name);
  return LSPV_SUCCESS;
}

/* ---- OpBitwiseFunctionINTEL -------------------------------------------------------*/
/* Integer result; A, B and C of the result type; LUTIndex a 32-bit integer
 * scalar constant (spec: "must be ... a constant ... less than 256"). */
static lspv_status check_bitwise(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  const char *n = "BitwiseFunctionINTEL";
  if (shape_of(c, in->type_id).kind != SHAPE_INT)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Result type must be an integer scalar or vector.", n);
  lspv_spv_inst d;
  for (unsigned i = 2; i < 5; i++)
    if (i >= in->noperands || lspv_check_def(c, in->operands[i], &d) || d.type_id != in->type_id)
      return lspv_check_report(c, in, "InvalidInstruction",
                               BAD "Operands A, B, and C types must match result type.", n);
  shape lut = operand_shape(c, in, 5);
  if (lut.kind != SHAPE_INT || lut.width != 32 || lut.count != 1)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "LUTIndex must be a 32-bit integer scalar.", n);
  if (lspv_check_def(c, in->operands[5], &d) == 0 && d.opcode == SPV_OpConstant &&
      d.noperands >= 3 && d.operands[2] > 255)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "LUTIndex must be a constant less than 256.", n);
  return LSPV_SUCCESS;
}

/* ---- OpSubgroupBlockPrefetchINTEL ------------------------------------------------*/
/* Ptr a CrossWorkgroup pointer to a scalar integer (any pointee when the
 * pointer is untyped), NumBytes a 32-bit integer scalar (the extension's
 * "Validation Rules"). */
#define UNTYPED_POINTER_KHR 4417u /* OpTypeUntypedPointerKHR, SPV_KHR_untyped_pointers */
static lspv_status check_prefetch(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  const char *n = "OpSubgroupBlockPrefetchINTEL";
  lspv_spv_inst d, t;
  if (in->noperands < 2 || lspv_check_def(c, in->operands[0], &d) ||
      lspv_check_def(c, d.type_id, &t) ||
      (t.opcode != SPV_OpTypePointer && t.opcode != UNTYPED_POINTER_KHR) || t.noperands < 2)
    return lspv_check_report(c, in, "InvalidInstruction", BAD "Ptr must be a pointer", n);
  if (t.operands[1] != SPV_StorageClass_CrossWorkgroup)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Ptr must be in CrossWorkgroup storage class", n);
  if (t.opcode == SPV_OpTypePointer &&
      (t.noperands < 3 || lspv_check_def_opcode(c, t.operands[2]) != SPV_OpTypeInt))
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "Ptr must point to a scalar integer type", n);
  shape bytes = operand_shape(c, in, 1);
  if (bytes.kind != SHAPE_INT || bytes.width != 32 || bytes.count != 1)
    return lspv_check_report(c, in, "InvalidInstruction",
                             BAD "NumBytes must be a 32-bit integer scalar", n);
  return LSPV_SUCCESS;
}

/* llvm-spirv refuses these while reading an instruction, -to-binary too. */
#define ON_READ LSPV_CHECK_ON_TEXT_READ
static const lspv_check_rule check_rules[] = {
    {"bfloat16 conversion operand types", SPV_OpConvertFToBF16INTEL, check_unary, (void *)&to_bf16,
     ON_READ},
    {"bfloat16 conversion operand types", SPV_OpConvertBF16ToFINTEL, check_unary,
     (void *)&from_bf16, ON_READ},
    {"tf32 rounding operand types", SPV_OpRoundFToTF32INTEL, check_unary, (void *)&to_tf32,
     ON_READ},
    {"sigmoid operand types", SPV_OpFSigmoidINTEL, check_unary, (void *)&sigmoid, ON_READ},
    {"ternary bitwise function operands", SPV_OpBitwiseFunctionINTEL, check_bitwise, NULL, ON_READ},
    {"sub-group block prefetch operands", SPV_OpSubgroupBlockPrefetchINTEL, check_prefetch, NULL,
     ON_READ},
};

/* ---- forward: what the grammar rows cannot say --------------------------------*/
/* The scaled multiply-accumulate's operand flags are the parent extension's:
 * llvm-spirv declares that extension and its capability with the scaled
 * instruction whatever its flags. */
static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)inst;
  (void)id;
  if (opcode != SPV_OpSubgroupScaledMatrixMultiplyAccumulateINTEL)
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, "SPV_INTEL_subgroup_matrix_multiply_accumulate");
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupMatrixMultiplyAccumulateINTEL);
  return LSPV_SUCCESS;
}

/* The packed FP4 / FP8 operand flags of the multiply-accumulates need their
 * extension: refused before the core translates the call, in llvm-spirv's
 * words (naming the instruction); the grammar rows declare it otherwise. */
static const struct {
  const char *inst;     /* after __spirv_ */
  unsigned flags_index; /* the call argument holding the operand flags */
} mma_calls[] = {
    {"SubgroupMatrixMultiplyAccumulateINTEL", 4},
    {"SubgroupScaledMatrixMultiplyAccumulateINTEL", 6},
};
static const struct {
  uint32_t mask;
  const char *ext, *what;
} packed_flags[] = {
    {0xC0000u, "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4", "FP4"},
    {0x3C000u, "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8", "FP8"},
};

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  static const char pre[] = "__spirv_";
  if (!name || len <= sizeof pre - 1 || memcmp(name, pre, sizeof pre - 1) != 0)
    return LSPV_DECLINED;
  name += sizeof pre - 1;
  len -= sizeof pre - 1;
  for (size_t i = 0; i < sizeof mma_calls / sizeof mma_calls[0]; i++) {
    if (strlen(mma_calls[i].inst) != len || memcmp(name, mma_calls[i].inst, len) != 0)
      continue;
    unsigned at = mma_calls[i].flags_index;
    LLVMValueRef f = at < (unsigned)LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, at) : NULL;
    if (!f || !LLVMIsAConstantInt(f))
      return LSPV_DECLINED;
    uint64_t flags = LLVMConstIntGetZExtValue(f);
    for (size_t k = 0; k < sizeof packed_flags / sizeof packed_flags[0]; k++)
      if ((flags & packed_flags[k].mask) && !lspv_fwd_extension_enabled(c, packed_flags[k].ext))
        return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", NULL,
                              "Feature requires the following SPIR-V extension:\n%s\n%s with %s "
                              "operand flags requires this extension",
                              packed_flags[k].ext, mma_calls[i].inst, packed_flags[k].what);
  }
  return LSPV_DECLINED;
}

/* ---- reverse: the prefetch's SPIR-V friendly spelling ---------------------------*/
/* __spirv_SubgroupBlockPrefetchINTEL(const global uintN *ptr, uint num_bytes
 * [, uint memory operands...]), the pointee spelled unsigned as the
 * OpenCL C prototype (a char pointee when the pointer type says none). */
static lspv_status rev_prefetch(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands < 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpSubgroupBlockPrefetchINTEL needs Ptr and NumBytes");
  LLVMValueRef args[8];
  unsigned n = in->noperands < 8 ? in->noperands : 8;
  lspv_spv_inst d, t, e;
  uint32_t bits = 8;
  if (!lspv_rev_def(c, in->operands[0], &d) && !lspv_rev_def(c, d.type_id, &t) &&
      t.opcode == SPV_OpTypePointer && t.noperands >= 3 && !lspv_rev_def(c, t.operands[2], &e) &&
      e.opcode == SPV_OpTypeInt && e.noperands >= 2)
    bits = e.operands[1];
  args[0] = lspv_rev_value(c, in->operands[0]);
  args[1] = lspv_rev_value(c, in->operands[1]);
  if (!args[0] || !args[1] || LLVMGetTypeKind(LLVMTypeOf(args[0])) != LLVMPointerTypeKind)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(lspv_rev_context(c));
  for (unsigned i = 2; i < n; i++) /* memory operand literals */
    args[i] = LLVMConstInt(i32, in->operands[i], 0);
  const lspv_mangle_type ptr[2] = {{LSPV_MANGLE_POINTER,
                                    LLVMGetPointerAddressSpace(LLVMTypeOf(args[0])),
                                    LSPV_MANGLE_CONST, NULL},
                                   {LSPV_MANGLE_INT, bits, LSPV_MANGLE_UNSIGNED, NULL}};
  static const lspv_mangle_type uint_t = {LSPV_MANGLE_INT, 32, LSPV_MANGLE_UNSIGNED, NULL};
  lspv_mangle_param params[8] = {{ptr, 2}};
  for (unsigned i = 1; i < n; i++)
    params[i] = (lspv_mangle_param){&uint_t, 1};
  char name[128];
  lspv_itanium_mangle("__spirv_SubgroupBlockPrefetchINTEL", params, n, name, sizeof name);
  if (!lspv_rev_call_builtin(c, name, LLVMVoidTypeInContext(lspv_rev_context(c)), args, n, 0))
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "cannot declare %s", name);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  return in->opcode == SPV_OpSubgroupBlockPrefetchINTEL ? rev_prefetch(c, in) : LSPV_DECLINED;
}

static const uint32_t opcodes[] = {SPV_OpSubgroupBlockPrefetchINTEL, 0};

static const char *const extensions[] = {
    "SPV_INTEL_bfloat16_conversion",
    "SPV_INTEL_tensor_float32_conversion",
    "SPV_INTEL_sigmoid",
    "SPV_INTEL_ternary_bitwise_function",
    "SPV_INTEL_subgroup_buffer_prefetch",
    "SPV_INTEL_2d_block_io",
    "SPV_INTEL_predicated_io",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4",
    "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8",
    "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate",
    NULL,
};

const lspv_plugin lspv_plugin_spv_ir_ops = {
    LSPV_PLUGIN_HEADER,
    .name = "spv-ir-ops",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes =
        (const unsigned[]){SPV_OpSubgroupScaledMatrixMultiplyAccumulateINTEL, 0},
    .opcodes = opcodes,
    .rev_instruction = rev_instruction,
};
