/*===-- forward/memory.c - alloca, load, store, GEP, pointer casts ---------===*/
#include <string.h>
#include <llvm-c/Target.h>

#include "forward/fwd_private.h"

bool fwd_alloca_spec_count(fwd_ctx *c, LLVMValueRef i) {
  uintptr_t id = 0, one;
  LLVMValueRef count = LLVMIsAAllocaInst(i) ? LLVMGetOperand(i, 0) : NULL;
  return count && !LLVMIsAConstantInt(count) && LLVMIsACallInst(count) &&
         lspv_ptrmap_get(&c->vals, count, &id) &&
         lspv_ptrmap_get(&c->spec_ids, (void *)(uintptr_t)id, &one);
}

/* An alloca in the private address space is a Function variable; one in
 * the generic address space (SYCL device code has them) is that variable
 * cast to Generic, the variable remembered for the lifetime markers.  A
 * count that is a specialization constant (__spirv_SpecConstant) is an
 * array of that length, fixed at specialization: no variable-length array. */
lspv_status fwd_alloca(fwd_ctx *c, LLVMValueRef i) {
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(i));
  if (as && fwd_storage_class(c, as, i) != SPV_StorageClass_Generic)
    return fwd_unsupported(c, i, "alloca outside the private and generic address spaces");
  LLVMValueRef count = LLVMGetOperand(i, 0);
  bool spec = fwd_alloca_spec_count(c, i);
  if (!LLVMIsAConstantInt(count) && !spec)
    return fwd_unsupported(c, i, "dynamic alloca (variable-length array)");
  uint64_t n = spec ? 2 : LLVMConstIntGetZExtValue(count);
  LLVMTypeRef ty = LLVMGetAllocatedType(i);
  uint32_t id = fwd_result_id(c, i);
  uint32_t want = fwd_value_type(c, i);
  uint32_t priv = as ? fwd_ptr_type(c, SPV_StorageClass_Function, fwd_pointee(c, i), i) : want;
  if (!want || !priv)
    return LSPV_ERROR_UNSUPPORTED;
  /* The alignment is a decoration of the variable, as llvm-spirv writes it. */
  uint32_t align = LLVMGetAlignment(i);
  uint32_t obj = as ? fwd_id(c) : id; /* the private pointer */
  /* alloca T, 0 (its storage is never accessed, SPIR-V has no empty
   * array): a variable of one T */
  if (n <= 1) {
    uint32_t ops[5];
    unsigned vop;
    uint32_t data = fwd_is_untyped_ptr(c, priv) ? fwd_type(c, ty, i) : 0;
    if (fwd_is_untyped_ptr(c, priv) && !data)
      return LSPV_ERROR_UNSUPPORTED;
    size_t nv = fwd_variable_ops(c, priv, obj, SPV_StorageClass_Function, data, 0, ops, &vop);
    fwd_emit_words(c, &c->fvars, vop, ops, nv);
    if (align)
      fwd_decorate(c, obj, SPV_Decoration_Alignment, &align, 1);
  } else {
    /* alloca T, N: a variable of [N x T] seen as a pointer to its first T;
     * the array's length is the count as the alloca states it (its integer
     * type), and the alignment decorates both, as llvm-spirv writes them. */
    if (n > 0xFFFFFFFFu)
      return fwd_unsupported(c, i, "alloca count out of range");
    uint32_t elem = fwd_type(c, ty, i), len = elem ? fwd_val(c, count) : 0;
    uint32_t arr = len ? fwd_type_decl(c, SPV_OpTypeArray, (uint32_t[]){elem, len}, 2) : 0;
    uint32_t pt = arr ? fwd_ptr_type_id(c, SPV_StorageClass_Function, arr) : 0;
    if (!pt)
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t var = fwd_id(c);
    uint32_t ops[3] = {pt, var, SPV_StorageClass_Function};
    fwd_emit_words(c, &c->fvars, SPV_OpVariable, ops, 3);
    if (align) {
      fwd_decorate(c, var, SPV_Decoration_Alignment, &align, 1);
      fwd_decorate(c, obj, SPV_Decoration_Alignment, &align, 1);
    }
    uint32_t cast[3] = {priv, obj, var};
    fwd_emit_words(c, &c->fprologue, SPV_OpBitcast, cast, 3);
  }
  if (!as)
    return LSPV_SUCCESS;
  lspv_status s = fwd_need_inst(c, SPV_OpPtrCastToGeneric, i);
  if (s)
    return s;
  uint32_t cast[3] = {want, id, obj};
  fwd_emit_words(c, &c->fprologue, SPV_OpPtrCastToGeneric, cast, 3);
  return lspv_ptrmap_put(&c->private_of, i, obj) ? LSPV_SUCCESS : fwd_oom(c);
}

