/*===-- forward/module.c - the forward driver and module-level parts ------===*\
|* lspv_forward: sets up the translation context, runs the phases (globals, *|
|* function declarations, bodies, entry points) and then writes what only    *|
|* the end knows: capabilities, extensions, memory model, version.           *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "forward/fwd_private.h"

/* ---- ids, errors ---------------------------------------------------------------*/
uint32_t fwd_id(fwd_ctx *c) { return lspv_builder_id(c->b); }

/* The builder's sticky failure: out of memory, or an instruction that
 * would be longer than a word count can say (llvm-spirv's first line, then
 * lspv's detail). */
lspv_status fwd_oom(fwd_ctx *c) {
  if (c->b->too_long_opcode) {
    const lspv_inst_desc *d = lspv_gx_inst(c->o->gx, c->b->too_long_opcode);
    return lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "InvalidWordCount",
                      "Can't encode instruction with word count greater than 65535:\n"
                      "%s would need %zu words, more than the 65535 an instruction can have "
                      "(Id: %u, OpCode: %s, Name: \"\")",
                      d ? d->name : "?", c->b->too_long_words, c->too_long_id,
                      d ? d->name + 2 : "?");
  }
  return lspv_error(&c->o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory",
                    "out of memory during forward translation");
}

/* llvm-spirv's first line for anything its writer cannot translate; lspv's
 * reason, the function and the value follow on the next line. */
lspv_status fwd_unsupported(fwd_ctx *c, LLVMValueRef v, const char *what) {
  return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", v,
                        "Can't translate llvm instruction:\n%s", what);
}

/* ---- requirements from the grammar ------------------------------------------------*/
void fwd_need_cap(fwd_ctx *c, uint32_t cap) {
  uintptr_t dummy;
  if (lspv_ptrmap_get(&c->caps, (void *)(uintptr_t)(cap + 1), &dummy))
    return;
  if (!lspv_ptrmap_put(&c->caps, (void *)(uintptr_t)(cap + 1), 1) ||
      !lspv_vec_push(&c->cap_list, cap))
    c->b->oom = true;
  /* The capability's own needs (e.g. a version) come from its enumerant. */
  const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, LSPV_OK_Capability, cap);
  if (d && d->min_version != LSPV_VERSION_NONE && d->min_version > c->version &&
      d->min_version <= c->max_version) {
    c->version = d->min_version;
    c->version_why = d->name;
  }
}

lspv_status fwd_need_version(fwd_ctx *c, uint32_t v, const char *why) {
  if (v <= c->version)
    return LSPV_SUCCESS;
  if (v > c->max_version)
    return lspv_error(&c->o->diag, LSPV_ERROR_VERSION, "RequiresVersion",
                      "Cannot fulfill SPIR-V version restriction:\nSPIR-V version was restricted "
                      "to at most %u.%u (%u) but a construct from the input requires SPIR-V "
                      "version %u.%u (%u) or above (%s; --spirv-max-version)",
                      c->max_version >> 16, (c->max_version >> 8) & 0xff, c->max_version, v >> 16,
                      (v >> 8) & 0xff, v, why);
  c->version = v;
  c->version_why = why;
  return LSPV_SUCCESS;
}

static bool ext_declared(fwd_ctx *c, const char *name) {
  for (size_t i = 0; i < c->ext_list.n; i++)
    if (!strcmp(c->ext_list.v[i], name))
      return true;
  return false;
}

/* Shared by instructions and enumerants: any-of capabilities, any-of
 * extensions (only when the core version does not have it). */
static lspv_status need_desc(fwd_ctx *c, const char *name, unsigned min_version,
                             const unsigned *caps, unsigned ncaps, const unsigned short *exts,
                             unsigned nexts) {
  const lspv_grammar_overlay *gx = c->o->gx;
  if (min_version == LSPV_VERSION_NONE || (min_version > c->max_version && nexts)) {
    bool have = false;
    for (unsigned i = 0; i < nexts && !have; i++)
      have = ext_declared(c, lspv_gx_ext_name(gx, exts[i]));
    for (unsigned i = 0; i < nexts && !have; i++) {
      const char *e = lspv_gx_ext_name(gx, exts[i]);
      if (lspv_fwd_extension_enabled(c, e)) {
        lspv_status s = lspv_fwd_require_extension(c, e);
        if (s)
          return s;
        have = true;
      }
    }
    if (!have && nexts)
      return lspv_fwd_require_extension(c, lspv_gx_ext_name(gx, exts[0]));
  } else if (min_version > c->version) {
    lspv_status s = fwd_need_version(c, min_version, name);
    if (s)
      return s;
  }
  if (ncaps) {
    for (unsigned i = 0; i < ncaps; i++) {
      uintptr_t d;
      if (lspv_ptrmap_get(&c->caps, (void *)(uintptr_t)(caps[i] + 1), &d))
        return LSPV_SUCCESS;
    }
    /* The capability may itself need an extension (SPIR-V 2.2.2): the
     * first one that needs none the version does not have is taken (a
     * BuiltIn SubgroupEqMask: GroupNonUniformBallot, not SubgroupBallotKHR
     * of SPV_KHR_shader_ballot), else the first one. */
    uint32_t cap = caps[0];
    for (unsigned i = 0; i < ncaps; i++) {
      const lspv_enum_desc *ci = lspv_gx_enum(gx, LSPV_OK_Capability, caps[i]);
      if (ci && (!ci->nexts || ci->min_version <= c->o->max_version)) {
        cap = caps[i];
        break;
      }
    }
    const lspv_enum_desc *cd = lspv_gx_enum(gx, LSPV_OK_Capability, cap);
    if (cd && cd->nexts && cd->min_version > c->max_version) {
      lspv_status s = need_desc(c, cd->name, cd->min_version, NULL, 0, cd->exts, cd->nexts);
      if (s)
        return s;
    }
    fwd_need_cap(c, cap);
  }
  return LSPV_SUCCESS;
}

