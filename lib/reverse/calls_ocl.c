/*===-- reverse/calls_ocl.c - OpenCL.std builtins and dot -----------------===*\
|*                                                                            *|
|* OpenCL.std extended instructions (OpenCL Extended Instruction Set spec)  *|
|* -> OpenCL C builtins: the grammar's instruction name is the builtin name   *|
|* once its s_/u_ signedness prefix is removed (which decides how integer     *|
|* arguments mangle) and the few renamed ones are mapped (fclamp -> clamp,    *|
|* vloadn -> vload<N>, vstore_half_r -> vstore_half_<mode>...).  Literal      *|
|* operands (vector size, rounding mode) are folded into the name.  In the    *|
|* SPV-IR environment the name is "__spirv_ocl_<grammar name>" with every     *|
|* operand passed.  (Group instructions: groups.c.)                           *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <string.h>

#include "reverse/rev_private.h"

static const struct {
  const char *spv, *cl;
} renamed[] = {
    {"fclamp", "clamp"},
    {"fmax_common", "max"},
    {"fmin_common", "min"},
};

static const char *const rounding[] = {"rte", "rtz", "rtp", "rtn"};

static bool cl_type_name(rev_ctx *c, uint32_t type_id, bool is_unsigned, char *out, size_t cap);

static unsigned vec_size(const rev_ctx *c, uint32_t type_id) {
  const lspv_inst *t = rev_def(c, type_id);
  return t && t->opcode == SPV_OpTypeVector ? rev_op(c, t, 2) : 1;
}

/* The OpenCL C name of an OpenCL.std instruction; sets *unsigned_args
 * (u_ prefix) and decides which argument is a const pointer / size_t. */
static void cl_name(rev_ctx *c, const lspv_inst *in, const char *spv, char *out, size_t cap,
                    uint32_t last_literal) {
  unsigned nres = vec_size(c, in->type), ndata = vec_size(c, rev_type_id_of(c, rev_op(c, in, 4)));
  const char *mode = last_literal < 4 ? rounding[last_literal] : "rte";
  if (strcmp(spv, "vloadn") == 0)
    snprintf(out, cap, "vload%u", nres);
  else if (strcmp(spv, "vstoren") == 0)
    snprintf(out, cap, "vstore%u", ndata);
  else if (strcmp(spv, "vload_halfn") == 0)
    snprintf(out, cap, "vload_half%u", nres);
  else if (strcmp(spv, "vloada_halfn") == 0)
    snprintf(out, cap, "vloada_half%u", nres);
  else if (strcmp(spv, "vstore_half_r") == 0)
    snprintf(out, cap, "vstore_half_%s", mode);
  else if (strcmp(spv, "vstore_halfn") == 0)
    snprintf(out, cap, "vstore_half%u", ndata);
  else if (strcmp(spv, "vstore_halfn_r") == 0)
    snprintf(out, cap, "vstore_half%u_%s", ndata, mode);
  else if (strcmp(spv, "vstorea_halfn") == 0)
    snprintf(out, cap, "vstorea_half%u", ndata);
  else if (strcmp(spv, "vstorea_halfn_r") == 0)
    snprintf(out, cap, "vstorea_half%u_%s", ndata, mode);
  else if ((spv[0] == 's' || spv[0] == 'u') && spv[1] == '_')
    snprintf(out, cap, "%s", spv + 2);
  else
    snprintf(out, cap, "%s", spv);
  for (size_t i = 0; i < sizeof renamed / sizeof *renamed; i++)
    if (strcmp(spv, renamed[i].spv) == 0)
      snprintf(out, cap, "%s", renamed[i].cl);
}

/* The module's half type, looked up once (0 when it has none). */
static uint32_t half_type(rev_ctx *c) {
  if (c->half_known)
    return c->half_type;
  c->half_known = true;
  for (size_t i = 0; i < c->v->ninsts && c->v->insts[i].section <= LSPV_SEC_GLOBAL; i++) {
    const lspv_inst *t = &c->v->insts[i];
    if (t->opcode == SPV_OpTypeFloat && lspv_nops(t) == 2 && rev_op(c, t, 1) == 16)
      return c->half_type = t->result;
  }
  return 0;
}

/* The component type of type @p ty (a vector's; a scalar is its own). */
static uint32_t component(const rev_ctx *c, uint32_t ty) {
  const lspv_inst *t = rev_def(c, ty);
  return t && t->opcode == SPV_OpTypeVector ? rev_op(c, t, 1) : ty;
}

