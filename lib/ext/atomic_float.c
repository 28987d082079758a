/*===-- ext/atomic_float.c - floating-point atomics (EXT float add/min/max) -===*\
|*                                                                            *|
|* SPV_EXT_shader_atomic_float_add, SPV_EXT_shader_atomic_float_min_max and  *|
|* SPV_EXT_shader_atomic_float16_add: OpAtomicFAddEXT, OpAtomicFMinEXT and   *|
|* OpAtomicFMaxEXT on half, float and double, and on bfloat16 with          *|
|* SPV_INTEL_16bit_atomics (required first: llvm-spirv names it).            *|
|*                                                                            *|
|* Forward, from three LLVM spellings:                                        *|
|*   atomicrmw fadd / fsub / fmin / fmax (fsub: OpFNegate, then the add);    *|
|*   atomic_fetch_add/sub/min/max[_explicit] (C11: order and scope         *|
|*   arguments, seq_cst and Device by default) on a float, and the 1.2-style *|
|*   atomic_add/sub/min/max (relaxed, Workgroup: what reverse writes for     *|
|*   the CL1.2 target) when the extension is enabled (OpenCL C has no such  *|
|*   builtin: otherwise they are the program's own functions);              *|
|*   __spirv_AtomicFAddEXT / FMinEXT / FMaxEXT(ptr, scope, semantics, v).    *|
|* Scope and semantics follow the core's atomics (lspv_fwd_atomic_*).  The  *|
|* capability goes by the width (AtomicFloat{16,32,64}{Add,MinMax}EXT); a    *|
|* half add needs SPV_EXT_shader_atomic_float16_add and, as the instruction's *|
|* own extension, SPV_EXT_shader_atomic_float_add (declared unless disabled).*|
|* Reverse: the core's spelling of read-modify-write atomics                 *|
|* (lspv_rev_atomic_call): atomic_add / atomic_fetch_add_explicit / the      *|
|* __spirv_ call, by target environment and the round-trip rule.             *|
|* Checker: result, pointee and value are one float scalar type, and the    *|
|* capability of its width is declared.                                      *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_ADD "SPV_EXT_shader_atomic_float_add"
#define EXT_ADD16 "SPV_EXT_shader_atomic_float16_add"
#define EXT_MINMAX "SPV_EXT_shader_atomic_float_min_max"
#define EXT_INTEL16 "SPV_INTEL_16bit_atomics" /* bfloat16 (its own plugin owns the name) */

/* One instruction: its extension, capabilities by type (half, float,
 * double, bfloat) and its OpenCL C names. */
typedef struct {
  uint32_t opcode;
  const char *ext, *ext16; /* ext16: what a half operation needs instead */
  uint32_t caps[4];
  const char *op;          /* the operation in builtin names: "add" */
  const char *cl12, *cl20; /* reverse spellings */
} float_atomic;

static const float_atomic atomics[] = {
    {SPV_OpAtomicFAddEXT,
     EXT_ADD,
     EXT_ADD16,
     {SPV_Capability_AtomicFloat16AddEXT, SPV_Capability_AtomicFloat32AddEXT,
      SPV_Capability_AtomicFloat64AddEXT, SPV_Capability_AtomicBFloat16AddINTEL},
     "add",
     "atomic_add",
     "atomic_fetch_add_explicit"},
    {SPV_OpAtomicFMinEXT,
     EXT_MINMAX,
     EXT_MINMAX,
     {SPV_Capability_AtomicFloat16MinMaxEXT, SPV_Capability_AtomicFloat32MinMaxEXT,
      SPV_Capability_AtomicFloat64MinMaxEXT, SPV_Capability_AtomicBFloat16MinMaxINTEL},
     "min",
     "atomic_min",
     "atomic_fetch_min_explicit"},
    {SPV_OpAtomicFMaxEXT,
     EXT_MINMAX,
     EXT_MINMAX,
     {SPV_Capability_AtomicFloat16MinMaxEXT, SPV_Capability_AtomicFloat32MinMaxEXT,
      SPV_Capability_AtomicFloat64MinMaxEXT, SPV_Capability_AtomicBFloat16MinMaxINTEL},
     "max",
     "atomic_max",
     "atomic_fetch_max_explicit"},
};
#define NATOMICS (sizeof atomics / sizeof atomics[0])

static const float_atomic *by_opcode(uint32_t opcode) {
  for (size_t i = 0; i < NATOMICS; i++)
    if (atomics[i].opcode == opcode)
      return &atomics[i];
  return NULL;
}

