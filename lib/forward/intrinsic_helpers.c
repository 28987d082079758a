/*===-- forward/intrinsic_helpers.c - intrinsics called as helper functions -===*\
|* Some intrinsics have no SPIR-V instruction and llvm-spirv translates a    *|
|* call of them into an OpFunctionCall of a helper function that it adds to *|
|* the module, one per intrinsic overload; lspv does the same, with the     *|
|* same helper names, so that readers of either translator's output (and    *|
|* the reverse translation, reverse/functions.c) see the same module:       *|
|*  - llvm.bswap.T            -> spirv.llvm_bswap_T  (bytes shifted, masked  *|
|*                               and OR'ed into place);                      *|
|*  - llvm.fshl.T / fshr.T    -> spirv.llvm_fsh{l,r}_T (the shift taken     *|
|*                               modulo the width; a zero shift returns    *|
|*                               (scalar: a block of its own) or selects   *|
|*                               (vector) the first / second operand, so   *|
|*                               no operand is shifted by the full width,  *|
|*                               whose SPIR-V result is undefined);        *|
|*  - llvm.umul.with.overflow.T -> spirv.llvm_umul_with_overflow_T (overflow *|
|*                               when (a * b) / a != b, a != 0);             *|
|*  - llvm.memset.P.L of a run-time value or length -> spirv.llvm_memset_P_L *|
|*                               (.volatile when volatile): a byte loop;     *|
|*  - llvm.memmove.P.Q.L of a run-time length -> spirv.llvm_memmove_P_Q_L    *|
|*                               (.volatile): byte loops, backwards when the *|
|*                               source lies below the destination;          *|
|*  - llvm.bitreverse.T       -> llvm_bitreverse_T (no "spirv." prefix: the *|
|*                               reverse translation keeps it a function),   *|
|*                               unless a plugin claimed the call first.    *|
|* The bodies are built as LLVM IR in a scratch module of the same context   *|
|* (c->helpers) and translated like any function, right after the function *|
|* that first calls them (llvm-spirv's order: first reference).             *|
|* A helper has external linkage and is exported, as llvm-spirv's are; the *|
|* memmove one, which llvm-spirv has not, is internal (no LinkageAttributes):*|
|* two modules that define it must link.                                     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "forward/fwd_private.h"

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

/* Integer constant @p v of scalar or vector type @p ty (every lane). */
static LLVMValueRef splat(fwd_ctx *c, LLVMTypeRef ty, uint64_t v) {
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    return LLVMConstInt(ty, v, 0);
  unsigned n = LLVMGetVectorSize(ty);
  LLVMValueRef *lanes = lspv_arena_alloc(c->arena, (n ? n : 1) * sizeof *lanes);
  if (!lanes)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    lanes[i] = LLVMConstInt(LLVMGetElementType(ty), v, 0);
  return LLVMConstVector(lanes, n);
}

static unsigned lane_bits(LLVMTypeRef ty) {
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind)
    ty = LLVMGetElementType(ty);
  return LLVMGetTypeKind(ty) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(ty) : 0;
}

static uint64_t low_mask(unsigned bits) { return bits >= 64 ? UINT64_MAX : (1ull << bits) - 1; }

/* The body builders: @p b sits in the helper's entry block; each returns
 * false when it ran out of memory. */
typedef bool (*build_fn)(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn);

/* Byte i moves to byte n-1-i: the lower half by left shifts, the upper half
 * by right shifts, each masked to its byte except the outermost two. */
static bool build_bswap(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  LLVMValueRef x = LLVMGetParam(fn, 0);
  LLVMTypeRef ty = LLVMTypeOf(x);
  unsigned n = lane_bits(ty) / 8;
  LLVMValueRef part[8] = {0};
  for (unsigned i = 0; i < n; i++) {
    int shift = (int)(n - 1 - 2 * i) * 8;
    LLVMValueRef k = splat(c, ty, (uint64_t)(shift < 0 ? -shift : shift));
    if (!k)
      return false;
    part[i] = shift > 0 ? LLVMBuildShl(b, x, k, "") : LLVMBuildLShr(b, x, k, "");
  }
  for (unsigned i = 1; i + 1 < n; i++) {
    LLVMValueRef m = splat(c, ty, 0xffull << (8 * (n - 1 - i)));
    if (!m)
      return false;
    part[i] = LLVMBuildAnd(b, part[i], m, "");
  }
  LLVMValueRef acc = part[0];
  for (unsigned i = 1; i < n; i++)
    acc = LLVMBuildOr(b, acc, part[i], "");
  LLVMBuildRet(b, acc);
  return true;
}

