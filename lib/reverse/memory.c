/*===-- reverse/memory.c - variables, loads, stores, access chains --------===*\
|*                                                                            *|
|* Function-storage OpVariable -> alloca (SPIR-V puts them all at the top of  *|
|* the first block, so they land in the entry block).  Memory operands       *|
|* (SPIR-V 3.26): Volatile, Aligned and Nontemporal map to LLVM; bits a       *|
|* plugin claims go to its hook with their parameters, found by walking the  *|
|* mask in bit order with the grammar's parameter counts.                    *|
|* Loads of BuiltIn variables become work-item calls in the OpenCL target    *|
|* environments (calls.c spells them).                                        *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "reverse/rev_private.h"

/* Applies memory operands starting at operand @p at of @p in to @p inst: a
 * load or store, or (@p copy) an llvm.memcpy call, whose volatility is its
 * i1 argument and whose alignment the caller has set. */
static lspv_status memory_operands(rev_ctx *c, const lspv_inst *in, unsigned at, LLVMValueRef inst,
                                   bool copy) {
  if (at >= lspv_nops(in))
    return LSPV_SUCCESS;
  uint32_t mask = rev_op(c, in, at), plugin_bits = 0;
  unsigned p = at + 1;
  for (uint32_t bit = 1; bit && bit <= mask; bit <<= 1) {
    if (!(mask & bit))
      continue;
    const lspv_enum_desc *e = lspv_gx_enum(c->v->gx, LSPV_OK_MemoryAccess, bit);
    if (bit == SPV_MemoryAccess_Volatile && copy)
      LLVMSetOperand(inst, 3, LLVMConstInt(LLVMInt1TypeInContext(c->ctx), 1, 0));
    else if (bit == SPV_MemoryAccess_Volatile)
      LLVMSetVolatile(inst, 1);
    else if (bit == SPV_MemoryAccess_Aligned && !copy) {
      /* Not a power of two (llvm-spirv writes Aligned 0): no alignment
       * known, so the ABI's (LLVM refuses the module otherwise). */
      uint32_t a = rev_op(c, in, p);
      if (a && !(a & (a - 1)))
        LLVMSetAlignment(inst, a);
    } else if (bit == SPV_MemoryAccess_Aligned || (bit == SPV_MemoryAccess_Nontemporal && copy))
      ; /* the copy's alignment is set; LLVM has no non-temporal memcpy */
    else if (bit == SPV_MemoryAccess_Nontemporal) {
      LLVMMetadataRef one = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c->ctx), 1, 0));
      LLVMSetMetadata(inst, LLVMGetMDKindIDInContext(c->ctx, "nontemporal", 11),
                      LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, &one, 1)));
    } else if (!(bit & (SPV_MemoryAccess_MakePointerAvailable |
                        SPV_MemoryAccess_MakePointerVisible | SPV_MemoryAccess_NonPrivatePointer)))
      plugin_bits |= bit;
    p += e ? e->nparams : 0;
  }
  if (plugin_bits)
    return rev_plugin_memory_bits(c, inst, in, plugin_bits, at + 1);
  return LSPV_SUCCESS;
}

static lspv_status variable(rev_ctx *c, const lspv_inst *in) {
  if (rev_op(c, in, 2) != SPV_StorageClass_Function)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedStorageClass",
                    "a variable inside a function must have Function storage");
  unsigned init_at;
  uint32_t data = rev_variable_data(c, in, &init_at);
  if (!data)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "a Function variable without data type");
  LLVMTypeRef ty = rev_type(c, data, in);
  if (!ty)
    return LSPV_ERROR_INVALID_INPUT;
  if (!rev_sized_type(ty))
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "a variable of an unsized type");
  LLVMValueRef a = LLVMBuildAlloca(c->b, ty, "");
  c->values[in->result] = a;
  if (lspv_nops(in) > init_at) {
    LLVMValueRef init = rev_value(c, rev_op(c, in, init_at), in);
    if (!init)
      return LSPV_ERROR_INVALID_INPUT;
    if (LLVMTypeOf(init) != ty)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "the initializer is not of the variable's type");
    LLVMBuildStore(c->b, init, a);
  }
  return LSPV_SUCCESS;
}