/* What the pointer operand of OpenCL.std instruction @p in (@p name) points
 * to when it has no pointee type: an int of the result's shape for the
 * out-parameter of frexp, lgamma_r and remquo (the module's OpTypeInt 32,
 * 0 when it has none); half for vload_half / vstore_half and their vector
 * forms; the component type of the result (vloadn) or of the data
 * (vstoren); else the result type (fract, modf, sincos). */
static uint32_t untyped_pointee(rev_ctx *c, const char *name, const lspv_inst *in) {
  uint32_t result_type = in->type;
  bool vmem = !strncmp(name, "vload", 5) || !strncmp(name, "vstore", 6);
  if (vmem && strstr(name, "_half"))
    return half_type(c);
  if (!strcmp(name, "vloadn"))
    return component(c, result_type);
  if (!strcmp(name, "vstoren"))
    return lspv_nops(in) > 4 ? component(c, rev_type_id_of(c, rev_op(c, in, 4))) : 0;
  if (strcmp(name, "frexp") && strcmp(name, "lgamma_r") && strcmp(name, "remquo"))
    return result_type;
  const lspv_inst *rt = rev_def(c, result_type);
  uint32_t lanes = rt && rt->opcode == SPV_OpTypeVector ? rev_op(c, rt, 2) : 1, i32 = 0;
  for (size_t i = 0; i < c->v->ninsts; i++) {
    const lspv_inst *t = &c->v->insts[i];
    if (!i32 && t->opcode == SPV_OpTypeInt && rev_op(c, t, 1) == 32)
      i32 = t->result;
    else if (i32 && lanes > 1 && t->opcode == SPV_OpTypeVector && rev_op(c, t, 1) == i32 &&
             rev_op(c, t, 2) == lanes)
      return t->result;
  }
  return lanes > 1 ? 0 : i32;
}

/* Per-argument mangling flags of OpenCL C builtin signatures. */
static unsigned arg_flags(const char *spv, const char *cl, unsigned i, unsigned n,
                          uint32_t type_op) {
  bool u = strncmp(spv, "u_", 2) == 0;
  if (u || strcmp(spv, "nan") == 0)
    return REV_ARG_UNSIGNED;
  if (strcmp(spv, "s_upsample") == 0)
    return i == 1 ? REV_ARG_UNSIGNED : 0;
  if ((strcmp(spv, "shuffle") == 0 || strcmp(spv, "shuffle2") == 0) && i == n - 1)
    return REV_ARG_UNSIGNED;
  bool load = strncmp(cl, "vload", 5) == 0, store = strncmp(cl, "vstore", 6) == 0;
  if (load || store || strcmp(spv, "prefetch") == 0) {
    if (type_op == SPV_OpTypePointer)
      return load || strcmp(spv, "prefetch") == 0 ? REV_ARG_CONST : 0;
    if (type_op == SPV_OpTypeInt && (load ? i == 0 : i == 1))
      return REV_ARG_UNSIGNED; /* size_t offset */
    if (type_op == SPV_OpTypeInt && strcmp(spv, "prefetch") == 0)
      return REV_ARG_UNSIGNED;
  }
  return 0;
}

/* printf, whose OpenCL C format is a constant-space string; a format in
 * another space (an extension relaxes the rule) has no OpenCL C spelling:
 * the SPIR-V friendly __spirv_ocl_printf names its space, as in llvm-spirv. */
static lspv_status printf_call(rev_ctx *c, const lspv_inst *in, LLVMValueRef *vals,
                               const rev_arg *args, unsigned n) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMTypeRef pt = LLVMTypeOf(vals[0]);
  char name[64] = "printf";
  /* SPV-IR: every argument in the mangled name, a function of exactly
   * these parameters (as llvm-spirv writes it). */
  bool spv_ir = c->env == LSPV_TARGET_SPV_IR;
  if (spv_ir || (LLVMGetTypeKind(pt) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(pt) != 2))
    rev_mangle(c, "__spirv_ocl_printf", args, spv_ir ? n : 1, name, sizeof name);
  LLVMTypeRef params[16];
  for (unsigned i = 0; i < n; i++)
    params[i] = LLVMTypeOf(vals[i]);
  LLVMValueRef fn = LLVMGetNamedFunction(c->m, name);
  LLVMTypeRef fty = spv_ir ? LLVMFunctionType(i32, params, n, 0) : LLVMFunctionType(i32, &pt, 1, 1);
  if (!fn) {
    fn = LLVMAddFunction(c->m, name, fty);
    LLVMSetFunctionCallConv(fn, LLVMSPIRFUNCCallConv);
  }
  LLVMValueRef call = LLVMBuildCall2(c->b, fty, fn, vals, n, "");
  LLVMSetInstructionCallConv(call, LLVMSPIRFUNCCallConv);
  c->values[in->result] = call;
  return LSPV_SUCCESS;
}

