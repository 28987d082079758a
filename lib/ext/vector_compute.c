/*===-- ext/vector_compute.c - SPV_INTEL_vector_compute (attributes) -------===*\
|*                                                                            *|
|* The function attributes the Intel vector-compute (ESIMD / CM) front ends   *|
|* write, as decorations and execution modes, and back:                      *|
|*                                                                            *|
|*   "VCFunction"                 VectorComputeFunctionINTEL (function)      *|
|*   "VCStackCall"                StackCallINTEL (function)                  *|
|*   "VCCallable"                 VectorComputeCallableFunctionINTEL         *|
|*   "VCSIMTCall"="N"             SIMTCallINTEL N (function)                 *|
|*   "VCArgumentIOKind"="K"       FuncParamIOKindINTEL K (parameter)          *|
|*   "VCMediaBlockIO"             MediaBlockIOINTEL (parameter)              *|
|*   "VCSLMSize"="N"              SharedLocalMemorySizeINTEL N (kernel mode) *|
|*   "VCNamedBarrierCount"="N"    NamedBarrierCountINTEL N (kernel mode)     *|
|*                                                                            *|
|* all under capability VectorComputeINTEL.  With the extension disabled     *|
|* they are dropped, as llvm-spirv drops them.                              *|
|*                                                                            *|
|* Vectors of any component count (<5 x float>): OpTypeVector under        *|
|* capability VectorAnyINTEL when the module is a vector-compute one (a     *|
|* function has "VCFunction") or SPV_EXT_long_vector is not enabled; else   *|
|* the long-vector plugin declares them (LongVectorEXT).                    *|
|* target("spirv.BufferSurfaceINTEL", access) is OpTypeBufferSurfaceINTEL   *|
|* with that AccessQualifier (0 read, 1 write, 2 read-write), and back.      *|
|* Global variables with "VCGlobalVariable" (and the extension enabled):    *|
|* their storage class follows the address space (0 Private, 1             *|
|* CrossWorkgroup, 2 UniformConstant, 3 Workgroup), decorated               *|
|* VectorComputeVariableINTEL, "VCByteOffset"="N" GlobalVariableOffsetINTEL *|
|* N, "VCVolatile" Volatile; and back.  Such a global also makes the module *|
|* a vector-compute one.                                                    *|
|*   "VCFloatControl"="bits"      the float-control execution modes of each   *|
|*                                float width (kernel modes; reverse in a    *|
|*                                vector-compute module); reverse also reads *|
|*                                other functions' Function*ModeINTEL        *|
|*                                decorations (SPV_INTEL_float_controls2)    *|
|*   "VCSingleElementVector"="N"  SingleElementVectorINTEL (return value,    *|
|*                                parameter, "VCGlobalVariable" variable), *|
|*                                without operand (the grammar has none:   *|
|*                                N, llvm-spirv's literal, is dropped);    *|
|*                                reverse writes N, "0" without literal     *|
|* (docs/extensions/vector-compute.md).                                     *|
\*===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-shim/llvm_shim.h"
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_vector_compute"

/* Function attributes <-> function decorations; has_value: "N" is the
 * decoration's literal. */
static const struct {
  const char *attr;
  uint32_t decoration;
  int has_value;
} fn_decos[] = {
    {"VCFunction", SPV_Decoration_VectorComputeFunctionINTEL, 0},
    {"VCStackCall", SPV_Decoration_StackCallINTEL, 0},
    {"VCCallable", SPV_Decoration_VectorComputeCallableFunctionINTEL, 0},
    {"VCSIMTCall", SPV_Decoration_SIMTCallINTEL, 1},
};
#define N_FN_DECOS (sizeof fn_decos / sizeof fn_decos[0])

/* Kernel attributes <-> execution modes of one literal. */
static const struct {
  const char *attr;
  uint32_t mode;
} modes[] = {
    {"VCSLMSize", SPV_ExecutionMode_SharedLocalMemorySizeINTEL},
    {"VCNamedBarrierCount", SPV_ExecutionMode_NamedBarrierCountINTEL},
};
#define N_MODES (sizeof modes / sizeof modes[0])

