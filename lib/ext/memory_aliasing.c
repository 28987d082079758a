/*===-- ext/memory_aliasing.c - SPV_INTEL_memory_access_aliasing ----------===*\
|*                                                                            *|
|* LLVM `!alias.scope` / `!noalias` metadata <-> the alias declarations of    *|
|* SPV_INTEL_memory_access_aliasing (DESIGN 7.1; spec in                      *|
|* shared/specs/SPV_INTEL_memory_access_aliasing.txt).                       *|
|*                                                                            *|
|* Forward, only when the extension is enabled (else the metadata is dropped):*|
|*  - every distinct list node becomes one OpAliasScopeListDeclINTEL over    *|
|*    OpAliasScopeDeclINTEL over OpAliasDomainDeclINTEL, one declaration per *|
|*    LLVM node, emitted into the annotation section at first use; the      *|
|*    OpDecorateId instructions follow them all (module end, DESIGN 6);     *|
|*  - loads, stores and memcpy carry the lists as AliasScopeINTEL /          *|
|*    NoAliasINTEL memory operands; calls to real functions and atomics as   *|
|*    OpDecorateId AliasScopeINTEL / NoAliasINTEL;                           *|
|*  - an empty list, or one with a scope that has no domain node, emits      *|
|*    nothing for that access: dropping a list only loses NoAlias answers,   *|
|*    while dropping one scope out of an !alias.scope list would invent some.*|
|*  - "This extension requires SPIR-V 1.2" (spec, Dependencies), which is    *|
|*    also what OpDecorateId needs: any use raises the version to 1.2.       *|
|*                                                                            *|
|* Reverse: each domain and scope becomes a distinct self-referential node in *|
|* the shape LLVM's MDBuilder gives anonymous ones (domain `!{self[, name]}`, *|
|* scope `!{self, domain[, name]}`, the name from the optional Name operand, *|
|* which forward does not write: see declare()), as ScopedNoAliasAA reads;   *|
|* each list id becomes one list node shared by all its users.  Nodes are    *|
|* built on first use from the declaring instruction, so declaration order   *|
|* does not matter; the structure is three levels deep and each level must   *|
|* name the level below, so no input can make the resolution recurse.       *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_memory_access_aliasing"

/* The two metadata kinds and the SPIR-V forms they take, in mask-bit order. */
static const struct {
  const char *md_kind;
  uint32_t mem_bit, decoration;
} kinds[2] = {
    {"alias.scope", SPV_MemoryAccess_AliasScopeINTELMask, SPV_Decoration_AliasScopeINTEL},
    {"noalias", SPV_MemoryAccess_NoAliasINTELMask, SPV_Decoration_NoAliasINTEL},
};

/* ---- forward -----------------------------------------------------------------*/

/* What a declared node is; part of the cache key, since nothing stops one
 * LLVM node from being used in two roles. */
enum { ROLE_DOMAIN = 1, ROLE_SCOPE = 2, ROLE_LIST = 3 };

typedef struct {
  lspv_map *ids;       /* (node | role) -> SPIR-V id, 0 = emits nothing */
  unsigned md_kind[2]; /* LLVM metadata kind ids of kinds[] */
  int used;            /* extension, capability and version declared */
  int enabled;         /* 0 not asked yet, 1 enabled, -1 not (asked once: hot path) */
  uint32_t *decs;      /* OpDecorateId operands (3 words each), written at module end */
  size_t ndecs, cap;   /* words used / allocated */
} fwd_state;

static lspv_status fwd_oom(lspv_fwd_ctx *c) {
  return lspv_fwd_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", NULL,
                        "out of memory declaring alias scopes");
}

static fwd_state *fwd_state_of(lspv_fwd_ctx *c, LLVMValueRef inst) {
  void **slot = lspv_fwd_plugin_state(c);
  if (!*slot) {
    fwd_state *st = lspv_fwd_alloc(c, sizeof *st);
    if (!st)
      return NULL;
    memset(st, 0, sizeof *st);
    if (!(st->ids = lspv_fwd_map_create(c)))
      return NULL;
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(inst));
    for (int k = 0; k < 2; k++)
      st->md_kind[k] =
          LLVMGetMDKindIDInContext(ctx, kinds[k].md_kind, (unsigned)strlen(kinds[k].md_kind));
    *slot = st;
  }
  return *slot;
}

