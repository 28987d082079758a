/*===-- forward/functions.c - function bodies and control flow ------------===*\
|* Blocks keep the source layout, each block's dominators moved before it  *|
|* where the layout puts them after (SPIR-V 2.16.1: every block after its   *|
|* dominators); unreachable blocks follow.  Phis                             *|
|* list each parent once (LLVM repeats a parent once per switch edge).  A   *|
|* phi operand of another pointee type is cast at the end of its parent.    *|
\*===----------------------------------------------------------------------===*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <stdio.h>

#include "forward/fwd_private.h"

/* ---- value ids ------------------------------------------------------------------*/
uint32_t fwd_result_id(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t id;
  if (lspv_ptrmap_get(&c->vals, v, &id) && id)
    return (uint32_t)id;
  uint32_t n = fwd_id(c);
  if (!lspv_ptrmap_put(&c->vals, v, n))
    c->b->oom = true;
  return n;
}

/* A function used as a value (not as a callee: calls take fwd_callee_id):
 * the core has no form for it, a plugin may (fwd_function_value hooks);
 * asked once per function. */
uint32_t fwd_function_value(fwd_ctx *c, LLVMValueRef fn) {
  uintptr_t id;
  if (lspv_ptrmap_get(&c->fn_values, fn, &id))
    return (uint32_t)id;
  uint32_t v = 0;
  lspv_status s = fwd_hook_function_value(c, fn, &v);
  if (s == LSPV_DECLINED)
    return fwd_unsupported(c, fn,
                           "a function used as a value (a function pointer) needs an "
                           "extension that supports it; none is enabled"),
           0;
  if (s != LSPV_SUCCESS || !v)
    return 0;
  if (!lspv_ptrmap_put(&c->fn_values, fn, v))
    c->b->oom = true;
  return v;
}

/* An alias is the value it aliases (llvm-spirv resolves aliases so); a
 * function pointer made for the alias first takes the alias's name. */
static uint32_t alias_value(fwd_ctx *c, LLVMValueRef alias) {
  LLVMValueRef target = fwd_alias_target(alias);
  if (!target)
    return fwd_unsupported(c, alias, "an alias of an alias chain too long to follow"), 0;
  uintptr_t known;
  bool fresh = LLVMIsAFunction(target) && !lspv_ptrmap_get(&c->fn_values, target, &known);
  uint32_t id = fwd_val(c, target);
  if (id && fresh)
    fwd_name(c, id, alias);
  return id;
}

uint32_t fwd_val(fwd_ctx *c, LLVMValueRef v) {
  uintptr_t id;
  /* Functions have their OpFunction id in vals, for calls; as operands
   * they are function pointers. */
  if (LLVMGetValueKind(v) == LLVMFunctionValueKind)
    return fwd_function_value(c, v);
  if (LLVMIsAGlobalAlias(v))
    return alias_value(c, v);
  if (lspv_ptrmap_get(&c->vals, v, &id) && id)
    return (uint32_t)id;
  if (LLVMIsAGlobalVariable(v) && fwd_builtin_of_global(v) != ~0u) {
    /* Declared at first use, like the work-item calls' variables: both
     * spellings of a builtin then give the same module (globals.c). */
    return fwd_builtin_global(c, v);
  }
  if (c->in_function && fwd_is_private_copy(v))
    return fwd_private_copy(c, v);
  if (LLVMIsAGlobalVariable(v))
    return fwd_unsupported(c, v, "global variable used before it was declared"), 0;
  if (LLVMIsAGlobalValue(v))
    return fwd_unsupported(c, v, "global value kind not supported"), 0;
  if (LLVMIsAConstant(v)) {
    if (LLVMIsAConstantExpr(v))
      return fwd_const_expr(c, v);
    uint32_t k = fwd_const(c, v);
    if (k && !lspv_ptrmap_put(&c->vals, v, k))
      c->b->oom = true;
    return k;
  }
  if (LLVMIsAInstruction(v) || LLVMIsAArgument(v))
    return fwd_result_id(c, v);
  if (LLVMValueIsBasicBlock(v))
    return fwd_result_id(c, v);
  return fwd_unsupported(c, v, "operand kind not supported (metadata, inline asm...)"), 0;
}

/* Pointer @p v, whose value is @p id, seen at pointer type @p type_id. */
static uint32_t ptr_id_as(fwd_ctx *c, LLVMValueRef v, uint32_t id, uint32_t type_id) {
  uint32_t have = id ? fwd_value_type(c, v) : 0;
  if (!have)
    return 0;
  if (have == type_id)
    return id;
  /* A pointer that stands for an OpenCL opaque value (a sampler from
   * __translate_sampler_initializer, an event, an image) is no memory: no
   * OpBitcast makes one of it (a fuzz_ir finding: a load through a sampler
   * wrote an OpBitcast of an OpConstantSampler). */
  LLVMTypeRef ocl = fwd_opencl_ptr_type(c, v);
  if (ocl) {
    char what[160];
    snprintf(what, sizeof what, "a %s value used as a pointer to memory",
             LLVMGetTargetExtTypeName(ocl));
    fwd_unsupported(c, v, what);
    return 0;
  }
  /* OpBitcast keeps the storage class (SPIR-V 3.52.13, OpBitcast); pointers
   * of different address spaces never meet here, but a BuiltIn (an Input
   * variable) used as an ordinary global pointer (a select, phi, call
   * argument or stored pointer) would. */
  uintptr_t sc_have, sc_want;
  if (lspv_ptrmap_get(&c->ptr_sc, (void *)(uintptr_t)have, &sc_have) &&
      lspv_ptrmap_get(&c->ptr_sc, (void *)(uintptr_t)type_id, &sc_want) && sc_have != sc_want) {
    const char *h = lspv_enum_name(LSPV_OK_StorageClass, (uint32_t)sc_have);
    const char *w = lspv_enum_name(LSPV_OK_StorageClass, (uint32_t)sc_want);
    char what[192];
    snprintf(what, sizeof what,
             "pointer needed in another storage class (storage class %s where %s is "
             "needed%s)",
             h ? h : "?", w ? w : "?",
             sc_have == SPV_StorageClass_Input ? ": a BuiltIn variable used as an ordinary pointer"
                                               : "");
    fwd_unsupported(c, v, what);
    return 0;
  }
  /* Each use at another pointee gets its own OpBitcast right before the
   * instruction that uses it, as llvm-spirv writes them.  Reverse keeps a
   * pointer-to-pointer OpBitcast as a no-op `bitcast` instruction
   * (reverse/arith.c); the next forward translation types that cast by its
   * use and writes the same OpBitcast for it (memory.c, fwd_ptr_cast), and
   * the use then needs none: a round trip is a fixpoint. */
  uint32_t r = fwd_id(c);
  uint32_t ops[3] = {type_id, r, id};
  if (!c->in_function) {
    uint32_t sops[1] = {id};
    if (fwd_emit_op(c, SPV_OpBitcast, type_id, r, sops, 1, v))
      return 0;
    return r;
  }
  fwd_emit_words(c, &c->fbody, SPV_OpBitcast, ops, 3);
  return r;
}

