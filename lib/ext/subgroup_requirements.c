/*===-- ext/subgroup_requirements.c - SPV_INTEL_subgroup_requirements -----===*\
|*                                                                            *|
|* A kernel that asks for the device's primary sub-group size rather than a  *|
|* number.  DPC++ writes it as !intel_reqd_sub_group_size !{i32 -1}; with    *|
|* the extension enabled the kernel also gets                               *|
|*                                                                            *|
|*   OpExecutionMode %k NamedSubgroupSizeINTEL PrimaryINTEL                  *|
|*                                                                            *|
|* with capability SubgroupRequirementsINTEL, beside the core's SubgroupSize *|
|* of the same value (as llvm-spirv writes both; a consumer that does not    *|
|* know the extension reads the plain mode).  Without it only the core's     *|
|* mode is written.  Reverse gives !intel_reqd_sub_group_size !{i32 -1}     *|
|* back for the named mode, whether or not the plain one is there too.      *|
\*===----------------------------------------------------------------------===*/
#include "ext/fn_metadata.h"
#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_subgroup_requirements"
#define MD "intel_reqd_sub_group_size"
#define PRIMARY 0u /* NamedSubgroupSizeINTEL PrimaryINTEL */

/* LLVM's spelling of the primary sub-group size. */
#define PRIMARY_MD_VALUE UINT32_MAX

static lspv_status fwd_entry_point(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  LLVMValueRef node = ext_fn_md(fn, MD);
  if (!node || LLVMGetMDNodeNumOperands(node) != 1 || !lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_SUCCESS;
  LLVMValueRef v;
  LLVMGetMDNodeOperands(node, &v);
  if (!v || !LLVMIsAConstantInt(v) || (uint32_t)LLVMConstIntGetZExtValue(v) != PRIMARY_MD_VALUE)
    return LSPV_SUCCESS; /* a number: the core's SubgroupSize alone */
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_SubgroupRequirementsINTEL);
  uint32_t ops[3] = {entry_id, SPV_ExecutionMode_NamedSubgroupSizeINTEL, PRIMARY};
  lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 3);
  return LSPV_SUCCESS;
}

static lspv_status rev_execution_mode(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *in) {
  if (in->noperands < 3 || in->operands[1] != SPV_ExecutionMode_NamedSubgroupSizeINTEL)
    return LSPV_DECLINED;
  if (in->operands[2] != PRIMARY)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "NamedSubgroupSizeINTEL: unknown named sub-group size %u",
                          in->operands[2]);
  LLVMValueRef size =
      LLVMConstInt(LLVMInt32TypeInContext(lspv_rev_context(c)), PRIMARY_MD_VALUE, 0);
  LLVMMetadataRef op = LLVMValueAsMetadata(size);
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(ctx, MD, sizeof MD - 1),
                        LLVMMDNodeInContext2(ctx, &op, 1));
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_subgroup_requirements = {
    LSPV_PLUGIN_HEADER,
    .name = "subgroup-requirements",
    .extensions = extensions,
    .fwd_entry_point = fwd_entry_point,
    .rev_execution_mode = rev_execution_mode,
};
