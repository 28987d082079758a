/*===-- forward/pointee.c - pointee types of opaque pointers -------------===*\
|* SPIR-V pointers are typed, LLVM's are not.  Each pointer value gets one  *|
|* pointee type (docs/forward.md, "Pointee inference"):                     *|
|*  1. from its definition when that fixes it: global (value type), alloca *|
|*     (allocated type), GEP (the indexed element type), byval/sret         *|
|*     arguments (the attribute's type), casts (the operand's pointee; a  *|
|*     bitcast instruction its own first typed use first), parameters of a *|
|*     declaration with a mangled name (the name's type, pointee_mangled.c);*|
|*     the block literal parameter of a block's invoke function (i8);       *|
|*  2. else from its first typed use in the function (load/store/atomic      *|
|*     value type, GEP source element type, the parameter type a mangled    *|
|*     callee's name spells), recorded by fwd_pointee_scan;                 *|
|*  3. else phi/select take the pointee of their first operand that is     *|
|*     neither null nor undefined nor in a cycle being typed (merge_pointee);*|
|*  4. else i8.                                                               *|
|* A function points to its function type, and so do indirect callees; a  *|
|* pointer to pointers to functions is typed so (fn_slot, fwd_access_type). *|
|* A use at any other type goes through an OpBitcast (functions.c).         *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"

#define CHASE_LIMIT 64 /* bound on cast/GEP chains followed for a storage class */

LLVMTypeRef fwd_i8(fwd_ctx *c) { return LLVMInt8TypeInContext(c->llctx); }

static bool is_cast_like(LLVMValueRef v);

/* Records @p ty as the pointee of @p p's first typed use.  An address-space
 * cast or a freeze has its operand's pointee (llvm-spirv's scavenger links
 * them), so a memory access (@p through) types the operand too when nothing
 * did before; a bitcast instruction is where a pointee may change and stops
 * there.  A mangled callee's hint types the cast alone: a builtin that
 * forward lowers may access the memory at another type (an atomic on float
 * through i32), and the IR read back would then type the operand so. */
static void note_use(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty, bool through) {
  for (unsigned k = 0; k < CHASE_LIMIT; k++) {
    uintptr_t old;
    if (!fwd_has_pointee(LLVMTypeOf(p)) || lspv_ptrmap_get(&c->use_ty, p, &old))
      return;
    if (!lspv_ptrmap_put(&c->use_ty, p, (uintptr_t)ty))
      c->b->oom = true;
    if (!through || !is_cast_like(p) || LLVMIsABitCastInst(p))
      return;
    p = LLVMGetOperand(p, 0);
  }
}

static void note(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty) { note_use(c, p, ty, true); }

/* The function type of a function used as a value (through casts), or NULL
 * (also for a block's invoke function, which forward writes as a null
 * pointer: enqueue.c). */
static LLVMTypeRef function_value_type(LLVMValueRef v) {
  if (fwd_block_invoke_ref(v))
    return NULL;
  for (unsigned k = 0; k < CHASE_LIMIT && v; k++) {
    if (LLVMIsAFunction(v))
      return LLVMGlobalGetValueType(v);
    if (LLVMIsAGlobalAlias(v)) {
      v = LLVMAliasGetAliasee(v);
      continue;
    }
    if (!LLVMIsAConstantExpr(v) ||
        (LLVMGetConstOpcode(v) != LLVMBitCast && LLVMGetConstOpcode(v) != LLVMAddrSpaceCast))
      return NULL;
    v = LLVMGetOperand(v, 0);
  }
  return NULL;
}

/* Records that the pointers stored at @p slot point to functions of @p fty. */
static void note_slot(fwd_ctx *c, LLVMValueRef slot, LLVMTypeRef fty) {
  uintptr_t old;
  if (lspv_ptrmap_get(&c->fn_slot, slot, &old))
    return;
  if (!lspv_ptrmap_put(&c->fn_slot, slot, (uintptr_t)fty))
    c->b->oom = true;
}

/* Pointers to functions (docs/forward.md, "Pointee inference"): the callee
 * of an indirect call points to the call's function type, and so does the
 * memory it was loaded from; memory a function is stored to holds pointers
 * to that function's type, and so does a value stored there. */
static void scan_function_pointers(fwd_ctx *c, LLVMValueRef fn) {
  for (int pass = 0; pass < 2; pass++)
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        if (pass == 0 && op == LLVMCall) {
          LLVMValueRef callee = LLVMGetCalledValue(i);
          if (LLVMIsAFunction(callee) || LLVMIsAInlineAsm(callee))
            continue;
          LLVMTypeRef fty = LLVMGetCalledFunctionType(i);
          note(c, callee, fty);
          if (LLVMIsALoadInst(callee))
            note_slot(c, LLVMGetOperand(callee, 0), fty);
        } else if (op == LLVMStore) {
          LLVMValueRef v = LLVMGetOperand(i, 0), p = LLVMGetOperand(i, 1);
          LLVMTypeRef fty = function_value_type(v);
          uintptr_t known;
          if (pass == 0 && fty)
            note_slot(c, p, fty);
          else if (pass == 1 && !fty && lspv_ptrmap_get(&c->fn_slot, p, &known))
            note(c, v, (LLVMTypeRef)known);
        }
      }
}

/* llvm.masked.gather / llvm.masked.scatter access memory through a vector
 * of pointers: its lanes point to the lanes of the data. */
