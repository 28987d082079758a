/*===-- reverse/module.c - SPIR-V -> LLVM: the module walk -----------------===*\
|*                                                                            *|
|* lspv_reverse walks the parsed view once in module order (rev_private.h     *|
|* states the phases).  Everything per id lives in dense arrays sized by the  *|
|* id bound; all of it comes from one arena freed on every path.             *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "reverse/rev_private.h"

/* ---- diagnostics -------------------------------------------------------------*/
const char *rev_opname(unsigned opcode, char buf[32]) {
  const lspv_inst_desc *d = lspv_inst_by_opcode(opcode);
  if (d)
    snprintf(buf, 32, "%s%s", strncmp(d->name, "Op", 2) ? "Op" : "", d->name);
  else
    snprintf(buf, 32, "Op%u", opcode);
  return buf;
}

lspv_status rev_fail(rev_ctx *c, const lspv_inst *in, lspv_status st, const char *name,
                     const char *fmt, ...) {
  char text[768];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(text, sizeof text, fmt, ap);
  va_end(ap);
  if (!in)
    return lspv_diag_report(c->d, LSPV_DIAG_ERROR, st, name, -1, 0, "%s", text);
  char ob[32];
  return lspv_diag_report(c->d, LSPV_DIAG_ERROR, st, name, (long)in->offset, 0,
                          "%s (%s at word offset %u)", text, rev_opname(in->opcode, ob),
                          in->offset);
}

/* ---- id access ---------------------------------------------------------------*/
LLVMTypeRef rev_type(rev_ctx *c, uint32_t id, const lspv_inst *user) {
  if (id && id < c->v->bound && c->types[id])
    return c->types[id];
  const lspv_inst *d = rev_def(c, id);
  char ob[32];
  rev_fail(c, user, d ? LSPV_ERROR_UNSUPPORTED : LSPV_ERROR_INVALID_INPUT,
           d ? "UnsupportedType" : "InvalidModule", "id %u is not a translated type (%s)", id,
           d ? rev_opname(d->opcode, ob) : "undefined");
  return NULL;
}

LLVMValueRef rev_value(rev_ctx *c, uint32_t id, const lspv_inst *user) {
  if (id && id < c->v->bound && c->values[id]) {
    LLVMValueRef s =
        c->spec_call && user && user->section == LSPV_SEC_FUNCTION ? rev_spec_call(c, id) : NULL;
    return s ? s : c->values[id];
  }
  const lspv_inst *d = rev_def(c, id);
  if (d && d->opcode == SPV_OpConstantSampler)
    return rev_sampler_value(c, d, user); /* a call at each use (images.c) */
  if (rev_opaque_composite(c, d))
    return rev_opaque_composite_value(c, d, user); /* a call at each use too */
  if (rev_sampler_variable_init(c, d)) {
    rev_fail(c, user, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
             "sampler variable %u is used other than by OpLoad (it has no LLVM global: LLVM "
             "has no sampler constant to initialize one with)",
             id);
    return NULL;
  }
  if (d && d->opcode == SPV_OpFunction) {
    if (rev_declare_function(c, d, (size_t)(d - c->v->insts)) != LSPV_SUCCESS)
      return NULL;
    return c->values[id];
  }
  /* A claimed module-scope instruction not reached yet (translated once). */
  const lspv_plugin *p = d && d->section != LSPV_SEC_FUNCTION && !c->plugin_done[id]
                             ? rev_plugin_for_opcode(c, d->opcode)
                             : NULL;
  if (p) {
    if (rev_plugin_instruction(c, p, d) != LSPV_SUCCESS)
      return NULL;
    if (c->values[id])
      return c->values[id];
  }
  char ob[32];
  rev_fail(c, user, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
           "id %u is used before it has a value (%s)", id,
           d ? rev_opname(d->opcode, ob) : "undefined");
  return NULL;
}

