/* In-process batch round trip: every step of scripts/roundtrip-diff.py's
 * chain, for many inputs, in one process, so that a heap checker (valgrind)
 * pays LLVM's start-up once per batch rather than once per lspv command
 * (docs/robustness.md, "valgrind over llvm-spirv's test inputs").
 *
 * Per input (.ll/.bc parsed by LLVM; .spt read by lspv's text reader; .spv
 * read as words):
 *   a SPIR-V input: verify, text out and back in, report and specialization
 *     constants, reverse into CL1.2 / CL2.0 / SPV-IR; the CL1.2 module (else
 *     the first that came back) is the module of the steps below;
 *   forward with default options; regularize (-s) a clone and forward it;
 *   forward with +all; that binary to text and back (the same words);
 *   verify it; reverse it into CL1.2 / CL2.0 / SPV-IR, LLVMVerifyModule on
 *     each, forward each again with +all.
 * A step lspv refuses (an error status) is counted as refused, and the steps
 * that need its result are skipped; the inputs include deliberately bad
 * ones.  A step that "succeeds" with a wrong result (reverse IR the verifier
 * rejects, a text round trip that changes the words) is a failure.  A crash
 * is a finding: it ends the batch, and `--trace` names the input it died on.
 *
 * --exact reverses with --exact-roundtrip and counts a second forward whose
 * words differ from the first's as "differs" (not a fixpoint; informational:
 * the exit code does not count it).
 *
 * usage: unit_roundtrip_batch [--trace] [--quiet] [--exact] FILE|DIR|@LIST...
 * Exit 1 when a step failed, 2 on a usage or I/O error, else 0. */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
#include <lspv/lspv.h>

enum {
  S_PARSE,
  S_IN_VERIFY,
  S_IN_TEXT,
  S_IN_INFO,
  S_IN_REV_CL12,
  S_IN_REV_CL20,
  S_IN_REV_SPVIR,
  S_FWD_DEFAULT,
  S_REGULARIZE,
  S_FWD_REGULARIZED,
  S_FWD,
  S_TEXT,
  S_VERIFY,
  S_REV_CL12,
  S_REV_CL20,
  S_REV_SPVIR,
  S_IRVERIFY_CL12,
  S_IRVERIFY_CL20,
  S_IRVERIFY_SPVIR,
  S_FWD2_CL12,
  S_FWD2_CL20,
  S_FWD2_SPVIR,
  S_COUNT
};

static const char *const step_name[S_COUNT] = {
    "parse",           "in-verify",       "in-text",          "in-info",
    "in-rev-CL1.2",    "in-rev-CL2.0",    "in-rev-SPV-IR",    "fwd-default",
    "regularize",      "fwd-regularized", "fwd-all",          "text",
    "verify",          "rev-CL1.2",       "rev-CL2.0",        "rev-SPV-IR",
    "ir-verify-CL1.2", "ir-verify-CL2.0", "ir-verify-SPV-IR", "fwd2-CL1.2",
    "fwd2-CL2.0",      "fwd2-SPV-IR"};

static const lspv_target_env envs[3] = {LSPV_TARGET_CL12, LSPV_TARGET_CL20, LSPV_TARGET_SPV_IR};

static unsigned long ok_count[S_COUNT], refused_count[S_COUNT], failed_count[S_COUNT],
    renamed_count[S_COUNT], differs_count[S_COUNT];
static int quiet, exact;

static void no_diag(const lspv_diagnostic *d, void *user) {
  (void)d;
  (void)user;
}

static lspv_options_ref new_options(const char *ext, int env) {
  lspv_options_ref o = lspv_options_create();
  if (!o)
    return NULL;
  lspv_options_set_diag_handler(o, no_diag, NULL);
  if (ext)
    lspv_options_set_extensions(o, ext);
  if (env >= 0)
    lspv_options_set_target_env(o, envs[env]);
  lspv_options_set_exact_roundtrip(o, exact);
  return o;
}

static void one_line(const char *what, int step, const char *path, const char *detail) {
  if (quiet)
    return;
  const char *nl = detail ? strchr(detail, '\n') : NULL;
  printf("%s %s %s: %.*s\n", what, step_name[step], path,
         detail ? (int)(nl ? (size_t)(nl - detail) : strlen(detail)) : 0, detail ? detail : "");
}