/* llvm.lifetime.start / end of an alloca: OpLifetimeStart / Stop of its
 * private pointer (of a generic alloca: the variable before the cast).
 * Size is the alloca's size in bytes when the pointer is to i8 (llvm-spirv's
 * reading of an i8 pointer as void), else 0 as SPIR-V requires.  The marker
 * of anything else is dropped (LLVM only allows allocas there). */
lspv_status fwd_lifetime(fwd_ctx *c, LLVMValueRef call, bool start) {
  LLVMValueRef p = LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, 0) : NULL;
  if (p && !LLVMIsAAllocaInst(p) && LLVMGetNumArgOperands(call) == 2)
    p = LLVMGetOperand(call, 1); /* the older (size, pointer) form */
  if (!p || !LLVMIsAAllocaInst(p))
    return LSPV_SUCCESS;
  uintptr_t obj = 0;
  if (!lspv_ptrmap_get(&c->private_of, p, &obj))
    obj = fwd_val(c, p);
  if (!obj)
    return LSPV_ERROR_UNSUPPORTED;
  uint64_t size = 0;
  LLVMTypeRef pointee = fwd_pointee(c, p);
  LLVMValueRef count = LLVMGetOperand(p, 0);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
  if (pointee && LLVMGetTypeKind(pointee) == LLVMIntegerTypeKind &&
      LLVMGetIntTypeWidth(pointee) == 8 && LLVMIsAConstantInt(count) && td)
    size = LLVMABISizeOfType(td, LLVMGetAllocatedType(p)) * LLVMConstIntGetZExtValue(count);
  uint32_t elem = fwd_type(c, pointee ? pointee : LLVMGetAllocatedType(p), call);
  return elem ? fwd_lifetime_marker(c, call, (uint32_t)obj, elem, size, start)
              : LSPV_ERROR_UNSUPPORTED;
}

/* OpLifetimeStart / Stop of Function variable @p obj holding type @p elem. */
lspv_status fwd_lifetime_marker(fwd_ctx *c, LLVMValueRef call, uint32_t obj, uint32_t elem,
                                uint64_t size, bool start) {
  unsigned op = start ? SPV_OpLifetimeStart : SPV_OpLifetimeStop;
  lspv_status s = fwd_need_inst(c, op, call);
  if (s)
    return s;
  /* The marker's pointer is an OpTypePointer (SPIR-V 3.52.14): an untyped
   * variable is cast to a typed pointer to what it holds first. */
  uint32_t vt = fwd_ptr_type_id(c, SPV_StorageClass_Function, elem);
  if (!vt)
    return LSPV_ERROR_UNSUPPORTED;
  if (fwd_is_untyped_ptr(c, vt)) {
    uint32_t cast[3] = {fwd_typed_ptr_type_id(c, SPV_StorageClass_Function, elem), fwd_id(c),
                        (uint32_t)obj};
    if (!cast[0])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpBitcast, cast, 3);
    obj = cast[1];
  }
  uint32_t ops[2] = {obj, size <= 0xFFFFFFFFu ? (uint32_t)size : 0};
  fwd_emit_body(c, op, ops, 2);
  return LSPV_SUCCESS;
}