lspv_status rev_opencl_ext_inst(rev_ctx *c, const lspv_inst *in) {
  static const lspv_extinst_set_desc *set;
  if (!set)
    set = lspv_extinst_set_by_name("OpenCL.std");
  uint32_t num = rev_op(c, in, 3);
  const lspv_inst_desc *d = set ? lspv_extinst_by_number(set, num) : NULL;
  if (!d)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                    "OpenCL.std instruction %u is unknown", num);
  unsigned n = lspv_nops(in) - 4;
  if (n > 16)
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", "too many operands");
  LLVMValueRef vals[16];
  rev_arg args[16];
  unsigned k = 0;
  uint32_t last_literal = 0;
  bool spv_ir = c->env == LSPV_TARGET_SPV_IR;
  char cl[64];
  for (unsigned i = 0; i < n; i++) {
    unsigned di = i < d->nops ? i : (d->nops ? d->nops - 1u : 0u);
    bool is_id = d->nops && lspv_kinds[lspv_inst_operand(d, di)->kind].category == LSPV_CAT_ID;
    uint32_t w = rev_op(c, in, 4 + i);
    memset(&args[k], 0, sizeof args[k]);
    if (!is_id) {
      last_literal = w;
      if (!spv_ir)
        continue;
      vals[k] = LLVMConstInt(LLVMInt32TypeInContext(c->ctx), w, 0);
      args[k++].enum_name = NULL;
      continue;
    }
    if (!(vals[k] = rev_value(c, w, in)))
      return LSPV_ERROR_INVALID_INPUT;
    args[k].type_id = rev_type_id_of(c, w);
    /* A pointer without pointee (fract's, modf's out-parameter...) points
     * to its untyped variable's data type, else to the result's type. */
    const lspv_inst *pt = rev_def(c, args[k].type_id);
    if (pt && rev_untyped_role(c, pt->opcode) == REV_UPTR_TYPE) {
      const lspv_inst *v = rev_def(c, w);
      unsigned init_at;
      uint32_t data = v && rev_untyped_role(c, v->opcode) == REV_UPTR_VARIABLE
                          ? rev_variable_data(c, v, &init_at)
                          : 0;
      args[k].pointee_id = data ? data : untyped_pointee(c, d->name, in);
    }
    k++;
  }
  if (strcmp(d->name, "printf") == 0)
    return printf_call(c, in, vals, args, k);
  cl_name(c, in, d->name, cl, sizeof cl, last_literal);
  for (unsigned i = 0; i < k; i++) {
    const lspv_inst *t = rev_def(c, args[i].type_id);
    if (!t)
      continue;
    const lspv_inst *e = t->opcode == SPV_OpTypeVector ? rev_def(c, rev_op(c, t, 1)) : t;
    /* A pointer without pointee type is spelled as the typed one. */
    bool ptr = t->opcode == SPV_OpTypePointer || rev_untyped_role(c, t->opcode) == REV_UPTR_TYPE;
    args[i].flags = arg_flags(d->name, cl, i, k,
                              ptr ? SPV_OpTypePointer
                              : e ? e->opcode
                                  : t->opcode);
    if (ptr && !(args[i].flags & REV_ARG_CONST))
      args[i].flags = 0;
  }
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  char name[96], ret[32];
  /* The loads whose result type no operand tells name it (vloadn_Rchar2);
   * so does a bfloat nan (its integer code would spell half's nan too:
   * _RDF16b, as llvm-spirv; float and half keep the plain name). */
  static const char *const ret_named[] = {"vloadn", "vload_half", "vload_halfn", "vloada_halfn"};
  LLVMTypeRef scalar = LLVMGetTypeKind(rt) == LLVMVectorTypeKind ? LLVMGetElementType(rt) : rt;
  bool with_ret = !strcmp(d->name, "nan") && LLVMGetTypeKind(scalar) == LLVMBFloatTypeKind;
  for (size_t i = 0; i < sizeof ret_named / sizeof *ret_named; i++)
    with_ret |= strcmp(d->name, ret_named[i]) == 0;
  if (spv_ir && with_ret && cl_type_name(c, in->type, false, ret, sizeof ret))
    snprintf(name, sizeof name, "__spirv_ocl_%s_R%s", d->name, ret);
  else if (spv_ir)
    snprintf(name, sizeof name, "__spirv_ocl_%s", d->name);
  else
    snprintf(name, sizeof name, "%s", cl);
  if (spv_ir) { /* literal operands have no type id: give them one of i32 */
    for (unsigned i = 0; i < k; i++)
      if (!args[i].type_id)
        args[i].enum_name = NULL;
  }
  LLVMValueRef call = rev_call_builtin(c, name, true, rt, vals, args, k, false, false);
  c->values[in->result] = call;
  return LSPV_SUCCESS;
}

