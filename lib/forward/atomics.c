/*===-- forward/atomics.c - atomic instructions, fences, OpenCL atomics -----===*\
|* llvm-spirv's conventions, so that both translators agree on every operand: *|
|* Scopes: syncscope "" (system) and unknown names CrossDevice, "device" /   *|
|* "agent" Device, "workgroup" Workgroup, "subgroup" / "wavefront" Subgroup, *|
|* "singlethread" / "work_item" Invocation.                                  *|
|* Semantics of LLVM's atomic instructions and fences: the ordering bit       *|
|* alone.  Semantics of the OpenCL C builtins: the memory_order's bit (the   *|
|* OpenCL 1.2 functions: relaxed, Workgroup scope) plus the storage-class    *|
|* bits of the memory the pointer points into (origin_bits), relaxed too.   *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

uint32_t fwd_semantics_of_ordering(LLVMAtomicOrdering o) {
  switch (o) {
  case LLVMAtomicOrderingAcquire: return SPV_MemorySemantics_Acquire;
  case LLVMAtomicOrderingRelease: return SPV_MemorySemantics_Release;
  case LLVMAtomicOrderingAcquireRelease: return SPV_MemorySemantics_AcquireRelease;
  case LLVMAtomicOrderingSequentiallyConsistent: return SPV_MemorySemantics_SequentiallyConsistent;
  default: return SPV_MemorySemantics_None;
  }
}

uint32_t fwd_scope_of_syncscope(fwd_ctx *c, LLVMValueRef i) {
  static const struct {
    const char *name;
    uint32_t scope;
  } map[] = {{"", SPV_Scope_CrossDevice},
             {"singlethread", SPV_Scope_Invocation},
             {"work_item", SPV_Scope_Invocation},
             {"device", SPV_Scope_Device},
             {"agent", SPV_Scope_Device},
             {"workgroup", SPV_Scope_Workgroup},
             {"subgroup", SPV_Scope_Subgroup},
             {"wavefront", SPV_Scope_Subgroup},
             {"all_svm_devices", SPV_Scope_CrossDevice}};
  unsigned id = LLVMGetAtomicSyncScopeID(i);
  if (LLVMIsAtomicSingleThread(i))
    return SPV_Scope_Invocation;
  for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
    if (id == (k == 0 ? 1u : LLVMGetSyncScopeID(c->llctx, map[k].name, strlen(map[k].name))))
      return map[k].scope;
  /* Another target's name: system-wide, the conservative choice (as
   * llvm-spirv; the source language may narrow it, never the translator). */
  return SPV_Scope_CrossDevice;
}

static uint32_t storage_bits(uint32_t sc) {
  switch (sc) {
  case SPV_StorageClass_Workgroup: return SPV_MemorySemantics_WorkgroupMemory;
  case SPV_StorageClass_CrossWorkgroup: return SPV_MemorySemantics_CrossWorkgroupMemory;
  case SPV_StorageClass_Generic:
    return SPV_MemorySemantics_WorkgroupMemory | SPV_MemorySemantics_CrossWorkgroupMemory;
  default: return 0;
  }
}

enum { GENERIC_AS = 4, ORIGIN_LIMIT = 16 };

/* The values a pointer @p v is derived from: a cast's or GEP's source, a
 * select's two values, a phi's incoming values.  Returns how many were
 * stored in @p out (at most @p room). */
static unsigned pointer_sources(LLVMValueRef v, LLVMValueRef *out, unsigned room) {
  unsigned n = 0;
  LLVMOpcode op = LLVMIsAInstruction(v)    ? LLVMGetInstructionOpcode(v)
                  : LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v)
                                           : LLVMRet;
  switch (op) {
  case LLVMAddrSpaceCast:
  case LLVMBitCast:
  case LLVMGetElementPtr:
    if (room)
      out[n++] = LLVMGetOperand(v, 0);
    break;
  case LLVMSelect:
    for (unsigned k = 1; k < 3 && n < room; k++)
      out[n++] = LLVMGetOperand(v, k);
    break;
  case LLVMPHI:
    for (unsigned k = 0; k < LLVMCountIncoming(v) && n < room; k++)
      out[n++] = LLVMGetIncomingValue(v, k);
    break;
  default: break;
  }
  return n;
}

