/*===-- forward/globals.c - global variables, builtins, function headers ---===*\
|* Module-scope variables are declared in dependency order (an initializer   *|
|* is declared before the variable that uses it; SPIR-V forbids forward     *|
|* references there), with their linkage, alignment and constness.          *|
|* `__spirv_BuiltIn<Name>` globals and the OpenCL work-item calls share one  *|
|* Input variable per BuiltIn.                                               *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdatomic.h>
#include <string.h>

#include "forward/fwd_private.h"

#define INIT_DEPTH_LIMIT 256 /* nesting of globals whose initializers name globals */

static const char builtin_prefix[] = "__spirv_BuiltIn";

uint32_t fwd_builtin_of_global(LLVMValueRef gv) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(gv, &len);
  size_t pl = sizeof builtin_prefix - 1;
  if (!name || len <= pl || memcmp(name, builtin_prefix, pl))
    return ~0u;
  const lspv_enum_desc *d = lspv_enum_by_name(LSPV_OK_BuiltIn, name + pl, len - pl);
  return d ? d->value : ~0u;
}

/* OpDecorate id LinkageAttributes "name" type. */
static void decorate_linkage_name(fwd_ctx *c, uint32_t id, const char *name, size_t len,
                                  uint32_t type) {
  size_t at = lspv_builder_begin(c->b, LSPV_SEC_ANNOTATION, SPV_OpDecorate);
  lspv_builder_word(c->b, LSPV_SEC_ANNOTATION, id);
  lspv_builder_word(c->b, LSPV_SEC_ANNOTATION, SPV_Decoration_LinkageAttributes);
  lspv_builder_string(c->b, LSPV_SEC_ANNOTATION, name, len);
  lspv_builder_word(c->b, LSPV_SEC_ANNOTATION, type);
  lspv_builder_end(c->b, LSPV_SEC_ANNOTATION, at);
  fwd_need_cap(c, SPV_Capability_Linkage);
}

static void decorate_linkage(fwd_ctx *c, uint32_t id, LLVMValueRef gv, uint32_t type) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(gv, &len);
  decorate_linkage_name(c, id, name, len, type);
}

static void push_iface(fwd_ctx *c, uint32_t id, bool io) {
  if (!lspv_vec_push(&c->interface_all, id) || (io && !lspv_vec_push(&c->interface_io, id)))
    c->b->oom = true;
}

uint32_t fwd_builtin_var(fwd_ctx *c, uint32_t builtin, LLVMTypeRef ty, LLVMValueRef where) {
  uintptr_t id;
  if (lspv_ptrmap_get(&c->builtins, (void *)(uintptr_t)(builtin + 1), &id))
    return (uint32_t)id;
  if (fwd_need_enum(c, LSPV_OK_BuiltIn, builtin, where))
    return 0;
  uint32_t pt = fwd_ptr_type(c, SPV_StorageClass_Input, ty, where);
  if (!pt)
    return 0;
  uint32_t v = fwd_id(c), ops[5];
  unsigned vop;
  uint32_t data = fwd_is_untyped_ptr(c, pt) ? fwd_type(c, ty, where) : 0;
  size_t nv = fwd_variable_ops(c, pt, v, SPV_StorageClass_Input, data, 0, ops, &vop);
  fwd_emit(c, LSPV_SEC_GLOBAL, vop, ops, nv);
  const char *bname = lspv_enum_name(LSPV_OK_BuiltIn, builtin);
  char buf[128];
  int n = bname ? snprintf(buf, sizeof buf, "%s%s", builtin_prefix, bname) : -1;
  bool named = n > 0 && (size_t)n < sizeof buf;
  /* As llvm-spirv declares them: an imported variable of the builtin's
   * name (the OpenCL environment provides it), constant, then BuiltIn. */
  if (named)
    decorate_linkage_name(c, v, buf, (size_t)n, SPV_LinkageType_Import);
  fwd_decorate(c, v, SPV_Decoration_Constant, NULL, 0);
  fwd_decorate(c, v, SPV_Decoration_BuiltIn, &builtin, 1);
  if (named)
    fwd_emit_str(c, LSPV_SEC_DEBUG_NAME, SPV_OpName, &v, 1, buf, (size_t)n);
  push_iface(c, v, true);
  if (!lspv_ptrmap_put(&c->builtins, (void *)(uintptr_t)(builtin + 1), v))
    c->b->oom = true;
  return v;
}

