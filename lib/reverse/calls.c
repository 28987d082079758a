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

/* ---- Itanium mangling ----------------------------------------------------------*/
#define MAX_LAYERS 10
#define MAX_SUBST 32
typedef struct {
  char s[MAX_SUBST][96];
  unsigned n;
} subst_table;

typedef struct {
  char prefix[MAX_LAYERS][24];
  unsigned n;
  bool builtin_tail; /* the last layer is a builtin type (never substituted) */
} layers;

static const char *int_code(unsigned w, bool u) {
  switch (w) {
  case 1: return "b";
  case 8: return u ? "h" : "c";
  case 16: return u ? "t" : "s";
  case 64: return u ? "m" : "l";
  default: return u ? "j" : "i";
  }
}

/* Splits an argument's type into mangling layers, outermost first. */
static void arg_layers(const rev_ctx *c, const rev_arg *a, layers *L) {
  L->n = 0;
  L->builtin_tail = true;
  if (a->enum_name) {
    snprintf(L->prefix[L->n++], 24, "%zu%s", strlen(a->enum_name), a->enum_name);
    L->builtin_tail = false;
    return;
  }
  uint32_t t = a->type_id;
  bool first_ptr = true;
  if (!t) { /* a literal or a hand-made uint/int argument */
    snprintf(L->prefix[L->n++], 24, "%s", int_code(32, (a->flags & REV_ARG_UNSIGNED) != 0));
    return;
  }
  while (L->n < MAX_LAYERS - 2) {
    const lspv_inst *d = rev_def(c, t);
    bool u = (a->flags & REV_ARG_UNSIGNED) != 0;
    if (!d) {
      snprintf(L->prefix[L->n++], 24, "v");
      return;
    }
    switch (d->opcode) {
    case SPV_OpTypeVoid: snprintf(L->prefix[L->n++], 24, "v"); return;
    case SPV_OpTypeBool: snprintf(L->prefix[L->n++], 24, "b"); return;
    case SPV_OpTypeInt: snprintf(L->prefix[L->n++], 24, "%s", int_code(rev_op(c, d, 1), u)); return;
    case SPV_OpTypeFloat: {
      uint32_t w = rev_op(c, d, 1);
      snprintf(L->prefix[L->n++], 24, "%s", w == 16 ? "Dh" : w == 64 ? "d" : "f");
      return;
    }
    case SPV_OpTypeVector:
      snprintf(L->prefix[L->n++], 24, "Dv%u_", rev_op(c, d, 2));
      t = rev_op(c, d, 1);
      continue;
    case SPV_OpTypePointer: {
      snprintf(L->prefix[L->n++], 24, "P");
      unsigned as = rev_addrspace(rev_op(c, d, 1));
      if (first_ptr && a->as_override)
        as = a->as_override - 1;
      char q[24] = "";
      if (as && as != ~0u)
        snprintf(q, sizeof q, "U3AS%u", as);
      if (first_ptr && (a->flags & REV_ARG_VOLATILE))
        strcat(q, "V");
      if (first_ptr && (a->flags & REV_ARG_CONST))
        strcat(q, "K");
      if (*q)
        snprintf(L->prefix[L->n++], 24, "%s", q);
      if (first_ptr && (a->flags & REV_ARG_ATOMIC))
        snprintf(L->prefix[L->n++], 24, "U7_Atomic");
      first_ptr = false;
      t = rev_op(c, d, 2);
      continue;
    }
    case SPV_OpTypeStruct:
    case SPV_OpTypeOpaque: {
      const char *nm = c->names[d->result] ? c->names[d->result] : "anon";
      if (strncmp(nm, "struct.", 7) == 0)
        nm += 7;
      snprintf(L->prefix[L->n++], 24, "%zu%.20s", strlen(nm) > 20 ? 20 : strlen(nm), nm);
      L->builtin_tail = false;
      return;
    }
    default: snprintf(L->prefix[L->n++], 24, "v"); return;
    }
  }
}