/* Storage bits an OpenCL atomic builtin adds to its order: those of the
 * first non-generic address space found from @p ptr back through casts,
 * GEPs, selects and phis (a generic pointer of unknown origin: both
 * Workgroup and CrossWorkgroup memory), as llvm-spirv derives them. */
static uint32_t origin_bits(fwd_ctx *c, LLVMValueRef ptr) {
  LLVMValueRef work[ORIGIN_LIMIT], seen[ORIGIN_LIMIT];
  unsigned nwork = 0, nseen = 0;
  work[nwork++] = ptr;
  while (nwork && nseen < ORIGIN_LIMIT) {
    LLVMValueRef v = work[--nwork];
    bool dup = false;
    for (unsigned k = 0; k < nseen; k++)
      dup |= seen[k] == v;
    if (dup || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
      continue;
    seen[nseen++] = v;
    unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
    if (as != GENERIC_AS)
      return storage_bits(fwd_storage_class(c, as, v));
    nwork += pointer_sources(v, work + nwork, ORIGIN_LIMIT - nwork);
  }
  return storage_bits(SPV_StorageClass_Generic);
}

/* 64-bit integer atomics need Int64Atomics (SPIR-V 2.16.1, validation of
 * atomic instructions); Int64 alone covers only the type. */
void fwd_need_atomic_width(fwd_ctx *c, LLVMTypeRef vt) {
  if (vt && LLVMGetTypeKind(vt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(vt) == 64)
    fwd_need_cap(c, SPV_Capability_Int64Atomics);
}

static void emit_atomic(fwd_ctx *c, LLVMTypeRef vt, unsigned opcode, const uint32_t *ops,
                        size_t n) {
  fwd_need_atomic_width(c, vt);
  fwd_emit_body(c, opcode, ops, n);
}

/* Atomics take pointers to Workgroup, CrossWorkgroup, Generic or Function
 * memory in kernels; not a BuiltIn (an Input variable) nor the constant
 * address space (spirv-val: "storage class forbidden by universal validation
 * rules"). */
static lspv_status atomic_ptr_check(fwd_ctx *c, LLVMValueRef p, LLVMValueRef where) {
  uint32_t sc = fwd_value_sc(c, p);
  if (sc == ~0u) /* no storage class: reported */
    return LSPV_ERROR_UNSUPPORTED;
  if (sc == SPV_StorageClass_Input || sc == SPV_StorageClass_UniformConstant)
    return fwd_unsupported(
        c, where,
        "atomic access to read-only memory (a BuiltIn variable or the constant address space)");
  return LSPV_SUCCESS;
}

/* Semantics of an OpenCL builtin on @p ptr with order bits @p order; of an
 * LLVM instruction (@p ptr NULL): the order alone. */
static uint32_t sem_bits_id(fwd_ctx *c, uint32_t order, LLVMValueRef ptr) {
  return fwd_const_int(c, 32, ptr ? order | origin_bits(c, ptr) : order);
}

/* Semantics of an LLVM atomic instruction with ordering @p o. */
static uint32_t sem_id(fwd_ctx *c, LLVMAtomicOrdering o) {
  return fwd_const_int(c, 32, fwd_semantics_of_ordering(o));
}

/* ---- the conventions above, for plugins' atomics (lspv/plugin.h) ----------------------*/
uint32_t lspv_fwd_atomic_scope(lspv_fwd_ctx *c, LLVMValueRef inst) {
  return fwd_scope_of_syncscope(c, inst);
}

uint32_t lspv_fwd_atomic_order(LLVMAtomicOrdering ordering) {
  return fwd_semantics_of_ordering(ordering);
}

uint32_t lspv_fwd_atomic_semantics(lspv_fwd_ctx *c, uint32_t order, LLVMValueRef ptr) {
  return sem_bits_id(c, order, ptr);
}

uint32_t lspv_fwd_atomic_pointer(lspv_fwd_ctx *c, LLVMValueRef where, LLVMValueRef ptr,
                                 LLVMTypeRef value_type) {
  if (!fwd_is_ptr(LLVMTypeOf(ptr))) {
    fwd_unsupported(c, where, "the atomic's pointer operand is not a pointer");
    return 0;
  }
  if (atomic_ptr_check(c, ptr, where))
    return 0;
  return fwd_ptr_as(c, ptr, value_type);
}

static const struct {
  LLVMAtomicRMWBinOp llvm;
  unsigned spv;
} rmw_ops[] = {
    {LLVMAtomicRMWBinOpXchg, SPV_OpAtomicExchange}, {LLVMAtomicRMWBinOpAdd, SPV_OpAtomicIAdd},
    {LLVMAtomicRMWBinOpSub, SPV_OpAtomicISub},      {LLVMAtomicRMWBinOpAnd, SPV_OpAtomicAnd},
    {LLVMAtomicRMWBinOpOr, SPV_OpAtomicOr},         {LLVMAtomicRMWBinOpXor, SPV_OpAtomicXor},
    {LLVMAtomicRMWBinOpMax, SPV_OpAtomicSMax},      {LLVMAtomicRMWBinOpMin, SPV_OpAtomicSMin},
    {LLVMAtomicRMWBinOpUMax, SPV_OpAtomicUMax},     {LLVMAtomicRMWBinOpUMin, SPV_OpAtomicUMin},
};

/* Width of a floating-point scalar type, 0 for any other type. */
static unsigned float_width(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind: return 16;
  case LLVMFloatTypeKind: return 32;
  case LLVMDoubleTypeKind: return 64;
  default: return 0;
  }
}

static lspv_status atomic_rmw(fwd_ctx *c, LLVMValueRef i, uint32_t scope) {
  LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(i);
  size_t k = 0;
  while (k < sizeof rmw_ops / sizeof rmw_ops[0] && rmw_ops[k].llvm != op)
    k++;
  if (k == sizeof rmw_ops / sizeof rmw_ops[0]) {
    static const struct {
      LLVMAtomicRMWBinOp op;
      const char *msg;
    } names[] = {{LLVMAtomicRMWBinOpNand, "Atomic nand is not supported in SPIR-V!"},
                 {LLVMAtomicRMWBinOpFAdd, "Atomic fadd is not supported in SPIR-V!"},
                 {LLVMAtomicRMWBinOpFSub, "Atomic fsub is not supported in SPIR-V!"},
                 {LLVMAtomicRMWBinOpFMax, "Atomic fmax is not supported in SPIR-V!"},
                 {LLVMAtomicRMWBinOpFMin, "Atomic fmin is not supported in SPIR-V!"}};
    const char *msg = "atomicrmw operation without a core SPIR-V form";
    for (size_t n = 0; n < sizeof names / sizeof names[0]; n++)
      if (names[n].op == op)
        msg = names[n].msg;
    return fwd_unsupported(c, i, msg);
  }
  LLVMValueRef p = LLVMGetOperand(i, 0), v = LLVMGetOperand(i, 1);
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind &&
      rmw_ops[k].spv != SPV_OpAtomicExchange)
    return fwd_unsupported(c, i, "atomicrmw on this type has no core SPIR-V form");
  if (fwd_is_ptr(LLVMTypeOf(v)))
    return fwd_unsupported(c, i, "atomicrmw on pointers has no SPIR-V form");
  uint32_t ops[6] = {
      fwd_value_type(c, i),        fwd_result_id(c, i),           fwd_ptr_as(c, p, LLVMTypeOf(v)),
      fwd_const_int(c, 32, scope), sem_id(c, LLVMGetOrdering(i)), fwd_val(c, v)};
  if (!ops[0] || !ops[2] || !ops[5])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, rmw_ops[k].spv, i);
  if (s)
    return s;
  emit_atomic(c, LLVMTypeOf(v), rmw_ops[k].spv, ops, 6);
  return fwd_hook_instruction(c, i, ops[1]);
}

