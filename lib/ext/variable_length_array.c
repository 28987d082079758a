/*===-- ext/variable_length_array.c - SPV_INTEL_variable_length_array -----===*\
|*                                                                            *|
|* Arrays whose length is known at run time only (C99 VLAs), capability      *|
|* VariableLengthArrayINTEL (docs/extensions/variable-length-array.md):      *|
|*                                                                            *|
|*   alloca T, iN %n                 <-> OpVariableLengthArrayINTEL %ptr %n  *|
|*   call ptr @llvm.stacksave.p0()   <-> OpSaveMemoryINTEL %ptr              *|
|*   call void @llvm.stackrestore.p0(ptr %s) <-> OpRestoreMemoryINTEL %s     *|
|*                                                                            *|
|* Forward, with the extension enabled: an alloca whose count is not a       *|
|* constant becomes the instruction where it stands (an Alignment           *|
|* decoration keeps its alignment), the stack save/restore intrinsics the   *|
|* two others.  Without it a dynamic alloca is an error in llvm-spirv's     *|
|* words, and so is a save/restore in its function (unless                  *|
|* -spirv-allow-unknown-intrinsics names it); elsewhere they are left to    *|
|* the core (which lowers them to nothing: without a run-time sized alloca  *|
|* they have no effect).                                                     *|
|* Reverse: the same LLVM forms (the core applies the Alignment).           *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_variable_length_array"

/* ---- forward -----------------------------------------------------------------*/

/* The instructions' results are OpTypePointer in Function storage (the
 * spec's words), also where pointers are untyped (SPV_KHR_untyped_pointers):
 * the result is then cast to the value's own type.  @p ops[0] is the typed
 * pointer type; returns the id that stands for @p v: its result id, which
 * a phi of an earlier block may name already (lspv_fwd_result_id). */
static uint32_t emit_typed_result(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t opcode, uint32_t *ops,
                                  size_t nops) {
  uint32_t vt = lspv_fwd_value_type(c, v);
  if (!vt)
    return 0;
  if (vt == ops[0])
    ops[1] = lspv_fwd_result_id(c, v);
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, opcode, ops, nops);
  if (vt == ops[0])
    return ops[1];
  uint32_t cast[3] = {vt, lspv_fwd_result_id(c, v), ops[1]};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpBitcast, cast, 3);
  return cast[1];
}

/* An error in llvm-spirv's words: @p fmt's "%s" is the instruction as
 * LLVM prints it (its first line). */
static lspv_status refuse(lspv_fwd_ctx *c, const char *error_name, LLVMValueRef inst,
                          const char *fmt) {
  char *text = LLVMPrintValueToString(inst);
  char *nl = text ? strchr(text, '\n') : NULL;
  if (nl)
    *nl = 0;
  lspv_status s = lspv_fwd_error(c, LSPV_ERROR_EXTENSION, error_name, NULL, fmt, text ? text : "");
  LLVMDisposeMessage(text);
  return s;
}

static lspv_status fwd_alloca(lspv_fwd_ctx *c, LLVMValueRef inst) {
  LLVMValueRef count = LLVMGetOperand(inst, 0);
  if (LLVMIsAConstantInt(count))
    return LSPV_DECLINED; /* an ordinary variable: the core's */
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return refuse(c, "InvalidInstruction", inst,
                  "Can't translate llvm instruction:\n%s\nTranslation of dynamic alloca requires "
                  "SPV_INTEL_variable_length_array extension.");
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_VariableLengthArrayINTEL);
  uint32_t elem = lspv_fwd_type(c, LLVMGetAllocatedType(inst));
  uint32_t ops[3] = {lspv_fwd_typed_pointer_type(c, SPV_StorageClass_Function, elem),
                     lspv_fwd_new_id(c), lspv_fwd_value(c, count)};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t v = emit_typed_result(c, inst, SPV_OpVariableLengthArrayINTEL, ops, 3);
  if (!v)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_set_value(c, inst, v);
  unsigned align = LLVMGetAlignment(inst);
  if (align) {
    uint32_t dec[3] = {ops[1], SPV_Decoration_Alignment, align};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 3);
  }
  return LSPV_SUCCESS;
}