/* Records the outcome of @p step; returns 1 when it succeeded. */
static int outcome(int step, lspv_status s, lspv_options_ref o, const char *path) {
  if (s == LSPV_SUCCESS) {
    ok_count[step]++;
    return 1;
  }
  refused_count[step]++;
  one_line("refused", step, path, o ? lspv_last_error(o) : "");
  return 0;
}

static void failed(int step, const char *path, const char *detail) {
  failed_count[step]++;
  one_line("FAIL", step, path, detail);
}

static int ends_with(const char *s, const char *suffix) {
  size_t a = strlen(s), b = strlen(suffix);
  return a >= b && !strcmp(s + a - b, suffix);
}

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *data = NULL;
  size_t cap = 0, n = 0;
  for (;;) {
    if (n + 4096 + 1 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *p = realloc(data, cap);
      if (!p)
        break;
      data = p;
    }
    size_t got = fread(data + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0)
      break;
  }
  fclose(f);
  if (data)
    data[n] = 0;
  *len = n;
  return data;
}

/* Binary -> text -> words; true when it gave words. */
static bool text_trip(const uint32_t *w, size_t n, lspv_options_ref o, uint32_t **back,
                      size_t *nback, lspv_status *first) {
  char *text = NULL;
  size_t len = 0;
  *back = NULL;
  *first = lspv_spirv_to_text(w, n, o, &text, &len);
  bool ok = *first == LSPV_SUCCESS && lspv_text_to_spirv(text, len, o, back, nback) == LSPV_SUCCESS;
  lspv_dispose_text(text);
  return ok;
}

/* Binary -> text -> binary must give the same words.  One exception is
 * counted apart ("renamed"): a number the text form spells by a name that
 * reads back as another number (a legacy enumerant: docs/text-form.md); the
 * words read back then go through the text unchanged. */
static void text_round_trip(int step, const uint32_t *w, size_t n, const char *path) {
  lspv_options_ref o = new_options(NULL, -1);
  uint32_t *back = NULL, *again = NULL;
  size_t nback = 0, nagain = 0;
  lspv_status first;
  bool ok = text_trip(w, n, o, &back, &nback, &first);
  if (first != LSPV_SUCCESS)
    outcome(step, first, o, path);
  else if (!ok)
    failed(step, path, lspv_last_error(o));
  else if (nback == n && !memcmp(back, w, n * 4))
    ok_count[step]++;
  else if (text_trip(back, nback, o, &again, &nagain, &first) && nagain == nback &&
           !memcmp(again, back, nback * 4)) {
    renamed_count[step]++;
    one_line("renamed", step, path, "the text read back gives other words, then a fixpoint");
  } else
    failed(step, path, "the text read back gives other words");
  lspv_dispose_words(back);
  lspv_dispose_words(again);
  lspv_options_dispose(o);
}

/* Forward @p m with extensions @p ext; *words (may be NULL) keeps the result. */
static int forward(int step, LLVMModuleRef m, const char *ext, const char *path, uint32_t **words,
                   size_t *n) {
  lspv_options_ref o = new_options(ext, -1);
  uint32_t *w = NULL;
  size_t nw = 0;
  int ok = outcome(step, lspv_translate_to_spirv(m, o, &w, &nw), o, path);
  if (ok && words) {
    *words = w;
    *n = nw;
  } else {
    lspv_dispose_words(w);
  }
  lspv_options_dispose(o);
  return ok;
}

/* Reverse into environment @p env in a new context; the module (verified by
 * LLVM too) is returned when @p keep, else disposed with its context. */
static int reverse(int step, int verify_step, const uint32_t *w, size_t n, int env,
                   const char *path, LLVMContextRef *ctx_out, LLVMModuleRef *m_out) {
  lspv_options_ref o = new_options(NULL, env);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  int ok = outcome(step, lspv_translate_from_spirv(w, n, ctx, o, &m), o, path);
  lspv_options_dispose(o);
  if (ok && verify_step >= 0) {
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
      failed(verify_step, path, msg);
      ok = 0;
    } else {
      ok_count[verify_step]++;
    }
    LLVMDisposeMessage(msg);
  }
  if (ok && ctx_out) {
    *ctx_out = ctx;
    *m_out = m;
    return 1;
  }
  if (m)
    LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return ok;
}

