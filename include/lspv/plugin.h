/*===-- lspv/plugin.h - the extension plugin API, version 2 -------*- C -*-===*\
|*                                                                            *|
|* Every SPIR-V extension lspv knows is a plugin: a const descriptor         *|
|* (lspv_plugin, at the end of this file) with forward hooks (LLVM ->        *|
|* SPIR-V), reverse hooks (SPIR-V -> LLVM), checker rules, grammar rows and  *|
|* options.  The core calls the hooks at fixed points and never names an    *|
|* extension itself.  The built-in plugins are compiled in                   *|
|* (lib/ext/registry.c); an external one is a shared object loaded with      *|
|* --plugin=path.so that exports                                             *|
|*                                                                            *|
|*     const lspv_plugin *lspv_plugin_register(unsigned api_version);        *|
|*                                                                            *|
|* which returns its descriptor, or NULL when it cannot serve api_version    *|
|* (lspv passes LSPV_PLUGIN_API_VERSION).  docs/plugins.md walks through a   *|
|* whole plugin and tabulates the hooks.                                     *|
|*                                                                            *|
|* Versioning.  A descriptor starts with api_version (2) and struct_size     *|
|* (sizeof(lspv_plugin) of the header the plugin was compiled with:         *|
|* LSPV_PLUGIN_HEADER fills both).  New hooks are only ever appended, so a   *|
|* plugin built against an older 2.x header keeps working: lspv reads the    *|
|* fields that lie inside struct_size and treats every later one as NULL /   *|
|* 0.  A descriptor larger than lspv's own (built against a newer lspv) is   *|
|* refused, and so is api_version 1 (the v1 layout differs from its second  *|
|* field on): "PluginError: plugin 'x' has API version 1, lspv expects 2".  *|
|*                                                                            *|
|* Hooks see the translation only through the opaque contexts and the        *|
|* functions declared here and in lspv/plugin_spirv.h; they must not keep    *|
|* pointers past the hook call except to arena memory of the same           *|
|* translation.  A hook returns LSPV_SUCCESS, LSPV_DECLINED ("not mine": the *|
|* core or a later plugin handles it) or an error status after reporting a   *|
|* diagnostic with lspv_fwd_error / lspv_rev_error.  Hooks of one kind are   *|
|* asked in registration order (built-ins first); for the hooks that       *|
|* translate something (types, calls, values), the first that does not     *|
|* decline wins.  A translation runs on one thread; different translations *|
|* (own options, own LLVM context) may run on different threads at once, so  *|
|* a plugin keeps its state in lspv_fwd_plugin_state / lspv_rev_plugin_state, *|
|* never in globals.                                                         *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_PLUGIN_H
#define LSPV_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#include "lspv/lspv.h"
#include "lspv/plugin_spirv.h"
#include "lspv/spirv_enums.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LSPV_PLUGIN_API_VERSION 2u
/** A hook's "not mine" answer; never returned by the core to callers. */
#define LSPV_DECLINED ((lspv_status)100)

typedef struct lspv_fwd_ctx lspv_fwd_ctx; /**< forward translation, opaque */
typedef struct lspv_rev_ctx lspv_rev_ctx; /**< reverse translation, opaque */
typedef struct lspv_plugin lspv_plugin;

/** Memory operands of one OpLoad / OpStore / OpCopyMemory being emitted.
 * The core fills mask and params for Volatile/Aligned/Nontemporal; a hook may
 * add bits with lspv_mem_operands_add, which keeps the parameters in mask-bit
 * order as SPIR-V requires (3.26 Memory Operands). */
#define LSPV_MAX_MEM_PARAMS 8
typedef struct {
  uint32_t mask;
  uint32_t nparams;
  struct {
    uint32_t bit;
    uint32_t word;
  } params[LSPV_MAX_MEM_PARAMS];
} lspv_mem_operands;

/** Adds @p bit with one parameter word (or none when has_param is 0);
 * non-zero when the parameters are full. */
LSPV_API lspv_status lspv_mem_operands_add(lspv_mem_operands *mo, uint32_t bit, int has_param,
                                           uint32_t param);

/** The Loop Control of one OpLoopMerge being emitted (SPIR-V 3.23): the
 * mask and its parameter words, kept in mask-bit order as SPIR-V requires.
 * The core fills the bits of LLVM's own loop hints (unroll, ivdep); a
 * plugin's fwd_loop_hint adds its own with lspv_loop_control_add. */
#define LSPV_MAX_LOOP_PARAMS 32
typedef struct {
  uint32_t mask;
  uint32_t nparams;
  struct {
    uint32_t bit;
    uint32_t word;
  } params[LSPV_MAX_LOOP_PARAMS];
} lspv_loop_control;

/** Adds @p bit with @p nwords parameter words (after any parameters of
 * lower bits); a bit already present is left as it is.  Non-zero when the
 * parameters are full. */
LSPV_API lspv_status lspv_loop_control_add(lspv_loop_control *lc, uint32_t bit,
                                           const uint32_t *words, uint32_t nwords);

/** The mask operands a plugin may add bits to (fwd_mask) and read the
 * bits of the core does not translate (rev_mask). */
typedef enum {
  LSPV_MASK_FUNCTION_CONTROL, /**< OpFunction's Function Control, of an LLVM function */
  LSPV_MASK_FP_FAST_MATH      /**< the FPFastMathMode decoration of an instruction */
} lspv_mask_kind;

/* ---- plugin options ----------------------------------------------------------
 * A plugin declares the command-line options it reads (the AuxData plugin's
 * --spirv-preserve-auxdata): the driver accepts them as -name, --name and
 * --name=value, --help lists them under the plugin, and a library user sets
 * them with lspv_options_set_plugin_option.  Names are unique across the
 * registered plugins (a clash fails registration). */
typedef enum {
  LSPV_OPTION_FLAG, /**< no value: given or not ("1" when given) */
  LSPV_OPTION_VALUE /**< --name=value */
} lspv_option_kind;

typedef struct {
  const char *name; /**< without dashes: "spirv-preserve-auxdata" */
  const char *help; /**< one line for --help */
  lspv_option_kind kind;
  const char *default_value; /**< what lspv_*_option returns when not given; may be NULL */
} lspv_plugin_option;

/** Sets a plugin option by name (value NULL or "1" sets a flag, "0" clears
 * it).  LSPV_ERROR_INVALID_ARGUMENT, with a diagnostic, when no registered
 * plugin declares @p name or a flag gets another value. */
