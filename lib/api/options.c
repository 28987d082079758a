/*===-- api/options.c - options, --spirv-ext, plugin loading -------------===*/
#include "options/options.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include <stddef.h>

#include "spirv/grammar.h"

static bool add_ext_name(struct lspv_opaque_options *o, const char *name) {
  return lspv_options_add_ext_name(o, name);
}

lspv_options_ref lspv_options_create(void) {
  struct lspv_opaque_options *o = calloc(1, sizeof *o);
  if (!o)
    return NULL;
  o->max_version = LSPV_VERSION(1, 6);
  o->verify_output = true;
  o->target_env = LSPV_TARGET_CL12;
  o->fmuladd_to_mad = true;
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
  for (size_t i = 0; i < o->plugin_copies.n; i++)
    free(o->plugin_copies.v[i]);
  lspv_vec_free(&o->plugin_copies);
  for (size_t i = 0; i < o->plugin_options.n; i++)
    if (o->plugin_options.v[i].owned)
      free((char *)o->plugin_options.v[i].value);
  lspv_vec_free(&o->plugin_options);
  lspv_vec_free(&o->rules);
  free(o->claimed);
  lspv_vec_free(&o->vector_caps);
  lspv_overlay_dispose(o->gx);
  /* After the copies: the descriptors may live in the plugins' objects. */
  for (size_t i = 0; i < o->dl_handles.n; i++)
    dlclose(o->dl_handles.v[i]);
  lspv_vec_free(&o->dl_handles);
  free(o->intrinsic_prefixes);
  free(o->time_text);
  lspv_vec_free(&o->spec_overrides);
  free(o);
}

lspv_status lspv_options_set_extensions(lspv_options_ref o, const char *spec) {
  const char *p = spec;
  /* Every item is +NAME or -NAME: an empty value or item is malformed, as
   * llvm-spirv says. */
  for (;;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
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
    if (!end)
      return LSPV_SUCCESS;
    p = end + 1;
  }
}

lspv_status lspv_options_set_max_version(lspv_options_ref o, unsigned major, unsigned minor) {
  if (major != 1 || minor > 6)
    return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                      "Invalid SPIR-V version %u.%u (expected 1.0 .. 1.6)", major, minor);
  o->max_version = LSPV_VERSION(major, minor);
  return LSPV_SUCCESS;
}

void lspv_options_set_preserve_auxdata(lspv_options_ref o, int e) {
  lspv_options_set_plugin_option(o, "spirv-preserve-auxdata", e ? "1" : "0");
}
void lspv_options_set_target_env(lspv_options_ref o, lspv_target_env env) { o->target_env = env; }
void lspv_options_set_builtin_format(lspv_options_ref o, lspv_builtin_format fmt) {
  o->builtin_global = fmt == LSPV_BUILTIN_FORMAT_GLOBAL;
}
void lspv_options_set_verify_output(lspv_options_ref o, int e) { o->verify_output = e; }
void lspv_options_set_exact_roundtrip(lspv_options_ref o, int e) { o->exact_roundtrip = e; }
void lspv_options_set_time_report(lspv_options_ref o, int e) { o->time_report = e; }
const char *lspv_options_time_report(lspv_options_ref o) { return o->time_text; }
void lspv_options_set_time_text(struct lspv_opaque_options *o, char *text) {
  free(o->time_text);
  o->time_text = text;
}

void lspv_options_set_fp_contract(lspv_options_ref o, lspv_fp_contract m) { o->fp_contract = m; }
void lspv_options_set_fmuladd_to_mad(lspv_options_ref o, int e) { o->fmuladd_to_mad = e; }
void lspv_options_set_kernel_arg_names(lspv_options_ref o, int e) { o->kernel_arg_names = e; }
void lspv_options_set_kernel_arg_type_strings(lspv_options_ref o, int e) {
  o->kernel_arg_type_strings = e;
}
/* The debug-info plugins read the set as their option (--spirv-debug-info-
 * version, declared in their descriptor); this setter spells it for them. */
void lspv_options_set_debug_info_version(lspv_options_ref o, lspv_debug_info_version v) {
  static const char *const names[] = {"ocl-100", "legacy", "nonsemantic-shader-100",
                                      "nonsemantic-shader-200"};
  o->debug_info = v;
  if ((unsigned)v < sizeof names / sizeof names[0])
    lspv_options_set_plugin_option(o, "spirv-debug-info-version", names[v]);
}

