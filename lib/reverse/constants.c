/*===-- reverse/constants.c - SPIR-V constants -> LLVM constants ----------===*\
|*                                                                            *|
|* Specialization constants become their default values (SPIR-V 2.12: a      *|
|* module that is not specialized uses the defaults).  OpSpecConstantOp is   *|
|* folded to an LLVM constant for the opcodes LLVM can still express as a    *|
|* constant expression, or when every operand is a plain number so that the  *|
|* builder's constant folder computes it; anything else is reported.  A     *|
|* value given for a SpecId (--spec-const, lspv_options_set_spec_constant)   *|
|* replaces the default of a scalar specialization constant.                 *|
|* Under --exact-roundtrip a scalar specialization constant with a SpecId   *|
|* used in a function is a `__spirv_SpecConstant(id, default)` call at the   *|
|* function's start instead, which forward reads back as the same constant. *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static LLVMValueRef scalar_constant(rev_ctx *c, const lspv_inst *in, LLVMTypeRef ty) {
  unsigned nw = lspv_nops(in) - 2;
  if (LLVMGetTypeKind(ty) == LLVMIntegerTypeKind) {
    /* Any width (an extension's OpTypeInt may be wider than 64 bits). */
    unsigned n64 = (nw + 1) / 2;
    uint64_t *words = n64 ? lspv_arena_alloc(c->arena, n64 * sizeof *words) : NULL;
    if (n64 == 0) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "integer constant of no words");
      return NULL;
    }
    if (!words) {
      rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
      return NULL;
    }
    for (unsigned i = 0; i < nw; i++)
      words[i / 2] |= (uint64_t)rev_op(c, in, 2 + i) << (32 * (i % 2));
    return LLVMConstIntOfArbitraryPrecision(ty, n64, words);
  }
  uint64_t bits = rev_op(c, in, 2) | (nw > 1 ? (uint64_t)rev_op(c, in, 3) << 32 : 0);
  unsigned width;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind: width = 16; break; /* bfloat: a plugin's type (rev_type) */
  case LLVMFloatTypeKind: width = 32; break;
  case LLVMDoubleTypeKind: width = 64; break;
  default:
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "OpConstant of a type that is neither integer nor float");
    return NULL;
  }
  /* Through the bit pattern so that NaN payloads survive. */
  LLVMValueRef i = LLVMConstInt(LLVMIntTypeInContext(c->ctx, width), bits, 0);
  return LLVMConstBitCast(i, ty);
}

/* The --spec-const value of a scalar specialization constant, if any. */
static bool spec_override(rev_ctx *c, const lspv_inst *in, uint64_t *bits) {
  unsigned arg = 0;
  const lspv_inst *d = rev_find_deco(c, in->result, SPV_Decoration_SpecId, &arg);
  return d && lspv_options_spec_constant(c->o, rev_op(c, d, arg), bits);
}

/* An integer or float constant of type @p ty from its bit pattern. */
static LLVMValueRef from_bits(rev_ctx *c, LLVMTypeRef ty, uint64_t bits) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind: return LLVMConstInt(ty, bits, 0);
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
    return LLVMConstBitCast(LLVMConstInt(LLVMInt16TypeInContext(c->ctx), bits, 0), ty);
  case LLVMFloatTypeKind:
    return LLVMConstBitCast(LLVMConstInt(LLVMInt32TypeInContext(c->ctx), bits, 0), ty);
  case LLVMDoubleTypeKind:
    return LLVMConstBitCast(LLVMConstInt(LLVMInt64TypeInContext(c->ctx), bits, 0), ty);
  default: return NULL; /* not a type --spec-const can give a value of */
  }
}

static LLVMValueRef composite_constant(rev_ctx *c, const lspv_inst *in, LLVMTypeRef ty) {
  unsigned n = lspv_nops(in) - 2;
  LLVMValueRef *elems = lspv_arena_alloc(c->arena, (n + 1) * sizeof *elems);
  if (!elems)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!(elems[i] = rev_value(c, rev_op(c, in, 2 + i), in)))
      return NULL;
  /* LLVM's constant builders trust their operands: check the count, the
   * constituent types and that each is a constant (fuzz_binary found a
   * SEGV in ConstantVector::get on a mismatched constituent). */
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  unsigned want = kind == LLVMVectorTypeKind   ? LLVMGetVectorSize(ty)
                  : kind == LLVMArrayTypeKind  ? (unsigned)LLVMGetArrayLength2(ty)
                  : kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty)
                                               : n;
  if (n != want) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "composite constant has %u constituents, its type has %u", n, want);
    return NULL;
  }
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef et = kind == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(ty, i)
                     : kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind
                         ? LLVMGetElementType(ty)
                         : LLVMTypeOf(elems[i]);
    if (!LLVMIsConstant(elems[i]) || LLVMTypeOf(elems[i]) != et) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
               "constituent %u of a composite constant is not a constant of the member type", i);
      return NULL;
    }
  }
  switch (kind) {
  case LLVMVectorTypeKind: return LLVMConstVector(elems, n);
  case LLVMArrayTypeKind: return LLVMConstArray2(LLVMGetElementType(ty), elems, n);
  case LLVMStructTypeKind: return LLVMConstNamedStruct(ty, elems, n);
  default:
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "composite constant of a non-composite type");
    return NULL;
  }
}