/* llvm.bitreverse: a power-of-two width of at least 8 swaps ever larger
 * halves (log2(N) rounds of ((x >> k) & m) | ((x & m) << k), m = 0x55..,
 * 0x33.., 0x0f.., ...); other widths move each bit into place. */
static bool build_bitreverse(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  LLVMValueRef x = LLVMGetParam(fn, 0);
  LLVMTypeRef ty = LLVMTypeOf(x);
  unsigned n = lane_bits(ty);
  if (n >= 8 && !(n & (n - 1))) {
    for (unsigned k = 1; k < n; k *= 2) {
      uint64_t m = 0; /* blocks of k one bits alternating with k zero bits */
      for (unsigned i = 0; i < n; i += 2 * k)
        m |= low_mask(k) << i;
      LLVMValueRef mk = splat(c, ty, m & low_mask(n)), sk = splat(c, ty, k);
      if (!mk || !sk)
        return false;
      LLVMValueRef hi = LLVMBuildAnd(b, LLVMBuildLShr(b, x, sk, ""), mk, "");
      LLVMValueRef lo = LLVMBuildShl(b, LLVMBuildAnd(b, x, mk, ""), sk, "");
      x = LLVMBuildOr(b, hi, lo, "");
    }
    LLVMBuildRet(b, x);
    return true;
  }
  LLVMValueRef acc = NULL, one = splat(c, ty, 1);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef down = splat(c, ty, i), up = splat(c, ty, n - 1 - i);
    if (!one || !down || !up)
      return false;
    LLVMValueRef bit = LLVMBuildAnd(b, i ? LLVMBuildLShr(b, x, down, "") : x, one, "");
    if (n - 1 - i)
      bit = LLVMBuildShl(b, bit, up, "");
    acc = acc ? LLVMBuildOr(b, acc, bit, "") : bit;
  }
  LLVMBuildRet(b, acc);
  return true;
}

/* A scalar shift of zero (modulo the width) returns its operand from a
 * block of its own, after the block that shifts (llvm-spirv's body, which
 * has no such block and shifts by the full width there); a vector selects
 * lane-wise. */
static bool build_funnel(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn, bool left) {
  LLVMValueRef hi = LLVMGetParam(fn, 0), lo = LLVMGetParam(fn, 1), s = LLVMGetParam(fn, 2);
  LLVMTypeRef ty = LLVMTypeOf(hi);
  LLVMValueRef width = splat(c, ty, lane_bits(ty)), zero = splat(c, ty, 0);
  if (!width || !zero)
    return false;
  LLVMValueRef rot = LLVMBuildURem(b, s, width, "");
  LLVMValueRef none = LLVMBuildICmp(b, LLVMIntEQ, rot, zero, "");
  bool scalar = LLVMGetTypeKind(ty) != LLVMVectorTypeKind;
  LLVMBasicBlockRef shift = NULL, keep = NULL;
  if (scalar) {
    shift = LLVMAppendBasicBlockInContext(c->llctx, fn, "");
    keep = LLVMAppendBasicBlockInContext(c->llctx, fn, "");
    LLVMBuildCondBr(b, none, keep, shift);
    LLVMPositionBuilderAtEnd(b, shift);
  }
  LLVMValueRef first = left ? LLVMBuildShl(b, hi, rot, "") : LLVMBuildLShr(b, lo, rot, "");
  LLVMValueRef rest = LLVMBuildSub(b, width, rot, "");
  LLVMValueRef second = left ? LLVMBuildLShr(b, lo, rest, "") : LLVMBuildShl(b, hi, rest, "");
  LLVMValueRef r = LLVMBuildOr(b, first, second, "");
  if (!scalar) {
    LLVMBuildRet(b, LLVMBuildSelect(b, none, left ? hi : lo, r, ""));
    return true;
  }
  LLVMBuildRet(b, r);
  LLVMPositionBuilderAtEnd(b, keep);
  LLVMBuildRet(b, left ? hi : lo);
  return true;
}

static bool build_fshl(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_funnel(c, b, fn, true);
}

static bool build_fshr(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_funnel(c, b, fn, false);
}

/* {a * b, overflow}: the product wrapped, then divided back by a (by 1 when
 * a is 0, which cannot overflow). */
