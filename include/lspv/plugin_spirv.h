/*===-- lspv/plugin_spirv.h - the LLVM-free half of the plugin API -*- C -*-===*\
|*                                                                            *|
|* What a plugin declares about SPIR-V itself, with no LLVM in sight: the    *|
|* read-only view of one instruction, grammar rows for instructions and      *|
|* enumerants the build-time grammar lacks, checker rules, and the helpers   *|
|* every extension needs (grammar queries, the OpenCL scope / memory-order / *|
|* fence-flag mapping, Itanium mangling).  lib/spirv includes this header,  *|
|* which is why it names no LLVM type; lspv/plugin.h includes it for the    *|
|* rest of the plugin API.                                                   *|
|*                                                                            *|
|* The numbers of the SPIR-V grammar lspv was built from are in              *|
|* lspv/spirv_enums.h (generated, installed): SPV_OpTypeInt,                 *|
|* SPV_Capability_Kernel, SPV_Decoration_Alignment, SPV_Scope_Device...      *|
|* A plugin for an extension newer than that grammar declares its numbers    *|
|* itself and hands them to lspv as grammar rows (lspv_grammar_rows).       *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_PLUGIN_SPIRV_H
#define LSPV_PLUGIN_SPIRV_H

#include <stddef.h>
#include <stdint.h>

#include "lspv/base.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- one instruction, read-only ------------------------------------------*/

/** A read-only view of one instruction of a module lspv reads (reverse
 * hooks, checker rules).  @ref operands are the words after the opcode word,
 * Result Type and Result <id> included (so operands[0] is the Result Type of
 * an instruction that has one); type_id / result_id repeat them for
 * convenience.  Valid during the hook call only. */
typedef struct {
  uint32_t opcode;
  uint32_t word_offset;     /**< of the opcode word in the binary */
  uint32_t type_id;         /**< Result Type, 0 if none */
  uint32_t result_id;       /**< Result <id>, 0 if none */
  const uint32_t *operands; /**< the words after the opcode word */
  uint32_t noperands;
} lspv_spv_inst;

/* ---- the generated grammar, queried ----------------------------------------
 * Context-free lookups over the tables lspv was built with (the grammar rows
 * plugins add are known to the translation, not here: a plugin knows its own
 * rows).  Operand kinds are named as in the grammar JSON: "Decoration",
 * "MemoryAccess", "Capability", "StorageClass"... */

/** "OpTypeInt" for 21; NULL when the generated grammar lacks the opcode. */
LSPV_API const char *lspv_grammar_opcode_name(uint32_t opcode);
/** The opcode of an instruction name, with or without "Op" and in any of its
 * spellings (INTEL/EXT aliases); -1 when unknown. */
LSPV_API long lspv_grammar_opcode(const char *name);
/** Name of enumerant @p value of operand kind @p kind ("Decoration", 5914 ->
 * "AliasScopeINTEL"); NULL when unknown.  For a bit enum, @p value is one
 * bit. */
LSPV_API const char *lspv_grammar_enum_name(const char *kind, uint32_t value);
/** Value of enumerant @p name of kind @p kind; -1 when unknown. */
LSPV_API long lspv_grammar_enum_value(const char *kind, const char *name);
/** How many operand words follow enumerant @p value of kind @p kind (a
 * MemoryAccess bit's parameters, a Decoration's literals...); -1 when
 * unknown, -2 when the count varies (a "*" or string parameter). */
LSPV_API int lspv_grammar_enum_params(const char *kind, uint32_t value);
/** Number of instruction @p name of extended-instruction set @p set
 * ("OpenCL.std", "NonSemantic.AuxData" ...); -1 when unknown. */
LSPV_API long lspv_grammar_extinst_number(const char *set, const char *name);

/* ---- grammar rows: teaching lspv a newer extension --------------------------
 * An extension whose instructions, capabilities or enumerants are not in the
 * grammar lspv was built from (its opcodes would be refused as unknown by the
 * binary reader, the text reader and the checker) declares them in its
 * descriptor's @c grammar field.  They form a runtime overlay consulted after
 * the generated tables: a row never replaces a generated one (a conflicting
 * row makes registration fail with LSPV_ERROR_PLUGIN), and the rows are
 * resolved once, at registration, so lookups during translation cost what
 * the generated ones cost.  The shape is that of the grammar JSON
 * (spirv.core.grammar.json), so transcribing an extension's JSON is the
 * whole job. */

