/*===-- tools/lspv/main.c - the lspv command-line driver ------------------===*\
|*                                                                            *|
|* Accepts llvm-spirv's options with the same meanings (DESIGN 4), plus       *|
|* --plugin, --verify, -S, --time-report.  One table describes every option;  *|
|* --help is printed from it.  Output goes to a temporary file renamed into  *|
|* place only on success, so a failed run never creates or truncates it.    *|
\*===----------------------------------------------------------------------===*/
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "cli.h"
#include "inspect.h"
#include "isolate.h"
#include "mem2reg.h"
#include "output.h"
#include "lspv/lspv.h"
#include "lspv/plugin.h"

/* --time-report: the library times its phases (translate, check, ...); the
 * driver adds what happens outside it: reading/parsing the input and
 * encoding/writing the output. */
static struct {
  double read, write;
} drv_time;

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void print_time_report(lspv_options_ref o) {
  const char *lib = lspv_options_time_report(o);
  if (lib)
    fputs(lib, stderr);
  fprintf(stderr, "===== lspv driver time =====\n  %-12s %10.6f s\n  %-12s %10.6f s\n",
          "read input", drv_time.read, "write output", drv_time.write);
}

static void print_diag(const lspv_diagnostic *d, void *user) {
  (void)user;
  /* The message already starts with its "<ErrorName>: " (Warning: for a
   * warning), as llvm-spirv prints it. */
  fprintf(stderr, "%s\n", d->message);
}

/* ---- files ---------------------------------------------------------------------*/
static int read_file(const char *path, char **data, size_t *len) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "InvalidFile: cannot open %s: %s\n", path, strerror(errno));
    return 1;
  }
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap + 1);
  while (buf) {
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (n < cap)
      break;
    char *nb = cap < ((size_t)1 << 40) ? realloc(buf, cap * 2 + 1) : NULL;
    if (!nb) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = nb;
    cap *= 2;
  }
  int err = ferror(f) ? errno : 0;
  if (f != stdin)
    fclose(f);
  if (!buf || err) {
    free(buf);
    if (!buf)
      fprintf(stderr, "OutOfMemory: cannot read %s\n", path);
    else
      fprintf(stderr, "InvalidFile: cannot read %s: %s\n", path, strerror(err));
    return 1;
  }
  buf[n] = 0;
  *data = buf;
  *len = n;
  return 0;
}

/* In the isolated child (isolate.h), the driver writes the file once the
 * child has succeeded. */
static int write_output(const char *path, const void *data, size_t len) {
  return iso_in_child() ? iso_send_output(path, data, len) : output_write_file(path, data, len);
}

/* Default output name: the input with its extension replaced. */
static char *default_output(const char *input, const char *ext) {
  if (strcmp(input, "-") == 0)
    return strdup("-");
  const char *slash = strrchr(input, '/');
  const char *dot = strrchr(input, '.');
  size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - input) : strlen(input);
  char *out = malloc(stem + strlen(ext) + 1);
  if (out) {
    memcpy(out, input, stem);
    strcpy(out + stem, ext);
  }
  return out;
}

/* -o, or the default name; NULL (after the error) when out of memory. */
static char *output_name(const driver *dr, const char *ext) {
  char *out = dr->output ? strdup(dr->output) : default_output(dr->input, ext);
  if (!out)
    fprintf(stderr, "OutOfMemory: cannot name the output of %s\n", dr->input);
  return out;
}

static int is_spirv_binary(const char *data, size_t len) {
  if (len < 4)
    return 0;
  uint32_t w;
  memcpy(&w, data, 4);
  return w == 0x07230203u || w == 0x03022307u;
}

/* The text form starts with the magic number in decimal (after optional
 * blank space and ';' comment lines). */
