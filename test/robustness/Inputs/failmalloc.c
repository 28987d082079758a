/* Allocation-failure injection, preloaded into lspv (LD_PRELOAD) by
 * test/robustness/alloc-failure.test.  Only allocations called from the
 * lspv executable itself count (the library is linked into it): LLVM's own
 * allocations abort on failure by design and are left alone.
 *   LSPV_FAILMALLOC_NTH=N   the Nth counted allocation returns NULL;
 *   LSPV_FAILMALLOC_REPORT=1  print "allocations: K" at exit (the count, to
 *                            know how many N there are to try), and the
 *                            caller of the failed one (exe+offset, for
 *                            addr2line).
 * A forked child inherits the count. */
#define _GNU_SOURCE
#include <errno.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

static uintptr_t text_lo, text_hi, exe_base;
static long count, nth = -1;
static int report;

static int find_main(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  /* The first object is the executable (its name is ""). */
  exe_base = info->dlpi_addr;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *p = &info->dlpi_phdr[i];
    if (p->p_type == PT_LOAD && (p->p_flags & PF_X)) {
      uintptr_t lo = info->dlpi_addr + p->p_vaddr;
      if (!text_lo || lo < text_lo)
        text_lo = lo;
      if (lo + p->p_memsz > text_hi)
        text_hi = lo + p->p_memsz;
    }
  }
  return 1;
}

static void at_exit_report(void) {
  if (report)
    fprintf(stderr, "allocations: %ld\n", count);
}

__attribute__((constructor)) static void init(void) {
  const char *n = getenv("LSPV_FAILMALLOC_NTH");
  nth = n ? atol(n) : -1;
  report = getenv("LSPV_FAILMALLOC_REPORT") != NULL;
  dl_iterate_phdr(find_main, NULL);
  if (report)
    atexit(at_exit_report);
}

/* Non-zero when this allocation, called from ret, is to fail. */
static int fail_here(void *ret) {
  uintptr_t r = (uintptr_t)ret;
  if (r < text_lo || r >= text_hi)
    return 0;
  if (++count == nth) {
    if (report)
      fprintf(stderr, "failing allocation %ld called from exe+0x%lx\n", count,
              (unsigned long)(r - exe_base - 1));
    errno = ENOMEM;
    return 1;
  }
  return 0;
}

void *malloc(size_t n) {
  return fail_here(__builtin_return_address(0)) ? NULL : __libc_malloc(n);
}

void *calloc(size_t n, size_t m) {
  return fail_here(__builtin_return_address(0)) ? NULL : __libc_calloc(n, m);
}

void *realloc(void *p, size_t n) {
  return fail_here(__builtin_return_address(0)) ? NULL : __libc_realloc(p, n);
}

char *strdup(const char *s) {
  if (fail_here(__builtin_return_address(0)))
    return NULL;
  size_t n = strlen(s) + 1;
  char *d = __libc_malloc(n);
  return d ? memcpy(d, s, n) : NULL;
}

char *strndup(const char *s, size_t max) {
  if (fail_here(__builtin_return_address(0)))
    return NULL;
  size_t n = strnlen(s, max);
  char *d = __libc_malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}