LSPV_API lspv_status lspv_options_set_plugin_option(lspv_options_ref opts, const char *name,
                                                    const char *value);
/** The value of a plugin option (the default when not set); NULL when unset
 * without default or unknown.  Owned by opts. */
LSPV_API const char *lspv_options_plugin_option(lspv_options_ref opts, const char *name);

/* ---- what a forward hook may call --------------------------------------------*/

/** Checks that @p ext may be used (--spirv-ext) and declares it.  When it is
 * disabled: reports "RequiresExtension: Feature requires the following SPIR-V
 * extension:\n<ext>" and returns LSPV_ERROR_EXTENSION. */
LSPV_API lspv_status lspv_fwd_require_extension(lspv_fwd_ctx *c, const char *ext);
/** Like lspv_fwd_require_extension, for an extension that an option the user
 * gave already asks for (--spirv-preserve-auxdata implies
 * SPV_KHR_non_semantic_info, as in llvm-spirv): declared unless --spirv-ext
 * disabled it (-NAME or -all), else the same RequiresExtension error. */
LSPV_API lspv_status lspv_fwd_require_implied_extension(lspv_fwd_ctx *c, const char *ext);
/** Non-zero when @p ext is enabled for this translation (declares nothing).
 * Cheap (a hash lookup), but a hook on a hot path asks once per translation
 * and keeps the answer in its state. */
LSPV_API int lspv_fwd_extension_enabled(const lspv_fwd_ctx *c, const char *ext);
/** Declares a capability (and whatever the grammar says it implies). */
LSPV_API void lspv_fwd_require_capability(lspv_fwd_ctx *c, uint32_t capability);
/** Raises the module version to at least major.minor; LSPV_ERROR_VERSION with
 * a diagnostic when --spirv-max-version is lower. */
LSPV_API lspv_status lspv_fwd_require_version(lspv_fwd_ctx *c, unsigned major, unsigned minor,
                                              const char *why);
/** Maximum version allowed, as LSPV_SPV_VERSION word (0x00010600 = 1.6). */
LSPV_API uint32_t lspv_fwd_max_version(const lspv_fwd_ctx *c);
/** The module version so far (what the module needs), as the word above. */
LSPV_API uint32_t lspv_fwd_version(const lspv_fwd_ctx *c);
/** The value of a plugin option for this translation (see
 * lspv_options_plugin_option). */
LSPV_API const char *lspv_fwd_option(const lspv_fwd_ctx *c, const char *name);
/** Whether instruction @p v's !spirv.Decorations (the decorations reverse
 * keeps as metadata, which the core writes) lists decoration @p dec. */
LSPV_API int lspv_fwd_md_decorated(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t dec);
/** Whether -spirv-allow-unknown-intrinsics lets intrinsic @p name through
 * (given without a list, or with a list that has a prefix of it). */
LSPV_API int lspv_fwd_unknown_intrinsic_allowed(const lspv_fwd_ctx *c, const char *name);

/** Allocates a fresh id. */
LSPV_API uint32_t lspv_fwd_new_id(lspv_fwd_ctx *c);
/** The result id of instruction @p inst a hook translates: the id its uses
 * translated before it already name (a phi's value from a later block), or
 * a fresh one, recorded as its value. */
LSPV_API uint32_t lspv_fwd_result_id(lspv_fwd_ctx *c, LLVMValueRef inst);
/** Id of the SPIR-V type for an LLVM type (declared on first use, asking the
 * fwd_type hooks for what the core cannot translate); 0 after a diagnostic.
 * A pointer type gets an i8 pointee: use lspv_fwd_value_type for a value's
 * type with its inferred pointee. */
LSPV_API uint32_t lspv_fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty);
/** Id of the SPIR-V type of value @p v, pointers with the pointee lspv
 * inferred for @p v (what the core uses for the value itself); 0 on error. */
LSPV_API uint32_t lspv_fwd_value_type(lspv_fwd_ctx *c, LLVMValueRef v);
/** Declares a type instruction once per module: emits `opcode %new ops...`
 * into the global section the first time, returns the same id for the same
 * opcode and operands after that.  For the types a plugin introduces
 * (OpTypeInt 4 0, OpTypePipe, OpTypePointer CodeSectionINTEL %fn...). */
LSPV_API uint32_t lspv_fwd_type_decl(lspv_fwd_ctx *c, uint32_t opcode, const uint32_t *ops,
                                     size_t nops);
/** The pointer type to @p pointee in @p storage_class, declared once: the
 * OpTypePointer, or the pointer without pointee type a plugin gives
 * instead (SPV_KHR_untyped_pointers). */
LSPV_API uint32_t lspv_fwd_pointer_type(lspv_fwd_ctx *c, uint32_t storage_class, uint32_t pointee);
/** OpTypePointer @p storage_class @p pointee, declared once, even where
 * pointers are untyped: for results an extension says must be one. */
LSPV_API uint32_t lspv_fwd_typed_pointer_type(lspv_fwd_ctx *c, uint32_t storage_class,
                                              uint32_t pointee);
/** The OpTypeFunction of function @p fn as the core declares it (parameter
 * pointees inferred), the one its OpFunction uses; 0 on error. */
LSPV_API uint32_t lspv_fwd_function_type(lspv_fwd_ctx *c, LLVMValueRef fn);
/** The OpTypeFunction for a call's callee type, from the call's own return
 * and argument types (pointer arguments with their inferred pointees): what
 * an indirect call through a function pointer needs; 0 on error. */
LSPV_API uint32_t lspv_fwd_call_function_type(lspv_fwd_ctx *c, LLVMValueRef call);
/** Id of the void type / a 32-bit integer constant. */
LSPV_API uint32_t lspv_fwd_void_type(lspv_fwd_ctx *c);
LSPV_API uint32_t lspv_fwd_const_u32(lspv_fwd_ctx *c, uint32_t value);
/** Id of an OpString holding s[0..len): one OpString per distinct string per
 * module (deduplicated; a plugin needs no string table of its own). */
LSPV_API uint32_t lspv_fwd_string(lspv_fwd_ctx *c, const char *s, size_t len);
/** Id of an LLVM value: a constant (declared on first use), a global, a
 * function, an argument or an already translated instruction.  A function
 * used as a value goes through the fwd_function_value hooks.  0 on error. */