/* A pointer that is a value of its own (not null, undef or poison, which
 * are materialised at the wanted type). */
static bool has_own_value(LLVMValueRef v) {
  return !LLVMIsUndef(v) && !LLVMIsPoison(v) && !LLVMIsAConstantPointerNull(v);
}

uint32_t fwd_val_as(fwd_ctx *c, LLVMValueRef v, uint32_t type_id) {
  LLVMTypeRef ty = LLVMTypeOf(v);
  /* An int constant passed for a sampler is a literal sampler (images.c). */
  if (c->sampler_type && type_id == c->sampler_type && LLVMIsAConstantInt(v))
    return fwd_sampler_literal(c, v, v);
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  if (kind != LLVMPointerTypeKind) {
    if (kind != LLVMVectorTypeKind || !fwd_is_ptr(LLVMGetElementType(ty)))
      return fwd_val(c, v);
    if (LLVMIsUndef(v) || LLVMIsPoison(v))
      return fwd_undef(c, type_id);
    return LLVMIsNull(v) ? fwd_const_null(c, type_id) : fwd_val(c, v);
  }
  if (LLVMIsUndef(v) || LLVMIsPoison(v))
    return fwd_undef(c, type_id);
  if (LLVMIsAConstantPointerNull(v))
    return fwd_const_null(c, type_id);
  return ptr_id_as(c, v, fwd_val(c, v), type_id);
}

/* Pointer @p v at pointer type @p t; @p id is its value when it has one of
 * its own (see own_value). */
static uint32_t ptr_as_type(fwd_ctx *c, LLVMValueRef v, uint32_t id, uint32_t t) {
  if (!t)
    return 0;
  return id ? ptr_id_as(c, v, id, t) : fwd_val_as(c, v, t);
}

/* The value of pointer @p v when it has one of its own, written before
 * the pointer type it is used at: a constant expression's own types then
 * come first, as they do when the expression is an instruction (a reversed
 * module has its casts as instructions, and the round trip declares the
 * types in the same order).  0 for null, undef and poison (materialised
 * at the wanted type) and on failure (*ok false). */
static uint32_t own_value(fwd_ctx *c, LLVMValueRef v, bool *ok) {
  *ok = true;
  if (!has_own_value(v))
    return 0;
  uint32_t id = fwd_val(c, v);
  *ok = id != 0;
  return id;
}

uint32_t fwd_ptr_as(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee) {
  uint32_t sc = fwd_value_sc(c, v);
  bool ok;
  uint32_t id = sc == ~0u ? 0 : own_value(c, v, &ok);
  if (sc == ~0u || !ok)
    return 0;
  uint32_t p = fwd_access_type(c, v, pointee);
  return ptr_as_type(c, v, id, p ? fwd_ptr_type_id(c, sc, p) : 0);
}

uint32_t fwd_typed_ptr_as(fwd_ctx *c, LLVMValueRef v, LLVMTypeRef pointee) {
  uint32_t sc = fwd_value_sc(c, v);
  uint32_t p = sc == ~0u ? 0 : fwd_access_type(c, v, pointee);
  uint32_t t = p ? fwd_typed_ptr_type_id(c, sc, p) : 0;
  return t ? fwd_val_as(c, v, t) : 0;
}

uint32_t fwd_ptr_to(fwd_ctx *c, LLVMValueRef v, uint32_t elem) {
  uint32_t sc = fwd_value_sc(c, v);
  bool ok;
  uint32_t id = sc == ~0u ? 0 : own_value(c, v, &ok);
  if (sc == ~0u || !ok || !elem)
    return 0;
  return ptr_as_type(c, v, id, fwd_ptr_type_id(c, sc, elem));
}

lspv_status fwd_emit_op(fwd_ctx *c, unsigned opcode, uint32_t type, uint32_t id,
                        const uint32_t *ops, size_t n, LLVMValueRef where) {
  lspv_status s = fwd_need_inst(c, opcode, where);
  if (s)
    return s;
  if (c->in_function) {
    if (!lspv_words_push(&c->fbody, (uint32_t)((n + 3) << 16) | opcode) ||
        !lspv_words_push(&c->fbody, type) || !lspv_words_push(&c->fbody, id) ||
        !lspv_words_append(&c->fbody, ops, n))
      c->b->oom = true;
    c->last_opcode = opcode; /* what the fwd_instruction hooks are told */
    c->recent[id % FWD_RECENT] = (fwd_recent){id, opcode};
    return LSPV_SUCCESS;
  }
  if (!lspv_ptrmap_put(&c->spec_ids, (void *)(uintptr_t)id, 1))
    c->b->oom = true;
  size_t at = lspv_builder_begin(c->b, LSPV_SEC_GLOBAL, SPV_OpSpecConstantOp);
  lspv_builder_word(c->b, LSPV_SEC_GLOBAL, type);
  lspv_builder_word(c->b, LSPV_SEC_GLOBAL, id);
  lspv_builder_word(c->b, LSPV_SEC_GLOBAL, opcode);
  for (size_t i = 0; i < n; i++)
    lspv_builder_word(c->b, LSPV_SEC_GLOBAL, ops[i]);
  lspv_builder_end(c->b, LSPV_SEC_GLOBAL, at);
  return LSPV_SUCCESS;
}

uint32_t fwd_callee_id(fwd_ctx *c, LLVMValueRef fn) {
  uint32_t id = fwd_result_id(c, fn);
  uintptr_t done;
  /* A definition's type is declared where code first names it, as
   * llvm-spirv declares the function there (its body comes later). */
  if (!LLVMIsDeclaration(fn))
    return fwd_fn_type(c, fn) ? id : 0;
  if (lspv_ptrmap_get(&c->decl_done, fn, &done))
    return id;
  if (!lspv_ptrmap_put(&c->decl_done, fn, 1 + c->fdecls.n))
    c->b->oom = true;
  size_t annots = c->b->sec[LSPV_SEC_ANNOTATION].n;
  if (fwd_function_header(c, fn, id, &c->fdecls))
    return 0;
  fwd_decl_annots a = {fn, annots, c->b->sec[LSPV_SEC_ANNOTATION].n};
  if (a.end > a.at && !lspv_vec_push(&c->decl_annots, a))
    c->b->oom = true;
  fwd_emit_words(c, &c->fdecls, SPV_OpFunctionEnd, NULL, 0);
  return id;
}

