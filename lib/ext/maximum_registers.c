/*===-- ext/maximum_registers.c - SPV_INTEL_maximum_registers -------------===*\
|*                                                                            *|
|* A kernel's register budget, as DPC++ / OpenMP offloading writes it:       *|
|*                                                                            *|
|*   !RegisterAllocMode !{i32 N}         MaximumRegistersINTEL N             *|
|*   !RegisterAllocMode !{!{i32 N}}      MaximumRegistersIdINTEL %const_N     *|
|*   !RegisterAllocMode !{!"AutoINTEL"}  NamedMaximumRegistersINTEL AutoINTEL *|
|*                                                                            *|
|* with capability RegisterLimitsINTEL.  Without the extension the integer   *|
|* form 0, 1, 2 (auto, small, large register file) becomes llvm-spirv's      *|
|* UserSemantic "num-thread-per-eu 0|8|4" on the kernel, which reverse gives *|
|* back as an annotation.  Reverse writes the modes as !spirv.ExecutionMode  *|
|* entries, the named one by name and the <id> one as a node of its value.  *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "ext/fn_metadata.h"
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_maximum_registers"
#define MD "RegisterAllocMode"

static const struct {
  const char *name;
  uint32_t value;
} named[] = {{"AutoINTEL", 0}};

/* The threads per EU llvm-spirv's UserSemantic names for modes 0, 1, 2. */
static const char *const threads_per_eu[] = {"0", "8", "4"};

static lspv_status bad_md(lspv_fwd_ctx *c, LLVMValueRef fn, const char *why) {
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidLlvmModule", fn, "!%s: %s", MD, why);
}

static lspv_status user_semantic(lspv_fwd_ctx *c, LLVMValueRef fn, LLVMValueRef v) {
  uint64_t mode = LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : ~0ull;
  if (mode >= sizeof threads_per_eu / sizeof *threads_per_eu)
    return LSPV_SUCCESS; /* only auto, small and large have a spelling */
  /* UserSemantic is SPIR-V 1.4 (as for annotations: llvm-spirv raises the
   * version too). */
  lspv_status st = lspv_fwd_require_version(c, 1, 4, "UserSemantic decoration (RegisterAllocMode)");
  if (st)
    return st;
  char s[32];
  snprintf(s, sizeof s, "num-thread-per-eu %s", threads_per_eu[mode]);
  uint32_t ops[2] = {lspv_fwd_function_id(c, fn), SPV_Decoration_UserSemantic};
  lspv_fwd_emit_with_string(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2, s);
  return LSPV_SUCCESS;
}

static lspv_status fwd_entry_point(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  LLVMValueRef node = ext_fn_md(fn, MD);
  if (!node)
    return LSPV_SUCCESS;
  if (LLVMGetMDNodeNumOperands(node) != 1)
    return bad_md(c, fn, "expected one operand");
  LLVMValueRef v;
  LLVMGetMDNodeOperands(node, &v);
  if (!lspv_fwd_extension_enabled(c, EXT))
    return user_semantic(c, fn, v);
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_RegisterLimitsINTEL);
  unsigned len = 0;
  const char *str = v ? LLVMGetMDString(v, &len) : NULL;
  if (str) {
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
      if (strlen(named[i].name) == len && !memcmp(named[i].name, str, len)) {
        uint32_t ops[3] = {entry_id, SPV_ExecutionMode_NamedMaximumRegistersINTEL, named[i].value};
        lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 3);
        return LSPV_SUCCESS;
      }
    return bad_md(c, fn, "unknown named register count");
  }
  if (v && LLVMIsAMDNode(v) && LLVMGetMDNodeNumOperands(v) == 1) {
    LLVMValueRef n;
    LLVMGetMDNodeOperands(v, &n);
    if (!n || !LLVMIsAConstantInt(n))
      return bad_md(c, fn, "expected an integer in the node");
    if ((s = lspv_fwd_require_version(c, 1, 2, "OpExecutionModeId (MaximumRegistersIdINTEL)")))
      return s;
    uint32_t ops[3] = {entry_id, SPV_ExecutionMode_MaximumRegistersIdINTEL,
                       lspv_fwd_const_u32(c, (uint32_t)LLVMConstIntGetZExtValue(n))};
    lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionModeId, ops, 3);
    return LSPV_SUCCESS;
  }
  if (!v || !LLVMIsAConstantInt(v))
    return bad_md(c, fn, "expected an integer, a node of one, or a name");
  uint32_t ops[3] = {entry_id, SPV_ExecutionMode_MaximumRegistersINTEL,
                     (uint32_t)LLVMConstIntGetZExtValue(v)};
  lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 3);
  return LSPV_SUCCESS;
}

static lspv_status rev_execution_mode(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *in) {
  if (in->noperands < 3)
    return LSPV_DECLINED;
  uint32_t mode = in->operands[1], arg = in->operands[2];
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMMetadataRef value;
  if (mode == SPV_ExecutionMode_MaximumRegistersINTEL) {
    value = LLVMValueAsMetadata(LLVMConstInt(i32, arg, 0));
  } else if (mode == SPV_ExecutionMode_NamedMaximumRegistersINTEL) {
    const char *name = NULL;
    for (size_t i = 0; i < sizeof named / sizeof *named; i++)
      if (named[i].value == arg)
        name = named[i].name;
    if (!name)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                            "unknown named maximum number of registers %u", arg);
    value = LLVMMDStringInContext2(ctx, name, strlen(name));
  } else if (mode == SPV_ExecutionMode_MaximumRegistersIdINTEL) {
    uint64_t n;
    if (lspv_rev_const_int(c, arg, &n))
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                            "MaximumRegistersIdINTEL: id %u is not an integer constant", arg);
    LLVMMetadataRef inner = LLVMValueAsMetadata(LLVMConstInt(i32, n, 0));
    value = LLVMMDNodeInContext2(ctx, &inner, 1);
  } else {
    return LSPV_DECLINED;
  }
  LLVMMetadataRef ops[3] = {LLVMValueAsMetadata(fn),
                            LLVMValueAsMetadata(LLVMConstInt(i32, mode, 0)), value};
  LLVMAddNamedMetadataOperand(lspv_rev_module(c), "spirv.ExecutionMode",
                              LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, ops, 3)));
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_maximum_registers = {
    LSPV_PLUGIN_HEADER,
    .name = "maximum-registers",
    .extensions = extensions,
    .fwd_entry_point = fwd_entry_point,
    .rev_execution_mode = rev_execution_mode,
};
