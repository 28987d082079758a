/*===-- ext/optnone.c - SPV_EXT_optnone / SPV_INTEL_optnone ----------------===*\
|*                                                                            *|
|* A function LLVM must not optimize (the `optnone` attribute) carries the   *|
|* OptNoneEXT Function Control bit (0x10000, capability OptNoneEXT 6094;     *|
|* the INTEL extension is the same bit under another name).  Forward adds    *|
|* the bit when either extension is enabled, the EXT one preferred, and      *|
|* drops the hint otherwise (a function that may be optimized is still the   *|
|* same function).  Reverse gives the function `optnone`, with the          *|
|* `noinline` LLVM requires beside it.                                       *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_EXT_optnone"
#define INTEL_NAME "SPV_INTEL_optnone"

static unsigned attr_kind(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

static lspv_status fwd_mask(lspv_fwd_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t *mask) {
  if (kind != LSPV_MASK_FUNCTION_CONTROL ||
      !LLVMGetEnumAttributeAtIndex(v, LLVMAttributeFunctionIndex, attr_kind("optnone")))
    return LSPV_DECLINED;
  const char *ext = lspv_fwd_extension_enabled(c, EXT_NAME)     ? EXT_NAME
                    : lspv_fwd_extension_enabled(c, INTEL_NAME) ? INTEL_NAME
                                                                : NULL;
  if (!ext)
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, ext);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_OptNoneINTEL);
  *mask |= SPV_FunctionControl_OptNoneINTEL;
  return LSPV_SUCCESS;
}

static lspv_status rev_mask(lspv_rev_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t bits) {
  if (kind != LSPV_MASK_FUNCTION_CONTROL || !(bits & SPV_FunctionControl_OptNoneINTEL))
    return LSPV_DECLINED;
  LLVMContextRef ctx = lspv_rev_context(c);
  static const char *const attrs[] = {"optnone", "noinline"};
  for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++) {
    unsigned k = attr_kind(attrs[i]);
    if (!LLVMGetEnumAttributeAtIndex(v, LLVMAttributeFunctionIndex, k))
      LLVMAddAttributeAtIndex(v, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, k, 0));
  }
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, INTEL_NAME, NULL};

const lspv_plugin lspv_plugin_optnone = {
    LSPV_PLUGIN_HEADER,   .name = "optnone",    .extensions = extensions,
    .fwd_mask = fwd_mask, .rev_mask = rev_mask,
};