static bool build_umul(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  LLVMValueRef x = LLVMGetParam(fn, 0), y = LLVMGetParam(fn, 1);
  LLVMTypeRef ty = LLVMTypeOf(x), rty = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  LLVMValueRef zero = splat(c, ty, 0), one = splat(c, ty, 1);
  if (!zero || !one)
    return false;
  LLVMValueRef mul = LLVMBuildMul(b, x, y, "");
  LLVMValueRef x0 = LLVMBuildICmp(b, LLVMIntEQ, x, zero, "");
  LLVMValueRef q = LLVMBuildUDiv(b, mul, LLVMBuildSelect(b, x0, one, x, ""), "");
  LLVMValueRef ne = LLVMBuildICmp(b, LLVMIntNE, q, y, "");
  LLVMValueRef ov = LLVMBuildSelect(b, x0, LLVMConstNull(LLVMTypeOf(ne)), ne, "");
  LLVMValueRef r = LLVMBuildInsertValue(b, LLVMGetPoison(rty), mul, 0, "");
  LLVMBuildRet(b, LLVMBuildInsertValue(b, r, ov, 1, ""));
  return true;
}

/* memset(dest, val, len, isvolatile): a loop storing val at dest[i] for
 * i < len (volatile stores in the .volatile helper). */
static bool build_memset_loop(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn, bool isvolatile) {
  LLVMValueRef dest = LLVMGetParam(fn, 0), val = LLVMGetParam(fn, 1), len = LLVMGetParam(fn, 2);
  LLVMTypeRef lt = LLVMTypeOf(len);
  LLVMBasicBlockRef entry = LLVMGetInsertBlock(b);
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(c->llctx, fn, "loadstoreloop");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(c->llctx, fn, "split");
  LLVMValueRef zero = LLVMConstInt(lt, 0, 0);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, zero, len, ""), done, body);
  LLVMPositionBuilderAtEnd(b, body);
  LLVMValueRef i = LLVMBuildPhi(b, lt, "");
  LLVMValueRef p = LLVMBuildInBoundsGEP2(b, LLVMTypeOf(val), dest, &i, 1, "");
  LLVMValueRef st = LLVMBuildStore(b, val, p);
  LLVMSetVolatile(st, isvolatile);
  LLVMSetAlignment(st, 1);
  LLVMValueRef next = LLVMBuildAdd(b, i, LLVMConstInt(lt, 1, 0), "");
  LLVMValueRef in_v[2] = {zero, next};
  LLVMBasicBlockRef in_b[2] = {entry, body};
  LLVMAddIncoming(i, in_v, in_b, 2);
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, len, ""), body, done);
  LLVMPositionBuilderAtEnd(b, done);
  LLVMBuildRetVoid(b);
  return true;
}

/* One byte loop of memmove in block @p loop, entered from the builder's
 * block: indices 0 .. len-1 upwards, or len-1 .. 0 backwards. */
static void copy_loop(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn, LLVMBasicBlockRef loop,
                      LLVMBasicBlockRef done, bool backwards, bool isvolatile) {
  LLVMValueRef dst = LLVMGetParam(fn, 0), src = LLVMGetParam(fn, 1), len = LLVMGetParam(fn, 2);
  LLVMTypeRef lt = LLVMTypeOf(len), i8 = LLVMInt8TypeInContext(c->llctx);
  LLVMBasicBlockRef from = LLVMGetInsertBlock(b);
  LLVMValueRef zero = LLVMConstInt(lt, 0, 0), one = LLVMConstInt(lt, 1, 0);
  LLVMBuildBr(b, loop);
  LLVMPositionBuilderAtEnd(b, loop);
  LLVMValueRef i = LLVMBuildPhi(b, lt, "");
  LLVMValueRef at = backwards ? LLVMBuildSub(b, i, one, "") : i;
  LLVMValueRef ld = LLVMBuildLoad2(b, i8, LLVMBuildInBoundsGEP2(b, i8, src, &at, 1, ""), "");
  LLVMSetVolatile(ld, isvolatile);
  LLVMSetAlignment(ld, 1);
  LLVMValueRef st = LLVMBuildStore(b, ld, LLVMBuildInBoundsGEP2(b, i8, dst, &at, 1, ""));
  LLVMSetVolatile(st, isvolatile);
  LLVMSetAlignment(st, 1);
  LLVMValueRef next = backwards ? at : LLVMBuildAdd(b, i, one, "");
  LLVMValueRef more = backwards ? LLVMBuildICmp(b, LLVMIntNE, next, zero, "")
                                : LLVMBuildICmp(b, LLVMIntULT, next, len, "");
  LLVMValueRef in_v[2] = {backwards ? len : zero, next};
  LLVMBasicBlockRef in_b[2] = {from, loop};
  LLVMAddIncoming(i, in_v, in_b, 2);
  LLVMBuildCondBr(b, more, loop, done);
}

