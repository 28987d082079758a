/*===-- ext/bit_instructions.c - SPV_KHR_bit_instructions ----------------===*\
|*                                                                            *|
|* The bit-field instructions OpBitFieldInsert, OpBitFieldSExtract,          *|
|* OpBitFieldUExtract and OpBitReverse, which SPIR-V gives to Shader modules  *|
|* and this extension (capability BitInstructions) to kernels               *|
|* (docs/extensions/bit-instructions.md).                                   *|
|*                                                                            *|
|* Forward: llvm.bitreverse.* becomes OpBitReverse when the extension is     *|
|* enabled; otherwise this plugin declines and the core's emulation applies. *|
|* The OpenCL C builtins of cl_khr_extended_bit_ops (bitfield_insert,        *|
|* bitfield_extract_signed / _unsigned, bit_reverse) and their __spirv_      *|
|* spellings have no other SPIR-V form: they need the extension              *|
|* (RequiresExtension when it is disabled).                                  *|
|* Reverse: OpBitReverse is llvm.bitreverse in every target environment; the *|
|* bit-field instructions are the OpenCL C builtins (CL1.2, CL2.0) or the    *|
|* __spirv_ calls (SPV-IR).                                                 *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_bit_instructions"

/* The builtins, by source name: the opcode and the argument count. */
static const struct {
  const char *name;
  uint32_t opcode;
  unsigned nargs;
} builtins[] = {
    {"bitfield_insert", SPV_OpBitFieldInsert, 4},
    {"bitfield_extract_signed", SPV_OpBitFieldSExtract, 3},
    {"bitfield_extract_unsigned", SPV_OpBitFieldUExtract, 3},
    {"bit_reverse", SPV_OpBitReverse, 1},
    {"__spirv_BitFieldInsert", SPV_OpBitFieldInsert, 4},
    {"__spirv_BitFieldSExtract", SPV_OpBitFieldSExtract, 3},
    {"__spirv_BitFieldUExtract", SPV_OpBitFieldUExtract, 3},
    {"__spirv_BitReverse", SPV_OpBitReverse, 1},
};

/* How reverse spells each instruction: OpenCL C name, __spirv_ name, and
 * whether the SPV-IR spelling takes the base as unsigned. */
static const struct {
  uint32_t opcode;
  const char *ocl, *spv;
  int spv_unsigned;
} spellings[] = {
    {SPV_OpBitFieldInsert, "bitfield_insert", "__spirv_BitFieldInsert", 0},
    {SPV_OpBitFieldSExtract, "bitfield_extract_signed", "__spirv_BitFieldSExtract", 0},
    {SPV_OpBitFieldUExtract, "bitfield_extract_unsigned", "__spirv_BitFieldUExtract", 1},
};

/* ---- forward -----------------------------------------------------------------*/

static lspv_status emit(lspv_fwd_ctx *c, LLVMValueRef call, uint32_t opcode, unsigned nargs) {
  lspv_status s = lspv_fwd_require_extension(c, EXT_NAME);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_BitInstructions);
  LLVMTypeRef rty = LLVMTypeOf(call);
  LLVMTypeRef elt = LLVMGetTypeKind(rty) == LLVMVectorTypeKind ? LLVMGetElementType(rty) : rty;
  if (LLVMGetTypeKind(elt) != LLVMIntegerTypeKind)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                          "bit instructions take integer scalars or vectors");
  uint32_t ops[2 + 4] = {lspv_fwd_type(c, rty), lspv_fwd_new_id(c)};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  for (unsigned i = 0; i < nargs; i++)
    if (!(ops[2 + i] = lspv_fwd_value(c, LLVMGetOperand(call, i))))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, opcode, ops, 2 + nargs);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  static const char intrinsic[] = "llvm.bitreverse.";
  if (strncmp(callee, intrinsic, sizeof intrinsic - 1) == 0) {
    /* Without the extension the core emulates it. */
    if (!lspv_fwd_extension_enabled(c, EXT_NAME))
      return LSPV_DECLINED;
    return emit(c, call, SPV_OpBitReverse, 1);
  }
  LLVMValueRef fn = LLVMGetCalledValue(call);
  if (strncmp(callee, "_Z", 2) != 0 || !LLVMIsAFunction(fn) || !LLVMIsDeclaration(fn))
    return LSPV_DECLINED;
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name)
    return LSPV_DECLINED;
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) {
    if (strlen(builtins[i].name) != len || memcmp(builtins[i].name, name, len) != 0)
      continue;
    if ((unsigned)LLVMGetNumArgOperands(call) != builtins[i].nargs)
      return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", call,
                            "%s takes %u arguments", builtins[i].name, builtins[i].nargs);
    return emit(c, call, builtins[i].opcode, builtins[i].nargs);
  }
  return LSPV_DECLINED;
}

/* ---- reverse -----------------------------------------------------------------*/

/* The mangling layers of integer scalar/vector type @p ty into @p layers
 * (two at most); the count, 0 when @p ty is not one. */