/* The steps on a binary read from the input (a .spv or .spt): the module
 * reversed into CL1.2 (else the first environment that came back) in
 * *ctx / *m. */
static void spirv_input(const uint32_t *w, size_t n, const char *path, LLVMContextRef *ctx,
                        LLVMModuleRef *m) {
  lspv_options_ref o = new_options(NULL, -1);
  outcome(S_IN_VERIFY, lspv_spirv_verify(w, n, o), o, path);
  char *report = NULL;
  size_t len = 0;
  lspv_spec_constant_info *info = NULL;
  size_t count = 0;
  if (outcome(S_IN_INFO, lspv_spirv_report(w, n, o, &report, &len), o, path)) {
    if (lspv_spirv_spec_constants(w, n, o, &info, &count) != LSPV_SUCCESS)
      failed(S_IN_INFO, path, lspv_last_error(o));
  }
  lspv_dispose_text(report);
  lspv_dispose_spec_constants(info);
  lspv_options_dispose(o);
  text_round_trip(S_IN_TEXT, w, n, path);
  for (int e = 0; e < 3; e++) {
    LLVMContextRef c = NULL;
    LLVMModuleRef r = NULL;
    if (reverse(S_IN_REV_CL12 + e, -1, w, n, e, path, *m ? NULL : &c, &r) && !*m && r) {
      *ctx = c;
      *m = r;
    }
  }
}

static void one_input(const char *path) {
  LLVMContextRef ctx = NULL;
  LLVMModuleRef m = NULL;
  if (ends_with(path, ".spv") || ends_with(path, ".spt")) {
    size_t len = 0;
    char *data = read_file(path, &len);
    if (!data) {
      failed(S_PARSE, path, "cannot read the file");
      return;
    }
    uint32_t *w = NULL;
    size_t n = 0;
    if (ends_with(path, ".spt")) {
      lspv_options_ref o = new_options(NULL, -1);
      if (outcome(S_PARSE, lspv_text_to_spirv(data, len, o, &w, &n), o, path))
        spirv_input(w, n, path, &ctx, &m);
      lspv_dispose_words(w);
      lspv_options_dispose(o);
    } else if (len % 4) {
      refused_count[S_PARSE]++;
      one_line("refused", S_PARSE, path, "not a whole number of words");
    } else {
      ok_count[S_PARSE]++;
      /* realloc'd memory is aligned for any type. */
      spirv_input((const uint32_t *)data, len / 4, path, &ctx, &m);
    }
    free(data);
  } else {
    LLVMMemoryBufferRef buf = NULL;
    char *msg = NULL;
    ctx = LLVMContextCreate();
    if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
      failed(S_PARSE, path, msg);
    } else if (LLVMParseIRInContext(ctx, buf, &m, &msg)) { /* takes buf */
      refused_count[S_PARSE]++;
      one_line("refused", S_PARSE, path, msg);
      m = NULL;
    } else {
      ok_count[S_PARSE]++;
    }
    LLVMDisposeMessage(msg);
  }
  if (!m) {
    if (ctx)
      LLVMContextDispose(ctx);
    return;
  }

  forward(S_FWD_DEFAULT, m, NULL, path, NULL, NULL);
  LLVMModuleRef clone = LLVMCloneModule(m);
  lspv_options_ref o = new_options(NULL, -1);
  if (outcome(S_REGULARIZE, lspv_regularize_module(clone, o), o, path))
    forward(S_FWD_REGULARIZED, clone, "+all", path, NULL, NULL);
  lspv_options_dispose(o);
  LLVMDisposeModule(clone);

  uint32_t *w = NULL;
  size_t n = 0;
  if (forward(S_FWD, m, "+all", path, &w, &n)) {
    text_round_trip(S_TEXT, w, n, path);
    o = new_options(NULL, -1);
    outcome(S_VERIFY, lspv_spirv_verify(w, n, o), o, path);
    lspv_options_dispose(o);
    for (int e = 0; e < 3; e++) {
      LLVMContextRef c = NULL;
      LLVMModuleRef r = NULL;
      if (reverse(S_REV_CL12 + e, S_IRVERIFY_CL12 + e, w, n, e, path, &c, &r)) {
        uint32_t *w2 = NULL;
        size_t n2 = 0;
        /* --exact: the second forward is the first (a fixpoint), or differs. */
        if (forward(S_FWD2_CL12 + e, r, "+all", path, &w2, &n2) && exact &&
            (n2 != n || memcmp(w2, w, n * 4))) {
          differs_count[S_FWD2_CL12 + e]++;
          one_line("differs", S_FWD2_CL12 + e, path, "the second forward wrote other words");
        }
        lspv_dispose_words(w2);
        LLVMDisposeModule(r);
        LLVMContextDispose(c);
      }
    }
  }
  lspv_dispose_words(w);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