/* "VCFloatControl"="bits" of a kernel <-> float-control execution modes,
 * one of each kind per floating-point width: the vector-compute front ends'
 * bit layout (the rounding mode in bits 4-5, the ALT floating-point mode in
 * bit 0, denormals preserved for double, float and half in bits 6, 7 and
 * 10; a clear bit flushes them to zero). */
#define FC_ATTR "VCFloatControl"
#define FC_ROUND_SHIFT 4u
#define FC_ROUND_MASK (3u << FC_ROUND_SHIFT)
#define FC_ALT 1u
static const uint32_t fc_round[4] = {
    SPV_ExecutionMode_RoundingModeRTE, SPV_ExecutionMode_RoundingModeRTPINTEL,
    SPV_ExecutionMode_RoundingModeRTNINTEL, SPV_ExecutionMode_RoundingModeRTZ};
static const struct {
  uint32_t width, preserve_bit;
} fc_widths[] = {{64, 1u << 6}, {32, 1u << 7}, {16, 1u << 10}};

/* "VCFloatControl" of a function that is not a kernel <- the function
 * decorations of SPV_INTEL_float_controls2, per width: the denormal mode
 * (FPDenormMode: Preserve 0, FlushToZero 1), the rounding mode
 * (FPRoundingMode of the bits' RTE, RTP, RTN, RTZ) and the operation mode
 * (FPOperationMode: IEEE 0, ALT 1). */
static const uint32_t fc_round_fp[4] = {SPV_FPRoundingMode_RTE, SPV_FPRoundingMode_RTP,
                                        SPV_FPRoundingMode_RTN, SPV_FPRoundingMode_RTZ};

/* Parameter attributes <-> parameter decorations (has_value as above). */
static const struct {
  const char *attr;
  uint32_t decoration;
  int has_value;
} param_decos[] = {
    {"VCArgumentIOKind", SPV_Decoration_FuncParamIOKindINTEL, 1},
    {"VCMediaBlockIO", SPV_Decoration_MediaBlockIOINTEL, 0},
};
#define N_PARAM_DECOS (sizeof param_decos / sizeof param_decos[0])

/* The string attribute @p name at @p index of @p fn: 1 with its integer
 * value in *v (0 when it has none), 0 when absent. */
static int attr_value(LLVMValueRef fn, LLVMAttributeIndex index, const char *name, uint32_t *v) {
  LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, index, name, (unsigned)strlen(name));
  if (!a)
    return 0;
  unsigned len = 0;
  const char *s = LLVMGetStringAttributeValue(a, &len);
  char buf[32];
  snprintf(buf, sizeof buf, "%.*s", (int)(len < 31 ? len : 31), s ? s : "");
  *v = (uint32_t)strtoul(buf, NULL, 0);
  return 1;
}

#define SEV_ATTR "VCSingleElementVector"
#define GV_ATTR "VCGlobalVariable"
#define GV_OFFSET "VCByteOffset"
#define GV_VOLATILE "VCVolatile"

/* The string attribute @p name of global variable @p gv: 1 with its
 * integer value in *v (0 when it has none), 0 when absent. */
static int gv_attr_value(LLVMValueRef gv, const char *name, uint32_t *v) {
  LLVMAttributeRef attrs[64]; /* far more than a front end writes */
  unsigned n = LLVMIsAGlobalVariable(gv) ? lspv_shim_global_attr_count(gv) : 0;
  if (!n || n > sizeof attrs / sizeof attrs[0])
    return 0;
  lspv_shim_global_attrs(gv, attrs);
  for (unsigned i = 0; i < n; i++) {
    if (!LLVMIsStringAttribute(attrs[i]))
      continue;
    unsigned klen = 0, vlen = 0;
    const char *k = LLVMGetStringAttributeKind(attrs[i], &klen);
    if (klen != strlen(name) || memcmp(k, name, klen))
      continue;
    const char *s = LLVMGetStringAttributeValue(attrs[i], &vlen);
    char num[32];
    snprintf(num, sizeof num, "%.*s", (int)(vlen < 31 ? vlen : 31), s ? s : "");
    *v = (uint32_t)strtoul(num, NULL, 0);
    return 1;
  }
  return 0;
}