LSPV_API uint32_t lspv_fwd_value(lspv_fwd_ctx *c, LLVMValueRef v);
/** Id of pointer value @p v seen as a pointer to @p pointee: the value
 * itself when lspv inferred that pointee for it, else an OpBitcast emitted
 * into the current block (inside a function body only).  0 on error. */
LSPV_API uint32_t lspv_fwd_pointer_value(lspv_fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee);
/** Whether SPIR-V type @p type is a pointer without pointee type (a
 * plugin's untyped pointer, SPV_KHR_untyped_pointers): a variable of it is
 * that plugin's variable instruction, not an OpVariable. */
LSPV_API int lspv_fwd_untyped_pointer_type(lspv_fwd_ctx *c, uint32_t type);
/** Like lspv_fwd_pointer_value, but always a typed pointer (OpTypePointer to
 * @p pointee): a pointer without pointee type (SPV_KHR_untyped_pointers) is
 * cast with an OpBitcast, for instructions whose pointer operand must name
 * its pointee.  0 on error. */
LSPV_API uint32_t lspv_fwd_typed_pointer_value(lspv_fwd_ctx *c, LLVMValueRef v,
                                               LLVMTypeRef pointee);
/** The OpFunction id of @p fn (declared on first use), without asking the
 * fwd_function_value hooks: what OpConstantFunctionPointerINTEL names. */
LSPV_API uint32_t lspv_fwd_function_id(lspv_fwd_ctx *c, LLVMValueRef fn);
/** Id of an OpExtInstImport (imported on first use). */
LSPV_API uint32_t lspv_fwd_ext_inst_import(lspv_fwd_ctx *c, const char *set);

/** Where emitted instructions go. */
typedef enum {
  LSPV_EMIT_ANNOTATION,       /**< decorations and declarations that belong there */
  LSPV_EMIT_GLOBAL,           /**< types/constants/global declarations, in order */
  LSPV_EMIT_FUNCTION,         /**< the current block of the current function */
  LSPV_EMIT_AFTER_FUNCTIONS,  /**< non-semantic records after all functions */
  LSPV_EMIT_EXECUTION_MODE,   /**< OpExecutionMode(Id), from fwd_entry_point (2.x) */
  LSPV_EMIT_MODULE_PROCESSED, /**< OpModuleProcessed (the debug section's last part) */
  /** The current function's variables (its first block's OpVariable
   * instructions, which stand before any other): what may stand among them
   * (OpLine, an OpenCL.DebugInfo.100 DebugScope), from a fwd_before_instruction
   * hook of an alloca, goes before that alloca's variable.  lspv_fwd_emit
   * only; outside a function: the function section. */
  LSPV_EMIT_FUNCTION_VARIABLES
} lspv_emit_place;
/** Emits one instruction: @p opcode and its operand words (Result Type and
 * Result <id> included, as in the binary). */
LSPV_API void lspv_fwd_emit(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode,
                            const uint32_t *ops, size_t nops);
/** The current function body's length in words (0 outside a function):
 * a mark for lspv_fwd_body_truncate. */
LSPV_API size_t lspv_fwd_body_size(lspv_fwd_ctx *c);
/** Drops what the current function body got after mark @p size (what a
 * hook wrote for an instruction that turned out to write nothing, and
 * nothing emitted since); no effect outside a function or past the end. */
LSPV_API void lspv_fwd_body_truncate(lspv_fwd_ctx *c, size_t size);
/** Emits an instruction whose last operand is a literal string: @p str
 * packed into words appended after @p ops. */
LSPV_API void lspv_fwd_emit_with_string(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode,
                                        const uint32_t *ops, size_t nops, const char *str);
/** Emits OpExecutionMode @p mode with @p nlit literals for kernel @p fn
 * (@p entry_id from fwd_entry_point) as the core writes a mode of
 * !spirv.ExecutionMode: declares what the grammar says the mode needs, or,
 * when neither the version limit nor an enabled extension allows it, drops
 * it with a warning and returns LSPV_DECLINED (as llvm-spirv drops float
 * controls without SPV_KHR_float_controls below 1.4). */
LSPV_API lspv_status lspv_fwd_execution_mode(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id,
                                             uint32_t mode, const uint32_t *lits, unsigned nlit);
/** Records the SPIR-V id of an LLVM value a hook translated (an
 * instruction, or a constant from fwd_function_value). */
LSPV_API void lspv_fwd_set_value(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t id);
/** For a call whose integer result is a bool (1 or 0, as OpenCL's logical
 * group builtins return it) computed as SPIR-V bool @p bool_id: a later
 * `icmp ne %call, 0` is written as that bool (what reverse writes after
 * such a call; no OpSelect and OpINotEqual on the way).  Returns whether
 * the integer value is needed too (another use; nonzero): then the hook writes it
 * (OpSelect) and sets it with lspv_fwd_set_value. */
LSPV_API int lspv_fwd_bool_as_int(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t bool_id);
/** Reports an error about @p where (printed LLVM value); returns status. */
LSPV_API lspv_status lspv_fwd_error(lspv_fwd_ctx *c, lspv_status status, const char *error_name,
                                    LLVMValueRef where, const char *fmt, ...) LSPV_PRINTF(5, 6);
LSPV_API void lspv_fwd_warning(lspv_fwd_ctx *c, LLVMValueRef where, const char *fmt, ...)
    LSPV_PRINTF(3, 4);
/** Per-plugin state pointer for this translation (NULL initially). */
LSPV_API void **lspv_fwd_plugin_state(lspv_fwd_ctx *c);
/** Arena memory freed when the translation ends. */
LSPV_API void *lspv_fwd_alloc(lspv_fwd_ctx *c, size_t size);

/* ---- what a reverse hook may call ----------------------------------------*/

/** The module / context / builder of the LLVM module being built.  Inside a
 * function body the builder is positioned where the current instruction
 * goes; for a module-scope instruction it is not positioned (create
 * constants and globals only). */
LSPV_API LLVMModuleRef lspv_rev_module(lspv_rev_ctx *c);
LSPV_API LLVMContextRef lspv_rev_context(lspv_rev_ctx *c);
LSPV_API LLVMBuilderRef lspv_rev_builder(lspv_rev_ctx *c);
/** The LLVM function being built, NULL at module scope. */
LSPV_API LLVMValueRef lspv_rev_function(lspv_rev_ctx *c);
LSPV_API lspv_target_env lspv_rev_target_env(const lspv_rev_ctx *c);
/** Non-zero under --exact-roundtrip on lspv's own output: the reverse
 * module should translate forward again to the same words. */
