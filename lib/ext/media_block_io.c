/*===-- ext/media_block_io.c - SPV_INTEL_media_block_io ---------------------===*\
|*                                                                            *|
|* Sub-group 2D block reads and writes of an image (cl_intel_media_block_io): *|
|*   intel_sub_group_media_block_read_<uc|us|ui>[N](int2 coord, int width,   *|
|*       int height, image)         OpSubgroupImageMediaBlockReadINTEL        *|
|*   intel_sub_group_media_block_write_<uc|us|ui>[N](coord, width, height,  *|
|*       data, image)               OpSubgroupImageMediaBlockWriteINTEL       *|
|* (capability SubgroupImageMediaBlockIOINTEL).  SPIR-V takes the image     *|
|* first: Image, Coordinate, Width, Height[, Data].  Reverse writes the      *|
|* OpenCL C names back under CL1.2 / CL2.0 (image last, uint data), and     *|
|* __spirv_<OpName> in SPIR-V's order under SPV-IR (signed data), the read  *|
|* llvm-spirv's _R<type> suffix; those __spirv_ calls come back through the  *|
|* core's grammar path.                                                      *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"
#include "subgroup_names.h"

#define EXT_NAME "SPV_INTEL_media_block_io"

static const struct {
  const char *name;
  uint32_t opcode;
  unsigned nargs; /* OpenCL C arguments, the image last */
} ops[] = {
    {"intel_sub_group_media_block_read", SPV_OpSubgroupImageMediaBlockReadINTEL, 4},
    {"intel_sub_group_media_block_write", SPV_OpSubgroupImageMediaBlockWriteINTEL, 5},
};
#define NOPS (sizeof ops / sizeof ops[0])

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  size_t k = 0;
  while (k < NOPS && !(name && lspv_subgroup_match(name, len, ops[k].name, 1)))
    k++;
  if (k == NOPS)
    return LSPV_DECLINED;
  unsigned n = LLVMGetNumArgOperands(call);
  if (n != ops[k].nargs)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "%s takes %u arguments", ops[k].name, ops[k].nargs);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupImageMediaBlockIOINTEL);
  uint32_t words[7], nw = 0;
  int read = ops[k].opcode == SPV_OpSubgroupImageMediaBlockReadINTEL;
  if (read) {
    words[nw++] = lspv_fwd_value_type(c, call);
    words[nw++] = lspv_fwd_new_id(c);
  }
  words[nw++] = lspv_fwd_value(c, LLVMGetOperand(call, n - 1)); /* the image */
  for (unsigned i = 0; i + 1 < n; i++)
    words[nw++] = lspv_fwd_value(c, LLVMGetOperand(call, i));
  for (unsigned i = 0; i < nw; i++)
    if (!words[i])
      return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, ops[k].opcode, words, nw);
  if (read)
    lspv_fwd_set_value(c, call, words[1]);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  int read = in->opcode == SPV_OpSubgroupImageMediaBlockReadINTEL;
  const size_t k = read ? 0 : 1;
  unsigned want = read ? 6 : 5;
  if (in->noperands != want)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s needs %u operands", lspv_grammar_opcode_name(in->opcode), want);
  uint32_t data = in->type_id;
  lspv_spv_inst d;
  if (!read) {
    if (lspv_rev_def(c, in->operands[4], &d))
      return LSPV_ERROR_INVALID_INPUT;
    data = d.type_id;
  }
  char name[96];
  if (lspv_subgroup_rev_name(c, in, ops[k].name, data, read, "_ui", name, sizeof name))
    return LSPV_ERROR_UNSUPPORTED;
  /* Operands: image, coordinate, width, height[, data]: uint data in
   * OpenCL C, the signed spelling of SPIR-V friendly calls. */
  int spv_ir = lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR;
  const unsigned quals[5] = {0, 0, 0, 0, spv_ir ? 0 : LSPV_MANGLE_UNSIGNED};
  static const unsigned cl_order[5] = {1, 2, 3, 4, 0};
  unsigned order[5];
  memcpy(order, cl_order, sizeof order);
  if (read)
    order[3] = 0; /* no data: the image right after the height */
  return lspv_subgroup_rev_call(c, in, name, quals, spv_ir ? NULL : order);
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpSubgroupImageMediaBlockReadINTEL,
                                   SPV_OpSubgroupImageMediaBlockWriteINTEL, 0};

const lspv_plugin lspv_plugin_media_block_io = {
    LSPV_PLUGIN_HEADER, .name = "media-block-io", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,     .rev_instruction = rev_instruction,
};
