/*===-- lspv/plugin.h - the extension plugin API ------------------*- C -*-===*\
|*                                                                            *|
|* Every SPIR-V extension lspv knows is a plugin: a const descriptor with     *|
|* forward hooks (LLVM -> SPIR-V) and reverse hooks (SPIR-V -> LLVM).  The    *|
|* core calls the hooks at fixed points and never names an extension itself.  *|
|* The built-in plugins are compiled in (lib/ext/registry.c); an external one *|
|* is a shared object loaded with --plugin=path.so that exports               *|
|*                                                                            *|
|*     const lspv_plugin *lspv_plugin_register(unsigned api_version);        *|
|*                                                                            *|
|* which returns its descriptor, or NULL when it cannot serve api_version.   *|
|* A plugin's descriptor says api_version = LSPV_PLUGIN_API_VERSION; lspv     *|
|* rejects any other value.                                                   *|
|*                                                                            *|
|* Hooks see the translation only through the opaque contexts below and the   *|
|* functions declared here; they must not keep pointers past the hook call.  *|
|* A hook returns LSPV_SUCCESS, LSPV_DECLINED (not mine: the core or another  *|
|* plugin handles it) or an error status after reporting a diagnostic with    *|
|* lspv_fwd_error / lspv_rev_error.                                           *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_PLUGIN_H
#define LSPV_PLUGIN_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#include "lspv/lspv.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LSPV_PLUGIN_API_VERSION 1u
/** A hook's "not mine" answer; never returned by the core to callers. */
#define LSPV_DECLINED ((lspv_status)100)

typedef struct lspv_fwd_ctx lspv_fwd_ctx; /**< forward translation, opaque */
typedef struct lspv_rev_ctx lspv_rev_ctx; /**< reverse translation, opaque */

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

/** Adds @p bit with one parameter word (or none when has_param is 0). */
lspv_status lspv_mem_operands_add(lspv_mem_operands *mo, uint32_t bit, int has_param,
                                  uint32_t param);

/* ---- what a forward hook may call ----------------------------------------*/

/** Checks that @p ext may be used (--spirv-ext) and declares it.  When it is
 * disabled: reports "RequiresExtension: Feature requires the following SPIR-V
 * extension:\n<ext>" and returns LSPV_ERROR_EXTENSION. */
lspv_status lspv_fwd_require_extension(lspv_fwd_ctx *c, const char *ext);
/** Like lspv_fwd_require_extension, for an extension that an option the user
 * gave already asks for (--spirv-preserve-auxdata implies
 * SPV_KHR_non_semantic_info, as in llvm-spirv): declared unless --spirv-ext
 * disabled it (-NAME or -all), else the same RequiresExtension error. */
lspv_status lspv_fwd_require_implied_extension(lspv_fwd_ctx *c, const char *ext);
/** Non-zero when @p ext is enabled for this translation (declares nothing). */
int lspv_fwd_extension_enabled(const lspv_fwd_ctx *c, const char *ext);
/** Declares a capability (and whatever the grammar says it implies). */
void lspv_fwd_require_capability(lspv_fwd_ctx *c, uint32_t capability);
/** Raises the module version to at least major.minor; LSPV_ERROR_VERSION with
 * a diagnostic when --spirv-max-version is lower. */
lspv_status lspv_fwd_require_version(lspv_fwd_ctx *c, unsigned major, unsigned minor,
                                     const char *why);
/** Maximum version allowed, as LSPV_VERSION-style word (0x00010600 = 1.6). */
uint32_t lspv_fwd_max_version(const lspv_fwd_ctx *c);
int lspv_fwd_preserve_auxdata(const lspv_fwd_ctx *c);

/** Allocates a fresh id. */
uint32_t lspv_fwd_new_id(lspv_fwd_ctx *c);
/** Id of the SPIR-V type for an LLVM type (declared on first use); 0 on error. */
uint32_t lspv_fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty);
/** Id of the void type / a 32-bit integer constant / an OpString. */
uint32_t lspv_fwd_void_type(lspv_fwd_ctx *c);
uint32_t lspv_fwd_const_u32(lspv_fwd_ctx *c, uint32_t value);
uint32_t lspv_fwd_string(lspv_fwd_ctx *c, const char *s, size_t len);
/** Id of an LLVM value: a constant (declared on first use), a global, a
 * function, an argument or an already translated instruction.  0 on error. */