/* ---- block order -------------------------------------------------------------------*/
/* Whether the source layout @p all (@p n blocks) puts every block reachable
 * from the entry after its dominators.  Checked in linear time through a
 * sufficient condition: the entry comes first and every other reachable
 * block has a predecessor before it (then, by induction on the layout, each
 * of its strict dominators, which all dominate that predecessor, does too).
 * @p seen maps the @p k reachable blocks to 1. */
static bool layout_dominates(fwd_ctx *c, LLVMBasicBlockRef *all, unsigned n, unsigned k,
                             lspv_ptrmap *seen) {
  bool *earlier = lspv_arena_alloc(c->arena, (k + 1) * sizeof *earlier);
  lspv_ptrmap pos = {0};
  bool ok = earlier != NULL;
  unsigned at = 0;
  for (unsigned i = 0; ok && i < n; i++) {
    uintptr_t d;
    if (lspv_ptrmap_get(seen, all[i], &d)) {
      earlier[at] = at == 0;
      ok = lspv_ptrmap_put(&pos, all[i], ++at);
    }
  }
  if (!ok) { /* out of memory: the translation fails */
    c->b->oom = true;
    lspv_ptrmap_free(&pos);
    return false;
  }
  for (unsigned i = 0; i < n; i++) {
    uintptr_t pi, si;
    if (!lspv_ptrmap_get(&pos, all[i], &pi))
      continue;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(all[i]);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned j = 0; j < ns; j++)
      if (lspv_ptrmap_get(&pos, LLVMGetSuccessor(term, j), &si) && pi < si)
        earlier[si - 1] = true;
  }
  for (unsigned b = 0; ok && b < at; b++)
    ok = earlier[b];
  lspv_ptrmap_free(&pos);
  return ok && at == k && all[0] && lspv_ptrmap_get(seen, all[0], &(uintptr_t){0});
}

/* Index of block @p bb in @p rpo (via @p at: block -> index + 1), -1 if none. */
static long rpo_index(const lspv_ptrmap *at, LLVMBasicBlockRef bb) {
  uintptr_t i;
  return lspv_ptrmap_get(at, bb, &i) ? (long)i - 1 : -1;
}

/* The exact test, when the sufficient one above fails: every reachable
 * block comes after its immediate dominator in the source layout @p all
 * (then, by induction on the dominator tree, after all its dominators).
 * The dominators come from Cooper, Harvey and Kennedy's iteration over the
 * reverse post-order @p rpo of the @p k reachable blocks (a few passes
 * over the edges for the CFGs compilers write).  When it fails, @p rpo is
 * rewritten to the source layout with each block's unwritten dominators
 * moved just before it, outermost first (as llvm-spirv orders blocks: the
 * least change to the layout that puts every block after its dominators;
 * each block is pushed once on the way up its dominator chain, so linear);
 * false then. */
static bool layout_follows_idoms(fwd_ctx *c, LLVMBasicBlockRef *all, unsigned n,
                                 LLVMBasicBlockRef *rpo, unsigned k) {
  lspv_ptrmap at = {0}, lay = {0};
  unsigned *npred = lspv_arena_alloc(c->arena, ((size_t)k + 1) * sizeof *npred);
  long *idom = lspv_arena_alloc(c->arena, ((size_t)k + 1) * sizeof *idom);
  bool ok = npred && idom;
  for (unsigned i = 0; ok && i < k; i++)
    ok = lspv_ptrmap_put(&at, rpo[i], i + 1);
  for (unsigned i = 0, p = 0; ok && i < n; i++)
    if (rpo_index(&at, all[i]) >= 0)
      ok = lspv_ptrmap_put(&lay, all[i], ++p);
  /* Predecessor lists (by rpo index), counted then filled. */
  size_t edges = 0;
  for (unsigned i = 0; ok && i <= k; i++)
    npred[i] = 0;
  for (unsigned i = 0; ok && i < k; i++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(rpo[i]);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned j = 0; j < ns; j++) {
      long s = rpo_index(&at, LLVMGetSuccessor(term, j));
      if (s >= 0) {
        npred[s + 1]++;
        edges++;
      }
    }
  }
  unsigned *start = ok ? lspv_arena_alloc(c->arena, ((size_t)k + 1) * sizeof *start) : NULL;
  unsigned *pred = ok ? lspv_arena_alloc(c->arena, (edges + 1) * sizeof *pred) : NULL;
  ok = ok && start && pred;
  for (unsigned i = 0; ok && i < k; i++) {
    npred[i + 1] += npred[i];
    start[i] = npred[i];
  }
  for (unsigned i = 0; ok && i < k; i++) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(rpo[i]);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned j = 0; j < ns; j++) {
      long s = rpo_index(&at, LLVMGetSuccessor(term, j));
      if (s >= 0)
        pred[start[s]++] = i;
    }
  }
  for (unsigned i = 0; ok && i < k; i++)
    idom[i] = i == 0 ? 0 : -1;
  for (bool changed = ok; changed;) {
    changed = false;
    for (unsigned b = 1; b < k; b++) {
      long nd = -1;
      for (unsigned e = npred[b]; e < npred[b + 1]; e++) {
        long p = pred[e];
        if (idom[p] < 0)
          continue;
        if (nd < 0) {
          nd = p;
          continue;
        }
        long x = p, y = nd;
        while (x != y) {
          while (x > y)
            x = idom[x];
          while (y > x)
            y = idom[y];
        }
        nd = x;
      }
      if (nd != idom[b]) {
        idom[b] = nd;
        changed = true;
      }
    }
  }
  if (!ok) { /* out of memory: the translation fails (not another layout) */
    c->b->oom = true;
    lspv_ptrmap_free(&at);
    lspv_ptrmap_free(&lay);
    return false;
  }
  uintptr_t pb, pd;
  for (unsigned b = 1; ok && b < k; b++)
    ok = idom[b] >= 0 && lspv_ptrmap_get(&lay, rpo[b], &pb) &&
         lspv_ptrmap_get(&lay, rpo[idom[b]], &pd) && pd < pb;
  ok = ok && lspv_ptrmap_get(&lay, rpo[0], &pb) && pb == 1;
  /* The stable order: npred (no longer needed) marks the written blocks,
   * start (likewise) holds a dominator chain. */
  LLVMBasicBlockRef *out = ok ? NULL : lspv_arena_alloc(c->arena, ((size_t)k + 1) * sizeof *out);
  if (!ok && !out)
    c->b->oom = true;
  if (out) {
    unsigned w = 0;
    for (unsigned i = 0; i <= k; i++)
      npred[i] = 0;
    for (unsigned i = 0; i < n; i++) {
      long b = rpo_index(&at, all[i]);
      unsigned depth = 0;
      for (long x = b; x >= 0 && !npred[x] && depth < k; x = x ? idom[x] : -1)
        start[depth++] = (unsigned)x;
      while (depth) {
        unsigned x = start[--depth];
        npred[x] = 1;
        out[w++] = rpo[x];
      }
    }
    memcpy(rpo, out, (size_t)k * sizeof *rpo);
  }
  lspv_ptrmap_free(&at);
  lspv_ptrmap_free(&lay);
  return ok;
}

