/*===-- api/api.c - the public entry points of liblspv --------------------===*\
|* Each entry point: run the phase functions in order, time them when asked,  *|
|* and make sure nothing is returned on failure.                              *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/Analysis.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options/options.h"
#include "forward/forward.h"
#include "regularize/regularize.h"
#include "reverse/reverse.h"
#include "spirv/module.h"

const char *lspv_version_string(void) { return "lspv " LSPV_VERSION_STRING; }
const char *lspv_grammar_version_string(void) { return LSPV_GRAMMAR_VERSION; }

void lspv_dispose_words(uint32_t *words) { free(words); }
void lspv_dispose_text(char *text) { free(text); }

/* ---- phase timing ------------------------------------------------------------*/
typedef struct {
  const char *names[8];
  double secs[8];
  int n;
  double t0;
} phase_timer;

static void phase_start(phase_timer *t) { t->t0 = lspv_now(); }
static void phase_end(phase_timer *t, const char *name) {
  double now = lspv_now();
  if (t->n < 8) {
    t->names[t->n] = name;
    t->secs[t->n++] = now - t->t0;
  }
  t->t0 = now;
}
static void phase_report(lspv_options_ref o, const phase_timer *t) {
  if (!o->time_report)
    return;
  char *buf = malloc(1024);
  if (!buf)
    return;
  size_t at = 0;
  double total = 0;
  at += (size_t)snprintf(buf + at, 1024 - at, "===== lspv time report =====\n");
  for (int i = 0; i < t->n; i++)
    total += t->secs[i];
  for (int i = 0; i < t->n && at < 1024; i++)
    at += (size_t)snprintf(buf + at, 1024 - at, "  %-10s %10.6f s  %5.1f%%\n", t->names[i],
                           t->secs[i], total > 0 ? 100.0 * t->secs[i] / total : 0.0);
  if (at < 1024)
    snprintf(buf + at, 1024 - at, "  %-10s %10.6f s\n", "total", total);
  lspv_options_set_time_text(o, buf);
}

/* ---- one diagnostic per failure ------------------------------------------------*/
/* Every failure leaves a diagnostic: a phase, or a plugin hook, that returns
 * an error status without reporting one gets a generic message naming the
 * status, so that a caller (and the driver's one error line) is never left
 * with a bare code. */
static lspv_status reported(lspv_options_ref o, unsigned errors_before, lspv_status s,
                            const char *what) {
  if (s == LSPV_SUCCESS || !o || o->diag.errors != errors_before)
    return s;
  switch (s) {
  case LSPV_ERROR_OUT_OF_MEMORY:
    return lspv_error(&o->diag, s, "OutOfMemory", "out of memory during %s", what);
  case LSPV_ERROR_INVALID_ARGUMENT:
    return lspv_error(&o->diag, s, "InvalidArgument", "%s: a NULL or invalid argument", what);
  default:
    return lspv_error(&o->diag, s, "InternalError",
                      "%s failed with status %d but without a message (a plugin hook that "
                      "returned an error without reporting it?)",
                      what, (int)s);
  }
}

/* ---- forward -------------------------------------------------------------------*/
static bool declares_extension(const lspv_spv_view *v, const char *ext) {
  for (size_t i = 0; i < v->ninsts && v->insts[i].section <= LSPV_SEC_EXTENSION; i++) {
    unsigned next;
    const char *name =
        v->insts[i].opcode == SPV_OpExtension ? lspv_op_string(v, &v->insts[i], 0, &next) : NULL;
    if (name && !strcmp(name, ext))
      return true;
  }
  return false;
}

/* Joins the continued instructions of the plugins whose extension the
 * module declares (lspv_plugin.continued_opcodes), for reverse. */
