/*===-- reverse/calls.c - calls, OpenCL builtins, Itanium mangling ---------===*\
|*                                                                            *|
|* OpFunctionCall is a plain call.  Instructions that OpenCL C spells as a    *|
|* builtin function (OpenCL.std ext insts, work-item BuiltIn variables,       *|
|* barriers, group operations) become calls whose name depends on            *|
|* --spirv-target-env: CL1.2 / CL2.0 give the OpenCL C builtin, SPV-IR the    *|
|* "__spirv_<OpName>" spelling; both Itanium-mangled from the SPIR-V operand  *|
|* types (SPIR-V integers are signless: the builtin decides signedness).     *|
|*                                                                            *|
|* The mangler handles what OpenCL builtin signatures need: builtin types,    *|
|* vectors, pointers with address-space / cv qualifiers, _Atomic, and enum    *|
|* class names, with the Itanium substitutions (S_, S0_, ...) for the         *|
|* repeated non-builtin components.                                           *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

/* ---- Itanium mangling (the shared mangler of lspv/plugin_spirv.h) ----------------*/
#define MAX_LAYERS LSPV_REV_MANGLE_LAYERS

/* OpenCL spelling of a target type's type parameter, as llvm-spirv names
 * it inside struct names. */
static const char *param_spelling(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return "half";
  case LLVMBFloatTypeKind: return "bfloat16";
  case LLVMFloatTypeKind: return "float";
  case LLVMDoubleTypeKind: return "double";
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(t);
    return w == 8 ? "char" : w == 16 ? "short" : w == 32 ? "uint" : w == 64 ? "long" : NULL;
  }
  default: return NULL;
  }
}

/* "__spirv_<Name>[__<type param>][_<int param>...]" for target("spirv.<Name>",
 * ...), in arena memory; NULL for any other type. */
static const char *target_type_name(rev_ctx *c, LLVMTypeRef t) {
  if (!t || LLVMGetTypeKind(t) != LLVMTargetExtTypeKind)
    return NULL;
  const char *name = LLVMGetTargetExtTypeName(t);
  if (strncmp(name, "spirv.", 6) != 0)
    return NULL;
  char buf[96];
  int at = snprintf(buf, sizeof buf, "__spirv_%s", name + 6);
  for (unsigned i = 0; i < LLVMGetTargetExtTypeNumTypeParams(t) && at < (int)sizeof buf; i++) {
    const char *p = param_spelling(LLVMGetTargetExtTypeTypeParam(t, i));
    at += snprintf(buf + at, sizeof buf - (size_t)at, "__%s", p ? p : "void");
  }
  for (unsigned i = 0; i < LLVMGetTargetExtTypeNumIntParams(t) && at < (int)sizeof buf; i++)
    at += snprintf(buf + at, sizeof buf - (size_t)at, "_%u", LLVMGetTargetExtTypeIntParam(t, i));
  if (at >= (int)sizeof buf)
    return NULL;
  return lspv_arena_strndup(c->arena, buf, (size_t)at);
}

