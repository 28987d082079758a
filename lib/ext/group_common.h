/*===-- ext/group_common.h - helpers of the group-instruction plugins -*- C -*-===*\
|*                                                                            *|
|* What the plugins of group extensions (uniform_group.c, subgroup_rotate.c)  *|
|* share, through the plugin API only: parsing the OpenCL builtin names,      *|
|* emitting `op type id scope [operation] operands...` with OpenCL's int      *|
|* predicates, and the reverse calls (OpenCL name or SPIR-V friendly call).   *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_GROUP_COMMON_H
#define LSPV_EXT_GROUP_COMMON_H

#include <stdbool.h>

#include "lspv/plugin.h"

/* Skips @p lit at *s; false (nothing skipped) when *s does not start so. */
bool lspv_group_eat(const char **s, size_t *len, const char *lit);
bool lspv_group_is(const char *s, size_t len, const char *lit);
/* "work_group_" (Workgroup) or "sub_group_" (Subgroup), skipped. */
bool lspv_group_scope_prefix(const char **s, size_t *len, uint32_t *scope);
bool lspv_group_is_float(LLVMTypeRef t);

/* An OpenCL int predicate as a SPIR-V bool (`x != 0`, folded for constants). */
uint32_t lspv_group_fwd_predicate(lspv_fwd_ctx *c, LLVMValueRef x);
/* Emits `op type id scope [gop] args...` for @p call (gop < 0: none); a bool
 * result is selected into the call's int type. */
lspv_status lspv_group_fwd_emit(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t op, uint32_t scope,
                                int gop, const uint32_t *args, unsigned nargs, bool bool_result);

/* The SPIR-V friendly call __spirv_<OpName>(operands...): argument i (0:
 * the scope) mangles unsigned when bit i of @p unsigned_ops is set; the
 * operand at index @p literal_at (a GroupOperation; 0: none) is an i32. */
lspv_status lspv_group_rev_spirv_call(lspv_rev_ctx *c, const lspv_rev_inst *in, unsigned literal_at,
                                      unsigned unsigned_ops);
/* The OpenCL builtin @p name with the operands from index @p first on
 * (bit i of @p unsigned_args: argument i unsigned); a bool first argument
 * and a bool result are OpenCL ints. */
lspv_status lspv_group_rev_cl_call(lspv_rev_ctx *c, const lspv_rev_inst *in, const char *name,
                                   unsigned first, unsigned unsigned_args, bool bool_arg,
                                   bool bool_result);

#endif