static int is_vc_global(LLVMValueRef gv) {
  uint32_t unused;
  return gv_attr_value(gv, GV_ATTR, &unused);
}

static lspv_status need(lspv_fwd_ctx *c) {
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (!s)
    lspv_fwd_require_capability(c, SPV_Capability_VectorComputeINTEL);
  return s;
}

/* SingleElementVectorINTEL on @p id (of LLVM value @p v).  llvm-spirv
 * gives a pointer's decoration the levels of indirection as a literal, but
 * the grammar (SPIRV-Headers, and so spirv-val) gives the decoration no
 * operand: lspv writes none and warns when a level other than 0 is lost. */
static void fwd_sev(lspv_fwd_ctx *c, uint32_t id, LLVMValueRef v, uint32_t levels) {
  uint32_t ops[2] = {id, SPV_Decoration_SingleElementVectorINTEL};
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2);
  if (levels)
    lspv_fwd_warning(c, v,
                     "\"" SEV_ATTR "\"=\"%u\": SingleElementVectorINTEL has no operand for "
                     "the levels of indirection; written without them",
                     levels);
}

/* A vector-compute global variable's decorations. */
static lspv_status fwd_global_variable(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  if (!is_vc_global(gv))
    return LSPV_SUCCESS;
  lspv_status s = need(c);
  if (s)
    return s;
  uint32_t ops[3] = {id, SPV_Decoration_VectorComputeVariableINTEL};
  lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2);
  if (gv_attr_value(gv, GV_OFFSET, &ops[2])) {
    ops[1] = SPV_Decoration_GlobalVariableOffsetINTEL;
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 3);
  }
  uint32_t unused;
  if (gv_attr_value(gv, GV_VOLATILE, &unused)) {
    ops[1] = SPV_Decoration_Volatile;
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2);
  }
  uint32_t levels = 0;
  if (gv_attr_value(gv, SEV_ATTR, &levels))
    fwd_sev(c, id, gv, levels);
  return LSPV_SUCCESS;
}

/* The storage class of a vector-compute global: by address space, as the
 * vector-compute front ends mean it (address space 0 is Private). */
static lspv_status fwd_global_storage_class(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t *sc) {
  static const uint32_t by_as[] = {SPV_StorageClass_Private, SPV_StorageClass_CrossWorkgroup,
                                   SPV_StorageClass_UniformConstant, SPV_StorageClass_Workgroup};
  if (!lspv_fwd_extension_enabled(c, EXT) || !is_vc_global(gv))
    return LSPV_DECLINED;
  unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(gv));
  if (as >= sizeof by_as / sizeof by_as[0])
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", gv,
                          "a \"" GV_ATTR "\" variable must be in address space 0, 1, 2 or 3");
  *sc = by_as[as];
  return LSPV_SUCCESS;
}

/* A non-kernel function's "VCFloatControl" is dropped with a warning: the
 * function decorations of SPV_INTEL_float_controls2 that llvm-spirv writes
 * for it (one of each kind per float width) decorate the function several
 * times with the same decoration, which spirv-val refuses.  Reverse reads
 * them (rev_function_float_control). */
