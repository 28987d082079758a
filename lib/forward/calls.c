/*===-- forward/calls.c - calls, OpenCL builtins, __spirv_ calls -----------===*\
|* Order for a direct call: plugins (fwd_call hook), LLVM intrinsics,        *|
|* then, for declarations, the builtins: work-item functions, barriers and  *|
|* fences, atomics, `__spirv_<Op>` (spirv_ops.c), `__spirv_ocl_<name>`     *|
|* and OpenCL C math/relational/conversion builtins (OpenCL.std and core).  *|
|* Anything else is an OpFunctionCall.                                       *|
\*===----------------------------------------------------------------------===*/
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"

/* The core's spelling of lspv_itanium_name: never NULL (a name whose
 * mangling is malformed is taken whole). */
const char *fwd_demangle(const char *name, size_t *len, const char **rest) {
  const char *base = lspv_itanium_name(name, len, rest);
  if (base)
    return base;
  *len = strlen(name);
  *rest = name + *len;
  return name;
}

/* The base letter of the first parameter's type in an Itanium parameter
 * encoding ('i', 'j', 'f', 'H' for half, 'B' for bfloat...). */
static char first_param_letter(const char *p) {
  for (int guard = 0; *p && guard < 32; guard++) {
    if (p[0] == 'D' && p[1] == 'v') {
      p += 2;
      while (isdigit((unsigned char)*p))
        p++;
      if (*p == '_')
        p++;
    } else if (p[0] == 'D' && p[1] == 'h') {
      return 'H';
    } else if (!strncmp(p, "DF16b", 5)) {
      return 'B'; /* bfloat */
    } else if (*p == 'P' || *p == 'K' || *p == 'V' || *p == 'r') {
      p++;
    } else if (!strncmp(p, "U3AS", 4)) {
      p += 5;
    } else if (!strncmp(p, "U7_Atomic", 9)) {
      p += 9;
    } else {
      return *p;
    }
  }
  return 0;
}

static bool letter_unsigned(char l) {
  return l == 'h' || l == 't' || l == 'j' || l == 'm' || l == 'y';
}

bool fwd_param_unsigned(const char *rest) { return letter_unsigned(first_param_letter(rest)); }
static bool letter_float(char l) { return l == 'f' || l == 'd' || l == 'H' || l == 'B'; }

/* ---- work-item builtins -------------------------------------------------------------*/
static const struct {
  const char *name;
  uint32_t builtin;
  bool vec;
  uint32_t out_of_range; /* value for a dimension >= 3 (OpenCL C 6.15.1) */
} work_items[] = {
    {"get_global_id", SPV_BuiltIn_GlobalInvocationId, true, 0},
    {"get_local_id", SPV_BuiltIn_LocalInvocationId, true, 0},
    {"get_group_id", SPV_BuiltIn_WorkgroupId, true, 0},
    {"get_global_size", SPV_BuiltIn_GlobalSize, true, 1},
    {"get_local_size", SPV_BuiltIn_WorkgroupSize, true, 1},
    {"get_enqueued_local_size", SPV_BuiltIn_EnqueuedWorkgroupSize, true, 1},
    {"get_num_groups", SPV_BuiltIn_NumWorkgroups, true, 1},
    {"get_global_offset", SPV_BuiltIn_GlobalOffset, true, 0},
    {"get_work_dim", SPV_BuiltIn_WorkDim, false, 0},
    {"get_global_linear_id", SPV_BuiltIn_GlobalLinearId, false, 0},
    {"get_local_linear_id", SPV_BuiltIn_LocalInvocationIndex, false, 0},
    {"get_sub_group_size", SPV_BuiltIn_SubgroupSize, false, 0},
    {"get_max_sub_group_size", SPV_BuiltIn_SubgroupMaxSize, false, 0},
    {"get_num_sub_groups", SPV_BuiltIn_NumSubgroups, false, 0},
    {"get_enqueued_num_sub_groups", SPV_BuiltIn_NumEnqueuedSubgroups, false, 0},
    {"get_sub_group_id", SPV_BuiltIn_SubgroupId, false, 0},
    {"get_sub_group_local_id", SPV_BuiltIn_SubgroupLocalInvocationId, false, 0},
    {"get_sub_group_eq_mask", SPV_BuiltIn_SubgroupEqMask, false, 0},
    {"get_sub_group_ge_mask", SPV_BuiltIn_SubgroupGeMask, false, 0},
    {"get_sub_group_gt_mask", SPV_BuiltIn_SubgroupGtMask, false, 0},
    {"get_sub_group_le_mask", SPV_BuiltIn_SubgroupLeMask, false, 0},
    {"get_sub_group_lt_mask", SPV_BuiltIn_SubgroupLtMask, false, 0},
};

