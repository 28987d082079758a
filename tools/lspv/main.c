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

#include "isolate.h"
#include "output.h"
#include "lspv/lspv.h"
#include "lspv/plugin.h"

#ifndef LSPV_LLVM_VERSION
#define LSPV_LLVM_VERSION "22"
#endif

enum opt_id {
  OPT_OUTPUT,
  OPT_REVERSE,
  OPT_SPIRV_TEXT,
  OPT_TO_TEXT,
  OPT_TO_BINARY,
  OPT_EXT,
  OPT_MAX_VERSION,
  OPT_AUXDATA,
  OPT_TARGET_ENV,
  OPT_ALLOW_INTRINSICS,
  OPT_DEBUG_INFO_VERSION,
  OPT_PLUGIN,
  OPT_TEXT_IR,
  OPT_VERIFY,
  OPT_NO_VERIFY,
  OPT_TIME,
  OPT_HELP,
  OPT_VERSION,
};

enum arg_kind { ARG_NONE, ARG_REQUIRED, ARG_OPTIONAL, ARG_SEPARATE };

static const struct option_desc {
  const char *name;
  enum opt_id id;
  enum arg_kind arg;
  const char *meta;
  const char *help;
} options[] = {
    {"o", OPT_OUTPUT, ARG_SEPARATE, "<file>", "Output file ('-' for stdout)"},
    {"r", OPT_REVERSE, ARG_NONE, NULL, "Reverse translation (SPIR-V to LLVM bitcode)"},
    {"spirv-text", OPT_SPIRV_TEXT, ARG_NONE, NULL,
     "Write (forward) or read (reverse) the SPIR-V text form"},
    {"to-text", OPT_TO_TEXT, ARG_NONE, NULL, "Convert a SPIR-V binary to the text form"},
    {"to-binary", OPT_TO_BINARY, ARG_NONE, NULL, "Convert the SPIR-V text form to a binary"},
    {"spirv-ext", OPT_EXT, ARG_REQUIRED, "=+NAME,-NAME,+all,-all",
     "Enable/disable SPIR-V extensions (forward: none by default; reverse: all)"},
    {"spirv-max-version", OPT_MAX_VERSION, ARG_REQUIRED, "=1.0..1.6",
     "Highest SPIR-V version to emit"},
    {"spirv-preserve-auxdata", OPT_AUXDATA, ARG_NONE, NULL,
     "Keep function/global attributes and metadata (NonSemantic.AuxData)"},
    {"spirv-target-env", OPT_TARGET_ENV, ARG_REQUIRED, "=CL1.2|CL2.0|SPV-IR",
     "How reverse translation spells builtins (default CL1.2)"},
    {"spirv-allow-unknown-intrinsics", OPT_ALLOW_INTRINSICS, ARG_OPTIONAL, "[=prefix,...]",
     "Keep unknown LLVM intrinsics as imported function calls"},
    {"spirv-debug-info-version", OPT_DEBUG_INFO_VERSION, ARG_REQUIRED, "=<version>",
     "Accepted for compatibility; debug info may be dropped"},
    {"plugin", OPT_PLUGIN, ARG_REQUIRED, "=<path.so>", "Load an extension plugin (repeatable)"},
    {"S", OPT_TEXT_IR, ARG_NONE, NULL, "Reverse: write textual LLVM IR"},
    {"verify", OPT_VERIFY, ARG_NONE, NULL, "Only read and check a SPIR-V module"},
    {"no-verify", OPT_NO_VERIFY, ARG_NONE, NULL, "Do not run the checker on output"},
    {"time-report", OPT_TIME, ARG_NONE, NULL, "Print the time of each translation phase"},
    {"help", OPT_HELP, ARG_NONE, NULL, "Show this help"},
    {"version", OPT_VERSION, ARG_NONE, NULL, "Show versions"},
};
#define NUM_OPTIONS (sizeof options / sizeof options[0])

typedef struct {
  const char *input;
  const char *output;
  int reverse, spirv_text, to_text, to_binary, text_ir, verify_only, time_report;
} driver;