/* cmpxchg -> OpAtomicCompareExchange; the {old, success} pair is rebuilt
 * by two OpCompositeInsert into an OpUndef, as llvm-spirv writes it. */
static lspv_status cmpxchg(fwd_ctx *c, LLVMValueRef i, uint32_t scope) {
  LLVMValueRef p = LLVMGetOperand(i, 0), cmp = LLVMGetOperand(i, 1), nv = LLVMGetOperand(i, 2);
  LLVMTypeRef vt = LLVMTypeOf(cmp);
  if (LLVMGetTypeKind(vt) != LLVMIntegerTypeKind)
    return fwd_unsupported(c, i, "cmpxchg on a non-integer type");
  uint32_t old = fwd_id(c);
  uint32_t ops[8] = {fwd_type(c, vt, i),
                     old,
                     fwd_ptr_as(c, p, vt),
                     fwd_const_int(c, 32, scope),
                     sem_id(c, LLVMGetCmpXchgSuccessOrdering(i)),
                     sem_id(c, LLVMGetCmpXchgFailureOrdering(i)),
                     fwd_val(c, nv),
                     fwd_val(c, cmp)};
  uint32_t rt = fwd_value_type(c, i);
  if (!ops[0] || !ops[2] || !ops[6] || !ops[7] || !rt)
    return LSPV_ERROR_UNSUPPORTED;
  emit_atomic(c, vt, SPV_OpAtomicCompareExchange, ops, 8);
  uint32_t ok = fwd_id(c);
  uint32_t eq[4] = {fwd_bool_type(c), ok, old, ops[7]};
  fwd_emit_body(c, SPV_OpIEqual, eq, 4);
  uint32_t first[5] = {rt, fwd_id(c), old, fwd_undef(c, rt), 0};
  fwd_emit_body(c, SPV_OpCompositeInsert, first, 5);
  uint32_t pair[5] = {rt, fwd_result_id(c, i), ok, first[1], 1};
  fwd_emit_body(c, SPV_OpCompositeInsert, pair, 5);
  return fwd_hook_instruction(c, i, old);
}

