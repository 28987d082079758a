/*===-- ext/relaxed_printf.c - SPV_EXT_relaxed_printf_string_address_space -===*\
|*                                                                            *|
|* OpenCL.std printf takes its format from a UniformConstant string; the     *|
|* extension allows any storage class (docs/extensions/relaxed-printf.md).   *|
|*                                                                            *|
|* Forward: a printf (the OpenCL C name or the SPIR-V friendly               *|
|* __spirv_ocl_printf) whose format is outside the constant address space    *|
|* (2) becomes the instruction with the extension declared; without it, the  *|
|* RequiresExtension error in llvm-spirv's words.  A constant-space format   *|
|* is the core's.                                                            *|
|* Reverse: nothing of its own: the core writes such a printf as             *|
|* __spirv_ocl_printf mangled with the format's address space.               *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_EXT_relaxed_printf_string_address_space"
#define MAX_ARGS 36

static int is_printf(const char *callee) {
  if (!strcmp(callee, "printf"))
    return 1;
  size_t len;
  const char *params;
  const char *name = strncmp(callee, "_Z", 2) ? NULL : lspv_itanium_name(callee, &len, &params);
  return name && len == 18 && !memcmp(name, "__spirv_ocl_printf", 18);
}

/* Whether @p call is a printf whose format lies outside the constant space. */
static int relaxed_format(LLVMValueRef call, const char *callee) {
  if (LLVMGetNumArgOperands(call) == 0 || !is_printf(callee))
    return 0;
  LLVMTypeRef ft = LLVMTypeOf(LLVMGetOperand(call, 0));
  return LLVMGetTypeKind(ft) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(ft) != 2;
}

static lspv_status requires_extension(lspv_fwd_ctx *c, LLVMValueRef call) {
  return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", call,
                        "Feature requires the following SPIR-V extension:\n%s extension should "
                        "be allowed to translate this module, because this LLVM module "
                        "contains the printf function with format string, whose address "
                        "space is not equal to 2 (constant).",
                        EXT_NAME);
}

/* Without the extension, such a printf is the module's error, reported
 * before anything else of the module (its format string, a global of that
 * space, may have no SPIR-V form of its own either). */
static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  if (lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_SUCCESS;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (!is_printf(name))
      continue;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef call = LLVMGetUser(u);
      if (LLVMIsACallInst(call) && LLVMGetCalledValue(call) == fn && relaxed_format(call, name))
        return requires_extension(c, call);
    }
  }
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  unsigned n = LLVMGetNumArgOperands(call);
  if (!relaxed_format(call, callee))
    return LSPV_DECLINED;
  LLVMTypeRef ft = LLVMTypeOf(LLVMGetOperand(call, 0));
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return requires_extension(c, call);
  if (n > MAX_ARGS)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "printf with more than %d arguments", MAX_ARGS);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  long number = lspv_grammar_extinst_number("OpenCL.std", "printf");
  uint32_t ops[4 + MAX_ARGS] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                                lspv_fwd_ext_inst_import(c, "OpenCL.std"), (uint32_t)number};
  if (!ops[0] || !ops[2] || number < 0)
    return LSPV_ERROR_UNSUPPORTED;
  /* The format and pointer arguments are i8 pointers, as in the core. */
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetTypeContext(ft));
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    ops[4 + i] = LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind
                     ? lspv_fwd_pointer_value(c, a, i8)
                     : lspv_fwd_value(c, a);
    if (!ops[4 + i])
      return LSPV_ERROR_UNSUPPORTED;
  }
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpExtInst, ops, 4 + n);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_relaxed_printf = {
    LSPV_PLUGIN_HEADER,
    .name = "relaxed-printf",
    .extensions = extensions,
    .fwd_call = fwd_call,
    .fwd_module_begin = fwd_module_begin,
};