static const char *prog = "lspv";

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

/* --help: the option table, then the extensions the registered plugins
 * implement (the built-ins, plus any --plugin given before --help). */
static void print_help(lspv_options_ref o) {
  printf("OVERVIEW: lspv: LLVM IR <-> SPIR-V translator (llvm-spirv compatible)\n\n");
  printf("USAGE: %s [options] <input file>\n\n", prog);
  printf("The input is LLVM IR (.bc or .ll) for forward translation, SPIR-V for -r,\n"
         "-to-text and --verify; '-' or no input reads stdin.\n\nOPTIONS:\n");
  for (size_t i = 0; i < NUM_OPTIONS; i++) {
    char left[64];
    snprintf(left, sizeof left, "-%s%s%s", strlen(options[i].name) > 1 ? "-" : "", options[i].name,
             options[i].meta ? (options[i].arg == ARG_SEPARATE ? " " : "") : "");
    if (options[i].meta)
      strncat(left, options[i].meta, sizeof left - strlen(left) - 1);
    printf("  %-44s %s\n", left, options[i].help);
  }
  /* Options the plugins declare, unless the table above has them already. */
  for (size_t i = 0, n = lspv_options_plugin_count(o); i < n; i++) {
    const lspv_plugin *p = lspv_options_plugin(o, i);
    for (const lspv_plugin_option *d = p ? p->options : NULL; d && d->name; d++) {
      int dup = 0;
      for (size_t k = 0; k < NUM_OPTIONS; k++)
        dup |= strcmp(options[k].name, d->name) == 0;
      if (dup)
        continue;
      char left[96];
      snprintf(left, sizeof left, "--%s%s", d->name,
               d->kind == LSPV_OPTION_VALUE ? "=<value>" : "");
      printf("  %-44s %s\n", left, d->help ? d->help : "");
    }
  }
  printf("\nKNOWN EXTENSIONS:\n"
         "  --spirv-ext accepts every extension of the SPIR-V grammar. These are\n"
         "  implemented by plugins (forward needs them enabled; reverse allows all):\n");
  size_t n = lspv_options_plugin_count(o);
  for (size_t i = 0; i < n; i++)
    for (const char *const *e = lspv_options_plugin_extensions(o, i); e && *e; e++)
      printf("  %-44s %s\n", *e, lspv_options_plugin_name(o, i));
}

/* A command-line error, printed as LLVM's option parser (and so llvm-spirv)
 * prints it: "<prog>: <message>"; exit code 1 like llvm-spirv. */
static int fail_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_usage(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: ", prog);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  return 1;
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
  if (len % 4 != 0) {
    fprintf(stderr, "InvalidWordCount: %s: file size %zu is not a multiple of 4\n", path, len);
    free(data);
    return 1;
  }
  *words = (uint32_t *)(void *)data;
  *n = len / 4;
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

static int run_forward(lspv_options_ref o, const driver *dr) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  int rc = 1;
  double t0 = now_seconds();
  if (strcmp(dr->input, "-") == 0
          ? LLVMCreateMemoryBufferWithSTDIN(&buf, &msg)
          : LLVMCreateMemoryBufferWithContentsOfFile(dr->input, &buf, &msg)) {
    fprintf(stderr, "InvalidFile: cannot read %s: %s\n", dr->input, msg ? msg : "?");
    LLVMDisposeMessage(msg);
    LLVMContextDispose(ctx);
    return 1;
  }
  LLVMModuleRef m = NULL;
  iso_set_step(is_bitcode(buf) ? ISO_STEP_READ_BITCODE : ISO_STEP_PARSE_IR);
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    /* LLVM's message quotes the source line, which may be megabytes long. */
    char *nl = msg ? strchr(msg, '\n') : NULL;
    if (nl)
      *nl = 0;
    fprintf(stderr, "InvalidIR: %s: %.512s\n", dr->input, msg ? msg : "cannot parse");
    LLVMDisposeMessage(msg);
    LLVMContextDispose(ctx);
    return 1;
  }
  drv_time.read = now_seconds() - t0;
  iso_set_step(ISO_STEP_TRANSLATE);
  uint32_t *words = NULL;
  size_t n = 0;
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
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
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

