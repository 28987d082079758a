/*===-- ext/debuginfo.h - what the debug-info plugin files share --*- C -*-===*\
|*                                                                            *|
|* Debug info as plugins (docs/extensions/debug-info.md): forward reads the  *|
|* LLVM debug-info metadata (through llvm-shim/llvm_shim_di.h where the C    *|
|* API cannot) and writes OpenCL.DebugInfo.100 extended instructions, OpLine *|
|* and DebugScope per instruction and DebugDeclare / DebugValue per debug    *|
|* record; reverse rebuilds the metadata with the C API's DIBuilder.        *|
|*                                                                            *|
|* Files: debuginfo_fwd.c (forward state, bodies, module hooks),              *|
|* debuginfo_fwd_types.c (one metadata node -> one extended instruction),     *|
|* debuginfo_rev.c (reverse), debuginfo_tables.c (flag/encoding tables and *|
|* a pointer map in arena memory), debuginfo_check.c (checker rules).        *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_DEBUGINFO_H
#define LSPV_EXT_DEBUGINFO_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/DebugInfo.h>

#include "lspv/plugin.h"
#include "spirv/grammar.h"

/* OpenCL.DebugInfo.100 instruction numbers (the grammar's, named). */
enum {
  DI_InfoNone = 0,
  DI_CompilationUnit = 1,
  DI_TypeBasic = 2,
  DI_TypePointer = 3,
  DI_TypeQualifier = 4,
  DI_TypeArray = 5,
  DI_TypeVector = 6,
  DI_Typedef = 7,
  DI_TypeFunction = 8,
  DI_TypeEnum = 9,
  DI_TypeComposite = 10,
  DI_TypeMember = 11,
  DI_TypeInheritance = 12,
  DI_TypePtrToMember = 13,
  DI_TypeTemplate = 14,
  DI_TypeTemplateParameter = 15,
  DI_TypeTemplateTemplateParameter = 16,
  DI_TypeTemplateParameterPack = 17,
  DI_GlobalVariable = 18,
  DI_FunctionDeclaration = 19,
  DI_Function = 20,
  DI_LexicalBlock = 21,
  DI_LexicalBlockDiscriminator = 22,
  DI_Scope = 23,
  DI_NoScope = 24,
  DI_InlinedAt = 25,
  DI_LocalVariable = 26,
  DI_Declare = 28,
  DI_Value = 29,
  DI_Operation = 30,
  DI_Expression = 31,
  DI_ImportedEntity = 34,
  DI_Source = 35,
  DI_ModuleINTEL = 36,         /* OpenCL.DebugInfo.100 with SPV_INTEL_debug_module */
  DI_FunctionDefinition = 101, /* NonSemantic only, from here */
  DI_SourceContinued = 102,
  DI_Line = 103,
  DI_NoLine = 104,
  DI_BuildIdentifier = 105,
  DI_StoragePath = 106,
  DI_EntryPoint = 107,
  DI_Module = 200, /* NonSemantic.Shader.DebugInfo.200 only, from here */
  DI_TypeSubrange = 201,
  DI_TypeArrayDynamic = 202,
  DI_TypeString = 203,
};

/** The OpModuleProcessed prefix naming OpenCL.DebugInfo.100's producer. */
#define DI_PRODUCER_PREFIX "Debug info producer: "

/* ---- a pointer -> uint32 map in translation memory (debuginfo_map.c) -------*/
typedef void *(*di_alloc_fn)(void *ctx, size_t size);
typedef struct {
  const void **keys;
  uint32_t *vals;
  size_t cap, n;
  di_alloc_fn alloc;
  void *alloc_ctx;
} di_map;
void di_map_init(di_map *m, di_alloc_fn alloc, void *ctx);
/** 1 and *val when present. */
int di_map_get(const di_map *m, const void *key, uint32_t *val);
/** 0 when out of memory. */
int di_map_put(di_map *m, const void *key, uint32_t val);

/* ---- tables (debuginfo_tables.c) ---------------------------------------------*/
/** LLVM DIFlags (and DISPFlags / global-variable bits) -> DebugInfoFlags. */
uint32_t di_flags_to_spirv(uint64_t diflags);
uint64_t di_flags_from_spirv(uint32_t flags);
/** DW_ATE_* <-> DebugBaseTypeAttributeEncoding. */
uint32_t di_encoding_to_spirv(unsigned dw_ate, bool v200);
unsigned di_encoding_from_spirv(uint32_t enc);
/** DW_LANG_* <-> SPIR-V SourceLanguage (@p v200: with the values of
 * NonSemantic.Shader.DebugInfo.200). */
uint32_t di_lang_to_spirv(unsigned dw_lang, bool v200);
LLVMDWARFSourceLanguage di_lang_from_spirv(uint32_t lang, bool v200);
/** The DW_LANG_* value of a SPIR-V SourceLanguage (as di_lang_from_spirv). */
unsigned di_lang_dw_from_spirv(uint32_t lang, bool v200);
/** Whether reverse reads SourceLanguage @p lang back as itself: false for
 * Unknown and the values without a DW_LANG (read as OpenCL, the value kept
 * in the "Source Lang Literal" module flag). */