static int is_spirv_text(const char *data, size_t len) {
  size_t i = 0;
  for (;;) {
    while (i < len && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r'))
      i++;
    if (i >= len || data[i] != ';')
      break;
    while (i < len && data[i] != '\n')
      i++;
  }
  static const char magic[] = "119734787";
  size_t m = sizeof magic - 1;
  return len - i > m && memcmp(data + i, magic, m) == 0 &&
         (data[i + m] == ' ' || data[i + m] == '\t' || data[i + m] == '\n');
}

/* Loads a SPIR-V module (binary, or text when @p text) as words.  The text
 * form is recognised without -spirv-text too: `lspv -r x.spt` works where
 * llvm-spirv would report an invalid magic number. */
static int load_spirv(lspv_options_ref o, const char *path, int text, uint32_t **words, size_t *n,
                      int *owned_by_lspv) {
  char *data;
  size_t len;
  if (read_file(path, &data, &len))
    return 1;
  if ((text && !is_spirv_binary(data, len)) || is_spirv_text(data, len)) {
    lspv_status s = lspv_text_to_spirv(data, len, o, words, n);
    free(data);
    *owned_by_lspv = 1;
    return s == LSPV_SUCCESS ? 0 : 1;
  }
  /* Not SPIR-V at all: the reader says so (its magic-number error), as
   * llvm-spirv reads the header before anything else. */
  if (len % 4 != 0 && is_spirv_binary(data, len)) {
    fprintf(stderr, "InvalidWordCount: %s: file size %zu is not a multiple of 4\n", path, len);
    free(data);
    return 1;
  }
  *words = (uint32_t *)(void *)data;
  *n = len / 4; /* a tail of 1-3 bytes only when the magic number is wrong */
  *owned_by_lspv = 0;
  return 0;
}

static void free_words(uint32_t *w, int owned_by_lspv) {
  if (owned_by_lspv)
    lspv_dispose_words(w);
  else
    free(w);
}

/* ---- modes ---------------------------------------------------------------------*/
/* The raw and the wrapped bitcode magic numbers. */
static int is_bitcode(LLVMMemoryBufferRef buf) {
  const unsigned char *p = (const unsigned char *)LLVMGetBufferStart(buf);
  size_t n = LLVMGetBufferSize(buf);
  return n >= 4 && ((p[0] == 'B' && p[1] == 'C' && p[2] == 0xC0 && p[3] == 0xDE) ||
                    (p[0] == 0xDE && p[1] == 0xC0 && p[2] == 0x17 && p[3] == 0x0B));
}

/* Reads the LLVM input (bitcode, or textual IR unless @p bitcode_only, as
 * llvm-spirv's -s reads bitcode only) and, with --spirv-mem2reg, promotes
 * allocas first (LLVM's mem2reg pass). */
static int load_llvm(const driver *dr, LLVMContextRef ctx, int bitcode_only, LLVMModuleRef *m) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (strcmp(dr->input, "-") == 0
          ? LLVMCreateMemoryBufferWithSTDIN(&buf, &msg)
          : LLVMCreateMemoryBufferWithContentsOfFile(dr->input, &buf, &msg)) {
    fprintf(stderr, "InvalidFile: cannot read %s: %s\n", dr->input, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    return 1;
  }
  if (bitcode_only && !is_bitcode(buf)) {
    /* LLVM's bitcode reader's words for it. */
    fprintf(stderr, "%s: Invalid bitcode signature\n", dr->input);
    LLVMDisposeMemoryBuffer(buf);
    return 1;
  }
  iso_set_step(is_bitcode(buf) ? ISO_STEP_READ_BITCODE : ISO_STEP_PARSE_IR);
  if (LLVMParseIRInContext(ctx, buf, m, &msg)) {
    /* LLVM's message quotes the source line, which may be megabytes long. */
    char *nl = msg ? strchr(msg, '\n') : NULL;
    if (nl)
      *nl = 0;
    fprintf(stderr, "InvalidIR: %s: %.512s\n", dr->input, msg ? msg : "cannot parse");
    LLVMDisposeMessage(msg);
    return 1;
  }
  if (dr->mem2reg)
    cli_mem2reg(*m);
  return 0;
}

/* What clang's -disable-free does: the driver runs one translation per
 * process, so the LLVM module and context are left to the process's end
 * rather than torn down value by value (as long as verifying the module).
 * They stay reachable from here, so the leak check does not report them;
 * LSPV_FREE_AT_EXIT=1 frees them as before (for heap checkers that want
 * every block back). */
static LLVMContextRef kept_ctx;
static LLVMModuleRef kept_module;

static void release_llvm(LLVMContextRef ctx, LLVMModuleRef m) {
  const char *e = getenv("LSPV_FREE_AT_EXIT");
  if ((e && *e == '1') || kept_ctx) {
    if (m)
      LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return;
  }
  kept_ctx = ctx;
  kept_module = m;
}

static int run_forward(lspv_options_ref o, const driver *dr) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  double t0 = now_seconds();
  if (load_llvm(dr, ctx, 0, &m)) {
    LLVMContextDispose(ctx);
    return 1;
  }
  drv_time.read = now_seconds() - t0;
  iso_set_step(ISO_STEP_TRANSLATE);
  uint32_t *words = NULL;
  size_t n = 0;
  int rc = 1;
  if (lspv_translate_to_spirv(m, o, &words, &n) == LSPV_SUCCESS) {
    iso_set_step(ISO_STEP_WRITE);
    t0 = now_seconds();
    char *out = output_name(dr, dr->spirv_text ? ".spt" : ".spv");
    if (!out) {
      rc = 1;
    } else if (dr->spirv_text) {
      char *text = NULL;
      size_t tlen = 0;
      if (lspv_spirv_to_text(words, n, o, &text, &tlen) == LSPV_SUCCESS)
        rc = write_output(out, text, tlen);
      lspv_dispose_text(text);
    } else {
      rc = write_output(out, words, n * 4);
    }
    free(out);
    drv_time.write = now_seconds() - t0;
  }
  lspv_dispose_words(words);
  release_llvm(ctx, m);
  return rc;
}

