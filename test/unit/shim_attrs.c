/*===-- unit/shim_attrs.c - the LLVM C API gap fillers of lib/llvm-shim ---===*\
|* Every enum attribute kind LLVM 22 defines maps name -> kind -> name and    *|
|* back; the list of kinds comes from LLVM's own Attributes.inc (the         *|
|* GET_ATTR_NAMES X-macro), so a kind added by a later LLVM is covered too.   *|
|* Also: getAsString spellings, parsing them back, global-variable           *|
|* attributes and metadata kind names.  Prints one line per failure and a    *|
|* summary; exit status 1 on any failure.                                    *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "llvm-shim/llvm_shim.h"

static const char *const enum_names[] = {
#define ATTRIBUTE_ALL(FIRST, SECOND)
#define ATTRIBUTE_ENUM(FIRST, SECOND) #SECOND,
#define GET_ATTR_NAMES
#include <llvm/IR/Attributes.inc>
};
static const unsigned n_enum_names = sizeof enum_names / sizeof enum_names[0];

static int failures, checks;

#define CHECK(cond, ...)                                                                           \
  do {                                                                                             \
    checks++;                                                                                      \
    if (!(cond)) {                                                                                 \
      failures++;                                                                                  \
      printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                  \
      printf(__VA_ARGS__);                                                                         \
      printf("\n");                                                                                \
    }                                                                                              \
  } while (0)

static unsigned kind_of(const char *name) {
  return LLVMGetEnumAttributeKindForName(name, strlen(name));
}

static void test_every_kind(void) {
  /* LLVMGetLastEnumAttributeKind returns Attribute::EndAttrKinds: one past
   * the last kind (LLVM 22 Core.cpp), despite its name. */
  unsigned end = LLVMGetLastEnumAttributeKind();
  CHECK(n_enum_names == end - 1, "Attributes.inc lists %u kinds, the C API %u", n_enum_names,
        end - 1);
  /* name -> kind -> name, for every name Attributes.inc defines */
  for (unsigned i = 0; i < n_enum_names; i++) {
    unsigned k = kind_of(enum_names[i]);
    CHECK(k != 0, "no kind for '%s'", enum_names[i]);
    size_t len = 0;
    const char *name = lspv_shim_attr_kind_name(k, &len);
    CHECK(name && len == strlen(enum_names[i]) && strcmp(name, enum_names[i]) == 0,
          "kind %u ('%s') named '%s'", k, enum_names[i], name ? name : "(null)");
    CHECK(lspv_shim_attr_kind_class(k) != LSPV_SHIM_ATTR_UNKNOWN, "kind %u ('%s') has no class", k,
          enum_names[i]);
  }
  /* kind -> name -> kind, for every kind number */
  for (unsigned k = 1; k < end; k++) {
    size_t len = 0;
    const char *name = lspv_shim_attr_kind_name(k, &len);
    CHECK(name != NULL, "kind %u has no name", k);
    if (name)
      CHECK(LLVMGetEnumAttributeKindForName(name, len) == k, "'%s' is not kind %u", name, k);
  }
  CHECK(lspv_shim_attr_kind_name(0, NULL) == NULL, "kind 0 (None) has a name");
  CHECK(lspv_shim_attr_kind_name(end, NULL) == NULL, "kind %u (EndAttrKinds) has a name", end);
  CHECK(lspv_shim_attr_kind_name(~0u, NULL) == NULL, "kind ~0 has a name");
  CHECK(lspv_shim_attr_kind_class(0) == LSPV_SHIM_ATTR_UNKNOWN, "kind 0 has a class");

  static const struct {
    const char *name;
    lspv_shim_attr_class cls;
  } classes[] = {
      {"nounwind", LSPV_SHIM_ATTR_ENUM},
      {"convergent", LSPV_SHIM_ATTR_ENUM},
      {"alignstack", LSPV_SHIM_ATTR_INT},
      {"memory", LSPV_SHIM_ATTR_INT},
      {"uwtable", LSPV_SHIM_ATTR_INT},
      {"elementtype", LSPV_SHIM_ATTR_TYPE},
      {"byval", LSPV_SHIM_ATTR_TYPE},
      {"range", LSPV_SHIM_ATTR_RANGE},
      {"initializes", LSPV_SHIM_ATTR_RANGE_LIST},
  };
  for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
    CHECK(lspv_shim_attr_kind_class(kind_of(classes[i].name)) == classes[i].cls,
          "class of '%s' is %d, expected %d", classes[i].name,
          (int)lspv_shim_attr_kind_class(kind_of(classes[i].name)), (int)classes[i].cls);
}

static void check_string(LLVMAttributeRef a, const char *want) {
  char *s = lspv_shim_attr_as_string(a);
  CHECK(s && strcmp(s, want) == 0, "getAsString gave '%s', expected '%s'", s ? s : "(null)", want);
  free(s);
}