static void scan_masked_access(fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee))
    return;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  static const char gather[] = "llvm.masked.gather.", scatter[] = "llvm.masked.scatter.";
  LLVMValueRef ptrs, data;
  if (len > sizeof gather - 1 && !memcmp(name, gather, sizeof gather - 1)) {
    ptrs = LLVMGetOperand(call, 0), data = call;
  } else if (len > sizeof scatter - 1 && !memcmp(name, scatter, sizeof scatter - 1)) {
    ptrs = LLVMGetOperand(call, 1), data = LLVMGetOperand(call, 0);
  } else {
    return;
  }
  LLVMTypeRef dt = LLVMTypeOf(data);
  if (fwd_is_ptr_vec(LLVMTypeOf(ptrs)) && LLVMGetTypeKind(dt) == LLVMVectorTypeKind)
    note(c, ptrs, LLVMGetElementType(dt));
}

/* Whether demangled @p base is a C11 compare-exchange: SPIR-V's
 * OpAtomicCompareExchange acts on integers only, so a float one is the
 * integer of its width (calls.c) and its pointers are typed so, as
 * llvm-spirv types them (no cast before the instruction). */
static bool int_only_atomic(const char *base, size_t len) {
  static const char pre[] = "atomic_compare_exchange_";
  return len > sizeof pre - 1 && !memcmp(base, pre, sizeof pre - 1);
}

static LLVMTypeRef as_int(fwd_ctx *c, LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (k != LLVMHalfTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
    return t;
  return LLVMIntTypeInContext(c->llctx, k == LLVMHalfTypeKind    ? 16
                                        : k == LLVMFloatTypeKind ? 32
                                                                 : 64);
}

/* A call to a declaration with a mangled name types the pointers it passes
 * as the name spells them (pointee_mangled.c); an sret slot keeps its own. */
static void scan_mangled_call(fwd_ctx *c, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee) || LLVMGetIntrinsicID(callee))
    return;
  const char *name = LLVMGetValueName2(callee, &(size_t){0});
  int int_only = -1; /* (demangled only when a float pointee asks) */
  unsigned n = LLVMGetNumArgOperands(call);
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef a = LLVMGetOperand(call, k);
    if (!fwd_is_ptr(LLVMTypeOf(a)) || fwd_byval_type(c, callee, k))
      continue;
    LLVMTypeRef t = fwd_mangled_pointee(c, name, k);
    if (t && as_int(c, t) != t) {
      if (int_only < 0) {
        size_t blen = 0;
        const char *base = fwd_demangle(name, &blen, &(const char *){NULL});
        int_only = base && int_only_atomic(base, blen);
      }
      if (int_only)
        t = as_int(c, t);
    }
    if (t)
      note_use(c, a, t, false);
  }
}

/* Records @p v as what alloca @p slot holds when it is the first pointer
 * stored there (a null or undefined pointer says nothing). */
static void note_slot_store(fwd_ctx *c, LLVMValueRef slot, LLVMValueRef v) {
  uintptr_t old;
  if (!LLVMIsAAllocaInst(slot) || !fwd_has_pointee(LLVMTypeOf(v)) || LLVMIsNull(v) ||
      LLVMIsUndef(v) || LLVMIsPoison(v) || lspv_ptrmap_get(&c->slot_store, slot, &old))
    return;
  if (!lspv_ptrmap_put(&c->slot_store, slot, (uintptr_t)v))
    c->b->oom = true;
}

void fwd_pointee_scan(fwd_ctx *c, LLVMValueRef fn) {
  scan_function_pointers(c, fn);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      switch (LLVMGetInstructionOpcode(i)) {
      case LLVMLoad: note(c, LLVMGetOperand(i, 0), LLVMTypeOf(i)); break;
      case LLVMStore:
        note(c, LLVMGetOperand(i, 1), LLVMTypeOf(LLVMGetOperand(i, 0)));
        note_slot_store(c, LLVMGetOperand(i, 1), LLVMGetOperand(i, 0));
        break;
      case LLVMGetElementPtr: note(c, LLVMGetOperand(i, 0), LLVMGetGEPSourceElementType(i)); break;
      case LLVMAtomicRMW: note(c, LLVMGetOperand(i, 0), LLVMTypeOf(LLVMGetOperand(i, 1))); break;
      case LLVMAtomicCmpXchg:
        note(c, LLVMGetOperand(i, 0), LLVMTypeOf(LLVMGetOperand(i, 1)));
        break;
      case LLVMCall:
        scan_mangled_call(c, i);
        scan_masked_access(c, i);
        break;
      default: break;
      }
    }
}

/* Gives @p p the typed use @p ty when it has none of its own yet; whether
 * it did. */
static bool fill_use(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty) {
  uintptr_t old;
  if (!fwd_has_pointee(LLVMTypeOf(p)) || lspv_ptrmap_get(&c->use_ty, p, &old))
    return false;
  note(c, p, ty);
  return true;
}

/* Whether instruction @p i can pass a type on (fwd_pointee_propagate): a
 * load from an alloca, or a call of a defined function. */
static bool propagates(LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i); /* (one call: this runs on every instruction) */
  if (op == LLVMLoad)
    return LLVMIsAAllocaInst(LLVMGetOperand(i, 0)) != NULL;
  if (op == LLVMPHI || op == LLVMSelect)
    return fwd_has_pointee(LLVMTypeOf(i));
  if (op != LLVMCall)
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(i);
  /* (Calls of declarations too: their parameters take the first call's
   * pointees, below; they have no uses to pass a type on.) */
  return LLVMIsAFunction(callee) && LLVMGetCalledFunctionType(i) == LLVMGlobalGetValueType(callee);
}

