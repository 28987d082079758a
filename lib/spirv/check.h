/*===-- spirv/check.h - structural checker: the rule hook ----------*- C -*-===*\
|*                                                                            *|
|* lspv_check (module.h) runs the core rules of DESIGN 6 and then the rules  *|
|* that extensions add.  The core knows no extension: an extension plugin   *|
|* describes its own rules as a const table of lspv_check_rule and hands it  *|
|* over either                                                               *|
|*  - explicitly, through lspv_check_ex() (what the API does with the        *|
|*    rules of --plugin objects), or                                         *|
|*  - for the compiled-in plugins, listed by lspv_builtin_check_rules()     *|
|*    in lib/ext/registry.c, next to the plugin list.                       *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SPIRV_CHECK_H
#define LSPV_SPIRV_CHECK_H

#include "spirv/module.h"

typedef struct lspv_check_ctx lspv_check_ctx;

/* One extension-specific rule.  @p fn is called for every instruction whose
 * opcode is @p opcode (0: every instruction), after the core rules passed
 * for the module.  It reports problems with lspv_check_report and returns
 * LSPV_SUCCESS or the error status. */
typedef struct {
  const char *name; /* e.g. "alias-scope operand kind", for --help/docs */
  unsigned opcode;
  lspv_status (*fn)(lspv_check_ctx *c, const lspv_inst *in, void *user);
  void *user;
} lspv_check_rule;

typedef struct {
  const lspv_check_rule *rules;
  size_t nrules;
  /* Rules about instructions a consumer may drop (non-semantic sets): not
   * run on a module that lspv reads for translation (the plugin ignores and
   * warns about bad records itself); errors on a module lspv writes or that
   * --verify checks. */
  bool advisory_on_input;
} lspv_check_rule_table;

/* lspv_check plus the rule tables given. */
lspv_status lspv_check_ex(const lspv_spv_view *v, const lspv_check_rule_table *tables,
                          size_t ntables, lspv_diag *d);

/* The compiled-in plugins' rule tables (lib/ext/registry.c). */
const lspv_check_rule_table *const *lspv_builtin_check_rules(size_t *ntables);

/* ---- what a rule may call --------------------------------------------------*/
const lspv_spv_view *lspv_check_view(const lspv_check_ctx *c);
/* Non-zero when the module declares OpExtension @p ext. */
int lspv_check_declares_extension(const lspv_check_ctx *c, const char *ext);
/* Non-zero when capability @p cap is declared (directly or implied). */
int lspv_check_declares_capability(const lspv_check_ctx *c, uint32_t cap);
/* Reports a problem at @p in: the message gets ", word offset N, OpX, id M"
 * appended.  Returns LSPV_ERROR_INVALID_INPUT. */
lspv_status lspv_check_report(lspv_check_ctx *c, const lspv_inst *in, const char *error_name,
                              const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* ---- core rules (spirv/check_types.c) -----------------------------------------*/
/* The type rules of a module read for translation (SPIR-V 2.16 and each
 * instruction's text: operand and result types, pointee types and storage
 * classes, decoration targets); run after the structural rules passed. */
lspv_status lspv_check_types(lspv_check_ctx *c);

#endif