/* The inputs: files, directories (recursively, sorted, by suffix) and
 * @LIST files of paths, one a line. */
static char **paths;
static size_t npaths, cap_paths;

static void add_path(const char *p) {
  if (npaths == cap_paths) {
    cap_paths = cap_paths ? cap_paths * 2 : 256;
    char **q = realloc(paths, cap_paths * sizeof *paths);
    if (!q)
      exit(2);
    paths = q;
  }
  paths[npaths++] = strdup(p);
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int wanted(const char *name) {
  return ends_with(name, ".ll") || ends_with(name, ".bc") || ends_with(name, ".spv") ||
         ends_with(name, ".spt");
}

static void add_dir(const char *dir) {
  DIR *d = opendir(dir);
  if (!d)
    return;
  size_t first = npaths;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    char *p = malloc(strlen(dir) + strlen(e->d_name) + 2);
    sprintf(p, "%s/%s", dir, e->d_name);
    struct stat st;
    if (!stat(p, &st) && S_ISDIR(st.st_mode))
      add_dir(p);
    else if (wanted(p))
      add_path(p);
    free(p);
  }
  closedir(d);
  qsort(paths + first, npaths - first, sizeof *paths, by_name);
}

static int add_list(const char *list) {
  FILE *f = fopen(list, "r");
  if (!f)
    return 1;
  char line[4096];
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\r\n")] = 0;
    if (line[0])
      add_path(line);
  }
  fclose(f);
  return 0;
}

int main(int argc, char **argv) {
  int trace = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (!strcmp(argv[i], "--trace")) {
      trace = 1;
    } else if (!strcmp(argv[i], "--quiet")) {
      quiet = 1;
    } else if (!strcmp(argv[i], "--exact")) {
      exact = 1;
    } else if (argv[i][0] == '@') {
      if (add_list(argv[i] + 1)) {
        fprintf(stderr, "cannot read %s\n", argv[i] + 1);
        return 2;
      }
    } else if (!stat(argv[i], &st) && S_ISDIR(st.st_mode)) {
      add_dir(argv[i]);
    } else {
      add_path(argv[i]);
    }
  }
  if (!npaths) {
    fprintf(stderr,
            "usage: unit_roundtrip_batch [--trace] [--quiet] [--exact] FILE|DIR|@LIST...\n");
    return 2;
  }
  for (size_t i = 0; i < npaths; i++) {
    if (trace)
      fprintf(stderr, "input %zu/%zu: %s\n", i + 1, npaths, paths[i]);
    one_input(paths[i]);
    fflush(stdout);
  }
  unsigned long total_failed = 0;
  printf("%zu inputs\n%-18s %6s %8s %7s %7s %7s\n", npaths, "step", "ok", "refused", "failed",
         "renamed", "differs");
  for (int s = 0; s < S_COUNT; s++) {
    printf("%-18s %6lu %8lu %7lu %7lu %7lu\n", step_name[s], ok_count[s], refused_count[s],
           failed_count[s], renamed_count[s], differs_count[s]);
    total_failed += failed_count[s];
  }
  printf("%zu inputs: %lu failed steps\n", npaths, total_failed);
  for (size_t i = 0; i < npaths; i++)
    free(paths[i]);
  free(paths);
  return total_failed != 0;
}
