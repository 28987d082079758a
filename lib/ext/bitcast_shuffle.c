/*===-- ext/bitcast_shuffle.c - SPV_INTEL_subgroup_bitcast_shuffle -------===*\
|*                                                                            *|
|* Forward: a call whose source name is __spirv_SubgroupBitcastShuffleINTEL   *|
|* (optionally with an _R<type> return suffix) becomes                        *|
|* OpSubgroupBitcastShuffleINTEL when the (result, operand) type pair is in   *|
|* the spec's Supported Types table.  Reverse: the _R<ret>-suffixed __spirv_  *|
|* name (DESIGN 7.4), e.g. _Z43__spirv_SubgroupBitcastShuffleINTEL_RushortDv2_c.*|
|* Spec: shared/specs/SPV_INTEL_subgroup_bitcast_shuffle.txt.                 *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_subgroup_bitcast_shuffle"
#define BASE_NAME "__spirv_SubgroupBitcastShuffleINTEL"

/* The spec's "Supported Types" table: one row per pair, valid both ways.
 * A type is (element width in bits, component count; 1 = scalar). */
static const struct {
  unsigned char w1, n1, w2, n2;
} supported[] = {
    /* 16 bits */
    {8, 2, 16, 1},
    /* 32 bits */
    {8, 4, 16, 2},
    {8, 4, 32, 1},
    {16, 2, 32, 1},
    /* 64 bits */
    {8, 8, 16, 4},
    {8, 8, 32, 2},
    {8, 8, 64, 1},
    {16, 4, 32, 2},
    {16, 4, 64, 1},
    {32, 2, 64, 1},
    /* 128 bits */
    {8, 16, 16, 8},
    {8, 16, 32, 4},
    {8, 16, 64, 2},
    {16, 8, 32, 4},
    {16, 8, 64, 2},
    {32, 4, 64, 2},
    /* 256 bits */
    {16, 16, 32, 8},
    {16, 16, 64, 4},
    {32, 8, 64, 4},
    /* 512 bits */
    {32, 16, 64, 8},
};

static int supported_pair(unsigned w1, unsigned n1, unsigned w2, unsigned n2) {
  for (size_t i = 0; i < sizeof supported / sizeof supported[0]; i++) {
    if (supported[i].w1 == w1 && supported[i].n1 == n1 && supported[i].w2 == w2 &&
        supported[i].n2 == n2)
      return 1;
    if (supported[i].w1 == w2 && supported[i].n1 == n2 && supported[i].w2 == w1 &&
        supported[i].n2 == n1)
      return 1;
  }
  return 0;
}

/* (element width, count) of an integer scalar or vector type; 0 if neither. */
static int int_shape(LLVMTypeRef t, unsigned *w, unsigned *n) {
  *n = 1;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    *n = LLVMGetVectorSize(t);
    t = LLVMGetElementType(t);
  }
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return 0;
  *w = LLVMGetIntTypeWidth(t);
  return 1;
}

static void type_text(LLVMTypeRef t, char *buf, size_t len) {
  char *s = LLVMPrintTypeToString(t);
  snprintf(buf, len, "%s", s);
  LLVMDisposeMessage(s);
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  size_t blen = strlen(BASE_NAME);
  if (!name || len < blen || memcmp(name, BASE_NAME, blen) != 0 ||
      (len > blen && (len < blen + 2 || memcmp(name + blen, "_R", 2) != 0)))
    return LSPV_DECLINED;
  if (LLVMGetNumArgOperands(call) != 1)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "%s takes one operand", BASE_NAME);
  LLVMValueRef arg = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call), at = LLVMTypeOf(arg);
  unsigned rw = 0, rn = 0, aw = 0, an = 0;
  int ok = int_shape(rt, &rw, &rn) && int_shape(at, &aw, &an) && supported_pair(rw, rn, aw, an);
  if (!ok) {
    char r[64], a[64];
    type_text(rt, r, sizeof r);
    type_text(at, a, sizeof a);
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "%s: result type %s and operand type %s are not a supported pair "
                          "(SPV_INTEL_subgroup_bitcast_shuffle, Supported Types)",
                          BASE_NAME, r, a);
  }
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupBitcastShuffleINTEL);
  uint32_t type = lspv_fwd_type(c, rt), op = lspv_fwd_value(c, arg);
  if (!type || !op)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t id = lspv_fwd_new_id(c);
  uint32_t ops[3] = {type, id, op};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpSubgroupBitcastShuffleINTEL, ops, 3);
  lspv_fwd_set_value(c, call, id);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

