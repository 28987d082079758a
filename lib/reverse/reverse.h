/*===-- reverse/reverse.h - SPIR-V -> LLVM entry point --------------*- C -*-===*/
#ifndef LSPV_REVERSE_H
#define LSPV_REVERSE_H

#include <llvm-c/Core.h>

#include "options/options.h"
#include "spirv/module.h"

/* Translates a parsed (and checked) module into a new LLVM module in @p ctx.
 * The result is not yet verified (the caller runs LLVMVerifyModule). */
lspv_status lspv_reverse(const lspv_spv_view *v, LLVMContextRef ctx, struct lspv_opaque_options *o,
                         LLVMModuleRef *out);

#endif
