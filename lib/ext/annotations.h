/*===-- ext/annotations.h - annotation strings <-> decorations -*- C -*-===*\
|*                                                                            *|
|* Shared by the two halves of the annotations plugin: annotation_syntax.c   *|
|* (the string syntax: parsing "{memory:DEFAULT}{numbanks:4}" into          *|
|* decorations, and writing decorations back as such a string) and           *|
|* annotations.c (the hooks).  Private to lib/ext; the plugin sees lspv     *|
|* through lspv/plugin.h only.                                               *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_ANNOTATIONS_H
#define LSPV_EXT_ANNOTATIONS_H

#include <stddef.h>
#include <stdint.h>

#include "lspv/plugin.h"

/* Which extensions the parse may use (bits), asked once per translation. */
enum {
  ANN_MEM_ATTR = 1u << 0,   /* SPV_INTEL_fpga_memory_attributes */
  ANN_MEM_ACCESS = 1u << 1, /* SPV_INTEL_fpga_memory_accesses */
  ANN_BUF_LOC = 1u << 2,    /* SPV_INTEL_fpga_buffer_location */
  ANN_LATENCY = 1u << 3,    /* SPV_INTEL_fpga_latency_control */
  ANN_CACHE = 1u << 4,      /* SPV_INTEL_cache_controls */
};

/* The group a parsed decoration belongs to: which annotation kinds take it
 * (llvm.var.annotation and llvm.global.annotations take ANN_G_ATTR only;
 * llvm.ptr.annotation takes all). */
enum { ANN_G_ATTR, ANN_G_ACCESS, ANN_G_BUFLOC, ANN_G_LATENCY, ANN_G_CACHE };

#define ANN_MAX_VALS 8

/* One decoration parsed from an annotation string, its values still text
 * (converted by shape when emitted: ann_decoration_words). */
typedef struct {
  uint32_t decoration;
  unsigned group;
  unsigned nvals;
  const char *vals[ANN_MAX_VALS]; /* NUL-terminated, arena memory */
} ann_item;

typedef struct {
  ann_item *v;
  size_t n, cap;
} ann_items;

/* The extension bits of the enabled extensions. */
unsigned ann_enabled_bits(lspv_fwd_ctx *c);

/* Parses annotation string @p s (with its optional ": 1, 2" arguments
 * already appended) into @p out as llvm-spirv 22 does: "{name:value}"
 * blocks that name known decorations (only those whose extension bit is in
 * @p allowed), or the whole string as one UserSemantic.  0, or non-zero when
 * out of memory. */
int ann_parse(lspv_fwd_ctx *c, const char *s, unsigned allowed, ann_items *out);

/* The operand words of decoration @p it (after the decoration number) into
 * @p words (at most @p cap), its extension (NULL for UserSemantic) and
 * capability.  Returns the word count, or -1 after reporting an error about
 * @p where (a value that is not a number, a wrong count). */
int ann_decoration_words(lspv_fwd_ctx *c, LLVMValueRef where, const ann_item *it, uint32_t *words,
                         size_t cap, const char **ext, uint32_t *capability);

/* ---- reverse ---- */

/* The decorations of one target, in module order: each points at the
 * decoration number and its operands (ndec words). */
typedef struct {
  const uint32_t *dec;
  uint32_t ndec;
  uint32_t word_offset; /* of the decorating instruction: module order */
} ann_dec;

/* Writes the annotation strings llvm-spirv writes for decorations
 * @p decs[0..n) of one target: first the memory-attribute string (in
 * llvm-spirv's fixed order), then one string per UserSemantic.  Calls
 * @p emit for each string; returns its first non-zero result. */
int ann_strings(lspv_rev_ctx *c, const ann_dec *decs, size_t n,
                int (*emit)(void *user, const char *s), void *user);

/* The decorations the reverse claims, 0-terminated. */
extern const uint32_t ann_claimed_decorations[];

#endif
