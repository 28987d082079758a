/*===-- ext/usm_storage_classes.c - SPV_INTEL_usm_storage_classes --------===*\
|*                                                                            *|
|* SYCL's global_device and global_host pointers (LLVM address spaces 5     *|
|* and 6) are global memory that a device knows to live on the device or on *|
|* the host.  With the extension they keep that knowledge as the storage     *|
|* classes DeviceOnlyINTEL and HostOnlyINTEL (capability                     *|
|* USMStorageClassesINTEL); without it the core lowers them to              *|
|* CrossWorkgroup, as llvm-spirv does.                                        *|
|*                                                                            *|
|* Casts: between either class and CrossWorkgroup (addrspacecast 5|6 <-> 1) *|
|* the extension's OpPtrCastToCrossWorkgroupINTEL / OpCrossWorkgroupCast-   *|
|* ToPtrINTEL; to and from Generic (5|6 <-> 4) through CrossWorkgroup, as    *|
|* OpPtrCastToGeneric and OpGenericCastToPtr take no other global class     *|
|* (spirv-val holds them to that).  Reverse: the classes are address spaces *|
|* 5 and 6 again and both casts are addrspacecast; a cast through global    *|
|* memory between a USM class and Generic is one addrspacecast again (the   *|
|* module's casts are folded once every function is built).                 *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_usm_storage_classes"

/* LLVM address space <-> storage class. */
static const struct {
  unsigned as;
  uint32_t sc;
} classes[] = {
    {5, SPV_StorageClass_DeviceOnlyINTEL},
    {6, SPV_StorageClass_HostOnlyINTEL},
};
#define NCLASSES (sizeof classes / sizeof classes[0])
#define CROSS_WORKGROUP_AS 1u
#define GENERIC_AS 4u

static int is_usm_as(unsigned as) {
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].as == as)
      return 1;
  return 0;
}

static lspv_status require(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_USMStorageClassesINTEL);
  return LSPV_SUCCESS;
}

/* ---- forward -----------------------------------------------------------------*/
static lspv_status fwd_storage_class(lspv_fwd_ctx *c, unsigned as, uint32_t *sc) {
  if (!lspv_fwd_extension_enabled(c, EXT_NAME))
    return LSPV_DECLINED;
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].as == as) {
      *sc = classes[i].sc;
      return require(c);
    }
  return LSPV_DECLINED;
}

static const unsigned llvm_opcodes[] = {LLVMAddrSpaceCast, 0};

/* Emits `op %type %new %operand`; the new id. */
static uint32_t emit_cast(lspv_fwd_ctx *c, uint32_t op, uint32_t type, uint32_t operand) {
  uint32_t ops[3] = {type, lspv_fwd_new_id(c), operand};
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, op, ops, 3);
  return ops[1];
}

/* addrspacecast from or to a USM address space: to and from global memory
 * the extension's cast; to and from Generic through global memory, since
 * OpPtrCastToGeneric / OpGenericCastToPtr take Workgroup, CrossWorkgroup
 * and Function pointers only.  The steps go through i8 pointers; the
 * result is then cast to the pointee lspv inferred for it. */
