/*===-- ext/untyped_pointers.c - SPV_KHR_untyped_pointers -----------------===*\
|*                                                                            *|
|* Pointers without a pointee type, as LLVM's opaque pointers are.           *|
|* Forward (extension enabled): a pointer to a scalar, a struct or another   *|
|* pointer is an OpTypeUntypedPointerKHR of its storage class, with         *|
|* capability UntypedPointersKHR; pointers to arrays, vectors and the opaque *|
|* OpenCL / extension types (images, samplers, pipes, events, cooperative    *|
|* matrices...) keep OpTypePointer, as llvm-spirv keeps them.  The core then *|
|* writes the variables of such pointers as OpUntypedVariableKHR naming     *|
|* their data type and GEPs as OpUntyped[InBounds]PtrAccessChainKHR naming  *|
|* the source element type (plugin.h, fwd_pointer_type).                     *|
|* Reverse: the core reads the type as `ptr addrspace(N)`, the variable as  *|
|* an alloca / global of its data type and the access chains as             *|
|* getelementptr on their base type (untyped_pointer_ops).                   *|
|* Checker: an untyped variable names a data type unless it is a module-    *|
|* scope variable without initializer (the extension's validation rule);   *|
|* an untyped access chain's Base Type is no pointer (lspv's output).       *|
|* Numbers: grammar/khr_untyped_pointers.json.                               *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_untyped_pointers"

/* ---- forward -----------------------------------------------------------------*/
/* Pointee types whose pointers stay typed (a function pointer too: the
 * OpFunctionPointerCallINTEL that calls it takes its signature from the
 * pointee, SPV_INTEL_function_pointers). */
static const uint32_t typed_pointees[] = {
    SPV_OpTypeFunction,
    SPV_OpTypeArray,
    SPV_OpTypeRuntimeArray,
    SPV_OpTypeVector,
    SPV_OpTypeImage,
    SPV_OpTypeSampler,
    SPV_OpTypeSampledImage,
    SPV_OpTypePipe,
    SPV_OpTypePipeStorage,
    SPV_OpTypeEvent,
    SPV_OpTypeDeviceEvent,
    SPV_OpTypeReserveId,
    SPV_OpTypeOpaque,
    SPV_OpTypeQueue,
    SPV_OpTypeCooperativeMatrixKHR,
    SPV_OpTypeTaskSequenceINTEL,
};

static lspv_status fwd_pointer_type(lspv_fwd_ctx *c, uint32_t storage_class, uint32_t pointee,
                                    uint32_t pointee_opcode, uint32_t *id) {
  (void)pointee;
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  for (size_t i = 0; i < sizeof typed_pointees / sizeof typed_pointees[0]; i++)
    if (pointee_opcode == typed_pointees[i])
      return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_UntypedPointersKHR);
  *id = lspv_fwd_type_decl(c, SPV_OpTypeUntypedPointerKHR, &storage_class, 1);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static const lspv_untyped_pointer_ops untyped_ops = {
    .pointer_type = SPV_OpTypeUntypedPointerKHR,
    .variable = SPV_OpUntypedVariableKHR,
    .access_chain = SPV_OpUntypedAccessChainKHR,
    .in_bounds_access_chain = SPV_OpUntypedInBoundsAccessChainKHR,
    .ptr_access_chain = SPV_OpUntypedPtrAccessChainKHR,
    .in_bounds_ptr_access_chain = SPV_OpUntypedInBoundsPtrAccessChainKHR,
};

/* ---- checker ------------------------------------------------------------------*/
/* Operands: Result Type, Result, Storage Class, [Data Type, [Initializer]]. */
static lspv_status check_variable(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 3)
    return LSPV_SUCCESS; /* the grammar rule reported it */
  uint32_t sc = in->operands[2];
  bool module_scope_plain = in->noperands == 3 && sc != SPV_StorageClass_Function;
  if (in->noperands == 3 && !module_scope_plain)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpUntypedVariableKHR %u: a Function variable names its data type",
                             in->result_id);
  return LSPV_SUCCESS;
}

/* Operands: Result Type, Result, Base Type, Base, ...: the extension's
 * validation rules want a Base Type that is no pointer (an index cannot step
 * into one; lspv strides over pointers as over an integer of their width).
 * llvm-spirv writes pointer Base Types, so only lspv's own output is held to
 * it. */
static lspv_status check_base_type(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 3)
    return LSPV_SUCCESS;
  uint32_t op = lspv_check_def_opcode(c, in->operands[2]);
  if (op == SPV_OpTypePointer || op == SPV_OpTypeUntypedPointerKHR)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "untyped access chain %u: the Base Type (id %u) is a pointer",
                             in->result_id, in->operands[2]);
  return LSPV_SUCCESS;
}

#define BASE_RULE(opcode)                                                                          \
  {"untyped access chain base type", opcode, check_base_type, NULL, LSPV_CHECK_ADVISORY_ON_INPUT}

static const lspv_check_rule check_rules[] = {
    {"untyped variable data type", SPV_OpUntypedVariableKHR, check_variable, NULL, 0},
    BASE_RULE(SPV_OpUntypedAccessChainKHR),
    BASE_RULE(SPV_OpUntypedInBoundsAccessChainKHR),
    BASE_RULE(SPV_OpUntypedPtrAccessChainKHR),
    BASE_RULE(SPV_OpUntypedInBoundsPtrAccessChainKHR),
};

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_untyped_pointers = {
    LSPV_PLUGIN_HEADER,
    .name = "untyped_pointers",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_pointer_type = fwd_pointer_type,
    .untyped_pointer_ops = &untyped_ops,
};