uint32_t fwd_builtin_global(fwd_ctx *c, LLVMValueRef gv) {
  uintptr_t have;
  if (lspv_ptrmap_get(&c->vals, gv, &have) && have)
    return (uint32_t)have;
  uint32_t v = fwd_builtin_var(c, fwd_builtin_of_global(gv), LLVMGlobalGetValueType(gv), gv);
  if (v && !lspv_ptrmap_put(&c->vals, gv, v))
    c->b->oom = true;
  /* The declaration's alignment, as llvm-spirv decorates it. */
  if (v && LLVMGetAlignment(gv))
    fwd_decorate(c, v, SPV_Decoration_Alignment, &(uint32_t){LLVMGetAlignment(gv)}, 1);
  return v;
}

/* Linkage of a global object: Export for a visible definition, Import for a
 * declaration, none for internal ones and for available_externally (a
 * definition must not be Import; DESIGN 6); the fwd_linkage hooks may give
 * another type (LinkOnceODR). */
static lspv_status linkage(fwd_ctx *c, uint32_t id, LLVMValueRef gv) {
  LLVMLinkage l = LLVMGetLinkage(gv);
  if (l == LLVMInternalLinkage || l == LLVMPrivateLinkage || l == LLVMAvailableExternallyLinkage)
    return LSPV_SUCCESS;
  /* An unnamed global keeps its visibility: its linkage name is empty, as
   * llvm-spirv writes it (reverse gives back an unnamed global). */
  uint32_t type = LLVMIsDeclaration(gv) ? SPV_LinkageType_Import : SPV_LinkageType_Export;
  lspv_status s = fwd_hook_linkage(c, gv, &type);
  if (s)
    return s;
  decorate_linkage(c, id, gv, type);
  return LSPV_SUCCESS;
}

static uint32_t declare_global(fwd_ctx *c, LLVMValueRef gv, unsigned depth);

/* Declares globals an initializer refers to (walks constant operands). */
static lspv_status declare_refs(fwd_ctx *c, LLVMValueRef k, unsigned depth) {
  if (depth > INIT_DEPTH_LIMIT)
    return fwd_unsupported(c, k, "global initializers nested too deeply");
  if (LLVMIsAGlobalVariable(k)) {
    uintptr_t id;
    if (lspv_ptrmap_get(&c->vals, k, &id))
      return LSPV_SUCCESS;
    return declare_global(c, k, depth + 1) ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
  }
  if (LLVMIsAConstantDataSequential(k) || !LLVMIsAConstant(k) || LLVMIsAGlobalValue(k))
    return LSPV_SUCCESS;
  int n = LLVMGetNumOperands(k);
  for (int i = 0; i < n; i++) {
    lspv_status s = declare_refs(c, LLVMGetOperand(k, (unsigned)i), depth + 1);
    if (s)
      return s;
  }
  return LSPV_SUCCESS;
}

static bool is_undef(LLVMValueRef k) { return LLVMIsUndef(k) || LLVMIsPoison(k); }

bool fwd_is_private_copy(LLVMValueRef gv) {
  if (!LLVMIsAGlobalVariable(gv) || LLVMGetPointerAddressSpace(LLVMTypeOf(gv)) != 0 ||
      !LLVMIsGlobalConstant(gv) || LLVMIsDeclaration(gv) || !LLVMGetInitializer(gv))
    return false;
  LLVMLinkage l = LLVMGetLinkage(gv);
  if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(gv); u; u = LLVMGetNextUse(u))
    if (!LLVMIsAInstruction(LLVMGetUser(u)))
      return false;
  return true;
}

