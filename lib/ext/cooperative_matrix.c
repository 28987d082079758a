/*===-- ext/cooperative_matrix.c - SPV_KHR_cooperative_matrix -------------===*\
|*                                                                            *|
|* LLVM's target("spirv.CooperativeMatrixKHR", T, scope, rows, cols, use) is  *|
|* `OpTypeCooperativeMatrixKHR %T %scope %rows %cols %use`, the four integers *|
|* as 32-bit constant ids (what SYCL's joint_matrix lowers to; LLVM's own     *|
|* SPIR-V backend spells the type the same way).                             *|
|*                                                                            *|
|* Forward: fwd_type declares the type (scope Workgroup or Subgroup, use 0   *|
|* MatrixA, 1 MatrixB, 2 Accumulator, as the spec requires); fwd_call        *|
|* translates the `__spirv_CooperativeMatrix{Load,Store,MulAdd,Length}KHR`   *|
|* calls (any suffix after the name, mangled or not).  Everything else on    *|
|* matrices is the core's on the type's id: `__spirv_CompositeConstruct`     *|
|* (a matrix filled with one value) and the other `__spirv_<Op>` calls      *|
|* through the grammar, alloca / load / store of matrix values.              *|
|* Reverse: rev_type gives the target type back; the four instructions      *|
|* become the same `__spirv_` calls (Itanium-mangled, a matrix parameter     *|
|* spelled as llvm-spirv does: a pointer to the named struct                 *|
|* `__spirv_CooperativeMatrixKHR__<elt>_<scope>_<rows>_<cols>_<use>`).       *|
|* Checker: the scope is Workgroup or Subgroup, the use 0..2, the sizes     *|
|* constant integers; a bfloat component needs BFloat16CooperativeMatrixKHR. *|
|* Spec: SPV_KHR_cooperative_matrix.asciidoc (SPIR-V registry).             *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_cooperative_matrix"
#define TYPE_NAME "spirv.CooperativeMatrixKHR"

/* The instructions and how their __spirv_ call spells them. */
enum { LOAD, STORE, MULADD, LENGTH, NINSTS };
static const struct {
  const char *name; /**< after "__spirv_" */
  uint32_t opcode;
  unsigned min_args, max_args; /**< of the call */
} insts[NINSTS] = {
    [LOAD] = {"CooperativeMatrixLoadKHR", SPV_OpCooperativeMatrixLoadKHR, 2, 5},
    [STORE] = {"CooperativeMatrixStoreKHR", SPV_OpCooperativeMatrixStoreKHR, 3, 6},
    [MULADD] = {"CooperativeMatrixMulAddKHR", SPV_OpCooperativeMatrixMulAddKHR, 3, 4},
    [LENGTH] = {"CooperativeMatrixLengthKHR", SPV_OpCooperativeMatrixLengthKHR, 1, 1},
};

static int is_matrix(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         strcmp(LLVMGetTargetExtTypeName(ty), TYPE_NAME) == 0;
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (!is_matrix(ty))
    return LSPV_DECLINED;
  if (LLVMGetTargetExtTypeNumTypeParams(ty) != 1 || LLVMGetTargetExtTypeNumIntParams(ty) != 4)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR takes one "
                          "component type and four integers (scope, rows, columns, use)");
  unsigned scope = LLVMGetTargetExtTypeIntParam(ty, 0), use = LLVMGetTargetExtTypeIntParam(ty, 3);
  if (scope != SPV_Scope_Workgroup && scope != SPV_Scope_Subgroup)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR: "
                          "Unsupported Scope parameter %u (Workgroup 2 or Subgroup 3)",
                          scope);
  if (use > 2)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", NULL,
                          "Can't translate llvm instruction:\nTypeCooperativeMatrixKHR: "
                          "Incorrect Use parameter, should be MatrixA, MatrixB or Accumulator "
                          "(0, 1 or 2), not %u",
                          use);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_CooperativeMatrixKHR);
  LLVMTypeRef elt = LLVMGetTargetExtTypeTypeParam(ty, 0);
  uint32_t ops[5] = {lspv_fwd_type(c, elt)};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  if (LLVMGetTypeKind(elt) == LLVMBFloatTypeKind)
    lspv_fwd_require_capability(c, SPV_Capability_BFloat16CooperativeMatrixKHR);
  /* i4 through SPV_INTEL_int4 (not arbitrary-precision integers). */
  if (LLVMGetTypeKind(elt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(elt) == 4 &&
      lspv_fwd_extension_enabled(c, "SPV_INTEL_int4"))
    lspv_fwd_require_capability(c, SPV_Capability_Int4CooperativeMatrixINTEL);
  for (unsigned i = 0; i < 4; i++)
    ops[1 + i] = lspv_fwd_const_u32(c, LLVMGetTargetExtTypeIntParam(ty, i));
  *id = lspv_fwd_type_decl(c, SPV_OpTypeCooperativeMatrixKHR, ops, 5);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

/* Which instruction a callee names: "__spirv_<name>" followed by nothing,
 * '_' (llvm-spirv's _R<type> and numbered variants) or its parameters. */
static int which_inst(const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name) {
    name = callee;
    len = strlen(callee);
  }
  static const char pre[] = "__spirv_";
  if (len <= sizeof pre - 1 || memcmp(name, pre, sizeof pre - 1) != 0)
    return -1;
  name += sizeof pre - 1;
  len -= sizeof pre - 1;
  for (int i = 0; i < NINSTS; i++) {
    size_t n = strlen(insts[i].name);
    if (len >= n && memcmp(name, insts[i].name, n) == 0 && (len == n || name[n] == '_'))
      return i;
  }
  return -1;
}

