/*===-- ext/integer_dot_product.c - SPV_KHR_integer_dot_product ----------===*\
|*                                                                            *|
|* OpSDot / OpUDot / OpSUDot and their accumulating-saturating forms, core    *|
|* SPIR-V 1.6 and this extension below it (docs/extensions/                  *|
|* integer-dot-product.md).  The SPIR-V friendly calls                        *|
|* (__spirv_SDotKHR_R<type>(a, b[, format])...) go both ways through the      *|
|* core's grammar path, which takes the version or this extension and the    *|
|* capabilities from the grammar rows; this plugin owns the extension (so    *|
|* --spirv-ext and reverse know it) and checks the operand shapes of the     *|
|* spec that the grammar cannot say.                                         *|
\*===----------------------------------------------------------------------===*/
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "lspv/plugin.h"

#define EXT_NAME "SPV_KHR_integer_dot_product"

/* The instructions, their SPIR-V friendly names and whether their operands
 * are unsigned. */
static const struct {
  uint32_t opcode;
  const char *name;
  int is_unsigned, acc;
} dots[] = {
    {SPV_OpSDot, "__spirv_SDotKHR", 0, 0},
    {SPV_OpUDot, "__spirv_UDotKHR", 1, 0},
    {SPV_OpSUDot, "__spirv_SUDotKHR", 0, 0},
    {SPV_OpSDotAccSat, "__spirv_SDotAccSatKHR", 0, 1},
    {SPV_OpUDotAccSat, "__spirv_UDotAccSatKHR", 1, 1},
    {SPV_OpSUDotAccSat, "__spirv_SUDotAccSatKHR", 0, 1},
};
enum { NDOTS = sizeof dots / sizeof dots[0] };
/* The hook's filter: the opcodes of dots[]. */
static const unsigned dot_opcodes[] = {
    SPV_OpSDot, SPV_OpUDot, SPV_OpSUDot, SPV_OpSDotAccSat, SPV_OpUDotAccSat, SPV_OpSUDotAccSat, 0};
/* The OpenCL C packed builtins' operand-sign spellings, in the order of the
 * forms in dots[] (S, U, SU; index % 3). */
static const char *const packed_forms[] = {"ss", "uu", "su"};

/* ---- reverse -----------------------------------------------------------------*/

/* The mangling layers of integer scalar / vector @p ty (two at most); the
 * count, 0 when it is neither. */
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

/* The OpenCL C builtin for a 32-bit result (what llvm-spirv writes outside
 * SPIR-V friendly IR): dot / dot_acc_sat of two vectors, operand signedness
 * from the instruction (SU: signed, unsigned); of the packed form
 * dot[_acc_sat]_4x8packed_{ss,uu,su}_{int,uint}(uint, uint[, acc]).  An
 * accumulator and the result are unsigned for U only.  Writes the mangled
 * name; false when no builtin has the form. */
static bool ocl_name(size_t k, const LLVMValueRef *args, unsigned nvals, bool packed, char *out,
                     size_t size) {
  const char *const *sign = packed_forms;
  size_t form = k % 3; /* S, U, SU */
  bool u = dots[k].is_unsigned;
  lspv_mangle_type layers[3][2];
  lspv_mangle_param params[3];
  char base[48];
  for (unsigned i = 0; i < nvals; i++) {
    unsigned quals = (u || (form == 2 && i == 1)) ? LSPV_MANGLE_UNSIGNED : 0;
    if (packed && i < 2)
      quals = LSPV_MANGLE_UNSIGNED; /* the packed vectors are uints */
    params[i].layers = layers[i];
    if (!(params[i].nlayers = int_layers(LLVMTypeOf(args[i]), quals, layers[i])))
      return false;
  }
  if (packed)
    snprintf(base, sizeof base, "dot%s_4x8packed_%s_%s", dots[k].acc ? "_acc_sat" : "", sign[form],
             u ? "uint" : "int");
  else
    snprintf(base, sizeof base, "%s", dots[k].acc ? "dot_acc_sat" : "dot");
  return lspv_itanium_mangle(base, params, nvals, out, size) < size;
}