bool rev_const_u64(const rev_ctx *c, uint32_t id, uint64_t *out) {
  const lspv_inst *d = rev_def(c, id);
  if (!d || (d->opcode != SPV_OpConstant && d->opcode != SPV_OpSpecConstant))
    return false;
  uint64_t lo = rev_op(c, d, 2), hi = d->wc > 4 ? rev_op(c, d, 3) : 0;
  *out = lo | (hi << 32);
  return true;
}

const lspv_inst *rev_find_deco(const rev_ctx *c, uint32_t id, uint32_t deco, unsigned *arg) {
  if (!id || id >= c->v->bound)
    return NULL;
  for (uint32_t n = c->deco_head[id]; n; n = c->nodes.v[n - 1].next) {
    const lspv_inst *in = &c->v->insts[c->nodes.v[n - 1].inst];
    if (in->opcode == SPV_OpDecorate || in->opcode == SPV_OpDecorateId ||
        in->opcode == SPV_OpDecorateString) {
      if (rev_op(c, in, 1) == deco) {
        if (arg)
          *arg = 2;
        return in;
      }
    }
  }
  return NULL;
}

void rev_set_name(rev_ctx *c, LLVMValueRef val, uint32_t id) {
  if (id < c->v->bound && c->names[id] && val && !LLVMIsAConstant(val) &&
      LLVMGetTypeKind(LLVMTypeOf(val)) != LLVMVoidTypeKind)
    LLVMSetValueName2(val, c->names[id], strlen(c->names[id]));
}

/* ---- the per-id lists ------------------------------------------------------------*/
static bool push_node(rev_ctx *c, uint32_t *head, uint32_t inst) {
  rev_node nd = {inst, *head};
  if (!lspv_vec_push(&c->nodes, nd))
    return false;
  *head = (uint32_t)c->nodes.n;
  return true;
}

/* OpGroupDecorate: every target gets the group's decorations. */
static lspv_status group_decorate(rev_ctx *c, const lspv_inst *in) {
  uint32_t group = rev_op(c, in, 0);
  for (unsigned i = 1; i < lspv_nops(in); i++) {
    uint32_t t = rev_op(c, in, i);
    if (!t || t >= c->v->bound)
      continue;
    for (uint32_t n = c->deco_head[group]; n; n = c->nodes.v[n - 1].next)
      if (!push_node(c, &c->deco_head[t], c->nodes.v[n - 1].inst))
        return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  }
  return LSPV_SUCCESS;
}

/* ---- capabilities ------------------------------------------------------------------*/
/* Capabilities whose instructions the core translates (or reports one by
 * one as unsupported opcodes).  Anything else must belong to a plugin's
 * extension, or the module is rejected naming the capability. */
static const uint32_t core_caps[] = {
    SPV_Capability_Addresses,
    SPV_Capability_Linkage,
    SPV_Capability_Kernel,
    SPV_Capability_Vector16,
    SPV_Capability_Float16Buffer,
    SPV_Capability_Float16,
    SPV_Capability_Float64,
    SPV_Capability_Matrix, /* reverse/matrix.c */
    SPV_Capability_Int64,
    SPV_Capability_Int64Atomics,
    SPV_Capability_Int16,
    SPV_Capability_Int8,
    SPV_Capability_GenericPointer,
    SPV_Capability_Groups,
    SPV_Capability_DeviceEnqueue,
    SPV_Capability_GroupNonUniform,
    SPV_Capability_GroupNonUniformVote,
    SPV_Capability_GroupNonUniformArithmetic,
    SPV_Capability_GroupNonUniformBallot,
    SPV_Capability_GroupNonUniformShuffle,
    SPV_Capability_GroupNonUniformShuffleRelative,
    SPV_Capability_GroupNonUniformClustered,
    /* The SubgroupSize execution mode (intel_reqd_sub_group_size) needs it;
     * exec_mode_metadata reads the mode back. */
    SPV_Capability_SubgroupDispatch,
    /* Images, samplers and pipes (reverse/images.c). */
    SPV_Capability_ImageBasic,
    SPV_Capability_ImageReadWrite,
    SPV_Capability_ImageMipmap,
    SPV_Capability_Sampled1D,
    SPV_Capability_SampledBuffer,
    SPV_Capability_Image1D,
    SPV_Capability_ImageBuffer,
    SPV_Capability_ImageQuery,
    SPV_Capability_LiteralSampler,
    SPV_Capability_Pipes,
    SPV_Capability_PipeStorage,
    /* Capabilities of extensions: accepted when a plugin implements the
     * extension (plugin_owns_capability). */
};