static int subst_find(const subst_table *S, const char *s) {
  for (unsigned i = 0; i < S->n; i++)
    if (strcmp(S->s[i], s) == 0)
      return (int)i;
  return -1;
}

static void mangle_arg(const rev_ctx *c, const rev_arg *a, subst_table *S, char *out, size_t cap) {
  layers L;
  arg_layers(c, a, &L);
  char full[MAX_LAYERS][96];
  full[L.n - 1][0] = 0;
  snprintf(full[L.n - 1], 96, "%s", L.prefix[L.n - 1]);
  for (unsigned k = L.n - 1; k-- > 0;)
    snprintf(full[k], 96, "%s%s", L.prefix[k], full[k + 1]);
  unsigned emitted = 0;
  for (unsigned k = 0; k < L.n; k++) {
    size_t at = strlen(out);
    bool tail_builtin = k == L.n - 1 && L.builtin_tail;
    int f = tail_builtin ? -1 : subst_find(S, full[k]);
    if (f >= 0) {
      if (f == 0)
        snprintf(out + at, cap - at, "S_");
      else
        snprintf(out + at, cap - at, "S%d_", f - 1);
      break;
    }
    snprintf(out + at, cap - at, "%s", L.prefix[k]);
    emitted = k + 1;
  }
  /* Register the emitted substitutable components, innermost first. */
  for (unsigned k = emitted; k-- > 0;) {
    if (k == L.n - 1 && L.builtin_tail)
      continue;
    if (S->n < MAX_SUBST && subst_find(S, full[k]) < 0)
      snprintf(S->s[S->n++], 96, "%s", full[k]);
  }
}

static void mangle(const rev_ctx *c, const char *name, const rev_arg *args, unsigned n, char *out,
                   size_t cap) {
  snprintf(out, cap, "_Z%zu%s", strlen(name), name);
  subst_table S;
  S.n = 0;
  if (n == 0) {
    size_t at = strlen(out);
    snprintf(out + at, cap - at, "v");
  }
  for (unsigned i = 0; i < n; i++)
    mangle_arg(c, &args[i], &S, out, cap);
}

/* ---- builtin calls -------------------------------------------------------------*/
LLVMValueRef rev_call_builtin(rev_ctx *c, const char *name, bool do_mangle, LLVMTypeRef ret,
                              LLVMValueRef *vals, const rev_arg *args, unsigned n, bool convergent,
                              bool readnone) {
  char buf[512];
  if (do_mangle)
    mangle(c, name, args, n, buf, sizeof buf);
  else
    snprintf(buf, sizeof buf, "%s", name);
  LLVMTypeRef pt[16];
  for (unsigned i = 0; i < n && i < 16; i++)
    pt[i] = LLVMTypeOf(vals[i]);
  LLVMTypeRef fty = LLVMFunctionType(ret, pt, n < 16 ? n : 16, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, buf);
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
  return call;
}

static LLVMValueRef i32c(rev_ctx *c, uint64_t v) {
  return LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0);
}

/* ---- work-item builtins -------------------------------------------------------*/
static const struct {
  uint32_t builtin;
  const char *name;
} work_items[] = {
    {SPV_BuiltIn_GlobalInvocationId, "get_global_id"},
    {SPV_BuiltIn_LocalInvocationId, "get_local_id"},
    {SPV_BuiltIn_WorkgroupId, "get_group_id"},
    {SPV_BuiltIn_NumWorkgroups, "get_num_groups"},
    {SPV_BuiltIn_WorkgroupSize, "get_local_size"},
    {SPV_BuiltIn_GlobalSize, "get_global_size"},
    {SPV_BuiltIn_GlobalOffset, "get_global_offset"},
    {SPV_BuiltIn_EnqueuedWorkgroupSize, "get_enqueued_local_size"},
    {SPV_BuiltIn_WorkDim, "get_work_dim"},
    {SPV_BuiltIn_GlobalLinearId, "get_global_linear_id"},
    {SPV_BuiltIn_LocalInvocationIndex, "get_local_linear_id"},
    {SPV_BuiltIn_SubgroupSize, "get_sub_group_size"},
    {SPV_BuiltIn_SubgroupMaxSize, "get_max_sub_group_size"},
    {SPV_BuiltIn_NumSubgroups, "get_num_sub_groups"},
    {SPV_BuiltIn_NumEnqueuedSubgroups, "get_enqueued_num_sub_groups"},
    {SPV_BuiltIn_SubgroupId, "get_sub_group_id"},
    {SPV_BuiltIn_SubgroupLocalInvocationId, "get_sub_group_local_id"},
};