static const unsigned llvm_opcodes[] = {LLVMAlloca, 0};

static lspv_status fwd_llvm_instruction(lspv_fwd_ctx *c, LLVMValueRef inst) {
  return LLVMGetInstructionOpcode(inst) == LLVMAlloca ? fwd_alloca(c, inst) : LSPV_DECLINED;
}

static int has_prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* Whether function @p fn has an alloca of a run-time count (the answer for
 * the function last asked about is kept: a function's calls come together). */
typedef struct {
  LLVMValueRef fn;
  int dynamic;
} vla_state;

static int has_dynamic_alloca(lspv_fwd_ctx *c, LLVMValueRef fn) {
  vla_state **st = (vla_state **)lspv_fwd_plugin_state(c);
  if (!*st && !(*st = lspv_fwd_alloc(c, sizeof **st)))
    return 0;
  if ((*st)->fn == fn)
    return (*st)->dynamic;
  (*st)->fn = fn;
  (*st)->dynamic = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && !(*st)->dynamic;
       b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMGetInstructionOpcode(i) == LLVMAlloca && !LLVMIsAConstantInt(LLVMGetOperand(i, 0))) {
        (*st)->dynamic = 1;
        break;
      }
  return (*st)->dynamic;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  int save = has_prefix(callee, "llvm.stacksave");
  if (!save && !has_prefix(callee, "llvm.stackrestore"))
    return LSPV_DECLINED;
  if (!lspv_fwd_extension_enabled(c, EXT_NAME)) {
    /* Alone the pair is lowered away (the core); around a dynamic alloca,
     * which cannot be translated then, it is the first error, in
     * llvm-spirv's words, unless -spirv-allow-unknown-intrinsics names it. */
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
    if (lspv_fwd_unknown_intrinsic_allowed(c, callee) || !has_dynamic_alloca(c, fn))
      return LSPV_DECLINED;
    return refuse(c, "InvalidFunctionCall", call,
                  save ? "Unexpected llvm intrinsic:\n Translation of llvm.stacksave intrinsic "
                         "requires SPV_INTEL_variable_length_array extension or "
                         "-spirv-allow-unknown-intrinsics option.\n%s"
                       : "Unexpected llvm intrinsic:\n Translation of llvm.stackrestore intrinsic "
                         "requires SPV_INTEL_variable_length_array extension or "
                         "-spirv-allow-unknown-intrinsics option.\n%s");
  }
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_VariableLengthArrayINTEL);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call)));
  if (save) {
    uint32_t ops[2] = {
        lspv_fwd_typed_pointer_type(c, SPV_StorageClass_Function, lspv_fwd_type(c, i8)),
        lspv_fwd_new_id(c)};
    uint32_t v = ops[0] ? emit_typed_result(c, call, SPV_OpSaveMemoryINTEL, ops, 2) : 0;
    if (!v)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_fwd_set_value(c, call, v);
    return LSPV_SUCCESS;
  }
  if (LLVMGetNumArgOperands(call) != 1)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "%s takes one pointer", callee);
  uint32_t ptr = lspv_fwd_typed_pointer_value(c, LLVMGetOperand(call, 0), i8);
  if (!ptr)
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpRestoreMemoryINTEL, &ptr, 1);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

/* The intrinsic @p name overloaded on pointer type @p ptr, called with
 * @p args. */
static LLVMValueRef call_stack_intrinsic(lspv_rev_ctx *c, const char *name, LLVMTypeRef ptr,
                                         LLVMValueRef *args, unsigned nargs) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id)
    return NULL;
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, &ptr, 1);
  LLVMTypeRef fnty = LLVMIntrinsicGetType(lspv_rev_context(c), id, &ptr, 1);
  return LLVMBuildCall2(lspv_rev_builder(c), fnty, fn, args, nargs, "");
}

