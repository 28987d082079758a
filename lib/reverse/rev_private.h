/*===-- reverse/rev_private.h - SPIR-V -> LLVM: shared state -------*- C -*-===*\
|*                                                                            *|
|* Reverse translation walks the parsed view (spirv/module.h) once, in       *|
|* module order:                                                              *|
|*   1. debug + annotation sections: names and decorations are indexed by    *|
|*      target id (one linked list per id, nodes in one pool);               *|
|*   2. global section: types, constants and variables, each translated when *|
|*      its instruction is reached.  SPIR-V defines every id before its use  *|
|*      there (OpTypeForwardPointer aside, which needs no pointee because    *|
|*      LLVM pointers are opaque), so nothing recurses;                      *|
|*   3. every OpFunction is declared, then bodies are translated: all blocks *|
|*      are created first, instructions follow in order, OpPhi incoming      *|
|*      values are added after the last block of the function.              *|
|*                                                                            *|
|* Invariants:                                                                *|
|*  - types[id] / values[id] are dense arrays of v->bound entries; an entry  *|
|*    is NULL until its defining instruction was translated, and reading a  *|
|*    NULL one is an error that names the user instruction and its offset;   *|
|*  - every error is reported once with lspv_diag_report through rev_fail(),  *|
|*    which formats "<OpName> at word offset N"; callers return the status;  *|
|*  - the core never names an extension: opcodes, decorations, memory       *|
|*    operand bits and ext-inst sets that plugins claim go to their hooks.   *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_REVERSE_PRIVATE_H
#define LSPV_REVERSE_PRIVATE_H

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "options/options.h"
#include "lspv/plugin.h"
#include "reverse/reverse.h"
#include "spirv/module.h"

/* Kinds of OpExtInstImport sets. */
enum { REV_SET_NONE = 0, REV_SET_OPENCL, REV_SET_SKIP, REV_SET_PLUGIN };

/* One node of a per-id list (decorations, execution modes). */
typedef struct {
  uint32_t inst; /* index into v->insts */
  uint32_t next; /* index+1 of the next node, 0 = end */
} rev_node;

/* A phi whose incoming values are added after all blocks exist. */
typedef struct {
  uint32_t inst;
  LLVMValueRef phi;
} rev_phi;

struct lspv_rev_ctx {
  const lspv_spv_view *v;
  struct lspv_opaque_options *o;
  lspv_diag *d;
  lspv_arena *arena;
  LLVMContextRef ctx;
  LLVMModuleRef m;
  LLVMBuilderRef b;
  LLVMTargetDataRef td;
  lspv_target_env env;
  unsigned ptr_bits; /* 32 or 64 (addressing model) */

  /* Dense per-id tables (v->bound entries). */
  LLVMTypeRef *types;
  LLVMValueRef *values;
  const char **names;
  uint32_t *deco_head;               /* decorations (incl. group decorations applied) */
  uint32_t *mode_head;               /* OpExecutionMode of a function */
  uint32_t *entry_inst;              /* index+1 of the OpEntryPoint naming a function */
  uint32_t *builtin;                 /* BuiltIn + 1 of a variable */
  uint32_t *alias;                   /* kernel wrapper id -> the wrapped kernel's id */
  uint32_t *bload;                   /* BuiltIn + 1 of a load of a BuiltIn vector (calls.c) */
  LLVMValueRef *spec_call, *spec_fn; /* --exact-roundtrip: __spirv_SpecConstant
                                        calls of a function (constants.c) */
  uint8_t *set_kind;                 /* REV_SET_* of an OpExtInstImport id */
  uint8_t *set_plugin;               /* plugin index of a REV_SET_PLUGIN set */
  uint32_t *nest;                    /* aggregate type: nesting depth by value (types.c) */
  uint32_t *reach;                   /* aggregate type: member types under it, capped */
  uint64_t reach_total;              /* sum of reach over the structs built so far */
  LSPV_VEC(rev_node) nodes;

