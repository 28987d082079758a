/*===-- forward/interface.c - entry-point interfaces and the final version --===*\
|* OpEntryPoint lists the module-scope variables of its interface.  Below    *|
|* SPIR-V 1.4 that is the Input/Output variables only (the builtins); from   *|
|* 1.4 on it must also list every variable the entry point's static call    *|
|* tree references (SPIR-V 2.16.1 / OpEntryPoint: "equal to or a superset   *|
|* of").  So the interface depends on the version, and the version on what *|
|* the module uses: the one optional 1.4 feature of the core is nsw/nuw as  *|
|* NoSignedWrap/NoUnsignedWrap decorations (arith.c), which are hints.     *|
|*                                                                            *|
|* At 1.4 the interfaces cost, in all, kernels x reachable variables words: *|
|* linear when each kernel reaches a part of the module, quadratic when     *|
|* every kernel reaches most of it.  fwd_settle_version() therefore         *|
|* computes the interfaces within a budget proportional to the module and, *|
|* when they do not fit (or one OpEntryPoint would pass the 65535-word     *|
|* instruction limit), drops the nowrap decorations with a warning and     *|
|* emits the lower version, where the interfaces are the builtins only.    *|
|* When something else requires 1.4 the interfaces are computed whatever   *|
|* they cost, and only an instruction over the limit is an error.          *|
|*                                                                            *|
|* What "references" means follows spirv-val (validate_interfaces.cpp): a   *|
|* variable is used by the functions whose code uses it, directly or through*|
|* constant expressions and the initializers of other globals.  The sets   *|
|* are built from LLVM's use lists (every use visited once per variable),   *|
|* the call graph from the uses of each function, and each kernel's set by  *|
|* a DFS with visited stamps; each interface is sorted into declaration    *|
|* order so the numbering (renumber.c) stays a function of the module.     *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "forward/fwd_private.h"

#define MAX_INST_WORDS 0xFFFFu

/* ---- recording during translation ------------------------------------------------*/
void fwd_nowrap_decorate(fwd_ctx *c, uint32_t id, uint32_t dec) {
  if (!lspv_vec_push(&c->nowrap_at, c->b->sec[LSPV_SEC_ANNOTATION].n))
    c->b->oom = true;
  c->nowrap_decs |= dec == SPV_Decoration_NoSignedWrap ? 1u : 2u;
  fwd_decorate(c, id, dec, NULL, 0);
}

/* ---- the use graph ------------------------------------------------------------------*/
typedef struct {
  uint32_t a, b;
} pair;

typedef struct {
  fwd_ctx *c;
  size_t nf;
  LLVMValueRef *fns; /* defined functions */
  lspv_ptrmap fidx;  /* function -> index + 1 */
  lspv_ptrmap seen;  /* constant / global -> stamp of the last walk */
  uint32_t stamp;    /* of the current walk */
  uint32_t *fstamp;  /* [nf] dedupe of (function, item) pairs */
  LSPV_VEC(LLVMValueRef) stack;
  LSPV_VEC(pair) pairs;
  bool oom;
} graph;

static uint32_t fn_index(graph *g, LLVMValueRef fn) {
  uintptr_t i;
  return fn && lspv_ptrmap_get(&g->fidx, fn, &i) ? (uint32_t)i : 0;
}

static bool dropped_call(LLVMValueRef inst) {
  LLVMValueRef callee = LLVMIsACallInst(inst) ? LLVMGetCalledValue(inst) : NULL;
  return callee && LLVMIsAFunction(callee) && fwd_intrinsic_dropped(LLVMGetValueName(callee));
}

/* Adds (f, item) for every defined function f whose code uses @p root,
 * directly or through constants and global initializers; each pair once. */