/* OpDot: OpenCL's dot (the SPIR-V friendly call in SPV-IR). */
lspv_status rev_dot_inst(rev_ctx *c, const lspv_inst *in) {
  if (c->env == LSPV_TARGET_SPV_IR)
    return rev_spirv_call(c, in, false);
  LLVMValueRef v[2];
  rev_arg a[2];
  memset(a, 0, sizeof a);
  LLVMTypeRef rt = rev_type(c, in->type, in);
  for (unsigned i = 0; i < 2; i++) {
    if (!(v[i] = rev_value(c, rev_op(c, in, 2 + i), in)))
      return LSPV_ERROR_INVALID_INPUT;
    a[i].type_id = rev_type_id_of(c, rev_op(c, in, 2 + i));
  }
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  c->values[in->result] = rev_call_builtin(c, "dot", true, rt, v, a, 2, false, false);
  return LSPV_SUCCESS;
}

/* ---- conversions with saturation or a rounding mode --------------------------------*/
/* Bit width of the lanes of an integer or float scalar or vector type, 0
 * for another type. */
static unsigned lane_width(rev_ctx *c, uint32_t type_id) {
  const lspv_inst *t = rev_def(c, type_id);
  if (t && t->opcode == SPV_OpTypeVector)
    t = rev_def(c, rev_op(c, t, 1));
  if (!t || (t->opcode != SPV_OpTypeInt && t->opcode != SPV_OpTypeFloat))
    return 0;
  return rev_op(c, t, 1);
}

/* OpenCL C type name of a scalar or vector type ("uchar4", "half"), or NULL. */
static bool cl_type_name(rev_ctx *c, uint32_t type_id, bool is_unsigned, char *out, size_t cap) {
  unsigned n = vec_size(c, type_id);
  const lspv_inst *t = rev_def(c, type_id);
  if (t && t->opcode == SPV_OpTypeVector)
    t = rev_def(c, rev_op(c, t, 1));
  if (!t)
    return false;
  uint32_t w = rev_op(c, t, 1);
  const char *base = NULL;
  if (t->opcode == SPV_OpTypeInt)
    base = w == 8 ? "char" : w == 16 ? "short" : w == 32 ? "int" : w == 64 ? "long" : NULL;
  else if (t->opcode == SPV_OpTypeFloat && lspv_nops(t) > 2)
    /* An encoded float: bfloat16 (BFloat16KHR, 0) by its Itanium code, as
     * llvm-spirv spells it; no other has a name. */
    base = w == 16 && rev_op(c, t, 2) == 0 ? "DF16b" : NULL;
  else if (t->opcode == SPV_OpTypeFloat)
    base = w == 16 ? "half" : w == 32 ? "float" : w == 64 ? "double" : NULL;
  if (!base)
    return false;
  if (n > 1)
    snprintf(out, cap, "%s%s%u", is_unsigned ? "u" : "", base, n);
  else
    snprintf(out, cap, "%s%s", is_unsigned ? "u" : "", base);
  return true;
}

/* A conversion decorated SaturatedConversion or FPRoundingMode, an
 * OpSatConvert*, or (CL1.2, CL2.0) an undecorated one of vectors: OpenCL's
 * convert_<type>[_sat][_<mode>] (CL1.2, CL2.0), or
 * __spirv_<Op>_R<type>[_sat][_<mode>] (SPV-IR), which forward reads back as
 * the same instruction and decorations.  The signedness of the source and
 * of the result comes from the opcode. */
