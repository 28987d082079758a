/*===-- ext/runtime_aligned.c - SPV_INTEL_runtime_aligned -------------------===*\
|*                                                                            *|
|* A kernel's pointer parameters that are aligned at run time:               *|
|*                                                                            *|
|*   !kernel_arg_runtime_aligned !{i1 true, i1 false, ...} (one entry per    *|
|*       parameter; an integer 1 counts as true)                              *|
|*     <-> OpDecorate %param RuntimeAlignedINTEL 1 on each pointer parameter *|
|*         whose entry is true (capability RuntimeAlignedAttributeINTEL).    *|
|*                                                                            *|
|* The decoration number is llvm-spirv's (grammar/intel_runtime_aligned.json).*|
|* Forward drops the metadata when the extension is disabled, as llvm-spirv  *|
|* does.  Reverse writes the metadata with false for every other parameter,  *|
|* and reads the spec's spelling (FuncParamAttr RuntimeAlignedINTEL) too.    *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_INTEL_runtime_aligned"
#define MD_NAME "kernel_arg_runtime_aligned"

/* Function @p fn's metadata @p name, or NULL. */
static LLVMValueRef fn_md(LLVMValueRef fn, const char *name) {
  LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(fn));
  unsigned kind = LLVMGetMDKindIDInContext(ctx, name, (unsigned)strlen(name));
  size_t n = 0;
  LLVMValueMetadataEntry *all = LLVMGlobalCopyAllMetadata(fn, &n);
  LLVMValueRef node = NULL;
  for (size_t i = 0; i < n && !node; i++)
    if (LLVMValueMetadataEntriesGetKind(all, (unsigned)i) == kind)
      node = LLVMMetadataAsValue(ctx, LLVMValueMetadataEntriesGetMetadata(all, (unsigned)i));
  if (all)
    LLVMDisposeValueMetadataEntries(all);
  return node;
}

/* The function's !kernel_arg_runtime_aligned node, or NULL. */
static LLVMValueRef md_of(LLVMValueRef fn) { return fn_md(fn, MD_NAME); }

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  (void)id;
  /* (The extension first: the metadata lookup costs on every function.) */
  if (!lspv_fwd_extension_enabled(c, EXT) || !LLVMIsAFunction(gv))
    return LSPV_SUCCESS;
  LLVMValueRef node = md_of(gv);
  if (!node)
    return LSPV_SUCCESS;
  unsigned n = LLVMGetMDNodeNumOperands(node), np = LLVMCountParams(gv);
  LLVMValueRef *ops = n ? lspv_fwd_alloc(c, n * sizeof *ops) : NULL;
  if (n && !ops)
    return LSPV_ERROR_OUT_OF_MEMORY;
  if (n)
    LLVMGetMDNodeOperands(node, ops);
  for (unsigned i = 0; i < n && i < np; i++) {
    LLVMValueRef p = LLVMGetParam(gv, i);
    if (!ops[i] || !LLVMIsAConstantInt(ops[i]) || LLVMConstIntGetZExtValue(ops[i]) != 1 ||
        LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind)
      continue;
    uint32_t pid = lspv_fwd_value(c, p);
    if (!pid)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_RuntimeAlignedAttributeINTEL);
    uint32_t dec[3] = {pid, SPV_Decoration_RuntimeAlignedINTEL, 1};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 3);
  }
  return LSPV_SUCCESS;
}

/* A decorated parameter: its entry of the function's metadata becomes true
 * (the node is made, all false, at the first one). */
static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  (void)dec;
  if (ndec != 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "RuntimeAlignedINTEL takes one literal");
  if (!LLVMIsAArgument(target))
    return LSPV_SUCCESS; /* only parameters have a place for it */
  LLVMValueRef fn = LLVMGetParamParent(target);
  LLVMContextRef ctx = lspv_rev_context(c);
  unsigned np = LLVMCountParams(fn);
  LLVMMetadataRef *flags = lspv_rev_alloc(c, (np ? np : 1) * sizeof *flags);
  if (!flags)
    return LSPV_ERROR_OUT_OF_MEMORY;
  LLVMValueRef old = md_of(fn);
  LLVMValueRef *prev = old && LLVMGetMDNodeNumOperands(old) == np
                           ? lspv_rev_alloc(c, (np ? np : 1) * sizeof *prev)
                           : NULL;
  if (prev)
    LLVMGetMDNodeOperands(old, prev);
  LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx);
  for (unsigned i = 0; i < np; i++) {
    bool set = LLVMGetParam(fn, i) == target;
    flags[i] = LLVMValueAsMetadata(set || !prev ? LLVMConstInt(i1, set, 0) : prev[i]);
  }
  LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(ctx, MD_NAME, sizeof MD_NAME - 1),
                        LLVMMDNodeInContext2(ctx, flags, np));
  return LSPV_SUCCESS;
}

