/*===-- forward/enqueue.c - device-side enqueue (OpenCL C 2.0 blocks) ------===*\
|*                                                                            *|
|* clang lowers enqueue_kernel and the kernel queries on a block to calls of *|
|* its own helpers that take the block's invoke kernel and the block        *|
|* literal as generic pointers:                                              *|
|*                                                                            *|
|*   __enqueue_kernel_basic(queue, flags, ndrange*, invoke, block)           *|
|*   __enqueue_kernel_basic_events(queue, flags, ndrange*, n, wait, ret,     *|
|*                                 invoke, block)                            *|
|*   __enqueue_kernel_varargs(queue, flags, ndrange*, invoke, block,         *|
|*                            n_locals, size_t *local_sizes)                 *|
|*   __enqueue_kernel_events_varargs(..., n, wait, ret, invoke, block,      *|
|*                                   n_locals, size_t *local_sizes)          *|
|*   __get_kernel_work_group_size_impl(invoke, block)                        *|
|*   __get_kernel_preferred_work_group_size_multiple_impl(invoke, block)     *|
|*   __get_kernel_max_sub_group_size_for_ndrange_impl(ndrange*, invoke,      *|
|*                                                    block)                 *|
|*   __get_kernel_sub_group_count_for_ndrange_impl(ndrange*, invoke, block)  *|
|*                                                                            *|
|* They become OpEnqueueKernel / OpGetKernel* (SPIR-V 3.42.21): Invoke is   *|
|* the invoke kernel's OpFunction (the casts clang wraps it in are looked   *|
|* through, so no function pointer is formed), Param the block literal as a *|
|* generic i8 pointer, ParamSize/ParamAlign the block's size and alignment *|
|* (for an enqueue the first two fields of its header: a global literal's  *|
|* initializer or the constants stored to them; else, as llvm-spirv, its    *|
|* type's store size and preferred alignment), and the local sizes one     *|
|* pointer each into the array clang                                        *|
|* passes.  Without events, Num Events is 0 and both event pointers null.  *|
|* The block literal also holds a pointer to the block's invoke function,   *|
|* which nothing reads once the calls above name the invoke kernel: as     *|
|* llvm-spirv does, such a reference (a cast of a function clang names     *|
|* *_block_invoke[_N]) is a null pointer, so no function pointer is needed.*|
|* A cast instruction of the invoke kernel that only the helpers use (as   *|
|* reverse writes the Invoke) is not written either (fwd_invoke_cast).      *|
|* The block literal parameter of the invoke functions is a pointer to i8   *|
|* (pointee.c), as Invoke's first parameter must be.                        *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <llvm-c/Target.h>

#include "forward/fwd_private.h"

typedef struct {
  const char *name;
  unsigned opcode;
  unsigned invoke; /* argument index of the invoke function */
  bool events;     /* enqueue: with the wait list and return event */
  bool varargs;    /* enqueue: a count and an array of local sizes follow */
  bool ndrange;    /* query: an ndrange pointer comes first */
} enqueue_form;

static const enqueue_form forms[] = {
    {"__enqueue_kernel_basic", SPV_OpEnqueueKernel, 3, false, false, true},
    {"__enqueue_kernel_basic_events", SPV_OpEnqueueKernel, 6, true, false, true},
    {"__enqueue_kernel_varargs", SPV_OpEnqueueKernel, 3, false, true, true},
    {"__enqueue_kernel_events_varargs", SPV_OpEnqueueKernel, 6, true, true, true},
    {"__get_kernel_work_group_size_impl", SPV_OpGetKernelWorkGroupSize, 0, false, false, false},
    {"__get_kernel_preferred_work_group_size_multiple_impl",
     SPV_OpGetKernelPreferredWorkGroupSizeMultiple, 0, false, false, false},
    {"__get_kernel_max_sub_group_size_for_ndrange_impl", SPV_OpGetKernelNDrangeMaxSubGroupSize, 1,
     false, false, true},
    {"__get_kernel_sub_group_count_for_ndrange_impl", SPV_OpGetKernelNDrangeSubGroupCount, 1, false,
     false, true},
};

/* @p v without the pointer casts clang wraps it in. */
static LLVMValueRef strip_casts(LLVMValueRef v) {
  for (;;) {
    LLVMOpcode op = LLVMIsAConstantExpr(v)  ? LLVMGetConstOpcode(v)
                    : LLVMIsAInstruction(v) ? LLVMGetInstructionOpcode(v)
                                            : LLVMRet;
    if (op != LLVMBitCast && op != LLVMAddrSpaceCast)
      return v;
    v = LLVMGetOperand(v, 0);
  }
}