static lspv_status atomic_load_store(fwd_ctx *c, LLVMValueRef i, uint32_t scope) {
  bool load = LLVMIsALoadInst(i) != NULL;
  LLVMValueRef p = LLVMGetOperand(i, load ? 0 : 1);
  LLVMTypeRef vt = load ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
  if (fwd_is_ptr(vt) || LLVMGetTypeKind(vt) == LLVMVectorTypeKind)
    return fwd_unsupported(c, i, "atomic load/store of this type has no SPIR-V form");
  uint32_t ptr = fwd_ptr_as(c, p, vt);
  uint32_t sc = fwd_const_int(c, 32, scope), sem = sem_id(c, LLVMGetOrdering(i));
  if (!ptr)
    return LSPV_ERROR_UNSUPPORTED;
  if (load) {
    uint32_t ops[5] = {fwd_type(c, vt, i), fwd_result_id(c, i), ptr, sc, sem};
    emit_atomic(c, vt, SPV_OpAtomicLoad, ops, 5);
    return fwd_hook_instruction(c, i, ops[1]);
  }
  uint32_t ops[4] = {ptr, sc, sem, fwd_val(c, LLVMGetOperand(i, 0))};
  if (!ops[3])
    return LSPV_ERROR_UNSUPPORTED;
  emit_atomic(c, vt, SPV_OpAtomicStore, ops, 4);
  return fwd_hook_instruction(c, i, 0);
}

lspv_status fwd_atomic_inst(fwd_ctx *c, LLVMValueRef i) {
  uint32_t scope = fwd_scope_of_syncscope(c, i);
  if (scope == ~0u)
    return LSPV_ERROR_UNSUPPORTED;
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  lspv_status s;
  if (op != LLVMFence && (s = atomic_ptr_check(c, LLVMGetOperand(i, op == LLVMStore ? 1 : 0), i)))
    return s;
  switch (op) {
  case LLVMAtomicRMW: return atomic_rmw(c, i, scope);
  case LLVMAtomicCmpXchg: return cmpxchg(c, i, scope);
  case LLVMFence: {
    uint32_t ops[2] = {fwd_const_int(c, 32, scope), sem_id(c, LLVMGetOrdering(i))};
    fwd_emit_body(c, SPV_OpMemoryBarrier, ops, 2);
    return LSPV_SUCCESS;
  }
  default: return atomic_load_store(c, i, scope);
  }
}

/* ---- OpenCL C atomic builtins ---------------------------------------------------------*/
/* OpenCL memory_order -> ordering bits; memory_scope -> SPIR-V scope
 * (support/ocl_map.c). */
static uint32_t ocl_order_bits(uint64_t o) {
  uint32_t bits;
  lspv_ocl_order_to_spirv(o > UINT32_MAX ? UINT32_MAX : (uint32_t)o, &bits);
  return bits;
}

