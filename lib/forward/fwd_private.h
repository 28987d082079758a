/*===-- forward/fwd_private.h - state of one LLVM -> SPIR-V translation -*- C -*-===*\
|*                                                                            *|
|* One lspv_fwd_ctx per translation.  Invariants:                             *|
|*  - every SPIR-V id of an LLVM value lives in `vals` (LLVMValueRef -> id).  *|
|*    Instruction ids are allocated on first reference, so forward           *|
|*    references (phis, branches) need no second pass;                       *|
|*  - a pointer value has exactly one SPIR-V type: pointer to its inferred    *|
|*    pointee (fwd_pointee, docs/forward.md).  A use at another pointee goes  *|
|*    through fwd_ptr_as(), which inserts an OpBitcast;                       *|
|*  - types and constants are deduplicated through word-keyed maps, so each  *|
|*    is declared once, in the global section, before its first use;         *|
|*  - function bodies are built in three buffers (entry-block OpVariables,   *|
|*    entry prologue casts, the body) and appended to the function section   *|
|*    when the function ends;                                                 *|
|*  - capabilities and the version are raised through fwd_need_*, which read  *|
|*    the requirements from the generated grammar tables;                     *|
|*  - failure discipline: every fallible function returns lspv_status (or 0   *|
|*    for "no id", with the error already reported); callers return early.   *|
|*    All memory is the arena's or freed in lspv_forward's single exit path.  *|
|* The core never names an SPIR-V extension: extensions come from plugins   *|
|* (include/lspv/plugin.h) through the hooks called in plugin_api.c.          *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_FWD_PRIVATE_H
#define LSPV_FWD_PRIVATE_H

#include <string.h>

#include <llvm-c/Core.h>

#include "options/options.h"
#include "forward/forward.h"
#include "lspv/plugin.h"
#include "spirv/module.h"

/* A phi incoming value that needs a cast at the end of its predecessor. */
typedef struct fwd_edge_cast {
  struct fwd_edge_cast *next;
  LLVMValueRef value;
  uint32_t id;      /* the cast's result id, used by the phi */
  uint32_t type_id; /* the phi's pointer type */
} fwd_edge_cast;

typedef struct {
  LLVMValueRef fn;
  uint32_t id; /* the function that OpEntryPoint names */
} fwd_entry;

/* A call from one defined function to another (fp_contract.c). */
struct fwd_call_edge {
  LLVMValueRef caller, callee;
};

/* Constants and types are translated recursively; LLVM lets them nest without
 * limit (a 100k-deep constant expression), so the depth is bounded to keep
 * the stack of the host program safe (support.h, failure discipline). */
#define FWD_MAX_DEPTH 512

/* One remembered answer of lspv_fwd_extension_enabled. */
#define FWD_EXT_ANSWERS 64
typedef struct {
  const char *name;
  int on;
} fwd_ext_answer;

/* The last few result ids emitted into a body and their opcodes, for the
 * opcode fwd_instruction hooks get (direct-mapped by id). */
#define FWD_RECENT 16
typedef struct {
  uint32_t id, opcode;
} fwd_recent;

/* The run-time maps of runtime_maps.c. */
typedef enum { FWD_MAP_SCOPE, FWD_MAP_ORDER, FWD_MAP_COUNT } fwd_map_kind;

/* The annotations a declaration's header brought (functions.c). */
typedef struct fwd_decl_annots {
  LLVMValueRef fn;
  size_t at, end; /* words [at, end) of the annotation section */
} fwd_decl_annots;

struct lspv_fwd_ctx {
  LLVMModuleRef m;
  LLVMContextRef llctx;
  struct lspv_opaque_options *o;
  lspv_spv_builder *b;
  lspv_arena *arena;
  unsigned ptr_bits; /* 64 (spir64) or 32 (spir) */
  uint32_t version;  /* least version needed so far */

