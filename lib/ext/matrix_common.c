/*===-- ext/matrix_common.c - cooperative-matrix instruction calls --------===*\
|*                                                                            *|
|* Forward: `__spirv_<Name>(args...)` becomes the instruction, each argument *|
|* an <id> or a literal as the table row's signature says.  Reverse: the    *|
|* instruction becomes the same call, Itanium-mangled as llvm-spirv spells  *|
|* it: a matrix parameter is a pointer (address space 1) to the named       *|
|* struct `__spirv_CooperativeMatrixKHR__<elt>_<scope>_<rows>_<cols>_<use>`, *|
|* a pointer parameter by its SPIR-V pointee (char when it has none that   *|
|* mangles), a load's name carries `_R<matrix>`.                            *|
\*===----------------------------------------------------------------------===*/
#include "matrix_common.h"

#include <stdio.h>
#include <string.h>

bool lspv_matrix_is_type(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         strcmp(LLVMGetTargetExtTypeName(ty), LSPV_MATRIX_TYPE_NAME) == 0;
}

const lspv_matrix_inst *lspv_matrix_which(const lspv_matrix_inst *table, size_t n,
                                          const char *callee) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name) {
    name = callee;
    len = strlen(callee);
  }
  static const char pre[] = "__spirv_";
  if (len <= sizeof pre - 1 || memcmp(name, pre, sizeof pre - 1) != 0)
    return NULL;
  name += sizeof pre - 1;
  len -= sizeof pre - 1;
  for (size_t i = 0; i < n; i++) {
    size_t k = strlen(table[i].name);
    if (len >= k && memcmp(name, table[i].name, k) == 0 && (len == k || name[k] == '_'))
      return &table[i];
  }
  return NULL;
}

const lspv_matrix_inst *lspv_matrix_by_opcode(const lspv_matrix_inst *table, size_t n,
                                              uint32_t opcode) {
  for (size_t i = 0; i < n; i++)
    if (table[i].opcode == opcode)
      return &table[i];
  return NULL;
}

/* The kind of operand @p i (after the result) of @p row. */
static char operand_kind(const lspv_matrix_inst *row, unsigned i) {
  return i < strlen(row->sig) ? row->sig[i] : 'L';
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status literal(lspv_fwd_ctx *c, LLVMValueRef call, unsigned i, uint32_t *out) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a) || LLVMConstIntGetZExtValue(a) > UINT32_MAX)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "argument %u must be a 32-bit integer constant (a literal operand)",
                          i + 1);
  *out = (uint32_t)LLVMConstIntGetZExtValue(a);
  return LSPV_SUCCESS;
}

/* An Aligned memory operand whose alignment is not a power of two (SYCL
 * passes 0 for "unknown"): SPIR-V 3.26 requires one and the alignment is
 * only a hint, so the bit and its parameter are dropped rather than written
 * invalid.  Aligned's is the mask's first parameter (Volatile has none). */
static void drop_bad_alignment(const lspv_matrix_inst *row, uint32_t *ops, size_t *k) {
  size_t m = (row->has_result ? 2 : 0) + strlen(row->sig);
  if (!row->memory_operand || m + 1 >= *k || !(ops[m] & SPV_MemoryAccess_Aligned))
    return;
  uint32_t a = ops[m + 1];
  if (a != 0 && (a & (a - 1)) == 0)
    return;
  ops[m] &= ~(uint32_t)SPV_MemoryAccess_Aligned;
  memmove(ops + m + 1, ops + m + 2, (*k - m - 2) * sizeof *ops);
  (*k)--;
}

/* The memory-operand mask must name known bits and be followed by the
 * parameters they take (SPIR-V 3.26: Aligned a literal, MakePointerAvailable
 * / MakePointerVisible a scope, the INTEL alias masks a list): a call that
 * gives other words would be an instruction no consumer can decode. */