static void test_as_string_and_parse(LLVMContextRef ctx) {
  check_string(LLVMCreateEnumAttribute(ctx, kind_of("nounwind"), 0), "nounwind");
  check_string(LLVMCreateEnumAttribute(ctx, kind_of("alignstack"), 8), "alignstack(8)");
  check_string(LLVMCreateEnumAttribute(ctx, kind_of("uwtable"), 1), "uwtable(sync)");
  check_string(LLVMCreateEnumAttribute(ctx, kind_of("uwtable"), 2), "uwtable");
  check_string(LLVMCreateEnumAttribute(ctx, kind_of("memory"), 0), "memory(none)");
  check_string(LLVMCreateStringAttribute(ctx, "k", 1, "v", 1), "\"k\"=\"v\"");
  check_string(LLVMCreateStringAttribute(ctx, "k", 1, "", 0), "\"k\"");

  /* Every spelling LLVM prints for a function attribute parses back to the
   * same attribute. */
  static const char *const spellings[] = {"nounwind",
                                          "alignstack(8)",
                                          "uwtable",
                                          "uwtable(sync)",
                                          "memory(none)",
                                          "memory(argmem: read)",
                                          "memory(read, inaccessiblemem: write)",
                                          "allocsize(0)",
                                          "allocsize(0,1)",
                                          "vscale_range(1,16)",
                                          "allockind(\"alloc,zeroed\")",
                                          "mustprogress",
                                          "convergent",
                                          "norecurse"};
  for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++) {
    const char *t = spellings[i];
    LLVMAttributeRef a = lspv_shim_parse_fn_attr(ctx, t, strlen(t));
    CHECK(a != NULL, "'%s' does not parse", t);
    if (a)
      check_string(a, t);
  }
  LLVMAttributeRef a = lspv_shim_parse_fn_attr(ctx, "alignstack(16)", 14);
  CHECK(a && LLVMGetEnumAttributeKind(a) == kind_of("alignstack") &&
            LLVMGetEnumAttributeValue(a) == 16,
        "alignstack(16) parsed wrong");
  static const char *const bad[] = {"",
                                    "bogus",
                                    "alignstack(",
                                    "nounwind readonly",
                                    "nounwind\ndefine void @g() { ret void }",
                                    "elementtype(i32)",
                                    "nofpclass(nan)",
                                    "#0",
                                    "\"k\"=\"v\"\n"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    CHECK(lspv_shim_parse_fn_attr(ctx, bad[i], strlen(bad[i])) == NULL, "'%s' parsed", bad[i]);
}

static void test_global_attrs(LLVMContextRef ctx) {
  LLVMModuleRef m = LLVMModuleCreateWithNameInContext("m", ctx);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMValueRef g = LLVMAddGlobal(m, i32, "g");
  LLVMValueRef f = LLVMAddFunction(m, "f", LLVMFunctionType(i32, NULL, 0, 0));
  CHECK(lspv_shim_global_attr_count(g) == 0, "fresh global has attributes");
  CHECK(lspv_shim_global_attr_count(f) == 0, "a function counts as a global variable");
  lspv_shim_global_add_attr(g, LLVMCreateStringAttribute(ctx, "bss-section", 11, "a", 1));
  lspv_shim_global_add_attr(g, LLVMCreateStringAttribute(ctx, "flag", 4, "", 0));
  lspv_shim_global_add_attr(g, LLVMCreateStringAttribute(ctx, "bss-section", 11, "b", 1));
  lspv_shim_global_add_attr(f, LLVMCreateStringAttribute(ctx, "x", 1, "", 0)); /* ignored */
  CHECK(lspv_shim_global_attr_count(g) == 2, "global has %u attributes, expected 2",
        lspv_shim_global_attr_count(g));
  LLVMAttributeRef out[2] = {0};
  if (lspv_shim_global_attr_count(g) == 2) {
    lspv_shim_global_attrs(g, out);
    int seen = 0;
    for (int i = 0; i < 2; i++) {
      unsigned kl, vl;
      const char *k = LLVMGetStringAttributeKind(out[i], &kl);
      const char *v = LLVMGetStringAttributeValue(out[i], &vl);
      if (kl == 11 && memcmp(k, "bss-section", 11) == 0 && vl == 1 && v[0] == 'b')
        seen |= 1;
      if (kl == 4 && memcmp(k, "flag", 4) == 0 && vl == 0)
        seen |= 2;
    }
    CHECK(seen == 3, "global attributes read back wrong (%d)", seen);
  }
  LLVMDisposeModule(m);
}

static void test_md_kinds(LLVMContextRef ctx) {
  static const char *const fixed[] = {"dbg",     "tbaa",          "prof",    "range",
                                      "noalias", "alias.scope",   "nonnull", "absolute_symbol",
                                      "type",    "section_prefix"};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
    unsigned k = LLVMGetMDKindIDInContext(ctx, fixed[i], (unsigned)strlen(fixed[i]));
    size_t len = 0;
    const char *n = lspv_shim_md_kind_name(ctx, k, &len);
    CHECK(n && len == strlen(fixed[i]) && strcmp(n, fixed[i]) == 0, "md kind %u named '%s'", k,
          n ? n : "(null)");
  }
  unsigned k = LLVMGetMDKindIDInContext(ctx, "lspv.custom", 11);
  const char *n = lspv_shim_md_kind_name(ctx, k, NULL);
  CHECK(n && strcmp(n, "lspv.custom") == 0, "custom md kind %u named '%s'", k, n ? n : "(null)");
  CHECK(lspv_shim_md_kind_name(ctx, k + 1000, NULL) == NULL, "unregistered md kind has a name");
}

int main(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  test_every_kind();
  test_as_string_and_parse(ctx);
  test_global_attrs(ctx);
  test_md_kinds(ctx);
  LLVMContextDispose(ctx);
  printf("shim_attrs: %d checks, %d failures, %u enum attribute kinds\n", checks, failures,
         n_enum_names);
  return failures ? 1 : 0;
}
