/*===-- tools/lspv/cli.c - the command line: options, parsing, help --------===*\
|*                                                                            *|
|* One table describes every option; --help is printed from it.  Spellings   *|
|* are LLVM cl's, as llvm-spirv's are: -name and --name, -name=value or      *|
|* -name value for an option that takes one, -flag=true|false, "--".         *|
|* Options of llvm-spirv that only make sense in one direction print its    *|
|* "option ignored" note in the other, as llvm-spirv does.                  *|
\*===----------------------------------------------------------------------===*/
#include "cli.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lspv/plugin.h"

#ifndef LSPV_LLVM_VERSION
#define LSPV_LLVM_VERSION "22"
#endif

const char *prog = "lspv";

enum opt_id {
  OPT_OUTPUT,
  OPT_REVERSE,
  OPT_REGULARIZE,
  OPT_SPIRV_TEXT,
  OPT_TO_TEXT,
  OPT_TO_BINARY,
  OPT_EXT,
  OPT_MAX_VERSION,
  OPT_TARGET_ENV,
  OPT_BUILTIN_FORMAT,
  OPT_ALLOW_INTRINSICS,
  OPT_EXT_INST,
  OPT_FMULADD_MAD,
  OPT_FP_CONTRACT,
  OPT_MEM2REG,
  OPT_KERNEL_ARG_NAMES,
  OPT_KERNEL_ARG_TYPE_STRINGS,
  OPT_SPEC_CONST,
  OPT_SPEC_CONST_INFO,
  OPT_PRINT_REPORT,
  OPT_DEBUG_INFO_VERSION,
  OPT_NO_EFFECT, /* accepted; docs/user-guide.md says why it changes nothing */
  OPT_NOT_BUILT, /* a clear error naming it */
  OPT_TOOLS_DIS,
  OPT_FNVAR, /* --fnvar-*: checked as llvm-spirv checks them, then refused */
  OPT_FNVAR_ENABLE,
  OPT_PLUGIN,
  OPT_TEXT_IR,
  OPT_VERIFY,
  OPT_NO_VERIFY,
  OPT_EXACT,
  OPT_TIME,
  OPT_HELP,
  OPT_VERSION,
};

enum arg_kind {
  ARG_NONE,     /* a flag: -f, -f=true|false */
  ARG_REQUIRED, /* -name=value or -name value */
  ARG_OPTIONAL, /* -name or -name=value */
};

