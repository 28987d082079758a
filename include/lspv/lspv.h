/*===-- lspv/lspv.h - LLVM IR <-> SPIR-V translation, C API ------*- C -*-===*\
|*                                                                            *|
|* lspv translates LLVM IR to SPIR-V (forward) and SPIR-V to LLVM IR          *|
|* (reverse).  This header is the whole public interface of liblspv except    *|
|* for extension plugins, which see lspv/plugin.h.                            *|
|*                                                                            *|
|* Conventions (as in llvm-c):                                                *|
|*  - opaque handles; every Create has a Dispose, and the comment of each     *|
|*    function that returns memory says which call frees it;                  *|
|*  - the library never prints, exits or aborts: every failure is a status    *|
|*    code plus one or more diagnostics delivered to the handler set in the   *|
|*    options (errors also become the text of lspv_last_error());             *|
|*  - no global mutable state: translations on different threads with their   *|
|*    own options and LLVM contexts do not interact.                          *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_LSPV_H
#define LSPV_LSPV_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Types.h>

#include "lspv/base.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct lspv_opaque_options *lspv_options_ref;

/** Creates options with the defaults of llvm-spirv: max version 1.6, forward
 * allows no extension, reverse allows all, CL1.2 target.  The built-in
 * plugins are registered.  Free with lspv_options_dispose. */
LSPV_API lspv_options_ref lspv_options_create(void);
LSPV_API void lspv_options_dispose(lspv_options_ref opts);

/** Applies one --spirv-ext value: comma-separated +NAME / -NAME / +all / -all.
 * An explicit -NAME is never re-enabled by a later +all.  An unknown name is
 * LSPV_ERROR_INVALID_ARGUMENT with a diagnostic naming it. */
LSPV_API lspv_status lspv_options_set_extensions(lspv_options_ref opts, const char *spec);
/** Maximum SPIR-V version, e.g. (1, 4).  Valid: 1.0 .. 1.6. */
LSPV_API lspv_status lspv_options_set_max_version(lspv_options_ref opts, unsigned major,
                                                  unsigned minor);
/** Same as lspv_options_set_plugin_option(opts, "spirv-preserve-auxdata",
 * enable ? "1" : "0") (lspv/plugin.h): the option belongs to the AuxData
 * plugin; kept for callers of the first API. */
LSPV_API void lspv_options_set_preserve_auxdata(lspv_options_ref opts, int enable);
LSPV_API void lspv_options_set_target_env(lspv_options_ref opts, lspv_target_env env);
/** --spirv-builtin-format: how reverse writes a BuiltIn variable in the
 * SPV-IR target (the OpenCL targets always write work-item calls). */
typedef enum {
  LSPV_BUILTIN_FORMAT_FUNCTION = 0, /**< default: __spirv_BuiltIn<Name> calls */
  LSPV_BUILTIN_FORMAT_GLOBAL        /**< the __spirv_BuiltIn<Name> global, loaded */
} lspv_builtin_format;
LSPV_API void lspv_options_set_builtin_format(lspv_options_ref opts, lspv_builtin_format fmt);
/** -spirv-allow-unknown-intrinsics: NULL disallows; "" allows every llvm.*
 * intrinsic; otherwise a comma-separated list of name prefixes (an empty
 * item, as in "a.b,", is a prefix of every name). */
LSPV_API void lspv_options_set_allow_unknown_intrinsics(lspv_options_ref opts,
                                                        const char *prefixes);
/** --spirv-fp-contract: when forward marks a kernel ContractionOff. */
typedef enum {
  LSPV_FP_CONTRACT_ON = 0, /**< default: kernels whose code (or callees) has an
                                unfused fmul+fadd/fsub without the contract flag,
                                or calls a function lspv cannot see into */
  LSPV_FP_CONTRACT_OFF,    /**< every kernel */
  LSPV_FP_CONTRACT_FAST    /**< none */
} lspv_fp_contract;
LSPV_API void lspv_options_set_fp_contract(lspv_options_ref opts, lspv_fp_contract mode);
/** How forward translates llvm.fmuladd.*: non-zero (the default, as
 * llvm-spirv's --spirv-ext-inst=OpenCL.std) the OpenCL.std mad instruction;
 * zero (--spirv-ext-inst=none) an OpFMul followed by an OpFAdd. */
LSPV_API void lspv_options_set_fmuladd_to_mad(lspv_options_ref opts, int enable);
/** Reverse: also write kernel_arg_name metadata (the OpName of each kernel
 * parameter; --spirv-gen-kernel-arg-name-md). */
LSPV_API void lspv_options_set_kernel_arg_names(lspv_options_ref opts, int enable);
/** Carry each kernel's kernel_arg_type metadata through an OpString
 * "kernel_arg_type.<kernel>.<type>,<type>,...," (forward writes it, reverse
 * takes kernel_arg_type from it; llvm-spirv's
 * -preserve-ocl-kernel-arg-type-metadata-through-string). */
LSPV_API void lspv_options_set_kernel_arg_type_strings(lspv_options_ref opts, int enable);
/** --spirv-debug-info-version: which debug-info instruction set forward
 * would write. */
typedef enum {
  LSPV_DEBUG_INFO_OCL_100 = 0, /**< OpenCL.DebugInfo.100 (default) */
  LSPV_DEBUG_INFO_LEGACY,      /**< the old SPIRV.debug set */
  LSPV_DEBUG_INFO_NONSEMANTIC_100,
  LSPV_DEBUG_INFO_NONSEMANTIC_200
} lspv_debug_info_version;
LSPV_API void lspv_options_set_debug_info_version(lspv_options_ref opts, lspv_debug_info_version v);
/** Reverse: the value of the specialization constant with SpecId @p spec_id
 * is @p bits (the constant's bit pattern, low bits used) instead of its
 * default (--spec-const).  A later call for the same id wins. */
