/*===-- forward/intrinsics.c - LLVM intrinsics ------------------------------===*\
|* Math intrinsics map to OpenCL.std; memcpy to OpCopyMemorySized; memmove  *|
|* of a constant size goes through a private temporary; memset of constant *|
|* size and value copies from a constant UniformConstant array; hints       *|
|* (lifetime, assume, expect) are dropped or forwarded.  An unknown          *|
|* intrinsic is an error unless -spirv-allow-unknown-intrinsics keeps it as  *|
|* an imported function.                                                     *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static const struct {
  const char *llvm; /* name prefix, up to the type suffix */
  const char *ocl;
  const char *ocl_unsigned; /* when the operation is unsigned */
} math[] = {
    {"llvm.fmuladd.", "fma", NULL},       {"llvm.fma.", "fma", NULL},
    {"llvm.fabs.", "fabs", NULL},         {"llvm.sqrt.", "sqrt", NULL},
    {"llvm.floor.", "floor", NULL},       {"llvm.ceil.", "ceil", NULL},
    {"llvm.trunc.", "trunc", NULL},       {"llvm.rint.", "rint", NULL},
    {"llvm.round.", "round", NULL},       {"llvm.nearbyint.", "rint", NULL},
    {"llvm.minnum.", "fmin", NULL},       {"llvm.maxnum.", "fmax", NULL},
    {"llvm.copysign.", "copysign", NULL}, {"llvm.sin.", "sin", NULL},
    {"llvm.cos.", "cos", NULL},           {"llvm.exp.", "exp", NULL},
    {"llvm.exp2.", "exp2", NULL},         {"llvm.log.", "log", NULL},
    {"llvm.log2.", "log2", NULL},         {"llvm.log10.", "log10", NULL},
    {"llvm.pow.", "pow", NULL},           {"llvm.smin.", "s_min", NULL},
    {"llvm.smax.", "s_max", NULL},        {"llvm.umin.", "u_min", NULL},
    {"llvm.umax.", "u_max", NULL},        {"llvm.ctpop.", "popcount", NULL},
    {"llvm.tan.", "tan", NULL},
};

/* Intrinsics whose first N operands are the ext inst operands (abs, ctlz
 * and cttz carry a trailing is-poison flag). */