/* The last insertelement of a chain that gathers the whole vector of one
 * work-item query from poison, one call per component in order, each call
 * and each insert but the last used only by the next insert (how reverse
 * writes a BuiltIn vector load that is used whole: reverse/calls.c), when
 * @p call is its first call; else NULL. */
static LLVMValueRef gathered_vector(LLVMValueRef call, unsigned n) {
  LLVMValueRef callee = LLVMGetCalledValue(call), prev = NULL, cur = call;
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef dim =
        LLVMIsACallInst(cur) && LLVMGetCalledValue(cur) == callee && LLVMGetNumArgOperands(cur) == 1
            ? LLVMGetOperand(cur, 0)
            : NULL;
    if (!dim || !LLVMIsAConstantInt(dim) || LLVMConstIntGetZExtValue(dim) != k)
      return NULL;
    LLVMUseRef u = LLVMGetFirstUse(cur);
    LLVMValueRef ins = u && !LLVMGetNextUse(u) ? LLVMGetUser(u) : NULL;
    LLVMValueRef idx = ins && LLVMIsAInsertElementInst(ins) ? LLVMGetOperand(ins, 2) : NULL;
    if (!idx || LLVMGetOperand(ins, 1) != cur || !LLVMIsAConstantInt(idx) ||
        LLVMConstIntGetZExtValue(idx) != k || LLVMGetVectorSize(LLVMTypeOf(ins)) != n ||
        LLVMGetOperand(ins, 0) != (k ? prev : LLVMGetPoison(LLVMTypeOf(ins))) ||
        LLVMGetInstructionParent(ins) != LLVMGetInstructionParent(call))
      return NULL;
    prev = ins;
    if (k + 1 == n)
      break;
    LLVMUseRef vu = LLVMGetFirstUse(ins);
    LLVMValueRef next = vu && !LLVMGetNextUse(vu) ? LLVMGetUser(vu) : NULL;
    if (!next || !LLVMIsAInsertElementInst(next) || LLVMGetOperand(next, 0) != ins)
      return NULL;
    cur = LLVMGetOperand(next, 1);
  }
  return prev;
}

/* The chain gathered_vector() found, written as one OpLoad of the
 * variable: its calls and inserts are skipped (emit_block), the last
 * insert is the load. */
static lspv_status load_gathered(fwd_ctx *c, LLVMValueRef whole, uint32_t vtid, uint32_t var) {
  uint32_t id = fwd_result_id(c, whole);
  for (LLVMValueRef v = whole; v && LLVMIsAInsertElementInst(v); v = LLVMGetOperand(v, 0))
    if (!lspv_ptrmap_put(&c->gathered, v, 1) ||
        !lspv_ptrmap_put(&c->gathered, LLVMGetOperand(v, 1), 1))
      return fwd_oom(c);
  uint32_t ops[3] = {vtid, id, var};
  fwd_emit_body(c, SPV_OpLoad, ops, 3);
  fwd_name(c, id, whole);
  return LSPV_SUCCESS;
}