lspv_status fwd_need_inst(fwd_ctx *c, unsigned opcode, LLVMValueRef where) {
  if (opcode < sizeof c->inst_seen && c->inst_seen[opcode])
    return LSPV_SUCCESS;
  const lspv_inst_desc *d = lspv_gx_inst(c->o->gx, opcode);
  if (!d)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", where,
                          "opcode %u is not in the grammar", opcode);
  /* Above the version limit, an alias may name the extension that gives
   * the instruction below it (OpSDot, core in 1.6, is OpSDotKHR before). */
  unsigned nspell = 0;
  const lspv_inst_desc *spell = !d->nexts && d->min_version > c->o->max_version
                                    ? lspv_gx_inst_spellings(c->o->gx, opcode, &nspell)
                                    : NULL;
  for (unsigned i = 0; i < nspell; i++)
    if (spell[i].nexts) {
      d = &spell[i];
      break;
    }
  lspv_status s = need_desc(c, d->name, d->min_version, d->caps, d->ncaps, d->exts, d->nexts);
  if (s == LSPV_SUCCESS && opcode < sizeof c->inst_seen)
    c->inst_seen[opcode] = 1;
  return s;
}

lspv_status fwd_need_enum(fwd_ctx *c, unsigned kind, unsigned value, LLVMValueRef where) {
  const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, kind, value);
  if (!d)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidOperand", where,
                          "value %u is not a known %s", value, lspv_kinds[kind].name);
  /* Above the version limit, an alias spelling may name the extension that
   * gives the value below it (PackedVectorFormat4x8Bit, core in 1.6, is
   * PackedVectorFormat4x8BitKHR of an extension before). */
  unsigned nspell = 0;
  const lspv_enum_desc *spell = !d->nexts && d->min_version > c->o->max_version
                                    ? lspv_enum_spellings(kind, value, &nspell)
                                    : NULL;
  for (unsigned i = 0; i < nspell; i++)
    if (spell[i].nexts) {
      d = &spell[i];
      break;
    }
  return need_desc(c, d->name, d->min_version, d->caps, d->ncaps, d->exts, d->nexts);
}

/* ---- emission --------------------------------------------------------------------*/
uint32_t fwd_continued_opcode(fwd_ctx *c, uint32_t opcode) {
  for (unsigned i = 0; i < c->ncont; i++)
    if (c->cont[i].opcode == opcode)
      return c->cont[i].continued;
  uint32_t continued = 0;
  if (fwd_hook_continued(c, opcode, &continued) != LSPV_SUCCESS || continued > 0xFFFF)
    continued = 0;
  if (c->ncont < sizeof c->cont / sizeof c->cont[0]) {
    c->cont[c->ncont].opcode = opcode;
    c->cont[c->ncont++].continued = continued;
  }
  return continued;
}

bool fwd_is_continued(const fwd_ctx *c, uint32_t opcode) {
  for (unsigned i = 0; i < c->ncont; i++)
    if (c->cont[i].continued && c->cont[i].continued == opcode)
      return true;
  return false;
}

/* An instruction over 65535 words: the first 65535 as @p opcode, the rest
 * in the continued instructions a plugin gives, else the sticky failure. */
static void emit_long(fwd_ctx *c, lspv_words *w, unsigned opcode, const uint32_t *ops, size_t n) {
  uint32_t continued = fwd_continued_opcode(c, opcode);
  if (!continued) {
    if (!c->b->too_long_opcode) {
      c->b->too_long_opcode = opcode;
      c->b->too_long_words = n + 1;
      const lspv_inst_desc *d = lspv_gx_inst(c->o->gx, opcode);
      c->too_long_id = d && d->has_result && n > d->has_type ? ops[d->has_type] : 0;
    }
    c->b->oom = true;
    return;
  }
  c->any_continued = true;
  for (size_t at = 0; at < n; at += 0xFFFE) {
    size_t k = n - at < 0xFFFE ? n - at : 0xFFFE;
    if (!lspv_words_push(w, (uint32_t)((k + 1) << 16) | (at ? continued : opcode)) ||
        !lspv_words_append(w, ops + at, k))
      c->b->oom = true;
  }
}

void fwd_emit_words(fwd_ctx *c, lspv_words *w, unsigned opcode, const uint32_t *ops, size_t n) {
  if (n + 1 > 0xFFFF)
    emit_long(c, w, opcode, ops, n);
  else if (!lspv_words_push(w, (uint32_t)((n + 1) << 16) | opcode) || !lspv_words_append(w, ops, n))
    c->b->oom = true;
}

void fwd_emit(fwd_ctx *c, lspv_section s, unsigned opcode, const uint32_t *ops, size_t n) {
  fwd_emit_words(c, &c->b->sec[s], opcode, ops, n);
}

void fwd_emit_body(fwd_ctx *c, unsigned opcode, const uint32_t *ops, size_t n) {
  fwd_emit_words(c, &c->fbody, opcode, ops, n);
  /* Remember what the result id was emitted as (fwd_instruction hooks). */
  c->last_opcode = opcode;
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  if (!d)
    d = lspv_gx_inst(c->o->gx, opcode);
  size_t at = d && d->has_result ? d->has_type : n;
  if (at < n)
    c->recent[ops[at] % FWD_RECENT] = (fwd_recent){ops[at], opcode};
}

void fwd_emit_str(fwd_ctx *c, lspv_section s, unsigned opcode, const uint32_t *ops, size_t n,
                  const char *str, size_t len) {
  size_t at = lspv_builder_begin(c->b, s, opcode);
  for (size_t i = 0; i < n; i++)
    lspv_builder_word(c->b, s, ops[i]);
  lspv_builder_string(c->b, s, str, len);
  lspv_builder_end(c->b, s, at);
}

void fwd_name(fwd_ctx *c, uint32_t id, LLVMValueRef v) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(v, &len);
  if (name && len)
    fwd_emit_str(c, LSPV_SEC_DEBUG_NAME, SPV_OpName, &id, 1, name, len);
}