static uint32_t ocl_scope_of(uint64_t s) {
  uint32_t scope;
  lspv_ocl_scope_to_spirv(s > UINT32_MAX ? UINT32_MAX : (uint32_t)s, &scope);
  return scope;
}

static const struct {
  const char *name;
  unsigned op, op_unsigned;
} fetch_ops[] = {
    {"add", SPV_OpAtomicIAdd, 0},
    {"sub", SPV_OpAtomicISub, 0},
    {"xchg", SPV_OpAtomicExchange, 0},
    {"exchange", SPV_OpAtomicExchange, 0},
    {"and", SPV_OpAtomicAnd, 0},
    {"or", SPV_OpAtomicOr, 0},
    {"xor", SPV_OpAtomicXor, 0},
    {"min", SPV_OpAtomicSMin, SPV_OpAtomicUMin},
    {"max", SPV_OpAtomicSMax, SPV_OpAtomicUMax},
    {"inc", SPV_OpAtomicIIncrement, 0},
    {"dec", SPV_OpAtomicIDecrement, 0},
};

/* On floating-point values OpenCL C has only atomic_xchg, the C11 load /
 * store / exchange and the atomic_fetch_ add/sub/min/max forms
 * (cl_ext_float_atomics): the other names (atomic_add, atom_inc,
 * atomic_fetch_or, ... on a float) are the program's own functions, called
 * as such (as llvm-spirv reads them). */
static bool float_builtin(const char *op, bool legacy) {
  static const char *const names[] = {"add", "sub", "min", "max"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
    if (!strcmp(names[k], op))
      return !legacy;
  return false;
}

static bool arg_const(LLVMValueRef call, unsigned i, uint64_t *v) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a))
    return false;
  *v = LLVMConstIntGetZExtValue(a);
  return true;
}

static bool pointee_unsigned(const char *rest) {
  for (const char *p = rest; *p; p++) {
    if (*p == 'P' || *p == 'V' || *p == 'K' || (*p >= '0' && *p <= '9') || *p == 'U' || *p == 'A' ||
        *p == 'S')
      continue;
    if (!strncmp(p, "_Atomic", 7)) {
      p += 6;
      continue;
    }
    return *p == 'j' || *p == 'm' || *p == 'h' || *p == 't' || *p == 'y';
  }
  return false;
}

/* Order/scope arguments at @p at (C11 *_explicit forms); defaults seq_cst
 * and device. */
static bool order_scope(LLVMValueRef call, unsigned at, uint32_t *o, uint32_t *s) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint64_t v = 5, sc = 2;
  if ((n > at && !arg_const(call, at, &v)) || (n > at + 1 && !arg_const(call, at + 1, &sc)))
    return false;
  *o = ocl_order_bits(v);
  *s = ocl_scope_of(sc);
  return true;
}

/* The Scope and semantics ids of a C11 builtin's order / scope arguments at
 * @p at when one is no constant: that one through a call of its run-time
 * map (runtime_maps.c; the scope's call first, as llvm-spirv writes them),
 * the order's bits or-ed with the pointer's storage bits; false after an
 * error. */
static bool runtime_ids(fwd_ctx *c, LLVMValueRef call, unsigned at, LLVMValueRef p, uint32_t *sc,
                        uint32_t *sem) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint64_t o = 5, s = 2;
  if (n > at + 1 && !arg_const(call, at + 1, &s))
    *sc = fwd_runtime_map(c, FWD_MAP_SCOPE, LLVMGetOperand(call, at + 1), call);
  else
    *sc = fwd_const_int(c, 32, ocl_scope_of(s));
  if (!*sc)
    return false;
  if (n <= at || arg_const(call, at, &o)) {
    *sem = sem_bits_id(c, ocl_order_bits(o), p);
    return true;
  }
  uint32_t base = fwd_runtime_map(c, FWD_MAP_ORDER, LLVMGetOperand(call, at), call);
  uint32_t storage = origin_bits(c, p);
  if (!base || !storage) {
    *sem = base;
    return base != 0;
  }
  uint32_t ops[4] = {fwd_int_type(c, 32), fwd_id(c), base, fwd_const_int(c, 32, storage)};
  fwd_emit_body(c, SPV_OpBitwiseOr, ops, 4);
  *sem = ops[1];
  return true;
}

