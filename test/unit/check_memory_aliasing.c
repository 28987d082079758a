/*===-- unit/check_memory_aliasing.c - SPV_INTEL_memory_access_aliasing rules -===*\
|* The checker rules of lib/ext/memory_aliasing.c, from its descriptor: an   *|
|* alias decoration's operand and an alias memory operand are scope lists;   *|
|* the decorations sit on OpFunctionCall and atomics only; a scope's domain  *|
|* is a domain declaration, a list's members are scopes.  Each bad module   *|
|* differs from the good one in one line.                                     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ext/ext_private.h"
#include "spirv/check.h"

static int failures;

/* The good module with line @p from replaced by @p to (NULL: unchanged). */
static const char *kGood =
    "119734787 66048 0 30 0\n"
    "2 Capability Addresses\n2 Capability Linkage\n2 Capability Kernel\n"
    "2 Capability MemoryAccessAliasingINTEL\n"
    "10 Extension \"SPV_INTEL_memory_access_aliasing\"\n"
    "3 MemoryModel 2 2\n"
    "2 AliasDomainDeclINTEL 13\n"
    "3 AliasScopeDeclINTEL 14 13\n"
    "3 AliasScopeListDeclINTEL 15 14\n"
    "3 AliasScopeDeclINTEL 16 13\n"
    "3 AliasScopeListDeclINTEL 17 16\n"
    "5 Decorate 6 LinkageAttributes \"ext\" Import\n"
    "5 Decorate 9 LinkageAttributes \"k\" Export\n"
    "4 DecorateId 19 NoAliasINTEL 15\n"
    "4 DecorateId 25 AliasScopeINTEL 17\n"
    "2 TypeVoid 2\n3 TypeFloat 3 32\n4 TypePointer 4 5 3\n4 TypeFunction 5 2 4\n"
    "5 TypeFunction 8 2 4 4\n4 TypeInt 26 32 0\n4 TypePointer 27 5 26\n"
    "4 Constant 26 28 0\n4 Constant 26 29 1\n"
    "5 Function 2 6 0 5\n3 FunctionParameter 4 7\n1 FunctionEnd\n"
    "5 Function 2 9 0 8\n3 FunctionParameter 4 10\n3 FunctionParameter 4 11\n"
    "2 Label 12\n"
    "8 Load 3 18 11 196610 4 15 17\n"
    "7 Store 10 18 196610 4 17 15\n"
    "5 FunctionCall 2 19 6 10\n"
    "4 Bitcast 27 24 10\n"
    "7 AtomicIAdd 26 25 24 29 28 29\n"
    "1 Return\n1 FunctionEnd\n";

static lspv_status check(const char *from, const char *to, lspv_diag *d) {
  char text[4096];
  const char *at = from ? strstr(kGood, from) : NULL;
  if (from && !at) {
    fprintf(stderr, "test bug: '%s' not in the module\n", from);
    failures++;
    return LSPV_ERROR_INVALID_ARGUMENT;
  }
  if (at)
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - kGood), kGood, to, at + strlen(from));
  else
    snprintf(text, sizeof text, "%s", kGood);
  uint32_t *w = NULL;
  size_t n = 0;
  lspv_status s = lspv_text_read(text, strlen(text), NULL, &w, &n, d);
  if (s)
    return s;
  lspv_spv_view v;
  s = lspv_view_read(&v, w, n, NULL, d);
  if (s == LSPV_SUCCESS) {
    const lspv_plugin *p = &lspv_plugin_memory_aliasing;
    lspv_check_rules rules = {p->check_rules, p->ncheck_rules, NULL, NULL, 0};
    s = lspv_check(&v, &rules, d);
  }
  lspv_view_free(&v);
  free(w);
  return s;
}

/* Expects success (@p want NULL) or an error whose text contains @p want. */
static void expect(const char *name, const char *from, const char *to, const char *want) {
  lspv_diag d = {0};
  lspv_status s = check(from, to, &d);
  int ok = want ? s != LSPV_SUCCESS && strstr(d.last_error, want) != NULL : s == LSPV_SUCCESS;
  if (!ok) {
    fprintf(stderr, "%s: status %d, error '%s', wanted %s\n", name, (int)s, d.last_error,
            want ? want : "success");
    failures++;
  } else {
    printf("%s: %s\n", name, want ? d.last_error : "ok");
  }
}

int main(void) {
  expect("good", NULL, NULL, NULL);
  expect("decoration operand is a scope", "DecorateId 19 NoAliasINTEL 15",
         "DecorateId 19 NoAliasINTEL 14", "must be an OpAliasScopeListDeclINTEL");
  expect("decoration on a load", "DecorateId 19 NoAliasINTEL 15", "DecorateId 18 NoAliasINTEL 15",
         "OpFunctionCall and atomic instructions only");
  expect("memory operand is a domain", "Load 3 18 11 196610 4 15 17", "Load 3 18 11 196610 4 13 17",
         "must be an OpAliasScopeListDeclINTEL");
  expect("second memory operand is a scope", "Store 10 18 196610 4 17 15",
         "Store 10 18 196610 4 17 16", "NoAliasINTEL memory operand");
  expect("scope domain is a list", "AliasScopeDeclINTEL 16 13", "AliasScopeDeclINTEL 16 15",
         "must be an OpAliasDomainDeclINTEL");
  expect("list member is a domain", "AliasScopeListDeclINTEL 17 16",
         "AliasScopeListDeclINTEL 17 13", "must be an OpAliasScopeDeclINTEL");
  if (failures) {
    printf("check_memory_aliasing: %d failed\n", failures);
    return 1;
  }
  printf("check_memory_aliasing: all passed\n");
  return 0;
}
