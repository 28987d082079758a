/*===-- complex_float.c - a sample external lspv plugin --------------------===*\
|*                                                                            *|
|* SPV_INTEL_complex_float_mul_div: complex multiplication and division of  *|
|* <2 x float|double|half> (real, imaginary), as SPIR-V friendly calls       *|
|*   __spirv_ComplexFMulINTEL(a, b) <-> OpComplexFMulINTEL %type %a %b      *|
|*   __spirv_ComplexFDivINTEL(a, b) <-> OpComplexFDivINTEL %type %a %b      *|
|* with capability ComplexFloatMulDivINTEL.  lspv does not carry the         *|
|* extension (llvm-spirv withdrew it) and no SPIR-V grammar has it, so       *|
|* besides its hooks the plugin hands lspv the grammar rows of the           *|
|* extension (lspv_grammar_rows, with the numbers llvm-spirv used): with     *|
|* them the binary reader, the text form and the checker know the two        *|
|* instructions and the capability as if the build-time grammar had them.   *|
|* Everything else it uses comes from the installed headers: no hand-written *|
|* number of the core grammar.                                               *|
|*                                                                            *|
|* docs/plugins.md walks through this file.                                  *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include <lspv/plugin.h>

#define EXT "SPV_INTEL_complex_float_mul_div"

/* The extension's numbers: not in lspv/spirv_enums.h, which is the grammar
 * lspv was built with. */
enum { CAP_COMPLEX = 6414, OP_COMPLEX_FMUL = 6415, OP_COMPLEX_FDIV = 6416 };

/* The instructions and the source names of their calls. */
static const struct {
  uint32_t opcode;
  const char *name;
} ops[] = {{OP_COMPLEX_FMUL, "__spirv_ComplexFMulINTEL"},
           {OP_COMPLEX_FDIV, "__spirv_ComplexFDivINTEL"}};
#define NOPS (sizeof ops / sizeof ops[0])

/* ---- grammar rows ------------------------------------------------------------*/
static const char *const exts[] = {EXT, NULL};
static const char *const caps[] = {"ComplexFloatMulDivINTEL", NULL};
static const lspv_grammar_operand operands[] = {
    {"IdResultType", 0}, {"IdResult", 0}, {"IdRef", 0}, {"IdRef", 0}};
static const lspv_grammar_inst insts[] = {
    {"OpComplexFMulINTEL", OP_COMPLEX_FMUL, "Arithmetic", operands, 4, caps, NULL, 0},
    {"OpComplexFDivINTEL", OP_COMPLEX_FDIV, "Arithmetic", operands, 4, caps, NULL, 0},
};
static const lspv_grammar_enumerant enumerants[] = {
    {"Capability", "ComplexFloatMulDivINTEL", CAP_COMPLEX, NULL, 0, NULL, exts, 0},
};
static const lspv_grammar_rows rows = {insts, 2, enumerants, 1, exts};

/* ---- forward -----------------------------------------------------------------*/
/* A call of __spirv_ComplexF{Mul,Div}INTEL (Itanium-mangled or not) is the
 * instruction; the extension must be enabled (else RequiresExtension). */
static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  size_t len = 0;
  const char *params = NULL;
  const char *name = lspv_itanium_name(callee, &len, &params);
  unsigned k = 0;
  while (name && k < NOPS && (strlen(ops[k].name) != len || strncmp(name, ops[k].name, len)))
    k++;
  if (!name || k == NOPS)
    return LSPV_DECLINED;
  if (LLVMGetNumArgOperands(call) != 2)
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidFunctionCall", call,
                          "%s takes two complex numbers", ops[k].name);
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, CAP_COMPLEX);
  uint32_t w[4] = {lspv_fwd_value_type(c, call), lspv_fwd_new_id(c),
                   lspv_fwd_value(c, LLVMGetOperand(call, 0)),
                   lspv_fwd_value(c, LLVMGetOperand(call, 1))};
  if (!w[0] || !w[2] || !w[3])
    return LSPV_ERROR_UNSUPPORTED; /* reported by lspv */
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, ops[k].opcode, w, 4);
  lspv_fwd_set_value(c, call, w[1]);
  return LSPV_SUCCESS;
}