static lspv_status join_continued(lspv_spv_view *v, lspv_options_ref o) {
  for (size_t i = 0; i < o->plugins.n; i++) {
    const lspv_plugin *p = o->plugins.v[i];
    bool declared = false;
    for (size_t k = 0; p->continued_opcodes && p->extensions && p->extensions[k] && !declared; k++)
      declared = declares_extension(v, p->extensions[k]);
    if (declared && !lspv_view_join_continued(v, p->continued_opcodes))
      return lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory",
                        "out of memory joining continued instructions");
  }
  return LSPV_SUCCESS;
}

static lspv_status to_spirv(LLVMModuleRef module, lspv_options_ref o, uint32_t **words,
                            size_t *nwords) {
  if (!o || !module || !words || !nwords)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *words = NULL;
  *nwords = 0;
  phase_timer t = {0};
  phase_start(&t);
  /* The translator relies on what the verifier guarantees (dominance, types
   * of operands, terminators); an unverified module may crash it. */
  char *vmsg = NULL;
  if (LLVMVerifyModule(module, LLVMReturnStatusAction, &vmsg)) {
    char *nl = vmsg ? strchr(vmsg, '\n') : NULL;
    if (nl)
      *nl = 0;
    lspv_error(&o->diag, LSPV_ERROR_INVALID_INPUT, "InvalidIR",
               "the input module does not verify: %s", vmsg && *vmsg ? vmsg : "?");
    LLVMDisposeMessage(vmsg);
    return LSPV_ERROR_INVALID_INPUT;
  }
  LLVMDisposeMessage(vmsg);
  lspv_spv_builder b;
  lspv_builder_init(&b);
  lspv_status s = lspv_forward(module, o, &b);
  phase_end(&t, "translate");
  uint32_t *out = NULL;
  size_t n = 0;
  if (s == LSPV_SUCCESS) {
    out = lspv_builder_serialize(&b, &n);
    if (!out || b.oom)
      s = lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory",
                     "out of memory while writing the module");
  }
  lspv_builder_free(&b);
  phase_end(&t, "write");
  if (s == LSPV_SUCCESS && o->verify_output) {
    lspv_spv_view v;
    s = lspv_view_read(&v, out, n, o->gx, &o->diag);
    if (s == LSPV_SUCCESS)
      s = join_continued(&v, o);
    if (s == LSPV_SUCCESS)
      s = lspv_check(&v, &o->check_rules, &o->diag);
    lspv_view_free(&v);
    phase_end(&t, "check");
  }
  phase_report(o, &t);
  if (s != LSPV_SUCCESS) {
    free(out);
    return s;
  }
  *words = out;
  *nwords = n;
  return LSPV_SUCCESS;
}

/* ---- reverse -------------------------------------------------------------------*/
/* Whether capability @p cap is Shader or implies it (the grammar lists
 * the capabilities a capability implicitly declares as its own). */
static bool implies_shader(const lspv_grammar_overlay *gx, unsigned cap, int depth) {
  if (cap == SPV_Capability_Shader)
    return true;
  const lspv_enum_desc *e = depth < 8 ? lspv_gx_enum(gx, LSPV_OK_Capability, cap) : NULL;
  for (unsigned i = 0; e && i < e->ncaps; i++)
    if (implies_shader(gx, e->caps[i], depth + 1))
      return true;
  return false;
}

/* A core instruction of graphics shaders only (every capability that
 * enables it implies Shader: derivatives, geometry, sampling with implicit
 * LOD...): llvm-spirv implements none of them and refuses the module. */
static bool graphics_only(const lspv_inst_desc *d, const lspv_grammar_overlay *gx) {
  if (!d || d->nexts || !d->ncaps)
    return false;
  for (unsigned i = 0; i < d->ncaps; i++)
    if (!implies_shader(gx, d->caps[i], 0))
      return false;
  return true;
}

/* What llvm-spirv refuses in every SPIR-V module it reads (binary or text,
 * to translate or to convert), with its words: a version above
 * --spirv-max-version, an extension name it does not know, one an
 * explicit --spirv-ext=-NAME disabled, an instruction of graphics shaders. */
