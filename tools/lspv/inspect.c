/*===-- tools/lspv/inspect.c - -spec-const, -spec-const-info, the report ---===*\
|*                                                                            *|
|* The driver's side of llvm-spirv's options that look into a SPIR-V module: *|
|* -spec-const "id:type:value ..." is checked against the module's scalar    *|
|* specialization constants and handed to the library; -spec-const-info and  *|
|* --spirv-print-report print what the library finds.  Messages are         *|
|* llvm-spirv's, so scripts that parse them keep working.                   *|
\*===----------------------------------------------------------------------===*/
#include "inspect.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char allowed[] = "Allowed types are: i1, i8, i16, i32, i64, f16, f32, f64";

/* Round-to-nearest-even conversion of a double to IEEE half bits; -1 when
 * the value is out of half's range. */
static long half_bits(double d) {
  uint32_t sign = signbit(d) ? 0x8000u : 0;
  d = fabs(d);
  if (isnan(d))
    return (long)(sign | 0x7E00u);
  if (isinf(d))
    return (long)(sign | 0x7C00u);
  int e;
  double m = frexp(d, &e); /* d = m * 2^e, m in [0.5, 1) */
  if (d == 0)
    return (long)sign;
  uint32_t bits;
  if (e > -14) { /* normal: 10 mantissa bits below the leading one */
    double scaled = ldexp(m, 11);
    double r = nearbyint(scaled); /* FE_TONEAREST: ties to even */
    if (r >= 2048) {
      r /= 2;
      e++;
    }
    if (e + 14 > 30)
      return -1;
    bits = ((uint32_t)(e + 14) << 10) | ((uint32_t)r & 0x3FFu);
  } else { /* subnormal: units of 2^-24 */
    bits = (uint32_t)nearbyint(ldexp(d, 24));
  }
  return (long)(sign | bits);
}

/* A decimal or 0x-hexadecimal float value of @p width bits. */
static int float_value(const char *text, unsigned width, uint64_t *bits) {
  if (strstr(text, "0x")) { /* as llvm-spirv: the bit pattern in hex */
    *bits = strtoull(text, NULL, 16);
    return 0;
  }
  char *end;
  errno = 0;
  double d = strtod(text, &end);
  if (end == text || *end)
    return -1;
  if (width == 64) {
    if (isinf(d) && !strstr(text, "inf") && !strstr(text, "INF"))
      return -1;
    memcpy(bits, &d, 8);
    return 0;
  }
  if (width == 32) {
    float f = (float)d;
    if (isinf(f) && !isinf(d))
      return -1;
    uint32_t u;
    memcpy(&u, &f, 4);
    *bits = u;
    return 0;
  }
  long h = half_bits(d);
  if (h < 0 || (((uint32_t)h & 0x7C00u) == 0x7C00u && !isinf(d) && !isnan(d)))
    return -1;
  *bits = (uint64_t)h;
  return 0;
}