static void users_to_functions(graph *g, LLVMValueRef root, uint32_t item) {
  g->stamp++;
  g->stack.n = 0;
  if (!lspv_vec_push(&g->stack, root)) {
    g->oom = true;
    return;
  }
  while (g->stack.n) {
    LLVMValueRef v = g->stack.v[--g->stack.n];
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsAInstruction(user)) {
        if (dropped_call(user))
          continue; /* e.g. an annotation string: no SPIR-V reference */
        LLVMBasicBlockRef bb = LLVMGetInstructionParent(user);
        uint32_t f = fn_index(g, bb ? LLVMGetBasicBlockParent(bb) : NULL);
        if (f && g->fstamp[f - 1] != g->stamp) {
          g->fstamp[f - 1] = g->stamp;
          if (!lspv_vec_push(&g->pairs, ((pair){f - 1, item})))
            g->oom = true;
        }
        continue;
      }
      if (!LLVMIsAConstant(user))
        continue;
      /* An alias stands for its aliasee (forward writes the aliasee's id):
       * its users use the variable too. */
      if (LLVMIsAGlobalValue(user) && !LLVMIsAGlobalVariable(user) && !LLVMIsAGlobalAlias(user))
        continue;
      uintptr_t st;
      if (lspv_ptrmap_get(&g->seen, user, &st) && st == g->stamp)
        continue;
      if (!lspv_ptrmap_put(&g->seen, user, g->stamp) || !lspv_vec_push(&g->stack, user))
        g->oom = true;
    }
  }
}

/* Pairs (a, b) grouped by a: off[nf + 1], list[npairs] of b. */
static bool to_csr(const pair *p, size_t n, size_t nf, uint32_t **off, uint32_t **list) {
  *off = calloc(nf + 1, sizeof **off);
  *list = malloc((n ? n : 1) * sizeof **list);
  if (!*off || !*list)
    return false;
  for (size_t i = 0; i < n; i++)
    (*off)[p[i].a + 1]++;
  for (size_t i = 0; i < nf; i++)
    (*off)[i + 1] += (*off)[i];
  uint32_t *at = malloc((nf ? nf : 1) * sizeof *at);
  if (!at)
    return false;
  memcpy(at, *off, nf * sizeof *at);
  for (size_t i = 0; i < n; i++)
    (*list)[at[p[i].a]++] = p[i].b;
  free(at);
  return true;
}

static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

enum { IFACE_OK, IFACE_TOO_BIG, IFACE_OOM };

typedef struct {
  size_t entry; /* the entry point that went over the limit, or SIZE_MAX */
  size_t words; /* its interface, or all computed when the budget ran out */
  size_t done;  /* entry points done when the budget ran out */
} overflow;

/* Per-entry interfaces into c->iface_off / c->iface_words (variable ids).
 * @p work_budget bounds the DFS steps, @p out_budget the words. */