/* Reverse post-order by an explicit-stack DFS (no recursion on input depth). */
static LLVMBasicBlockRef *block_order(fwd_ctx *c, LLVMValueRef fn, unsigned *count) {
  unsigned n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *all = lspv_arena_alloc(c->arena, n * sizeof *all);
  LLVMBasicBlockRef *post = lspv_arena_alloc(c->arena, n * sizeof *post);
  LLVMBasicBlockRef *order = lspv_arena_alloc(c->arena, n * sizeof *order);
  struct frame {
    LLVMBasicBlockRef bb;
    unsigned next;
  } *stack = lspv_arena_alloc(c->arena, (n + 1) * sizeof *stack);
  lspv_ptrmap seen = {0};
  if (!all || !post || !order || !stack)
    return NULL;
  LLVMGetBasicBlocks(fn, all);
  unsigned sp = 0, npost = 0;
  stack[sp++] = (struct frame){all[0], 0};
  if (!lspv_ptrmap_put(&seen, all[0], 1))
    c->b->oom = true; /* (the translation fails: no layout from a partial map) */
  while (sp) {
    struct frame *f = &stack[sp - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->bb);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    if (f->next < ns) {
      /* Successors from the last: the reverse post-order then keeps the
       * source order of an if/else (then before else) and of a loop (body
       * before exit), as llvm-spirv writes them. */
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, ns - 1 - f->next++);
      uintptr_t d;
      if (!lspv_ptrmap_get(&seen, s, &d)) {
        if (!lspv_ptrmap_put(&seen, s, 1))
          c->b->oom = true;
        stack[sp++] = (struct frame){s, 0};
      }
      continue;
    }
    post[npost++] = f->bb;
    sp--;
  }
  unsigned k = 0;
  for (unsigned i = npost; i > 0; i--)
    order[k++] = post[i - 1];
  /* The source layout, as llvm-spirv writes it, where it already puts every
   * block after its dominators (SPIR-V 2.16.1); else the layout with each
   * block's dominators moved before it (layout_follows_idoms). */
  if (layout_dominates(c, all, n, k, &seen) || layout_follows_idoms(c, all, n, order, k)) {
    k = 0;
    for (unsigned i = 0; i < n; i++) {
      uintptr_t d;
      if (lspv_ptrmap_get(&seen, all[i], &d))
        order[k++] = all[i];
    }
  }
  for (unsigned i = 0; i < n; i++) {
    uintptr_t d;
    if (!lspv_ptrmap_get(&seen, all[i], &d))
      order[k++] = all[i];
  }
  lspv_ptrmap_free(&seen);
  *count = k;
  return order;
}

/* ---- phis ---------------------------------------------------------------------------*/
/* Plans the casts that pointer phi operands need in their predecessors.
 * Planned when first needed: at the end of the first predecessor written
 * (where the cast goes) or at the phi, on a back edge.  The phi's type is
 * so declared where llvm-spirv declares it (its type scavenger casts in the
 * predecessor), after the types of the values the block computed first. */
static lspv_status plan_phi_casts(fwd_ctx *c, LLVMValueRef phi) {
  uintptr_t done = 0;
  if (lspv_ptrmap_get(&c->phi_planned, phi, &done))
    return LSPV_SUCCESS;
  if (!lspv_ptrmap_put(&c->phi_planned, phi, 1))
    return fwd_oom(c);
  uint32_t ty = fwd_value_type(c, phi);
  if (!ty)
    return LSPV_ERROR_UNSUPPORTED;
  unsigned n = LLVMCountIncoming(phi);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(phi, i);
    if (LLVMIsAConstantPointerNull(v) || LLVMIsUndef(v) || LLVMIsPoison(v))
      continue;
    uint32_t have = fwd_value_type(c, v);
    if (!have)
      return LSPV_ERROR_UNSUPPORTED;
    if (have == ty)
      continue;
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, i);
    uintptr_t head = 0;
    lspv_ptrmap_get(&c->edge_casts, pred, &head);
    bool dup = false;
    for (fwd_edge_cast *e = (fwd_edge_cast *)head; e && !dup; e = e->next)
      dup = e->value == v && e->type_id == ty;
    if (dup)
      continue;
    fwd_edge_cast *e = lspv_arena_alloc(c->arena, sizeof *e);
    if (!e)
      return fwd_oom(c);
    *e = (fwd_edge_cast){(fwd_edge_cast *)head, v, fwd_id(c), ty};
    if (!lspv_ptrmap_put(&c->edge_casts, pred, (uintptr_t)e))
      return fwd_oom(c);
  }
  return LSPV_SUCCESS;
}

static uint32_t edge_value(fwd_ctx *c, LLVMValueRef phi, LLVMValueRef v, LLVMBasicBlockRef pred) {
  uint32_t ty = fwd_value_type(c, phi);
  uintptr_t head = 0;
  if (fwd_is_ptr(LLVMTypeOf(v)) && lspv_ptrmap_get(&c->edge_casts, pred, &head))
    for (fwd_edge_cast *e = (fwd_edge_cast *)head; e; e = e->next)
      if (e->value == v && e->type_id == ty)
        return e->id;
  /* A constant expression is computed at module scope (OpSpecConstantOp):
   * emitted here it would sit among the block's phis, and it must be
   * available on the edge, not in the phi's block. */
  if (!LLVMIsAConstantExpr(v))
    return fwd_val_as(c, v, ty);
  c->in_function = false;
  uint32_t id = fwd_val_as(c, v, ty);
  c->in_function = true;
  return id;
}

/* (label, incoming index) of a phi, sorted to find repeated predecessors. */
typedef struct {
  uint32_t label, index;
} phi_edge;

static int by_label_then_index(const void *a, const void *b) {
  const phi_edge *x = a, *y = b;
  if (x->label != y->label)
    return x->label < y->label ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* LLVM lists a predecessor once per edge (a switch with two cases to one
 * block); OpPhi lists each parent once.  Marks every repeat after the first;
 * sorting keeps this O(n log n) for phis with very many predecessors. */
static bool *phi_repeats(fwd_ctx *c, LLVMValueRef phi, unsigned n) {
  bool *repeat = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof *repeat);
  phi_edge *e = lspv_arena_alloc(c->arena, ((size_t)n + 1) * sizeof *e);
  if (!repeat || !e)
    return NULL;
  for (unsigned i = 0; i < n; i++) {
    e[i].label = fwd_result_id(c, LLVMBasicBlockAsValue(LLVMGetIncomingBlock(phi, i)));
    e[i].index = i;
    repeat[i] = false;
  }
  if (n > 1)
    qsort(e, n, sizeof *e, by_label_then_index);
  for (unsigned i = 1; i < n; i++)
    if (e[i].label == e[i - 1].label)
      repeat[e[i].index] = true;
  return repeat;
}

