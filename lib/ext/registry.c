/*===-- ext/registry.c - the built-in extension plugins ------------------===*\
|* The one list of compiled-in plugins: --spirv-ext, --help and the checker   *|
|* rules are built from it (through the options, which read each            *|
|* descriptor's fields).  Each plugin lives in its own file here.           *|
\*===----------------------------------------------------------------------===*/
#include "ext/debuginfo.h"
#include "ext/ext_private.h"
#include "options/options.h"

/* One plugin a line; the NULL ends the list. */
const lspv_plugin *const lspv_builtin_plugins[] = {
    &lspv_plugin_auxdata,
    &lspv_plugin_split_barrier,
    &lspv_plugin_bitcast_shuffle,
    &lspv_plugin_memory_aliasing,
    &lspv_plugin_arbitrary_precision_integers,
    &lspv_plugin_atomic_float,
    &lspv_plugin_intel_subgroups,
    &lspv_plugin_debuginfo_ocl100, /* OpenCL.DebugInfo.100 (forward: either set) */
    &lspv_plugin_debuginfo_ns100,  /* NonSemantic.Shader.DebugInfo.100 (reverse) */
    &lspv_plugin_inline_asm,
    &lspv_plugin_function_pointers,
    &lspv_plugin_bit_instructions,
    &lspv_plugin_spv_ir_ops,
    &lspv_plugin_bfloat16,
    &lspv_plugin_cooperative_matrix,
    &lspv_plugin_int4,
    &lspv_plugin_annotations,
    &lspv_plugin_debuginfo_legacy, /* SPIRV.debug (reverse) */
    &lspv_plugin_debuginfo_ns200,  /* NonSemantic.Shader.DebugInfo.200 (reverse) */
    &lspv_plugin_no_integer_wrap,
    &lspv_plugin_linkonce_odr,
    &lspv_plugin_fpga_function_attributes,
    &lspv_plugin_kernel_attributes,
    &lspv_plugin_fp_max_error,
    &lspv_plugin_fpga_loop_controls,
    &lspv_plugin_vector_compute,
    &lspv_plugin_expect_assume,
    &lspv_plugin_float_controls,
    &lspv_plugin_shader_clock,
    &lspv_plugin_integer_dot_product,
    &lspv_plugin_long_vector,
    &lspv_plugin_long_composites,
    &lspv_plugin_uniform_group,
    &lspv_plugin_subgroup_rotate,
    &lspv_plugin_debug_module, /* SPV_INTEL_debug_module: records written by debug-info */
    &lspv_plugin_relaxed_printf,
    &lspv_plugin_variable_length_array,
    &lspv_plugin_task_sequence,
    &lspv_plugin_device_barrier,
    &lspv_plugin_int16_atomics,
    &lspv_plugin_fma,
    &lspv_plugin_bfloat16_conversion,
    &lspv_plugin_rounded_divide_sqrt,
    &lspv_plugin_joint_matrix,
    &lspv_plugin_global_variable_decorations,
    &lspv_plugin_mini_float,
    &lspv_plugin_unstructured_loop_controls,
    &lspv_plugin_image_raw10_raw12,
    &lspv_plugin_blocking_pipes,
    &lspv_plugin_bindless_images,
    &lspv_plugin_untyped_pointers,
    &lspv_plugin_avc_motion_estimation,
    &lspv_plugin_optnone,
    &lspv_plugin_fp_fast_math_mode,
    &lspv_plugin_token_type,
    &lspv_plugin_maximum_registers,
    &lspv_plugin_hw_thread_queries,
    &lspv_plugin_usm_storage_classes,
    &lspv_plugin_media_block_io,
    &lspv_plugin_arbitrary_precision_fixed_point,
    &lspv_plugin_arbitrary_precision_floating_point,
    &lspv_plugin_cache_controls,
    &lspv_plugin_runtime_aligned,
    &lspv_plugin_subgroup_requirements,
    &lspv_plugin_fpga_buffer_location,
    &lspv_plugin_fpga_argument_interfaces,
    &lspv_plugin_arithmetic_fence,
    &lspv_plugin_masked_gather_scatter,
    &lspv_plugin_io_pipes,
    NULL,
};
const unsigned lspv_builtin_nplugins =
    sizeof lspv_builtin_plugins / sizeof lspv_builtin_plugins[0] - 1;