/* The mangling layers of an argument's SPIR-V type, outermost first. */
unsigned rev_arg_layers(rev_ctx *c, const rev_arg *a, lspv_mangle_type *L) {
  unsigned n = 0;
  bool u = (a->flags & REV_ARG_UNSIGNED) != 0;
  if (a->enum_name) {
    L[n++] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, a->enum_name};
    return n;
  }
  uint32_t t = a->type_id;
  if (!t) { /* a literal or a hand-made uint/int argument */
    L[n++] = (lspv_mangle_type){LSPV_MANGLE_INT, 32, u ? LSPV_MANGLE_UNSIGNED : 0, NULL};
    return n;
  }
  bool first_ptr = true;
  while (n < MAX_LAYERS - 1) {
    const lspv_inst *d = rev_def(c, t);
    /* A pointer without pointee mangles as a pointer (to a->pointee_id). */
    unsigned op = d && rev_untyped_role(c, d->opcode) == REV_UPTR_TYPE ? SPV_OpTypePointer
                  : d                                                  ? d->opcode
                                                                       : 0;
    switch (op) {
    case SPV_OpTypeBool: L[n++] = (lspv_mangle_type){LSPV_MANGLE_BOOL, 0, 0, NULL}; return n;
    case SPV_OpTypeInt:
      L[n++] =
          (lspv_mangle_type){LSPV_MANGLE_INT, rev_op(c, d, 1), u ? LSPV_MANGLE_UNSIGNED : 0, NULL};
      return n;
    case SPV_OpTypeFloat: /* an encoding operand (a plugin's type): bfloat is encoding 0 */
      L[n++] = (lspv_mangle_type){LSPV_MANGLE_FLOAT, rev_op(c, d, 1),
                                  lspv_nops(d) > 2 && rev_op(c, d, 2) == 0 ? LSPV_MANGLE_BFLOAT : 0,
                                  NULL};
      return n;
    case SPV_OpTypeVector:
      L[n++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, rev_op(c, d, 2), 0, NULL};
      t = rev_op(c, d, 1);
      continue;
    case SPV_OpTypePointer: {
      unsigned as = rev_addrspace(c, rev_op(c, d, 1)), q = 0;
      if (first_ptr && a->as_override)
        as = a->as_override - 1;
      if (first_ptr)
        q = ((a->flags & REV_ARG_VOLATILE) ? LSPV_MANGLE_VOLATILE : 0) |
            ((a->flags & REV_ARG_CONST) ? LSPV_MANGLE_CONST : 0) |
            ((a->flags & REV_ARG_ATOMIC) ? LSPV_MANGLE_ATOMIC : 0);
      L[n++] = (lspv_mangle_type){LSPV_MANGLE_POINTER, as == ~0u ? 0 : as, q, NULL};
      /* A pointer without pointee: to what the caller knows it points to
       * (a->pointee_id), void otherwise. */
      t = d->opcode == SPV_OpTypePointer ? rev_op(c, d, 2) : first_ptr ? a->pointee_id : 0;
      first_ptr = false;
      continue;
    }
    case SPV_OpTypeStruct:
    case SPV_OpTypeOpaque: {
      const char *nm = c->names[d->result] ? c->names[d->result] : "anon";
      if (strncmp(nm, "struct.", 7) == 0)
        nm += 7;
      const char *copy = lspv_arena_strndup(c->arena, nm, strlen(nm) > 20 ? 20 : strlen(nm));
      L[n++] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, copy ? copy : "anon"};
      return n;
    }
    default: {
      /* The OpenCL opaque types as the environment spells them (images.c). */
      if (d && rev_opencl_type_mangle(c, d, L, &n))
        return n;
      /* Another opaque (target extension) type: llvm-spirv's spelling, a
       * global pointer to the struct named after it. */
      const char *nm = target_type_name(c, d ? c->types[d->result] : NULL);
      if (nm) {
        L[n++] = (lspv_mangle_type){LSPV_MANGLE_POINTER, 1, 0, NULL};
        L[n++] = (lspv_mangle_type){LSPV_MANGLE_NAMED, 0, 0, nm};
      } else {
        L[n++] = (lspv_mangle_type){LSPV_MANGLE_VOID, 0, 0, NULL};
      }
      return n;
    }
    }
  }
  L[n++] = (lspv_mangle_type){LSPV_MANGLE_VOID, 0, 0, NULL};
  return n;
}

void rev_mangle(rev_ctx *c, const char *name, const rev_arg *args, unsigned n, char *out,
                size_t cap) {
  lspv_mangle_type layers[16][MAX_LAYERS];
  lspv_mangle_param params[16] = {{NULL, 0}};
  if (n > 16)
    n = 16;
  for (unsigned i = 0; i < n; i++) {
    params[i].layers = layers[i];
    params[i].nlayers = rev_arg_layers(c, &args[i], layers[i]);
  }
  lspv_itanium_mangle(name, params, n, out, cap);
}

/* ---- builtin calls -------------------------------------------------------------*/
/* The declaration named @p name or @p name.N of type @p fty, or NULL. */
static LLVMValueRef builtin_overload(rev_ctx *c, const char *name, LLVMTypeRef fty) {
  size_t n = strlen(name);
  for (LLVMValueRef f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
    size_t len = 0;
    const char *fname = LLVMGetValueName2(f, &len);
    if (len > n + 1 && !memcmp(fname, name, n) && fname[n] == '.' &&
        strspn(fname + n + 1, "0123456789") == len - n - 1 && LLVMGlobalGetValueType(f) == fty)
      return f;
  }
  return NULL;
}

LLVMValueRef rev_call_builtin(rev_ctx *c, const char *name, bool do_mangle, LLVMTypeRef ret,
                              LLVMValueRef *vals, const rev_arg *args, unsigned n, bool convergent,
                              bool readnone) {
  char buf[512];
  if (do_mangle)
    rev_mangle(c, name, args, n, buf, sizeof buf);
  else
    snprintf(buf, sizeof buf, "%s", name);
  LLVMTypeRef pt[16];
  for (unsigned i = 0; i < n && i < 16; i++)
    pt[i] = LLVMTypeOf(vals[i]);
  LLVMTypeRef fty = LLVMFunctionType(ret, pt, n < 16 ? n : 16, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, buf);
  /* One builtin name with several signatures (a result type the mangling
   * does not spell): LLVM gives the later declarations name.N; find the
   * one of this signature, if any (rare: only on such a clash). */
  if (fn && LLVMGlobalGetValueType(fn) != fty)
    fn = builtin_overload(c, buf, fty);
  if (!fn) {
    fn = LLVMAddFunction(c->m, buf, fty);
    LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
    rev_add_enum_attr(c, fn, LLVMAttributeFunctionIndex, "nounwind", 0);
    if (convergent)
      rev_add_enum_attr(c, fn, LLVMAttributeFunctionIndex, "convergent", 0);
    if (readnone) {
      rev_add_enum_attr(c, fn, LLVMAttributeFunctionIndex, "willreturn", 0);
      rev_add_enum_attr(c, fn, LLVMAttributeFunctionIndex, "memory", 0);
    }
  } else {
    fty = LLVMGlobalGetValueType(fn);
  }
  LLVMValueRef call = LLVMBuildCall2(c->b, fty, fn, vals, n, "");
  LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(fn));
  /* The declaration's function attributes on the call too (llvm-spirv
   * writes both: one attribute group, `#0`, for call and declaration). */
  unsigned na = LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex);
  LLVMAttributeRef attrs[16];
  if (na <= 16) {
    LLVMGetAttributesAtIndex(fn, LLVMAttributeFunctionIndex, attrs);
    for (unsigned i = 0; i < na; i++)
      LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, attrs[i]);
  }
  return call;
}

