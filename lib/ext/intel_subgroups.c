/*===-- ext/intel_subgroups.c - SPV_INTEL_subgroups -----------------------===*\
|*                                                                            *|
|* The shuffles and block reads/writes of SPV_INTEL_subgroups in both of    *|
|* their spellings:                                                          *|
|*  - __spirv_<OpName> calls: the core translates them as every instruction  *|
|*    the grammar describes (with the grammar's capability and extension);   *|
|*  - the OpenCL C builtins of cl_intel_subgroups, this plugin's:            *|
|*      intel_sub_group_shuffle[_down|_up|_xor]   OpSubgroupShuffle*INTEL    *|
|*      intel_sub_group_block_read[_uc|_us|_ui|_ul][N]                       *|
|*          (pointer)        OpSubgroupBlockReadINTEL                        *|
|*          (image, coord)   OpSubgroupImageBlockReadINTEL                   *|
|*      intel_sub_group_block_write[...][N]   the Write forms likewise.      *|
|*    Reverse writes them back under CL1.2 / CL2.0 with clang's mangling     *|
|*    (unsigned data, a const pointee for reads), and under SPV-IR the       *|
|*    __spirv_ names with llvm-spirv's result suffix on the reads            *|
|*    (__spirv_SubgroupBlockReadINTEL_Rint2).                                *|
|* A block access through an untyped pointer reads the pointer as one to    *|
|* the data's component (an OpBitcast when needed).                         *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"
#include "subgroup_names.h"

#define EXT_NAME "SPV_INTEL_subgroups"

/* ---- the shuffles --------------------------------------------------------------*/
static const struct {
  const char *name; /* OpenCL C */
  uint32_t opcode;
  unsigned nargs; /* value(s), then the uint index / delta / mask */
} shuffles[] = {
    {"intel_sub_group_shuffle", SPV_OpSubgroupShuffleINTEL, 2},
    {"intel_sub_group_shuffle_down", SPV_OpSubgroupShuffleDownINTEL, 3},
    {"intel_sub_group_shuffle_up", SPV_OpSubgroupShuffleUpINTEL, 3},
    {"intel_sub_group_shuffle_xor", SPV_OpSubgroupShuffleXorINTEL, 2},
};
#define NSHUFFLES (sizeof shuffles / sizeof shuffles[0])

/* ---- the block reads and writes --------------------------------------------------*/
/* Buffer and image forms of one direction; nargs counts the OpenCL C
 * arguments (a write's last is the data). */
static const struct {
  const char *name;
  uint32_t buffer_op, image_op;
  int write;
} blocks[] = {
    {"intel_sub_group_block_read", SPV_OpSubgroupBlockReadINTEL, SPV_OpSubgroupImageBlockReadINTEL,
     0},
    {"intel_sub_group_block_write", SPV_OpSubgroupBlockWriteINTEL,
     SPV_OpSubgroupImageBlockWriteINTEL, 1},
};
#define NBLOCKS (sizeof blocks / sizeof blocks[0])

/* ---- forward ---------------------------------------------------------------------*/
static lspv_status fwd_shuffle(lspv_fwd_ctx *c, LLVMValueRef call, size_t k) {
  if (LLVMGetNumArgOperands(call) != shuffles[k].nargs)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "%s takes %u arguments", shuffles[k].name, shuffles[k].nargs);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupShuffleINTEL);
  uint32_t ops[5] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c)};
  for (unsigned i = 0; i < shuffles[k].nargs; i++)
    if (!(ops[2 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, shuffles[k].opcode, ops, 2 + shuffles[k].nargs);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status fwd_block(lspv_fwd_ctx *c, LLVMValueRef call, size_t k, const char *params) {
  unsigned n = LLVMGetNumArgOperands(call);
  int image = lspv_subgroup_image_arg(call, params);
  unsigned want = (image ? 2u : 1u) + (unsigned)blocks[k].write;
  if (n != want)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "%s on %s takes %u arguments", blocks[k].name,
                          image ? "an image" : "a pointer", want);
  LLVMTypeRef data = blocks[k].write ? LLVMTypeOf(LLVMGetOperand(call, n - 1)) : LLVMTypeOf(call);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, image ? SPV_Capability_SubgroupImageBlockIOINTEL
                                       : SPV_Capability_SubgroupBufferBlockIOINTEL);
  uint32_t ops[5], nops = 0;
  if (!blocks[k].write) {
    ops[nops++] = lspv_fwd_value_type(c, call);
    ops[nops++] = lspv_fwd_new_id(c);
  }
  LLVMValueRef first = LLVMGetOperand(call, 0);
  ops[nops++] = image ? lspv_fwd_value(c, first)
                      : lspv_fwd_typed_pointer_value(c, first, lspv_subgroup_component(data));
  for (unsigned i = 1; i < n; i++)
    ops[nops++] = lspv_fwd_value(c, LLVMGetOperand(call, i));
  for (unsigned i = 0; i < nops; i++)
    if (!ops[i])
      return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, image ? blocks[k].image_op : blocks[k].buffer_op, ops, nops);
  if (!blocks[k].write)
    lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name || len < 15 || memcmp(name, "intel_sub_group", 15) != 0)
    return LSPV_DECLINED;
  for (size_t k = 0; k < NSHUFFLES; k++)
    if (strlen(shuffles[k].name) == len && !memcmp(name, shuffles[k].name, len))
      return fwd_shuffle(c, call, k);
  for (size_t k = 0; k < NBLOCKS; k++)
    if (lspv_subgroup_match(name, len, blocks[k].name, 1))
      return fwd_block(c, call, k, params);
  return LSPV_DECLINED;
}