static lspv_status load_builtin(fwd_ctx *c, LLVMValueRef call, uint32_t bi, bool vec,
                                uint32_t oor) {
  LLVMTypeRef rt = LLVMTypeOf(call);
  LLVMTypeRef vt = vec ? LLVMVectorType(rt, 3) : rt;
  uint32_t var = fwd_builtin_var(c, bi, vt, call);
  uint32_t vtid = fwd_type(c, vt, call), rtid = fwd_type(c, rt, call);
  if (!var || !vtid || !rtid)
    return LSPV_ERROR_UNSUPPORTED;
  LLVMValueRef whole = vec && LLVMGetNumArgOperands(call) == 1 ? gathered_vector(call, 3) : NULL;
  if (whole && LLVMTypeOf(whole) == vt)
    return load_gathered(c, whole, vtid, var);
  uint32_t id = fwd_result_id(c, call);
  if (!vec) {
    uint32_t ops[3] = {rtid, id, var};
    fwd_emit_body(c, SPV_OpLoad, ops, 3);
    return LSPV_SUCCESS;
  }
  if (LLVMGetNumArgOperands(call) != 1)
    return fwd_unsupported(c, call, "work-item function with a wrong argument count");
  LLVMValueRef dim = LLVMGetOperand(call, 0);
  if (LLVMIsAConstantInt(dim) && LLVMConstIntGetZExtValue(dim) >= 3) {
    uint32_t k = fwd_val(c, LLVMConstInt(rt, oor, 0));
    if (!k || !lspv_ptrmap_put(&c->vals, call, k))
      return LSPV_ERROR_UNSUPPORTED;
    return LSPV_SUCCESS;
  }
  uint32_t v = fwd_id(c);
  uint32_t lops[3] = {vtid, v, var};
  fwd_emit_body(c, SPV_OpLoad, lops, 3);
  if (LLVMIsAConstantInt(dim)) {
    uint32_t ops[4] = {rtid, id, v, (uint32_t)LLVMConstIntGetZExtValue(dim)};
    fwd_emit_body(c, SPV_OpCompositeExtract, ops, 4);
    return LSPV_SUCCESS;
  }
  /* Dynamic dimension: in range -> the lane, else the OpenCL default.  The
   * index is clamped first: OpVectorExtractDynamic out of range is
   * undefined behaviour, not an undefined value the select could discard. */
  LLVMTypeRef dt = LLVMTypeOf(dim);
  uint32_t d = fwd_val(c, dim), three = fwd_val(c, LLVMConstInt(dt, 3, 0));
  uint32_t zero = fwd_val(c, LLVMConstInt(dt, 0, 0)), dtid = fwd_type(c, dt, call);
  uint32_t def = fwd_val(c, LLVMConstInt(rt, oor, 0));
  uint32_t lane = fwd_id(c), ok = fwd_id(c), idx = fwd_id(c);
  uint32_t cmp[4] = {fwd_bool_type(c), ok, d, three}, clamp[5] = {dtid, idx, ok, d, zero};
  uint32_t e[4] = {rtid, lane, v, idx}, sel[5] = {rtid, id, ok, lane, def};
  if (!d || !three || !zero || !dtid || !def)
    return LSPV_ERROR_UNSUPPORTED;
  fwd_emit_body(c, SPV_OpULessThan, cmp, 4);
  fwd_emit_body(c, SPV_OpSelect, clamp, 5);
  fwd_emit_body(c, SPV_OpVectorExtractDynamic, e, 4);
  fwd_emit_body(c, SPV_OpSelect, sel, 5);
  return LSPV_SUCCESS;
}

static lspv_status work_item(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  for (size_t k = 0; k < sizeof work_items / sizeof work_items[0]; k++)
    if (fwd_name_is(base, len, work_items[k].name))
      return load_builtin(c, call, work_items[k].builtin, work_items[k].vec,
                          work_items[k].out_of_range);
  static const char pre[] = "__spirv_BuiltIn";
  if (len > sizeof pre - 1 && !memcmp(base, pre, sizeof pre - 1)) {
    const lspv_enum_desc *d =
        lspv_enum_by_name(LSPV_OK_BuiltIn, base + sizeof pre - 1, len - (sizeof pre - 1));
    if (d)
      return load_builtin(c, call, d->value, LLVMGetNumArgOperands(call) == 1, 0);
  }
  return LSPV_DECLINED;
}