lspv_status lspv_options_set_spec_constant(lspv_options_ref o, uint32_t spec_id, uint64_t bits) {
  struct lspv_spec_override ov = {spec_id, bits};
  if (!lspv_vec_push(&o->spec_overrides, ov))
    return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "spec constant values");
  return LSPV_SUCCESS;
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

/* ---- plugin registration --------------------------------------------------------*/

/* The fields every descriptor has (api_version .. name): a struct_size
 * below this cannot be a v2 descriptor. */
#define MIN_SIZE (offsetof(lspv_plugin, name) + sizeof(const char *))

static lspv_status plugin_error(lspv_options_ref o, const char *fmt, const char *name, unsigned a,
                                unsigned b) {
  return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError", fmt, name ? name : "?", a, b);
}

static lspv_status oom(lspv_options_ref o) {
  return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
}

/* The descriptor as lspv serves it: the plugin's own when it has lspv's
 * size, else a zero-extended copy (the fields a 2.x plugin predates are
 * NULL / 0). */
static const lspv_plugin *normalized(lspv_options_ref o, const lspv_plugin *p, lspv_status *s) {
  *s = LSPV_SUCCESS;
  if (p->api_version == 1) {
    /* The v1 layout has the name where v2 has struct_size: read nothing. */
    *s = lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError",
                    "a plugin built for plugin API version 1 cannot be served: lspv expects "
                    "version %u (rebuild it against this lspv's lspv/plugin.h)",
                    LSPV_PLUGIN_API_VERSION);
    return NULL;
  }
  if (p->api_version != LSPV_PLUGIN_API_VERSION) {
    *s = plugin_error(o, "plugin '%s' has API version %u, lspv expects %u",
                      p->struct_size >= MIN_SIZE ? p->name : NULL, p->api_version,
                      LSPV_PLUGIN_API_VERSION);
    return NULL;
  }
  if (p->struct_size < MIN_SIZE || p->struct_size > sizeof(lspv_plugin)) {
    *s = plugin_error(o,
                      "plugin '%s' has a descriptor of %u bytes, lspv reads descriptors of "
                      "up to %u (rebuild it against this lspv's lspv/plugin.h)",
                      p->struct_size >= MIN_SIZE ? p->name : NULL, p->struct_size,
                      (unsigned)sizeof(lspv_plugin));
    return NULL;
  }
  if (p->struct_size == sizeof(lspv_plugin))
    return p;
  lspv_plugin *copy = calloc(1, sizeof *copy);
  if (!copy || !lspv_vec_push(&o->plugin_copies, (void *)copy)) {
    free(copy);
    *s = oom(o);
    return NULL;
  }
  memcpy(copy, p, p->struct_size);
  copy->struct_size = sizeof *copy;
  return copy;
}

static lspv_status add_options(lspv_options_ref o, const lspv_plugin *p) {
  for (const lspv_plugin_option *d = p->options; d && d->name; d++) {
    for (size_t i = 0; i < o->plugin_options.n; i++)
      if (strcmp(o->plugin_options.v[i].decl->name, d->name) == 0)
        return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError",
                          "plugin '%s' declares option --%s, which another plugin has",
                          p->name ? p->name : "?", d->name);
    lspv_option_value ov = {d, NULL, false};
    if (!lspv_vec_push(&o->plugin_options, ov))
      return oom(o);
  }
  return LSPV_SUCCESS;
}

static lspv_status add_claims_and_rules(lspv_options_ref o, const lspv_plugin *p) {
  if (!o->claimed && !(o->claimed = calloc(LSPV_CLAIM_BYTES, 1)))
    return oom(o);
  for (const uint32_t *op = p->opcodes; op && *op; op++)
    if (*op < 0x10000u)
      o->claimed[*op >> 3] |= (uint8_t)(1u << (*op & 7));
  for (size_t i = 0; p->check_rules && i < p->ncheck_rules; i++)
    if (!lspv_vec_push(&o->rules, p->check_rules[i]))
      return oom(o);
  o->check_rules.rules = o->rules.v;
  o->check_rules.nrules = o->rules.n;
  o->check_rules.claimed = o->claimed;
  for (const uint32_t *cap = p->any_vector_size_capabilities; cap && *cap; cap++)
    if (!lspv_vec_push(&o->vector_caps, *cap))
      return oom(o);
  o->check_rules.any_vector_caps = o->vector_caps.v;
  o->check_rules.nany_vector_caps = o->vector_caps.n;
  return LSPV_SUCCESS;
}

