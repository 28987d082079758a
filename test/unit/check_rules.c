/*===-- unit/check_rules.c - structural checker unit tests ----------------===*\
|* Allowed and disallowed forward references, implied capabilities, function *|
|* structure, and the extension rule hook (lspv_check_ex).                     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/check.h"
#include "spirv/grammar.h"
#include "unit_test.h"

/* Checks @p text with @p tables; returns the status, d->last_error set. */
static lspv_status check_text(const char *text, const lspv_check_rules *rules, lspv_diag *d) {
  uint32_t *w = NULL;
  size_t n = 0;
  lspv_status s = lspv_text_read(text, strlen(text), NULL, &w, &n, d);
  if (s) {
    fprintf(stderr, "text did not read: %s\n", d->last_error);
    return s;
  }
  lspv_spv_view v;
  s = lspv_view_read(&v, w, n, NULL, d);
  if (s == LSPV_SUCCESS)
    s = lspv_check(&v, rules, d);
  lspv_view_free(&v);
  free(w);
  return s;
}

#define HEAD                                                                                       \
  "119734787 65536 0 40 0\n"                                                                       \
  "2 Capability Addresses\n2 Capability Linkage\n2 Capability Kernel\n"                            \
  "3 MemoryModel 2 2\n"

/* A loop with an OpPhi that uses a value defined later, branches to later
 * labels, and a call to a later function: all allowed. */
static const char *kGood =
    HEAD "4 TypeInt 2 32 0\n4 Constant 2 3 0\n4 Constant 2 4 1\n2 TypeBool 5\n"
         "4 TypeFunction 6 2 2\n"
         "5 Function 2 10 0 6\n3 FunctionParameter 2 11\n"
         "2 Label 12\n2 Branch 13\n"
         "2 Label 13\n7 Phi 2 14 3 12 15 13\n5 FunctionCall 2 16 20 14\n5 IAdd 2 15 16 4\n"
         "5 SLessThan 5 17 15 11\n4 BranchConditional 17 13 18\n"
         "2 Label 18\n2 ReturnValue 15\n1 FunctionEnd\n"
         "5 Function 2 20 0 6\n3 FunctionParameter 2 21\n2 Label 22\n2 ReturnValue 21\n"
         "1 FunctionEnd\n";

static void test_good(void) {
  lspv_diag d = {0};
  EXPECT(check_text(kGood, NULL, &d) == LSPV_SUCCESS);
  if (d.errors)
    fprintf(stderr, "unexpected: %s\n", d.last_error);
}

static void expect_error(const char *text, const char *want) {
  lspv_diag d = {0};
  lspv_status s = check_text(text, NULL, &d);
  EXPECT(s != LSPV_SUCCESS);
  if (!strstr(d.last_error, want)) {
    fprintf(stderr, "wanted '%s', got '%s'\n", want, d.last_error);
    failures++;
  }
}

static void test_bad(void) {
  /* A value (not a label, not in OpPhi) used before its definition. */
  expect_error(HEAD "4 TypeInt 2 32 0\n4 TypeFunction 6 2 2\n"
                    "5 Function 2 10 0 6\n3 FunctionParameter 2 11\n2 Label 12\n"
                    "5 IAdd 2 13 14 11\n5 IAdd 2 14 11 11\n2 ReturnValue 13\n1 FunctionEnd\n",
               "InvalidForwardReference: id 14 is used before its definition");
  /* An id of one function used in another. */
  expect_error(HEAD "4 TypeInt 2 32 0\n4 TypeFunction 6 2 2\n"
                    "5 Function 2 10 0 6\n3 FunctionParameter 2 11\n2 Label 12\n"
                    "2 ReturnValue 11\n1 FunctionEnd\n"
                    "5 Function 2 20 0 6\n3 FunctionParameter 2 21\n2 Label 22\n"
                    "2 ReturnValue 11\n1 FunctionEnd\n",
               "id 11 is defined in another function");
  /* A block without a terminator. */
  expect_error(HEAD "2 TypeVoid 2\n3 TypeFunction 6 2\n"
                    "5 Function 2 10 0 6\n2 Label 12\n2 Label 13\n1 Return\n1 FunctionEnd\n",
               "block starts before the previous one terminated");
  /* A result type that is no type. */
  expect_error(HEAD "4 TypeInt 2 32 0\n4 Constant 2 3 0\n3 Undef 3 4\n",
               "id 3: expected a type, got OpConstant");
  /* Declared capabilities imply others (grammar): GenericPointer implies
   * Addresses, which the Generic storage class (8) of the pointer needs
   * besides Kernel... through GenericPointer. */
  lspv_diag d = {0};
  EXPECT(check_text("119734787 65536 0 40 0\n2 Capability GenericPointer\n2 Capability Kernel\n"
                    "3 MemoryModel 2 2\n4 TypeInt 2 32 0\n4 TypePointer 3 8 2\n",
                    NULL, &d) == LSPV_SUCCESS);
  if (d.errors)
    fprintf(stderr, "implied capability: %s\n", d.last_error);
}

