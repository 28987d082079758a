/*===-- ext/long_vector.c - SPV_EXT_long_vector --------------------------===*\
|*                                                                            *|
|* OpTypeVector of any component count (<1 x float>, <5 x i32>, <20 x i8>),  *|
|* not only 2, 3, 4, 8 and 16, under capability LongVectorEXT               *|
|* (docs/extensions/long-vector.md).                                        *|
|*                                                                            *|
|* Forward: the core asks fwd_type for a vector it has no form for; with the *|
|* extension enabled this plugin declares it.  When neither it nor          *|
|* SPV_INTEL_vector_compute (which declares such vectors too) may be used,  *|
|* it is RequiresExtension naming both, with a note giving the component    *|
|* count, as llvm-spirv reports it.  Everything else about such a          *|
|* vector (constants, element access, arithmetic, OpenCL.std calls) is the   *|
|* core's, as for any vector.                                               *|
|* Reverse and checker: the capability is listed in                         *|
|* any_vector_size_capabilities, so the core accepts the count.             *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT_NAME "SPV_EXT_long_vector"
#define VC_EXT_NAME "SPV_INTEL_vector_compute"

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return LSPV_DECLINED;
  unsigned n = LLVMGetVectorSize(ty);
  LLVMTypeRef elt = LLVMGetElementType(ty);
  LLVMTypeKind k = LLVMGetTypeKind(elt);
  if (n == 2 || n == 3 || n == 4 || n == 8 || n == 16 || k == LLVMPointerTypeKind)
    return LSPV_DECLINED; /* the core's, or not representable */
  if (!lspv_fwd_extension_enabled(c, EXT_NAME) && !lspv_fwd_extension_enabled(c, VC_EXT_NAME))
    return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", NULL,
                          "Feature requires the following SPIR-V extension:\n" EXT_NAME
                          " or " VC_EXT_NAME "\nNOTE: Unsupported vector type with %u elements: "
                          "its translation requires one of these extensions",
                          n);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  uint32_t ops[3] = {lspv_fwd_type(c, elt), n};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_require_capability(c, SPV_Capability_LongVectorEXT);
  *id = lspv_fwd_type_decl(c, SPV_OpTypeVector, ops, 2);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t vector_caps[] = {SPV_Capability_LongVectorEXT, 0};

const lspv_plugin lspv_plugin_long_vector = {
    LSPV_PLUGIN_HEADER,
    .name = "long-vector",
    .extensions = extensions,
    .fwd_type = fwd_type,
    .any_vector_size_capabilities = vector_caps,
};
