/*===-- ext/subgroup_names.h - OpenCL C names of Intel subgroup ops -*- C -*-===*\
|*                                                                            *|
|* What the plugins of cl_intel_subgroups and cl_intel_media_block_io share  *|
|* (intel_subgroups.c, media_block_io.c), through the plugin API only: the   *|
|* shape of their builtin names, intel_sub_group_<op>[_uc|_us|_ui|_ul][N],   *|
|* and the reverse call with its operands mangled as the environment spells  *|
|* them (images included).                                                   *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_SUBGROUP_NAMES_H
#define LSPV_EXT_SUBGROUP_NAMES_H

#include "lspv/plugin.h"

/* Whether @p name (@p len bytes, demangled) is @p base followed by an
 * optional component suffix (_uc _us _ul, and _ui when @p with_ui) and an
 * optional vector width (2, 4, 8, 16). */
int lspv_subgroup_match(const char *name, size_t len, const char *base, int with_ui);
/* Whether the call's first argument is an image: of type spirv.Image, or
 * a pointer spelled ocl_image... in the mangled parameters @p params. */
int lspv_subgroup_image_arg(LLVMValueRef call, const char *params);
/* The component type of @p data (itself for a scalar). */
LLVMTypeRef lspv_subgroup_component(LLVMTypeRef data);
/* The builtin's name for @p in with data of SPIR-V type @p data: under
 * SPV-IR __spirv_<OpName>, with llvm-spirv's _R<type> suffix when
 * @p ret_suffix; else @p base, the component's suffix (_uc _us @p w32 _ul)
 * and the vector width.  Non-zero (reported) when @p data is no integer
 * (vector). */
int lspv_subgroup_rev_name(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *base,
                           uint32_t data, int ret_suffix, const char *w32, char *out, size_t cap);
/* Calls @p name mangled over the operands after the result (all of them
 * when @p in has none): @p order lists their indices from 0 in call order
 * (NULL: as in SPIR-V), @p quals[i] qualifies operand i (LSPV_MANGLE_*).
 * Records the result. */
lspv_status lspv_subgroup_rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *name,
                                   const unsigned *quals, const unsigned *order);

#endif