uint32_t lspv_fwd_value(lspv_fwd_ctx *c, LLVMValueRef v);
/** Id of an OpExtInstImport (imported on first use). */
uint32_t lspv_fwd_ext_inst_import(lspv_fwd_ctx *c, const char *set);

/** Where emitted instructions go. */
typedef enum {
  LSPV_EMIT_ANNOTATION,     /**< decorations and declarations that belong there */
  LSPV_EMIT_GLOBAL,         /**< types/constants/global declarations */
  LSPV_EMIT_FUNCTION,       /**< the current block of the current function */
  LSPV_EMIT_AFTER_FUNCTIONS /**< non-semantic records after all functions */
} lspv_emit_place;
/** Emits one instruction: @p opcode and its operand words. */
void lspv_fwd_emit(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode, const uint32_t *ops,
                   size_t nops);
/** Emits an OpString-style literal string operand list: helper that packs
 * @p str into words appended after @p ops. */
void lspv_fwd_emit_with_string(lspv_fwd_ctx *c, lspv_emit_place where, uint32_t opcode,
                               const uint32_t *ops, size_t nops, const char *str);
/** Records the SPIR-V id of an LLVM instruction a hook translated. */
void lspv_fwd_set_value(lspv_fwd_ctx *c, LLVMValueRef v, uint32_t id);
/** Opcode of the instruction of the current function's body whose result
 * is @p id, 0 when there is none: what a call became (OpFunctionCall, an
 * OpExtInst, an atomic...) before a hook decorates it.  Scans the body. */
