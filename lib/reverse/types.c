/*===-- reverse/types.c - SPIR-V types -> LLVM types ----------------------===*\
|*                                                                            *|
|* Types are translated when their instruction is reached; SPIR-V defines    *|
|* every type before its use, and pointers are opaque in LLVM, so the pointee *|
|* of an OpTypePointer / OpTypeForwardPointer is never needed here and cyclic *|
|* types cannot make this recurse.  Opaque SPIR-V types (events, queues,      *|
|* images...) become target extension types "spirv.<Name>", as LLVM's own     *|
|* SPIR-V backend spells them.                                                *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "reverse/rev_private.h"

/* Storage class -> LLVM address space (SPIR 1.2 / OpenCL numbering). */
static const struct {
  uint32_t sc;
  unsigned as;
} as_map[] = {
    {SPV_StorageClass_Function, 0},        {SPV_StorageClass_Private, 0},
    {SPV_StorageClass_CrossWorkgroup, 1},  {SPV_StorageClass_Input, 1},
    {SPV_StorageClass_UniformConstant, 2}, {SPV_StorageClass_Workgroup, 3},
    {SPV_StorageClass_Generic, 4},
};

unsigned rev_addrspace(rev_ctx *c, uint32_t sc) {
  for (size_t i = 0; i < sizeof as_map / sizeof *as_map; i++)
    if (as_map[i].sc == sc)
      return as_map[i].as;
  return rev_plugin_addrspace(c, sc); /* a storage class a plugin claims */
}

uint32_t rev_pointee_id(const rev_ctx *c, uint32_t ptr_type_id) {
  const lspv_inst *t = rev_def(c, ptr_type_id);
  return t && t->opcode == SPV_OpTypePointer ? rev_op(c, t, 2) : 0;
}

static LLVMTypeRef pointer_type(rev_ctx *c, const lspv_inst *in, uint32_t sc) {
  unsigned as = rev_addrspace(c, sc);
  if (as == ~0u) {
    const char *n = lspv_enum_name(LSPV_OK_StorageClass, sc);
    rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedStorageClass",
             "storage class %s is not supported", n ? n : "?");
    return NULL;
  }
  return LLVMPointerTypeInContext(c->ctx, as);
}

/* LLVM's element rules (ArrayType/StructType::isValidElementType): no void,
 * label, metadata, function or token member.  The LLVM builders do not check
 * them (Debian's LLVM has no assertions) and later crash on such a type. */
static bool valid_member(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind:
  case LLVMLabelTypeKind:
  case LLVMMetadataTypeKind:
  case LLVMFunctionTypeKind:
  case LLVMTokenTypeKind: return false;
  default: return true;
  }
}

static LLVMTypeRef bad_member(rev_ctx *c, const lspv_inst *in, uint32_t id) {
  rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
           "type %u cannot be a member, element or parameter type", id);
  return NULL;
}

/* Aggregates nested by value.  LLVM builds a struct type by walking every
 * type under it (StructType::checkBody), and computes sizes and layouts
 * recursively: a 100k-deep chain of structs took minutes and would need a
 * deep stack.  Real kernels nest a few levels; these bounds refuse what no
 * kernel needs, with one error, in time linear in the module. */
#define REV_MAX_TYPE_NEST 512
#define REV_MAX_REACH_TOTAL (UINT64_C(1) << 24)

/* Records the nesting of aggregate @p in from its member types (operands
 * first .. lspv_nops-1, or only @p first when @p one); false after the
 * error when a bound is passed. */
static bool nest_ok(rev_ctx *c, const lspv_inst *in, unsigned first, bool one) {
  uint32_t depth = 0;
  uint64_t reach = 1;
  unsigned end = one ? first + 1 : lspv_nops(in);
  for (unsigned i = first; i < end; i++) {
    uint32_t m = rev_op(c, in, i);
    if (m >= c->v->bound)
      continue;
    if (c->nest[m] > depth)
      depth = c->nest[m];
    reach += c->reach[m] ? c->reach[m] : 1;
  }
  if (depth + 1 > REV_MAX_TYPE_NEST) {
    rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType",
             "aggregate types nested more than %d deep", REV_MAX_TYPE_NEST);
    return false;
  }
  if (in->opcode == SPV_OpTypeStruct) {
    c->reach_total += reach;
    if (c->reach_total > REV_MAX_REACH_TOTAL) {
      rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType",
               "struct types nest too much (over %llu member types by value)",
               (unsigned long long)REV_MAX_REACH_TOTAL);
      return false;
    }
  }
  c->nest[in->result] = depth + 1;
  c->reach[in->result] = reach > UINT32_MAX ? UINT32_MAX : (uint32_t)reach;
  return true;
}