/* True when every use of @p v is an annotation's string or arguments: an
 * operand other than the annotated value of an llvm.*annotation* call, or
 * an entry of llvm.global.annotations (through constant expressions).  Such
 * strings are not program data: the annotation plugin turns them into
 * decorations (llvm-spirv means to skip them too, but its test no longer
 * matches opaque pointers). */
static bool annotation_only(LLVMValueRef v, int depth) {
  if (depth > 4)
    return false;
  LLVMUseRef u = LLVMGetFirstUse(v);
  if (!u)
    return false;
  for (; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user)) {
      LLVMValueRef f = LLVMGetCalledValue(user);
      const char *name = f && LLVMIsAFunction(f) ? LLVMGetValueName(f) : "";
      if (strncmp(name, "llvm.", 5) || !strstr(name, "annotation") || LLVMGetOperand(user, 0) == v)
        return false;
    } else if (LLVMIsAGlobalVariable(user)) {
      if (strcmp(LLVMGetValueName(user), "llvm.global.annotations"))
        return false;
    } else if (!LLVMIsAConstant(user) || LLVMIsAGlobalValue(user) ||
               (LLVMIsAConstantStruct(user) && LLVMGetOperand(user, 0) == v) ||
               !annotation_only(user, depth + 1)) {
      /* (an entry's operand 0 is the annotated global itself) */
      return false;
    }
  }
  return true;
}

/* The initializer @p init of @p gv, at the type the variable holds (a table
 * of function pointers holds pointers to the functions' type). */
static uint32_t init_value(fwd_ctx *c, LLVMValueRef gv, LLVMValueRef init) {
  LLVMTypeRef fty = fwd_table_function(c, gv);
  if (fty)
    return fwd_const_table(c, init, fty, gv);
  uint32_t t = fwd_access_type(c, gv, LLVMTypeOf(init));
  return t ? fwd_const_use(c, init, t) : 0;
}

uint32_t fwd_private_copy(fwd_ctx *c, LLVMValueRef gv) {
  uintptr_t g = (uintptr_t)gv;
  uint32_t key[4] = {0xFFFFFFFFu, c->fn_serial, (uint32_t)g, (uint32_t)((uint64_t)g >> 32)}, id;
  if (lspv_wordmap_get(&c->casts, key, 4, &id))
    return id;
  LLVMValueRef init = LLVMGetInitializer(gv);
  uint32_t pt = fwd_value_type(c, gv);
  uint32_t k = pt ? init_value(c, gv, init) : 0;
  if (!k)
    return 0;
  bool undef = LLVMIsUndef(init) || LLVMIsPoison(init);
  uint32_t ops[5];
  unsigned vop;
  uint32_t data = fwd_is_untyped_ptr(c, pt) ? fwd_type(c, LLVMTypeOf(init), gv) : 0;
  size_t nv =
      fwd_variable_ops(c, pt, fwd_id(c), SPV_StorageClass_Function, data, undef ? 0 : k, ops, &vop);
  fwd_emit_words(c, &c->fvars, vop, ops, nv);
  fwd_name(c, ops[1], gv);
  unsigned align = LLVMGetAlignment(gv);
  if (align)
    fwd_decorate(c, ops[1], SPV_Decoration_Alignment, &(uint32_t){align}, 1);
  if (!lspv_wordmap_put(&c->casts, c->arena, key, 4, ops[1]))
    c->b->oom = true;
  return ops[1];
}

/* An array initializer with more elements than one OpConstantComposite
 * holds (3 words besides them), when no plugin continues the instruction:
 * llvm-spirv's error names the variable. */
static bool too_long_array(fwd_ctx *c, LLVMValueRef init) {
  LLVMTypeRef ty = LLVMTypeOf(init);
  return LLVMGetTypeKind(ty) == LLVMArrayTypeKind && LLVMGetArrayLength2(ty) > 0xFFFFu - 3 &&
         !LLVMIsNull(init) && !is_undef(init) && !fwd_continued_opcode(c, SPV_OpConstantComposite);
}

