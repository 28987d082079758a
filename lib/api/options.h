/*===-- api/options.h - the options object behind lspv_options_ref -*- C -*-===*/
#ifndef LSPV_API_OPTIONS_H
#define LSPV_API_OPTIONS_H

#include "lspv/plugin.h"
#include "support/support.h"

/* Extension state from --spirv-ext.  Forward allows only ENABLED, reverse
 * everything but DISABLED (DESIGN 4). */
enum { LSPV_EXTSTATE_UNSET = 0, LSPV_EXTSTATE_ENABLED = 1, LSPV_EXTSTATE_DISABLED = 2 };

struct lspv_opaque_options {
  lspv_diag diag;
  uint32_t max_version;
  bool preserve_auxdata;
  bool verify_output;
  bool time_report;
  lspv_target_env target_env;
  bool allow_intrinsics;
  char *intrinsic_prefixes; /* NULL or "" = all, when allowed */
  /* Known extension names: the grammar's first, then plugins' own. */
  LSPV_VEC(const char *) ext_names;
  LSPV_VEC(unsigned char) ext_state;
  LSPV_VEC(unsigned char) ext_explicit_off;
  /* Open-addressing index over ext_names (1 + index, 0 empty; capacity a
   * power of two, at most half full): translation asks per instruction. */
  uint32_t *ext_hash;
  size_t ext_hash_cap;
  LSPV_VEC(const lspv_plugin *) plugins;
  LSPV_VEC(void *) dl_handles;
  char *time_text;
};

/* Index of a known extension name, or -1. */
int lspv_options_ext_index(const struct lspv_opaque_options *o, const char *name);
/* Whether an extension may be used in the given direction. */
bool lspv_options_ext_allowed(const struct lspv_opaque_options *o, const char *name, bool forward);
/* Replaces the timing report text (takes ownership of a malloc'ed string). */
void lspv_options_set_time_text(struct lspv_opaque_options *o, char *text);

/* The built-in plugins (lib/ext/registry.c). */
extern const lspv_plugin *const lspv_builtin_plugins[];
extern const unsigned lspv_builtin_nplugins;

#endif