/* OpSpecConstantOp <opcode> <operands...>: ops[0] is the first operand. */
/* An untyped access chain (@p role) of constants: Base Type, Base, indices
 * from operand 3 on. */
static LLVMValueRef spec_untyped_chain(rev_ctx *c, const lspv_inst *in, rev_uptr_role role) {
  unsigned n = lspv_nops(in);
  LLVMTypeRef et = n > 4 ? rev_type(c, rev_op(c, in, 3), in) : NULL;
  LLVMValueRef base = et ? rev_value(c, rev_op(c, in, 4), in) : NULL;
  LLVMValueRef idx[17];
  unsigned k = 0;
  bool ptr_chain = role == REV_UPTR_PTR_CHAIN || role == REV_UPTR_INBOUNDS_PTR_CHAIN;
  if (!base || n - 5 > 16)
    return NULL;
  if (!ptr_chain)
    idx[k++] = LLVMConstInt(LLVMInt32TypeInContext(c->ctx), 0, 0);
  for (unsigned i = 5; i < n; i++)
    if (!(idx[k++] = rev_value(c, rev_op(c, in, i), in)))
      return NULL;
  bool inbounds = role == REV_UPTR_INBOUNDS_CHAIN || role == REV_UPTR_INBOUNDS_PTR_CHAIN;
  return inbounds ? LLVMConstInBoundsGEP2(et, base, idx, k) : LLVMConstGEP2(et, base, idx, k);
}

static LLVMValueRef spec_constant_op(rev_ctx *c, const lspv_inst *in, LLVMTypeRef ty) {
  uint32_t op = rev_op(c, in, 2);
  rev_uptr_role role = rev_untyped_role(c, op);
  if (role >= REV_UPTR_CHAIN)
    return spec_untyped_chain(c, in, role);
  unsigned n = lspv_nops(in) - 3;
  LLVMValueRef a[1] = {0};
  switch (op) {
  case SPV_OpBitcast:
  case SPV_OpConvertPtrToU:
  case SPV_OpConvertUToPtr:
  case SPV_OpPtrCastToGeneric:
  case SPV_OpGenericCastToPtr:
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain:
    /* Stay constant expressions (an operand may be an address). */
    if (n < 1) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
               "OpSpecConstantOp without operands");
      return NULL;
    }
    if (!(a[0] = rev_value(c, rev_op(c, in, 3), in)))
      return NULL;
    break;
  default: break;
  }
  switch (op) {
  case SPV_OpBitcast:
    /* As in a function body (arith.c): pointers whose storage classes map
     * to different LLVM address spaces (a plugin's rev_type / rev_storage_
     * class) meet through an addrspacecast, which LLVM requires. */
    if (LLVMGetTypeKind(ty) == LLVMPointerTypeKind &&
        LLVMGetTypeKind(LLVMTypeOf(a[0])) == LLVMPointerTypeKind &&
        LLVMGetPointerAddressSpace(ty) != LLVMGetPointerAddressSpace(LLVMTypeOf(a[0])))
      return LLVMConstAddrSpaceCast(a[0], ty);
    return LLVMConstBitCast(a[0], ty);
  case SPV_OpConvertPtrToU: return LLVMConstPtrToInt(a[0], ty);
  case SPV_OpConvertUToPtr: return LLVMConstIntToPtr(a[0], ty);
  case SPV_OpPtrCastToGeneric:
  case SPV_OpGenericCastToPtr: return LLVMConstAddrSpaceCast(a[0], ty);
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain: {
    /* An access chain (no Element operand) is a GEP whose first index is
     * 0, as in a function body. */
    bool elem = op == SPV_OpPtrAccessChain || op == SPV_OpInBoundsPtrAccessChain;
    uint32_t base = rev_op(c, in, 3);
    uint32_t pointee = rev_pointee_id(c, rev_type_id_of(c, base));
    if (!pointee) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
               "the base of an access chain is not a pointer");
      return NULL;
    }
    LLVMTypeRef et = rev_type(c, pointee, in);
    LLVMValueRef idx[17];
    unsigned ni = n - 1, k = 0;
    if (!et || ni > 16)
      break;
    if (!elem)
      idx[k++] = LLVMConstInt(LLVMInt32TypeInContext(c->ctx), 0, 0);
    for (unsigned i = 0; i < ni; i++)
      if (!(idx[k++] = rev_value(c, rev_op(c, in, 4 + i), in)))
        return NULL;
    bool inbounds = op == SPV_OpInBoundsPtrAccessChain || op == SPV_OpInBoundsAccessChain;
    return inbounds ? LLVMConstInBoundsGEP2(et, a[0], idx, k) : LLVMConstGEP2(et, a[0], idx, k);
  }
  default: break;
  }
  /* Everything else: folded by LLVM's builder (spec_fold.c). */
  if (c->d->errors)
    return NULL;
  LLVMValueRef r = rev_fold_spec_op(c, in, ty, op);
  if (r || c->d->errors)
    return r;
  char ob[32];
  rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedConstant",
           "OpSpecConstantOp with %s is not supported", rev_opname(op, ob));
  return NULL;
}