LSPV_API int lspv_rev_exact_roundtrip(const lspv_rev_ctx *c);
/** The value of a plugin option for this translation. */
LSPV_API const char *lspv_rev_option(const lspv_rev_ctx *c, const char *name);
/** Non-zero when the module declares OpExtension @p ext. */
LSPV_API int lspv_rev_module_declares_extension(const lspv_rev_ctx *c, const char *ext);
/** The OpName of @p id, NULL when it has none.  The core names the values it
 * makes itself; a plugin reads this for a result it gives another form (a
 * named function-pointer constant becomes an alias). */
LSPV_API const char *lspv_rev_name(const lspv_rev_ctx *c, uint32_t id);

/** v1 name of lspv_spv_inst. */
typedef lspv_spv_inst lspv_rev_inst;

/** Instruction that defines @p id (0 on success, else not found). */
LSPV_API int lspv_rev_def(lspv_rev_ctx *c, uint32_t id, lspv_spv_inst *out);
/** LLVM value / type for an id (translated on demand, claimed module-scope
 * instructions included); NULL with a diagnostic on error.  An OpFunction
 * id gives the LLVM function. */
LSPV_API LLVMValueRef lspv_rev_value(lspv_rev_ctx *c, uint32_t id);
LSPV_API LLVMTypeRef lspv_rev_type(lspv_rev_ctx *c, uint32_t id);
/** Integer value of an OpConstant id; returns 0 on success. */
LSPV_API int lspv_rev_const_int(lspv_rev_ctx *c, uint32_t id, uint64_t *value);
/** String of an OpString id, or NULL. */
LSPV_API const char *lspv_rev_string(lspv_rev_ctx *c, uint32_t id);
/** The text after @p prefix of the module's first OpModuleProcessed whose
 * string begins with it, or NULL. */
LSPV_API const char *lspv_rev_module_processed(lspv_rev_ctx *c, const char *prefix);
/** Records the LLVM value produced for a result id. */
LSPV_API void lspv_rev_set_value(lspv_rev_ctx *c, uint32_t id, LLVMValueRef v);
/** Declares (or finds) a function by name and type in the module (SPIR
 * calling convention). */
LSPV_API LLVMValueRef lspv_rev_get_function(lspv_rev_ctx *c, const char *name, LLVMTypeRef fnty);
/** Builds a call of builtin @p name (declared on first use with the
 * argument types of @p args, SPIR calling convention, nounwind; convergent
 * when @p convergent): the way a plugin spells an instruction as an OpenCL C
 * or __spirv_ builtin.  @p name is used as given: mangle it with
 * lspv_itanium_mangle first.  Returns the call, NULL on error. */
LSPV_API LLVMValueRef lspv_rev_call_builtin(lspv_rev_ctx *c, const char *name, LLVMTypeRef ret,
                                            LLVMValueRef *args, unsigned nargs, int convergent);
/** -s (the reg_call hook): makes @p call a call of the function @p name
 * (declared, SPIR calling convention, when the module has no such name).
 * With @p args NULL the call keeps its arguments, attributes, metadata and
 * name and only changes callee (the types must match); else a new call of
 * @p nargs @p args with the same result type, name and metadata replaces
 * it.  Returns the call in place, NULL when the module has @p name with
 * another function type. */
LSPV_API LLVMValueRef lspv_reg_replace_call(LLVMValueRef call, const char *name, LLVMValueRef *args,
                                            unsigned nargs);
/** Most layers lspv_rev_mangle_layers writes. */
#define LSPV_REV_MANGLE_LAYERS 10
/** The mangling layers (outermost first, into out[LSPV_REV_MANGLE_LAYERS])
 * of an argument of SPIR-V type @p type_id as the core spells it in builtin
 * names of the target environment: OpenCL C ("14ocl_image2d_ro") or SPV-IR
 * ("PU3AS133__spirv_Image__void_1_..."), pointers, vectors and scalars.
 * @p quals: LSPV_MANGLE_UNSIGNED spells the integer components unsigned,
 * LSPV_MANGLE_CONST / LSPV_MANGLE_VOLATILE qualify the outermost pointer's
 * pointee; LSPV_MANGLE_SPV_IR spells opaque types as SPV-IR does in every
 * environment.  Returns the layer count; the names live as long as the
 * translation. */
LSPV_API unsigned lspv_rev_mangle_layers(lspv_rev_ctx *c, uint32_t type_id, unsigned quals,
                                         lspv_mangle_type *out);
LSPV_API lspv_status lspv_rev_error(lspv_rev_ctx *c, lspv_status status, const char *error_name,
                                    uint32_t word_offset, const char *fmt, ...) LSPV_PRINTF(5, 6);
LSPV_API void lspv_rev_warning(lspv_rev_ctx *c, uint32_t word_offset, const char *fmt, ...)
    LSPV_PRINTF(3, 4);
/** Word offset of the instruction being translated (e.g. the OpLoad whose
 * memory operands rev_memory_operand sees), for diagnostics; 0 outside. */
LSPV_API uint32_t lspv_rev_current_offset(const lspv_rev_ctx *c);
/** The module's id bound: every id is below it (to scan with lspv_rev_def). */
LSPV_API uint32_t lspv_rev_id_bound(const lspv_rev_ctx *c);
LSPV_API void **lspv_rev_plugin_state(lspv_rev_ctx *c);
LSPV_API void *lspv_rev_alloc(lspv_rev_ctx *c, size_t size);
/** In a rev_decoration hook: non-zero when the id that the hook's
 * decoration decorates also carries decoration @p decoration (OpDecorate,
 * directly or through a group); its first literal, if any, in *arg (when
 * arg is non-NULL).  0 outside a rev_decoration hook. */
LSPV_API int lspv_rev_target_has_decoration(const lspv_rev_ctx *c, uint32_t decoration,
                                            uint32_t *arg);
/** In a rev_decoration hook: the plugin carries the hook's decoration in its
 * own LLVM form (an annotation string, a builtin's name) from which forward
 * writes it again.  Under --exact-roundtrip the core then leaves it out of
 * the target's !spirv.Decorations, which a second forward would also write
 * (twice, or where the value is defined).  No effect outside the hook. */
LSPV_API void lspv_rev_decoration_carried(lspv_rev_ctx *c);