static lspv_status emit_phi(fwd_ctx *c, LLVMValueRef phi) {
  unsigned n = LLVMCountIncoming(phi);
  uint32_t *ops = lspv_arena_alloc(c->arena, (2 * (size_t)n + 2) * sizeof(uint32_t));
  bool *repeat = phi_repeats(c, phi, n);
  if (!ops || !repeat)
    return fwd_oom(c);
  lspv_status s = fwd_is_ptr(LLVMTypeOf(phi)) ? plan_phi_casts(c, phi) : LSPV_SUCCESS;
  if (s)
    return s;
  ops[0] = fwd_value_type(c, phi);
  ops[1] = fwd_result_id(c, phi);
  size_t k = 2;
  for (unsigned i = 0; i < n; i++) {
    if (repeat[i])
      continue;
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, i);
    uint32_t label = fwd_result_id(c, LLVMBasicBlockAsValue(pred));
    uint32_t v = edge_value(c, phi, LLVMGetIncomingValue(phi, i), pred);
    if (!v)
      return LSPV_ERROR_UNSUPPORTED;
    ops[k++] = v;
    ops[k++] = label;
  }
  fwd_emit_body(c, SPV_OpPhi, ops, k);
  return LSPV_SUCCESS;
}

/* ---- terminators --------------------------------------------------------------------*/
static lspv_status flush_edge_casts(fwd_ctx *c, LLVMBasicBlockRef bb, LLVMValueRef term) {
  unsigned ns = LLVMGetNumSuccessors(term);
  for (unsigned k = 0; k < ns; k++)
    for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetSuccessor(term, k));
         i && LLVMIsAPHINode(i); i = LLVMGetNextInstruction(i)) {
      lspv_status s = fwd_is_ptr(LLVMTypeOf(i)) ? plan_phi_casts(c, i) : LSPV_SUCCESS;
      if (s)
        return s;
    }
  uintptr_t head = 0;
  if (!lspv_ptrmap_get(&c->edge_casts, bb, &head))
    return LSPV_SUCCESS;
  for (fwd_edge_cast *e = (fwd_edge_cast *)head; e; e = e->next) {
    uint32_t ops[3] = {e->type_id, e->id, fwd_val(c, e->value)};
    fwd_emit_body(c, SPV_OpBitcast, ops, 3);
  }
  return LSPV_SUCCESS;
}

static uint32_t label_of(fwd_ctx *c, LLVMBasicBlockRef bb) {
  return fwd_result_id(c, LLVMBasicBlockAsValue(bb));
}

static lspv_status emit_switch(fwd_ctx *c, LLVMValueRef sw) {
  LLVMValueRef cond = LLVMGetOperand(sw, 0);
  LLVMTypeRef ct = LLVMTypeOf(cond);
  unsigned bits = LLVMGetIntTypeWidth(ct);
  uint32_t sel = fwd_val(c, cond);
  if (!sel)
    return LSPV_ERROR_UNSUPPORTED;
  if (bits == 1) {
    /* OpSwitch takes an integer selector, not a bool: switch on the bool
     * selected to 1 or 0 (the case values of an i1 switch). */
    uint32_t it = fwd_int_type(c, 32), b = fwd_id(c);
    uint32_t one = fwd_const_int(c, 32, 1), zero = fwd_const_int(c, 32, 0);
    if (!it || !one || !zero)
      return LSPV_ERROR_UNSUPPORTED;
    uint32_t ops[5] = {it, b, sel, one, zero};
    fwd_emit_body(c, SPV_OpSelect, ops, 5);
    sel = b;
    bits = 32;
  }
  unsigned ns = LLVMGetNumSuccessors(sw);
  size_t at = c->fbody.n;
  if (!lspv_words_push(&c->fbody, SPV_OpSwitch) || !lspv_words_push(&c->fbody, sel) ||
      !lspv_words_push(&c->fbody, label_of(c, LLVMGetSwitchDefaultDest(sw))))
    return fwd_oom(c);
  for (unsigned i = 1; i < ns; i++) {
    LLVMValueRef val = LLVMGetSwitchCaseValue(sw, i);
    if (!val || !LLVMIsAConstantInt(val))
      return fwd_unsupported(c, sw, "switch case value is not an integer constant");
    uint64_t v = LLVMConstIntGetZExtValue(val);
    if (!lspv_words_push(&c->fbody, (uint32_t)v) ||
        (bits > 32 && !lspv_words_push(&c->fbody, (uint32_t)(v >> 32))) ||
        !lspv_words_push(&c->fbody, label_of(c, LLVMGetSuccessor(sw, i))))
      return fwd_oom(c);
  }
  size_t wc = c->fbody.n - at;
  if (wc > 0xFFFF)
    return fwd_unsupported(c, sw, "switch too large for one SPIR-V instruction");
  c->fbody.w[at] |= (uint32_t)(wc << 16);
  return LSPV_SUCCESS;
}

static lspv_status emit_terminator(fwd_ctx *c, LLVMValueRef t) {
  switch (LLVMGetInstructionOpcode(t)) {
  case LLVMRet: {
    if (LLVMGetNumOperands(t) == 0) {
      fwd_emit_body(c, SPV_OpReturn, NULL, 0);
      return LSPV_SUCCESS;
    }
    LLVMValueRef v = LLVMGetOperand(t, 0);
    uint32_t rt = c->fn ? fwd_return_type(c, c->fn) : fwd_type(c, LLVMTypeOf(v), t);
    uint32_t id = rt ? fwd_val_as(c, v, rt) : 0;
    if (!id)
      return LSPV_ERROR_UNSUPPORTED;
    fwd_emit_body(c, SPV_OpReturnValue, &id, 1);
    return LSPV_SUCCESS;
  }
  case LLVMBr: {
    if (!LLVMIsConditional(t)) {
      uint32_t l = label_of(c, LLVMGetSuccessor(t, 0));
      fwd_emit_body(c, SPV_OpBranch, &l, 1);
      return LSPV_SUCCESS;
    }
    uint32_t ops[3] = {fwd_val(c, LLVMGetCondition(t)), label_of(c, LLVMGetSuccessor(t, 0)),
                       label_of(c, LLVMGetSuccessor(t, 1))};
    if (!ops[0])
      return LSPV_ERROR_UNSUPPORTED;
    if (ops[1] == ops[2])
      fwd_emit_body(c, SPV_OpBranch, &ops[1], 1);
    else
      fwd_emit_body(c, SPV_OpBranchConditional, ops, 3);
    return LSPV_SUCCESS;
  }
  case LLVMSwitch: return emit_switch(c, t);
  case LLVMUnreachable: fwd_emit_body(c, SPV_OpUnreachable, NULL, 0); return LSPV_SUCCESS;
  default: return fwd_unsupported(c, t, "terminator without a SPIR-V form");
  }
}

