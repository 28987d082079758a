/*===-- reverse/functions.c - functions, parameters, blocks, control flow --===*\
|*                                                                            *|
|* A function is declared when its OpFunction is reached or when it is first  *|
|* referenced (a call ahead of the callee's definition): the def table gives  *|
|* its instruction in O(1).  A body is translated in two linear passes over   *|
|* its instructions: all blocks first (so branches and phis can name any     *|
|* block), then the instructions; OpPhi incoming values are added after the  *|
|* last block (SPIR-V 2.16: a phi may name a value defined later).           *|
|*                                                                            *|
|* llvm-spirv wraps each kernel in an entry point whose body only calls the  *|
|* "real" kernel of the same name; such a wrapper is folded back: the callee  *|
|* becomes the spir_kernel and the wrapper's id maps to it.                   *|
\*===----------------------------------------------------------------------===*/
#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "reverse/rev_private.h"

/* ---- attributes ------------------------------------------------------------*/
void rev_add_enum_attr(rev_ctx *c, LLVMValueRef fn, LLVMAttributeIndex idx, const char *name,
                       uint64_t val) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (k)
    LLVMAddAttributeAtIndex(fn, idx, LLVMCreateEnumAttribute(c->ctx, k, val));
}

void rev_add_type_attr(rev_ctx *c, LLVMValueRef fn, LLVMAttributeIndex idx, const char *name,
                       LLVMTypeRef ty) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  if (k && ty)
    LLVMAddAttributeAtIndex(fn, idx, LLVMCreateTypeAttribute(c->ctx, k, ty));
}

/* The "memory" attribute encodes MemoryEffects, whose layout the C API does
 * not expose: read the values for memory(read) / memory(none) off a parsed
 * declaration once per translation. */
static void cache_memory_attrs(rev_ctx *c) {
  if (c->attr_cached)
    return;
  c->attr_cached = true;
  static const char src[] = "declare void @r() memory(read)\ndeclare void @n() memory(none)\n";
  LLVMMemoryBufferRef mb =
      LLVMCreateMemoryBufferWithMemoryRangeCopy(src, sizeof src - 1, "lspv-memattr");
  LLVMModuleRef m = NULL;
  char *err = NULL;
  if (LLVMParseIRInContext(c->ctx, mb, &m, &err)) {
    LLVMDisposeMessage(err);
    return;
  }
  unsigned k = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a =
      LLVMGetEnumAttributeAtIndex(LLVMGetNamedFunction(m, "r"), LLVMAttributeFunctionIndex, k);
  LLVMAttributeRef b =
      LLVMGetEnumAttributeAtIndex(LLVMGetNamedFunction(m, "n"), LLVMAttributeFunctionIndex, k);
  if (a)
    c->attr_memory_read = (unsigned)LLVMGetEnumAttributeValue(a) + 1;
  if (b)
    c->attr_memory_none = (unsigned)LLVMGetEnumAttributeValue(b) + 1;
  LLVMDisposeModule(m);
}

/* Function attributes of a translated OpFunction: nounwind on every one,
 * definition or declaration (SPIR-V has no exceptions; llvm-spirv marks them
 * all, and tests match its `#0` attribute group), then the function
 * control. */
static lspv_status function_control(rev_ctx *c, LLVMValueRef fn, uint32_t ctl) {
  LLVMAttributeIndex f = LLVMAttributeFunctionIndex;
  rev_add_enum_attr(c, fn, f, "nounwind", 0);
  if (ctl & SPV_FunctionControl_Inline)
    rev_add_enum_attr(c, fn, f, "alwaysinline", 0);
  if (ctl & SPV_FunctionControl_DontInline)
    rev_add_enum_attr(c, fn, f, "noinline", 0);
  if (ctl & (SPV_FunctionControl_Pure | SPV_FunctionControl_Const)) {
    cache_memory_attrs(c);
    unsigned v = ctl & SPV_FunctionControl_Const ? c->attr_memory_none : c->attr_memory_read;
    if (v)
      rev_add_enum_attr(c, fn, f, "memory", v - 1);
  }
  /* Bits of extensions (OptNoneEXT): their plugins'. */
  uint32_t core = SPV_FunctionControl_Inline | SPV_FunctionControl_DontInline |
                  SPV_FunctionControl_Pure | SPV_FunctionControl_Const;
  return rev_plugins_mask(c, fn, LSPV_MASK_FUNCTION_CONTROL, ctl & ~core);
}

/* FunctionParameterAttribute -> LLVM parameter attribute (SPIR-V 3.19). */
static void param_attr(rev_ctx *c, LLVMValueRef fn, unsigned i, uint32_t attr, uint32_t ptype) {
  LLVMAttributeIndex idx = i + 1;
  /* Pointer attributes of a parameter that is no pointer in LLVM (an image
   * or sampler, which SPIR-V producers decorate as if it were one): none. */
  LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i)));
  if (k != LLVMPointerTypeKind && attr != SPV_FunctionParameterAttribute_Zext &&
      attr != SPV_FunctionParameterAttribute_Sext)
    return;
  switch (attr) {
  case SPV_FunctionParameterAttribute_Zext: rev_add_enum_attr(c, fn, idx, "zeroext", 0); break;
  case SPV_FunctionParameterAttribute_Sext: rev_add_enum_attr(c, fn, idx, "signext", 0); break;
  case SPV_FunctionParameterAttribute_ByVal:
  case SPV_FunctionParameterAttribute_Sret: {
    uint32_t pointee = rev_pointee_id(c, ptype);
    LLVMTypeRef t = pointee < c->v->bound ? c->types[pointee] : NULL;
    rev_add_type_attr(c, fn, idx, attr == SPV_FunctionParameterAttribute_ByVal ? "byval" : "sret",
                      t);
    break;
  }
  case SPV_FunctionParameterAttribute_NoAlias: rev_add_enum_attr(c, fn, idx, "noalias", 0); break;
  case SPV_FunctionParameterAttribute_NoCapture:
    if (LLVMGetEnumAttributeKindForName("nocapture", 9))
      rev_add_enum_attr(c, fn, idx, "nocapture", 0);
    else
      rev_add_enum_attr(c, fn, idx, "captures", 0); /* captures(none) */
    break;
  case SPV_FunctionParameterAttribute_NoWrite: rev_add_enum_attr(c, fn, idx, "readonly", 0); break;
  case SPV_FunctionParameterAttribute_NoReadWrite:
    rev_add_enum_attr(c, fn, idx, "readnone", 0);
    break;
  default: break;
  }
}