/* -s: llvm-spirv's regularization: the module rewritten into the shape its
 * writer takes (lib/regularize, after mem2reg with --spirv-mem2reg) and
 * written back as bitcode, without translating it. */
static int run_regularize(lspv_options_ref o, const driver *dr) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  if (load_llvm(dr, ctx, 1, &m)) {
    LLVMContextDispose(ctx);
    return 1;
  }
  int rc = 1;
  iso_set_step(ISO_STEP_TRANSLATE);
  if (lspv_regularize_module(m, o) == LSPV_SUCCESS) {
    iso_set_step(ISO_STEP_WRITE);
    char *out = output_name(dr, ".regularized.bc");
    if (out) {
      LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m);
      rc = write_output(out, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb));
      LLVMDisposeMemoryBuffer(mb);
    }
    free(out);
  }
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return rc;
}

static int run_reverse(lspv_options_ref o, const driver *dr) {
  uint32_t *words;
  size_t n;
  int owned;
  double t0 = now_seconds();
  if (load_spirv(o, dr->input, dr->spirv_text, &words, &n, &owned))
    return 1;
  if (dr->spec_const && inspect_apply_spec_const(o, words, n, dr->spec_const)) {
    free_words(words, owned);
    return 1;
  }
  drv_time.read = now_seconds() - t0;
  char *out = output_name(dr, dr->text_ir ? ".ll" : ".bc");
  size_t olen = out ? strlen(out) : 0;
  int text_ir = dr->text_ir || (olen > 3 && strcmp(out + olen - 3, ".ll") == 0);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = NULL;
  int rc = 1;
  if (out && lspv_translate_from_spirv(words, n, ctx, o, &m) == LSPV_SUCCESS) {
    t0 = now_seconds();
    if (text_ir) {
      char *s = LLVMPrintModuleToString(m);
      rc = write_output(out, s, strlen(s));
      LLVMDisposeMessage(s);
    } else {
      LLVMMemoryBufferRef mb = LLVMWriteBitcodeToMemoryBuffer(m);
      rc = write_output(out, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb));
      LLVMDisposeMemoryBuffer(mb);
    }
    drv_time.write = now_seconds() - t0;
  }
  release_llvm(ctx, m);
  free(out);
  free_words(words, owned);
  return rc;
}

static int run_to_text(lspv_options_ref o, const driver *dr) {
  uint32_t *words;
  size_t n;
  int owned;
  double t0 = now_seconds();
  if (load_spirv(o, dr->input, 0, &words, &n, &owned))
    return 1;
  char *text = NULL;
  size_t len = 0;
  int rc = 1;
  if (lspv_spirv_to_text(words, n, o, &text, &len) == LSPV_SUCCESS) {
    drv_time.read = now_seconds() - t0; /* reading includes the conversion */
    t0 = now_seconds();
    char *out = output_name(dr, ".spt");
    rc = out ? write_output(out, text, len) : 1;
    free(out);
    drv_time.write = now_seconds() - t0;
  }
  lspv_dispose_text(text);
  free_words(words, owned);
  return rc;
}

static int run_to_binary(lspv_options_ref o, const driver *dr) {
  char *data;
  size_t len;
  double t0 = now_seconds();
  if (read_file(dr->input, &data, &len))
    return 1;
  uint32_t *words = NULL;
  size_t n = 0;
  int rc = 1;
  if (lspv_text_to_spirv(data, len, o, &words, &n) == LSPV_SUCCESS) {
    drv_time.read = now_seconds() - t0; /* reading includes the conversion */
    t0 = now_seconds();
    char *out = output_name(dr, ".spv");
    rc = out ? write_output(out, words, n * 4) : 1;
    free(out);
    drv_time.write = now_seconds() - t0;
  }
  lspv_dispose_words(words);
  free(data);
  return rc;
}

static int run_verify(lspv_options_ref o, const driver *dr) {
  size_t ilen = strlen(dr->input);
  int text = dr->spirv_text || (ilen > 4 && strcmp(dr->input + ilen - 4, ".spt") == 0);
  uint32_t *words;
  size_t n;
  int owned;
  if (load_spirv(o, dr->input, text, &words, &n, &owned))
    return 1;
  int rc = lspv_spirv_verify(words, n, o) == LSPV_SUCCESS ? 0 : 1;
  free_words(words, owned);
  return rc;
}

/* --spirv-print-report puts a reader error in llvm-spirv's frame: its words
 * in the quotes, lspv's place (a last parenthesis) after them. */