/* ---- instructions ----------------------------------------------------------------------*/
static lspv_status emit_select(fwd_ctx *c, LLVMValueRef i) {
  uint32_t ty = fwd_value_type(c, i);
  uint32_t ops[5] = {ty, fwd_result_id(c, i), fwd_val(c, LLVMGetOperand(i, 0)),
                     fwd_val_as(c, LLVMGetOperand(i, 1), ty),
                     fwd_val_as(c, LLVMGetOperand(i, 2), ty)};
  if (!ty || !ops[2] || !ops[3] || !ops[4])
    return LSPV_ERROR_UNSUPPORTED;
  LLVMTypeRef rt = LLVMTypeOf(i);
  if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind &&
      LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) != LLVMVectorTypeKind) {
    /* Before SPIR-V 1.4 a vector select needs a vector condition: splat. */
    unsigned n = LLVMGetVectorSize(rt);
    uint32_t bv = fwd_type(c, LLVMVectorType(LLVMInt1TypeInContext(c->llctx), n), i);
    uint32_t cc[2 + 16] = {bv, fwd_id(c)};
    if (!bv || n > 16)
      return LSPV_ERROR_UNSUPPORTED;
    for (unsigned k = 0; k < n; k++)
      cc[2 + k] = ops[2];
    fwd_emit_body(c, SPV_OpCompositeConstruct, cc, 2 + n);
    ops[2] = cc[1];
  }
  fwd_emit_body(c, SPV_OpSelect, ops, 5);
  return LSPV_SUCCESS;
}

static lspv_status emit_inst(fwd_ctx *c, LLVMValueRef i) {
  LLVMOpcode op = LLVMGetInstructionOpcode(i);
  switch (op) {
  case LLVMPHI: return emit_phi(c, i);
  case LLVMSelect: return emit_select(c, i);
  case LLVMAlloca: return fwd_alloca(c, i);
  case LLVMLoad: return fwd_load(c, i);
  case LLVMStore: return fwd_store(c, i);
  case LLVMGetElementPtr: return fwd_gep(c, i);
  case LLVMAddrSpaceCast:
    if (fwd_invoke_cast(i))
      return LSPV_SUCCESS; /* the enqueue helper names the function (enqueue.c) */
    return fwd_ptr_cast(c, i);
  case LLVMPtrToInt:
  case LLVMIntToPtr: return fwd_ptr_cast(c, i);
  case LLVMBitCast: return fwd_is_ptr(LLVMTypeOf(i)) ? fwd_ptr_cast(c, i) : fwd_cast(c, i);
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMFPTrunc:
  case LLVMFPExt:
  case LLVMFPToUI:
  case LLVMFPToSI:
  case LLVMUIToFP:
  case LLVMSIToFP: return fwd_cast(c, i);
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
  case LLVMFAdd:
  case LLVMFSub:
  case LLVMFMul:
  case LLVMFDiv:
  case LLVMFRem:
  case LLVMFNeg: return fwd_arith(c, i);
  case LLVMICmp:
  case LLVMFCmp: return fwd_cmp(c, i);
  case LLVMExtractElement:
  case LLVMInsertElement:
  case LLVMShuffleVector: return fwd_vector_op(c, i);
  case LLVMExtractValue:
  case LLVMInsertValue: return fwd_aggregate_op(c, i);
  case LLVMCall: return fwd_call(c, i);
  case LLVMAtomicRMW:
  case LLVMAtomicCmpXchg:
  case LLVMFence: return fwd_atomic_inst(c, i);
  case LLVMFreeze: {
    /* A frozen value is the value: SPIR-V has no poison to stop.  A frozen
     * undef or poison is one fixed value (OpUndef may differ per use): the
     * null of its type, as llvm-spirv picks. */
    LLVMValueRef src = LLVMGetOperand(i, 0);
    uint32_t t = fwd_value_type(c, i);
    uint32_t v = LLVMIsAUndefValue(src) ? (t ? fwd_const_null(c, t) : 0) : fwd_val_as(c, src, t);
    if (!v)
      return LSPV_ERROR_UNSUPPORTED;
    if (!lspv_ptrmap_put(&c->vals, i, v))
      return fwd_oom(c);
    return LSPV_SUCCESS;
  }
  default: return fwd_unsupported(c, i, "instruction without a SPIR-V form");
  }
}

/* Whether @p v is an unnamed value whose one use is @p user. */
static bool unnamed_sole_use(LLVMValueRef v, LLVMValueRef user) {
  size_t len = 0;
  LLVMGetValueName2(v, &len);
  LLVMUseRef u = LLVMGetFirstUse(v);
  return !len && u && !LLVMGetNextUse(u) && LLVMGetUser(u) == user;
}

/* The BuiltIn variables instruction @p i reads (an operand, or the base of
 * a constant expression operand) are declared before anything of @p i, as
 * a work-item call declares its variable first (calls.c): each spelling of
 * a builtin (a call, a load of the global, through a cast or a constant
 * GEP) gives one module, and so does reverse's spelling of it (issue 19). */
static lspv_status declare_used_builtins(fwd_ctx *c, LLVMValueRef i) {
  unsigned n = (unsigned)LLVMGetNumOperands(i);
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef v = LLVMGetOperand(i, k);
    for (unsigned d = 0; d < 8 && v && LLVMIsAConstantExpr(v) && LLVMGetNumOperands(v); d++)
      v = LLVMGetOperand(v, 0);
    if (v && LLVMIsAGlobalVariable(v) && fwd_builtin_of_global(v) != ~0u &&
        !fwd_builtin_global(c, v))
      return LSPV_ERROR_UNSUPPORTED;
  }
  return LSPV_SUCCESS;
}