/* Whether the name is one clang gives a block's invoke function: ends in
 * "_block_invoke", optionally followed by "_" or nothing and a number. */
static bool block_invoke_name(const char *n) {
  static const char tag[] = "_block_invoke";
  const char *last = NULL;
  for (const char *p = strstr(n, tag); p; p = strstr(p + 1, tag))
    last = p;
  if (!last)
    return false;
  const char *r = last + sizeof tag - 1;
  if (*r == '_')
    r++;
  while (*r >= '0' && *r <= '9')
    r++;
  return *r == '\0' && r[-1] != '_';
}

bool fwd_is_block_invoke(LLVMValueRef fn) {
  size_t n;
  const char *name = LLVMGetValueName2(fn, &n);
  static const char kernel[] = "_kernel";
  if (block_invoke_name(name))
    return true;
  char buf[256];
  if (n < sizeof kernel || n >= sizeof buf || strcmp(name + n - (sizeof kernel - 1), kernel))
    return false;
  memcpy(buf, name, n - (sizeof kernel - 1));
  buf[n - (sizeof kernel - 1)] = '\0';
  return block_invoke_name(buf);
}

bool fwd_block_invoke_ref(LLVMValueRef v) {
  if (!LLVMIsAConstantExpr(v))
    return false;
  LLVMValueRef f = strip_casts(v);
  return f != v && LLVMIsAFunction(f) && block_invoke_name(LLVMGetValueName(f));
}

/* The form of call @p u when it is one of the helpers above, or NULL. */
static const enqueue_form *form_of(LLVMValueRef u) {
  LLVMValueRef callee = LLVMIsACallInst(u) ? LLVMGetCalledValue(u) : NULL;
  if (!callee || !LLVMIsAFunction(callee))
    return NULL;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++)
    if (strlen(forms[k].name) == len && !memcmp(forms[k].name, name, len))
      return &forms[k];
  return NULL;
}

bool fwd_invoke_cast(LLVMValueRef i) {
  LLVMOpcode op = LLVMIsAInstruction(i) ? LLVMGetInstructionOpcode(i) : LLVMRet;
  if ((op != LLVMBitCast && op != LLVMAddrSpaceCast) || !LLVMIsAFunction(strip_casts(i)) ||
      !LLVMGetFirstUse(i))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(i); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    const enqueue_form *f = form_of(user);
    if (!f || f->invoke >= LLVMGetNumArgOperands(user) || LLVMGetOperand(user, f->invoke) != i)
      return false;
  }
  return true;
}

/* The constant stored to field @p field of the block literal alloca @p base
 * (through a GEP of it), or NULL. */
static LLVMValueRef stored_field(LLVMValueRef base, unsigned field) {
  for (LLVMUseRef u = LLVMGetFirstUse(base); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef gep = LLVMGetUser(u);
    if (!LLVMIsAGetElementPtrInst(gep) || LLVMGetNumOperands(gep) < 3 ||
        !LLVMIsAConstantInt(LLVMGetOperand(gep, 2)) ||
        LLVMConstIntGetZExtValue(LLVMGetOperand(gep, 2)) != field)
      continue;
    for (LLVMUseRef g = LLVMGetFirstUse(gep); g; g = LLVMGetNextUse(g)) {
      LLVMValueRef st = LLVMGetUser(g);
      if (LLVMIsAStoreInst(st) && LLVMGetOperand(st, 1) == gep &&
          LLVMIsAConstantInt(LLVMGetOperand(st, 0)))
        return LLVMGetOperand(st, 0);
    }
  }
  return NULL;
}

/* ParamSize and ParamAlign of the block literal @p block: with @p header,
 * the size and alignment fields clang writes into it (an enqueue); else,
 * and where they are not known, its type's store size and preferred
 * alignment (a kernel query, as llvm-spirv computes both). */