void fwd_decorate(fwd_ctx *c, uint32_t id, uint32_t dec, const uint32_t *args, size_t n) {
  uint32_t ops[8] = {id, dec};
  for (size_t i = 0; i < n && i < 6; i++)
    ops[2 + i] = args[i];
  fwd_emit(c, LSPV_SEC_ANNOTATION, SPV_OpDecorate, ops, 2 + (n < 6 ? n : 6));
}

/* ---- module-level metadata ----------------------------------------------------------*/
static bool md_ints(fwd_ctx *c, LLVMValueRef node, uint64_t *out, unsigned max, unsigned *n) {
  unsigned all = LLVMGetMDNodeNumOperands(node), k = all < max ? all : max;
  /* The C API writes every operand: the array holds them all. */
  LLVMValueRef *ops = all ? lspv_arena_alloc(c->arena, all * sizeof *ops) : NULL;
  if (all && !ops)
    return false;
  if (all)
    LLVMGetMDNodeOperands(node, ops);
  for (unsigned i = 0; i < k; i++) {
    if (!ops[i] || !LLVMIsAConstantInt(ops[i]))
      return false;
    out[i] = LLVMConstIntGetZExtValue(ops[i]);
  }
  *n = k;
  return true;
}

/* The first operand of named metadata @p name, or NULL.  The C API writes
 * every operand, so the array is sized by the count (modules often list the
 * same node many times, one per linked translation unit). */
static LLVMValueRef named_md_first(fwd_ctx *c, const char *name) {
  unsigned count = LLVMGetNamedMetadataNumOperands(c->m, name);
  if (count == 0)
    return NULL;
  LLVMValueRef *nodes = lspv_arena_alloc(c->arena, count * sizeof *nodes);
  if (!nodes)
    return NULL;
  LLVMGetNamedMetadataOperands(c->m, name, nodes);
  return nodes[0];
}

/* OpSourceExtension for each distinct name of !opencl.used.extensions (a
 * list of string nodes, one per linked translation unit), in first-seen
 * order. */
static void emit_source_extensions(fwd_ctx *c) {
  const char *name = "opencl.used.extensions";
  unsigned count = LLVMGetNamedMetadataNumOperands(c->m, name);
  LLVMValueRef *nodes = count ? lspv_arena_alloc(c->arena, count * sizeof *nodes) : NULL;
  if (!nodes)
    return;
  LLVMGetNamedMetadataOperands(c->m, name, nodes);
  uint32_t key[65], id;
  for (unsigned i = 0; i < count; i++) {
    unsigned n = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef *ops = n ? lspv_arena_alloc(c->arena, n * sizeof *ops) : NULL;
    if (!ops)
      continue;
    LLVMGetMDNodeOperands(nodes[i], ops);
    for (unsigned k = 0; k < n; k++) {
      unsigned len = 0;
      const char *ext = ops[k] ? LLVMGetMDString(ops[k], &len) : NULL;
      if (!ext || !len || len > 255 || memchr(ext, 0, len))
        continue;
      /* Deduplicated through the module's word map, keyed by opcode and
       * the padded string. */
      memset(key, 0, sizeof key);
      key[0] = SPV_OpSourceExtension;
      memcpy(key + 1, ext, len);
      size_t nk = 1 + (len + 4) / 4;
      if (lspv_wordmap_get(&c->dedup, key, nk, &id))
        continue;
      if (!lspv_wordmap_put(&c->dedup, c->arena, key, nk, 1))
        c->b->oom = true;
      fwd_emit_str(c, LSPV_SEC_DEBUG_STRING, SPV_OpSourceExtension, NULL, 0, ext, len);
    }
  }
}

/* OpSource from !spirv.Source {lang, version} or !opencl.ocl.version {maj, min}. */
static void emit_source(fwd_ctx *c) {
  LLVMValueRef node;
  uint64_t v[4];
  unsigned n = 0;
  emit_source_extensions(c);
  if ((node = named_md_first(c, "spirv.Source"))) {
    /* A language the grammar does not know would make the module invalid
     * (spirv-val: "Invalid source language operand"): the other sources
     * of the language are tried instead. */
    if (md_ints(c, node, v, 4, &n) && n >= 2 && v[0] <= UINT32_MAX && v[1] <= UINT32_MAX &&
        lspv_enum_name(LSPV_OK_SourceLanguage, (uint32_t)v[0])) {
      uint32_t ops[2] = {(uint32_t)v[0], (uint32_t)v[1]};
      fwd_emit(c, LSPV_SEC_DEBUG_STRING, SPV_OpSource, ops, 2);
      return;
    }
  }
  /* C++ for OpenCL names its own version (clang's -cl-std=clc++). */
  if ((node = named_md_first(c, "opencl.cxx.version"))) {
    if (md_ints(c, node, v, 2, &n) && n == 2) {
      uint32_t ops[2] = {SPV_SourceLanguage_CPP_for_OpenCL,
                         (uint32_t)(v[0] * 100000 + v[1] * 1000)};
      fwd_emit(c, LSPV_SEC_DEBUG_STRING, SPV_OpSource, ops, 2);
      return;
    }
  }
  if ((node = named_md_first(c, "opencl.ocl.version"))) {
    if (md_ints(c, node, v, 2, &n) && n == 2) {
      uint32_t ops[2] = {SPV_SourceLanguage_OpenCL_C, (uint32_t)(v[0] * 100000 + v[1] * 1000)};
      fwd_emit(c, LSPV_SEC_DEBUG_STRING, SPV_OpSource, ops, 2);
      return;
    }
  }
  /* Nothing says: an Unknown source of version 0, as llvm-spirv writes. */
  uint32_t unknown[2] = {SPV_SourceLanguage_Unknown, 0};
  fwd_emit(c, LSPV_SEC_DEBUG_STRING, SPV_OpSource, unknown, 2);
}

