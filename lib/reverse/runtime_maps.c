/*===-- reverse/runtime_maps.c - scopes and semantics known at run time ---===*\
|*                                                                            *|
|* An OpenCL C builtin takes memory_scope / memory_order / cl_mem_fence_flags *|
|* where SPIR-V has a Scope and MemorySemantics id.  A constant id maps at    *|
|* translation time (support/ocl_map.c); any other id is mapped at run time   *|
|* by a private function llvm-spirv also writes, one per kind:               *|
|*                                                                            *|
|*   i32 @__translate_spirv_memory_scope(i32 %key)   Scope -> memory_scope    *|
|*   i32 @__translate_spirv_memory_fence(i32 %key)   semantics -> fence flags *|
|*   i32 @__translate_spirv_memory_order(i32 %key)   semantics -> memory_order *|
|*                                                                            *|
|* each a switch over the (masked) key with one case per OpenCL value, the   *|
|* cases in the order of ocl_map.c's tables, and `unreachable` for any other *|
|* key.  An operand that is the result of forward's inverse mapping         *|
|* (`__translate_ocl_memory_*`, forward/runtime_maps.c) is that call's       *|
|* argument again.  The calls are named `call` after the instruction's own   *|
|* result is named, so that its name keeps the plain spelling.              *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

/* One switch case: the SPIR-V key and the OpenCL value it maps to. */
typedef struct {
  uint32_t key, val;
} map_case;

enum { MAX_CASES = 8 };

/* The cases of @p kind in the order the helper lists them, and the mask
 * applied to the key first (0: none).  Returns the count. */
static unsigned map_cases(rev_map_kind kind, map_case *out, uint32_t *mask) {
  unsigned n = 0;
  uint32_t key = 0;
  *mask = 0;
  switch (kind) {
  case REV_MAP_SCOPE:
    for (uint32_t i = 0; n < MAX_CASES && lspv_ocl_scope_to_spirv(i, &key); i++)
      out[n++] = (map_case){key, i};
    break;
  case REV_MAP_FENCE: {
    uint32_t all = lspv_ocl_fence_from_spirv(UINT32_MAX);
    for (uint32_t f = 1; f <= all && n < MAX_CASES; f++) {
      out[n++] = (map_case){lspv_ocl_fence_to_spirv(f), f};
      *mask |= lspv_ocl_fence_to_spirv(f);
    }
    break;
  }
  case REV_MAP_ORDER:
    for (uint32_t i = 0; n < MAX_CASES && lspv_ocl_order_to_spirv(i, &key); i++) {
      unsigned j = 0;
      while (j < n && out[j].key != key)
        j++;
      /* consume has acquire's bits: the later enumerator, acquire, wins */
      out[j] = (map_case){key, i};
      n += j == n;
      *mask |= key;
    }
    break;
  }
  return n;
}

static const char *const helper_names[] = {
    [REV_MAP_SCOPE] = "__translate_spirv_memory_scope",
    [REV_MAP_FENCE] = "__translate_spirv_memory_fence",
    [REV_MAP_ORDER] = "__translate_spirv_memory_order",
};

/* The forward side's helper whose argument is already the OpenCL value. */
static const char *const inverse_names[] = {
    [REV_MAP_SCOPE] = "__translate_ocl_memory_scope",
    [REV_MAP_FENCE] = NULL,
    [REV_MAP_ORDER] = "__translate_ocl_memory_order",
};