static lspv_status fwd_llvm_instruction(lspv_fwd_ctx *c, LLVMValueRef inst) {
  LLVMValueRef src = LLVMGetOperand(inst, 0);
  unsigned from = LLVMGetPointerAddressSpace(LLVMTypeOf(src));
  unsigned to = LLVMGetPointerAddressSpace(LLVMTypeOf(inst));
  if (!lspv_fwd_extension_enabled(c, EXT_NAME) || is_usm_as(from) == is_usm_as(to) ||
      LLVMIsAConstantPointerNull(src) || LLVMIsUndef(src))
    return LSPV_DECLINED; /* the core's */
  unsigned other = is_usm_as(from) ? to : from;
  if (other != CROSS_WORKGROUP_AS && other != GENERIC_AS)
    return LSPV_DECLINED; /* the core refuses it */
  lspv_status s = require(c);
  if (s)
    return s;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(inst)));
  uint32_t byte = lspv_fwd_type(c, i8);
  uint32_t global = lspv_fwd_pointer_type(c, SPV_StorageClass_CrossWorkgroup, byte);
  uint32_t v = lspv_fwd_pointer_value(c, src, i8), want = lspv_fwd_value_type(c, inst);
  if (!byte || !global || !v || !want)
    return LSPV_ERROR_UNSUPPORTED;
  uint32_t sc = 0;
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].as == (is_usm_as(from) ? from : to))
      sc = classes[i].sc;
  if (is_usm_as(from)) {
    v = emit_cast(c, SPV_OpPtrCastToCrossWorkgroupINTEL, global, v);
    if (to == GENERIC_AS)
      v = emit_cast(c, SPV_OpPtrCastToGeneric,
                    lspv_fwd_pointer_type(c, SPV_StorageClass_Generic, byte), v);
  } else {
    if (from == GENERIC_AS)
      v = emit_cast(c, SPV_OpGenericCastToPtr, global, v);
    v = emit_cast(c, SPV_OpCrossWorkgroupCastToPtrINTEL, lspv_fwd_pointer_type(c, sc, byte), v);
  }
  uint32_t last_sc = is_usm_as(to)      ? sc
                     : to == GENERIC_AS ? SPV_StorageClass_Generic
                                        : SPV_StorageClass_CrossWorkgroup;
  uint32_t last = lspv_fwd_pointer_type(c, last_sc, byte);
  if (last != want)
    v = emit_cast(c, SPV_OpBitcast, want, v);
  lspv_fwd_set_value(c, inst, v);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
/* The casts the plugin built, folded at the module's end. */
typedef struct {
  LLVMValueRef *v;
  unsigned n, cap;
} cast_list;

static lspv_status remember(lspv_rev_ctx *c, LLVMValueRef cast) {
  void **slot = lspv_rev_plugin_state(c);
  cast_list *l = *slot;
  if (!l && !(l = *slot = lspv_rev_alloc(c, sizeof *l)))
    return LSPV_ERROR_OUT_OF_MEMORY;
  if (l->n == l->cap) {
    unsigned cap = l->cap ? 2 * l->cap : 16;
    LLVMValueRef *v = lspv_rev_alloc(c, cap * sizeof *v);
    if (!v)
      return LSPV_ERROR_OUT_OF_MEMORY;
    if (l->n)
      memcpy(v, l->v, l->n * sizeof *v);
    l->v = v;
    l->cap = cap;
  }
  l->v[l->n++] = cast;
  return LSPV_SUCCESS;
}