static const void *node_key(LLVMValueRef md, int role) {
  return (const void *)((uintptr_t)LLVMValueAsMetadata(md) | (uintptr_t)role);
}

/* Operand @p i of metadata node @p md (NULL when out of range or null). */
static LLVMValueRef md_op(LLVMValueRef md, unsigned i) {
  unsigned n = LLVMGetMDNodeNumOperands(md);
  if (i >= n || n > 64)
    return NULL;
  LLVMValueRef ops[64];
  LLVMGetMDNodeOperands(md, ops);
  return ops[i];
}

static int is_node(LLVMValueRef v) { return v && LLVMIsAMDNode(v); }

/* A scope in the sense of ScopedNoAliasAA: a node whose operand 1 is a node
 * (its domain).  Anything else is malformed. */
static LLVMValueRef scope_domain(LLVMValueRef scope) {
  if (!is_node(scope) || LLVMGetMDNodeNumOperands(scope) < 2)
    return NULL;
  LLVMValueRef d = md_op(scope, 1);
  return is_node(d) ? d : NULL;
}

/* Declares @p node in @p role (emitting the instruction); *id receives its
 * id.  @p ops[0] is filled with the fresh result id.
 *
 * No optional Name operand is written, although the grammar has one and
 * the reverse reads it: llvm-spirv-15 aborts on an OpAliasScopeDeclINTEL
 * with a Name ("AliasScopeDeclINTEL must have exactly one argument"), and
 * the names mean nothing to alias analysis, which compares nodes only. */
static lspv_status declare(lspv_fwd_ctx *c, fwd_state *st, LLVMValueRef node, int role,
                           uint32_t opcode, uint32_t *ops, size_t nops, uint32_t *id) {
  ops[0] = lspv_fwd_new_id(c);
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, opcode, ops, nops);
  if (!lspv_map_put_ptr(st->ids, node_key(node, role), ops[0]))
    return fwd_oom(c);
  *id = ops[0];
  return LSPV_SUCCESS;
}

static lspv_status domain_id(lspv_fwd_ctx *c, fwd_state *st, LLVMValueRef d, uint32_t *id) {
  uintptr_t v;
  if (lspv_map_get_ptr(st->ids, node_key(d, ROLE_DOMAIN), &v)) {
    *id = (uint32_t)v;
    return LSPV_SUCCESS;
  }
  uint32_t ops[1];
  return declare(c, st, d, ROLE_DOMAIN, SPV_OpAliasDomainDeclINTEL, ops, 1, id);
}

static lspv_status scope_id(lspv_fwd_ctx *c, fwd_state *st, LLVMValueRef s, uint32_t *id) {
  uintptr_t v;
  if (lspv_map_get_ptr(st->ids, node_key(s, ROLE_SCOPE), &v)) {
    *id = (uint32_t)v;
    return LSPV_SUCCESS;
  }
  uint32_t ops[2];
  lspv_status r = domain_id(c, st, scope_domain(s), &ops[1]);
  if (r)
    return r;
  return declare(c, st, s, ROLE_SCOPE, SPV_OpAliasScopeDeclINTEL, ops, 2, id);
}

/* Id of the OpAliasScopeListDeclINTEL for list node @p list, declaring it
 * (and the capability, extension and version on first use); *id = 0 when
 * the list is empty or malformed and nothing is emitted. */