/* The arguments of call @p i that have a parameter of @p callee (a
 * variadic function's extra arguments have none). */
static unsigned fixed_args(LLVMValueRef i, LLVMValueRef callee) {
  unsigned na = LLVMGetNumArgOperands(i), np = LLVMCountParams(callee);
  return na < np ? na : np;
}

static LLVMTypeRef type_attr(fwd_ctx *c, LLVMValueRef fn, unsigned argno, const char *name);

/* Whether parameter @p k of @p fn is the block literal of a block's invoke
 * function (its first parameter other than an sret one): a pointer to i8,
 * as OpEnqueueKernel's Invoke takes it (SPIR-V 3.42.21) and llvm-spirv
 * types it, whatever the body reads through it (each access then goes
 * through an OpBitcast). */
static bool block_literal_param(fwd_ctx *c, LLVMValueRef fn, unsigned k) {
  if (k > 1 || (k == 1 && !type_attr(c, fn, 0, "sret")) || (k == 0 && type_attr(c, fn, 0, "sret")))
    return false;
  return fwd_is_block_invoke(fn);
}

/* One pass over the instructions that can pass a type on; whether it typed
 * anything. */
static bool propagate_once(fwd_ctx *c, LLVMValueRef *insts, size_t n) {
  bool changed = false;
  uintptr_t t, v;
  for (size_t x = 0; x < n; x++) {
    LLVMValueRef i = insts[x];
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    if (op == LLVMLoad) {
      /* A pointer loaded from an alloca is the pointer stored there. */
      LLVMValueRef slot = LLVMGetOperand(i, 0);
      if (lspv_ptrmap_get(&c->use_ty, i, &t) && lspv_ptrmap_get(&c->slot_store, slot, &v) &&
          LLVMTypeOf((LLVMValueRef)v) == LLVMTypeOf(i))
        changed |= fill_use(c, (LLVMValueRef)v, (LLVMTypeRef)t);
      continue;
    }
    if (op == LLVMPHI || op == LLVMSelect) {
      /* A phi or select that is accessed at a type gives it to the values
       * it merges that have no typed use of their own (a parameter that
       * enters a loop of pointer chasing), as llvm-spirv's scavenger
       * unifies them: no OpBitcast on the way in. */
      if (!lspv_ptrmap_get(&c->use_ty, i, &t))
        continue;
      unsigned n = op == LLVMPHI ? LLVMCountIncoming(i) : 2;
      for (unsigned k = 0; k < n; k++) {
        LLVMValueRef x = op == LLVMPHI ? LLVMGetIncomingValue(i, k) : LLVMGetOperand(i, k + 1);
        if (!LLVMIsAConstant(x))
          changed |= fill_use(c, x, (LLVMTypeRef)t);
      }
      continue;
    }
    /* A pointer passed to a defined function is its parameter there (a
     * declaration's parameters have no uses to type them). */
    LLVMValueRef callee = LLVMGetCalledValue(i);
    if (LLVMIsDeclaration(callee))
      continue;
    unsigned na = fixed_args(i, callee);
    for (unsigned k = 0; k < na; k++) {
      LLVMValueRef param = LLVMGetParam(callee, k);
      if (lspv_ptrmap_get(&c->use_ty, param, &t) && !fwd_byval_type(c, callee, k) &&
          !block_literal_param(c, callee, k))
        changed |= fill_use(c, LLVMGetOperand(i, k), (LLVMTypeRef)t);
    }
  }
  return changed;
}

void fwd_pointee_propagate(fwd_ctx *c) {
  /* The module is walked once; the rounds go over what can pass a type on. */
  /* work: what the rounds go over (loads, calls of definitions); calls:
   * every call, for the first-call typing below */
  LSPV_VEC(LLVMValueRef) work = {0}, calls = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        if (!propagates(i))
          continue;
        bool call = LLVMIsACallInst(i) != NULL;
        if ((call && !lspv_vec_push(&calls, i)) ||
            ((!call || !LLVMIsDeclaration(LLVMGetCalledValue(i))) && !lspv_vec_push(&work, i))) {
          lspv_vec_free(&work);
          lspv_vec_free(&calls);
          c->b->oom = true; /* (the translation fails: no output typed otherwise) */
          return;
        }
      }
  for (unsigned round = 0; round < CHASE_LIMIT && propagate_once(c, work.v, work.n); round++)
    ;
  lspv_vec_free(&work);
  /* The first call (in the module's order) passing each parameter a
   * pointer: a parameter its function gives no type takes that pointer's
   * (fwd_pointee), as llvm-spirv's scavenger unifies them. */
  for (size_t x = 0; x < calls.n; x++) {
    LLVMValueRef i = calls.v[x];
    LLVMValueRef callee = LLVMGetCalledValue(i);
    unsigned na = fixed_args(i, callee);
    /* (A block's invoke function has its block literal typed already:
     * block_literal_param.) */
    bool asked = false; /* only calls passing pointers ask */
    for (unsigned k = 0; k < na; k++) {
      LLVMValueRef a = LLVMGetOperand(i, k);
      if (!fwd_is_ptr(LLVMTypeOf(a)))
        continue;
      if (!asked) {
        /* (An LLVM intrinsic's declaration keeps its parameters' i8: a
         * plugin or the lowering gives the meaning, not the callers.) */
        size_t len = 0;
        const char *name = LLVMIsDeclaration(callee) ? LLVMGetValueName2(callee, &len) : "";
        if (len > 5 && !strncmp(name, "llvm.", 5))
          break;
        asked = true;
      }
      LLVMValueRef param = LLVMGetParam(callee, k);
      uintptr_t old;
      if (!LLVMIsAConstantPointerNull(a) && !LLVMIsUndef(a) && !LLVMIsPoison(a) &&
          !lspv_ptrmap_get(&c->param_arg, param, &old) &&
          !lspv_ptrmap_put(&c->param_arg, param, (uintptr_t)a))
        c->b->oom = true;
    }
  }
  lspv_vec_free(&calls);
}

