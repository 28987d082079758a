/*===-- spirv/builder.c - section buffers and serialization --------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/module.h"

void lspv_builder_init(lspv_spv_builder *b) {
  memset(b, 0, sizeof *b);
  b->version = LSPV_VERSION(1, 0);
  b->bound = 1;
}

void lspv_builder_free(lspv_spv_builder *b) {
  for (int i = 0; i < LSPV_SEC_COUNT; i++)
    lspv_words_free(&b->sec[i]);
}

void lspv_builder_word(lspv_spv_builder *b, lspv_section s, uint32_t w) {
  if (!lspv_words_push(&b->sec[s], w))
    b->oom = true;
}

size_t lspv_builder_begin(lspv_spv_builder *b, lspv_section s, unsigned opcode) {
  size_t start = b->sec[s].n;
  lspv_builder_word(b, s, opcode & 0xFFFFu);
  return start;
}

bool lspv_builder_end(lspv_spv_builder *b, lspv_section s, size_t start) {
  if (b->oom || start >= b->sec[s].n)
    return false;
  size_t wc = b->sec[s].n - start;
  if (wc > 0xFFFF) {
    if (!b->too_long_opcode) {
      b->too_long_opcode = b->sec[s].w[start] & 0xFFFFu;
      b->too_long_words = wc;
    }
    b->oom = true;
    return false;
  }
  b->sec[s].w[start] = (uint32_t)(wc << 16) | (b->sec[s].w[start] & 0xFFFFu);
  return true;
}

void lspv_builder_inst(lspv_spv_builder *b, lspv_section s, unsigned opcode, const uint32_t *ops,
                       size_t n) {
  size_t start = lspv_builder_begin(b, s, opcode);
  if (!lspv_words_append(&b->sec[s], ops, n))
    b->oom = true;
  lspv_builder_end(b, s, start);
}

void lspv_builder_string(lspv_spv_builder *b, lspv_section s, const char *str, size_t len) {
  size_t nw = lspv_string_words(len);
  if (!lspv_words_reserve(&b->sec[s], nw)) {
    b->oom = true;
    return;
  }
  uint32_t *dst = b->sec[s].w + b->sec[s].n;
  memset(dst, 0, nw * sizeof(uint32_t));
  /* Bytes are packed little-end first within each word (SPIR-V 2.2.1). */
  for (size_t i = 0; i < len; i++)
    dst[i / 4] |= (uint32_t)(unsigned char)str[i] << (8 * (i % 4));
  b->sec[s].n += nw;
}

uint32_t *lspv_builder_serialize(const lspv_spv_builder *b, size_t *nwords) {
  size_t n = 5;
  for (int i = 0; i < LSPV_SEC_COUNT; i++)
    n += b->sec[i].n;
  uint32_t *w = malloc(n * sizeof(uint32_t));
  if (!w)
    return NULL;
  w[0] = LSPV_MAGIC;
  w[1] = b->version;
  w[2] = b->generator;
  w[3] = b->bound;
  w[4] = 0;
  size_t at = 5;
  for (int i = 0; i < LSPV_SEC_COUNT; i++) {
    if (b->sec[i].n)
      memcpy(w + at, b->sec[i].w, b->sec[i].n * sizeof(uint32_t));
    at += b->sec[i].n;
  }
  *nwords = n;
  return w;
}