/** In a rev_loop_control hook: the header block of the loop whose Loop
 * Control is being translated (the function's blocks are all built; the
 * loop is the header and the blocks that reach one of its latches without
 * passing through it).  NULL outside. */
LSPV_API LLVMBasicBlockRef lspv_rev_loop_header(const lspv_rev_ctx *c);

/* ---- atomics: the core's conventions, for a plugin's atomic instructions --*/
/** The SPIR-V Scope of the synchronization scope of LLVM atomic instruction
 * @p inst (atomicrmw, cmpxchg, atomic load/store, fence), as the core maps
 * it; ~0u after a diagnostic. */
LSPV_API uint32_t lspv_fwd_atomic_scope(lspv_fwd_ctx *c, LLVMValueRef inst);
/** The MemorySemantics ordering bit of an LLVM atomic ordering (0 for
 * relaxed / monotonic). */
LSPV_API uint32_t lspv_fwd_atomic_order(LLVMAtomicOrdering ordering);
/** Id of the MemorySemantics constant the core gives an atomic access with
 * ordering bits @p order: for an LLVM atomic instruction (@p ptr NULL) the
 * ordering alone; for an OpenCL C builtin on pointer @p ptr the ordering
 * plus the storage-class bits of the memory @p ptr points into (followed
 * back through casts, GEPs, selects and phis), as llvm-spirv writes them. */
LSPV_API uint32_t lspv_fwd_atomic_semantics(lspv_fwd_ctx *c, uint32_t order, LLVMValueRef ptr);
/** Id of pointer @p ptr as the Pointer operand of an atomic access to a
 * @p value_type (an OpBitcast where its inferred pointee differs); 0 after a
 * diagnostic, also for memory atomics may not touch (a BuiltIn variable,
 * the constant address space).  @p where is the instruction reported. */
LSPV_API uint32_t lspv_fwd_atomic_pointer(lspv_fwd_ctx *c, LLVMValueRef where, LLVMValueRef ptr,
                                          LLVMTypeRef value_type);

/** Reverse: builds what the core builds for its own read-modify-write
 * atomics, for a plugin's instruction of the same shape (Result Type,
 * Result, Pointer, Memory scope, Semantics, Value): the OpenCL 1.2 function
 * @p cl12 or the C11 function @p cl20 (e.g. "atomic_add",
 * "atomic_fetch_add_explicit": plain names, mangled by the core) where the
 * target environment and the round-trip rule of docs/reverse.md allow them,
 * else the `__spirv_<Op>` call with every operand (always for SPV-IR).
 * Either name may be NULL (no such spelling). */
LSPV_API lspv_status lspv_rev_atomic_call(lspv_rev_ctx *c, const lspv_spv_inst *inst,
                                          const char *cl12, const char *cl20);

/* ---- a map in translation memory (lspv_map: lspv/plugin_spirv.h) ---------*/
/** A map whose memory comes from the translation's arena and goes with it:
 * no teardown.  NULL when out of memory. */
LSPV_API lspv_map *lspv_fwd_map_create(lspv_fwd_ctx *c);
LSPV_API lspv_map *lspv_rev_map_create(lspv_rev_ctx *c);

/* ---- the descriptor -------------------------------------------------------
 * Fields are only ever appended: new hooks go at the end (see Versioning at
 * the top).  Any list or hook may be NULL. */

/** The instructions of pointers without a pointee type (the plugin's own
 * numbers, see lspv_plugin.untyped_pointer_ops): the pointer type (operands:
 * Result, Storage Class), the variable (Result Type, Result, Storage Class,
 * Data Type, Initializer?) and the four access chains (Result Type, Result,
 * Base Type, Base, [Element,] Indexes...), whose Data Type / Base Type
 * operand stands for the pointee that the pointer type lacks. */
typedef struct {
  uint32_t pointer_type;
  uint32_t variable;
  uint32_t access_chain;               /**< as OpAccessChain */
  uint32_t in_bounds_access_chain;     /**< as OpInBoundsAccessChain */
  uint32_t ptr_access_chain;           /**< as OpPtrAccessChain */
  uint32_t in_bounds_ptr_access_chain; /**< as OpInBoundsPtrAccessChain */
} lspv_untyped_pointer_ops;

struct lspv_plugin {
  unsigned api_version; /**< LSPV_PLUGIN_API_VERSION */
  unsigned struct_size; /**< sizeof(lspv_plugin) as compiled: LSPV_PLUGIN_HEADER */
  const char *name;     /**< human name, e.g. "split-barrier" */
  /** NULL-terminated --spirv-ext spellings this plugin implements.  Reverse
   * runs a plugin's reverse hooks unless all of them were disabled. */
  const char *const *extensions;
  /** Import string of the extended-instruction set it owns ("NonSemantic.
   * AuxData"), or NULL: OpExtInst of that set go to rev_ext_inst. */
  const char *ext_inst_set;

  /* What the plugin claims on reverse: NULL- (0-) terminated lists. */
  /** Instruction opcodes: rev_instruction gets them, in whatever section
   * they stand (a module-scope one with a result, e.g. a constant, may be
   * translated on demand when something uses it first). */
  const uint32_t *opcodes;
  const uint32_t *decorations;  /**< decoration numbers: rev_decoration */
  uint32_t memory_operand_bits; /**< MemoryAccess bits: rev_memory_operand */
  /** Type-declaration opcodes (OpTypePipe, OpTypeImage...): rev_type. */
  const uint32_t *type_opcodes;
  /** Storage classes (CodeSectionINTEL, DeviceOnlyINTEL...): their pointer
   * types and variables get their LLVM address space from
   * rev_storage_class. */
  const uint32_t *storage_classes;

  /** Checker rules, run on every module (see lspv/plugin_spirv.h); an array
   * of @ref ncheck_rules. */
  const lspv_check_rule *check_rules;
  size_t ncheck_rules;
  /** Grammar rows for what the build-time grammar lacks, or NULL. */
  const lspv_grammar_rows *grammar;
  /** Options, terminated by a NULL name. */
  const lspv_plugin_option *options;

