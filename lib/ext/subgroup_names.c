/*===-- ext/subgroup_names.c - OpenCL C names of Intel subgroup ops -------===*\
|*                                                                            *|
|* See subgroup_names.h.                                                      *|
\*===----------------------------------------------------------------------===*/
#include "subgroup_names.h"

#include <stdio.h>
#include <string.h>

/* The component suffixes by width: 8, 16, 32, 64 bits. */
static const char *const suffixes[] = {"_uc", "_us", "_ui", "_ul"};
static const char *const widths[] = {"2", "4", "8", "16"};

/* Skips @p lit at the front of s[0..*len); 1 when it was there. */
static int eat(const char **s, size_t *len, const char *lit) {
  size_t n = strlen(lit);
  if (*len < n || memcmp(*s, lit, n) != 0)
    return 0;
  *s += n;
  *len -= n;
  return 1;
}

/* Skips the first of @p lits (n of them) found at the front of s. */
static void eat_one_of(const char **s, size_t *len, const char *const *lits, size_t n,
                       size_t skip) {
  for (size_t i = 0; i < n; i++)
    if (i != skip && eat(s, len, lits[i]))
      return;
}

int lspv_subgroup_match(const char *name, size_t len, const char *base, int with_ui) {
  if (!eat(&name, &len, base))
    return 0;
  eat_one_of(&name, &len, suffixes, 4, with_ui ? 4 : 2);
  /* "16" before "1..." cannot clash: the widths are whole tokens */
  for (size_t i = 0; i < 4; i++)
    if (strlen(widths[i]) == len && !memcmp(name, widths[i], len))
      return 1;
  return len == 0;
}

int lspv_subgroup_image_arg(LLVMValueRef call, const char *params) {
  LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, 0));
  if (LLVMGetTypeKind(t) == LLVMTargetExtTypeKind)
    return strcmp(LLVMGetTargetExtTypeName(t), "spirv.Image") == 0;
  if (!params)
    return 0;
  while (*params >= '0' && *params <= '9')
    params++;
  return strncmp(params, "ocl_image", 9) == 0;
}

LLVMTypeRef lspv_subgroup_component(LLVMTypeRef data) {
  return LLVMGetTypeKind(data) == LLVMVectorTypeKind ? LLVMGetElementType(data) : data;
}

int lspv_subgroup_rev_name(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *base,
                           uint32_t data, int ret_suffix, const char *w32, char *out, size_t cap) {
  static const char *const ints[] = {"char", "short", "int", "long"};
  lspv_spv_inst t;
  uint32_t count = 1;
  if (lspv_rev_def(c, data, &t) == 0 && t.opcode == SPV_OpTypeVector && t.noperands == 3) {
    count = t.operands[2];
    if (lspv_rev_def(c, t.operands[1], &t))
      t.opcode = 0;
  }
  unsigned k = 0;
  while (k < 4 && !(t.opcode == SPV_OpTypeInt && t.noperands >= 2 && t.operands[1] == 8u << k))
    k++;
  if (k == 4)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "%s: the data is not a scalar or vector of 8, 16, 32 or 64-bit integers",
                          lspv_grammar_opcode_name(in->opcode)) != LSPV_SUCCESS;
  char n[12] = "";
  if (count > 1)
    snprintf(n, sizeof n, "%u", count);
  if (lspv_rev_target_env(c) == LSPV_TARGET_SPV_IR)
    snprintf(out, cap, "__spirv_%s%s%s%s", lspv_grammar_opcode_name(in->opcode) + 2,
             ret_suffix ? "_R" : "", ret_suffix ? ints[k] : "", ret_suffix ? n : "");
  else
    snprintf(out, cap, "%s%s%s", base, k == 2 ? w32 : suffixes[k], n);
  return 0;
}

lspv_status lspv_subgroup_rev_call(lspv_rev_ctx *c, const lspv_spv_inst *in, const char *name,
                                   const unsigned *quals, const unsigned *order) {
  unsigned first = in->result_id ? 2 : 0, n = in->noperands - first;
  if (in->noperands < first || n > 8)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidInstruction", in->word_offset,
                          "%s has too many operands", lspv_grammar_opcode_name(in->opcode));
  LLVMValueRef vals[8];
  lspv_mangle_type L[8][LSPV_REV_MANGLE_LAYERS];
  lspv_mangle_param params[8];
  for (unsigned i = 0; i < n; i++) {
    unsigned k = order ? order[i] : i;
    uint32_t id = in->operands[first + k];
    lspv_spv_inst d;
    if (!(vals[i] = lspv_rev_value(c, id)) || lspv_rev_def(c, id, &d))
      return LSPV_ERROR_INVALID_INPUT; /* reported by lspv */
    params[i] = (lspv_mangle_param){L[i], lspv_rev_mangle_layers(c, d.type_id, quals[k], L[i])};
  }
  LLVMTypeRef rt =
      in->result_id ? lspv_rev_type(c, in->type_id) : LLVMVoidTypeInContext(lspv_rev_context(c));
  char mangled[256];
  if (!rt || lspv_itanium_mangle(name, params, n, mangled, sizeof mangled) >= sizeof mangled)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMValueRef call = lspv_rev_call_builtin(c, mangled, rt, vals, n, 1);
  if (!call)
    return lspv_rev_error(c, LSPV_ERROR_UNSUPPORTED, "InvalidInstruction", in->word_offset,
                          "cannot call %s", mangled);
  if (in->result_id)
    lspv_rev_set_value(c, in->result_id, call);
  return LSPV_SUCCESS;
}