static lspv_status check_input(const lspv_spv_view *v, lspv_options_ref o) {
  if (v->version > o->max_version)
    return lspv_diag_report(&o->diag, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, "InvalidModule", 1,
                            0,
                            "Invalid SPIR-V module: incorrect SPIR-V version number %u.%u (%u) - "
                            "it conflicts with maximum allowed version which is set to %u.%u (%u)",
                            v->version >> 16, (v->version >> 8) & 0xFF, v->version,
                            o->max_version >> 16, (o->max_version >> 8) & 0xFF, o->max_version);
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (graphics_only(lspv_inst_desc_of(v, in), o->gx))
      return lspv_diag_report(&o->diag, LSPV_DIAG_ERROR, LSPV_ERROR_UNSUPPORTED,
                              "UnimplementedOpCode", (long)in->offset, 0,
                              "Unimplemented opcode %u (%s at word offset %u: an instruction of "
                              "graphics shaders)",
                              in->opcode, lspv_inst_desc_of(v, in)->name, in->offset);
    if (in->opcode != SPV_OpExtension)
      continue;
    const char *name = lspv_op_string(v, in, 0, NULL);
    if (!name)
      continue;
    if (lspv_options_ext_index(o, name) < 0)
      return lspv_diag_report(&o->diag, LSPV_DIAG_ERROR, LSPV_ERROR_EXTENSION, "InvalidModule",
                              (long)in->offset, 0,
                              "Invalid SPIR-V module: input SPIR-V module uses unknown extension "
                              "'%s' (word offset %u)",
                              name, in->offset);
    if (!lspv_options_ext_allowed(o, name, false))
      return lspv_diag_report(&o->diag, LSPV_DIAG_ERROR, LSPV_ERROR_EXTENSION, "InvalidModule",
                              (long)in->offset, 0,
                              "Invalid SPIR-V module: input SPIR-V module uses extension '%s' "
                              "which were disabled by --spirv-ext option (word offset %u)",
                              name, in->offset);
  }
  return LSPV_SUCCESS;
}

static lspv_status from_spirv(const uint32_t *words, size_t nwords, LLVMContextRef ctx,
                              lspv_options_ref o, LLVMModuleRef *module) {
  if (!o || !words || !ctx || !module)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *module = NULL;
  phase_timer t = {0};
  phase_start(&t);
  lspv_spv_view v;
  lspv_status s = lspv_view_read(&v, words, nwords, o->gx, &o->diag);
  phase_end(&t, "read");
  if (s == LSPV_SUCCESS)
    s = check_input(&v, o);
  if (s == LSPV_SUCCESS)
    s = join_continued(&v, o);
  if (s == LSPV_SUCCESS) {
    s = lspv_check_input(&v, &o->check_rules, &o->diag);
    phase_end(&t, "check");
  }
  LLVMModuleRef m = NULL;
  if (s == LSPV_SUCCESS) {
    s = lspv_reverse(&v, ctx, o, &m);
    phase_end(&t, "translate");
  }
  lspv_view_free(&v);
  if (s == LSPV_SUCCESS) {
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
      /* A verifier failure is lspv's bug, but report it as an error rather
       * than hand out a broken module. */
      char *nl = msg ? strchr(msg, '\n') : NULL;
      if (nl)
        *nl = 0;
      s = lspv_error(&o->diag, LSPV_ERROR_UNSUPPORTED, "InvalidModule",
                     "the translated LLVM module does not verify: %s", msg ? msg : "?");
    }
    LLVMDisposeMessage(msg);
    phase_end(&t, "verify");
  }
  phase_report(o, &t);
  if (s != LSPV_SUCCESS) {
    if (m)
      LLVMDisposeModule(m);
    return s;
  }
  *module = m;
  return LSPV_SUCCESS;
}