  lspv_ptrmap vals;         /* LLVMValueRef -> id */
  lspv_ptrmap gathered;     /* work-item calls and inserts a gathering load stands for (calls.c) */
  lspv_ptrmap loop_headers; /* header block -> its loop_plan (loops.c), per function */
  lspv_ptrmap types;        /* LLVMTypeRef -> id (non-pointer types) */
  lspv_ptrmap pointee;      /* pointer value -> LLVMTypeRef pointee (memo) */
  lspv_ptrmap use_ty;       /* pointer value -> pointee seen at its first typed use */
  lspv_ptrmap fn_slot;      /* pointer to pointers -> function type they point to */
  lspv_ptrmap fn_table;     /* global variable -> function type of its table, or NULL */
  lspv_ptrmap slot_store;   /* alloca of a pointer -> first pointer stored there */
  lspv_ptrmap slot_ty;      /* pointer to pointers -> type id of what it holds (pointee.c) */
  lspv_ptrmap ret_pointee;  /* defined function -> pointee of the pointer it returns (memo) */
  lspv_ptrmap param_arg;    /* parameter of a defined function -> its first call's argument */
  lspv_ptrmap fn_types;     /* function -> OpTypeFunction id */
  lspv_ptrmap caps;         /* capability+1 -> 1 */
  lspv_ptrmap builtins;     /* BuiltIn+1 -> variable id */
  lspv_ptrmap edge_casts;   /* predecessor block -> fwd_edge_cast list */
  lspv_ptrmap phi_planned;  /* pointer phi -> 1 once its edge casts are planned */
  lspv_ptrmap bool_calls;   /* calls whose value is their bool (builtins.c) */
  lspv_ptrmap wrappers;     /* kernel -> id of its callable body (when called) */
  lspv_ptrmap ptr_sc;       /* OpTypePointer id -> its storage class */
  lspv_ptrmap spec_ids;     /* id of a module-scope OpSpecConstantOp/Composite -> 1 */
  lspv_wordmap dedup;       /* [opcode, operands...] -> id for types/constants */
  lspv_wordmap casts;       /* [scope, value id, type id] -> cast id */
  LSPV_VEC(uint32_t) cap_list;
  LSPV_VEC(const char *) ext_list;
  LSPV_VEC(fwd_entry) entries;
  LSPV_VEC(uint32_t) interface_all; /* every module-scope variable */
  LSPV_VEC(uint32_t) interface_io;  /* Input variables (below SPIR-V 1.4) */
  LSPV_VEC(size_t) nowrap_at;       /* annotation offsets of the nowrap decorations */
  unsigned nowrap_decs;             /* 1: NoSignedWrap used, 2: NoUnsignedWrap used */
  uint32_t *iface_words;            /* SPIR-V >= 1.4: entry i's interface is      */
  size_t *iface_off;                /*   iface_words[iface_off[i] .. iface_off[i+1]) */
  const char *version_why;          /* what raised `version` last */
  uint32_t max_version;             /* --spirv-max-version, or the triple's version */
  unsigned char inst_seen[8192];    /* opcode requirements already applied */
  uint32_t opencl_std;              /* OpExtInstImport "OpenCL.std" or 0 */
  void **plugin_state;
  size_t cur_plugin; /* index of the plugin whose hook runs */
  /* The plugins with a per-instruction hook, indexed once per translation
   * (plugin_api.c): each instruction asks only those, not every plugin. */
  LSPV_VEC(uint16_t) hk_inst, hk_before, hk_llvm;
  LSPV_VEC(uint16_t) hk_inst_any;     /* fwd_instruction hooks that want every opcode */
  LSPV_VEC(uint16_t) hk_mask, hk_mem; /* fwd_mask, fwd_memory_operands (per instruction too) */
  /* lspv_fwd_extension_enabled's answers by the name's address (mutable
   * behind the plugins' const context: a cache, not state). */
  fwd_ext_answer *ext_answers;
  uint8_t hk_llvm_op[128]; /* LLVM opcodes some plugin lists */
  uint8_t *hk_inst_op;     /* [8192]: bit per SPIR-V opcode some fwd_instruction_opcodes lists */
  lspv_map *strings;       /* OpString text -> id (lspv_fwd_string) */
  lspv_map *invented;      /* struct names reverse made up (types.c), built on first use */
  lspv_ptrmap fn_values;   /* function used as a value -> the id a plugin gave it */
  lspv_ptrmap as_sc;       /* address space+1 -> storage class a plugin gave it */
  lspv_ptrmap gv_sc;       /* global variable -> storage class+1 a plugin gave it, 0 none */
  size_t gv_sc_claimed;    /* how many of them a plugin gave one */
  fwd_recent recent[FWD_RECENT];
  uint32_t last_opcode; /* of the last instruction emitted into a body */
  /* Instructions too long for one word count (fwd_continued hooks): the
   * opcodes asked about, with the continued opcode a plugin gave (0 none). */
  struct {
    uint32_t opcode, continued;
  } cont[8];
  unsigned ncont;
  bool any_continued;   /* a continued instruction was written (order.c) */
  uint32_t too_long_id; /* result id of the instruction too long (fwd_oom) */
  /* --spirv-fp-contract=on (fp_contract.c): functions whose own code rules
   * out contraction, and the calls between defined functions. */
  lspv_ptrmap fpc_off;
  LSPV_VEC(struct fwd_call_edge) fpc_calls;
  bool fpc_settled;  /* fpc_off is closed over fpc_calls */
  bool half_values;  /* some instruction computes on half (Float16, types.c) */
  bool half_scanned; /* half_values is known */
  /* groups.c: a group builtin call whose instruction yields bool -> the
   * id of that bool (the call's own value is its select into 1 / 0). */
  lspv_ptrmap group_bools;
  /* memory.c: a generic-address-space alloca -> its Function variable. */
  lspv_ptrmap private_of;
  /* intrinsic_helpers.c: the helper functions' scratch module (or NULL). */
  LLVMModuleRef helpers;
  LLVMValueRef helpers_done; /* the last helper translated (or NULL) */
  /* images_ptr.c: pointer value -> the OpenCL opaque target type it is. */
  lspv_ptrmap ocl_ptr;
  lspv_ptrmap ocl_slot;  /* alloca -> the OpenCL opaque type it holds */
  uint32_t sampler_type; /* OpTypeSampler once declared (images.c) */

  /* The function being translated. */
  LLVMValueRef fn;
  LLVMBasicBlockRef bb;
  uint32_t fn_serial; /* distinguishes per-function cast caches */
  lspv_words fvars, fprologue, fbody;
  lspv_words fdecls;     /* function declarations (before all definitions) */
  lspv_ptrmap decl_done; /* declared function -> 1 + its offset in fdecls once out */
  size_t decls_at;       /* global section words when the first definition begins */
  size_t decl_annots_at; /* annotation section words then */
  /* The annotations each declaration written brought: words [at, end). */
  LSPV_VEC(fwd_decl_annots) decl_annots;
  bool in_function;
  bool hooked;               /* fwd_instruction hooks ran for the instruction being translated */
  bool unnamed;              /* the instruction's id was named by an earlier one (SpecId reuse) */
  bool used_builtin_globals; /* a used __spirv_BuiltIn global: declared at first use */
  unsigned depth;            /* nesting of fwd_const / fwd_type calls, bounded by FWD_MAX_DEPTH */
  /* runtime_maps.c: ids of the __translate_ocl_memory_* functions (0: unused). */
  uint32_t map_fn[FWD_MAP_COUNT];
  /* types.c: pointers without a pointee type (a plugin's fwd_pointer_type). */
  lspv_ptrmap type_op;                  /* type id -> opcode of its declaration */
  lspv_ptrmap untyped;                  /* pointer type id without pointee -> 1 */
  lspv_wordmap ptr_pair;                /* [sc, pointee] -> the pointer type asked for */
  const lspv_untyped_pointer_ops *uops; /* the forms of the plugin that gave them */
};

typedef struct lspv_fwd_ctx fwd_ctx;

