/*===-- ext/integer_dot_product.c - SPV_KHR_integer_dot_product ----------===*\
|*                                                                            *|
|* OpSDot / OpUDot / OpSUDot and their accumulating-saturating forms, core    *|
|* SPIR-V 1.6 and this extension below it (docs/extensions/                  *|
|* integer-dot-product.md).  The SPIR-V friendly calls                        *|
|* (__spirv_SDotKHR_R<type>(a, b[, format])...) go both ways through the      *|
|* core's grammar path, which takes the version or this extension and the    *|
|* capabilities from the grammar rows; this plugin owns the extension (so    *|
|* --spirv-ext and reverse know it) and checks the operand shapes of the     *|
|* spec that the grammar cannot say.                                         *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_integer_dot_product"

/* The instructions, their SPIR-V friendly names and whether their operands
 * are unsigned. */
static const struct {
  uint32_t opcode;
  const char *name;
  int is_unsigned, acc;
} dots[] = {
    {SPV_OpSDot, "__spirv_SDotKHR", 0, 0},
    {SPV_OpUDot, "__spirv_UDotKHR", 1, 0},
    {SPV_OpSUDot, "__spirv_SUDotKHR", 0, 0},
    {SPV_OpSDotAccSat, "__spirv_SDotAccSatKHR", 0, 1},
    {SPV_OpUDotAccSat, "__spirv_UDotAccSatKHR", 1, 1},
    {SPV_OpSUDotAccSat, "__spirv_SUDotAccSatKHR", 0, 1},
};
enum { NDOTS = sizeof dots / sizeof dots[0] };

/* ---- reverse -----------------------------------------------------------------*/

/* The mangling layers of integer scalar / vector @p ty (two at most); the
 * count, 0 when it is neither. */
static unsigned int_layers(LLVMTypeRef ty, unsigned quals, lspv_mangle_type layers[2]) {
  unsigned n = 0;
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
    layers[n++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, LLVMGetVectorSize(ty), 0, NULL};
    ty = LLVMGetElementType(ty);
  }
  if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
    return 0;
  layers[n++] = (lspv_mangle_type){LSPV_MANGLE_INT, LLVMGetIntTypeWidth(ty), quals, NULL};
  return n;
}

/* __spirv_<Op>KHR_R<result type>(Vector 1, Vector 2[, Accumulator][, Packed
 * Vector Format]) in every target environment (OpenCL C's dot() builtins
 * cover only some of the forms). */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  size_t k = 0;
  while (k < NDOTS && dots[k].opcode != in->opcode)
    k++;
  unsigned nvals = 2 + (dots[k].acc ? 1 : 0);
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  if (k == NDOTS || in->noperands < 2 + nvals || in->noperands > 3 + nvals || !rt ||
      LLVMGetTypeKind(rt) != LLVMIntegerTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "malformed integer dot product");
  static const char *const names[] = {"char", "short", "int", "long"};
  unsigned w = LLVMGetIntTypeWidth(rt), wi = w == 8    ? 0
                                             : w == 16 ? 1
                                             : w == 32 ? 2
                                             : w == 64 ? 3
                                                       : 4;
  if (wi == 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "integer dot product of a %u-bit result", w);
  LLVMValueRef args[4];
  unsigned nargs = 0;
  for (unsigned i = 0; i < nvals; i++)
    if (!(args[nargs++] = lspv_rev_value(c, in->operands[2 + i])))
      return LSPV_ERROR_INVALID_INPUT;
  if (in->noperands > 2 + nvals) /* the Packed Vector Format literal */
    args[nargs++] =
        LLVMConstInt(LLVMInt32TypeInContext(lspv_rev_context(c)), in->operands[2 + nvals], 0);
  unsigned quals = dots[k].is_unsigned ? LSPV_MANGLE_UNSIGNED : 0;
  lspv_mangle_type layers[4][2];
  lspv_mangle_param params[4];
  for (unsigned i = 0; i < nargs; i++) {
    params[i].layers = layers[i];
    if (!(params[i].nlayers = int_layers(LLVMTypeOf(args[i]), quals, layers[i])))
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "operand %u of an integer dot product is not an integer", i + 1);
  }
  char base[64], name[128];
  snprintf(base, sizeof base, "%s_R%s%s", dots[k].name, dots[k].is_unsigned ? "u" : "", names[wi]);
  lspv_itanium_mangle(base, params, nargs, name, sizeof name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, args, nargs, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- forward -----------------------------------------------------------------*/

/* The core's grammar path emitted one of the instructions: the input
 * capability its operands need (SPIR-V 3.31): the packed form
 * DotProductInput4x8BitPacked, 4 x 8-bit vectors DotProductInput4x8Bit,
 * any other vector DotProductInputAll. */
static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  size_t k = 0;
  while (k < NDOTS && dots[k].opcode != opcode)
    k++;
  if (k == NDOTS || !LLVMIsACallInst(inst) || LLVMGetNumArgOperands(inst) < 2)
    return LSPV_SUCCESS;
  LLVMTypeRef ty = LLVMTypeOf(LLVMGetOperand(inst, 0));
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInput4x8BitPacked);
  else if (LLVMGetVectorSize(ty) == 4 && LLVMGetIntTypeWidth(LLVMGetElementType(ty)) == 8)
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInput4x8Bit);
  else
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInputAll);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* The shape of an integer scalar or vector type: components (1 for a
 * scalar) and width; 0 components when it is neither. */