lspv_status fwd_mem_operands(fwd_ctx *c, LLVMValueRef inst, unsigned align, bool isvolatile,
                             lspv_mem_operands *mo) {
  memset(mo, 0, sizeof *mo);
  if (isvolatile)
    lspv_mem_operands_add(mo, SPV_MemoryAccess_Volatile, 0, 0);
  if (align)
    lspv_mem_operands_add(mo, SPV_MemoryAccess_Aligned, 1, align);
  if (LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(c->llctx, "nontemporal", 11)))
    lspv_mem_operands_add(mo, SPV_MemoryAccess_Nontemporal, 0, 0);
  return fwd_hook_mem_operands(c, inst, mo);
}

uint32_t fwd_abi_align(fwd_ctx *c, LLVMTypeRef ty) {
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
  return td ? LLVMABIAlignmentOfType(td, ty) : 0;
}

/* Appends the mask word and its parameters (already in mask-bit order). */
static size_t put_mem_operands(const lspv_mem_operands *mo, uint32_t *ops, size_t k) {
  if (!mo->mask)
    return k;
  ops[k++] = mo->mask;
  for (uint32_t p = 0; p < mo->nparams; p++)
    ops[k++] = mo->params[p].word;
  return k;
}

/* A bitcast, address-space cast or freeze of a pointer, as an instruction
 * or a constant expression. */
static bool is_ptr_cast(LLVMValueRef v) {
  if (LLVMIsABitCastInst(v) || LLVMIsAAddrSpaceCastInst(v) || LLVMIsAFreezeInst(v))
    return true;
  return LLVMIsAConstantExpr(v) &&
         (LLVMGetConstOpcode(v) == LLVMBitCast || LLVMGetConstOpcode(v) == LLVMAddrSpaceCast);
}