static int compute(fwd_ctx *c, size_t work_budget, size_t out_budget, overflow *ov) {
  graph g = {.c = c};
  uint32_t *ord = NULL, *goff = NULL, *glist = NULL, *eoff = NULL, *elist = NULL;
  uint32_t *fvis = NULL, *gvis = NULL, *dfs = NULL;
  LSPV_VEC(uint32_t) everywhere = {0};
  int r = IFACE_OOM;
  size_t ng = c->interface_all.n;
  ov->entry = SIZE_MAX;
  ov->words = ov->done = 0;

  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn))
      g.nf++;
  g.fns = malloc((g.nf ? g.nf : 1) * sizeof *g.fns);
  g.fstamp = calloc(g.nf ? g.nf : 1, sizeof *g.fstamp);
  ord = calloc(c->b->bound, sizeof *ord); /* variable id -> ordinal + 1 */
  if (!g.fns || !g.fstamp || !ord)
    goto done;
  size_t k = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(c->m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) {
      g.fns[k++] = fn;
      if (!lspv_ptrmap_put(&g.fidx, fn, k))
        goto done;
    }
  for (size_t i = 0; i < ng; i++)
    if (c->interface_all.v[i] < c->b->bound)
      ord[c->interface_all.v[i]] = (uint32_t)i + 1;

  /* Direct uses: LLVM globals (builtins are Input, listed everywhere);
   * variables translation makes of its own are listed everywhere. */
  gvis = calloc(ng ? ng : 1, sizeof *gvis); /* here: 1 when attributed */
  if (!gvis)
    goto done;
  for (LLVMValueRef gv = LLVMGetFirstGlobal(c->m); gv; gv = LLVMGetNextGlobal(gv)) {
    uintptr_t id;
    if (fwd_builtin_of_global(gv) != ~0u || !lspv_ptrmap_get(&c->vals, gv, &id) ||
        id >= c->b->bound || !ord[id])
      continue;
    gvis[ord[id] - 1] = 1;
    users_to_functions(&g, gv, ord[id] - 1);
  }
  /* Listed everywhere: the Input variables, and (a superset is valid) any
   * variable not attributed to a function above. */
  for (size_t i = 0; i < ng; i++)
    if (!gvis[i] && !lspv_vec_push(&everywhere, (uint32_t)i))
      g.oom = true;
  memset(gvis, 0, ng * sizeof *gvis);
  if (g.oom || !to_csr(g.pairs.v, g.pairs.n, g.nf, &goff, &glist))
    goto done;
  /* Calls: the callers of each defined function. */
  g.pairs.n = 0;
  for (size_t f = 0; f < g.nf; f++)
    users_to_functions(&g, g.fns[f], (uint32_t)f);
  if (g.oom || !to_csr(g.pairs.v, g.pairs.n, g.nf, &eoff, &elist))
    goto done;

  /* Each entry point: its call tree's variables plus the Input ones. */
  size_t nent = c->entries.n;
  fvis = calloc(g.nf ? g.nf : 1, sizeof *fvis);
  dfs = malloc((g.nf ? g.nf : 1) * sizeof *dfs);
  c->iface_off = calloc(nent + 1, sizeof *c->iface_off);
  if (!fvis || !dfs || !c->iface_off)
    goto done;
  LSPV_VEC(uint32_t) out = {0};
  size_t work = 0;
  r = IFACE_OK;
  for (size_t e = 0; e < nent && r == IFACE_OK; e++) {
    uint32_t stamp = (uint32_t)e + 1;
    size_t start = out.n;
    for (size_t i = 0; i < everywhere.n; i++) {
      gvis[everywhere.v[i]] = stamp;
      if (!lspv_vec_push(&out, everywhere.v[i]))
        r = IFACE_OOM;
    }
    uint32_t kf = fn_index(&g, c->entries.v[e].fn);
    size_t top = 0;
    if (kf) {
      fvis[kf - 1] = stamp;
      dfs[top++] = kf - 1;
    }
    while (top && r == IFACE_OK) {
      uint32_t f = dfs[--top];
      work += 1 + (goff[f + 1] - goff[f]) + (eoff[f + 1] - eoff[f]);
      for (uint32_t i = goff[f]; i < goff[f + 1]; i++)
        if (gvis[glist[i]] != stamp) {
          gvis[glist[i]] = stamp;
          if (!lspv_vec_push(&out, glist[i]))
            r = IFACE_OOM;
        }
      for (uint32_t i = eoff[f]; i < eoff[f + 1]; i++)
        if (fvis[elist[i]] != stamp) {
          fvis[elist[i]] = stamp;
          dfs[top++] = elist[i];
        }
      if (work > work_budget || out.n > out_budget) {
        ov->words = out.n;
        ov->done = e + 1;
        r = IFACE_TOO_BIG;
      }
    }
    if (r != IFACE_OK)
      break;
    size_t n = out.n - start, len = 0;
    LLVMGetValueName2(c->entries.v[e].fn, &len);
    if (3 + lspv_string_words(len) + n > MAX_INST_WORDS) {
      ov->entry = e;
      ov->words = n;
      r = IFACE_TOO_BIG;
      break;
    }
    /* Declaration order: a sort, or for a set that is a good part of all
     * variables (every kernel reaches most of the module) a scan of the
     * stamps, which is linear.  Nothing to order below two variables (and
     * out.v may still be NULL when n == 0: qsort(NULL) is undefined). */
    if (n >= 2 && n * 8 < ng) {
      qsort(out.v + start, n, sizeof *out.v, cmp_u32);
    } else if (n >= 2) {
      size_t k = start;
      for (uint32_t o = 0; o < ng; o++)
        if (gvis[o] == stamp)
          out.v[k++] = o;
    }
    for (size_t i = start; i < out.n; i++)
      out.v[i] = c->interface_all.v[out.v[i]];
    c->iface_off[e + 1] = out.n;
  }
  if (r == IFACE_OK)
    c->iface_words = out.v;
  else
    lspv_vec_free(&out);
done:
  if (g.oom)
    r = IFACE_OOM;
  free(g.fns);
  free(g.fstamp);
  lspv_ptrmap_free(&g.fidx);
  lspv_ptrmap_free(&g.seen);
  lspv_vec_free(&g.stack);
  lspv_vec_free(&g.pairs);
  free(ord);
  free(goff);
  free(glist);
  free(eoff);
  free(elist);
  free(fvis);
  free(gvis);
  free(dfs);
  lspv_vec_free(&everywhere);
  if (r != IFACE_OK) {
    free(c->iface_off);
    c->iface_off = NULL;
  }
  return r;
}

