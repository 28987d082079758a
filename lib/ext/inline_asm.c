/*===-- ext/inline_asm.c - SPV_INTEL_inline_assembly ---------------------===*\
|*                                                                            *|
|* LLVM inline assembly <-> OpAsmTargetINTEL / OpAsmINTEL / OpAsmCallINTEL    *|
|* (docs/extensions/inline-assembly.md).                                     *|
|*                                                                            *|
|* Forward, with the extension enabled (else RequiresExtension): one         *|
|* OpAsmTargetINTEL per module naming the module's target triple; one        *|
|* OpAsmINTEL per distinct LLVM InlineAsm value (LLVM uniques them by type,  *|
|* text, constraints and flags), with its function type, text and           *|
|* constraints, decorated SideEffectsINTEL when the asm is `sideeffect`;     *|
|* each call of it becomes OpAsmCallINTEL.                                    *|
|* Reverse: OpAsmINTEL becomes the InlineAsm value (AT&T dialect, the only   *|
|* one SPIR-V can carry), `sideeffect` when decorated; OpAsmCallINTEL a call *|
|* of it.  OpAsmTargetINTEL has no LLVM counterpart and is only checked.     *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_inline_assembly"

/* Literal strings: UTF-8, NUL-terminated, zero-padded to a word boundary,
 * the first byte in the low-order byte of a word (SPIR-V 2.2.1). */
static size_t string_words(size_t len) { return len / 4 + 1; }

static void pack_string(uint32_t *out, const char *s, size_t len) {
  memset(out, 0, string_words(len) * 4);
  for (size_t i = 0; i < len; i++)
    out[i / 4] |= (uint32_t)(unsigned char)s[i] << (8 * (i % 4));
}

/* The literal string starting at operand @p i of @p in, copied into @p out
 * (arena memory); the index after it in *next.  NULL when it is not
 * terminated inside the instruction. */
static const char *unpack_string(lspv_rev_ctx *c, const lspv_spv_inst *in, uint32_t i,
                                 uint32_t *next) {
  size_t cap = (size_t)(in->noperands > i ? in->noperands - i : 0) * 4;
  char *s = lspv_rev_alloc(c, cap + 1);
  if (!s)
    return NULL;
  for (size_t k = 0; k < cap; k++) {
    s[k] = (char)(in->operands[i + k / 4] >> (8 * (k % 4)));
    if (!s[k]) {
      *next = i + (uint32_t)(k / 4) + 1;
      return s;
    }
  }
  return NULL;
}

/* ---- forward -----------------------------------------------------------------*/

typedef struct {
  const char *triple; /* the module's target triple */
  uint32_t target;    /* OpAsmTargetINTEL id, 0 until the first asm */
  lspv_map *asms;     /* InlineAsm value -> OpAsmINTEL id */
} fwd_state;

static fwd_state *fwd_get_state(lspv_fwd_ctx *c) {
  void **slot = lspv_fwd_plugin_state(c);
  if (!*slot) {
    fwd_state *st = lspv_fwd_alloc(c, sizeof *st);
    if (!st || !(st->asms = lspv_fwd_map_create(c)))
      return NULL;
    st->triple = "";
    st->target = 0;
    *slot = st;
  }
  return *slot;
}

static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  fwd_state *st = fwd_get_state(c);
  if (!st)
    return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", NULL, "out of memory");
  const char *t = LLVMGetTarget(m);
  size_t n = strlen(t);
  char *copy = lspv_fwd_alloc(c, n + 1);
  if (copy) {
    memcpy(copy, t, n + 1);
    st->triple = copy;
  }
  return LSPV_SUCCESS;
}