/* The OpenCL spelling of the return type for the _R suffix: ushort, uint2... */
static void return_name(char *buf, size_t len, unsigned w, unsigned n) {
  const char *e = w == 8 ? "uchar" : w == 16 ? "ushort" : w == 32 ? "uint" : "ulong";
  if (n > 1)
    snprintf(buf, len, "%s%u", e, n);
  else
    snprintf(buf, len, "%s", e);
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpSubgroupBitcastShuffleINTEL needs 3 operands, has %u", in->noperands);
  LLVMTypeRef rt = lspv_rev_type(c, in->operands[0]);
  LLVMValueRef arg = lspv_rev_value(c, in->operands[2]);
  if (!rt || !arg)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef at = LLVMTypeOf(arg);
  unsigned rw = 0, rn = 0, aw = 0, an = 0;
  if (!int_shape(rt, &rw, &rn) || !int_shape(at, &aw, &an) || !supported_pair(rw, rn, aw, an))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpSubgroupBitcastShuffleINTEL: unsupported type pair (result %u x "
                          "i%u, operand %u x i%u)",
                          rn, rw, an, aw);
  char ret[32], base[96], name[160];
  return_name(ret, sizeof ret, rw, rn);
  snprintf(base, sizeof base, "%s_R%s", BASE_NAME, ret);
  /* The operand: a (signed) char/short/int/long scalar or vector. */
  lspv_mangle_type layers[2] = {{LSPV_MANGLE_VECTOR, an, 0, NULL}, {LSPV_MANGLE_INT, aw, 0, NULL}};
  lspv_mangle_param param = {an > 1 ? layers : layers + 1, an > 1 ? 2 : 1};
  lspv_itanium_mangle(base, &param, 1, name, sizeof name);
  LLVMValueRef fn = lspv_rev_get_function(c, name, LLVMFunctionType(rt, &at, 1, 0));
  if (!fn)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "cannot declare %s", name);
  LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  LLVMContextRef ctx = lspv_rev_context(c);
  unsigned kind = LLVMGetEnumAttributeKindForName("convergent", 10);
  if (!LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind))
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, kind, 0));
  LLVMValueRef call =
      LLVMBuildCall2(lspv_rev_builder(c), LLVMGlobalGetValueType(fn), fn, &arg, 1, "");
  LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker ------------------------------------------------------------------*/

/* (element width, count) of an integer scalar/vector type id in a module. */
static int spv_int_shape(const lspv_check_ctx *c, uint32_t type_id, unsigned *w, unsigned *n) {
  lspv_spv_inst t;
  *n = 1;
  if (lspv_check_def(c, type_id, &t))
    return 0;
  if (t.opcode == SPV_OpTypeVector && t.noperands >= 3) {
    *n = t.operands[2];
    if (lspv_check_def(c, t.operands[1], &t))
      return 0;
  }
  if (t.opcode != SPV_OpTypeInt || t.noperands < 2)
    return 0;
  *w = t.operands[1];
  return 1;
}

/* Spec, Supported Types: the (Result Type, Operand type) pair is a listed row. */
static lspv_status check_pair(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst op;
  int have_op = in->noperands >= 3 && lspv_check_def(c, in->operands[2], &op) == 0;
  unsigned rw = 0, rn = 0, aw = 0, an = 0;
  if (have_op && spv_int_shape(c, in->type_id, &rw, &rn) &&
      spv_int_shape(c, op.type_id, &aw, &an) && supported_pair(rw, rn, aw, an))
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidInstruction",
                           "OpSubgroupBitcastShuffleINTEL: result type %u and operand type %u "
                           "are not a pair of the Supported Types table",
                           in->type_id, have_op ? op.type_id : 0);
}

static const lspv_check_rule check_rules[] = {
    {"bitcast-shuffle supported types", SPV_OpSubgroupBitcastShuffleINTEL, check_pair, NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpSubgroupBitcastShuffleINTEL, 0};

const lspv_plugin lspv_plugin_bitcast_shuffle = {
    LSPV_PLUGIN_HEADER,         .name = "subgroup-bitcast-shuffle",
    .extensions = extensions,   .opcodes = opcodes,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