LLVMValueRef fwd_fn_md(fwd_ctx *c, LLVMValueRef fn, const char *kind) {
  unsigned id = LLVMGetMDKindIDInContext(c->llctx, kind, (unsigned)strlen(kind));
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(fn, &n);
  LLVMValueRef r = NULL;
  for (size_t i = 0; i < n; i++)
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) == id)
      r = LLVMMetadataAsValue(c->llctx, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i));
  if (e)
    LLVMDisposeValueMetadataEntries(e);
  return r;
}

/* vec_type_hint: SPIR-V encodes the element type (0..6: char short int long
 * half float double) in the low 16 bits and the width above. */
static bool vec_hint_code(LLVMValueRef node, uint32_t *code) {
  LLVMValueRef ops[4];
  if (LLVMGetMDNodeNumOperands(node) < 1 || LLVMGetMDNodeNumOperands(node) > 4)
    return false;
  LLVMGetMDNodeOperands(node, ops);
  LLVMTypeRef t = LLVMTypeOf(ops[0]);
  unsigned lanes = 1;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    lanes = LLVMGetVectorSize(t);
    t = LLVMGetElementType(t);
  }
  uint32_t k;
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 8: k = 0; break;
    case 16: k = 1; break;
    case 32: k = 2; break;
    case 64: k = 3; break;
    default: return false;
    }
    break;
  case LLVMHalfTypeKind: k = 4; break;
  case LLVMFloatTypeKind: k = 5; break;
  case LLVMDoubleTypeKind: k = 6; break;
  default: return false;
  }
  *code = k | (lanes << 16);
  return true;
}

/* Whether execution mode @p d can be had within the options: the version
 * allows it, or one of its extensions is enabled. */
static bool enum_available(fwd_ctx *c, const lspv_enum_desc *d) {
  if (d->min_version != LSPV_VERSION_NONE && d->min_version <= c->max_version)
    return true;
  for (unsigned i = 0; i < d->nexts; i++) {
    const char *e = lspv_gx_ext_name(c->o->gx, d->exts[i]);
    if (ext_declared(c, e) || lspv_fwd_extension_enabled(c, e))
      return true;
  }
  return false;
}

/* A mode is available by its own version or extensions, or, when the
 * grammar gives it none (an extension's mode: RoundingModeRTPINTEL), through
 * one of its capabilities' (an extension capability's extension). */
static bool mode_available(fwd_ctx *c, const lspv_enum_desc *d) {
  if (enum_available(c, d))
    return true;
  for (unsigned i = 0; i < d->ncaps && !d->nexts; i++) {
    const lspv_enum_desc *cap = lspv_gx_enum(c->o->gx, LSPV_OK_Capability, d->caps[i]);
    if (cap && cap->nexts && enum_available(c, cap))
      return true;
  }
  return false;
}

/* The extension a mode (or, when it names none, its first capability)
 * asks for, for a diagnostic; NULL when none. */
static const char *mode_extension(fwd_ctx *c, const lspv_enum_desc *d) {
  if (d->nexts)
    return lspv_gx_ext_name(c->o->gx, d->exts[0]);
  for (unsigned i = 0; i < d->ncaps; i++) {
    const lspv_enum_desc *cap = lspv_gx_enum(c->o->gx, LSPV_OK_Capability, d->caps[i]);
    if (cap && cap->nexts)
      return lspv_gx_ext_name(c->o->gx, cap->exts[0]);
  }
  return NULL;
}

static bool value_enum(unsigned kind) {
  return kind < LSPV_OK_COUNT && lspv_kinds[kind].category == LSPV_CAT_VALUEENUM;
}

/* Execution mode words[1] of kernel @p fn (OpEntryPoint id words[0]) with
 * the @p n - 2 literals after it: the grammar gives its literal count and
 * what it needs; a mode that neither the version limit nor an enabled
 * extension allows is dropped with a warning (LSPV_DECLINED), as llvm-spirv
 * drops it (float controls without SPV_KHR_float_controls below 1.4). */
lspv_status fwd_exec_mode(fwd_ctx *c, LLVMValueRef fn, uint32_t *words, unsigned n) {
  const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, LSPV_OK_ExecutionMode, words[1]);
  if (!d)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidOperand", fn,
                          "!spirv.ExecutionMode: %u is not a known execution mode", words[1]);
  /* literals, or ids (the *Id modes) given as i32 values */
  bool literals = d->nparams == n - 2, by_id = false;
  for (unsigned k = 0; k < d->nparams && literals; k++) {
    unsigned kind = d->params[k].kind;
    by_id |= kind == LSPV_OK_IdRef;
    literals = kind == LSPV_OK_LiteralInteger || kind == LSPV_OK_IdRef || value_enum(kind);
  }
  if (!literals)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidOperand", fn,
                          "!spirv.ExecutionMode: %s takes %u literal operand(s)", d->name,
                          (unsigned)d->nparams);
  if (!mode_available(c, d)) {
    const char *ext = mode_extension(c, d);
    if (d->min_version == LSPV_VERSION_NONE)
      lspv_fwd_warning(c, fn, "execution mode %s dropped: it needs extension %s", d->name,
                       ext ? ext : "(none)");
    else
      lspv_fwd_warning(c, fn, "execution mode %s dropped: it needs SPIR-V %u.%u or extension %s",
                       d->name, d->min_version >> 16, (d->min_version >> 8) & 0xff,
                       ext ? ext : "(none)");
    return LSPV_DECLINED;
  }
  lspv_status s = fwd_need_enum(c, LSPV_OK_ExecutionMode, words[1], fn);
  if (s)
    return s;
  for (unsigned k = 2; k < n; k++) {
    unsigned kind = d->params[k - 2].kind;
    if (kind == LSPV_OK_IdRef)
      words[k] = fwd_const_int(c, 32, words[k]);
    else if (value_enum(kind) && (s = fwd_need_enum(c, kind, words[k], fn)))
      return s;
  }
  if (by_id && (s = fwd_need_inst(c, SPV_OpExecutionModeId, fn)))
    return s;
  fwd_emit(c, LSPV_SEC_EXECUTIONMODE, by_id ? SPV_OpExecutionModeId : SPV_OpExecutionMode, words,
           n);
  return LSPV_SUCCESS;
}