LLVMTypeRef fwd_gep_result_type(LLVMValueRef gep) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned k = 2; k < n && t; k++) {
    switch (LLVMGetTypeKind(t)) {
    case LLVMStructTypeKind: {
      LLVMValueRef idx = LLVMGetOperand(gep, k);
      if (!LLVMIsAConstantInt(idx))
        return NULL;
      t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(idx));
      break;
    }
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind: t = LLVMGetElementType(t); break;
    default: return NULL;
    }
  }
  return t;
}

static LLVMTypeRef type_attr(fwd_ctx *c, LLVMValueRef fn, unsigned argno, const char *name) {
  unsigned kind = fwd_attr_kind(name);
  LLVMAttributeRef a = kind ? LLVMGetEnumAttributeAtIndex(fn, argno + 1, kind) : NULL;
  return a && LLVMIsTypeAttribute(a) ? LLVMGetTypeAttributeValue(a) : NULL;
}

LLVMTypeRef fwd_byval_type(fwd_ctx *c, LLVMValueRef fn, unsigned argno) {
  LLVMTypeRef t = type_attr(c, fn, argno, "byval");
  return t ? t : type_attr(c, fn, argno, "sret");
}

static bool is_cast_like(LLVMValueRef v) {
  LLVMOpcode op;
  if (LLVMIsAInstruction(v))
    op = LLVMGetInstructionOpcode(v);
  else if (LLVMIsAConstantExpr(v))
    op = LLVMGetConstOpcode(v);
  else
    return false;
  return op == LLVMAddrSpaceCast || op == LLVMBitCast || op == LLVMFreeze;
}

/* The function type of the pointers stored at @p p, when @p p points to
 * pointers (its pointee is an LLVM `ptr`) to functions; else NULL. */
static LLVMTypeRef slot_function(fwd_ctx *c, LLVMValueRef p) {
  uintptr_t t;
  /* Only pointers whose own definition fixes their pointee: a GEP or a cast
   * has its base's type, which this typing does not change. */
  if (!LLVMIsAAllocaInst(p) && !LLVMIsAArgument(p))
    return NULL;
  if (!lspv_ptrmap_get(&c->fn_slot, p, &t) || !fwd_is_ptr(fwd_pointee(c, p)))
    return NULL;
  return (LLVMTypeRef)t;
}

/* Whether the leaves of constant @p k (a pointer, or arrays of them) are
 * functions of one type (stored in *fty) or null / undef. */
static bool table_leaves(LLVMValueRef k, LLVMTypeRef *fty, unsigned depth) {
  if (LLVMIsUndef(k) || LLVMIsPoison(k) || LLVMIsNull(k))
    return true;
  LLVMTypeRef ty = LLVMTypeOf(k);
  if (fwd_is_ptr(ty)) {
    LLVMTypeRef t = function_value_type(k);
    if (!t || (*fty && *fty != t))
      return false;
    *fty = t;
    return true;
  }
  if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind || !LLVMIsAConstantArray(k) || depth >= CHASE_LIMIT)
    return false;
  unsigned n = (unsigned)LLVMGetNumOperands(k);
  for (unsigned i = 0; i < n; i++)
    if (!table_leaves(LLVMGetOperand(k, i), fty, depth + 1))
      return false;
  return true;
}

LLVMTypeRef fwd_table_function(fwd_ctx *c, LLVMValueRef gv) {
  uintptr_t t;
  if (lspv_ptrmap_get(&c->fn_table, gv, &t))
    return (LLVMTypeRef)t;
  LLVMValueRef init = LLVMIsDeclaration(gv) ? NULL : LLVMGetInitializer(gv);
  LLVMTypeRef fty = NULL;
  if (init && !table_leaves(init, &fty, 0))
    fty = NULL;
  if (!lspv_ptrmap_put(&c->fn_table, gv, (uintptr_t)fty))
    c->b->oom = true;
  return fty;
}

/* The function type of the table global variable @p p points into (through
 * GEPs and casts), or NULL. */
static LLVMTypeRef table_of(fwd_ctx *c, LLVMValueRef p) {
  for (unsigned k = 0; k < CHASE_LIMIT; k++) {
    if (LLVMIsAGlobalVariable(p))
      return fwd_table_function(c, p);
    LLVMOpcode op;
    if (LLVMIsAInstruction(p))
      op = LLVMGetInstructionOpcode(p);
    else if (LLVMIsAConstantExpr(p))
      op = LLVMGetConstOpcode(p);
    else
      return NULL;
    if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast)
      return NULL;
    p = LLVMGetOperand(p, 0);
  }
  return NULL;
}