lspv_status fwd_load(fwd_ctx *c, LLVMValueRef i) {
  if (LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
    return fwd_atomic_inst(c, i);
  LLVMValueRef p = LLVMGetOperand(i, 0);
  LLVMTypeRef vt = fwd_opencl_value_type(c, i); /* an image... in memory */
  uint32_t rt = fwd_value_type(c, i);
  /* A pointer is loaded at its own type: the address points to it. */
  uint32_t ops[4 + LSPV_MAX_MEM_PARAMS] = {rt, fwd_result_id(c, i),
                                           !vt && fwd_has_pointee(LLVMTypeOf(i))
                                               ? fwd_ptr_to(c, p, rt)
                                               : fwd_ptr_as(c, p, vt ? vt : LLVMTypeOf(i))};
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  /* A BuiltIn Input variable is not memory: no alignment (the work-item
   * calls load it without one, and both spellings must give one form),
   * also through casts (an address-space cast of one stays the Input
   * variable, fwd_value_sc; reverse writes the OpBitcast to a lane's
   * pointer of a load it keeps as one): one rule for every spelling. */
  LLVMValueRef var = p;
  for (unsigned k = 0; k < 64 && is_ptr_cast(var); k++)
    var = LLVMGetOperand(var, 0);
  bool builtin = LLVMIsAGlobalVariable(var) && fwd_builtin_of_global(var) != ~0u;
  lspv_mem_operands mo;
  lspv_status s =
      fwd_mem_operands(c, i, builtin ? 0 : LLVMGetAlignment(i), LLVMGetVolatile(i), &mo);
  if (s)
    return s;
  fwd_emit_body(c, SPV_OpLoad, ops, put_mem_operands(&mo, ops, 3));
  return LSPV_SUCCESS;
}

lspv_status fwd_check_writable(fwd_ctx *c, LLVMValueRef ptr, LLVMValueRef inst) {
  /* LLVM lets a module store through any pointer, even into constant memory
   * (undefined at run time); SPIR-V makes the Input and UniformConstant
   * storage classes read-only (spirv-val: "storage class is read-only").  A
   * BuiltIn is an Input variable; addrspace(2) is UniformConstant. */
  uint32_t sc = fwd_value_sc(c, ptr);
  if (sc == ~0u) /* no storage class: reported */
    return LSPV_ERROR_UNSUPPORTED;
  if (sc == SPV_StorageClass_Input)
    return fwd_unsupported(c, inst, "write to a BuiltIn variable (a read-only Input variable)");
  if (sc == SPV_StorageClass_UniformConstant)
    return fwd_unsupported(c, inst, "write to the constant address space (read-only in SPIR-V)");
  return LSPV_SUCCESS;
}

lspv_status fwd_store(fwd_ctx *c, LLVMValueRef i) {
  LLVMValueRef v = LLVMGetOperand(i, 0), p = LLVMGetOperand(i, 1);
  lspv_status s = fwd_check_writable(c, p, i);
  if (s)
    return s;
  if (LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
    return fwd_atomic_inst(c, i);
  LLVMTypeRef vt = fwd_opencl_value_type(c, v); /* an image... in memory */
  uint32_t ops[3 + LSPV_MAX_MEM_PARAMS];
  if (!vt && fwd_has_pointee(LLVMTypeOf(v)) && !LLVMIsNull(v) && !LLVMIsUndef(v) &&
      !LLVMIsPoison(v) && !(LLVMIsAGlobalVariable(v) && fwd_builtin_of_global(v) != ~0u)) {
    /* A pointer is stored at its own type: the address points to it, as
     * any other value's does (a null or undefined pointer takes the
     * memory's type; a BuiltIn keeps the checks of fwd_val_as). */
    uint32_t t = fwd_value_type(c, v);
    ops[0] = t ? fwd_ptr_to(c, p, t) : 0;
    ops[1] = fwd_val(c, v);
  } else {
    if (!vt)
      vt = LLVMTypeOf(v);
    ops[0] = fwd_ptr_as(c, p, vt);
    ops[1] = fwd_val_as(c, v, fwd_access_type(c, p, vt));
  }
  if (!ops[0] || !ops[1])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_mem_operands mo;
  s = fwd_mem_operands(c, i, LLVMGetAlignment(i), LLVMGetVolatile(i), &mo);
  if (s)
    return s;
  fwd_emit_body(c, SPV_OpStore, ops, put_mem_operands(&mo, ops, 2));
  return LSPV_SUCCESS;
}

/* An i1 GEP index, which an access chain does not take (its indices are
 * integers, not bools): LLVM sign-extends indices, so true is -1. */
static uint32_t bool_index(fwd_ctx *c, LLVMValueRef idx, LLVMValueRef g) {
  if (LLVMIsAConstantInt(idx)) /* fwd_const_int masks -1 to the width */
    return fwd_const_int(c, c->ptr_bits, LLVMConstIntGetZExtValue(idx) ? UINT64_MAX : 0);
  uint32_t b = fwd_val(c, idx), it = fwd_int_type(c, c->ptr_bits), id = fwd_id(c);
  uint32_t ops[3] = {b, fwd_const_int(c, c->ptr_bits, UINT64_MAX),
                     fwd_const_int(c, c->ptr_bits, 0)};
  if (!b || !it || !ops[1] || !ops[2] || fwd_emit_op(c, SPV_OpSelect, it, id, ops, 3, g))
    return 0;
  return id;
}

/* Lane @p k of GEP operand @p v: a vector's lane (CompositeExtract of
 * @p id, typed @p lane_ty), or the scalar itself. */
static uint32_t gep_lane(fwd_ctx *c, LLVMValueRef g, LLVMValueRef v, uint32_t id, uint32_t lane_ty,
                         unsigned k) {
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVectorTypeKind)
    return id;
  uint32_t ops[2] = {id, k}, r = fwd_id(c);
  return fwd_emit_op(c, SPV_OpCompositeExtract, lane_ty, r, ops, 2, g) ? 0 : r;
}

/* A GEP whose result is a vector of pointers, lane by lane: an access
 * chain takes and gives one pointer (spirv-val: "Result Type ... must be
 * OpTypePointer"), so each lane is one, and the lanes make the vector. */
static lspv_status vector_gep(fwd_ctx *c, LLVMValueRef g) {
  unsigned n = (unsigned)LLVMGetNumOperands(g), lanes = LLVMGetVectorSize(LLVMTypeOf(g));
  LLVMValueRef base = LLVMGetOperand(g, 0);
  LLVMTypeRef src = LLVMGetGEPSourceElementType(g);
  uint32_t ty = fwd_value_type(c, g), lane_ty = fwd_ptr_lane_type(c, g);
  uint32_t sc = fwd_value_sc(c, base), p = fwd_type(c, src, g);
  uint32_t base_ty = p && sc != ~0u ? fwd_typed_ptr_type_id(c, sc, p) : 0;
  uint32_t *vals = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof(uint32_t));
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof(uint32_t));
  uint32_t *out = lspv_arena_alloc(c->arena, ((size_t)lanes + 1) * sizeof(uint32_t));
  if (!vals || !ops || !out)
    return fwd_oom(c);
  if (!ty || !lane_ty || !base_ty)
    return LSPV_ERROR_UNSUPPORTED;
  bool vec_base = fwd_is_ptr_vec(LLVMTypeOf(base));
  uint32_t base_lane = vec_base ? fwd_ptr_lane_type(c, base) : 0;
  vals[0] = vec_base ? fwd_val(c, base) : fwd_ptr_as(c, base, src);
  for (unsigned j = 1; j < n; j++) {
    LLVMValueRef idx = LLVMGetOperand(g, j);
    LLVMTypeRef it = LLVMTypeOf(idx);
    if (LLVMGetTypeKind(it) == LLVMVectorTypeKind)
      it = LLVMGetElementType(it);
    if (LLVMGetIntTypeWidth(it) == 1)
      return fwd_unsupported(c, g, "vector GEP with an i1 index");
    vals[j] = fwd_val(c, idx);
  }
  for (unsigned j = 0; j < n; j++)
    if (!vals[j] || (!j && vec_base && !base_lane))
      return LSPV_ERROR_UNSUPPORTED;
  unsigned opcode = LLVMIsInBounds(g) ? SPV_OpInBoundsPtrAccessChain : SPV_OpPtrAccessChain;
  for (unsigned k = 0; k < lanes; k++) {
    ops[0] = gep_lane(c, g, base, vals[0], base_lane, k);
    if (ops[0] && vec_base && base_lane != base_ty) {
      uint32_t b = fwd_id(c);
      ops[0] = fwd_emit_op(c, SPV_OpBitcast, base_ty, b, ops, 1, g) ? 0 : b;
    }
    for (unsigned j = 1; j < n && ops[0]; j++) {
      LLVMValueRef idx = LLVMGetOperand(g, j);
      LLVMTypeRef it = LLVMTypeOf(idx);
      uint32_t t =
          fwd_type(c, LLVMGetTypeKind(it) == LLVMVectorTypeKind ? LLVMGetElementType(it) : it, g);
      if (!t || !(ops[j] = gep_lane(c, g, idx, vals[j], t, k)))
        return LSPV_ERROR_UNSUPPORTED;
    }
    out[k] = fwd_id(c);
    if (!ops[0] || fwd_emit_op(c, opcode, lane_ty, out[k], ops, n, g))
      return LSPV_ERROR_UNSUPPORTED;
  }
  return fwd_emit_op(c, SPV_OpCompositeConstruct, ty, fwd_result_id(c, g), out, lanes, g);
}

