/*===-- regularize/regularize.h - llvm-spirv's -s, as a module pass --*- C -*-===*\
|* `-s` rewrites an LLVM module into the shape llvm-spirv's writer takes and *|
|* writes it back as bitcode, without translating it.  Each rewrite is its  *|
|* own file, run over every function in a fixed order (regularize.c):       *|
|*   calls.c     builtin calls in their SPIR-V friendly spelling (plugins' *|
|*               reg_call hooks; OpenCL C's scalar float dot as fmul);     *|
|*   globals.c   internal constant arrays in the private address space     *|
|*               become one alloca + store per function that uses them;    *|
|*   overflow.c  llvm.{s,u}{add,sub}.with.overflow and umul.with.overflow  *|
|*               become calls of helper functions defined in the module;   *|
|*   bool.c      shifts of i1 widened to i32; trunc to i1, zext/sext of    *|
|*               i1 and {s,u}itofp of i1 lowered to and/icmp and selects;  *|
|*   constexpr.c constant expressions used by instructions become          *|
|*               instructions in the entry block;                          *|
|*   vectors.c   loads of vectors whose length SPIR-V lacks (<6 x i32>)    *|
|*               read as a vector of wider lanes and split back.           *|
|* Every rewrite keeps the module valid: regularize.c runs LLVM's verifier *|
|* after them and reports a failure as an internal error (a bug here, never *|
|* the input's).  Failure discipline: lib/support/support.h.                *|
\*===------------------------------------------------------------------------===*/
#ifndef LSPV_REGULARIZE_H
#define LSPV_REGULARIZE_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "options/options.h"

typedef struct reg_ctx {
  LLVMModuleRef m;
  LLVMContextRef llctx;
  LLVMBuilderRef b;
  lspv_diag *diag;
  struct lspv_opaque_options *o; /* the plugins (reg_call hooks) */
  /* Instructions a rewrite left without uses, erased (last first) when the
   * rewrite has visited the whole function. */
  LLVMValueRef *dead;
  size_t ndead, capdead;
} reg_ctx;

/* Rewrites @p m in place (see above).  Errors go to o->diag. */
lspv_status lspv_regularize(LLVMModuleRef m, struct lspv_opaque_options *o);

/* One rewrite over one function (a definition). */
lspv_status reg_bool_shifts(reg_ctx *c, LLVMValueRef fn);
lspv_status reg_bool_casts(reg_ctx *c, LLVMValueRef fn);
lspv_status reg_constant_exprs(reg_ctx *c, LLVMValueRef fn);
lspv_status reg_overflow(reg_ctx *c, LLVMValueRef fn);
lspv_status reg_calls(reg_ctx *c, LLVMValueRef fn);
lspv_status reg_private_constants(reg_ctx *c);
lspv_status reg_vector_loads(reg_ctx *c, LLVMValueRef fn);

/* ---- helpers (regularize.c) ---------------------------------------------*/
/* Queues @p i for erasure at the end of the current rewrite. */
lspv_status reg_kill(reg_ctx *c, LLVMValueRef i);
/* Erases what reg_kill queued (last first). */
void reg_bury(reg_ctx *c);
/* Replaces every use of @p old by @p nu, gives @p nu old's name and erases
 * @p old (the caller's iteration must already hold old's successor). */
void reg_replace(LLVMValueRef old, LLVMValueRef nu);
/* i1 or a vector of i1. */
bool reg_is_bool(LLVMTypeRef t);
/* @p scalar's type, or the vector of it with as many lanes as @p like. */
LLVMTypeRef reg_like(LLVMTypeRef scalar, LLVMTypeRef like);
/* The integer constant @p v of @p ty, splat when @p ty is a vector. */
LLVMValueRef reg_splat(LLVMTypeRef ty, unsigned long long v);

#endif