static bool block_layout(fwd_ctx *c, LLVMValueRef block, bool header, uint64_t *size,
                         uint64_t *align) {
  LLVMValueRef base = strip_casts(block), s = NULL, a = NULL;
  LLVMTypeRef t;
  if (LLVMIsAGlobalVariable(base)) {
    LLVMValueRef init = LLVMGetInitializer(base);
    t = LLVMGlobalGetValueType(base);
    if (header && init && LLVMIsAConstantStruct(init) && LLVMGetNumOperands(init) >= 2) {
      s = LLVMGetOperand(init, 0);
      a = LLVMGetOperand(init, 1);
    }
  } else if (LLVMIsAAllocaInst(base)) {
    t = LLVMGetAllocatedType(base);
    if (header) {
      s = stored_field(base, 0);
      a = stored_field(base, 1);
    }
  } else {
    return false;
  }
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
  *size = s && LLVMIsAConstantInt(s) ? LLVMConstIntGetZExtValue(s) : LLVMStoreSizeOfType(td, t);
  *align = a && LLVMIsAConstantInt(a) ? LLVMConstIntGetZExtValue(a)
                                      : LLVMPreferredAlignmentOfType(td, t);
  return true;
}

/* One pointer per element of the local-size array @p sizes points into. */
static bool local_sizes(fwd_ctx *c, LLVMValueRef call, LLVMValueRef sizes, uint32_t *w,
                        unsigned *n) {
  if (!LLVMIsAGetElementPtrInst(sizes) &&
      !(LLVMIsAConstantExpr(sizes) && LLVMGetConstOpcode(sizes) == LLVMGetElementPtr))
    return false;
  LLVMTypeRef arr = LLVMGetGEPSourceElementType(sizes);
  if (LLVMGetTypeKind(arr) != LLVMArrayTypeKind || LLVMGetArrayLength2(arr) > 64)
    return false;
  LLVMTypeRef el = LLVMGetElementType(arr);
  LLVMValueRef base = LLVMGetOperand(sizes, 0);
  uint32_t b = fwd_ptr_as(c, base, arr), sc = fwd_value_sc(c, base);
  uint32_t pt = fwd_ptr_type(c, sc, el, call);
  if (!b || !pt)
    return false;
  /* (Among pointers without pointee, an untyped access chain naming the
   * array as its Base Type, as fwd_gep writes one.) */
  uint32_t base_ty = fwd_is_untyped_ptr(c, pt) && c->uops ? fwd_type(c, arr, call) : 0;
  for (unsigned i = 0; i < LLVMGetArrayLength2(arr); i++) {
    uint32_t ops[6] = {pt, fwd_id(c), base_ty, b, fwd_const_int(c, 32, 0), fwd_const_int(c, 32, i)};
    if (base_ty)
      fwd_emit_body(c, c->uops->ptr_access_chain, ops, 6);
    else
      fwd_emit_body(c, SPV_OpPtrAccessChain, (uint32_t[5]){ops[0], ops[1], b, ops[4], ops[5]}, 5);
    w[(*n)++] = ops[1];
  }
  return true;
}

static lspv_status translate(fwd_ctx *c, LLVMValueRef call, const enqueue_form *f) {
  unsigned n = LLVMGetNumArgOperands(call), want = f->invoke + 2 + (f->varargs ? 2 : 0);
  if (n != want)
    return fwd_unsupported(c, call, "device-side enqueue helper with an unexpected argument list");
  LLVMValueRef invoke = strip_casts(LLVMGetOperand(call, f->invoke));
  LLVMValueRef block = LLVMGetOperand(call, f->invoke + 1);
  uint64_t size, align;
  if (!LLVMIsAFunction(invoke))
    return fwd_unsupported(c, call, "the block's invoke is not a function");
  if (!block_layout(c, block, f->opcode == SPV_OpEnqueueKernel, &size, &align))
    return fwd_unsupported(c, call, "the block literal's size and alignment are not known");
  /* The local-size pointers first (llvm-spirv's order), appended below. */
  uint32_t w[16 + 64], loc[64];
  unsigned nw = 0, nloc = 0;
  if (f->varargs && !local_sizes(c, call, LLVMGetOperand(call, n - 1), loc, &nloc))
    return fwd_unsupported(c, call, "local sizes not given as a pointer into an array");
  w[nw++] = fwd_type(c, LLVMTypeOf(call), call);
  w[nw++] = fwd_result_id(c, call);
  if (f->opcode == SPV_OpEnqueueKernel) {
    for (unsigned i = 0; i < 3; i++)
      w[nw++] = fwd_val(c, LLVMGetOperand(call, i));
    LLVMTypeRef ev = LLVMTargetExtTypeInContext(c->llctx, "spirv.DeviceEvent", NULL, 0, NULL, 0);
    if (f->events) {
      w[nw++] = fwd_val(c, LLVMGetOperand(call, 3));
      w[nw++] = fwd_ptr_as(c, LLVMGetOperand(call, 4), ev);
      w[nw++] = fwd_ptr_as(c, LLVMGetOperand(call, 5), ev);
    } else {
      uint32_t null = fwd_const_null(c, fwd_ptr_type(c, SPV_StorageClass_Generic, ev, call));
      w[nw++] = fwd_const_int(c, 32, 0);
      w[nw++] = null;
      w[nw++] = null;
    }
  } else if (f->ndrange) {
    w[nw++] = fwd_val(c, LLVMGetOperand(call, 0));
  }
  w[nw++] = fwd_callee_id(c, invoke);
  w[nw++] = fwd_ptr_as(c, block, LLVMInt8TypeInContext(c->llctx));
  w[nw++] = fwd_const_int(c, 32, size);
  w[nw++] = fwd_const_int(c, 32, align);
  for (unsigned k = 0; k < nw; k++)
    if (!w[k])
      return LSPV_ERROR_UNSUPPORTED;
  memcpy(w + nw, loc, nloc * sizeof *loc);
  nw += nloc;
  lspv_status s = fwd_need_inst(c, f->opcode, call);
  if (s)
    return s;
  fwd_emit_body(c, f->opcode, w, nw);
  return LSPV_SUCCESS;
}