/* GEP (instruction or constant expression) -> Op[InBounds]PtrAccessChain on
 * the base seen as a pointer to the source element type. */
lspv_status fwd_gep(fwd_ctx *c, LLVMValueRef g) {
  unsigned n = (unsigned)LLVMGetNumOperands(g);
  LLVMValueRef base = LLVMGetOperand(g, 0);
  LLVMTypeRef src = LLVMGetGEPSourceElementType(g);
  if (!fwd_gep_result_type(g))
    return fwd_unsupported(c, g, "GEP with a non-constant struct index");
  if (!fwd_is_ptr(LLVMTypeOf(g))) /* a vector of pointers */
    return vector_gep(c, g);
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 2) * sizeof(uint32_t));
  if (!ops)
    return fwd_oom(c);
  uint32_t ty = fwd_value_type(c, g);
  if (!ty)
    return LSPV_ERROR_UNSUPPORTED;
  /* Among pointers without pointee, a result of that kind is an untyped
   * access chain naming the source element type; a typed result (a pointer
   * to an array) needs a typed base. */
  bool untyped = fwd_is_untyped_ptr(c, ty);
  /* An untyped access chain's Base Type is no pointer (SPV_KHR_untyped_
   * pointers, OpUntypedPtrAccessChainKHR; no index can step into one): a
   * GEP over pointers strides by the pointer's width, as over an integer
   * of that width. */
  LLVMTypeRef stride = fwd_is_ptr(src) ? LLVMIntTypeInContext(c->llctx, c->ptr_bits) : src;
  uint32_t src_id = untyped ? fwd_type(c, stride, g) : 0;
  if (untyped && !src_id)
    return LSPV_ERROR_UNSUPPORTED;
  /* That typed base is the only one written: the base seen at the source
   * element type first would be a cast nothing uses (a byval struct's
   * field array: reverse keeps the dead cast, and the next forward wrote
   * it twice, issue 19). */
  uint32_t b = 0;
  if (!untyped && c->uops && n > 1) {
    uint32_t sc = fwd_value_sc(c, base), p = fwd_access_type(c, base, src);
    uint32_t bt = p ? fwd_ptr_type_id(c, sc, p) : 0;
    if (bt && fwd_is_untyped_ptr(c, bt) &&
        !(b = fwd_val_as(c, base, fwd_typed_ptr_type_id(c, sc, p))))
      return LSPV_ERROR_UNSUPPORTED;
  }
  if (!b && !(b = fwd_ptr_as(c, base, src)))
    return LSPV_ERROR_UNSUPPORTED;
  if (n == 1) { /* no indices: the base itself */
    if (!lspv_ptrmap_put(&c->vals, g, b))
      return fwd_oom(c);
    return LSPV_SUCCESS;
  }
  ops[0] = b;
  for (unsigned k = 1; k < n; k++) {
    LLVMValueRef idx = LLVMGetOperand(g, k);
    if (LLVMGetTypeKind(LLVMTypeOf(idx)) != LLVMIntegerTypeKind)
      return fwd_unsupported(c, g, "vector GEP index");
    if (LLVMGetIntTypeWidth(LLVMTypeOf(idx)) == 1)
      ops[k] = bool_index(c, idx, g);
    else
      ops[k] = fwd_val(c, idx);
    if (!ops[k])
      return LSPV_ERROR_UNSUPPORTED;
  }
  unsigned opcode = LLVMIsInBounds(g) ? SPV_OpInBoundsPtrAccessChain : SPV_OpPtrAccessChain;
  if (!untyped)
    return fwd_emit_op(c, opcode, ty, fwd_result_id(c, g), ops, n, g);
  uint32_t *uops = lspv_arena_alloc(c->arena, ((size_t)n + 2) * sizeof(uint32_t));
  if (!uops)
    return fwd_oom(c);
  uops[0] = src_id;
  memcpy(uops + 1, ops, n * sizeof *ops);
  opcode = LLVMIsInBounds(g) ? c->uops->in_bounds_ptr_access_chain : c->uops->ptr_access_chain;
  return fwd_emit_op(c, opcode, ty, fwd_result_id(c, g), uops, (size_t)n + 1, g);
}