static LLVMTypeRef vector_type(rev_ctx *c, const lspv_inst *in) {
  uint32_t n = rev_op(c, in, 2);
  LLVMTypeRef e = rev_type(c, rev_op(c, in, 1), in);
  if (!e)
    return NULL;
  LLVMTypeKind k = LLVMGetTypeKind(e);
  /* SPIR-V 2.16.1: 2, 3 or 4 components (8 and 16 with Vector16). */
  /* Other counts: under a plugin's any_vector_size_capabilities, which the
   * checker made sure the module declares. */
  if (n != 2 && n != 3 && n != 4 && n != 8 && n != 16 &&
      !(n >= 1 && c->o->check_rules.nany_vector_caps)) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "vector of %u components (2, 3, 4, 8 or 16)", n);
    return NULL;
  }
  if (k != LLVMIntegerTypeKind && k != LLVMHalfTypeKind && k != LLVMBFloatTypeKind &&
      k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind && k != LLVMPointerTypeKind) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "vector component type %u is not a scalar", rev_op(c, in, 1));
    return NULL;
  }
  return LLVMVectorType(e, n);
}

static LLVMTypeRef struct_type(rev_ctx *c, const lspv_inst *in) {
  if (!nest_ok(c, in, 1, false))
    return NULL;
  unsigned n = lspv_nops(in) - 1;
  LLVMTypeRef *elems = lspv_arena_alloc(c->arena, (n + 1) * sizeof *elems);
  if (!elems)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!(elems[i] = rev_type(c, rev_op(c, in, 1 + i), in)))
      return NULL;
    else if (!valid_member(elems[i]))
      return bad_member(c, in, rev_op(c, in, 1 + i));
  bool packed = rev_find_deco(c, in->result, SPV_Decoration_CPacked, NULL) != NULL;
  /* Every SPIR-V struct is an identified LLVM struct: its OpName, or
   * "structtype" (LLVM adds .0, .1... to repeats), as llvm-spirv reads it.
   * Two OpTypeStruct of the same members stay two types, as in SPIR-V. */
  const char *name = c->names[in->result];
  LLVMTypeRef t = LLVMStructCreateNamed(c->ctx, name && *name ? name : "structtype");
  LLVMStructSetBody(t, elems, n, packed);
  if (!name || !*name) {
    /* The made-up name is listed, so forward does not write it back (and
     * keeps a module's own "structtype.3"). */
    const char *made = LLVMGetStructName(t);
    LLVMMetadataRef s = LLVMMDStringInContext2(c->ctx, made, strlen(made));
    LLVMAddNamedMetadataOperand(c->m, LSPV_INVENTED_STRUCT_NAMES,
                                LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, &s, 1)));
  }
  return t;
}

static LLVMTypeRef function_type(rev_ctx *c, const lspv_inst *in) {
  unsigned n = lspv_nops(in) - 2;
  LLVMTypeRef ret = rev_type(c, rev_op(c, in, 1), in);
  LLVMTypeRef *params = lspv_arena_alloc(c->arena, (n + 1) * sizeof *params);
  if (!ret || !params)
    return NULL;
  LLVMTypeKind rk = LLVMGetTypeKind(ret);
  if (rk == LLVMFunctionTypeKind || rk == LLVMLabelTypeKind || rk == LLVMMetadataTypeKind)
    return bad_member(c, in, rev_op(c, in, 1));
  for (unsigned i = 0; i < n; i++)
    if (!(params[i] = rev_type(c, rev_op(c, in, 2 + i), in)))
      return NULL;
    else if (!valid_member(params[i]))
      return bad_member(c, in, rev_op(c, in, 2 + i));
  return LLVMFunctionType(ret, params, n, 0);
}

static LLVMTypeRef array_type(rev_ctx *c, const lspv_inst *in) {
  if (!nest_ok(c, in, 1, true))
    return NULL;
  LLVMTypeRef elem = rev_type(c, rev_op(c, in, 1), in);
  uint64_t len = 0;
  if (!elem)
    return NULL;
  if (!valid_member(elem))
    return bad_member(c, in, rev_op(c, in, 1));
  if (in->opcode == SPV_OpTypeArray && !rev_const_length(c, rev_op(c, in, 2), &len)) {
    if (!c->d->errors)
      rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType",
               "array length %u is not an integer constant", rev_op(c, in, 2));
    return NULL;
  }
  return LLVMArrayType2(elem, len);
}

static LLVMTypeRef ext_type(rev_ctx *c, const char *name, const lspv_inst *in, unsigned first) {
  unsigned ints[8], n = 0;
  for (unsigned i = first; i < lspv_nops(in) && n < 8; i++)
    ints[n++] = rev_op(c, in, i);
  return LLVMTargetExtTypeInContext(c->ctx, name, NULL, 0, ints, n);
}

/* spirv.Image / spirv.SampledImage of OpTypeImage @p in: the sampled type
 * and the integer operands (an image without access qualifier gets 0,
 * read_only, as llvm-spirv reads it). */