/* Any spelling of the value counts: a capability made core (DotProduct,
 * 1.6) keeps its extension on the alias (DotProductKHR). */
static bool plugin_owns_capability(const rev_ctx *c, uint32_t cap) {
  unsigned n = 0;
  const lspv_enum_desc *all = lspv_gx_enum_spellings(c->v->gx, LSPV_OK_Capability, cap, &n);
  for (unsigned i = 0; i < n; i++)
    for (unsigned k = 0; k < all[i].nexts; k++) {
      const char *ext = lspv_gx_ext_name(c->v->gx, all[i].exts[k]);
      for (unsigned p = 0; p < c->nplugins; p++)
        for (const char *const *x = c->plugins[p]->extensions; x && *x; x++)
          if (strcmp(*x, ext) == 0)
            return true;
    }
  return false;
}

/* Whether the module declares the Kernel capability (the capabilities lead
 * the module: the scan stops at the first other instruction). */
static bool declares_kernel(const rev_ctx *c) {
  for (size_t i = 0; i < c->v->ninsts && c->v->insts[i].opcode == SPV_OpCapability; i++)
    if (rev_op(c, &c->v->insts[i], 0) == SPV_Capability_Kernel)
      return true;
  return false;
}

static lspv_status check_capability(rev_ctx *c, const lspv_inst *in) {
  uint32_t cap = rev_op(c, in, 0);
  for (size_t i = 0; i < sizeof core_caps / sizeof *core_caps; i++)
    if (core_caps[i] == cap)
      return LSPV_SUCCESS;
  if (plugin_owns_capability(c, cap))
    return LSPV_SUCCESS;
  /* A kernel module may also declare Shader (a decoration such as Binding
   * asks for it); the shader-only constructs stay refused where they are
   * used (execution models, storage classes). */
  if (cap == SPV_Capability_Shader && declares_kernel(c))
    return LSPV_SUCCESS;
  const char *name = lspv_gx_enum_name(c->v->gx, LSPV_OK_Capability, cap);
  char num[16];
  snprintf(num, sizeof num, "%u", cap);
  return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedCapability",
                  "capability %s is not supported", name ? name : num);
}

static lspv_status ext_inst_import(rev_ctx *c, const lspv_inst *in) {
  const char *s = lspv_op_string(c->v, in, 1, NULL);
  uint32_t id = in->result;
  if (!s)
    return rev_fail(c, in, LSPV_ERROR_INVALID_INPUT, "InvalidModule", "bad set name");
  for (unsigned p = 0; p < c->nplugins; p++)
    if (c->plugins[p]->ext_inst_set && strcmp(c->plugins[p]->ext_inst_set, s) == 0) {
      c->set_kind[id] = REV_SET_PLUGIN;
      c->set_plugin[id] = (uint8_t)p;
      return LSPV_SUCCESS;
    }
  if (strcmp(s, "OpenCL.std") == 0)
    c->set_kind[id] = REV_SET_OPENCL;
  else if (strncmp(s, "NonSemantic.", 12) == 0 || strcmp(s, "OpenCL.DebugInfo.100") == 0 ||
           strcmp(s, "SPIRV.debug") == 0)
    c->set_kind[id] = REV_SET_SKIP; /* debug info may be dropped (DESIGN 4) */
  else
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedExtInstSet",
                    "extended instruction set \"%s\" is not supported", s);
  return LSPV_SUCCESS;
}