/* ---- barriers and fences -------------------------------------------------------------*/
/* OpenCL memory_scope -> SPIR-V Scope. */
static uint32_t ocl_scope(uint64_t s) {
  uint32_t scope;
  lspv_ocl_scope_to_spirv(s > UINT32_MAX ? UINT32_MAX : (uint32_t)s, &scope);
  return scope;
}

/* cl_mem_fence_flags -> storage-class bits of the memory semantics. */
static uint32_t fence_bits(uint64_t f) { return lspv_ocl_fence_to_spirv((uint32_t)f); }

static bool const_arg(LLVMValueRef call, unsigned i, uint64_t *v) {
  LLVMValueRef a = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(a))
    return false;
  *v = LLVMConstIntGetZExtValue(a);
  return true;
}

static lspv_status barrier(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  bool ctl = fwd_name_is(base, len, "barrier") || fwd_name_is(base, len, "work_group_barrier");
  bool sub = fwd_name_is(base, len, "sub_group_barrier");
  bool fence = fwd_name_is(base, len, "mem_fence") || fwd_name_is(base, len, "read_mem_fence") ||
               fwd_name_is(base, len, "write_mem_fence");
  bool wif = fwd_name_is(base, len, "atomic_work_item_fence");
  if (!ctl && !sub && !fence && !wif)
    return LSPV_DECLINED;
  unsigned nargs = LLVMGetNumArgOperands(call);
  uint64_t flags = 0, scope = 1, order = 4;
  if (nargs < 1 || (wif && nargs != 3) || (!wif && nargs > 2))
    return fwd_unsupported(c, call, "barrier or fence with an unexpected argument count");
  if (!const_arg(call, 0, &flags) || (wif && !const_arg(call, 1, &order)))
    return fwd_unsupported(c, call, "barrier or fence with non-constant flags or memory order");
  uint32_t sem = fence_bits(flags);
  /* Without a scope argument the memory scope is the work-group's, for
   * sub_group_barrier too (as llvm-spirv reads the one-argument form).  A
   * memory_scope known only at run time is mapped by the module's
   * __translate_ocl_memory_scope (runtime_maps.c), as llvm-spirv does. */
  unsigned at = wif ? 2 : 1;
  uint32_t mscope_id = 0;
  if (nargs > at && !const_arg(call, at, &scope)) {
    if (fence) /* (a second argument it ignores: no map call for nothing) */
      return fwd_unsupported(c, call, "barrier or fence with non-constant flags or scope");
    if (!(mscope_id = fwd_runtime_map(c, FWD_MAP_SCOPE, LLVMGetOperand(call, at), call)))
      return LSPV_ERROR_UNSUPPORTED;
  }
  uint32_t mscope = ocl_scope(scope);
  if (!mscope_id)
    mscope_id = fwd_const_int(c, 32, mscope);
  if (ctl || sub) {
    /* SequentiallyConsistent when the flags name memory, else no order at
     * all (llvm-spirv's reading of barrier(0)). */
    if (flags)
      sem |= SPV_MemorySemantics_SequentiallyConsistent;
    uint32_t ops[3] = {fwd_const_int(c, 32, sub ? SPV_Scope_Subgroup : SPV_Scope_Workgroup),
                       mscope_id, fwd_const_int(c, 32, sem)};
    fwd_emit_body(c, SPV_OpControlBarrier, ops, 3);
  } else {
    if (wif)
      sem |= fwd_semantics_of_ordering(order == 0   ? LLVMAtomicOrderingMonotonic
                                       : order == 2 ? LLVMAtomicOrderingAcquire
                                       : order == 3 ? LLVMAtomicOrderingRelease
                                       : order == 4 ? LLVMAtomicOrderingAcquireRelease
                                                    : LLVMAtomicOrderingSequentiallyConsistent);
    else
      sem |= base[0] == 'r'   ? SPV_MemorySemantics_Acquire
             : base[0] == 'w' ? SPV_MemorySemantics_Release
                              : SPV_MemorySemantics_AcquireRelease;
    uint32_t ops[2] = {wif ? mscope_id : fwd_const_int(c, 32, SPV_Scope_Workgroup),
                       fwd_const_int(c, 32, sem)};
    fwd_emit_body(c, SPV_OpMemoryBarrier, ops, 2);
  }
  return LSPV_SUCCESS;
}