/* The pointer value that memory @p p holds, when @p p points to pointers
 * and its own definition lets the pointers stored there fix its type
 * (docs/forward.md, "Pointers to pointers"): a global's pointer
 * initializer, the first pointer stored to an alloca, and for a pointer
 * loaded from such memory, what the loaded pointer's memory holds in turn.
 * NULL otherwise (the pointee is then a pointer to i8). */
static LLVMValueRef slot_value(fwd_ctx *c, LLVMValueRef p, unsigned depth) {
  uintptr_t v;
  if (depth >= CHASE_LIMIT)
    return NULL;
  if (LLVMIsAGlobalVariable(p)) {
    LLVMValueRef init = LLVMIsDeclaration(p) ? NULL : LLVMGetInitializer(p);
    /* (A function's address keeps the pointer-to-i8 slot a function
     * pointer's initializer has been written with.) */
    if (!init || !fwd_is_ptr(LLVMTypeOf(init)) || LLVMIsNull(init) || LLVMIsUndef(init) ||
        LLVMIsPoison(init) || LLVMGetLinkage(p) == LLVMCommonLinkage || function_value_type(init) ||
        fwd_block_invoke_ref(init))
      return NULL;
    return init;
  }
  if (LLVMIsAAllocaInst(p))
    return lspv_ptrmap_get(&c->slot_store, p, &v) ? (LLVMValueRef)v : NULL;
  /* A cast in the same address space is the same memory. */
  if (LLVMIsABitCastInst(p))
    return slot_value(c, LLVMGetOperand(p, 0), depth + 1);
  if (LLVMIsALoadInst(p)) {
    LLVMValueRef held = slot_value(c, LLVMGetOperand(p, 0), depth + 1);
    return held && LLVMTypeOf(held) == LLVMTypeOf(p) ? slot_value(c, held, depth + 1) : NULL;
  }
  return NULL;
}

uint32_t fwd_fn_leaf_type(fwd_ctx *c, LLVMTypeRef ty, LLVMTypeRef fty, LLVMValueRef where) {
  if (fwd_is_ptr(ty)) {
    uint32_t sc = fwd_storage_class(c, LLVMGetPointerAddressSpace(ty), where);
    return sc == ~0u ? 0 : fwd_ptr_type(c, sc, fty, where);
  }
  if (LLVMGetTypeKind(ty) != LLVMArrayTypeKind || !LLVMGetArrayLength2(ty))
    return fwd_type(c, ty, where);
  uint32_t e = fwd_fn_leaf_type(c, LLVMGetElementType(ty), fty, where);
  return e ? fwd_array_of(c, e, LLVMGetArrayLength2(ty)) : 0;
}

/* The type id of the pointers that @p p holds (see slot_value), 0 when
 * that is not fixed.  Memoized; a pointer that (through others) holds
 * itself falls back to a pointer to i8 (the cycle is cut where it closes:
 * slot_ty marks the pointer being typed, and a use of the mark voids it). */
enum { SLOT_DONE, SLOT_BUSY, SLOT_CYCLE };

/* For memory @p p that holds vectors of pointers and whose definition does
 * not say what they point to: the first load of one there that a use
 * types (a gather's data), so the memory holds what is read from it and
 * the load needs no cast. */
static LLVMValueRef loaded_ptr_vec(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty) {
  uintptr_t t;
  for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef l = LLVMGetUser(u);
    if (LLVMIsALoadInst(l) && LLVMGetOperand(l, 0) == p && LLVMTypeOf(l) == ty &&
        lspv_ptrmap_get(&c->use_ty, l, &t))
      return l;
  }
  return NULL;
}
static uint32_t slot_type(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty) {
  uintptr_t m;
  if (lspv_ptrmap_get(&c->slot_ty, p, &m)) {
    if ((m & 3) == SLOT_BUSY && !lspv_ptrmap_put(&c->slot_ty, p, SLOT_CYCLE))
      c->b->oom = true;
    return (m & 3) == SLOT_DONE ? (uint32_t)(m >> 2) : 0;
  }
  LLVMValueRef v = slot_value(c, p, 0);
  if (!v && fwd_is_ptr_vec(ty))
    v = loaded_ptr_vec(c, p, ty);
  if (!v || LLVMTypeOf(v) != ty)
    return 0;
  if (!lspv_ptrmap_put(&c->slot_ty, p, SLOT_BUSY))
    c->b->oom = true;
  uint32_t t = fwd_value_type(c, v);
  if (lspv_ptrmap_get(&c->slot_ty, p, &m) && (m & 3) == SLOT_CYCLE)
    t = 0;
  if (!lspv_ptrmap_put(&c->slot_ty, p, ((uintptr_t)t << 2) | SLOT_DONE))
    c->b->oom = true;
  return t;
}

uint32_t fwd_access_type(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty) {
  LLVMTypeRef fty = ty == fwd_pointee(c, p) ? slot_function(c, p) : NULL;
  uint32_t held = !fty && fwd_has_pointee(ty) && ty == fwd_pointee(c, p) ? slot_type(c, p, ty) : 0;
  if (held)
    return held;
  if (!fty)
    fty = table_of(c, p);
  return fty ? fwd_fn_leaf_type(c, ty, fty, p) : fwd_type(c, ty, p);
}

LLVMValueRef fwd_alias_target(LLVMValueRef alias) {
  LLVMValueRef v = alias;
  for (unsigned k = 0; k < CHASE_LIMIT && LLVMIsAGlobalAlias(v); k++)
    v = LLVMAliasGetAliasee(v);
  return LLVMIsAGlobalAlias(v) ? NULL : v;
}