static lspv_status parameter(rev_ctx *c, LLVMValueRef fn, unsigned i, const lspv_inst *p) {
  uint32_t id = p->result;
  LLVMValueRef arg = LLVMGetParam(fn, i);
  c->values[id] = arg;
  rev_set_name(c, arg, id);
  for (uint32_t n = c->deco_head[id]; n; n = c->nodes.v[n - 1].next) {
    const lspv_inst *d = &c->v->insts[c->nodes.v[n - 1].inst];
    if (d->opcode != SPV_OpDecorate && d->opcode != SPV_OpDecorateId)
      continue;
    uint32_t deco = rev_op(c, d, 1), arg0 = rev_op(c, d, 2);
    /* AlignmentId / MaxByteOffsetId: the value of their constant operand */
    uint64_t by_id = 0;
    if (d->opcode == SPV_OpDecorateId && !rev_const_value(c, arg0, d, &by_id))
      return LSPV_ERROR_INVALID_INPUT;
    if (deco == SPV_Decoration_AlignmentId || deco == SPV_Decoration_MaxByteOffsetId) {
      deco = deco == SPV_Decoration_AlignmentId ? SPV_Decoration_Alignment
                                                : SPV_Decoration_MaxByteOffset;
      arg0 = (uint32_t)by_id;
    }
    const lspv_plugin *owner = rev_plugin_for_decoration(c, deco);
    if (owner) { /* a plugin's decoration of the parameter */
      lspv_status s = rev_plugin_decoration(c, owner, p->result, arg, d, 1);
      if (s != LSPV_SUCCESS)
        return s;
    } else if (deco == SPV_Decoration_FuncParamAttr)
      param_attr(c, fn, i, arg0, p->type);
    else if (deco == SPV_Decoration_Alignment && arg0 && !(arg0 & (arg0 - 1)) &&
             LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind)
      rev_add_enum_attr(c, fn, i + 1, "align", arg0);
    else if (deco == SPV_Decoration_MaxByteOffset)
      rev_add_enum_attr(c, fn, i + 1, "dereferenceable", arg0);
  }
  return LSPV_SUCCESS;
}

/* ---- declarations --------------------------------------------------------------*/
/* The callee of an llvm-spirv kernel wrapper (see the file comment), or 0. */
static uint32_t wrapped_kernel(const rev_ctx *c, uint32_t fn_id, const char *entry_name) {
  const lspv_inst *f = rev_def(c, fn_id);
  if (!f || f->opcode != SPV_OpFunction)
    return 0;
  size_t i = (size_t)(f - c->v->insts) + 1, np = 0, n = c->v->ninsts;
  const lspv_inst *in = c->v->insts;
  while (i + np < n && in[i + np].opcode == SPV_OpFunctionParameter)
    np++;
  i += np;
  if (i + 3 >= n || in[i].opcode != SPV_OpLabel || in[i + 1].opcode != SPV_OpFunctionCall ||
      in[i + 2].opcode != SPV_OpReturn || in[i + 3].opcode != SPV_OpFunctionEnd ||
      lspv_nops(&in[i + 1]) != 3 + np)
    return 0;
  for (size_t k = 0; k < np; k++)
    if (rev_op(c, &in[i + 1], 3 + (unsigned)k) != in[(f - in) + 1 + k].result)
      return 0;
  uint32_t callee = rev_op(c, &in[i + 1], 2);
  if (callee >= c->v->bound || c->entry_inst[callee])
    return 0;
  unsigned arg;
  const lspv_inst *l = rev_find_deco(c, callee, SPV_Decoration_LinkageAttributes, &arg);
  const char *name = l ? lspv_op_string(c->v, l, arg, NULL) : c->names[callee];
  return name && strcmp(name, entry_name) == 0 ? callee : 0;
}

/* Called once all entry points are known: marks wrapped kernels. */
void rev_fold_entry_wrappers(rev_ctx *c, uint32_t *alias) {
  for (size_t i = 0; i < c->v->ninsts; i++) {
    const lspv_inst *in = &c->v->insts[i];
    if (in->section > LSPV_SEC_ENTRYPOINT)
      break;
    if (in->opcode != SPV_OpEntryPoint)
      continue;
    uint32_t fn = rev_op(c, in, 1);
    const char *name = lspv_op_string(c->v, in, 2, NULL);
    uint32_t g = name ? wrapped_kernel(c, fn, name) : 0;
    if (g) {
      alias[fn] = g;
      c->entry_inst[g] = c->entry_inst[fn];
    }
  }
}