/* The rule hook: a table of rules is run per opcode after the core. */
static int calls;
static lspv_status rule_no_iadd(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  calls++;
  EXPECT(user == &calls);
  EXPECT(lspv_check_view(c) != NULL);
  EXPECT(lspv_check_declares_capability(c, SPV_Capability_Kernel));
  EXPECT(!lspv_check_declares_extension(c, "SPV_NOT_declared"));
  /* The public view: operands include Result Type and Result <id>. */
  EXPECT(in->noperands == 4 && in->operands[1] == in->result_id && in->result_id == 15);
  lspv_spv_inst def;
  EXPECT(lspv_check_def(c, in->type_id, &def) == 0 && def.opcode == SPV_OpTypeInt);
  EXPECT(lspv_check_def_opcode(c, 20) == SPV_OpFunction && lspv_check_def_opcode(c, 39) == 0);
  return lspv_check_report(c, in, "PluginRule", "IAdd is forbidden by this test rule");
}

static void test_hook(void) {
  lspv_check_rule rules[] = {{"no IAdd", SPV_OpIAdd, rule_no_iadd, &calls, 0}};
  lspv_check_rules t = {rules, 1, NULL, NULL, 0};
  lspv_diag d = {0};
  calls = 0;
  EXPECT(check_text(kGood, &t, &d) == LSPV_ERROR_INVALID_INPUT);
  EXPECT(calls == 1);
  EXPECT(strstr(d.last_error, "PluginRule: IAdd is forbidden by this test rule (word offset") &&
         strstr(d.last_error, "OpIAdd, id 15)"));
  /* An advisory rule does not run on input; an ordinary one does. */
  lspv_check_rule adv[] = {
      {"no IAdd", SPV_OpIAdd, rule_no_iadd, &calls, LSPV_CHECK_ADVISORY_ON_INPUT}};
  lspv_check_rules ta = {adv, 1, NULL, NULL, 0};
  uint32_t *w = NULL;
  size_t n = 0;
  lspv_diag d2 = {0};
  EXPECT(lspv_text_read(kGood, strlen(kGood), NULL, &w, &n, &d2) == LSPV_SUCCESS);
  lspv_spv_view v;
  calls = 0;
  if (lspv_view_read(&v, w, n, NULL, &d2) == LSPV_SUCCESS) {
    lspv_check_input(&v, &ta, &d2);
    EXPECT(calls == 0);
  }
  lspv_view_free(&v);
  free(w);
}

/* Grammar rows: an instruction, a capability and an extension the
 * generated grammar does not have become readable, writable and checked. */
static const lspv_grammar_operand foo_ops[] = {{"IdResultType", 0}, {"IdResult", 0}, {"IdRef", 0}};
static const char *const foo_caps[] = {"FooTEST", NULL};
static const char *const foo_exts[] = {"SPV_TEST_foo", NULL};
static const lspv_grammar_inst foo_inst[] = {
    {"OpFooTEST", 7001, "Arithmetic", foo_ops, 3, foo_caps, foo_exts, 0}};