/* Operand @p param of execution mode @p mode in a !spirv.ExecutionMode
 * node, in the two forms reverse writes (as llvm-spirv's does) besides an
 * integer: an enumerant by its name (!"AutoINTEL"), an <id> operand as a
 * node of its constant's value (!{i32 3}). */
static bool mode_md_operand(fwd_ctx *c, uint32_t mode, unsigned param, LLVMValueRef v,
                            uint32_t *out) {
  const lspv_enum_desc *d = lspv_gx_enum(c->o->gx, LSPV_OK_ExecutionMode, mode);
  if (!d || param >= d->nparams || !v)
    return false;
  unsigned kind = d->params[param].kind;
  unsigned len = 0;
  const char *name = LLVMGetMDString(v, &len);
  if (name) {
    const lspv_enum_desc *e =
        value_enum(kind) ? lspv_gx_enum_by_name(c->o->gx, kind, name, len) : NULL;
    if (e)
      *out = e->value;
    return e != NULL;
  }
  if (kind != LSPV_OK_IdRef || !LLVMIsAMDNode(v) || LLVMGetMDNodeNumOperands(v) != 1)
    return false;
  LLVMValueRef x;
  LLVMGetMDNodeOperands(v, &x);
  if (!x || !LLVMIsAConstantInt(x))
    return false;
  *out = (uint32_t)LLVMConstIntGetZExtValue(x);
  return true;
}

/* !spirv.ExecutionMode: {ptr @kernel, i32 mode, i32 literal...} nodes (as
 * llvm-spirv reads them) for kernel @p fn, apart from the modes in @p done
 * (already written from the OpenCL metadata).  The grammar gives each
 * mode's literal count and what it needs; a mode that neither the version
 * limit nor an enabled extension allows is dropped with a warning, as
 * llvm-spirv drops it (float controls without SPV_KHR_float_controls below
 * 1.4). */
static lspv_status md_exec_modes(fwd_ctx *c, LLVMValueRef fn, uint32_t id, const uint32_t *done,
                                 unsigned ndone) {
  const char *name = "spirv.ExecutionMode";
  unsigned count = LLVMGetNamedMetadataNumOperands(c->m, name);
  if (!count)
    return LSPV_SUCCESS;
  LLVMValueRef *nodes = lspv_arena_alloc(c->arena, count * sizeof *nodes);
  if (!nodes)
    return fwd_oom(c);
  LLVMGetNamedMetadataOperands(c->m, name, nodes);
  for (unsigned i = 0; i < count; i++) {
    unsigned n = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef ops[8];
    if (n < 2 || n > 8)
      continue;
    LLVMGetMDNodeOperands(nodes[i], ops);
    if (ops[0] != fn)
      continue;
    uint32_t words[8] = {id};
    for (unsigned k = 1; k < n; k++) {
      if (ops[k] && LLVMIsAConstantInt(ops[k]))
        words[k] = (uint32_t)LLVMConstIntGetZExtValue(ops[k]);
      else if (k < 2 || !mode_md_operand(c, words[1], k - 2, ops[k], &words[k]))
        return fwd_unsupported(c, fn, "malformed !spirv.ExecutionMode metadata");
    }
    bool dup = false;
    for (unsigned k = 0; k < ndone && !dup; k++)
      dup = done[k] == words[1];
    if (dup)
      continue;
    lspv_status s = fwd_exec_mode(c, fn, words, n);
    if (s && s != LSPV_DECLINED)
      return s;
  }
  return LSPV_SUCCESS;
}

/* -preserve-ocl-kernel-arg-type-metadata-through-string: the kernel's
 * kernel_arg_type (kernel_arg_type_qual) in an OpString
 * "<kind>.<kernel>.<t1>,<t2>,...," (the types' spelling and the const
 * qualifiers survive, where the reverse would derive them). */
static lspv_status arg_md_string(fwd_ctx *c, LLVMValueRef fn, const char *kind) {
  LLVMValueRef node = c->o->kernel_arg_type_strings ? fwd_fn_md(c, fn, kind) : NULL;
  if (!node)
    return LSPV_SUCCESS;
  unsigned n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef *ops = n ? lspv_arena_alloc(c->arena, n * sizeof *ops) : NULL;
  if (n && !ops)
    return fwd_oom(c);
  if (n)
    LLVMGetMDNodeOperands(node, ops);
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  size_t cap = 32 + strlen(kind) + len, at = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned l = 0;
    if (ops[i])
      LLVMGetMDString(ops[i], &l);
    cap += l + 1;
  }
  char *s = lspv_arena_alloc(c->arena, cap);
  if (!s)
    return fwd_oom(c);
  at = (size_t)snprintf(s, cap, "%s.%.*s.", kind, (int)len, name);
  for (unsigned i = 0; i < n; i++) {
    unsigned l = 0;
    const char *t = ops[i] ? LLVMGetMDString(ops[i], &l) : NULL;
    if (t)
      memcpy(s + at, t, l);
    at += t ? l : 0;
    s[at++] = ',';
  }
  lspv_fwd_string(c, s, at);
  return LSPV_SUCCESS;
}