/* Whether a BuiltIn variable's load stays a load of the variable (the
 * `__spirv_BuiltIn<Name>` global) rather than becoming the builtin's call:
 * --spirv-builtin-format=global in SPV-IR; and every load of lspv's own
 * module under --exact-roundtrip.  A call has no place for the load's
 * memory operands and decorations (SYCL's builtin loads with !noalias
 * scopes), nor for the variable's own decorations (Alignment), nor for a
 * load of one lane through a cast of the variable (forward writes the
 * query back as a load of the whole vector): issue 19. */
static bool builtin_loaded(const rev_ctx *c) {
  return (c->env == LSPV_TARGET_SPV_IR && c->o->builtin_global) || rev_exact_sync(c);
}

static lspv_status load(rev_ctx *c, const lspv_inst *in) {
  uint32_t pid = rev_op(c, in, 2);
  bool loaded = builtin_loaded(c);
  if (pid < c->v->bound && c->builtin[pid] && !loaded)
    return rev_builtin_load(c, in, pid);
  const lspv_inst *sampler = rev_sampler_variable_init(c, rev_def(c, pid));
  if (sampler)
    return (c->values[in->result] = rev_sampler_value(c, sampler, in)) ? LSPV_SUCCESS
                                                                       : LSPV_ERROR_INVALID_INPUT;
  if (!loaded) {
    bool done;
    lspv_status st = rev_builtin_lane_load(c, in, &done);
    if (st || done)
      return st;
  }
  LLVMTypeRef ty = rev_type(c, in->type, in);
  LLVMValueRef ptr = rev_value(c, pid, in);
  if (!ty || !ptr)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef l = LLVMBuildLoad2(c->b, ty, ptr, "");
  c->values[in->result] = l;
  return memory_operands(c, in, 3, l, false);
}

static lspv_status store(rev_ctx *c, const lspv_inst *in) {
  if (in == c->folded_store) { /* the sret call before it wrote the value */
    c->folded_store = NULL;
    /* The pointer cast forward put before the store served it alone. */
    uint32_t pid = rev_op(c, in, 0);
    LLVMValueRef cast = pid < c->v->bound ? c->values[pid] : NULL;
    if (cast && LLVMIsABitCastInst(cast) && !LLVMGetFirstUse(cast)) {
      c->values[pid] = LLVMGetOperand(cast, 0);
      LLVMInstructionEraseFromParent(cast);
    }
    return LSPV_SUCCESS;
  }
  LLVMValueRef ptr = rev_value(c, rev_op(c, in, 0), in);
  LLVMValueRef val = rev_value(c, rev_op(c, in, 1), in);
  if (!ptr || !val)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef s = LLVMBuildStore(c->b, val, ptr);
  return memory_operands(c, in, 2, s, false);
}

/* An access chain into an opaque (target extension) type, a cooperative
 * matrix's component: LLVM cannot index it, so it is llvm-spirv's SPIR-V
 * friendly call `__spirv_<Op>(base, indices...)` (an untyped form without
 * its Base Type, which the base's mangling spells). */
static lspv_status opaque_chain(rev_ctx *c, const lspv_inst *in, unsigned at, uint32_t et_id) {
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  unsigned n = lspv_nops(in) - at;
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!d || !rt || n > 16)
    return d && rt ? rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                              "too many indices for an access chain call")
                   : LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef vals[16];
  rev_arg args[16];
  for (unsigned i = 0; i < n; i++) {
    uint32_t id = rev_op(c, in, at + i);
    if (!(vals[i] = rev_value(c, id, in)))
      return LSPV_ERROR_INVALID_INPUT;
    args[i] = (rev_arg){.type_id = rev_type_id_of(c, id), .pointee_id = i ? 0 : et_id};
  }
  char name[64];
  snprintf(name, sizeof name, "__spirv_%s", d->name + (strncmp(d->name, "Op", 2) ? 0 : 2));
  LLVMValueRef call = rev_call_builtin(c, name, true, rt, vals, args, n, false, false);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  c->values[in->result] = call;
  return LSPV_SUCCESS;
}