/* ---- text form and checker -----------------------------------------------------*/
static lspv_status to_text(const uint32_t *words, size_t nwords, lspv_options_ref o, char **text,
                           size_t *len) {
  if (!o || !words || !text || !len)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *text = NULL;
  *len = 0;
  lspv_spv_view v;
  lspv_status s = lspv_view_read(&v, words, nwords, o->gx, &o->diag);
  if (s == LSPV_SUCCESS)
    s = check_input(&v, o);
  if (s == LSPV_SUCCESS)
    s = lspv_text_write(&v, text, len, &o->diag);
  lspv_view_free(&v);
  return s;
}

static lspv_status from_text(const char *text, size_t len, lspv_options_ref o, uint32_t **words,
                             size_t *nwords) {
  if (!o || !text || !words || !nwords)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *words = NULL;
  *nwords = 0;
  uint32_t *w = NULL;
  size_t n = 0;
  lspv_status s = lspv_text_read(text, len, o->gx, &w, &n, &o->diag);
  if (s == LSPV_SUCCESS) {
    /* The result must be a well-formed binary too. */
    lspv_spv_view v;
    s = lspv_view_read(&v, w, n, o->gx, &o->diag);
    if (s == LSPV_SUCCESS)
      s = check_input(&v, o);
    if (s == LSPV_SUCCESS)
      s = lspv_check_text_read(&v, &o->check_rules, &o->diag);
    lspv_view_free(&v);
  }
  if (s != LSPV_SUCCESS) {
    free(w);
    return s;
  }
  *words = w;
  *nwords = n;
  return LSPV_SUCCESS;
}

static lspv_status verify(const uint32_t *words, size_t nwords, lspv_options_ref o) {
  if (!o || !words)
    return LSPV_ERROR_INVALID_ARGUMENT;
  lspv_spv_view v;
  lspv_status s = lspv_view_read(&v, words, nwords, o->gx, &o->diag);
  if (s == LSPV_SUCCESS)
    s = join_continued(&v, o);
  if (s == LSPV_SUCCESS)
    s = lspv_check(&v, &o->check_rules, &o->diag);
  lspv_view_free(&v);
  return s;
}

/* ---- the public entry points ---------------------------------------------------*/
lspv_status lspv_translate_to_spirv(LLVMModuleRef module, lspv_options_ref o, uint32_t **words,
                                    size_t *nwords) {
  unsigned before = o ? o->diag.errors : 0;
  return reported(o, before, to_spirv(module, o, words, nwords), "forward translation");
}

lspv_status lspv_regularize_module(LLVMModuleRef module, lspv_options_ref o) {
  if (!o || !module)
    return LSPV_ERROR_INVALID_ARGUMENT;
  unsigned before = o->diag.errors;
  return reported(o, before, lspv_regularize(module, o), "regularization");
}

lspv_status lspv_translate_from_spirv(const uint32_t *words, size_t nwords, LLVMContextRef ctx,
                                      lspv_options_ref o, LLVMModuleRef *module) {
  unsigned before = o ? o->diag.errors : 0;
  return reported(o, before, from_spirv(words, nwords, ctx, o, module), "reverse translation");
}

lspv_status lspv_spirv_to_text(const uint32_t *words, size_t nwords, lspv_options_ref o,
                               char **text, size_t *len) {
  unsigned before = o ? o->diag.errors : 0;
  return reported(o, before, to_text(words, nwords, o, text, len), "writing the text form");
}

lspv_status lspv_text_to_spirv(const char *text, size_t len, lspv_options_ref o, uint32_t **words,
                               size_t *nwords) {
  unsigned before = o ? o->diag.errors : 0;
  return reported(o, before, from_text(text, len, o, words, nwords), "reading the text form");
}

lspv_status lspv_spirv_verify(const uint32_t *words, size_t nwords, lspv_options_ref o) {
  unsigned before = o ? o->diag.errors : 0;
  return reported(o, before, verify(words, nwords, o), "checking the module");
}