/* A load of a BuiltIn variable in the OpenCL environments: one call per
 * component (get_global_id(0..2)) gathered into the loaded vector. */
lspv_status rev_builtin_load(rev_ctx *c, const lspv_inst *in, uint32_t builtin) {
  const char *name = NULL;
  for (size_t i = 0; i < sizeof work_items / sizeof *work_items; i++)
    if (work_items[i].builtin == builtin)
      name = work_items[i].name;
  LLVMTypeRef ty = rev_type(c, in->type, in);
  LLVMValueRef ptr = rev_value(c, rev_op(c, in, 2), in);
  if (!ty || !ptr)
    return LSPV_ERROR_INVALID_INPUT;
  if (!name) { /* no OpenCL spelling: keep the variable */
    c->values[in->result] = LLVMBuildLoad2(c->b, ty, ptr, "");
    return LSPV_SUCCESS;
  }
  rev_arg arg = {0, 0, NULL, 0};
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind) {
    c->values[in->result] = rev_call_builtin(c, name, true, ty, NULL, NULL, 0, false, true);
    return LSPV_SUCCESS;
  }
  /* The index parameter is "uint" (mangled by hand: no SPIR-V type id). */
  LLVMTypeRef et = LLVMGetElementType(ty);
  LLVMValueRef vec = LLVMGetPoison(ty);
  char mangled[64];
  snprintf(mangled, sizeof mangled, "_Z%zu%sj", strlen(name), name);
  for (unsigned k = 0; k < LLVMGetVectorSize(ty); k++) {
    LLVMValueRef idx = i32c(c, k);
    LLVMValueRef call = rev_call_builtin(c, mangled, false, et, &idx, &arg, 1, false, true);
    vec = LLVMBuildInsertElement(c->b, vec, call, idx, "");
  }
  c->values[in->result] = vec;
  c->bload[in->result] = builtin + 1;
  if (!lspv_vec_push(&c->bchains, vec))
    return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  return LSPV_SUCCESS;
}

/* OpCompositeExtract <lane> of a BuiltIn vector load: get_xxx(lane) at the
 * extract, which is what OpenCL C wrote and what forward translation maps
 * back to the same load + extract.  NULL when @p in is not such an extract. */
LLVMValueRef rev_builtin_extract(rev_ctx *c, const lspv_inst *in) {
  uint32_t src = rev_op(c, in, 2);
  if (lspv_nops(in) != 4 || src >= c->v->bound || !c->bload[src])
    return NULL;
  const char *name = NULL;
  for (size_t i = 0; i < sizeof work_items / sizeof *work_items; i++)
    if (work_items[i].builtin == c->bload[src] - 1)
      name = work_items[i].name;
  LLVMTypeRef et = in->type < c->v->bound ? c->types[in->type] : NULL;
  if (!name || !et)
    return NULL;
  char mangled[64];
  snprintf(mangled, sizeof mangled, "_Z%zu%sj", strlen(name), name);
  rev_arg arg = {0, REV_ARG_UNSIGNED, NULL, 0};
  LLVMValueRef idx = i32c(c, rev_op(c, in, 3));
  return rev_call_builtin(c, mangled, false, et, &idx, &arg, 1, false, true);
}