static const char *function_name(rev_ctx *c, uint32_t id, int *linkage) {
  unsigned arg;
  *linkage = -1;
  if (c->entry_inst[id]) {
    const lspv_inst *e = &c->v->insts[c->entry_inst[id] - 1];
    const char *s = lspv_op_string(c->v, e, 2, NULL);
    if (s)
      return s;
  }
  const lspv_inst *l = rev_find_deco(c, id, SPV_Decoration_LinkageAttributes, &arg);
  if (l) {
    unsigned next;
    const char *s = lspv_op_string(c->v, l, arg, &next);
    *linkage = (int)rev_op(c, l, next);
    if (s)
      return s;
  }
  return c->names[id] ? c->names[id] : "";
}

/* @p s with the pointee of every typed-pointer type suffix dropped, in
 * place ("llvm.memset.p0i8.i32" -> "llvm.memset.p0.i32": names of modules
 * made before opaque pointers). */
static void drop_pointees(char *s) {
  char *o = s;
  for (const char *i = s; *i;) {
    bool ptr = i[0] == '.' && i[1] == 'p' && i[2] >= '0' && i[2] <= '9';
    *o++ = *i++;
    if (!ptr)
      continue;
    *o++ = *i++;
    while (*i >= '0' && *i <= '9')
      *o++ = *i++;
    while (*i && *i != '.')
      i++;
  }
  *o = 0;
}

/* @p fty with a struct result made literal: intrinsics return literal
 * structs ({T, i1}), the SPIR-V struct reads as an identified one. */
static LLVMTypeRef literal_result(rev_ctx *c, LLVMTypeRef fty) {
  LLVMTypeRef rt = LLVMGetReturnType(fty);
  if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || LLVMIsLiteralStruct(rt))
    return fty;
  unsigned n = LLVMCountStructElementTypes(rt), np = LLVMCountParamTypes(fty);
  LLVMTypeRef *el = lspv_arena_alloc(c->arena, (n + np + 1) * sizeof *el);
  if (!el)
    return fty;
  LLVMGetStructElementTypes(rt, el);
  LLVMGetParamTypes(fty, el + n);
  LLVMTypeRef lit = LLVMStructTypeInContext(c->ctx, el, n, LLVMIsPackedStruct(rt));
  return LLVMFunctionType(lit, el + n, np, LLVMIsFunctionVarArg(fty));
}

/* A function named spirv.llvm_<name> (".volatile" after it, optionally) is
 * the helper that forward (lspv's or llvm-spirv's) made for intrinsic
 * llvm.<name> with '.' spelled '_': when that is the name of an intrinsic
 * of the function's type, its calls call the intrinsic and the body is
 * dropped. */
static LLVMValueRef helper_intrinsic(rev_ctx *c, const char *name, LLVMTypeRef fty) {
  static const char prefix[] = "spirv.llvm_", suffix[] = ".volatile";
  size_t n = strlen(name), p = sizeof prefix - 1, sl = sizeof suffix - 1;
  char buf[256];
  if (n <= p || strncmp(name, prefix, p) || n >= sizeof buf)
    return NULL;
  n -= 6; /* "spirv." */
  memcpy(buf, name + 6, n);
  if (n > sl && !memcmp(buf + n - sl, suffix, sl))
    n -= sl;
  buf[n] = 0;
  for (size_t i = 0; i < n; i++)
    if (buf[i] == '_')
      buf[i] = '.';
  unsigned iid = LLVMLookupIntrinsicID(buf, n);
  drop_pointees(buf);
  return iid ? lspv_shim_intrinsic_named(c->m, iid, literal_result(c, fty), buf) : NULL;
}

lspv_status rev_declare_function(rev_ctx *c, const lspv_inst *in, size_t idx) {
  uint32_t id = in->result;
  if (c->values[id])
    return LSPV_SUCCESS;
  if (c->alias && c->alias[id]) {
    LLVMValueRef g = rev_value(c, c->alias[id], in);
    c->values[id] = g;
    return g ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
  }
  LLVMTypeRef fty = rev_type(c, rev_op(c, in, 3), in);
  if (!fty || LLVMGetTypeKind(fty) != LLVMFunctionTypeKind)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                    "function type %u is not an OpTypeFunction", rev_op(c, in, 3));
  int linkage;
  const char *name = function_name(c, id, &linkage);
  if ((c->values[id] = helper_intrinsic(c, name, fty)))
    return LSPV_SUCCESS;
  size_t np = LLVMCountParamTypes(fty), body = idx + 1 + np;
  bool has_body = body < c->v->ninsts && c->v->insts[body].opcode == SPV_OpLabel;
  LLVMValueRef fn = *name ? LLVMGetNamedFunction(c->m, name) : NULL;
  if (fn && (LLVMGlobalGetValueType(fn) != fty || LLVMCountBasicBlocks(fn)))
    fn = NULL;
  if (!fn)
    fn = LLVMAddFunction(c->m, name, fty);
  c->values[id] = fn;
  bool kernel = c->entry_inst[id] != 0;
  /* An LLVM intrinsic (an unknown one a producer let through, a token
   * intrinsic) keeps the C calling convention intrinsics have. */
  bool intrinsic = strncmp(name, "llvm.", 5) == 0;
  LLVMSetFunctionCallConv(fn, kernel      ? LLVMSPIRKERNELCallConv
                              : intrinsic ? LLVMCCallConv
                                          : LLVMSPIRFUNCCallConv);
  if (kernel || linkage == SPV_LinkageType_Export || linkage == SPV_LinkageType_Import || !has_body)
    LLVMSetLinkage(fn, LLVMExternalLinkage);
  else if (linkage == SPV_LinkageType_LinkOnceODR)
    LLVMSetLinkage(fn, LLVMLinkOnceODRLinkage);
  else
    LLVMSetLinkage(fn, LLVMInternalLinkage);
  lspv_status fc = function_control(c, fn, rev_op(c, in, 2));
  if (fc != LSPV_SUCCESS)
    return fc;
  for (size_t k = 0; k < np; k++) {
    const lspv_inst *p = &c->v->insts[idx + 1 + k];
    if (p->opcode != SPV_OpFunctionParameter)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "function has %zu parameters in its type but not as many "
                      "OpFunctionParameter",
                      np);
    lspv_status s = parameter(c, fn, (unsigned)k, p);
    if (s != LSPV_SUCCESS)
      return s;
  }
  lspv_status s = kernel ? rev_kernel_metadata(c, id, fn) : LSPV_SUCCESS;
  if (s == LSPV_SUCCESS)
    s = rev_md_param_decorations(c, fn, &c->v->insts[idx + 1], (unsigned)np, kernel);
  if (s != LSPV_SUCCESS)
    return s;
  return rev_apply_value_decorations(c, id, fn, in);
}

