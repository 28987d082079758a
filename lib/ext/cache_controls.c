/*===-- ext/cache_controls.c - SPV_INTEL_cache_controls on memory operands --===*\
|*                                                                            *|
|* CacheControlLoadINTEL / CacheControlStoreINTEL decorate a pointer.  A     *|
|* producer asks for them on one pointer operand of a memory access (a      *|
|* load, a store, a call) with                                               *|
|*                                                                            *|
|*   !spirv.DecorationCacheControlINTEL !{!{i32 decoration, i32 level,      *|
|*                                          i32 control, i32 operand}, ...} *|
|*                                                                            *|
|* Forward, before anything is translated, each named operand is replaced   *|
|* by a copy of the pointer, `getelementptr T, ptr %p, i32 0` (T the loaded  *|
|* or stored type, i8 for a call), which carries the decorations as          *|
|* !spirv.Decorations (the core writes them, the capability and extension    *|
|* included): only that access sees the decorated pointer.  Several          *|
|* decorations of one operand share its copy (the latest listed first, as   *|
|* llvm-spirv orders them).  The metadata is consumed: translating the       *|
|* module again adds no second copy.  Reverse needs nothing: the copy comes *|
|* back as a zero-index getelementptr with !spirv.Decorations.              *|
|* The annotation-string spelling of the same decorations is annotations.c's.*|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_INTEL_cache_controls"
#define MD_NAME "spirv.DecorationCacheControlINTEL"
#define MAX_COPIES 8

typedef struct {
  unsigned operand;
  LLVMValueRef gep;
} copy;

static lspv_status bad(lspv_fwd_ctx *c, LLVMValueRef inst, const char *why) {
  return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", inst, "!" MD_NAME ": %s",
                        why);
}

static LLVMValueRef const_op(LLVMValueRef node, unsigned i) {
  LLVMValueRef ops[4];
  if (LLVMGetMDNodeNumOperands(node) != 4)
    return NULL;
  LLVMGetMDNodeOperands(node, ops);
  return ops[i] && LLVMIsAConstantInt(ops[i]) ? ops[i] : NULL;
}

/* The type a copy of operand @p op of @p inst points to. */
static LLVMTypeRef copy_type(LLVMValueRef inst, unsigned op) {
  if (LLVMIsALoadInst(inst))
    return LLVMTypeOf(inst);
  if (LLVMIsAStoreInst(inst) && op == 1)
    return LLVMTypeOf(LLVMGetOperand(inst, 0));
  return LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(inst)));
}

/* Prepends decoration @p dec (its first three operands) to the
 * !spirv.Decorations list of @p gep. */
static void add_decoration(LLVMContextRef ctx, LLVMValueRef gep, LLVMValueRef dec) {
  static const char md[] = "spirv.Decorations";
  unsigned kind = LLVMGetMDKindIDInContext(ctx, md, sizeof md - 1);
  LLVMValueRef ops[4];
  LLVMGetMDNodeOperands(dec, ops);
  LLVMMetadataRef trimmed[3] = {LLVMValueAsMetadata(ops[0]), LLVMValueAsMetadata(ops[1]),
                                LLVMValueAsMetadata(ops[2])};
  LLVMMetadataRef list[MAX_COPIES + 1];
  unsigned n = 0;
  list[n++] = LLVMMDNodeInContext2(ctx, trimmed, 3);
  LLVMValueRef old = LLVMGetMetadata(gep, kind);
  unsigned nold = old ? LLVMGetMDNodeNumOperands(old) : 0;
  LLVMValueRef olds[MAX_COPIES];
  if (nold && nold <= MAX_COPIES) {
    LLVMGetMDNodeOperands(old, olds);
    for (unsigned i = 0; i < nold; i++)
      list[n++] = LLVMValueAsMetadata(olds[i]);
  }
  LLVMSetMetadata(gep, kind, LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, list, n)));
}

