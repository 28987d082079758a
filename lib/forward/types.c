/*===-- forward/types.c - LLVM types to SPIR-V types ---------------------===*\
|* Every type is declared once (deduplicated on its words) in the global   *|
|* section.  Opaque pointers have no pointee in LLVM: a pointer *type* seen *|
|* alone (inside an aggregate, as a return type) is a pointer to i8; a      *|
|* pointer *value* has the pointee inferred in pointee.c.                    *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

/* LLVM address space -> storage class (the SPIR/llvm-spirv numbering). */
static const struct {
  unsigned as;
  uint32_t sc;
} as_map[] = {
    {0, SPV_StorageClass_Function},        {1, SPV_StorageClass_CrossWorkgroup},
    {2, SPV_StorageClass_UniformConstant}, {3, SPV_StorageClass_Workgroup},
    {4, SPV_StorageClass_Generic},         {7, SPV_StorageClass_Input},
};

uint32_t fwd_storage_class(fwd_ctx *c, unsigned as, LLVMValueRef where) {
  for (size_t i = 0; i < sizeof as_map / sizeof as_map[0]; i++)
    if (as_map[i].as == as)
      return as_map[i].sc;
  /* Another address space: a plugin's (asked once per address space). */
  uintptr_t known;
  if (lspv_ptrmap_get(&c->as_sc, (void *)((uintptr_t)as + 1), &known))
    return (uint32_t)known;
  uint32_t sc = ~0u;
  lspv_status s = fwd_hook_storage_class(c, as, &sc);
  if (s == LSPV_SUCCESS) {
    if (!lspv_ptrmap_put(&c->as_sc, (void *)((uintptr_t)as + 1), sc))
      c->b->oom = true;
    return sc;
  }
  /* SYCL's global_device and global_host address spaces are global memory
   * when no plugin gives them a storage class of their own (as llvm-spirv
   * lowers them). */
  if (s == LSPV_DECLINED && (as == 5 || as == 6))
    return SPV_StorageClass_CrossWorkgroup;
  if (s == LSPV_DECLINED)
    lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", where,
                   "address space %u has no SPIR-V storage class", as);
  return ~0u;
}

lspv_status fwd_plugin_global_sc(fwd_ctx *c, LLVMValueRef gv, uint32_t *sc) {
  uintptr_t known;
  if (!lspv_ptrmap_get(&c->gv_sc, gv, &known)) {
    uint32_t given = 0;
    lspv_status s = fwd_hook_global_storage_class(c, gv, &given);
    if (s != LSPV_SUCCESS && s != LSPV_DECLINED)
      return s;
    known = s == LSPV_SUCCESS ? (uintptr_t)given + 1 : 0;
    c->gv_sc_claimed += s == LSPV_SUCCESS;
    if (!lspv_ptrmap_put(&c->gv_sc, gv, known))
      c->b->oom = true;
  }
  if (!known)
    return LSPV_DECLINED;
  *sc = (uint32_t)(known - 1);
  return LSPV_SUCCESS;
}

uint32_t fwd_global_var_sc(fwd_ctx *c, LLVMValueRef gv) {
  uint32_t sc = 0;
  lspv_status s = fwd_plugin_global_sc(c, gv, &sc);
  if (s == LSPV_SUCCESS)
    return sc;
  return s == LSPV_DECLINED ? fwd_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(gv)), gv)
                            : ~0u;
}

/* Emits [opcode, id, ops...] into the global section (through fwd_emit,
 * which continues an instruction too long for one word count). */