/* __spirv_<Op>KHR_R<result type>(Vector 1, Vector 2[, Accumulator][, Packed
 * Vector Format]), operands spelled as llvm-spirv does (signed; under SPV-IR
 * unsigned for U and the second vector of SU); a 32-bit
 * result outside SPIR-V friendly IR is OpenCL C's builtin (ocl_name). */
static lspv_status rev_instruction(lspv_rev_ctx *c, const lspv_spv_inst *in) {
  size_t k = 0;
  while (k < NDOTS && dots[k].opcode != in->opcode)
    k++;
  unsigned nvals = 2 + (dots[k].acc ? 1 : 0);
  LLVMTypeRef rt = lspv_rev_type(c, in->type_id);
  if (k == NDOTS || in->noperands < 2 + nvals || in->noperands > 3 + nvals || !rt ||
      LLVMGetTypeKind(rt) != LLVMIntegerTypeKind)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "malformed integer dot product");
  static const char *const names[] = {"char", "short", "int", "long"};
  unsigned w = LLVMGetIntTypeWidth(rt), wi = w == 8    ? 0
                                             : w == 16 ? 1
                                             : w == 32 ? 2
                                             : w == 64 ? 3
                                                       : 4;
  if (wi == 4)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "integer dot product of a %u-bit result", w);
  LLVMValueRef args[4];
  unsigned nargs = 0;
  for (unsigned i = 0; i < nvals; i++)
    if (!(args[nargs++] = lspv_rev_value(c, in->operands[2 + i])))
      return LSPV_ERROR_INVALID_INPUT;
  bool packed = in->noperands > 2 + nvals;
  char name[128];
  if (w == 32 && lspv_rev_target_env(c) != LSPV_TARGET_SPV_IR &&
      ocl_name(k, args, nvals, packed, name, sizeof name)) {
    LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, args, nvals, 0);
    if (!call)
      return LSPV_ERROR_INVALID_INPUT;
    lspv_rev_set_value(c, in->result_id, call);
    return LSPV_SUCCESS;
  }
  if (packed) /* the Packed Vector Format literal */
    args[nargs++] =
        LLVMConstInt(LLVMInt32TypeInContext(lspv_rev_context(c)), in->operands[2 + nvals], 0);
  lspv_mangle_type layers[4][2];
  lspv_mangle_param params[4];
  bool spv_ir = lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR;
  for (unsigned i = 0; i < nargs; i++) {
    /* SPV-IR: every operand of U unsigned (the format too), SU's second
     * vector; otherwise all signed, as llvm-spirv spells them. */
    unsigned quals =
        spv_ir && (dots[k].is_unsigned || (k % 3 == 2 && i == 1)) ? LSPV_MANGLE_UNSIGNED : 0;
    params[i].layers = layers[i];
    if (!(params[i].nlayers = int_layers(LLVMTypeOf(args[i]), quals, layers[i])))
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                            "operand %u of an integer dot product is not an integer", i + 1);
  }
  char base[64];
  snprintf(base, sizeof base, "%s_R%s%s", dots[k].name, dots[k].is_unsigned ? "u" : "", names[wi]);
  lspv_itanium_mangle(base, params, nargs, name, sizeof name);
  LLVMValueRef call = lspv_rev_call_builtin(c, name, rt, args, nargs, 0);
  if (!call)
    return LSPV_ERROR_INVALID_INPUT;
  lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}

/* ---- forward -----------------------------------------------------------------*/

/* OpenCL C's cl_khr_integer_dot_product builtins (what reverse writes for a
 * 32-bit result): dot / dot_acc_sat of two integer vectors, the operands'
 * signedness choosing S, U or SU (signed, unsigned); dot[_acc_sat]_4x8packed_
 * {ss,uu,su}_{int,uint} of two packed uints. */