static void optional_features_md(rev_ctx *c);

/* Triple and data layout from the addressing model, as llvm-spirv does. */
static lspv_status memory_model(rev_ctx *c, const lspv_inst *in) {
  uint32_t am = rev_op(c, in, 0);
  const char *triple, *dl;
  /* !spirv.MemoryModel {addressing, memory} as llvm-spirv writes it. */
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMMetadataRef mm[2] = {LLVMValueAsMetadata(LLVMConstInt(i32, am, 0)),
                           LLVMValueAsMetadata(LLVMConstInt(i32, rev_op(c, in, 1), 0))};
  LLVMAddNamedMetadataOperand(c->m, "spirv.MemoryModel",
                              LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, mm, 2)));
  optional_features_md(c);
  if (am == SPV_AddressingModel_Physical32) {
    c->ptr_bits = 32;
    triple = "spir-unknown-unknown";
    dl = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-"
         "v1024:1024-n8:16:32:64";
  } else if (am == SPV_AddressingModel_Physical64) {
    c->ptr_bits = 64;
    triple = "spir64-unknown-unknown";
    dl = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-"
         "n8:16:32:64";
  } else {
    const char *n = lspv_enum_name(LSPV_OK_AddressingModel, am);
    return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedAddressingModel",
                    "addressing model %s is not supported", n ? n : "?");
  }
  LLVMSetTarget(c->m, triple);
  LLVMSetDataLayout(c->m, dl);
  c->td = LLVMGetModuleDataLayout(c->m);
  return LSPV_SUCCESS;
}

/* !<name> = !{!{!"s0", !"s1", ...}}: one node of strings. */
static void string_list_md(rev_ctx *c, const char *name, const char **strs, unsigned n) {
  LLVMMetadataRef ops[64];
  unsigned k = 0;
  for (unsigned i = 0; i < n && k < 64; i++)
    ops[k++] = LLVMMDStringInContext2(c->ctx, strs[i], strlen(strs[i]));
  LLVMAddNamedMetadataOperand(c->m, name,
                              LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, ops, k)));
}

/* OpSourceExtension "cl_khr_..." -> one !opencl.used.extensions node of
 * them all (what forward reads back), written at the first of them. */
static void source_extensions_md(rev_ctx *c, size_t idx) {
  if (LLVMGetNamedMetadataNumOperands(c->m, "opencl.used.extensions"))
    return;
  const char *strs[64];
  unsigned n = 0;
  for (size_t i = idx; i < c->v->ninsts && n < 64; i++) {
    const lspv_inst *in = &c->v->insts[i];
    if (in->section > LSPV_SEC_DEBUG_STRING)
      break;
    const char *s = in->opcode == SPV_OpSourceExtension ? lspv_op_string(c->v, in, 0, NULL) : NULL;
    if (s && *s)
      strs[n++] = s;
  }
  string_list_md(c, "opencl.used.extensions", strs, n);
}

/* The OpenCL optional core features the capabilities stand for, as
 * !opencl.used.optional.core.features. */
static void optional_features_md(rev_ctx *c) {
  static const struct {
    uint32_t cap;
    const char *feature;
  } features[] = {{SPV_Capability_Float64, "cl_doubles"}, {SPV_Capability_ImageBasic, "cl_images"}};
  const char *strs[2];
  unsigned n = 0;
  for (unsigned f = 0; f < 2; f++)
    for (size_t i = 0; i < c->v->ninsts && c->v->insts[i].section == LSPV_SEC_CAPABILITY; i++)
      if (c->v->insts[i].opcode == SPV_OpCapability &&
          rev_op(c, &c->v->insts[i], 0) == features[f].cap) {
        strs[n++] = features[f].feature;
        break;
      }
  if (n)
    string_list_md(c, "opencl.used.optional.core.features", strs, n);
}