  /* ---- forward hooks ---- */
  /** Once per module, before anything is translated. */
  lspv_status (*fwd_module_begin)(lspv_fwd_ctx *c, LLVMModuleRef m);
  /** Each function and global variable, after the core declared it with
   * SPIR-V id @p id. */
  lspv_status (*fwd_global_object)(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id);
  /** An LLVM type the core has no SPIR-V form for (integer widths other
   * than 1/8/16/32/64, target extension types such as target("spirv.Pipe"),
   * any other kind it refuses), asked once per distinct type before the core
   * reports it: declare the type (lspv_fwd_type_decl, capabilities,
   * extension) and store its id in *id, or decline.  Constants of the type
   * then take OpConstant / OpConstantNull with the type's id (integers:
   * the value's words, low first).  A vector of pointers (<4 x ptr>) is
   * asked to be allowed, not declared: the core declares it with its lanes
   * typed as each value's pointers are (a vector of function pointers has
   * lanes of pointers to the function type); a hook that allows it
   * requires what it needs and returns success leaving *id 0. */
  lspv_status (*fwd_type)(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id);
  /** An LLVM address space the core maps to no storage class, asked once per
   * address space before the core refuses it: store the StorageClass in
   * *storage_class (and declare what it needs), or decline. */
  lspv_status (*fwd_storage_class)(lspv_fwd_ctx *c, unsigned addrspace, uint32_t *storage_class);
  /** A function used as a value rather than called (stored, passed, compared,
   * in a global's initializer): the core refuses that, so a plugin emits what
   * stands for it (OpConstantFunctionPointerINTEL %ptr_type %new %fn, with
   * lspv_fwd_function_id and lspv_fwd_function_type) and stores the id in
   * *id, or declines.  Asked once per function; the core reuses the id for
   * every use.  May be called at module scope (a global's initializer) or
   * inside a function body: emit into LSPV_EMIT_GLOBAL. */
  lspv_status (*fwd_function_value)(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t *id);
  /** A direct call of a function named @p callee_name (Itanium-mangled or
   * not; intrinsics too, before the core's own handling): translate it
   * (emit, lspv_fwd_set_value for a non-void result) and return success, or
   * LSPV_DECLINED. */
  lspv_status (*fwd_call)(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee_name);
  /** A call whose called operand is not a function: a function pointer
   * (OpFunctionPointerCallINTEL) or inline assembly (LLVMIsAInlineAsm on
   * LLVMGetCalledValue: LLVMGetInlineAsmAsmString, ...ConstraintString,
   * ...FunctionType, ...HasSideEffects give its parts; OpAsmINTEL +
   * OpAsmCallINTEL).  The core refuses both: translate (emit,
   * lspv_fwd_set_value) or decline. */
  lspv_status (*fwd_indirect_call)(lspv_fwd_ctx *c, LLVMValueRef call);
  /** Each load/store/memcpy before it is emitted: may add memory operands. */
  lspv_status (*fwd_memory_operands)(lspv_fwd_ctx *c, LLVMValueRef inst, lspv_mem_operands *mo);
  /** Each instruction of a function body after it was translated
   * (terminators aside; before 2.x: calls and atomics only): @p id is its
   * result id (for a void call, the instruction's own id when it has one;
   * 0 when it has none) and @p opcode the SPIR-V opcode it became
   * (OpFunctionCall, an OpExtInst, an OpAtomic*, OpIAdd, a plugin's
   * instruction; for an instruction that emitted nothing, e.g. a no-op cast,
   * whatever @p id was emitted as), so decorations can depend on it without
   * looking anything up. */
  lspv_status (*fwd_instruction)(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id, uint32_t opcode);
  /** Once per module, after every function was translated. */
  lspv_status (*fwd_module_end)(lspv_fwd_ctx *c, LLVMModuleRef m);

