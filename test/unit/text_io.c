/*===-- unit/text_io.c - text form reader/writer unit tests ---------------===*\
|* Round trips through lspv_text_read / lspv_view_read / lspv_text_write,     *|
|* string escapes, alias spellings, blank-line layout, and a mutation sweep   *|
|* that feeds damaged texts and binaries to every entry point: none may      *|
|* crash, each either succeeds or reports an error.                           *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/module.h"
#include "unit_test.h"

/* Text -> binary -> text; returns the re-written text (malloc'ed) or NULL. */
static char *round_trip(const char *text, lspv_diag *d, uint32_t **wout, size_t *nout) {
  uint32_t *w = NULL;
  size_t n = 0;
  if (lspv_text_read(text, strlen(text), NULL, &w, &n, d))
    return NULL;
  lspv_spv_view v;
  char *out = NULL;
  size_t len = 0;
  if (lspv_view_read(&v, w, n, NULL, d) == LSPV_SUCCESS)
    lspv_text_write(&v, &out, &len, d);
  lspv_view_free(&v);
  if (wout) {
    *wout = w;
    *nout = n;
  } else {
    free(w);
  }
  return out;
}

static const char *kModule = "119734787 65536 393230 12 0 \n"
                             "2 Capability Addresses \n"
                             "2 Capability Linkage \n"
                             "2 Capability Kernel \n"
                             "5 ExtInstImport 1 \"OpenCL.std\" \n"
                             "3 MemoryModel 2 2 \n"
                             "3 Source 3 200000 \n"
                             "4 Name 4 \"a\\\"b\\\\\\c\" \n"
                             "\n"
                             "5 Decorate 4 LinkageAttributes \"f\" Export \n"
                             "4 TypeInt 2 32 0 \n"
                             "4 Constant 2 5 7 \n"
                             "3 TypeStruct 6 2 \n"
                             "\n"
                             "4 TypeFunction 3 2 2 \n"
                             "\n"
                             "\n"
                             "\n"
                             "5 Function 2 4 0 3 \n"
                             "3 FunctionParameter 2 7 \n"
                             "\n"
                             "2 Label 8 \n"
                             "6 ExtInst 2 9 1 s_abs 7 \n"
                             "2 Branch 10 \n"
                             "\n"
                             "2 Label 10 \n"
                             "5 IAdd 2 11 9 5 \n"
                             "2 ReturnValue 11 \n"
                             "\n"
                             "1 FunctionEnd \n"
                             "\n";

static void test_round_trip(void) {
  lspv_diag d = {0};
  uint32_t *w = NULL;
  size_t n = 0;
  char *out = round_trip(kModule, &d, &w, &n);
  EXPECT(out != NULL);
  if (out && strcmp(out, kModule) != 0) {
    fprintf(stderr, "--- expected\n%s--- got\n%s---\n", kModule, out);
    failures++;
  }
  /* The name is a"b\\c: a quote and two backslashes. */
  const char *name = NULL;
  for (size_t i = 5; w && i < n; i += w[i] >> 16) {
    if ((w[i] & 0xFFFF) == SPV_OpName) {
      name = (const char *)&w[i + 2];
      break;
    }
    if (!(w[i] >> 16))
      break;
  }
  EXPECT(name && strcmp(name, "a\"b\\\\c") == 0);
  free(out);
  free(w);
  EXPECT(d.errors == 0);
}

/* Comments, odd white space and a module on one line read the same. */
static void test_lexical(void) {
  lspv_diag d = {0};
  const char *a = "119734787 65536 0 3 0\n2 Capability Kernel\n";
  const char *b = "; header\n 119734787\t65536 0 3 0 2 Capability Kernel;trailing\r\n";
  uint32_t *wa, *wb;
  size_t na, nb;
  EXPECT(lspv_text_read(a, strlen(a), NULL, &wa, &na, &d) == LSPV_SUCCESS);
  EXPECT(lspv_text_read(b, strlen(b), NULL, &wb, &nb, &d) == LSPV_SUCCESS);
  EXPECT(na == 7 && nb == 7 && memcmp(wa, wb, 7 * 4) == 0);
  EXPECT(na == 7 && wa[5] == ((2u << 16) | SPV_OpCapability) && wa[6] == 6);
  free(wa);
  free(wb);
  /* A capability number reads like its name. */
  const char *c = "119734787 65536 0 3 0\n2 Capability 6\n";
  EXPECT(lspv_text_read(c, strlen(c), NULL, &wa, &na, &d) == LSPV_SUCCESS && wa[6] == 6);
  free(wa);
}