static lspv_status check_mask(lspv_fwd_ctx *c, LLVMValueRef call, const lspv_matrix_inst *row,
                              const uint32_t *ops, size_t k) {
  size_t m = (row->has_result ? 2 : 0) + strlen(row->sig);
  if (!row->memory_operand || m >= k)
    return LSPV_SUCCESS;
  static const struct {
    uint32_t bit;
    unsigned params;
  } bits[] = {{SPV_MemoryAccess_Volatile, 0},
              {SPV_MemoryAccess_Aligned, 1},
              {SPV_MemoryAccess_Nontemporal, 0},
              {SPV_MemoryAccess_MakePointerAvailable, 1},
              {SPV_MemoryAccess_MakePointerVisible, 1},
              {SPV_MemoryAccess_NonPrivatePointer, 0},
              {SPV_MemoryAccess_AliasScopeINTELMask, 1},
              {SPV_MemoryAccess_NoAliasINTELMask, 1}};
  uint32_t mask = ops[m], known = 0;
  unsigned want = 0;
  for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++) {
    known |= bits[i].bit;
    want += (mask & bits[i].bit) ? bits[i].params : 0;
  }
  if ((mask & ~known) || want != k - m - 1)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "__spirv_%s: memory operand mask 0x%x %s", row->name, mask,
                          (mask & ~known) ? "has bits that are no Memory Operand"
                                          : "does not match the parameters after it");
  return LSPV_SUCCESS;
}

lspv_status lspv_matrix_fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const lspv_matrix_inst *row) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (n < row->min_args || n > row->max_args)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "__spirv_%s takes %u to %u arguments, not %u", row->name, row->min_args,
                          row->max_args, n);
  uint32_t ops[16];
  size_t k = 0;
  if (row->has_result) {
    if (!(ops[k++] = lspv_fwd_type(c, LLVMTypeOf(call))))
      return LSPV_ERROR_UNSUPPORTED;
    ops[k++] = lspv_fwd_result_id(c, call);
  }
  for (unsigned i = 0; i < n && k < 16; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    lspv_status s;
    switch (operand_kind(row, i)) {
    case 'T': /* the matrix *type*, of the call's matrix argument */
      if (!lspv_matrix_is_type(LLVMTypeOf(a)))
        return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                              "__spirv_%s takes a cooperative matrix", row->name);
      if (!(ops[k++] = lspv_fwd_type(c, LLVMTypeOf(a))))
        return LSPV_ERROR_UNSUPPORTED;
      break;
    case 'L':
      if ((s = literal(c, call, i, &ops[k++])))
        return s;
      break;
    default:
      if (!(ops[k++] = lspv_fwd_value(c, a)))
        return LSPV_ERROR_UNSUPPORTED;
    }
  }
  lspv_status ms = check_mask(c, call, row, ops, k);
  if (ms)
    return ms;
  drop_bad_alignment(row, ops, &k);
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, row->opcode, ops, k);
  if (row->has_result)
    lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
/* llvm-spirv's element spelling in a matrix's struct name. */
const char *lspv_matrix_elt_name(LLVMTypeRef t) {
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

unsigned lspv_matrix_mangle_layers(lspv_rev_ctx *c, LLVMTypeRef t, lspv_mangle_type *L) {
  if (!lspv_matrix_is_type(t))
    return 0;
  const char *e = lspv_matrix_elt_name(LLVMGetTargetExtTypeTypeParam(t, 0));
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

/* The layer of a pointee type from its SPIR-V declaration @p type_id
 * (char when it has no spelling). */
static lspv_mangle_type pointee_layer(lspv_rev_ctx *c, uint32_t type_id) {
  lspv_mangle_type ch = {LSPV_MANGLE_INT, 8, 0, NULL};
  lspv_spv_inst t;
  if (!type_id || lspv_rev_def(c, type_id, &t))
    return ch;
  switch (t.opcode) {
  case SPV_OpTypeInt:
    if (t.noperands > 1 &&
        (t.operands[1] == 8 || t.operands[1] == 16 || t.operands[1] == 32 || t.operands[1] == 64))
      return (lspv_mangle_type){LSPV_MANGLE_INT, t.operands[1], 0, NULL};
    return ch;
  case SPV_OpTypeFloat:
    if (t.noperands == 2 && (t.operands[1] == 16 || t.operands[1] == 32 || t.operands[1] == 64))
      return (lspv_mangle_type){LSPV_MANGLE_FLOAT, t.operands[1], 0, NULL};
    return ch;
  case SPV_OpTypeStruct: {
    LLVMTypeRef st = lspv_rev_type(c, type_id);
    const char *name =
        st && LLVMGetTypeKind(st) == LLVMStructTypeKind ? LLVMGetStructName(st) : NULL;
    if (name && *name)
      return (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, name};
    return ch;
  }
  default: return ch;
  }
}

static unsigned layers_of(lspv_rev_ctx *c, LLVMTypeRef t, uint32_t id, LLVMTypeRef ret,
                          lspv_mangle_type *L);

/* The layer of LLVM type @p t as a pointee: a scalar, a named struct, a
 * matrix (a pointer to its struct, two layers); 0 when it has no spelling. */
static unsigned llvm_pointee_layers(lspv_rev_ctx *c, LLVMTypeRef t, lspv_mangle_type *L) {
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    const char *name = LLVMGetStructName(t);
    if (!name || !*name)
      return 0;
    L[0] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, name};
    return 1;
  }
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? 0 : layers_of(c, t, 0, NULL, L);
}