static lspv_status list_id(lspv_fwd_ctx *c, fwd_state *st, LLVMValueRef list, uint32_t *id) {
  uintptr_t v;
  *id = 0;
  if (!is_node(list))
    return LSPV_SUCCESS;
  if (lspv_map_get_ptr(st->ids, node_key(list, ROLE_LIST), &v)) {
    *id = (uint32_t)v;
    return LSPV_SUCCESS;
  }
  unsigned n = LLVMGetMDNodeNumOperands(list);
  LLVMValueRef stack_ops[16];
  LLVMValueRef *scopes = n <= 16 ? stack_ops : lspv_fwd_alloc(c, n * sizeof *scopes);
  uint32_t *ops = lspv_fwd_alloc(c, (n + 1) * sizeof *ops);
  if (!scopes || !ops)
    return fwd_oom(c);
  LLVMGetMDNodeOperands(list, scopes);
  int ok = n > 0;
  for (unsigned i = 0; ok && i < n; i++)
    ok = scope_domain(scopes[i]) != NULL;
  if (!ok)
    return lspv_map_put_ptr(st->ids, node_key(list, ROLE_LIST), 0) ? LSPV_SUCCESS : fwd_oom(c);
  if (!st->used) {
    lspv_status r = lspv_fwd_require_version(c, 1, 2, EXT_NAME " (alias scope metadata)");
    if (!r)
      r = lspv_fwd_require_extension(c, EXT_NAME);
    if (r)
      return r;
    lspv_fwd_require_capability(c, SPV_Capability_MemoryAccessAliasingINTEL);
    st->used = 1;
  }
  for (unsigned i = 0; i < n; i++) {
    lspv_status r = scope_id(c, st, scopes[i], &ops[i + 1]);
    if (r)
      return r;
  }
  return declare(c, st, list, ROLE_LIST, SPV_OpAliasScopeListDeclINTEL, ops, n + 1, id);
}

/* The extension's state, asked of the options once per translation (the
 * hooks run for every instruction). */
static int enabled(lspv_fwd_ctx *c, fwd_state *st) {
  if (!st->enabled)
    st->enabled = lspv_fwd_extension_enabled(c, EXT_NAME) ? 1 : -1;
  return st->enabled > 0;
}

static lspv_status fwd_memory_operands(lspv_fwd_ctx *c, LLVMValueRef inst, lspv_mem_operands *mo) {
  fwd_state *st = fwd_state_of(c, inst);
  if (!st)
    return fwd_oom(c);
  if (!enabled(c, st))
    return LSPV_SUCCESS;
  for (int k = 0; k < 2; k++) {
    LLVMValueRef md = LLVMGetMetadata(inst, st->md_kind[k]);
    uint32_t id;
    lspv_status r = md ? list_id(c, st, md, &id) : LSPV_SUCCESS;
    if (r)
      return r;
    if (md && id && lspv_mem_operands_add(mo, kinds[k].mem_bit, 1, id))
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", inst,
                            "too many memory operands for the alias scope lists");
  }
  return LSPV_SUCCESS;
}

/* Atomic instructions are the grammar's OpAtomic* (class Atomic). */
static int is_atomic_opcode(uint32_t opcode) {
  const char *name = lspv_grammar_opcode_name(opcode);
  return name && strncmp(name, "OpAtomic", 8) == 0;
}

/* The spec allows the decorations on OpFunctionCall and atomic instructions
 * only.  A call to a definition is always an OpFunctionCall; a call to a
 * declaration may have become anything (an OpenCL builtin's OpExtInst, an
 * atomic builtin's OpAtomic*, another plugin's instruction): the hook is
 * told what was emitted.  Intrinsic calls keep nothing.  An atomic store
 * has no result id to decorate (the core passes 0). */
static int decoratable(LLVMValueRef inst, uint32_t id, uint32_t op) {
  if (!id)
    return 0;
  if (LLVMIsACallInst(inst)) {
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || !LLVMIsAFunction(callee) || LLVMGetIntrinsicID(callee))
      return 0;
    if (!LLVMIsDeclaration(callee))
      return 1;
    return op == SPV_OpFunctionCall || is_atomic_opcode(op);
  }
  if (LLVMIsAAtomicRMWInst(inst) || LLVMIsAAtomicCmpXchgInst(inst))
    return 1;
  if (LLVMIsALoadInst(inst) || LLVMIsAStoreInst(inst))
    return LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic;
  return 0;
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  if (!decoratable(inst, id, opcode)) /* the cheap test first: every instruction */
    return LSPV_SUCCESS;
  fwd_state *st = fwd_state_of(c, inst);
  if (!st)
    return fwd_oom(c);
  if (!enabled(c, st))
    return LSPV_SUCCESS;
  for (int k = 0; k < 2; k++) {
    LLVMValueRef md = LLVMGetMetadata(inst, st->md_kind[k]);
    uint32_t list;
    lspv_status r = md ? list_id(c, st, md, &list) : LSPV_SUCCESS;
    if (r)
      return r;
    if (!md || !list)
      continue;
    if (st->ndecs + 3 > st->cap) { /* arena memory: grow by copying */
      size_t cap = st->cap ? 2 * st->cap : 48;
      uint32_t *grown = lspv_fwd_alloc(c, cap * sizeof *grown);
      if (!grown)
        return fwd_oom(c);
      if (st->ndecs)
        memcpy(grown, st->decs, st->ndecs * sizeof *grown);
      st->decs = grown;
      st->cap = cap;
    }
    uint32_t *ops = st->decs + st->ndecs;
    ops[0] = id;
    ops[1] = kinds[k].decoration;
    ops[2] = list;
    st->ndecs += 3;
  }
  return LSPV_SUCCESS;
}