/* A literal operand (a memory-operand mask, alignment, MulAdd operands). */
static lspv_status literal(lspv_fwd_ctx *c, LLVMValueRef call, unsigned i, uint32_t *out) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a) || LLVMConstIntGetZExtValue(a) > UINT32_MAX)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "argument %u must be a 32-bit integer constant (a literal operand)",
                          i + 1);
  *out = (uint32_t)LLVMConstIntGetZExtValue(a);
  return LSPV_SUCCESS;
}

/* Load/Store tail: layout, [stride], [memory operand mask, [its literals]]. */
static lspv_status memory_tail(lspv_fwd_ctx *c, LLVMValueRef call, unsigned first, uint32_t *ops,
                               size_t *k) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  for (unsigned i = first; i < n; i++) {
    lspv_status s;
    if (i < first + 2) { /* layout and stride are <id>s */
      if (!(ops[(*k)++] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
        return LSPV_ERROR_UNSUPPORTED;
    } else if ((s = literal(c, call, i, &ops[(*k)++]))) {
      return s;
    }
  }
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  int w = which_inst(callee);
  if (w < 0)
    return LSPV_DECLINED;
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (n < insts[w].min_args || n > insts[w].max_args)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "__spirv_%s takes %u to %u arguments, not %u", insts[w].name,
                          insts[w].min_args, insts[w].max_args, n);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_CooperativeMatrixKHR);
  uint32_t ops[12];
  size_t k = 0;
  int has_result = w != STORE;
  if (has_result) {
    if (!(ops[k++] = lspv_fwd_type(c, LLVMTypeOf(call))))
      return LSPV_ERROR_UNSUPPORTED;
    ops[k++] = lspv_fwd_new_id(c);
  }
  switch (w) {
  case LOAD:
  case STORE: {
    unsigned ids = w == LOAD ? 1 : 2; /* pointer, [object] */
    for (unsigned i = 0; i < ids; i++)
      if (!(ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
        return LSPV_ERROR_UNSUPPORTED;
    if ((s = memory_tail(c, call, ids, ops, &k)))
      return s;
    break;
  }
  case MULADD:
    for (unsigned i = 0; i < 3; i++)
      if (!(ops[k++] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
        return LSPV_ERROR_UNSUPPORTED;
    if (n == 4 && (s = literal(c, call, 3, &ops[k++])))
      return s;
    break;
  case LENGTH: {
    /* The operand is the matrix *type*, of the call's matrix argument. */
    LLVMTypeRef mt = LLVMTypeOf(LLVMGetOperand(call, 0));
    if (!is_matrix(mt))
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                            "__spirv_CooperativeMatrixLengthKHR takes a cooperative matrix");
    if (!(ops[k++] = lspv_fwd_type(c, mt)))
      return LSPV_ERROR_UNSUPPORTED;
    break;
  }
  }
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, insts[w].opcode, ops, k);
  if (has_result)
    lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeCooperativeMatrixKHR)
    return LSPV_DECLINED;
  LLVMTypeRef elt = in->noperands == 6 ? lspv_rev_type(c, in->operands[1]) : NULL;
  if (!elt)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "OpTypeCooperativeMatrixKHR needs a component type");
  unsigned ints[4];
  for (unsigned i = 0; i < 4; i++) {
    uint64_t v;
    if (lspv_rev_const_int(c, in->operands[2 + i], &v) || v > UINT32_MAX)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedType", in->word_offset,
                            "OpTypeCooperativeMatrixKHR operand %u (id %u) is not an integer "
                            "constant (specialization constants are not supported)",
                            3 + i, in->operands[2 + i]);
    ints[i] = (unsigned)v;
  }
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), TYPE_NAME, &elt, 1, ints, 4);
  return LSPV_SUCCESS;
}