/* ---- control flow ----------------------------------------------------------------*/
static LLVMBasicBlockRef block(rev_ctx *c, uint32_t id, const lspv_inst *in) {
  const lspv_inst *d = rev_def(c, id);
  if (!d || d->opcode != SPV_OpLabel || !c->values[id]) {
    rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
             "id %u is not a label of this function", id);
    return NULL;
  }
  return LLVMValueAsBasicBlock(c->values[id]);
}

static lspv_status switch_inst(rev_ctx *c, const lspv_inst *in) {
  LLVMValueRef sel = rev_value(c, rev_op(c, in, 0), in);
  LLVMBasicBlockRef def = block(c, rev_op(c, in, 1), in);
  if (!sel || !def)
    return LSPV_ERROR_INVALID_INPUT;
  LLVMTypeRef ty = LLVMTypeOf(sel);
  unsigned lw = LLVMGetIntTypeWidth(ty) > 32 ? 2 : 1, n = lspv_nops(in);
  LLVMValueRef sw = LLVMBuildSwitch(c->b, sel, def, (n - 2) / (lw + 1));
  for (unsigned i = 2; i + lw < n; i += lw + 1) {
    uint64_t v = rev_op(c, in, i);
    if (lw == 2)
      v |= (uint64_t)rev_op(c, in, i + 1) << 32;
    LLVMBasicBlockRef bb = block(c, rev_op(c, in, i + lw), in);
    if (!bb)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMAddCase(sw, LLVMConstInt(ty, v, 0), bb);
  }
  return LSPV_SUCCESS;
}

static lspv_status cfg_inst(rev_ctx *c, const lspv_inst *in) {
  switch (in->opcode) {
  case SPV_OpBranch: {
    LLVMBasicBlockRef bb = block(c, rev_op(c, in, 0), in);
    return bb && LLVMBuildBr(c->b, bb) ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
  }
  case SPV_OpBranchConditional: {
    LLVMValueRef cond = rev_value(c, rev_op(c, in, 0), in);
    LLVMBasicBlockRef t = block(c, rev_op(c, in, 1), in), f = block(c, rev_op(c, in, 2), in);
    if (!cond || !t || !f)
      return LSPV_ERROR_INVALID_INPUT;
    LLVMBuildCondBr(c->b, cond, t, f);
    return LSPV_SUCCESS;
  }
  case SPV_OpSwitch: return switch_inst(c, in);
  case SPV_OpReturn: LLVMBuildRetVoid(c->b); return LSPV_SUCCESS;
  case SPV_OpReturnValue: {
    LLVMValueRef v = rev_value(c, rev_op(c, in, 0), in);
    return v && LLVMBuildRet(c->b, v) ? LSPV_SUCCESS : LSPV_ERROR_INVALID_INPUT;
  }
  case SPV_OpUnreachable: LLVMBuildUnreachable(c->b); return LSPV_SUCCESS;
  case SPV_OpPhi: {
    LLVMTypeRef ty = rev_type(c, in->type, in);
    if (!ty)
      return LSPV_ERROR_INVALID_INPUT;
    if (!rev_sized_type(ty) && LLVMGetTypeKind(ty) != LLVMTargetExtTypeKind)
      return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "phi of an unsized type");
    rev_phi p = {(uint32_t)(in - c->v->insts), LLVMBuildPhi(c->b, ty, "")};
    if (!lspv_vec_push(&c->phis, p))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
    c->values[in->result] = p.phi;
    return LSPV_SUCCESS;
  }
  case SPV_OpSelectionMerge:
  case SPV_OpLoopMerge:
  case SPV_OpLine:
  case SPV_OpNoLine:
  case SPV_OpNop: return LSPV_SUCCESS;
  default: return LSPV_DECLINED;
  }
}

/* Number of edges from @p from to @p to: an OpSwitch whose cases (or
 * default) share a target is one SPIR-V parent but several LLVM
 * predecessor edges, and an LLVM phi has one entry per edge. */
static unsigned edges_to(LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(from);
  unsigned n = term ? LLVMGetNumSuccessors(term) : 0, edges = 0;
  for (unsigned i = 0; i < n; i++)
    edges += LLVMGetSuccessor(term, i) == to;
  return edges;
}

