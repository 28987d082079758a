/*===-- ext/token_type.c - SPV_INTEL_token_type ---------------------------===*\
|*                                                                            *|
|* LLVM's `token` type as OpTypeTokenINTEL (6113, capability TokenTypeINTEL *|
|* 6112), so that a function taking or returning a token (an intrinsic the   *|
|* consumer knows) survives the round trip.  Neither number is in a grammar  *|
|* file (llvm-spirv keeps them internal), so the plugin gives the rows.      *|
|* Without the extension a token stays what the core refuses.                *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_token_type"

enum { CAP_TOKEN_TYPE = 6112, OP_TYPE_TOKEN = 6113 };

static const char *const exts[] = {EXT, NULL};
static const char *const caps[] = {"TokenTypeINTEL", NULL};
static const lspv_grammar_operand type_operands[] = {{"IdResult", 0}};
static const lspv_grammar_inst insts[] = {
    {"OpTypeTokenINTEL", OP_TYPE_TOKEN, "Type-Declaration", type_operands, 1, caps, NULL, 0},
};
static const lspv_grammar_enumerant enumerants[] = {
    {"Capability", "TokenTypeINTEL", CAP_TOKEN_TYPE, NULL, 0, NULL, exts, 0},
};
static const lspv_grammar_rows rows = {insts, 1, enumerants, 1, exts};

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (LLVMGetTypeKind(ty) != LLVMTokenTypeKind || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, CAP_TOKEN_TYPE);
  *id = lspv_fwd_type_decl(c, OP_TYPE_TOKEN, NULL, 0);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != OP_TYPE_TOKEN)
    return LSPV_DECLINED;
  *ty = LLVMTokenTypeInContext(lspv_rev_context(c));
  return LSPV_SUCCESS;
}

static const uint32_t type_opcodes[] = {OP_TYPE_TOKEN, 0};

const lspv_plugin lspv_plugin_token_type = {
    LSPV_PLUGIN_HEADER,           .name = "token-type", .extensions = exts,   .grammar = &rows,
    .type_opcodes = type_opcodes, .fwd_type = fwd_type, .rev_type = rev_type,
};