static lspv_status emit_exec_modes(fwd_ctx *c, LLVMValueRef fn, uint32_t id) {
  uint32_t done[8];
  unsigned ndone = 0;
  lspv_status as = arg_md_string(c, fn, "kernel_arg_type");
  if (!as)
    as = arg_md_string(c, fn, "kernel_arg_type_qual");
  if (as)
    return as;
  static const struct {
    const char *md;
    uint32_t mode;
  } sizes[] = {{"reqd_work_group_size", SPV_ExecutionMode_LocalSize},
               {"work_group_size_hint", SPV_ExecutionMode_LocalSizeHint}};
  for (unsigned k = 0; k < 2; k++) {
    LLVMValueRef node = fwd_fn_md(c, fn, sizes[k].md);
    uint64_t v[3];
    unsigned n = 0;
    if (!node)
      continue;
    /* The sizes of the dimensions not given are 1 (OpenCL C 6.11.2). */
    if (LLVMGetMDNodeNumOperands(node) > 3 || !md_ints(c, node, v, 3, &n) || n < 1)
      return fwd_unsupported(c, fn, "malformed work-group size metadata");
    for (unsigned d = n; d < 3; d++)
      v[d] = 1;
    uint32_t ops[5] = {id, sizes[k].mode, (uint32_t)v[0], (uint32_t)v[1], (uint32_t)v[2]};
    fwd_emit(c, LSPV_SEC_EXECUTIONMODE, SPV_OpExecutionMode, ops, 5);
    done[ndone++] = sizes[k].mode;
  }
  LLVMValueRef node = fwd_fn_md(c, fn, "vec_type_hint");
  uint32_t code;
  if (node && vec_hint_code(node, &code)) {
    uint32_t ops[3] = {id, SPV_ExecutionMode_VecTypeHint, code};
    fwd_emit(c, LSPV_SEC_EXECUTIONMODE, SPV_OpExecutionMode, ops, 3);
    done[ndone++] = SPV_ExecutionMode_VecTypeHint;
  }
  if (fwd_fpc_contraction_off(c, fn)) {
    uint32_t ops[2] = {id, SPV_ExecutionMode_ContractionOff};
    fwd_emit(c, LSPV_SEC_EXECUTIONMODE, SPV_OpExecutionMode, ops, 2);
    done[ndone++] = SPV_ExecutionMode_ContractionOff;
  }
  node = fwd_fn_md(c, fn, "intel_reqd_sub_group_size");
  uint64_t v[1];
  unsigned n = 0;
  if (node && md_ints(c, node, v, 1, &n) && n == 1) {
    lspv_status s = fwd_need_enum(c, LSPV_OK_ExecutionMode, SPV_ExecutionMode_SubgroupSize, fn);
    if (s)
      return s;
    uint32_t ops[3] = {id, SPV_ExecutionMode_SubgroupSize, (uint32_t)v[0]};
    fwd_emit(c, LSPV_SEC_EXECUTIONMODE, SPV_OpExecutionMode, ops, 3);
    done[ndone++] = SPV_ExecutionMode_SubgroupSize;
  }
  lspv_status ms = md_exec_modes(c, fn, id, done, ndone);
  return ms ? ms : fwd_hook_entry_point(c, fn, id);
}

/* True when @p list (llvm.global_ctors / llvm.global_dtors) names @p fn. */
static bool in_structors(fwd_ctx *c, const char *list, LLVMValueRef fn) {
  LLVMValueRef g = LLVMGetNamedGlobal(c->m, list);
  LLVMValueRef init = g ? LLVMGetInitializer(g) : NULL;
  if (!init || LLVMGetTypeKind(LLVMTypeOf(init)) != LLVMArrayTypeKind)
    return false;
  unsigned n = LLVMGetArrayLength2(LLVMTypeOf(init));
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef e = LLVMGetAggregateElement(init, i);
    if (e && LLVMGetNumOperands(e) >= 2 && LLVMGetOperand(e, 1) == fn)
      return true;
  }
  return false;
}

/* A kernel that llvm.global_ctors / llvm.global_dtors lists runs as an
 * Initializer / Finalizer (SPIR-V 1.1), as llvm-spirv writes it. */
static lspv_status structor_mode(fwd_ctx *c, LLVMValueRef fn, uint32_t id) {
  static const struct {
    const char *list;
    uint32_t mode;
  } lists[] = {{"llvm.global_ctors", SPV_ExecutionMode_Initializer},
               {"llvm.global_dtors", SPV_ExecutionMode_Finalizer}};
  for (size_t k = 0; k < sizeof lists / sizeof *lists; k++) {
    if (!in_structors(c, lists[k].list, fn))
      continue;
    /* llvm-spirv's own words for this refusal (its Requires1_1 error). */
    if (c->max_version < LSPV_VERSION(1, 1))
      return lspv_fwd_error(c, LSPV_ERROR_VERSION, "Requires1_1", fn,
                            "Feature requires SPIR-V 1.1 or greater: Initializer/Finalizer "
                            "Execution Mode\n");
    lspv_status s = fwd_need_enum(c, LSPV_OK_ExecutionMode, lists[k].mode, fn);
    if (s)
      return s;
    uint32_t ops[2] = {id, lists[k].mode};
    fwd_emit(c, LSPV_SEC_EXECUTIONMODE, SPV_OpExecutionMode, ops, 2);
  }
  return LSPV_SUCCESS;
}

/* OpEntryPoint for each kernel, after its execution modes (which may still
 * raise the version) and the version settled (interface.c): below SPIR-V
 * 1.4 the interface is the Input variables, from 1.4 the variables of the
 * kernel's call tree. */