/* ---- OpenCL.std ------------------------------------------------------------------------*/
lspv_status fwd_ocl_ext(fwd_ctx *c, LLVMValueRef call, const char *inst, const uint32_t *args,
                        size_t nargs) {
  const lspv_extinst_set_desc *set = lspv_extinst_set_by_name("OpenCL.std");
  const lspv_inst_desc *d = set ? lspv_extinst_by_name(set, inst, strlen(inst)) : NULL;
  if (!d)
    return fwd_unsupported(c, call, "builtin has no OpenCL.std instruction");
  /* OpenCL.std printf: the format is a UniformConstant string.  A plugin may
   * claim a call with another format (its fwd_call hook comes first). */
  if (!strcmp(inst, "printf") && LLVMGetNumArgOperands(call) > 0) {
    LLVMTypeRef ft = LLVMTypeOf(LLVMGetOperand(call, 0));
    if (fwd_is_ptr(ft) && fwd_storage_class(c, LLVMGetPointerAddressSpace(ft), call) !=
                              SPV_StorageClass_UniformConstant)
      return fwd_unsupported(c, call,
                             "printf's format string is not in the constant address space");
  }
  uint32_t ops[40];
  if (nargs > 36)
    return fwd_unsupported(c, call, "too many builtin arguments");
  ops[0] = fwd_value_type(c, call);
  ops[1] = fwd_result_id(c, call);
  ops[2] = lspv_fwd_ext_inst_import(c, "OpenCL.std");
  ops[3] = d->opcode;
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  memcpy(ops + 4, args, nargs * sizeof *args);
  fwd_emit_body(c, SPV_OpExtInst, ops, 4 + nargs);
  /* A fast-math call (`call nnan float @_Z4fmaxff`): FPFastMathMode on the
   * extended instruction, SPIR-V 1.6, as llvm-spirv writes it. */
  return fwd_fast_math_16(c, call, ops[1], "FPFastMathMode on an extended instruction");
}

/* Integer builtins whose OpenCL.std names carry s_/u_, and the float names
 * of the generic ones. */
static const struct {
  const char *ocl, *fp;
} signed_fns[] = {
    {"abs", NULL},          {"abs_diff", NULL},     {"add_sat", NULL}, {"hadd", NULL},
    {"rhadd", NULL},        {"clamp", "fclamp"},    {"mad_hi", NULL},  {"mad_sat", NULL},
    {"max", "fmax_common"}, {"min", "fmin_common"}, {"mul_hi", NULL},  {"sub_sat", NULL},
    {"upsample", NULL},     {"mad24", NULL},        {"mul24", NULL},
};

/* OpenCL's mixed forms (fmin(float4, float), clamp(v, lo, hi) with scalar
 * bounds, ldexp(float4, int)...) have a scalar where OpenCL.std wants as
 * many components as the result: the scalar is splat with
 * OpCompositeConstruct to a vector of its own type, the result's width. */