/* Builds `define private spir_func i32 @<name>(i32 %key)`. */
static LLVMValueRef build_helper(rev_ctx *c, rev_map_kind kind) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMValueRef fn = LLVMAddFunction(c->m, helper_names[kind], LLVMFunctionType(i32, &i32, 1, 0));
  LLVMSetLinkage(fn, LLVMPrivateLinkage);
  LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  LLVMValueRef key = LLVMGetParam(fn, 0);
  LLVMSetValueName2(key, "key", 3);
  map_case cases[MAX_CASES];
  uint32_t mask = 0;
  unsigned n = map_cases(kind, cases, &mask);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c->ctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(c->ctx, fn, "entry");
  LLVMBasicBlockRef dflt = LLVMAppendBasicBlockInContext(c->ctx, fn, "default");
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef result = LLVMBuildAlloca(b, i32, "result");
  LLVMSetAlignment(result, 4);
  LLVMValueRef sel = mask ? LLVMBuildAnd(b, LLVMConstInt(i32, mask, 0), key, "key.masked") : key;
  LLVMValueRef sw = LLVMBuildSwitch(b, sel, dflt, n);
  LLVMPositionBuilderAtEnd(b, dflt);
  LLVMBuildUnreachable(b);
  LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(c->ctx, fn, "exit");
  for (unsigned i = 0; i < n; i++) {
    char name[24];
    snprintf(name, sizeof name, "case.%u", cases[i].key);
    LLVMBasicBlockRef bb = LLVMCreateBasicBlockInContext(c->ctx, name);
    LLVMInsertExistingBasicBlockAfterInsertBlock(b, bb);
    LLVMAddCase(sw, LLVMConstInt(i32, cases[i].key, 0), bb);
    LLVMPositionBuilderAtEnd(b, bb);
    LLVMSetAlignment(LLVMBuildStore(b, LLVMConstInt(i32, cases[i].val, 0), result), 4);
    LLVMBuildBr(b, exit);
  }
  LLVMPositionBuilderAtEnd(b, exit);
  LLVMValueRef ret = LLVMBuildLoad2(b, i32, result, "retVal");
  LLVMSetAlignment(ret, 4);
  LLVMBuildRet(b, ret);
  LLVMDisposeBuilder(b);
  return fn;
}

/* The argument of a call of @p callee, or NULL. */
static LLVMValueRef unwrap_call(LLVMValueRef v, const char *callee) {
  if (!callee || !LLVMIsACallInst(v) || LLVMGetNumArgOperands(v) != 1)
    return NULL;
  LLVMValueRef fn = LLVMGetCalledValue(v);
  size_t len = 0;
  const char *name = LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &len) : NULL;
  return name && len == strlen(callee) && !memcmp(name, callee, len) ? LLVMGetOperand(v, 0) : NULL;
}

LLVMValueRef rev_cl_map(rev_ctx *c, const lspv_inst *in, uint32_t id, rev_map_kind kind,
                        rev_pending *p) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  uint64_t k = 0;
  if (rev_const_u64(c, id, &k)) {
    uint32_t spv = (uint32_t)k;
    unsigned v = kind == REV_MAP_SCOPE   ? rev_cl_scope(spv)
                 : kind == REV_MAP_FENCE ? rev_cl_fence_flags(spv)
                                         : rev_cl_order(spv);
    return LLVMConstInt(i32, v, 0);
  }
  LLVMValueRef key = rev_value(c, id, in);
  if (!key)
    return NULL;
  if (LLVMTypeOf(key) != i32) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "a Scope or MemorySemantics operand (id %u) is not a 32-bit integer", id);
    return NULL;
  }
  LLVMValueRef plain = unwrap_call(key, inverse_names[kind]);
  if (plain) {
    /* Forward's call, which the OpenCL builtin does not take: erased at
     * the function's end if nothing else uses it (a fixpoint: the next
     * forward writes it for the builtin again). */
    if (!lspv_vec_push(&c->spare, key)) {
      rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
      return NULL;
    }
    return plain;
  }
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, helper_names[kind]);
  if (!fn)
    fn = build_helper(c, kind);
  LLVMValueRef call = LLVMBuildCall2(c->b, LLVMGlobalGetValueType(fn), fn, &key, 1, "");
  LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
  if (p->n < sizeof p->calls / sizeof *p->calls)
    p->calls[p->n++] = call;
  return call;
}

void rev_cl_map_done(rev_ctx *c, rev_pending *p, LLVMValueRef result, uint32_t result_id) {
  if (result && result_id)
    rev_set_name(c, result, result_id);
  for (unsigned i = 0; i < p->n; i++)
    LLVMSetValueName2(p->calls[i], "call", 4);
  p->n = 0;
}