static LLVMTypeRef def_pointee(fwd_ctx *c, LLVMValueRef v) {
  /* An image, sampler... passed as a pointer (images_ptr.c). */
  LLVMTypeRef ocl = fwd_opencl_ptr_type(c, v);
  if (ocl || (ocl = fwd_opencl_slot_type(c, v)))
    return ocl;
  if (LLVMIsAGlobalAlias(v)) {
    LLVMValueRef target = fwd_alias_target(v);
    return target ? fwd_pointee(c, target) : NULL;
  }
  /* A cast of a block's invoke function is a null i8 pointer (enqueue.c). */
  if (fwd_block_invoke_ref(v))
    return fwd_i8(c);
  /* A function used as a value points to its function type. */
  if (LLVMIsAFunction(v))
    return LLVMGlobalGetValueType(v);
  /* A pointer loaded from memory that holds pointers to functions. */
  LLVMTypeRef fty = LLVMIsALoadInst(v) ? slot_function(c, LLVMGetOperand(v, 0)) : NULL;
  if (!fty && LLVMIsALoadInst(v) && fwd_is_ptr(LLVMTypeOf(v)))
    fty = table_of(c, LLVMGetOperand(v, 0));
  if (fty)
    return fty;
  /* A pointer loaded from memory that holds a known pointer has its type. */
  LLVMValueRef held = LLVMIsALoadInst(v) ? slot_value(c, LLVMGetOperand(v, 0), 0) : NULL;
  if (held && LLVMTypeOf(held) == LLVMTypeOf(v) && held != v) {
    /* A pointer that holds itself is cut at pointer to i8 (slot_type). */
    if (!lspv_ptrmap_put(&c->pointee, v, (uintptr_t)fwd_i8(c)))
      c->b->oom = true;
    return fwd_pointee(c, held);
  }
  /* A lane of a vector of pointers, and a vector built of pointers, point
   * where the pointers put there do (a null or undefined one says
   * nothing). */
  LLVMOpcode op = LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v) : (LLVMOpcode)0;
  if (op == LLVMExtractElement || op == LLVMShuffleVector)
    return fwd_pointee(c, LLVMGetOperand(v, 0));
  if (!op && LLVMIsAConstantVector(v) && fwd_is_ptr_vec(LLVMTypeOf(v))) {
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    for (unsigned k = 0; k < n; k++) {
      LLVMValueRef lane = LLVMGetAggregateElement(v, k);
      if (lane && !LLVMIsNull(lane) && !LLVMIsUndef(lane) && !LLVMIsPoison(lane))
        return fwd_pointee(c, lane);
    }
    return NULL;
  }
  if (op == LLVMInsertElement) {
    LLVMValueRef lane = LLVMGetOperand(v, 1);
    bool says = !LLVMIsNull(lane) && !LLVMIsUndef(lane) && !LLVMIsPoison(lane);
    return fwd_pointee(c, says ? lane : LLVMGetOperand(v, 0));
  }
  /* A vector of pointers loaded from memory points where its first typed
   * use (a gather's data) says: no OpBitcast takes a vector of pointers to
   * other lanes afterwards (the load reads it at that type instead). */
  uintptr_t used;
  if (op == LLVMLoad && fwd_is_ptr_vec(LLVMTypeOf(v)) && lspv_ptrmap_get(&c->use_ty, v, &used))
    return (LLVMTypeRef)used;
  /* A call of a defined function points to what the function returns. */
  if (LLVMIsACallInst(v)) {
    LLVMValueRef callee = LLVMGetCalledValue(v);
    if (LLVMIsAFunction(callee) && !LLVMIsDeclaration(callee) &&
        LLVMGetCalledFunctionType(v) == LLVMGlobalGetValueType(callee)) {
      LLVMTypeRef r = fwd_return_pointee(c, callee);
      if (r)
        return r;
    }
  }
  /* A __spirv_ access chain points to what its indices select. */
  LLVMTypeRef chain = LLVMIsACallInst(v) ? fwd_access_chain_pointee(c, v) : NULL;
  if (chain)
    return chain;
  /* Pointers that come out of memory, aggregates or calls have the type a
   * pointer has there: pointer to i8. */
  if (LLVMIsALoadInst(v) || LLVMIsAExtractValueInst(v) || LLVMIsACallInst(v) ||
      LLVMIsAAtomicRMWInst(v) || LLVMIsAExtractElementInst(v))
    return fwd_i8(c);
  if (LLVMIsAGlobalVariable(v))
    return LLVMGlobalGetValueType(v);
  if (LLVMIsAAllocaInst(v))
    return LLVMGetAllocatedType(v);
  if (LLVMIsAGetElementPtrInst(v) ||
      (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr))
    return fwd_gep_result_type(v);
  if (LLVMIsAArgument(v)) {
    LLVMValueRef fn = LLVMGetParamParent(v);
    unsigned n = LLVMCountParams(fn);
    for (unsigned i = 0; i < n; i++) {
      if (LLVMGetParam(fn, i) != v)
        continue;
      LLVMTypeRef t = fwd_byval_type(c, fn, i);
      if (!t && LLVMIsDeclaration(fn))
        t = fwd_mangled_pointee(c, LLVMGetValueName2(fn, &(size_t){0}), i);
      if (!t && block_literal_param(c, fn, i))
        t = fwd_i8(c);
      return t;
    }
  }
  return NULL;
}