/* ---- fp_contract.c: --spirv-fp-contract -------------------------------------*/
/* Records what the function being translated does that rules out
 * contraction (an fadd/fsub without the contract flag, a call to a function
 * lspv cannot see into) and its calls to defined functions. */
void fwd_fpc_note_arith(fwd_ctx *c, LLVMValueRef inst);
void fwd_fpc_note_call(fwd_ctx *c, LLVMValueRef callee);
/* Whether kernel @p fn gets ContractionOff (after every function is done). */
bool fwd_fpc_contraction_off(fwd_ctx *c, LLVMValueRef fn);

/* ---- decorations.c: !spirv.Decorations / !spirv.ParameterDecorations --------*/
/* The decorations metadata of global variable, function or instruction
 * @p v asks for, on its id (nothing for id 0). */
lspv_status fwd_md_decorations(fwd_ctx *c, LLVMValueRef v, uint32_t id);
/* The decorations of parameter @p i of @p fn (id @p pid): its
 * !spirv.ParameterDecorations list, a kernel's kernel_arg_type_qual, its
 * align and dereferenceable attributes. */
lspv_status fwd_md_param_decorations(fwd_ctx *c, LLVMValueRef fn, unsigned i, uint32_t pid);

/* ---- module.c: requirements and emission helpers ---------------------------*/
void fwd_need_cap(fwd_ctx *c, uint32_t cap);
/* Function metadata node @p kind as a value, or NULL. */
LLVMValueRef fwd_fn_md(fwd_ctx *c, LLVMValueRef fn, const char *kind);
/* Applies an instruction's / enumerant's capability and version needs. */
lspv_status fwd_need_inst(fwd_ctx *c, unsigned opcode, LLVMValueRef where);
lspv_status fwd_need_enum(fwd_ctx *c, unsigned kind, unsigned value, LLVMValueRef where);
/* Execution mode words[1] of kernel @p fn (entry point words[0]) with the
 * literals words[2..n): declared as the grammar says, or dropped with a
 * warning (LSPV_DECLINED) when nothing allows it (module.c). */
lspv_status fwd_exec_mode(fwd_ctx *c, LLVMValueRef fn, uint32_t *words, unsigned n);
lspv_status fwd_need_version(fwd_ctx *c, uint32_t v, const char *why);
/* Appends an instruction to a word buffer / section. */
void fwd_emit_words(fwd_ctx *c, lspv_words *w, unsigned opcode, const uint32_t *ops, size_t n);
void fwd_emit(fwd_ctx *c, lspv_section s, unsigned opcode, const uint32_t *ops, size_t n);
/* Appends to the body of the current function (after fwd_need_inst). */
void fwd_emit_body(fwd_ctx *c, unsigned opcode, const uint32_t *ops, size_t n);
/* Emits an instruction with a trailing literal string into a section. */
void fwd_emit_str(fwd_ctx *c, lspv_section s, unsigned opcode, const uint32_t *ops, size_t n,
                  const char *str, size_t len);
void fwd_name(fwd_ctx *c, uint32_t id, LLVMValueRef v);
void fwd_decorate(fwd_ctx *c, uint32_t id, uint32_t dec, const uint32_t *args, size_t n);
uint32_t fwd_id(fwd_ctx *c);
lspv_status fwd_oom(fwd_ctx *c);
/* Reports an unsupported construct naming the value and the function. */
lspv_status fwd_unsupported(fwd_ctx *c, LLVMValueRef v, const char *what);

/* ---- types.c -----------------------------------------------------------------*/
uint32_t fwd_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where);
/* Declares `opcode %new ops...` once in the global section (types). */
uint32_t fwd_type_decl(fwd_ctx *c, unsigned opcode, const uint32_t *ops, size_t n);
uint32_t fwd_ptr_type(fwd_ctx *c, uint32_t sc, LLVMTypeRef pointee, LLVMValueRef where);
/* OpTypeArray of @p n elements of type @p elem. */
uint32_t fwd_array_of(fwd_ctx *c, uint32_t elem, uint64_t n);
uint32_t fwd_ptr_type_id(fwd_ctx *c, uint32_t sc, uint32_t pointee_id);
/* OpTypePointer itself, never a pointer type without pointee (the type of a
 * byval / sret parameter, whose pointee is the object copied). */
uint32_t fwd_typed_ptr_type_id(fwd_ctx *c, uint32_t sc, uint32_t pointee_id);
/* Non-zero when @p ptr_type is a pointer type without pointee (then
 * c->uops gives the forms of its variables and access chains). */
bool fwd_is_untyped_ptr(fwd_ctx *c, uint32_t ptr_type);
/* The operands of a variable of pointer type @p ptr_type holding @p data
 * (its type id) with optional initializer @p init (0: none) into ops[5]:
 * OpVariable, or the untyped form naming @p data; returns the count and
 * sets *opcode. */
size_t fwd_variable_ops(fwd_ctx *c, uint32_t ptr_type, uint32_t id, uint32_t sc, uint32_t data,
                        uint32_t init, uint32_t ops[5], unsigned *opcode);
uint32_t fwd_int_type(fwd_ctx *c, unsigned bits);
uint32_t fwd_void_type(fwd_ctx *c);
uint32_t fwd_bool_type(fwd_ctx *c);
/* Storage class of an LLVM address space, or ~0u (error reported). */
uint32_t fwd_storage_class(fwd_ctx *c, unsigned as, LLVMValueRef where);
/* The storage class of module-scope variable @p gv: the one a plugin gives
 * it (fwd_global_storage_class hook, asked once), else its address space's;
 * ~0u after a diagnostic. */
uint32_t fwd_global_var_sc(fwd_ctx *c, LLVMValueRef gv);
/* The plugin's part of it: LSPV_SUCCESS with *sc when a plugin gives @p gv a
 * storage class, LSPV_DECLINED when none does, an error status after a
 * diagnostic. */