static uint32_t declare_global(fwd_ctx *c, LLVMValueRef gv, unsigned depth) {
  uintptr_t have;
  if (lspv_ptrmap_get(&c->vals, gv, &have))
    return (uint32_t)have;
  if (fwd_builtin_of_global(gv) != ~0u)
    return fwd_builtin_global(c, gv);
  if (LLVMIsThreadLocal(gv))
    return fwd_unsupported(c, gv, "thread-local globals have no SPIR-V form"), 0;
  uint32_t sc = fwd_global_var_sc(c, gv);
  if (sc == ~0u)
    return 0;
  /* OpenCL's Input storage class holds the BuiltIn variables alone. */
  if (sc == SPV_StorageClass_Input)
    return fwd_unsupported(c, gv,
                           "a module-scope variable in the Input address space (7) must be a "
                           "BuiltIn variable (__spirv_BuiltIn<Name>)"),
           0;
  if (sc == SPV_StorageClass_Function || sc == SPV_StorageClass_Generic)
    return fwd_unsupported(c, gv,
                           sc == SPV_StorageClass_Function
                               ? "Global variable cannot have Function storage class. Consider "
                                 "setting a proper address space.\n Original LLVM value:\n"
                               : "a module-scope variable cannot be in the generic address "
                                 "space"),
           0;
  LLVMValueRef init = LLVMIsDeclaration(gv) ? NULL : LLVMGetInitializer(gv);
  /* A local (Workgroup) variable keeps a defined initializer, as llvm-spirv
   * writes it (valid for kernels; OpenCL C cannot spell one, SYCL and
   * optimized IR can). */
  if (init && sc == SPV_StorageClass_Workgroup && is_undef(init))
    init = NULL;
  /* A common global is a tentative definition: exported, without an
   * initializer (reverse gives it back common, zero-initialized). */
  if (LLVMGetLinkage(gv) == LLVMCommonLinkage)
    init = NULL;
  uint32_t init_id = 0;
  if (init && too_long_array(c, init))
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidWordCount", gv,
                          "Can't encode instruction with word count greater than 65535:\n"
                          "Global variable has a constant array initializer with a number of "
                          "elements greater than OpConstantComposite can have (%u). Should the "
                          "array be split?\nOriginal LLVM value:\n",
                          0xFFFFu - 3),
           0;
  if (init) {
    if (declare_refs(c, init, depth))
      return 0;
    /* An undefined struct is a composite of OpUndef members: the variable
     * keeps an initializer whose contents are undefined (no initializer
     * would read back as zero). */
    if (is_undef(init) && LLVMGetTypeKind(LLVMTypeOf(init)) == LLVMStructTypeKind &&
        LLVMCountStructElementTypes(LLVMTypeOf(init))) {
      if (!(init_id = fwd_const_composite(c, init)))
        return 0;
    } else if (!is_undef(init) && !(init_id = init_value(c, gv, init))) {
      return 0;
    }
  }
  uint32_t pt = fwd_value_type(c, gv);
  if (!pt)
    return 0;
  uint32_t id = fwd_id(c), ops[5];
  unsigned vop;
  /* The data type is what a typed pointer would point to: the type its
   * initializer is written at (a table of function pointers keeps them typed). */
  uint32_t data =
      fwd_is_untyped_ptr(c, pt) ? fwd_access_type(c, gv, LLVMGlobalGetValueType(gv)) : 0;
  if (fwd_is_untyped_ptr(c, pt) && !data)
    return 0;
  size_t nv = fwd_variable_ops(c, pt, id, sc, data, init_id, ops, &vop);
  fwd_emit(c, LSPV_SEC_GLOBAL, vop, ops, nv);
  if (!lspv_ptrmap_put(&c->vals, gv, id))
    c->b->oom = true;
  fwd_name(c, id, gv);
  if (LLVMIsGlobalConstant(gv))
    fwd_decorate(c, id, SPV_Decoration_Constant, NULL, 0);
  unsigned align = LLVMGetAlignment(gv);
  if (align)
    fwd_decorate(c, id, SPV_Decoration_Alignment, &(uint32_t){align}, 1);
  if (linkage(c, id, gv))
    return 0;
  push_iface(c, id, false);
  if (fwd_hook_global_object(c, gv, id))
    return 0;
  return id;
}