/* The callee's function attributes on the call too, as llvm-spirv marks the
 * work-item queries (nounwind willreturn memory(none) at the call site). */
static void call_site_attrs(LLVMValueRef call) {
  LLVMValueRef fn = LLVMGetCalledValue(call);
  unsigned n = LLVMGetAttributeCountAtIndex(fn, LLVMAttributeFunctionIndex);
  LLVMAttributeRef a[16];
  if (!n || n > 16)
    return;
  LLVMGetAttributesAtIndex(fn, LLVMAttributeFunctionIndex, a);
  for (unsigned i = 0; i < n; i++)
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, a[i]);
}

static LLVMValueRef i32c(rev_ctx *c, uint64_t v) {
  return LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0);
}

/* ---- work-item builtins -------------------------------------------------------*/
static const struct {
  uint32_t builtin;
  const char *name;
  bool whole; /* a vector value returned whole (the sub-group masks), not by lane */
} work_items[] = {
    {SPV_BuiltIn_GlobalInvocationId, "get_global_id", false},
    {SPV_BuiltIn_LocalInvocationId, "get_local_id", false},
    {SPV_BuiltIn_WorkgroupId, "get_group_id", false},
    {SPV_BuiltIn_NumWorkgroups, "get_num_groups", false},
    {SPV_BuiltIn_WorkgroupSize, "get_local_size", false},
    {SPV_BuiltIn_GlobalSize, "get_global_size", false},
    {SPV_BuiltIn_GlobalOffset, "get_global_offset", false},
    {SPV_BuiltIn_EnqueuedWorkgroupSize, "get_enqueued_local_size", false},
    {SPV_BuiltIn_WorkDim, "get_work_dim", false},
    {SPV_BuiltIn_GlobalLinearId, "get_global_linear_id", false},
    {SPV_BuiltIn_LocalInvocationIndex, "get_local_linear_id", false},
    {SPV_BuiltIn_SubgroupSize, "get_sub_group_size", false},
    {SPV_BuiltIn_SubgroupMaxSize, "get_max_sub_group_size", false},
    {SPV_BuiltIn_NumSubgroups, "get_num_sub_groups", false},
    {SPV_BuiltIn_NumEnqueuedSubgroups, "get_enqueued_num_sub_groups", false},
    {SPV_BuiltIn_SubgroupId, "get_sub_group_id", false},
    {SPV_BuiltIn_SubgroupLocalInvocationId, "get_sub_group_local_id", false},
    {SPV_BuiltIn_SubgroupEqMask, "get_sub_group_eq_mask", true},
    {SPV_BuiltIn_SubgroupGeMask, "get_sub_group_ge_mask", true},
    {SPV_BuiltIn_SubgroupGtMask, "get_sub_group_gt_mask", true},
    {SPV_BuiltIn_SubgroupLeMask, "get_sub_group_le_mask", true},
    {SPV_BuiltIn_SubgroupLtMask, "get_sub_group_lt_mask", true},
};

/* The function a BuiltIn variable reads as: the OpenCL C query
 * (get_global_id) or, in SPV-IR, __spirv_BuiltIn<Name>.  A vector one takes
 * the lane, "uint" in OpenCL C and "int" in SPV-IR (mangled by hand: no
 * SPIR-V type id); a scalar one no argument.  False when there is none
 * (an OpenCL environment without a spelling for @p builtin). */
static bool work_item_name(rev_ctx *c, uint32_t builtin, bool lane, char *buf, size_t size) {
  const char *name = NULL;
  char spv[96];
  if (c->env == LSPV_TARGET_SPV_IR) {
    const char *bn = rev_builtin_name(builtin);
    if (bn && snprintf(spv, sizeof spv, "__spirv_BuiltIn%s", bn) < (int)sizeof spv)
      name = spv;
  } else {
    for (size_t i = 0; i < sizeof work_items / sizeof *work_items; i++)
      if (work_items[i].builtin == builtin)
        name = work_items[i].name;
  }
  if (!name)
    return false;
  int n = snprintf(buf, size, "_Z%zu%s%s", strlen(name), name,
                   !lane                          ? "v"
                   : c->env == LSPV_TARGET_SPV_IR ? "i"
                                                  : "j");
  return n > 0 && (size_t)n < size;
}