  /* ---- reverse hooks ---- */
  /** Once per module, before types and globals are translated. */
  lspv_status (*rev_module_begin)(lspv_rev_ctx *c);
  /** A type instruction whose opcode is in @ref type_opcodes (asked before
   * the core's own translation of it, so a plugin may give OpTypeImage or
   * OpTypePipe another LLVM type), or any type instruction the core has no
   * translation for (asked before it reports it): store the LLVM type in
   * *ty, or decline.  OpTypeInt of any width is the core's (LLVM has iN);
   * which widths are valid is the checker's business (a plugin's rule). */
  lspv_status (*rev_type)(lspv_rev_ctx *c, const lspv_spv_inst *inst, LLVMTypeRef *ty);
  /** A storage class in @ref storage_classes: store the LLVM address space
   * its pointers and variables take in *addrspace, or decline. */
  lspv_status (*rev_storage_class)(lspv_rev_ctx *c, uint32_t storage_class, unsigned *addrspace);
  /** An instruction whose opcode is in @ref opcodes, in a function body (the
   * builder positioned there) or at module scope (declarations come before
   * functions are translated; a module-scope instruction with a result may
   * come earlier, on demand, when another instruction uses its value
   * first; it is translated once).  Record a result with
   * lspv_rev_set_value.  The reverse of function pointers: OpConstant-
   * FunctionPointerINTEL (module scope) gives the LLVM function (or a cast of
   * it) through lspv_rev_value of its OpFunction operand;
   * OpFunctionPointerCallINTEL (body) builds LLVMBuildCall2 with the function
   * type from lspv_rev_type.  Declining an instruction in a function body
   * leaves it to the core's own translation (a shape the plugin has no
   * spelling for); at module scope declining is an error. */
  lspv_status (*rev_instruction)(lspv_rev_ctx *c, const lspv_spv_inst *inst);
  /** A decoration in @ref decorations on @p target, after the target's LLVM
   * value exists.  @p dec points at the decoration number and its operands. */
  lspv_status (*rev_decoration)(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                uint32_t ndec, uint32_t word_offset);
  /** A memory operand bit in @ref memory_operand_bits on @p inst. */
  lspv_status (*rev_memory_operand)(lspv_rev_ctx *c, LLVMValueRef inst, uint32_t bit,
                                    const uint32_t *params, uint32_t nparams);
  /** An OpExtInst of the plugin's set; @p number is the instruction number. */
  lspv_status (*rev_ext_inst)(lspv_rev_ctx *c, const lspv_spv_inst *inst, uint32_t number);
  /** Once per module, after every function was translated. */
  lspv_status (*rev_module_end)(lspv_rev_ctx *c);
  /* ---- appended in 2.x: per-instruction hooks (debug info) ---- */
  /** Forward: each instruction of a function body (phis and the terminator
   * included), right before the core translates it: what a hook emits into
   * LSPV_EMIT_FUNCTION lands ahead of the instruction (OpLine, DebugScope,
   * the debug records LLVMGetFirstDbgRecord lists on @p inst). */
  lspv_status (*fwd_before_instruction)(lspv_fwd_ctx *c, LLVMValueRef inst);
  /** Reverse: each instruction of a function body, before the core (or a
   * plugin's rev_instruction) translates it, the builder positioned where it
   * goes: a hook may set the builder's current debug location
   * (LLVMSetCurrentDebugLocation2), which every instruction built after
   * it takes. */
  lspv_status (*rev_before_instruction)(lspv_rev_ctx *c, const lspv_spv_inst *inst);
  /* ---- appended in 2.x: LLVM instructions a plugin translates ---- */
  /** Forward: LLVM opcodes (LLVMOpcode values, 0-terminated) whose
   * instructions are offered to @ref fwd_llvm_instruction.  Calls are not
   * (they go to fwd_call / fwd_indirect_call), nor terminators. */
  const unsigned *fwd_llvm_opcodes;
  /** Forward: an instruction whose opcode is in @ref fwd_llvm_opcodes, right
   * before the core translates it (after fwd_before_instruction): translate
   * it (lspv_fwd_emit, lspv_fwd_set_value for a result) and return success,
   * or decline to leave it to a later plugin or the core (an `atomicrmw
   * fadd` the core has no form for is refused then).  The fwd_instruction
   * hooks then see what was emitted, as for the core's atomics and calls.
   * The reverse counterpart is @ref opcodes with rev_instruction. */
  lspv_status (*fwd_llvm_instruction)(lspv_fwd_ctx *c, LLVMValueRef inst);
  /** Forward: each function or global variable that gets LinkageAttributes,
   * before the core writes them, with *linkage_type the core's choice
   * (Export for a definition, Import for a declaration): a hook may store
   * another LinkageType (LinkOnceODR for linkonce_odr) after declaring what
   * it needs.  Every plugin's hook runs, in order. */
  lspv_status (*fwd_linkage)(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t *linkage_type);
  /* ---- appended in 2.x: kernel execution modes ---- */
  /** Forward: each kernel, once, after the core emitted its own execution
   * modes (LocalSize, SubgroupSize...): @p entry_id is the id its
   * OpEntryPoint names (a wrapper's when the kernel is also called).  Emit
   * OpExecutionMode into LSPV_EMIT_EXECUTION_MODE (e.g. from the kernel's
   * metadata).  Every plugin's hook runs, in order. */
  lspv_status (*fwd_entry_point)(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id);
  /** Reverse: an OpExecutionMode / OpExecutionModeId of kernel @p fn that
   * the core has no translation for (operands: the entry point, the mode,
   * its literals or ids): attach metadata or attributes to @p fn, or
   * decline.  The first plugin that does not decline has it; a mode every
   * plugin declines (with literal operands) becomes a !spirv.ExecutionMode
   * node, which forward reads back. */
  lspv_status (*rev_execution_mode)(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *inst);
  /* ---- appended in 2.x: loop controls ---- */
  /** Forward: one hint of a branch's !llvm.loop that the core does not
   * translate (@p name is its first operand, "llvm.loop.ii.count"; @p hint
   * the hint node): add Loop Control bits to @p lc (lspv_loop_control_add,
   * declaring what they need), or decline (the hint is dropped, as unknown
   * hints are).  The core writes the OpLoopMerge in the loop header when the
   * mask is not empty.  Every plugin's hook runs until one succeeds. */
  lspv_status (*fwd_loop_hint)(lspv_fwd_ctx *c, LLVMValueRef branch, const char *name,
                               LLVMValueRef hint, lspv_loop_control *lc);
  /** Reverse: the Loop Control bits (of an OpLoopMerge) rev_loop_control
   * translates. */
  uint32_t loop_control_bits;
  /** Reverse: one claimed Loop Control bit with its parameter words (as many
   * as the grammar gives it): store up to 4 hint nodes for the loop's
   * !llvm.loop in hints[] and their number in *nhints. */
  lspv_status (*rev_loop_control)(lspv_rev_ctx *c, uint32_t bit, const uint32_t *params,
                                  uint32_t nparams, LLVMMetadataRef hints[4], unsigned *nhints);
  /* ---- appended in 2.x: vectors of any component count ---- */
  /** Capabilities (0-terminated) under which OpTypeVector may have any
   * component count, not only 2, 3, 4 (8, 16 with Vector16): the checker
   * accepts such a vector in a module that declares one of them, and
   * reverse translates it to <N x T>.  Forward asks fwd_type for such
   * vectors (e.g. SPV_EXT_long_vector's LongVectorEXT). */
  const uint32_t *any_vector_size_capabilities;
  /* ---- appended in 2.x: loops without a structured merge ---- */
  /** Forward: a loop whose latch has Loop Control hints but whose header
   * does not end in a conditional branch (an endless loop, a loop left from
   * its body), so no OpLoopMerge can stand there: emit what carries @p lc
   * into LSPV_EMIT_FUNCTION (it lands right before the header's
   * terminator), or decline (the hints are dropped, as llvm-spirv drops
   * them).  The first plugin that does not decline has it. */
  lspv_status (*fwd_unstructured_loop)(lspv_fwd_ctx *c, LLVMValueRef latch_branch,
                                       const lspv_loop_control *lc);
  /** Reverse: opcodes (0-terminated) of body instructions whose operands are
   * a Loop Control mask and its parameter words and which apply to the loop
   * whose header block holds them (OpLoopControlINTEL): after the function
   * is built, the core gives the loop its !llvm.loop as for an OpLoopMerge
   * (the plugin also lists them in @ref opcodes; rev_instruction has nothing
   * to build for them). */
  const uint32_t *loop_control_opcodes;
  /* ---- appended in 2.x: pointers without a pointee type ---- */
  /** Forward: the type of a pointer to type @p pointee (whose declaration
   * has opcode @p pointee_opcode) in @p storage_class, asked once per pair
   * before the core declares an OpTypePointer: store in *id a pointer type
   * without pointee (lspv_fwd_type_decl of untyped_pointer_ops->pointer_type
   * with the storage class), or decline.  The core then writes the
   * variables and access chains of such pointers in the forms of
   * @ref untyped_pointer_ops, and a pointer value used at another pointee
   * of that storage class needs no cast.  A byval or sret parameter keeps
   * an OpTypePointer (its pointee is the object the caller copies).  The
   * first plugin that does not decline has it. */
  lspv_status (*fwd_pointer_type)(lspv_fwd_ctx *c, uint32_t storage_class, uint32_t pointee,
                                  uint32_t pointee_opcode, uint32_t *id);
  /** Both directions: the opcodes of pointers without pointee type (needed
   * with fwd_pointer_type).  Reverse reads them as OpTypePointer, OpVariable
   * and the access chains, the Data Type / Base Type operand giving the
   * LLVM type that alloca, the global and getelementptr take. */
  const lspv_untyped_pointer_ops *untyped_pointer_ops;
  /* ---- appended in 2.x: module-scope variables of a plugin's storage class ---- */
  /** Forward: the storage class of module-scope variable @p gv, before the
   * core's address-space map (asked once per variable; every pointer into
   * it, through GEPs and bitcasts, has that storage class), or decline.
   * E.g. "VCGlobalVariable" globals of SPV_INTEL_vector_compute: Private
   * for LLVM address space 0.  The first plugin that does not decline has
   * it. */
  lspv_status (*fwd_global_storage_class)(lspv_fwd_ctx *c, LLVMValueRef gv,
                                          uint32_t *storage_class);
  /* ---- appended in 2.x: mask operands ---- */
  /** Forward: the mask of @p kind the core computed for @p v (a function's
   * Function Control; the FPFastMathMode of an instruction with fast-math
   * flags, which the core writes when the mask is not empty): a hook may add
   * bits (declaring their capability and extension).  Every plugin's hook
   * runs, in order. */
  lspv_status (*fwd_mask)(lspv_fwd_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t *mask);
  /** Reverse: the bits of a mask of @p kind on @p v (the LLVM function; the
   * decorated instruction) that the core does not translate: a hook
   * translates those it knows (attributes, fast-math flags).  Every
   * plugin's hook runs, in order. */
  lspv_status (*rev_mask)(lspv_rev_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t bits);
  /* ---- appended in 2.x: instruction filter ---- */
  /** Forward: the SPIR-V opcodes (0-terminated) whose instructions
   * @ref fwd_instruction wants to see; NULL: every instruction.  The core
   * then skips the hook for every other instruction (one bit test for all
   * filtered plugins), which matters on large modules: the hook otherwise
   * runs for every translated instruction.  A plugin that decides on
   * something other than the emitted opcode (metadata, attributes) leaves
   * it NULL. */
  const unsigned *fwd_instruction_opcodes;
  /* ---- appended in 2.x: -s, llvm-spirv's regularization ---- */
  /** -s (lspv_regularize_module): a call of the declared function
   * @p callee (its full, mangled name): rewrite it in place into its SPIR-V
   * friendly spelling (lspv_reg_replace_call), or decline.  Asked whatever
   * --spirv-ext says: the spelling needs the extension only when it is
   * translated.  The first plugin that does not decline has it. */
  lspv_status (*reg_call)(LLVMValueRef call, const char *callee);
  /* ---- appended in 2.x: struct member decorations ---- */
  /** Reverse: an OpMemberDecorate / OpMemberDecorateString of a decoration
   * in @ref decorations, in module order (before the types exist: keep
   * @p struct_id and resolve it with lspv_rev_type later, e.g. in
   * rev_module_end).  @p dec points at the decoration number and its
   * operands (a string as its literal words). */
  lspv_status (*rev_member_decoration)(lspv_rev_ctx *c, uint32_t struct_id, uint32_t member,
                                       const uint32_t *dec, uint32_t ndec, uint32_t word_offset);
  /* ---- appended in 2.x: cleanup ---- */
  /** Reverse, last, whether the translation succeeded or failed (then
   * rev_module_end may not have run), for a plugin whose state
   * (lspv_rev_plugin_state) is set: release what it holds outside
   * lspv_rev_alloc's memory (LLVM DIBuilders). */
  void (*rev_dispose)(lspv_rev_ctx *c);
  /* ---- appended in 2.x: instructions longer than a word count can say ---- */
  /** Forward: an instruction of @p opcode whose operands would need more
   * than the 65535 words of one instruction (an OpTypeStruct or
   * OpConstantComposite of some 65000 members): store in *continued the
   * opcode of the instructions that carry the rest of its operands
   * (declaring their capability and extension), or decline: the
   * translation then fails with InvalidWordCount.  The core writes the
   * first 65535 words as @p opcode, the rest in instructions of *continued
   * of at most 65535 words each, right after it (they stay together when
   * the global section is ordered).  The first plugin that does not
   * decline has it. */
  lspv_status (*fwd_continued)(lspv_fwd_ctx *c, uint32_t opcode, uint32_t *continued);
  /** Reverse: {opcode, continued opcode} pairs, 0-terminated: in a module
   * that declares one of @ref extensions, each run of instructions of the
   * continued opcode right after an instruction of the opcode is joined
   * into that instruction (its operand list grows; the continued ones are
   * left without operands: list them in @ref opcodes with a
   * rev_instruction that builds nothing) before the checker, the core and
   * every hook see it.  The text form shows the module as written. */
  const uint32_t *continued_opcodes;
  /* New fields go here, after every field above. */
};