static const struct option_desc {
  const char *name;
  enum opt_id id;
  enum arg_kind arg;
  const char *meta;
  const char *help; /* NULL: hidden from --help, as llvm-spirv hides it */
} options[] = {
    {"o", OPT_OUTPUT, ARG_REQUIRED, " <file>", "Output file ('-' for stdout)"},
    {"r", OPT_REVERSE, ARG_NONE, NULL, "Reverse translation (SPIR-V to LLVM bitcode)"},
    {"s", OPT_REGULARIZE, ARG_NONE, NULL,
     "Regularize LLVM bitcode as llvm-spirv does and write it back (.regularized.bc)"},
    {"spirv-text", OPT_SPIRV_TEXT, ARG_NONE, NULL,
     "Write (forward) or read (reverse) the SPIR-V text form"},
    {"to-text", OPT_TO_TEXT, ARG_NONE, NULL, "Convert a SPIR-V binary to the text form"},
    {"to-binary", OPT_TO_BINARY, ARG_NONE, NULL, "Convert the SPIR-V text form to a binary"},
    {"spirv-ext", OPT_EXT, ARG_REQUIRED, "=+NAME,-NAME,+all,-all",
     "Enable/disable SPIR-V extensions (forward: none by default; reverse: all)"},
    {"spirv-max-version", OPT_MAX_VERSION, ARG_REQUIRED, "=1.0..1.6",
     "Highest SPIR-V version to emit"},
    {"spirv-target-env", OPT_TARGET_ENV, ARG_REQUIRED, "=CL1.2|CL2.0|SPV-IR",
     "How reverse translation spells builtins (default CL1.2)"},
    {"spirv-builtin-format", OPT_BUILTIN_FORMAT, ARG_REQUIRED, "=function|global",
     "Reverse: builtin variables as calls (CL targets) or globals (SPV-IR)"},
    {"spirv-allow-unknown-intrinsics", OPT_ALLOW_INTRINSICS, ARG_OPTIONAL, "[=prefix,...]",
     "Keep unknown LLVM intrinsics as imported function calls"},
    {"spirv-ext-inst", OPT_EXT_INST, ARG_REQUIRED, "=none|OpenCL.std",
     "llvm.fmuladd as FMul+FAdd (none) or OpenCL.std mad (default)"},
    {"spirv-replace-fmuladd-with-ocl-mad", OPT_FMULADD_MAD, ARG_NONE, NULL,
     "llvm.fmuladd as OpenCL.std mad (default true; deprecated, see --spirv-ext-inst)"},
    {"spirv-fp-contract", OPT_FP_CONTRACT, ARG_REQUIRED, "=on|off|fast",
     "Which kernels get ContractionOff (default on: those with unfused mul+add)"},
    {"spirv-mem2reg", OPT_MEM2REG, ARG_NONE, NULL, "Run mem2reg on the LLVM input first"},
    {"spirv-gen-kernel-arg-name-md", OPT_KERNEL_ARG_NAMES, ARG_NONE, NULL,
     "Reverse: write kernel_arg_name metadata"},
    {"spec-const", OPT_SPEC_CONST, ARG_REQUIRED, " \"id:type:value ...\"",
     "Reverse: values of specialization constants (types i1..i64, f16..f64)"},
    {"spec-const-info", OPT_SPEC_CONST_INFO, ARG_NONE, NULL,
     "Print the specialization constants of a SPIR-V module"},
    {"spirv-print-report", OPT_PRINT_REPORT, ARG_NONE, NULL,
     "Print what a SPIR-V module declares (version, models, capabilities, ...)"},
    {"spirv-debug-info-version", OPT_DEBUG_INFO_VERSION, ARG_REQUIRED,
     "=legacy|ocl-100|nonsemantic-shader-100|nonsemantic-shader-200",
     "Debug-info instruction set (default ocl-100)"},
    {"spirv-use-llvm-backend-target", OPT_NO_EFFECT, ARG_NONE, NULL,
     "Accepted: no effect (as in llvm-spirv without the SPIR-V backend)"},
    {"spirv-erase-cl-md", OPT_NO_EFFECT, ARG_NONE, NULL, NULL},
    {"spirv-lower-const-expr", OPT_NO_EFFECT, ARG_NONE, NULL, NULL},
    {"spirv-expand-step", OPT_NO_EFFECT, ARG_NONE, NULL, NULL},
    {"spirv-verify-regularize-passes", OPT_NO_EFFECT, ARG_NONE, NULL, NULL},
    /* llvm-spirv-22's --help lists it (from LLVM's SPIR-V backend): lspv
     * already writes an OpName for every named value. */
    {"spirv-emit-op-names", OPT_NO_EFFECT, ARG_NONE, NULL, NULL},
    {"spirv-debug", OPT_NOT_BUILT, ARG_NONE, NULL,
     "Not supported (an error): lspv has no internal debug trace (see --time-report, --verify)"},
    {"preserve-ocl-kernel-arg-type-metadata-through-string", OPT_KERNEL_ARG_TYPE_STRINGS, ARG_NONE,
     NULL, "Carry kernel_arg_type metadata through an OpString"},
    {"spirv-tools-dis", OPT_TOOLS_DIS, ARG_NONE, NULL, "Not supported (an error)"},
    {"fnvar-spec-enable", OPT_FNVAR_ENABLE, ARG_NONE, NULL, "Not supported yet (an error)"},
    {"fnvar-category", OPT_FNVAR, ARG_REQUIRED, "=<category>", NULL},
    {"fnvar-family", OPT_FNVAR, ARG_REQUIRED, "=<family>", NULL},
    {"fnvar-arch", OPT_FNVAR, ARG_REQUIRED, "=<architecture>", NULL},
    {"fnvar-target", OPT_FNVAR, ARG_REQUIRED, "=<target>", NULL},
    {"fnvar-features", OPT_FNVAR, ARG_REQUIRED, "=<feature,...>", NULL},
    {"fnvar-capabilities", OPT_FNVAR, ARG_REQUIRED, "=<capability,...>", NULL},
    {"fnvar-spv-out", OPT_FNVAR, ARG_REQUIRED, "=<file>", NULL},
    {"plugin", OPT_PLUGIN, ARG_REQUIRED, "=<path.so>", "Load an extension plugin (repeatable)"},
    {"S", OPT_TEXT_IR, ARG_NONE, NULL, "Reverse: write textual LLVM IR"},
    {"verify", OPT_VERIFY, ARG_NONE, NULL, "Only read and check a SPIR-V module"},
    {"no-verify", OPT_NO_VERIFY, ARG_NONE, NULL, "Do not run the checker on output"},
    {"exact-roundtrip", OPT_EXACT, ARG_NONE, NULL,
     "Reverse: atomics, barriers and fences of lspv's modules as calls forward reads back exactly"},
    {"time-report", OPT_TIME, ARG_NONE, NULL, "Print the time of each translation phase"},
    {"help", OPT_HELP, ARG_NONE, NULL, "Show this help"},
    {"version", OPT_VERSION, ARG_NONE, NULL, "Show versions"},
};
#define NUM_OPTIONS (sizeof options / sizeof options[0])

