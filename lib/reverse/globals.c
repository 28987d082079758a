/*===-- reverse/globals.c - module-scope variables and decorations ---------===*\
|*                                                                            *|
|* A module-scope OpVariable becomes a global in the address space of its    *|
|* storage class.  Linkage comes from LinkageAttributes (Export/Import ->     *|
|* external, LinkOnceODR -> linkonce_odr; Export without an initializer ->    *|
|* common); a variable without it is internal (SPIR-V 2.16.1: without         *|
|* Linkage it is not visible outside the module).                             *|
|* BuiltIn variables keep their __spirv_BuiltIn* name; in the OpenCL target   *|
|* environments memory.c turns their loads into work-item calls and the      *|
|* unused variable is removed at the end of the module.                       *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

/* Name and linkage of a global value from its decorations. */
static const char *linkage_of(rev_ctx *c, uint32_t id, int *kind) {
  unsigned arg = 0;
  const lspv_inst *d = rev_find_deco(c, id, SPV_Decoration_LinkageAttributes, &arg);
  *kind = -1;
  if (!d)
    return NULL;
  unsigned next = 0;
  const char *name = lspv_op_string(c->v, d, arg, &next);
  *kind = (int)rev_op(c, d, next);
  return name;
}

/* LLVM's own lists, which LLVM requires to have appending linkage. */
static bool appending_list(const char *name, LLVMTypeRef ty) {
  static const char *const lists[] = {"llvm.global_ctors", "llvm.global_dtors", "llvm.used",
                                      "llvm.compiler.used"};
  if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind)
    return false;
  for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++)
    if (!strcmp(name, lists[i]))
      return true;
  return false;
}

static LLVMLinkage llvm_linkage(int kind) {
  switch (kind) {
  case SPV_LinkageType_Export:
  case SPV_LinkageType_Import: return LLVMExternalLinkage;
  case SPV_LinkageType_LinkOnceODR: return LLVMLinkOnceODRLinkage;
  default: return LLVMInternalLinkage;
  }
}

lspv_status rev_global_variable(rev_ctx *c, const lspv_inst *in) {
  uint32_t id = in->result, sc = rev_op(c, in, 2);
  unsigned init_at;
  uint32_t pointee = rev_variable_data(c, in, &init_at);
  if (!pointee)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "InvalidModule",
                    "id %u: a variable without data type", id);
  LLVMTypeRef ty = rev_type(c, pointee, in);
  if (!ty || !rev_type(c, in->type, in))
    return LSPV_ERROR_INVALID_INPUT;
  if (sc == SPV_StorageClass_Function)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "a Function-storage variable at module scope");
  if (rev_sampler_variable_init(c, in))
    return LSPV_SUCCESS; /* no global: each load is a sampler call (images.c) */
  /* A global of void or function type crashes LLVM's data layout queries. */
  if (!rev_sized_type(ty) && LLVMGetTypeKind(ty) != LLVMTargetExtTypeKind &&
      LLVMGetTypeKind(ty) != LLVMStructTypeKind)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "id %u: a variable of type %u, which has no size", id, pointee);
  unsigned as = LLVMGetPointerAddressSpace(c->types[in->type]);
  int kind;
  const char *name = linkage_of(c, id, &kind);
  char buf[96];
  if (c->builtin[id]) {
    const char *bn = rev_builtin_name(c->builtin[id] - 1);
    snprintf(buf, sizeof buf, "__spirv_BuiltIn%s", bn ? bn : "Unknown");
    name = buf;
    kind = SPV_LinkageType_Import;
  }
  if (!name)
    name = c->names[id] ? c->names[id] : "";
  LLVMValueRef gv = LLVMAddGlobalInAddressSpace(c->m, ty, name, as);
  c->values[id] = gv;
  LLVMValueRef init = NULL;
  if (lspv_nops(in) > init_at && !(init = rev_value(c, rev_op(c, in, init_at), in)))
    return LSPV_ERROR_INVALID_INPUT;
  if (init && LLVMTypeOf(init) != ty)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "id %u: the initializer is not of the variable's type", id);
  bool constant = rev_find_deco(c, id, SPV_Decoration_Constant, NULL) != NULL;
  LLVMLinkage linkage = llvm_linkage(kind);
  if (kind == SPV_LinkageType_Import) {
    init = NULL;
  } else if (!init && kind == SPV_LinkageType_Export) {
    /* An exported variable without an initializer is a tentative definition
     * (C's common symbol); LLVM's common globals are zero-initialized and
     * never constant. */
    init = LLVMConstNull(ty);
    if (!constant)
      linkage = LLVMCommonLinkage;
  } else if (!init && kind < 0) {
    /* Workgroup memory starts undefined; other storage is zeroed. */
    init = sc == SPV_StorageClass_Workgroup ? LLVMGetPoison(ty) : LLVMConstNull(ty);
  }
  if (init)
    LLVMSetInitializer(gv, init);
  LLVMSetLinkage(gv, init || kind >= 0 ? linkage : LLVMExternalLinkage);
  if (init && appending_list(name, ty))
    LLVMSetLinkage(gv, LLVMAppendingLinkage);
  if (constant)
    LLVMSetGlobalConstant(gv, 1);
  /* A constant byte array (a string, a table) has no significant address,
   * as llvm-spirv reads it back: unnamed_addr. */
  if (constant && LLVMGetTypeKind(ty) == LLVMArrayTypeKind &&
      LLVMGetTypeKind(LLVMGetElementType(ty)) == LLVMIntegerTypeKind &&
      LLVMGetIntTypeWidth(LLVMGetElementType(ty)) == 8)
    LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
  return rev_apply_value_decorations(c, id, gv, in);
}

