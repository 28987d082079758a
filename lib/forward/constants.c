/*===-- forward/constants.c - LLVM constants to SPIR-V constants ----------===*\
|* Scalars are bit-exact (floats through their integer bit pattern, so NaN   *|
|* payloads survive); aggregates become OpConstantComposite (OpConstantNull *|
|* when all zero); undef/poison become OpUndef.  Constant expressions are   *|
|* instructions inside a function and OpSpecConstantOp outside.              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"
#include "llvm-shim/llvm_shim.h"

static uint32_t dedup(fwd_ctx *c, unsigned opcode, uint32_t type, const uint32_t *ops, size_t n) {
  uint32_t key[8] = {opcode, type};
  uint32_t id;
  if (n <= 6) {
    if (n) /* memcpy from NULL is undefined even for 0 bytes */
      memcpy(key + 2, ops, n * sizeof *ops);
    if (lspv_wordmap_get(&c->dedup, key, n + 2, &id))
      return id;
  }
  id = fwd_id(c);
  if (n + 3 > 0xFFFF) {
    /* Too long for one word count: fwd_emit continues it (a plugin's
     * continued instructions) or fails. */
    uint32_t *w = lspv_arena_alloc(c->arena, (n + 2) * sizeof *w);
    if (!w)
      return fwd_oom(c), 0;
    w[0] = type;
    w[1] = id;
    memcpy(w + 2, ops, n * sizeof *ops);
    fwd_emit(c, LSPV_SEC_GLOBAL, opcode, w, n + 2);
    return id;
  }
  size_t at = lspv_builder_begin(c->b, LSPV_SEC_GLOBAL, opcode);
  lspv_builder_word(c->b, LSPV_SEC_GLOBAL, type);
  lspv_builder_word(c->b, LSPV_SEC_GLOBAL, id);
  for (size_t i = 0; i < n; i++)
    lspv_builder_word(c->b, LSPV_SEC_GLOBAL, ops[i]);
  lspv_builder_end(c->b, LSPV_SEC_GLOBAL, at);
  if (n <= 6 && !lspv_wordmap_put(&c->dedup, c->arena, key, n + 2, id))
    c->b->oom = true;
  return id;
}

uint32_t fwd_const_int(fwd_ctx *c, unsigned bits, uint64_t v) {
  uint32_t ty = fwd_int_type(c, bits);
  if (bits < 64)
    v &= (1ull << bits) - 1; /* unsigned types: high bits zero (SPIR-V 2.2.1) */
  uint32_t w[2] = {(uint32_t)v, (uint32_t)(v >> 32)};
  return dedup(c, SPV_OpConstant, ty, w, bits == 64 ? 2 : 1);
}

uint32_t fwd_const_null(fwd_ctx *c, uint32_t type_id) {
  return dedup(c, SPV_OpConstantNull, type_id, NULL, 0);
}

uint32_t fwd_undef(fwd_ctx *c, uint32_t type_id) { return dedup(c, SPV_OpUndef, type_id, NULL, 0); }

static uint32_t const_bool(fwd_ctx *c, bool v) {
  return dedup(c, v ? SPV_OpConstantTrue : SPV_OpConstantFalse, fwd_bool_type(c), NULL, 0);
}

static uint32_t const_fp(fwd_ctx *c, LLVMValueRef k) {
  LLVMTypeRef ty = LLVMTypeOf(k);
  unsigned bits;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind: bits = 16; break; /* bfloat: a plugin's type (fwd_type) */
  case LLVMFloatTypeKind: bits = 32; break;
  case LLVMDoubleTypeKind: bits = 64; break;
  default: return fwd_unsupported(c, k, "floating-point type without a SPIR-V form"), 0;
  }
  uint32_t tid = fwd_type(c, ty, k);
  if (!tid)
    return 0;
  /* The bit pattern, through a folded bitcast: exact for every value. */
  LLVMValueRef bitsv = LLVMConstBitCast(k, LLVMIntTypeInContext(c->llctx, bits));
  if (!LLVMIsAConstantInt(bitsv))
    return fwd_unsupported(c, k, "floating-point constant did not fold to its bits"), 0;
  uint64_t v = LLVMConstIntGetZExtValue(bitsv);
  uint32_t w[2] = {(uint32_t)v, (uint32_t)(v >> 32)};
  return dedup(c, SPV_OpConstant, tid, w, bits == 64 ? 2 : 1);
}