static uint32_t splat_arg(fwd_ctx *c, LLVMValueRef call, LLVMValueRef a) {
  LLVMTypeRef rt = LLVMTypeOf(call), at = LLVMTypeOf(a);
  uint32_t v = fwd_val(c, a);
  LLVMTypeKind ak = LLVMGetTypeKind(at);
  bool scalar = ak == LLVMIntegerTypeKind || ak == LLVMHalfTypeKind || ak == LLVMBFloatTypeKind ||
                ak == LLVMFloatTypeKind || ak == LLVMDoubleTypeKind;
  if (!v || LLVMGetTypeKind(rt) != LLVMVectorTypeKind || !scalar)
    return v;
  unsigned n = LLVMGetVectorSize(rt);
  rt = LLVMVectorType(at, n);
  if (LLVMIsAConstant(a) && !LLVMIsAConstantExpr(a) && n <= 16) {
    /* A constant splat is a constant (what reverse gives back, folded). */
    LLVMValueRef lanes[16];
    for (unsigned i = 0; i < n; i++)
      lanes[i] = a;
    return fwd_val(c, LLVMConstVector(lanes, n));
  }
  uint32_t ops[2 + 16] = {fwd_type(c, rt, call), fwd_id(c)};
  for (unsigned i = 0; i < n && i < 16; i++)
    ops[2 + i] = v;
  fwd_emit_body(c, SPV_OpCompositeConstruct, ops, 2 + n);
  return ops[1];
}

static lspv_status ocl_math(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                            const char *rest) {
  char name[64];
  if (len + 3 >= sizeof name)
    return LSPV_DECLINED;
  char l = first_param_letter(rest);
  memcpy(name, base, len);
  name[len] = 0;
  for (size_t k = 0; k < sizeof signed_fns / sizeof signed_fns[0]; k++) {
    if (strcmp(name, signed_fns[k].ocl))
      continue;
    if (letter_float(l)) {
      if (signed_fns[k].fp)
        strcpy(name, signed_fns[k].fp);
    } else {
      name[0] = letter_unsigned(l) ? 'u' : 's';
      name[1] = '_';
      memcpy(name + 2, base, len);
      name[len + 2] = 0;
    }
    break;
  }
  const lspv_extinst_set_desc *set = lspv_extinst_set_by_name("OpenCL.std");
  if (!set || !lspv_extinst_by_name(set, name, strlen(name)))
    return LSPV_DECLINED;
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t args[32];
  if (n > 32)
    return fwd_unsupported(c, call, "too many builtin arguments");
  bool int_out = !strcmp(name, "frexp") || !strcmp(name, "lgamma_r") || !strcmp(name, "remquo");
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    if (fwd_is_ptr(LLVMTypeOf(a))) {
      LLVMTypeRef rt = LLVMTypeOf(call), pt = rt;
      if (int_out) {
        pt = LLVMInt32TypeInContext(c->llctx);
        if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind)
          pt = LLVMVectorType(pt, LLVMGetVectorSize(rt));
      }
      args[i] = fwd_ptr_as(c, a, pt);
    } else {
      args[i] = splat_arg(c, call, a);
    }
    if (!args[i])
      return LSPV_ERROR_UNSUPPORTED;
  }
  return fwd_ocl_ext(c, call, name, args, n);
}

/* vloadN / vstoreN / vload[a]_half[N] / vstore[a]_half[N][_rte|_rtz|_rtp|_rtn]:
 * OpenCL.std (vload_halfn, vloada_halfn, vstore_half_r, vstorea_halfn_r...)
 * with the pointer seen at its element type, N and the rounding mode as
 * literals. */