/* Fast-math flags from an FPFastMathMode mask (SPIR-V 3.15). */
static LLVMFastMathFlags fast_math(uint32_t m) {
  LLVMFastMathFlags f = 0;
  if (m & SPV_FPFastMathMode_NotNaN)
    f |= LLVMFastMathNoNaNs;
  if (m & SPV_FPFastMathMode_NotInf)
    f |= LLVMFastMathNoInfs;
  if (m & SPV_FPFastMathMode_NSZ)
    f |= LLVMFastMathNoSignedZeros;
  if (m & SPV_FPFastMathMode_AllowRecip)
    f |= LLVMFastMathAllowReciprocal;
  if (m & SPV_FPFastMathMode_Fast)
    f |= LLVMFastMathAll;
  return f;
}

static bool wraps(LLVMValueRef v) {
  if (!LLVMIsABinaryOperator(v))
    return false;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  return op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl;
}

/* Applies the decorations of @p id that LLVM can carry on @p val, hands the
 * plugin-claimed ones to their plugin, and names the value. */
lspv_status rev_apply_value_decorations(rev_ctx *c, uint32_t id, LLVMValueRef val,
                                        const lspv_inst *in) {
  if (!id || id >= c->v->bound)
    return LSPV_SUCCESS;
  if (!LLVMIsAGlobalValue(val))
    rev_set_name(c, val, id);
  for (uint32_t n = c->deco_head[id]; n; n = c->nodes.v[n - 1].next) {
    const lspv_inst *d = &c->v->insts[c->nodes.v[n - 1].inst];
    if (d->opcode == SPV_OpMemberDecorate)
      continue;
    uint32_t deco = rev_op(c, d, 1), arg = rev_op(c, d, 2);
    const lspv_plugin *p = rev_plugin_for_decoration(c, deco);
    if (p) {
      lspv_status s = rev_plugin_decoration(c, p, id, val, d, 1);
      if (s != LSPV_SUCCESS)
        return s;
      continue;
    }
    switch (deco) {
    case SPV_Decoration_NoSignedWrap:
      if (wraps(val))
        LLVMSetNSW(val, 1);
      break;
    case SPV_Decoration_NoUnsignedWrap:
      if (wraps(val))
        LLVMSetNUW(val, 1);
      break;
    case SPV_Decoration_FPFastMathMode:
      if (LLVMIsAInstruction(val) && LLVMCanValueUseFastMathFlags(val)) {
        LLVMSetFastMathFlags(val, LLVMGetFastMathFlags(val) | fast_math(arg));
        /* Bits of extensions (AllowContractFastINTEL...): their plugins'. */
        uint32_t core = SPV_FPFastMathMode_NotNaN | SPV_FPFastMathMode_NotInf |
                        SPV_FPFastMathMode_NSZ | SPV_FPFastMathMode_AllowRecip |
                        SPV_FPFastMathMode_Fast;
        lspv_status s = rev_plugins_mask(c, val, LSPV_MASK_FP_FAST_MATH, arg & ~core);
        if (s != LSPV_SUCCESS)
          return s;
      }
      break;
    case SPV_Decoration_AlignmentId: {
      uint64_t v = 0;
      if (!rev_const_value(c, arg, d, &v))
        return LSPV_ERROR_INVALID_INPUT;
      arg = (uint32_t)v;
    } /* fall through */
    case SPV_Decoration_Alignment:
      if (!arg || (arg & (arg - 1))) /* LLVM takes powers of two only */
        break;
      if (LLVMIsAGlobalVariable(val) || LLVMIsAAllocaInst(val) || LLVMIsALoadInst(val) ||
          LLVMIsAStoreInst(val))
        LLVMSetAlignment(val, arg);
      break;
    case SPV_Decoration_Volatile:
      if (LLVMIsALoadInst(val) || LLVMIsAStoreInst(val))
        LLVMSetVolatile(val, 1);
      break;
    default: break; /* no LLVM form, or handled where the value is created */
    }
  }
  (void)in;
  return rev_md_decorations(c, id, val);
}