  /* Current function. */
  LLVMValueRef fn;
  LLVMBasicBlockRef entry_bb;
  LLVMValueRef alloca_point; /* allocas go before this (first non-alloca) */
  LSPV_VEC(rev_phi) phis;
  LSPV_VEC(LLVMValueRef)
  bchains; /* materialized values (BuiltIn vectors, channel-query
              offsets) that may end up unused */
  LSPV_VEC(LLVMValueRef)
  blanes; /* (call, vector, lane) triples: an extract of a BuiltIn vector load made a call */
  LSPV_VEC(LLVMValueRef)
  spare; /* values built for an instruction whose users may all fold them
            away (image size queries), users first: erased when unused */
  LSPV_VEC(LLVMValueRef)
  memset_vars;                 /* allocas of a memset's initialized byte variable (memory.c): erased
                                  with their initializing store when nothing else uses them */
  LLVMValueRef *sampler_calls; /* --exact-roundtrip: by OpConstantSampler id, its last
                                  initializer call (images.c); arena, made at first use */
  const lspv_inst *cur;        /* instruction being translated (for plugin calls) */
  const lspv_inst *folded_store; /* an OpStore an sret call already did (rev_result_slot) */

  /* Plugins. */
  const lspv_plugin *const *plugins;
  unsigned nplugins;
  void **plugin_state;
  unsigned cur_plugin;           /* index of the plugin whose hook runs */
  uint32_t deco_target;          /* the id a rev_decoration hook's decoration decorates */
  const lspv_inst *deco_inst;    /* and that decoration instruction */
  uint8_t *carried;              /* [ninsts] bits: a decoration a plugin carries in its own form */
  LLVMBasicBlockRef loop_header; /* the loop a rev_loop_control hook's bits are of */
  /* The loop_control_opcodes of the active plugins (rev_plugins_begin);
   * nloop_ops > the array's size: look them up each time. */
  uint32_t loop_ops[16];
  unsigned nloop_ops;
  LSPV_VEC(const char *) declared_exts;
  uint8_t *plugin_done; /* [bound]: a claimed module-scope instruction was translated */
  struct {
    uint32_t sc;
    unsigned as;
  } plugin_sc[16]; /* storage classes plugins mapped (rev_storage_class) */
  unsigned nplugin_sc;

  /* The module's OpTypeFloat 16 (0: none), once looked up (calls_ocl.c). */
  uint32_t half_type;
  bool half_known;
  /* Cached attribute kinds (0 when the running LLVM lacks the name). */
  unsigned attr_memory_read, attr_memory_none; /* "memory" values */
  bool attr_cached;
};
typedef struct lspv_rev_ctx rev_ctx;

