/*===-- ext/fp_max_error.c - SPV_INTEL_fp_max_error ------------------------===*\
|*                                                                            *|
|* The maximum error (in ULPs) allowed for a floating-point operation or call *|
|* as FPMaxErrorDecorationINTEL <float> on its result:                       *|
|*                                                                            *|
|*   forward: !fpmath !{float E} on an instruction or call (when the         *|
|*            extension is enabled; otherwise the hint is dropped, as         *|
|*            llvm-spirv drops it), and the call-site attribute              *|
|*            "fpbuiltin-max-error"="E" (llvm.fpbuiltin.* calls), which needs *|
|*            the extension: RequiresExtension without it, as llvm-spirv;    *|
|*   reverse: a call gets "fpbuiltin-max-error"="E" (%f), any other          *|
|*            instruction !fpbuiltin-max-error !{!"E"}, as llvm-spirv writes. *|
|* The llvm.fpbuiltin.* intrinsics themselves are their operation: FAdd,     *|
|* FSub, FMul, FDiv, FRem, or the OpenCL.std instruction of their name.     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT "SPV_INTEL_fp_max_error"
#define ATTR "fpbuiltin-max-error"

static uint32_t float_bits(float f) {
  uint32_t w;
  memcpy(&w, &f, sizeof w);
  return w;
}

/* The error bound of @p inst: 1 with *bits set, 0 when it has none, -1
 * when it has one that needs the extension (the call-site attribute). */
static int max_error(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t *bits) {
  if (LLVMIsACallInst(inst)) {
    LLVMAttributeRef a = LLVMGetCallSiteStringAttribute(inst, LLVMAttributeFunctionIndex, ATTR,
                                                        (unsigned)strlen(ATTR));
    if (a) {
      unsigned len = 0;
      const char *v = LLVMGetStringAttributeValue(a, &len);
      char buf[64];
      snprintf(buf, sizeof buf, "%.*s", (int)(len < 63 ? len : 63), v ? v : "");
      *bits = float_bits(strtof(buf, NULL));
      return lspv_fwd_extension_enabled(c, EXT) ? 1 : -1;
    }
  }
  /* The cheap test first: this runs for every instruction. */
  if (!LLVMHasMetadata(inst) || !lspv_fwd_extension_enabled(c, EXT))
    return 0;
  static const char kind[] = "fpmath";
  LLVMValueRef md = LLVMGetMetadata(
      inst, LLVMGetMDKindIDInContext(LLVMGetTypeContext(LLVMTypeOf(inst)), kind, sizeof kind - 1));
  LLVMValueRef op;
  if (!md || LLVMGetMDNodeNumOperands(md) != 1)
    return 0;
  LLVMGetMDNodeOperands(md, &op);
  LLVMBool lossy = 0;
  if (!op || !LLVMIsAConstantFP(op))
    return 0;
  *bits = float_bits((float)LLVMConstRealGetDouble(op, &lossy));
  return 1;
}

static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)opcode;
  uint32_t bits = 0;
  int has = id ? max_error(c, inst, &bits) : 0;
  if (!has)
    return LSPV_SUCCESS;
  lspv_status s = lspv_fwd_require_extension(c, EXT); /* the error when has < 0 */
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_FPMaxErrorINTEL);
  uint32_t ops[3] = {id, SPV_Decoration_FPMaxErrorDecorationINTEL, bits};
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 3);
  return LSPV_SUCCESS;
}

/* ---- llvm.fpbuiltin.* ---------------------------------------------------------
 * The accuracy-annotated math intrinsics: the operation itself (the
 * call-site attribute becomes the decoration, fwd_instruction above).  The
 * five arithmetic ones are the SPIR-V instructions; any other whose name is
 * an OpenCL.std instruction taking the call's operands (sin, atan2, ldexp,
 * rsqrt...) is that extended instruction. */
static const struct {
  const char *name;
  uint32_t opcode;
} arith[] = {
    {"fadd", SPV_OpFAdd}, {"fsub", SPV_OpFSub}, {"fmul", SPV_OpFMul},
    {"fdiv", SPV_OpFDiv}, {"frem", SPV_OpFRem},
};

#define FPBUILTIN "llvm.fpbuiltin."

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  if (strncmp(callee, FPBUILTIN, strlen(FPBUILTIN)) != 0)
    return LSPV_DECLINED;
  const char *op = callee + strlen(FPBUILTIN);
  char name[32];
  size_t len = strcspn(op, ".");
  if (len >= sizeof name)
    return LSPV_DECLINED;
  memcpy(name, op, len);
  name[len] = 0;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  if (nargs > 3 || LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind)
    return LSPV_DECLINED;
  uint32_t ops[7] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c)};
  unsigned n = 2;
  uint32_t opcode = SPV_OpExtInst;
  for (size_t i = 0; i < sizeof arith / sizeof arith[0]; i++)
    if (strcmp(name, arith[i].name) == 0)
      opcode = arith[i].opcode;
  if (opcode == SPV_OpExtInst) {
    long number = lspv_grammar_extinst_number("OpenCL.std", name);
    if (number < 0)
      return LSPV_DECLINED; /* the core's: an unknown intrinsic */
    ops[n++] = lspv_fwd_ext_inst_import(c, "OpenCL.std");
    ops[n++] = (uint32_t)number;
  } else if (nargs != 2) {
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidFunctionCall", call,
                          "%s takes two operands", callee);
  }
  for (unsigned i = 0; i < nargs; i++)
    ops[n++] = lspv_fwd_value(c, LLVMGetOperand(call, i));
  for (unsigned i = 0; i < n; i++) /* ids; not the instruction number (acos is 0) */
    if (!ops[i] && !(opcode == SPV_OpExtInst && i == 3))
      return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, opcode, ops, n);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (ndec < 2)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "FPMaxErrorDecorationINTEL takes one literal");
  if (!LLVMIsAInstruction(target))
    return LSPV_DECLINED;
  float f;
  memcpy(&f, &dec[1], sizeof f);
  char buf[64];
  snprintf(buf, sizeof buf, "%f", (double)f);
  LLVMContextRef ctx = lspv_rev_context(c);
  if (LLVMIsACallInst(target)) {
    LLVMAttributeRef a =
        LLVMCreateStringAttribute(ctx, ATTR, (unsigned)strlen(ATTR), buf, (unsigned)strlen(buf));
    LLVMAddCallSiteAttribute(target, LLVMAttributeFunctionIndex, a);
    return LSPV_SUCCESS;
  }
  LLVMMetadataRef s = LLVMMDStringInContext2(ctx, buf, strlen(buf));
  LLVMValueRef node = LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, &s, 1));
  LLVMSetMetadata(target, LLVMGetMDKindIDInContext(ctx, ATTR, (unsigned)strlen(ATTR)), node);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t decorations[] = {SPV_Decoration_FPMaxErrorDecorationINTEL, 0};

const lspv_plugin lspv_plugin_fp_max_error = {
    LSPV_PLUGIN_HEADER,
    .name = "fp-max-error",
    .extensions = extensions,
    .decorations = decorations,
    .fwd_call = fwd_call,
    .fwd_instruction = fwd_instruction,
    .rev_decoration = rev_decoration,
};
