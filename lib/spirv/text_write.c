/*===-- spirv/text_write.c - llvm-spirv's text form, writer --------------===*\
|*                                                                            *|
|* Prints a parsed module in llvm-spirv's internal text form                  *|
|* (docs/text-form.md), byte-identical to `llvm-spirv -to-text` for modules   *|
|* llvm-spirv wrote:                                                          *|
|*  - header: the five header words in decimal, each followed by a space;    *|
|*  - one instruction a line: word count, name without "Op", operands, every *|
|*    token followed by one space;                                           *|
|*  - Capability, Decoration and LinkageType operands and extended-          *|
|*    instruction numbers by name, every other word in decimal; strings in   *|
|*    double quotes with '"' escaped;                                        *|
|*  - blank lines where llvm-spirv's module printer puts them (it prints its *|
|*    own in-memory model; the places below are its section boundaries).     *|
|* Instructions are always printed in binary order, so -to-binary of the     *|
|* text gives back the same binary; the blank lines only follow the order.   *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/check_walk.h"
#include "spirv/module.h"

typedef struct {
  char *buf;
  size_t len, cap;
  bool oom;
} sbuf;

static void put(sbuf *b, const char *s, size_t n) {
  if (b->oom)
    return;
  if (b->len + n + 1 > b->cap) {
    size_t nc = b->cap ? b->cap : 4096;
    while (nc < b->len + n + 1) {
      if (nc > ((size_t)-1) / 2) {
        b->oom = true;
        return;
      }
      nc *= 2;
    }
    char *nb = realloc(b->buf, nc);
    if (!nb) {
      b->oom = true;
      return;
    }
    b->buf = nb;
    b->cap = nc;
  }
  memcpy(b->buf + b->len, s, n);
  b->len += n;
  b->buf[b->len] = 0;
}
static void puts_(sbuf *b, const char *s) { put(b, s, strlen(s)); }
static void putu(sbuf *b, uint32_t u) {
  char t[16];
  int n = snprintf(t, sizeof t, "%u ", u);
  put(b, t, (size_t)n);
}
static void nl(sbuf *b) { put(b, "\n", 1); }

/* ---- what the module declares ------------------------------------------*/
typedef struct {
  const lspv_spv_view *v;
  bool *ext_declared;  /* [lspv_gx_ext_count] */
  lspv_operand *opbuf; /* [LSPV_MAX_OPERANDS], for lspv_walk_split */
  struct {
    uint32_t id;
    const lspv_extinst_set_desc *set;
  } imports[64];
  unsigned nimports;
  const lspv_inst *undecodable; /* the first OpExtInst whose number the set lacks */
} wctx;

static const lspv_extinst_set_desc *import_set(const wctx *c, uint32_t id) {
  for (unsigned i = 0; i < c->nimports; i++)
    if (c->imports[i].id == id)
      return c->imports[i].set;
  return NULL;
}

static const lspv_inst_desc *resolve_ext(void *ctx, uint32_t set_id, uint32_t num) {
  return lspv_extinst_by_number(import_set(ctx, set_id), num);
}

/* Among the spellings of one number, the first whose extension the module
 * declares, else the grammar's first (canonical) spelling. */
static bool any_declared(const wctx *c, const unsigned short *exts, unsigned nexts) {
  for (unsigned i = 0; i < nexts; i++) {
    unsigned e = exts[i];
    if (e < lspv_gx_ext_count(c->v->gx) && c->ext_declared[e])
      return true;
  }
  return false;
}

static const char *inst_spelling(const wctx *c, unsigned opcode) {
  unsigned n = 0;
  const lspv_inst_desc *d = lspv_gx_inst_spellings(c->v->gx, opcode, &n);
  if (!d)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    if (any_declared(c, d[i].exts, d[i].nexts))
      return d[i].name;
  return d[0].name;
}

static const char *enum_spelling(const wctx *c, unsigned kind, uint32_t value) {
  unsigned n = 0;
  const lspv_enum_desc *e = lspv_gx_enum_spellings(c->v->gx, kind, value, &n);
  if (!e)
    return NULL;
  for (unsigned i = 0; i < n; i++)
    if (any_declared(c, e[i].exts, e[i].nexts))
      return e[i].name;
  return e[0].name;
}

static void scan_module(wctx *c) {
  const lspv_spv_view *v = c->v;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (in->opcode == SPV_OpExtension) {
      const char *s = lspv_op_string(v, in, 0, NULL);
      int e = s ? lspv_gx_ext_by_name(v->gx, s, strnlen(s, 4u * lspv_nops(in))) : -1;
      if (e >= 0)
        c->ext_declared[e] = true;
    } else if (in->opcode == SPV_OpExtInstImport && c->nimports < 64) {
      const char *s = lspv_op_string(v, in, 1, NULL);
      if (s) {
        c->imports[c->nimports].id = lspv_op(v, in, 0);
        c->imports[c->nimports].set = lspv_extinst_set_by_name(s);
        c->nimports++;
      }
    } else if (in->section > LSPV_SEC_EXTINSTIMPORT) {
      break;
    }
  }
}

