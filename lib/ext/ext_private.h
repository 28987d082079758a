/*===-- ext/ext_private.h - what the built-in plugins share -------*- C -*-===*/
#ifndef LSPV_EXT_PRIVATE_H
#define LSPV_EXT_PRIVATE_H

#include "lspv/plugin.h"

extern const lspv_plugin lspv_plugin_split_barrier;
extern const lspv_plugin lspv_plugin_bitcast_shuffle;
extern const lspv_plugin lspv_plugin_memory_aliasing;
extern const lspv_plugin lspv_plugin_auxdata;

/* Checker rules of the plugins (spirv/check.h), listed in registry.c. */
#include "spirv/check.h"
extern const lspv_check_rule_table lspv_auxdata_check_rules;
extern const lspv_check_rule_table lspv_memory_aliasing_check_rules;
extern const lspv_check_rule_table lspv_bitcast_shuffle_check_rules;

/* The Supported Types table of SPV_INTEL_subgroup_bitcast_shuffle: non-zero
 * when (w1 x n1) <-> (w2 x n2) integer types are a listed pair. */
int lspv_bitcast_shuffle_supported(unsigned w1, unsigned n1, unsigned w2, unsigned n2);

#endif