/* llvm-spirv's element spelling in a matrix's struct name. */
static const char *elt_name(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return "half";
  case LLVMBFloatTypeKind: return "bfloat16";
  case LLVMFloatTypeKind: return "float";
  case LLVMDoubleTypeKind: return "double";
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 8: return "char";
    case 16: return "short";
    case 32: return "uint";
    case 64: return "long";
    default: return NULL;
    }
  default: return NULL;
  }
}

/* The mangling layers of one argument of type @p t; the count (0: none). */
static unsigned layers_of(lspv_rev_ctx *c, LLVMTypeRef t, lspv_mangle_type *L) {
  if (is_matrix(t)) {
    const char *e = elt_name(LLVMGetTargetExtTypeTypeParam(t, 0));
    char *name = lspv_rev_alloc(c, 96);
    if (!e || !name)
      return 0;
    snprintf(name, 96, "__spirv_CooperativeMatrixKHR__%s_%u_%u_%u_%u", e,
             LLVMGetTargetExtTypeIntParam(t, 0), LLVMGetTargetExtTypeIntParam(t, 1),
             LLVMGetTargetExtTypeIntParam(t, 2), LLVMGetTargetExtTypeIntParam(t, 3));
    L[0] = (lspv_mangle_type){LSPV_MANGLE_POINTER, 1, 0, NULL};
    L[1] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, name};
    return 2;
  }
  switch (LLVMGetTypeKind(t)) {
  case LLVMPointerTypeKind:
    /* Opaque pointers: the pointee is unknown; llvm-spirv spells it by the
     * SPIR-V pointee, lspv as char (what an untyped byte pointer is). */
    L[0] = (lspv_mangle_type){LSPV_MANGLE_POINTER, LLVMGetPointerAddressSpace(t), 0, NULL};
    L[1] = (lspv_mangle_type){LSPV_MANGLE_INT, 8, 0, NULL};
    return 2;
  case LLVMIntegerTypeKind:
    L[0] = (lspv_mangle_type){LSPV_MANGLE_INT, LLVMGetIntTypeWidth(t), 0, NULL};
    return 1;
  default: return 0;
  }
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  int w = -1;
  for (int i = 0; i < NINSTS; i++)
    if (insts[i].opcode == in->opcode)
      w = i;
  if (w < 0)
    return LSPV_DECLINED;
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMValueRef args[8];
  unsigned n = 0;
  uint32_t first = in->result_id ? 2 : 0;
  LLVMTypeRef ret = in->type_id ? lspv_rev_type(c, in->type_id) : LLVMVoidTypeInContext(ctx);
  if (!ret)
    return LSPV_ERROR_INVALID_INPUT;
  for (uint32_t i = first; i < in->noperands && n < 8; i++) {
    /* Ids, except the memory-operand / MulAdd literals at the end and
     * Length's type operand. */
    int is_literal = (w == LOAD && i >= first + 3) || (w == STORE && i >= first + 4) ||
                     (w == MULADD && i >= first + 3);
    if (w == LENGTH) {
      /* The operand names the matrix type: the call takes a (zero) value of
       * it, as llvm-spirv writes it.  Older llvm-spirv wrote a matrix value
       * there; that value is passed as it is. */
      lspv_spv_inst d;
      if (!lspv_rev_def(c, in->operands[i], &d) && d.result_id && d.type_id) {
        if (!(args[n++] = lspv_rev_value(c, in->operands[i])))
          return LSPV_ERROR_INVALID_INPUT;
        continue;
      }
      LLVMTypeRef mt = lspv_rev_type(c, in->operands[i]);
      if (!mt)
        return LSPV_ERROR_INVALID_INPUT;
      args[n++] = LLVMConstNull(mt);
    } else if (is_literal) {
      args[n++] = LLVMConstInt(LLVMInt32TypeInContext(ctx), in->operands[i], 0);
    } else if (!(args[n++] = lspv_rev_value(c, in->operands[i]))) {
      return LSPV_ERROR_INVALID_INPUT;
    }
  }
  lspv_mangle_type layers[2 * 8 + 2];
  lspv_mangle_param params[8];
  unsigned nl = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned k = layers_of(c, LLVMTypeOf(args[i]), layers + nl);
    if (!k)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                            "%s: an operand type without an OpenCL spelling", insts[w].name);
    params[i] = (lspv_mangle_param){layers + nl, k};
    nl += k;
  }
  char base[160];
  if (w == LOAD) {
    /* llvm-spirv adds the result type: _R<mangled matrix>. */
    lspv_mangle_type rl[2];
    char rt[120];
    unsigned k = layers_of(c, ret, rl);
    lspv_mangle_param rp = {rl, k};
    if (!k || lspv_itanium_mangle("", &rp, 1, rt, sizeof rt) >= sizeof rt)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                            "%s: a result type without an OpenCL spelling", insts[w].name);
    /* rt is "_Z0<type>": the type's spelling follows the empty name. */
    snprintf(base, sizeof base, "__spirv_%s_R%s", insts[w].name, rt + 3);
  } else {
    snprintf(base, sizeof base, "__spirv_%s", insts[w].name);
  }
  char name[512];
  if (lspv_itanium_mangle(base, params, n, name, sizeof name) >= sizeof name)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                          "%s: the mangled name is too long", insts[w].name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, ret, args, n, 1);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  if (in->result_id)
    lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker ------------------------------------------------------------------*/