static void emit_with_result(fwd_ctx *c, unsigned opcode, uint32_t id, const uint32_t *ops,
                             size_t n) {
  if (n + 2 <= 0xFFFF) {
    size_t at = lspv_builder_begin(c->b, LSPV_SEC_GLOBAL, opcode);
    lspv_builder_word(c->b, LSPV_SEC_GLOBAL, id);
    for (size_t i = 0; i < n; i++)
      lspv_builder_word(c->b, LSPV_SEC_GLOBAL, ops[i]);
    lspv_builder_end(c->b, LSPV_SEC_GLOBAL, at);
    return;
  }
  uint32_t *w = lspv_arena_alloc(c->arena, (n + 1) * sizeof *w);
  if (!w) {
    c->b->oom = true;
    return;
  }
  w[0] = id;
  memcpy(w + 1, ops, n * sizeof *ops);
  fwd_emit(c, LSPV_SEC_GLOBAL, opcode, w, n + 1);
}

/* Declares [opcode, result, ops...] once; the key is the opcode and ops. */
static uint32_t dedup_global(fwd_ctx *c, unsigned opcode, const uint32_t *ops, size_t n) {
  uint32_t key[24];
  if (n + 1 > sizeof key / sizeof key[0]) {
    /* Long operand lists (big structs) are not deduplicated by words. */
    uint32_t id = fwd_id(c);
    emit_with_result(c, opcode, id, ops, n);
    return id;
  }
  key[0] = opcode;
  if (n) /* memcpy from NULL is undefined even for 0 bytes */
    memcpy(key + 1, ops, n * sizeof *ops);
  uint32_t id;
  if (lspv_wordmap_get(&c->dedup, key, n + 1, &id))
    return id;
  id = fwd_id(c);
  if (!lspv_ptrmap_put(&c->type_op, (void *)(uintptr_t)id, opcode))
    c->b->oom = true;
  uint32_t words[24];
  words[0] = id;
  if (n)
    memcpy(words + 1, ops, n * sizeof *ops);
  fwd_emit(c, LSPV_SEC_GLOBAL, opcode, words, n + 1);
  if (!lspv_wordmap_put(&c->dedup, c->arena, key, n + 1, id))
    c->b->oom = true;
  return id;
}

uint32_t fwd_type_decl(fwd_ctx *c, unsigned opcode, const uint32_t *ops, size_t n) {
  return dedup_global(c, opcode, ops, n);
}

uint32_t fwd_void_type(fwd_ctx *c) { return dedup_global(c, SPV_OpTypeVoid, NULL, 0); }
uint32_t fwd_bool_type(fwd_ctx *c) { return dedup_global(c, SPV_OpTypeBool, NULL, 0); }

uint32_t fwd_int_type(fwd_ctx *c, unsigned bits) {
  if (bits == 8)
    fwd_need_cap(c, SPV_Capability_Int8);
  else if (bits == 16)
    fwd_need_cap(c, SPV_Capability_Int16);
  else if (bits == 64)
    fwd_need_cap(c, SPV_Capability_Int64);
  uint32_t ops[2] = {bits, 0};
  return dedup_global(c, SPV_OpTypeInt, ops, 2);
}

uint32_t fwd_typed_ptr_type_id(fwd_ctx *c, uint32_t sc, uint32_t pointee_id) {
  if (sc == SPV_StorageClass_Generic)
    fwd_need_cap(c, SPV_Capability_GenericPointer);
  uint32_t ops[2] = {sc, pointee_id};
  uint32_t id = dedup_global(c, SPV_OpTypePointer, ops, 2);
  if (id && !lspv_ptrmap_put(&c->ptr_sc, (void *)(uintptr_t)id, sc))
    c->b->oom = true;
  return id;
}

/* A plugin may give pointers without a pointee type (fwd_pointer_type,
 * asked once per storage class and pointee); OpTypePointer otherwise. */
