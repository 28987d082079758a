/*===-- options/options.c - what the translators ask of the options -------===*\
|* Extension state lookups (hashed: forward asks per instruction) and the    *|
|* values of plugin options.  The setters and plugin registration are        *|
|* lib/api's.                                                                *|
\*===----------------------------------------------------------------------===*/
#include "options/options.h"

#include <stdlib.h>
#include <string.h>

static size_t name_hash(const char *s) {
  size_t h = 2166136261u; /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static void hash_insert(uint32_t *t, size_t cap, const char *name, uint32_t idx1) {
  size_t h = name_hash(name) & (cap - 1);
  while (t[h])
    h = (h + 1) & (cap - 1);
  t[h] = idx1;
}

bool lspv_options_add_ext_name(struct lspv_opaque_options *o, const char *name) {
  if (lspv_options_ext_index(o, name) >= 0)
    return true;
  if (!lspv_vec_push(&o->ext_names, name) || !lspv_vec_push(&o->ext_state, 0) ||
      !lspv_vec_push(&o->ext_explicit_off, 0))
    return false;
  if (2 * o->ext_names.n > o->ext_hash_cap) {
    size_t cap = o->ext_hash_cap ? 2 * o->ext_hash_cap : 512;
    uint32_t *t = calloc(cap, sizeof *t);
    if (!t)
      return false;
    for (size_t i = 0; i < o->ext_names.n; i++)
      hash_insert(t, cap, o->ext_names.v[i], (uint32_t)i + 1);
    free(o->ext_hash);
    o->ext_hash = t;
    o->ext_hash_cap = cap;
    return true;
  }
  hash_insert(o->ext_hash, o->ext_hash_cap, name, (uint32_t)o->ext_names.n);
  return true;
}

int lspv_options_ext_index(const struct lspv_opaque_options *o, const char *name) {
  if (!o->ext_hash_cap)
    return -1;
  for (size_t h = name_hash(name) & (o->ext_hash_cap - 1); o->ext_hash[h];
       h = (h + 1) & (o->ext_hash_cap - 1))
    if (strcmp(o->ext_names.v[o->ext_hash[h] - 1], name) == 0)
      return (int)o->ext_hash[h] - 1;
  return -1;
}

bool lspv_options_ext_allowed(const struct lspv_opaque_options *o, const char *name, bool forward) {
  int i = lspv_options_ext_index(o, name);
  if (i < 0)
    return !forward;
  return forward ? o->ext_state.v[i] == LSPV_EXTSTATE_ENABLED
                 : o->ext_state.v[i] != LSPV_EXTSTATE_DISABLED;
}

const char *lspv_options_option_value(const struct lspv_opaque_options *o, const char *name) {
  for (size_t i = 0; name && i < o->plugin_options.n; i++) {
    const lspv_option_value *ov = &o->plugin_options.v[i];
    if (strcmp(ov->decl->name, name) == 0)
      return ov->value ? ov->value : ov->decl->default_value;
  }
  return NULL;
}

bool lspv_options_spec_constant(const struct lspv_opaque_options *o, uint32_t spec_id,
                                uint64_t *bits) {
  for (size_t i = o->spec_overrides.n; i-- > 0;)
    if (o->spec_overrides.v[i].id == spec_id) {
      *bits = o->spec_overrides.v[i].bits;
      return true;
    }
  return false;
}