static LLVMOpcode opcode_of(LLVMValueRef v) {
  return LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v) : LLVMGetConstOpcode(v);
}

/* addrspacecast, pointer bitcast, ptrtoint, inttoptr. */
/* Why an address-space cast from storage class @p from (LLVM address space
 * @p src_as) to @p to has no SPIR-V form, in llvm-spirv's words; NULL when
 * it has one.  SPIR-V casts only to and from Generic (2.16.1, "Universal
 * Validation Rules"), and Generic covers Function, Workgroup and
 * CrossWorkgroup only.  Address spaces 5 and 6 (SYCL global_device /
 * global_host) are global memory that may become only global or generic. */
static const char *cast_refusal(unsigned src_as, uint32_t from, uint32_t to) {
  if ((src_as == 5 || src_as == 6) && to != SPV_StorageClass_CrossWorkgroup &&
      to != SPV_StorageClass_Generic)
    return "Casts from global_device/global_host only allowed to global/generic";
  if (to != SPV_StorageClass_Generic && from != SPV_StorageClass_Generic)
    return "Casts from private/local/global address space are allowed only to generic";
  uint32_t other = to == SPV_StorageClass_Generic ? from : to;
  if (other == SPV_StorageClass_UniformConstant)
    return "Casts from generic address space to constant are illegal";
  if (other != SPV_StorageClass_CrossWorkgroup && other != SPV_StorageClass_Workgroup &&
      other != SPV_StorageClass_Function)
    return "Casts to and from generic are allowed only from and to private/local/global";
  return NULL;
}