uint32_t fwd_ptr_type_id(fwd_ctx *c, uint32_t sc, uint32_t pointee_id) {
  uint32_t key[2] = {sc, pointee_id}, id;
  if (lspv_wordmap_get(&c->ptr_pair, key, 2, &id))
    return id;
  uintptr_t op = 0;
  lspv_ptrmap_get(&c->type_op, (void *)(uintptr_t)pointee_id, &op);
  id = 0;
  lspv_status s = fwd_hook_pointer_type(c, sc, pointee_id, (uint32_t)op, &id);
  if (s == LSPV_DECLINED)
    id = fwd_typed_ptr_type_id(c, sc, pointee_id);
  else if (s != LSPV_SUCCESS)
    return 0;
  else if (id) {
    if (sc == SPV_StorageClass_Generic)
      fwd_need_cap(c, SPV_Capability_GenericPointer);
    if (!lspv_ptrmap_put(&c->ptr_sc, (void *)(uintptr_t)id, sc) ||
        !lspv_ptrmap_put(&c->untyped, (void *)(uintptr_t)id, 1))
      c->b->oom = true;
  }
  if (id && !lspv_wordmap_put(&c->ptr_pair, c->arena, key, 2, id))
    c->b->oom = true;
  return id;
}

bool fwd_is_untyped_ptr(fwd_ctx *c, uint32_t ptr_type) {
  uintptr_t one;
  return c->uops && lspv_ptrmap_get(&c->untyped, (void *)(uintptr_t)ptr_type, &one);
}

size_t fwd_variable_ops(fwd_ctx *c, uint32_t ptr_type, uint32_t id, uint32_t sc, uint32_t data,
                        uint32_t init, uint32_t ops[5], unsigned *opcode) {
  size_t n = 0;
  ops[n++] = ptr_type;
  ops[n++] = id;
  ops[n++] = sc;
  *opcode = SPV_OpVariable;
  if (fwd_is_untyped_ptr(c, ptr_type)) {
    *opcode = c->uops->variable;
    ops[n++] = data;
  }
  if (init)
    ops[n++] = init;
  return n;
}

uint32_t fwd_ptr_type(fwd_ctx *c, uint32_t sc, LLVMTypeRef pointee, LLVMValueRef where) {
  uint32_t p = fwd_type(c, pointee, where);
  return p ? fwd_ptr_type_id(c, sc, p) : 0;
}

/* What the core has no form for, a plugin may (fwd_type hooks): true when a
 * plugin took @p ty, with *id its type (0 when the plugin failed). */
static bool plugin_type(fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  uint32_t got = 0;
  lspv_status hs = fwd_hook_type(c, ty, &got);
  if (hs == LSPV_DECLINED)
    return false;
  *id = hs == LSPV_SUCCESS ? got : 0;
  return true;
}

static uint32_t type_fail(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where, const char *why) {
  uint32_t id;
  if (plugin_type(c, ty, &id))
    return id;
  char *s = LLVMPrintTypeToString(ty);
  lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", where, "type %s: %s", s,
                 why);
  LLVMDisposeMessage(s);
  return 0;
}

/* Whether @p name is one reverse translation made up for an OpTypeStruct
 * without OpName ("structtype", "structtype.0"...): lspv's reverse lists
 * those in !LSPV_INVENTED_STRUCT_NAMES (reverse/types.c), and such a name
 * says nothing, so it is not written back and the round trip gives the
 * same module.  Any other name is the module's own, "structtype.3" of IR
 * that llvm-spirv read back included, and is kept. */
static bool invented_struct_name(fwd_ctx *c, const char *name) {
  if (strncmp(name, "structtype", 10))
    return false;
  if (!c->invented) {
    if (!(c->invented = lspv_map_new(c->arena)))
      return fwd_oom(c), false;
    unsigned n = LLVMGetNamedMetadataNumOperands(c->m, LSPV_INVENTED_STRUCT_NAMES);
    LLVMValueRef *nodes = n ? lspv_arena_alloc(c->arena, n * sizeof *nodes) : NULL;
    if (n && !nodes)
      return fwd_oom(c), false;
    if (n)
      LLVMGetNamedMetadataOperands(c->m, LSPV_INVENTED_STRUCT_NAMES, nodes);
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef s = LLVMGetNumOperands(nodes[i]) == 1 ? LLVMGetOperand(nodes[i], 0) : NULL;
      unsigned len = 0;
      const char *text = s ? LLVMGetMDString(s, &len) : NULL;
      if (text && !lspv_map_put(c->invented, text, len, 1))
        c->b->oom = true;
    }
  }
  uintptr_t one;
  return lspv_map_get(c->invented, name, strlen(name), &one);
}

