/*===-- unit/check_rules.c - structural checker unit tests ----------------===*\
|* Allowed and disallowed forward references, implied capabilities, function *|
|* structure, and the extension rule hook (lspv_check_ex).                     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/check.h"
#include "unit_test.h"

/* Checks @p text with @p tables; returns the status, d->last_error set. */
static lspv_status check_text(const char *text, const lspv_check_rule_table *tables, size_t nt,
                              lspv_diag *d) {
  uint32_t *w = NULL;
  size_t n = 0;
  lspv_status s = lspv_text_read(text, strlen(text), &w, &n, d);
  if (s) {
    fprintf(stderr, "text did not read: %s\n", d->last_error);
    return s;
  }
  lspv_spv_view v;
  s = lspv_view_read(&v, w, n, d);
  if (s == LSPV_SUCCESS)
    s = lspv_check_ex(&v, tables, nt, d);
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
  EXPECT(check_text(kGood, NULL, 0, &d) == LSPV_SUCCESS);
  if (d.errors)
    fprintf(stderr, "unexpected: %s\n", d.last_error);
}

static void expect_error(const char *text, const char *want) {
  lspv_diag d = {0};
  lspv_status s = check_text(text, NULL, 0, &d);
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
                    NULL, 0, &d) == LSPV_SUCCESS);
  if (d.errors)
    fprintf(stderr, "implied capability: %s\n", d.last_error);
}

/* The rule hook: a table of rules is run per opcode after the core. */
static int calls;
static lspv_status rule_no_iadd(lspv_check_ctx *c, const lspv_inst *in, void *user) {
  calls++;
  EXPECT(user == &calls);
  EXPECT(lspv_check_view(c) != NULL);
  EXPECT(lspv_check_declares_capability(c, SPV_Capability_Kernel));
  EXPECT(!lspv_check_declares_extension(c, "SPV_NOT_declared"));
  return lspv_check_report(c, in, "PluginRule", "IAdd is forbidden by this test rule");
}

static void test_hook(void) {
  lspv_check_rule rules[] = {{"no IAdd", SPV_OpIAdd, rule_no_iadd, &calls}};
  lspv_check_rule_table t = {rules, 1, false};
  lspv_diag d = {0};
  calls = 0;
  EXPECT(check_text(kGood, &t, 1, &d) == LSPV_ERROR_INVALID_INPUT);
  EXPECT(calls == 1);
  EXPECT(strstr(d.last_error, "PluginRule: IAdd is forbidden by this test rule (word offset") &&
         strstr(d.last_error, "OpIAdd, id 15)"));
  /* No tables: the built-in ones (none registered yet is fine). */
  size_t n = 99;
  lspv_builtin_check_rules(&n);
  EXPECT(n < 99);
}

int main(void) {
  test_good();
  test_bad();
  test_hook();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("check_rules: all passed");
  return 0;
}