static LLVMTypeRef image_type(rev_ctx *c, const char *name, const lspv_inst *in) {
  LLVMTypeRef sampled = rev_type(c, rev_op(c, in, 1), in);
  unsigned ints[7] = {0}, n = 0;
  for (unsigned i = 2; i < lspv_nops(in) && n < 7; i++)
    ints[n++] = rev_op(c, in, i);
  return sampled ? LLVMTargetExtTypeInContext(c->ctx, name, &sampled, 1, ints, 7) : NULL;
}

static LLVMTypeRef scalar_type(rev_ctx *c, const lspv_inst *in) {
  uint32_t w = rev_op(c, in, 1);
  if (in->opcode == SPV_OpTypeInt) {
    if (w == 0 || w > (1u << 23)) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "bad integer width %u", w);
      return NULL;
    }
    return LLVMIntTypeInContext(c->ctx, w);
  }
  if (lspv_nops(in) > 2) {
    rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType",
             "floating-point encoding %u is not supported", rev_op(c, in, 2));
    return NULL;
  }
  switch (w) {
  case 16: return LLVMHalfTypeInContext(c->ctx);
  case 32: return LLVMFloatTypeInContext(c->ctx);
  case 64: return LLVMDoubleTypeInContext(c->ctx);
  default:
    rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedType", "float width %u", w);
    return NULL;
  }
}

lspv_status rev_type_inst(rev_ctx *c, const lspv_inst *in) {
  LLVMTypeRef t = NULL;
  uint32_t id = in->result;
  switch (in->opcode) {
  case SPV_OpTypeVoid: t = LLVMVoidTypeInContext(c->ctx); break;
  case SPV_OpTypeBool: t = LLVMInt1TypeInContext(c->ctx); break;
  case SPV_OpTypeInt:
  case SPV_OpTypeFloat: t = scalar_type(c, in); break;
  case SPV_OpTypeVector: t = vector_type(c, in); break;
  case SPV_OpTypeMatrix: {
    /* Columns of one vector type: an array of them, as llvm-spirv reads it. */
    LLVMTypeRef col = rev_type(c, rev_op(c, in, 1), in);
    t = col ? LLVMArrayType2(col, rev_op(c, in, 2)) : NULL;
    break;
  }
  case SPV_OpTypeArray:
  case SPV_OpTypeRuntimeArray: t = array_type(c, in); break;
  case SPV_OpTypeStruct: t = struct_type(c, in); break;
  case SPV_OpTypeOpaque: {
    const char *s = lspv_op_string(c->v, in, 1, NULL);
    t = LLVMStructCreateNamed(c->ctx, s ? s : "opaque");
    break;
  }
  case SPV_OpTypePointer: t = pointer_type(c, in, rev_op(c, in, 1)); break;
  case SPV_OpTypeForwardPointer: {
    uint32_t pid = rev_op(c, in, 0);
    t = pointer_type(c, in, rev_op(c, in, 1));
    if (!t)
      return LSPV_ERROR_UNSUPPORTED;
    if (pid < c->v->bound)
      c->types[pid] = t;
    return LSPV_SUCCESS;
  }
  case SPV_OpTypeFunction: t = function_type(c, in); break;
  case SPV_OpTypeEvent: t = ext_type(c, "spirv.Event", in, 1); break;
  case SPV_OpTypeDeviceEvent: t = ext_type(c, "spirv.DeviceEvent", in, 1); break;
  case SPV_OpTypeReserveId: t = ext_type(c, "spirv.ReserveId", in, 1); break;
  case SPV_OpTypeQueue: t = ext_type(c, "spirv.Queue", in, 1); break;
  case SPV_OpTypePipe: t = ext_type(c, "spirv.Pipe", in, 1); break;
  case SPV_OpTypePipeStorage: t = ext_type(c, "spirv.PipeStorage", in, 1); break;
  case SPV_OpTypeSampler: t = ext_type(c, "spirv.Sampler", in, 1); break;
  case SPV_OpTypeImage: t = image_type(c, "spirv.Image", in); break;
  case SPV_OpTypeSampledImage: {
    const lspv_inst *img = rev_def(c, rev_op(c, in, 1));
    if (!img || img->opcode != SPV_OpTypeImage) {
      rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
               "sampled image type %u is not of an OpTypeImage", rev_op(c, in, 1));
      return LSPV_ERROR_INVALID_INPUT;
    }
    t = image_type(c, "spirv.SampledImage", img);
    break;
  }
  default:
    if (rev_untyped_role(c, in->opcode) != REV_UPTR_TYPE)
      return LSPV_DECLINED;
    t = pointer_type(c, in, rev_op(c, in, 1)); /* a pointer without pointee */
    break;
  }
  if (!t)
    return c->d->errors ? LSPV_ERROR_UNSUPPORTED : LSPV_ERROR_OUT_OF_MEMORY;
  c->types[id] = t;
  return LSPV_SUCCESS;
}