static lspv_status c11_cmpxchg(fwd_ctx *c, LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  if (n < 3)
    return fwd_unsupported(c, call, "atomic_compare_exchange with too few arguments");
  LLVMValueRef p = LLVMGetOperand(call, 0), expp = LLVMGetOperand(call, 1);
  LLVMValueRef desired = LLVMGetOperand(call, 2);
  LLVMTypeRef vt = LLVMTypeOf(desired);
  uint64_t so = 5, fo = 5, sc = 2;
  if ((n > 3 && !arg_const(call, 3, &so)) || (n > 4 && !arg_const(call, 4, &fo)) ||
      (n > 5 && !arg_const(call, 5, &sc)))
    return fwd_unsupported(c, call, "atomic builtin with non-constant order or scope");
  /* OpAtomicCompareExchange is integer-only: a float is exchanged as the
   * integer of its width (the comparison is bitwise, as C11 specifies). */
  uint32_t align = fwd_abi_align(c, vt);
  bool fp = float_width(vt) != 0;
  if (fp)
    vt = LLVMIntTypeInContext(c->llctx, float_width(vt));
  if (LLVMGetTypeKind(vt) != LLVMIntegerTypeKind)
    return fwd_unsupported(c, call, "atomic_compare_exchange on a non-integer, non-float type");
  /* The load of `expected` comes first, then the operands of the exchange:
   * the order in which the __spirv_ spelling of reverse gives them back. */
  uint32_t tid = fwd_type(c, vt, call), ep = fwd_ptr_as(c, expp, vt);
  if (!tid || !ep)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t expected = fwd_id(c), old = fwd_id(c);
  uint32_t ld[5] = {tid, expected, ep, SPV_MemoryAccess_Aligned, align};
  fwd_emit_body(c, SPV_OpLoad, ld, align ? 5 : 3);
  /* A float `desired` is bitcast before the exchange's operands, a constant
   * one folded to the integer with its bits: where reverse's IR has them. */
  uint32_t des = 0;
  bool folded = fp && LLVMIsAConstant(desired);
  if (fp && !folded) {
    uint32_t cast[3] = {tid, fwd_id(c), fwd_val(c, desired)};
    if (!cast[2])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpBitcast, cast, 3);
    des = cast[1];
  }
  uint32_t ptr = fwd_ptr_as(c, p, vt);
  uint32_t scope = fwd_const_int(c, 32, ocl_scope_of(sc));
  uint32_t succ = sem_bits_id(c, ocl_order_bits(so), p);
  uint32_t fail = sem_bits_id(c, ocl_order_bits(fo), p);
  if (!des)
    des = fwd_val(c, folded ? LLVMConstBitCast(desired, vt) : desired);
  if (!ptr || !des)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ops[8] = {tid, old, ptr, scope, succ, fail, des, expected};
  emit_atomic(c, vt, SPV_OpAtomicCompareExchange, ops, 8);
  /* The store casts `expected` again, as a use of its own would. */
  uint32_t st[4] = {fwd_ptr_as(c, expp, vt), old, SPV_MemoryAccess_Aligned, align};
  if (!st[0])
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpStore, st, align ? 4 : 2);
  uint32_t eq[4] = {fwd_bool_type(c), fwd_id(c), old, expected};
  fwd_emit_body(c, SPV_OpIEqual, eq, 4);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) == 1)
    return lspv_ptrmap_put(&c->vals, call, eq[1]) ? LSPV_SUCCESS : fwd_oom(c);
  uint32_t sel[5] = {fwd_type(c, rt, call), fwd_result_id(c, call), eq[1],
                     fwd_val(c, LLVMConstInt(rt, 1, 0)), fwd_val(c, LLVMConstInt(rt, 0, 0))};
  fwd_emit_body(c, SPV_OpSelect, sel, 5);
  return LSPV_SUCCESS;
}

/* atomic_flag_test_and_set[_explicit] / atomic_flag_clear[_explicit]:
 * OpAtomicFlagTestAndSet (a bool result) / OpAtomicFlagClear on the flag
 * seen as a 32-bit int. */