/* A BuiltIn read as one call returning the whole vector (the masks). */
static bool whole_vector(uint32_t builtin) {
  for (size_t i = 0; i < sizeof work_items / sizeof *work_items; i++)
    if (work_items[i].builtin == builtin)
      return work_items[i].whole;
  return false;
}

static LLVMValueRef work_item_call(rev_ctx *c, const char *mangled, LLVMTypeRef ty, int lane) {
  rev_arg arg = {0, c->env == LSPV_TARGET_SPV_IR ? 0 : REV_ARG_UNSIGNED, NULL, 0, 0};
  LLVMValueRef idx = i32c(c, lane < 0 ? 0 : (uint64_t)lane);
  LLVMValueRef call =
      rev_call_builtin(c, mangled, false, ty, &idx, &arg, lane < 0 ? 0 : 1, false, true);
  call_site_attrs(call);
  return call;
}

LLVMValueRef rev_builtin_call(rev_ctx *c, uint32_t builtin, LLVMTypeRef ty, int lane) {
  char mangled[128];
  if (whole_vector(builtin) || !work_item_name(c, builtin, lane >= 0, mangled, sizeof mangled))
    return NULL;
  return work_item_call(c, mangled, ty, lane);
}

/* A load of BuiltIn variable @p var: one call per component
 * (get_global_id(0..2)) gathered into a vector of the variable's own type,
 * bitcast to the loaded type when the load reads it as another type of the
 * same size (a <3 x i64> read as <6 x i32>).  The load stays a load of the
 * variable when there is no query of it or the sizes differ. */
lspv_status rev_builtin_load(rev_ctx *c, const lspv_inst *in, uint32_t var) {
  uint32_t builtin = c->builtin[var] - 1;
  unsigned init_at;
  const lspv_inst *vd = rev_def(c, var);
  uint32_t data = vd ? rev_variable_data(c, vd, &init_at) : 0;
  LLVMTypeRef ty = rev_type(c, in->type, in);
  LLVMTypeRef vty = data ? rev_type(c, data, in) : ty;
  LLVMValueRef ptr = rev_value(c, rev_op(c, in, 2), in);
  if (!ty || !vty || !ptr)
    return LSPV_ERROR_INVALID_INPUT;
  bool vec = LLVMGetTypeKind(vty) == LLVMVectorTypeKind && !whole_vector(builtin);
  char mangled[128];
  bool same = vty == ty, fits = !same && rev_sized_type(ty) && rev_sized_type(vty) &&
                                LLVMGetTypeKind(ty) != LLVMStructTypeKind &&
                                LLVMGetTypeKind(ty) != LLVMArrayTypeKind &&
                                LLVMGetTypeKind(ty) != LLVMPointerTypeKind &&
                                LLVMSizeOfTypeInBits(c->td, ty) == LLVMSizeOfTypeInBits(c->td, vty);
  if ((!same && !fits) || !work_item_name(c, builtin, vec, mangled, sizeof mangled)) {
    c->values[in->result] = LLVMBuildLoad2(c->b, ty, ptr, ""); /* keep the variable */
    return LSPV_SUCCESS;
  }
  LLVMValueRef v;
  if (!vec) {
    v = work_item_call(c, mangled, vty, -1);
  } else {
    LLVMTypeRef et = LLVMGetElementType(vty);
    v = LLVMGetPoison(vty);
    for (unsigned k = 0; k < LLVMGetVectorSize(vty); k++)
      v = LLVMBuildInsertElement(c->b, v, work_item_call(c, mangled, et, (int)k), i32c(c, k), "");
    if (same)
      c->bload[in->result] = builtin + 1;
    if (!lspv_vec_push(&c->bchains, v))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  }
  c->values[in->result] = same ? v : LLVMBuildBitCast(c->b, v, ty, "");
  return LSPV_SUCCESS;
}

/* OpCompositeExtract <lane> of a BuiltIn vector load: get_xxx(lane) at the
 * extract, which is what OpenCL C wrote and what forward translation maps
 * back to the same load + extract.  NULL when @p in is not such an extract,
 * or (*st set) when memory ran out. */
LLVMValueRef rev_builtin_extract(rev_ctx *c, const lspv_inst *in, lspv_status *st) {
  uint32_t src = rev_op(c, in, 2);
  if (lspv_nops(in) != 4 || src >= c->v->bound || !c->bload[src])
    return NULL;
  LLVMTypeRef et = in->type < c->v->bound ? c->types[in->type] : NULL;
  char mangled[128];
  if (!et || !work_item_name(c, c->bload[src] - 1, true, mangled, sizeof mangled))
    return NULL;
  LLVMValueRef call = work_item_call(c, mangled, et, (int)rev_op(c, in, 3));
  if (call && c->values[src] &&
      (!lspv_vec_push(&c->blanes, call) || !lspv_vec_push(&c->blanes, c->values[src]) ||
       !lspv_vec_push(&c->blanes, i32c(c, rev_op(c, in, 3))))) {
    *st = rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
    return NULL;
  }
  return call;
}

