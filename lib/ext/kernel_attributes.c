/*===-- ext/kernel_attributes.c - SPV_INTEL_kernel_attributes -------------===*\
|*                                                                            *|
|* The SYCL / FPGA kernel attributes that DPC++ writes as kernel metadata,   *|
|* as execution modes of the kernel's entry point:                          *|
|*                                                                            *|
|*   !max_work_group_size !{i32 X[, Y[, Z]]}  MaxWorkgroupSizeINTEL X Y Z    *|
|*                                            (missing sizes are 1)         *|
|*   !max_global_work_dim !{i32 D}            MaxWorkDimINTEL D              *|
|*   !no_global_work_offset !{}               NoGlobalOffsetINTEL            *|
|*   !num_simd_work_items !{i32 N}            NumSIMDWorkitemsINTEL N        *|
|*   !scheduler_target_fmax_mhz !{i32 F}      SchedulerTargetFmaxMhzINTEL F  *|
|*   !ip_interface !{!"streaming"[, !"stall_free_return"]}                   *|
|*                                            StreamingInterfaceINTEL 0|1    *|
|*   !ip_interface !{!"csr"[, !"wait_for_done_write"]}                       *|
|*                                            RegisterMapInterfaceINTEL 0|1  *|
|*                                                                            *|
|* with the capabilities the grammar gives each mode (KernelAttributesINTEL, *|
|* FPGAKernelAttributesINTEL, FPGAKernelAttributesv2INTEL), and back.  The  *|
|* attributes are hints: with the extension disabled they are dropped, as    *|
|* llvm-spirv drops them (docs/extensions/kernel-attributes.md).            *|
\*===----------------------------------------------------------------------===*/
#include <string.h>

#include "ext/fn_metadata.h"
#include "lspv/plugin.h"

#define EXT "SPV_INTEL_kernel_attributes"

/* Modes of integer literals, by mode number (the order they are written). */
static const struct {
  const char *md;
  uint32_t mode, cap;
  unsigned nlits; /* literals the mode takes; the metadata may give fewer */
} int_modes[] = {
    {"max_work_group_size", SPV_ExecutionMode_MaxWorkgroupSizeINTEL,
     SPV_Capability_KernelAttributesINTEL, 3},
    {"max_global_work_dim", SPV_ExecutionMode_MaxWorkDimINTEL, SPV_Capability_KernelAttributesINTEL,
     1},
    {"no_global_work_offset", SPV_ExecutionMode_NoGlobalOffsetINTEL,
     SPV_Capability_KernelAttributesINTEL, 0},
    {"num_simd_work_items", SPV_ExecutionMode_NumSIMDWorkitemsINTEL,
     SPV_Capability_FPGAKernelAttributesINTEL, 1},
    {"scheduler_target_fmax_mhz", SPV_ExecutionMode_SchedulerTargetFmaxMhzINTEL,
     SPV_Capability_FPGAKernelAttributesINTEL, 1},
};
#define N_INT_MODES (sizeof int_modes / sizeof int_modes[0])

/* !ip_interface: the interface kind and its one flag, by mode number. */
#define IP_INTERFACE "ip_interface"
static const struct {
  const char *kind, *flag;
  uint32_t mode, cap;
} ip_modes[] = {
    {"streaming", "stall_free_return", SPV_ExecutionMode_StreamingInterfaceINTEL,
     SPV_Capability_FPGAKernelAttributesINTEL},
    {"csr", "wait_for_done_write", SPV_ExecutionMode_RegisterMapInterfaceINTEL,
     SPV_Capability_FPGAKernelAttributesv2INTEL},
};
#define N_IP_MODES (sizeof ip_modes / sizeof ip_modes[0])

/* ---- forward ------------------------------------------------------------- */

/* The literals of int_modes[k] for @p fn: their count (the mode's), or -1
 * when @p fn has no such metadata. */
static int int_mode_literals(lspv_fwd_ctx *c, LLVMValueRef fn, unsigned k, uint32_t lits[3],
                             lspv_status *s) {
  LLVMValueRef node = ext_fn_md(fn, int_modes[k].md);
  *s = LSPV_SUCCESS;
  if (!node)
    return -1;
  if (!int_modes[k].nlits)
    return 0; /* presence is the attribute */
  int n = ext_md_ints(node, lits, int_modes[k].nlits);
  if (n <= 0) {
    *s = lspv_fwd_error(c, LSPV_ERROR_INVALID_INPUT, "InvalidLlvmModule", fn,
                        "!%s takes %s%u integer operand(s)", int_modes[k].md,
                        int_modes[k].nlits > 1 ? "1 to " : "", int_modes[k].nlits);
    return -1;
  }
  for (int i = n; i < (int)int_modes[k].nlits; i++)
    lits[i] = 1; /* a work-group size missing a dimension is 1 there */
  return (int)int_modes[k].nlits;
}

/* The ip_interface modes of @p fn: bit k set when ip_modes[k] applies. */
static unsigned ip_mode_set(LLVMValueRef fn) {
  LLVMValueRef node = ext_fn_md(fn, IP_INTERFACE);
  unsigned set = 0;
  for (unsigned k = 0; node && k < N_IP_MODES; k++)
    if (ext_md_has_string(node, ip_modes[k].kind))
      set |= 1u << k;
  return set;
}