static lspv_status vload_store(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len) {
  bool load = len > 5 && !memcmp(base, "vload", 5);
  bool store = len > 6 && !memcmp(base, "vstore", 6);
  if (!load && !store)
    return LSPV_DECLINED;
  const char *p = base + (load ? 5 : 6), *end = base + len;
  bool aligned = p < end && *p == 'a';
  p += aligned;
  bool half = end - p >= 5 && !memcmp(p, "_half", 5);
  if (half)
    p += 5;
  unsigned width = 0;
  while (p < end && isdigit((unsigned char)*p))
    width = width * 10 + (unsigned)(*p++ - '0');
  static const char *const modes[] = {"_rte", "_rtz", "_rtp", "_rtn"}; /* FPRoundingMode 0..3 */
  int rounding = -1;
  for (int m = 0; m < 4 && store && half && end - p == 4; m++)
    if (!memcmp(p, modes[m], 4))
      rounding = m, p += 4;
  if (p != end || (aligned && (!half || !width)))
    return LSPV_DECLINED;
  char inst[32];
  snprintf(inst, sizeof inst, "%s%s%s%s%s", load ? "vload" : "vstore", aligned ? "a" : "",
           half ? "_half" : "", width ? "n" : "", rounding >= 0 ? "_r" : "");
  unsigned n = LLVMGetNumArgOperands(call);
  if (n != (load ? 2u : 3u))
    return LSPV_DECLINED;
  LLVMValueRef data = store ? LLVMGetOperand(call, 0) : call;
  LLVMTypeRef el = LLVMTypeOf(data);
  if (LLVMGetTypeKind(el) == LLVMVectorTypeKind)
    el = LLVMGetElementType(el);
  if (half)
    el = LLVMHalfTypeInContext(c->llctx);
  uint32_t args[4];
  size_t k = 0;
  bool typed;
  int at = lspv_ocl_pointer_operand(inst, &typed);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    args[k] = !fwd_is_ptr(LLVMTypeOf(a)) ? fwd_val(c, a)
              : typed && (int)i == at    ? fwd_typed_ptr_as(c, a, el)
                                         : fwd_ptr_as(c, a, el);
    if (!args[k++])
      return LSPV_ERROR_UNSUPPORTED;
  }
  if (width && load)
    args[k++] = width; /* vloadn / vload_halfn take n; vstoren does not */
  if (rounding >= 0)
    args[k++] = (uint32_t)rounding;
  if (half)
    fwd_need_cap(c, SPV_Capability_Float16Buffer);
  return fwd_ocl_ext(c, call, inst, args, k);
}

static lspv_status builtin(fwd_ctx *c, LLVMValueRef call, const char *name) {
  size_t len;
  const char *rest;
  const char *base = fwd_demangle(name, &len, &rest);
  lspv_status s = work_item(c, call, base, len);
  if (s == LSPV_DECLINED)
    s = barrier(c, call, base, len);
  if (s == LSPV_DECLINED)
    s = fwd_atomic_builtin(c, call, base, len);
  if (s == LSPV_DECLINED)
    s = fwd_image_builtin(c, call, base, len, rest);
  if (s == LSPV_DECLINED && base != name)
    s = fwd_group_builtin(c, call, base, len, rest);
  if (s == LSPV_DECLINED)
    s = fwd_enqueue_builtin(c, call, base, len, base != name);
  if (s != LSPV_DECLINED)
    return s;
  static const char spv[] = "__spirv_", ocl[] = "__spirv_ocl_";
  if (len > sizeof ocl - 1 && !memcmp(base, ocl, sizeof ocl - 1)) {
    s = fwd_spirv_ocl(c, call, base + sizeof ocl - 1, len - (sizeof ocl - 1));
    if (s == LSPV_DECLINED)
      s = ocl_math(c, call, base + sizeof ocl - 1, len - (sizeof ocl - 1), rest);
    return s == LSPV_DECLINED
               ? fwd_unsupported(c, call, "__spirv_ocl_ call names no OpenCL.std instruction")
               : s;
  }
  if (len > sizeof spv - 1 && !memcmp(base, spv, sizeof spv - 1))
    return fwd_spirv_op(c, call, base + sizeof spv - 1, len - (sizeof spv - 1));
  if ((s = fwd_generic_ptr_builtin(c, call, base, len)) != LSPV_DECLINED)
    return s;
  if (base == name) /* not mangled: only printf (and __to_global...) are OpenCL C builtins */
    return LSPV_DECLINED;
  if ((s = vload_store(c, call, base, len)) != LSPV_DECLINED)
    return s;
  if ((s = fwd_relational(c, call, base, len)) != LSPV_DECLINED)
    return s;
  if ((s = fwd_dot(c, call, base, len)) != LSPV_DECLINED)
    return s;
  if ((s = fwd_popcount(c, call, base, len)) != LSPV_DECLINED)
    return s;
  if ((s = fwd_convert(c, call, base, len, rest)) != LSPV_DECLINED)
    return s;
  return ocl_math(c, call, base, len, rest);
}