/* memmove(dst, src, len, isvolatile): byte by byte, backwards when src is
 * below dst (an overlap then needs the high bytes first), else forwards. */
static bool build_memmove_loops(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn, bool isvolatile) {
  LLVMValueRef dst = LLVMGetParam(fn, 0), src = LLVMGetParam(fn, 1), len = LLVMGetParam(fn, 2);
  LLVMTypeRef lt = LLVMTypeOf(len);
  LLVMBasicBlockRef pick = LLVMAppendBasicBlockInContext(c->llctx, fn, "memmove.pick");
  LLVMBasicBlockRef back = LLVMAppendBasicBlockInContext(c->llctx, fn, "copy.backwards");
  LLVMBasicBlockRef fwd = LLVMAppendBasicBlockInContext(c->llctx, fn, "copy.forward");
  LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(c->llctx, fn, "memmove.done");
  LLVMBasicBlockRef bstart = LLVMAppendBasicBlockInContext(c->llctx, fn, "backwards.start");
  LLVMBasicBlockRef fstart = LLVMAppendBasicBlockInContext(c->llctx, fn, "forward.start");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, len, LLVMConstInt(lt, 0, 0), ""), done, pick);
  LLVMPositionBuilderAtEnd(b, pick);
  LLVMValueRef s = LLVMBuildPtrToInt(b, src, lt, ""), d = LLVMBuildPtrToInt(b, dst, lt, "");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, s, d, ""), bstart, fstart);
  LLVMPositionBuilderAtEnd(b, bstart);
  copy_loop(c, b, fn, back, done, true, isvolatile);
  LLVMPositionBuilderAtEnd(b, fstart);
  copy_loop(c, b, fn, fwd, done, false, isvolatile);
  LLVMPositionBuilderAtEnd(b, done);
  LLVMBuildRetVoid(b);
  return true;
}

static bool build_memmove(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_memmove_loops(c, b, fn, false);
}

static bool build_memmove_volatile(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_memmove_loops(c, b, fn, true);
}

static bool build_memset(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_memset_loop(c, b, fn, false);
}

static bool build_memset_volatile(fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef fn) {
  return build_memset_loop(c, b, fn, true);
}

static const struct {
  const char *llvm;   /* intrinsic name prefix */
  const char *prefix; /* of the helper's name */
  build_fn build;
} helpers[] = {
    /* clang-format off */
    {"llvm.bswap.", "spirv.", build_bswap},
    {"llvm.fshl.", "spirv.", build_fshl},
    {"llvm.fshr.", "spirv.", build_fshr},
    {"llvm.umul.with.overflow.", "spirv.", build_umul},
    {"llvm.memset.", "spirv.", build_memset},
    {"llvm.memmove.", "spirv.", build_memmove},
    {"llvm.bitreverse.", "", build_bitreverse},
    /* clang-format on */
};

static bool is_const_int(LLVMValueRef v) { return LLVMIsAConstantInt(v) != NULL; }