/* Type an element of an aggregate constant has inside its SPIR-V type. */
static LLVMTypeRef elem_type(LLVMTypeRef agg, unsigned i) {
  return LLVMGetTypeKind(agg) == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(agg, i)
                                                    : LLVMGetElementType(agg);
}

/* OpConstantComposite: 3 words besides the constituents. */
#define MAX_CONSTITUENTS (0xFFFFu - 3)

static uint32_t const_table(fwd_ctx *c, LLVMValueRef k, LLVMTypeRef fty, LLVMValueRef where);

/* A module-scope variable used as a constituent of a composite constant:
 * a variable is no constant (SPIR-V 3.52.7, OpConstantComposite and
 * OpSpecConstantComposite take constants), so its address goes through an
 * OpSpecConstantOp Bitcast to the constituent's pointer type, which
 * llvm-spirv's and lspv's reverse fold back to the variable.  @p id is
 * what fwd_val_as gave: already such a cast when the pointee differs. */
static uint32_t variable_address(fwd_ctx *c, LLVMValueRef var, uint32_t type_id, uint32_t id) {
  uintptr_t one;
  if (lspv_ptrmap_get(&c->spec_ids, (void *)(uintptr_t)id, &one))
    return id;
  uint32_t r = fwd_id(c);
  return fwd_emit_op(c, SPV_OpBitcast, type_id, r, &id, 1, var) ? 0 : r;
}

/* A string, a variable holding an array of i8, used as a pointer to i8
 * where a constant is needed (a composite's constituent, an initializer):
 * the address of its first element, an OpSpecConstantOp
 * InBoundsPtrAccessChain (var, 0, 0) as llvm-spirv writes it, which reads
 * back as the variable itself.  0 when @p k is no such use (then the
 * caller takes fwd_val_as). */
static uint32_t string_address(fwd_ctx *c, LLVMValueRef k, uint32_t type_id) {
  if (!LLVMIsAGlobalVariable(k))
    return 0;
  LLVMTypeRef vt = LLVMGlobalGetValueType(k);
  if (LLVMGetTypeKind(vt) != LLVMArrayTypeKind ||
      LLVMGetTypeKind(LLVMGetElementType(vt)) != LLVMIntegerTypeKind ||
      LLVMGetIntTypeWidth(LLVMGetElementType(vt)) != 8)
    return 0;
  uint32_t var = fwd_val(c, k), have = var ? fwd_value_type(c, k) : 0;
  uint32_t sc = fwd_value_sc(c, k);
  if (!have || have == type_id || sc == ~0u ||
      type_id != fwd_ptr_type_id(c, sc, fwd_int_type(c, 8)))
    return 0;
  uint32_t zero = fwd_const_int(c, 32, 0);
  uint32_t ops[3] = {var, zero, zero}, r = fwd_id(c);
  return zero && !fwd_emit_op(c, SPV_OpInBoundsPtrAccessChain, type_id, r, ops, 3, k) ? r : 0;
}

uint32_t fwd_const_use(fwd_ctx *c, LLVMValueRef k, uint32_t type_id) {
  bool in_function = c->in_function;
  c->in_function = false;
  uint32_t r = string_address(c, k, type_id);
  c->in_function = in_function;
  return r ? r : fwd_val_as(c, k, type_id);
}

/* The constituents of aggregate @p k of type @p tid; with @p fty, @p k is
 * (part of) a table whose pointers point to functions of that type. */