/* Removes the nowrap decorations from the annotation section (their offsets
 * were recorded in increasing order as they were written). */
static void drop_nowrap(fwd_ctx *c) {
  lspv_words *a = &c->b->sec[LSPV_SEC_ANNOTATION];
  size_t to = 0, k = 0;
  for (size_t at = 0; at < a->n;) {
    size_t wc = a->w[at] >> 16;
    if (!wc)
      break;
    if (k < c->nowrap_at.n && c->nowrap_at.v[k] == at) {
      k++;
    } else {
      memmove(a->w + to, a->w + at, wc * sizeof *a->w);
      to += wc;
    }
    at += wc;
  }
  a->n = to;
  c->nowrap_at.n = 0;
  c->nowrap_decs = 0;
}

static size_t module_words(const fwd_ctx *c) {
  size_t n = 0;
  for (int s = 0; s < LSPV_SEC_COUNT; s++)
    n += c->b->sec[s].n;
  return n;
}

lspv_status fwd_settle_version(fwd_ctx *c) {
  bool want = c->nowrap_at.n != 0;
  bool required = c->version >= LSPV_VERSION(1, 4);
  if (!required && !want)
    return LSPV_SUCCESS; /* interfaces: the Input variables */
  /* The interfaces may cost a fraction of the module (words), and the walks
   * that find them a small multiple of it, when they are only worth the
   * nowrap hints. */
  size_t mw = module_words(c);
  size_t out_budget = required ? SIZE_MAX : (mw / 8 > MAX_INST_WORDS ? mw / 8 : MAX_INST_WORDS);
  size_t work_budget = required ? SIZE_MAX : 2 * mw + MAX_INST_WORDS;
  overflow ov;
  int r = compute(c, work_budget, out_budget, &ov);
  if (r == IFACE_OOM)
    return fwd_oom(c);
  if (r == IFACE_OK) {
    static const uint32_t decs[2] = {SPV_Decoration_NoSignedWrap, SPV_Decoration_NoUnsignedWrap};
    for (int k = 0; k < 2; k++) {
      lspv_status s = (c->nowrap_decs >> k) & 1
                          ? fwd_need_enum(c, LSPV_OK_Decoration, decs[k], NULL)
                          : LSPV_SUCCESS;
      if (s)
        return s;
    }
    return LSPV_SUCCESS;
  }
  size_t len = 0;
  const char *name =
      ov.entry != SIZE_MAX ? LLVMGetValueName2(c->entries.v[ov.entry].fn, &len) : NULL;
  if (required)
    return lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "InterfaceTooLong",
                      "the OpEntryPoint of kernel '%.*s' would list %zu variables, more than "
                      "an instruction can hold (65535 words); SPIR-V %u.%u, where interfaces "
                      "list every variable the call tree uses, is required by %s",
                      (int)len, name ? name : "", ov.words, c->version >> 16,
                      (c->version >> 8) & 0xff, c->version_why ? c->version_why : "the module");
  drop_nowrap(c);
  if (name)
    lspv_fwd_warning(c, NULL,
                     "nsw/nuw flags dropped: at SPIR-V 1.4 (NoSignedWrap/NoUnsignedWrap) the "
                     "OpEntryPoint of kernel '%.*s' would list %zu variables, more than an "
                     "instruction can hold; SPIR-V %u.%u is emitted instead",
                     (int)len, name, ov.words, c->version >> 16, (c->version >> 8) & 0xff);
  else
    lspv_fwd_warning(c, NULL,
                     "nsw/nuw flags dropped: at SPIR-V 1.4 (NoSignedWrap/NoUnsignedWrap) each "
                     "OpEntryPoint lists every variable its kernel's call tree uses, which here "
                     "grows as kernels x reachable globals (%zu words for %zu of %zu kernels, "
                     "past the budget of a fraction of the module); SPIR-V %u.%u, whose "
                     "interfaces list only the builtins, is emitted instead",
                     ov.words, ov.done, c->entries.n, c->version >> 16, (c->version >> 8) & 0xff);
  return LSPV_SUCCESS;
}