/* The row of operation @p op ("add", "min"...); *negate for "sub". */
static const float_atomic *by_operation(const char *op, size_t len, int *negate) {
  *negate = len == 3 && !memcmp(op, "sub", 3);
  for (size_t i = 0; i < NATOMICS; i++)
    if (*negate ? atomics[i].opcode == SPV_OpAtomicFAddEXT
                : strlen(atomics[i].op) == len && !memcmp(atomics[i].op, op, len))
      return &atomics[i];
  return NULL;
}

enum { HALF, FLOAT, DOUBLE, BFLOAT };

/* HALF, FLOAT, DOUBLE, BFLOAT; -1 for any other type. */
static int width_index(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return HALF;
  case LLVMFloatTypeKind: return FLOAT;
  case LLVMDoubleTypeKind: return DOUBLE;
  case LLVMBFloatTypeKind: return BFLOAT;
  default: return -1;
  }
}

static int is_float_kind(LLVMTypeRef t) { return width_index(t) >= 0; }

/* Extensions and capability of @p a on values of type index @p w: bfloat
 * needs SPV_INTEL_16bit_atomics first (llvm-spirv names it when it is
 * disabled), then the instruction's own extension. */
static lspv_status require(lspv_fwd_ctx *c, const float_atomic *a, int w) {
  lspv_status s = w == BFLOAT ? lspv_fwd_require_extension(c, EXT_INTEL16) : LSPV_SUCCESS;
  if (!s)
    s = lspv_fwd_require_extension(c, w == HALF ? a->ext16 : a->ext);
  if (!s && w == HALF && a->ext16 != a->ext) /* the instruction's own extension */
    s = lspv_fwd_require_implied_extension(c, a->ext);
  if (!s)
    lspv_fwd_require_capability(c, a->caps[w]);
  return s;
}

/* How a subtraction negates its value: atomicrmw fsub keeps an OpFNegate
 * even of a constant; the OpenCL atomic_fetch_sub builtins fold a constant
 * (as llvm-spirv writes both). */
enum { NEG_NONE, NEG_INST, NEG_FOLD };

/* Emits @p a on @p ptr with @p value (negated first when @p negate), Scope
 * and MemorySemantics ids given; records the result for @p where. */
static lspv_status emit(lspv_fwd_ctx *c, const float_atomic *a, LLVMValueRef where,
                        LLVMValueRef ptr, LLVMValueRef value, uint32_t scope, uint32_t sem,
                        int negate) {
  LLVMTypeRef vt = LLVMTypeOf(value);
  int w = width_index(vt);
  if (w < 0)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", where,
                          "floating-point atomics take a half, bfloat, float or double scalar");
  lspv_status s = require(c, a, w);
  if (s)
    return s;
  uint32_t type = lspv_fwd_type(c, vt);
  uint32_t p = lspv_fwd_atomic_pointer(c, where, ptr, vt);
  /* bfloat has no OpFNegate without its arithmetic extension: a constant
   * is negated here then. */
  if (negate && LLVMIsAConstantFP(value) &&
      (negate == NEG_FOLD || LLVMGetTypeKind(vt) == LLVMBFloatTypeKind)) {
    LLVMBool loses;
    value = LLVMConstReal(vt, -LLVMConstRealGetDouble(value, &loses));
    negate = NEG_NONE;
  }
  uint32_t v = lspv_fwd_value(c, value);
  if (!type || !p || !v || !scope || !sem)
    return LSPV_ERROR_UNSUPPORTED;
  if (negate) {
    uint32_t neg[3] = {type, lspv_fwd_new_id(c), v};
    lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, SPV_OpFNegate, neg, 3);
    v = neg[1];
  }
  uint32_t ops[6] = {type, lspv_fwd_new_id(c), p, scope, sem, v};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, a->opcode, ops, 6);
  lspv_fwd_set_value(c, where, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- forward: atomicrmw ---------------------------------------------------------------*/
static const unsigned llvm_opcodes[] = {LLVMAtomicRMW, 0};

static lspv_status fwd_llvm_instruction(lspv_fwd_ctx *c, LLVMValueRef inst) {
  static const struct {
    LLVMAtomicRMWBinOp op;
    uint32_t opcode;
    int negate;
  } rmw[] = {{LLVMAtomicRMWBinOpFAdd, SPV_OpAtomicFAddEXT, NEG_NONE},
             {LLVMAtomicRMWBinOpFSub, SPV_OpAtomicFAddEXT, NEG_INST},
             {LLVMAtomicRMWBinOpFMin, SPV_OpAtomicFMinEXT, NEG_NONE},
             {LLVMAtomicRMWBinOpFMax, SPV_OpAtomicFMaxEXT, NEG_NONE}};
  LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(inst);
  for (size_t i = 0; i < sizeof rmw / sizeof rmw[0]; i++) {
    if (rmw[i].op != op)
      continue;
    uint32_t scope = lspv_fwd_atomic_scope(c, inst);
    if (scope == ~0u)
      return LSPV_ERROR_UNSUPPORTED;
    LLVMValueRef ptr = LLVMGetOperand(inst, 0);
    uint32_t sem = lspv_fwd_atomic_semantics(c, lspv_fwd_atomic_order(LLVMGetOrdering(inst)), NULL);
    return emit(c, by_opcode(rmw[i].opcode), inst, ptr, LLVMGetOperand(inst, 1),
                lspv_fwd_const_u32(c, scope), sem, rmw[i].negate);
  }
  return LSPV_DECLINED; /* the core's */
}

/* ---- forward: calls -------------------------------------------------------------------*/
static int const_arg(LLVMValueRef call, unsigned i, uint32_t *v) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a))
    return 0;
  unsigned long long x = LLVMConstIntGetZExtValue(a);
  *v = x > UINT32_MAX ? UINT32_MAX : (uint32_t)x;
  return 1;
}

