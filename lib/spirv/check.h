/*===-- spirv/check.h - structural checker internals ---------------*- C -*-===*\
|*                                                                            *|
|* lspv_check / lspv_check_input (module.h) run the core rules of DESIGN 6   *|
|* and then the rules their caller hands over (lspv_check_rules): lib/api    *|
|* gathers them from the registered plugins' descriptors, so this layer     *|
|* knows no plugin and no extension.  A rule is an lspv_check_rule of        *|
|* lspv/plugin_spirv.h and sees the module through the public lspv_check_*   *|
|* functions declared there; the core's own type rules (check_types.c) use   *|
|* the internal view below.                                                  *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SPIRV_CHECK_H
#define LSPV_SPIRV_CHECK_H

#include "spirv/module.h"

/* The view being checked. */
const lspv_spv_view *lspv_check_view(const lspv_check_ctx *c);
/* lspv_check_report for an instruction of the view. */
lspv_status lspv_check_report_at(lspv_check_ctx *c, const lspv_inst *in, const char *error_name,
                                 const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* One warning for an instruction of the view; LSPV_SUCCESS (for a rule
 * that a module read for translation may break, as llvm-spirv reads it). */
lspv_status lspv_check_warn_at(lspv_check_ctx *c, const lspv_inst *in, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Non-zero when a plugin claims @p opcode (its rules, not the core's type
 * rules, check such instructions). */
int lspv_check_claimed(const lspv_check_ctx *c, unsigned opcode);
/* The caller's rules (plugins' rules, claims, vector capabilities), or NULL. */
const lspv_check_rules *lspv_check_rules_of(const lspv_check_ctx *c);

/* ---- core rules (spirv/check_types.c) -----------------------------------------*/
/* The type rules of a module read for translation (SPIR-V 2.16 and each
 * instruction's text: operand and result types, pointee types and storage
 * classes, decoration targets); run after the structural rules passed. */
lspv_status lspv_check_types(lspv_check_ctx *c);

/* ---- entry-point interfaces (spirv/check_interface.c) --------------------------*/
/* Every module-scope variable an entry point's call tree uses is in its
 * interface (SPIR-V 2.16.1); a warning on input, an error on output. */
lspv_status lspv_check_interfaces(lspv_check_ctx *c);

/* ---- value rules (spirv/check_values.c) ---------------------------------------*/
/* The values instruction @p in takes: constants where constants are due,
 * the types OpSampledImage relates (run with the type rules). */
lspv_status lspv_check_values(lspv_check_ctx *c, const lspv_inst *in);
/* Whether code may name a function ahead of its definition in instruction
 * @p opcode (SPIR-V 2.4: OpFunctionCall, the kernel enqueue and queries). */
bool lspv_check_names_function_ahead(unsigned opcode);

#endif