static const struct {
  const char *llvm, *ocl;
  unsigned nops;
} flagged[] = {{"llvm.abs.", "s_abs", 1}, {"llvm.ctlz.", "clz", 1}, {"llvm.cttz.", "ctz", 1}};

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static lspv_status ext_math(fwd_ctx *c, LLVMValueRef call, const char *ocl, unsigned nops) {
  uint32_t args[4];
  for (unsigned i = 0; i < nops; i++)
    if (!(args[i] = fwd_val(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  return fwd_ocl_ext(c, call, ocl, args, nops);
}

static lspv_status copy_sized(fwd_ctx *c, LLVMValueRef call, uint32_t dst, uint32_t src,
                              uint32_t size, unsigned align, bool isvolatile) {
  lspv_mem_operands mo;
  lspv_status s = fwd_mem_operands(c, call, align, isvolatile, &mo);
  if (s)
    return s;
  uint32_t ops[4 + LSPV_MAX_MEM_PARAMS] = {dst, src, size};
  size_t k = 3;
  if (mo.mask) {
    ops[k++] = mo.mask;
    for (uint32_t p = 0; p < mo.nparams; p++)
      ops[k++] = mo.params[p].word;
  }
  if ((s = fwd_need_inst(c, SPV_OpCopyMemorySized, call)))
    return s;
  fwd_emit_body(c, SPV_OpCopyMemorySized, ops, k);
  return LSPV_SUCCESS;
}

static unsigned param_align(LLVMValueRef call, unsigned argno) {
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, argno + 1, kind);
  return a ? (unsigned)LLVMGetEnumAttributeValue(a) : 0;
}

static lspv_status mem_intrinsic(fwd_ctx *c, LLVMValueRef call, const char *name) {
  bool is_set = has_prefix(name, "llvm.memset.");
  bool is_move = has_prefix(name, "llvm.memmove.");
  LLVMValueRef dst = LLVMGetOperand(call, 0), sz = LLVMGetOperand(call, 2);
  /* The volatile flag (an immediate) becomes the Volatile memory operand of
   * every OpCopyMemorySized the intrinsic turns into. */
  LLVMValueRef vol = LLVMGetOperand(call, 3);
  bool v = LLVMIsAConstantInt(vol) && LLVMConstIntGetZExtValue(vol);
  lspv_status st = fwd_check_writable(c, dst, call);
  if (st)
    return st;
  uint32_t d = fwd_ptr_as(c, dst, fwd_i8(c)), size = fwd_val(c, sz);
  if (!d || !size)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned align = param_align(call, 0);
  if (!is_set && !is_move) {
    uint32_t s = fwd_ptr_as(c, LLVMGetOperand(call, 1), fwd_i8(c));
    return s ? copy_sized(c, call, d, s, size, align, v) : LSPV_ERROR_UNSUPPORTED;
  }
  if (!LLVMIsAConstantInt(sz) || LLVMConstIntGetZExtValue(sz) == 0 ||
      LLVMConstIntGetZExtValue(sz) > (1u << 20))
    return fwd_unsupported(
        c, call, is_set ? "memset of a non-constant size" : "memmove of a non-constant size");
  uint64_t n = LLVMConstIntGetZExtValue(sz);
  LLVMTypeRef arr = LLVMArrayType2(fwd_i8(c), n);
  if (is_move) {
    /* Through a private temporary: correct for overlapping ranges. */
    uint32_t at = fwd_type(c, arr, call);
    uint32_t pt = at ? fwd_ptr_type_id(c, SPV_StorageClass_Function, at) : 0;
    uint32_t p8 = fwd_ptr_type(c, SPV_StorageClass_Function, fwd_i8(c), call);
    uint32_t s = fwd_ptr_as(c, LLVMGetOperand(call, 1), fwd_i8(c));
    if (!pt || !p8 || !s)
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t var = fwd_id(c), tmp = fwd_id(c);
    uint32_t vops[3] = {pt, var, SPV_StorageClass_Function}, cast[3] = {p8, tmp, var};
    fwd_emit_words(c, &c->fvars, SPV_OpVariable, vops, 3);
    fwd_emit_words(c, &c->fprologue, SPV_OpBitcast, cast, 3);
    lspv_status st = copy_sized(c, call, tmp, s, size, 0, v);
    return st ? st : copy_sized(c, call, d, tmp, size, align, v);
  }
  LLVMValueRef val = LLVMGetOperand(call, 1);
  if (!LLVMIsAConstantInt(val))
    return fwd_unsupported(c, call, "memset of a non-constant value");
  /* A constant [n x i8] in UniformConstant storage, copied over dst. */
  uint64_t byte = LLVMConstIntGetZExtValue(val);
  uint32_t at = fwd_type(c, arr, call);
  uint32_t pt = at ? fwd_ptr_type_id(c, SPV_StorageClass_UniformConstant, at) : 0;
  uint32_t p8 = fwd_ptr_type(c, SPV_StorageClass_UniformConstant, fwd_i8(c), call);
  if (!pt || !p8)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t init;
  if (byte == 0) {
    init = fwd_const_null(c, at);
  } else {
    LLVMValueRef *el = lspv_arena_alloc(c->arena, n * sizeof *el);
    if (!el)
      return fwd_oom(c);
    for (uint64_t i = 0; i < n; i++)
      el[i] = val;
    init = fwd_val(c, LLVMConstArray2(fwd_i8(c), el, n));
  }
  uint32_t var = fwd_id(c), src = fwd_id(c);
  uint32_t vops[4] = {pt, var, SPV_StorageClass_UniformConstant, init};
  fwd_emit(c, LSPV_SEC_GLOBAL, SPV_OpVariable, vops, 4);
  fwd_decorate(c, var, SPV_Decoration_Constant, NULL, 0);
  if (!lspv_vec_push(&c->interface_all, var))
    return fwd_oom(c);
  fwd_note_var_use(c, var); /* its function's call trees list it (interface.c) */
  uint32_t cast[3] = {p8, src, var};
  fwd_emit_words(c, &c->fprologue, SPV_OpBitcast, cast, 3);
  return copy_sized(c, call, d, src, size, align, v);
}

/* llvm.vector.reduce.*: folded lane by lane; bool or/and become Any/All. */
static lspv_status reduce(fwd_ctx *c, LLVMValueRef call, const char *name) {
  static const struct {
    const char *op;
    unsigned spv;
    const char *ocl;
  } ops[] = {{"add.", SPV_OpIAdd, NULL},
             {"mul.", SPV_OpIMul, NULL},
             {"and.", SPV_OpBitwiseAnd, NULL},
             {"or.", SPV_OpBitwiseOr, NULL},
             {"xor.", SPV_OpBitwiseXor, NULL},
             {"smax.", 0, "s_max"},
             {"smin.", 0, "s_min"},
             {"umax.", 0, "u_max"},
             {"umin.", 0, "u_min"},
             {"fmax.", 0, "fmax"},
             {"fmin.", 0, "fmin"}};
  const char *what = name + strlen("llvm.vector.reduce.");
  size_t k = 0;
  while (k < sizeof ops / sizeof ops[0] && !has_prefix(what, ops[k].op))
    k++;
  if (k == sizeof ops / sizeof ops[0] || LLVMGetNumArgOperands(call) != 1)
    return fwd_unsupported(c, call, "vector reduction without a SPIR-V lowering");
  LLVMValueRef v = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call);
  uint32_t vid = fwd_val(c, v), rtid = fwd_type(c, rt, call);
  if (!vid || !rtid)
    return LSPV_ERROR_UNSUPPORTED;
  bool is_bool = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) == 1;
  if (is_bool && (ops[k].spv == SPV_OpBitwiseOr || ops[k].spv == SPV_OpBitwiseAnd)) {
    uint32_t a[3] = {rtid, fwd_result_id(c, call), vid};
    fwd_emit_body(c, ops[k].spv == SPV_OpBitwiseOr ? SPV_OpAny : SPV_OpAll, a, 3);
    return LSPV_SUCCESS;
  }
  if (is_bool)
    return fwd_unsupported(c, call, "vector reduction of i1 values");
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
  uint32_t acc = 0;
  uint32_t set = ops[k].ocl ? lspv_fwd_ext_inst_import(c, "OpenCL.std") : 0;
  const lspv_extinst_set_desc *sd = lspv_extinst_set_by_name("OpenCL.std");
  const lspv_inst_desc *ed =
      ops[k].ocl && sd ? lspv_extinst_by_name(sd, ops[k].ocl, strlen(ops[k].ocl)) : NULL;
  for (unsigned i = 0; i < n; i++) {
    uint32_t lane = fwd_id(c);
    uint32_t e[4] = {rtid, lane, vid, i};
    fwd_emit_body(c, SPV_OpCompositeExtract, e, 4);
    if (i == 0) {
      acc = lane;
      continue;
    }
    uint32_t r = i + 1 == n ? fwd_result_id(c, call) : fwd_id(c);
    if (ed) {
      uint32_t x[6] = {rtid, r, set, ed->opcode, acc, lane};
      fwd_emit_body(c, SPV_OpExtInst, x, 6);
    } else {
      uint32_t x[4] = {rtid, r, acc, lane};
      fwd_emit_body(c, ops[k].spv, x, 4);
    }
    acc = r;
  }
  if (n == 1 && !lspv_ptrmap_put(&c->vals, call, acc))
    return fwd_oom(c);
  return LSPV_SUCCESS;
}

