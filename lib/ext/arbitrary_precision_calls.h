/*===-- ext/arbitrary_precision_calls.h - FPGA arbitrary-precision ops -*- C -*-===*\
|*                                                                            *|
|* What the plugins of SPV_INTEL_arbitrary_precision_fixed_point and         *|
|* SPV_INTEL_arbitrary_precision_floating_point share: their instructions    *|
|* are all `op type id <operands>` where each operand is an <id> (an         *|
|* arbitrary-precision integer) or a literal, and both spell them in OpenCL  *|
|* as `<prefix><name>.i<result width>.i<width of each id operand>` calls     *|
|* whose literals are i32 arguments (a sign flag an i1), and whose result    *|
|* wider than 64 bits comes back through a first `sret` generic pointer.     *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_ARBITRARY_PRECISION_CALLS_H
#define LSPV_EXT_ARBITRARY_PRECISION_CALLS_H

#include "lspv/plugin.h"

/* One instruction: its opcode, the name after the prefix, and the shape of
 * its operands after the Result <id>, one letter each: 'a' an <id>, 'l' a
 * 32-bit literal, 'b' a literal the call passes as an i1 (a sign flag). */
typedef struct {
  uint32_t opcode;
  const char *name;
  const char *shape;
} lspv_ap_op;

/* What one extension's plugin passes to the shared code. */
typedef struct {
  const char *ext;        /* the extension */
  uint32_t capability;    /* its capability */
  const char *prefix;     /* "intel_arbitrary_fixed_" */
  const char *spirv_stem; /* "Fixed": the __spirv_ calls' names start so */
  const char *refusal;    /* the error when the extension is disabled */
  const lspv_ap_op *ops;
  unsigned nops;
} lspv_ap_set;

/* Forward: a call of `<prefix><name>.<widths>` is its instruction; a
 * `__spirv_<stem>...` call while the extension is disabled is refused with
 * the set's message (the core translates it otherwise). */
lspv_status lspv_ap_fwd_call(lspv_fwd_ctx *c, const lspv_ap_set *set, LLVMValueRef call,
                             const char *callee);
/* Reverse: an instruction of the set as its OpenCL call (in every target
 * environment, as llvm-spirv writes it). */
lspv_status lspv_ap_rev_instruction(lspv_rev_ctx *c, const lspv_ap_set *set,
                                    const lspv_spv_inst *in);

#endif
