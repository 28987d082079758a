/*===-- spirv/text_read.c - llvm-spirv's text form, reader ---------------===*\
|*                                                                            *|
|* Parses the text form (docs/text-form.md) into a binary.  Tokens are        *|
|* separated by any white space; ';' starts a comment up to the end of the   *|
|* line.  Every instruction is `<word count> <name> <operands>`, the word     *|
|* count is the binary one and delimits the instruction.  Operands are        *|
|* numbers (one word each), strings (as many words as their bytes and NUL   *|
|* take) or names, which the grammar walker resolves in the kind expected at *|
|* that position (Capability, Decoration, any enum, an extended-instruction  *|
|* name).  Every spelling the grammar has is accepted (INTEL and EXT).       *|
|*                                                                            *|
|* Every error names the line; nothing here trusts the input: word counts    *|
|* are bounded by 65535, numbers by 32 bits, strings by their word count.   *|
\*===----------------------------------------------------------------------===*/
#include <stdlib.h>
#include <string.h>

#include "spirv/check_walk.h"
#include "spirv/module.h"

typedef enum { T_EOF, T_NUMBER, T_NAME, T_STRING, T_ERROR } tok_kind;

typedef struct {
  tok_kind kind;
  const char *p; /* token text (strings: after the opening quote) */
  size_t len;
  long line;
  uint32_t value; /* T_NUMBER */
} token;

typedef struct {
  const char *s;
  size_t n, at;
  long line;
  lspv_diag *d;
  lspv_words out;
  struct {
    uint32_t id;
    const lspv_extinst_set_desc *set;
  } imports[64];
  unsigned nimports;
  const lspv_grammar_overlay *gx; /* plugins' rows, or NULL */
  uint32_t max_id;                /* the largest id an operand names */
  /* One bit per id below LSPV_TEXT_WIDE_IDS: a 64-bit integer or float type,
   * or a value of one.  OpSwitch's case literals take the selector's width,
   * which only the types say (the binary reader does the same with its
   * view). */
  uint8_t *wide;
  size_t wide_bytes;
} reader;

#define LSPV_TEXT_WIDE_IDS 4194304u /* the largest id bound the reader takes */

static bool is_wide(const reader *r, uint32_t id) {
  return id / 8 < r->wide_bytes && (r->wide[id / 8] >> (id % 8) & 1u);
}

/* False only when out of memory; ids past the largest bound are left out
 * (the header check refuses them). */
static bool set_wide(reader *r, uint32_t id) {
  if (id >= LSPV_TEXT_WIDE_IDS)
    return true;
  if (id / 8 >= r->wide_bytes) {
    size_t n = r->wide_bytes ? r->wide_bytes : 64;
    while (n <= id / 8)
      n *= 2;
    uint8_t *p = realloc(r->wide, n);
    if (!p)
      return false;
    memset(p + r->wide_bytes, 0, n - r->wide_bytes);
    r->wide = p;
    r->wide_bytes = n;
  }
  r->wide[id / 8] |= (uint8_t)(1u << (id % 8));
  return true;
}

/* Notes what the instruction at @p start (whole) declares: a wide type, or
 * a value of one. */
static bool note_width(reader *r, const lspv_inst_desc *desc, size_t start) {
  const uint32_t *w = r->out.w + start;
  size_t n = r->out.n - start;
  if ((desc->opcode == SPV_OpTypeInt || desc->opcode == SPV_OpTypeFloat) && n >= 3)
    return w[2] > 32 ? set_wide(r, w[1]) : true;
  if (desc->has_type && desc->has_result && n >= 3 && is_wide(r, w[1]))
    return set_wide(r, w[2]);
  return true;
}

#define ERR(r, line, name, ...)                                                                    \
  lspv_diag_report((r)->d, LSPV_DIAG_ERROR, LSPV_ERROR_INVALID_INPUT, (name), -1, (line),          \
                   __VA_ARGS__)

static bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* Skips white space and comments. */
static void skip(reader *r) {
  while (r->at < r->n) {
    char c = r->s[r->at];
    if (c == '\n') {
      r->line++;
      r->at++;
    } else if (is_space(c)) {
      r->at++;
    } else if (c == ';') {
      while (r->at < r->n && r->s[r->at] != '\n')
        r->at++;
    } else {
      break;
    }
  }
}

/* Reads one token; T_ERROR has been reported. */
static token lex(reader *r) {
  token t = {T_EOF, NULL, 0, 0, 0};
  skip(r);
  t.line = r->line;
  if (r->at >= r->n)
    return t;
  const char *s = r->s;
  if (s[r->at] == '"') {
    size_t start = ++r->at;
    long lines = 0;
    /* \" is a quote; any other backslash pair is kept as written, except
     * "\\" (which lspv writes only before a quote or at the end). */
    while (r->at < r->n && s[r->at] != '"') {
      if (s[r->at] == '\\' && r->at + 1 < r->n)
        r->at++;
      if (s[r->at] == '\n')
        lines++;
      r->at++;
    }
    if (r->at >= r->n) {
      ERR(r, t.line, "InvalidString", "line %ld: unterminated string", t.line);
      t.kind = T_ERROR;
      return t;
    }
    t.kind = T_STRING;
    t.p = s + start;
    t.len = r->at - start;
    r->at++;
    r->line += lines;
    return t;
  }
  size_t start = r->at;
  while (r->at < r->n && !is_space(s[r->at]) && s[r->at] != ';' && s[r->at] != '"')
    r->at++;
  t.p = s + start;
  t.len = r->at - start;
  char c = t.p[0];
  if (c >= '0' && c <= '9') {
    uint64_t v = 0;
    for (size_t i = 0; i < t.len; i++) {
      char d = t.p[i];
      if (d < '0' || d > '9') {
        ERR(r, t.line, "InvalidNumber", "line %ld: '%.*s' is not a number", t.line,
            (int)(t.len > 64 ? 64 : t.len), t.p);
        t.kind = T_ERROR;
        return t;
      }
      v = v * 10 + (uint64_t)(d - '0');
      if (v > 0xFFFFFFFFull) {
        ERR(r, t.line, "InvalidNumber", "line %ld: literal %.*s does not fit in 32 bits", t.line,
            (int)(t.len > 64 ? 64 : t.len), t.p);
        t.kind = T_ERROR;
        return t;
      }
    }
    t.kind = T_NUMBER;
    t.value = (uint32_t)v;
    return t;
  }
  if ((c == '-' || c == '+') && t.len > 1 && t.p[1] >= '0' && t.p[1] <= '9') {
    /* llvm-spirv reads words with unsigned stream extraction, which takes a
     * sign and wraps a negative value: -1 is 4294967295 (two's complement). */
    uint64_t v = 0;
    for (size_t i = 1; i < t.len; i++) {
      char d = t.p[i];
      if (d < '0' || d > '9' || (v = v * 10 + (uint64_t)(d - '0')) > 0xFFFFFFFFull) {
        ERR(r, t.line, "InvalidNumber", "line %ld: '%.*s' is not a 32-bit number", t.line,
            (int)(t.len > 64 ? 64 : t.len), t.p);
        t.kind = T_ERROR;
        return t;
      }
    }
    t.kind = T_NUMBER;
    t.value = c == '-' ? (uint32_t)(0u - (uint32_t)v) : (uint32_t)v;
    return t;
  }
  t.kind = T_NAME;
  return t;
}

static token peek(reader *r) {
  size_t at = r->at;
  long line = r->line;
  lspv_diag *d = r->d;
  r->d = NULL; /* errors are reported when the token is really read */
  token t = lex(r);
  r->d = d;
  r->at = at;
  r->line = line;
  return t;
}

static bool push(reader *r, uint32_t w) { return lspv_words_push(&r->out, w); }

/* Whether the text ahead ends or starts an instruction: a number followed by
 * the name of an instruction the grammar knows.  Reads nothing. */