/* OpSource <language> <version> -> !spirv.Source {language, version}, which
 * forward reads first (so every language survives the round trip), and for
 * OpenCL C and C++ also !opencl.ocl.version (and spir.version). */
static void source_metadata(rev_ctx *c, const lspv_inst *in) {
  uint32_t lang = rev_op(c, in, 0), ver = rev_op(c, in, 1);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c->ctx);
  LLVMMetadataRef src[2] = {LLVMValueAsMetadata(LLVMConstInt(i32, lang, 0)),
                            LLVMValueAsMetadata(LLVMConstInt(i32, ver, 0))};
  LLVMAddNamedMetadataOperand(c->m, "spirv.Source",
                              LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, src, 2)));
  bool cxx = lang == SPV_SourceLanguage_CPP_for_OpenCL;
  if (lang != SPV_SourceLanguage_OpenCL_C && lang != SPV_SourceLanguage_OpenCL_CPP && !cxx)
    return;
  LLVMMetadataRef ops[2] = {
      LLVMValueAsMetadata(LLVMConstInt(i32, ver / 100000, 0)),
      LLVMValueAsMetadata(LLVMConstInt(i32, (ver / 1000) % 100, 0)),
  };
  LLVMValueRef node = LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, ops, 2));
  if (cxx) {
    /* C++ for OpenCL 1.0 is based on OpenCL C 2.0, 2021 on 3.0 (as
     * clang's -cl-std=clc++ writes the metadata). */
    LLVMAddNamedMetadataOperand(c->m, "opencl.cxx.version", node);
    LLVMMetadataRef cl[2] = {LLVMValueAsMetadata(LLVMConstInt(i32, ver == 100000 ? 2 : 3, 0)),
                             LLVMValueAsMetadata(LLVMConstInt(i32, 0, 0))};
    node = LLVMMetadataAsValue(c->ctx, LLVMMDNodeInContext2(c->ctx, cl, 2));
  }
  LLVMAddNamedMetadataOperand(c->m, "opencl.ocl.version", node);
  LLVMAddNamedMetadataOperand(c->m, "opencl.spir.version", node);
}

/* ---- the preamble: everything before the global section --------------------------*/
static lspv_status preamble_inst(rev_ctx *c, const lspv_inst *in, size_t idx) {
  switch (in->opcode) {
  case SPV_OpCapability: return check_capability(c, in);
  case SPV_OpExtension: {
    const char *s = lspv_op_string(c->v, in, 0, NULL);
    if (s && !lspv_vec_push(&c->declared_exts, s))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
    return LSPV_SUCCESS;
  }
  case SPV_OpExtInstImport: return ext_inst_import(c, in);
  case SPV_OpMemoryModel: return memory_model(c, in);
  case SPV_OpEntryPoint: {
    uint32_t fn = rev_op(c, in, 1);
    if (rev_op(c, in, 0) != SPV_ExecutionModel_Kernel)
      return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedExecutionModel",
                      "only Kernel entry points are supported");
    if (fn < c->v->bound)
      c->entry_inst[fn] = (uint32_t)idx + 1;
    return LSPV_SUCCESS;
  }
  case SPV_OpExecutionMode:
  case SPV_OpExecutionModeId: {
    uint32_t fn = rev_op(c, in, 0);
    if (fn < c->v->bound && !push_node(c, &c->mode_head[fn], (uint32_t)idx))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
    return LSPV_SUCCESS;
  }
  case SPV_OpSource: source_metadata(c, in); return LSPV_SUCCESS;
  case SPV_OpSourceExtension: source_extensions_md(c, idx); return LSPV_SUCCESS;
  case SPV_OpName: {
    uint32_t id = rev_op(c, in, 0);
    const char *s = lspv_op_string(c->v, in, 1, NULL);
    if (id < c->v->bound && s && *s)
      c->names[id] = s;
    return LSPV_SUCCESS;
  }
  case SPV_OpMemberDecorateString: return rev_plugin_member_decoration(c, in);
  case SPV_OpDecorate:
  case SPV_OpDecorateId:
  case SPV_OpDecorateString:
  case SPV_OpMemberDecorate: {
    uint32_t id = rev_op(c, in, 0);
    lspv_status ms =
        in->opcode == SPV_OpMemberDecorate ? rev_plugin_member_decoration(c, in) : LSPV_SUCCESS;
    if (ms)
      return ms;
    if (in->opcode == SPV_OpDecorate && rev_op(c, in, 1) == SPV_Decoration_BuiltIn &&
        id < c->v->bound)
      c->builtin[id] = rev_op(c, in, 2) + 1;
    if (id < c->v->bound && !push_node(c, &c->deco_head[id], (uint32_t)idx))
      return rev_fail(c, in, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
    return LSPV_SUCCESS;
  }
  case SPV_OpGroupDecorate: return group_decorate(c, in);
  default: break;
  }
  const lspv_plugin *p = rev_plugin_for_opcode(c, in->opcode);
  if (p)
    return rev_plugin_instruction(c, p, in);
  return LSPV_SUCCESS; /* strings, source text, member names, ... */
}