/* A BuiltIn vector load that is also used whole (its vector kept), and in
 * SPV-IR every one: its lanes are extracts of that vector, as llvm-spirv
 * reads them, not calls of their own. */
static void lanes_of_kept_vectors(rev_ctx *c) {
  LLVMBuilderRef b = NULL;
  for (size_t i = 0; i + 2 < c->blanes.n; i += 3) {
    LLVMValueRef call = c->blanes.v[i], vec = c->blanes.v[i + 1];
    if ((c->env != LSPV_TARGET_SPV_IR && !LLVMGetFirstUse(vec)) || !LLVMIsACallInst(call))
      continue;
    if (!b && !(b = LLVMCreateBuilderInContext(c->ctx)))
      break;
    LLVMPositionBuilderBefore(b, call);
    LLVMValueRef x = LLVMBuildExtractElement(b, vec, c->blanes.v[i + 2], "");
    LLVMReplaceAllUsesWith(call, x);
    size_t len = 0; /* the extract's OpName, which the call had */
    const char *name = LLVMGetValueName2(call, &len);
    char *keep = len ? lspv_arena_alloc(c->arena, len) : NULL;
    if (keep)
      memcpy(keep, name, len);
    LLVMInstructionEraseFromParent(call);
    if (keep)
      LLVMSetValueName2(x, keep, len);
  }
  if (b)
    LLVMDisposeBuilder(b);
  c->blanes.n = 0;
}

/* Erases materialized BuiltIn vectors nothing used (insert chain + calls). */
void rev_drop_dead_builtin_vectors(rev_ctx *c) {
  lanes_of_kept_vectors(c);
  for (size_t i = 0; i < c->bchains.n; i++) {
    LLVMValueRef v = c->bchains.v[i];
    while (v && LLVMIsAInsertElementInst(v) && !LLVMGetFirstUse(v)) {
      LLVMValueRef prev = LLVMGetOperand(v, 0), call = LLVMGetOperand(v, 1);
      LLVMInstructionEraseFromParent(v);
      if (LLVMIsACallInst(call) && !LLVMGetFirstUse(call))
        LLVMInstructionEraseFromParent(call);
      v = prev;
    }
    /* An OpenCL channel query's offset that every user folded away. */
    /* ... or the load after an sret call whose store was folded into it. */
    if (v && (LLVMIsABinaryOperator(v) || LLVMIsALoadInst(v)) && !LLVMGetFirstUse(v))
      LLVMInstructionEraseFromParent(v);
  }
  c->bchains.n = 0;
  /* (An instruction listed twice is erased once: seen.) */
  lspv_ptrmap seen = {0};
  for (size_t i = 0; i < c->spare.n; i++) {
    uintptr_t x;
    LLVMValueRef v = c->spare.v[i];
    if (c->spare.n > 1 && lspv_ptrmap_get(&seen, v, &x))
      continue;
    if (c->spare.n > 1 && !lspv_ptrmap_put(&seen, v, 1))
      break; /* out of memory: the rest stays, unused */
    if (!LLVMGetFirstUse(v))
      LLVMInstructionEraseFromParent(v);
  }
  lspv_ptrmap_free(&seen);
  c->spare.n = 0;
  rev_drop_memset_vars(c);
}

/* ---- barriers ----------------------------------------------------------------*/
unsigned rev_cl_fence_flags(uint32_t sem) { return lspv_ocl_fence_from_spirv(sem); }

/* SPIR-V Scope -> OpenCL memory_scope enumerator (opencl-c-base.h). */
unsigned rev_cl_scope(uint32_t scope) {
  uint32_t cl;
  lspv_ocl_scope_from_spirv(scope, &cl);
  return cl;
}

/* SPIR-V memory semantics -> OpenCL memory_order enumerator. */
unsigned rev_cl_order(uint32_t sem) { return lspv_ocl_order_from_spirv(sem); }

/* The memory-order bits forward derives from an OpenCL memory_order. */
uint32_t rev_order_bits(unsigned order) {
  uint32_t bits;
  return lspv_ocl_order_to_spirv(order, &bits) ? bits : 0;
}

/* Barriers and fences, spelled as llvm-spirv spells them: CL1.2
 * `barrier(flags)` / `mem_fence(flags)` (scopes and order dropped); CL2.0
 * `work_group_barrier` or `sub_group_barrier` (by execution scope) with
 * (flags, memory_scope), `atomic_work_item_fence(flags, order, scope)`.
 * A Scope or semantics known only at run time is mapped by a helper call
 * (runtime_maps.c).  The __spirv_ call keeps every operand: SPV-IR, a
 * non-constant execution scope, lspv's own modules under --exact-roundtrip. */