/* The decorations, after every declaration they name: all the alias
 * declarations come first in the annotation section, then the
 * OpDecorateId instructions in the order of the instructions they
 * decorate, as llvm-spirv lays them out. */
static lspv_status fwd_module_end(lspv_fwd_ctx *c, LLVMModuleRef m) {
  (void)m;
  void **slot = lspv_fwd_plugin_state(c);
  fwd_state *st = *slot;
  for (size_t i = 0; st && i < st->ndecs; i += 3)
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorateId, st->decs + i, 3);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

typedef struct {
  lspv_map *nodes; /* id -> LLVMMetadataRef of the domain, scope or list */
  unsigned md_kind[2];
} rev_state;

static lspv_status rev_oom(lspv_rev_ctx *c, uint32_t offset) {
  return lspv_rev_error(c, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", offset,
                        "out of memory building alias scopes");
}

static rev_state *rev_state_of(lspv_rev_ctx *c) {
  void **slot = lspv_rev_plugin_state(c);
  if (!*slot) {
    rev_state *st = lspv_rev_alloc(c, sizeof *st);
    if (!st)
      return NULL;
    memset(st, 0, sizeof *st);
    if (!(st->nodes = lspv_rev_map_create(c)))
      return NULL;
    for (int k = 0; k < 2; k++)
      st->md_kind[k] = LLVMGetMDKindIDInContext(lspv_rev_context(c), kinds[k].md_kind,
                                                (unsigned)strlen(kinds[k].md_kind));
    *slot = st;
  }
  return *slot;
}

static const char *opname(uint32_t opcode) {
  const char *name = lspv_grammar_opcode_name(opcode);
  return name ? name : "an unknown instruction";
}

static const char *decoration_name(uint32_t deco) {
  const char *name = lspv_grammar_enum_name("Decoration", deco);
  return name ? name : "?";
}

/* A distinct node whose operand 0 is itself, followed by @p rest: LLVM's C
 * API cannot create a distinct node directly, but a uniqued node that comes
 * to reference itself through RAUW of a temporary becomes distinct
 * (DESIGN 8). */
static LLVMMetadataRef self_node(LLVMContextRef ctx, LLVMMetadataRef *rest, size_t nrest) {
  LLVMMetadataRef ops[3];
  ops[0] = LLVMTemporaryMDNode(ctx, NULL, 0);
  for (size_t i = 0; i < nrest; i++)
    ops[i + 1] = rest[i];
  LLVMMetadataRef node = LLVMMDNodeInContext2(ctx, ops, nrest + 1);
  LLVMMetadataReplaceAllUsesWith(ops[0], node); /* also deletes the temporary */
  return node;
}

/* The optional Name operand (an OpString id) as an MDString, or NULL. */
static LLVMMetadataRef rev_name(lspv_rev_ctx *c, const lspv_rev_inst *in, uint32_t i) {
  if (in->noperands <= i)
    return NULL;
  const char *s = lspv_rev_string(c, in->operands[i]);
  if (!s) {
    lspv_rev_warning(c, in->word_offset, "%s: Name operand %u is not an OpString; name dropped",
                     opname(in->opcode), in->operands[i]);
    return NULL;
  }
  return LLVMMDStringInContext2(lspv_rev_context(c), s, strlen(s));
}