static const lspv_grammar_enumerant foo_enum[] = {
    {"Capability", "FooTEST", 7000, NULL, 0, NULL, foo_exts, 0}};
static const lspv_grammar_rows foo_rows = {foo_inst, 1, foo_enum, 1, NULL};

#define FOO_MODULE(caps)                                                                           \
  "119734787 65536 0 20 0\n2 Capability Addresses\n2 Capability Linkage\n2 Capability "            \
  "Kernel\n" caps "3 MemoryModel 2 2\n4 TypeInt 2 32 0\n4 Constant 2 3 7\n4 TypeFunction 6 2 2\n"  \
  "5 Function 2 10 0 6\n3 FunctionParameter 2 11\n2 Label 12\n4 FooTEST 2 13 11\n"                 \
  "2 ReturnValue 13\n1 FunctionEnd\n"

static void test_overlay(void) {
  lspv_diag d = {0};
  lspv_grammar_overlay *gx = lspv_overlay_create();
  EXPECT(gx && lspv_overlay_add(gx, &foo_rows, "test", &d, NULL, NULL) == LSPV_SUCCESS);
  const char *good = FOO_MODULE("2 Capability FooTEST\n5 Extension \"SPV_TEST_foo\"\n");
  const char *bad = FOO_MODULE("");
  uint32_t *w = NULL;
  size_t n = 0;
  /* Without the rows: an unknown instruction. */
  lspv_diag d0 = {0};
  EXPECT(lspv_text_read(good, strlen(good), NULL, &w, &n, &d0) != LSPV_SUCCESS);
  EXPECT(strstr(d0.last_error, "'FooTEST'") != NULL);
  if (!strstr(d0.last_error, "'FooTEST'"))
    fprintf(stderr, "%s\n", d0.last_error);
  free(w);
  /* With them: read, checked, written back the same. */
  EXPECT(lspv_text_read(good, strlen(good), gx, &w, &n, &d) == LSPV_SUCCESS);
  if (d.errors)
    fprintf(stderr, "%s\n", d.last_error);
  lspv_spv_view v;
  if (lspv_view_read(&v, w, n, gx, &d) == LSPV_SUCCESS) {
    EXPECT(lspv_check(&v, NULL, &d) == LSPV_SUCCESS);
    char *text = NULL;
    size_t len = 0;
    EXPECT(lspv_text_write(&v, &text, &len, &d) == LSPV_SUCCESS);
    EXPECT(text && strstr(text, "4 FooTEST 2 13 11 \n") && strstr(text, "Capability FooTEST"));
    free(text);
  } else {
    EXPECT(!"the binary with the rows did not read");
  }
  lspv_view_free(&v);
  free(w);
  /* The capability and extension the row requires are checked. */
  EXPECT(lspv_text_read(bad, strlen(bad), gx, &w, &n, &d) == LSPV_SUCCESS);
  lspv_diag d1 = {0};
  if (lspv_view_read(&v, w, n, gx, &d1) == LSPV_SUCCESS) {
    EXPECT(lspv_check(&v, NULL, &d1) != LSPV_SUCCESS);
    EXPECT(strstr(d1.last_error, "requires capability FooTEST") != NULL);
  }
  lspv_view_free(&v);
  free(w);
  /* A row that reuses a number of the grammar is refused. */
  static const lspv_grammar_inst clash[] = {
      {"OpNotIAdd", SPV_OpIAdd, NULL, NULL, 0, NULL, NULL, 0}};
  static const lspv_grammar_rows clash_rows = {clash, 1, NULL, 0, NULL};
  lspv_diag d2 = {0};
  EXPECT(lspv_overlay_add(gx, &clash_rows, "test", &d2, NULL, NULL) == LSPV_ERROR_PLUGIN);
  EXPECT(strstr(d2.last_error, "reuses an opcode") != NULL);
  lspv_overlay_dispose(gx);
}

int main(void) {
  test_good();
  test_bad();
  test_hook();
  test_overlay();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("check_rules: all passed");
  return 0;
}