static void fwd_function_float_control(lspv_fwd_ctx *c, LLVMValueRef fn) {
  uint32_t bits = 0;
  if (LLVMGetFunctionCallConv(fn) != LLVMSPIRKERNELCallConv &&
      attr_value(fn, LLVMAttributeFunctionIndex, FC_ATTR, &bits))
    lspv_fwd_warning(c, fn,
                     "\"" FC_ATTR "\" of a function that is not a kernel is dropped (its "
                     "per-width decorations would repeat a decoration on the function)");
}

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  if (!lspv_fwd_extension_enabled(c, EXT))
    return LSPV_SUCCESS;
  if (LLVMIsAGlobalVariable(gv))
    return fwd_global_variable(c, gv, id);
  if (!LLVMIsAFunction(gv))
    return LSPV_SUCCESS;
  for (size_t k = 0; k < N_FN_DECOS; k++) {
    uint32_t v = 0;
    if (!attr_value(gv, LLVMAttributeFunctionIndex, fn_decos[k].attr, &v))
      continue;
    lspv_status s = need(c);
    if (s)
      return s;
    uint32_t ops[3] = {id, fn_decos[k].decoration, v};
    lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2 + (size_t)fn_decos[k].has_value);
  }
  fwd_function_float_control(c, gv);
  uint32_t levels = 0;
  if (attr_value(gv, LLVMAttributeReturnIndex, SEV_ATTR, &levels)) {
    lspv_status s = need(c);
    if (s)
      return s;
    fwd_sev(c, id, gv, levels);
  }
  unsigned np = LLVMCountParams(gv);
  for (unsigned i = 0; i < np; i++) {
    if (attr_value(gv, i + 1, SEV_ATTR, &levels)) {
      lspv_status s = need(c);
      uint32_t pid = s ? 0 : lspv_fwd_value(c, LLVMGetParam(gv, i));
      if (s || !pid)
        return s ? s : LSPV_ERROR_INVALID_INPUT;
      fwd_sev(c, pid, gv, levels);
    }
    for (size_t k = 0; k < N_PARAM_DECOS; k++) {
      uint32_t v = 0;
      if (!attr_value(gv, i + 1, param_decos[k].attr, &v))
        continue;
      lspv_status s = need(c);
      uint32_t pid = s ? 0 : lspv_fwd_value(c, LLVMGetParam(gv, i));
      if (s || !pid)
        return s ? s : LSPV_ERROR_INVALID_INPUT;
      uint32_t ops[3] = {pid, param_decos[k].decoration, v};
      lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops,
                    2 + (size_t)param_decos[k].has_value);
    }
  }
  return LSPV_SUCCESS;
}

/* Per translation: whether the module is a vector-compute one. */
typedef struct {
  int is_vc;
} fwd_state;

static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  fwd_state *st = lspv_fwd_alloc(c, sizeof *st);
  if (!st)
    return LSPV_ERROR_OUT_OF_MEMORY;
  st->is_vc = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !st->is_vc; f = LLVMGetNextFunction(f))
    st->is_vc = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, fn_decos[0].attr,
                                              (unsigned)strlen(fn_decos[0].attr)) != NULL;
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g && !st->is_vc; g = LLVMGetNextGlobal(g))
    st->is_vc = is_vc_global(g);
  *lspv_fwd_plugin_state(c) = st;
  return LSPV_SUCCESS;
}

/* A vector of a component count the core has no form for: VectorAnyINTEL
 * in a vector-compute module, or when SPV_EXT_long_vector may not be used
 * (llvm-spirv's preference). */
#define BUFFER_TYPE "spirv.BufferSurfaceINTEL"

/* target("spirv.BufferSurfaceINTEL", access): a buffer surface (needs the
 * extension whatever the module is: no other form exists). */
static lspv_status fwd_buffer_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  unsigned access = LLVMGetTargetExtTypeNumIntParams(ty) ? LLVMGetTargetExtTypeIntParam(ty, 0) : 0;
  if (LLVMGetTargetExtTypeNumTypeParams(ty) || LLVMGetTargetExtTypeNumIntParams(ty) > 1 ||
      access > SPV_AccessQualifier_ReadWrite)
    return lspv_fwd_error(c, LSPV_ERROR_UNSUPPORTED, "UnsupportedLLVMConstruct", NULL,
                          "target(\"" BUFFER_TYPE "\") takes one access qualifier (0, 1 or 2) "
                          "and no type");
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  lspv_fwd_require_capability(c, SPV_Capability_VectorComputeINTEL);
  *id = lspv_fwd_type_decl(c, SPV_OpTypeBufferSurfaceINTEL, &access, 1);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