/* llvm.is.fpclass with a mask that one SPIR-V test says exactly (LLVM
 * FPClassTest bits: nan 0x3, inf 0x204, normal 0x108, finite 0x1f8); reverse
 * writes these for OpIsNan/IsInf/IsNormal/IsFinite, so both directions
 * agree.  Other masks have no single instruction. */
static lspv_status is_fpclass(fwd_ctx *c, LLVMValueRef call) {
  static const struct {
    uint64_t mask;
    unsigned op;
  } tests[] = {
      {0x3, SPV_OpIsNan}, {0x204, SPV_OpIsInf}, {0x108, SPV_OpIsNormal}, {0x1f8, SPV_OpIsFinite}};
  LLVMValueRef m = LLVMGetNumArgOperands(call) == 2 ? LLVMGetOperand(call, 1) : NULL;
  if (!m || !LLVMIsAConstantInt(m))
    return fwd_unsupported(c, call, "llvm.is.fpclass with a non-constant test");
  uint64_t mask = LLVMConstIntGetZExtValue(m);
  for (size_t k = 0; k < sizeof tests / sizeof tests[0]; k++)
    if (tests[k].mask == mask) {
      uint32_t ops[3] = {fwd_value_type(c, call), fwd_result_id(c, call),
                         fwd_val(c, LLVMGetOperand(call, 0))};
      if (!ops[0] || !ops[2])
        return LSPV_ERROR_UNSUPPORTED;
      fwd_emit_body(c, tests[k].op, ops, 3);
      return LSPV_SUCCESS;
    }
  return fwd_unsupported(c, call,
                         "llvm.is.fpclass test has no SPIR-V instruction (only nan, inf, "
                         "normal, finite)");
}