/* 0 signed, 1 unsigned, -1 not an integer type spelling: the component
 * letter of one Itanium parameter at *p (a vector "Dv<n>_" skipped, "S<n>_"
 * the previous parameter). */
static int param_sign(const char **p, int prev) {
  const char *s = *p;
  if (s[0] == 'S') { /* a substitution: the vector parameter again */
    while (*s && *s != '_')
      s++;
    *p = *s ? s + 1 : s;
    return prev;
  }
  if (s[0] == 'D' && s[1] == 'v') {
    s += 2;
    while (*s >= '0' && *s <= '9')
      s++;
    if (*s++ != '_')
      return -1;
  }
  int sign = -1;
  switch (*s) {
  case 'c':
  case 'a':
  case 's':
  case 'i':
  case 'l': sign = 0; break;
  case 'h':
  case 't':
  case 'j':
  case 'm': sign = 1; break;
  default: return -1;
  }
  *p = s + 1;
  return sign;
}

/* One OpenCL C dot builtin call: the dots[] row, whether its two vectors
 * come in the other order (unsigned, signed: OpSUDot takes the signed one
 * first) and whether it is a packed form.  False when @p callee is none. */
typedef struct {
  size_t k;
  bool swap, packed;
} dot_call;

static bool classify(LLVMValueRef call, const char *callee, dot_call *d) {
  size_t len;
  const char *params;
  const char *name = lspv_itanium_name(callee, &len, &params);
  if (!name || name == callee)
    return false; /* the builtins are overloaded: mangled */
  char base[40];
  if (len >= sizeof base)
    return false;
  memcpy(base, name, len);
  base[len] = 0;
  bool acc;
  int form = -1;
  d->swap = false;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  if (!strcmp(base, "dot") || !strcmp(base, "dot_acc_sat")) {
    acc = base[3] != 0;
    int a = param_sign(&params, -1), b = a < 0 ? -1 : param_sign(&params, a);
    form = a < 0 || b < 0 ? -1 : a == b ? a : 2;
    d->swap = a == 1 && b == 0;
    if (form < 0 || LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(call, 0))) != LLVMVectorTypeKind)
      return false;
  } else {
    acc = !strncmp(base, "dot_acc_sat_4x8packed_", 22);
    const char *f = acc ? base + 22 : !strncmp(base, "dot_4x8packed_", 14) ? base + 14 : NULL;
    for (int i = 0; f && i < 3; i++)
      if (!strncmp(f, packed_forms[i], 2) && f[2] == '_' && !strcmp(f + 3, i == 1 ? "uint" : "int"))
        form = i;
    if (f && form < 0 && !strncmp(f, "us_int", 7)) {
      form = 2;
      d->swap = true;
    }
    if (form < 0)
      return false;
  }
  d->packed = base[3] != 0 && strstr(base, "4x8packed") != NULL;
  d->k = (size_t)form + (acc ? 3 : 0);
  return nargs == (acc ? 3u : 2u) && LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMIntegerTypeKind;
}

static lspv_status fwd_call(lspv_fwd_ctx *c, LLVMValueRef call, const char *callee) {
  dot_call d;
  if (!classify(call, callee, &d))
    return LSPV_DECLINED;
  size_t k = d.k;
  bool packed = d.packed;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  lspv_status s;
  if (lspv_fwd_max_version(c) >= 0x10600) {
    if ((s = lspv_fwd_require_version(c, 1, 6, lspv_grammar_opcode_name(dots[k].opcode))))
      return s;
  } else if ((s = lspv_fwd_require_extension(c, EXT_NAME))) {
    return s;
  }
  lspv_fwd_require_capability(c, SPV_Capability_DotProduct);
  uint32_t ops[6];
  size_t n = 0;
  if (!(ops[n++] = lspv_fwd_type(c, LLVMTypeOf(call))))
    return LSPV_ERROR_UNSUPPORTED;
  ops[n++] = lspv_fwd_result_id(c, call);
  for (unsigned i = 0; i < nargs; i++) {
    unsigned from = d.swap && i < 2 ? 1 - i : i;
    if (!(ops[n++] = lspv_fwd_value(c, LLVMGetOperand(call, from))))
      return LSPV_ERROR_UNSUPPORTED;
  }
  if (packed)
    ops[n++] = SPV_PackedVectorFormat_PackedVectorFormat4x8Bit;
  lspv_fwd_emit(c, LSPV_EMIT_FUNCTION, dots[k].opcode, ops, n);
  lspv_fwd_set_value(c, call, ops[1]);
  return LSPV_SUCCESS;
}