lspv_status rev_decorated_convert(rev_ctx *c, const lspv_inst *in) {
  static const struct {
    uint16_t op;
    bool src_unsigned, dst_unsigned, sat;
  } ops[] = {
      {SPV_OpConvertFToU, false, true, false},   {SPV_OpConvertFToS, false, false, false},
      {SPV_OpConvertSToF, false, false, false},  {SPV_OpConvertUToF, true, false, false},
      {SPV_OpUConvert, true, true, false},       {SPV_OpSConvert, false, false, false},
      {SPV_OpFConvert, false, false, false},     {SPV_OpSatConvertSToU, false, true, true},
      {SPV_OpSatConvertUToS, true, false, true},
  };
  size_t k = 0;
  while (k < sizeof ops / sizeof *ops && ops[k].op != in->opcode)
    k++;
  if (k == sizeof ops / sizeof *ops)
    return LSPV_DECLINED;
  unsigned arg = 0;
  bool deco_sat = rev_find_deco(c, in->result, SPV_Decoration_SaturatedConversion, NULL) != NULL;
  bool sat = ops[k].sat || deco_sat;
  const lspv_inst *rm = rev_find_deco(c, in->result, SPV_Decoration_FPRoundingMode, &arg);
  uint32_t mode = rm ? rev_op(c, rm, arg) : 0;
  if (mode > 3)
    return LSPV_DECLINED;
  LLVMTypeRef rt = rev_type(c, in->type, in);
  if (!rt)
    return LSPV_ERROR_INVALID_INPUT;
  /* A target-extension type (a cooperative matrix) has no OpenCL C name:
   * the SPIR-V friendly call names it by its Itanium spelling, decorated
   * or not, as llvm-spirv does ("_Z0<type>" mangles an empty name). */
  bool opaque = LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind;
  uint32_t src = rev_op(c, in, 2);
  bool plain = !sat && !rm, src_unsigned = ops[k].src_unsigned, dst_unsigned = ops[k].dst_unsigned;
  if (plain && !opaque) {
    /* An undecorated conversion of vectors is convert_<type>N in OpenCL C,
     * as llvm-spirv reads it back (scalars stay LLVM casts): the source is
     * unsigned for a widening OpUConvert and OpConvertUToF, the result for
     * OpConvertFToU only (an integer result's sign does not matter). */
    unsigned sw = lane_width(c, rev_type_id_of(c, src)), dw = lane_width(c, in->type);
    bool same_kind = in->opcode == SPV_OpUConvert || in->opcode == SPV_OpSConvert ||
                     in->opcode == SPV_OpFConvert;
    if (c->env == LSPV_TARGET_SPV_IR || vec_size(c, in->type) < 2 || sw < 8 || dw < 8 ||
        (same_kind && sw == dw))
      return LSPV_DECLINED;
    src_unsigned = in->opcode == SPV_OpConvertUToF || (in->opcode == SPV_OpUConvert && dw > sw);
    dst_unsigned = in->opcode == SPV_OpConvertFToU;
  }
  char ty[160], name[224];
  if (opaque) {
    rev_arg ra = {.type_id = in->type};
    rev_mangle(c, "", &ra, 1, ty, sizeof ty);
    memmove(ty, ty + 3, strlen(ty + 3) + 1);
  } else if (!cl_type_name(c, in->type, dst_unsigned, ty, sizeof ty)) {
    return LSPV_DECLINED;
  }
  const char *nm = lspv_inst_desc_of(c->v, in)->name + 2; /* without "Op" */
  if (c->env == LSPV_TARGET_SPV_IR || opaque)
    /* _sat is the decoration: OpSatConvert* saturate without it. */
    snprintf(name, sizeof name, "__spirv_%s_R%s%s%s%s", nm, ty, deco_sat ? "_sat" : "",
             rm ? "_" : "", rm ? rounding[mode] : "");
  else
    snprintf(name, sizeof name, "convert_%s%s%s%s", ty, sat ? "_sat" : "", rm ? "_" : "",
             rm ? rounding[mode] : "");
  LLVMValueRef v = rev_value(c, src, in);
  if (!v)
    return LSPV_ERROR_INVALID_INPUT;
  rev_arg a = {rev_type_id_of(c, src), src_unsigned ? REV_ARG_UNSIGNED : 0, NULL, 0, 0};
  c->values[in->result] = rev_call_builtin(c, name, true, rt, &v, &a, 1, false, true);
  return c->values[in->result] ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
}