/* __spirv_AtomicF<Op>EXT(ptr, scope, semantics, value). */
static lspv_status spirv_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  long opcode = lspv_grammar_opcode(name);
  const float_atomic *a = opcode < 0 ? NULL : by_opcode((uint32_t)opcode);
  (void)len;
  if (!a || LLVMGetNumArgOperands(call) != 4 || !is_float_kind(LLVMTypeOf(call)))
    return LSPV_DECLINED;
  return emit(c, a, call, LLVMGetOperand(call, 0), LLVMGetOperand(call, 3),
              lspv_fwd_value(c, LLVMGetOperand(call, 1)),
              lspv_fwd_value(c, LLVMGetOperand(call, 2)), 0);
}

/* atomic_<op>(p, v) (OpenCL 1.2) and atomic_fetch_<op>[_explicit](p, v
 * [, order [, scope]]) (C11). */
static lspv_status opencl_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  const char *op = name + 7;
  size_t oplen = len - 7;
  int c11 = oplen > 6 && !memcmp(op, "fetch_", 6), expl = 0;
  if (c11) {
    op += 6;
    oplen -= 6;
    expl = oplen > 9 && !memcmp(op + oplen - 9, "_explicit", 9);
    oplen -= expl ? 9 : 0;
  }
  int negate;
  const float_atomic *a = by_operation(op, oplen, &negate);
  negate = negate ? NEG_FOLD : NEG_NONE;
  unsigned n = LLVMGetNumArgOperands(call);
  if (!a || n < 2 || n > (expl ? 4u : 2u) || !is_float_kind(LLVMTypeOf(call)))
    return LSPV_DECLINED;
  /* OpenCL C has no atomic_add/sub/min/max on floats: such a function is
   * the program's own (called as such, as llvm-spirv reads it) unless the
   * extension that lspv's reverse spells this way is enabled. */
  int w = width_index(LLVMTypeOf(call));
  if (!c11 && !lspv_fwd_extension_enabled(c, w == HALF ? a->ext16 : a->ext))
    return LSPV_DECLINED;
  /* OpenCL 1.2: relaxed at Workgroup scope, as the core reads its integer
   * atomics. */
  uint32_t order = 0, scope = SPV_Scope_Workgroup, cl_order = 5, cl_scope = 2;
  if (c11) {
    if ((n > 2 && !const_arg(call, 2, &cl_order)) || (n > 3 && !const_arg(call, 3, &cl_scope)))
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", call,
                            "atomic builtin with non-constant order or scope");
    lspv_ocl_order_to_spirv(cl_order, &order);
    lspv_ocl_scope_to_spirv(cl_scope, &scope);
  }
  LLVMValueRef ptr = LLVMGetOperand(call, 0);
  return emit(c, a, call, ptr, LLVMGetOperand(call, 1), lspv_fwd_const_u32(c, scope),
              lspv_fwd_atomic_semantics(c, order, ptr), negate);
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name)
    return LSPV_DECLINED;
  if (len > 8 && !memcmp(name, "__spirv_", 8)) {
    char buf[32];
    if (len - 8 >= sizeof buf)
      return LSPV_DECLINED;
    memcpy(buf, name + 8, len - 8);
    buf[len - 8] = 0;
    return spirv_call(c, call, buf, len - 8);
  }
  if (len > 7 && !memcmp(name, "atomic_", 7))
    return opencl_call(c, call, name, len);
  return LSPV_DECLINED;
}

