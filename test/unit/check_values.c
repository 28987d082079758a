/*===-- unit/check_values.c - value rules of the checker -----------------===*\
|* spirv/check_values.c: a variable is no constituent of a composite        *|
|* constant in lspv's output (a module read for translation may have one,  *|
|* llvm-spirv writes it); OpSampledImage's types.                           *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spirv/check.h"
#include "unit_test.h"

/* Checks @p text as lspv's output (or, @p input, as a module read). */
static lspv_status check_text(const char *text, bool input, lspv_diag *d) {
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
    s = input ? lspv_check_input(&v, NULL, d) : lspv_check(&v, NULL, d);
  lspv_view_free(&v);
  free(w);
  return s;
}

static void expect(const char *text, bool input, const char *want) {
  lspv_diag d = {0};
  lspv_status s = check_text(text, input, &d);
  if (!want) {
    EXPECT(s == LSPV_SUCCESS);
    if (s)
      fprintf(stderr, "unexpected: %s\n", d.last_error);
    return;
  }
  EXPECT(s != LSPV_SUCCESS);
  if (!strstr(d.last_error, want)) {
    fprintf(stderr, "wanted '%s', got '%s'\n", want, d.last_error);
    failures++;
  }
}

#define HEAD                                                                                       \
  "119734787 65536 0 40 0\n"                                                                       \
  "2 Capability Addresses\n2 Capability Linkage\n2 Capability Kernel\n2 Capability Int8\n"         \
  "3 MemoryModel 2 2\n"

/* A global's address in a struct constant: i8 5 in @a, { ptr } { @a }. */
#define GLOBALS                                                                                    \
  "4 TypeInt 2 8 0\n4 Constant 2 3 5\n4 TypePointer 4 5 2\n3 TypeStruct 5 4\n"                     \
  "5 Variable 4 6 5 3\n"

static void test_constituents(void) {
  /* Through OpSpecConstantOp Bitcast: a constant. */
  expect(HEAD GLOBALS "5 SpecConstantOp 4 8 124 6\n4 SpecConstantComposite 5 9 8\n", false, NULL);
  /* The variable itself, in either composite: not in lspv's output. */
  expect(HEAD GLOBALS "4 ConstantComposite 5 7 6\n", false,
         "constituent 0 (id 6) is a variable, not a constant");
  expect(HEAD GLOBALS "4 SpecConstantComposite 5 7 6\n", false,
         "constituent 0 (id 6) is a variable, not a constant");
  /* Read for translation (llvm-spirv writes it): accepted. */
  expect(HEAD GLOBALS "4 ConstantComposite 5 7 6\n", true, NULL);
}

#define IMAGES                                                                                     \
  "2 TypeVoid 10\n10 TypeImage 11 10 1 0 0 0 0 0 0\n2 TypeSampler 12\n3 TypeSampledImage 13 11\n"  \
  "4 TypeInt 2 8 0\n4 TypePointer 4 5 2\n5 TypeFunction 14 10 11 12\n"                             \
  "5 Function 10 15 0 14\n3 FunctionParameter 11 16\n3 FunctionParameter 12 17\n2 Label 18\n"
#define END "1 Return\n1 FunctionEnd\n"

static void test_sampled_image(void) {
  expect(HEAD IMAGES "5 SampledImage 13 19 16 17\n" END, false, NULL);
  expect(HEAD IMAGES "5 SampledImage 4 19 16 17\n" END, false,
         "the result type is not an OpTypeSampledImage");
  expect(HEAD IMAGES "5 SampledImage 13 19 16 16\n" END, false,
         "the sampler (id 16) is not of an OpTypeSampler");
  expect(HEAD IMAGES "5 SampledImage 13 19 17 17\n" END, true,
         "the image (id 17) is not of the result type's image type 11");
}

int main(void) {
  test_constituents();
  test_sampled_image();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("check_values: all passed");
  return 0;
}
