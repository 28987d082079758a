/*===-- ext/fpga_function_attributes.c - FPGA function decorations --------===*\
|*                                                                            *|
|* The FPGA function attributes that DPC++ writes as function metadata, as   *|
|* decorations of the function (four small extensions, one plugin):         *|
|*                                                                            *|
|*   !stall_enable !{i32 1}         StallEnableINTEL (fpga_cluster_attributes) *|
|*   !stall_free !{i32 1}           StallFreeINTEL (the same, revision 2)     *|
|*   !loop_fuse !{i32 D, i32 I}     FuseLoopsInFunctionINTEL D I (loop_fuse)  *|
|*   !prefer_dsp !{i32 M} and       MathOpDSPModeINTEL M P (fpga_dsp_control) *|
|*   !propagate_dsp_preference !{i32 P}                                       *|
|*   !initiation_interval !{i32 N}  InitiationIntervalINTEL N                 *|
|*   !max_concurrency !{i32 N}      MaxConcurrencyINTEL N                     *|
|*   !pipeline_kernel !{i32 B}      PipelineEnableINTEL B (these three:       *|
|*                                  fpga_invocation_pipelining_attributes)   *|
|*                                                                            *|
|* and back.  A zero stall_enable / stall_free / initiation_interval says   *|
|* "no attribute" and writes nothing.  They are hints: with the extension    *|
|* disabled they are dropped, as llvm-spirv drops them                       *|
|* (docs/extensions/fpga-function-attributes.md).                           *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "ext/fn_metadata.h"
#include "lspv/plugin.h"

/* In name order: the order they are declared in, as llvm-spirv does. */
static const char *const extensions[] = {
    "SPV_INTEL_fpga_cluster_attributes", "SPV_INTEL_fpga_dsp_control",
    "SPV_INTEL_fpga_invocation_pipelining_attributes", "SPV_INTEL_loop_fuse", NULL};
enum { CLUSTER, DSP, PIPELINING, LOOP_FUSE, N_EXTS };

#define PROPAGATE_DSP "propagate_dsp_preference"

/* One metadata kind, one decoration; in capability order (the order the
 * capabilities are declared in). */
static const struct {
  const char *md;
  uint32_t decoration, cap, implied_cap;
  unsigned ext, nlits;
  int zero_is_none; /* a first literal 0 means "no attribute" */
} rows[] = {
    {"stall_enable", SPV_Decoration_StallEnableINTEL, SPV_Capability_FPGAClusterAttributesINTEL, 0,
     CLUSTER, 0, 1},
    {"loop_fuse", SPV_Decoration_FuseLoopsInFunctionINTEL, SPV_Capability_LoopFuseINTEL, 0,
     LOOP_FUSE, 2, 0},
    {"prefer_dsp", SPV_Decoration_MathOpDSPModeINTEL, SPV_Capability_FPGADSPControlINTEL, 0, DSP, 2,
     0},
    {"initiation_interval", SPV_Decoration_InitiationIntervalINTEL,
     SPV_Capability_FPGAInvocationPipeliningAttributesINTEL, 0, PIPELINING, 1, 1},
    {"max_concurrency", SPV_Decoration_MaxConcurrencyINTEL,
     SPV_Capability_FPGAInvocationPipeliningAttributesINTEL, 0, PIPELINING, 1, 0},
    {"pipeline_kernel", SPV_Decoration_PipelineEnableINTEL,
     SPV_Capability_FPGAInvocationPipeliningAttributesINTEL, 0, PIPELINING, 1, 0},
    {"stall_free", SPV_Decoration_StallFreeINTEL, SPV_Capability_FPGAClusterAttributesV2INTEL,
     SPV_Capability_FPGAClusterAttributesINTEL, CLUSTER, 0, 1},
};
#define N_ROWS (sizeof rows / sizeof rows[0])

/* ---- forward ------------------------------------------------------------- */

/* The decoration literals of rows[k] for @p fn into lits: 1 when the
 * attribute applies, 0 when not, an error status after a diagnostic. */
static lspv_status row_literals(lspv_fwd_ctx *c, LLVMValueRef fn, unsigned k, uint32_t lits[2],
                                int *applies) {
  LLVMValueRef node = ext_fn_md(fn, rows[k].md);
  *applies = 0;
  if (!node)
    return LSPV_SUCCESS;
  /* The flags (stall_enable, stall_free) carry one value: 0 or 1. */
  unsigned take = rows[k].nlits ? rows[k].nlits : 1;
  uint32_t v[2] = {0, 0};
  int n = ext_md_ints(node, v, take);
  if (rows[k].decoration == SPV_Decoration_MathOpDSPModeINTEL && n == 1) {
    LLVMValueRef prop = ext_fn_md(fn, PROPAGATE_DSP);
    if (prop && ext_md_ints(prop, v + 1, 1) == 1)
      n = 2;
    else
      n = 2, v[1] = 0;
  }
  if (n != (int)take)
    return lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", fn,
                          "!%s takes %u integer operand(s)", rows[k].md, take);
  if (rows[k].zero_is_none && v[0] == 0)
    return LSPV_SUCCESS;
  memcpy(lits, v, sizeof v);
  *applies = 1;
  return LSPV_SUCCESS;
}

