/*===-- api/mangle.c - the little of Itanium mangling plugins need -------===*/
#include <string.h>

#include "lspv/plugin.h"

const char *lspv_itanium_name(const char *mangled, size_t *len, const char **params) {
  if (!mangled)
    return NULL;
  if (strncmp(mangled, "_Z", 2) != 0) {
    *len = strlen(mangled);
    *params = mangled + *len;
    return mangled;
  }
  const char *p = mangled + 2;
  size_t n = 0;
  int digits = 0;
  while (*p >= '0' && *p <= '9' && digits < 6) {
    n = n * 10 + (size_t)(*p - '0');
    p++;
    digits++;
  }
  if (digits == 0 || n == 0 || strnlen(p, n) < n)
    return NULL;
  *len = n;
  *params = p + n;
  return p;
}