/* ---- argument parsing ------------------------------------------------------------*/
/* @p on is 0 for a flag given as -flag=false (LLVM cl's boolean syntax). */
static int apply_option(lspv_options_ref o, driver *dr, const struct option_desc *od,
                        const char *val, int on) {
  switch (od->id) {
  case OPT_OUTPUT: dr->output = val; return 0;
  case OPT_REVERSE: dr->reverse = on; return 0;
  case OPT_SPIRV_TEXT: dr->spirv_text = on; return 0;
  case OPT_TO_TEXT: dr->to_text = on; return 0;
  case OPT_TO_BINARY: dr->to_binary = on; return 0;
  case OPT_TEXT_IR: dr->text_ir = on; return 0;
  case OPT_VERIFY: dr->verify_only = on; return 0;
  case OPT_NO_VERIFY: lspv_options_set_verify_output(o, !on); return 0;
  case OPT_TIME:
    dr->time_report = on;
    lspv_options_set_time_report(o, on);
    return 0;
  case OPT_AUXDATA: lspv_options_set_preserve_auxdata(o, on); return 0;
  case OPT_DEBUG_INFO_VERSION: return 0;
  case OPT_EXT: return lspv_options_set_extensions(o, val) == LSPV_SUCCESS ? 0 : 1;
  case OPT_MAX_VERSION: {
    unsigned maj, min;
    char extra;
    if (sscanf(val, "%u.%u%c", &maj, &min, &extra) != 2)
      return fail_usage("for the --spirv-max-version option: invalid version '%s' (expected "
                        "1.0 .. 1.6)",
                        val);
    return lspv_options_set_max_version(o, maj, min) == LSPV_SUCCESS ? 0 : 1;
  }
  case OPT_TARGET_ENV:
    if (strcmp(val, "CL1.2") == 0)
      lspv_options_set_target_env(o, LSPV_TARGET_CL12);
    else if (strcmp(val, "CL2.0") == 0)
      lspv_options_set_target_env(o, LSPV_TARGET_CL20);
    else if (strcmp(val, "SPV-IR") == 0)
      lspv_options_set_target_env(o, LSPV_TARGET_SPV_IR);
    else
      return fail_usage("for the --spirv-target-env option: invalid --spirv-target-env '%s' "
                        "(expected CL1.2, CL2.0 or SPV-IR)",
                        val);
    return 0;
  case OPT_ALLOW_INTRINSICS: lspv_options_set_allow_unknown_intrinsics(o, val ? val : ""); return 0;
  case OPT_PLUGIN: return lspv_options_load_plugin(o, val) == LSPV_SUCCESS ? 0 : 1;
  case OPT_HELP:
    if (!on)
      return 0;
    print_help(o);
    exit(0);
  case OPT_VERSION:
    if (!on)
      return 0;
    printf("%s\n  LLVM version %s\n  SPIR-V grammar %s\n", lspv_version_string(), LSPV_LLVM_VERSION,
           lspv_grammar_version_string());
    exit(0);
  }
  return 0;
}

/* Edit distance, for "Did you mean" on an unknown option. */
static size_t edit_distance(const char *a, size_t na, const char *b) {
  size_t nb = strlen(b), row[64];
  if (na >= 63 || nb >= 63)
    return (size_t)-1;
  for (size_t j = 0; j <= nb; j++)
    row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t up = row[j];
      size_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[nb];
}

static int unknown_option(const char *arg, const char *name, size_t nlen) {
  fail_usage("Unknown command line argument '%s'.  Try: '%s --help'", arg, prog);
  const struct option_desc *best = NULL;
  size_t best_d = (size_t)-1;
  for (size_t k = 0; k < NUM_OPTIONS; k++) {
    size_t d = edit_distance(name, nlen, options[k].name);
    if (d < best_d) {
      best_d = d;
      best = &options[k];
    }
  }
  if (best && best_d <= 2 + nlen / 4)
    fprintf(stderr, "%s: Did you mean '-%s%s'?\n", prog, strlen(best->name) > 1 ? "-" : "",
            best->name);
  return 1;
}