static bool add_ext_cb(void *o, const char *name) { return add_ext_name(o, name); }

lspv_status lspv_options_add_plugin(lspv_options_ref o, const lspv_plugin *given) {
  if (!o)
    return LSPV_ERROR_INVALID_ARGUMENT;
  if (!given)
    return lspv_error(&o->diag, LSPV_ERROR_PLUGIN, "PluginError", "no plugin descriptor");
  lspv_status s;
  const lspv_plugin *p = normalized(o, given, &s);
  if (!p)
    return s;
  for (const char *const *e = p->extensions; e && *e; e++)
    if (!add_ext_name(o, *e))
      return oom(o);
  if (p->grammar) {
    if (!o->gx && !(o->gx = lspv_overlay_create()))
      return oom(o);
    if ((s = lspv_overlay_add(o->gx, p->grammar, p->name, &o->diag, add_ext_cb, o)))
      return s;
  }
  if ((s = add_options(o, p)) || (s = add_claims_and_rules(o, p)))
    return s;
  if (!lspv_vec_push(&o->plugins, p))
    return oom(o);
  return LSPV_SUCCESS;
}

const lspv_plugin *lspv_options_plugin(lspv_options_ref o, size_t i) {
  return o && i < o->plugins.n ? o->plugins.v[i] : NULL;
}

/* ---- plugin options ------------------------------------------------------------*/
lspv_status lspv_options_set_plugin_option(lspv_options_ref o, const char *name,
                                           const char *value) {
  for (size_t i = 0; name && i < o->plugin_options.n; i++) {
    lspv_option_value *ov = &o->plugin_options.v[i];
    if (strcmp(ov->decl->name, name) != 0)
      continue;
    if (ov->decl->kind == LSPV_OPTION_FLAG) {
      if (value && strcmp(value, "1") != 0 && strcmp(value, "0") != 0 &&
          strcmp(value, "true") != 0 && strcmp(value, "false") != 0)
        return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                          "option --%s takes no value (got '%s')", name, value);
      value = !value || strcmp(value, "1") == 0 || strcmp(value, "true") == 0 ? "1" : NULL;
    } else if (!value) {
      return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                        "option --%s needs a value (--%s=...)", name, name);
    }
    char *copy = NULL;
    if (ov->decl->kind == LSPV_OPTION_VALUE && !(copy = strdup(value)))
      return oom(o);
    if (ov->owned)
      free((char *)ov->value);
    ov->value = copy ? copy : value; /* a flag: "1" or NULL, no allocation */
    ov->owned = copy != NULL;
    return LSPV_SUCCESS;
  }
  return lspv_error(&o->diag, LSPV_ERROR_INVALID_ARGUMENT, "InvalidArgument",
                    "no plugin has an option --%s", name ? name : "(null)");
}

const char *lspv_options_plugin_option(lspv_options_ref o, const char *name) {
  return o ? lspv_options_option_value(o, name) : NULL;
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

lspv_status lspv_loop_control_add(lspv_loop_control *lc, uint32_t bit, const uint32_t *words,
                                  uint32_t nwords) {
  if (lc->mask & bit)
    return LSPV_SUCCESS; /* the first hint of a bit stands */
  if (lc->nparams + nwords > LSPV_MAX_LOOP_PARAMS)
    return LSPV_ERROR_INVALID_ARGUMENT;
  lc->mask |= bit;
  /* Parameters of smaller-numbered bits come first (SPIR-V 3.23). */
  uint32_t at = lc->nparams;
  while (at > 0 && lc->params[at - 1].bit > bit)
    at--;
  memmove(&lc->params[at + nwords], &lc->params[at], (lc->nparams - at) * sizeof lc->params[0]);
  for (uint32_t i = 0; i < nwords; i++) {
    lc->params[at + i].bit = bit;
    lc->params[at + i].word = words[i];
  }
  lc->nparams += nwords;
  return LSPV_SUCCESS;
}