/* A type instruction (a result and no result type, an OpType* name). */
static bool is_type_inst(const rev_ctx *c, const lspv_inst *in) {
  const lspv_inst_desc *d = lspv_inst_desc_of(c->v, in);
  return d && d->has_result && !d->has_type && strncmp(d->name, "OpType", 6) == 0;
}

static lspv_status global_inst(rev_ctx *c, const lspv_inst *in) {
  const lspv_plugin *p = rev_plugin_for_opcode(c, in->opcode);
  if (p)
    return rev_plugin_instruction(c, p, in);
  lspv_status s = LSPV_DECLINED;
  if (is_type_inst(c, in) && (s = rev_plugin_type(c, in, true)) != LSPV_DECLINED)
    return s; /* a type opcode a plugin claims */
  s = rev_type_inst(c, in);
  if (s == LSPV_DECLINED && is_type_inst(c, in))
    s = rev_plugin_type(c, in, false); /* a type the core has no form for */
  if (s != LSPV_DECLINED)
    return s;
  s = rev_constant_inst(c, in);
  if (s != LSPV_DECLINED)
    return s;
  if (rev_untyped_role(c, in->opcode) == REV_UPTR_VARIABLE)
    return rev_global_variable(c, in);
  switch (in->opcode) {
  case SPV_OpVariable: return rev_global_variable(c, in);
  case SPV_OpLine:
  case SPV_OpNoLine:
  case SPV_OpNop:
  case SPV_OpConstantSampler: /* a call at each use (images.c) */ return LSPV_SUCCESS;
  case SPV_OpExtInst:
    if (c->set_kind[rev_op(c, in, 2) % c->v->bound] == REV_SET_SKIP)
      return LSPV_SUCCESS;
    if (c->set_kind[rev_op(c, in, 2) % c->v->bound] == REV_SET_PLUGIN)
      return rev_plugin_ext_inst(c, in, c->set_plugin[rev_op(c, in, 2) % c->v->bound]);
    break;
  default: break;
  }
  char ob[32];
  return rev_fail(c, in, LSPV_ERROR_UNSUPPORTED, "UnsupportedInstruction",
                  "%s is not supported at module scope", rev_opname(in->opcode, ob));
}