/* -s: the OpenCL C builtin as llvm-spirv's regularization spells it,
 * __spirv_<Op>KHR(Vector 1, Vector 2[, Accumulator][, Packed Vector
 * Format]), the signed vector first for SU, operands mangled unsigned for
 * U and for SU's second vector (no result-type suffix: the call's type
 * says it). */
static lspv_status reg_call(LLVMValueRef call, const char *callee) {
  dot_call d;
  if (!classify(call, callee, &d))
    return LSPV_DECLINED;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call), n = 0;
  LLVMValueRef args[4];
  for (unsigned i = 0; i < nargs; i++)
    args[n++] = LLVMGetOperand(call, d.swap && i < 2 ? 1 - i : i);
  if (d.packed)
    args[n++] = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(call))),
                             SPV_PackedVectorFormat_PackedVectorFormat4x8Bit, 0);
  lspv_mangle_type layers[4][2];
  lspv_mangle_param params[4];
  for (unsigned i = 0; i < n; i++) {
    bool u = dots[d.k].is_unsigned || (d.k % 3 == 2 && i == 1);
    params[i].layers = layers[i];
    if (!(params[i].nlayers =
              int_layers(LLVMTypeOf(args[i]), u ? LSPV_MANGLE_UNSIGNED : 0, layers[i])))
      return LSPV_DECLINED;
  }
  char name[128];
  if (lspv_itanium_mangle(dots[d.k].name, params, n, name, sizeof name) >= sizeof name)
    return LSPV_DECLINED;
  bool same = !d.swap && !d.packed;
  return lspv_reg_replace_call(call, name, same ? NULL : args, n) ? LSPV_SUCCESS
                                                                  : LSPV_ERROR_UNSUPPORTED;
}

/* The core's grammar path emitted one of the instructions: the input
 * capability its operands need (SPIR-V 3.31): the packed form
 * DotProductInput4x8BitPacked, 4 x 8-bit vectors DotProductInput4x8Bit,
 * any other vector DotProductInputAll. */
static lspv_status fwd_instruction(lspv_fwd_ctx *c, LLVMValueRef inst, uint32_t id,
                                   uint32_t opcode) {
  (void)id;
  size_t k = 0;
  while (k < NDOTS && dots[k].opcode != opcode)
    k++;
  if (k == NDOTS || !LLVMIsACallInst(inst) || LLVMGetNumArgOperands(inst) < 2)
    return LSPV_SUCCESS;
  LLVMTypeRef ty = LLVMTypeOf(LLVMGetOperand(inst, 0));
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind)
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInput4x8BitPacked);
  else if (LLVMGetVectorSize(ty) == 4 && LLVMGetIntTypeWidth(LLVMGetElementType(ty)) == 8)
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInput4x8Bit);
  else
    lspv_fwd_require_capability(c, SPV_Capability_DotProductInputAll);
  return LSPV_SUCCESS;
}

/* ---- checker -----------------------------------------------------------------*/

/* The shape of an integer scalar or vector type: components (1 for a
 * scalar) and width; 0 components when it is neither. */