static bool at_instruction(reader *r) {
  size_t at = r->at;
  long line = r->line;
  lspv_diag *d = r->d;
  r->d = NULL;
  token n1 = lex(r);
  bool yes = n1.kind == T_EOF;
  if (n1.kind == T_NUMBER) {
    token n2 = lex(r);
    yes = n2.kind == T_NAME && lspv_gx_inst_by_name(r->gx, n2.p, n2.len) != NULL;
  }
  r->d = d;
  r->at = at;
  r->line = line;
  return yes;
}

/* Appends the string token's bytes, unescaped, NUL and padding. */
static bool push_string(reader *r, const token *t, size_t *nwords) {
  uint32_t w = 0;
  unsigned k = 0;
  size_t count = 0;
  for (size_t i = 0; i < t->len; i++) {
    char c = t->p[i];
    if (c == '\\' && i + 1 < t->len && (t->p[i + 1] == '"' || t->p[i + 1] == '\\'))
      c = t->p[++i];
    w |= (uint32_t)(unsigned char)c << (8 * k);
    if (++k == 4) {
      if (!push(r, w))
        return false;
      count++;
      w = 0;
      k = 0;
    }
  }
  if (!push(r, w)) /* the NUL (and padding) */
    return false;
  *nwords = count + 1;
  return true;
}

static const lspv_extinst_set_desc *import_set(const reader *r, uint32_t id) {
  for (unsigned i = 0; i < r->nimports; i++)
    if (r->imports[i].id == id)
      return r->imports[i].set;
  return NULL;
}

static const char *kind_name(unsigned kind) {
  return kind < LSPV_OK_COUNT ? lspv_kinds[kind].name : "?";
}

/* Resolves a name operand of @p kind; -1 when it is no such name. */
static long name_value(reader *r, unsigned kind, const token *t, uint32_t last_id) {
  if (kind == LSPV_OK_LiteralExtInstInteger) {
    const lspv_extinst_set_desc *set = import_set(r, last_id);
    long n = lspv_text_extinst_by_spelling(set, t->p, t->len);
    if (n >= 0)
      return n;
    const lspv_inst_desc *e = lspv_extinst_by_name(set, t->p, t->len);
    return e ? (long)e->opcode : -1;
  }
  if (kind >= LSPV_OK_COUNT)
    return -1;
  unsigned cat = lspv_kinds[kind].category;
  if (cat != LSPV_CAT_VALUEENUM && cat != LSPV_CAT_BITENUM)
    return -1;
  const lspv_enum_desc *e = lspv_gx_enum_by_name(r->gx, kind, t->p, t->len);
  return e ? (long)e->value : -1;
}

/* Reads the operands of one instruction until it has @p wc words.
 *
 * A string operand is measured by its quotes, not by the count: llvm-spirv
 * reads it whole and writes the count its operands take, and texts written
 * by hand (or by older writers, which left out the NUL) carry counts that
 * are off for it.  Once an instruction has read a string, its operands end
 * where the grammar's end or the next instruction (a count and a known
 * name) comes, and the count written is the one the words take.  A count
 * too small for the operands the grammar requires is read past the same
 * way while they stand on the instruction's line and start no instruction
 * (llvm-spirv's reader takes an instruction's fixed operands whatever the
 * count says; `3 TypeInt 6 32 0`); the count written is again the words'.
 * Otherwise counts of instructions without strings stay exact: a wrong one
 * is an error. */