static lspv_status rev_storage_class(lspv_rev_ctx *c, uint32_t sc, unsigned *as) {
  (void)c;
  for (size_t i = 0; i < NCLASSES; i++)
    if (classes[i].sc == sc) {
      *as = classes[i].as;
      return LSPV_SUCCESS;
    }
  return LSPV_DECLINED;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  const char *name = in->opcode == SPV_OpPtrCastToCrossWorkgroupINTEL
                         ? "OpPtrCastToCrossWorkgroupINTEL"
                         : "OpCrossWorkgroupCastToPtrINTEL";
  if (in->noperands != 3)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s takes a result type, a result and a pointer", name);
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  LLVMValueRef p = lspv_rev_value(c, in->operands[2]);
  if (!ty || !p)
    return LSPV_ERROR_INVALID_INPUT;
  if (LLVMGetTypeKind(ty) != LLVMPointerTypeKind ||
      LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s: the result and the operand must be pointers", name);
  LLVMValueRef v = LLVMTypeOf(p) == ty ? p : LLVMBuildAddrSpaceCast(lspv_rev_builder(c), p, ty, "");
  lspv_rev_set_value(c, in->result_id, v);
  return v != p ? remember(c, v) : LSPV_SUCCESS;
}

/* The address space a pointer value points into. */
static unsigned as_of(LLVMValueRef v) { return LLVMGetPointerAddressSpace(LLVMTypeOf(v)); }

/* An addrspacecast instruction from @p from to CrossWorkgroup, else NULL. */
static LLVMValueRef global_step(LLVMValueRef v, int (*from)(unsigned)) {
  if (!v || !LLVMIsAAddrSpaceCastInst(v) || as_of(v) != CROSS_WORKGROUP_AS)
    return NULL;
  return from(as_of(LLVMGetOperand(v, 0))) ? v : NULL;
}

static int is_generic_as(unsigned as) { return as == GENERIC_AS; }

/* Folds the casts through global memory the forward direction writes
 * between a USM class and Generic: `addrspacecast (addrspacecast %p 5|6->1)
 * ->4` is `addrspacecast %p 5|6->4`, and `addrspacecast (addrspacecast %q
 * 4->1) ->5|6` is `addrspacecast %q 4->5|6`, the IR the forward direction
 * read.  The step through global memory goes when nothing else uses it. */
static lspv_status rev_module_end(lspv_rev_ctx *c) {
  cast_list *l = *lspv_rev_plugin_state(c);
  for (unsigned i = 0; l && i < l->n; i++) {
    LLVMValueRef cast = l->v[i], step;
    if ((step = global_step(cast, is_usm_as))) { /* 5|6 -> 1, used by -> 4 */
      LLVMUseRef u = LLVMGetFirstUse(cast);
      while (u) {
        LLVMValueRef user = LLVMGetUser(u);
        u = LLVMGetNextUse(u);
        if (LLVMIsAAddrSpaceCastInst(user) && as_of(user) == GENERIC_AS)
          LLVMSetOperand(user, 0, LLVMGetOperand(cast, 0));
      }
    } else if (is_usm_as(as_of(cast)) &&
               (step = global_step(LLVMGetOperand(cast, 0), is_generic_as))) { /* 1 -> 5|6 */
      LLVMSetOperand(cast, 0, LLVMGetOperand(step, 0));
    }
    if (step && !LLVMGetFirstUse(step))
      LLVMInstructionEraseFromParent(step);
  }
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/
/* The storage class of the pointer type of value @p id, ~0u when unknown. */
static uint32_t pointer_class(const lspv_check_ctx *c, uint32_t type_id) {
  lspv_spv_inst t;
  if (lspv_check_def(c, type_id, &t) || t.opcode != SPV_OpTypePointer || t.noperands < 2)
    return ~0u;
  return t.operands[1];
}

static int is_usm_class(uint32_t sc) {
  return sc == SPV_StorageClass_DeviceOnlyINTEL || sc == SPV_StorageClass_HostOnlyINTEL;
}

/* OpPtrCastToCrossWorkgroupINTEL: DeviceOnly/HostOnly -> CrossWorkgroup;
 * OpCrossWorkgroupCastToPtrINTEL: the other way. */
static lspv_status check_cast(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst operand;
  if (in->noperands != 3 || lspv_check_def(c, in->operands[2], &operand))
    return LSPV_SUCCESS; /* the core reports the shape */
  uint32_t to = pointer_class(c, in->type_id), from = pointer_class(c, operand.type_id);
  int ok = in->opcode == SPV_OpPtrCastToCrossWorkgroupINTEL
               ? is_usm_class(from) && to == SPV_StorageClass_CrossWorkgroup
               : from == SPV_StorageClass_CrossWorkgroup && is_usm_class(to);
  if (!ok)
    return lspv_check_report(c, in, "InvalidInstruction",
                             in->opcode == SPV_OpPtrCastToCrossWorkgroupINTEL
                                 ? "OpPtrCastToCrossWorkgroupINTEL casts a DeviceOnlyINTEL or "
                                   "HostOnlyINTEL pointer to a CrossWorkgroup one"
                                 : "OpCrossWorkgroupCastToPtrINTEL casts a CrossWorkgroup "
                                   "pointer to a DeviceOnlyINTEL or HostOnlyINTEL one");
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"usm cast storage classes", SPV_OpPtrCastToCrossWorkgroupINTEL, check_cast, NULL,
     LSPV_CHECK_ALWAYS},
    {"usm cast storage classes", SPV_OpCrossWorkgroupCastToPtrINTEL, check_cast, NULL,
     LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpPtrCastToCrossWorkgroupINTEL,
                                   SPV_OpCrossWorkgroupCastToPtrINTEL, 0};
static const uint32_t storage_classes[] = {SPV_StorageClass_DeviceOnlyINTEL,
                                           SPV_StorageClass_HostOnlyINTEL, 0};

const lspv_plugin lspv_plugin_usm_storage_classes = {
    LSPV_PLUGIN_HEADER,
    .name = "usm-storage-classes",
    .extensions = extensions,
    .opcodes = opcodes,
    .storage_classes = storage_classes,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_storage_class = fwd_storage_class,
    .fwd_llvm_opcodes = llvm_opcodes,
    .fwd_llvm_instruction = fwd_llvm_instruction,
    .rev_storage_class = rev_storage_class,
    .rev_instruction = rev_instruction,
    .rev_module_end = rev_module_end,
};