static lspv_status rewrite(lspv_fwd_ctx *c, LLVMBuilderRef b, LLVMValueRef inst, unsigned kind) {
  LLVMValueRef list = LLVMGetMetadata(inst, kind);
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
  unsigned n = LLVMGetMDNodeNumOperands(list);
  if (!LLVMIsALoadInst(inst) && !LLVMIsAStoreInst(inst) && !LLVMIsACallInst(inst))
    return bad(c, inst, "only a load, a store or a call may carry it");
  if (n > MAX_COPIES)
    return bad(c, inst, "too many decorations on one instruction");
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  LLVMValueRef decs[MAX_COPIES];
  LLVMGetMDNodeOperands(list, decs);
  for (unsigned i = 0; i < n; i++) { /* all checked before anything changes */
    LLVMValueRef dec = decs[i], opno = dec && LLVMIsAMDNode(dec) ? const_op(dec, 3) : NULL;
    if (!opno || !const_op(dec, 0) || !const_op(dec, 1) || !const_op(dec, 2))
      return bad(c, inst,
                 "each decoration is {i32 decoration, i32 level, i32 control, i32 operand}");
    uint64_t op = LLVMConstIntGetZExtValue(opno);
    if (op >= (uint64_t)LLVMGetNumOperands(inst) - (LLVMIsACallInst(inst) ? 1u : 0u) ||
        LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, (unsigned)op))) != LLVMPointerTypeKind)
      return bad(c, inst, "the operand it names is not a pointer operand of the instruction");
    for (unsigned j = 0; j < i; j++)
      if (LLVMConstIntGetZExtValue(const_op(decs[j], 3)) == op &&
          LLVMConstIntGetZExtValue(const_op(decs[j], 0)) ==
              LLVMConstIntGetZExtValue(const_op(dec, 0)) &&
          LLVMConstIntGetZExtValue(const_op(decs[j], 1)) ==
              LLVMConstIntGetZExtValue(const_op(dec, 1)))
        return bad(c, inst, "two decorations of one kind for the same operand and cache level");
  }
  copy copies[MAX_COPIES];
  unsigned ncopies = 0;
  LLVMPositionBuilderBefore(b, inst);
  for (unsigned i = 0; i < n; i++) {
    unsigned op = (unsigned)LLVMConstIntGetZExtValue(const_op(decs[i], 3)), k = 0;
    while (k < ncopies && copies[k].operand != op)
      k++;
    if (k == ncopies) {
      LLVMValueRef zero = LLVMConstInt(LLVMInt32TypeInContext(ctx), 0, 0);
      copies[ncopies++] =
          (copy){op, LLVMBuildGEP2(b, copy_type(inst, op), LLVMGetOperand(inst, op), &zero, 1, "")};
      LLVMSetOperand(inst, op, copies[k].gep);
    }
    add_decoration(ctx, copies[k].gep, decs[i]);
  }
  LLVMSetMetadata(inst, kind, NULL);
  return LSPV_SUCCESS;
}

static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  unsigned kind = LLVMGetMDKindIDInContext(ctx, MD_NAME, sizeof MD_NAME - 1);
  LLVMBuilderRef b = NULL;
  lspv_status s = LSPV_SUCCESS;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !s; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb && !s; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !s; i = LLVMGetNextInstruction(i)) {
        if (!LLVMHasMetadata(i) || !LLVMGetMetadata(i, kind))
          continue;
        if (!b)
          b = LLVMCreateBuilderInContext(ctx);
        s = rewrite(c, b, i, kind);
      }
  if (b)
    LLVMDisposeBuilder(b);
  return s;
}

/* ---- checker ----------------------------------------------------------------*/
/* SPV_INTEL_cache_controls' validation rules: the decorated value is a
 * pointer into Function, CrossWorkgroup or Generic storage (loads also
 * UniformConstant), and one pointer may carry several decorations of a kind
 * only with different cache levels.  (spirv-val refuses any second one, which
 * the extension allows: lspv writes one per level.)  The levels seen are kept
 * in a map of the checker run, keyed by target, decoration and level. */
static lspv_status check_decorate(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  if (in->noperands < 4 || (in->operands[1] != SPV_Decoration_CacheControlLoadINTEL &&
                            in->operands[1] != SPV_Decoration_CacheControlStoreINTEL))
    return LSPV_SUCCESS;
  bool load = in->operands[1] == SPV_Decoration_CacheControlLoadINTEL;
  lspv_spv_inst target, type;
  if (lspv_check_def(c, in->operands[0], &target) || !target.type_id ||
      lspv_check_def(c, target.type_id, &type) ||
      (type.opcode != SPV_OpTypePointer && type.opcode != SPV_OpTypeUntypedPointerKHR) ||
      type.noperands < 2)
    return lspv_check_report(c, in, "InvalidModule", "a cache control decorates a pointer value");
  uint32_t sc = type.operands[1];
  if (sc != SPV_StorageClass_Function && sc != SPV_StorageClass_CrossWorkgroup &&
      sc != SPV_StorageClass_Generic && !(load && sc == SPV_StorageClass_UniformConstant))
    return lspv_check_report(
        c, in, "InvalidModule",
        "a %s cache control decorates a pointer into Function, %sCrossWorkgroup "
        "or Generic storage, not storage class %u",
        load ? "load" : "store", load ? "UniformConstant, " : "", sc);
  lspv_map *seen = lspv_check_map(c, (const void *)check_decorate);
  uint32_t key[3] = {in->operands[0], in->operands[1], in->operands[2]};
  uintptr_t dummy;
  if (!seen)
    return LSPV_ERROR_OUT_OF_MEMORY;
  if (lspv_map_get(seen, key, sizeof key, &dummy))
    return lspv_check_report(c, in, "InvalidModule",
                             "two %s cache controls of one pointer for cache level %u (each "
                             "level at most once)",
                             load ? "load" : "store", in->operands[2]);
  return lspv_map_put(seen, key, sizeof key, 1) ? LSPV_SUCCESS : LSPV_ERROR_OUT_OF_MEMORY;
}

static const lspv_check_rule check_rules[] = {
    {"cache control target and levels", SPV_OpDecorate, check_decorate, NULL,
     LSPV_CHECK_ADVISORY_ON_INPUT},
};

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_cache_controls = {
    LSPV_PLUGIN_HEADER,
    .name = "cache-controls",
    .extensions = extensions,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_module_begin = fwd_module_begin,
};
