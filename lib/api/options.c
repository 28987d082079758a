/*===-- api/options.c - options, --spirv-ext, plugin loading -------------===*/
#include "api/options.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/grammar.h"

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

static bool add_ext_name(struct lspv_opaque_options *o, const char *name) {
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

lspv_options_ref lspv_options_create(void) {
  struct lspv_opaque_options *o = calloc(1, sizeof *o);
  if (!o)
    return NULL;
  o->max_version = LSPV_VERSION(1, 6);
  o->verify_output = true;
  o->target_env = LSPV_TARGET_CL12;
  for (unsigned i = 0; i < lspv_ext_count; i++)
    if (!add_ext_name(o, lspv_ext_names[i]))
      goto fail;
  for (unsigned i = 0; i < lspv_builtin_nplugins; i++)
    if (lspv_options_add_plugin(o, lspv_builtin_plugins[i]) != LSPV_SUCCESS)
      goto fail;
  return o;
fail:
  lspv_options_dispose(o);
  return NULL;
}

void lspv_options_dispose(lspv_options_ref o) {
  if (!o)
    return;
  lspv_vec_free(&o->ext_names);
  lspv_vec_free(&o->ext_state);
  lspv_vec_free(&o->ext_explicit_off);
  free(o->ext_hash);
  lspv_vec_free(&o->plugins);
  for (size_t i = 0; i < o->dl_handles.n; i++)
    dlclose(o->dl_handles.v[i]);
  lspv_vec_free(&o->dl_handles);
  free(o->intrinsic_prefixes);
  free(o->time_text);
  free(o);
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

lspv_status lspv_options_set_extensions(lspv_options_ref o, const char *spec) {
  const char *p = spec;
  while (*p) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == 0) {
      p = end ? end + 1 : p + len;
      continue;
    }
    char sign = p[0];
    if ((sign != '+' && sign != '-') || len < 2)
      return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                        "Invalid value of --spirv-ext, expected format is: "
                        "--spirv-ext=+EXT_NAME,-EXT_NAME (got '%.*s')",
                        (int)len, p);
    const char *name = p + 1;
    size_t nlen = len - 1;
    if (nlen == 3 && memcmp(name, "all", 3) == 0) {
      for (size_t i = 0; i < o->ext_names.n; i++) {
        if (sign == '-') {
          o->ext_state.v[i] = LSPV_EXTSTATE_DISABLED;
        } else if (!o->ext_explicit_off.v[i]) {
          o->ext_state.v[i] = LSPV_EXTSTATE_ENABLED;
        }
      }
    } else {
      int idx = -1;
      for (size_t i = 0; i < o->ext_names.n; i++)
        if (strlen(o->ext_names.v[i]) == nlen && memcmp(o->ext_names.v[i], name, nlen) == 0)
          idx = (int)i;
      if (idx < 0)
        return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                          "Unknown extension '%.*s' was specified via --spirv-ext option",
                          (int)nlen, name);
      if (sign == '+') {
        o->ext_state.v[idx] = LSPV_EXTSTATE_ENABLED;
        o->ext_explicit_off.v[idx] = 0;
      } else {
        o->ext_state.v[idx] = LSPV_EXTSTATE_DISABLED;
        o->ext_explicit_off.v[idx] = 1;
      }
    }
    p = end ? end + 1 : p + len;
  }
  return LSPV_SUCCESS;
}

lspv_status lspv_options_set_max_version(lspv_options_ref o, unsigned major, unsigned minor) {
  if (major != 1 || minor > 6)
    return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                      "Invalid SPIR-V version %u.%u (expected 1.0 .. 1.6)", major, minor);
  o->max_version = LSPV_VERSION(major, minor);
  return LSPV_SUCCESS;
}

void lspv_options_set_preserve_auxdata(lspv_options_ref o, int e) { o->preserve_auxdata = e; }
void lspv_options_set_target_env(lspv_options_ref o, lspv_target_env env) { o->target_env = env; }
void lspv_options_set_verify_output(lspv_options_ref o, int e) { o->verify_output = e; }
void lspv_options_set_time_report(lspv_options_ref o, int e) { o->time_report = e; }
const char *lspv_options_time_report(lspv_options_ref o) { return o->time_text; }
void lspv_options_set_time_text(struct lspv_opaque_options *o, char *text) {
  free(o->time_text);
  o->time_text = text;
}

