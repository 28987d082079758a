/*===-- ext/hw_thread_queries.c - SPV_INTEL_hw_thread_queries (deprecated) -===*\
|*                                                                            *|
|* SPV_INTEL_hw_thread_queries gave two built-in variables, SubDeviceIDINTEL *|
|* and GlobalHWThreadIDINTEL (BuiltIn 6135, 6136).  The extension is         *|
|* deprecated: they are no longer in the SPIR-V registry, and a module that *|
|* declared them would not be valid.  llvm-spirv refuses them with a         *|
|* DeprecatedExtension error, and so does this plugin: forward, a global    *|
|* named as SPIR-V friendly IR spells them, __spirv_BuiltIn<Name>, is that   *|
|* error, naming the global, rather than an ordinary imported variable that *|
|* would silently lose its meaning.                                          *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_hw_thread_queries"

static const char *const builtins[] = {
    "__spirv_BuiltInSubDeviceIDINTEL",
    "__spirv_BuiltInGlobalHWThreadIDINTEL",
};

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  (void)id;
  if (!LLVMIsAGlobalVariable(gv))
    return LSPV_SUCCESS;
  size_t len = 0;
  const char *name = LLVMGetValueName2(gv, &len);
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
    if (len == strlen(builtins[i]) && memcmp(name, builtins[i], len) == 0)
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "DeprecatedExtension", gv,
                            "Feature requires the following deprecated SPIR-V extension:\n" EXT_NAME
                            "\nPlease report to https://github.com/intel/llvm in case if you see "
                            "this error.\nRef LLVM Value:\n");
  return LSPV_SUCCESS;
}

const lspv_plugin lspv_plugin_hw_thread_queries = {
    LSPV_PLUGIN_HEADER,
    .name = "hw-thread-queries",
    .fwd_global_object = fwd_global_object,
};
