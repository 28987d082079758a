/*===-- tools/lspv/inspect.h - -spec-const, -spec-const-info, the report ---===*/
#ifndef LSPV_TOOLS_INSPECT_H
#define LSPV_TOOLS_INSPECT_H

#include <stddef.h>
#include <stdint.h>

#include "lspv/lspv.h"

/* Checks -spec-const's "id:type:value ..." against the module and sets the
 * values on @p o; 0, or 1 after printing llvm-spirv's error. */
int inspect_apply_spec_const(lspv_options_ref o, const uint32_t *words, size_t nwords,
                             const char *spec);
/* -spec-const-info and --spirv-print-report: print on stdout; 0 or 1. */
int inspect_spec_const_info(lspv_options_ref o, const uint32_t *words, size_t nwords);
int inspect_report(lspv_options_ref o, const uint32_t *words, size_t nwords);

#endif