/* The node for declaration @p id, which must be an instruction of @p opcode;
 * @p user_offset and @p role describe the instruction naming it.  NULL after
 * reporting. */
static LLVMMetadataRef rev_node(lspv_rev_ctx *c, rev_state *st, uint32_t id, uint32_t opcode,
                                uint32_t user_offset, const char *role) {
  lspv_rev_inst in;
  int undefined = lspv_rev_def(c, id, &in) != 0;
  if (undefined || in.opcode != opcode) {
    lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", user_offset,
                   "%s id %u must be an %s, not %s", role, id, opname(opcode),
                   undefined ? "undefined" : opname(in.opcode));
    return NULL;
  }
  uintptr_t v;
  if (lspv_map_get(st->nodes, &id, sizeof id, &v))
    return (LLVMMetadataRef)v;
  LLVMContextRef ctx = lspv_rev_context(c);
  LLVMMetadataRef node = NULL, rest[2];
  size_t nrest = 0;
  if (opcode == SPV_OpAliasDomainDeclINTEL) {
    if ((rest[nrest] = rev_name(c, &in, 1)))
      nrest++;
    node = self_node(ctx, rest, nrest);
  } else if (opcode == SPV_OpAliasScopeDeclINTEL) {
    if (in.noperands < 2)
      goto malformed;
    if (in.operands[1] == id) {
      lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in.word_offset,
                     "OpAliasScopeDeclINTEL %u names itself as its domain (a cycle)", id);
      return NULL;
    }
    rest[nrest] = rev_node(c, st, in.operands[1], SPV_OpAliasDomainDeclINTEL, in.word_offset,
                           "alias scope domain");
    if (!rest[nrest++])
      return NULL;
    if ((rest[nrest] = rev_name(c, &in, 2)))
      nrest++;
    node = self_node(ctx, rest, nrest);
  } else {
    uint32_t n = in.noperands ? in.noperands - 1 : 0;
    LLVMMetadataRef *scopes = lspv_rev_alloc(c, (n ? n : 1) * sizeof *scopes);
    if (!scopes) {
      rev_oom(c, in.word_offset);
      return NULL;
    }
    for (uint32_t i = 0; i < n; i++) {
      if (in.operands[i + 1] == id) {
        lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in.word_offset,
                       "OpAliasScopeListDeclINTEL %u lists itself (a cycle)", id);
        return NULL;
      }
      scopes[i] = rev_node(c, st, in.operands[i + 1], SPV_OpAliasScopeDeclINTEL, in.word_offset,
                           "alias scope list member");
      if (!scopes[i])
        return NULL;
    }
    node = LLVMMDNodeInContext2(ctx, scopes, n);
  }
  if (!lspv_map_put(st->nodes, &id, sizeof id, (uintptr_t)node)) {
    rev_oom(c, in.word_offset);
    return NULL;
  }
  return node;
malformed:
  lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in.word_offset, "%s needs %s",
                 opname(opcode), "an alias domain operand");
  return NULL;
}

/* Declarations: built here in module order so that errors point at them;
 * rev_node also builds any that a use reaches first. */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_rev_inst *in) {
  rev_state *st = rev_state_of(c);
  if (!st)
    return rev_oom(c, in->word_offset);
  return rev_node(c, st, in->result_id, in->opcode, in->word_offset, "declaration")
             ? LSPV_SUCCESS
             : LSPV_ERROR_INVALID_INPUT;
}

/* Attaches list @p list_id as metadata kind @p k on @p inst. */
static lspv_status attach(lspv_rev_ctx *c, LLVMValueRef inst, int k, uint32_t list_id,
                          uint32_t offset) {
  rev_state *st = rev_state_of(c);
  if (!st)
    return rev_oom(c, offset);
  if (!inst || !LLVMIsAInstruction(inst))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", offset,
                          "%s applies to memory access instructions only",
                          decoration_name(kinds[k].decoration));
  LLVMMetadataRef list = rev_node(c, st, list_id, SPV_OpAliasScopeListDeclINTEL, offset,
                                  decoration_name(kinds[k].decoration));
  if (!list)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMSetMetadata(inst, st->md_kind[k], LLVMMetadataAsValue(lspv_rev_context(c), list));
  return LSPV_SUCCESS;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  int k = dec[0] == SPV_Decoration_NoAliasINTEL;
  if (ndec != 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidDecoration", word_offset,
                          "%s needs one Aliasing Scopes List operand", decoration_name(dec[0]));
  return attach(c, target, k, dec[1], word_offset);
}