lspv_status fwd_globals(fwd_ctx *c) {
  for (LLVMValueRef gv = LLVMGetFirstGlobal(c->m); gv; gv = LLVMGetNextGlobal(gv)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(gv, &len);
    /* llvm.used & co. are LLVM bookkeeping, not program data, unless a
     * plugin gives one a storage class of its own (a structor list of
     * function pointers, a vector-compute program variable): then it is
     * translated as any variable. */
    if (len > 5 && !memcmp(name, "llvm.", 5)) {
      uint32_t sc;
      lspv_status s = fwd_plugin_global_sc(c, gv, &sc);
      if (s == LSPV_DECLINED)
        continue;
      if (s)
        return s;
    }
    /* A private constant that only instructions use: a Function variable
     * in each function that reads it, as llvm-spirv makes (fwd_val). */
    if (fwd_is_private_copy(gv))
      continue;
    if (fwd_is_pipe_storage_only(gv))
      continue;
    if (annotation_only(gv, 0))
      continue;
    /* A BuiltIn variable that is used is declared at its first use, as the
     * work-item calls' variables are (fwd_val): both spellings of a builtin
     * give one module, and reverse's choice of spelling round-trips. */
    if (fwd_builtin_of_global(gv) != ~0u && LLVMGetFirstUse(gv)) {
      c->used_builtin_globals = true;
      continue;
    }
    if (!declare_global(c, gv, 0))
      return c->o->diag.errors ? LSPV_ERROR_UNSUPPORTED : fwd_oom(c);
  }
  if (LLVMGetFirstGlobalIFunc(c->m))
    return fwd_unsupported(c, LLVMGetFirstGlobalIFunc(c->m), "ifuncs are not supported");
  return LSPV_SUCCESS;
}

/* ---- function headers ------------------------------------------------------------*/
static const struct {
  const char *attr;
  uint32_t spv;
} param_attrs[] = {
    {"zeroext", SPV_FunctionParameterAttribute_Zext},
    {"signext", SPV_FunctionParameterAttribute_Sext},
    {"byval", SPV_FunctionParameterAttribute_ByVal},
    {"sret", SPV_FunctionParameterAttribute_Sret},
    {"noalias", SPV_FunctionParameterAttribute_NoAlias},
    {"nocapture", SPV_FunctionParameterAttribute_NoCapture},
    {"readonly", SPV_FunctionParameterAttribute_NoWrite},
    {"readnone", SPV_FunctionParameterAttribute_NoReadWrite},
};

/* Attribute kinds of the names the forward translation asks for on every
 * parameter and call, looked up in LLVM once per process (its
 * getAttrKindFromName is a string switch of a few hundred instructions).
 * The kinds are fixed for an LLVM build; relaxed atomics make the lazy
 * fill safe when translations run on several threads. */
unsigned fwd_attr_kind(const char *name) {
  static const char *const names[] = {"zeroext",   "signext",      "byval",          "sret",
                                      "noalias",   "nocapture",    "readonly",       "readnone",
                                      "captures",  "alwaysinline", "noinline",       "memory",
                                      "nofpclass", "align",        "dereferenceable"};
  static _Atomic unsigned kinds[sizeof names / sizeof names[0]];
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    if (names[i][0] != name[0] || strcmp(names[i], name) != 0)
      continue;
    unsigned k = atomic_load_explicit(&kinds[i], memory_order_relaxed);
    if (!k) {
      k = LLVMGetEnumAttributeKindForName(name, strlen(name));
      atomic_store_explicit(&kinds[i], k, memory_order_relaxed);
    }
    return k;
  }
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