static uint32_t struct_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  if (LLVMIsOpaqueStruct(ty)) {
    const char *name = LLVMGetStructName(ty);
    if (!name)
      return type_fail(c, ty, where, "opaque literal struct");
    uint32_t id = fwd_id(c);
    fwd_emit_str(c, LSPV_SEC_GLOBAL, SPV_OpTypeOpaque, &id, 1, name, strlen(name));
    if (!lspv_ptrmap_put(&c->type_op, (void *)(uintptr_t)id, SPV_OpTypeOpaque))
      c->b->oom = true;
    return id;
  }
  unsigned n = LLVMCountStructElementTypes(ty);
  uint32_t *members = lspv_arena_alloc(c->arena, (n + 1) * sizeof(uint32_t));
  if (!members)
    return fwd_oom(c), 0;
  for (unsigned i = 0; i < n; i++)
    if (!(members[i] = fwd_type(c, LLVMStructGetTypeAtIndex(ty, i), where)))
      return 0;
  uint32_t id;
  const char *name = LLVMGetStructName(ty);
  if (name || LLVMIsPackedStruct(ty)) {
    /* Named and packed structs are distinct types: never merged. */
    id = fwd_id(c);
    emit_with_result(c, SPV_OpTypeStruct, id, members, n);
    if (!lspv_ptrmap_put(&c->type_op, (void *)(uintptr_t)id, SPV_OpTypeStruct))
      c->b->oom = true;
    if (name && !invented_struct_name(c, name))
      fwd_emit_str(c, LSPV_SEC_DEBUG_NAME, SPV_OpName, &id, 1, name, strlen(name));
    if (LLVMIsPackedStruct(ty))
      fwd_decorate(c, id, SPV_Decoration_CPacked, NULL, 0);
  } else {
    id = dedup_global(c, SPV_OpTypeStruct, members, n);
  }
  return id;
}

/* Whether the module may have vector-of-pointers type @p ty: a plugin's
 * to allow (fwd_type hooks; SPIR-V's vectors have scalar components), the
 * core's to declare.  Reports the error when not. */
static bool fwd_ptr_vec_allowed(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  uint32_t unused = 0;
  lspv_status hs = fwd_hook_type(c, ty, &unused);
  if (hs == LSPV_DECLINED) {
    char *s = LLVMPrintTypeToString(ty);
    lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", where,
                   "type %s: vectors of pointers are not supported", s);
    LLVMDisposeMessage(s);
  }
  return hs == LSPV_SUCCESS;
}

static uint32_t vector_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  if (LLVMGetTypeKind(ty) == LLVMScalableVectorTypeKind)
    return type_fail(c, ty, where, "scalable vectors have no SPIR-V form");
  unsigned n = LLVMGetVectorSize(ty);
  if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16)
    return type_fail(c, ty, where, "SPIR-V vectors have 2, 3, 4, 8 or 16 components");
  LLVMTypeRef el = LLVMGetElementType(ty);
  uint32_t e;
  if (fwd_is_ptr(el)) {
    if (!fwd_ptr_vec_allowed(c, ty, where))
      return 0;
    /* Lanes of pointers to i8, typed even under SPV_KHR_untyped_pointers
     * (a vector's component is a scalar or a typed pointer). */
    uint32_t sc = fwd_storage_class(c, LLVMGetPointerAddressSpace(el), where);
    e = sc == ~0u ? 0 : fwd_typed_ptr_type_id(c, sc, fwd_int_type(c, 8));
  } else {
    e = fwd_type(c, el, where);
  }
  if (!e)
    return 0;
  if (n >= 8)
    fwd_need_cap(c, SPV_Capability_Vector16);
  uint32_t ops[2] = {e, n};
  return dedup_global(c, SPV_OpTypeVector, ops, 2);
}