static lspv_status rev_memory_operand(lspv_rev_ctx *c, LLVMValueRef inst, uint32_t bit,
                                      const uint32_t *params, uint32_t nparams) {
  int k = bit == SPV_MemoryAccess_NoAliasINTELMask;
  uint32_t offset = lspv_rev_current_offset(c);
  if (nparams != 1)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", offset,
                          "alias memory operand needs one Aliasing Scopes List id");
  return attach(c, inst, k, params[0], offset);
}

/* ---- checker rules (spec: Decorations, Memory Operands, OpDecorateId) ---------*/

static int is_opcode(const lspv_check_ctx *c, uint32_t id, uint32_t opcode) {
  return lspv_check_def_opcode(c, id) == opcode;
}

static const char *def_name(const lspv_check_ctx *c, uint32_t id) {
  uint32_t op = lspv_check_def_opcode(c, id);
  return op ? opname(op) : "undefined";
}

static uint32_t operand(const lspv_spv_inst *in, uint32_t i) {
  return i < in->noperands ? in->operands[i] : 0;
}

/* "Can only be applied to OpFunctionCall and Atomic instructions.  Has
 * Aliasing Scopes List <id> operand pointing to a result of
 * OpAliasScopeListDeclINTEL instruction." */
static lspv_status check_decoration(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  uint32_t target = operand(in, 0), deco = operand(in, 1);
  if (deco != SPV_Decoration_AliasScopeINTEL && deco != SPV_Decoration_NoAliasINTEL)
    return LSPV_SUCCESS;
  const char *dname = decoration_name(deco);
  if (in->opcode != SPV_OpDecorateId)
    return lspv_check_report(c, in, "InvalidDecoration",
                             "%s takes an <id> operand: it must be applied with OpDecorateId",
                             dname);
  if (!is_opcode(c, target, SPV_OpFunctionCall) &&
      !is_atomic_opcode(lspv_check_def_opcode(c, target)))
    return lspv_check_report(c, in, "InvalidDecoration",
                             "%s applies to OpFunctionCall and atomic instructions only, not to "
                             "%s %u",
                             dname, def_name(c, target), target);
  uint32_t list = operand(in, 2);
  if (!is_opcode(c, list, SPV_OpAliasScopeListDeclINTEL))
    return lspv_check_report(c, in, "InvalidDecoration",
                             "the operand of %s must be an OpAliasScopeListDeclINTEL, not %s %u",
                             dname, def_name(c, list), list);
  return LSPV_SUCCESS;
}

/* The ids of AliasScopeINTEL / NoAliasINTEL memory operands are scope lists.
 * The memory operands (one set, two for OpCopyMemory*) follow the fixed
 * operands; each set bit, in increasing order, has the parameters the
 * grammar gives it. */
static lspv_status check_memory_operands(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  unsigned i = in->opcode == SPV_OpLoad || in->opcode == SPV_OpCopyMemorySized ? 3 : 2;
  unsigned nsets = in->opcode == SPV_OpCopyMemory || in->opcode == SPV_OpCopyMemorySized ? 2 : 1;
  for (unsigned set = 0; set < nsets && i < in->noperands; set++) {
    uint32_t mask = operand(in, i++);
    /* Nothing of ours in the last set: its parameters need no walking. */
    if (set + 1 == nsets &&
        !(mask & (SPV_MemoryAccess_AliasScopeINTELMask | SPV_MemoryAccess_NoAliasINTELMask)))
      break;
    for (uint32_t bit = 1; bit && mask; bit <<= 1) {
      if (!(mask & bit))
        continue;
      mask &= ~bit;
      int np = lspv_grammar_enum_params("MemoryAccess", bit);
      if (bit == SPV_MemoryAccess_AliasScopeINTELMask || bit == SPV_MemoryAccess_NoAliasINTELMask) {
        uint32_t list = operand(in, i);
        if (!is_opcode(c, list, SPV_OpAliasScopeListDeclINTEL))
          return lspv_check_report(c, in, "InvalidMemoryOperand",
                                   "the %s memory operand must be an OpAliasScopeListDeclINTEL, "
                                   "not %s %u",
                                   bit == SPV_MemoryAccess_AliasScopeINTELMask ? "AliasScopeINTEL"
                                                                               : "NoAliasINTEL",
                                   def_name(c, list), list);
      }
      i += np > 0 ? (unsigned)np : 0;
    }
  }
  return LSPV_SUCCESS;
}

