/*===-- ext/task_sequence.c - SPV_INTEL_task_sequence ---------------------===*\
|*                                                                            *|
|* FPGA task sequences (docs/extensions/task-sequence.md), capability        *|
|* TaskSequenceINTEL, grammar rows in grammar/intel_task_sequence.json:     *|
|*                                                                            *|
|*   target("spirv.TaskSequenceINTEL")  <-> OpTypeTaskSequenceINTEL          *|
|*   __spirv_TaskSequenceCreateINTEL(ptr @f, i32 pipelined, i32 cluster,     *|
|*       i32 get_capacity, i32 async_capacity)                               *|
|*                                      <-> OpTaskSequenceCreateINTEL %ts %f *|
|*                                          <4 literals>                      *|
|*                                                                            *|
|* This plugin owns the type and the create instruction, whose Function     *|
|* operand names an OpFunction (not a function pointer) and whose other     *|
|* operands are literals with the spec's ranges (errors in llvm-spirv's     *|
|* wording).  __spirv_TaskSequenceAsyncINTEL / GetINTEL / ReleaseINTEL are   *|
|* ordinary SPIR-V friendly calls: the core's grammar path translates them  *|
|* both ways (a struct result of Get through an sret pointer included).      *|
\*===----------------------------------------------------------------------===*/
#include <stdint.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_task_sequence"
#define TYPE_NAME "spirv.TaskSequenceINTEL"
#define CREATE "__spirv_TaskSequenceCreateINTEL"
#define GET "__spirv_TaskSequenceGetINTEL"
/* The reverse spelling: the result type as a `_R` postfix, the sequence
 * type as llvm-spirv mangles an opaque type (a global pointer to a struct
 * named after it). */
#define CREATE_R CREATE "_RPU3AS125__spirv_TaskSequenceINTEL"

static int is_sequence_type(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         strcmp(LLVMGetTargetExtTypeName(ty), TYPE_NAME) == 0 &&
         LLVMGetTargetExtTypeNumTypeParams(ty) == 0 && LLVMGetTargetExtTypeNumIntParams(ty) == 0;
}

/* ---- forward -----------------------------------------------------------------*/

static lspv_status require(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (!s)
    lspv_fwd_require_capability(c, SPV_Capability_TaskSequenceINTEL);
  return s;
}

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (!is_sequence_type(ty))
    return LSPV_DECLINED;
  lspv_status s = require(c);
  if (s)
    return s;
  *id = lspv_fwd_type_decl(c, SPV_OpTypeTaskSequenceINTEL, NULL, 0);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static lspv_status create_error(lspv_fwd_ctx *c, LLVMValueRef call, const char *why) {
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                        "Can't translate llvm instruction:\nTaskSequenceCreateINTEL\n%s", why);
}

/* The literal operands of the create call and the range the spec gives
 * each (the value read as a signed 32-bit integer). */
static const struct {
  int32_t min, max;
  const char *why;
} literals[4] = {
    {-1, INT32_MAX, "Pipeline must be a 32 bit integer with the value bigger or equal to -1."},
    {-1, 1, "ClusterMode valid values are -1, 0, 1."},
    {0, INT32_MAX, "GetCapacity must be an unsigned 32-bit integer."},
    {0, INT32_MAX, "AsyncCapacity must be an unsigned 32-bit integer."},
};

static lspv_status fwd_create(lspv_fwd_ctx *c, LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) != 5)
    return create_error(c, call, "takes a function and four integer literals");
  LLVMValueRef fn = LLVMGetOperand(call, 0);
  if (!LLVMIsAFunction(fn))
    return create_error(c, call, "First argument is expected to be a function.");
  uint32_t ops[7] = {0, 0, 0, 0, 0, 0, 0};
  for (unsigned i = 0; i < 4; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i + 1);
    if (!LLVMIsAConstantInt(a) || LLVMGetIntTypeWidth(LLVMTypeOf(a)) > 32)
      return create_error(c, call, "the capacities and modes must be constant 32-bit integers");
    uint32_t word = (uint32_t)LLVMConstIntGetZExtValue(a);
    int32_t v = (int32_t)word;
    if (v < literals[i].min || v > literals[i].max)
      return create_error(c, call, literals[i].why);
    ops[3 + i] = word;
  }
  if (!is_sequence_type(LLVMTypeOf(call)))
    return create_error(c, call, "Result must be TaskSequenceINTEL type");
  lspv_status s = require(c);
  if (s)
    return s;
  ops[0] = lspv_fwd_type(c, LLVMTypeOf(call));
  ops[1] = lspv_fwd_new_id(c);
  ops[2] = lspv_fwd_function_id(c, fn);
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpTaskSequenceCreateINTEL, ops, 7);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* A Get whose task function returns void: the spec's Result Type is the
 * function's return type, void included, which the core's grammar path
 * (a void call is an instruction without a result) cannot spell. */