/* Marks a phi or select whose pointee is being found (a cycle through it
 * is cut there). */
static const char busy_mark;
#define BUSY ((uintptr_t)&busy_mark)

/* The pointee a phi or select @p v takes from its operands: the first's
 * that says one, as llvm-spirv's scavenger propagates it; an operand that
 * is null or undefined says none, nor does one whose own pointee is being
 * found (a cycle of phis: the type comes from where it enters the cycle). */
static LLVMTypeRef merge_pointee(fwd_ctx *c, LLVMValueRef v) {
  unsigned n = LLVMIsAPHINode(v) ? LLVMCountIncoming(v) : 2;
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef x = LLVMIsAPHINode(v) ? LLVMGetIncomingValue(v, k) : LLVMGetOperand(v, k + 1);
    uintptr_t t;
    if (lspv_ptrmap_get(&c->pointee, x, &t) && t == BUSY)
      continue;
    if (LLVMIsAConstant(x) && !LLVMIsAGlobalValue(x) && !LLVMIsAConstantExpr(x))
      continue;
    return fwd_pointee(c, x);
  }
  return NULL;
}

/* The pointee a user of bitcast @p v without a typed use of its own gives
 * it, as llvm-spirv's scavenger unifies the cast's type with it: the
 * parameter of the defined function it is passed to, the phi or select
 * that merges it (unless that is being typed), the pointer it is compared
 * with.  NULL when none does. */
static LLVMTypeRef user_pointee(fwd_ctx *c, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    uintptr_t t;
    if (LLVMIsAPHINode(user) || (LLVMIsASelectInst(user) && LLVMGetOperand(user, 0) != v)) {
      if (lspv_ptrmap_get(&c->pointee, user, &t) && t == BUSY)
        continue;
      return fwd_pointee(c, user);
    }
    /* A pointer compared with another is cast to that one's type (the
     * second operand to the first's), which reverse leaves as this cast. */
    if (LLVMIsAICmpInst(user) && LLVMGetOperand(user, 1) == v) {
      LLVMValueRef other = LLVMGetOperand(user, 0);
      if (!(lspv_ptrmap_get(&c->pointee, other, &t) && t == BUSY))
        return fwd_pointee(c, other);
      continue;
    }
    if (!LLVMIsACallInst(user) || !propagates(user))
      continue;
    LLVMValueRef callee = LLVMGetCalledValue(user);
    /* (An LLVM intrinsic's parameters keep i8 and say nothing: the lowering
     * or a plugin gives the pointer its meaning, as the bitcast's source
     * types it; see fwd_pointee_propagate.) */
    size_t len = 0;
    const char *name = LLVMIsDeclaration(callee) ? LLVMGetValueName2(callee, &len) : "";
    if (len > 5 && !strncmp(name, "llvm.", 5))
      continue;
    unsigned na = fixed_args(user, callee);
    for (unsigned k = 0; k < na; k++) {
      LLVMValueRef param = LLVMGetParam(callee, k);
      if (LLVMGetOperand(user, k) != v || fwd_byval_type(c, callee, k) ||
          (lspv_ptrmap_get(&c->pointee, param, &t) && t == BUSY))
        continue;
      return fwd_pointee(c, param);
    }
  }
  return NULL;
}

LLVMTypeRef fwd_pointee(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t t;
  if (lspv_ptrmap_get(&c->pointee, v, &t))
    return t == BUSY ? fwd_i8(c) : (LLVMTypeRef)t;
  LLVMTypeRef r = def_pointee(c, v);
  /* A bitcast instruction is typed by its own first typed use (it is an
   * OpBitcast, as llvm-spirv writes it, where the pointee changes), else
   * by a user that merges it with a type (user_pointee). */
  if (!r && LLVMIsABitCastInst(v)) {
    if (lspv_ptrmap_get(&c->use_ty, v, &t)) {
      r = (LLVMTypeRef)t;
    } else {
      if (!lspv_ptrmap_put(&c->pointee, v, BUSY))
        c->b->oom = true;
      r = user_pointee(c, v);
    }
  }
  /* Cast chains are walked iteratively: a cast has its source's pointee. */
  LLVMValueRef src = v;
  for (unsigned k = 0; !r && k < CHASE_LIMIT && is_cast_like(src); k++) {
    src = LLVMGetOperand(src, 0);
    if (lspv_ptrmap_get(&c->pointee, src, &t))
      r = (LLVMTypeRef)t;
    else
      r = def_pointee(c, src);
    if (!r && lspv_ptrmap_get(&c->use_ty, src, &t))
      r = (LLVMTypeRef)t;
  }
  if (!r && lspv_ptrmap_get(&c->use_ty, v, &t))
    r = (LLVMTypeRef)t;
  /* A parameter its function does not type has the type of what its first
   * call passes (a recursive call passing it on says nothing). */
  if (!r && LLVMIsAArgument(v) && lspv_ptrmap_get(&c->param_arg, v, &t)) {
    if (!lspv_ptrmap_put(&c->pointee, v, BUSY))
      c->b->oom = true;
    uintptr_t busy;
    LLVMValueRef a = (LLVMValueRef)t;
    if (!(lspv_ptrmap_get(&c->pointee, a, &busy) && busy == BUSY))
      r = fwd_pointee(c, a);
  }
  if (!r && (LLVMIsAPHINode(v) || LLVMIsASelectInst(v))) {
    if (!lspv_ptrmap_put(&c->pointee, v, BUSY))
      c->b->oom = true;
    r = merge_pointee(c, v);
  }
  if (!r)
    r = fwd_i8(c);
  if (!lspv_ptrmap_put(&c->pointee, v, (uintptr_t)r))
    c->b->oom = true;
  return r;
}