static lspv_status fwd_type(lspv_fwd_ctx *c, LLVMTypeRef ty, uint32_t *id) {
  if (LLVMGetTypeKind(ty) == LLVMTargetExtTypeKind &&
      !strcmp(LLVMGetTargetExtTypeName(ty), BUFFER_TYPE))
    return fwd_buffer_type(c, ty, id);
  if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind || !lspv_fwd_extension_enabled(c, EXT))
    return LSPV_DECLINED;
  unsigned n = LLVMGetVectorSize(ty);
  LLVMTypeRef elt = LLVMGetElementType(ty);
  if (n == 2 || n == 3 || n == 4 || n == 8 || n == 16 ||
      LLVMGetTypeKind(elt) == LLVMPointerTypeKind)
    return LSPV_DECLINED;
  const fwd_state *st = *lspv_fwd_plugin_state(c);
  if (!(st && st->is_vc) && lspv_fwd_extension_enabled(c, "SPV_EXT_long_vector"))
    return LSPV_DECLINED; /* the long-vector plugin's */
  lspv_status s = lspv_fwd_require_extension(c, EXT);
  if (s)
    return s;
  uint32_t ops[2] = {lspv_fwd_type(c, elt), n};
  if (!ops[0])
    return LSPV_ERROR_UNSUPPORTED;
  lspv_fwd_require_capability(c, SPV_Capability_VectorAnyINTEL);
  *id = lspv_fwd_type_decl(c, SPV_OpTypeVector, ops, 2);
  return *id ? LSPV_SUCCESS : LSPV_ERROR_UNSUPPORTED;
}

/* The float-control modes of "VCFloatControl": each as the core writes a
 * mode (dropped with a warning when neither the version nor an enabled
 * extension allows it: the INTEL ones need SPV_INTEL_float_controls2). */
static lspv_status fwd_float_control(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  uint32_t bits = 0;
  if (!attr_value(fn, LLVMAttributeFunctionIndex, FC_ATTR, &bits))
    return LSPV_SUCCESS;
  lspv_status s = need(c);
  if (s)
    return s;
  for (size_t w = 0; w < sizeof fc_widths / sizeof fc_widths[0]; w++) {
    uint32_t modes3[3] = {fc_round[(bits & FC_ROUND_MASK) >> FC_ROUND_SHIFT],
                          bits & FC_ALT ? SPV_ExecutionMode_FloatingPointModeALTINTEL
                                        : SPV_ExecutionMode_FloatingPointModeIEEEINTEL,
                          bits & fc_widths[w].preserve_bit ? SPV_ExecutionMode_DenormPreserve
                                                           : SPV_ExecutionMode_DenormFlushToZero};
    for (size_t k = 0; k < 3; k++) {
      s = lspv_fwd_execution_mode(c, fn, entry_id, modes3[k], &fc_widths[w].width, 1);
      if (s && s != LSPV_DECLINED)
        return s;
    }
  }
  return LSPV_SUCCESS;
}

static lspv_status fwd_entry_point(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  if (!lspv_fwd_extension_enabled(c, EXT))
    return LSPV_SUCCESS;
  lspv_status fs = fwd_float_control(c, fn, entry_id);
  if (fs)
    return fs;
  for (size_t k = 0; k < N_MODES; k++) {
    uint32_t v = 0;
    if (!attr_value(fn, LLVMAttributeFunctionIndex, modes[k].attr, &v))
      continue;
    lspv_status s = need(c);
    if (s)
      return s;
    uint32_t ops[3] = {entry_id, modes[k].mode, v};
    lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 3);
  }
  return LSPV_SUCCESS;
}

/* ---- reverse ------------------------------------------------------------- */