static lspv_status atomic_flag(fwd_ctx *c, LLVMValueRef call, bool set, uint32_t sc, uint32_t sem) {
  LLVMTypeRef rt = LLVMTypeOf(call), i32 = LLVMInt32TypeInContext(c->llctx);
  if (set ? fwd_lane_bits(rt) != 1 || LLVMGetTypeKind(rt) == LLVMVectorTypeKind
          : LLVMGetTypeKind(rt) != LLVMVoidTypeKind)
    return fwd_unsupported(c, call, "atomic_flag builtin of a result type OpenCL C does not have");
  /* A typed pointer even under SPV_KHR_untyped_pointers: the flag
   * instructions do not take untyped ones. */
  uint32_t ptr = fwd_typed_ptr_as(c, LLVMGetOperand(call, 0), i32);
  if (!ptr || !sc || !sem)
    return LSPV_ERROR_UNSUPPORTED;
  if (!set) {
    uint32_t ops[3] = {ptr, sc, sem};
    emit_atomic(c, i32, SPV_OpAtomicFlagClear, ops, 3);
    return LSPV_SUCCESS;
  }
  uint32_t ops[5] = {fwd_bool_type(c), fwd_result_id(c, call), ptr, sc, sem};
  emit_atomic(c, i32, SPV_OpAtomicFlagTestAndSet, ops, 5);
  return LSPV_SUCCESS;
}