/* Erases materialized BuiltIn vectors nothing used (insert chain + calls). */
void rev_drop_dead_builtin_vectors(rev_ctx *c) {
  for (size_t i = 0; i < c->bchains.n; i++) {
    LLVMValueRef v = c->bchains.v[i];
    while (v && LLVMIsAInsertElementInst(v) && !LLVMGetFirstUse(v)) {
      LLVMValueRef prev = LLVMGetOperand(v, 0), call = LLVMGetOperand(v, 1);
      LLVMInstructionEraseFromParent(v);
      if (LLVMIsACallInst(call) && !LLVMGetFirstUse(call))
        LLVMInstructionEraseFromParent(call);
      v = prev;
    }
  }
  c->bchains.n = 0;
}

/* ---- barriers ----------------------------------------------------------------*/
unsigned rev_cl_fence_flags(uint32_t sem) {
  unsigned f = 0;
  if (sem & SPV_MemorySemantics_WorkgroupMemory)
    f |= 1; /* CLK_LOCAL_MEM_FENCE */
  if (sem & SPV_MemorySemantics_CrossWorkgroupMemory)
    f |= 2; /* CLK_GLOBAL_MEM_FENCE */
  if (sem & SPV_MemorySemantics_ImageMemory)
    f |= 4; /* CLK_IMAGE_MEM_FENCE */
  return f;
}

/* SPIR-V Scope -> OpenCL memory_scope enumerator (opencl-c-base.h). */
unsigned rev_cl_scope(uint32_t scope) {
  switch (scope) {
  case SPV_Scope_Invocation: return 0;
  case SPV_Scope_Workgroup: return 1;
  case SPV_Scope_Device: return 2;
  case SPV_Scope_CrossDevice: return 3;
  default: return 4; /* sub_group */
  }
}

/* SPIR-V memory semantics -> OpenCL memory_order enumerator. */
unsigned rev_cl_order(uint32_t sem) {
  if (sem & SPV_MemorySemantics_SequentiallyConsistent)
    return 5;
  if (sem & SPV_MemorySemantics_AcquireRelease)
    return 4;
  if (sem & SPV_MemorySemantics_Release)
    return 3;
  if (sem & SPV_MemorySemantics_Acquire)
    return 2;
  return 0;
}

/* The memory-order bits forward derives from an OpenCL memory_order. */
uint32_t rev_order_bits(unsigned order) {
  static const uint32_t bits[] = {0,
                                  0,
                                  SPV_MemorySemantics_Acquire,
                                  SPV_MemorySemantics_Release,
                                  SPV_MemorySemantics_AcquireRelease,
                                  SPV_MemorySemantics_SequentiallyConsistent};
  return order < 6 ? bits[order] : 0;
}

/* Barriers and fences get an OpenCL C spelling only when forward gives the
 * same instruction back (the round-trip fixpoint, docs/reverse.md):
 * constant operands, semantics made of the storage bits OpenCL flags can
 * say plus one order, scopes that memory_scope can say.  Otherwise the
 * __spirv_ call keeps every operand. */