static lspv_status emit_block(fwd_ctx *c, LLVMBasicBlockRef bb, bool entry) {
  c->bb = bb;
  uint32_t label = label_of(c, bb);
  if (!entry)
    fwd_emit_body(c, SPV_OpLabel, &label, 1);
  fwd_name(c, label, LLVMBasicBlockAsValue(bb));
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  if (!term)
    return fwd_unsupported(c, LLVMBasicBlockAsValue(bb), "block without a terminator");
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && i != term;
       i = LLVMGetNextInstruction(i)) {
    uintptr_t g;
    if (c->gathered.n && lspv_ptrmap_get(&c->gathered, i, &g))
      continue; /* a lane of a BuiltIn load written whole (calls.c) */
    c->hooked = false;
    /* An id a use written before named it by (a phi of an earlier block). */
    uintptr_t ahead = 0;
    lspv_ptrmap_get(&c->vals, i, &ahead);
    /* (The hooks before the instruction write its debug scope and line
     * first, as they do before a work-item call declares its variable.) */
    lspv_status s = fwd_hook_before_instruction(c, i);
    if (!s && c->used_builtin_globals)
      s = declare_used_builtins(c, i);
    if (!s) /* a plugin may claim the instruction (calls go to fwd_call) */
      s = LLVMIsACallInst(i) || fwd_alloca_spec_count(c, i) ? LSPV_DECLINED
                                                            : fwd_hook_llvm_instruction(c, i);
    if (s == LSPV_DECLINED)
      s = emit_inst(c, i);
    if (s)
      return s;
    uintptr_t id = 0;
    bool has_id = LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind &&
                  lspv_ptrmap_get(&c->vals, i, &id) && id;
    /* An instruction that stands for another value (a cast to the same
     * type, a stack save without variable-length arrays) defines that id
     * too, as a copy: the use written before names it. */
    if (has_id && ahead && id != ahead) {
      uint32_t t = fwd_value_type(c, i), ops[3] = {t, (uint32_t)ahead, (uint32_t)id};
      if (!t || (s = fwd_emit_op(c, SPV_OpCopyObject, t, (uint32_t)ahead, ops + 2, 1, i)))
        return s ? s : LSPV_ERROR_UNSUPPORTED;
      if (!lspv_ptrmap_put(&c->vals, i, ahead))
        return fwd_oom(c);
      id = ahead;
    }
    /* The fwd_instruction hooks see every instruction once (calls and
     * atomics call them where they know the id they emitted). */
    if (!c->hooked && (s = fwd_hook_instruction(c, i, has_id ? (uint32_t)id : 0)))
      return s;
    /* A cast that stands for its operand (same SPIR-V value) keeps the
     * operand's name: one OpName an id.  An unnamed operand whose only use
     * is the cast takes the cast's name (reverse's `%name = trunc` of an
     * OpenCL relational call's int: the name was the OpIsNan's). */
    uintptr_t src = 0;
    LLVMValueRef op0 = LLVMGetNumOperands(i) > 0 ? LLVMGetOperand(i, 0) : NULL;
    bool alias = op0 && lspv_ptrmap_get(&c->vals, op0, &src) && src == id;
    if (alias && LLVMIsAInstruction(op0) && unnamed_sole_use(op0, i))
      alias = false;
    if (has_id && !LLVMIsAFreezeInst(i) && !alias && !c->unnamed)
      fwd_name(c, (uint32_t)id, i);
    c->unnamed = false;
  }
  lspv_status s = flush_edge_casts(c, bb, term);
  if (s || (s = fwd_hook_before_instruction(c, term)))
    return s;
  if ((s = fwd_emit_loop_merge(c, bb)))
    return s;
  return emit_terminator(c, term);
}

/* A kernel that is also called gets an entry-point wrapper that calls it:
 * SPIR-V forbids calling an entry point. */
static bool is_called(LLVMValueRef fn) {
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == fn)
      return true;
  }
  return false;
}

static lspv_status emit_wrapper(fwd_ctx *c, LLVMValueRef fn, uint32_t body_id, uint32_t *out) {
  uint32_t w = fwd_id(c);
  uint32_t fty = fwd_fn_type(c, fn);
  uint32_t ops[4] = {fwd_void_type(c), w, SPV_FunctionControl_None, fty};
  lspv_words *sec = &c->b->sec[LSPV_SEC_FUNCTION];
  fwd_emit_words(c, sec, SPV_OpFunction, ops, 4);
  unsigned n = LLVMCountParams(fn);
  uint32_t *args = lspv_arena_alloc(c->arena, (n + 3) * sizeof(uint32_t));
  if (!args)
    return fwd_oom(c);
  args[0] = ops[0];
  args[1] = fwd_id(c);
  args[2] = body_id;
  for (unsigned i = 0; i < n; i++) {
    uint32_t p[2] = {fwd_value_type(c, LLVMGetParam(fn, i)), fwd_id(c)};
    fwd_emit_words(c, sec, SPV_OpFunctionParameter, p, 2);
    args[3 + i] = p[1];
  }
  uint32_t label = fwd_id(c);
  fwd_emit_words(c, sec, SPV_OpLabel, &label, 1);
  fwd_emit_words(c, sec, SPV_OpFunctionCall, args, n + 3);
  fwd_emit_words(c, sec, SPV_OpReturn, NULL, 0);
  fwd_emit_words(c, sec, SPV_OpFunctionEnd, NULL, 0);
  *out = w;
  return LSPV_SUCCESS;
}

static lspv_status emit_function(fwd_ctx *c, LLVMValueRef fn) {
  uint32_t id = fwd_result_id(c, fn);
  c->fn = fn;
  c->fn_serial++;
  c->in_function = true;
  c->fvars.n = c->fprologue.n = c->fbody.n = 0;
  lspv_words *sec = &c->b->sec[LSPV_SEC_FUNCTION];
  lspv_status s = fwd_function_header(c, fn, id, sec);
  if (s)
    return s;
  unsigned nb = 0;
  LLVMBasicBlockRef *order = block_order(c, fn, &nb);
  if (!order)
    return fwd_oom(c);
  if ((s = fwd_plan_loops(c, order, nb)))
    return s;
  for (unsigned k = 0; k < nb; k++)
    if ((s = emit_block(c, order[k], k == 0)))
      return s;
  uint32_t entry = label_of(c, order[0]);
  fwd_emit_words(c, sec, SPV_OpLabel, &entry, 1);
  if (!lspv_words_append(sec, c->fvars.w, c->fvars.n) ||
      !lspv_words_append(sec, c->fprologue.w, c->fprologue.n) ||
      !lspv_words_append(sec, c->fbody.w, c->fbody.n))
    return fwd_oom(c);
  fwd_emit_words(c, sec, SPV_OpFunctionEnd, NULL, 0);
  c->in_function = false;
  c->fn = NULL;
  if (LLVMGetFunctionCallConv(fn) == LLVMSPIRKERNELCallConv) {
    uint32_t ep = id;
    if (is_called(fn) && (s = emit_wrapper(c, fn, id, &ep)))
      return s;
    if (!lspv_vec_push(&c->entries, ((fwd_entry){fn, ep})))
      return fwd_oom(c);
  }
  return LSPV_SUCCESS;
}