static lspv_status barrier(rev_ctx *c, const lspv_inst *in) {
  bool control = in->opcode == SPV_OpControlBarrier;
  uint64_t exec = 0;
  if (c->env == LSPV_TARGET_SPV_IR || rev_exact_sync(c) ||
      (control && !rev_const_u64(c, rev_op(c, in, 0), &exec)))
    return rev_spirv_call(c, in, control);
  bool cl12 = c->env == LSPV_TARGET_CL12;
  uint32_t scope_id = rev_op(c, in, control ? 1 : 0), sem_id = rev_op(c, in, control ? 2 : 1);
  rev_pending p = {{0}, 0};
  LLVMValueRef v[3] = {NULL, NULL, NULL};
  /* Created in llvm-spirv's order: scope, then the flags, then the order. */
  if (!cl12 && !(v[2] = rev_cl_map(c, in, scope_id, REV_MAP_SCOPE, &p)))
    return LSPV_ERROR_INVALID_INPUT;
  if (!(v[0] = rev_cl_map(c, in, sem_id, REV_MAP_FENCE, &p)))
    return LSPV_ERROR_INVALID_INPUT;
  if (!cl12 && !control && !(v[1] = rev_cl_map(c, in, sem_id, REV_MAP_ORDER, &p)))
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef vt = LLVMVoidTypeInContext(c->ctx);
  rev_arg a[3] = {{0, REV_ARG_UNSIGNED, NULL, 0, 0},
                  {0, 0, "memory_order", 0, 0},
                  {0, 0, "memory_scope", 0, 0}};
  uint64_t mscope = 0;
  bool sub12 = cl12 && control && exec == SPV_Scope_Subgroup;
  if (sub12 && (!rev_const_u64(c, scope_id, &mscope) || mscope != SPV_Scope_Workgroup) &&
      !(v[2] = rev_cl_map(c, in, scope_id, REV_MAP_SCOPE, &p)))
    return LSPV_ERROR_INVALID_INPUT;
  if (control) {
    if (sub12) {
      /* A sub-group barrier is not barrier(): OpenCL 1.2 with
       * cl_khr_subgroups spells it, with the scope when not the default. */
      v[1] = v[2];
      a[1] = a[2];
      rev_call_builtin(c, "sub_group_barrier", true, vt, v, a, v[1] ? 2 : 1, true, false);
    } else if (cl12) {
      rev_call_builtin(c, "_Z7barrierj", false, vt, v, a, 1, true, false);
    } else {
      v[1] = v[2];
      a[1] = a[2];
      bool wg = exec == SPV_Scope_Workgroup;
      rev_call_builtin(c, wg ? "work_group_barrier" : "sub_group_barrier", true, vt, v, a, 2, true,
                       false);
    }
  } else {
    rev_call_builtin(c, cl12 ? "mem_fence" : "atomic_work_item_fence", true, vt, v, a, cl12 ? 1 : 3,
                     false, false);
  }
  rev_cl_map_done(c, &p, NULL, 0);
  return LSPV_SUCCESS;
}

/* ---- the generic SPIR-V friendly spelling ----------------------------------------*/
lspv_status rev_spirv_call(rev_ctx *c, const lspv_inst *in, bool convergent) {
  return rev_spirv_call_suffix(c, in, convergent, "");
}

lspv_status rev_spirv_call_suffix(rev_ctx *c, const lspv_inst *in, bool convergent,
                                  const char *suffix) {
  return rev_spirv_call_ex(c, in, convergent, suffix, 0);
}

lspv_status rev_spirv_call_ex(rev_ctx *c, const lspv_inst *in, bool convergent, const char *suffix,
                              unsigned unsigned_args) {
  return rev_spirv_call_as(c, in, NULL, convergent, suffix, unsigned_args, 0);
}

lspv_status rev_spirv_call_as(rev_ctx *c, const lspv_inst *in, const char *op_name, bool convergent,
                              const char *suffix, unsigned unsigned_args, uint32_t pointee) {
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  if (!d)
    return LSPV_DECLINED;
  if (!op_name)
    op_name = strncmp(d->name, "Op", 2) == 0 ? d->name + 2 : d->name;
  unsigned first = (d->has_type ? 1u : 0u) + (d->has_result ? 1u : 0u), n = lspv_nops(in);
  if (n - first > 16)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                    "too many operands for a builtin call");
  LLVMValueRef vals[16];
  rev_arg args[16];
  unsigned k = 0;
  for (unsigned i = first; i < n; i++, k++) {
    unsigned di = i < d->nops ? i : (unsigned)d->nops - 1u;
    const lspv_operand_desc *od = lspv_inst_operand(d, di);
    memset(&args[k], 0, sizeof args[k]);
    if (lspv_kinds[od->kind].category == LSPV_CAT_ID) {
      uint32_t id = rev_op(c, in, i);
      if (!(vals[k] = rev_value(c, id, in)))
        return LSPV_ERROR_INVALID_INPUT;
      args[k].type_id = rev_type_id_of(c, id);
      args[k].pointee_id = k == 0 ? pointee : 0;
      args[k].flags = k < 32 && (unsigned_args >> k & 1) ? REV_ARG_UNSIGNED : 0;
    } else {
      vals[k] = i32c(c, rev_op(c, in, i));
      args[k].type_id = 0;
      args[k].enum_name = NULL;
      args[k].flags = 0;
    }
  }
  /* Literal operands mangle as "i". */
  char name[96];
  snprintf(name, sizeof name, "__spirv_%s%s", op_name, suffix ? suffix : "");
  LLVMTypeRef rt = d->has_type ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  /* Literals (type_id 0) mangle as "i". */
  char buf[512];
  rev_mangle(c, name, args, k, buf, sizeof buf);
  LLVMValueRef call = rev_call_builtin(c, buf, false, rt, vals, args, k, convergent, false);
  if (in->result)
    c->values[in->result] = call;
  return LSPV_SUCCESS;
}