/* Options given, for the checks made once all are parsed. */
typedef struct {
  int ext_inst, fmuladd, target_env, builtin_format_function, intrinsics, debug_info;
  int fnvar, fnvar_enable;
  const char *fnvar_name;
} seen_opts;

int fail_usage(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: ", prog);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  return 1;
}

/* llvm-spirv's own checks print without the program name. */
static int fail_plain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int fail_plain(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  fprintf(stderr, "\n");
  va_end(ap);
  return 1;
}

/* --help: the option table, then the extensions the registered plugins
 * implement (the built-ins, plus any --plugin given before --help). */
static void print_help(lspv_options_ref o) {
  printf("OVERVIEW: lspv: LLVM IR <-> SPIR-V translator (llvm-spirv compatible)\n\n");
  printf("USAGE: %s [options] <input file>\n\n", prog);
  printf("The input is LLVM IR (.bc or .ll) for forward translation, SPIR-V for -r,\n"
         "-to-text and --verify; '-' or no input reads stdin.\n\nOPTIONS:\n");
  for (size_t i = 0; i < NUM_OPTIONS; i++) {
    if (!options[i].help)
      continue;
    char left[96];
    snprintf(left, sizeof left, "-%s%s%s", strlen(options[i].name) > 1 ? "-" : "", options[i].name,
             options[i].meta ? options[i].meta : "");
    printf("  %-44s %s\n", left, options[i].help);
  }
  /* The options plugins declare (--spirv-preserve-auxdata is the AuxData
   * plugin's), as lspv_options_set_plugin_option takes them. */
  for (size_t i = 0; i < lspv_options_plugin_count(o); i++)
    for (const lspv_plugin_option *po = lspv_options_plugin(o, i)->options; po && po->name; po++) {
      char left[96];
      snprintf(left, sizeof left, "--%s%s", po->name,
               po->kind == LSPV_OPTION_VALUE ? "=<value>" : "");
      printf("  %-44s %s (plugin %s)\n", left, po->help ? po->help : "",
             lspv_options_plugin_name(o, i));
    }
  printf("\nKNOWN EXTENSIONS:\n"
         "  --spirv-ext accepts every extension of the SPIR-V grammar and every name\n"
         "  llvm-spirv accepts. These are implemented by plugins (forward needs them\n"
         "  enabled; reverse allows all):\n");
  size_t n = lspv_options_plugin_count(o);
  for (size_t i = 0; i < n; i++)
    for (const char *const *e = lspv_options_plugin_extensions(o, i); e && *e; e++)
      printf("  %-44s %s\n", *e, lspv_options_plugin_name(o, i));
}

