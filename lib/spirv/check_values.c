/*===-- spirv/check_values.c - what values instructions may take ---------===*\
|*                                                                            *|
|* Rules on the values an instruction takes that spirv-val enforces and     *|
|* that lspv's output once broke (issue #19), so that the checker run on    *|
|* every module forward writes catches the kind of bug at its source:       *|
|*  - a composite constant's constituents are constants: a module-scope     *|
|*    variable is none (SPIR-V 3.52.7, OpConstantComposite and              *|
|*    OpSpecConstantComposite), its address goes through OpSpecConstantOp;  *|
|*  - OpSampledImage makes an OpTypeSampledImage of its image's type, from  *|
|*    a sampler (3.52.10, OpSampledImage);                                  *|
|*  - OpCreatePipeFromPipeStorage makes a pipe of a pipe storage (3.42.23); *|
|*  - code names a function ahead of its definition only from the          *|
|*    instructions SPIR-V 2.4 allows it (lspv_check_names_function_ahead).  *|
|* llvm-spirv writes variables into composite constants and names task-    *|
|* sequence functions ahead, so a module read for translation may have      *|
|* them: those rules are lspv's output's only.                              *|
\*===----------------------------------------------------------------------===*/
#include "spirv/check.h"

#define BAD(c, in, ...) lspv_check_report_at((c), (in), "InvalidModule", __VA_ARGS__)

static const lspv_inst *type_of(const lspv_spv_view *v, uint32_t id) {
  const lspv_inst *d = lspv_view_def(v, id);
  return d && d->type ? lspv_view_def(v, d->type) : NULL;
}

static lspv_status constituents(lspv_check_ctx *c, const lspv_spv_view *v, const lspv_inst *in) {
  if (lspv_check_is_input(c))
    return LSPV_SUCCESS;
  for (unsigned i = 2; i < lspv_nops(in); i++) {
    const lspv_inst *d = lspv_view_def(v, lspv_op(v, in, i));
    if (d && lspv_is_variable_op(d->opcode))
      return BAD(c, in,
                 "constituent %u (id %u) is a variable, not a constant: its address needs "
                 "OpSpecConstantOp",
                 i - 2, d->result);
  }
  return LSPV_SUCCESS;
}

static lspv_status sampled_image(lspv_check_ctx *c, const lspv_spv_view *v, const lspv_inst *in) {
  const lspv_inst *rt = lspv_view_def(v, in->type);
  if (!rt || rt->opcode != SPV_OpTypeSampledImage)
    return BAD(c, in, "the result type is not an OpTypeSampledImage");
  const lspv_inst *img = type_of(v, lspv_op(v, in, 2));
  if (!img || img->result != lspv_op(v, rt, 1))
    return BAD(c, in, "the image (id %u) is not of the result type's image type %u",
               lspv_op(v, in, 2), lspv_op(v, rt, 1));
  const lspv_inst *smp = type_of(v, lspv_op(v, in, 3));
  if (!smp || smp->opcode != SPV_OpTypeSampler)
    return BAD(c, in, "the sampler (id %u) is not of an OpTypeSampler", lspv_op(v, in, 3));
  return LSPV_SUCCESS;
}

/* OpCreatePipeFromPipeStorage makes an OpTypePipe from a pipe storage
 * (3.42.23): an OpTypePipeStorage, or a pointer to one, the SPIR-V
 * friendly IR's pipe storage (a pointer) as forward writes it. */
static lspv_status pipe_from_storage(lspv_check_ctx *c, const lspv_spv_view *v,
                                     const lspv_inst *in) {
  const lspv_inst *rt = lspv_view_def(v, in->type);
  if (!rt || rt->opcode != SPV_OpTypePipe)
    return BAD(c, in, "the result type is not an OpTypePipe");
  /* spirv-val does not check the operand yet: a module read may have any
   * pointer there (lspv's own before 2026-12), which reverse passes on. */
  if (lspv_check_is_input(c))
    return LSPV_SUCCESS;
  const lspv_inst *st = lspv_nops(in) == 3 ? type_of(v, lspv_op(v, in, 2)) : NULL;
  if (st && st->opcode == SPV_OpTypePointer && lspv_nops(st) == 3)
    st = lspv_view_def(v, lspv_op(v, st, 2));
  if (!st || st->opcode != SPV_OpTypePipeStorage)
    return BAD(c, in, "the pipe storage (id %u) is not of an OpTypePipeStorage",
               lspv_nops(in) == 3 ? lspv_op(v, in, 2) : 0);
  return LSPV_SUCCESS;
}

bool lspv_check_names_function_ahead(unsigned opcode) {
  switch (opcode) {
  case SPV_OpFunctionCall:
  case SPV_OpEnqueueKernel:
  case SPV_OpGetKernelNDrangeSubGroupCount:
  case SPV_OpGetKernelNDrangeMaxSubGroupSize:
  case SPV_OpGetKernelWorkGroupSize:
  case SPV_OpGetKernelPreferredWorkGroupSizeMultiple:
  case SPV_OpGetKernelLocalSizeForSubgroupCount:
  case SPV_OpGetKernelMaxNumSubgroups: return true;
  default: return false;
  }
}

lspv_status lspv_check_values(lspv_check_ctx *c, const lspv_inst *in) {
  const lspv_spv_view *v = lspv_check_view(c);
  switch (in->opcode) {
  case SPV_OpConstantComposite:
  case SPV_OpSpecConstantComposite: return constituents(c, v, in);
  case SPV_OpSampledImage: return sampled_image(c, v, in);
  case SPV_OpCreatePipeFromPipeStorage: return pipe_from_storage(c, v, in);
  default: return LSPV_SUCCESS;
  }
}
