/*===-- ext/image_raw10_raw12.c - SPV_EXT_image_raw10_raw12 --------------===*\
|*                                                                            *|
|* The extension adds two image channel data types, UnsignedIntRaw10EXT (19)  *|
|* and UnsignedIntRaw12EXT (20), that OpImageQueryFormat may return.  No      *|
|* instruction names them: a module uses them when it compares a queried      *|
|* format with one, which in OpenCL C is get_image_channel_data_type()        *|
|* against CLK_UNSIGNED_INT_RAW10_EXT / RAW12_EXT (the SPIR-V value plus the  *|
|* OpenCL enumeration base 0x10D0: 4323, 4324).                               *|
|*                                                                            *|
|* Forward: such a call whose result (or that result plus or minus a         *|
|* constant) an `icmp` compares with one of those constants, or a `switch`  *|
|* has as a case, declares the extension (RequiresExtension when it is      *|
|* disabled); the core translates the call.                                  *|
|* Reverse: nothing to do (the values are plain integers).                   *|
|* Spec: SPV_EXT_image_raw10_raw12.asciidoc (SPIR-V registry).               *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_EXT_image_raw10_raw12"
#define CL_DATA_TYPE_BASE 0x10D0u /* CLK_SNORM_INT8: OpenCL's first data type */

/* UnsignedIntRaw10EXT, UnsignedIntRaw12EXT: the grammar Debian ships lacks
 * them, and no instruction takes them as an operand (no grammar rows). */
static const uint32_t formats[] = {19, 20};

/* Non-zero when constant @p v, compared with the query's value shifted by
 * @p delta, is one of the raw formats. */
static int is_raw_constant(LLVMValueRef v, long long delta) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
    return 0;
  long long k = LLVMConstIntGetSExtValue(v) - delta;
  for (size_t i = 0; i < sizeof formats / sizeof *formats; i++)
    if (k == (long long)(CL_DATA_TYPE_BASE + formats[i]))
      return 1;
  return 0;
}

/* Non-zero when a user of @p v (the query's value plus @p delta) compares
 * it with a raw format: an icmp with the constant on either side, a switch
 * with it as a case value; through `add` / `sub` of a constant (reverse
 * writes the query as `sub` of the OpenCL base, its IAdd an `add`), at most
 * @p depth deep. */
static int compares_raw(LLVMValueRef v, long long delta, unsigned depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAICmpInst(user) &&
        is_raw_constant(LLVMGetOperand(user, LLVMGetOperand(user, 0) == v ? 1 : 0), delta))
      return 1;
    if (LLVMIsASwitchInst(user) && LLVMGetOperand(user, 0) == v) {
      /* Operands: condition, default, then (value, destination) pairs. */
      unsigned n = (unsigned)LLVMGetNumOperands(user);
      for (unsigned i = 2; i + 1 < n; i += 2)
        if (is_raw_constant(LLVMGetOperand(user, i), delta))
          return 1;
    }
    if (!depth || !LLVMIsABinaryOperator(user))
      continue;
    LLVMOpcode op = LLVMGetInstructionOpcode(user);
    LLVMValueRef k = LLVMGetOperand(user, 1);
    if ((op == LLVMAdd || op == LLVMSub) && LLVMGetOperand(user, 0) == v && LLVMIsAConstantInt(k) &&
        compares_raw(user, delta + (op == LLVMAdd ? 1 : -1) * LLVMConstIntGetSExtValue(k),
                     depth - 1))
      return 1;
  }
  return 0;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  static const char query[] = "get_image_channel_data_type";
  size_t len;
  const char *params;
  const char *name = strncmp(callee, "_Z", 2) ? NULL : lspv_itanium_name(callee, &len, &params);
  if (!name || len != sizeof query - 1 || memcmp(name, query, len))
    return LSPV_DECLINED;
  if (!compares_raw(call, 0, 4))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  return s ? s : LSPV_DECLINED; /* declared; the core translates the query */
}

static const char *const extensions[] = {EXT_NAME, NULL};

const lspv_plugin lspv_plugin_image_raw10_raw12 = {
    LSPV_PLUGIN_HEADER,
    .name = "image-raw10-raw12",
    .extensions = extensions,
    .fwd_call = fwd_call,
};