/* An address-space cast of a vector of pointers, lane by lane: SPIR-V's
 * casts to and from Generic take one pointer (spirv-val: "Result Type to
 * be a pointer").  Each lane keeps its pointee across the cast. */
static lspv_status ptr_vec_cast(fwd_ctx *c, LLVMValueRef i, unsigned opcode, uint32_t ty,
                                uint32_t vec) {
  LLVMValueRef src = LLVMGetOperand(i, 0);
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(i));
  uint32_t pointee = fwd_access_type(c, i, fwd_pointee(c, i));
  uint32_t from_lane = fwd_ptr_lane_type(c, src), to_lane = fwd_ptr_lane_type(c, i);
  uint32_t same = pointee ? fwd_typed_ptr_type_id(c, fwd_value_sc(c, src), pointee) : 0;
  uint32_t *lanes = lspv_arena_alloc(c->arena, (size_t)n * sizeof(uint32_t));
  if (!lanes)
    return fwd_oom(c);
  if (!from_lane || !to_lane || !same)
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned k = 0; k < n; k++) {
    uint32_t ex[2] = {vec, k}, e = fwd_id(c);
    lspv_status st = fwd_emit_op(c, SPV_OpCompositeExtract, from_lane, e, ex, 2, i);
    if (!st && same != from_lane) {
      uint32_t b = fwd_id(c);
      st = fwd_emit_op(c, SPV_OpBitcast, same, b, &e, 1, i);
      e = b;
    }
    lanes[k] = fwd_id(c);
    if (st || (st = fwd_emit_op(c, opcode, to_lane, lanes[k], &e, 1, i)))
      return st;
  }
  return fwd_emit_op(c, SPV_OpCompositeConstruct, ty, fwd_result_id(c, i), lanes, n, i);
}

/* Whether a user of @p v calls an LLVM intrinsic or a declaration (an
 * annotation that becomes a decoration of the pointer, which reverse puts
 * back on it; a builtin or an intrinsic a plugin lets through, which types
 * its pointer itself, so a round trip adds no cast before it).  The memory
 * intrinsics (memset, memcpy, memmove) count only when they are all the
 * cast feeds: a cast that is also loaded or stored through is typed by
 * that access and stays an OpBitcast, as llvm-spirv writes it. */
static bool feeds_intrinsic(LLVMValueRef v) {
  bool mem = false, other = false;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    LLVMValueRef callee = LLVMIsACallInst(user) ? LLVMGetCalledValue(user) : NULL;
    size_t n;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : NULL;
    if (!name || (!LLVMIsDeclaration(callee) && strncmp(name, "llvm.", 5)))
      other = true;
    else if (!strncmp(name, "llvm.memset.", 12) || !strncmp(name, "llvm.memcpy.", 12) ||
             !strncmp(name, "llvm.memmove.", 13))
      mem = true;
    else
      return true;
  }
  return mem && !other;
}

