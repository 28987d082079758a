/*===-- ext/fpga_buffer_location.c - kernel argument buffer locations -----===*\
|*                                                                            *|
|* SPV_INTEL_fpga_buffer_location on a function's pointer parameters, in     *|
|* the form OpenCL and SYCL front ends write it:                             *|
|*                                                                            *|
|*   !kernel_arg_buffer_location !{i32 L0, i32 L1, ...} (one entry per       *|
|*       parameter; -1: none)                                                *|
|*     <-> OpDecorate %param BufferLocationINTEL L on each pointer parameter *|
|*         whose entry is not negative (capability FPGABufferLocationINTEL).*|
|*                                                                            *|
|* Forward reads the metadata on any function and drops it when the         *|
|* extension is disabled, as llvm-spirv does; an entry of a parameter that  *|
|* is not a pointer is ignored.  Reverse writes the metadata on kernels that *|
|* have a decorated pointer parameter, -1 for the others; the decoration    *|
|* stays in the parameter's !spirv.ParameterDecorations list too (where the *|
|* core lists it and llvm-spirv keeps it), and forward writes it once.      *|
|* The annotation form (llvm.ptr.annotation "{5921:\"N\"}") is the          *|
|* annotations plugin's.                                                    *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <string.h>

#include "ext/fn_metadata.h"

#define EXT "SPV_INTEL_fpga_buffer_location"
#define MD_NAME "kernel_arg_buffer_location"
#define PARAM_MD "spirv.ParameterDecorations"

static bool is_ptr(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind; }

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  (void)id;
  /* (The extension first: the metadata lookup costs on every function.) */
  if (!lspv_fwd_extension_enabled(c, EXT) || !LLVMIsAFunction(gv))
    return LSPV_SUCCESS;
  LLVMValueRef node = ext_fn_md(gv, MD_NAME);
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
    if (!ops[i] || !LLVMIsAConstantInt(ops[i]) || LLVMConstIntGetSExtValue(ops[i]) < 0 ||
        !is_ptr(p))
      continue;
    uint32_t pid = lspv_fwd_value(c, p);
    if (!pid)
      return LSPV_ERROR_UNSUPPORTED;
    lspv_status s = lspv_fwd_require_extension(c, EXT);
    if (s)
      return s;
    lspv_fwd_require_capability(c, SPV_Capability_FPGABufferLocationINTEL);
    uint32_t dec[3] = {pid, SPV_Decoration_BufferLocationINTEL,
                       (uint32_t)LLVMConstIntGetZExtValue(ops[i])};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 3);
  }
  return LSPV_SUCCESS;
}

/* The location in parameter decoration list @p list ({i32 5921, i32 L}),
 * or -1 (as a word). */
static uint32_t location_in(LLVMValueRef list) {
  unsigned n = list && LLVMIsAMDNode(list) ? LLVMGetMDNodeNumOperands(list) : 0;
  LLVMValueRef ops[64];
  if (n > 64)
    return ~0u;
  if (n)
    LLVMGetMDNodeOperands(list, ops);
  for (unsigned i = 0; i < n; i++) {
    uint32_t w[2];
    if (ops[i] && LLVMIsAMDNode(ops[i]) && ext_md_ints(ops[i], w, 2) == 2 &&
        w[0] == SPV_Decoration_BufferLocationINTEL)
      return w[1];
  }
  return ~0u;
}

static lspv_status rev_module_end(lspv_rev_ctx *c) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(lspv_rev_module(c)); fn;
       fn = LLVMGetNextFunction(fn)) {
    LLVMValueRef lists =
        LLVMGetFunctionCallConv(fn) == LLVMSPIRKERNELCallConv ? ext_fn_md(fn, PARAM_MD) : NULL;
    unsigned np = LLVMCountParams(fn);
    if (!lists || LLVMGetMDNodeNumOperands(lists) != np || !np)
      continue;
    LLVMValueRef *ops = lspv_rev_alloc(c, np * sizeof *ops);
    uint32_t *locs = lspv_rev_alloc(c, np * sizeof *locs);
    if (!ops || !locs)
      return LSPV_ERROR_OUT_OF_MEMORY;
    LLVMGetMDNodeOperands(lists, ops);
    bool any = false;
    for (unsigned i = 0; i < np; i++) {
      locs[i] = is_ptr(LLVMGetParam(fn, i)) ? location_in(ops[i]) : ~0u;
      any |= locs[i] != ~0u;
    }
    if (any)
      ext_set_fn_md_ints(fn, MD_NAME, locs, np);
  }
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_fpga_buffer_location = {
    LSPV_PLUGIN_HEADER,
    .name = "fpga-buffer-location",
    .extensions = extensions,
    .fwd_global_object = fwd_global_object,
    .rev_module_end = rev_module_end,
};