static uint32_t array_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  /* A SPIR-V array has at least one element (SPIR-V 2.2.2, OpTypeArray
   * Length): a zero-length array (a C flexible array member) is one of a
   * single element, as llvm-spirv writes it; reverse reads it so. */
  uint64_t n = LLVMGetArrayLength2(ty);
  if (n == 0)
    n = 1;
  uint32_t e = fwd_type(c, LLVMGetElementType(ty), where);
  return e ? fwd_array_of(c, e, n) : 0;
}

/* The Length of an array is a constant of the target's size_t (64 bits on
 * spir64, 32 on spir; wider when the count needs it), as llvm-spirv writes
 * it: a consumer that indexes the array with size_t offsets reads the same
 * width, and modules of both translators declare the same constants. */
uint32_t fwd_array_of(fwd_ctx *c, uint32_t elem, uint64_t n) {
  unsigned bits = n > 0xFFFFFFFFu || c->ptr_bits == 64 ? 64 : 32;
  uint32_t len = fwd_const_int(c, bits, n);
  uint32_t ops[2] = {elem, len};
  return dedup_global(c, SPV_OpTypeArray, ops, 2);
}

/* A function type, the pointee of a pointer to functions (pointee.c): its
 * pointer parameters are pointers to i8, as in any type seen alone. */
static uint32_t function_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  if (LLVMIsFunctionVarArg(ty))
    return type_fail(c, ty, where, "variadic function types have no SPIR-V form");
  unsigned n = LLVMCountParamTypes(ty);
  uint32_t *ops = lspv_arena_alloc(c->arena, (n + 1) * sizeof(uint32_t));
  LLVMTypeRef *params = lspv_arena_alloc(c->arena, (n + 1) * sizeof *params);
  if (!ops || !params)
    return fwd_oom(c), 0;
  LLVMGetParamTypes(ty, params);
  if (!(ops[0] = fwd_type(c, LLVMGetReturnType(ty), where)))
    return 0;
  for (unsigned i = 0; i < n; i++)
    if (!(ops[i + 1] = fwd_type(c, params[i], where)))
      return 0;
  return dedup_global(c, SPV_OpTypeFunction, ops, n + 1);
}

static uint32_t new_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  switch (LLVMGetTypeKind(ty)) {
  case LLVMVoidTypeKind: return fwd_void_type(c);
  case LLVMIntegerTypeKind: {
    unsigned bits = LLVMGetIntTypeWidth(ty);
    if (bits == 1)
      return fwd_bool_type(c);
    if (bits != 8 && bits != 16 && bits != 32 && bits != 64) {
      /* Other widths are a plugin's, else llvm-spirv's error. */
      uint32_t id;
      if (plugin_type(c, ty, &id))
        return id;
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidBitWidth", where,
                            "Invalid bit width in input: %u (SPIR-V integers are 8, 16, 32 or "
                            "64 bits)",
                            bits),
             0;
    }
    return fwd_int_type(c, bits);
  }
  case LLVMHalfTypeKind: {
    /* Float16Buffer declares the type (pointers to half, vload_half's);
     * computing on half values needs Float16 too (SPIR-V 3.31), as
     * llvm-spirv declares them. */
    fwd_need_cap(c, SPV_Capability_Float16Buffer);
    if (fwd_half_values(c))
      fwd_need_cap(c, SPV_Capability_Float16);
    uint32_t w = 16;
    return dedup_global(c, SPV_OpTypeFloat, &w, 1);
  }
  case LLVMFloatTypeKind: {
    uint32_t w = 32;
    return dedup_global(c, SPV_OpTypeFloat, &w, 1);
  }
  case LLVMDoubleTypeKind: {
    fwd_need_cap(c, SPV_Capability_Float64);
    uint32_t w = 64;
    return dedup_global(c, SPV_OpTypeFloat, &w, 1);
  }
  case LLVMVectorTypeKind:
  case LLVMScalableVectorTypeKind: return vector_type(c, ty, where);
  case LLVMArrayTypeKind: return array_type(c, ty, where);
  case LLVMStructTypeKind: return struct_type(c, ty, where);
  case LLVMPointerTypeKind: {
    uint32_t sc = fwd_storage_class(c, LLVMGetPointerAddressSpace(ty), where);
    return sc == ~0u ? 0 : fwd_ptr_type_id(c, sc, fwd_int_type(c, 8));
  }
  case LLVMFunctionTypeKind: return function_type(c, ty, where);
  case LLVMTokenTypeKind: {
    uint32_t id;
    if (plugin_type(c, ty, &id))
      return id;
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidModule", where,
                          "Invalid SPIR-V module: LLVM module contains token type, which "
                          "doesn't have a counterpart in SPIR-V"),
           0;
  }
  case LLVMTargetExtTypeKind: {
    bool mine;
    uint32_t id = fwd_opencl_type(c, ty, where, &mine);
    return mine ? id : type_fail(c, ty, where, "no SPIR-V equivalent");
  }
  default: return type_fail(c, ty, where, "no SPIR-V equivalent");
  }
}

