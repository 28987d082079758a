/*===-- ext/blocking_pipes.c - SPV_INTEL_blocking_pipes ------------------===*\
|*                                                                            *|
|* OpReadPipeBlockingINTEL / OpWritePipeBlockingINTEL <pipe> <pointer>        *|
|* <packet size> <packet alignment>: read_pipe / write_pipe that wait for a   *|
|* packet instead of failing, capability BlockingPipesINTEL.  No result (the  *|
|* grammar fragment grammar/intel_blocking_pipes.json corrects the system    *|
|* grammar's operand list).                                                  *|
|*                                                                            *|
|* Forward: clang's `__read_pipe_2_bl(pipe, ptr, size, align)` and            *|
|* `__write_pipe_2_bl(...)` (unmangled, as the non-blocking __read_pipe_2)    *|
|* become the instructions, the packet pointer seen as an i8 pointer;         *|
|* RequiresExtension when the extension is disabled.  The SPIR-V friendly     *|
|* `__spirv_ReadPipeBlockingINTEL` calls go through the core's grammar path. *|
|* Reverse: the clang builtins back, the pointer in the generic address      *|
|* space (CL1.2, CL2.0); SPV-IR keeps the core's __spirv_ call.              *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_INTEL_blocking_pipes"
#define GENERIC_AS 4

static const struct {
  const char *name;
  uint32_t opcode;
} builtins[] = {
    {"__read_pipe_2_bl", SPV_OpReadPipeBlockingINTEL},
    {"__write_pipe_2_bl", SPV_OpWritePipeBlockingINTEL},
};
enum { NBUILTINS = sizeof builtins / sizeof builtins[0] };

static int is_pipe(LLVMTypeRef ty) {
  return LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
         !strcmp(LLVMGetTargetExtTypeName(ty), "spirv.Pipe");
}

/* ---- forward -----------------------------------------------------------------*/

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t i = 0;
  while (i < NBUILTINS && strcmp(callee, builtins[i].name))
    i++;
  if (i == NBUILTINS)
    return LSPV_DECLINED;
  if (LLVMGetNumArgOperands(call) != 4 || !is_pipe(LLVMTypeOf(LLVMGetOperand(call, 0))) ||
      LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, 1))) != LLVMPointerTypeKind)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", call,
                          "%s takes a pipe, a packet pointer, the packet size and alignment",
                          callee);
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_BlockingPipesINTEL);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call)));
  uint32_t ops[4] = {lspv_fwd_value(c, LLVMGetOperand(call, 0)),
                     lspv_fwd_pointer_value(c, LLVMGetOperand(call, 1), i8),
                     lspv_fwd_value(c, LLVMGetOperand(call, 2)),
                     lspv_fwd_value(c, LLVMGetOperand(call, 3))};
  for (unsigned k = 0; k < 4; k++)
    if (!ops[k])
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, builtins[i].opcode, ops, 4);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  if (lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR)
    return LSPV_DECLINED; /* the core's __spirv_ call */
  size_t i = 0;
  while (i < NBUILTINS && builtins[i].opcode != in->opcode)
    i++;
  if (i == NBUILTINS || in->noperands != 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "a blocking pipe instruction takes a pipe, a pointer, the packet size "
                          "and alignment");
  LLVMValueRef args[4];
  for (unsigned k = 0; k < 4; k++)
    if (!(args[k] = lspv_rev_value(c, in->operands[k])))
      return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef pt = LLVMTypeOf(args[1]);
  if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "the packet operand (id %u) is not a pointer", in->operands[1]);
  LLVMContextRef ctx = lspv_rev_context(c);
  if (LLVMGetPointerAddressSpace(pt) != GENERIC_AS)
    args[1] = LLVMBuildAddrSpaceCast(lspv_rev_builder(c), args[1],
                                     LLVMPointerTypeInContext(ctx, GENERIC_AS), "");
  LLVMValueRef call =
      lspv_rev_call_builtin(c, builtins[i].name, LLVMVoidTypeInContext(ctx), args, 4, 0);
  return call ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
}

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpReadPipeBlockingINTEL, SPV_OpWritePipeBlockingINTEL, 0};

const lspv_plugin lspv_plugin_blocking_pipes = {
    LSPV_PLUGIN_HEADER, .name = "blocking-pipes", .extensions = extensions,
    .opcodes = opcodes, .fwd_call = fwd_call,     .rev_instruction = rev_instruction,
};