static lspv_status emit_entry_points(fwd_ctx *c) {
  for (size_t i = 0; i < c->entries.n; i++) {
    lspv_status s = emit_exec_modes(c, c->entries.v[i].fn, c->entries.v[i].id);
    if (!s)
      s = structor_mode(c, c->entries.v[i].fn, c->entries.v[i].id);
    if (s)
      return s;
  }
  lspv_status s = fwd_settle_version(c);
  if (s)
    return s;
  for (size_t i = 0; i < c->entries.n; i++) {
    LLVMValueRef fn = c->entries.v[i].fn;
    const uint32_t *iface = c->interface_io.v;
    size_t niface = c->interface_io.n;
    if (c->iface_off) {
      iface = c->iface_words + c->iface_off[i];
      niface = c->iface_off[i + 1] - c->iface_off[i];
    }
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    size_t at = lspv_builder_begin(c->b, LSPV_SEC_ENTRYPOINT, SPV_OpEntryPoint);
    lspv_builder_word(c->b, LSPV_SEC_ENTRYPOINT, SPV_ExecutionModel_Kernel);
    lspv_builder_word(c->b, LSPV_SEC_ENTRYPOINT, c->entries.v[i].id);
    lspv_builder_string(c->b, LSPV_SEC_ENTRYPOINT, name, len);
    if (!lspv_words_append(&c->b->sec[LSPV_SEC_ENTRYPOINT], iface, niface))
      c->b->oom = true;
    if (!lspv_builder_end(c->b, LSPV_SEC_ENTRYPOINT, at))
      return c->b->too_long_opcode == SPV_OpEntryPoint
                 ? fwd_unsupported(c, fn, "entry point interface too long (over 65535 words)")
                 : fwd_oom(c);
  }
  return LSPV_SUCCESS;
}

/* Capabilities and extensions are known only at the end; their sections are
 * still empty, so they are written now. */
static int cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return (x > y) - (x < y);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void emit_header_sections(fwd_ctx *c) {
  /* Capabilities in enumerant order, extensions by name, as llvm-spirv
   * writes them (tests FileCheck the sequence). */
  if (c->cap_list.n > 1)
    qsort(c->cap_list.v, c->cap_list.n, sizeof *c->cap_list.v, cmp_u32);
  if (c->ext_list.n > 1)
    qsort(c->ext_list.v, c->ext_list.n, sizeof *c->ext_list.v, cmp_str);
  for (size_t i = 0; i < c->cap_list.n; i++)
    fwd_emit(c, LSPV_SEC_CAPABILITY, SPV_OpCapability, &c->cap_list.v[i], 1);
  for (size_t i = 0; i < c->ext_list.n; i++)
    fwd_emit_str(c, LSPV_SEC_EXTENSION, SPV_OpExtension, NULL, 0, c->ext_list.v[i],
                 strlen(c->ext_list.v[i]));
  uint32_t mm[2] = {c->ptr_bits == 64 ? SPV_AddressingModel_Physical64
                                      : SPV_AddressingModel_Physical32,
                    SPV_MemoryModel_OpenCL};
  fwd_emit(c, LSPV_SEC_MEMORYMODEL, SPV_OpMemoryModel, mm, 2);
}

static unsigned pointer_bits(LLVMModuleRef m) {
  /* spir64 / spirv64[vX.Y] are 64-bit, spir / spirv32 32-bit; a plain
   * spirv[vX.Y] says no width: its data layout does. */
  const char *triple = LLVMGetTarget(m);
  if (triple && (!strncmp(triple, "spir64", 6) || !strncmp(triple, "spirv64", 7)))
    return 64;
  if (triple && (!strncmp(triple, "spirv32", 7) ||
                 (!strncmp(triple, "spir", 4) && strncmp(triple, "spirv", 5))))
    return 32;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  return td && LLVMPointerSize(td) == 4 ? 32 : 64;
}

/* llvm-spirv translates modules for the SPIR and SPIR-V targets only; a
 * module without a triple is taken as SPIR (its data layout decides the
 * pointer width). */
static lspv_status check_triple(fwd_ctx *c) {
  const char *triple = LLVMGetTarget(c->m);
  if (!triple || !*triple || !strncmp(triple, "spir", 4))
    return LSPV_SUCCESS;
  return lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "InvalidTargetTriple",
                    "Expects spir-unknown-unknown or spir64-unknown-unknown. Actual target "
                    "triple is %.200s",
                    triple);
}

/* A SPIR-V triple with a version (spirv64v1.2-unknown-unknown) fixes the
 * module's version, as llvm-spirv reads it: above --spirv-max-version it is
 * an error, with llvm-spirv's words. */
static lspv_status triple_version(fwd_ctx *c) {
  const char *t = LLVMGetTarget(c->m);
  if (!t || strncmp(t, "spirv", 5))
    return LSPV_SUCCESS;
  t += 5;
  if (!strncmp(t, "32", 2) || !strncmp(t, "64", 2))
    t += 2;
  unsigned major = 0, minor = 0;
  if (t[0] != 'v' || sscanf(t + 1, "%u.%u", &major, &minor) != 2)
    return LSPV_SUCCESS;
  uint32_t v = LSPV_VERSION(major, minor);
  if (major != 1 || minor > 6)
    return lspv_error(&c->o->diag, LSPV_ERROR_UNSUPPORTED, "InvalidTargetTriple",
                      "the triple's SPIR-V version %u.%u is not 1.0 .. 1.6", major, minor);
  if (v > c->o->max_version)
    return lspv_error(&c->o->diag, LSPV_ERROR_VERSION, "TripleMaxVersionIncompatible",
                      "Triple version and maximum version are incompatible. (the triple "
                      "says SPIR-V %u.%u, --spirv-max-version %u.%u)",
                      major, minor, c->o->max_version >> 16, (c->o->max_version >> 8) & 0xFF);
  c->version = v;
  c->max_version = v;
  c->version_why = "the target triple";
  return LSPV_SUCCESS;
}

/* !spirv.Extension: SPIR-V extensions the module itself declares (as
 * llvm-spirv reads it): each must be allowed, and is declared. */
