/*===-- regularize/vectors.c - vectors of a length SPIR-V lacks ----------===*\
|* Core SPIR-V vectors have 2, 3, 4, 8 or 16 lanes.  Optimizers turn        *|
|* `trunc (extractelement <3 x i64>)` into an extract of a bitcast, which   *|
|* leaves loads like `load <6 x i32>` whose lanes are only read one at a    *|
|* time by constant index.  Such a load (of an integer vector with a       *|
|* length outside that list, every user an extractelement with a constant  *|
|* index) becomes a load of the same bytes as F-times-wider lanes (F the   *|
|* least power of two that gives a valid length), and each extract of lane *|
|* i reads lane i / F of it, shifted right by (i % F) lane widths (SPIR-V  *|
|* memory is little-endian for OpenCL) and truncated back.  Any other      *|
|* shape is left to forward translation (which needs an extension that     *|
|* allows any vector length for it, a plugin's).                            *|
\*===----------------------------------------------------------------------===*/
#include "lspv/plugin.h"
#include "regularize/regularize.h"

static bool valid_length(unsigned n) { return n == 2 || n == 3 || n == 4 || n == 8 || n == 16; }

/* The lane factor for @p n lanes, or 0 when none fits. */
static unsigned factor(unsigned n) {
  for (unsigned f = 2; f <= n && n % f == 0; f *= 2)
    if (valid_length(n / f))
      return f;
  return 0;
}

static bool only_constant_extracts(LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractElementInst(user) || !LLVMIsAConstantInt(LLVMGetOperand(user, 1)))
      return false;
  }
  return LLVMGetFirstUse(v) != NULL;
}

static lspv_status widen(reg_ctx *c, LLVMValueRef ld, unsigned f) {
  LLVMTypeRef vt = LLVMTypeOf(ld), et = LLVMGetElementType(vt);
  unsigned n = LLVMGetVectorSize(vt), bits = LLVMGetIntTypeWidth(et);
  LLVMTypeRef wt = LLVMIntTypeInContext(c->llctx, bits * f);
  LLVMPositionBuilderBefore(c->b, ld);
  LLVMValueRef nl = LLVMBuildLoad2(c->b, LLVMVectorType(wt, n / f), LLVMGetOperand(ld, 0), "");
  LLVMSetAlignment(nl, LLVMGetAlignment(ld));
  LLVMSetVolatile(nl, LLVMGetVolatile(ld));
  LLVMSetOrdering(nl, LLVMGetOrdering(ld));
  for (LLVMUseRef u; (u = LLVMGetFirstUse(ld));) {
    LLVMValueRef ex = LLVMGetUser(u);
    unsigned long long lane = LLVMConstIntGetZExtValue(LLVMGetOperand(ex, 1));
    LLVMPositionBuilderBefore(c->b, ex);
    LLVMValueRef w = LLVMBuildExtractElement(
        c->b, nl, LLVMConstInt(LLVMInt64TypeInContext(c->llctx), lane / f, 0), "");
    if (lane % f)
      w = LLVMBuildLShr(c->b, w, LLVMConstInt(wt, (lane % f) * bits, 0), "");
    reg_replace(ex, LLVMBuildTrunc(c->b, w, et, ""));
  }
  return reg_kill(c, ld);
}

/* Whether an enabled extension allows vectors of any length. */
static bool any_length_allowed(const reg_ctx *c) {
  for (size_t i = 0; i < c->o->plugins.n; i++) {
    const lspv_plugin *p = c->o->plugins.v[i];
    for (const char *const *e = p->extensions; p->any_vector_size_capabilities && e && *e; e++)
      if (lspv_options_ext_allowed(c->o, *e, true))
        return true;
  }
  return false;
}

/* As llvm-spirv's -s: a vector of a length SPIR-V lacks that the rewrite
 * left is an error unless an enabled extension allows it. */
static lspv_status check_lengths(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMTypeRef t = LLVMTypeOf(i);
      if (LLVMGetTypeKind(t) != LLVMVectorTypeKind || valid_length(LLVMGetVectorSize(t)))
        continue;
      if (any_length_allowed(c))
        return LSPV_SUCCESS;
      size_t len = 0;
      const char *name = LLVMGetValueName2(fn, &len);
      return lspv_error(c->diag, LSPV_ERROR_EXTENSION, "RequiresExtension",
                        "Unsupported vector type with %u elements in function '%.*s': it needs "
                        "an extension that allows any vector length (--spirv-ext)",
                        LLVMGetVectorSize(t), (int)len, name);
    }
  return LSPV_SUCCESS;
}

lspv_status reg_vector_loads(reg_ctx *c, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMTypeRef t = LLVMTypeOf(i);
      if (!LLVMIsALoadInst(i) || LLVMGetTypeKind(t) != LLVMVectorTypeKind)
        continue;
      LLVMTypeRef et = LLVMGetElementType(t);
      unsigned n = LLVMGetVectorSize(t), f = factor(n);
      if (valid_length(n) || !f || LLVMGetTypeKind(et) != LLVMIntegerTypeKind ||
          LLVMGetIntTypeWidth(et) * f > 64 || !only_constant_extracts(i))
        continue;
      lspv_status s = widen(c, i, f);
      if (s)
        return s;
    }
  reg_bury(c);
  return check_lengths(c, fn);
}