static lspv_status read_operands(reader *r, const lspv_inst_desc *desc, unsigned wc, long line0,
                                 size_t start) {
  lspv_walk w;
  lspv_walk_init(&w, desc, r->gx);
  uint32_t last_id = 0, first_id = 0;
  unsigned nid = 0;
  const char *opname = desc->name + 2;
  unsigned last_kind = LSPV_OK_COUNT;
  bool measured = false;   /* a string was read: the count is a hint */
  bool grown = false;      /* read past a count too small for the grammar */
  unsigned high_words = 0; /* words of a wide OpSwitch case literal to come */
  for (;;) {
    if (measured) {
      lspv_walk ahead = w;
      unsigned k;
      bool o;
      bool more = lspv_walk_next(&ahead, &k, &o);
      if (at_instruction(r) || (r->out.n - start >= wc && !more))
        break;
    } else if (r->out.n - start >= wc) {
      lspv_walk ahead = w;
      unsigned k;
      bool o;
      if (!lspv_walk_next(&ahead, &k, &o) || o || peek(r).line != line0 || at_instruction(r))
        break;
      grown = true;
    }
    token t = lex(r);
    if (t.kind == T_ERROR)
      return LSPV_ERROR_INVALID_INPUT;
    if (t.kind == T_EOF)
      return ERR(r, line0, "InvalidWordCount",
                 "line %ld: word count %u of %s runs past the end of the text "
                 "(%zu words found)",
                 line0, wc, opname, r->out.n - start);
    if (high_words) {
      if (t.kind != T_NUMBER)
        return ERR(r, t.line, "InvalidModule",
                   "line %ld: %s: a 64-bit case literal needs two numbers", t.line, opname);
      if (!push(r, t.value))
        return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
      high_words--;
      continue;
    }
    unsigned kind = LSPV_OK_LiteralInteger;
    bool optional = false;
    bool have = lspv_walk_next(&w, &kind, &optional);
    if (have)
      last_kind = kind;
    if (t.kind == T_NUMBER) {
      /* Past the last operand only a multi-word literal may go on. */
      if (!have && last_kind != LSPV_OK_LiteralContextDependentNumber)
        return ERR(r, line0, "InvalidWordCount",
                   "line %ld: word count %u of %s is larger than its operands (%zu words)", line0,
                   wc, opname, r->out.n - start);
      if (!push(r, t.value))
        return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
      if (!have)
        continue;
      if (desc->opcode == SPV_OpSwitch && kind == LSPV_OK_LiteralInteger && is_wide(r, first_id))
        high_words = 1; /* the case literal of a 64-bit selector */
      unsigned cat = kind < LSPV_OK_COUNT ? lspv_kinds[kind].category : LSPV_CAT_LITERAL;
      if (cat == LSPV_CAT_ID) {
        last_id = t.value;
        if (t.value > r->max_id)
          r->max_id = t.value;
        if (nid++ == 0)
          first_id = t.value;
      } else if (w.counting || cat == LSPV_CAT_VALUEENUM || cat == LSPV_CAT_BITENUM) {
        /* An unknown value is the binary reader's to report, with its
         * offset; only the parameters it brings matter here. */
        lspv_walk_value(&w, kind, t.value);
      } else if (kind == LSPV_OK_LiteralSpecConstantOpInteger) {
        lspv_walk_value(&w, kind, t.value);
      } else if (kind == LSPV_OK_LiteralExtInstInteger) {
        const lspv_inst_desc *e = lspv_extinst_by_number(import_set(r, last_id), t.value);
        if (e)
          lspv_walk_chain(&w, e);
      }
      continue;
    }
    if (t.kind == T_STRING) {
      if (!have || kind != LSPV_OK_LiteralString)
        return ERR(r, t.line, "InvalidModule", "line %ld: %s: a string where %s %s expected",
                   t.line, opname, have ? "a" : "no more operands are",
                   have ? kind_name(kind) : "");
      size_t nw = 0;
      if (!push_string(r, &t, &nw))
        return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
      measured = true;
      if (r->out.n - start > wc && memchr(t.p, '\n', t.len))
        return ERR(r, t.line, "InvalidWordCount",
                   "line %ld: word count %u of %s is too small for its string operand "
                   "(%zu words with it); is the string unterminated?",
                   t.line, wc, opname, r->out.n - start);
      if (desc->opcode == SPV_OpExtInstImport && r->nimports < 64) {
        /* The set's name decides how its instruction names read. */
        char name[128];
        size_t n = t.len < sizeof name - 1 ? t.len : sizeof name - 1;
        memcpy(name, t.p, n);
        name[n] = 0;
        r->imports[r->nimports].id = first_id;
        r->imports[r->nimports].set = lspv_extinst_set_by_name(name);
        r->nimports++;
      }
      continue;
    }
    /* A name. */
    long v = have ? name_value(r, kind, &t, last_id) : -1;
    if (v < 0) {
      if (lspv_gx_inst_by_name(r->gx, t.p, t.len))
        return ERR(r, line0, "InvalidWordCount",
                   "line %ld: word count %u of %s is larger than its operands "
                   "(%zu words, then instruction %.*s on line %ld)",
                   line0, wc, opname, r->out.n - start, (int)t.len, t.p, t.line);
      if (!have)
        return ERR(r, t.line, "InvalidModule",
                   "line %ld: %s: unexpected name '%.*s' after the "
                   "last operand",
                   t.line, opname, (int)(t.len > 64 ? 64 : t.len), t.p);
      return ERR(r, t.line, "InvalidModule", "line %ld: %s: '%.*s' is not a %s", t.line, opname,
                 (int)(t.len > 64 ? 64 : t.len), t.p,
                 kind == LSPV_OK_LiteralExtInstInteger ? "known extended instruction"
                                                       : kind_name(kind));
    }
    if (!push(r, (uint32_t)v))
      return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
    if (kind == LSPV_OK_LiteralExtInstInteger) {
      const lspv_inst_desc *e = lspv_extinst_by_number(import_set(r, last_id), (uint32_t)v);
      if (e)
        lspv_walk_chain(&w, e);
    } else {
      lspv_walk_value(&w, kind, (uint32_t)v);
    }
  }
  /* Operands the grammar requires but the word count left out. */
  unsigned kind;
  bool optional;
  if (high_words)
    return ERR(r, line0, "InvalidWordCount",
               "line %ld: word count %u of %s ends inside a 64-bit case literal", line0, wc,
               opname);
  if (lspv_walk_next(&w, &kind, &optional) && !optional)
    return ERR(r, line0, "InvalidWordCount",
               "line %ld: word count %u of %s is too small: its %s operand is missing", line0, wc,
               opname, kind_name(kind));
  if (measured || grown) {
    size_t n = r->out.n - start;
    if (n > 0xFFFFu)
      return ERR(r, line0, "InvalidWordCount",
                 "line %ld: %s takes %zu words, more than the 65535 an instruction can have", line0,
                 opname, n);
    r->out.w[start] = (uint32_t)(n << 16) | desc->opcode;
  }
  /* The next token must start an instruction. */
  token n1 = peek(r);
  if (n1.kind == T_EOF || n1.kind == T_ERROR)
    return LSPV_SUCCESS;
  if (n1.kind == T_NUMBER) {
    size_t at = r->at;
    long line = r->line;
    lspv_diag *d = r->d;
    r->d = NULL;
    lex(r);
    token n2 = lex(r);
    r->d = d;
    r->at = at;
    r->line = line;
    /* A name that is no instruction is reported by the caller. */
    if (n2.kind == T_NAME)
      return LSPV_SUCCESS;
  }
  if (measured)
    return ERR(r, n1.line, "InvalidWordCount",
               "line %ld: word count %u of %s (line %ld) is larger than its operands: "
               "'%.*s' follows the last one and starts no instruction",
               n1.line, wc, opname, line0, (int)(n1.len > 64 ? 64 : n1.len), n1.p);
  return ERR(r, n1.line, "InvalidWordCount",
             "line %ld: word count %u of %s (line %ld) is smaller than its operands", n1.line, wc,
             opname, line0);
}