static void print_diag_report(const lspv_diagnostic *d, void *user) {
  (void)user;
  const char *m = d->message;
  size_t len = strlen(m);
  const char *detail = len && m[len - 1] == ')' ? strrchr(m, '(') : NULL;
  if (detail && detail > m && detail[-1] == ' ')
    fprintf(stderr, "Invalid SPIR-V binary: \"%.*s\" %s\n", (int)(detail - 1 - m), m, detail);
  else
    fprintf(stderr, "Invalid SPIR-V binary: \"%s\"\n", m);
}

/* -spec-const-info and --spirv-print-report: a SPIR-V module in, text out. */
static int run_inspect(lspv_options_ref o, const driver *dr) {
  uint32_t *words;
  size_t n;
  int owned;
  if (dr->mode == MODE_REPORT)
    lspv_options_set_diag_handler(o, print_diag_report, NULL);
  if (load_spirv(o, dr->input, dr->spirv_text, &words, &n, &owned))
    return 1;
  int rc =
      dr->mode == MODE_REPORT ? inspect_report(o, words, n) : inspect_spec_const_info(o, words, n);
  free_words(words, owned);
  return rc;
}

/* llvm-spirv refuses an empty input file (but not an empty stdin). */
static int input_is_empty(const char *path) {
  if (strcmp(path, "-") == 0)
    return 0;
  FILE *f = fopen(path, "rb");
  if (!f)
    return 0; /* the mode's reader reports it */
  int empty = fgetc(f) == EOF && !ferror(f);
  fclose(f);
  return empty;
}

static int lspv_main(int argc, char **argv) {
  lspv_options_ref o = lspv_options_create();
  if (!o) {
    fprintf(stderr, "OutOfMemory: cannot create options\n");
    return 1;
  }
  lspv_options_set_diag_handler(o, print_diag, NULL);
  /* Messages name the program as invoked: "llvm-spirv" through the drop-in
   * link (test/dropin), as llvm-spirv's own do. */
  if (argc > 0 && argv[0] && *argv[0]) {
    const char *slash = strrchr(argv[0], '/');
    prog = slash ? slash + 1 : argv[0];
  }
  driver dr = {0};
  int rc = cli_parse(argc, argv, o, &dr);
  /* As llvm-spirv: no input file reads stdin (and then writes stdout). */
  if (rc == 0 && !dr.input)
    dr.input = "-";
  if (rc == 0 && input_is_empty(dr.input)) {
    fprintf(stderr, "Can't translate, file is empty: %s\n", dr.input);
    rc = 1;
  }
  if (rc == 0) {
    static int (*const run[])(lspv_options_ref, const driver *) = {
        [MODE_FORWARD] = run_forward,   [MODE_REVERSE] = run_reverse,
        [MODE_TO_TEXT] = run_to_text,   [MODE_TO_BINARY] = run_to_binary,
        [MODE_VERIFY] = run_verify,     [MODE_REGULARIZE] = run_regularize,
        [MODE_SPEC_INFO] = run_inspect, [MODE_REPORT] = run_inspect,
    };
    iso_set_input(dr.input);
    rc = run[dr.mode](o, &dr);
    if (dr.time_report)
      print_time_report(o);
  }
  lspv_options_dispose(o);
  return rc;
}

/* LLVM's .ll parser and value printer recurse on the nesting depth of their
 * input (a 100k-deep constant expression needs some 100 MB of stack): the
 * driver runs on a thread with a 1 GiB stack so that such input is parsed and
 * then refused by the library's own bounds, not a SIGSEGV.  The stack is only
 * reserved; untouched pages cost nothing. */
typedef struct {
  int argc;
  char **argv;
  int rc;
} main_args;

static void *main_thread(void *p) {
  main_args *a = p;
  a->rc = lspv_main(a->argc, a->argv);
  return NULL;
}

static int run_on_big_stack(void *p) {
  main_args *a = p;
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init(&attr) == 0) {
    int ok = pthread_attr_setstacksize(&attr, (size_t)1 << 30) == 0 &&
             pthread_create(&t, &attr, main_thread, a) == 0;
    pthread_attr_destroy(&attr);
    if (ok)
      return pthread_join(t, NULL) == 0 ? a->rc : 1;
  }
  return lspv_main(a->argc, a->argv);
}

/* The whole run happens in a child process (isolate.h): LLVM's bitcode
 * reader crashing on malformed input, or any crash, becomes one error line
 * and no output.  The child is forked before any thread exists, so that it
 * is an ordinary process (the sanitizers' leak check runs in it). */
int main(int argc, char **argv) {
  main_args a = {argc, argv, 1};
  return iso_run(run_on_big_stack, &a, output_write_file);
}