static void add_attr(lspv_rev_ctx *c, LLVMValueRef fn, LLVMAttributeIndex index, const char *name,
                     const uint32_t *value) {
  char buf[16] = "";
  if (value)
    snprintf(buf, sizeof buf, "%u", *value);
  LLVMAttributeRef a = LLVMCreateStringAttribute(lspv_rev_context(c), name, (unsigned)strlen(name),
                                                 buf, (unsigned)strlen(buf));
  LLVMAddAttributeAtIndex(fn, index, a);
}

static void add_gv_attr(lspv_rev_ctx *c, LLVMValueRef gv, const char *name, const uint32_t *value) {
  char buf[16] = "";
  if (value)
    snprintf(buf, sizeof buf, "%u", *value);
  lspv_shim_global_add_attr(gv, LLVMCreateStringAttribute(lspv_rev_context(c), name,
                                                          (unsigned)strlen(name), buf,
                                                          (unsigned)strlen(buf)));
}

/* VectorComputeVariableINTEL (with Volatile) and GlobalVariableOffsetINTEL
 * of a variable: its attributes back. */
static lspv_status rev_variable_decoration(lspv_rev_ctx *c, LLVMValueRef gv, const uint32_t *dec,
                                           uint32_t ndec, uint32_t word_offset) {
  if (!LLVMIsAGlobalVariable(gv))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "decoration %u decorates a module-scope variable only", dec[0]);
  if (dec[0] == SPV_Decoration_GlobalVariableOffsetINTEL) {
    if (ndec < 2)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                            "GlobalVariableOffsetINTEL takes one literal");
    add_gv_attr(c, gv, GV_OFFSET, &dec[1]);
    return LSPV_SUCCESS;
  }
  add_gv_attr(c, gv, GV_ATTR, NULL);
  if (lspv_rev_target_has_decoration(c, SPV_Decoration_Volatile, NULL))
    add_gv_attr(c, gv, GV_VOLATILE, NULL);
  return LSPV_SUCCESS;
}

/* The bits of "VCFloatControl" that function float-control decoration
 * @p dec (with its width and mode) stands for, in *bits; false when it is
 * none of them or its mode is out of range. */
static int fc2_bits(const uint32_t *dec, uint32_t *bits) {
  uint32_t width = dec[1], mode = dec[2];
  *bits = 0;
  switch (dec[0]) {
  case SPV_Decoration_FunctionRoundingModeINTEL:
    for (uint32_t r = 0; r < 4; r++)
      if (fc_round_fp[r] == mode)
        return *bits = r << FC_ROUND_SHIFT, 1;
    return 0;
  case SPV_Decoration_FunctionFloatingPointModeINTEL:
    *bits = mode == SPV_FPOperationMode_ALT ? FC_ALT : 0;
    return mode <= SPV_FPOperationMode_ALT;
  case SPV_Decoration_FunctionDenormModeINTEL:
    for (size_t w = 0; w < sizeof fc_widths / sizeof fc_widths[0]; w++)
      if (fc_widths[w].width == width && mode == SPV_FPDenormMode_Preserve)
        *bits = fc_widths[w].preserve_bit;
    return mode <= SPV_FPDenormMode_FlushToZero;
  default: return 0;
  }
}

/* In a vector-compute module, a function's float-control decorations are
 * its "VCFloatControl" (the bits of all of them together). */
static lspv_status rev_function_float_control(lspv_rev_ctx *c, LLVMValueRef fn, const uint32_t *dec,
                                              uint32_t ndec, uint32_t word_offset) {
  uint32_t bits, have = 0;
  if (ndec < 3 || !fc2_bits(dec, &bits))
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                          "decoration %u takes a target width and a mode", dec[0]);
  if (!LLVMIsAFunction(fn) || !lspv_rev_module_declares_extension(c, EXT))
    return LSPV_DECLINED;
  attr_value(fn, LLVMAttributeFunctionIndex, FC_ATTR, &have);
  LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, FC_ATTR,
                                   (unsigned)strlen(FC_ATTR));
  have |= bits;
  add_attr(c, fn, LLVMAttributeFunctionIndex, FC_ATTR, &have);
  return LSPV_SUCCESS;
}