static lspv_status printf_call(fwd_ctx *c, LLVMValueRef call) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t args[36];
  if (n == 0 || n > 36)
    return fwd_unsupported(c, call, "printf with too many arguments");
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    args[i] = fwd_is_ptr(LLVMTypeOf(a)) ? fwd_ptr_as(c, a, fwd_i8(c)) : fwd_val(c, a);
    if (!args[i])
      return LSPV_ERROR_UNSUPPORTED;
  }
  return fwd_ocl_ext(c, call, "printf", args, n);
}

lspv_status fwd_function_call(fwd_ctx *c, LLVMValueRef call, LLVMValueRef callee) {
  unsigned n = LLVMGetNumArgOperands(call);
  uint32_t *ops = lspv_arena_alloc(c->arena, ((size_t)n + 3) * sizeof(uint32_t));
  if (!ops)
    return fwd_oom(c);
  if (n != LLVMCountParams(callee))
    return fwd_unsupported(c, call, "call with an argument count the callee does not take");
  /* LLVM lets a call state a function type other than its callee's (opaque
   * pointers); OpFunctionCall's result and argument types must be the
   * callee's (SPIR-V 2.16.1, OpFunctionCall). */
  if (LLVMGetCalledFunctionType(call) != LLVMGlobalGetValueType(callee))
    return fwd_unsupported(c, call, "call whose function type is not the callee's");
  ops[0] = fwd_value_type(c, call);
  ops[1] = fwd_result_id(c, call);
  ops[2] = fwd_callee_id(c, callee);
  if (!ops[0] || !ops[2])
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned i = 0; i < n; i++) {
    uint32_t pt = fwd_value_type(c, LLVMGetParam(callee, i));
    if (!pt || !(ops[3 + i] = fwd_val_as(c, LLVMGetOperand(call, i), pt)))
      return LSPV_ERROR_UNSUPPORTED;
  }
  fwd_emit_body(c, SPV_OpFunctionCall, ops, n + 3);
  fwd_fpc_note_call(c, callee);
  return LSPV_SUCCESS;
}

/* The fwd_instruction hooks, after a call was emitted. */
static lspv_status after_call(fwd_ctx *c, LLVMValueRef call) {
  uintptr_t id = 0; /* void calls: the OpFunctionCall's id, 0 if none */
  lspv_ptrmap_get(&c->vals, call, &id);
  return fwd_hook_instruction(c, call, (uint32_t)id);
}

lspv_status fwd_call(fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  /* A call of an alias of a function calls the function. */
  LLVMValueRef target = LLVMIsAGlobalAlias(callee) ? fwd_alias_target(callee) : NULL;
  if (target && LLVMIsAFunction(target) &&
      LLVMGlobalGetValueType(target) == LLVMGetCalledFunctionType(call))
    callee = target;
  if (!LLVMIsAFunction(callee)) {
    /* Through a function pointer, or inline assembly: a plugin's. */
    lspv_status s = fwd_hook_indirect_call(c, call);
    if (s != LSPV_DECLINED)
      return s == LSPV_SUCCESS ? after_call(c, call) : s;
    return fwd_unsupported(c, call,
                           LLVMIsAInlineAsm(callee)
                               ? "inline assembly needs an extension that supports it; none "
                                 "is enabled"
                               : "indirect calls need an extension that supports them; none is "
                                 "enabled");
  }
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  lspv_status s = fwd_hook_call(c, call, name);
  if (s != LSPV_DECLINED)
    return s == LSPV_SUCCESS ? after_call(c, call) : s;
  if (LLVMGetIntrinsicID(callee) || (len > 5 && !memcmp(name, "llvm.", 5)))
    s = fwd_intrinsic(c, call, name);
  else if (LLVMIsDeclaration(callee)) {
    s = builtin(c, call, name);
    if (s == LSPV_DECLINED && !strcmp(name, "printf"))
      s = printf_call(c, call);
  }
  if (s == LSPV_DECLINED)
    s = fwd_function_call(c, call, callee);
  if (s)
    return s;
  return after_call(c, call);
}