/* OpAccessChain family -> getelementptr.  Struct member indices must be i32
 * constants in LLVM; SPIR-V allows any integer OpConstant, so they are
 * rebuilt at i32. */
/* The untyped forms (@p role not REV_UPTR_NONE) name the base type before
 * the base. */
static lspv_status access_chain(rev_ctx *c, const lspv_inst *in, rev_uptr_role role) {
  bool ptr_chain = in->opcode == SPV_OpPtrAccessChain ||
                   in->opcode == SPV_OpInBoundsPtrAccessChain || role == REV_UPTR_PTR_CHAIN ||
                   role == REV_UPTR_INBOUNDS_PTR_CHAIN;
  bool inbounds = in->opcode == SPV_OpInBoundsAccessChain ||
                  in->opcode == SPV_OpInBoundsPtrAccessChain || role == REV_UPTR_INBOUNDS_CHAIN ||
                  role == REV_UPTR_INBOUNDS_PTR_CHAIN;
  unsigned at = role == REV_UPTR_NONE ? 2 : 3; /* the base */
  if (lspv_nops(in) <= at)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "access chain without base");
  uint32_t base_id = rev_op(c, in, at);
  LLVMValueRef base = rev_value(c, base_id, in);
  uint32_t et_id =
      role == REV_UPTR_NONE ? rev_pointee_id(c, rev_type_id_of(c, base_id)) : rev_op(c, in, 2);
  LLVMTypeRef et = rev_type(c, et_id, in);
  if (!base || !et)
    return LSPV_ERROR_INVALID_INPUT;
  unsigned n = lspv_nops(in) - at - 1;
  LLVMValueRef *idx = lspv_arena_alloc(c->arena, (n + 2) * sizeof *idx);
  if (!idx)
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  unsigned k = 0;
  if (!ptr_chain)
    idx[k++] = LLVMConstInt(i32, 0, 0);
  LLVMTypeRef cur = et;
  for (unsigned i = 0; i < n; i++) {
    uint32_t iid = rev_op(c, in, at + 1 + i);
    LLVMValueRef v = rev_value(c, iid, in);
    if (!v)
      return LSPV_ERROR_INVALID_INPUT;
    bool first = ptr_chain && i == 0;
    if (!first) {
      if (!cur)
        return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                        "too many indices for the base type");
      LLVMTypeKind kind = LLVMGetTypeKind(cur);
      if (kind == LLVMStructTypeKind) {
        uint64_t m;
        if (!rev_const_u64(c, iid, &m) || m >= LLVMCountStructElementTypes(cur))
          return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                          "struct index %u is not a constant member number", iid);
        v = LLVMConstInt(i32, m, 0);
        cur = LLVMStructGetTypeAtIndex(cur, (unsigned)m);
      } else if (kind == LLVMArrayTypeKind || kind == LLVMVectorTypeKind) {
        cur = LLVMGetElementType(cur);
      } else if (kind == LLVMTargetExtTypeKind) {
        return opaque_chain(c, in, at, et_id);
      } else {
        cur = NULL;
      }
    }
    idx[k++] = v;
  }
  if (!rev_sized_type(et))
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "access chain into an unsized type");
  /* An instruction, as the access chain is one (also on a variable with
   * constant indices, which the builder would fold away). */
  LLVMValueRef g = lspv_shim_build_gep_inst(c->b, et, base, idx, k, inbounds);
  c->values[in->result] = g;
  return LSPV_SUCCESS;
}

