/*===-- forward/pointee_mangled.c - pointee types from mangled names -----===*\
|* A builtin declared with an Itanium-mangled name spells the pointee of   *|
|* each pointer parameter: `_Z14atomic_cmpxchgPU3AS1Viii` takes a pointer  *|
|* to a 32-bit int.  A pointer passed to such a declaration is typed so     *|
|* (docs/forward.md, "Pointee inference"), which keeps OpenCL builtins'     *|
|* pointers at their element type and the reverse round trip a fixpoint.   *|
|* This reader knows pointers (with address-space, cv and vendor           *|
|* qualifiers), builtin scalar types, vectors and substitutions of them;   *|
|* anything else leaves the parameter to the other rules.                  *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "forward/fwd_private.h"

#define MAX_CANDIDATES 32
#define MAX_DEPTH 16

typedef struct {
  const char *start[MAX_CANDIDATES]; /* substitution candidates, in ABI order */
  const char *end[MAX_CANDIDATES];
  unsigned n;
} candidates;

/* What one parsed type is, as far as pointee inference cares. */
typedef struct {
  LLVMTypeRef ty;   /* the type, or NULL when this reader does not know it */
  LLVMTypeRef elem; /* for a pointer: its pointee (NULL if unknown) */
} parsed;

static const char *parse(fwd_ctx *c, const char *p, const char *end, candidates *cs, parsed *out,
                         unsigned depth);

static void candidate(candidates *cs, const char *s, const char *e) {
  if (cs->n < MAX_CANDIDATES) {
    cs->start[cs->n] = s;
    cs->end[cs->n++] = e;
  }
}

static LLVMTypeRef builtin(fwd_ctx *c, char letter) {
  static const struct {
    char letter;
    unsigned bits; /* 0: floating point, see below */
  } ints[] = {{'b', 1},  {'c', 8},  {'a', 8},  {'h', 8},  {'s', 16}, {'t', 16},
              {'i', 32}, {'j', 32}, {'l', 64}, {'m', 64}, {'x', 64}, {'y', 64}};
  for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++)
    if (ints[k].letter == letter)
      return LLVMIntTypeInContext(c->llctx, ints[k].bits);
  switch (letter) {
  case 'f': return LLVMFloatTypeInContext(c->llctx);
  case 'd': return LLVMDoubleTypeInContext(c->llctx);
  case 'v': return fwd_i8(c); /* void *: a pointer to bytes */
  default: return NULL;
  }
}

/* Skips the qualifiers at @p p (address space and other vendor qualifiers,
 * restrict, volatile, const); they form one substitutable qualified type. */
static const char *skip_qualifiers(const char *p, const char *end, unsigned *as) {
  for (;;) {
    if (p < end && (*p == 'r' || *p == 'V' || *p == 'K')) {
      p++;
      continue;
    }
    if (p >= end || *p != 'U')
      return p;
    size_t n = 0;
    const char *q = p + 1;
    while (q < end && *q >= '0' && *q <= '9')
      n = n * 10 + (size_t)(*q++ - '0');
    if (n == 0 || (size_t)(end - q) < n)
      return NULL;
    if (n > 2 && !memcmp(q, "AS", 2)) {
      unsigned v = 0;
      for (size_t k = 2; k < n && q[k] >= '0' && q[k] <= '9'; k++)
        v = v * 10 + (unsigned)(q[k] - '0');
      *as = v;
    }
    p = q + n;
  }
}

static const char *substitution(fwd_ctx *c, const char *p, const char *end, candidates *cs,
                                parsed *out, unsigned depth) {
  unsigned k = 0;
  const char *q = p + 1;
  if (q < end && *q != '_') {
    unsigned seq = 0;
    for (; q < end && *q != '_'; q++) {
      if (!((*q >= '0' && *q <= '9') || (*q >= 'A' && *q <= 'Z')))
        return NULL;
      seq = seq * 36 + (unsigned)(*q <= '9' ? *q - '0' : *q - 'A' + 10);
    }
    k = seq + 1;
  }
  if (q >= end || k >= cs->n)
    return NULL;
  /* Re-read the candidate in place; it adds no new candidates. */
  candidates none = {{0}, {0}, MAX_CANDIDATES};
  memcpy(none.start, cs->start, sizeof none.start);
  memcpy(none.end, cs->end, sizeof none.end);
  parse(c, cs->start[k], cs->end[k], &none, out, depth + 1);
  return q + 1;
}

static const char *parse(fwd_ctx *c, const char *p, const char *end, candidates *cs, parsed *out,
                         unsigned depth) {
  out->ty = out->elem = NULL;
  if (p >= end || depth > MAX_DEPTH)
    return NULL;
  const char *start = p;
  if (*p == 'S' && p + 1 < end && *(p + 1) != 't')
    return substitution(c, p, end, cs, out, depth);
  if (*p == 'P') {
    unsigned as = 0;
    const char *q = skip_qualifiers(p + 1, end, &as);
    parsed inner;
    const char *r = q ? parse(c, q, end, cs, &inner, depth + 1) : NULL;
    if (!r)
      return NULL;
    if (q != p + 1)
      candidate(cs, p + 1, r);
    candidate(cs, p, r);
    out->elem = inner.ty;
    out->ty = LLVMPointerTypeInContext(c->llctx, as);
    return r;
  }
  if (*p == 'D' && p + 1 < end && p[1] == 'v') {
    unsigned n = 0;
    for (p += 2; p < end && *p >= '0' && *p <= '9'; p++)
      n = n * 10 + (unsigned)(*p - '0');
    if (p >= end || *p != '_' || n == 0)
      return NULL;
    parsed inner;
    const char *r = parse(c, p + 1, end, cs, &inner, depth + 1);
    if (!r)
      return NULL;
    candidate(cs, start, r);
    out->ty = inner.ty && !fwd_is_ptr(inner.ty) ? LLVMVectorType(inner.ty, n) : NULL;
    return r;
  }
  if (*p == 'D' && p + 1 < end && p[1] == 'h') {
    out->ty = LLVMHalfTypeInContext(c->llctx);
    return p + 2;
  }
  if (end - p >= 5 && !memcmp(p, "DF16b", 5)) { /* bfloat (clang's __bf16) */
    out->ty = LLVMBFloatTypeInContext(c->llctx);
    return p + 5;
  }
  if (*p >= '1' && *p <= '9') { /* a class or enum name: known, untyped here */
    size_t n = 0;
    while (p < end && *p >= '0' && *p <= '9')
      n = n * 10 + (size_t)(*p++ - '0');
    if ((size_t)(end - p) < n)
      return NULL;
    candidate(cs, start, p + n);
    return p + n;
  }
  out->ty = builtin(c, *p);
  return out->ty ? p + 1 : NULL;
}

LLVMTypeRef fwd_mangled_pointee(fwd_ctx *c, const char *name, unsigned index) {
  size_t len;
  const char *rest = NULL;
  if (!name || strncmp(name, "_Z", 2) != 0)
    return NULL;
  fwd_demangle(name, &len, &rest);
  return fwd_mangled_param_pointee(c, rest, index);
}

LLVMTypeRef fwd_mangled_param_pointee(fwd_ctx *c, const char *rest, unsigned index) {
  if (!rest || !*rest)
    return NULL;
  const char *end = rest + strlen(rest);
  candidates cs = {{0}, {0}, 0};
  parsed t = {NULL, NULL};
  const char *p = rest;
  for (unsigned k = 0; p && p < end && k <= index; k++)
    p = parse(c, p, end, &cs, &t, 0);
  return p && t.ty && fwd_is_ptr(t.ty) ? t.elem : NULL;
}