static void require_cap(lspv_fwd_ctx *c, uint32_t cap) {
  /* FPGAKernelAttributesv2INTEL implies FPGAKernelAttributesINTEL: both are
   * declared, the implied one first, as llvm-spirv declares them. */
  if (cap == SPV_Capability_FPGAKernelAttributesv2INTEL)
    lspv_fwd_require_capability(c, SPV_Capability_FPGAKernelAttributesINTEL);
  lspv_fwd_require_capability(c, cap);
}

/* Declares what the kernels' attributes need up front (their modes are
 * written with the entry points, at the end), so the capabilities come in
 * the order llvm-spirv declares them: the kernels' before the functions'. */
static lspv_status fwd_module_begin(lspv_fwd_ctx *c, LLVMModuleRef m) {
  if (!lspv_fwd_extension_enabled(c, EXT))
    return LSPV_SUCCESS;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMGetFunctionCallConv(fn) != LLVMSPIRKERNELCallConv || LLVMIsDeclaration(fn))
      continue;
    uint32_t caps[N_INT_MODES + N_IP_MODES];
    unsigned ncaps = 0;
    for (unsigned k = 0; k < N_INT_MODES; k++) {
      uint32_t lits[3];
      lspv_status s;
      if (int_mode_literals(c, fn, k, lits, &s) >= 0)
        caps[ncaps++] = int_modes[k].cap;
      if (s)
        return s;
    }
    unsigned ip = ip_mode_set(fn);
    for (unsigned k = 0; k < N_IP_MODES; k++)
      if (ip & (1u << k))
        caps[ncaps++] = ip_modes[k].cap;
    lspv_status s = ncaps ? lspv_fwd_require_extension(c, EXT) : LSPV_SUCCESS;
    if (s)
      return s;
    for (unsigned i = 0; i < ncaps; i++)
      require_cap(c, caps[i]);
  }
  return LSPV_SUCCESS;
}

static lspv_status fwd_entry_point(lspv_fwd_ctx *c, LLVMValueRef fn, uint32_t entry_id) {
  if (!lspv_fwd_extension_enabled(c, EXT))
    return LSPV_SUCCESS; /* hints: dropped, as llvm-spirv drops them */
  for (unsigned k = 0; k < N_INT_MODES; k++) {
    uint32_t ops[5] = {entry_id, int_modes[k].mode};
    lspv_status s;
    int n = int_mode_literals(c, fn, k, ops + 2, &s);
    if (s)
      return s;
    if (n >= 0)
      lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 2 + (size_t)n);
  }
  LLVMValueRef node = ext_fn_md(fn, IP_INTERFACE);
  unsigned ip = ip_mode_set(fn);
  for (unsigned k = 0; k < N_IP_MODES; k++)
    if (ip & (1u << k)) {
      uint32_t ops[3] = {entry_id, ip_modes[k].mode,
                         (uint32_t)ext_md_has_string(node, ip_modes[k].flag)};
      lspv_fwd_emit(c, LSPV_EMIT_EXECUTION_MODE, SPV_OpExecutionMode, ops, 3);
    }
  return LSPV_SUCCESS;
}

/* ---- reverse ------------------------------------------------------------- */

static lspv_status rev_execution_mode(lspv_rev_ctx *c, LLVMValueRef fn, const lspv_spv_inst *in) {
  (void)c;
  if (in->opcode != SPV_OpExecutionMode || in->noperands < 2)
    return LSPV_DECLINED;
  uint32_t mode = in->operands[1];
  const uint32_t *lits = in->operands + 2;
  uint32_t nlits = in->noperands - 2;
  for (unsigned k = 0; k < N_INT_MODES; k++)
    if (int_modes[k].mode == mode) {
      ext_set_fn_md_ints(fn, int_modes[k].md, lits, nlits < 3 ? nlits : 3);
      return LSPV_SUCCESS;
    }
  for (unsigned k = 0; k < N_IP_MODES; k++)
    if (ip_modes[k].mode == mode) {
      const char *words[2] = {ip_modes[k].kind, ip_modes[k].flag};
      ext_set_fn_md_strings(fn, IP_INTERFACE, words, nlits && lits[0] ? 2 : 1);
      return LSPV_SUCCESS;
    }
  return LSPV_DECLINED;
}

static lspv_status rev_module_begin(lspv_rev_ctx *c) {
  static const char *const kinds[] = {"max_work_group_size",
                                      "no_global_work_offset",
                                      "max_global_work_dim",
                                      "num_simd_work_items",
                                      "scheduler_target_fmax_mhz",
                                      IP_INTERFACE,
                                      NULL};
  ext_register_md_kinds(lspv_rev_context(c), kinds);
  return LSPV_SUCCESS;
}

static const char *const extensions[] = {EXT, NULL};

const lspv_plugin lspv_plugin_kernel_attributes = {
    LSPV_PLUGIN_HEADER,
    .name = "kernel-attributes",
    .extensions = extensions,
    .fwd_module_begin = fwd_module_begin,
    .rev_module_begin = rev_module_begin,
    .fwd_entry_point = fwd_entry_point,
    .rev_execution_mode = rev_execution_mode,
};
