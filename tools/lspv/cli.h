/*===-- tools/lspv/cli.h - the command line: options, parsing, help --------===*\
|*                                                                            *|
|* llvm-spirv's options with their meanings (DESIGN 4), plus lspv's own.      *|
|* cli_parse fills the driver's choices and sets what the library takes on   *|
|* the options object; it prints the error itself (LLVM's option parser's   *|
|* wording, and llvm-spirv's for its own checks).                           *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_TOOLS_CLI_H
#define LSPV_TOOLS_CLI_H

#include "lspv/lspv.h"

/* What the run does (the first of these that the options select). */
typedef enum {
  MODE_FORWARD,
  MODE_REVERSE,
  MODE_TO_TEXT,
  MODE_TO_BINARY,
  MODE_VERIFY,
  MODE_REGULARIZE, /* -s */
  MODE_SPEC_INFO,  /* -spec-const-info */
  MODE_REPORT,     /* --spirv-print-report */
} driver_mode;

typedef struct {
  const char *input;
  const char *output;
  driver_mode mode;
  int reverse, regularize, to_text, to_binary, verify_only, spec_info, report;
  int spirv_text, text_ir, time_report, mem2reg;
  const char *spec_const; /* -spec-const value, applied once the input is read */
} driver;

/* The program name as invoked ("lspv", or "llvm-spirv" through the link). */
extern const char *prog;

/* Parses argv into @p dr and @p o; returns 0, or the exit code after printing
 * the error. */
int cli_parse(int argc, char **argv, lspv_options_ref o, driver *dr);

/* A command-line error, printed as LLVM's option parser prints it:
 * "<prog>: <message>"; returns 1. */
int fail_usage(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
