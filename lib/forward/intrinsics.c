/*===-- forward/intrinsics.c - LLVM intrinsics ------------------------------===*\
|* Math intrinsics map to OpenCL.std (llvm.fmuladd to mad, as llvm-spirv,    *|
|* or to an FMul and an FAdd with lspv_options_set_fmuladd_to_mad off);      *|
|* memcpy to OpCopyMemorySized; memmove of a constant size (up to 1 MiB)    *|
|* goes through a private temporary; memset of constant size (up to 1 MiB)  *|
|* and value copies from an initialized Function variable; other memmoves   *|
|* and memsets call helpers (intrinsic_helpers.c).  Lifetime markers of     *|
|* allocas are OpLifetimeStart / Stop (memory.c); other hints (assume,      *|
|* expect) are dropped or forwarded.  An unknown intrinsic is an error      *|
|* unless -spirv-allow-unknown-intrinsics keeps it as an imported function. *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "forward/fwd_private.h"

static const struct {
  const char *llvm; /* name prefix, up to the type suffix */
  const char *ocl;
  const char *native; /* with the afn flag on float (OpenCL's native_*: single precision) */
} math[] = {
    {"llvm.fmuladd.", "mad", NULL},
    {"llvm.fma.", "fma", NULL},
    {"llvm.fabs.", "fabs", NULL},
    {"llvm.sqrt.", "sqrt", "native_sqrt"},
    {"llvm.floor.", "floor", NULL},
    {"llvm.ceil.", "ceil", NULL},
    {"llvm.trunc.", "trunc", NULL},
    {"llvm.rint.", "rint", NULL},
    {"llvm.round.", "round", NULL},
    {"llvm.nearbyint.", "rint", NULL},
    {"llvm.minnum.", "fmin", NULL},
    {"llvm.maxnum.", "fmax", NULL},
    {"llvm.copysign.", "copysign", NULL},
    {"llvm.sin.", "sin", "native_sin"},
    {"llvm.cos.", "cos", "native_cos"},
    {"llvm.exp.", "exp", "native_exp"},
    {"llvm.exp2.", "exp2", "native_exp2"},
    {"llvm.log.", "log", "native_log"},
    {"llvm.log2.", "log2", "native_log2"},
    {"llvm.log10.", "log10", "native_log10"},
    {"llvm.pow.", "pow", NULL},
    {"llvm.tan.", "tan", "native_tan"},
    {"llvm.asin.", "asin", NULL},
    {"llvm.acos.", "acos", NULL},
    {"llvm.atan.", "atan", NULL},
    {"llvm.atan2.", "atan2", NULL},
    {"llvm.sinh.", "sinh", NULL},
    {"llvm.cosh.", "cosh", NULL},
    {"llvm.tanh.", "tanh", NULL},
    {"llvm.exp10.", "exp10", NULL},
    {"llvm.ldexp.", "ldexp", NULL},
    {"llvm.uadd.sat.", "u_add_sat", NULL},
    {"llvm.sadd.sat.", "s_add_sat", NULL},
    {"llvm.usub.sat.", "u_sub_sat", NULL},
    {"llvm.ssub.sat.", "s_sub_sat", NULL},
    {"llvm.roundeven.", "rint", NULL},
    {"llvm.minimumnum.", "fmin", NULL},
    {"llvm.maximumnum.", "fmax", NULL},
};

/* Intrinsics whose first N operands are the ext inst operands (abs, ctlz
 * and cttz carry a trailing is-poison flag). */
static const struct {
  const char *llvm, *ocl;
  unsigned nops;
} flagged[] = {{"llvm.abs.", "s_abs", 1}, {"llvm.ctlz.", "clz", 1}, {"llvm.cttz.", "ctz", 1}};

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

/* A call with the afn (approximate functions) flag on float or a vector of
 * float: llvm-spirv writes the OpenCL.std native_* form, which OpenCL
 * defines for single precision only. */
static bool approx_float(LLVMValueRef call) {
  LLVMTypeRef t = LLVMTypeOf(call);
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return LLVMGetTypeKind(t) == LLVMFloatTypeKind && LLVMCanValueUseFastMathFlags(call) &&
         (LLVMGetFastMathFlags(call) & LLVMFastMathApproxFunc);
}

