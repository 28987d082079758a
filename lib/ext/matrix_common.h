/*===-- ext/matrix_common.h - cooperative-matrix instruction calls -*- C -*-===*\
|*                                                                            *|
|* What the cooperative-matrix plugins (cooperative_matrix.c, joint_matrix.c) *|
|* share, through the plugin API only: a table row per instruction saying    *|
|* which operands are <id>s and which literals, the SPIR-V friendly call     *|
|* `__spirv_<Name>(operands...)` <-> the instruction, and llvm-spirv's       *|
|* mangling of matrix and pointer parameters on reverse.                      *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_MATRIX_COMMON_H
#define LSPV_EXT_MATRIX_COMMON_H

#include <stdbool.h>

#include "lspv/plugin.h"

#define LSPV_MATRIX_TYPE_NAME "spirv.CooperativeMatrixKHR"

/** One instruction spelled as a call `__spirv_<name>(args...)`. */
typedef struct {
  const char *name; /**< after "__spirv_" */
  uint32_t opcode;
  /** The operands after the result, one letter each: 'i' an <id>, 'L' a
   *  literal, 'T' the matrix type (the call passes a value of it); operands
   *  past the end of @c sig are literals (memory operands, MulAdd flags). */
  const char *sig;
  unsigned min_args, max_args;
  bool has_result;
  bool result_suffix; /**< the reverse call's name carries `_R<result type>` */
  uint32_t capability;
  bool memory_operand; /**< the first literal past @c sig is a MemoryAccess mask */
} lspv_matrix_inst;

bool lspv_matrix_is_type(LLVMTypeRef ty);
/** The element spelling in a matrix's mangled struct name ("half", "char"), or NULL. */
const char *lspv_matrix_elt_name(LLVMTypeRef elt);
/** llvm-spirv's mangling of matrix type @p t, a pointer (address space 1)
 * to the struct `__spirv_CooperativeMatrixKHR__<elt>_<scope>_<rows>_<cols>_<use>`:
 * two layers into @p L (name in translation memory); 0 when @p t is no
 * matrix or its component has no spelling. */
unsigned lspv_matrix_mangle_layers(lspv_rev_ctx *c, LLVMTypeRef t, lspv_mangle_type *L);
/** The row of @p table (@p n rows) whose call @p callee names, or NULL:
 *  "__spirv_<name>" followed by nothing, '_' or its Itanium parameters. */
const lspv_matrix_inst *lspv_matrix_which(const lspv_matrix_inst *table, size_t n,
                                          const char *callee);
/** Emits @p in for @p call (the extension and capabilities already required). */
lspv_status lspv_matrix_fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const lspv_matrix_inst *in);
/** The row of @p table for @p opcode, or NULL. */
const lspv_matrix_inst *lspv_matrix_by_opcode(const lspv_matrix_inst *table, size_t n,
                                              uint32_t opcode);
/** Builds the SPIR-V friendly call for instruction @p in of row @p row. */
lspv_status lspv_matrix_rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in,
                                 const lspv_matrix_inst *row);

#endif