lspv_status fwd_plugin_global_sc(fwd_ctx *c, LLVMValueRef gv, uint32_t *sc);
/* The SPIR-V type of a value (pointer values: pointer to their pointee). */
uint32_t fwd_value_type(fwd_ctx *c, LLVMValueRef v);
uint32_t fwd_fn_type(fwd_ctx *c, LLVMValueRef fn);

/* ---- pointee.c -----------------------------------------------------------------*/
/* Records the first typed use of every pointer in a function (pre-pass). */
void fwd_pointee_scan(fwd_ctx *c, LLVMValueRef fn);
/* After every function's scan: a pointer without a typed use of its own
 * takes that of the pointers loaded from the alloca it is first stored to,
 * and that of the defined function's parameter it is passed to (repeated
 * until nothing changes, as llvm-spirv's scavenger unifies them). */
void fwd_pointee_propagate(fwd_ctx *c);
/* Whether an instruction of the module takes or yields a half value
 * (types.c): scanned once, when the half type is first declared. */
bool fwd_half_values(fwd_ctx *c);
LLVMTypeRef fwd_pointee(fwd_ctx *c, LLVMValueRef v);
/* The pointee of the pointer defined function @p fn returns (that of its
 * first returned value that says one), NULL when it returns no pointer or
 * has no body. */
LLVMTypeRef fwd_return_pointee(fwd_ctx *c, LLVMValueRef fn);
/* The SPIR-V type function @p fn returns (types.c). */
uint32_t fwd_return_type(fwd_ctx *c, LLVMValueRef fn);
/* spirv_ops.c: what a call of a typed `__spirv_` access chain points to
 * (its indices walk its base's pointee), NULL for any other call. */
LLVMTypeRef fwd_access_chain_pointee(fwd_ctx *c, LLVMValueRef call);
/* pointee_mangled.c: the pointee that Itanium-mangled function @p name
 * spells for its pointer parameter @p index, or NULL when it spells none
 * this reader knows. */
LLVMTypeRef fwd_mangled_pointee(fwd_ctx *c, const char *name, unsigned index);
/* The same from the parameter encoding @p rest after the name
 * ("PU3AS1Kh": i8 for parameter 0). */
LLVMTypeRef fwd_mangled_param_pointee(fwd_ctx *c, const char *rest, unsigned index);
/* The SPIR-V type of a value of LLVM type @p ty read or written through
 * pointer @p p: fwd_type, but a pointer to a function type when @p p holds
 * pointers to functions. */
uint32_t fwd_access_type(fwd_ctx *c, LLVMValueRef p, LLVMTypeRef ty);
/* The function type of the table of function pointers global variable @p gv
 * holds (its initializer: pointers, or arrays of them, each a function of
 * that type or null), or NULL when it is no such table. */
LLVMTypeRef fwd_table_function(fwd_ctx *c, LLVMValueRef gv);
/* The SPIR-V type of LLVM type @p ty (a pointer, or arrays of them) whose
 * pointers point to functions of type @p fty. */
uint32_t fwd_fn_leaf_type(fwd_ctx *c, LLVMTypeRef ty, LLVMTypeRef fty, LLVMValueRef where);
/* What a global alias stands for, through chains of aliases (NULL when the
 * chain is too long). */
LLVMValueRef fwd_alias_target(LLVMValueRef alias);
/* Storage class of a pointer value (builtin variables are Input). */
uint32_t fwd_value_sc(fwd_ctx *c, LLVMValueRef v);
/* Element type reached by a GEP's indices from its source element type. */
LLVMTypeRef fwd_gep_result_type(LLVMValueRef gep);
LLVMTypeRef fwd_byval_type(fwd_ctx *c, LLVMValueRef fn, unsigned argno);
LLVMTypeRef fwd_i8(fwd_ctx *c);

/* ---- constants.c ---------------------------------------------------------------*/
/* Constant @p k (a pointer, or arrays of them) of a table whose pointers
 * point to functions of type @p fty (fwd_table_function), typed so. */
uint32_t fwd_const_table(fwd_ctx *c, LLVMValueRef k, LLVMTypeRef fty, LLVMValueRef where);
/* Constant @p k where a constant of type @p type_id is needed (a
 * composite's constituent, an initializer): fwd_val_as, but a string
 * variable used as a pointer to i8 is the address of its first element. */
uint32_t fwd_const_use(fwd_ctx *c, LLVMValueRef k, uint32_t type_id);
uint32_t fwd_const(fwd_ctx *c, LLVMValueRef k);
uint32_t fwd_const_int(fwd_ctx *c, unsigned bits, uint64_t v);
uint32_t fwd_const_null(fwd_ctx *c, uint32_t type_id);
uint32_t fwd_undef(fwd_ctx *c, uint32_t type_id);
/* OpConstantComposite of the elements of aggregate @p k, also of an undef or
 * zero one (whose members are then OpUndef or OpConstantNull). */
uint32_t fwd_const_composite(fwd_ctx *c, LLVMValueRef k);
/* A module-scope OpSpecConstantComposite of type @p tid over @p ops (ids of
 * constants or specialization constants), deduplicated; its id is recorded
 * in c->spec_ids. */
uint32_t fwd_spec_composite(fwd_ctx *c, uint32_t tid, const uint32_t *ops, size_t n);
/* A constant expression: instructions in a function, OpSpecConstantOp outside. */
uint32_t fwd_const_expr(fwd_ctx *c, LLVMValueRef ce);

/* ---- globals.c -------------------------------------------------------------------*/
lspv_status fwd_globals(fwd_ctx *c);
lspv_status fwd_declare_functions(fwd_ctx *c);
/* The Input variable of a BuiltIn (declared on first use). */
uint32_t fwd_builtin_var(fwd_ctx *c, uint32_t builtin, LLVMTypeRef ty, LLVMValueRef where);
/* A constant private (address space 0) global used only by instructions:
 * each function that uses it gets a Function variable initialized with it
 * (fwd_private_copy, the id of the current function's copy). */