/** One operand of an instruction row: its kind by grammar name ("IdResultType",
 * "IdResult", "IdRef", "LiteralInteger", "LiteralString", "IdScope",
 * "IdMemorySemantics", "Decoration", an enum kind, or a kind the same rows
 * introduce) and its quantifier: 0 exactly one, '?' optional, '*' any number
 * (only last). */
typedef struct {
  const char *kind;
  char quantifier;
} lspv_grammar_operand;

/** One instruction row (grammar JSON "instructions"). */
typedef struct {
  const char *opname; /**< "OpFooEXT": the text form prints it without "Op" */
  uint32_t opcode;
  /** The JSON "class": decides where the instruction stands in a module
   * (SPIR-V 2.4): "Type-Declaration" and "Constant-Creation" in the global
   * section, "Annotation" in the annotation section, anything else (NULL
   * too) in a function body. */
  const char *klass;
  const lspv_grammar_operand *operands; /**< in order, Result Type/<id> first */
  unsigned noperands;
  /** NULL-terminated; any one enables the instruction.  Names are looked up
   * in the generated grammar and in these rows' enumerants. */
  const char *const *capabilities;
  /** NULL-terminated; any one enables the instruction. */
  const char *const *extensions;
  /** Least SPIR-V version that has the instruction without an extension,
   * e.g. LSPV_SPV_VERSION(1, 6); 0 means "only through an extension" (the
   * JSON's "None"), the usual case for an extension's rows. */
  uint32_t version;
} lspv_grammar_inst;

/** One enumerant of an operand kind (grammar JSON "operand_kinds"): a new
 * Capability, Decoration, StorageClass, MemoryAccess bit... */
typedef struct {
  const char *kind; /**< "Capability", "Decoration", ... */
  const char *name; /**< without the kind prefix: "ArbitraryPrecisionIntegersINTEL" */
  uint32_t value;
  const lspv_grammar_operand *parameters; /**< operands that follow it, if any */
  unsigned nparameters;
  const char *const *capabilities; /**< NULL-terminated, any-of; may be NULL */
  const char *const *extensions;   /**< NULL-terminated, any-of; may be NULL */
  uint32_t version;                /**< as in lspv_grammar_inst */
} lspv_grammar_enumerant;

/** The rows of one plugin.  Extension names listed in @ref extension_names
 * become known to --spirv-ext and OpExtension checks even when no row
 * requires them. */
typedef struct {
  const lspv_grammar_inst *insts;
  size_t ninsts;
  const lspv_grammar_enumerant *enumerants;
  size_t nenumerants;
  const char *const *extension_names; /**< NULL-terminated; may be NULL */
} lspv_grammar_rows;

/* ---- checker rules -----------------------------------------------------------
 * lspv's structural checker (docs/design.md, "Validity") runs the core rules
 * and then every rule of every registered plugin, on each module lspv writes,
 * on each module it reads for translation, and under --verify.  A rule is
 * called for each instruction whose opcode is its @c opcode (0: every
 * instruction: use sparingly, a rule per instruction costs), after the
 * core's layout, id, operand and capability rules passed for the module, so
 * a rule may rely on well-formed operands and single definitions. */

typedef struct lspv_check_ctx lspv_check_ctx; /**< one checker run, opaque */

/** Reports a problem by lspv_check_report and returns its status, or
 * returns LSPV_SUCCESS. */
typedef lspv_status (*lspv_check_fn)(lspv_check_ctx *c, const lspv_spv_inst *in, void *user);

/** A rule runs on modules lspv writes and reads... */
#define LSPV_CHECK_ALWAYS 0u
/** ...or not on a module read for translation: rules about instructions a
 * consumer may drop (non-semantic sets), whose plugin warns about and
 * ignores bad records itself; still errors on output and under --verify. */
#define LSPV_CHECK_ADVISORY_ON_INPUT 1u
/** ...and also run when the text form is converted to a binary
 * (-to-binary), which otherwise checks only the grammar: for the operand
 * rules llvm-spirv enforces while it reads an instruction. */
#define LSPV_CHECK_ON_TEXT_READ 2u

typedef struct {
  const char *name; /**< what it checks, for --help and docs: "alias scope operand kind" */
  uint32_t opcode;  /**< instructions it looks at; 0 every instruction */
  lspv_check_fn fn;
  void *user;     /**< passed back to fn */
  unsigned flags; /**< LSPV_CHECK_* */
} lspv_check_rule;

/** The instruction that defines @p id: 0 on success, non-zero when the id
 * has no definition. */
