/*===-- unit/unit_test.h - the assertion macro the unit tests share -------===*/
#ifndef LSPV_UNIT_TEST_H
#define LSPV_UNIT_TEST_H

#include <stdio.h>

/* Counts a failed expectation and goes on; main returns failures != 0. */
static int failures;
#define EXPECT(c)                                                                                  \
  do {                                                                                             \
    if (!(c)) {                                                                                    \
      fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #c);                             \
      failures++;                                                                                  \
    }                                                                                              \
  } while (0)

#endif