bool fwd_is_private_copy(LLVMValueRef gv);
/* A pipe storage creator global only __spirv_CreatePipeFromPipeStorage
 * uses (no variable: an OpConstantPipeStorage at each use), and the
 * OpConstantPipeStorage of creator @p v emitted in the current block, or 0
 * when @p v is no creator (pipes.c). */
bool fwd_is_pipe_storage_only(LLVMValueRef gv);
uint32_t fwd_pipe_storage_constant(fwd_ctx *c, LLVMValueRef v);
uint32_t fwd_private_copy(fwd_ctx *c, LLVMValueRef gv);
/* BuiltIn of a `__spirv_BuiltIn<Name>` global, or ~0u. */
uint32_t fwd_builtin_of_global(LLVMValueRef gv);
/* The Input variable of BuiltIn global @p gv (declared at its first use,
 * with the global's alignment). */
uint32_t fwd_builtin_global(fwd_ctx *c, LLVMValueRef gv);
/* LLVMGetEnumAttributeKindForName, remembered for the names asked often. */
unsigned fwd_attr_kind(const char *name);

/* ---- functions.c -----------------------------------------------------------------*/
lspv_status fwd_functions(fwd_ctx *c);
/* Id of an operand value (constant, global, argument, instruction). */
uint32_t fwd_val(fwd_ctx *c, LLVMValueRef v);
/* Id of pointer value @p v seen as pointer to @p pointee (bitcast if needed). */
uint32_t fwd_ptr_as(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee);
/* fwd_ptr_as, but always an OpTypePointer (never a pointer without pointee
 * type a plugin gives): for the instructions that read the pointee from the
 * pointer's type (OpenCL.std vloadn, lspv_ocl_pointer_operand).  Reverse
 * reads the OpBitcast this may need as the pointer itself (reverse/arith.c). */
uint32_t fwd_typed_ptr_as(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee);
/* Pointer @p v as a pointer (in its storage class) to type id @p elem. */
uint32_t fwd_ptr_to(fwd_ctx *c, LLVMValueRef v, uint32_t elem);
/* Id of @p v converted to exactly SPIR-V type @p type_id when it is a pointer. */
uint32_t fwd_val_as(fwd_ctx *c, LLVMValueRef v, uint32_t type_id);
/* The type of one lane of vector of pointers @p v (fwd_value_type). */
uint32_t fwd_ptr_lane_type(fwd_ctx *c, LLVMValueRef v);
uint32_t fwd_result_id(fwd_ctx *c, LLVMValueRef inst);
/* Emits a value-producing op: an instruction in a function body, an
 * OpSpecConstantOp in the global section otherwise (constant expressions). */
lspv_status fwd_emit_op(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t id,
                        const uint32_t *ops, size_t n, LLVMValueRef where);
/* Id of a callee: its definition, or its declaration (emitted on first use). */
uint32_t fwd_callee_id(fwd_ctx *c, LLVMValueRef fn);
lspv_status fwd_function_header(fwd_ctx *c, LLVMValueRef fn, uint32_t id, lspv_words *w);
/* arith.c: the FPFastMathMode decoration of @p i's fast-math flags on
 * result @p id (plugins' fwd_mask hooks included); the same where SPIR-V
 * allows it only from 1.6 on (comparisons, extended instructions): written,
 * raising the version, when the maximum version allows 1.6. */
lspv_status fwd_fast_math_decorate(fwd_ctx *c, LLVMValueRef i, uint32_t id);
lspv_status fwd_fast_math_16(fwd_ctx *c, LLVMValueRef i, uint32_t id, const char *what);
/* Whether the @p len bytes at @p s (a demangled builtin name) are @p lit. */
static inline bool fwd_name_is(const char *s, size_t len, const char *lit) {
  return strlen(lit) == len && !memcmp(s, lit, len);
}
/* to_global / to_local / to_private and get_fence (generic_ptr.c);
 * LSPV_DECLINED for another name. */
lspv_status fwd_generic_ptr_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len);
/* OpFunctionCall of defined or declared function @p callee (calls.c). */
lspv_status fwd_function_call(fwd_ctx *c, LLVMValueRef call, LLVMValueRef callee);

/* ---- intrinsic_helpers.c: intrinsics called as generated helper functions --*/
/* A call of llvm.bswap, fshl/fshr, umul.with.overflow, bitreverse or memset
 * (of a run-time value or length) as a call of its helper function, built
 * on first use; LSPV_DECLINED for other calls. */
lspv_status fwd_intrinsic_helper(fwd_ctx *c, LLVMValueRef call, const char *name);
/* intrinsics_lower.c: the standard-width type that a saturating conversion
 * to a non-standard width is computed in (its users' extension type), or
 * NULL; the extensions then stand for the call's value. */
LLVMTypeRef fwd_sat_wide_type(LLVMValueRef call);
/* Translates, through @p emit (functions.c), every helper built since the
 * last call. */
lspv_status fwd_helper_functions(fwd_ctx *c, lspv_status (*emit)(fwd_ctx *, LLVMValueRef));

/* ---- memory.c / arith.c / calls.c / atomics.c / intrinsics.c ------------------*/
lspv_status fwd_alloca(fwd_ctx *c, LLVMValueRef i);
/* Whether alloca @p i counts its elements by a specialization constant (an
 * array the core declares, ahead of the plugins' variable-length arrays). */
bool fwd_alloca_spec_count(fwd_ctx *c, LLVMValueRef i);
/* llvm.lifetime.start (@p start) / end as OpLifetimeStart / Stop. */
lspv_status fwd_lifetime(fwd_ctx *c, LLVMValueRef call, bool start);
lspv_status fwd_lifetime_marker(fwd_ctx *c, LLVMValueRef call, uint32_t obj, uint32_t elem,
                                uint64_t size, bool start);