/* SingleElementVectorINTEL: "VCSingleElementVector"="N" on the return
 * value, the parameter or the variable (N the literal, "0" without). */
static lspv_status rev_sev(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                           uint32_t ndec) {
  uint32_t levels = ndec > 1 ? dec[1] : 0;
  if (LLVMIsAGlobalVariable(target)) {
    add_gv_attr(c, target, SEV_ATTR, &levels);
  } else if (LLVMIsAFunction(target)) {
    add_attr(c, target, LLVMAttributeReturnIndex, SEV_ATTR, &levels);
  } else if (LLVMIsAArgument(target)) {
    LLVMValueRef fn = LLVMGetParamParent(target);
    for (unsigned i = 0, np = LLVMCountParams(fn); i < np; i++)
      if (LLVMGetParam(fn, i) == target)
        add_attr(c, fn, i + 1, SEV_ATTR, &levels);
  } else {
    return LSPV_DECLINED;
  }
  return LSPV_SUCCESS;
}

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (dec[0] == SPV_Decoration_SingleElementVectorINTEL)
    return rev_sev(c, target, dec, ndec);
  if (dec[0] == SPV_Decoration_FunctionRoundingModeINTEL ||
      dec[0] == SPV_Decoration_FunctionDenormModeINTEL ||
      dec[0] == SPV_Decoration_FunctionFloatingPointModeINTEL)
    return rev_function_float_control(c, target, dec, ndec, word_offset);
  if (dec[0] == SPV_Decoration_VectorComputeVariableINTEL ||
      dec[0] == SPV_Decoration_GlobalVariableOffsetINTEL)
    return rev_variable_decoration(c, target, dec, ndec, word_offset);
  for (size_t k = 0; k < N_PARAM_DECOS; k++) {
    if (param_decos[k].decoration != dec[0])
      continue;
    if (param_decos[k].has_value && ndec < 2)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                            "decoration %u takes one literal", dec[0]);
    if (!LLVMIsAArgument(target))
      return LSPV_DECLINED;
    LLVMValueRef fn = LLVMGetParamParent(target);
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 0; i < np; i++)
      if (LLVMGetParam(fn, i) == target)
        add_attr(c, fn, i + 1, param_decos[k].attr, param_decos[k].has_value ? &dec[1] : NULL);
    return LSPV_SUCCESS;
  }
  if (!LLVMIsAFunction(target))
    return LSPV_DECLINED;
  for (size_t k = 0; k < N_FN_DECOS; k++)
    if (fn_decos[k].decoration == dec[0]) {
      if (fn_decos[k].has_value && ndec < 2)
        return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                              "decoration %u takes one literal", dec[0]);
      add_attr(c, target, LLVMAttributeFunctionIndex, fn_decos[k].attr,
               fn_decos[k].has_value ? &dec[1] : NULL);
      return LSPV_SUCCESS;
    }
  return LSPV_DECLINED;
}

static lspv_status rev_type(lspv_rev_ctx *c, const lspv_spv_inst *in, LLVMTypeRef *ty) {
  if (in->opcode != SPV_OpTypeBufferSurfaceINTEL)
    return LSPV_DECLINED;
  /* Operands: the result, the access qualifier. */
  if (in->noperands != 2 || in->operands[1] > SPV_AccessQualifier_ReadWrite)
    return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", in->word_offset,
                          "OpTypeBufferSurfaceINTEL takes one AccessQualifier (0, 1 or 2)");
  unsigned access = in->operands[1];
  *ty = LLVMTargetExtTypeInContext(lspv_rev_context(c), BUFFER_TYPE, NULL, 0, &access, 1);
  return LSPV_SUCCESS;
}

/* The bits of "VCFloatControl" that float-control mode @p mode of @p width
 * stands for, in *bits; false when it is none of those modes. */