static unsigned int_layers(LLVMTypeRef ty, unsigned quals, lspv_mangle_type layers[2]) {
  unsigned n = 0;
  if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
    layers[n++] = (lspv_mangle_type){LSPV_MANGLE_VECTOR, LLVMGetVectorSize(ty), 0, NULL};
    ty = LLVMGetElementType(ty);
  }
  if (LLVMGetTypeKind(ty) != LLVMIntegerTypeKind)
    return 0;
  layers[n++] = (lspv_mangle_type){LSPV_MANGLE_INT, LLVMGetIntTypeWidth(ty), quals, NULL};
  return n;
}

static lspv_status rev_bitreverse(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMValueRef arg) {
  static const char name[] = "llvm.bitreverse";
  LLVMTypeRef ty = LLVMTypeOf(arg);
  unsigned id = LLVMLookupIntrinsicID(name, sizeof name - 1);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(lspv_rev_module(c), id, &ty, 1);
  LLVMTypeRef fty = LLVMIntrinsicGetType(lspv_rev_context(c), id, &ty, 1);
  LLVMValueRef call = LLVMBuildCall2(lspv_rev_builder(c), fty, fn, &arg, 1, "");
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  unsigned nargs = in->noperands > 2 ? in->noperands - 2 : 0;
  LLVMValueRef args[4];
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  if (!rt || nargs < 1 || nargs > 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "malformed bit instruction");
  for (unsigned i = 0; i < nargs; i++)
    if (!(args[i] = lspv_rev_value(c, in->operands[2 + i])))
      return LSPV_ERROR_INVALID_INPUT;
  if (in->opcode == SPV_OpBitReverse)
    return rev_bitreverse(c, in, args[0]);

  size_t which = 0;
  while (spellings[which].opcode != in->opcode)
    which++;
  int spv_ir = lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR;
  unsigned base_quals = spv_ir && spellings[which].spv_unsigned ? LSPV_MANGLE_UNSIGNED : 0;
  lspv_mangle_type layers[4][2];
  lspv_mangle_param params[4];
  for (unsigned i = 0; i < nargs; i++) {
    /* Base (and Insert) as gentype, Offset and Count as unsigned. */
    int base = in->opcode == SPV_OpBitFieldInsert ? i < 2 : i < 1;
    params[i].layers = layers[i];
    params[i].nlayers =
        int_layers(LLVMTypeOf(args[i]), base ? base_quals : LSPV_MANGLE_UNSIGNED, layers[i]);
    if (!params[i].nlayers)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "operand %u of a bit-field instruction is not an integer", i + 1);
  }
  char name[128];
  const char *base_name = spv_ir ? spellings[which].spv : spellings[which].ocl;
  if (lspv_itanium_mangle(base_name, params, nargs, name, sizeof name) >= sizeof name)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "builtin name too long");
  LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, args, nargs, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* Non-zero when @p type is an integer scalar (vectors too when @p vec). */
static int is_int_type(const lspv_check_ctx *c, uint32_t type, int vec) {
  lspv_spv_inst t;
  if (lspv_check_def(c, type, &t))
    return 0;
  if (vec && t.opcode == SPV_OpTypeVector && t.noperands >= 2 &&
      lspv_check_def(c, t.operands[1], &t))
    return 0;
  return t.opcode == SPV_OpTypeInt;
}

static uint32_t type_of(const lspv_check_ctx *c, uint32_t id) {
  lspv_spv_inst d;
  return lspv_check_def(c, id, &d) ? 0 : d.type_id;
}

/* SPIR-V 3.42.14: Result Type is an integer scalar or vector; Base (and
 * Insert) have the Result Type; Offset and Count are integer scalars. */
static lspv_status check_bits(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  unsigned nvalues = in->opcode == SPV_OpBitFieldInsert ? 2 : 1;
  if (!is_int_type(c, in->type_id, 1))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "Result Type must be an integer scalar or vector");
  for (uint32_t i = 2; i < in->noperands; i++) {
    uint32_t t = type_of(c, in->operands[i]);
    if (i < 2 + nvalues ? t != in->type_id : !is_int_type(c, t, 0))
      return lspv_check_report(c, in, "InvalidInstruction",
                               i < 2 + nvalues
                                   ? "operand %u must have the Result Type"
                                   : "operand %u (Offset or Count) must be an integer scalar",
                               i - 1);
  }
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"bit-field insert operand types", SPV_OpBitFieldInsert, check_bits, NULL, LSPV_CHECK_ALWAYS},
    {"bit-field extract operand types", SPV_OpBitFieldSExtract, check_bits, NULL,
     LSPV_CHECK_ALWAYS},
    {"bit-field extract operand types", SPV_OpBitFieldUExtract, check_bits, NULL,
     LSPV_CHECK_ALWAYS},
    {"bit reverse operand type", SPV_OpBitReverse, check_bits, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {SPV_OpBitFieldInsert, SPV_OpBitFieldSExtract,
                                   SPV_OpBitFieldUExtract, SPV_OpBitReverse, 0};

const lspv_plugin lspv_plugin_bit_instructions = {
    LSPV_PLUGIN_HEADER,         .name = "bit-instructions",
    .extensions = extensions,   .opcodes = opcodes,
    .check_rules = check_rules, .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
    .fwd_call = fwd_call,       .rev_instruction = rev_instruction,
};