bool rev_opaque_composite(rev_ctx *c, const lspv_inst *d) {
  if (!d || (d->opcode != SPV_OpConstantComposite && d->opcode != SPV_OpSpecConstantComposite) ||
      d->section == LSPV_SEC_FUNCTION || !d->type || d->type >= c->v->bound)
    return false;
  LLVMTypeRef ty = c->types[d->type];
  return ty && LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind;
}

LLVMValueRef rev_opaque_composite_value(rev_ctx *c, const lspv_inst *d, const lspv_inst *user) {
  if (!c->fn || !LLVMGetInsertBlock(c->b)) {
    rev_fail(c, user, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
             "composite constant %u of an opaque type used outside a function body", d->result);
    return NULL;
  }
  unsigned n = lspv_nops(d) - 2;
  LLVMValueRef vals[16];
  if (n > 16) {
    rev_fail(c, d, LSPV_ERROR_UNSUPPORTED, "UnsupportedConstant",
             "composite constant of an opaque type with more than 16 constituents");
    return NULL;
  }
  for (unsigned i = 0; i < n; i++)
    if (!(vals[i] = rev_value(c, rev_op(c, d, 2 + i), d)))
      return NULL;
  /* The result type's Itanium spelling: the mangling of an empty name with
   * one parameter of the type is "_Z0<type>". */
  rev_arg ty_arg = {.type_id = d->type};
  char mangled[256], name[288];
  rev_mangle(c, "", &ty_arg, 1, mangled, sizeof mangled);
  snprintf(name, sizeof name, "__spirv_ConstantComposite_R%s", mangled + 3);
  return rev_call_builtin(c, name, false, c->types[d->type], vals, NULL, n, false, false);
}

lspv_status rev_constant_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpConstantTrue:
  case SPV_OpConstantFalse:
  case SPV_OpSpecConstantTrue:
  case SPV_OpSpecConstantFalse:
  case SPV_OpConstant:
  case SPV_OpSpecConstant:
  case SPV_OpConstantComposite:
  case SPV_OpSpecConstantComposite:
  case SPV_OpConstantNull:
  case SPV_OpUndef:
  case SPV_OpSpecConstantOp: break;
  default: return LSPV_DECLINED;
  }
  LLVMTypeRef ty = rev_type(c, in->type, in);
  if (!ty)
    return LSPV_ERROR_INVALID_INPUT;
  if (rev_opaque_composite(c, in))
    return LSPV_SUCCESS; /* a call at each use (rev_opaque_composite_value) */
  LLVMValueRef v = NULL;
  uint64_t bits;
  bool scalar_spec = in->opcode == SPV_OpSpecConstant || in->opcode == SPV_OpSpecConstantTrue ||
                     in->opcode == SPV_OpSpecConstantFalse;
  if (scalar_spec && spec_override(c, in, &bits) &&
      (v = from_bits(c, ty, in->opcode == SPV_OpSpecConstant ? bits : bits & 1))) {
    c->values[in->result] = v;
    return LSPV_SUCCESS;
  }
  switch (in->opcode) {
  case SPV_OpConstantTrue:
  case SPV_OpSpecConstantTrue: v = LLVMConstInt(ty, 1, 0); break;
  case SPV_OpConstantFalse:
  case SPV_OpSpecConstantFalse: v = LLVMConstInt(ty, 0, 0); break;
  case SPV_OpConstant:
  case SPV_OpSpecConstant: v = scalar_constant(c, in, ty); break;
  case SPV_OpConstantComposite:
  case SPV_OpSpecConstantComposite: v = composite_constant(c, in, ty); break;
  case SPV_OpConstantNull: v = LLVMConstNull(ty); break;
  case SPV_OpUndef: v = LLVMGetUndef(ty); break;
  default: v = spec_constant_op(c, in, ty); break;
  }
  if (!v)
    return c->d->errors ? LSPV_ERROR_UNSUPPORTED : LSPV_ERROR_OUT_OF_MEMORY;
  c->values[in->result] = v;
  return LSPV_SUCCESS;
}