/* The pointee of pointer type @p type_id, 0 when it is no pointer. */
static uint32_t pointee_of(lspv_rev_ctx *c, uint32_t type_id) {
  lspv_spv_inst t;
  if (lspv_rev_def(c, type_id, &t) || t.opcode != SPV_OpTypePointer || t.noperands < 3)
    return 0;
  return t.operands[2];
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  LLVMValueRef v = NULL;
  if (in->opcode == SPV_OpVariableLengthArrayINTEL) {
    uint32_t pointee = in->noperands == 3 ? pointee_of(c, in->type_id) : 0;
    if (!pointee)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "OpVariableLengthArrayINTEL: the result must be a pointer");
    LLVMTypeRef elem = lspv_rev_type(c, pointee);
    LLVMValueRef n = lspv_rev_value(c, in->operands[2]);
    if (!elem || !n)
      return LSPV_ERROR_INVALID_INPUT;
    v = LLVMBuildArrayAlloca(lspv_rev_builder(c), elem, n, "");
  } else if (in->opcode == SPV_OpSaveMemoryINTEL) {
    LLVMTypeRef pt = in->noperands == 2 ? lspv_rev_type(c, in->type_id) : NULL;
    if (!pt || LLVMGetTypeKind(pt) != LLVMPointerTypeKind)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "OpSaveMemoryINTEL: the result must be a pointer");
    v = call_stack_intrinsic(c, "llvm.stacksave", pt, NULL, 0);
  } else { /* OpRestoreMemoryINTEL */
    LLVMValueRef p = in->noperands == 1 ? lspv_rev_value(c, in->operands[0]) : NULL;
    if (!p || LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
      return p || in->noperands != 1
                 ? lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction",
                                  in->word_offset, "OpRestoreMemoryINTEL takes a pointer")
                 : LSPV_ERROR_INVALID_INPUT;
    return call_stack_intrinsic(c, "llvm.stackrestore", LLVMTypeOf(p), &p, 1)
               ? LSPV_SUCCESS
               : LSPV_ERROR_INVALID_INPUT;
  }
  if (!v)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, v);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* The spec: the result of OpVariableLengthArrayINTEL is a pointer of Function
 * storage, its Length an integer scalar; OpSaveMemoryINTEL gives a pointer
 * and OpRestoreMemoryINTEL takes one. */
static lspv_status check_vla(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst t, n;
  if (lspv_check_def(c, in->type_id, &t) || t.opcode != SPV_OpTypePointer || t.noperands < 3 ||
      t.operands[1] != SPV_StorageClass_Function)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Result Type of OpVariableLengthArrayINTEL must be a pointer of "
                             "Function storage class");
  if (in->noperands < 3 || lspv_check_def(c, in->operands[2], &n) ||
      lspv_check_def_opcode(c, n.type_id) != SPV_OpTypeInt)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Length of OpVariableLengthArrayINTEL must be an integer scalar");
  return LSPV_SUCCESS;
}

static lspv_status check_pointer(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst p;
  uint32_t type = in->type_id;
  if (in->opcode == SPV_OpRestoreMemoryINTEL)
    type = in->noperands == 1 && !lspv_check_def(c, in->operands[0], &p) ? p.type_id : 0;
  if (lspv_check_def_opcode(c, type) != SPV_OpTypePointer)
    return lspv_check_report(c, in, "InvalidInstruction",
                             in->opcode == SPV_OpSaveMemoryINTEL
                                 ? "the Result Type of OpSaveMemoryINTEL must be a pointer"
                                 : "the Ptr of OpRestoreMemoryINTEL must be a pointer");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"variable length array", SPV_OpVariableLengthArrayINTEL, check_vla, NULL, LSPV_CHECK_ALWAYS},
    {"save memory result", SPV_OpSaveMemoryINTEL, check_pointer, NULL, LSPV_CHECK_ALWAYS},
    {"restore memory pointer", SPV_OpRestoreMemoryINTEL, check_pointer, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpVariableLengthArrayINTEL, SPV_OpSaveMemoryINTEL,
                                   SPV_OpRestoreMemoryINTEL, 0};

const lspv_plugin lspv_plugin_variable_length_array = {
    LSPV_PLUGIN_HEADER,
    .name = "variable-length-array",
    .extensions = extensions,
    .opcodes = opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .rev_instruction = rev_instruction,
    .fwd_llvm_opcodes = llvm_opcodes,
    .fwd_llvm_instruction = fwd_llvm_instruction,
};
