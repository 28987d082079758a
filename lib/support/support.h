/*===-- support/support.h - arena, growable arrays, hashing --------*- C -*-===*\
|*                                                                            *|
|* Failure discipline (all of liblspv follows it; SYCL toolchains embed the  *|
|* library, so nothing in it may take the host process down):               *|
|*  - every fallible function returns lspv_status (or NULL/false with the     *|
|*    error already reported) and callers return early on failure;            *|
|*  - errors are reported once, where they are detected, through             *|
|*    lspv_diag_report(), which formats the place into the message (word     *|
|*    offset or line, opcode, id; on the forward side the LLVM value);       *|
|*  - memory of one translation comes from one arena freed by one call on   *|
|*    every path; every malloc/calloc/realloc/strdup result is checked and   *|
|*    reported as OutOfMemory, never assumed;                                *|
|*  - no abort(), exit(), assert() or printing to stdout/stderr in lib/;     *|
|*  - no recursion whose depth the input decides without an explicit bound  *|
|*    (FWD_MAX_DEPTH for constants and types, INIT_DEPTH_LIMIT for global   *|
|*    initializers; SPIR-V types and constants are translated in module     *|
|*    order, never recursively); sizes the input states (id bound, vector   *|
|*    lanes, word counts) are range-checked before anything is allocated;    *|
|*  - the LLVM C API is called only with operands it accepts: Debian's LLVM  *|
|*    has no assertions, so a mistyped builder call is a crash or UB, not an *|
|*    error (reverse/guards.c checks operand types first; forward verifies   *|
|*    its input module before translating); LLVM's printer recurses too, so *|
|*    values with deeply nested constants are not printed into messages;     *|
|*  - no LLVM API that reports through LLVMContext::diagnose() (which calls *|
|*    exit() when no handler is installed) is called on the host's context;  *|
|*  - no global mutable state: all state lives in the options and the        *|
|*    per-translation context, so translations on different threads with   *|
|*    their own LLVMContext are independent (test/robustness/threads.test);  *|
|*  - memcpy/qsort never get a NULL pointer, even for zero elements (UB).    *|
|* Checked by the fuzzers (fuzz/), the ASan+UBSan run of the whole lit suite *|
|* in scripts/test.sh, and a valgrind sample (test/robustness/).             *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_SUPPORT_H
#define LSPV_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lspv/base.h"

/* ---- arena ---------------------------------------------------------------*/
typedef struct lspv_arena lspv_arena;
lspv_arena *lspv_arena_create(void);
void lspv_arena_destroy(lspv_arena *a);
/* Zeroed, 16-byte aligned; NULL when out of memory. */
void *lspv_arena_alloc(lspv_arena *a, size_t size);
char *lspv_arena_strndup(lspv_arena *a, const char *s, size_t n);

/* ---- growable array of 32-bit words (malloc-backed) --------------------*/
typedef struct {
  uint32_t *w;
  size_t n, cap;
} lspv_words;
bool lspv_words_reserve(lspv_words *v, size_t extra);
bool lspv_words_push(lspv_words *v, uint32_t w);
bool lspv_words_append(lspv_words *v, const uint32_t *w, size_t n);
void lspv_words_free(lspv_words *v);

/* ---- generic growable array (malloc-backed) ----------------------------*/
#define LSPV_VEC(T)                                                                                \
  struct {                                                                                         \
    T *v;                                                                                          \
    size_t n, cap;                                                                                 \
  }
bool lspv_vec_grow_(void **v, size_t *cap, size_t need, size_t elem);
#define lspv_vec_push(vec, x)                                                                      \
  (((vec)->n < (vec)->cap ||                                                                       \
    lspv_vec_grow_((void **)&(vec)->v, &(vec)->cap, (vec)->n + 1, sizeof *(vec)->v))               \
       ? ((vec)->v[(vec)->n++] = (x), true)                                                        \
       : false)
#define lspv_vec_free(vec) (free((vec)->v), (vec)->v = NULL, (vec)->n = (vec)->cap = 0)

/* ---- pointer-keyed hash map (open addressing) --------------------------*/
typedef struct {
  const void **keys;
  uintptr_t *vals;
  size_t n, cap;
} lspv_ptrmap;
bool lspv_ptrmap_put(lspv_ptrmap *m, const void *key, uintptr_t val);
/* Returns true and sets *val when found. */
bool lspv_ptrmap_get(const lspv_ptrmap *m, const void *key, uintptr_t *val);
void lspv_ptrmap_free(lspv_ptrmap *m);

/* ---- word-sequence keyed map (for type/constant dedup) ------------------*/
typedef struct {
  const uint32_t **keys; /* key[0] = length, then words; owned by an arena */
  uint32_t *vals;
  size_t n, cap;
} lspv_wordmap;
bool lspv_wordmap_get(const lspv_wordmap *m, const uint32_t *k, size_t n, uint32_t *val);
bool lspv_wordmap_put(lspv_wordmap *m, lspv_arena *a, const uint32_t *k, size_t n, uint32_t val);
void lspv_wordmap_free(lspv_wordmap *m);

/* ---- diagnostics ---------------------------------------------------------*/
typedef struct lspv_diag {
  lspv_diag_handler handler;
  void *user;
  char last_error[1280];
  unsigned errors;
} lspv_diag;

/* Reports one diagnostic.  @p error_name like "InvalidWordCount"; offset -1
 * and line 0 when unknown.  The message is formatted as
 * "<ErrorName>: <text>".  Returns @p status so callers can
 * `return lspv_error(...)`. */
lspv_status lspv_diag_report(lspv_diag *d, lspv_diag_severity sev, lspv_status status,
                             const char *error_name, long offset, long line, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));
#define lspv_error(d, status, name, ...)                                                           \
  lspv_diag_report((d), LSPV_DIAG_ERROR, (status), (name), -1, 0, __VA_ARGS__)
#define lspv_warning(d, name, ...)                                                                 \
  lspv_diag_report((d), LSPV_DIAG_WARNING, LSPV_SUCCESS, (name), -1, 0, __VA_ARGS__)

/* ---- lspv_map (lspv/plugin_spirv.h) in arena memory -------------------*/
typedef struct lspv_map lspv_map;
lspv_map *lspv_map_new(lspv_arena *a);

/* ---- timing --------------------------------------------------------------*/
double lspv_now(void); /* seconds, monotonic */

#endif
