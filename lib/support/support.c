/*===-- support/support.c - arena, arrays, maps, diagnostics -------------===*/
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---- arena ---------------------------------------------------------------*/
typedef struct lspv_chunk {
  struct lspv_chunk *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
} lspv_chunk;

struct lspv_arena {
  lspv_chunk *head;
};

lspv_arena *lspv_arena_create(void) { return calloc(1, sizeof(lspv_arena)); }

void lspv_arena_destroy(lspv_arena *a) {
  if (!a)
    return;
  for (lspv_chunk *c = a->head, *n; c; c = n) {
    n = c->next;
    free(c);
  }
  free(a);
}

void *lspv_arena_alloc(lspv_arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (size == 0)
    size = 16;
  lspv_chunk *c = a->head;
  if (!c || c->size - c->used < size) {
    size_t csize = size > 65536 ? size : 65536;
    if (csize > SIZE_MAX - sizeof(lspv_chunk))
      return NULL;
    c = malloc(sizeof(lspv_chunk) + csize);
    if (!c)
      return NULL;
    c->used = 0;
    c->size = csize;
    c->next = a->head;
    a->head = c;
  }
  void *p = c->data + c->used;
  c->used += size;
  memset(p, 0, size);
  return p;
}

char *lspv_arena_strndup(lspv_arena *a, const char *s, size_t n) {
  char *p = lspv_arena_alloc(a, n + 1);
  if (p) {
    if (n) /* s may be NULL for an empty string */
      memcpy(p, s, n);
    p[n] = 0;
  }
  return p;
}

/* ---- arrays ---------------------------------------------------------------*/
bool lspv_vec_grow_(void **v, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap)
    return true;
  size_t nc = *cap ? *cap : 8;
  while (nc < need) {
    if (nc > SIZE_MAX / 2 / elem)
      return false;
    nc *= 2;
  }
  void *p = realloc(*v, nc * elem);
  if (!p)
    return false;
  *v = p;
  *cap = nc;
  return true;
}

bool lspv_words_reserve(lspv_words *v, size_t extra) {
  if (extra > SIZE_MAX - v->n)
    return false;
  return lspv_vec_grow_((void **)&v->w, &v->cap, v->n + extra, sizeof(uint32_t));
}

bool lspv_words_push(lspv_words *v, uint32_t w) {
  if (v->n == v->cap && !lspv_words_reserve(v, 1))
    return false;
  v->w[v->n++] = w;
  return true;
}

bool lspv_words_append(lspv_words *v, const uint32_t *w, size_t n) {
  if (!lspv_words_reserve(v, n))
    return false;
  if (n)
    memcpy(v->w + v->n, w, n * sizeof(uint32_t));
  v->n += n;
  return true;
}

void lspv_words_free(lspv_words *v) {
  free(v->w);
  v->w = NULL;
  v->n = v->cap = 0;
}

/* ---- pointer map -------------------------------------------------------------*/
static size_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return (size_t)x;
}

static bool ptrmap_rehash(lspv_ptrmap *m, size_t ncap) {
  const void **keys = calloc(ncap, sizeof *keys);
  uintptr_t *vals = calloc(ncap, sizeof *vals);
  if (!keys || !vals) {
    free(keys);
    free(vals);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i])
      continue;
    size_t h = ptr_hash(m->keys[i]) & (ncap - 1);
    while (keys[h])
      h = (h + 1) & (ncap - 1);
    keys[h] = m->keys[i];
    vals[h] = m->vals[i];
  }
  free(m->keys);
  free(m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = ncap;
  return true;
}

bool lspv_ptrmap_put(lspv_ptrmap *m, const void *key, uintptr_t val) {
  if ((m->n + 1) * 2 > m->cap && !ptrmap_rehash(m, m->cap ? m->cap * 2 : 64))
    return false;
  size_t h = ptr_hash(key) & (m->cap - 1);
  while (m->keys[h] && m->keys[h] != key)
    h = (h + 1) & (m->cap - 1);
  if (!m->keys[h])
    m->n++;
  m->keys[h] = key;
  m->vals[h] = val;
  return true;
}