/* ---- diagnostics (module.c) -----------------------------------------------*/
/* Reports an error about instruction @p in ("<text>: OpX at word offset N"). */
lspv_status rev_fail(rev_ctx *c, const lspv_inst *in, lspv_status st, const char *name,
                     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* "Op<Name>" of an opcode, "Op<number>" when unknown. */
const char *rev_opname(unsigned opcode, char buf[32]);

/* ---- id access -------------------------------------------------------------*/
static inline const lspv_inst *rev_def(const rev_ctx *c, uint32_t id) {
  return lspv_view_def(c->v, id);
}
static inline uint32_t rev_op(const rev_ctx *c, const lspv_inst *in, unsigned i) {
  return lspv_op(c->v, in, i);
}
/* The SPIR-V type id of a value id (0 if none). */
static inline uint32_t rev_type_id_of(const rev_ctx *c, uint32_t id) {
  const lspv_inst *d = rev_def(c, id);
  return d ? d->type : 0;
}
/* Whether @p in's result is only stored or taken apart (reverse/arith.c),
 * so that an LLVM struct type other than its SPIR-V type's may stand. */
bool rev_only_stored_or_extracted(const rev_ctx *c, const lspv_inst *in);
/* LLVM type / value of an id used by @p user; NULL after reporting. */
LLVMTypeRef rev_type(rev_ctx *c, uint32_t id, const lspv_inst *user);
LLVMValueRef rev_value(rev_ctx *c, uint32_t id, const lspv_inst *user);
/* Value of an OpConstant of integer type; false if @p id is not one. */
bool rev_const_u64(const rev_ctx *c, uint32_t id, uint64_t *out);
/* Decoration list walking: first node of @p id (index+1), and decoration
 * number of a node's instruction and its first literal index. */
const lspv_inst *rev_find_deco(const rev_ctx *c, uint32_t id, uint32_t deco, unsigned *arg);
void rev_set_name(rev_ctx *c, LLVMValueRef val, uint32_t id);

/* ---- attributes (functions.c) --------------------------------------------*/
void rev_add_enum_attr(rev_ctx *c, LLVMValueRef fn, LLVMAttributeIndex idx, const char *name,
                       uint64_t val);
void rev_add_type_attr(rev_ctx *c, LLVMValueRef fn, LLVMAttributeIndex idx, const char *name,
                       LLVMTypeRef ty);

/* ---- per-topic entry points ----------------------------------------------*/
lspv_status rev_type_inst(rev_ctx *c, const lspv_inst *in); /* types.c */
/* Is the module lspv's own output (generator word 0: lspv has no registered
 * tool id)?  Then builtins get an OpenCL spelling only where forward gives
 * the same instruction back (the round-trip fixpoint, docs/reverse.md);
 * modules of other producers get the nearest OpenCL spelling. */
static inline bool rev_own_module(const rev_ctx *c) { return c->v->generator == 0; }
/* Atomics, barriers and fences keep every operand (the `__spirv_` spelling)
 * rather than take llvm-spirv's OpenCL C spelling: lspv's own modules under
 * --exact-roundtrip (docs/reverse.md). */
static inline bool rev_exact_sync(const rev_ctx *c) {
  return c->o->exact_roundtrip && rev_own_module(c);
}
/* --exact-roundtrip: `contract` on the fmul/fadd/fsub of functions a kernel
 * without ContractionOff reaches (fp_contract.c). */
lspv_status rev_fp_contract(rev_ctx *c);
unsigned rev_addrspace(rev_ctx *c, uint32_t storage_class);      /* types.c */
uint32_t rev_pointee_id(const rev_ctx *c, uint32_t ptr_type_id); /* types.c */
lspv_status rev_constant_inst(rev_ctx *c, const lspv_inst *in);  /* constants.c */
LLVMValueRef rev_spec_call(rev_ctx *c, uint32_t id);             /* constants.c */
/* OpEnqueueKernel and the kernel queries as clang's helpers (enqueue.c). */
lspv_status rev_enqueue_inst(rev_ctx *c, const lspv_inst *in);
/* The integer value of a constant that sizes something (an array length):
 * an OpConstant, or a specialization constant folded to its default. */
bool rev_const_length(rev_ctx *c, uint32_t id, uint64_t *out);
/* OpSpecConstantOp @p op folded by LLVM's builder; NULL (no diagnostic)
 * when LLVM has no constant for it (spec_fold.c). */
LLVMValueRef rev_fold_spec_op(rev_ctx *c, const lspv_inst *in, LLVMTypeRef ty, uint32_t op);
lspv_status rev_global_variable(rev_ctx *c, const lspv_inst *in); /* globals.c */
lspv_status rev_apply_value_decorations(rev_ctx *c, uint32_t id, LLVMValueRef val,
                                        const lspv_inst *in);                  /* globals.c */
lspv_status rev_declare_function(rev_ctx *c, const lspv_inst *in, size_t idx); /* functions.c */
lspv_status rev_function_body(rev_ctx *c, size_t first, size_t *end);          /* functions.c */
lspv_status rev_kernel_metadata(rev_ctx *c, uint32_t fn_id, LLVMValueRef fn);  /* functions.c */
void rev_register_kernel_md_kinds(rev_ctx *c);                                 /* functions.c */
void rev_fold_entry_wrappers(rev_ctx *c, uint32_t *alias);                     /* functions.c */

/* decorations.c: SPV-IR lists every decoration of a global variable or an
 * instruction in its !spirv.Decorations, and of a function's parameters in
 * its !spirv.ParameterDecorations (a kernel gets that one in any
 * environment). */
lspv_status rev_md_decorations(rev_ctx *c, uint32_t id, LLVMValueRef val);
/* The value of integer constant @p id (an OpDecorateId operand: AlignmentId,
 * MaxByteOffsetId); false after a diagnostic. */
bool rev_const_value(rev_ctx *c, uint32_t id, const lspv_inst *user, uint64_t *out);
lspv_status rev_md_param_decorations(rev_ctx *c, LLVMValueRef fn, const lspv_inst *params,
                                     unsigned np, bool kernel);

/* guards.c: operand types that the LLVM builder for @p in needs (the
 * builders do not check them and crash on a mismatch). */
lspv_status rev_guard_inst(rev_ctx *c, const lspv_inst *in);
lspv_status rev_guard_phi_incoming(rev_ctx *c, const lspv_inst *in, LLVMValueRef phi,
                                   LLVMValueRef v, LLVMBasicBlockRef from);
/* Can be allocated, loaded and stored: sized and not void/label/function. */
bool rev_sized_type(LLVMTypeRef t);

/* Instruction handlers: LSPV_DECLINED when the opcode is not theirs. */
lspv_status rev_memory_inst(rev_ctx *c, const lspv_inst *in);    /* memory.c */
lspv_status rev_arith_inst(rev_ctx *c, const lspv_inst *in);     /* arith.c */
lspv_status rev_composite_inst(rev_ctx *c, const lspv_inst *in); /* arith.c */
lspv_status rev_matrix_inst(rev_ctx *c, const lspv_inst *in);    /* matrix.c */
/* A vector of @p n copies of scalar @p s, named "<s>.splatinsert" and
 * "<s>.splat" as IRBuilder names a splat, or, with @p take_name, taking the
 * scalar's own name (as llvm-spirv's OpVectorTimesScalar does). */
LLVMValueRef rev_splat(rev_ctx *c, LLVMValueRef s, unsigned n, bool take_name);
lspv_status rev_call_inst(rev_ctx *c, const lspv_inst *in);   /* calls.c */
lspv_status rev_atomic_inst(rev_ctx *c, const lspv_inst *in); /* atomics.c */
/* Image instructions (images.c), and pipes, async copies and events
 * (pipes.c, rev_pipe_inst); LSPV_DECLINED for other opcodes. */
lspv_status rev_image_inst(rev_ctx *c, const lspv_inst *in);
/* The builtin call that @p v adjusts when @p v is `op (call), k` (the value
 * of a query reverse reads as the builtin minus an adjustment), else NULL. */
static inline LLVMValueRef rev_adjusted_call(LLVMValueRef v, LLVMOpcode op) {
  return v && LLVMIsABinaryOperator(v) && LLVMGetInstructionOpcode(v) == op &&
                 LLVMIsACallInst(LLVMGetOperand(v, 0))
             ? LLVMGetOperand(v, 0)
             : NULL;
}
/* OpGenericCastToPtrExplicit and OpGenericPtrMemSemantics (generic_ptr.c);
 * the get_fence call an OpShiftRightLogical by 8 of the latter restores, or
 * NULL. */
lspv_status rev_generic_ptr_inst(rev_ctx *c, const lspv_inst *in);
LLVMValueRef rev_fence_shift(rev_ctx *c, const lspv_inst *shr);
/* The OpenCL channel-query call an OpIAdd of its enumeration base restores,
 * or NULL (images.c). */
LLVMValueRef rev_channel_query_add(rev_ctx *c, const lspv_inst *add);
lspv_status rev_pipe_inst(rev_ctx *c, const lspv_inst *in);
/* The call that stands for OpConstantSampler @p d where @p user uses it. */
LLVMValueRef rev_sampler_value(rev_ctx *c, const lspv_inst *d, const lspv_inst *user);
/* The OpConstantSampler initializing @p var when it is a module-scope
 * UniformConstant sampler variable (`constant sampler_t s = ...`), else NULL. */
const lspv_inst *rev_sampler_variable_init(rev_ctx *c, const lspv_inst *var);
/* The kernel-argument metadata of a parameter of OpenCL opaque type
 * @p type_id (image2d_t, sampler_t, pipe...): its type name, access
 * qualifier, address space and type qualifier; false for other types. */
bool rev_opencl_arg_info(rev_ctx *c, uint32_t type_id, char *name, size_t cap, const char **access,
                         unsigned *as, char *qual, size_t qcap);
/* Mangling layers of an OpenCL opaque type (image, sampler, event...) as
 * the environment spells it; false for other types. */
bool rev_opencl_type_mangle(rev_ctx *c, const lspv_inst *d, lspv_mangle_type *L, unsigned *n);
/* OpGroup* / OpGroupNonUniform* as work_group_* / sub_group_* builtins,
 * or their SPIR-V friendly calls (groups.c); LSPV_DECLINED for others. */
lspv_status rev_group_inst(rev_ctx *c, const lspv_inst *in);
/* OpDot as OpenCL's dot (calls_ocl.c). */
lspv_status rev_dot_inst(rev_ctx *c, const lspv_inst *in);
/* OpIsNan..OpSignBitSet of operand @p x as the
 * environment's builtin call, truncated to the bool result type @p rt
 * (relational.c); NULL for another opcode. */
LLVMValueRef rev_relational_call(rev_ctx *c, const lspv_inst *in, LLVMValueRef x, LLVMTypeRef rt);
/* Saturating / rounding conversions as builtin calls (calls_ocl.c). */
lspv_status rev_decorated_convert(rev_ctx *c, const lspv_inst *in);

/* calls.c helpers shared with atomics.c */
/* Mangling argument descriptor: SPIR-V type id + flags. */
enum { REV_ARG_UNSIGNED = 1, REV_ARG_VOLATILE = 2, REV_ARG_ATOMIC = 4, REV_ARG_CONST = 8 };
typedef struct {
  uint32_t type_id; /* SPIR-V type; 0 with enum_name for enums */
  unsigned flags;
  const char *enum_name; /* e.g. "memory_order" (mangled as a class name) */
  unsigned as_override;  /* addrspace+1 for pointers, 0 = from type */
  uint32_t pointee_id;   /* a pointer without pointee type: what it points to (0: void) */
} rev_arg;
/* The mangling layers of argument @p a, outermost first, into
 * L[LSPV_REV_MANGLE_LAYERS]; returns their count. */
unsigned rev_arg_layers(rev_ctx *c, const rev_arg *a, lspv_mangle_type *L);
/* Itanium-mangles @p name with @p args into out[cap]. */
void rev_mangle(rev_ctx *c, const char *name, const rev_arg *args, unsigned n, char *out,
                size_t cap);
/* A module-scope composite constant of a target-extension type (a
 * cooperative matrix...): LLVM has no constant of it, so it has no value of
 * its own and each use is llvm-spirv's call
 * `__spirv_ConstantComposite_R<type>(constituents...)` (constants.c). */
bool rev_opaque_composite(rev_ctx *c, const lspv_inst *d);
LLVMValueRef rev_opaque_composite_value(rev_ctx *c, const lspv_inst *d, const lspv_inst *user);
/* Calls (declaring on first use) @p name with the given values; @p mangle
 * says whether to Itanium-mangle it with @p args.  @p ret is the LLVM
 * result type.  Sets attributes: convergent when @p convergent. */
LLVMValueRef rev_call_builtin(rev_ctx *c, const char *name, bool mangle, LLVMTypeRef ret,
                              LLVMValueRef *vals, const rev_arg *args, unsigned n, bool convergent,
                              bool readnone);
/* BuiltIn vector loads (calls.c): an extract of a constant lane becomes one
 * call; the materialized vector is erased at function end when unused. */
LLVMValueRef rev_builtin_extract(rev_ctx *c, const lspv_inst *in, lspv_status *st);
/* The work-item query of BuiltIn @p builtin returning @p ty: of component
 * @p lane, or without argument when @p lane < 0; NULL when the environment
 * has no spelling for it (calls.c). */
LLVMValueRef rev_builtin_call(rev_ctx *c, uint32_t builtin, LLVMTypeRef ty, int lane);
/* An OpLoad of one component of a BuiltIn vector through a pointer made
 * from the variable: the query of that component; *done says whether it
 * was one (builtin_vars.c). */
lspv_status rev_builtin_lane_load(rev_ctx *c, const lspv_inst *in, bool *done);
/* An OpLoad of the whole BuiltIn variable @p var (directly or through a
 * cast): the queries of its components, gathered, bitcast to the loaded
 * type when that differs in type but not in size (calls.c). */
lspv_status rev_builtin_load(rev_ctx *c, const lspv_inst *in, uint32_t var);
void rev_drop_dead_builtin_vectors(rev_ctx *c);
/* The OpenCL builtin call an OpCompositeExtract / OpVectorShuffle of an
 * image size query stands for, or NULL (images.c). */
LLVMValueRef rev_image_size_use(rev_ctx *c, const lspv_inst *use);
/* The name of BuiltIn @p builtin in __spirv_BuiltIn<Name>: its KHR
 * spelling when it has one (SubgroupEqMaskKHR), as llvm-spirv spells it,
 * else the first; NULL when unknown (builtin_vars.c). */
const char *rev_builtin_name(uint32_t builtin);
/* Generic SPIR-V friendly call "__spirv_<OpName>" for any instruction. */
lspv_status rev_spirv_call(rev_ctx *c, const lspv_inst *in, bool convergent);
/* The SPIR-V friendly call of an instruction whose result is a struct, as
 * llvm-spirv writes it: the struct comes back through an `sret` pointer to
 * an entry-block alloca, then is loaded. */
lspv_status rev_spirv_call_sret(rev_ctx *c, const lspv_inst *in);
/* Where an instruction returning struct @p st through `sret` writes it: the
 * pointer of the OpStore right after @p in when that stores the result
 * plainly (no memory operand but Aligned) through a pointer already known,
 * which store is then folded away, else a new entry-block alloca.  *folded
 * says which (calls.c). */
LLVMValueRef rev_result_slot(rev_ctx *c, const lspv_inst *in, LLVMTypeRef st, bool *folded);
/* The value of @p in after its sret call wrote @p slot: a load of it
 * (erased at function end when only the folded store used it). */
lspv_status rev_sret_result(rev_ctx *c, const lspv_inst *in, LLVMTypeRef st, LLVMValueRef slot,
                            bool folded);
/* An alloca of @p ty at the top of the current function's entry block. */
LLVMValueRef rev_entry_alloca(rev_ctx *c, LLVMTypeRef ty);
/* The same with @p suffix after the name (`_R<type>` of llvm-spirv's SPV-IR). */
lspv_status rev_spirv_call_suffix(rev_ctx *c, const lspv_inst *in, bool convergent,
                                  const char *suffix);
/* The same; bit i of @p unsigned_args mangles <id> argument i unsigned. */
lspv_status rev_spirv_call_ex(rev_ctx *c, const lspv_inst *in, bool convergent, const char *suffix,
                              unsigned unsigned_args);
/* The same under another instruction's name (@p op_name without "Op";
 * NULL: the instruction's own); a first argument that is a pointer without
 * pointee mangles as a pointer to @p pointee (0: void). */
lspv_status rev_spirv_call_as(rev_ctx *c, const lspv_inst *in, const char *op_name, bool convergent,
                              const char *suffix, unsigned unsigned_args, uint32_t pointee);
/* OpenCL mem-fence flags from SPIR-V memory semantics. */
unsigned rev_cl_fence_flags(uint32_t semantics);
/* OpenCL memory_scope / memory_order of SPIR-V Scope / Semantics, and the
 * order bits forward derives back from a memory_order (calls.c). */
unsigned rev_cl_scope(uint32_t scope);
unsigned rev_cl_order(uint32_t sem);
uint32_t rev_order_bits(unsigned order);

/* OpBuildNDRange as ndrange_<N>D / __spirv_BuildNDRange_<N>D (ndrange.c). */
lspv_status rev_ndrange_inst(rev_ctx *c, const lspv_inst *in);

/* runtime_maps.c: the OpenCL memory_scope / cl_mem_fence_flags /
 * memory_order of a Scope or MemorySemantics id: a constant when the id is
 * one, else a call of llvm-spirv's `__translate_spirv_memory_*` helper
 * (defined on first use).  The calls made for one instruction collect in a
 * rev_pending; rev_cl_map_done names the instruction's result first, then
 * the calls `call`, as llvm-spirv numbers them. */
typedef enum { REV_MAP_SCOPE, REV_MAP_FENCE, REV_MAP_ORDER } rev_map_kind;
typedef struct {
  LLVMValueRef calls[6];
  unsigned n;
} rev_pending;
LLVMValueRef rev_cl_map(rev_ctx *c, const lspv_inst *in, uint32_t id, rev_map_kind kind,
                        rev_pending *p);
void rev_cl_map_done(rev_ctx *c, rev_pending *p, LLVMValueRef result, uint32_t result_id);

/* plugin_api.c */
const lspv_plugin *rev_plugin_for_opcode(const rev_ctx *c, unsigned opcode);
const lspv_plugin *rev_plugin_for_decoration(const rev_ctx *c, uint32_t deco);
lspv_status rev_plugin_instruction(rev_ctx *c, const lspv_plugin *p, const lspv_inst *in);
/* The same, returning LSPV_DECLINED (nothing reported) when the plugin
 * declines: the caller may translate the instruction itself. */
lspv_status rev_plugin_instruction_try(rev_ctx *c, const lspv_plugin *p, const lspv_inst *in);
/* A struct member decoration (OpMemberDecorate, OpMemberDecorateString) to
 * the plugin that claims the decoration, if it has rev_member_decoration. */
lspv_status rev_plugin_member_decoration(rev_ctx *c, const lspv_inst *d);
/* Did a plugin's rev_decoration hook say it carries decoration @p d in its
 * own LLVM form (lspv_rev_decoration_carried)? */
bool rev_decoration_is_carried(const rev_ctx *c, const lspv_inst *d);
lspv_status rev_plugin_decoration(rev_ctx *c, const lspv_plugin *p, uint32_t id,
                                  LLVMValueRef target, const lspv_inst *deco_inst,
                                  unsigned first_op);
lspv_status rev_plugin_memory_bits(rev_ctx *c, LLVMValueRef inst, const lspv_inst *in,
                                   uint32_t mask, unsigned first_param);
lspv_status rev_plugin_ext_inst(rev_ctx *c, const lspv_inst *in, unsigned plugin);
lspv_status rev_plugins_begin(rev_ctx *c);
lspv_status rev_plugin_execution_mode(rev_ctx *c, LLVMValueRef fn, const lspv_inst *in);
lspv_status rev_plugin_loop_control(rev_ctx *c, uint32_t bit, const uint32_t *params,
                                    uint32_t nparams, LLVMMetadataRef hints[4], unsigned *nhints);
/* Whether a plugin lists @p opcode in loop_control_opcodes. */
bool rev_plugin_loop_control_opcode(const rev_ctx *c, uint32_t opcode);
/* loops.c: !llvm.loop on the latches of each OpLoopMerge of the function
 * body insts[first..end), after its blocks were translated. */
lspv_status rev_loops(rev_ctx *c, size_t first, size_t end);
lspv_status rev_plugins_end(rev_ctx *c);
/* Every plugin's rev_dispose, also after a failure. */
void rev_plugins_dispose(rev_ctx *c);
/* Every active plugin's rev_mask on the @p bits of a mask of @p kind on @p v
 * that the core does not translate (nothing when there are none). */
lspv_status rev_plugins_mask(rev_ctx *c, LLVMValueRef v, lspv_mask_kind kind, uint32_t bits);
/* The rev_type hooks: for a claimed type opcode (@p claimed_only) or any
 * type the core cannot translate.  LSPV_DECLINED when none took it. */
lspv_status rev_plugin_type(rev_ctx *c, const lspv_inst *in, bool claimed_only);
/* The address space a plugin gives storage class @p sc (~0u: none). */
unsigned rev_plugin_addrspace(rev_ctx *c, uint32_t sc);
/* The part an opcode plays among a plugin's pointers without pointee
 * (lspv_untyped_pointer_ops); REV_UPTR_NONE for every other opcode. */
typedef enum {
  REV_UPTR_NONE,
  REV_UPTR_TYPE,
  REV_UPTR_VARIABLE,
  REV_UPTR_CHAIN,          /* as OpAccessChain */
  REV_UPTR_INBOUNDS_CHAIN, /* as OpInBoundsAccessChain */
  REV_UPTR_PTR_CHAIN,      /* as OpPtrAccessChain */
  REV_UPTR_INBOUNDS_PTR_CHAIN
} rev_uptr_role;
rev_uptr_role rev_untyped_role(const rev_ctx *c, uint32_t opcode);
/* The type a variable holds (OpVariable: its pointee; an untyped variable:
 * its Data Type operand, 0 without one) and where its initializer stands. */
uint32_t rev_variable_data(const rev_ctx *c, const lspv_inst *in, unsigned *init_at);
/* Erases the byte variables of memsets (memory.c) that nothing else uses. */
void rev_drop_memset_vars(rev_ctx *c);
lspv_status rev_plugins_before_instruction(rev_ctx *c, const lspv_inst *in);
void rev_fill_rev_inst(const rev_ctx *c, const lspv_inst *in, lspv_rev_inst *out);

#endif