static void int_shape(const lspv_check_ctx *c, uint32_t type, uint32_t *count, uint32_t *width) {
  lspv_spv_inst t;
  *count = 0;
  *width = 0;
  if (lspv_check_def(c, type, &t))
    return;
  uint32_t n = 1;
  if (t.opcode == SPV_OpTypeVector) {
    if (t.noperands < 3)
      return;
    n = t.operands[2];
    if (lspv_check_def(c, t.operands[1], &t))
      return;
  }
  if (t.opcode != SPV_OpTypeInt || t.noperands < 2) /* result, width, signedness */
    return;
  *count = n;
  *width = t.operands[1];
}

static uint32_t type_of(const lspv_check_ctx *c, uint32_t id) {
  lspv_spv_inst d;
  return lspv_check_def(c, id, &d) ? 0 : d.type_id;
}

/* SPV_KHR_integer_dot_product (SPIR-V 3.42.13): the result is an integer
 * scalar; Vector 1 and Vector 2 are integer vectors of one type shape, or,
 * with a Packed Vector Format, 32-bit integer scalars; the result is at
 * least as wide as their components (32 bits for the packed form); an
 * accumulator has the result type. */
static lspv_status check_dot(lspv_check_ctx *c, const lspv_spv_inst *in, void *user) {
  (void)user;
  int acc = in->opcode == SPV_OpSDotAccSat || in->opcode == SPV_OpUDotAccSat ||
            in->opcode == SPV_OpSUDotAccSat;
  uint32_t nvals = 4 + (acc ? 1 : 0);
  if (in->noperands < nvals)
    return LSPV_SUCCESS; /* the core reports the operand count */
  int packed = in->noperands > nvals;
  uint32_t rn, rw, an, aw, bn, bw;
  int_shape(c, in->type_id, &rn, &rw);
  int_shape(c, type_of(c, in->operands[2]), &an, &aw);
  int_shape(c, type_of(c, in->operands[3]), &bn, &bw);
  const char *name = lspv_grammar_opcode_name(in->opcode);
  if (rn != 1)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Result Type must be an integer "
                             "scalar",
                             name);
  if (packed ? an != 1 || aw != 32 || bn != 1 || bw != 32 : an < 2 || an != bn || aw != bw)
    return lspv_check_report(c, in, "InvalidInstruction",
                             packed ? "%s: with a Packed Vector Format, Vector 1 and Vector 2 "
                                      "must be 32-bit integer scalars"
                                    : "%s: Vector 1 and Vector 2 must be integer vectors of the "
                                      "same component count and width",
                             name);
  if (rw < (packed ? 8 : aw))
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Result Type must be at least as wide as the components", name);
  if (acc && type_of(c, in->operands[4]) != in->type_id)
    return lspv_check_report(c, in, "InvalidInstruction",
                             "%s: Accumulator must have the Result Type", name);
  return LSPV_SUCCESS;
}

static const lspv_check_rule check_rules[] = {
    {"integer dot product operands", SPV_OpSDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpUDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSUDot, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpUDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
    {"integer dot product operands", SPV_OpSUDotAccSat, check_dot, NULL, LSPV_CHECK_ALWAYS},
};

static const char *const extensions[] = {EXT_NAME, NULL};
static const uint32_t opcodes[] = {
    SPV_OpSDot, SPV_OpUDot, SPV_OpSUDot, SPV_OpSDotAccSat, SPV_OpUDotAccSat, SPV_OpSUDotAccSat, 0};

const lspv_plugin lspv_plugin_integer_dot_product = {
    LSPV_PLUGIN_HEADER,
    .name = "integer-dot-product",
    .extensions = extensions,
    .opcodes = opcodes,
    .rev_instruction = rev_instruction,
    .fwd_call = fwd_call,
    .fwd_instruction = fwd_instruction,
    .fwd_instruction_opcodes = dot_opcodes,
    .reg_call = reg_call,
    .check_rules = check_rules,
    .ncheck_rules = sizeof check_rules / sizeof check_rules[0],
};