static lspv_status ext_math(fwd_ctx *c, LLVMValueRef call, const char *ocl, unsigned nops) {
  uint32_t args[4];
  for (unsigned i = 0; i < nops; i++)
    if (!(args[i] = fwd_val(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  return fwd_ocl_ext(c, call, ocl, args, nops);
}

/* llvm.fmuladd unfused (--spirv-ext-inst=none): a * b, then + c. */
static lspv_status fmuladd_unfused(fwd_ctx *c, LLVMValueRef call) {
  uint32_t ty = fwd_value_type(c, call), args[3];
  for (unsigned i = 0; i < 3; i++)
    if (!(args[i] = fwd_val(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  if (!ty)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t mul[4] = {ty, fwd_id(c), args[0], args[1]};
  fwd_emit_body(c, SPV_OpFMul, mul, 4);
  uint32_t add[4] = {ty, fwd_result_id(c, call), mul[1], args[2]};
  fwd_emit_body(c, SPV_OpFAdd, add, 4);
  return LSPV_SUCCESS;
}

/* OpCopyMemorySized of @p size bytes from @p src to @p dst, @p align the
 * destination's alignment and @p src_align the source's (0: unknown).
 * When they differ, SPIR-V 1.4 lets a second memory-operand mask
 * speak of the source (3.26 Memory Operands, OpCopyMemorySized: the first
 * mask is then the target's), so both are kept when the version may be 1.4 (as llvm-spirv);
 * below it the one mask says the lesser alignment, true of both. */
static lspv_status copy_sized(fwd_ctx *c, LLVMValueRef call, uint32_t dst, uint32_t src,
                              uint32_t size, unsigned align, unsigned src_align, bool isvolatile) {
  bool two = align && src_align && src_align != align && c->max_version >= LSPV_VERSION(1, 4) &&
             fwd_need_version(c, LSPV_VERSION(1, 4), "a copy's source and target alignments") ==
                 LSPV_SUCCESS;
  if (!two && src_align < align)
    align = src_align;
  lspv_mem_operands mo;
  lspv_status s = fwd_mem_operands(c, call, align, isvolatile, &mo);
  if (s)
    return s;
  uint32_t ops[6 + 2 * LSPV_MAX_MEM_PARAMS] = {dst, src, size};
  size_t k = 3;
  if (mo.mask || two) {
    ops[k++] = mo.mask;
    for (uint32_t p = 0; p < mo.nparams; p++)
      ops[k++] = mo.params[p].word;
  }
  if (two) {
    ops[k++] = (isvolatile ? SPV_MemoryAccess_Volatile : 0) | SPV_MemoryAccess_Aligned;
    ops[k++] = src_align;
  }
  if ((s = fwd_need_inst(c, SPV_OpCopyMemorySized, call)))
    return s;
  fwd_emit_body(c, SPV_OpCopyMemorySized, ops, k);
  return LSPV_SUCCESS;
}

static unsigned param_align(LLVMValueRef call, unsigned argno) {
  unsigned kind = fwd_attr_kind("align");
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, argno + 1, kind);
  return a ? (unsigned)LLVMGetEnumAttributeValue(a) : 0;
}

/* memmove/memset sizes expanded through an [n x i8] array (1 MiB at most). */
static bool expandable_size(LLVMValueRef sz) {
  return LLVMIsAConstantInt(sz) && LLVMConstIntGetZExtValue(sz) != 0 &&
         LLVMConstIntGetZExtValue(sz) <= (1u << 20);
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
  /* A memmove's temporary is typed first: reverse makes an alloca of it,
   * whose type forward meets before the copies' operands. */
  if (is_move && expandable_size(sz) &&
      !fwd_type(c, LLVMArrayType2(fwd_i8(c), LLVMConstIntGetZExtValue(sz)), call))
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t size = fwd_val(c, sz);
  /* A memmove casts its destination where its second copy uses it. */
  uint32_t d = is_move && expandable_size(sz) ? 1 : fwd_ptr_as(c, dst, fwd_i8(c));
  if (!d || !size)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned align = param_align(call, 0);
  if (!is_set && !is_move) {
    uint32_t s = fwd_ptr_as(c, LLVMGetOperand(call, 1), fwd_i8(c));
    /* One memory-operand mask true of both pointers (the lesser alignment,
     * none when either is unknown), or one each (copy_sized). */
    return s ? copy_sized(c, call, d, s, size, align, param_align(call, 1), v)
             : LSPV_ERROR_UNSUPPORTED;
  }
  if (!expandable_size(sz))
    return fwd_unsupported(c, call, "memmove or memset of this size"); /* helpers took them */
  uint64_t n = LLVMConstIntGetZExtValue(sz);
  LLVMTypeRef arr = LLVMArrayType2(fwd_i8(c), n);
  if (is_move) {
    /* Through a private temporary: correct for overlapping ranges. */
    uint32_t at = fwd_type(c, arr, call);
    uint32_t pt = at ? fwd_ptr_type_id(c, SPV_StorageClass_Function, at) : 0;
    uint32_t p8 = fwd_ptr_type(c, SPV_StorageClass_Function, fwd_i8(c), call);
    if (!pt || !p8)
      return LSPV_ERROR_UNSUPPORTED;
    /* In the order of what reverse makes of it (the temporary's lifetime
     * start, the two copies: temporary, then source; destination, then
     * temporary, each use with its own cast; its lifetime end), so that
     * forward of those gives these words again.  The lifetime markers (as
     * llvm-spirv's expansion) tell the consumer the temporary is dead after. */
    uint32_t var = fwd_id(c);
    uint32_t vops[3] = {pt, var, SPV_StorageClass_Function};
    fwd_emit_words(c, &c->fvars, SPV_OpVariable, vops, 3);
    lspv_status st = fwd_lifetime_marker(c, call, var, at, 0, true);
    if (st)
      return st;
    uint32_t tmp = fwd_id(c), cast[3] = {p8, tmp, var};
    fwd_emit_body(c, SPV_OpBitcast, cast, 3);
    uint32_t s = fwd_ptr_as(c, LLVMGetOperand(call, 1), fwd_i8(c));
    if (!s)
      return LSPV_ERROR_UNSUPPORTED;
    /* Aligned as the destination (as llvm-spirv's expansion; 1 if unknown):
     * reverse makes an alloca of it, whose alignment forward writes. */
    uint32_t a = align ? align : 1;
    fwd_decorate(c, var, SPV_Decoration_Alignment, &a, 1);
    unsigned sa = param_align(call, 1); /* one mask: true of both operands */
    unsigned ta = sa < a ? sa : a;
    if ((st = copy_sized(c, call, tmp, s, size, ta, ta, v)))
      return st;
    if (!(d = fwd_ptr_as(c, dst, fwd_i8(c))))
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t again[3] = {p8, fwd_id(c), var};
    fwd_emit_body(c, SPV_OpBitcast, again, 3);
    if ((st = copy_sized(c, call, d, again[1], size, align, align, v)))
      return st;
    return fwd_lifetime_marker(c, call, var, at, 0, false);
  }
  LLVMValueRef val = LLVMGetOperand(call, 1); /* constant (else intrinsic_helpers.c) */
  /* As llvm-spirv: a Function variable [n x i8] initialized with the
   * bytes (Aligned as the destination), cast to an i8 pointer and copied
   * over dst. */
  uint64_t byte = LLVMConstIntGetZExtValue(val);
  uint32_t at = fwd_type(c, arr, call);
  uint32_t pt = at ? fwd_ptr_type_id(c, SPV_StorageClass_Function, at) : 0;
  uint32_t p8 = fwd_ptr_type(c, SPV_StorageClass_Function, fwd_i8(c), call);
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
  if (!init)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t var = fwd_id(c), src = fwd_id(c);
  uint32_t vops[4] = {pt, var, SPV_StorageClass_Function, init};
  fwd_emit_words(c, &c->fvars, SPV_OpVariable, vops, 4);
  if (align)
    fwd_decorate(c, var, SPV_Decoration_Alignment, &align, 1);
  uint32_t cast[3] = {p8, src, var};
  fwd_emit_body(c, SPV_OpBitcast, cast, 3);
  return copy_sized(c, call, d, src, size, align, align, v);
}

/* llvm.is.fpclass with a mask that one SPIR-V test says exactly (LLVM
 * FPClassTest bits: nan 0x3, inf 0x204, normal 0x108, finite 0x1f8); reverse
 * writes these for OpIsNan/IsInf/IsNormal/IsFinite, so both directions
 * agree.  Other masks are tested on the value's bits (intrinsics_expand.c). */
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
  return fwd_fpclass_bits(c, call, mask);
}

bool fwd_intrinsic_allowed_unknown(const fwd_ctx *c, const char *name) {
  if (!c->o->allow_intrinsics)
    return false;
  const char *p = c->o->intrinsic_prefixes;
  if (!p || !*p)
    return true;
  for (;;) {
    const char *e = strchr(p, ',');
    size_t l = e ? (size_t)(e - p) : strlen(p);
    /* An empty item ("a.b," or ",a.b") is a prefix of every name, as in
     * llvm-spirv, whose list items are matched with starts_with. */
    if (!strncmp(name, p, l))
      return true;
    if (!e)
      return false;
    p = e + 1;
  }
}

bool fwd_intrinsic_dropped(const char *name) {
  return has_prefix(name, "llvm.lifetime.") || has_prefix(name, "llvm.assume") ||
         has_prefix(name, "llvm.dbg.") ||
         has_prefix(name, "llvm.experimental.noalias.scope.decl") ||
         has_prefix(name, "llvm.invariant.") || has_prefix(name, "llvm.var.annotation") ||
         has_prefix(name, "llvm.donothing");
}

lspv_status fwd_intrinsic(fwd_ctx *c, LLVMValueRef call, const char *name) {
  if (has_prefix(name, "llvm.lifetime.start.") || has_prefix(name, "llvm.lifetime.end."))
    return fwd_lifetime(c, call, name[14] == 's');
  if (fwd_intrinsic_dropped(name))
    return LSPV_SUCCESS; /* hints without semantics in SPIR-V */
  if (has_prefix(name, "llvm.expect.") || has_prefix(name, "llvm.ssa.copy.")) {
    uint32_t v = fwd_val(c, LLVMGetOperand(call, 0));
    return v && lspv_ptrmap_put(&c->vals, call, v) ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
  }
  if (has_prefix(name, "llvm.memset.") || has_prefix(name, "llvm.memmove.")) {
    lspv_status s = fwd_intrinsic_helper(c, call, name);
    if (s != LSPV_DECLINED)
      return s;
  }
  if (has_prefix(name, "llvm.memcpy.") || has_prefix(name, "llvm.memmove.") ||
      has_prefix(name, "llvm.memset."))
    return mem_intrinsic(c, call, name);
  if (has_prefix(name, "llvm.vector.reduce."))
    return fwd_vector_reduce(c, call, name);
  if (has_prefix(name, "llvm.is.fpclass."))
    return is_fpclass(c, call);
  lspv_status s = fwd_intrinsic_helper(c, call, name);
  if (s == LSPV_DECLINED)
    s = fwd_intrinsic_expand(c, call, name);
  if (s == LSPV_DECLINED)
    s = fwd_intrinsic_lower(c, call, name);
  if (s != LSPV_DECLINED)
    return s;
  /* The other constrained math: the plain intrinsic's OpenCL.std form on the
   * value operands (the rounding and exception metadata follow them). */
  char plain[64];
  const char *look = name;
  unsigned nvals = (unsigned)LLVMGetNumArgOperands(call);
  if (has_prefix(name, "llvm.experimental.constrained.") &&
      snprintf(plain, sizeof plain, "llvm.%s", name + 30) < (int)sizeof plain) {
    while (nvals &&
           (LLVMGetValueKind(LLVMGetOperand(call, nvals - 1)) == LLVMMetadataAsValueValueKind))
      nvals--;
    look = plain;
  }
  if (has_prefix(look, "llvm.fmuladd.") && !c->o->fmuladd_to_mad)
    return fmuladd_unfused(c, call);
  for (size_t k = 0; k < sizeof math / sizeof math[0]; k++)
    if (has_prefix(look, math[k].llvm) && nvals <= 4)
      return ext_math(c, call, approx_float(call) && math[k].native ? math[k].native : math[k].ocl,
                      nvals);
  for (size_t k = 0; k < sizeof flagged / sizeof flagged[0]; k++)
    if (has_prefix(name, flagged[k].llvm))
      return ext_math(c, call, flagged[k].ocl, flagged[k].nops);
  if (fwd_intrinsic_allowed_unknown(c, name))
    return LSPV_DECLINED; /* an OpFunctionCall to an imported declaration */
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                        "Unexpected llvm intrinsic:\n%s (see -spirv-allow-unknown-intrinsics)",
                        name);
}