/* Errors name the line and never leave output behind. */
static void test_errors(void) {
  static const struct {
    const char *text, *expect;
  } cases[] = {
      {"119734787 65536 0 3 0\n\n5 TypeVoid 1\n", "InvalidWordCount: line 3"},
      {"119734787 65536 0 3 0\n3 Name 1 \"abc", "InvalidString: line 2"},
      {"119734787 65536 0 3 0\n2 Capabilityy 1\n", "InvalidInstruction: line 2"},
      {"119734787 65536 0 3 0\n2 Capability 99999999999\n", "InvalidNumber: line 2"},
      {"119734787 65536 0 3 0\n2 Capability -4294967296\n", "InvalidNumber: line 2"},
      {"119734787 65536 0 3 0\n70000 Nop\n", "InvalidWordCount: line 2"},
      {"119734787 65536 0 3\n", "InvalidModule: line"},
      {"", "InvalidMagicNumber"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    lspv_diag d = {0};
    uint32_t *w = (uint32_t *)&d; /* must be reset to NULL */
    size_t n = 1;
    lspv_status s = lspv_text_read(cases[i].text, strlen(cases[i].text), NULL, &w, &n, &d);
    EXPECT(s != LSPV_SUCCESS);
    EXPECT(w == NULL && n == 0);
    if (strncmp(d.last_error, cases[i].expect, strlen(cases[i].expect)) != 0) {
      fprintf(stderr, "case %zu: got '%s', expected '%s...'\n", i, d.last_error, cases[i].expect);
      failures++;
    }
  }
}

/* Two spellings of one capability: the one whose extension is declared. */
static void test_spelling(void) {
  const lspv_enum_desc *e = NULL;
  unsigned n = 0;
  /* Find any capability with two spellings tied to different extensions. */
  const lspv_kind_desc *k = &lspv_kinds[LSPV_OK_Capability];
  for (unsigned i = 0; i + 1 < k->nenums && !e; i++)
    if (k->enums[i].value == k->enums[i + 1].value && k->enums[i].nexts == 1 &&
        k->enums[i + 1].nexts == 1 && k->enums[i].exts[0] != k->enums[i + 1].exts[0])
      e = lspv_enum_spellings(LSPV_OK_Capability, k->enums[i].value, &n);
  if (!e)
    return; /* no such pair in this grammar */
  for (unsigned pick = 0; pick < 2; pick++) {
    char text[512];
    const char *ext = lspv_ext_names[e[pick].exts[0]];
    size_t elen = strlen(ext);
    snprintf(text, sizeof text, "119734787 65536 0 3 0\n2 Capability %s\n%zu Extension \"%s\"\n",
             e[1 - pick].name, 1 + elen / 4 + 1, ext);
    lspv_diag d = {0};
    char *out = round_trip(text, &d, NULL, NULL);
    EXPECT(out != NULL);
    char want[256];
    snprintf(want, sizeof want, "2 Capability %s \n", e[pick].name);
    if (out && !strstr(out, want)) {
      fprintf(stderr, "spelling: wanted '%s' in\n%s", want, out);
      failures++;
    }
    free(out);
  }
}

/* Deterministic mutation sweep: never crash, never succeed silently with
 * output left on failure. */
static uint32_t rng = 12345;
static uint32_t next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 17;
  rng ^= rng << 5;
  return rng;
}

static void test_mutations(void) {
  size_t len = strlen(kModule);
  char *buf = malloc(len + 1);
  uint32_t *w0 = NULL;
  size_t n0 = 0;
  lspv_diag d = {0};
  EXPECT(lspv_text_read(kModule, len, NULL, &w0, &n0, &d) == LSPV_SUCCESS);
  uint32_t *wb = malloc(n0 * 4 + 4);
  for (int iter = 0; iter < 3000 && buf && wb && w0; iter++) {
    memcpy(buf, kModule, len + 1);
    for (int k = 0; k < 3; k++) {
      size_t at = next_rand() % len;
      static const char alphabet[] = "0123456789 \n\"\\;aZ-";
      buf[at] = alphabet[next_rand() % (sizeof alphabet - 1)];
    }
    size_t cut = iter % 7 == 0 ? next_rand() % len : len;
    uint32_t *w = NULL;
    size_t n = 0;
    lspv_diag dd = {0};
    if (lspv_text_read(buf, cut, NULL, &w, &n, &dd) == LSPV_SUCCESS) {
      lspv_spv_view v;
      if (lspv_view_read(&v, w, n, NULL, &dd) == LSPV_SUCCESS) {
        char *t = NULL;
        size_t tl = 0;
        lspv_text_write(&v, &t, &tl, &dd);
        lspv_check(&v, NULL, &dd);
        free(t);
      }
      lspv_view_free(&v);
      free(w);
    } else {
      EXPECT(w == NULL && dd.errors > 0);
    }
    /* Binary mutations of the good module. */
    memcpy(wb, w0, n0 * 4);
    for (int k = 0; k < 2; k++) {
      size_t at = 5 + next_rand() % (n0 - 5);
      wb[at] = next_rand() % 4 ? (wb[at] ^ (1u << (next_rand() % 32))) : next_rand() % 16;
    }
    size_t nb = iter % 5 == 0 ? 5 + next_rand() % (n0 - 5) : n0;
    lspv_spv_view v;
    lspv_diag db = {0};
    if (lspv_view_read(&v, wb, nb, NULL, &db) == LSPV_SUCCESS) {
      char *t = NULL;
      size_t tl = 0;
      bool valid = lspv_check(&v, NULL, &db) == LSPV_SUCCESS;
      if (lspv_text_write(&v, &t, &tl, &db) == LSPV_SUCCESS && valid) {
        /* What the checker accepts prints and reads back to the same
         * words. */
        uint32_t *w2 = NULL;
        size_t n2 = 0;
        if (lspv_text_read(t, tl, NULL, &w2, &n2, &db) == LSPV_SUCCESS) {
          if (n2 != nb || memcmp(w2, wb, nb * 4) != 0) {
            size_t at = 0;
            while (at < n2 && at < nb && w2[at] == wb[at])
              at++;
            fprintf(stderr, "binary mutation %d did not round-trip at word %zu (%u vs %u):\n%s",
                    iter, at, at < nb ? wb[at] : 0, at < n2 ? w2[at] : 0, t);
            failures++;
          }
          free(w2);
        }
      }
      free(t);
    }
    lspv_view_free(&v);
  }
  free(buf);
  free(wb);
  free(w0);
}

int main(void) {
  test_round_trip();
  test_lexical();
  test_errors();
  test_spelling();
  test_mutations();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("text_io: all passed");
  return 0;
}