lspv_status fwd_atomic_builtin(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len) {
  char buf[64];
  if (len >= sizeof buf || (len < 5 || (memcmp(name, "atomic_", 7) && memcmp(name, "atom_", 5))))
    return LSPV_DECLINED;
  memcpy(buf, name, len);
  buf[len] = 0;
  const char *rest = name + len;
  bool legacy = true;
  char *op = buf + (buf[4] == '_' ? 5 : 7);
  size_t ol = strlen(op);
  bool expl = ol > 9 && !strcmp(op + ol - 9, "_explicit");
  if (expl)
    op[ol - 9] = 0;
  if (!strncmp(op, "fetch_", 6)) {
    op += 6;
    legacy = false;
  }
  unsigned n = LLVMGetNumArgOperands(call);
  /* The OpenCL 1.2 functions: relaxed at Workgroup scope (llvm-spirv's
   * reading of them). */
  uint32_t ord = SPV_MemorySemantics_None, scope = SPV_Scope_Workgroup;
  if (!strcmp(op, "compare_exchange_strong") || !strcmp(op, "compare_exchange_weak"))
    return c11_cmpxchg(c, call);
  if (n < 1)
    return LSPV_DECLINED;
  LLVMValueRef p = LLVMGetOperand(call, 0);
  lspv_status s;
  if (fwd_is_ptr(LLVMTypeOf(p)) && (s = atomic_ptr_check(c, p, call)))
    return s;
  if (!strcmp(op, "init") && n == 2) {
    LLVMValueRef v = LLVMGetOperand(call, 1);
    uint32_t align = fwd_abi_align(c, LLVMTypeOf(v));
    uint32_t st[4] = {fwd_ptr_as(c, p, LLVMTypeOf(v)), fwd_val(c, v), SPV_MemoryAccess_Aligned,
                      align};
    if (!st[0] || !st[1])
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpStore, st, align ? 4 : 2);
    return LSPV_SUCCESS;
  }
  bool is_load = !strcmp(op, "load"), is_store = !strcmp(op, "store");
  bool xchg = !strcmp(op, "exchange");
  bool flag_set = !strcmp(op, "flag_test_and_set"), flag_clear = !strcmp(op, "flag_clear");
  bool one_arg = is_load || flag_set || flag_clear; /* order / scope from argument 1 */
  if (is_load || is_store || xchg || flag_set || flag_clear)
    legacy = false;
  if (float_width(LLVMTypeOf(call)) && !is_load && !is_store && !xchg && !float_builtin(op, legacy))
    return LSPV_DECLINED;
  uint32_t rt_sc = 0, rt_sem = 0; /* ids when mapped at run time */
  if (!legacy && !order_scope(call, one_arg ? 1 : 2, &ord, &scope) &&
      !runtime_ids(c, call, one_arg ? 1 : 2, p, &rt_sc, &rt_sem))
    return LSPV_ERROR_UNSUPPORTED;
  /* Operands in order (pointer, scope, semantics, value): types and
   * constants are declared at first use, as for the __spirv_ spelling. */
  uint32_t o = ord;
  if (is_load || is_store) {
    LLVMTypeRef vt = is_load ? LLVMTypeOf(call) : LLVMTypeOf(LLVMGetOperand(call, 1));
    uint32_t rty = is_load ? fwd_type(c, vt, call) : 0;
    uint32_t ptr = fwd_ptr_as(c, p, vt);
    if (!ptr || (is_load && !rty))
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t sc = rt_sc ? rt_sc : fwd_const_int(c, 32, scope);
    uint32_t sem = rt_sem ? rt_sem : sem_bits_id(c, o, p);
    if (is_load) {
      uint32_t ops[5] = {rty, fwd_result_id(c, call), ptr, sc, sem};
      emit_atomic(c, vt, SPV_OpAtomicLoad, ops, 5);
    } else {
      uint32_t ops[4] = {ptr, sc, sem, fwd_val(c, LLVMGetOperand(call, 1))};
      emit_atomic(c, vt, SPV_OpAtomicStore, ops, 4);
    }
    return LSPV_SUCCESS;
  }
  if (flag_set || flag_clear) /* an atomic_flag is an atomic int (OpenCL C 6.15.12.6) */
    return atomic_flag(c, call, flag_set, rt_sc ? rt_sc : fwd_const_int(c, 32, scope),
                       rt_sem ? rt_sem : sem_bits_id(c, o, p));
  if (!strcmp(op, "cmpxchg") && n == 3) {
    LLVMTypeRef vt = LLVMTypeOf(call);
    /* OpenCL C has atomic_cmpxchg on integers only: on anything else the
     * name is a function of the program's own (as llvm-spirv reads it). */
    if (LLVMGetTypeKind(vt) != LLVMIntegerTypeKind)
      return LSPV_DECLINED;
    uint32_t rty = fwd_type(c, vt, call), ptr = fwd_ptr_as(c, p, vt);
    uint32_t sc = rt_sc ? rt_sc : fwd_const_int(c, 32, scope);
    uint32_t sem = rt_sem ? rt_sem : sem_bits_id(c, o, p);
    uint32_t ops[8] = {rty,
                       fwd_result_id(c, call),
                       ptr,
                       sc,
                       sem,
                       sem,
                       fwd_val(c, LLVMGetOperand(call, 2)),
                       fwd_val(c, LLVMGetOperand(call, 1))};
    if (!ops[0] || !ops[2] || !ops[6] || !ops[7])
      return LSPV_ERROR_UNSUPPORTED;
    emit_atomic(c, vt, SPV_OpAtomicCompareExchange, ops, 8);
    return LSPV_SUCCESS;
  }
  size_t k = 0;
  while (k < sizeof fetch_ops / sizeof fetch_ops[0] && strcmp(fetch_ops[k].name, op))
    k++;
  if (k == sizeof fetch_ops / sizeof fetch_ops[0])
    return LSPV_DECLINED;
  unsigned spv = fetch_ops[k].op_unsigned && pointee_unsigned(rest) ? fetch_ops[k].op_unsigned
                                                                    : fetch_ops[k].op;
  bool unary = spv == SPV_OpAtomicIIncrement || spv == SPV_OpAtomicIDecrement;
  if (n < (unary ? 1u : 2u))
    return LSPV_DECLINED;
  LLVMTypeRef vt = LLVMTypeOf(call);
  /* Floating-point add, min and max are instructions of extensions: a
   * plugin's fwd_call claims those calls before the core sees them. */
  if (float_width(vt) && spv != SPV_OpAtomicExchange)
    return fwd_unsupported(c, call,
                           "this atomic operation on a floating-point value has no SPIR-V form");
  uint32_t rty = fwd_type(c, vt, call), ptr = fwd_ptr_as(c, p, vt);
  uint32_t sc = rt_sc ? rt_sc : fwd_const_int(c, 32, scope);
  uint32_t sem = rt_sem ? rt_sem : sem_bits_id(c, o, p);
  uint32_t ops[6] = {
      rty, fwd_result_id(c, call), ptr, sc, sem, unary ? 0 : fwd_val(c, LLVMGetOperand(call, 1))};
  if (!ops[0] || !ops[2] || (!unary && !ops[5]))
    return LSPV_ERROR_UNSUPPORTED;
  emit_atomic(c, vt, spv, ops, unary ? 5 : 6);
  return LSPV_SUCCESS;
}