uint32_t fwd_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where) {
  uintptr_t id;
  if (lspv_ptrmap_get(&c->types, ty, &id))
    return (uint32_t)id;
  if (c->depth >= FWD_MAX_DEPTH)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", NULL,
                          "type nested deeper than %d levels", FWD_MAX_DEPTH),
           0;
  c->depth++;
  uint32_t r = new_type(c, ty, where);
  c->depth--;
  if (r && !lspv_ptrmap_put(&c->types, ty, r))
    c->b->oom = true;
  return r;
}

/* A byval or sret parameter: a pointer to the object the caller copies,
 * whose type the pointer keeps even among pointers without pointee. */
static bool fwd_is_object_param(LLVMValueRef v) {
  if (!LLVMIsAArgument(v))
    return false;
  LLVMValueRef fn = LLVMGetParamParent(v);
  unsigned n = LLVMCountParams(fn), at = 0;
  while (at < n && LLVMGetParam(fn, at) != v)
    at++;
  static const char *const kinds[] = {"byval", "sret"};
  for (size_t k = 0; k < 2; k++) {
    unsigned kind = fwd_attr_kind(kinds[k]);
    if (LLVMGetEnumAttributeAtIndex(fn, at + 1, kind))
      return true;
  }
  return false;
}

uint32_t fwd_ptr_lane_type(fwd_ctx *c, LLVMValueRef v) {
  uint32_t sc = fwd_value_sc(c, v);
  if (sc == ~0u)
    return 0;
  uint32_t pointee = fwd_access_type(c, v, fwd_pointee(c, v));
  /* Typed even under SPV_KHR_untyped_pointers: a vector's component is a
   * scalar or (SPV_INTEL_masked_gather_scatter) a typed pointer. */
  return pointee ? fwd_typed_ptr_type_id(c, sc, pointee) : 0;
}

/* A vector of pointers: its lanes are typed as one pointer value is (the
 * pointee its definition or uses give); the vector type itself is a
 * plugin's to allow (fwd_type hooks: a SPIR-V vector's components are
 * scalars in the core specification). */
static uint32_t ptr_vec_value_type(fwd_ctx *c, LLVMValueRef v) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  uintptr_t known;
  /* (Asked once per type: c->types has the lanes of pointers to i8.) */
  if (!lspv_ptrmap_get(&c->types, ty, &known) && !fwd_ptr_vec_allowed(c, ty, v))
    return 0;
  uint32_t ops[2] = {fwd_ptr_lane_type(c, v), LLVMGetVectorSize(ty)};
  if (!ops[0])
    return 0;
  if (ops[1] >= 8)
    fwd_need_cap(c, SPV_Capability_Vector16);
  return dedup_global(c, SPV_OpTypeVector, ops, 2);
}