/* ---- reverse --------------------------------------------------------------------------*/
static const uint32_t opcodes[] = {SPV_OpAtomicFAddEXT, SPV_OpAtomicFMinEXT, SPV_OpAtomicFMaxEXT,
                                   0};

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  const float_atomic *a = by_opcode(in->opcode);
  return a ? lspv_rev_atomic_call(c, in, a->cl12, a->cl20) : LSPV_DECLINED;
}

/* ---- checker --------------------------------------------------------------------------*/
/* Type index of the float scalar type @p type, or -1. */
static int check_width(const lspv_check_ctx *c, uint32_t type) {
  lspv_spv_inst t;
  if (lspv_check_def(c, type, &t) || t.opcode != SPV_OpTypeFloat || t.noperands < 2)
    return -1;
  if (t.noperands > 2) /* an encoding: only BFloat16KHR (0) has atomics */
    return t.operands[1] == 16 && t.operands[2] == 0 ? BFLOAT : -1;
  switch (t.operands[1]) {
  case 16: return HALF;
  case 32: return FLOAT;
  case 64: return DOUBLE;
  default: return -1;
  }
}

/* Operands: Result Type, Result, Pointer, Memory scope, Semantics, Value. */
static lspv_status check_types(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 6)
    return LSPV_SUCCESS; /* the grammar check reports the count */
  if (lspv_check_def_opcode(c, in->type_id) != SPV_OpTypeFloat)
    return lspv_check_report(c, in, "InvalidModule", "the result type is not a float scalar");
  lspv_spv_inst ptr, ptr_type, value;
  /* A pointer without pointee (SPV_KHR_untyped_pointers) points to the
   * result type by this instruction's word. */
  int untyped = !lspv_check_def(c, in->operands[2], &ptr) &&
                !lspv_check_def(c, ptr.type_id, &ptr_type) &&
                ptr_type.opcode == SPV_OpTypeUntypedPointerKHR;
  if (!untyped &&
      (lspv_check_def(c, in->operands[2], &ptr) || lspv_check_def(c, ptr.type_id, &ptr_type) ||
       ptr_type.opcode != SPV_OpTypePointer || ptr_type.noperands < 3 ||
       ptr_type.operands[2] != in->type_id))
    return lspv_check_report(c, in, "InvalidModule",
                             "the pointer does not point to the result type");
  if (lspv_check_def(c, in->operands[5], &value) || value.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidModule", "the value does not have the result type");
  return LSPV_SUCCESS;
}

/* The capability of the operation at the result type's width (the grammar
 * accepts any of the three). */
static lspv_status check_capability(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  const float_atomic *a = by_opcode(in->opcode);
  int w = check_width(c, in->type_id);
  if (!a || w < 0 || lspv_check_declares_capability(c, a->caps[w]))
    return LSPV_SUCCESS;
  static const char *const types[] = {"16-bit float", "32-bit float", "64-bit float", "bfloat16"};
  return lspv_check_report(c, in, "InvalidModule", "a %s operation needs capability %s", types[w],
                           lspv_grammar_enum_name("Capability", a->caps[w]));
}

static const lspv_check_rule check_rules[] = {
    {"float atomic operand types", SPV_OpAtomicFAddEXT, check_types, NULL, 0},
    {"float atomic operand types", SPV_OpAtomicFMinEXT, check_types, NULL, 0},
    {"float atomic operand types", SPV_OpAtomicFMaxEXT, check_types, NULL, 0},
    {"float atomic width capability", SPV_OpAtomicFAddEXT, check_capability, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
    {"float atomic width capability", SPV_OpAtomicFMinEXT, check_capability, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
    {"float atomic width capability", SPV_OpAtomicFMaxEXT, check_capability, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
};

static const char *const extensions[] = {EXT_ADD, EXT_MINMAX, EXT_ADD16, NULL};

const lspv_plugin lspv_plugin_atomic_float = {
    LSPV_PLUGIN_HEADER,
    .name = "atomic-float",
    .extensions = extensions,
    .opcodes = opcodes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,
    .rev_instruction = rev_instruction,
    .fwd_llvm_opcodes = llvm_opcodes,
    .fwd_llvm_instruction = fwd_llvm_instruction,
};