lspv_status rev_spirv_call_sret(rev_ctx *c, const lspv_inst *in) {
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  unsigned n = lspv_nops(in);
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!d || !rt)
    return d ? LSPV_ERROR_INVALID_INPUT : LSPV_DECLINED;
  if (n < 2 || n - 2 > 15)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                    "too many operands for a builtin call");
  LLVMValueRef vals[16];
  rev_arg args[16];
  memset(args, 0, sizeof args);
  for (unsigned i = 2; i < n; i++) {
    uint32_t id = rev_op(c, in, i);
    if (!(vals[i - 1] = rev_value(c, id, in)))
      return LSPV_ERROR_INVALID_INPUT;
    args[i - 1].type_id = rev_type_id_of(c, id);
  }
  /* The name mangles the operands, not the result pointer. */
  char name[96], buf[512];
  snprintf(name, sizeof name, "__spirv_%s", strncmp(d->name, "Op", 2) == 0 ? d->name + 2 : d->name);
  rev_mangle(c, name, args + 1, n - 2, buf, sizeof buf);
  bool folded;
  LLVMValueRef slot = rev_result_slot(c, in, rt, &folded);
  if (!slot)
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  vals[0] = slot;
  LLVMValueRef call = rev_call_builtin(c, buf, false, LLVMVoidTypeInContext(c->ctx), vals, args,
                                       n - 1, false, false);
  LLVMValueRef fn = LLVMGetCalledValue(call);
  rev_add_type_attr(c, fn, 1, "sret", rt);
  LLVMAddCallSiteAttribute(
      call, 1, LLVMCreateTypeAttribute(c->ctx, LLVMGetEnumAttributeKindForName("sret", 4), rt));
  return rev_sret_result(c, in, rt, slot, folded);
}

LLVMValueRef rev_result_slot(rev_ctx *c, const lspv_inst *in, LLVMTypeRef st, bool *folded) {
  const lspv_inst *next = in + 1, *end = c->v->insts + c->v->ninsts;
  *folded = false;
  /* Forward casts the store's pointer right before the store: a pointer
   * OpBitcast is the same LLVM pointer, so the store after it folds too. */
  uint32_t cast = 0;
  if (next + 1 < end && next->opcode == SPV_OpBitcast && lspv_nops(next) == 3 &&
      (next + 1)->opcode == SPV_OpStore && lspv_nops(next + 1) >= 2 &&
      rev_op(c, next + 1, 0) == next->result) {
    uint32_t src = rev_op(c, next, 2);
    LLVMValueRef sp = src < c->v->bound ? c->values[src] : NULL;
    if (sp && LLVMGetTypeKind(LLVMTypeOf(sp)) == LLVMPointerTypeKind) {
      cast = src;
      next++;
    }
  }
  if (next < end && next->opcode == SPV_OpStore &&
      (lspv_nops(next) == 2 ||
       (lspv_nops(next) >= 3 && rev_op(c, next, 2) == SPV_MemoryAccess_Aligned)) &&
      rev_op(c, next, 1) == in->result && rev_op(c, next, 0) != in->result) {
    uint32_t pid = cast ? cast : rev_op(c, next, 0);
    LLVMValueRef p = pid < c->v->bound ? c->values[pid] : NULL;
    if (p && LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind) {
      c->folded_store = next;
      *folded = true;
      return p;
    }
  }
  return rev_entry_alloca(c, st);
}

lspv_status rev_sret_result(rev_ctx *c, const lspv_inst *in, LLVMTypeRef st, LLVMValueRef slot,
                            bool folded) {
  LLVMValueRef v = LLVMBuildLoad2(c->b, st, slot, "");
  c->values[in->result] = v;
  /* After a folded store the load serves only other users, if any. */
  if (folded && !lspv_vec_push(&c->bchains, v))
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  return LSPV_SUCCESS;
}

/* ---- OpenCL.std --------------------------------------------------------------*/
lspv_status rev_opencl_ext_inst(rev_ctx *c, const lspv_inst *in); /* calls_ocl.c */