static int fc_bits(uint32_t mode, uint32_t width, uint32_t *bits) {
  for (uint32_t r = 0; r < 4; r++)
    if (fc_round[r] == mode)
      return *bits = r << FC_ROUND_SHIFT, 1;
  if (mode == SPV_ExecutionMode_FloatingPointModeALTINTEL ||
      mode == SPV_ExecutionMode_FloatingPointModeIEEEINTEL)
    return *bits = mode == SPV_ExecutionMode_FloatingPointModeALTINTEL ? FC_ALT : 0, 1;
  if (mode != SPV_ExecutionMode_DenormPreserve && mode != SPV_ExecutionMode_DenormFlushToZero)
    return 0;
  *bits = 0;
  for (size_t w = 0; w < sizeof fc_widths / sizeof fc_widths[0]; w++)
    if (fc_widths[w].width == width && mode == SPV_ExecutionMode_DenormPreserve)
      *bits = fc_widths[w].preserve_bit;
  return 1;
}

/* In a vector-compute module, a kernel's float-control modes are its
 * "VCFloatControl" (the bits of all of them together). */
static lspv_status rev_float_control(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *in) {
  uint32_t bits, have = 0;
  if (!fc_bits(in->operands[1], in->operands[2], &bits) ||
      !lspv_rev_module_declares_extension(c, EXT))
    return LSPV_DECLINED;
  attr_value(fn, LLVMAttributeFunctionIndex, FC_ATTR, &have);
  LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, FC_ATTR,
                                   (unsigned)strlen(FC_ATTR));
  have |= bits;
  add_attr(c, fn, LLVMAttributeFunctionIndex, FC_ATTR, &have);
  return LSPV_SUCCESS;
}

static lspv_status rev_execution_mode(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *in) {
  if (in->opcode != SPV_OpExecutionMode || in->noperands < 3)
    return LSPV_DECLINED;
  if (rev_float_control(c, fn, in) == LSPV_SUCCESS)
    return LSPV_SUCCESS;
  for (size_t k = 0; k < N_MODES; k++)
    if (modes[k].mode == in->operands[1]) {
      add_attr(c, fn, LLVMAttributeFunctionIndex, modes[k].attr, &in->operands[2]);
      return LSPV_SUCCESS;
    }
  return LSPV_DECLINED;
}

static const char *const extensions[] = {EXT, NULL};
static const uint32_t type_opcodes[] = {SPV_OpTypeBufferSurfaceINTEL, 0};
static const uint32_t vector_caps[] = {SPV_Capability_VectorAnyINTEL, 0};
static const uint32_t decorations[] = {SPV_Decoration_VectorComputeFunctionINTEL,
                                       SPV_Decoration_StackCallINTEL,
                                       SPV_Decoration_VectorComputeCallableFunctionINTEL,
                                       SPV_Decoration_SIMTCallINTEL,
                                       SPV_Decoration_FuncParamIOKindINTEL,
                                       SPV_Decoration_MediaBlockIOINTEL,
                                       SPV_Decoration_VectorComputeVariableINTEL,
                                       SPV_Decoration_GlobalVariableOffsetINTEL,
                                       SPV_Decoration_FunctionRoundingModeINTEL,
                                       SPV_Decoration_FunctionDenormModeINTEL,
                                       SPV_Decoration_FunctionFloatingPointModeINTEL,
                                       SPV_Decoration_SingleElementVectorINTEL,
                                       0};

const lspv_plugin lspv_plugin_vector_compute = {
    LSPV_PLUGIN_HEADER,
    .name = "vector-compute",
    .extensions = extensions,
    .decorations = decorations,
    .fwd_global_object = fwd_global_object,
    .rev_decoration = rev_decoration,
    .fwd_entry_point = fwd_entry_point,
    .rev_execution_mode = rev_execution_mode,
    .fwd_module_begin = fwd_module_begin,
    .fwd_type = fwd_type,
    .type_opcodes = type_opcodes,
    .rev_type = rev_type,
    .any_vector_size_capabilities = vector_caps,
    .fwd_global_storage_class = fwd_global_storage_class,
};