static bool allowed_unknown(fwd_ctx *c, const char *name) {
  if (!c->o->allow_intrinsics)
    return false;
  const char *p = c->o->intrinsic_prefixes;
  if (!p || !*p)
    return true;
  while (*p) {
    const char *e = strchr(p, ',');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    if (l && !strncmp(name, p, l))
      return true;
    p += l + (e ? 1 : 0);
  }
  return false;
}

lspv_status fwd_intrinsic(fwd_ctx *c, LLVMValueRef call, const char *name) {
  if (has_prefix(name, "llvm.lifetime.") || has_prefix(name, "llvm.assume") ||
      has_prefix(name, "llvm.dbg.") || has_prefix(name, "llvm.experimental.noalias.scope.decl") ||
      has_prefix(name, "llvm.invariant.") || has_prefix(name, "llvm.var.annotation") ||
      has_prefix(name, "llvm.donothing"))
    return LSPV_SUCCESS; /* hints without semantics in SPIR-V */
  if (has_prefix(name, "llvm.expect.") || has_prefix(name, "llvm.ssa.copy.")) {
    uint32_t v = fwd_val(c, LLVMGetOperand(call, 0));
    return v && lspv_ptrmap_put(&c->vals, call, v) ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
  }
  if (has_prefix(name, "llvm.memcpy.") || has_prefix(name, "llvm.memmove.") ||
      has_prefix(name, "llvm.memset."))
    return mem_intrinsic(c, call, name);
  if (has_prefix(name, "llvm.vector.reduce."))
    return reduce(c, call, name);
  if (has_prefix(name, "llvm.is.fpclass."))
    return is_fpclass(c, call);
  lspv_status s = fwd_intrinsic_expand(c, call, name);
  if (s != LSPV_DECLINED)
    return s;
  for (size_t k = 0; k < sizeof math / sizeof math[0]; k++)
    if (has_prefix(name, math[k].llvm))
      return ext_math(c, call, math[k].ocl, LLVMGetNumArgOperands(call));
  for (size_t k = 0; k < sizeof flagged / sizeof flagged[0]; k++)
    if (has_prefix(name, flagged[k].llvm))
      return ext_math(c, call, flagged[k].ocl, flagged[k].nops);
  if (allowed_unknown(c, name))
    return LSPV_DECLINED; /* an OpFunctionCall to an imported declaration */
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnknownIntrinsic", call,
                        "intrinsic %s is not supported (see -spirv-allow-unknown-intrinsics)",
                        name);
}
