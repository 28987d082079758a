/*===-- ext/registry.c - the built-in extension plugins ------------------===*\
|* The one list of compiled-in plugins: --spirv-ext and --help are built    *|
|* from it (through the options).  Each plugin lives in its own file here.  *|
\*===----------------------------------------------------------------------===*/
#include "api/options.h"
#include "ext/ext_private.h"
#include "spirv/check.h"

/* One plugin a line; the NULL ends the list. */
const lspv_plugin *const lspv_builtin_plugins[] = {
    &lspv_plugin_auxdata,
    &lspv_plugin_split_barrier,
    &lspv_plugin_bitcast_shuffle,
    &lspv_plugin_memory_aliasing,
    NULL,
};
const unsigned lspv_builtin_nplugins =
    sizeof lspv_builtin_plugins / sizeof lspv_builtin_plugins[0] - 1;

/* The checker rules the built-in plugins add (spirv/check.h). */
const lspv_check_rule_table *const *lspv_builtin_check_rules(size_t *ntables) {
  static const lspv_check_rule_table *const tables[] = {
      &lspv_auxdata_check_rules,
      &lspv_memory_aliasing_check_rules,
      &lspv_bitcast_shuffle_check_rules,
  };
  *ntables = sizeof tables / sizeof tables[0];
  return tables;
}