/* OpAsmINTEL %ret %id %fnty %target "asm" "constraints" for @p ia (an InlineAsm value). */
static uint32_t declare_asm(lspv_fwd_ctx *c, fwd_state *st, LLVMValueRef call, LLVMValueRef ia) {
  uintptr_t id;
  if (lspv_map_get_ptr(st->asms, ia, &id))
    return (uint32_t)id;
  if (!st->target) {
    st->target = lspv_fwd_new_id(c);
    lspv_fwd_emit_with_string(c, LSPV_EMIT_GLOBAL, SPV_OpAsmTargetINTEL, &st->target, 1,
                              st->triple);
  }
  LLVMTypeRef fty = LLVMGetInlineAsmFunctionType(ia);
  uint32_t rt = lspv_fwd_type(c, LLVMGetReturnType(fty));
  uint32_t fnty = lspv_fwd_call_function_type(c, call);
  if (!rt || !fnty)
    return 0;
  size_t tlen, clen;
  const char *text = LLVMGetInlineAsmAsmString(ia, &tlen);
  const char *cons = LLVMGetInlineAsmConstraintString(ia, &clen);
  char *cstr = lspv_fwd_alloc(c, clen + 1);
  uint32_t *ops = lspv_fwd_alloc(c, (4 + string_words(tlen)) * sizeof *ops);
  if (!cstr || !ops)
    return 0;
  memcpy(cstr, cons, clen);
  cstr[clen] = 0;
  ops[0] = rt;
  ops[1] = lspv_fwd_new_id(c);
  ops[2] = fnty;
  ops[3] = st->target;
  pack_string(ops + 4, text, tlen);
  lspv_fwd_emit_with_string(c, LSPV_EMIT_GLOBAL, SPV_OpAsmINTEL, ops, 4 + string_words(tlen), cstr);
  if (LLVMGetInlineAsmHasSideEffects(ia)) {
    uint32_t dec[2] = {ops[1], SPV_Decoration_SideEffectsINTEL};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 2);
  }
  if (!lspv_map_put_ptr(st->asms, ia, ops[1]))
    return 0;
  return ops[1];
}