static lspv_status read_module(reader *r) {
  for (unsigned i = 0; i < 5; i++) {
    token t = lex(r);
    if (t.kind == T_ERROR)
      return LSPV_ERROR_INVALID_INPUT;
    if (t.kind != T_NUMBER)
      return ERR(r, t.line ? t.line : 1, i == 0 ? "InvalidMagicNumber" : "InvalidModule",
                 "line %ld: the header needs 5 numbers (magic, version, generator, bound, "
                 "schema)%s",
                 t.line ? t.line : 1L, t.kind == T_EOF && i == 0 ? ": the text is empty" : "");
    if (i == 0 && t.value != LSPV_MAGIC)
      return ERR(r, t.line, "InvalidMagicNumber", "line %ld: invalid magic number %u (expected %u)",
                 t.line, t.value, LSPV_MAGIC);
    if (!push(r, t.value))
      return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
  }
  /* Each loop reads at least one token: the text length bounds it. */
  for (;;) {
    token t = lex(r);
    if (t.kind == T_EOF) {
      /* The header's bound is derived, not read: llvm-spirv's text reader
       * numbers ids as written, so a bound at or below an id used is
       * raised (the binary needs every id below it). */
      if (r->max_id != UINT32_MAX && r->out.w[3] <= r->max_id)
        r->out.w[3] = r->max_id + 1;
      return LSPV_SUCCESS;
    }
    if (t.kind == T_ERROR)
      return LSPV_ERROR_INVALID_INPUT;
    if (t.kind != T_NUMBER)
      return ERR(r, t.line, t.kind == T_NAME ? "InvalidWordCount" : "InvalidModule",
                 "line %ld: expected the word count of an instruction, got %s%.*s%s", t.line,
                 t.kind == T_STRING ? "\"" : "'", (int)(t.len > 64 ? 64 : t.len), t.p,
                 t.kind == T_STRING ? "\"" : "'");
    unsigned wc = t.value;
    long line0 = t.line;
    if (wc > 0xFFFFu)
      return ERR(r, line0, "InvalidWordCount", "line %ld: word count %u is not in 1 .. 65535",
                 line0, wc);
    token op = lex(r);
    if (wc == 0 && op.kind == T_NAME && lspv_gx_inst_by_name(r->gx, op.p, op.len) &&
        at_instruction(r))
      continue; /* an empty instruction: llvm-spirv reads no operands and skips it */
    if (op.kind == T_ERROR)
      return LSPV_ERROR_INVALID_INPUT;
    const lspv_inst_desc *desc = NULL;
    if (op.kind == T_NAME)
      desc = lspv_gx_inst_by_name(r->gx, op.p, op.len);
    else if (op.kind == T_NUMBER)
      desc = lspv_gx_inst(r->gx, op.value);
    if (!desc) {
      if (op.kind == T_EOF)
        return ERR(r, line0, "InvalidWordCount", "line %ld: word count %u without an instruction",
                   line0, wc);
      return ERR(r, op.line, "InvalidInstruction", "line %ld: unknown instruction %s%.*s%s",
                 op.line, op.kind == T_STRING ? "\"" : "'", (int)(op.len > 64 ? 64 : op.len), op.p,
                 op.kind == T_STRING ? "\"" : "'");
    }
    if (wc == 0)
      return ERR(r, line0, "InvalidWordCount",
                 "line %ld: word count 0 of %s with operands (0 is an empty instruction)", line0,
                 desc->name + 2);
    size_t start = r->out.n;
    if (!push(r, (wc << 16) | desc->opcode))
      return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
    lspv_status s = read_operands(r, desc, wc, line0, start);
    if (s)
      return s;
    if (!note_width(r, desc, start))
      return lspv_error(r->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "text reader");
  }
}

lspv_status lspv_text_read(const char *text, size_t len, const lspv_grammar_overlay *gx,
                           uint32_t **words, size_t *nwords, lspv_diag *d) {
  *words = NULL;
  *nwords = 0;
  reader r = {.s = text, .n = text ? len : 0, .line = 1, .d = d, .gx = gx};
  lspv_status s = read_module(&r);
  free(r.wide);
  if (s) {
    lspv_words_free(&r.out);
    return s;
  }
  *words = r.out.w;
  *nwords = r.out.n;
  return LSPV_SUCCESS;
}