/* An option a registered plugin declares (lspv/plugin.h, "plugin options"),
 * e.g. --spirv-emit-function-ptr-addr-space; NULL when none does. */
static const lspv_plugin_option *plugin_option(lspv_options_ref o, const char *name, size_t nlen) {
  for (size_t i = 0, n = lspv_options_plugin_count(o); i < n; i++) {
    const lspv_plugin *p = lspv_options_plugin(o, i);
    for (const lspv_plugin_option *d = p ? p->options : NULL; d && d->name; d++)
      if (strlen(d->name) == nlen && strncmp(d->name, name, nlen) == 0)
        return d;
  }
  return NULL;
}

static int set_plugin_option(lspv_options_ref o, const lspv_plugin_option *po, const char *val) {
  if (po->kind == LSPV_OPTION_VALUE && !val)
    return fail_usage("for the -%s option: requires a value!", po->name);
  return lspv_options_set_plugin_option(o, po->name, val) ? 1 : 0;
}

/* LLVM cl's spellings: -name and --name, -name=value, -o value / -o=value,
 * -flag=true|false, and "--" ending the options. */
static int parse_args(int argc, char **argv, lspv_options_ref o, driver *dr) {
  int only_positional = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!only_positional && strcmp(a, "--") == 0) {
      only_positional = 1;
      continue;
    }
    if (only_positional || a[0] != '-' || a[1] == 0) {
      if (dr->input)
        return fail_usage("Too many positional arguments specified!\nCan specify at most 1 "
                          "positional arguments: See: %s --help",
                          prog);
      dr->input = a;
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const struct option_desc *od = NULL;
    for (size_t k = 0; k < NUM_OPTIONS; k++)
      if (strlen(options[k].name) == nlen && strncmp(options[k].name, name, nlen) == 0)
        od = &options[k];
    if (!od) {
      const lspv_plugin_option *po = plugin_option(o, name, nlen);
      if (!po)
        return unknown_option(a, name, nlen);
      if (set_plugin_option(o, po, eq ? eq + 1 : NULL))
        return 1;
      continue;
    }
    const char *val = eq ? eq + 1 : NULL;
    int on = 1;
    if (od->arg == ARG_SEPARATE && !val) {
      if (i + 1 >= argc)
        return fail_usage("for the -%s option: requires a value!", od->name);
      val = argv[++i];
    }
    if (od->arg == ARG_REQUIRED && !val)
      return fail_usage("for the -%s option: requires a value!", od->name);
    if (od->arg == ARG_NONE && val) {
      if (strcmp(val, "true") == 0 || strcmp(val, "TRUE") == 0 || strcmp(val, "1") == 0)
        on = 1;
      else if (strcmp(val, "false") == 0 || strcmp(val, "FALSE") == 0 || strcmp(val, "0") == 0)
        on = 0;
      else
        return fail_usage("for the -%s option: '%s' is invalid value for boolean argument! Try "
                          "0 or 1",
                          od->name, val);
      val = NULL;
    }
    int r = apply_option(o, dr, od, val, on);
    if (r)
      return r;
  }
  return 0;
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
  int rc = parse_args(argc, argv, o, &dr);
  /* As llvm-spirv: no input file reads stdin (and then writes stdout). */
  if (rc == 0 && !dr.input)
    dr.input = "-";
  if (rc == 0 && dr.to_text + dr.to_binary + dr.reverse + dr.verify_only > 1)
    rc = fail_usage("-r, -to-text, -to-binary and --verify exclude each other");
  if (rc == 0) {
    iso_set_input(dr.input);
    if (dr.verify_only)
      rc = run_verify(o, &dr);
    else if (dr.to_text)
      rc = run_to_text(o, &dr);
    else if (dr.to_binary)
      rc = run_to_binary(o, &dr);
    else if (dr.reverse)
      rc = run_reverse(o, &dr);
    else
      rc = run_forward(o, &dr);
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