/** The first two fields of every descriptor:
 *   static const lspv_plugin plugin = { LSPV_PLUGIN_HEADER, .name = "x", ... }; */
#define LSPV_PLUGIN_HEADER                                                                         \
  .api_version = LSPV_PLUGIN_API_VERSION, .struct_size = (unsigned)sizeof(lspv_plugin)

/** The symbol an external plugin exports (declared here with LSPV_API, so
 * a plugin built with -fvisibility=hidden still exports it). */
typedef const lspv_plugin *(*lspv_plugin_register_fn)(unsigned api_version);
LSPV_API const lspv_plugin *lspv_plugin_register(unsigned api_version);

/** Registers a plugin with the options (built-ins are already there): checks
 * the version and size, resolves its grammar rows and options, adds its
 * extension names.  LSPV_ERROR_PLUGIN with a diagnostic when it cannot. */
LSPV_API lspv_status lspv_options_add_plugin(lspv_options_ref opts, const lspv_plugin *plugin);
/** dlopens @p path and registers what lspv_plugin_register returns. */
LSPV_API lspv_status lspv_options_load_plugin(lspv_options_ref opts, const char *path);
/** Registered plugin @p i (lspv_options_plugin_count), as lspv serves it
 * (fields past its struct_size zeroed), or NULL. */
LSPV_API const lspv_plugin *lspv_options_plugin(lspv_options_ref opts, size_t i);

#ifdef __cplusplus
}
#endif
#endif
