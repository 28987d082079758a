/*===-- forward/runtime_maps.c - memory_order / memory_scope at run time --===*\
|*                                                                            *|
|* A C11 atomic builtin whose memory_order or memory_scope argument is no     *|
|* constant cannot be mapped at translation time: it is mapped by a function *|
|* the module gets, as llvm-spirv writes it:                                 *|
|*                                                                            *|
|*   i32 __translate_ocl_memory_scope(i32 key)   memory_scope -> Scope        *|
|*   i32 __translate_ocl_memory_order(i32 key)   memory_order -> ordering bits *|
|*                                                                            *|
|* each an OpSwitch with one case per distinct SPIR-V value (the cases of    *|
|* support/ocl_map.c, in enumerator order: consume, which reads as acquire,  *|
|* takes the default), storing into a Function variable (aligned 4, as an   *|
|* i32 alloca is) that the exit block returns.  The default is the value    *|
|* ocl_map.c gives an unknown key (Device scope, SequentiallyConsistent), so *|
|* an out-of-range key is no undefined behaviour.  The functions are written *|
|* after every function of the module; reverse (reverse/runtime_maps.c)      *|
|* recognizes their calls.  Barriers and fences take a run-time scope the    *|
|* same way (calls.c).                                                       *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

static const char *const map_names[FWD_MAP_COUNT] = {
    [FWD_MAP_SCOPE] = "__translate_ocl_memory_scope",
    [FWD_MAP_ORDER] = "__translate_ocl_memory_order",
};

enum { MAX_CASES = 8 };

typedef struct {
  uint32_t key, val;
} map_case;

/* The cases, one per distinct value (the later enumerator wins), and the
 * index of the default's case. */
static unsigned map_cases(fwd_map_kind k, map_case *out, unsigned *dflt) {
  unsigned n = 0;
  uint32_t v = 0, fallback = 0;
  if (k == FWD_MAP_SCOPE)
    lspv_ocl_scope_to_spirv(UINT32_MAX, &fallback);
  else
    lspv_ocl_order_to_spirv(UINT32_MAX, &fallback);
  for (uint32_t key = 0; n < MAX_CASES; key++) {
    if (!(k == FWD_MAP_SCOPE ? lspv_ocl_scope_to_spirv(key, &v) : lspv_ocl_order_to_spirv(key, &v)))
      break;
    unsigned j = 0;
    while (j < n && out[j].val != v)
      j++;
    out[j] = (map_case){key, v};
    n += j == n;
  }
  *dflt = 0;
  for (unsigned j = 0; j < n; j++)
    if (out[j].val == fallback)
      *dflt = j;
  return n;
}

uint32_t fwd_runtime_map(fwd_ctx *c, fwd_map_kind k, LLVMValueRef arg, LLVMValueRef where) {
  LLVMTypeRef t = LLVMTypeOf(arg);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(t) != 32) {
    fwd_unsupported(c, where, "a memory_order or memory_scope argument that is no 32-bit integer");
    return 0;
  }
  uint32_t a = fwd_val(c, arg);
  if (!a)
    return 0;
  /* A module that has the function already (one read back from SPIR-V)
   * calls its own. */
  LLVMValueRef own = LLVMGetNamedFunction(c->m, map_names[k]);
  LLVMTypeRef fty = own ? LLVMGlobalGetValueType(own) : NULL;
  uint32_t callee = 0;
  if (own && !LLVMIsDeclaration(own) && LLVMGetReturnType(fty) == t &&
      LLVMCountParamTypes(fty) == 1 && !LLVMIsFunctionVarArg(fty)) {
    LLVMTypeRef pt;
    LLVMGetParamTypes(fty, &pt);
    if (pt == t)
      callee = fwd_callee_id(c, own);
  }
  if (!callee) {
    if (!c->map_fn[k])
      c->map_fn[k] = fwd_id(c);
    callee = c->map_fn[k];
  }
  uint32_t ops[4] = {fwd_int_type(c, 32), fwd_id(c), callee, a};
  fwd_emit_body(c, SPV_OpFunctionCall, ops, 4);
  return ops[1];
}

/* Emits the function of @p k into the function section. */
static void emit_map(fwd_ctx *c, fwd_map_kind k) {
  lspv_words *sec = &c->b->sec[LSPV_SEC_FUNCTION];
  uint32_t i32 = fwd_int_type(c, 32);
  uint32_t fty_ops[2] = {i32, i32};
  uint32_t fty = fwd_type_decl(c, SPV_OpTypeFunction, fty_ops, 2);
  uint32_t pty = fwd_ptr_type_id(c, SPV_StorageClass_Function, i32);
  uint32_t fn = c->map_fn[k];
  fwd_emit_str(c, LSPV_SEC_DEBUG_NAME, SPV_OpName, &fn, 1, map_names[k], strlen(map_names[k]));
  map_case cases[MAX_CASES];
  unsigned dflt = 0, n = map_cases(k, cases, &dflt);
  uint32_t labels[MAX_CASES];
  uint32_t hdr[4] = {i32, fn, SPV_FunctionControl_None, fty};
  fwd_emit_words(c, sec, SPV_OpFunction, hdr, 4);
  uint32_t par[2] = {i32, fwd_id(c)}, entry = fwd_id(c), var[5];
  unsigned vop;
  size_t nv = fwd_variable_ops(c, pty, fwd_id(c), SPV_StorageClass_Function, i32, 0, var, &vop);
  /* Aligned as an i32 alloca and its accesses are in LLVM: reverse reads
   * the function back as one, and the next forward writes the same. */
  fwd_decorate(c, var[1], SPV_Decoration_Alignment, &(uint32_t){4}, 1);
  fwd_emit_words(c, sec, SPV_OpFunctionParameter, par, 2);
  fwd_emit_words(c, sec, SPV_OpLabel, &entry, 1);
  fwd_emit_words(c, sec, vop, var, nv);
  uint32_t sw[2 + 2 * MAX_CASES];
  for (unsigned j = 0; j < n; j++)
    labels[j] = fwd_id(c);
  uint32_t exit = fwd_id(c);
  sw[0] = par[1];
  sw[1] = labels[dflt];
  for (unsigned j = 0; j < n; j++) {
    sw[2 + 2 * j] = cases[j].key;
    sw[3 + 2 * j] = labels[j];
  }
  fwd_emit_words(c, sec, SPV_OpSwitch, sw, 2 + 2 * n);
  for (unsigned j = 0; j < n; j++) {
    uint32_t st[4] = {var[1], fwd_const_int(c, 32, cases[j].val), SPV_MemoryAccess_Aligned, 4};
    fwd_emit_words(c, sec, SPV_OpLabel, &labels[j], 1);
    fwd_emit_words(c, sec, SPV_OpStore, st, 4);
    fwd_emit_words(c, sec, SPV_OpBranch, &exit, 1);
  }
  uint32_t ld[5] = {i32, fwd_id(c), var[1], SPV_MemoryAccess_Aligned, 4};
  fwd_emit_words(c, sec, SPV_OpLabel, &exit, 1);
  fwd_emit_words(c, sec, SPV_OpLoad, ld, 5);
  fwd_emit_words(c, sec, SPV_OpReturnValue, &ld[1], 1);
  fwd_emit_words(c, sec, SPV_OpFunctionEnd, NULL, 0);
}

void fwd_emit_runtime_maps(fwd_ctx *c) {
  for (unsigned k = 0; k < FWD_MAP_COUNT; k++)
    if (c->map_fn[k])
      emit_map(c, (fwd_map_kind)k);
}