static LLVMAttributeRef attr(LLVMValueRef fn, unsigned idx, const char *name) {
  unsigned kind = fwd_attr_kind(name);
  return kind ? LLVMGetEnumAttributeAtIndex(fn, idx, kind) : NULL;
}

/* In the table's order (NoCapture ahead of NoWrite, as llvm-spirv writes
 * them). */
static void param_decorations(fwd_ctx *c, LLVMValueRef fn, unsigned i, uint32_t pid) {
  /* LLVM 19+ spells nocapture as captures(none), an int attribute of 0. */
  LLVMAttributeRef cap = attr(fn, i + 1, "captures");
  bool no_capture = cap && LLVMGetEnumAttributeValue(cap) == 0;
  for (size_t k = 0; k < sizeof param_attrs / sizeof param_attrs[0]; k++)
    if (attr(fn, i + 1, param_attrs[k].attr) ||
        (no_capture && param_attrs[k].spv == SPV_FunctionParameterAttribute_NoCapture))
      fwd_decorate(c, pid, SPV_Decoration_FuncParamAttr, &param_attrs[k].spv, 1);
}

static uint32_t fn_control(LLVMValueRef fn) {
  uint32_t ctl = SPV_FunctionControl_None;
  if (attr(fn, LLVMAttributeFunctionIndex, "alwaysinline"))
    ctl |= SPV_FunctionControl_Inline;
  if (attr(fn, LLVMAttributeFunctionIndex, "noinline"))
    ctl |= SPV_FunctionControl_DontInline;
  LLVMAttributeRef mem = attr(fn, LLVMAttributeFunctionIndex, "memory");
  if (mem && LLVMGetEnumAttributeValue(mem) == 0)
    ctl |= SPV_FunctionControl_Const;
  return ctl;
}

static bool is_called_kernel(LLVMValueRef fn) {
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == fn)
      return true;
  }
  return false;
}

/* Emits OpFunction and the OpFunctionParameters of @p fn into @p w. */
lspv_status fwd_function_header(fwd_ctx *c, LLVMValueRef fn, uint32_t id, lspv_words *w) {
  uint32_t fty = fwd_fn_type(c, fn);
  uint32_t rty = fty ? fwd_return_type(c, fn) : 0;
  if (!fty || !rty)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t ctl = fn_control(fn);
  lspv_status hs = fwd_hook_mask(c, fn, LSPV_MASK_FUNCTION_CONTROL, &ctl);
  if (hs != LSPV_SUCCESS)
    return hs;
  uint32_t ops[4] = {rty, id, ctl, fty};
  fwd_emit_words(c, w, SPV_OpFunction, ops, 4);
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    uint32_t pid = fwd_result_id(c, p);
    uint32_t pops[2] = {fwd_value_type(c, p), pid};
    fwd_emit_words(c, w, SPV_OpFunctionParameter, pops, 2);
    fwd_name(c, pid, p);
    param_decorations(c, fn, i, pid);
  }
  fwd_name(c, id, fn);
  /* An entry point must not carry LinkageAttributes (a called kernel's
   * linkage stays on its body; the wrapper is the entry point). */
  if (LLVMGetFunctionCallConv(fn) != LLVMSPIRKERNELCallConv || is_called_kernel(fn)) {
    lspv_status s = linkage(c, id, fn);
    if (s)
      return s;
  }
  return fwd_hook_global_object(c, fn, id);
}

/* Ids for every function now (calls may come before the callee's body);
 * pointee uses are scanned first since parameter types depend on them.
 * Declarations are emitted only if a call survives (calls.c). */
lspv_status fwd_declare_functions(fwd_ctx *c) {
  fwd_opencl_ptr_scan(c);
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn))
      fwd_pointee_scan(c, fn);
  fwd_pointee_propagate(c);
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    if (!lspv_ptrmap_put(&c->vals, fn, fwd_id(c)))
      return fwd_oom(c);
  return LSPV_SUCCESS;
}