/* ---- reverse -----------------------------------------------------------------*/
/* The call, under the mangled name of (<2 x T>, <2 x T>): "Dv2_fS_". */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  unsigned k = 0;
  while (k < NOPS && ops[k].opcode != in->opcode)
    k++;
  if (k == NOPS || in->noperands != 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "a complex instruction takes a result type, a result and two operands");
  LLVMTypeRef ty = lspv_rev_type(c, in->type_id);
  LLVMValueRef args[2] = {lspv_rev_value(c, in->operands[2]), lspv_rev_value(c, in->operands[3])};
  if (!ty || !args[0] || !args[1])
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef el = LLVMGetElementType(ty);
  unsigned bits = LLVMGetTypeKind(el) == LLVMHalfTypeKind     ? 16
                  : LLVMGetTypeKind(el) == LLVMDoubleTypeKind ? 64
                                                              : 32;
  lspv_mangle_type layers[2] = {{LSPV_MANGLE_VECTOR, 2, 0, NULL},
                                {LSPV_MANGLE_FLOAT, bits, 0, NULL}};
  lspv_mangle_param params[2] = {{layers, 2}, {layers, 2}};
  char name[96];
  lspv_itanium_mangle(ops[k].name, params, 2, name, sizeof name);
  LLVMTypeRef pt[2] = {ty, ty};
  LLVMTypeRef fty = LLVMFunctionType(ty, pt, 2, 0);
  LLVMModuleRef m = lspv_rev_module(c);
  LLVMValueRef fn = LLVMGetNamedFunction(m, name);
  if (!fn) {
    fn = LLVMAddFunction(m, name, fty);
    LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  }
  LLVMValueRef r = LLVMBuildCall2(lspv_rev_builder(c), fty, fn, args, 2, "");
  LLVMSetInstructionCallConv(r, LLVMSPIRFUNCCallConv);
  lspv_rev_set_value(c, in->result_id, r);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/
/* The result type is a 2-component float vector; both operands have it. */
static lspv_status check_complex(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  lspv_spv_inst ty = {0}, el = {0}, a, b;
  if (lspv_check_def(c, in->type_id, &ty) == 0 && ty.opcode == SPV_OpTypeVector &&
      ty.noperands == 3 && ty.operands[2] == 2)
    lspv_check_def(c, ty.operands[1], &el);
  if (el.opcode != SPV_OpTypeFloat)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "a complex number is a vector of two floats");
  if (lspv_check_def(c, in->operands[2], &a) || lspv_check_def(c, in->operands[3], &b) ||
      a.type_id != in->type_id || b.type_id != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "the operands of a complex instruction have its result type");
  return LSPV_SUCCESS;
}

static const lspv_check_rule rules[] = {
    {"complex multiplication operand types", OP_COMPLEX_FMUL, check_complex, NULL, 0},
    {"complex division operand types", OP_COMPLEX_FDIV, check_complex, NULL, 0},
};

/* ---- the descriptor ----------------------------------------------------------*/
static const uint32_t opcodes[] = {OP_COMPLEX_FMUL, OP_COMPLEX_FDIV, 0};

static const lspv_plugin plugin = {
    LSPV_PLUGIN_HEADER,
    .name = "sample-complex-float",
    .extensions = exts,
    .opcodes = opcodes,
    .check_rules = rules,
    .ncheck_rules = sizeof rules / sizeof rules[0],
    .grammar = &rows,
    .fwd_call = fwd_call,
    .rev_instruction = rev_instruction,
};

const lspv_plugin *lspv_plugin_register(unsigned api_version) {
  return api_version == LSPV_PLUGIN_API_VERSION ? &plugin : NULL;
}