bool lspv_ptrmap_get(const lspv_ptrmap *m, const void *key, uintptr_t *val) {
  if (!m->cap)
    return false;
  size_t h = ptr_hash(key) & (m->cap - 1);
  while (m->keys[h]) {
    if (m->keys[h] == key) {
      if (val)
        *val = m->vals[h];
      return true;
    }
    h = (h + 1) & (m->cap - 1);
  }
  return false;
}

void lspv_ptrmap_free(lspv_ptrmap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- word-sequence map ----------------------------------------------------*/
static size_t words_hash(const uint32_t *k, size_t n) {
  uint64_t h = 1469598103934665603ULL ^ n;
  for (size_t i = 0; i < n; i++) {
    h ^= k[i];
    h *= 1099511628211ULL;
  }
  return (size_t)(h ^ (h >> 29));
}

static bool words_eq(const uint32_t *stored, const uint32_t *k, size_t n) {
  return stored[0] == n && memcmp(stored + 1, k, n * sizeof(uint32_t)) == 0;
}

static bool wordmap_rehash(lspv_wordmap *m, size_t ncap) {
  const uint32_t **keys = calloc(ncap, sizeof *keys);
  uint32_t *vals = calloc(ncap, sizeof *vals);
  if (!keys || !vals) {
    free(keys);
    free(vals);
    return false;
  }
  for (size_t i = 0; i < m->cap; i++) {
    if (!m->keys[i])
      continue;
    size_t h = words_hash(m->keys[i] + 1, m->keys[i][0]) & (ncap - 1);
    while (keys[h])
      h = (h + 1) & (ncap - 1);
    keys[h] = m->keys[i];
    vals[h] = m->vals[i];
  }
  free(m->keys);
  free(m->vals);
  m->keys = keys;
  m->vals = vals;
  m->cap = ncap;
  return true;
}

bool lspv_wordmap_get(const lspv_wordmap *m, const uint32_t *k, size_t n, uint32_t *val) {
  if (!m->cap)
    return false;
  size_t h = words_hash(k, n) & (m->cap - 1);
  while (m->keys[h]) {
    if (words_eq(m->keys[h], k, n)) {
      *val = m->vals[h];
      return true;
    }
    h = (h + 1) & (m->cap - 1);
  }
  return false;
}

bool lspv_wordmap_put(lspv_wordmap *m, lspv_arena *a, const uint32_t *k, size_t n, uint32_t val) {
  if ((m->n + 1) * 2 > m->cap && !wordmap_rehash(m, m->cap ? m->cap * 2 : 64))
    return false;
  size_t h = words_hash(k, n) & (m->cap - 1);
  while (m->keys[h]) {
    if (words_eq(m->keys[h], k, n)) {
      m->vals[h] = val;
      return true;
    }
    h = (h + 1) & (m->cap - 1);
  }
  uint32_t *copy = lspv_arena_alloc(a, (n + 1) * sizeof(uint32_t));
  if (!copy)
    return false;
  copy[0] = (uint32_t)n;
  memcpy(copy + 1, k, n * sizeof(uint32_t));
  m->keys[h] = copy;
  m->vals[h] = val;
  m->n++;
  return true;
}

void lspv_wordmap_free(lspv_wordmap *m) {
  free(m->keys);
  free(m->vals);
  memset(m, 0, sizeof *m);
}

/* ---- diagnostics -------------------------------------------------------------*/
lspv_status lspv_diag_report(lspv_diag *d, lspv_diag_severity sev, lspv_status status,
                             const char *error_name, long offset, long line, const char *fmt, ...) {
  char text[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  char msg[1200];
  snprintf(msg, sizeof msg, "%s: %s", error_name ? error_name : "Error", text);
  if (!d)
    return status;
  if (sev == LSPV_DIAG_ERROR) {
    d->errors++;
    snprintf(d->last_error, sizeof d->last_error, "%s", msg);
  }
  if (d->handler) {
    lspv_diagnostic diag = {sev, error_name ? error_name : "Error", msg, offset, line};
    d->handler(&diag, d->user);
  }
  return status;
}

double lspv_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
