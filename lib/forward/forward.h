/*===-- forward/forward.h - LLVM -> SPIR-V entry point --------------*- C -*-===*/
#ifndef LSPV_FORWARD_H
#define LSPV_FORWARD_H

#include <llvm-c/Core.h>

#include "options/options.h"
#include "spirv/module.h"

/* Translates @p m into @p out (initialized by the caller).  Every error is
 * reported through o->diag; on failure @p out holds garbage to free. */
lspv_status lspv_forward(LLVMModuleRef m, struct lspv_opaque_options *o, lspv_spv_builder *out);

#endif