/* Which rows apply to @p fn (bit k for rows[k]), literals into lits. */
static lspv_status applicable_rows(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t lits[][2],
                                   unsigned *set) {
  *set = 0;
  for (unsigned k = 0; k < N_ROWS; k++) {
    if (!lspv_fwd_extension_enabled(c, extensions[rows[k].ext]))
      continue; /* hints: dropped, as llvm-spirv drops them */
    int applies = 0;
    lspv_status s = row_literals(c, fn, k, lits[k], &applies);
    if (s)
      return s;
    if (applies)
      *set |= 1u << k;
  }
  return LSPV_SUCCESS;
}

/* Declares, up front, the extensions (in name order) and capabilities (in
 * number order) that the module's attributes need, as llvm-spirv orders
 * them, whichever function comes first. */
static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  unsigned used = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    uint32_t lits[N_ROWS][2];
    unsigned set;
    lspv_status s = applicable_rows(c, fn, lits, &set);
    if (s)
      return s;
    used |= set;
  }
  for (unsigned e = 0; e < N_EXTS; e++)
    for (unsigned k = 0; k < N_ROWS; k++)
      if ((used & (1u << k)) && rows[k].ext == e) {
        lspv_status s = lspv_fwd_require_extension(c, extensions[e]);
        if (s)
          return s;
        break;
      }
  for (unsigned k = 0; k < N_ROWS; k++)
    if (used & (1u << k)) {
      if (rows[k].implied_cap)
        lspv_fwd_require_capability(c, rows[k].implied_cap);
      lspv_fwd_require_capability(c, rows[k].cap);
    }
  return LSPV_SUCCESS;
}

static lspv_status fwd_global_object(lspv_fwd_ctx *c, LLVMValueRef gv, uint32_t id) {
  if (!LLVMIsAFunction(gv))
    return LSPV_SUCCESS;
  uint32_t lits[N_ROWS][2];
  unsigned set;
  lspv_status s = applicable_rows(c, gv, lits, &set);
  for (unsigned k = 0; k < N_ROWS && !s; k++)
    if (set & (1u << k)) {
      uint32_t ops[4] = {id, rows[k].decoration, lits[k][0], lits[k][1]};
      lspv_fwd_emit(c, LSPV_EMIT_ANNOTATION, SPV_OpDecorate, ops, 2 + rows[k].nlits);
    }
  return s;
}

/* ---- reverse ------------------------------------------------------------- */

static lspv_status rev_decoration(lspv_rev_ctx *c, LLVMValueRef target, const uint32_t *dec,
                                  uint32_t ndec, uint32_t word_offset) {
  if (!LLVMIsAFunction(target))
    return LSPV_DECLINED;
  for (unsigned k = 0; k < N_ROWS; k++) {
    if (rows[k].decoration != dec[0])
      continue;
    if (ndec < 1 + rows[k].nlits)
      return lspv_rev_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidModule", word_offset,
                            "decoration %u takes %u literal(s)", dec[0], rows[k].nlits);
    if (rows[k].decoration == SPV_Decoration_MathOpDSPModeINTEL) {
      ext_set_fn_md_ints(target, rows[k].md, dec + 1, 1);
      if (dec[2])
        ext_set_fn_md_ints(target, PROPAGATE_DSP, dec + 2, 1);
    } else if (rows[k].nlits) {
      ext_set_fn_md_ints(target, rows[k].md, dec + 1, rows[k].nlits);
    } else {
      static const uint32_t one = 1;
      ext_set_fn_md_ints(target, rows[k].md, &one, 1);
    }
    return LSPV_SUCCESS;
  }
  return LSPV_DECLINED;
}

static lspv_status rev_module_begin(lspv_rev_ctx *c) {
  static const char *const kinds[] = {"stall_enable",    "stall_free",      "loop_fuse",
                                      "prefer_dsp",      PROPAGATE_DSP,     "initiation_interval",
                                      "max_concurrency", "pipeline_kernel", NULL};
  ext_register_md_kinds(lspv_rev_context(c), kinds);
  return LSPV_SUCCESS;
}

static const uint32_t decorations[] = {
    SPV_Decoration_StallEnableINTEL,         SPV_Decoration_StallFreeINTEL,
    SPV_Decoration_FuseLoopsInFunctionINTEL, SPV_Decoration_MathOpDSPModeINTEL,
    SPV_Decoration_InitiationIntervalINTEL,  SPV_Decoration_MaxConcurrencyINTEL,
    SPV_Decoration_PipelineEnableINTEL,      0};

const lspv_plugin lspv_plugin_fpga_function_attributes = {
    LSPV_PLUGIN_HEADER,
    .name = "fpga-function-attributes",
    .extensions = extensions,
    .decorations = decorations,
    .fwd_module_begin = fwd_module_begin,
    .fwd_global_object = fwd_global_object,
    .rev_decoration = rev_decoration,
    .rev_module_begin = rev_module_begin,
};