/* The Aligned operand of a copy, or 0 (no align attribute on the
 * llvm.memcpy operands: forward writes no Aligned for those again). */
static unsigned mem_align(rev_ctx *c, const lspv_inst *in, unsigned at) {
  if (at < lspv_nops(in) && (rev_op(c, in, at) & SPV_MemoryAccess_Aligned)) {
    uint32_t a = rev_op(c, in, at + 1); /* Volatile and Nontemporal have no parameter */
    return a && !(a & (a - 1)) ? a : 0;
  }
  return 0;
}

/* The operand index after the memory-operand mask at @p at and its
 * parameters (the Aligned literal, the ids of the availability bits and of
 * plugins' bits: each bit's parameter count from the grammar). */
static unsigned after_mask(rev_ctx *c, const lspv_inst *in, unsigned at) {
  uint32_t mask = rev_op(c, in, at);
  unsigned p = at + 1;
  for (uint32_t bit = 1; bit && bit <= mask; bit <<= 1)
    if (mask & bit) {
      const lspv_enum_desc *e = lspv_gx_enum(c->v->gx, LSPV_OK_MemoryAccess, bit);
      p += e ? e->nparams : 0;
    }
  return p;
}

/* The byte an OpCopyMemorySized of @p size bytes from @p src sets, when
 * @p src is (a cast of) a Function variable of [size x i8] initialized with
 * one byte everywhere: forward's expansion of llvm.memset (intrinsics.c).
 * *var is that variable's id. */
static bool memset_source(const rev_ctx *c, uint32_t src, uint64_t size, uint64_t *byte,
                          uint32_t *var) {
  const lspv_inst *d = rev_def(c, src);
  for (unsigned k = 0; d && d->opcode == SPV_OpBitcast && k < 4; k++)
    d = rev_def(c, rev_op(c, d, 2));
  unsigned init_at;
  /* A variable (typed or untyped): what reverse made an alloca of. */
  LLVMValueRef a = d && d->result < c->v->bound ? c->values[d->result] : NULL;
  uint32_t data = a && LLVMIsAAllocaInst(a) ? rev_variable_data(c, d, &init_at) : 0;
  const lspv_inst *arr = data ? rev_def(c, data) : NULL;
  const lspv_inst *el =
      arr && arr->opcode == SPV_OpTypeArray ? rev_def(c, rev_op(c, arr, 1)) : NULL;
  uint64_t len;
  if (!el || el->opcode != SPV_OpTypeInt || rev_op(c, el, 1) != 8 || lspv_nops(d) <= init_at ||
      !rev_const_u64(c, rev_op(c, arr, 2), &len) || len != size)
    return false;
  const lspv_inst *init = rev_def(c, rev_op(c, d, init_at));
  if (init && init->opcode == SPV_OpConstantNull) {
    *byte = 0;
  } else if (init && init->opcode == SPV_OpConstantComposite && lspv_nops(init) == 2 + len) {
    uint32_t first = rev_op(c, init, 2);
    for (unsigned k = 3; k < lspv_nops(init); k++)
      if (rev_op(c, init, k) != first)
        return false;
    if (!rev_const_u64(c, first, byte))
      return false;
  } else {
    return false;
  }
  *var = d->result;
  return true;
}

/* Under --exact-roundtrip, forward's expansion of llvm.memset (a byte
 * variable initialized with the value, copied over the destination) is
 * llvm.memset again, so that forward writes the same words (issue 19:
 * the alloca and store of the initializer came back as an OpStore). */
static bool copy_as_memset(rev_ctx *c, const lspv_inst *in, LLVMValueRef dst, LLVMValueRef size,
                           unsigned align, LLVMValueRef *call) {
  uint64_t n, byte;
  uint32_t var;
  if (!rev_exact_sync(c) || in->opcode != SPV_OpCopyMemorySized || !LLVMIsAConstantInt(size) ||
      !rev_const_u64(c, rev_op(c, in, 2), &n) ||
      !memset_source(c, rev_op(c, in, 1), n, &byte, &var))
    return false;
  LLVMValueRef a = c->values[var];
  if (!a || !LLVMIsAAllocaInst(a) || !lspv_vec_push(&c->memset_vars, a))
    return false;
  *call =
      LLVMBuildMemSet(c->b, dst, LLVMConstInt(LLVMInt8TypeInContext(c->ctx), byte, 0), size, align);
  return true;
}