static lspv_status patch_phis(rev_ctx *c) {
  for (size_t i = 0; i < c->phis.n; i++) {
    const lspv_inst *in = &c->v->insts[c->phis.v[i].inst];
    LLVMValueRef phi = c->phis.v[i].phi;
    for (unsigned k = 0; 3 + k < lspv_nops(in); k += 2) {
      LLVMValueRef v = rev_value(c, rev_op(c, in, 2 + k), in);
      LLVMBasicBlockRef bb = block(c, rev_op(c, in, 3 + k), in);
      if (!v || !bb)
        return LSPV_ERROR_INVALID_INPUT;
      lspv_status s = rev_guard_phi_incoming(c, in, phi, v, bb);
      if (s != LSPV_SUCCESS)
        return s;
      unsigned edges = edges_to(bb, LLVMGetInstructionParent(phi));
      if (edges > 1) /* a parent listed again (invalid, but seen) adds nothing more */
        for (unsigned j = 0; j < LLVMCountIncoming(phi) && edges; j++)
          edges = LLVMGetIncomingBlock(phi, j) == bb ? 0 : edges;
      for (; edges > 0; edges--)
        LLVMAddIncoming(phi, &v, &bb, 1);
    }
  }
  c->phis.n = 0;
  return LSPV_SUCCESS;
}

/* ---- bodies ----------------------------------------------------------------------*/
static lspv_status body_inst(rev_ctx *c, const lspv_inst *in) {
  c->cur = in;
  lspv_status s = rev_plugins_before_instruction(c, in);
  if (s != LSPV_SUCCESS)
    return s;
  /* A plugin that claims the opcode may decline one instance (a shape it
   * has no spelling for): the core's translation then applies. */
  const lspv_plugin *p = rev_plugin_for_opcode(c, in->opcode);
  if (p && (s = rev_plugin_instruction_try(c, p, in)) != LSPV_DECLINED)
    return s;
  if ((s = rev_guard_inst(c, in)) != LSPV_SUCCESS)
    return s;
  /* Images before arithmetic, which writes any opaque result as a call. */
  if ((s = cfg_inst(c, in)) == LSPV_DECLINED && (s = rev_image_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_memory_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_arith_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_matrix_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_composite_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_atomic_inst(c, in)) == LSPV_DECLINED &&
      (s = rev_call_inst(c, in)) == LSPV_DECLINED) {
    if (in->opcode == SPV_OpUndef)
      return rev_constant_inst(c, in);
    char ob[32];
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction", "%s is not supported",
                    rev_opname(in->opcode, ob));
  }
  if (s != LSPV_SUCCESS)
    return s;
  uint32_t r = in->result;
  if (r && c->values[r] && (c->deco_head[r] || c->names[r]))
    return rev_apply_value_decorations(c, r, c->values[r], in);
  return LSPV_SUCCESS;
}

lspv_status rev_function_body(rev_ctx *c, size_t first, size_t *end) {
  const lspv_spv_view *v = c->v;
  const lspv_inst *fin = &v->insts[first];
  size_t fe = first + 1;
  while (fe < v->ninsts && v->insts[fe].opcode != SPV_OpFunctionEnd)
    fe++;
  *end = fe + 1;
  if (fe >= v->ninsts)
    return rev_fail(c, fin, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "no OpFunctionEnd");
  lspv_status s = rev_declare_function(c, fin, first);
  if (s != LSPV_SUCCESS || (c->alias && c->alias[fin->result]))
    return s;
  LLVMValueRef fn = c->values[fin->result];
  if (LLVMGetIntrinsicID(fn))
    return LSPV_SUCCESS; /* an intrinsic's helper: calls call the intrinsic */
  size_t i = first + 1;
  while (i < fe && v->insts[i].opcode == SPV_OpFunctionParameter)
    i++;
  if (i == fe)
    return LSPV_SUCCESS; /* a declaration */
  c->fn = fn;
  for (size_t k = i; k < fe; k++) {
    const lspv_inst *in = &v->insts[k];
    if (in->opcode != SPV_OpLabel)
      continue;
    const char *nm = c->names[in->result];
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(c->ctx, fn, nm ? nm : "");
    c->values[in->result] = LLVMBasicBlockAsValue(bb);
  }
  for (size_t k = i; k < fe && s == LSPV_SUCCESS; k++) {
    const lspv_inst *in = &v->insts[k];
    if (in->opcode == SPV_OpLabel) {
      LLVMPositionBuilderAtEnd(c->b, LLVMValueAsBasicBlock(c->values[in->result]));
      continue;
    }
    s = body_inst(c, in);
  }
  if (s == LSPV_SUCCESS)
    s = patch_phis(c);
  if (s == LSPV_SUCCESS)
    s = rev_loops(c, i, fe);
  rev_drop_dead_builtin_vectors(c);
  c->phis.n = 0;
  c->fn = NULL;
  return s;
}

/* ---- kernel metadata ----------------------------------------------------------------*/
static LLVMMetadataRef md_str(rev_ctx *c, const char *s) {
  return LLVMMDStringInContext2(c->ctx, s, strlen(s));
}
static LLVMMetadataRef md_i32(rev_ctx *c, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c->ctx), v, 0));
}

/* OpenCL C spelling of a SPIR-V type, for kernel_arg_type (best effort). */
static void cl_type_name(rev_ctx *c, uint32_t tid, char *buf, size_t cap) {
  const lspv_inst *t = rev_def(c, tid);
  buf[0] = 0;
  for (int depth = 0; t && depth < 8; depth++) {
    size_t at = strlen(buf);
    switch (t->opcode) {
    case SPV_OpTypeInt: {
      uint32_t w = rev_op(c, t, 1);
      if (w != 8 && w != 16 && w != 32 && w != 64) { /* _BitInt(N), as llvm-spirv names it */
        snprintf(buf + at, cap - at, "int%u_t", w);
        return;
      }
      snprintf(buf + at, cap - at, "%s",
               w == 8    ? "char"
               : w == 16 ? "short"
               : w == 32 ? "int"
                         : "long");
      return;
    }
    case SPV_OpTypeFloat: {
      uint32_t w = rev_op(c, t, 1);
      snprintf(buf + at, cap - at, "%s", w == 16 ? "half" : w == 64 ? "double" : "float");
      return;
    }
    case SPV_OpTypeBool: snprintf(buf + at, cap - at, "bool"); return;
    case SPV_OpTypeVector: {
      char e[32];
      cl_type_name(c, rev_op(c, t, 1), e, sizeof e);
      snprintf(buf + at, cap - at, "%s%u", e, rev_op(c, t, 2));
      return;
    }
    case SPV_OpTypeStruct: {
      const char *n = c->names[t->result];
      if (n && strncmp(n, "struct.", 7) == 0)
        snprintf(buf + at, cap - at, "struct %s", n + 7);
      else
        snprintf(buf + at, cap - at, "%s", n ? n : "struct");
      return;
    }
    case SPV_OpTypePointer: {
      char inner[96];
      cl_type_name(c, rev_op(c, t, 2), inner, sizeof inner);
      snprintf(buf + at, cap - at, "%s*", inner);
      return;
    }
    default: return;
    }
  }
}