static lspv_status fwd_void_get(lspv_fwd_ctx *c, LLVMValueRef call) {
  unsigned sret = LLVMGetEnumAttributeKindForName("sret", 4);
  if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind || LLVMGetNumArgOperands(call) != 1 ||
      LLVMGetCallSiteEnumAttribute(call, 1, sret))
    return LSPV_DECLINED; /* a value or an sret result: the core's */
  lspv_status s = require(c);
  if (s)
    return s;
  uint32_t ops[3] = {lspv_fwd_void_type(c), lspv_fwd_new_id(c),
                     lspv_fwd_value(c, LLVMGetOperand(call, 0))};
  if (!ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpTaskSequenceGetINTEL, ops, 3);
  return LSPV_SUCCESS;
}

/* Non-zero when source name @p name (@p len bytes) is @p want, bare or
 * with the `_R<type>` postfix reverse writes. */
static int names(const char *name, size_t len, const char *want) {
  size_t n = strlen(want);
  return name && len >= n && memcmp(name, want, n) == 0 &&
         (len == n || (len > n + 2 && memcmp(name + n, "_R", 2) == 0));
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (names(name, len, CREATE))
    return fwd_create(c, call);
  if (names(name, len, GET))
    return fwd_void_get(c, call);
  return LSPV_DECLINED;
}

/* ---- reverse -----------------------------------------------------------------*/

static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeTaskSequenceINTEL)
    return LSPV_DECLINED;
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), TYPE_NAME, NULL, 0, NULL, 0);
  return LSPV_SUCCESS;
}

/* The mangling of a function's return type, as the pointee of the task
 * function parameter ("Pi" for a function returning int); void for a type
 * without a scalar spelling. */
static void return_layers(LLVMTypeRef rt, lspv_mangle_type *L, unsigned *n) {
  L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_POINTER, 0, 0, NULL};
  if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind) {
    L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, LLVMGetVectorSize(rt), 0, NULL};
    rt = LLVMGetElementType(rt);
  }
  switch (LLVMGetTypeKind(rt)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(rt);
    L[(*n)++] = (lspv_mangle_type){w == 1 ? LSPV_MANGLE_BOOL : LSPV_MANGLE_INT, w, 0, NULL};
    return;
  }
  case LLVMHalfTypeKind: L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 16, 0, NULL}; return;
  case LLVMFloatTypeKind: L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 32, 0, NULL}; return;
  case LLVMDoubleTypeKind: L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, 64, 0, NULL}; return;
  default: L[(*n)++] = (lspv_mangle_type){LSPV_MANGLE_VOID, 0, 0, NULL}; return;
  }
}

