/*===-- ext/masked_gather_scatter.c - SPV_INTEL_masked_gather_scatter ------===*\
|*                                                                            *|
|* Vectors of pointers (OpTypeVector of a physical pointer type, capability  *|
|* MaskedGatherScatterINTEL 6427) and the gather / scatter through them,     *|
|* OpMaskedGatherINTEL (6428) and OpMaskedScatterINTEL (6429)               *|
|* (docs/extensions/masked-gather-scatter.md).  Debian's grammar has none    *|
|* of the numbers, so the plugin gives the rows.                            *|
|*                                                                            *|
|* Forward: the core asks fwd_type whether <N x ptr> is allowed; with the  *|
|* extension it is (the core types the lanes as it types one pointer: a    *|
|* vector of function pointers is one of pointers to their function type), *|
|* without it the module is RequiresExtension, as llvm-spirv reports it.    *|
|* llvm.masked.gather / llvm.masked.scatter become the two instructions,    *|
|* their alignment (the `align` of the pointer operand, or the i32 operand  *|
|* of the older form) the literal.                                          *|
|* Reverse: the instructions are the intrinsics again, the literal the     *|
|* `align` of the pointer operand; OpTypeVector of pointers is the core's  *|
|* <N x ptr>.                                                               *|
|* Checker: a vector's pointer component needs the capability.              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_masked_gather_scatter"

enum { CAP_MASKED_GATHER_SCATTER = 6427, OP_MASKED_GATHER = 6428, OP_MASKED_SCATTER = 6429 };

static const char *const exts[] = {EXT_NAME, NULL};
static const char *const caps[] = {"MaskedGatherScatterINTEL", NULL};
static const lspv_grammar_operand gather_operands[] = {
    {"IdResultType", 0},   {"IdResult", 0}, {"IdRef", 0},
    {"LiteralInteger", 0}, {"IdRef", 0},    {"IdRef", 0},
};
static const lspv_grammar_operand scatter_operands[] = {
    {"IdRef", 0},
    {"IdRef", 0},
    {"LiteralInteger", 0},
    {"IdRef", 0},
};
static const lspv_grammar_inst insts[] = {
    {"OpMaskedGatherINTEL", OP_MASKED_GATHER, NULL, gather_operands, 6, caps, exts, 0},
    {"OpMaskedScatterINTEL", OP_MASKED_SCATTER, NULL, scatter_operands, 4, caps, exts, 0},
};
static const lspv_grammar_enumerant enumerants[] = {
    {"Capability", "MaskedGatherScatterINTEL", CAP_MASKED_GATHER_SCATTER, NULL, 0, NULL, exts, 0},
};
static const lspv_grammar_rows rows = {insts, 2, enumerants, 1, exts};

static int is_ptr_vector(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMVectorTypeKind &&
         LLVMGetTypeKind(LLVMGetElementType(ty)) == LLVMPointerTypeKind;
}

/* ---- forward -----------------------------------------------------------------*/

static lspv_status require(lspv_fwd_ctx *c, LLVMValueRef where) {
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return lspv_fwd_error(c, LSPV_ERROR_EXTENSION, "RequiresExtension", where,
                          "Feature requires the following SPIR-V extension:\n" EXT_NAME
                          "\nNOTE: LLVM module contains vector of pointers, translation of which "
                          "requires this extension");
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (!s)
    lspv_fwd_require_capability(c, CAP_MASKED_GATHER_SCATTER);
  return s;
}

/* Allows <N x ptr> (the core declares it, its lanes typed per value). */
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  (void)id;
  return is_ptr_vector(ty) ? require(c, NULL) : LSPV_DECLINED;
}

/* The alignment of the access: the `align` of the pointer-vector operand
 * (LLVM 22), or the constant i32 operand that older IR passes after it. */