/* vec_type_hint's type: the low 16 bits are the scalar kind (SPIR-V 3.6
 * VecTypeHint: char short int long half float double), the high ones the
 * width. */
static LLVMTypeRef vec_hint_type(rev_ctx *c, uint32_t hint) {
  static const struct {
    unsigned bits;
    bool fp;
  } scal[] = {{8, 0}, {16, 0}, {32, 0}, {64, 0}, {16, 1}, {32, 1}, {64, 1}};
  uint32_t k = hint & 0xFFFF, w = hint >> 16;
  if (k >= 7)
    return NULL;
  LLVMTypeRef t = !scal[k].fp          ? LLVMIntTypeInContext(c->ctx, scal[k].bits)
                  : scal[k].bits == 16 ? LLVMHalfTypeInContext(c->ctx)
                  : scal[k].bits == 32 ? LLVMFloatTypeInContext(c->ctx)
                                       : LLVMDoubleTypeInContext(c->ctx);
  return w > 1 ? LLVMVectorType(t, w) : t;
}

/* Operand @p k of an execution mode as a number: the literal, or for the
 * *Id modes the value of the constant the id names (0 if not constant). */
static uint64_t mode_arg(rev_ctx *c, const lspv_inst *m, unsigned k) {
  uint32_t w = rev_op(c, m, 2 + k);
  if (m->opcode != SPV_OpExecutionModeId)
    return w;
  LLVMValueRef v = rev_value(c, w, m);
  return v && LLVMIsAConstantInt(v) ? LLVMConstIntGetZExtValue(v) : 0;
}

/* Appends @p fn to @llvm.global_ctors or @llvm.global_dtors (priority
 * 65535, no data), as llvm-spirv reads an Initializer / Finalizer kernel. */
static void add_structor(rev_ctx *c, const char *list, LLVMValueRef fn) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx), ptr = LLVMPointerTypeInContext(c->ctx, 0);
  LLVMTypeRef et = LLVMStructTypeInContext(c->ctx, (LLVMTypeRef[]){i32, ptr, ptr}, 3, 0);
  LLVMValueRef old = LLVMGetNamedGlobal(c->m, list);
  unsigned n = old ? LLVMGetArrayLength2(LLVMGlobalGetValueType(old)) : 0;
  LLVMValueRef *el = lspv_arena_alloc(c->arena, (n + 1) * sizeof *el);
  if (!el)
    return;
  for (unsigned i = 0; i < n; i++) {
    el[i] = LLVMGetAggregateElement(LLVMGetInitializer(old), i);
    /* The module's own list (a variable of that name) already has it. */
    if (el[i] && LLVMGetNumOperands(el[i]) >= 2 && LLVMGetOperand(el[i], 1) == fn)
      return;
  }
  LLVMValueRef f[3] = {LLVMConstInt(i32, 65535, 0), fn, LLVMConstNull(ptr)};
  el[n] = LLVMConstNamedStruct(et, f, 3);
  if (old)
    LLVMDeleteGlobal(old);
  LLVMValueRef g = LLVMAddGlobal(c->m, LLVMArrayType2(et, n + 1), list);
  LLVMSetLinkage(g, LLVMAppendingLinkage);
  LLVMSetInitializer(g, LLVMConstArray2(et, el, n + 1));
}

/* Execution modes that read back as function metadata of one name, their
 * operands as i32s (the *Id forms as the constants' values). */
static const struct {
  uint32_t mode;
  const char *kind;
  unsigned nargs;
} mode_md[] = {
    {SPV_ExecutionMode_LocalSize, "reqd_work_group_size", 3},
    {SPV_ExecutionMode_LocalSizeId, "reqd_work_group_size", 3},
    {SPV_ExecutionMode_LocalSizeHint, "work_group_size_hint", 3},
    {SPV_ExecutionMode_LocalSizeHintId, "work_group_size_hint", 3},
    {SPV_ExecutionMode_SubgroupSize, "intel_reqd_sub_group_size", 1},
};

/* Execution modes with no metadata of their own: !spirv.ExecutionMode
 * entries {kernel, mode, operands...}, which forward reads back. */
static const uint32_t mode_named[] = {
    SPV_ExecutionMode_SubgroupsPerWorkgroup,
    SPV_ExecutionMode_SubgroupsPerWorkgroupId,
};

/* An execution mode with no OpenCL form (float controls, subgroups per
 * workgroup...): a !spirv.ExecutionMode node {ptr @kernel, i32 mode,
 * i32 literal...}, which forward reads back.  ContractionOff and the
 * initializer/finalizer modes stay implied by what forward derives them
 * from. */