lspv_status fwd_load(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_store(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_gep(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_ptr_cast(fwd_ctx *c, LLVMValueRef i);
/* Refuses a write through @p ptr when it points into a BuiltIn variable. */
lspv_status fwd_check_writable(fwd_ctx *c, LLVMValueRef ptr, LLVMValueRef inst);
/* Emits OpLoad / OpStore with memory operands from @p inst and the hooks. */
lspv_status fwd_mem_operands(fwd_ctx *c, LLVMValueRef inst, unsigned align, bool isvolatile,
                             lspv_mem_operands *mo);
/* ABI alignment of @p ty in the module's data layout (the alignment that an
 * LLVM load without one gets back in reverse): for loads and stores that
 * forward makes up itself, so that they carry Aligned like the others. */
uint32_t fwd_abi_align(fwd_ctx *c, LLVMTypeRef ty);
lspv_status fwd_arith(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_cast(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_cmp(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_vector_op(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_aggregate_op(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_call(fwd_ctx *c, LLVMValueRef i);
lspv_status fwd_atomic_inst(fwd_ctx *c, LLVMValueRef i);
/* OpenCL C atomic builtins; LSPV_DECLINED when @p name is not one. */
lspv_status fwd_atomic_builtin(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len);
lspv_status fwd_relational(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len);
lspv_status fwd_dot(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len);
/* The bool vector @p v sign-extends (sext <N x i1>), or NULL; and whether
 * @p v is one whose every user is any/all (or __spirv_Any/All), which then
 * read the bools themselves: the extension is not translated. */
LLVMValueRef fwd_sext_bool_vector(LLVMValueRef v);
bool fwd_sext_only_for_any_all(LLVMValueRef v);
/* popcount(integer) as OpBitCount; LSPV_DECLINED for other calls. */
lspv_status fwd_popcount(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len);
lspv_status fwd_convert(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                        const char *rest);
/* Intrinsics that translate to nothing (hints): their operands are not uses. */
bool fwd_intrinsic_dropped(const char *name);
/* Whether -spirv-allow-unknown-intrinsics lets intrinsic @p name through. */
bool fwd_intrinsic_allowed_unknown(const fwd_ctx *c, const char *name);
lspv_status fwd_intrinsic(fwd_ctx *c, LLVMValueRef call, const char *name);
/* bswap, funnel shifts, overflow arithmetic, minimum/maximum expanded into
 * core instructions (intrinsics_expand.c); LSPV_DECLINED for other names. */
lspv_status fwd_intrinsic_expand(fwd_ctx *c, LLVMValueRef call, const char *name);
/* Saturating arithmetic and conversions, rounding to integers, powi/ldexp/
 * frexp, constrained floating point, traps and other hints without a SPIR-V
 * meaning (intrinsics_lower.c); LSPV_DECLINED for other names. */
lspv_status fwd_intrinsic_lower(fwd_ctx *c, LLVMValueRef call, const char *name);
/* An llvm.frexp / llvm.modf call whose users each extract a different
 * member: those extractvalues are defined by the call (intrinsics_lower.c). */
bool fwd_split_pair(LLVMValueRef v, LLVMValueRef ev[2]);
/* llvm.vector.reduce.* (intrinsics_reduce.c). */
lspv_status fwd_vector_reduce(fwd_ctx *c, LLVMValueRef call, const char *name);
/* Helpers of the expansions (intrinsics_expand.c).  A constant of integer
 * type @p ty (scalar or vector) with every lane @p v: */
uint32_t fwd_splat_int(fwd_ctx *c, LLVMTypeRef ty, uint64_t v);
/* Emits `opcode type a b` (`a b d`) and returns its id; 0 if an operand is 0. */
uint32_t fwd_op2(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b);
uint32_t fwd_op3(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t a, uint32_t b, uint32_t d);
/* Width of the integer lanes of @p ty, 0 when not integer. */
unsigned fwd_lane_bits(LLVMTypeRef ty);
/* The boolean type with the shape (scalar or vector) of @p ty. */
uint32_t fwd_bool_like(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where);
/* Records @p id as the value of @p call (unsupported when 0). */
lspv_status fwd_record(fwd_ctx *c, LLVMValueRef call, uint32_t id);
/* @p call as the one-operand instruction @p opcode of its first argument,
 * of the call's type (OpBitCount of llvm.ctpop and popcount). */
lspv_status fwd_unary_of_call(fwd_ctx *c, LLVMValueRef call, unsigned opcode);
/* A builtin call computing a bool that LLVM spells as an integer (an
 * OpenCL relational, a SPV-IR __spirv_IsNan...) (builtins.c):
 * fwd_bool_result gives the id of the bool: the call's own id when every
 * use truncates it back to bool (*only_bool; those truncs are then the
 * bool, fwd_is_bool_call), a fresh one otherwise; fwd_bool_to_int then
 * makes the integer (1, or all ones in vector lanes, and 0) when needed. */
uint32_t fwd_bool_result(fwd_ctx *c, LLVMValueRef call, bool *only_bool);
lspv_status fwd_bool_to_int(fwd_ctx *c, LLVMValueRef call, uint32_t b, bool only_bool);
bool fwd_is_bool_call(fwd_ctx *c, LLVMValueRef v);
/* llvm.is.fpclass with any class mask, on the value's bits. */
lspv_status fwd_fpclass_bits(fwd_ctx *c, LLVMValueRef call, uint64_t mask);
/* IEEE minimum/maximum of @p a and @p b of float type @p ty, exact for NaN
 * and signed zeros. */
uint32_t fwd_fminmax_exact(fwd_ctx *c, LLVMTypeRef ty, uint32_t a, uint32_t b, bool is_min,
                           LLVMValueRef where);
/* __spirv_<Op> through the core grammar (spirv_ops.c); LSPV_DECLINED when
 * @p name is no instruction (an ordinary function then). */
lspv_status fwd_spirv_op(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len);
/* __spirv_ocl_<name> through the OpenCL.std grammar; LSPV_DECLINED when
 * @p name is not one of its instructions. */
lspv_status fwd_spirv_ocl(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len);
/* Emits OpExtInst of OpenCL.std @p inst with @p args; records the result. */
lspv_status fwd_ocl_ext(fwd_ctx *c, LLVMValueRef call, const char *inst, const uint32_t *args,
                        size_t nargs);
uint32_t fwd_scope_of_syncscope(fwd_ctx *c, LLVMValueRef i);
/* Declares Int64Atomics when an atomic operates on a 64-bit integer. */
void fwd_need_atomic_width(fwd_ctx *c, LLVMTypeRef vt);
uint32_t fwd_semantics_of_ordering(LLVMAtomicOrdering o);

/* ---- interface.c ---------------------------------------------------------------------*/
/* Emits an nsw/nuw decoration: optional, it raises the version to 1.4 only if
 * fwd_settle_version keeps it. */
void fwd_nowrap_decorate(fwd_ctx *c, uint32_t id, uint32_t dec);
/* After all code: settles the version (keeps or drops the nowrap decorations)
 * and, from SPIR-V 1.4, computes each entry point's interface. */
lspv_status fwd_settle_version(fwd_ctx *c);

/* ---- order.c -------------------------------------------------------------------------*/
/* Lays the global section out in llvm-spirv's groups (integer types, their
 * constants, other types, other constants and variables, the rest); called
 * before fwd_renumber. */
lspv_status fwd_order_globals(fwd_ctx *c);
/* Moves the definitions at word @p from of the global section on that the
 * @p n ids @p roots need (and the roots) to @p from, roots in order, each
 * after what it needs; the rest keeps its order after them. */
lspv_status fwd_hoist_globals(fwd_ctx *c, size_t from, const uint32_t *roots, size_t n);
/* Orders the OpName by the id they name, the other debug names after them
 * in their order; called after fwd_renumber. */
lspv_status fwd_order_names(fwd_ctx *c);

/* ---- function_order.c ----------------------------------------------------------------*/
/* Moves a function that code names ahead where SPIR-V 2.4 does not allow it
 * (an extension instruction's function operand) in front of its user;
 * called before fwd_renumber. */
lspv_status fwd_order_functions(fwd_ctx *c);

/* ---- renumber.c ----------------------------------------------------------------------*/
/* Renumbers every id densely in order of first occurrence (called last). */
lspv_status fwd_renumber(fwd_ctx *c);

/* ---- plugin_api.c --------------------------------------------------------------------*/
lspv_status fwd_hook_module(fwd_ctx *c, bool end);
void fwd_hooks_free(fwd_ctx *c); /* the per-hook plugin lists */
lspv_status fwd_hook_global_object(fwd_ctx *c, LLVMValueRef gv, uint32_t id);
/* LSPV_DECLINED when no plugin claimed the call. */
lspv_status fwd_hook_call(fwd_ctx *c, LLVMValueRef call, const char *name);
lspv_status fwd_hook_mem_operands(fwd_ctx *c, LLVMValueRef inst, lspv_mem_operands *mo);
/* Every plugin's fwd_mask on the mask of @p kind the core computed for @p v. */
lspv_status fwd_hook_mask(fwd_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t *mask);
lspv_status fwd_hook_instruction(fwd_ctx *c, LLVMValueRef inst, uint32_t id);
/* The hooks that translate what the core cannot: LSPV_DECLINED when no
 * plugin did. */
lspv_status fwd_hook_indirect_call(fwd_ctx *c, LLVMValueRef call);
lspv_status fwd_hook_linkage(fwd_ctx *c, LLVMValueRef gv, uint32_t *linkage_type);
lspv_status fwd_hook_entry_point(fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id);
lspv_status fwd_hook_loop_hint(fwd_ctx *c, LLVMValueRef br, const char *name, LLVMValueRef hint,
                               lspv_loop_control *lc);
lspv_status fwd_hook_unstructured_loop(fwd_ctx *c, LLVMValueRef br, const lspv_loop_control *lc);
/* loops.c: the OpLoopMerge of each loop header of the function whose
 * blocks are @p order (planned before the blocks are emitted), written
 * right before the header's branch. */
lspv_status fwd_plan_loops(fwd_ctx *c, LLVMBasicBlockRef *order, unsigned n);
lspv_status fwd_emit_loop_merge(fwd_ctx *c, LLVMBasicBlockRef bb);
lspv_status fwd_hook_llvm_instruction(fwd_ctx *c, LLVMValueRef inst);
lspv_status fwd_hook_type(fwd_ctx *c, LLVMTypeRef ty, uint32_t *id);
lspv_status fwd_hook_continued(fwd_ctx *c, uint32_t opcode, uint32_t *continued);
/* The opcode that continues an instruction of @p opcode too long for one
 * word count (asked once per opcode), 0 when no plugin gives one. */
uint32_t fwd_continued_opcode(fwd_ctx *c, uint32_t opcode);
/* Whether @p opcode is one that continues the instruction before it. */
bool fwd_is_continued(const fwd_ctx *c, uint32_t opcode);
lspv_status fwd_hook_storage_class(fwd_ctx *c, unsigned as, uint32_t *sc);
/* A plugin's pointer type without pointee for (@p sc, @p pointee); sets
 * c->uops when one gives it. */
lspv_status fwd_hook_pointer_type(fwd_ctx *c, uint32_t sc, uint32_t pointee, uint32_t pointee_op,
                                  uint32_t *id);
lspv_status fwd_hook_global_storage_class(fwd_ctx *c, LLVMValueRef gv, uint32_t *sc);
lspv_status fwd_hook_function_value(fwd_ctx *c, LLVMValueRef fn, uint32_t *id);
lspv_status fwd_hook_before_instruction(fwd_ctx *c, LLVMValueRef inst);

/* ---- images.c: OpenCL opaque types, image and sampler builtins -------------------*/
/* The SPIR-V type of an OpenCL target extension type (spirv.Image,
 * spirv.Sampler, spirv.Pipe...); *mine false for other target types. */
uint32_t fwd_opencl_type(fwd_ctx *c, LLVMTypeRef ty, LLVMValueRef where, bool *mine);
/* read_image*, write_image*, get_image_*, __translate_sampler_initializer,
 * and (pipes.c) the pipe, async copy and event builtins: LSPV_DECLINED for
 * other names. */
lspv_status fwd_image_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest);
/* The OpConstantSampler of OpenCL sampler value @p k (a constant int). */
uint32_t fwd_sampler_literal(fwd_ctx *c, LLVMValueRef k, LLVMValueRef where);

/* images_ptr.c: OpenCL opaque types passed as pointers (old clang IR).
 * Types the pointers that kernel metadata or mangled names say are images,
 * samplers or events (before the pointee scan). */
void fwd_opencl_ptr_scan(fwd_ctx *c);
/* The base letter (i, j, f... of a scalar or vector) of parameter @p index
 * of an Itanium parameter encoding, 0 if not a number type. */
char fwd_mangled_param_letter(const char *rest, unsigned index);
/* The opaque type an alloca holds (unoptimized code), or NULL. */
LLVMTypeRef fwd_opencl_slot_type(fwd_ctx *c, LLVMValueRef v);
/* The opaque target type recorded for pointer @p v, or NULL. */
LLVMTypeRef fwd_opencl_ptr_type(fwd_ctx *c, LLVMValueRef v);
/* The opaque target type of value @p v: its type, or its pointee when it
 * is a pointer standing for one; NULL otherwise. */
LLVMTypeRef fwd_opencl_value_type(fwd_ctx *c, LLVMValueRef v);

/* ---- groups.c: work_group_* / sub_group_* builtins ---------------------------------*/
/* OpGroup* / OpGroupNonUniform* for an OpenCL C group builtin (demangled
 * @p base without its scope prefix decides); LSPV_DECLINED for other names. */
lspv_status fwd_group_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest);
/* `icmp ne %call, 0` of such a call is its bool, and the `zext` of that
 * icmp is the call's value (the round trip of the select is a fixpoint):
 * records @p i and returns true in those cases (arith.c asks first). */
bool fwd_group_predicate_use(fwd_ctx *c, LLVMValueRef i);
/* Records that int-valued @p call carries bool @p bool_id (1 or 0): a later
 * `icmp ne %call, 0` is that bool.  Whether the int itself is needed (a use
 * other than such a comparison: the caller then writes the OpSelect). */
bool fwd_bool_as_int(fwd_ctx *c, LLVMValueRef call, uint32_t bool_id);
/* Whether the first parameter of an Itanium parameter encoding is an
 * unsigned integer (scalar or vector; calls.c). */
bool fwd_param_unsigned(const char *rest);

/* pipes.c: the pipe builtins (unmangled __read_pipe_2...), async copies,
 * wait_group_events, is_valid_reserve_id. */
/* runtime_maps.c: the id of a call, emitted here, of the function that maps
 * OpenCL memory_scope (Scope) or memory_order (ordering bits) @p arg at
 * run time; 0 after an error.  fwd_emit_runtime_maps writes the functions
 * used, after every function of the module. */
uint32_t fwd_runtime_map(fwd_ctx *c, fwd_map_kind k, LLVMValueRef arg, LLVMValueRef where);
void fwd_emit_runtime_maps(fwd_ctx *c);
/* ndrange_1D/2D/3D as OpBuildNDRange stored through the sret pointer
 * (ndrange.c); LSPV_DECLINED for other names. */
lspv_status fwd_ndrange_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len);
/* clang's device-side enqueue helpers (__enqueue_kernel_*, __get_kernel_
 * *_impl; not @p mangled) as OpEnqueueKernel / OpGetKernel*, and the
 * OpenCL C queue and event builtins (@p mangled) (enqueue.c). */
lspv_status fwd_enqueue_builtin(fwd_ctx *c, LLVMValueRef call, const char *name, size_t len,
                                bool mangled);
/* Whether constant expression @p v casts a block's invoke function (which
 * forward writes as a null pointer, enqueue.c). */
bool fwd_block_invoke_ref(LLVMValueRef v);
/* Whether instruction @p i casts a function (a block's invoke kernel) for
 * the device-side enqueue helpers alone, which name the function itself:
 * the cast is not written (enqueue.c; reverse writes the Invoke so). */
bool fwd_invoke_cast(LLVMValueRef i);
/* Whether function @p fn is a block's invoke function by its name
 * ("..._block_invoke[_N][_kernel]"). */
bool fwd_is_block_invoke(LLVMValueRef fn);
lspv_status fwd_event_builtin(fwd_ctx *c, LLVMValueRef call, const char *base, size_t len,
                              const char *rest);

/* ---- small helpers ----------------------------------------------------------------*/
static inline bool fwd_is_ptr(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMPointerTypeKind; }
/* A vector of pointers (<4 x ptr addrspace(1)>): typed as its lanes are. */
static inline bool fwd_is_ptr_vec(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind && fwd_is_ptr(LLVMGetElementType(t));
}
/* A pointer or a vector of them: a value that has a pointee. */
static inline bool fwd_has_pointee(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMPointerTypeKind || (k == LLVMVectorTypeKind && fwd_is_ptr(LLVMGetElementType(t)));
}
/* The address space of a pointer or of the lanes of a vector of them. */
static inline unsigned fwd_addr_space(LLVMTypeRef t) {
  return LLVMGetPointerAddressSpace(fwd_is_ptr_vec(t) ? LLVMGetElementType(t) : t);
}
/* Demangled base name of an Itanium-mangled function ("_Z3sinf" -> "sin").
 * Returns the pointer into @p name and sets *len; the whole name otherwise;
 * *rest receives what follows the name (the parameter encoding). */
const char *fwd_demangle(const char *name, size_t *len, const char **rest);
/* The id a function used as a value has (fwd_function_value hooks). */
uint32_t fwd_function_value(fwd_ctx *c, LLVMValueRef fn);

#endif