/* The words of the declaration written at @p at of fdecls. */
static size_t declaration_end(const lspv_words *d, size_t at) {
  while (at < d->n) {
    unsigned wc = d->w[at] >> 16, opcode = d->w[at] & 0xFFFFu;
    if (!wc)
      return d->n;
    at += wc;
    if (opcode == SPV_OpFunctionEnd)
      break;
  }
  return at < d->n ? at : d->n;
}

/* The index in the module's function list of each function (NULL: not
 * the module's). */
static size_t module_index(LLVMValueRef fn, const lspv_ptrmap *idx) {
  uintptr_t i;
  return lspv_ptrmap_get(idx, fn, &i) ? (size_t)i : SIZE_MAX;
}

static int by_index(const void *a, const void *b) {
  const size_t *x = a, *y = b;
  return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1];
}

/* The decorations of the declarations written (LinkageAttributes, the
 * parameters') move, in the module's order of the declarations, to where
 * the annotations stood when the first definition began, as llvm-spirv
 * writes them when it declares the functions.  The offsets of the nowrap
 * decorations (interface.c) follow what stays. */
static lspv_status order_declaration_annotations(fwd_ctx *c) {
  size_t from = c->decl_annots_at, skip = 0;
  lspv_words *sec = &c->b->sec[LSPV_SEC_ANNOTATION];
  /* (A declaration written before, for a global's initializer, stays.) */
  while (skip < c->decl_annots.n && c->decl_annots.v[skip].at < from)
    skip++;
  const fwd_decl_annots *ranges = c->decl_annots.v + skip;
  size_t n = c->decl_annots.n - skip;
  if (!n || from >= sec->n)
    return LSPV_SUCCESS;
  lspv_ptrmap idx = {0};
  size_t k = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn), k++)
    if (!lspv_ptrmap_put(&idx, fn, k))
      c->b->oom = true;
  size_t *order = malloc(n * 2 * sizeof *order);
  /* (What follows the last range stays where it is.) */
  size_t last = ranges[n - 1].end;
  uint32_t *out = malloc((last - from) * sizeof *out);
  if (!order || !out || c->b->oom) {
    free(order), free(out), lspv_ptrmap_free(&idx);
    return fwd_oom(c);
  }
  for (size_t i = 0; i < n; i++) {
    order[2 * i] = module_index(ranges[i].fn, &idx);
    order[2 * i + 1] = i;
  }
  qsort(order, n, 2 * sizeof *order, by_index);
  size_t len = 0, moved;
  for (size_t i = 0; i < n; i++) {
    const fwd_decl_annots *a = &ranges[order[2 * i + 1]];
    memcpy(out + len, sec->w + a->at, (a->end - a->at) * sizeof *out);
    len += a->end - a->at;
  }
  moved = len;
  /* The rest in its order; the ranges were written in increasing order. */
  size_t next = 0, skipped = 0, nw = 0;
  for (size_t at = from; at < last;) {
    if (next < n && at == ranges[next].at) {
      skipped += ranges[next].end - at;
      at = ranges[next++].end;
      continue;
    }
    size_t end = next < n ? ranges[next].at : last;
    while (nw < c->nowrap_at.n && c->nowrap_at.v[nw] < end) {
      if (c->nowrap_at.v[nw] >= at)
        c->nowrap_at.v[nw] += moved - skipped;
      nw++;
    }
    memcpy(out + len, sec->w + at, (end - at) * sizeof *out);
    len += end - at;
    at = end;
  }
  memcpy(sec->w + from, out, len * sizeof *out);
  free(order), free(out), lspv_ptrmap_free(&idx);
  return LSPV_SUCCESS;
}

/* llvm-spirv declares the module's function declarations in the module's
 * order, before any definition: the declarations written (at their first
 * call) are put in that order, and their types are moved to where the
 * first definition began (those of a helper module's declarations follow,
 * in the order written). */
static lspv_status order_declarations(fwd_ctx *c) {
  /* (After a failed allocation the recorded offsets may be incomplete.) */
  if (c->b->oom)
    return fwd_oom(c);
  size_t n = 0, len = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    n++;
  uint32_t *roots = malloc((n + 1) * sizeof *roots);
  uint32_t *out = malloc(c->fdecls.n * sizeof *out);
  bool *taken = calloc(c->fdecls.n + 1, sizeof *taken);
  if (!roots || !out || !taken) {
    free(roots), free(out), free(taken);
    return fwd_oom(c);
  }
  n = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn)) {
    uintptr_t at, ty;
    if (!LLVMIsDeclaration(fn) || !lspv_ptrmap_get(&c->decl_done, fn, &at) || !at ||
        --at >= c->fdecls.n || taken[at])
      continue;
    size_t end = declaration_end(&c->fdecls, at);
    memcpy(out + len, c->fdecls.w + at, (end - at) * sizeof *out);
    len += end - at;
    taken[at] = true;
    if (lspv_ptrmap_get(&c->fn_types, fn, &ty))
      roots[n++] = (uint32_t)ty;
  }
  for (size_t at = 0; at < c->fdecls.n;) {
    size_t end = declaration_end(&c->fdecls, at);
    if (!taken[at]) {
      memcpy(out + len, c->fdecls.w + at, (end - at) * sizeof *out);
      len += end - at;
    }
    at = end;
  }
  memcpy(c->fdecls.w, out, len * sizeof *out);
  lspv_status s = fwd_hoist_globals(c, c->decls_at, roots, n);
  free(roots), free(out), free(taken);
  return s ? s : order_declaration_annotations(c);
}

lspv_status fwd_functions(fwd_ctx *c) {
  c->decls_at = c->b->sec[LSPV_SEC_GLOBAL].n;
  c->decl_annots_at = c->b->sec[LSPV_SEC_ANNOTATION].n;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn))
      continue;
    /* The helpers of intrinsics that it called first follow it (as
     * llvm-spirv creates them at their first call). */
    lspv_status s = emit_function(c, fn);
    if (s || (s = fwd_helper_functions(c, emit_function)))
      return s;
  }
  fwd_emit_runtime_maps(c);
  lspv_status hs = fwd_helper_functions(c, emit_function);
  if (hs)
    return hs;
  /* Declarations precede all definitions (SPIR-V 2.4). */
  lspv_words *sec = &c->b->sec[LSPV_SEC_FUNCTION];
  if (c->fdecls.n) {
    lspv_status s = order_declarations(c);
    if (s)
      return s;
    if (!lspv_words_reserve(sec, c->fdecls.n))
      return fwd_oom(c);
    memmove(sec->w + c->fdecls.n, sec->w, sec->n * sizeof(uint32_t));
    memcpy(sec->w, c->fdecls.w, c->fdecls.n * sizeof(uint32_t));
    sec->n += c->fdecls.n;
  }
  return LSPV_SUCCESS;
}
