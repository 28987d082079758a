/*===-- support/itanium.c - Itanium C++ mangling of builtin names --------===*\
|*                                                                            *|
|* The one implementation of the mangling lspv's builtins need, for the core *|
|* (reverse/calls.c) and every plugin (lspv/plugin_spirv.h): builtin types,  *|
|* vectors, pointers with address-space / cv qualifiers, _Atomic, and class / *|
|* enum names, with the ABI's substitutions (S_, S0_, ...) for repeated      *|
|* non-builtin components; and the reading of a mangled name's source name.  *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "support/support.h"
#include "lspv/plugin_spirv.h"

const char *lspv_itanium_name(const char *mangled, size_t *len, const char **params) {
  if (!mangled)
    return NULL;
  if (strncmp(mangled, "_Z", 2) != 0) {
    *len = strlen(mangled);
    *params = mangled + *len;
    return mangled;
  }
  const char *p = mangled + 2;
  size_t n = 0;
  int digits = 0;
  while (*p >= '0' && *p <= '9' && digits < 6) {
    n = n * 10 + (size_t)(*p - '0');
    p++;
    digits++;
  }
  if (digits == 0 || n == 0 || strnlen(p, n) < n)
    return NULL;
  *len = n;
  *params = p + n;
  return p;
}

#define MAX_LAYERS 12
#define MAX_SUBST 32
#define COMPONENT 96

typedef struct {
  char s[MAX_SUBST][COMPONENT];
  unsigned n;
} subst_table;

/* A parameter as the mangled components it is made of, outermost first;
 * the last is a builtin type (never a substitution candidate) or a name. */
typedef struct {
  char prefix[MAX_LAYERS][COMPONENT];
  unsigned n;
  int builtin_tail;
} layers;

static const char *int_code(unsigned bits, int is_unsigned) {
  switch (bits) {
  case 1: return "b";
  case 8: return is_unsigned ? "h" : "c";
  case 16: return is_unsigned ? "t" : "s";
  case 64: return is_unsigned ? "m" : "l";
  default: return is_unsigned ? "j" : "i";
  }
}

static void add(layers *L, const char *s) {
  if (L->n < MAX_LAYERS)
    snprintf(L->prefix[L->n++], sizeof L->prefix[0], "%s", s);
}

static void split(const lspv_mangle_param *p, layers *L) {
  L->n = 0;
  L->builtin_tail = 1;
  for (unsigned i = 0; i < p->nlayers && L->n < MAX_LAYERS - 3; i++) {
    const lspv_mangle_type *t = &p->layers[i];
    switch (t->kind) {
    case LSPV_MANGLE_VOID: add(L, "v"); return;
    case LSPV_MANGLE_BOOL: add(L, "b"); return;
    case LSPV_MANGLE_INT: add(L, int_code(t->n, (t->quals & LSPV_MANGLE_UNSIGNED) != 0)); return;
    case LSPV_MANGLE_FLOAT:
      add(L, t->n != 16                        ? (t->n == 64 ? "d" : "f")
             : (t->quals & LSPV_MANGLE_BFLOAT) ? "DF16b"
                                               : "Dh");
      return;
    case LSPV_MANGLE_VECTOR:
      snprintf(L->prefix[L->n++], sizeof L->prefix[0], "Dv%u_", t->n);
      continue;
    case LSPV_MANGLE_POINTER: {
      add(L, "P");
      char q[32] = "";
      if (t->n)
        snprintf(q, sizeof q, "U3AS%u", t->n);
      if (t->quals & LSPV_MANGLE_VOLATILE)
        strcat(q, "V");
      if (t->quals & LSPV_MANGLE_CONST)
        strcat(q, "K");
      if (*q)
        add(L, q);
      if (t->quals & LSPV_MANGLE_ATOMIC)
        add(L, "U7_Atomic");
      continue;
    }
    case LSPV_MANGLE_NAMED: {
      const char *nm = t->name ? t->name : "";
      size_t len = strlen(nm);
      if (len > COMPONENT - 4) /* the length digits and the NUL fit too */
        len = COMPONENT - 4;
      snprintf(L->prefix[L->n++], sizeof L->prefix[0], "%zu%.*s", len, (int)len, nm);
      L->builtin_tail = 0;
      return;
    }
    }
  }
  if (L->n == 0 || L->n == MAX_LAYERS - 3)
    add(L, "v"); /* no base type given: void */
}

static int subst_find(const subst_table *S, const char *s) {
  for (unsigned i = 0; i < S->n; i++)
    if (strcmp(S->s[i], s) == 0)
      return (int)i;
  return -1;
}

/* Appends to out[0..cap) at *at, tracking the full length in *at. */
static void append(char *out, size_t cap, size_t *at, const char *s) {
  size_t len = strlen(s);
  if (*at < cap) {
    size_t room = cap - *at - 1;
    memcpy(out + *at, s, len < room ? len : room);
    out[*at + (len < room ? len : room)] = 0;
  }
  *at += len;
}

static void mangle_param(const lspv_mangle_param *p, subst_table *S, char *out, size_t cap,
                         size_t *at) {
  layers L;
  split(p, &L);
  char full[MAX_LAYERS][COMPONENT];
  snprintf(full[L.n - 1], COMPONENT, "%s", L.prefix[L.n - 1]);
  for (unsigned k = L.n - 1; k-- > 0;)
    snprintf(full[k], COMPONENT, "%s%s", L.prefix[k], full[k + 1]);
  unsigned emitted = 0;
  for (unsigned k = 0; k < L.n; k++) {
    int tail_builtin = k == L.n - 1 && L.builtin_tail;
    int f = tail_builtin ? -1 : subst_find(S, full[k]);
    if (f >= 0) {
      char ref[16];
      if (f == 0)
        snprintf(ref, sizeof ref, "S_");
      else
        snprintf(ref, sizeof ref, "S%d_", f - 1);
      append(out, cap, at, ref);
      break;
    }
    append(out, cap, at, L.prefix[k]);
    emitted = k + 1;
  }
  /* Register the emitted substitutable components, innermost first. */
  for (unsigned k = emitted; k-- > 0;) {
    if (k == L.n - 1 && L.builtin_tail)
      continue;
    if (S->n < MAX_SUBST && subst_find(S, full[k]) < 0)
      snprintf(S->s[S->n++], COMPONENT, "%s", full[k]);
  }
}

size_t lspv_itanium_mangle(const char *name, const lspv_mangle_param *params, unsigned nparams,
                           char *out, size_t cap) {
  char head[32];
  size_t at = 0;
  if (cap)
    out[0] = 0;
  snprintf(head, sizeof head, "_Z%zu", strlen(name));
  append(out, cap, &at, head);
  append(out, cap, &at, name);
  if (nparams == 0)
    append(out, cap, &at, "v");
  subst_table S;
  S.n = 0;
  for (unsigned i = 0; i < nparams; i++)
    mangle_param(&params[i], &S, out, cap, &at);
  return at;
}