/* A function's return pointee while it is found, and once a call of the
 * function met it then (a recursion: such a call was typed pointer to i8,
 * and so is then the function's result). */
static const char ret_busy_mark, ret_cycle_mark;
#define RET_BUSY ((uintptr_t)&ret_busy_mark)
#define RET_CYCLE ((uintptr_t)&ret_cycle_mark)

LLVMTypeRef fwd_return_pointee(fwd_ctx *c, LLVMValueRef fn) {
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  if (!fwd_is_ptr(rt) || LLVMIsDeclaration(fn))
    return NULL;
  uintptr_t t;
  if (lspv_ptrmap_get(&c->ret_pointee, fn, &t)) {
    if (t == RET_BUSY || t == RET_CYCLE) {
      if (!lspv_ptrmap_put(&c->ret_pointee, fn, RET_CYCLE))
        c->b->oom = true;
      return fwd_i8(c);
    }
    return (LLVMTypeRef)t;
  }
  if (!lspv_ptrmap_put(&c->ret_pointee, fn, RET_BUSY))
    c->b->oom = true;
  LLVMTypeRef r = NULL;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && !r;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    if (!term || !LLVMIsAReturnInst(term) || LLVMGetNumOperands(term) != 1)
      continue;
    LLVMValueRef x = LLVMGetOperand(term, 0);
    if (LLVMIsAConstant(x) && !LLVMIsAGlobalValue(x) && !LLVMIsAConstantExpr(x))
      continue; /* null or undefined: says nothing */
    r = fwd_pointee(c, x);
  }
  if (!r || (lspv_ptrmap_get(&c->ret_pointee, fn, &t) && t == RET_CYCLE))
    r = fwd_i8(c);
  if (!lspv_ptrmap_put(&c->ret_pointee, fn, (uintptr_t)r))
    c->b->oom = true;
  return r;
}

/* The storage class of parameter @p arg of a declaration when every call
 * passes it a pointer into one variable that a plugin gave its own storage
 * class (an intrinsic of a vector-compute front end reading a Private
 * global): the declaration has no body to say otherwise, and no cast
 * leaves such a storage class.  ~0u when that is not so. */
static uint32_t decl_param_sc(fwd_ctx *c, LLVMValueRef arg) {
  LLVMValueRef fn = LLVMGetParamParent(arg);
  if (!c->gv_sc_claimed || !fn || !LLVMIsDeclaration(fn))
    return ~0u;
  unsigned idx = 0, np = LLVMCountParams(fn);
  while (idx < np && LLVMGetParam(fn, idx) != arg)
    idx++;
  uint32_t sc = ~0u;
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef call = LLVMGetUser(u);
    if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn ||
        idx >= (unsigned)LLVMGetNumArgOperands(call))
      return ~0u;
    LLVMValueRef p = LLVMGetOperand(call, idx);
    for (unsigned k = 0; k < CHASE_LIMIT && !LLVMIsAGlobalVariable(p); k++) {
      if (!LLVMIsAGetElementPtrInst(p) && !LLVMIsABitCastInst(p) &&
          !(LLVMIsAConstantExpr(p) &&
            (LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMBitCast)))
        return ~0u;
      p = LLVMGetOperand(p, 0);
    }
    uintptr_t known = 0;
    if (!LLVMIsAGlobalVariable(p) || !lspv_ptrmap_get(&c->gv_sc, p, &known) || !known ||
        (sc != ~0u && sc != known - 1))
      return ~0u;
    sc = (uint32_t)(known - 1);
  }
  return sc;
}

uint32_t fwd_value_sc(fwd_ctx *c, LLVMValueRef v) {
  if (LLVMIsAArgument(v)) {
    uint32_t sc = decl_param_sc(c, v);
    if (sc != ~0u)
      return sc;
  }
  LLVMValueRef p = v;
  bool same_as = true; /* no address-space cast between v and p */
  for (unsigned k = 0; k < CHASE_LIMIT; k++) {
    if (LLVMIsAGlobalVariable(p) && fwd_builtin_of_global(p) != ~0u)
      return SPV_StorageClass_Input;
    /* A pointer into a variable a plugin gives its own storage class. */
    if (LLVMIsAGlobalVariable(p) && same_as)
      return fwd_global_var_sc(c, p);
    bool gep = LLVMIsAGetElementPtrInst(p) ||
               (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
    /* An address-space cast of a BuiltIn variable stays in Input storage:
     * no SPIR-V cast leaves it (the variable is read where it is). */
    bool bc = (LLVMIsABitCastInst(p) || LLVMIsAFreezeInst(p) || LLVMIsAAddrSpaceCastInst(p) ||
               (LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMBitCast ||
                                           LLVMGetConstOpcode(p) == LLVMAddrSpaceCast)));
    if (!gep && !bc)
      break;
    if (LLVMIsAAddrSpaceCastInst(p) ||
        (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMAddrSpaceCast))
      same_as = false;
    p = LLVMGetOperand(p, 0);
  }
  return fwd_storage_class(c, fwd_addr_space(LLVMTypeOf(v)), v);
}