/* The helper of @p call, built on first use; NULL with the error reported. */
static LLVMValueRef helper(fwd_ctx *c, LLVMValueRef call, const char *name, size_t k) {
  build_fn build = helpers[k].build;
  bool isvolatile = false;
  if (build == build_memset || build == build_memmove) {
    LLVMValueRef v = LLVMGetOperand(call, 3);
    isvolatile = is_const_int(v) && LLVMConstIntGetZExtValue(v);
    if (isvolatile)
      build = build == build_memset ? build_memset_volatile : build_memmove_volatile;
  }
  char hname[256];
  int len = snprintf(hname, sizeof hname, "%s%s%s", helpers[k].prefix, name,
                     isvolatile ? ".volatile" : "");
  if (len < 0 || (size_t)len >= sizeof hname) {
    fwd_unsupported(c, call, "intrinsic name too long for its helper function");
    return NULL;
  }
  /* The helper's name is the intrinsic's with '.' as '_' (after the
   * prefix; ".volatile" keeps its dot). */
  size_t from = strlen(helpers[k].prefix), to = from + strlen(name);
  for (size_t i = from; i < to; i++)
    if (hname[i] == '.')
      hname[i] = '_';
  LLVMTypeRef fty = LLVMGetCalledFunctionType(call);
  /* A module that already defines the helper (one translated back from
   * SPIR-V, say) calls its own. */
  LLVMValueRef own = LLVMGetNamedFunction(c->m, hname);
  if (own && !LLVMIsDeclaration(own) && LLVMGlobalGetValueType(own) == fty)
    return own;
  if (!c->helpers && !(c->helpers = LLVMModuleCreateWithNameInContext("lspv.helpers", c->llctx))) {
    fwd_oom(c);
    return NULL;
  }
  LLVMValueRef fn = LLVMGetNamedFunction(c->helpers, hname);
  if (fn)
    return fn;
  fn = LLVMAddFunction(c->helpers, hname, fty);
  LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  /* llvm-spirv expands a memmove in place: the helper is lspv's own, and
   * stays inside the module, so that modules that each define one link
   * together (the others are exported as llvm-spirv's are). */
  if (helpers[k].build == build_memmove)
    LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c->llctx, fn, "entry"));
  bool ok = build(c, b, fn);
  LLVMDisposeBuilder(b);
  if (!ok) {
    fwd_oom(c);
    return NULL;
  }
  fwd_pointee_scan(c, fn);
  return fn;
}

lspv_status fwd_intrinsic_helper(fwd_ctx *c, LLVMValueRef call, const char *name) {
  size_t k = 0;
  while (k < sizeof helpers / sizeof helpers[0] && !has_prefix(name, helpers[k].llvm))
    k++;
  if (k == sizeof helpers / sizeof helpers[0])
    return LSPV_DECLINED;
  LLVMTypeRef rty = LLVMGetReturnType(LLVMGetCalledFunctionType(call));
  if (helpers[k].build == build_memset) {
    /* A constant byte over a constant length (up to 1 MiB) is a copy from
     * a constant (intrinsics.c). */
    LLVMValueRef len = LLVMGetOperand(call, 2);
    if (is_const_int(LLVMGetOperand(call, 1)) && is_const_int(len) &&
        LLVMConstIntGetZExtValue(len) - 1 < (1u << 20))
      return LSPV_DECLINED;
    lspv_status s = fwd_check_writable(c, LLVMGetOperand(call, 0), call);
    if (s)
      return s;
  } else if (helpers[k].build == build_memmove) {
    /* Of a constant size (up to 1 MiB): through a temporary (intrinsics.c). */
    LLVMValueRef len = LLVMGetOperand(call, 2);
    if (is_const_int(len) && LLVMConstIntGetZExtValue(len) - 1 < (1u << 20))
      return LSPV_DECLINED;
    lspv_status s = fwd_check_writable(c, LLVMGetOperand(call, 0), call);
    if (s)
      return s;
  } else if (helpers[k].build == build_umul) {
    if (!lane_bits(LLVMStructGetTypeAtIndex(rty, 0)))
      return fwd_unsupported(c, call, "llvm.umul.with.overflow of this type");
  } else if (lane_bits(rty) < 2 || lane_bits(rty) > 64) {
    if (lane_bits(rty) == 1 && helpers[k].build == build_bitreverse)
      return fwd_record(c, call, fwd_val(c, LLVMGetOperand(call, 0))); /* a bool: itself */
    return fwd_unsupported(c, call, "an integer intrinsic on lanes of this width");
  }
  LLVMValueRef fn = helper(c, call, name, k);
  return fn ? fwd_function_call(c, call, fn) : LSPV_ERROR_UNSUPPORTED;
}

lspv_status fwd_helper_functions(fwd_ctx *c, lspv_status (*emit)(fwd_ctx *, LLVMValueRef)) {
  if (!c->helpers)
    return LSPV_SUCCESS;
  /* A helper's body may call another helper: this walk meets it too. */
  for (LLVMValueRef fn = c->helpers_done ? LLVMGetNextFunction(c->helpers_done)
                                         : LLVMGetFirstFunction(c->helpers);
       fn; fn = LLVMGetNextFunction(fn)) {
    lspv_status s = emit(c, fn);
    if (s)
      return s;
    c->helpers_done = fn;
  }
  return LSPV_SUCCESS;
}