/* ---- operands --------------------------------------------------------------*/
/* Kinds llvm-spirv prints by name (its encoder has name maps for them);
 * every other enum is a number. */
static bool named_kind(unsigned kind) {
  return kind == LSPV_OK_Capability || kind == LSPV_OK_Decoration || kind == LSPV_OK_LinkageType ||
         kind == LSPV_OK_HostAccessQualifier || kind == LSPV_OK_InitializationModeQualifier;
}

static void put_string(sbuf *b, const uint32_t *w, unsigned nwords) {
  put(b, "\"", 1);
  size_t nbytes = (size_t)nwords * 4;
  for (size_t j = 0; j < nbytes; j++) {
    char ch = (char)((w[j / 4] >> (8 * (j % 4))) & 0xFFu);
    if (!ch)
      break;
    if (ch == '"') {
      put(b, "\\\"", 2);
      continue;
    }
    if (ch == '\\') {
      /* llvm-spirv prints a backslash as it is, which it cannot read back
       * before a quote or at the end; only there it is doubled. */
      char next = j + 1 < nbytes ? (char)((w[(j + 1) / 4] >> (8 * ((j + 1) % 4))) & 0xFFu) : 0;
      if (next == '"' || next == '\\' || next == 0) {
        put(b, "\\\\", 2);
        continue;
      }
    }
    put(b, &ch, 1);
  }
  put(b, "\" ", 2);
}

static void put_operands(sbuf *b, wctx *c, const lspv_inst *in) {
  const uint32_t *ops = lspv_ops(c->v, in);
  unsigned nops = lspv_nops(in);
  lspv_split s = {.ops = c->opbuf,
                  .max = LSPV_MAX_OPERANDS,
                  .resolve = resolve_ext,
                  .resolve_ctx = c,
                  .gx = c->v->gx};
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  if (!d || !lspv_walk_split(d, ops, nops, &s)) {
    for (unsigned i = 0; i < nops; i++)
      putu(b, ops[i]);
    return;
  }
  uint32_t last_id = 0;
  for (unsigned k = 0; k < s.n; k++) {
    const lspv_operand *o = &s.ops[k];
    const uint32_t *w = ops + o->word;
    const char *name = NULL;
    if (o->kind == LSPV_OK_LiteralString) {
      put_string(b, w, o->nwords);
      continue;
    }
    if (named_kind(o->kind))
      name = enum_spelling(c, o->kind, w[0]);
    else if (o->kind == LSPV_OK_LiteralExtInstInteger) {
      const lspv_extinst_set_desc *set = import_set(c, last_id);
      const lspv_inst_desc *e = lspv_extinst_by_number(set, w[0]);
      name = lspv_text_extinst_spelling(set, w[0]);
      if (!name && e)
        name = e->name;
      /* A set lspv has the grammar of gives every instruction a name; a
       * number outside it cannot be decoded (its operands are unknown).
       * Non-semantic sets may grow and are printed as numbers. */
      if (!e && set && strncmp(set->name, "NonSemantic.", 12) != 0 && !c->undecodable)
        c->undecodable = in;
    }
    if (lspv_kind_is_id(o->kind))
      last_id = w[0];
    if (name) {
      puts_(b, name);
      put(b, " ", 1);
      continue;
    }
    for (unsigned j = 0; j < o->nwords; j++)
      putu(b, w[j]);
  }
}

static void put_inst(sbuf *b, wctx *c, const lspv_inst *in) {
  putu(b, in->wc);
  const char *name = inst_spelling(c, in->opcode);
  if (name) {
    puts_(b, name[0] == 'O' && name[1] == 'p' ? name + 2 : name);
    put(b, " ", 1);
  } else {
    putu(b, in->opcode);
  }
  put_operands(b, c, in);
  nl(b);
}

/* ---- layout ----------------------------------------------------------------*/
/* llvm-spirv's printer groups (SPIRVModule.cpp operator<<):
 *   0: capabilities .. OpName       -> one blank line
 *   1: member names, module-processed, decorations, types, constants and
 *      variables                    -> two blank lines
 *   2: module-scope OpExtInst (debug info)          -> one blank line
 *   3: functions (each prints its own blank lines)
 *   4: after the functions (lspv's non-semantic tail) */