/* The OpenCL C 2.0 queue and event builtins: one instruction each, the
 * arguments in order (event pointers as pointers to OpTypeDeviceEvent). */
static const struct {
  const char *name;
  unsigned opcode;
  unsigned nargs;
} event_builtins[] = {
    {"get_default_queue", SPV_OpGetDefaultQueue, 0},
    {"enqueue_marker", SPV_OpEnqueueMarker, 4},
    {"retain_event", SPV_OpRetainEvent, 1},
    {"release_event", SPV_OpReleaseEvent, 1},
    {"create_user_event", SPV_OpCreateUserEvent, 0},
    {"is_valid_event", SPV_OpIsValidEvent, 1},
    {"set_user_event_status", SPV_OpSetUserEventStatus, 2},
    {"capture_event_profiling_info", SPV_OpCaptureEventProfilingInfo, 3},
};

static lspv_status event_builtin(fwd_ctx *c, LLVMValueRef call, size_t k) {
  unsigned n = LLVMGetNumArgOperands(call);
  if (n != event_builtins[k].nargs)
    return fwd_unsupported(c, call, "queue or event builtin with an unexpected argument list");
  /* A queue the call returns must be one (clang's target("spirv.Queue")),
   * not a pointer of older IR that stands for it. */
  if (event_builtins[k].opcode == SPV_OpGetDefaultQueue &&
      LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMTargetExtTypeKind)
    return LSPV_DECLINED;
  bool res = LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind;
  uint32_t w[8];
  unsigned nw = 0;
  if (res) {
    w[nw++] = fwd_type(c, LLVMTypeOf(call), call);
    w[nw++] = fwd_result_id(c, call);
  }
  LLVMTypeRef ev = LLVMTargetExtTypeInContext(c->llctx, "spirv.DeviceEvent", NULL, 0, NULL, 0);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef a = LLVMGetOperand(call, i);
    w[nw++] = fwd_is_ptr(LLVMTypeOf(a)) ? fwd_ptr_as(c, a, ev) : fwd_val(c, a);
  }
  for (unsigned i = 0; i < nw; i++)
    if (!w[i])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_status s = fwd_need_inst(c, event_builtins[k].opcode, call);
  if (s)
    return s;
  fwd_emit_body(c, event_builtins[k].opcode, w, nw);
  return LSPV_SUCCESS;
}

lspv_status fwd_enqueue_builtin(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len,
                                bool mangled) {
  if (mangled) {
    for (size_t k = 0; k < sizeof event_builtins / sizeof event_builtins[0]; k++)
      if (strlen(event_builtins[k].name) == len && !memcmp(event_builtins[k].name, name, len))
        return event_builtin(c, call, k);
    return LSPV_DECLINED;
  }
  for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++)
    if (strlen(forms[k].name) == len && !memcmp(forms[k].name, name, len))
      return translate(c, call, &forms[k]);
  return LSPV_DECLINED;
}