/* A value out of a closed set: its index, or -1 after LLVM cl's error. */
static int pick(const char *opt, const char *val, const char *const *names) {
  for (int i = 0; names[i]; i++)
    if (strcmp(val, names[i]) == 0)
      return i;
  fail_usage("for the --%s option: Cannot find option named '%s'!", opt, val);
  return -1;
}

/* @p on is 0 for a flag given as -flag=false (LLVM cl's boolean syntax). */
static int apply_option(lspv_options_ref o, driver *dr, seen_opts *seen,
                        const struct option_desc *od, const char *val, int on) {
  switch (od->id) {
  case OPT_OUTPUT: dr->output = val; return 0;
  case OPT_REVERSE: dr->reverse = on; return 0;
  case OPT_REGULARIZE: dr->regularize = on; return 0;
  case OPT_SPIRV_TEXT: dr->spirv_text = on; return 0;
  case OPT_TO_TEXT: dr->to_text = on; return 0;
  case OPT_TO_BINARY: dr->to_binary = on; return 0;
  case OPT_TEXT_IR: dr->text_ir = on; return 0;
  case OPT_VERIFY: dr->verify_only = on; return 0;
  case OPT_SPEC_CONST_INFO: dr->spec_info = on; return 0;
  case OPT_PRINT_REPORT: dr->report = on; return 0;
  case OPT_MEM2REG: dr->mem2reg = on; return 0;
  case OPT_SPEC_CONST: dr->spec_const = val; return 0;
  case OPT_NO_VERIFY: lspv_options_set_verify_output(o, !on); return 0;
  case OPT_EXACT: lspv_options_set_exact_roundtrip(o, on); return 0;
  case OPT_TIME:
    dr->time_report = on;
    lspv_options_set_time_report(o, on);
    return 0;
  case OPT_KERNEL_ARG_NAMES: lspv_options_set_kernel_arg_names(o, on); return 0;
  case OPT_KERNEL_ARG_TYPE_STRINGS: lspv_options_set_kernel_arg_type_strings(o, on); return 0;
  case OPT_FMULADD_MAD:
    seen->fmuladd = 1;
    lspv_options_set_fmuladd_to_mad(o, on);
    return 0;
  case OPT_EXT_INST: {
    static const char *const sets[] = {"none", "OpenCL.std", NULL};
    int k = pick(od->name, val, sets);
    if (k < 0)
      return 1;
    if (seen->ext_inst++)
      return fail_plain("Error: --spirv-ext-inst cannot be used more than once");
    lspv_options_set_fmuladd_to_mad(o, k == 1);
    return 0;
  }
  case OPT_FP_CONTRACT: {
    static const char *const modes[] = {"on", "off", "fast", NULL};
    static const lspv_fp_contract m[] = {LSPV_FP_CONTRACT_ON, LSPV_FP_CONTRACT_OFF,
                                         LSPV_FP_CONTRACT_FAST};
    int k = pick(od->name, val, modes);
    if (k < 0)
      return 1;
    lspv_options_set_fp_contract(o, m[k]);
    return 0;
  }
  case OPT_DEBUG_INFO_VERSION: {
    static const char *const versions[] = {"ocl-100", "legacy", "nonsemantic-shader-100",
                                           "nonsemantic-shader-200", NULL};
    int k = pick(od->name, val, versions);
    if (k < 0)
      return 1;
    seen->debug_info = 1;
    lspv_options_set_debug_info_version(o, (lspv_debug_info_version)k);
    return 0;
  }
  case OPT_BUILTIN_FORMAT: {
    static const char *const formats[] = {"function", "global", NULL};
    int k = pick(od->name, val, formats);
    if (k < 0)
      return 1;
    seen->builtin_format_function = k == 0 ? 1 : -1;
    lspv_options_set_builtin_format(o, k == 0 ? LSPV_BUILTIN_FORMAT_FUNCTION
                                              : LSPV_BUILTIN_FORMAT_GLOBAL);
    return 0;
  }
  case OPT_EXT: return lspv_options_set_extensions(o, val) == LSPV_SUCCESS ? 0 : 1;
  case OPT_MAX_VERSION: {
    static const char *const versions[] = {"1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", NULL};
    int k = pick(od->name, val, versions);
    if (k < 0)
      return 1;
    return lspv_options_set_max_version(o, 1, (unsigned)k) == LSPV_SUCCESS ? 0 : 1;
  }
  case OPT_TARGET_ENV: {
    static const char *const envs[] = {"CL1.2", "CL2.0", "SPV-IR", NULL};
    static const lspv_target_env e[] = {LSPV_TARGET_CL12, LSPV_TARGET_CL20, LSPV_TARGET_SPV_IR};
    int k = pick(od->name, val, envs);
    if (k < 0)
      return 1;
    seen->target_env = 1 + k;
    lspv_options_set_target_env(o, e[k]);
    return 0;
  }
  case OPT_ALLOW_INTRINSICS:
    seen->intrinsics = 1;
    lspv_options_set_allow_unknown_intrinsics(o, val ? val : "");
    return 0;
  case OPT_NO_EFFECT: return 0;
  case OPT_NOT_BUILT: {
    if (!on)
      return 0;
    /* The help line says why: "Not supported (an error): <why>". */
    const char *why = od->help ? strstr(od->help, "): ") : NULL;
    return fail_plain("NotSupported: --%s: %s", od->name,
                      why ? why + 3 : "lspv was built without this feature");
  }
  case OPT_TOOLS_DIS:
    if (!on)
      return 0;
    return fail_plain("%s was built without --spirv-tools-dis support (use -spirv-text, or "
                      "spirv-dis on the binary)",
                      prog);
  case OPT_FNVAR:
    seen->fnvar = 1;
    seen->fnvar_name = od->name;
    return 0;
  case OPT_FNVAR_ENABLE: seen->fnvar_enable = on; return 0;
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

/* The checks llvm-spirv makes once every option is known, with its words;
 * the notes for options that only apply in the other direction. */
static int check_combination(driver *dr, const seen_opts *seen) {
  if (seen->ext_inst && seen->fmuladd)
    return fail_plain("Error: --spirv-ext-inst and --spirv-replace-fmuladd-with-ocl-mad cannot "
                      "be used together.  --spirv-replace-fmuladd-with-ocl-mad is deprecated "
                      "and --spirv-ext-inst is preferred.");
  static const char *const to_spirv = "translation from LLVM IR to SPIR-V";
  static const char *const to_llvm = "translation from SPIR-V to LLVM IR";
  const struct {
    int given, applies;
    const char *name, *what;
  } notes[] = {
      {seen->ext_inst, !dr->reverse, "--spirv-ext-inst", to_spirv},
      {seen->target_env, dr->reverse, "--spirv-target-env", to_llvm},
      {seen->builtin_format_function != 0, dr->reverse, "--spirv-builtin-format", to_llvm},
      {seen->intrinsics, !dr->reverse, "--spirv-allow-unknown-intrinsics", to_spirv},
      {seen->fmuladd, !dr->reverse, "--spirv-replace-fmuladd-with-ocl-mad", to_spirv},
      {seen->debug_info, !dr->reverse, "--spirv-debug-info-version", to_spirv},
  };
  for (size_t i = 0; i < sizeof notes / sizeof notes[0]; i++)
    if (notes[i].given && !notes[i].applies)
      fprintf(stderr, "Note: %s option ignored as it only affects %s\n", notes[i].name,
              notes[i].what);
  if ((seen->fnvar || seen->fnvar_enable) && !dr->reverse)
    return fail_plain("--fnvar-xxx flags can be used only with -r");
  if (seen->fnvar && !seen->fnvar_enable)
    return fail_plain("--fnvar-xxx flags need to be enabled with --fnvar-spec-enable");
  if (seen->fnvar_enable)
    return fail_plain("NotSupported: --fnvar-spec-enable: lspv does not specialize "
                      "SPV_INTEL_function_variants modules yet");
  if (dr->to_text && (dr->to_binary || dr->reverse || dr->regularize))
    return fail_plain("Cannot use -to-text with -to-binary, -r, -s");
  if (dr->to_binary && (dr->to_text || dr->reverse || dr->regularize))
    return fail_plain("Cannot use -to-binary with -to-text, -r, -s");
  if (dr->reverse && dr->regularize)
    return fail_plain("Cannot have both -r and -s options");
  if (dr->verify_only && (dr->reverse || dr->regularize || dr->to_text || dr->to_binary))
    return fail_usage("--verify excludes -r, -s, -to-text and -to-binary");
  /* llvm-spirv's order of precedence among the modes. */
  dr->mode = dr->verify_only  ? MODE_VERIFY
             : dr->to_text    ? MODE_TO_TEXT
             : dr->to_binary  ? MODE_TO_BINARY
             : dr->reverse    ? MODE_REVERSE
             : dr->regularize ? MODE_REGULARIZE
             : dr->spec_info  ? MODE_SPEC_INFO
             : dr->report     ? MODE_REPORT
                              : MODE_FORWARD;
  return 0;
}

/* An option a registered plugin declares (-name, --name, --name=value; a
 * flag also -name=true|false): 0 when applied, 1 on a bad value (reported),
 * -1 when no plugin has it. */
static int plugin_option(lspv_options_ref o, const char *name, size_t nlen) {
  for (size_t i = 0; i < lspv_options_plugin_count(o); i++)
    for (const lspv_plugin_option *po = lspv_options_plugin(o, i)->options; po && po->name; po++) {
      if (strlen(po->name) != nlen || strncmp(po->name, name, nlen) != 0)
        continue;
      const char *val = name[nlen] == '=' ? name + nlen + 1 : NULL;
      if (po->kind == LSPV_OPTION_FLAG && val) {
        if (strcmp(val, "true") == 0 || strcmp(val, "TRUE") == 0 || strcmp(val, "1") == 0)
          val = "1";
        else if (strcmp(val, "false") == 0 || strcmp(val, "FALSE") == 0 || strcmp(val, "0") == 0)
          val = "0";
        else
          return fail_usage("for the -%s option: '%s' is invalid value for boolean argument! Try "
                            "0 or 1",
                            po->name, val);
      }
      return lspv_options_set_plugin_option(o, po->name, val) == LSPV_SUCCESS ? 0 : 1;
    }
  return -1;
}

static const struct option_desc *find_option(const char *name, size_t nlen) {
  for (size_t k = 0; k < NUM_OPTIONS; k++)
    if (strlen(options[k].name) == nlen && strncmp(options[k].name, name, nlen) == 0)
      return &options[k];
  return NULL;
}

int cli_parse(int argc, char **argv, lspv_options_ref o, driver *dr) {
  int only_positional = 0;
  seen_opts seen = {0};
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
    const struct option_desc *od = find_option(name, nlen);
    if (!od) {
      int r = plugin_option(o, name, nlen);
      if (r >= 0) {
        if (r)
          return r;
        continue;
      }
      return unknown_option(a, name, nlen);
    }
    const char *val = eq ? eq + 1 : NULL;
    int on = 1;
    if (od->arg == ARG_REQUIRED && !val) {
      if (i + 1 >= argc)
        return fail_usage("for the -%s option: requires a value!", od->name);
      val = argv[++i];
    }
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
    int r = apply_option(o, dr, &seen, od, val, on);
    if (r)
      return r;
  }
  return check_combination(dr, &seen);
}
