/*===-- support/map.c - the byte-string keyed map of the plugin API ------===*\
|* Open addressing over arena memory: growing allocates a new table from    *|
|* the arena (the old one goes with the arena), so a map needs no teardown. *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin_spirv.h"
#include "support/support.h"

typedef struct {
  const unsigned char *key; /* arena copy; NULL: empty slot */
  size_t len;
  size_t hash;
  uintptr_t val;
} slot;

struct lspv_map {
  lspv_arena *arena;
  slot *t;
  size_t n, cap;
};

lspv_map *lspv_map_new(lspv_arena *a) {
  lspv_map *m = lspv_arena_alloc(a, sizeof *m);
  if (m)
    m->arena = a;
  return m;
}

static size_t hash_bytes(const void *key, size_t len) {
  const unsigned char *p = key;
  size_t h = (size_t)14695981039346656037ull; /* FNV-1a */
  for (size_t i = 0; i < len; i++)
    h = (h ^ p[i]) * (size_t)1099511628211ull;
  return h;
}

static slot *find(slot *t, size_t cap, const void *key, size_t len, size_t h) {
  for (size_t i = h & (cap - 1);; i = (i + 1) & (cap - 1))
    if (!t[i].key || (t[i].hash == h && t[i].len == len && memcmp(t[i].key, key, len) == 0))
      return &t[i];
}

int lspv_map_get(const lspv_map *m, const void *key, size_t len, uintptr_t *val) {
  if (!m || !m->cap)
    return 0;
  slot *s = find(m->t, m->cap, key, len, hash_bytes(key, len));
  if (!s->key)
    return 0;
  if (val)
    *val = s->val;
  return 1;
}

int lspv_map_put(lspv_map *m, const void *key, size_t len, uintptr_t val) {
  if (!m)
    return 0;
  if (2 * (m->n + 1) > m->cap) {
    size_t cap = m->cap ? 2 * m->cap : 32;
    slot *t = lspv_arena_alloc(m->arena, cap * sizeof *t); /* zeroed */
    if (!t)
      return 0;
    for (size_t i = 0; i < m->cap; i++)
      if (m->t[i].key)
        *find(t, cap, m->t[i].key, m->t[i].len, m->t[i].hash) = m->t[i];
    m->t = t;
    m->cap = cap;
  }
  size_t h = hash_bytes(key, len);
  slot *s = find(m->t, m->cap, key, len, h);
  if (!s->key) {
    unsigned char *copy = lspv_arena_alloc(m->arena, len ? len : 1);
    if (!copy)
      return 0;
    if (len)
      memcpy(copy, key, len);
    *s = (slot){copy, len, h, val};
    m->n++;
    return 1;
  }
  s->val = val;
  return 1;
}

size_t lspv_map_count(const lspv_map *m) { return m ? m->n : 0; }