bool di_lang_exact(uint32_t lang, bool v200);
/** DW_LANG_OpenCL: what reverse makes of a language without its own. */
#define DI_DW_LANG_OPENCL 0x15u
/** The module flag keeping a unit's SourceLanguage that has no DW_LANG:
 * !{!{unit, i32 value}, ...} (llvm-spirv's). */
#define DI_LANG_LITERAL_FLAG "Source Lang Literal"
/** LLVM's checksum kinds (DIFile::ChecksumKind - 1) as llvm-spirv spells
 * them in OpenCL.DebugInfo.100's DebugSource text "//__CSK_<kind>:<value>". */
extern const char *const di_checksum_kinds[3];
/** The last DebugOperation of the sets' grammar (LLVM fragment). */
#define DI_LAST_CORE_OP 9
/** DW_OP_* <-> DebugOperation; -1 when the set has no such operation. The
 * number of literal operands of the operation goes to *nargs. */
long di_op_to_spirv(uint64_t dw_op, unsigned *nargs);
long di_op_from_spirv(uint32_t op, unsigned *nargs);
/** The OpenCL address space of a DWARF address space (clang's SPIR numbering)
 * <-> StorageClass. */
uint32_t di_storage_class(int64_t dwarf_as);
int64_t di_dwarf_addrspace(uint32_t storage_class);

/* ---- forward (debuginfo_fwd.c, debuginfo_fwd_types.c) -------------------------*/
/* The scope and line in force where instructions are being emitted. */
typedef struct {
  LLVMMetadataRef scope, inlined_at;
  bool in_scope, has_line;
  uint32_t file, line, col;
} di_loc_state;

typedef struct {
  lspv_fwd_ctx *c;
  uint32_t set, void_ty, none;
  di_map ids;               /* metadata node -> id of its extended instruction */
  di_map fn_of_sp;          /* DISubprogram -> 1 + index in fns */
  di_map files;             /* DIFile -> OpString id of its path */
  di_map pending;           /* NonSemantic: nodes being translated (1) */
  di_map queued;            /* members deferred and not yet emitted (1) */
  di_map decl_ids;          /* OpenCL.DebugInfo.100: method -> its DebugFunctionDeclaration */
  di_map member_of;         /* member -> id of the composite whose list took it */
  di_map member_tag;        /* member -> 1 + DWARF tag of the first composite listing it */
  di_map sources;           /* OpString id of a path -> its DebugSource */
  di_map deref_exprs;       /* DIExpression -> its DebugExpression with Deref appended */
  di_map vectors;           /* a vector's component + count -> its record (vector_key) */
  di_map warned;            /* DIExpressions dropped with a warning (1) */
  di_map hashing;           /* types being written by content (by_content) (1) */
  struct lspv_map *records; /* their records' words -> id */
  uint32_t void_basic;      /* the DebugTypeBasic "void" a typedef of void names, 0 until written */
  uint32_t no_type; /* the DebugTypeFunction of a subprogram without type, 0 until written */
  LLVMMetadataRef empty_expr; /* DIExpression() (di_fwd_empty_expr), NULL until taken */
  LLVMMetadataRef as_decl;    /* the method being written as DebugFunctionDeclaration */
  bool ns;                    /* NonSemantic.Shader.DebugInfo.100/.200, else OpenCL.DebugInfo.100 */
  bool v200;                  /* NonSemantic.Shader.DebugInfo.200 */
  bool extra_ops;             /* --spirv-allow-extra-diexpressions */
  const char *cont_text;      /* NonSemantic: the source text left for DebugSourceContinued */
  size_t cont_len;
  LLVMValueRef defined_fn; /* NonSemantic: the function whose definition record stands */
  /* members whose id a composite took: emitted once the outermost node in
   * translation stands, so that their Parent and the nodes they reach (a
   * function type whose parameter points back to the composite) are no
   * forward reference (spirv-val allows one only in the composite's member
   * list) */
  struct {
    LLVMMetadataRef md;
    uint32_t id;
  } *deferred;
  size_t ndeferred, deferred_cap;
  /* subprograms' DebugTypeTemplates, written once the node whose
   * translation reached the subprogram stands (llvm-spirv's order: a
   * variable that reached its scope comes before the scope's template) */
  struct {
    LLVMMetadataRef md;
    uint32_t id;
    unsigned depth;
  } *templates;
  size_t ntemplates, templates_cap;
  /* the expressions of body records, written at module end (llvm-spirv's
   * order: after the types and scopes), or at once when a module-scope
   * record takes one: late (1 while not written) and their list */
  di_map late;
  LLVMMetadataRef *late_list;
  size_t nlate, late_cap;
  /* the variables of dropped #dbg_declare records, written with the nodes
   * their subprogram retains (where reverse, which retains every variable,
   * puts them): per subprogram, a list in the records' order (orphan_head,
   * orphan_tail: subprogram -> 1 + index), orphan_seen: variable -> 1 */
  struct {
    LLVMMetadataRef var, sp;
    uint32_t next; /* 1 + index of the subprogram's next, 0 for none */
  } *orphans;
  size_t norphans, orphans_cap;
  di_map orphan_head, orphan_tail, orphan_seen;
  unsigned depth;      /* di_fwd_node calls in progress */
  unsigned copy_depth; /* NonSemantic: nested copies of types in a cycle */
  LLVMValueRef *fns;   /* the definitions with a subprogram, in module order */
  size_t nfns;
  bool sps_written; /* their subprograms emitted (before the first body's records) */
  LLVMTypeRef i32, i64;
  LLVMMetadataRef cu; /* the first compile unit: parent of scope-less nodes */
  bool failed;        /* an error was reported */
  unsigned dwarf_version;
  /* the scope and line in force in the block being emitted (loc), and in
   * the function's variables (vars: OpenCL.DebugInfo.100 gives an alloca's
   * variable its location while no other instruction of the function
   * stands, body_started) */
  LLVMBasicBlockRef bb;
  di_loc_state loc, vars;
  /* the body's last location records (words loc_from..loc_to of block
   * loc_bb, the state before them in loc_before): dropped when the next
   * location comes with nothing written since */
  size_t loc_from, loc_to;
  LLVMBasicBlockRef loc_bb;
  di_loc_state loc_before;
  LLVMValueRef fn;
  bool body_started;
  uint32_t empty_source; /* a DebugSource "" (a module without file), 0 until written */
  LLVMModuleRef module;
  bool build_id; /* NonSemantic: DebugBuildIdentifier / DebugStoragePath written */
} di_fwd;