/* ---- reverse: the spec's spelling, FuncParamAttr RuntimeAlignedINTEL ----------
 * The core lists it in the function's !spirv.ParameterDecorations as
 * {i32 FuncParamAttr, i32 RuntimeAlignedINTEL}: such entries become the
 * function's !kernel_arg_runtime_aligned (and leave the list, so forward
 * writes them once, in llvm-spirv's form). */
#define PARAM_MD "spirv.ParameterDecorations"

static bool is_attr_entry(LLVMValueRef d) {
  LLVMValueRef ops[2];
  if (!d || !LLVMIsAMDNode(d) || LLVMGetMDNodeNumOperands(d) != 2)
    return false;
  LLVMGetMDNodeOperands(d, ops);
  return ops[0] && ops[1] && LLVMIsAConstantInt(ops[0]) && LLVMIsAConstantInt(ops[1]) &&
         LLVMConstIntGetZExtValue(ops[0]) == SPV_Decoration_FuncParamAttr &&
         LLVMConstIntGetZExtValue(ops[1]) == SPV_FunctionParameterAttribute_RuntimeAlignedINTEL;
}

/* Rewrites @p list (one parameter's decorations) without the attribute;
 * true when it had it. */
static bool take_attr(lspv_rev_ctx *c, LLVMValueRef list, LLVMMetadataRef *out) {
  LLVMContextRef ctx = lspv_rev_context(c);
  unsigned n = list && LLVMIsAMDNode(list) ? LLVMGetMDNodeNumOperands(list) : 0, k = 0;
  LLVMValueRef *ops = lspv_rev_alloc(c, (n ? n : 1) * sizeof *ops);
  LLVMMetadataRef *keep = lspv_rev_alloc(c, (n ? n : 1) * sizeof *keep);
  bool found = false;
  if (!ops || !keep)
    return false;
  if (n)
    LLVMGetMDNodeOperands(list, ops);
  for (unsigned i = 0; i < n; i++) {
    if (is_attr_entry(ops[i]))
      found = true;
    else
      keep[k++] = LLVMValueAsMetadata(ops[i]);
  }
  *out = found ? LLVMMDNodeInContext2(ctx, keep, k) : (list ? LLVMValueAsMetadata(list) : NULL);
  return found;
}

static lspv_status rev_module_end(lspv_rev_ctx *c) {
  LLVMContextRef ctx = lspv_rev_context(c);
  for (LLVMValueRef fn = LLVMGetFirstFunction(lspv_rev_module(c)); fn;
       fn = LLVMGetNextFunction(fn)) {
    LLVMValueRef lists = fn_md(fn, PARAM_MD);
    unsigned np = LLVMCountParams(fn);
    if (!lists || LLVMGetMDNodeNumOperands(lists) != np || !np)
      continue;
    LLVMValueRef *ops = lspv_rev_alloc(c, np * sizeof *ops);
    LLVMMetadataRef *lists2 = lspv_rev_alloc(c, np * sizeof *lists2);
    LLVMMetadataRef *flags = lspv_rev_alloc(c, np * sizeof *flags);
    if (!ops || !lists2 || !flags)
      return LSPV_ERROR_OUT_OF_MEMORY;
    LLVMGetMDNodeOperands(lists, ops);
    LLVMValueRef old = md_of(fn);
    LLVMValueRef *prev =
        old && LLVMGetMDNodeNumOperands(old) == np ? lspv_rev_alloc(c, np * sizeof *prev) : NULL;
    if (prev)
      LLVMGetMDNodeOperands(old, prev);
    bool any = false;
    LLVMTypeRef i1 = LLVMInt1TypeInContext(ctx);
    for (unsigned i = 0; i < np; i++) {
      bool set = take_attr(c, ops[i], &lists2[i]);
      any |= set;
      flags[i] = LLVMValueAsMetadata(set || !prev ? LLVMConstInt(i1, set, 0) : prev[i]);
      if (!lists2[i])
        lists2[i] = LLVMMDNodeInContext2(ctx, NULL, 0);
    }
    if (!any)
      continue;
    LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(ctx, PARAM_MD, sizeof PARAM_MD - 1),
                          LLVMMDNodeInContext2(ctx, lists2, np));
    LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(ctx, MD_NAME, sizeof MD_NAME - 1),
                          LLVMMDNodeInContext2(ctx, flags, np));
  }
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t decorations[] = {SPV_Decoration_RuntimeAlignedINTEL, 0};

const lspv_plugin lspv_plugin_runtime_aligned = {
    LSPV_PLUGIN_HEADER,
    .name = "runtime-aligned",
    .extensions = extensions,
    .decorations = decorations,
    .fwd_global_object = fwd_global_object,
    .rev_decoration = rev_decoration,
    .rev_module_end = rev_module_end,
};