static void generic_exec_modes(rev_ctx *c, uint32_t n, unsigned pos, uint64_t claimed,
                               LLVMValueRef fn) {
  if (!n)
    return;
  /* The list is newest first: the later ones first, so the nodes come out
   * in the module's order.  A mode a plugin translated is not repeated. */
  generic_exec_modes(c, c->nodes.v[n - 1].next, pos + 1, claimed, fn);
  if (pos < 64 && (claimed >> pos) & 1)
    return;
  const lspv_inst *m = &c->v->insts[c->nodes.v[n - 1].inst];
  static const uint32_t own_form[] = {SPV_ExecutionMode_LocalSize,
                                      SPV_ExecutionMode_LocalSizeHint,
                                      SPV_ExecutionMode_SubgroupSize,
                                      SPV_ExecutionMode_VecTypeHint,
                                      SPV_ExecutionMode_ContractionOff,
                                      SPV_ExecutionMode_Initializer,
                                      SPV_ExecutionMode_Finalizer,
                                      SPV_ExecutionMode_LocalSizeId,
                                      SPV_ExecutionMode_LocalSizeHintId,
                                      SPV_ExecutionMode_SubgroupsPerWorkgroup,
                                      SPV_ExecutionMode_SubgroupsPerWorkgroupId};
  uint32_t mode = rev_op(c, m, 1);
  for (size_t i = 0; i < sizeof own_form / sizeof own_form[0]; i++)
    if (mode == own_form[i])
      return;
  if (m->opcode != SPV_OpExecutionMode || m->wc < 3 || m->wc > 9)
    return;
  LLVMMetadataRef ops[8];
  unsigned nops = 0;
  ops[nops++] = LLVMValueAsMetadata(fn);
  for (unsigned k = 1; k + 1 < m->wc; k++)
    ops[nops++] = md_i32(c, rev_op(c, m, k));
  LLVMAddNamedMetadataOperand(c->m, "spirv.ExecutionMode",
                              LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, ops, nops)));
}

static lspv_status exec_mode_metadata(rev_ctx *c, uint32_t ep_fn, LLVMValueRef fn,
                                      uint64_t *claimed) {
  unsigned pos = 0;
  for (uint32_t n = c->mode_head[ep_fn]; n; n = c->nodes.v[n - 1].next, pos++) {
    const lspv_inst *m = &c->v->insts[c->nodes.v[n - 1].inst];
    uint32_t mode = rev_op(c, m, 1);
    const char *kind = NULL;
    LLVMMetadataRef ops[3];
    unsigned nops = 0, nargs = lspv_nops(m) - 2;
    for (size_t k = 0; k < sizeof mode_md / sizeof *mode_md && !kind; k++)
      if (mode_md[k].mode == mode && nargs >= mode_md[k].nargs) {
        kind = mode_md[k].kind;
        for (unsigned a = 0; a < mode_md[k].nargs; a++)
          ops[nops++] = md_i32(c, mode_arg(c, m, a));
      }
    for (size_t k = 0; k < sizeof mode_named / sizeof *mode_named; k++)
      if (mode_named[k] == mode && nargs == 1) {
        LLVMMetadataRef e[3] = {LLVMValueAsMetadata(fn), md_i32(c, mode),
                                md_i32(c, mode_arg(c, m, 0))};
        LLVMAddNamedMetadataOperand(
            c->m, "spirv.ExecutionMode",
            LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, e, 3)));
      }
    if (mode == SPV_ExecutionMode_Initializer || mode == SPV_ExecutionMode_Finalizer)
      add_structor(
          c, mode == SPV_ExecutionMode_Initializer ? "llvm.global_ctors" : "llvm.global_dtors", fn);
    LLVMTypeRef hint = mode == SPV_ExecutionMode_VecTypeHint && nargs == 1
                           ? vec_hint_type(c, rev_op(c, m, 2))
                           : NULL;
    if (hint) {
      /* As llvm-spirv reads it: a poison value of the type and 1 (clang's
       * "is a signed integer" flag, which SPIR-V does not keep). */
      kind = "vec_type_hint";
      ops[nops++] = LLVMValueAsMetadata(LLVMGetPoison(hint));
      ops[nops++] = md_i32(c, 1);
    }
    if (kind)
      LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(c->ctx, kind, (unsigned)strlen(kind)),
                            LLVMMDNodeInContext2(c->ctx, ops, nops));
    else {
      lspv_status s = rev_plugin_execution_mode(c, fn, m);
      if (s == LSPV_SUCCESS && pos < 64)
        *claimed |= 1ull << pos;
      else if (s != LSPV_DECLINED)
        return s;
    }
  }
  return LSPV_SUCCESS;
}

/* The kernel metadata kinds, in the order llvm-spirv creates them: LLVM
 * prints a function's attachments by kind number, so registering them
 * before the plugins register theirs puts the argument lists first. */
void rev_register_kernel_md_kinds(rev_ctx *c) {
  static const char *const kinds[] = {
      "kernel_arg_addr_space",      "kernel_arg_access_qual", "kernel_arg_type",
      "kernel_arg_type_qual",       "kernel_arg_base_type",   "kernel_arg_name",
      "spirv.ParameterDecorations",
  };
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    LLVMGetMDKindIDInContext(c->ctx, kinds[i], (unsigned)strlen(kinds[i]));
}

static void set_md(rev_ctx *c, LLVMValueRef fn, const char *kind, LLVMMetadataRef *ops,
                   unsigned n) {
  LLVMGlobalSetMetadata(fn, LLVMGetMDKindIDInContext(c->ctx, kind, (unsigned)strlen(kind)),
                        LLVMMDNodeInContext2(c->ctx, ops, n));
}

/* The end of the type name starting at @p p: its comma outside template
 * brackets, or the string's end. */