/* ---- reverse ---------------------------------------------------------------------*/
static lspv_status rev_shuffle(lspv_rev_ctx *c, const lspv_spv_inst *in, size_t k) {
  if (in->noperands != 2 + shuffles[k].nargs)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s needs %u operands", lspv_grammar_opcode_name(in->opcode),
                          2 + shuffles[k].nargs);
  const char *base = shuffles[k].name;
  char spv[64];
  if (lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR) {
    snprintf(spv, sizeof spv, "__spirv_%s", lspv_grammar_opcode_name(in->opcode) + 2);
    base = spv;
  }
  unsigned quals[3] = {0, 0, 0};
  quals[shuffles[k].nargs - 1] = LSPV_MANGLE_UNSIGNED; /* the index, delta or mask */
  return lspv_subgroup_rev_call(c, in, base, quals, NULL);
}

static lspv_status rev_block(lspv_rev_ctx *c, const lspv_spv_inst *in, size_t k, int image) {
  int write = blocks[k].write;
  unsigned nargs = (image ? 2u : 1u) + (unsigned)write, want = nargs + (write ? 0u : 2u);
  if (in->noperands != want)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s needs %u operands", lspv_grammar_opcode_name(in->opcode), want);
  uint32_t data = in->type_id;
  lspv_spv_inst d;
  if (write) {
    if (lspv_rev_def(c, in->operands[want - 1], &d))
      return LSPV_ERROR_INVALID_INPUT;
    data = d.type_id;
  }
  char name[96];
  if (lspv_subgroup_rev_name(c, in, blocks[k].name, data, !write, "", name, sizeof name))
    return LSPV_ERROR_UNSUPPORTED;
  /* clang's spelling: uint data, a const pointee for reads, an int2
   * coordinate. */
  unsigned quals[3] = {0, 0, LSPV_MANGLE_UNSIGNED};
  if (!image) {
    quals[0] = LSPV_MANGLE_UNSIGNED | (write ? 0u : LSPV_MANGLE_CONST);
    quals[1] = LSPV_MANGLE_UNSIGNED;
  }
  return lspv_subgroup_rev_call(c, in, name, quals, NULL);
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  for (size_t k = 0; k < NSHUFFLES; k++)
    if (shuffles[k].opcode == in->opcode)
      return rev_shuffle(c, in, k);
  for (size_t k = 0; k < NBLOCKS; k++)
    if (blocks[k].buffer_op == in->opcode || blocks[k].image_op == in->opcode)
      return rev_block(c, in, k, blocks[k].image_op == in->opcode);
  return LSPV_DECLINED;
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {
    SPV_OpSubgroupShuffleINTEL,
    SPV_OpSubgroupShuffleDownINTEL,
    SPV_OpSubgroupShuffleUpINTEL,
    SPV_OpSubgroupShuffleXorINTEL,
    SPV_OpSubgroupBlockReadINTEL,
    SPV_OpSubgroupBlockWriteINTEL,
    SPV_OpSubgroupImageBlockReadINTEL,
    SPV_OpSubgroupImageBlockWriteINTEL,
    0,
};

const lspv_plugin lspv_plugin_intel_subgroups = {
    LSPV_PLUGIN_HEADER, .name = "intel-subgroups", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,      .rev_instruction = rev_instruction,
};
