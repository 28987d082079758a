/*===-- api/report.c - what a SPIR-V module declares, for the driver ---------===*\
|*                                                                            *|
|* --spirv-print-report (version, memory and addressing model, capabilities, *|
|* extensions, extended instruction sets) and --spec-const-info (the scalar  *|
|* specialization constants and their sizes), printed as llvm-spirv prints   *|
|* them.  Both read the module with the one reader, so a malformed binary is *|
|* the reader's error with its word offset.                                  *|
\*===----------------------------------------------------------------------===*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options/options.h"
#include "spirv/module.h"

/* ---- --spec-const-info -----------------------------------------------------------*/
/* The type of a scalar specialization constant as llvm-spirv names it. */
static const char *spec_type(const lspv_spv_view *v, const lspv_inst *in, uint32_t *size) {
  static const char *const ints[] = {"i8", "i16", "i32", "i64"};
  static const char *const floats[] = {"f8", "f16", "f32", "f64"};
  const lspv_inst *t = lspv_view_def(v, in->type);
  if (!t)
    return NULL;
  if (t->opcode == SPV_OpTypeBool) {
    *size = 1;
    return "i1";
  }
  if (t->opcode != SPV_OpTypeInt && t->opcode != SPV_OpTypeFloat)
    return NULL;
  uint32_t width = lspv_op(v, t, 1);
  for (unsigned k = 0; k < 4; k++)
    if (width == 8u << k) {
      *size = width / 8;
      return t->opcode == SPV_OpTypeInt ? ints[k] : floats[k];
    }
  return NULL;
}

static bool is_scalar_spec_constant(unsigned opcode) {
  return opcode == SPV_OpSpecConstant || opcode == SPV_OpSpecConstantTrue ||
         opcode == SPV_OpSpecConstantFalse;
}

lspv_status lspv_spirv_spec_constants(const uint32_t *words, size_t nwords, lspv_options_ref o,
                                      lspv_spec_constant_info **info, size_t *count) {
  if (!o || !words || !info || !count)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *info = NULL;
  *count = 0;
  lspv_spv_view v;
  lspv_status s = lspv_view_read(&v, words, nwords, o->gx, &o->diag);
  LSPV_VEC(lspv_spec_constant_info) out = {0};
  /* The SpecId decoration of each id (its index + 1), then the constants in
   * the module's order, as llvm-spirv lists them. */
  uint32_t *deco = s == LSPV_SUCCESS ? calloc(v.bound, sizeof *deco) : NULL;
  if (s == LSPV_SUCCESS && !deco)
    s = lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "spec constant list");
  for (size_t i = 0; s == LSPV_SUCCESS && i < v.ninsts; i++) {
    const lspv_inst *d = &v.insts[i];
    if (d->opcode == SPV_OpDecorate && lspv_op(&v, d, 1) == SPV_Decoration_SpecId &&
        lspv_op(&v, d, 0) < v.bound)
      deco[lspv_op(&v, d, 0)] = (uint32_t)i + 1;
  }
  for (size_t i = 0; s == LSPV_SUCCESS && i < v.ninsts; i++) {
    const lspv_inst *c = &v.insts[i];
    if (!is_scalar_spec_constant(c->opcode) || !c->result || !deco[c->result])
      continue;
    lspv_spec_constant_info e = {lspv_op(&v, &v.insts[deco[c->result] - 1], 2), 0, NULL};
    if (!(e.type = spec_type(&v, c, &e.size)))
      continue;
    if (!lspv_vec_push(&out, e))
      s = lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "spec constant list");
  }
  free(deco);
  lspv_view_free(&v);
  if (s != LSPV_SUCCESS) {
    lspv_vec_free(&out);
    return s;
  }
  *info = out.v;
  *count = out.n;
  return LSPV_SUCCESS;
}

void lspv_dispose_spec_constants(lspv_spec_constant_info *info) { free(info); }

/* ---- --spirv-print-report --------------------------------------------------------*/
typedef struct {
  char *buf;
  size_t len, cap;
  bool oom;
} text_buf;

static void put(text_buf *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text_buf *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (t->oom || n < 0)
    return;
  if (t->len + (size_t)n + 1 > t->cap) {
    size_t cap = 2 * (t->len + (size_t)n + 1);
    char *nb = realloc(t->buf, cap);
    if (!nb) {
      t->oom = true;
      return;
    }
    t->buf = nb;
    t->cap = cap;
  }
  va_start(ap, fmt);
  vsnprintf(t->buf + t->len, t->cap - t->len, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

/* The instructions of one opcode in the module, one line each. */
static void list_section(text_buf *t, const lspv_spv_view *v, unsigned opcode, const char *what,
                         const char *label) {
  size_t n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    n += v->insts[i].opcode == opcode;
  put(t, " Number of %s: %zu\n", what, n);
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->opcode != opcode)
      continue;
    if (opcode == SPV_OpCapability) {
      const char *name = lspv_enum_name(LSPV_OK_Capability, lspv_op(v, in, 0));
      if (name)
        put(t, "  %s: %s\n", label, name);
      else
        put(t, "  %s: %u\n", label, lspv_op(v, in, 0));
    } else {
      /* OpExtension: the name is operand 0; OpExtInstImport: 1. */
      const char *name = lspv_op_string(v, in, opcode == SPV_OpExtension ? 0 : 1, NULL);
      put(t, "  %s: %s\n", label, name ? name : "");
    }
  }
}

lspv_status lspv_spirv_report(const uint32_t *words, size_t nwords, lspv_options_ref o, char **text,
                              size_t *len) {
  if (!o || !words || !text || !len)
    return LSPV_ERROR_INVALID_ARGUMENT;
  *text = NULL;
  *len = 0;
  lspv_spv_view v;
  lspv_status s = lspv_view_read(&v, words, nwords, o->gx, &o->diag);
  text_buf t = {0};
  if (s == LSPV_SUCCESS) {
    const lspv_inst *mm = NULL;
    for (size_t i = 0; i < v.ninsts && !mm; i++)
      if (v.insts[i].opcode == SPV_OpMemoryModel)
        mm = &v.insts[i];
    const char *addr = mm ? lspv_enum_name(LSPV_OK_AddressingModel, lspv_op(&v, mm, 0)) : NULL;
    const char *mem = mm ? lspv_enum_name(LSPV_OK_MemoryModel, lspv_op(&v, mm, 1)) : NULL;
    put(&t, "SPIR-V module report:\n Version: %u.%u\n Memory model: %s\n Addressing model: %s\n",
        (v.version >> 16) & 0xFF, (v.version >> 8) & 0xFF, mem ? mem : "Unknown",
        addr ? addr : "Unknown");
    list_section(&t, &v, SPV_OpCapability, "capabilities", "Capability");
    list_section(&t, &v, SPV_OpExtension, "extensions", "Extension");
    list_section(&t, &v, SPV_OpExtInstImport, "extended instruction sets",
                 "Extended Instruction Set");
    if (t.oom)
      s = lspv_error(&o->diag, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "module report");
  }
  lspv_view_free(&v);
  if (s != LSPV_SUCCESS) {
    free(t.buf);
    return s;
  }
  *text = t.buf;
  *len = t.len;
  return LSPV_SUCCESS;
}