bool rev_const_length(rev_ctx *c, uint32_t id, uint64_t *out) {
  const lspv_inst *d = rev_def(c, id);
  bool spec = d && (d->opcode == SPV_OpSpecConstantOp || d->opcode == SPV_OpSpecConstant);
  if (!spec || d->section == LSPV_SEC_FUNCTION)
    return rev_const_u64(c, id, out);
  /* Its value: the default, or the one --spec-const gives. */
  if (!c->values[id] && rev_constant_inst(c, d) != LSPV_SUCCESS)
    return false;
  LLVMValueRef v = c->values[id];
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

/* The `__spirv_SpecConstant(id, default)` call standing for specialization
 * constant @p id in the current function (one per function), or NULL when
 * the constant is not a scalar one with a SpecId, --spec-const gives it a
 * value, or --exact-roundtrip is off. */
LLVMValueRef rev_spec_call(rev_ctx *c, uint32_t id) {
  const lspv_inst *d = rev_def(c, id);
  unsigned arg = 0;
  uint64_t bits;
  if (!c->spec_call || !c->fn)
    return NULL;
  if (c->spec_fn[id] == c->fn)
    return c->spec_call[id];
  if (!rev_exact_sync(c) || !d ||
      (d->opcode != SPV_OpSpecConstant && d->opcode != SPV_OpSpecConstantTrue &&
       d->opcode != SPV_OpSpecConstantFalse) ||
      spec_override(c, d, &bits))
    return NULL;
  const lspv_inst *deco = rev_find_deco(c, id, SPV_Decoration_SpecId, &arg);
  LLVMValueRef def = c->values[id];
  if (!deco || !def)
    return NULL;
  LLVMTypeRef ty = LLVMTypeOf(def);
  const char *code;
  switch (LLVMGetTypeKind(ty)) {
  case LLVMIntegerTypeKind: {
    static const struct {
      unsigned bits;
      const char *code;
    } ints[] = {{1, "b"}, {8, "a"}, {16, "s"}, {32, "i"}, {64, "x"}};
    code = NULL;
    for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
      if (ints[i].bits == LLVMGetIntTypeWidth(ty))
        code = ints[i].code;
    if (!code)
      return NULL;
    break;
  }
  case LLVMHalfTypeKind: code = "Dh"; break;
  case LLVMFloatTypeKind: code = "f"; break;
  case LLVMDoubleTypeKind: code = "d"; break;
  default: return NULL;
  }
  char name[40];
  snprintf(name, sizeof name, "_Z20__spirv_SpecConstanti%s", code);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx), params[2] = {i32, ty};
  LLVMTypeRef fty = LLVMFunctionType(ty, params, 2, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, name);
  if (!fn) {
    fn = LLVMAddFunction(c->m, name, fty);
    LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  }
  /* In the entry block, so that it dominates every use: just before the
   * first use when that is there (forward then meets it where the source
   * had it), else before the entry block's branch. */
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(c->fn);
  LLVMValueRef term = LLVMGetBasicBlockTerminator(entry);
  LLVMBuilderRef b = c->b;
  if (LLVMGetInsertBlock(c->b) != entry) {
    if (!term)
      return NULL;
    b = LLVMCreateBuilderInContext(c->ctx);
    LLVMPositionBuilderBefore(b, term);
  }
  LLVMValueRef args[2] = {LLVMConstInt(i32, rev_op(c, deco, arg), 0), def};
  LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, 2, "");
  LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
  rev_set_name(c, call, id);
  if (b != c->b)
    LLVMDisposeBuilder(b);
  c->spec_fn[id] = c->fn;
  c->spec_call[id] = call;
  return call;
}