/* A call of an intrinsic standing for a helper (reverse/functions.c) yields
 * the literal struct intrinsics return ({T, i1}) where the SPIR-V result
 * type reads as an identified struct of the same members: the value is
 * rebuilt member by member, so that it can be returned, passed or merged by
 * a phi as the declared type (unless it is only stored or taken apart). */
static lspv_status same_struct_as_result(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef v = c->values[in->result];
  LLVMTypeRef rt = rev_type(c, in->type, in), vt = LLVMTypeOf(v);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  if (rt == vt || LLVMGetTypeKind(rt) != LLVMStructTypeKind ||
      LLVMGetTypeKind(vt) != LLVMStructTypeKind || rev_only_stored_or_extracted(c, in))
    return LSPV_SUCCESS;
  unsigned n = LLVMCountStructElementTypes(rt);
  if (LLVMCountStructElementTypes(vt) != n)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "the call's result is not of its result type");
  LLVMValueRef r = LLVMGetUndef(rt);
  for (unsigned k = 0; k < n; k++) {
    if (LLVMStructGetTypeAtIndex(rt, k) != LLVMStructGetTypeAtIndex(vt, k))
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "the call's result is not of its result type");
    r = LLVMBuildInsertValue(c->b, r, LLVMBuildExtractValue(c->b, v, k, ""), k, "");
  }
  c->values[in->result] = r;
  return LSPV_SUCCESS;
}

/* The callee's attributes on the call too, as llvm-spirv sets them: the
 * parameters' (sret, byval and the like must agree between the call and
 * the callee), the result's and the function's. */
static bool callee_attrs(rev_ctx *c, LLVMValueRef call, LLVMValueRef fn, unsigned nparams) {
  for (unsigned k = 0; k <= nparams + 1; k++) {
    LLVMAttributeIndex at = k == nparams + 1 ? (LLVMAttributeIndex)LLVMAttributeFunctionIndex : k;
    unsigned na = LLVMGetAttributeCountAtIndex(fn, at);
    if (!na)
      continue;
    LLVMAttributeRef *a = lspv_arena_alloc(c->arena, na * sizeof *a);
    if (!a)
      return false;
    LLVMGetAttributesAtIndex(fn, at, a);
    for (unsigned i = 0; i < na; i++)
      LLVMAddCallSiteAttribute(call, at, a[i]);
  }
  return true;
}

static lspv_status function_call(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef fn = rev_value(c, rev_op(c, in, 2), in);
  if (!fn || !LLVMIsAFunction(fn))
    return fn ? rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                         "callee %u is not a function", rev_op(c, in, 2))
              : LSPV_ERROR_INVALID_INPUT;
  unsigned n = lspv_nops(in) - 3;
  LLVMValueRef *args = lspv_arena_alloc(c->arena, (n + 1) * sizeof *args);
  if (!args)
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  for (unsigned i = 0; i < n; i++)
    if (!(args[i] = rev_value(c, rev_op(c, in, 3 + i), in)))
      return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
  if (LLVMCountParamTypes(fty) != n)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "call passes %u arguments to a function of %u parameters", n,
                    LLVMCountParamTypes(fty));
  LLVMValueRef call = LLVMBuildCall2(c->b, fty, fn, args, n, "");
  LLVMSetInstructionCallConv(call, LLVMGetFunctionCallConv(fn));
  /* (Not an intrinsic's, as llvm-spirv: immarg and the like stay on it.) */
  if (!LLVMGetIntrinsicID(fn) && !callee_attrs(c, call, fn, n))
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  c->values[in->result] = call;
  return in->type ? same_struct_as_result(c, in) : LSPV_SUCCESS;
}

lspv_status rev_call_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpFunctionCall: return function_call(c, in);
  case SPV_OpExtInst: {
    uint32_t set = rev_op(c, in, 2);
    uint8_t kind = set < c->v->bound ? c->set_kind[set] : REV_SET_NONE;
    if (kind == REV_SET_SKIP)
      return LSPV_SUCCESS;
    if (kind == REV_SET_PLUGIN)
      return rev_plugin_ext_inst(c, in, c->set_plugin[set]);
    if (kind == REV_SET_OPENCL)
      return rev_opencl_ext_inst(c, in);
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "id %u is not an imported instruction set", set);
  }
  case SPV_OpControlBarrier:
  case SPV_OpMemoryBarrier: return barrier(c, in);
  case SPV_OpDot: return rev_dot_inst(c, in);
  default: break;
  }
  lspv_status s = rev_group_inst(c, in);
  if (s != LSPV_DECLINED)
    return s;
  /* Any other function-body instruction of an extension (its capability was
   * accepted: a plugin owns the extension) is spelled as its SPIR-V friendly
   * call, which forward reads back as the same instruction.  Core
   * instructions without a translation stay errors. */
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  if (d && d->nexts && d->placement == LSPV_PLACE_BODY && (!d->has_result || d->has_type))
    return rev_spirv_call(c, in, false);
  return LSPV_DECLINED;
}