uint32_t lspv_fwd_opcode_of(lspv_fwd_ctx *c, uint32_t id);
/** Reports an error about @p where (printed LLVM value); returns status. */
lspv_status lspv_fwd_error(lspv_fwd_ctx *c, lspv_status status, const char *error_name,
                           LLVMValueRef where, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void lspv_fwd_warning(lspv_fwd_ctx *c, LLVMValueRef where, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/** Per-plugin state pointer for this translation (NULL initially). */
void **lspv_fwd_plugin_state(lspv_fwd_ctx *c);
/** Arena memory freed when the translation ends. */
void *lspv_fwd_alloc(lspv_fwd_ctx *c, size_t size);

/* ---- what a reverse hook may call ----------------------------------------*/

/** The module / context / builder of the LLVM module being built.  The
 * builder is positioned where the current instruction goes. */
LLVMModuleRef lspv_rev_module(lspv_rev_ctx *c);
LLVMContextRef lspv_rev_context(lspv_rev_ctx *c);
LLVMBuilderRef lspv_rev_builder(lspv_rev_ctx *c);
lspv_target_env lspv_rev_target_env(const lspv_rev_ctx *c);
int lspv_rev_preserve_auxdata(const lspv_rev_ctx *c);
/** Non-zero when the module declares OpExtension @p ext. */
int lspv_rev_module_declares_extension(const lspv_rev_ctx *c, const char *ext);

/** A read-only view of one instruction. */
typedef struct {
  uint32_t opcode;
  uint32_t word_offset;
  uint32_t type_id;         /**< 0 if none */
  uint32_t result_id;       /**< 0 if none */
  const uint32_t *operands; /**< the words after the opcode word */
  uint32_t noperands;
} lspv_rev_inst;

/** Instruction that defines @p id (0 on success, else not found). */
int lspv_rev_def(lspv_rev_ctx *c, uint32_t id, lspv_rev_inst *out);
/** LLVM value / type for an id (translated on demand); NULL with a
 * diagnostic on error. */
LLVMValueRef lspv_rev_value(lspv_rev_ctx *c, uint32_t id);
LLVMTypeRef lspv_rev_type(lspv_rev_ctx *c, uint32_t id);
/** Integer value of an OpConstant id; returns 0 on success. */
int lspv_rev_const_int(lspv_rev_ctx *c, uint32_t id, uint64_t *value);
/** String of an OpString id, or NULL. */
const char *lspv_rev_string(lspv_rev_ctx *c, uint32_t id);
/** Records the LLVM value produced for a result id. */
void lspv_rev_set_value(lspv_rev_ctx *c, uint32_t id, LLVMValueRef v);
/** Declares (or finds) a function by name and type in the module. */
LLVMValueRef lspv_rev_get_function(lspv_rev_ctx *c, const char *name, LLVMTypeRef fnty);
lspv_status lspv_rev_error(lspv_rev_ctx *c, lspv_status status, const char *error_name,
                           uint32_t word_offset, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void lspv_rev_warning(lspv_rev_ctx *c, uint32_t word_offset, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/** Word offset of the function-body instruction being translated (e.g. the
 * OpLoad whose memory operands rev_memory_operand sees), for diagnostics;
 * 0 outside function bodies. */
uint32_t lspv_rev_current_offset(const lspv_rev_ctx *c);
void **lspv_rev_plugin_state(lspv_rev_ctx *c);
void *lspv_rev_alloc(lspv_rev_ctx *c, size_t size);

/* ---- helpers -------------------------------------------------------------*/

/** The source name inside an Itanium-mangled function name: for
 * "_Z33__spirv_ControlBarrierArriveINTELiii" returns a pointer to
 * "__spirv_ControlBarrierArriveINTEL" with *len = 33 and *params pointing at
 * "iii".  An unmangled name is returned whole with *params = "".  NULL when
 * the mangling is malformed. */
const char *lspv_itanium_name(const char *mangled, size_t *len, const char **params);

/* ---- the descriptor -------------------------------------------------------*/

typedef struct lspv_plugin {
  unsigned api_version; /**< LSPV_PLUGIN_API_VERSION */
  const char *name;     /**< human name, e.g. "split-barrier" */
  /** NULL-terminated --spirv-ext spellings this plugin implements. */
  const char *const *extensions;
  /** Import string of the extended-instruction set it owns, or NULL. */
  const char *ext_inst_set;
  /** NULL-terminated (0) lists of what the plugin claims on reverse. */
  const uint32_t *opcodes;      /**< instruction opcodes */
  const uint32_t *decorations;  /**< decoration numbers */
  uint32_t memory_operand_bits; /**< memory operand mask bits */

  /* Forward hooks; any may be NULL. */
  lspv_status (*fwd_module_begin)(lspv_fwd_ctx *c, LLVMModuleRef m);
  /** Each function and global variable, after the core declared it with
   * SPIR-V id @p id. */
  lspv_status (*fwd_global_object)(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id);
  /** Each call: translate it (emit, lspv_fwd_set_value) and return success,
   * or LSPV_DECLINED. */
  lspv_status (*fwd_call)(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee_name);
  /** Each load/store/memcpy before it is emitted: may add memory operands. */
  lspv_status (*fwd_memory_operands)(lspv_fwd_ctx *c, LLVMValueRef inst, lspv_mem_operands *mo);
  /** Each call and atomic instruction after it was emitted with result
   * (or, for void calls, instruction) id @p id. */
  lspv_status (*fwd_instruction)(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id);
  lspv_status (*fwd_module_end)(lspv_fwd_ctx *c, LLVMModuleRef m);

  /* Reverse hooks; any may be NULL. */
  lspv_status (*rev_module_begin)(lspv_rev_ctx *c);
  /** An instruction whose opcode is in @ref opcodes.  Module-scope ones
   * (declarations) come before functions are translated. */
  lspv_status (*rev_instruction)(lspv_rev_ctx *c, const lspv_rev_inst *inst);
  /** A decoration in @ref decorations on @p target, after the target's LLVM
   * value exists.  @p dec points at the decoration number and its operands. */
  lspv_status (*rev_decoration)(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                uint32_t ndec, uint32_t word_offset);
  /** A memory operand bit in @ref memory_operand_bits on @p inst. */
  lspv_status (*rev_memory_operand)(lspv_rev_ctx *c, LLVMValueRef inst, uint32_t bit,
                                    const uint32_t *params, uint32_t nparams);
  /** An OpExtInst of the plugin's set. */
  lspv_status (*rev_ext_inst)(lspv_rev_ctx *c, const lspv_rev_inst *inst, uint32_t number);
  lspv_status (*rev_module_end)(lspv_rev_ctx *c);
} lspv_plugin;

/** The symbol an external plugin exports. */
typedef const lspv_plugin *(*lspv_plugin_register_fn)(unsigned api_version);

/** Registers a plugin with the options (built-ins are already there). */
lspv_status lspv_options_add_plugin(lspv_options_ref opts, const lspv_plugin *plugin);
/** dlopens @p path and registers what lspv_plugin_register returns. */
lspv_status lspv_options_load_plugin(lspv_options_ref opts, const char *path);

#ifdef __cplusplus
}
#endif
#endif