static lspv_status walk(rev_ctx *c) {
  const lspv_spv_view *v = c->v;
  lspv_status s = LSPV_SUCCESS;
  bool begun = false, declared = false;
  for (size_t i = 0; i < v->ninsts && s == LSPV_SUCCESS;) {
    const lspv_inst *in = &v->insts[i];
    if (in->section < LSPV_SEC_GLOBAL) {
      s = preamble_inst(c, in, i++);
      continue;
    }
    if (!begun) {
      begun = true;
      if (!c->td)
        return rev_fail(c, NULL, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                        "the module has no OpMemoryModel");
      rev_fold_entry_wrappers(c, c->alias);
      s = rev_plugins_begin(c);
      if (s != LSPV_SUCCESS)
        return s;
    }
    if (in->section == LSPV_SEC_GLOBAL) {
      s = global_inst(c, in);
      i++;
    } else if (in->opcode == SPV_OpFunction) {
      if (!declared) { /* module order of functions = SPIR-V order */
        declared = true;
        /* Every function, declarations too, in the module's order (all
         * declarations come first in SPIR-V), as llvm-spirv adds them. */
        for (size_t k = i; k + 1 < v->ninsts && s == LSPV_SUCCESS; k++) {
          if (v->insts[k].opcode != SPV_OpFunction)
            continue;
          s = rev_declare_function(c, &v->insts[k], k);
        }
        if (s != LSPV_SUCCESS)
          break;
      }
      size_t end = i;
      s = rev_function_body(c, i, &end);
      i = end;
    } else {
      s = global_inst(c, in); /* tail: non-semantic records */
      i++;
    }
  }
  if (s == LSPV_SUCCESS && !begun) {
    if (!c->td)
      return rev_fail(c, NULL, LSPV_ERROR_INVALID_INPUT, "InvalidModule",
                      "the module has no OpMemoryModel");
    s = rev_plugins_begin(c);
  }
  return s;
}

/* --exact-roundtrip: the functions in the order of their OpFunction.  A
 * module-scope user (a function pointer constant, a global's initializer)
 * declares the function it names ahead of the others; forward, which
 * writes the functions in the module's order, would then move it. */