/* Declarations name the level below: scope -> domain, list -> scopes; the
 * optional Name is an OpString. */
static lspv_status check_declaration(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  unsigned n = in->noperands, first = 1;
  uint32_t want = SPV_OpAliasScopeDeclINTEL;
  const char *what = "alias scope list member";
  if (in->opcode == SPV_OpAliasScopeDeclINTEL) {
    want = SPV_OpAliasDomainDeclINTEL;
    what = "alias scope domain";
    n = n > 2 ? 2 : n;
    if (in->noperands > 2 && !is_opcode(c, operand(in, 2), SPV_OpString))
      return lspv_check_report(c, in, "InvalidInstruction", "the Name operand must be an OpString");
  } else if (in->opcode == SPV_OpAliasDomainDeclINTEL) {
    if (n > 1 && !is_opcode(c, operand(in, 1), SPV_OpString))
      return lspv_check_report(c, in, "InvalidInstruction", "the Name operand must be an OpString");
    return LSPV_SUCCESS;
  }
  for (unsigned i = first; i < n; i++) {
    uint32_t id = operand(in, i);
    if (!is_opcode(c, id, want))
      return lspv_check_report(c, in, "InvalidInstruction", "%s %u must be an %s, not %s", what, id,
                               opname(want),
                               id == in->result_id ? "itself (a cycle)" : def_name(c, id));
  }
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"alias decoration: OpDecorateId with a scope list, on calls and atomics", SPV_OpDecorateId,
     check_decoration, NULL, 0},
    {"alias decoration: OpDecorateId with a scope list, on calls and atomics", SPV_OpDecorate,
     check_decoration, NULL, 0},
    {"alias memory operands are scope lists", SPV_OpLoad, check_memory_operands, NULL, 0},
    {"alias memory operands are scope lists", SPV_OpStore, check_memory_operands, NULL, 0},
    {"alias memory operands are scope lists", SPV_OpCopyMemory, check_memory_operands, NULL, 0},
    {"alias memory operands are scope lists", SPV_OpCopyMemorySized, check_memory_operands, NULL,
     0},
    {"alias domain name", SPV_OpAliasDomainDeclINTEL, check_declaration, NULL, 0},
    {"alias scope domain", SPV_OpAliasScopeDeclINTEL, check_declaration, NULL, 0},
    {"alias scope list members", SPV_OpAliasScopeListDeclINTEL, check_declaration, NULL, 0},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpAliasDomainDeclINTEL, SPV_OpAliasScopeDeclINTEL,
                                   SPV_OpAliasScopeListDeclINTEL, 0};
static const uint32_t decorations[] = {SPV_Decoration_AliasScopeINTEL, SPV_Decoration_NoAliasINTEL,
                                       0};

const lspv_plugin lspv_plugin_memory_aliasing = {
    LSPV_PLUGIN_HEADER,
    .name = "memory-aliasing",
    .extensions = extensions,
    .opcodes = opcodes,
    .decorations = decorations,
    .memory_operand_bits = SPV_MemoryAccess_AliasScopeINTELMask | SPV_MemoryAccess_NoAliasINTELMask,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_memory_operands = fwd_memory_operands,
    .fwd_instruction = fwd_instruction,
    .fwd_module_end = fwd_module_end,
    .rev_instruction = rev_instruction,
    .rev_decoration = rev_decoration,
    .rev_memory_operand = rev_memory_operand,
};