void lspv_options_set_allow_unknown_intrinsics(lspv_options_ref o, const char *prefixes) {
  free(o->intrinsic_prefixes);
  o->intrinsic_prefixes = NULL;
  o->allow_intrinsics = prefixes != NULL;
  if (prefixes && *prefixes && !(o->intrinsic_prefixes = strdup(prefixes))) {
    /* Out of memory: allow none rather than, silently, all of them. */
    o->allow_intrinsics = false;
    lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "allowed intrinsic prefixes");
  }
}

void lspv_options_set_diag_handler(lspv_options_ref o, lspv_diag_handler h, void *user) {
  o->diag.handler = h;
  o->diag.user = user;
}

const char *lspv_last_error(lspv_options_ref o) { return o->diag.last_error; }

size_t lspv_options_plugin_count(lspv_options_ref o) { return o->plugins.n; }

const char *lspv_options_plugin_name(lspv_options_ref o, size_t i) {
  return i < o->plugins.n ? o->plugins.v[i]->name : NULL;
}

const char *const *lspv_options_plugin_extensions(lspv_options_ref o, size_t i) {
  static const char *const none[] = {NULL};
  if (i >= o->plugins.n)
    return NULL;
  return o->plugins.v[i]->extensions ? o->plugins.v[i]->extensions : none;
}

lspv_status lspv_options_add_plugin(lspv_options_ref o, const lspv_plugin *p) {
  if (!p || p->api_version != LSPV_PLUGIN_API_VERSION)
    return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError",
                      "plugin '%s' has API version %u, lspv expects %u",
                      p && p->name ? p->name : "?", p ? p->api_version : 0,
                      LSPV_PLUGIN_API_VERSION);
  for (const char *const *e = p->extensions; e && *e; e++)
    if (!add_ext_name(o, *e))
      return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  if (!lspv_vec_push(&o->plugins, p))
    return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  return LSPV_SUCCESS;
}

lspv_status lspv_options_load_plugin(lspv_options_ref o, const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!h)
    return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError", "cannot load plugin %s: %s", path,
                      dlerror());
  lspv_plugin_register_fn reg;
  *(void **)&reg = dlsym(h, "lspv_plugin_register");
  if (!reg) {
    dlclose(h);
    return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError",
                      "plugin %s does not export lspv_plugin_register", path);
  }
  const lspv_plugin *p = reg(LSPV_PLUGIN_API_VERSION);
  if (!p) {
    dlclose(h);
    return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError",
                      "plugin %s refused API version %u", path, LSPV_PLUGIN_API_VERSION);
  }
  lspv_status s = lspv_options_add_plugin(o, p);
  if (s != LSPV_SUCCESS || !lspv_vec_push(&o->dl_handles, h)) {
    dlclose(h);
    return s != LSPV_SUCCESS ? s : LSPV_ERROR_OUT_OF_MEMORY;
  }
  return LSPV_SUCCESS;
}

lspv_status lspv_mem_operands_add(lspv_mem_operands *mo, uint32_t bit, int has_param,
                                  uint32_t param) {
  if (mo->mask & bit)
    return LSPV_ERROR_INVALID_ARGUMENT;
  mo->mask |= bit;
  if (!has_param)
    return LSPV_SUCCESS;
  if (mo->nparams >= LSPV_MAX_MEM_PARAMS)
    return LSPV_ERROR_INVALID_ARGUMENT;
  /* Keep parameters ordered by their mask bit (SPIR-V 3.26). */
  uint32_t at = mo->nparams;
  while (at > 0 && mo->params[at - 1].bit > bit) {
    mo->params[at] = mo->params[at - 1];
    at--;
  }
  mo->params[at].bit = bit;
  mo->params[at].word = param;
  mo->nparams++;
  return LSPV_SUCCESS;
}