void rev_drop_memset_vars(rev_ctx *c) {
  for (size_t i = 0; i < c->memset_vars.n; i++) {
    LLVMValueRef a = c->memset_vars.v[i], store = NULL;
    LLVMUseRef u = LLVMGetFirstUse(a);
    while (u) { /* dead casts of it first */
      LLVMValueRef user = LLVMGetUser(u);
      u = LLVMGetNextUse(u);
      if (LLVMIsABitCastInst(user) && !LLVMGetFirstUse(user))
        LLVMInstructionEraseFromParent(user);
    }
    u = LLVMGetFirstUse(a);
    if (u && !LLVMGetNextUse(u) && LLVMIsAStoreInst(LLVMGetUser(u)) &&
        LLVMGetOperand(LLVMGetUser(u), 1) == a)
      store = LLVMGetUser(u);
    if (store || !u) {
      if (store)
        LLVMInstructionEraseFromParent(store);
      LLVMInstructionEraseFromParent(a);
    }
  }
  c->memset_vars.n = 0;
}

static lspv_status copy_memory(rev_ctx *c, const lspv_inst *in) {
  bool sized = in->opcode == SPV_OpCopyMemorySized;
  LLVMValueRef dst = rev_value(c, rev_op(c, in, 0), in);
  LLVMValueRef src = rev_value(c, rev_op(c, in, 1), in);
  if (!dst || !src)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef size;
  if (sized) {
    if (!(size = rev_value(c, rev_op(c, in, 2), in)))
      return LSPV_ERROR_INVALID_INPUT;
  } else {
    LLVMTypeRef et = rev_type(c, rev_pointee_id(c, rev_type_id_of(c, rev_op(c, in, 0))), in);
    if (!et)
      return LSPV_ERROR_INVALID_INPUT;
    if (!rev_sized_type(et))
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "copy of an unsized type");
    size = LLVMConstInt(LLVMIntTypeInContext(c->ctx, c->ptr_bits), LLVMABISizeOfType(c->td, et), 0);
  }
  unsigned at = sized ? 3 : 2, align = mem_align(c, in, at), src_align = align;
  /* A second mask (SPIR-V 1.4) is the source's: its own alignment. */
  if (at < lspv_nops(in) && after_mask(c, in, at) < lspv_nops(in))
    src_align = mem_align(c, in, after_mask(c, in, at));
  LLVMValueRef call;
  if (!copy_as_memset(c, in, dst, size, align, &call))
    call = LLVMBuildMemCpy(c->b, dst, align, src, src_align, size);
  if (in->result)
    c->values[in->result] = call;
  /* Volatile and the bits plugins claim (alias lists...) apply to the call;
   * the second mask's other bits have no LLVM place. */
  return memory_operands(c, in, sized ? 3 : 2, call, true);
}

/* llvm.lifetime.start/end take only the alloca in LLVM 22 (a pointer cast
 * of one stands for it: an untyped variable reaches the marker through
 * OpBitcast); anything else has no LLVM form and the marker is dropped. */