LSPV_API int lspv_check_def(const lspv_check_ctx *c, uint32_t id, lspv_spv_inst *out);
/** The opcode defining @p id, 0 when none. */
LSPV_API uint32_t lspv_check_def_opcode(const lspv_check_ctx *c, uint32_t id);
/** The string of an OpString id, or NULL. */
LSPV_API const char *lspv_check_string(const lspv_check_ctx *c, uint32_t id);
/** A literal string operand of @p in starting at operand word @p i, or NULL
 * when it is not NUL-terminated inside the instruction; *next (if not NULL)
 * gets the operand index after it. */
LSPV_API const char *lspv_check_literal_string(const lspv_check_ctx *c, const lspv_spv_inst *in,
                                               uint32_t i, uint32_t *next);
/** The import string of the OpExtInstImport @p set_id, or NULL. */
LSPV_API const char *lspv_check_ext_inst_set(const lspv_check_ctx *c, uint32_t set_id);
/** Non-zero when the module declares OpExtension @p ext. */
LSPV_API int lspv_check_declares_extension(const lspv_check_ctx *c, const char *ext);
/** Non-zero when capability @p cap is declared (directly or implied). */
LSPV_API int lspv_check_declares_capability(const lspv_check_ctx *c, uint32_t cap);
/** The module's version word (LSPV_SPV_VERSION). */
LSPV_API uint32_t lspv_check_version(const lspv_check_ctx *c);
/** Non-zero when the module is being read for translation (reverse), zero
 * for output and --verify. */
LSPV_API int lspv_check_is_input(const lspv_check_ctx *c);
/** Reports a problem at @p in: the message gets ", word offset N, OpX, id M"
 * appended.  Returns LSPV_ERROR_INVALID_INPUT. */
LSPV_API lspv_status lspv_check_report(lspv_check_ctx *c, const lspv_spv_inst *in,
                                       const char *error_name, const char *fmt, ...)
    LSPV_PRINTF(4, 5);

/* ---- a hash map --------------------------------------------------------------
 * Keys are byte strings (a name, or the bytes of a pointer or id: the _ptr
 * helpers); values are uintptr_t.  A plugin gets one in its translation's
 * memory from lspv_fwd_map_create / lspv_rev_map_create (lspv/plugin.h):
 * freed with the translation, so it needs no teardown.  Lookups and inserts
 * are O(1) on average. */
typedef struct lspv_map lspv_map;
/** 1 and *val when present, else 0. */
LSPV_API int lspv_map_get(const lspv_map *m, const void *key, size_t len, uintptr_t *val);
/** Inserts or replaces (the key bytes are copied); 0 when out of memory. */
LSPV_API int lspv_map_put(lspv_map *m, const void *key, size_t len, uintptr_t val);
LSPV_API size_t lspv_map_count(const lspv_map *m);
static inline int lspv_map_get_ptr(const lspv_map *m, const void *key, uintptr_t *val) {
  return lspv_map_get(m, &key, sizeof key, val);
}
static inline int lspv_map_put_ptr(lspv_map *m, const void *key, uintptr_t val) {
  return lspv_map_put(m, &key, sizeof key, val);
}
/** A map that lives for one checker run, one per @p owner (a rule passes
 * something of its own, e.g. its function's address): empty at the first
 * call of a run, the same map at every later call of that run.  For rules
 * about several instructions together (a decoration applied twice to one
 * id) at O(1) per instruction.  NULL when out of memory, or when 16 owners
 * of the run hold one already. */
LSPV_API lspv_map *lspv_check_map(lspv_check_ctx *c, const void *owner);

/* ---- OpenCL C <-> SPIR-V: scopes, memory orders, fence flags -----------------
 * One table each (lib/support/ocl_map.c); every core file and plugin uses
 * these, so an unknown value means the same thing everywhere.  OpenCL values
 * are clang's: memory_scope work_item 0, work_group 1, device 2,
 * all_svm_devices 3, sub_group 4; memory_order relaxed 0, acquire 2,
 * release 3, acq_rel 4, seq_cst 5; cl_mem_fence_flags LOCAL 1, GLOBAL 2,
 * IMAGE 4. */

/** OpenCL memory_scope -> SPIR-V Scope.  Returns 1 when @p cl_scope is known;
 * otherwise 0 with *scope = the default, Device (what OpenCL C means by an
 * atomic without a scope argument), so a caller can either report the
 * unknown value or go on with the default. */
LSPV_API int lspv_ocl_scope_to_spirv(uint32_t cl_scope, uint32_t *scope);
/** SPIR-V Scope -> OpenCL memory_scope; 0 with *cl_scope = device (2) when
 * OpenCL has no spelling for @p scope (QueueFamily, ShaderCallKHR). */