static uint32_t alignment(LLVMValueRef call, unsigned ptrs, unsigned nargs_with_align) {
  if ((unsigned)LLVMGetNumArgOperands(call) == nargs_with_align) {
    LLVMValueRef a = LLVMGetOperand(call, ptrs + 1);
    return LLVMIsAConstantInt(a) ? (uint32_t)LLVMConstIntGetZExtValue(a) : 0;
  }
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAttributeRef at = LLVMGetCallSiteEnumAttribute(call, ptrs + 1, kind);
  return at ? (uint32_t)LLVMGetEnumAttributeValue(at) : 0;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  static const char masked[] = "llvm.masked.";
  if (strncmp(callee, masked, sizeof masked - 1))
    return LSPV_DECLINED;
  const char *op = callee + sizeof masked - 1;
  int is_gather = strncmp(op, "gather.", 7) == 0;
  if (!is_gather && strncmp(op, "scatter.", 8) != 0)
    return LSPV_DECLINED;
  unsigned ptrs = is_gather ? 0 : 1;
  if (!is_ptr_vector(LLVMTypeOf(LLVMGetOperand(call, ptrs))))
    return LSPV_DECLINED;
  lspv_status s = require(c, call);
  if (s)
    return s;
  /* gather(ptrs, [align,] mask, passthru); scatter(value, ptrs, [align,] mask) */
  unsigned with_align = 4, n = (unsigned)LLVMGetNumArgOperands(call);
  unsigned mask = ptrs + (n == with_align ? 2 : 1);
  uint32_t ops[6];
  size_t k = 0;
  if (is_gather) {
    ops[k++] = lspv_fwd_value_type(c, call);
    ops[k++] = lspv_fwd_new_id(c);
  } else {
    ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, 0));
  }
  ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, ptrs));
  ops[k++] = alignment(call, ptrs, with_align);
  ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, mask));
  if (is_gather)
    ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, mask + 1));
  for (size_t i = 0; i < k; i++)
    if (!ops[i] && i != (is_gather ? 3u : 2u))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, is_gather ? OP_MASKED_GATHER : OP_MASKED_SCATTER, ops, k);
  if (is_gather)
    lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  int is_gather = in->opcode == OP_MASKED_GATHER;
  unsigned first = is_gather ? 2 : 0; /* operands[] index of the first value */
  if (in->noperands != first + 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "malformed masked gather/scatter");
  LLVMValueRef args[3];
  LLVMValueRef ptrs = lspv_rev_value(c, in->operands[first + (is_gather ? 0 : 1)]);
  LLVMValueRef mask = lspv_rev_value(c, in->operands[first + (is_gather ? 2 : 3)]);
  LLVMValueRef other = lspv_rev_value(c, in->operands[first + (is_gather ? 3 : 0)]);
  if (!ptrs || !mask || !other)
    return LSPV_ERROR_INVALID_INPUT;
  uint32_t align = in->operands[first + (is_gather ? 1 : 2)];
  LLVMTypeRef over[2] = {LLVMTypeOf(other), LLVMTypeOf(ptrs)};
  static const char gather[] = "llvm.masked.gather", scatter[] = "llvm.masked.scatter";
  unsigned id = is_gather ? LLVMLookupIntrinsicID(gather, sizeof gather - 1)
                          : LLVMLookupIntrinsicID(scatter, sizeof scatter - 1);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, over, 2);
  LLVMTypeRef fty = LLVMIntrinsicGetType(lspv_rev_context(c), id, over, 2);
  if (is_gather)
    args[0] = ptrs, args[1] = mask, args[2] = other;
  else
    args[0] = other, args[1] = ptrs, args[2] = mask;
  LLVMValueRef call = LLVMBuildCall2(lspv_rev_builder(c), fty, fn, args, 3, "");
  if (align & (align - 1))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "alignment %u is not a power of two", align);
  if (align) {
    unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
    LLVMAttributeRef at = LLVMCreateEnumAttribute(lspv_rev_context(c), kind, align);
    LLVMAddCallSiteAttribute(call, is_gather ? 1 : 2, at);
  }
  if (is_gather)
    lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* The extension's Types: a vector's Component Type may be a physical
 * pointer, with the capability. */
static lspv_status check_vector(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 2 || lspv_check_def_opcode(c, in->operands[1]) != SPV_OpTypePointer)
    return LSPV_SUCCESS;
  if (!lspv_check_declares_capability(c, CAP_MASKED_GATHER_SCATTER))
    return lspv_check_report(c, in, "InvalidModule",
                             "a vector of pointers needs the MaskedGatherScatterINTEL capability");
  return LSPV_SUCCESS;
}

static const lspv_check_rule rules[] = {
    {"vector of pointers capability", SPV_OpTypeVector, check_vector, NULL, LSPV_CHECK_ALWAYS},
};

static const uint32_t opcodes[] = {OP_MASKED_GATHER, OP_MASKED_SCATTER, 0};

const lspv_plugin lspv_plugin_masked_gather_scatter = {
    LSPV_PLUGIN_HEADER,   .name = "masked-gather-scatter",
    .extensions = exts,   .grammar = &rows,
    .opcodes = opcodes,   .fwd_type = fwd_type,
    .fwd_call = fwd_call, .rev_instruction = rev_instruction,
    .check_rules = rules, .ncheck_rules = 1,
};