/** Id of the extended instruction for metadata node @p md (emitted, with
 * what it references, on first use); DebugInfoNone for NULL and for nodes
 * the set has no instruction for.  0 after an error. */
/* Room for one more element in the arena-grown array *@p v of *@p n
 * elements of @p size bytes, capacity *@p cap (doubled, from 16; the old
 * block stays in the arena).  False (and d->failed) when out of memory. */
bool di_fwd_grow(di_fwd *d, void **v, size_t n, size_t *cap, size_t size);
uint32_t di_fwd_node(di_fwd *d, LLVMMetadataRef md);
uint32_t di_fwd_expr_deref(di_fwd *d, LLVMMetadataRef md);
/** The id of body record expression @p md, written by di_fwd_flush_late
 * unless a module-scope record needs it first. */
uint32_t di_fwd_late_expr(di_fwd *d, LLVMMetadataRef md);
void di_fwd_flush_late(di_fwd *d);
/** Whether every operation of DIExpression @p md has a DebugOperation in
 * the set written (else di_fwd_node drops the expression, with a warning). */
bool di_fwd_expr_fits(di_fwd *d, LLVMMetadataRef md);
/** Warns (once per expression) of the first operation of @p md the set
 * written has no DebugOperation for. */
void di_fwd_expr_warn(di_fwd *d, LLVMMetadataRef md);
/** The id of a DebugExpression without operations, for body records
 * (written once, late). */
uint32_t di_fwd_empty_expr(di_fwd *d);
/** Emits OpExtInst %void %result %set @p inst ops... into @p where. */
void di_fwd_emit(di_fwd *d, lspv_emit_place where, uint32_t result, uint32_t inst,
                 const uint32_t *ops, size_t nops);
/** A literal operand: itself, or the id of its constant in NonSemantic. */
uint32_t di_fwd_lit(di_fwd *d, uint32_t v);
/** Id of an integer constant (32-bit unless the value needs 64). */
uint32_t di_fwd_const(di_fwd *d, uint64_t v);
/** Id of an OpString of s[0..len) ("" for NULL). */
uint32_t di_fwd_str(di_fwd *d, const char *s, size_t len);
/** The Parent of @p md: its scope (a module's own scope for a module, which
 * spirv-val takes as no lexical scope), or the compile unit. */
uint32_t di_fwd_parent(di_fwd *d, LLVMMetadataRef md);
/** The OpString of the file of @p scope ("dir/name"). */
uint32_t di_fwd_file_string(di_fwd *d, LLVMMetadataRef file);

/* ---- checker rules (debuginfo_check.c) -------------------------------------*/
#define DI_NCHECK_RULES 2
extern const lspv_check_rule di_check_rules[DI_NCHECK_RULES];

/* ---- the descriptors ------------------------------------------------------*/
extern const lspv_plugin lspv_plugin_debuginfo_ocl100;
extern const lspv_plugin lspv_plugin_debuginfo_ns100;
extern const lspv_plugin lspv_plugin_debuginfo_legacy;
extern const lspv_plugin lspv_plugin_debuginfo_ns200;

#endif