static lspv_status barrier(rev_ctx *c, const lspv_inst *in) {
  bool control = in->opcode == SPV_OpControlBarrier;
  if (c->env == LSPV_TARGET_SPV_IR)
    return rev_spirv_call(c, in, control);
  uint64_t exec = 0, scope = 0, sem = 0;
  bool ok = control ? rev_const_u64(c, rev_op(c, in, 0), &exec) &&
                          rev_const_u64(c, rev_op(c, in, 1), &scope) &&
                          rev_const_u64(c, rev_op(c, in, 2), &sem)
                    : rev_const_u64(c, rev_op(c, in, 0), &scope) &&
                          rev_const_u64(c, rev_op(c, in, 1), &sem);
  uint32_t storage = SPV_MemorySemantics_WorkgroupMemory |
                     SPV_MemorySemantics_CrossWorkgroupMemory | SPV_MemorySemantics_ImageMemory;
  uint32_t order = (uint32_t)sem & ~storage;
  bool exact = rev_own_module(c);
  if (!ok || (exact && (sem > UINT32_MAX || scope > SPV_Scope_Invocation ||
                        order != rev_order_bits(rev_cl_order(order)))))
    return rev_spirv_call(c, in, control);
  LLVMTypeRef vt = LLVMVoidTypeInContext(c->ctx);
  LLVMValueRef v[3] = {i32c(c, rev_cl_fence_flags((uint32_t)sem)),
                       i32c(c, rev_cl_order((uint32_t)sem)),
                       i32c(c, rev_cl_scope((uint32_t)scope))};
  rev_arg a[3] = {
      {0, REV_ARG_UNSIGNED, NULL, 0}, {0, 0, "memory_order", 0}, {0, 0, "memory_scope", 0}};
  if (control) {
    bool sub = exec == SPV_Scope_Subgroup;
    if (exact && ((!sub && exec != SPV_Scope_Workgroup) ||
                  order != SPV_MemorySemantics_SequentiallyConsistent))
      return rev_spirv_call(c, in, control);
    if (c->env == LSPV_TARGET_CL12 && !sub && (!exact || scope == SPV_Scope_Workgroup)) {
      rev_call_builtin(c, "_Z7barrierj", false, vt, v, a, 1, true, false);
      return LSPV_SUCCESS;
    }
    v[1] = v[2];
    a[1] = a[2];
    rev_call_builtin(c, sub ? "sub_group_barrier" : "work_group_barrier", true, vt, v, a, 2, true,
                     false);
    return LSPV_SUCCESS;
  }
  if (c->env == LSPV_TARGET_CL12) {
    const char *name = order == SPV_MemorySemantics_Acquire          ? "read_mem_fence"
                       : order == SPV_MemorySemantics_Release        ? "write_mem_fence"
                       : order == SPV_MemorySemantics_AcquireRelease ? "mem_fence"
                       : exact                                       ? NULL
                                                                     : "mem_fence";
    if (!name || (exact && scope != SPV_Scope_Workgroup))
      return rev_spirv_call(c, in, control);
    rev_call_builtin(c, name, true, vt, v, a, 1, false, false);
    return LSPV_SUCCESS;
  }
  rev_call_builtin(c, "atomic_work_item_fence", true, vt, v, a, 3, false, false);
  return LSPV_SUCCESS;
}

/* ---- the generic SPIR-V friendly spelling ----------------------------------------*/
lspv_status rev_spirv_call(rev_ctx *c, const lspv_inst *in, bool convergent) {
  const lspv_inst_desc *d = lspv_inst_desc_of(in);
  if (!d)
    return LSPV_DECLINED;
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
    } else {
      vals[k] = i32c(c, rev_op(c, in, i));
      args[k].type_id = 0;
      args[k].enum_name = NULL;
      args[k].flags = 0;
    }
  }
  /* Literal operands mangle as "i". */
  char name[96];
  snprintf(name, sizeof name, "__spirv_%s", strncmp(d->name, "Op", 2) == 0 ? d->name + 2 : d->name);
  LLVMTypeRef rt = d->has_type ? rev_type(c, in->type, in) : LLVMVoidTypeInContext(c->ctx);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  /* type_id 0 mangles as "v": give literals a 32-bit int spelling. */
  char buf[512];
  snprintf(buf, sizeof buf, "_Z%zu%s", strlen(name), name);
  subst_table S;
  S.n = 0;
  for (unsigned i = 0; i < k; i++) {
    if (!args[i].type_id) {
      strncat(buf, "i", sizeof buf - strlen(buf) - 1);
      continue;
    }
    mangle_arg(c, &args[i], &S, buf, sizeof buf);
  }
  if (!k)
    strncat(buf, "v", sizeof buf - strlen(buf) - 1);
  LLVMValueRef call = rev_call_builtin(c, buf, false, rt, vals, args, k, convergent, false);
  if (in->result)
    c->values[in->result] = call;
  return LSPV_SUCCESS;
}

/* ---- OpenCL.std --------------------------------------------------------------*/
lspv_status rev_opencl_ext_inst(rev_ctx *c, const lspv_inst *in); /* calls_ocl.c */

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
  c->values[in->result] = call;
  return LSPV_SUCCESS;
}

lspv_status rev_group_inst(rev_ctx *c, const lspv_inst *in); /* calls_ocl.c */

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
  default: return rev_group_inst(c, in);
  }
}