lspv_status fwd_ptr_cast(fwd_ctx *c, LLVMValueRef i) {
  LLVMValueRef src = LLVMGetOperand(i, 0);
  LLVMOpcode op = opcode_of(i);
  uint32_t ty = fwd_value_type(c, i);
  if (!ty)
    return LSPV_ERROR_UNSUPPORTED;
  if (op == LLVMPtrToInt || op == LLVMIntToPtr) {
    uint32_t s = fwd_val(c, src);
    if (!s)
      return LSPV_ERROR_UNSUPPORTED;
    return fwd_emit_op(c, op == LLVMPtrToInt ? SPV_OpConvertPtrToU : SPV_OpConvertUToPtr, ty,
                       fwd_result_id(c, i), &s, 1, i);
  }
  bool null = LLVMIsAConstantPointerNull(src);
  /* undef in any address space is undef in the other, null in the same
   * storage class null; a null cast to or from the generic address space
   * stays a cast of the source's null (LLVM does not fold it: null need
   * not be the zero address in every address space), one SPIR-V has no
   * cast for is the null of the target. */
  bool keep =
      null && op == LLVMAddrSpaceCast &&
      !cast_refusal(fwd_addr_space(LLVMTypeOf(src)), fwd_value_sc(c, src), fwd_value_sc(c, i));
  if ((null && !keep) || LLVMIsUndef(src) || LLVMIsPoison(src)) {
    if (!lspv_ptrmap_put(&c->vals, i, null ? fwd_const_null(c, ty) : fwd_undef(c, ty)))
      return fwd_oom(c);
    return LSPV_SUCCESS;
  }
  LLVMTypeRef pointee = fwd_pointee(c, i);
  uint32_t from = fwd_value_sc(c, src), to = fwd_value_sc(c, i);
  if (from == ~0u || to == ~0u)
    return LSPV_ERROR_UNSUPPORTED;
  /* A bitcast instruction is an OpBitcast, as llvm-spirv writes every one,
   * even where the pointee stays (reverse reads it back as the same
   * bitcast, so a round trip keeps it).  (Not a cast of memory that holds
   * pointers: the memory is typed by what it holds, fwd_access_type.) */
  uintptr_t ptr_sc;
  if (from == to && op == LLVMBitCast && LLVMIsAInstruction(i) && !fwd_is_ptr(pointee) &&
      !feeds_intrinsic(i) && !LLVMIsAFunction(src) && !LLVMIsAGlobalAlias(src) &&
      lspv_ptrmap_get(&c->ptr_sc, (void *)(uintptr_t)ty, &ptr_sc)) {
    uint32_t s = fwd_val(c, src), st = s ? fwd_value_type(c, src) : 0;
    if (!st)
      return LSPV_ERROR_UNSUPPORTED;
    /* (Not for what is no SPIR-V pointer: an OpenCL image passed as one.) */
    if (lspv_ptrmap_get(&c->ptr_sc, (void *)(uintptr_t)st, &ptr_sc))
      return fwd_emit_op(c, SPV_OpBitcast, ty, fwd_result_id(c, i), &s, 1, i);
  }
  /* Same storage class: the source seen at the cast's own type (its value
   * type, which the cast's uses rely on: memory that holds pointers types
   * a cast of it as it types the memory, fwd_access_type), one OpBitcast
   * when that is another type. */
  uint32_t s = from == to                      ? fwd_val_as(c, src, ty)
               : fwd_is_ptr_vec(LLVMTypeOf(i)) ? fwd_val(c, src) /* ptr_vec_cast */
                                               : fwd_ptr_as(c, src, pointee);
  if (!s)
    return LSPV_ERROR_UNSUPPORTED;
  if (from == to) {
    if (!lspv_ptrmap_put(&c->vals, i, s))
      return fwd_oom(c);
    return LSPV_SUCCESS;
  }
  const char *bad = cast_refusal(fwd_addr_space(LLVMTypeOf(src)), from, to);
  if (bad)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidModule", i,
                          "Invalid SPIR-V module: %s", bad);
  unsigned opcode =
      to == SPV_StorageClass_Generic ? SPV_OpPtrCastToGeneric : SPV_OpGenericCastToPtr;
  if (fwd_is_ptr_vec(LLVMTypeOf(i)))
    return ptr_vec_cast(c, i, opcode, ty, s);
  return fwd_emit_op(c, opcode, ty, fwd_result_id(c, i), &s, 1, i);
}