LSPV_API int lspv_ocl_scope_from_spirv(uint32_t scope, uint32_t *cl_scope);
/** OpenCL memory_order -> SPIR-V MemorySemantics ordering bits; 0 with the
 * default, SequentiallyConsistent, for an unknown order (consume is
 * acquire). */
LSPV_API int lspv_ocl_order_to_spirv(uint32_t cl_order, uint32_t *semantics);
/** The ordering bits of SPIR-V MemorySemantics @p semantics -> OpenCL
 * memory_order (relaxed when none is set; the strongest when several). */
LSPV_API uint32_t lspv_ocl_order_from_spirv(uint32_t semantics);
/** cl_mem_fence_flags -> the storage-class bits of MemorySemantics
 * (WorkgroupMemory, CrossWorkgroupMemory, ImageMemory); unknown bits are
 * ignored. */
LSPV_API uint32_t lspv_ocl_fence_to_spirv(uint32_t cl_flags);
/** The storage-class bits of @p semantics -> cl_mem_fence_flags. */
LSPV_API uint32_t lspv_ocl_fence_from_spirv(uint32_t semantics);

/* ---- Itanium mangling, for OpenCL C / SPIR-V friendly builtin names ----------
 * One implementation (lib/support/itanium.c) serves the core's builtins and
 * every plugin: no plugin builds "_Z%zu..." names by hand. */

/** The source name inside an Itanium-mangled function name: for
 * "_Z33__spirv_ControlBarrierArriveINTELiii" returns a pointer to
 * "__spirv_ControlBarrierArriveINTEL" with *len = 33 and *params pointing at
 * "iii".  An unmangled name is returned whole with *params = "".  NULL when
 * the mangling is malformed (the length runs past the end). */
LSPV_API const char *lspv_itanium_name(const char *mangled, size_t *len, const char **params);

/** One layer of a parameter type, outermost first: a pointer to a vector of
 * uint is {POINTER}, {VECTOR, 2}, {INT, 32, UNSIGNED}. */
typedef enum {
  LSPV_MANGLE_VOID,
  LSPV_MANGLE_BOOL,
  LSPV_MANGLE_INT,     /**< bits 8/16/32/64; LSPV_MANGLE_UNSIGNED in quals */
  LSPV_MANGLE_FLOAT,   /**< bits 16 (half, "Dh"; bfloat "DF16b" with LSPV_MANGLE_BFLOAT), 32, 64 */
  LSPV_MANGLE_VECTOR,  /**< count components of the next layer: "Dv<n>_" */
  LSPV_MANGLE_POINTER, /**< addrspace (OpenCL: 1 global, 3 local...), quals */
  LSPV_MANGLE_NAMED    /**< a class / enum name: "memory_scope", "ocl_image2d_ro" */
} lspv_mangle_kind;

#define LSPV_MANGLE_UNSIGNED 1u /**< INT: the unsigned spelling (h t j m) */
#define LSPV_MANGLE_CONST 2u    /**< POINTER: pointee is const ("K") */
#define LSPV_MANGLE_VOLATILE 4u /**< POINTER: pointee is volatile ("V") */
#define LSPV_MANGLE_ATOMIC 8u   /**< POINTER: pointee is _Atomic */
#define LSPV_MANGLE_BFLOAT 16u  /**< FLOAT 16: the bfloat encoding ("DF16b") */
/** lspv_rev_mangle_layers only: spell the OpenCL opaque types (images,
 * samplers, pipes...) as SPV-IR does whatever the target environment, as
 * llvm-spirv's `_R<type>` return-type postfixes are spelled. */
#define LSPV_MANGLE_SPV_IR 32u

typedef struct {
  lspv_mangle_kind kind;
  uint32_t n;       /**< INT/FLOAT bits, VECTOR count, POINTER address space */
  unsigned quals;   /**< LSPV_MANGLE_* bits */
  const char *name; /**< NAMED only */
} lspv_mangle_type;

/** One parameter: its layers, outermost first; a parameter ends at its
 * first layer that is not VECTOR or POINTER. */
typedef struct {
  const lspv_mangle_type *layers;
  unsigned nlayers;
} lspv_mangle_param;

/** Writes the Itanium mangling of function @p name with @p params into @p out
 * (NUL-terminated, cut at @p cap), with the substitutions (S_, S0_...) the
 * ABI requires for repeated non-builtin components; no parameters mangle as
 * "v".  Returns the full length, like snprintf. */
LSPV_API size_t lspv_itanium_mangle(const char *name, const lspv_mangle_param *params,
                                    unsigned nparams, char *out, size_t cap);

#ifdef __cplusplus
}
#endif
#endif