/* One "id:type:value" item; 0, or 1 after printing the error. */
static int spec_item(lspv_options_ref o, const lspv_spec_constant_info *info, size_t n,
                     const char *item) {
  const char *c1 = strchr(item, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
  if (!c2) {
    fprintf(stderr,
            "Error: Invalid format of -spec-const option: \"%s\". Expected format: -spec-const "
            "\"<id1:type1:value1 id2:type2:value2 ...>\"\n",
            item);
    return 1;
  }
  char id_s[32], type_s[32];
  const char *value = c2 + 1;
  snprintf(id_s, sizeof id_s, "%.*s", (int)(c1 - item), item);
  snprintf(type_s, sizeof type_s, "%.*s", (int)(c2 - c1 - 1), c1 + 1);
  char *end;
  errno = 0;
  unsigned long long id = strtoull(id_s, &end, 10);
  if (!*id_s || *end || errno || id > 0xFFFFFFFFull || id_s[0] == '-') {
    fprintf(stderr,
            "Error: Invalid id for '-spec-const' option! In \"%s\": \"%s\" must be a 32-bit "
            "unsigned integer\n",
            item, id_s);
    return 1;
  }
  const lspv_spec_constant_info *sc = NULL;
  for (size_t i = 0; i < n && !sc; i++)
    if (info[i].spec_id == id)
      sc = &info[i];
  if (!sc) {
    fprintf(stderr,
            "Error: CL_INVALID_SPEC_ID. \"%s\": There is no specialization constant with id = "
            "%llu in the SPIR-V module.\n",
            item, id);
    return 1;
  }
  char kind = type_s[0];
  unsigned width = (kind == 'i' || kind == 'f') ? (unsigned)strtoul(type_s + 1, &end, 10) : 0;
  int ok_width =
      (kind == 'i' || kind == 'f') && type_s[1] && !*end &&
      (kind == 'i' ? (width == 1 || width == 8 || width == 16 || width == 32 || width == 64)
                   : (width == 16 || width == 32 || width == 64));
  if (!ok_width) {
    fprintf(stderr,
            "Error: Invalid type for '-spec-const' option! In \"%s\": \"%s\" - is not allowed "
            "type. %s\n",
            item, type_s, allowed);
    return 1;
  }
  uint64_t bits = 0;
  int bad;
  if (kind == 'i') {
    errno = 0;
    bits = strtoull(value, &end, 10);
    bad = !*value || *end || errno || value[0] == '-' || (width < 64 && (bits >> width) != 0);
  } else {
    bad = float_value(value, width, &bits);
  }
  if (bad) {
    fprintf(stderr,
            "Error: Invalid value for '-spec-const' option! In \"%s\": can't convert \"%s\" to "
            "%u-bit %s number\n",
            item, value, width, kind == 'i' ? "integer" : "floating point");
    return 1;
  }
  /* The value is checked before the size, in llvm-spirv's order. */
  unsigned size = width < 8 ? 1 : width / 8;
  if (size != sc->size) {
    fprintf(stderr,
            "Error: CL_INVALID_VALUE. In \"%s\": Size of type %s (%u bytes) does not match the "
            "size of the specialization constant in the module (%u bytes)\n",
            item, type_s, size, sc->size);
    return 1;
  }
  return lspv_options_set_spec_constant(o, (uint32_t)id, bits) == LSPV_SUCCESS ? 0 : 1;
}

int inspect_apply_spec_const(lspv_options_ref o, const uint32_t *words, size_t nwords,
                             const char *spec) {
  lspv_spec_constant_info *info = NULL;
  size_t n = 0;
  if (lspv_spirv_spec_constants(words, nwords, o, &info, &n) != LSPV_SUCCESS)
    return 1;
  int rc = 0;
  const char *p = spec;
  while (!rc && *p) {
    while (*p == ' ')
      p++;
    size_t len = strcspn(p, " ");
    if (len) {
      char *item = strndup(p, len);
      rc = item ? spec_item(o, info, n, item) : 1;
      free(item);
    }
    p += len;
  }
  lspv_dispose_spec_constants(info);
  return rc;
}

int inspect_spec_const_info(lspv_options_ref o, const uint32_t *words, size_t nwords) {
  lspv_spec_constant_info *info = NULL;
  size_t n = 0;
  if (lspv_spirv_spec_constants(words, nwords, o, &info, &n) != LSPV_SUCCESS)
    return 1;
  printf("Number of scalar specialization constants in the module = %zu\n", n);
  for (size_t i = 0; i < n; i++)
    printf("Spec const id = %u, size in bytes = %u, type = %s\n", info[i].spec_id, info[i].size,
           info[i].type);
  lspv_dispose_spec_constants(info);
  return 0;
}

int inspect_report(lspv_options_ref o, const uint32_t *words, size_t nwords) {
  char *text = NULL;
  size_t len = 0;
  if (lspv_spirv_report(words, nwords, o, &text, &len) != LSPV_SUCCESS)
    return 1;
  fwrite(text, 1, len, stdout);
  lspv_dispose_text(text);
  return 0;
}