/* A value without its pointer casts (bitcast, addrspacecast, a GEP of zero
 * indices), as LLVM's stripPointerCasts. */
static LLVMValueRef strip_casts(LLVMValueRef v) {
  for (;;) {
    LLVMOpcode op = LLVMIsAInstruction(v)    ? LLVMGetInstructionOpcode(v)
                    : LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v)
                                             : (LLVMOpcode)0;
    if (op == LLVMBitCast || op == LLVMAddrSpaceCast) {
      v = LLVMGetOperand(v, 0);
      continue;
    }
    if (op != LLVMGetElementPtr)
      return v;
    for (int i = 1; i < LLVMGetNumOperands(v); i++) {
      LLVMValueRef ix = LLVMGetOperand(v, (unsigned)i);
      if (!LLVMIsAConstantInt(ix) || LLVMConstIntGetZExtValue(ix) != 0)
        return v;
    }
    v = LLVMGetOperand(v, 0);
  }
}

/* The pointee llvm-spirv spells for operand @p id whose pointer type has
 * none (SPV_KHR_untyped_pointers), in this order: an untyped access chain's
 * Base Type (an array's or vector's element), an untyped variable's Data
 * Type, for a function parameter the result type @p ret (not void), the
 * source element type of the GEP or the allocated type of the alloca the
 * LLVM value is (casts stripped), the result type; char otherwise. */
static unsigned untyped_pointee(lspv_rev_ctx *c, uint32_t id, LLVMTypeRef ret,
                                lspv_mangle_type *L) {
  static const uint32_t chains[] = {
      SPV_OpUntypedAccessChainKHR, SPV_OpUntypedInBoundsAccessChainKHR,
      SPV_OpUntypedPtrAccessChainKHR, SPV_OpUntypedInBoundsPtrAccessChainKHR};
  bool has_ret = ret && LLVMGetTypeKind(ret) != LLVMVoidTypeKind;
  lspv_spv_inst d = {0}, b;
  uint32_t base = 0;
  if (id && !lspv_rev_def(c, id, &d)) {
    for (size_t i = 0; i < sizeof chains / sizeof chains[0]; i++)
      if (d.opcode == chains[i] && d.noperands > 2)
        base = d.operands[2];
    if (d.opcode == SPV_OpUntypedVariableKHR && d.noperands > 3)
      base = d.operands[3];
    if (base && !lspv_rev_def(c, base, &b) &&
        (b.opcode == SPV_OpTypeArray || b.opcode == SPV_OpTypeVector) && b.noperands > 1)
      base = b.operands[1];
    if (base) {
      L[0] = pointee_layer(c, base);
      return 1;
    }
  }
  LLVMTypeRef t = NULL;
  if (has_ret && id && d.opcode == SPV_OpFunctionParameter)
    t = ret;
  LLVMValueRef v = !t && id ? lspv_rev_value(c, id) : NULL;
  if (v) {
    v = strip_casts(v);
    if (LLVMIsAGetElementPtrInst(v))
      t = LLVMGetGEPSourceElementType(v);
    else if (LLVMIsAAllocaInst(v))
      t = LLVMGetAllocatedType(v);
  }
  if (!t && has_ret)
    t = ret;
  if (t && (LLVMGetTypeKind(t) == LLVMArrayTypeKind || LLVMGetTypeKind(t) == LLVMVectorTypeKind))
    t = LLVMGetElementType(t);
  unsigned k = t ? llvm_pointee_layers(c, t, L) : 0;
  if (k)
    return k;
  L[0] = (lspv_mangle_type){LSPV_MANGLE_INT, 8, 0, NULL};
  return 1;
}

/* The mangling layers of argument @p v (SPIR-V operand @p id, 0: none) of
 * a call whose result type is @p ret (NULL: none); the count (0: no
 * spelling). */