static lspv_status spirv_function_order(rev_ctx *c) {
  const lspv_spv_view *v = c->v;
  size_t n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    n += v->insts[i].opcode == SPV_OpFunction;
  LLVMValueRef *fns = n ? lspv_arena_alloc(c->arena, n * sizeof *fns) : NULL;
  if (n && !fns)
    return lspv_error(c->d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  n = 0;
  for (size_t i = 0; i < v->ninsts; i++)
    if (v->insts[i].opcode == SPV_OpFunction && v->insts[i].result < v->bound)
      fns[n++] = c->values[v->insts[i].result];
  lspv_shim_order_functions(c->m, fns, n);
  return LSPV_SUCCESS;
}

/* BuiltIn loads became calls (memory.c); the variables they no longer use
 * are removed.  Under --exact-roundtrip the loads stay loads and every
 * variable stays, an unused one too (forward declares it: issue 19). */
static void drop_unused_builtins(rev_ctx *c) {
  if (rev_exact_sync(c))
    return;
  for (uint32_t id = 1; id < c->v->bound; id++) {
    LLVMValueRef g = c->builtin[id] ? c->values[id] : NULL;
    if (g && LLVMIsAGlobalVariable(g))
      lspv_shim_drop_dead_users(g);
    if (g && LLVMIsAGlobalVariable(g) && !LLVMGetFirstUse(g)) {
      LLVMDeleteGlobal(g);
      c->values[id] = NULL;
    }
  }
}

/* ---- entry ----------------------------------------------------------------------*/
#define ALLOC_IDS(field, n)                                                                        \
  do {                                                                                             \
    c.field = lspv_arena_alloc(c.arena, (n) * sizeof *c.field);                                    \
    if (!c.field)                                                                                  \
      goto oom;                                                                                    \
  } while (0)

/* After a failure, a block being filled has no terminator, and the debug
 * records written at its end trail it: LLVM frees trailing records only
 * with a terminator, so each such block gets an `unreachable` before the
 * module is dropped (a fuzz_ir finding under LeakSanitizer). */
static void terminate_blocks(rev_ctx *c) {
  for (LLVMValueRef f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
      if (!LLVMGetBasicBlockTerminator(bb)) {
        LLVMPositionBuilderAtEnd(c->b, bb);
        LLVMBuildUnreachable(c->b);
      }
}

lspv_status lspv_reverse(const lspv_spv_view *v, LLVMContextRef ctx, struct lspv_opaque_options *o,
                         LLVMModuleRef *out) {
  *out = NULL;
  rev_ctx c;
  memset(&c, 0, sizeof c);
  c.v = v;
  c.o = o;
  c.d = &o->diag;
  c.ctx = ctx;
  c.env = o->target_env;
  c.plugins = o->plugins.v;
  c.nplugins = (unsigned)o->plugins.n;
  c.arena = lspv_arena_create();
  lspv_status s;
  if (!c.arena)
    return lspv_error(c.d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory");
  size_t n = v->bound ? v->bound : 1;
  ALLOC_IDS(types, n);
  ALLOC_IDS(values, n);
  ALLOC_IDS(names, n);
  ALLOC_IDS(deco_head, n);
  ALLOC_IDS(mode_head, n);
  ALLOC_IDS(entry_inst, n);
  ALLOC_IDS(builtin, n);
  ALLOC_IDS(alias, n);
  ALLOC_IDS(bload, n);
  if (o->exact_roundtrip) {
    ALLOC_IDS(spec_call, n);
    ALLOC_IDS(spec_fn, n);
  }
  ALLOC_IDS(set_kind, n);
  ALLOC_IDS(set_plugin, n);
  ALLOC_IDS(nest, n);
  ALLOC_IDS(reach, n);
  ALLOC_IDS(plugin_done, n);
  c.plugin_state = lspv_arena_alloc(c.arena, (c.nplugins + 1) * sizeof(void *));
  if (!c.plugin_state)
    goto oom;
  /* no name, as llvm-spirv's: a tool reading the bitcode names the module
   * after its input (llc's ".file", a ModuleID "<stdin>") */
  c.m = LLVMModuleCreateWithNameInContext("", ctx);
  c.b = LLVMCreateBuilderInContext(ctx);
  s = walk(&c);
  if (s == LSPV_SUCCESS)
    s = rev_plugins_end(&c);
  if (s == LSPV_SUCCESS)
    s = rev_fp_contract(&c);
  if (s == LSPV_SUCCESS && rev_exact_sync(&c))
    s = spirv_function_order(&c);
  if (s == LSPV_SUCCESS) {
    drop_unused_builtins(&c);
    /* SPV-IR: each builtin declared after its first user, where llvm-spirv
     * declares it; for OpenCL targets llvm-spirv renames the calls in a
     * later pass that appends the declarations, as lspv leaves them. */
    if (c.env == LSPV_TARGET_SPV_IR)
      lspv_shim_place_declarations(c.m);
  }
  rev_plugins_dispose(&c);
  if (s != LSPV_SUCCESS)
    terminate_blocks(&c);
  LLVMDisposeBuilder(c.b);
  lspv_vec_free(&c.nodes);
  lspv_vec_free(&c.phis);
  lspv_vec_free(&c.bchains);
  lspv_vec_free(&c.blanes);
  lspv_vec_free(&c.spare);
  lspv_vec_free(&c.memset_vars);
  lspv_vec_free(&c.declared_exts);
  lspv_arena_destroy(c.arena);
  if (s != LSPV_SUCCESS) {
    LLVMDisposeModule(c.m);
    return s;
  }
  *out = c.m;
  return LSPV_SUCCESS;
oom:
  lspv_arena_destroy(c.arena);
  return lspv_error(c.d, LSPV_ERROR_OUT_OF_MEMORY, "OutOfMemory", "out of memory for %u ids",
                    v->bound);
}