static lspv_status fwd_indirect_call(lspv_fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef ia = LLVMGetCalledValue(call);
  if (!LLVMIsAInlineAsm(ia))
    return LSPV_DECLINED;
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_AsmINTEL);
  fwd_state *st = fwd_get_state(c);
  uint32_t asm_id = st ? declare_asm(c, st, call, ia) : 0;
  LLVMTypeRef rty = LLVMGetReturnType(LLVMGetInlineAsmFunctionType(ia));
  uint32_t rt = lspv_fwd_type(c, rty);
  if (!asm_id || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  uint32_t *ops = lspv_fwd_alloc(c, (3 + (size_t)nargs) * sizeof *ops);
  if (!ops)
    return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", call, "out of memory");
  ops[0] = rt;
  ops[1] = lspv_fwd_new_id(c);
  ops[2] = asm_id;
  for (unsigned i = 0; i < nargs; i++)
    if (!(ops[3 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpAsmCallINTEL, ops, 3 + (size_t)nargs);
  if (LLVMGetTypeKind(rty) != LLVMVoidTypeKind)
    lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

/* InlineAsm values decorated SideEffectsINTEL.  LLVM's InlineAsm is immutable
 * and OpAsmINTEL is translated before its decorations are applied, so the
 * value is made without `sideeffect` and the decoration marks it here; each
 * call then uses the `sideeffect` twin. */
static lspv_map *side_effects(lspv_rev_ctx *c) {
  void **slot = lspv_rev_plugin_state(c);
  if (!*slot)
    *slot = lspv_rev_map_create(c);
  return *slot;
}

static LLVMValueRef make_asm(LLVMValueRef like, int side_effects) {
  size_t tlen, clen;
  const char *text = LLVMGetInlineAsmAsmString(like, &tlen);
  const char *cons = LLVMGetInlineAsmConstraintString(like, &clen);
  return LLVMGetInlineAsm(LLVMGetInlineAsmFunctionType(like), text, tlen, cons, clen, side_effects,
                          0, LLVMInlineAsmDialectATT, 0);
}

static lspv_status rev_asm(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  uint32_t next;
  const char *text = in->noperands > 4 ? unpack_string(c, in, 4, &next) : NULL;
  const char *cons = text ? unpack_string(c, in, next, &next) : NULL;
  if (!cons)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpAsmINTEL: the asm text and constraints must be literal strings");
  LLVMTypeRef fty = lspv_rev_type(c, in->operands[2]);
  if (!fty || LLVMGetTypeKind(fty) != LLVMFunctionTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpAsmINTEL: Asm type %u is not a function type", in->operands[2]);
  LLVMValueRef ia = LLVMGetInlineAsm(fty, text, strlen(text), cons, strlen(cons), 0, 0,
                                     LLVMInlineAsmDialectATT, 0);
  lspv_rev_set_value(c, in->result_id, ia);
  return LSPV_SUCCESS;
}

static lspv_status rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  LLVMValueRef ia = in->noperands >= 3 ? lspv_rev_value(c, in->operands[2]) : NULL;
  if (!ia || !LLVMIsAInlineAsm(ia))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpAsmCallINTEL: Asm must be an OpAsmINTEL");
  uintptr_t marked;
  lspv_map *se = side_effects(c);
  if (se && lspv_map_get_ptr(se, ia, &marked))
    ia = make_asm(ia, 1);
  unsigned nargs = in->noperands - 3;
  LLVMValueRef *args = lspv_rev_alloc(c, (nargs + 1) * sizeof *args);
  if (!args)
    return LSPV_ERROR_OUT_OF_MEMORY;
  for (unsigned i = 0; i < nargs; i++)
    if (!(args[i] = lspv_rev_value(c, in->operands[3 + i])))
      return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef fty = LLVMGetInlineAsmFunctionType(ia);
  if (LLVMCountParamTypes(fty) != nargs)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpAsmCallINTEL: %u arguments for an asm of %u parameters", nargs,
                          LLVMCountParamTypes(fty));
  LLVMValueRef call = LLVMBuildCall2(lspv_rev_builder(c), fty, ia, args, nargs, "");
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  switch (in->opcode) {
  case SPV_OpAsmINTEL: return rev_asm(c, in);
  case SPV_OpAsmCallINTEL: return rev_call(c, in);
  default: return LSPV_SUCCESS; /* OpAsmTargetINTEL: nothing in LLVM */
  }
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  (void)dec;
  (void)ndec;
  if (!LLVMIsAInlineAsm(target))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "SideEffectsINTEL decorates something other than an OpAsmINTEL");
  lspv_map *se = side_effects(c);
  if (!se || !lspv_map_put_ptr(se, target, 1))
    return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", word_offset, "out of memory");
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* Spec: Asm type is an OpTypeFunction returning Result Type; Target is an
 * OpAsmTargetINTEL. */
static lspv_status check_asm(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst fty;
  if (in->noperands < 6 || lspv_check_def(c, in->operands[2], &fty) ||
      fty.opcode != SPV_OpTypeFunction || fty.operands[1] != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmINTEL: Asm type must be an OpTypeFunction returning the "
                             "Result Type");
  if (lspv_check_def_opcode(c, in->operands[3]) != SPV_OpAsmTargetINTEL)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmINTEL: Target must be an OpAsmTargetINTEL");
  uint32_t next;
  if (!lspv_check_literal_string(c, in, 4, &next) || !lspv_check_literal_string(c, in, next, NULL))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmINTEL: the asm text and constraints must be literal strings");
  return LSPV_SUCCESS;
}

/* Spec: Asm is an OpAsmINTEL of the same Result Type; the arguments match
 * the parameters of its Asm type. */
static lspv_status check_call(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst ia, fty, arg;
  if (in->noperands < 3 || lspv_check_def(c, in->operands[2], &ia) || ia.opcode != SPV_OpAsmINTEL ||
      lspv_check_def(c, ia.operands[2], &fty) || fty.opcode != SPV_OpTypeFunction)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmCallINTEL: Asm must be an OpAsmINTEL");
  if (ia.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmCallINTEL: Result Type differs from the OpAsmINTEL's %u",
                             ia.type_id);
  if (fty.noperands - 2 != in->noperands - 3)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "OpAsmCallINTEL: %u arguments for an asm of %u parameters",
                             in->noperands - 3, fty.noperands - 2);
  for (uint32_t i = 3; i < in->noperands; i++)
    if (lspv_check_def(c, in->operands[i], &arg) || arg.type_id != fty.operands[i - 1])
      return lspv_check_report(c, in, "InvalidInstruction",
                               "OpAsmCallINTEL: argument %u does not have the parameter type %u",
                               i - 2, fty.operands[i - 1]);
  return LSPV_SUCCESS;
}

/* SideEffectsINTEL decorates an OpAsmINTEL. */
static lspv_status check_decorate(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 2 || in->operands[1] != SPV_Decoration_SideEffectsINTEL ||
      lspv_check_def_opcode(c, in->operands[0]) == SPV_OpAsmINTEL)
    return LSPV_SUCCESS;
  return lspv_check_report(c, in, "InvalidDecoration",
                           "SideEffectsINTEL must decorate an OpAsmINTEL");
}

static const lspv_check_rule check_rules[] = {
    {"inline asm declaration", SPV_OpAsmINTEL, check_asm, NULL, LSPV_CHECK_ALWAYS},
    {"inline asm call signature", SPV_OpAsmCallINTEL, check_call, NULL, LSPV_CHECK_ALWAYS},
    {"SideEffectsINTEL target", SPV_OpDecorate, check_decorate, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpAsmTargetINTEL, SPV_OpAsmINTEL, SPV_OpAsmCallINTEL, 0};
static const uint32_t decorations[] = {SPV_Decoration_SideEffectsINTEL, 0};

const lspv_plugin lspv_plugin_inline_asm = {
    LSPV_PLUGIN_HEADER,
    .name = "inline-assembly",
    .extensions = extensions,
    .opcodes = opcodes,
    .decorations = decorations,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_module_begin = fwd_module_begin,
    .fwd_indirect_call = fwd_indirect_call,
    .rev_instruction = rev_instruction,
    .rev_decoration = rev_decoration,
};