LSPV_API lspv_status lspv_options_set_spec_constant(lspv_options_ref opts, uint32_t spec_id,
                                                    uint64_t bits);

/** Reverse: spell the atomics, barriers and fences of lspv's own modules so
 * that forward gives the same instructions back (the `__spirv_` calls where
 * the OpenCL C builtin llvm-spirv writes would lose an operand), instead of
 * llvm-spirv's OpenCL C spelling (default off; docs/reverse.md). */
LSPV_API void lspv_options_set_exact_roundtrip(lspv_options_ref opts, int enable);
/** Run the structural checker on every module written (default on). */
LSPV_API void lspv_options_set_verify_output(lspv_options_ref opts, int enable);
LSPV_API void lspv_options_set_diag_handler(lspv_options_ref opts, lspv_diag_handler h, void *user);
/** Collect per-phase timings (--time-report); see lspv_options_time_report. */
LSPV_API void lspv_options_set_time_report(lspv_options_ref opts, int enable);
/** The timing report of the last translation, or NULL.  Owned by opts. */
LSPV_API const char *lspv_options_time_report(lspv_options_ref opts);
/** The plugins registered with @p opts: the built-ins first (lib/ext
 * registry order), then those added by lspv_options_load_plugin /
 * lspv_options_add_plugin, in the order they came.  --help lists them. */
LSPV_API size_t lspv_options_plugin_count(lspv_options_ref opts);
/** Human name of plugin @p i ("split-barrier"), or NULL when i is out of
 * range.  Owned by the plugin; valid while @p opts lives. */
LSPV_API const char *lspv_options_plugin_name(lspv_options_ref opts, size_t i);
/** NULL-terminated --spirv-ext names plugin @p i implements, or NULL when i
 * is out of range.  Owned by the plugin; valid while @p opts lives. */
LSPV_API const char *const *lspv_options_plugin_extensions(lspv_options_ref opts, size_t i);
/** The message of the last error reported through these options, or "". */
LSPV_API const char *lspv_last_error(lspv_options_ref opts);

/** Forward: translates @p module to a SPIR-V binary.  On success *words is
 * allocated with malloc and must be freed with lspv_dispose_words. */
LSPV_API lspv_status lspv_translate_to_spirv(LLVMModuleRef module, lspv_options_ref opts,
                                             uint32_t **words, size_t *nwords);

/** llvm-spirv's -s: rewrites @p module in place into the shape llvm-spirv's
 * writer translates (i1 shifts and casts in integers, constant expressions
 * as instructions, add/sub overflow intrinsics as helper calls, private
 * constant arrays as function copies, vectors of a length SPIR-V lacks read
 * as wider lanes: docs/user-guide.md).  It does not translate.  The module
 * must pass LLVMVerifyModule and does so afterwards. */
LSPV_API lspv_status lspv_regularize_module(LLVMModuleRef module, lspv_options_ref opts);

/** Reverse: translates a SPIR-V binary into a new module in @p ctx.  The
 * module has passed LLVMVerifyModule; the caller disposes it. */
LSPV_API lspv_status lspv_translate_from_spirv(const uint32_t *words, size_t nwords,
                                               LLVMContextRef ctx, lspv_options_ref opts,
                                               LLVMModuleRef *module);

/** Binary -> llvm-spirv text form.  *text is NUL-terminated, free with
 * lspv_dispose_text. */
LSPV_API lspv_status lspv_spirv_to_text(const uint32_t *words, size_t nwords, lspv_options_ref opts,
                                        char **text, size_t *len);
/** llvm-spirv text form -> binary.  Free *words with lspv_dispose_words. */
LSPV_API lspv_status lspv_text_to_spirv(const char *text, size_t len, lspv_options_ref opts,
                                        uint32_t **words, size_t *nwords);
/** Reads and runs the structural checker over a binary. */
LSPV_API lspv_status lspv_spirv_verify(const uint32_t *words, size_t nwords, lspv_options_ref opts);

/** One scalar specialization constant of a module (an OpSpecConstant*,
 * decorated SpecId). */
typedef struct {
  uint32_t spec_id;
  uint32_t size;    /**< bytes: 1 for bool */
  const char *type; /**< "i1", "i8".."i64", "f16", "f32", "f64" (static) */
} lspv_spec_constant_info;
/** Lists the scalar specialization constants of a binary in module order
 * (--spec-const-info).  Free *info with lspv_dispose_spec_constants. */
LSPV_API lspv_status lspv_spirv_spec_constants(const uint32_t *words, size_t nwords,
                                               lspv_options_ref opts,
                                               lspv_spec_constant_info **info, size_t *count);
LSPV_API void lspv_dispose_spec_constants(lspv_spec_constant_info *info);
/** llvm-spirv's --spirv-print-report text of a binary: version, memory and
 * addressing model, capabilities, extensions, extended instruction sets.
 * Free *text with lspv_dispose_text. */
LSPV_API lspv_status lspv_spirv_report(const uint32_t *words, size_t nwords, lspv_options_ref opts,
                                       char **text, size_t *len);

LSPV_API void lspv_dispose_words(uint32_t *words);
LSPV_API void lspv_dispose_text(char *text);

/** "lspv X.Y.Z". */
LSPV_API const char *lspv_version_string(void);
/** Version of the SPIR-V grammar the tables were generated from. */
LSPV_API const char *lspv_grammar_version_string(void);

#ifdef __cplusplus
}
#endif
#endif
