/*===-- ext/fn_metadata.h - function metadata of small integers -*- C -*-===*\
|*                                                                            *|
|* Kernel and function attributes travel in LLVM as function metadata of a  *|
|* few i32 (or string) operands: !max_work_group_size !{i32 8, i32 4},       *|
|* !initiation_interval !{i32 10}, !ip_interface !{!"csr"}.  The plugins     *|
|* that turn them into execution modes and decorations (kernel_attributes.c, *|
|* fpga_function_attributes.c) read and write them through these helpers.   *|
|* Private to lib/ext.                                                       *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_FN_METADATA_H
#define LSPV_EXT_FN_METADATA_H

#include <stdint.h>

#include "lspv/plugin.h"

/** The node of metadata kind @p kind attached to function @p fn (as a
 * value, for LLVMGetMDNodeOperands), or NULL. */
LLVMValueRef ext_fn_md(LLVMValueRef fn, const char *kind);
/** The integer operands of @p node into out[0..max): their number, or -1
 * when an operand is not an integer constant or there are more than max. */
int ext_md_ints(LLVMValueRef node, uint32_t *out, unsigned max);
/** Non-zero when one of @p node's operands is the string @p s. */
int ext_md_has_string(LLVMValueRef node, const char *s);
/** Attaches !kind !{i32 v[0], ...} (an empty node when n is 0) to @p fn. */
void ext_set_fn_md_ints(LLVMValueRef fn, const char *kind, const uint32_t *v, unsigned n);
/** Attaches !kind !{!"s[0]", ...} to @p fn. */
void ext_set_fn_md_strings(LLVMValueRef fn, const char *kind, const char *const *s, unsigned n);
/** Registers the metadata kinds @p kinds (NULL-terminated) in the module's
 * context in that order: LLVM prints a function's attachments by kind
 * number, so the reverse output does not depend on the order the SPIR-V
 * listed the execution modes and decorations in. */
void ext_register_md_kinds(LLVMContextRef ctx, const char *const *kinds);

#endif
