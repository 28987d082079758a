/* Thread safety: the library keeps no global mutable state, so different
 * modules translated at once on 4 threads (each with its own LLVMContext and
 * options) give the same bytes as a serial run.  Every *.ll of the directory
 * given on the command line is translated forward, and its SPIR-V back to
 * LLVM IR (printed), first serially and then by 4 threads several times. */
#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <lspv/lspv.h>

#define MAX_FILES 256
#define THREADS 4
#define ROUNDS 3

typedef struct {
  char *path;
  char *spirv; /* forward result, or NULL */
  size_t spirv_len;
  char *ir; /* reverse result printed, or NULL */
} result;

static char *paths[MAX_FILES];
static int npaths;
static result serial[MAX_FILES];

static void quiet(const lspv_diagnostic *d, void *user) {
  (void)d;
  (void)user;
}

static void translate(const char *path, result *r) {
  memset(r, 0, sizeof *r);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg) ||
      LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    LLVMDisposeMessage(msg);
    LLVMContextDispose(ctx);
    return;
  }
  lspv_options_ref o = lspv_options_create();
  lspv_options_set_diag_handler(o, quiet, NULL);
  lspv_options_set_extensions(o, "+all");
  lspv_options_set_preserve_auxdata(o, 1); /* the auxdata plugin and the C++ shim too */
  uint32_t *w = NULL;
  size_t n = 0;
  if (lspv_translate_to_spirv(m, o, &w, &n) == LSPV_SUCCESS) {
    r->spirv = malloc(n * 4);
    if (r->spirv)
      memcpy(r->spirv, w, n * 4);
    r->spirv_len = n * 4;
    LLVMContextRef ctx2 = LLVMContextCreate();
    LLVMModuleRef back = NULL;
    if (lspv_translate_from_spirv(w, n, ctx2, o, &back) == LSPV_SUCCESS) {
      char *s = LLVMPrintModuleToString(back);
      r->ir = strdup(s);
      LLVMDisposeMessage(s);
      LLVMDisposeModule(back);
    }
    LLVMContextDispose(ctx2);
    lspv_dispose_words(w);
  }
  lspv_options_dispose(o);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

static void release(result *r) {
  free(r->spirv);
  free(r->ir);
}

static int same(const result *a, const result *b) {
  if ((a->spirv == NULL) != (b->spirv == NULL) || a->spirv_len != b->spirv_len ||
      (a->spirv && memcmp(a->spirv, b->spirv, a->spirv_len)))
    return 0;
  if ((a->ir == NULL) != (b->ir == NULL) || (a->ir && strcmp(a->ir, b->ir)))
    return 0;
  return 1;
}

static int mismatches;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  int t = (int)(size_t)arg;
  /* Thread t starts at a different file so that different modules are
   * translated at the same moment. */
  for (int round = 0; round < ROUNDS; round++)
    for (int k = 0; k < npaths; k++) {
      int i = (k + t * npaths / THREADS) % npaths;
      result r;
      translate(paths[i], &r);
      if (!same(&r, &serial[i])) {
        pthread_mutex_lock(&lock);
        printf("FAIL: thread %d: %s differs from the serial result\n", t, paths[i]);
        mismatches++;
        pthread_mutex_unlock(&lock);
      }
      release(&r);
    }
  return NULL;
}

/* --race-selftest: an unsynchronized counter, which a ThreadSanitizer build
 * must report; proves that the TSan run of scripts/test.sh can fail. */
static int racy_counter;

static void *racer(void *arg) {
  (void)arg;
  for (int i = 0; i < 1000; i++)
    racy_counter++;
  return NULL;
}

static int race_selftest(void) {
  pthread_t a, b;
  if (pthread_create(&a, NULL, racer, NULL) || pthread_create(&b, NULL, racer, NULL))
    return 2;
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("racy counter: %d\n", racy_counter);
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
  /* --serial N: only the first N modules, serially (the valgrind sample). */
  if (argc == 2 && !strcmp(argv[1], "--race-selftest"))
    return race_selftest();
  int serial_only = argc == 4 && !strcmp(argv[2], "--serial") ? atoi(argv[3]) : 0;
  if (argc != 2 && !serial_only) {
    fprintf(stderr, "usage: unit_threads DIR-OF-LL-FILES [--serial N]\n");
    return 2;
  }
  DIR *d = opendir(argv[1]);
  if (!d)
    return 2;
  struct dirent *e;
  while ((e = readdir(d)) && npaths < MAX_FILES) {
    size_t l = strlen(e->d_name);
    if (l > 3 && !strcmp(e->d_name + l - 3, ".ll")) {
      char *p = malloc(strlen(argv[1]) + l + 2);
      sprintf(p, "%s/%s", argv[1], e->d_name);
      paths[npaths++] = p;
    }
  }
  closedir(d);
  qsort(paths, npaths, sizeof *paths, by_name);
  int ok = 0;
  if (serial_only && serial_only < npaths) {
    for (int i = serial_only; i < npaths; i++)
      free(paths[i]);
    npaths = serial_only;
  }
  for (int i = 0; i < npaths; i++) {
    translate(paths[i], &serial[i]);
    ok += serial[i].ir != NULL;
  }
  if (serial_only) {
    printf("%d modules (%d round trips) serially\n", npaths, ok);
    for (int i = 0; i < npaths; i++) {
      release(&serial[i]);
      free(paths[i]);
    }
    return ok == 0;
  }
  pthread_t th[THREADS];
  for (int t = 0; t < THREADS; t++)
    if (pthread_create(&th[t], NULL, worker, (void *)(size_t)t))
      return 2;
  for (int t = 0; t < THREADS; t++)
    pthread_join(th[t], NULL);
  printf("%d modules (%d round trips) x %d threads x %d rounds: %d mismatches\n", npaths, ok,
         THREADS, ROUNDS, mismatches);
  for (int i = 0; i < npaths; i++) {
    release(&serial[i]);
    free(paths[i]);
  }
  return mismatches != 0 || ok == 0;
}