static lspv_status md_extensions(fwd_ctx *c) {
  const char *name = "spirv.Extension";
  unsigned count = LLVMGetNamedMetadataNumOperands(c->m, name);
  LLVMValueRef *nodes = count ? lspv_arena_alloc(c->arena, count * sizeof *nodes) : NULL;
  if (count && !nodes)
    return fwd_oom(c);
  if (count)
    LLVMGetNamedMetadataOperands(c->m, name, nodes);
  for (unsigned i = 0; i < count; i++) {
    unsigned n = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef *ops = n ? lspv_arena_alloc(c->arena, n * sizeof *ops) : NULL;
    if (n && !ops)
      return fwd_oom(c);
    if (n)
      LLVMGetMDNodeOperands(nodes[i], ops);
    for (unsigned k = 0; k < n; k++) {
      unsigned len = 0;
      const char *ext = ops[k] ? LLVMGetMDString(ops[k], &len) : NULL;
      char *copy = ext && len ? lspv_arena_strndup(c->arena, ext, len) : NULL;
      if (ext && len && !copy)
        return fwd_oom(c);
      lspv_status s = copy ? lspv_fwd_require_extension(c, copy) : LSPV_SUCCESS;
      if (s)
        return s;
    }
  }
  return LSPV_SUCCESS;
}

static lspv_status run(fwd_ctx *c) {
  lspv_status s = check_triple(c);
  if (!s)
    s = triple_version(c);
  if (!s)
    s = md_extensions(c);
  if (s)
    return s;
  fwd_need_cap(c, SPV_Capability_Addresses);
  fwd_need_cap(c, SPV_Capability_Kernel);
  /* OpenCL.std is imported by every module, first (id 1), as llvm-spirv
   * does: tests and tools look for it even in a module that calls none of
   * its instructions. */
  if (!lspv_fwd_ext_inst_import(c, "OpenCL.std"))
    return fwd_oom(c);
  s = fwd_hook_module(c, false);
  if (!s)
    s = fwd_declare_functions(c);
  if (!s)
    s = fwd_globals(c);
  if (!s)
    s = fwd_functions(c);
  if (!s)
    s = fwd_hook_module(c, true);
  if (!s)
    s = emit_entry_points(c);
  if (s)
    return s;
  /* A module without OpEntryPoint is valid only as a library, with Linkage
   * declared (SPIR-V 2.4; spirv-val: "No OpEntryPoint instruction was
   * found"): an LLVM module with no kernel and nothing exported. */
  if (!c->entries.n)
    fwd_need_cap(c, SPV_Capability_Linkage);
  emit_source(c);
  emit_header_sections(c);
  c->b->version = c->version;
  if (c->b->oom)
    return fwd_oom(c);
  s = fwd_order_globals(c);
  if (!s)
    s = fwd_order_functions(c);
  if (!s)
    s = fwd_renumber(c);
  return s ? s : fwd_order_names(c);
}

lspv_status lspv_forward(LLVMModuleRef m, struct lspv_opaque_options *o, lspv_spv_builder *out) {
  fwd_ctx *c = calloc(1, sizeof *c);
  if (!c)
    return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  c->m = m;
  c->llctx = LLVMGetModuleContext(m);
  c->o = o;
  c->b = out;
  c->arena = lspv_arena_create();
  c->ptr_bits = pointer_bits(m);
  c->version = LSPV_VERSION(1, 0);
  c->max_version = o->max_version;
  out->generator = 0; /* no registered generator id */
  if (out->bound == 0)
    out->bound = 1;
  lspv_status s;
  c->plugin_state =
      c->arena ? lspv_arena_alloc(c->arena, (o->plugins.n + 1) * sizeof(void *)) : NULL;
  if (!c->arena || !c->plugin_state)
    s = fwd_oom(c);
  else
    s = run(c);
  lspv_ptrmap_free(&c->vals);
  lspv_ptrmap_free(&c->gathered);
  lspv_ptrmap_free(&c->loop_headers);
  lspv_ptrmap_free(&c->types);
  lspv_ptrmap_free(&c->pointee);
  lspv_ptrmap_free(&c->use_ty);
  lspv_ptrmap_free(&c->ret_pointee);
  lspv_ptrmap_free(&c->param_arg);
  lspv_ptrmap_free(&c->fn_slot);
  lspv_ptrmap_free(&c->fn_table);
  lspv_ptrmap_free(&c->slot_store);
  lspv_ptrmap_free(&c->slot_ty);
  lspv_ptrmap_free(&c->fn_types);
  lspv_ptrmap_free(&c->caps);
  lspv_ptrmap_free(&c->builtins);
  lspv_ptrmap_free(&c->edge_casts);
  lspv_ptrmap_free(&c->phi_planned);
  lspv_ptrmap_free(&c->bool_calls);
  lspv_ptrmap_free(&c->wrappers);
  lspv_ptrmap_free(&c->ptr_sc);
  lspv_ptrmap_free(&c->spec_ids);
  lspv_ptrmap_free(&c->fpc_off);
  lspv_ptrmap_free(&c->group_bools);
  lspv_ptrmap_free(&c->private_of);
  lspv_ptrmap_free(&c->ocl_ptr);
  lspv_ptrmap_free(&c->ocl_slot);
  lspv_vec_free(&c->fpc_calls);
  fwd_hooks_free(c);
  lspv_wordmap_free(&c->dedup);
  lspv_wordmap_free(&c->casts);
  lspv_vec_free(&c->cap_list);
  lspv_vec_free(&c->ext_list);
  lspv_vec_free(&c->entries);
  lspv_vec_free(&c->interface_all);
  lspv_vec_free(&c->interface_io);
  lspv_vec_free(&c->nowrap_at);
  free(c->iface_words);
  free(c->iface_off);
  lspv_words_free(&c->fvars);
  lspv_words_free(&c->fprologue);
  lspv_words_free(&c->fbody);
  lspv_words_free(&c->fdecls);
  lspv_ptrmap_free(&c->decl_done);
  lspv_vec_free(&c->decl_annots);
  lspv_ptrmap_free(&c->fn_values);
  lspv_ptrmap_free(&c->as_sc);
  lspv_ptrmap_free(&c->type_op);
  lspv_ptrmap_free(&c->untyped);
  lspv_wordmap_free(&c->ptr_pair);
  lspv_ptrmap_free(&c->gv_sc);
  if (c->arena)
    lspv_arena_destroy(c->arena);
  if (c->helpers)
    LLVMDisposeModule(c->helpers);
  free(c);
  return s;
}