enum { G_HEAD, G_GLOBAL, G_EXTINST, G_FUNCS, G_TAIL };
static const unsigned blanks_after[] = {1, 2, 1, 0, 0};

static unsigned group_of(const lspv_inst *in) {
  switch (in->section) {
  case LSPV_SEC_DEBUG_NAME: return in->opcode == SPV_OpMemberName ? G_GLOBAL : G_HEAD;
  case LSPV_SEC_DEBUG_MODULEPROCESSED:
  case LSPV_SEC_ANNOTATION: return G_GLOBAL;
  case LSPV_SEC_GLOBAL: return in->opcode == SPV_OpExtInst ? G_EXTINST : G_GLOBAL;
  case LSPV_SEC_FUNCTION: return G_FUNCS;
  case LSPV_SEC_TAIL: return G_TAIL;
  default: return in->section < LSPV_SEC_DEBUG_NAME ? G_HEAD : G_GLOBAL;
  }
}

/* llvm-spirv prints a blank line after an entry that may have "continued"
 * children (OpTypeStruct and the composite constants) and its children: the
 * generated tables say which instructions those are (text_flags). */
static bool text_flag(const lspv_spv_view *v, const lspv_inst *in, unsigned flag) {
  const lspv_inst_desc *d = lspv_inst_desc_of(v, in);
  return d && (d->text_flags & flag);
}

lspv_status lspv_text_write(const lspv_spv_view *v, char **text, size_t *len, lspv_diag *d) {
  *text = NULL;
  *len = 0;
  sbuf b = {0};
  wctx c = {.v = v};
  c.ext_declared = calloc(lspv_gx_ext_count(v->gx) + 1, sizeof(bool));
  c.opbuf = malloc(LSPV_MAX_OPERANDS * sizeof *c.opbuf);
  if (!c.ext_declared || !c.opbuf) {
    free(c.ext_declared);
    free(c.opbuf);
    return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text writer");
  }
  scan_module(&c);

  putu(&b, LSPV_MAGIC);
  putu(&b, v->version);
  putu(&b, v->generator);
  putu(&b, v->bound);
  putu(&b, v->schema);
  nl(&b);

  unsigned group = G_HEAD;
  bool child_blank = false; /* a blank line is owed after a composite */
  enum { F_NONE, F_PARAMS, F_BODY } fstate = F_NONE;
  bool in_block = false;
  for (size_t i = 0; i < v->ninsts; i++) {
    const lspv_inst *in = &v->insts[i];
    if (child_blank && !text_flag(v, in, LSPV_TEXT_IS_CONTINUATION)) {
      nl(&b);
      child_blank = false;
    }
    unsigned g = group_of(in);
    for (; group < g && group < G_FUNCS; group++)
      for (unsigned k = 0; k < blanks_after[group]; k++)
        nl(&b);
    if (g > group)
      group = g;
    if (in->section == LSPV_SEC_FUNCTION) {
      if (in->opcode == SPV_OpFunction) {
        fstate = F_PARAMS;
        in_block = false;
      } else if (in->opcode != SPV_OpFunctionParameter && fstate == F_PARAMS) {
        nl(&b);
        fstate = F_BODY;
      }
      if (in->opcode == SPV_OpLabel) {
        if (in_block)
          nl(&b);
        in_block = true;
      } else if (in->opcode == SPV_OpFunctionEnd) {
        if (in_block)
          nl(&b);
        put_inst(&b, &c, in);
        nl(&b);
        fstate = F_NONE;
        in_block = false;
        continue;
      }
    }
    put_inst(&b, &c, in);
    if (in->section == LSPV_SEC_GLOBAL && text_flag(v, in, LSPV_TEXT_HAS_CONTINUATIONS))
      child_blank = true;
  }
  if (child_blank)
    nl(&b);
  for (; group < G_FUNCS; group++)
    for (unsigned k = 0; k < blanks_after[group]; k++)
      nl(&b);
  free(c.ext_declared);
  free(c.opbuf);
  if (c.undecodable) {
    const lspv_inst *in = c.undecodable;
    const char *set = import_set(&c, lspv_op(v, in, 2))->name;
    free(b.buf);
    return lspv_error(d, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "%s has no instruction %u (word offset %zu, OpExtInst, id %u)", set,
                      lspv_op(v, in, 3), (size_t)in->offset, in->result);
  }
  if (b.oom) {
    free(b.buf);
    return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text writer: out of memory");
  }
  if (!b.buf) {
    b.buf = malloc(1);
    if (!b.buf)
      return lspv_error(d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text writer");
    b.buf[0] = 0;
  }
  *text = b.buf;
  *len = b.len;
  return LSPV_SUCCESS;
}