static uint32_t const_composite(fwd_ctx *c, LLVMValueRef k, uint32_t tid, LLVMTypeRef fty) {
  LLVMTypeRef ty = LLVMTypeOf(k);
  uint64_t n;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMStructTypeKind: n = LLVMCountStructElementTypes(ty); break;
  case LLVMArrayTypeKind: n = LLVMGetArrayLength2(ty); break;
  default: n = LLVMGetVectorSize(ty); break;
  }
  if (n > MAX_CONSTITUENTS && !fwd_continued_opcode(c, SPV_OpConstantComposite))
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidWordCount", k,
                          "Can't encode instruction with word count greater than 65535:\n"
                          "a constant of %llu elements: OpConstantComposite takes at most %u",
                          (unsigned long long)n, MAX_CONSTITUENTS),
           0;
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof(uint32_t));
  if (!ops)
    return fwd_oom(c), 0;
  bool spec = false;
  for (unsigned i = 0; i < (unsigned)n; i++) {
    LLVMValueRef e = LLVMGetAggregateElement(k, i);
    if (!e)
      return fwd_unsupported(c, k, "aggregate constant element not available"), 0;
    if (fty) {
      ops[i] = const_table(c, e, fty, k);
    } else {
      /* (A vector of pointers has the lanes its value type gives.) */
      uint32_t et = fwd_is_ptr_vec(ty) ? fwd_ptr_lane_type(c, k) : fwd_type(c, elem_type(ty, i), k);
      ops[i] = et ? fwd_const_use(c, e, et) : 0;
      if (ops[i] && LLVMIsAGlobalVariable(e))
        ops[i] = variable_address(c, e, et, ops[i]);
    }
    if (!ops[i])
      return 0;
    uintptr_t one;
    spec |= lspv_ptrmap_get(&c->spec_ids, (void *)(uintptr_t)ops[i], &one);
  }
  /* A constituent computed by OpSpecConstantOp (a constant expression) makes
   * the composite a spec constant too: OpConstantComposite takes constants. */
  if (!spec)
    return dedup(c, SPV_OpConstantComposite, tid, ops, (size_t)n);
  return fwd_spec_composite(c, tid, ops, (size_t)n);
}

uint32_t fwd_spec_composite(fwd_ctx *c, uint32_t tid, const uint32_t *ops, size_t n) {
  uint32_t id = dedup(c, SPV_OpSpecConstantComposite, tid, ops, n);
  if (id && !lspv_ptrmap_put(&c->spec_ids, (void *)(uintptr_t)id, 1))
    c->b->oom = true;
  return id;
}

static uint32_t const_value(fwd_ctx *c, LLVMValueRef k);

uint32_t fwd_const_composite(fwd_ctx *c, LLVMValueRef k) {
  uint32_t tid = fwd_type(c, LLVMTypeOf(k), k);
  if (!tid)
    return 0;
  bool in_function = c->in_function;
  c->in_function = false;
  uint32_t r = const_composite(c, k, tid, NULL);
  c->in_function = in_function;
  return r;
}

static uint32_t const_table(fwd_ctx *c, LLVMValueRef k, LLVMTypeRef fty, LLVMValueRef where) {
  LLVMTypeRef ty = LLVMTypeOf(k);
  uint32_t tid = fwd_fn_leaf_type(c, ty, fty, where);
  if (!tid)
    return 0;
  if (fwd_is_ptr(ty)) /* a function (through casts), null or undef */
    return fwd_val_as(c, k, tid);
  if (LLVMIsUndef(k) || LLVMIsPoison(k))
    return fwd_undef(c, tid);
  if (LLVMIsNull(k))
    return fwd_const_null(c, tid);
  return const_composite(c, k, tid, fty);
}

uint32_t fwd_const_table(fwd_ctx *c, LLVMValueRef k, LLVMTypeRef fty, LLVMValueRef where) {
  bool in_function = c->in_function;
  c->in_function = false;
  uint32_t r = const_table(c, k, fty, where);
  c->in_function = in_function;
  return r;
}

/* An integer of a width a plugin declared (fwd_type hook): the value's
 * words, low first, zero-extended (SPIR-V 2.2.1), as many as the width
 * takes. */
static uint32_t const_int_words(fwd_ctx *c, LLVMValueRef k, uint32_t tid, unsigned bits) {
  size_t n = bits > 32 ? (bits + 31) / 32 : 1;
  if (n > 0xFFFFu - 3)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidWordCount", k,
                          "an i%u constant does not fit an instruction", bits),
           0;
  uint32_t *w = lspv_arena_alloc(c->arena, n * sizeof *w);
  if (!w)
    return fwd_oom(c), 0;
  if (bits <= 64) {
    uint64_t v = LLVMConstIntGetZExtValue(k);
    w[0] = (uint32_t)v;
    if (n > 1)
      w[1] = (uint32_t)(v >> 32);
  } else if (!lspv_shim_const_int_words(k, w, n)) {
    return fwd_unsupported(c, k, "integer constant without a value"), 0;
  }
  return dedup(c, SPV_OpConstant, tid, w, n);
}