static unsigned layers_of(lspv_rev_ctx *c, LLVMTypeRef t, uint32_t id, LLVMTypeRef ret,
                          lspv_mangle_type *L) {
  if (lspv_matrix_is_type(t))
    return lspv_matrix_mangle_layers(c, t, L);
  switch (LLVMGetTypeKind(t)) {
  case LLVMPointerTypeKind: {
    /* Opaque pointers: spelled by the pointee SPIR-V gives the operand. */
    lspv_spv_inst d, pt;
    uint32_t pointee = 0;
    bool untyped = false;
    if (id && !lspv_rev_def(c, id, &d) && d.type_id && !lspv_rev_def(c, d.type_id, &pt)) {
      if (pt.opcode == SPV_OpTypePointer && pt.noperands > 2)
        pointee = pt.operands[2];
      untyped = pt.opcode == SPV_OpTypeUntypedPointerKHR;
    }
    L[0] = (lspv_mangle_type){LSPV_MANGLE_POINTER, LLVMGetPointerAddressSpace(t), 0, NULL};
    if (untyped)
      return 1 + untyped_pointee(c, id, ret, L + 1);
    L[1] = pointee_layer(c, pointee);
    return 2;
  }
  case LLVMIntegerTypeKind:
    L[0] = (lspv_mangle_type){LSPV_MANGLE_INT, LLVMGetIntTypeWidth(t), 0, NULL};
    return 1;
  case LLVMHalfTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    L[0] = (lspv_mangle_type){LSPV_MANGLE_FLOAT,
                              LLVMGetTypeKind(t) == LLVMHalfTypeKind    ? 16u
                              : LLVMGetTypeKind(t) == LLVMFloatTypeKind ? 32u
                                                                        : 64u,
                              0, NULL};
    return 1;
  default: return 0;
  }
}

/* Argument @p i of the call for operand word @p word of kind @p kind. */
static LLVMValueRef rev_arg(lspv_rev_ctx *c, char kind, uint32_t word) {
  if (kind == 'L')
    return LLVMConstInt(LLVMInt32TypeInContext(lspv_rev_context(c)), word, 0);
  if (kind == 'T') {
    /* The operand names the matrix type: the call takes a (zero) value of
     * it, as llvm-spirv writes it.  Older llvm-spirv wrote a matrix value
     * there; that value is passed as it is. */
    lspv_spv_inst d;
    if (!lspv_rev_def(c, word, &d) && d.result_id && d.type_id)
      return lspv_rev_value(c, word);
    LLVMTypeRef mt = lspv_rev_type(c, word);
    return mt ? LLVMConstNull(mt) : NULL;
  }
  return lspv_rev_value(c, word);
}

lspv_status lspv_matrix_rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in,
                                 const lspv_matrix_inst *row) {
  enum { MAXARGS = 12 };
  LLVMValueRef args[MAXARGS];
  uint32_t ids[MAXARGS];
  unsigned n = 0;
  uint32_t first = row->has_result ? 2 : 0;
  LLVMTypeRef ret =
      row->has_result ? lspv_rev_type(c, in->type_id) : LLVMVoidTypeInContext(lspv_rev_context(c));
  if (!ret)
    return LSPV_ERROR_INVALID_INPUT;
  for (uint32_t i = first; i < in->noperands && n < MAXARGS; i++, n++) {
    char kind = operand_kind(row, i - first);
    ids[n] = kind == 'i' ? in->operands[i] : 0;
    if (!(args[n] = rev_arg(c, kind, in->operands[i])))
      return LSPV_ERROR_INVALID_INPUT;
  }
  lspv_mangle_type layers[3 * MAXARGS];
  lspv_mangle_param params[MAXARGS];
  unsigned nl = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned k = layers_of(c, LLVMTypeOf(args[i]), ids[i], ret, layers + nl);
    if (!k)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                            "%s: an operand type without an OpenCL spelling", row->name);
    params[i] = (lspv_mangle_param){layers + nl, k};
    nl += k;
  }
  char base[192];
  if (row->result_suffix) {
    lspv_mangle_type rl[2];
    char rt[120];
    unsigned k = layers_of(c, ret, 0, NULL, rl);
    lspv_mangle_param rp = {rl, k};
    if (!k || lspv_itanium_mangle("", &rp, 1, rt, sizeof rt) >= sizeof rt)
      return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                            "%s: a result type without an OpenCL spelling", row->name);
    /* rt is "_Z0<type>": the type's spelling follows the empty name. */
    snprintf(base, sizeof base, "__spirv_%s_R%s", row->name, rt + 3);
  } else {
    snprintf(base, sizeof base, "__spirv_%s", row->name);
  }
  char name[640];
  if (lspv_itanium_mangle(base, params, n, name, sizeof name) >= sizeof name)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", in->word_offset,
                          "%s: the mangled name is too long", row->name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, ret, args, n, 1);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  if (in->result_id)
    lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}