static const char *next_arg_end(const char *p) {
  int depth = 0;
  for (; *p && (*p != ',' || depth > 0); p++)
    depth += *p == '<' ? 1 : *p == '>' && depth > 0 ? -1 : 0;
  return p;
}

/* -preserve-ocl-kernel-arg-type-metadata-through-string: the entries of the
 * OpString "<kind>.<kernel>.<t1>,<t2>,...," (kind kernel_arg_type or
 * kernel_arg_type_qual) replace the derived ones in @p md (the string must
 * give one entry per parameter).  OpStrings come first in a module: the
 * scan stops at the first instruction after them. */
static void arg_md_from_string(rev_ctx *c, LLVMValueRef fn, const char *kind, LLVMMetadataRef *md,
                               unsigned np) {
  size_t len = 0, kl = strlen(kind);
  const char *name = LLVMGetValueName2(fn, &len);
  for (size_t i = 0; i < c->v->ninsts && c->v->insts[i].section <= LSPV_SEC_DEBUG_STRING; i++) {
    const lspv_inst *in = &c->v->insts[i];
    if (in->opcode != SPV_OpString)
      continue;
    const char *s = lspv_op_string(c->v, in, 1, NULL);
    if (!s || strncmp(s, kind, kl) || s[kl] != '.' || strncmp(s + kl + 1, name, len) ||
        s[kl + 1 + len] != '.')
      continue;
    /* A comma inside template brackets ("vec<float, 4>*") is part of the
     * type name: entries end at the commas outside them. */
    const char *p = s + kl + 1 + len + 1;
    unsigned k = 0;
    for (const char *q = p, *e; *(e = next_arg_end(q)) == ','; q = e + 1)
      k++;
    if (k != np)
      return;
    for (unsigned a = 0; a < np; a++) {
      const char *e = next_arg_end(p);
      md[a] = LLVMMDStringInContext2(c->ctx, p, (size_t)(e - p));
      p = e + 1;
    }
    return;
  }
}

lspv_status rev_kernel_metadata(rev_ctx *c, uint32_t fn_id, LLVMValueRef fn) {
  const lspv_inst *ep = &c->v->insts[c->entry_inst[fn_id] - 1];
  uint64_t claimed = 0;
  lspv_status s = exec_mode_metadata(c, rev_op(c, ep, 1), fn, &claimed);
  if (s != LSPV_SUCCESS)
    return s;
  generic_exec_modes(c, c->mode_head[rev_op(c, ep, 1)], 0, claimed, fn);
  const lspv_inst *f = rev_def(c, fn_id);
  unsigned np = LLVMCountParams(fn);
  if (!f)
    return LSPV_SUCCESS;
  /* A kernel without parameters gets the lists too, empty (as llvm-spirv
   * writes them). */
  LLVMMetadataRef *as = lspv_arena_alloc(c->arena, 5 * (np ? np : 1) * sizeof *as);
  if (!as)
    return LSPV_SUCCESS;
  LLVMMetadataRef *aq = as + np, *ty = aq + np, *bt = ty + np, *tq = bt + np;
  for (unsigned i = 0; i < np; i++) {
    const lspv_inst *p = f + 1 + i;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetParam(fn, i));
    as[i] =
        md_i32(c, LLVMGetTypeKind(t) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(t) : 0);
    aq[i] = md_str(c, "none");
    char name[128], q[32] = "";
    const char *access = "none";
    unsigned oas = 0;
    if (rev_opencl_arg_info(c, p->type, name, sizeof name, &access, &oas, q, sizeof q)) {
      as[i] = md_i32(c, oas);
      aq[i] = md_str(c, access);
    } else {
      cl_type_name(c, p->type, name, sizeof name);
    }
    ty[i] = bt[i] = md_str(c, name);
    if (rev_find_deco(c, p->result, SPV_Decoration_Volatile, NULL))
      strcat(q, "volatile");
    for (uint32_t n = c->deco_head[p->result]; n; n = c->nodes.v[n - 1].next) {
      const lspv_inst *d = &c->v->insts[c->nodes.v[n - 1].inst];
      if (d->opcode != SPV_OpDecorate || rev_op(c, d, 1) != SPV_Decoration_FuncParamAttr)
        continue;
      uint32_t a = rev_op(c, d, 2);
      const char *w = a == SPV_FunctionParameterAttribute_NoWrite   ? "const"
                      : a == SPV_FunctionParameterAttribute_NoAlias ? "restrict"
                                                                    : NULL;
      if (w && strlen(q) + strlen(w) + 2 < sizeof q) {
        if (*q)
          strcat(q, " ");
        strcat(q, w);
      }
    }
    tq[i] = md_str(c, q);
  }
  set_md(c, fn, "kernel_arg_addr_space", as, np);
  set_md(c, fn, "kernel_arg_access_qual", aq, np);
  if (c->o->kernel_arg_type_strings) { /* the base types stay the derived ones */
    arg_md_from_string(c, fn, "kernel_arg_type", ty, np);
    arg_md_from_string(c, fn, "kernel_arg_type_qual", tq, np);
  }
  set_md(c, fn, "kernel_arg_type", ty, np);
  set_md(c, fn, "kernel_arg_type_qual", tq, np);
  set_md(c, fn, "kernel_arg_base_type", bt, np);
  if (c->o->kernel_arg_names) { /* --spirv-gen-kernel-arg-name-md: the OpNames */
    for (unsigned i = 0; i < np; i++) {
      const char *n = c->names[f[1 + i].result];
      as[i] = md_str(c, n ? n : "");
    }
    set_md(c, fn, "kernel_arg_name", as, np);
  }
  return LSPV_SUCCESS;
}