uint32_t fwd_const(fwd_ctx *c, LLVMValueRef k) {
  /* The value is not printed: printing a deep expression recurses in LLVM. */
  if (c->depth >= FWD_MAX_DEPTH)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", NULL,
                          "constant nested deeper than %d levels", FWD_MAX_DEPTH),
           0;
  /* Constants live at module scope, also when a function uses them: a
   * constant expression inside an aggregate becomes OpSpecConstantOp, as a
   * module-scope constituent cannot name a function's instruction. */
  bool in_function = c->in_function;
  c->in_function = false;
  c->depth++;
  uint32_t r = const_value(c, k);
  c->depth--;
  c->in_function = in_function;
  return r;
}

static uint32_t const_value(fwd_ctx *c, LLVMValueRef k) {
  LLVMTypeRef ty = LLVMTypeOf(k);
  if (LLVMIsAConstantInt(k)) {
    unsigned bits = LLVMGetIntTypeWidth(ty);
    if (bits == 1)
      return const_bool(c, LLVMConstIntGetZExtValue(k) != 0);
    uint32_t tid = fwd_type(c, ty, k);
    if (!tid)
      return 0;
    if (bits == 8 || bits == 16 || bits == 32 || bits == 64)
      return fwd_const_int(c, bits, LLVMConstIntGetZExtValue(k));
    return const_int_words(c, k, tid, bits);
  }
  if (LLVMIsAConstantFP(k))
    return const_fp(c, k);
  uint32_t tid = fwd_value_type(c, k);
  if (!tid)
    return 0;
  if (LLVMIsUndef(k) || LLVMIsPoison(k))
    return fwd_undef(c, tid);
  if (LLVMIsAConstantPointerNull(k) || LLVMIsAConstantAggregateZero(k) || LLVMIsNull(k))
    return fwd_const_null(c, tid);
  if (LLVMIsAConstantDataSequential(k) || LLVMIsAConstantArray(k) || LLVMIsAConstantStruct(k) ||
      LLVMIsAConstantVector(k))
    return const_composite(c, k, tid, NULL);
  if (LLVMIsAConstantExpr(k))
    return fwd_const_expr(c, k);
  return fwd_unsupported(c, k, "constant without a SPIR-V form"), 0;
}

/* ---- constant expressions ---------------------------------------------------------*/
static uint32_t const_expr(fwd_ctx *c, LLVMValueRef ce);

uint32_t fwd_const_expr(fwd_ctx *c, LLVMValueRef ce) {
  if (c->depth >= FWD_MAX_DEPTH)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", NULL,
                          "constant expression nested deeper than %d levels", FWD_MAX_DEPTH),
           0;
  if (fwd_block_invoke_ref(ce)) { /* enqueue.c: a null i8 pointer */
    LLVMTypeRef t = LLVMTypeOf(ce);
    uint32_t sc = fwd_storage_class(c, LLVMGetPointerAddressSpace(t), ce);
    return fwd_const_null(c, fwd_ptr_type(c, sc, LLVMInt8TypeInContext(c->llctx), ce));
  }
  c->depth++;
  uint32_t r = const_expr(c, ce);
  c->depth--;
  return r;
}

static uint32_t const_expr(fwd_ctx *c, LLVMValueRef ce) {
  uintptr_t have;
  if (!c->in_function && lspv_ptrmap_get(&c->vals, ce, &have))
    return (uint32_t)have;
  lspv_status s;
  switch (LLVMGetConstOpcode(ce)) {
  case LLVMGetElementPtr: s = fwd_gep(c, ce); break;
  case LLVMAddrSpaceCast:
  case LLVMPtrToInt:
  case LLVMIntToPtr: s = fwd_ptr_cast(c, ce); break;
  case LLVMBitCast: s = fwd_is_ptr(LLVMTypeOf(ce)) ? fwd_ptr_cast(c, ce) : fwd_cast(c, ce); break;
  case LLVMTrunc: s = fwd_cast(c, ce); break;
  case LLVMExtractElement: s = fwd_vector_op(c, ce); break;
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMXor: s = fwd_arith(c, ce); break;
  default: return fwd_unsupported(c, ce, "constant expression without a SPIR-V form"), 0;
  }
  if (s)
    return 0;
  if (!lspv_ptrmap_get(&c->vals, ce, &have))
    return fwd_unsupported(c, ce, "constant expression produced no value"), 0;
  /* Inside a function the expression is re-emitted at each use (the block
   * of the first use need not dominate the others). */
  if (c->in_function)
    lspv_ptrmap_put(&c->vals, ce, 0);
  return (uint32_t)have;
}
