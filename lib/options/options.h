/*===-- options/options.h - the options object behind lspv_options_ref -*- C -*-===*\
|*                                                                            *|
|* The layer between the SPIR-V model and the translators: forward and       *|
|* reverse read the options, lib/api fills them (public setters, plugin      *|
|* registration); neither translator includes anything of lib/api, so there  *|
|* is no api <-> forward/reverse cycle (docs/design.md, "Layers").  What a   *|
|* registered plugin brings is kept here in the shape the lower layers take: *|
|* its checker rules flattened into one table, the opcodes plugins claim,    *|
|* its grammar rows resolved into the overlay.                               *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_OPTIONS_OPTIONS_H
#define LSPV_OPTIONS_OPTIONS_H

#include "lspv/plugin.h"
#include "spirv/module.h"
#include "support/support.h"

/* Named metadata in which reverse lists the struct names it made up for
 * an OpTypeStruct without OpName ("structtype", "structtype.0"...), one
 * MDString a node: forward writes no OpName for those. */
#define LSPV_INVENTED_STRUCT_NAMES "lspv.invented.struct.names"

/* Extension state from --spirv-ext.  Forward allows only ENABLED, reverse
 * everything but DISABLED (DESIGN 4). */
enum { LSPV_EXTSTATE_UNSET = 0, LSPV_EXTSTATE_ENABLED = 1, LSPV_EXTSTATE_DISABLED = 2 };

/* One plugin option's value as set (NULL: not set, the default applies). */
typedef struct {
  const lspv_plugin_option *decl;
  const char *value;
  bool owned; /* value is malloc'ed (a flag's "1" is not: setting it cannot fail) */
} lspv_option_value;

struct lspv_opaque_options {
  lspv_diag diag;
  uint32_t max_version;
  bool verify_output;
  bool exact_roundtrip; /* lspv_options_set_exact_roundtrip */
  bool time_report;
  lspv_target_env target_env;
  bool builtin_global; /* --spirv-builtin-format=global */
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
  /* The registered plugins as lspv serves them: full-size descriptors (an
   * external one copied, with the fields past its struct_size zeroed). */
  LSPV_VEC(const lspv_plugin *) plugins;
  LSPV_VEC(void *) plugin_copies; /* malloc'ed copies, freed with the options */
  LSPV_VEC(void *) dl_handles;
  LSPV_VEC(lspv_check_rule) rules; /* every plugin's checker rules */
  uint8_t *claimed;                /* [LSPV_CLAIM_BYTES] opcodes plugins claim */
  LSPV_VEC(uint32_t) vector_caps;  /* every plugin's any_vector_size_capabilities */
  lspv_check_rules check_rules;    /* rules + claimed, for lspv_check */
  lspv_grammar_overlay *gx;        /* plugins' grammar rows, or NULL */
  LSPV_VEC(lspv_option_value) plugin_options;
  char *time_text;
  /* Translation choices of llvm-spirv's options (lspv.h setters). */
  lspv_fp_contract fp_contract;
  bool fmuladd_to_mad;
  bool kernel_arg_names;
  bool kernel_arg_type_strings; /* -preserve-ocl-kernel-arg-type-metadata-through-string */
  lspv_debug_info_version debug_info;
  /* --spec-const overrides, in the order given (a later one wins). */
  LSPV_VEC(struct lspv_spec_override {
    uint32_t id;
    uint64_t bits;
  })
  spec_overrides;
};

/* The --spec-const value of @p spec_id, if one was given. */
bool lspv_options_spec_constant(const struct lspv_opaque_options *o, uint32_t spec_id,
                                uint64_t *bits);

/* Index of a known extension name, or -1. */
int lspv_options_ext_index(const struct lspv_opaque_options *o, const char *name);
/* Whether an extension may be used in the given direction. */
bool lspv_options_ext_allowed(const struct lspv_opaque_options *o, const char *name, bool forward);
/* Makes @p name a known extension name (a copy is not taken: it must live as
 * long as the options).  False when out of memory. */
bool lspv_options_add_ext_name(struct lspv_opaque_options *o, const char *name);
/* The value of a plugin option (its default when unset), NULL when none. */
const char *lspv_options_option_value(const struct lspv_opaque_options *o, const char *name);
/* Replaces the timing report text (takes ownership of a malloc'ed string). */
void lspv_options_set_time_text(struct lspv_opaque_options *o, char *text);

/* The built-in plugins (lib/ext/registry.c). */
extern const lspv_plugin *const lspv_builtin_plugins[];
extern const unsigned lspv_builtin_nplugins;

#endif
