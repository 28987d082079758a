/*===-- lspv/base.h - status codes, diagnostics, the export macro -*- C -*-===*\
|*                                                                            *|
|* What every public lspv header shares, without LLVM: the status codes, the *|
|* diagnostic record and its handler, and LSPV_API, the mark of a symbol     *|
|* that liblspv exports (the library is built with -fvisibility=hidden, so   *|
|* nothing else leaves it; test/cli/exports.test lists what does).          *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_BASE_H
#define LSPV_BASE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Marks the declarations liblspv (and the lspv executable, for the plugins
 * it dlopens) exports. */
#if defined(_WIN32)
#define LSPV_API
#else
#define LSPV_API __attribute__((visibility("default")))
#endif

/** printf-style format checking where the compiler has it. */
#if defined(__GNUC__) || defined(__clang__)
#define LSPV_PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define LSPV_PRINTF(fmt, args)
#endif

/** Result of every fallible call. */
typedef enum {
  LSPV_SUCCESS = 0,
  LSPV_ERROR_INVALID_INPUT,    /**< malformed SPIR-V binary/text, broken IR */
  LSPV_ERROR_UNSUPPORTED,      /**< valid input outside what lspv translates */
  LSPV_ERROR_EXTENSION,        /**< a needed extension is disabled */
  LSPV_ERROR_VERSION,          /**< needs a SPIR-V version above the maximum */
  LSPV_ERROR_INVALID_ARGUMENT, /**< bad option value, bad API use */
  LSPV_ERROR_PLUGIN,           /**< a plugin failed to load or register */
  LSPV_ERROR_OUT_OF_MEMORY,
  LSPV_ERROR_IO
} lspv_status;

typedef enum { LSPV_DIAG_ERROR, LSPV_DIAG_WARNING, LSPV_DIAG_NOTE } lspv_diag_severity;

/** One diagnostic.  All pointers are valid only during the handler call. */
typedef struct {
  lspv_diag_severity severity;
  /** llvm-spirv style error name: "RequiresExtension", "InvalidWordCount"... */
  const char *error_name;
  /** The message, already including the place (offset, line, opcode, id). */
  const char *message;
  /** Word offset into a SPIR-V binary, or -1. */
  long word_offset;
  /** 1-based line in a SPIR-V text module, or 0. */
  long line;
} lspv_diagnostic;

typedef void (*lspv_diag_handler)(const lspv_diagnostic *diag, void *user);

/** How reverse translation spells builtins (--spirv-target-env). */
typedef enum {
  LSPV_TARGET_CL12 = 0, /**< OpenCL C 1.2 builtins (default) */
  LSPV_TARGET_CL20,     /**< OpenCL C 2.0 builtins */
  LSPV_TARGET_SPV_IR    /**< SPIR-V friendly IR: __spirv_* calls/variables */
} lspv_target_env;

/** A SPIR-V version word: LSPV_SPV_VERSION(1, 4) == 0x00010400. */
#define LSPV_SPV_VERSION(major, minor) (((uint32_t)(major) << 16) | ((uint32_t)(minor) << 8))

#ifdef __cplusplus
}
#endif
#endif
