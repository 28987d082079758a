/*===-- ext/io_pipes.c - SPV_INTEL_io_pipes ---------------------------------===*\
|*                                                                            *|
|* Pipes wired to an I/O interface of the device (an FPGA board's streaming *|
|* ports): the front end marks the program-scope pipe storage variable with *|
|* the interface's id,                                                        *|
|*                                                                            *|
|*   @p = addrspace(1) global ..., !io_pipe_id !{i32 N}                       *|
|*     <-> OpDecorate %p IOPipeStorageINTEL N  (capability IOPipeINTEL)      *|
|*                                                                            *|
|* Forward reads the metadata on global variables and drops it when the     *|
|* extension is disabled, as llvm-spirv does (the id only says where the    *|
|* data comes from); metadata that is not one integer is an error.  Reverse *|
|* writes the metadata back.  Spec: SPV_INTEL_io_pipes (SPIR-V registry);    *|
|* docs/extensions/io-pipes.md.                                              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "ext/fn_metadata.h"
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_io_pipes"
#define MD_NAME "io_pipe_id"

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  /* (Without the extension the metadata is dropped, as llvm-spirv does.) */
  if (!lspv_fwd_extension_enabled(c, EXT) || !LLVMIsAGlobalVariable(gv))
    return LSPV_SUCCESS;
  LLVMValueRef node = ext_fn_md(gv, MD_NAME);
  if (!node)
    return LSPV_SUCCESS;
  uint32_t pipe_id;
  if (ext_md_ints(node, &pipe_id, 1) != 1)
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", gv,
                          "!" MD_NAME " must be one integer (the I/O pipe's id)");
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_IOPipeINTEL);
  uint32_t dec[3] = {id, SPV_Decoration_IOPipeStorageINTEL, pipe_id};
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, dec, 3);
  return LSPV_SUCCESS;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (ndec != 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "IOPipeStorageINTEL takes one literal, the I/O pipe's id");
  if (!LLVMIsAGlobalVariable(target))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "IOPipeStorageINTEL decorates a module-scope variable");
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMMetadataRef n = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), dec[1], 0));
  LLVMGlobalSetMetadata(target, LLVMGetMDKindIDInContext(ctx, MD_NAME, sizeof MD_NAME - 1),
                        LLVMMDNodeInContext2(ctx, &n, 1));
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t decorations[] = {SPV_Decoration_IOPipeStorageINTEL, 0};

const lspv_plugin lspv_plugin_io_pipes = {
    LSPV_PLUGIN_HEADER,
    .name = "io-pipes",
    .extensions = extensions,
    .decorations = decorations,
    .fwd_global_object = fwd_global_object,
    .rev_decoration = rev_decoration,
};
