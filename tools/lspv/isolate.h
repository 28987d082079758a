/*===-- tools/lspv/isolate.h - run the driver in a child process -----------===*\
|*                                                                            *|
|* LLVM's bitcode reader is not hardened: malformed bitcode can make it      *|
|* dereference wild pointers, abort on an impossible allocation or trap      *|
|* (fuzz/README.md).  lspv cannot guard code it does not own, so the driver  *|
|* does its work in a forked child.  The child's output and messages come    *|
|* back through pipes; the parent writes the output file only when the child *|
|* exits with status 0, and turns death by a signal into one error line      *|
|* naming the input and the step that died.                                 *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_TOOLS_ISOLATE_H
#define LSPV_TOOLS_ISOLATE_H

#include <stddef.h>

/* What the child is doing; a crash is reported against it. */
typedef enum {
  ISO_STEP_START,
  ISO_STEP_READ_BITCODE, /* inside LLVM's bitcode reader */
  ISO_STEP_PARSE_IR,     /* inside LLVM's .ll parser */
  ISO_STEP_TRANSLATE,    /* in lspv (or LLVM calls it makes) */
  ISO_STEP_WRITE,
} iso_step;

/* The real file writer, called by the parent for the child's output. */
typedef int (*iso_writer)(const char *path, const void *data, size_t len);

/* Runs body(ctx) in a child process and returns its exit status, or an
 * error status after printing one error line if it died (1 when LLVM's reader
 * or parser died, 70 otherwise).  Runs body directly when isolation is
 * unavailable or disabled (LSPV_NO_ISOLATE=1, for debuggers).  In the child
 * it returns body's status too, for the caller to exit with: call it from
 * main() before any thread is created. */
int iso_run(int (*body)(void *), void *ctx, iso_writer writer);

/* The input file, as a crash message names it (child side). */
void iso_set_input(const char *path);

/* Non-zero inside the child: output must go through iso_send_output. */
int iso_in_child(void);

/* Records the current step (async-signal-safe shared memory). */
void iso_set_step(iso_step step);

/* Child side of the output: hands one file to the parent. */
int iso_send_output(const char *path, const void *data, size_t len);

#endif