static void int_shape(const lspv_check_ctx *c, uint32_t type, uint32_t *count, uint32_t *width) {
  lspv_spv_inst t;
  *count = 0;
  if (lspv_check_def(c, type, &t))
    return;
  uint32_t n = 1;
  if (t.opcode == SPV_OpTypeVector) {
    if (t.noperands < 3)
      return;
    n = t.operands[2];
    if (lspv_check_def(c, t.operands[1], &t))
      return;
  }
  if (t.opcode != SPV_OpTypeInt || t.noperands < 2) /* result, width, signedness */
    return;
  *count = n;
  *width = t.operands[1];
}

static uint32_t type_of(const lspv_check_ctx *c, uint32_t id) {
  lspv_spv_inst d;
  return lspv_check_def(c, id, &d) ? 0 : d.type_id;
}

/* SPV_KHR_integer_dot_product (SPIR-V 3.42.13): the result is an integer
 * scalar; Vector 1 and Vector 2 are integer vectors of one type shape, or,
 * with a Packed Vector Format, 32-bit integer scalars; the result is at
 * least as wide as their components (32 bits for the packed form); an
 * accumulator has the result type. */
static lspv_status check_dot(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  int acc = in->opcode == SPV_OpSDotAccSat || in->opcode == SPV_OpUDotAccSat ||
            in->opcode == SPV_OpSUDotAccSat;
  uint32_t nvals = 4 + (acc ? 1 : 0);
  if (in->noperands < nvals)
    return LSPV_SUCCESS; /* the core reports the operand count */
  int packed = in->noperands > nvals;
  uint32_t rn, rw, an, aw, bn, bw;
  int_shape(c, in->type_id, &rn, &rw);
  int_shape(c, type_of(c, in->operands[2]), &an, &aw);
  int_shape(c, type_of(c, in->operands[3]), &bn, &bw);
  const char *name = lspv_grammar_opcode_name(in->opcode);
  if (rn != 1)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Result Type must be an integer "
                             "scalar",
                             name);
  if (packed ? an != 1 || aw != 32 || bn != 1 || bw != 32 : an < 2 || an != bn || aw != bw)
    return lspv_check_report(c, in, "InvalidInstruction",
                             packed ? "%s: with a Packed Vector Format, Vector 1 and Vector 2 "
                                      "must be 32-bit integer scalars"
                                    : "%s: Vector 1 and Vector 2 must be integer vectors of the "
                                      "same component count and width",
                             name);
  if (rw < (packed ? 8 : aw))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Result Type must be at least as wide as the components", name);
  if (acc && type_of(c, in->operands[4]) != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Accumulator must have the Result Type", name);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"integer dot product operands", SPV_OpSDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpUDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSUDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpUDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSUDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {
    SPV_OpSDot, SPV_OpUDot, SPV_OpSUDot, SPV_OpSDotAccSat, SPV_OpUDotAccSat, SPV_OpSUDotAccSat, 0};

const lspv_plugin lspv_plugin_integer_dot_product = {
    LSPV_PLUGIN_HEADER,
    .name = "integer-dot-product",
    .extensions = extensions,
    .opcodes = opcodes,
    .rev_instruction = rev_instruction,
    .fwd_instruction = fwd_instruction,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