uint32_t fwd_value_type(fwd_ctx *c, LLVMValueRef v) {
  /* A pointer (or OpenCL 1.2 int sampler) standing for an OpenCL opaque
   * type is that type (images_ptr.c). */
  LLVMTypeRef ocl = fwd_opencl_ptr_type(c, v);
  if (ocl)
    return fwd_type(c, ocl, v);
  LLVMTypeRef ty = LLVMTypeOf(v);
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  if (kind != LLVMPointerTypeKind)
    return kind == LLVMVectorTypeKind && fwd_is_ptr(LLVMGetElementType(ty))
               ? ptr_vec_value_type(c, v)
               : fwd_type(c, ty, v);
  uint32_t sc = fwd_value_sc(c, v);
  if (sc == ~0u)
    return 0;
  LLVMTypeRef pt = fwd_pointee(c, v);
  uint32_t pointee = fwd_access_type(c, v, pt);
  if (pointee && fwd_is_object_param(v))
    return fwd_typed_ptr_type_id(c, sc, pointee);
  return pointee ? fwd_ptr_type_id(c, sc, pointee) : 0;
}

uint32_t fwd_return_type(fwd_ctx *c, LLVMValueRef fn) {
  LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  LLVMTypeRef p = fwd_return_pointee(c, fn);
  if (!p)
    return fwd_type(c, rt, fn);
  uint32_t sc = fwd_storage_class(c, LLVMGetPointerAddressSpace(rt), fn);
  return sc == ~0u ? 0 : fwd_ptr_type(c, sc, p, fn);
}

uint32_t fwd_fn_type(fwd_ctx *c, LLVMValueRef fn) {
  uintptr_t id;
  if (lspv_ptrmap_get(&c->fn_types, fn, &id))
    return (uint32_t)id;
  LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
  if (LLVMIsFunctionVarArg(fty))
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedVarArgFunction", fn,
                          "Variadic functions other than 'printf' are not supported in SPIR-V."),
           0;
  unsigned n = LLVMCountParams(fn);
  uint32_t *ops = lspv_arena_alloc(c->arena, (n + 1) * sizeof(uint32_t));
  if (!ops)
    return fwd_oom(c), 0;
  if (!(ops[0] = fwd_return_type(c, fn)))
    return 0;
  for (unsigned i = 0; i < n; i++)
    if (!(ops[i + 1] = fwd_value_type(c, LLVMGetParam(fn, i))))
      return 0;
  uint32_t r = dedup_global(c, SPV_OpTypeFunction, ops, n + 1);
  if (!lspv_ptrmap_put(&c->fn_types, fn, r))
    c->b->oom = true;
  return r;
}

/* ---- half values ------------------------------------------------------------------*/
static bool has_half(LLVMTypeRef t, unsigned depth) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return true;
  case LLVMVectorTypeKind:
  case LLVMArrayTypeKind: return depth < 16 && has_half(LLVMGetElementType(t), depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n && depth < 16; i++)
      if (has_half(LLVMStructGetTypeAtIndex(t, i), depth + 1))
        return true;
    return false;
  }
  default: return false;
  }
}

/* Sets c->half_values (a module without half types never scans). */
static void scan_half(fwd_ctx *c) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g)) {
    LLVMValueRef init = LLVMIsDeclaration(g) ? NULL : LLVMGetInitializer(g);
    if (init && has_half(LLVMTypeOf(init), 0) && !LLVMIsNull(init) && !LLVMIsUndef(init)) {
      c->half_values = true;
      return;
    }
  }
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        bool h = has_half(LLVMTypeOf(i), 0);
        int n = LLVMGetNumOperands(i);
        for (int k = 0; k < n && !h; k++)
          h = has_half(LLVMTypeOf(LLVMGetOperand(i, (unsigned)k)), 0);
        if (h) {
          c->half_values = true;
          return;
        }
      }
}

bool fwd_half_values(fwd_ctx *c) {
  if (!c->half_scanned) {
    c->half_scanned = true;
    scan_half(c);
  }
  return c->half_values;
}