static lspv_status lifetime(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef p = rev_value(c, rev_op(c, in, 0), in);
  if (!p)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMIsABitCastInst(p) && LLVMIsAAllocaInst(LLVMGetOperand(p, 0)))
    p = LLVMGetOperand(p, 0);
  if (!LLVMIsAAllocaInst(p))
    return LSPV_SUCCESS;
  const char *name =
      in->opcode == SPV_OpLifetimeStart ? "llvm.lifetime.start" : "llvm.lifetime.end";
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMTypeRef pt = LLVMTypeOf(p);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->m, id, &pt, 1);
  LLVMTypeRef fty = LLVMIntrinsicGetType(c->ctx, id, &pt, 1);
  LLVMValueRef args[2];
  unsigned n = 0;
  if (LLVMCountParamTypes(fty) == 2) {
    uint32_t sz = rev_op(c, in, 1);
    args[n++] = LLVMConstInt(LLVMInt64TypeInContext(c->ctx), sz ? sz : (uint64_t)-1, 1);
  }
  args[n++] = p;
  LLVMBuildCall2(c->b, fty, fn, args, n, "");
  return LSPV_SUCCESS;
}

/* The type pointer @p ptr points to: its pointer type's pointee; for a
 * pointer without pointee, the data type of the untyped variable it is,
 * else i8 (a byte pointer). */
static LLVMTypeRef element_type(rev_ctx *c, uint32_t ptr, const lspv_inst *in) {
  uint32_t pointee = rev_pointee_id(c, rev_type_id_of(c, ptr));
  if (pointee)
    return rev_type(c, pointee, in);
  const lspv_inst *d = rev_def(c, ptr);
  unsigned init_at;
  uint32_t data = d && rev_untyped_role(c, d->opcode) == REV_UPTR_VARIABLE
                      ? rev_variable_data(c, d, &init_at)
                      : 0;
  return data ? rev_type(c, data, in) : LLVMInt8TypeInContext(c->ctx);
}

static lspv_status ptr_compare(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef a = rev_value(c, rev_op(c, in, 2), in);
  LLVMValueRef b = rev_value(c, rev_op(c, in, 3), in);
  if (!a || !b)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef r;
  if (in->opcode == SPV_OpPtrDiff) {
    LLVMTypeRef et = element_type(c, rev_op(c, in, 2), in);
    LLVMTypeRef rt = rev_type(c, in->type, in);
    if (!et || !rt)
      return LSPV_ERROR_INVALID_INPUT;
    if (!rev_sized_type(et))
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "pointer difference of an unsized type");
    r = LLVMBuildIntCast2(c->b, LLVMBuildPtrDiff2(c->b, et, a, b, ""), rt, 1, "");
  } else {
    /* As addresses (64-bit), as llvm-spirv reads them; lspv's own modules
     * under --exact-roundtrip compare the pointers (which forward writes
     * as OpPtrEqual again). */
    if (!rev_exact_sync(c)) {
      LLVMTypeRef i64 = LLVMInt64TypeInContext(c->ctx);
      a = LLVMBuildPtrToInt(c->b, a, i64, "");
      b = LLVMBuildPtrToInt(c->b, b, i64, "");
    }
    r = LLVMBuildICmp(c->b, in->opcode == SPV_OpPtrEqual ? LLVMIntEQ : LLVMIntNE, a, b, "");
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

lspv_status rev_memory_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpVariable: return variable(c, in);
  case SPV_OpLoad: return load(c, in);
  case SPV_OpStore: return store(c, in);
  case SPV_OpAccessChain:
  case SPV_OpInBoundsAccessChain:
  case SPV_OpPtrAccessChain:
  case SPV_OpInBoundsPtrAccessChain: return access_chain(c, in, REV_UPTR_NONE);
  case SPV_OpCopyMemory:
  case SPV_OpCopyMemorySized: return copy_memory(c, in);
  case SPV_OpLifetimeStart:
  case SPV_OpLifetimeStop: return lifetime(c, in);
  case SPV_OpPtrEqual:
  case SPV_OpPtrNotEqual:
  case SPV_OpPtrDiff: return ptr_compare(c, in);
  default: {
    rev_uptr_role role = rev_untyped_role(c, in->opcode);
    if (role == REV_UPTR_VARIABLE)
      return variable(c, in);
    if (role >= REV_UPTR_CHAIN)
      return access_chain(c, in, role);
    return LSPV_DECLINED;
  }
  }
}