static lspv_status rev_create(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  lspv_spv_inst f;
  if (in->noperands != 7 || lspv_rev_def(c, in->operands[2], &f) || f.opcode != SPV_OpFunction)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "OpTaskSequenceCreateINTEL: the Function operand must be an "
                          "OpFunction, followed by four literals");
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  LLVMValueRef fn = lspv_rev_value(c, in->operands[2]);
  if (!rt || !fn)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMValueRef args[5] = {fn};
  for (unsigned i = 0; i < 4; i++)
    args[i + 1] = LLVMConstInt(LLVMInt32TypeInContext(ctx), in->operands[3 + i], 0);
  lspv_mangle_type layers[5][4];
  lspv_mangle_param params[5];
  unsigned n = 0;
  return_layers(LLVMGlobalGetValueType(fn) ? LLVMGetReturnType(LLVMGlobalGetValueType(fn))
                                           : LLVMVoidTypeInContext(ctx),
                layers[0], &n);
  params[0] = (lspv_mangle_param){layers[0], n};
  for (unsigned i = 1; i < 5; i++) {
    layers[i][0] = (lspv_mangle_type){LSPV_MANGLE_INT, 32, 0, NULL};
    params[i] = (lspv_mangle_param){layers[i], 1};
  }
  char name[160];
  lspv_itanium_mangle(CREATE_R, params, 5, name, sizeof name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, args, 5, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* OpTaskSequenceGetINTEL: a call returning the task function's result;
 * an aggregate comes back through an `sret` generic pointer to a new
 * variable (as llvm-spirv writes it), loaded for the instruction's value. */
static lspv_status rev_get(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  LLVMTypeRef rt = in->noperands == 3 ? lspv_rev_type(c, in->type_id) : NULL;
  LLVMValueRef seq = rt ? lspv_rev_value(c, in->operands[2]) : NULL;
  if (!seq)
    return in->noperands == 3
               ? LSPV_ERROR_INVALID_INPUT
               : lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                                "OpTaskSequenceGetINTEL takes one Sequence");
  lspv_mangle_type seq_layers[2] = {{LSPV_MANGLE_POINTER, 1, 0, NULL},
                                    {LSPV_MANGLE_NAMED, 0, 0, "__spirv_TaskSequenceINTEL"}};
  lspv_mangle_param p = {seq_layers, 2};
  char name[96];
  lspv_itanium_mangle(GET, &p, 1, name, sizeof name);
  LLVMTypeKind k = LLVMGetTypeKind(rt);
  if (k != LLVMStructTypeKind && k != LLVMArrayTypeKind) {
    LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, &seq, 1, 0);
    if (!call)
      return LSPV_ERROR_INVALID_INPUT;
    if (k != LLVMVoidTypeKind)
      lspv_rev_set_value(c, in->result_id, call);
    return LSPV_SUCCESS;
  }
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMBuilderRef b = lspv_rev_builder(c);
  LLVMValueRef var = LLVMBuildAlloca(b, rt, "");
  LLVMValueRef args[2] = {LLVMBuildAddrSpaceCast(b, var, LLVMPointerTypeInContext(ctx, 4), ""),
                          seq};
  LLVMValueRef call = lspv_rev_call_builtin(c, name, LLVMVoidTypeInContext(ctx), args, 2, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMAttributeRef sret =
      LLVMCreateTypeAttribute(ctx, LLVMGetEnumAttributeKindForName("sret", 4), rt);
  LLVMAddCallSiteAttribute(call, 1, sret);
  LLVMAddAttributeAtIndex(LLVMGetCalledValue(call), 1, sret);
  lspv_rev_set_value(c, in->result_id, LLVMBuildLoad2(b, rt, var, ""));
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (in->opcode == SPV_OpTaskSequenceCreateINTEL)
    return rev_create(c, in);
  return in->opcode == SPV_OpTaskSequenceGetINTEL ? rev_get(c, in) : LSPV_DECLINED;
}

/* ---- checker -----------------------------------------------------------------*/

/* The spec: the result is an OpTypeTaskSequenceINTEL, the Function an
 * OpFunction; the literals' ranges as forward checks them. */
static lspv_status check_create(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (lspv_check_def_opcode(c, in->type_id) != SPV_OpTypeTaskSequenceINTEL)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Result Type of OpTaskSequenceCreateINTEL must be an "
                             "OpTypeTaskSequenceINTEL");
  if (in->noperands < 7 || lspv_check_def_opcode(c, in->operands[2]) != SPV_OpFunction)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Function of OpTaskSequenceCreateINTEL must be an OpFunction");
  for (unsigned i = 0; i < 4; i++) {
    int32_t v = (int32_t)in->operands[3 + i];
    if (v < literals[i].min || v > literals[i].max)
      return lspv_check_report(c, in, "InvalidInstruction", "%s", literals[i].why);
  }
  return LSPV_SUCCESS;
}

/* The Sequence operand of async / get / release is a task sequence. */
static lspv_status check_sequence(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  unsigned at = in->opcode == SPV_OpTaskSequenceGetINTEL ? 2 : 0;
  lspv_spv_inst s;
  if (in->noperands <= at || lspv_check_def(c, in->operands[at], &s) ||
      lspv_check_def_opcode(c, s.type_id) != SPV_OpTypeTaskSequenceINTEL)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the Sequence operand must be an OpTypeTaskSequenceINTEL value");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"task sequence create", SPV_OpTaskSequenceCreateINTEL, check_create, NULL, LSPV_CHECK_ALWAYS},
    {"task sequence async", SPV_OpTaskSequenceAsyncINTEL, check_sequence, NULL, LSPV_CHECK_ALWAYS},
    {"task sequence get", SPV_OpTaskSequenceGetINTEL, check_sequence, NULL, LSPV_CHECK_ALWAYS},
    {"task sequence release", SPV_OpTaskSequenceReleaseINTEL, check_sequence, NULL,
     LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpTaskSequenceCreateINTEL, SPV_OpTaskSequenceGetINTEL, 0};
static const uint32_t type_opcodes[] = {SPV_OpTypeTaskSequenceINTEL, 0};

const lspv_plugin lspv_plugin_task_sequence = {
    LSPV_PLUGIN_HEADER,
    .name = "task-sequence",
    .extensions = extensions,
    .opcodes = opcodes,
    .type_opcodes = type_opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_type = fwd_type,
    .fwd_call = fwd_call,
    .rev_type = rev_type,
    .rev_instruction = rev_instruction,
};