/* The integer value of constant @p id, 0 when it is not an OpConstant. */
static int const_value(lspv_check_ctx *c, uint32_t id, uint32_t *v) {
  lspv_spv_inst d;
  if (lspv_check_def(c, id, &d) || d.opcode != SPV_OpConstant || d.noperands < 3)
    return 0;
  *v = d.operands[2];
  return 1;
}

static lspv_status check_type(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands != 6)
    return LSPV_SUCCESS; /* the core's operand-count rule reports it */
  uint32_t scope, use;
  if (const_value(c, in->operands[2], &scope) && scope != SPV_Scope_Workgroup &&
      scope != SPV_Scope_Subgroup)
    return lspv_check_report(c, in, "InvalidModule",
                             "a cooperative matrix's scope is Workgroup or Subgroup, not %u",
                             scope);
  if (const_value(c, in->operands[5], &use) && use > 2)
    return lspv_check_report(c, in, "InvalidModule",
                             "a cooperative matrix's use is MatrixAKHR, MatrixBKHR or "
                             "MatrixAccumulatorKHR (0-2), not %u",
                             use);
  lspv_spv_inst t;
  if (!lspv_check_def(c, in->operands[1], &t) && t.opcode == SPV_OpTypeFloat && t.noperands > 2 &&
      t.operands[2] == 0 /* BFloat16KHR */ &&
      !lspv_check_declares_capability(c, SPV_Capability_BFloat16CooperativeMatrixKHR))
    return lspv_check_report(c, in, "RequiresCapability",
                             "a cooperative matrix of bfloat needs the "
                             "BFloat16CooperativeMatrixKHR capability (SPV_KHR_bfloat16)");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"cooperative matrix scope, use and component", SPV_OpTypeCooperativeMatrixKHR, check_type,
     NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t type_opcodes[] = {SPV_OpTypeCooperativeMatrixKHR, 0};
static const uint32_t opcodes[] = {SPV_OpCooperativeMatrixLoadKHR, SPV_OpCooperativeMatrixStoreKHR,
                                   SPV_OpCooperativeMatrixMulAddKHR,
                                   SPV_OpCooperativeMatrixLengthKHR, 0};

const lspv_plugin lspv_plugin_cooperative_matrix = {
    LSPV_PLUGIN_HEADER,
    .name = "cooperative-matrix",
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
