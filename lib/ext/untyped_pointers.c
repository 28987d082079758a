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
|* Prefetch: with the extension, OpenCL's prefetch (prefetch / __spirv_ocl_ *|
|* prefetch) of an untyped pointer is OpUntypedPrefetchKHR of the pointer   *|
|* and the byte count (the element count times the size of the element the  *|
|* builtin's name gives); reverse: the prefetch builtin on chars, whose     *|
|* element count is that byte count.                                         *|
|* Checker: an untyped variable names a data type unless it is a module-    *|
|* scope variable without initializer (the extension's validation rule);   *|
|* an untyped access chain's Base Type is no pointer (lspv's output).       *|
|* Numbers: grammar/khr_untyped_pointers.json.                               *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "lspv/plugin.h"
#include "lspv/plugin_spirv.h"

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

/* ---- prefetch ----------------------------------------------------------------*/
/* The size in bytes of the element the Itanium mangling at @p m names (a
 * builtin scalar or a vector of one, a 3-vector taking the room of 4), 0
 * when it is none of those. */
static unsigned element_size(const char *m) {
  unsigned count = 1;
  if (m[0] == 'D' && m[1] == 'v') {
    char *end;
    count = (unsigned)strtoul(m + 2, &end, 10);
    if (*end != '_' || count == 0 || count > 16)
      return 0;
    count = count == 3 ? 4 : count;
    m = end + 1;
  }
  if (m[0] == 'D' && m[1] == 'h')
    return 2 * count;
  switch (m[0]) {
  case 'c':
  case 'a':
  case 'h': return count;
  case 's':
  case 't': return 2 * count;
  case 'i':
  case 'j':
  case 'f': return 4 * count;
  case 'l':
  case 'm':
  case 'd': return 8 * count;
  default: return 0;
  }
}

/* The pointee size of a prefetch builtin whose parameters are mangled
 * @p params ("PU3AS1Kcm": pointer, address space, qualifiers, element). */
static unsigned prefetch_element(const char *params) {
  if (*params++ != 'P')
    return 0;
  if (*params == 'U') { /* vendor qualifier: U<len><name> */
    char *end;
    unsigned long len = strtoul(params + 1, &end, 10);
    if (end == params + 1 || strlen(end) < len)
      return 0;
    params = end + len;
  }
  while (*params == 'K' || *params == 'V' || *params == 'r')
    params++;
  return element_size(params);
}

static int is_prefetch(const char *name, size_t len) {
  static const char *const names[] = {"prefetch", "__spirv_ocl_prefetch"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strlen(names[i]) == len && !memcmp(name, names[i], len))
      return 1;
  return 0;
}

/* prefetch(p, n) of an untyped pointer p: OpUntypedPrefetchKHR p, the byte
 * count (n times the element size; folded when n is a constant). */
static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name || !is_prefetch(name, len) || LLVMGetNumArgOperands(call) != 2)
    return LSPV_DECLINED;
  LLVMValueRef ptr = LLVMGetOperand(call, 0), count = LLVMGetOperand(call, 1);
  unsigned size = prefetch_element(params);
  if (!size || LLVMGetTypeKind(LLVMTypeOf(ptr)) != LLVMPointerTypeKind ||
      LLVMGetTypeKind(LLVMTypeOf(count)) != LLVMIntegerTypeKind)
    return LSPV_DECLINED;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(ptr)));
  if (!lspv_fwd_untyped_pointer_type(c, lspv_fwd_type(c, LLVMTypeOf(ptr))))
    return LSPV_DECLINED; /* a typed pointer: the core's OpenCL.std prefetch */
  uint32_t p = lspv_fwd_pointer_value(c, ptr, i8);
  if (!p)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t bytes;
  if (size == 1) {
    bytes = lspv_fwd_value(c, count);
  } else if (LLVMIsAConstantInt(count)) {
    bytes = lspv_fwd_value(
        c, LLVMConstInt(LLVMTypeOf(count), LLVMConstIntGetZExtValue(count) * size, 0));
  } else {
    uint32_t ops[4] = {lspv_fwd_value_type(c, count), lspv_fwd_new_id(c), lspv_fwd_value(c, count),
                       lspv_fwd_value(c, LLVMConstInt(LLVMTypeOf(count), size, 0))};
    if (!ops[0] || !ops[2] || !ops[3])
      return LSPV_ERROR_UNSUPPORTED;
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpIMul, ops, 4);
    bytes = ops[1];
  }
  if (!bytes)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_UntypedPointersKHR);
  uint32_t ops[2] = {p, bytes};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpUntypedPrefetchKHR, ops, 2);
  return LSPV_SUCCESS;
}

/* OpUntypedPrefetchKHR p n [rw locality cache]: prefetch of n chars at p
 * (the hints have no OpenCL spelling and are dropped). */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->noperands < 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpUntypedPrefetchKHR takes a pointer and a byte count");
  LLVMValueRef args[2] = {lspv_rev_value(c, in->operands[0]), lspv_rev_value(c, in->operands[1])};
  if (!args[0] || !args[1])
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef pt = LLVMTypeOf(args[0]), nt = LLVMTypeOf(args[1]);
  if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind || LLVMGetTypeKind(nt) != LLVMIntegerTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpUntypedPrefetchKHR: the Pointer must be a pointer and Num Bytes an "
                          "integer");
  int spv_ir = lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR;
  lspv_mangle_type ptr_layers[2] = {
      {LSPV_MANGLE_POINTER, LLVMGetPointerAddressSpace(pt), LSPV_MANGLE_CONST, NULL},
      {LSPV_MANGLE_INT, 8, 0, NULL}};
  lspv_mangle_type count_layer = {LSPV_MANGLE_INT, LLVMGetIntTypeWidth(nt), LSPV_MANGLE_UNSIGNED,
                                  NULL};
  lspv_mangle_param mp[2] = {{ptr_layers, 2}, {&count_layer, 1}};
  char mangled[96];
  if (lspv_itanium_mangle(spv_ir ? "__spirv_ocl_prefetch" : "prefetch", mp, 2, mangled,
                          sizeof mangled) >= sizeof mangled)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef void_ty = LLVMVoidTypeInContext(lspv_rev_context(c));
  return lspv_rev_call_builtin(c, mangled, void_ty, args, 2, 0) ? LSPV_SUCCESS
                                                                : LSPV_ERROR_INVALID_INPUT;
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
static const uint32_t opcodes[] = {SPV_OpUntypedPrefetchKHR, 0};

const lspv_plugin lspv_plugin_untyped_pointers = {
    LSPV_PLUGIN_HEADER,
    .name = "untyped_pointers",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .opcodes = opcodes,
    .fwd_pointer_type = fwd_pointer_type,
    .fwd_call = fwd_call,
    .rev_instruction = rev_instruction,
    .untyped_pointer_ops = &untyped_ops,
};
