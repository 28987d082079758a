/*===-- ext/ext_private.h - the built-in plugins, for the registry -*- C -*-===*\
|* A built-in plugin sees lspv exactly as an external one does: through     *|
|* lspv/plugin.h (and the lspv/plugin_spirv.h, lspv/spirv_enums.h it        *|
|* includes) only.  This header just names the descriptors.                  *|
\*===----------------------------------------------------------------------===*/
#ifndef LSPV_EXT_PRIVATE_H
#define LSPV_EXT_PRIVATE_H

#include "lspv/plugin.h"

extern const lspv_plugin lspv_plugin_split_barrier;
extern const lspv_plugin lspv_plugin_bitcast_shuffle;
extern const lspv_plugin lspv_plugin_memory_aliasing;
extern const lspv_plugin lspv_plugin_auxdata;
extern const lspv_plugin lspv_plugin_arbitrary_precision_integers;
extern const lspv_plugin lspv_plugin_atomic_float;
extern const lspv_plugin lspv_plugin_intel_subgroups;
extern const lspv_plugin lspv_plugin_inline_asm;
extern const lspv_plugin lspv_plugin_function_pointers;
extern const lspv_plugin lspv_plugin_bit_instructions;
extern const lspv_plugin lspv_plugin_spv_ir_ops;
extern const lspv_plugin lspv_plugin_bfloat16;
extern const lspv_plugin lspv_plugin_cooperative_matrix;
extern const lspv_plugin lspv_plugin_int4;
extern const lspv_plugin lspv_plugin_annotations;
extern const lspv_plugin lspv_plugin_no_integer_wrap;
extern const lspv_plugin lspv_plugin_linkonce_odr;
extern const lspv_plugin lspv_plugin_kernel_attributes;
extern const lspv_plugin lspv_plugin_fpga_function_attributes;
extern const lspv_plugin lspv_plugin_fp_max_error;
extern const lspv_plugin lspv_plugin_fpga_loop_controls;
extern const lspv_plugin lspv_plugin_vector_compute;
extern const lspv_plugin lspv_plugin_expect_assume;
extern const lspv_plugin lspv_plugin_float_controls;
extern const lspv_plugin lspv_plugin_shader_clock;
extern const lspv_plugin lspv_plugin_relaxed_printf;
extern const lspv_plugin lspv_plugin_integer_dot_product;
extern const lspv_plugin lspv_plugin_long_vector;
extern const lspv_plugin lspv_plugin_long_composites;
extern const lspv_plugin lspv_plugin_uniform_group;
extern const lspv_plugin lspv_plugin_subgroup_rotate;
extern const lspv_plugin lspv_plugin_debug_module;
extern const lspv_plugin lspv_plugin_variable_length_array;
extern const lspv_plugin lspv_plugin_task_sequence;
extern const lspv_plugin lspv_plugin_device_barrier;
extern const lspv_plugin lspv_plugin_int16_atomics;
extern const lspv_plugin lspv_plugin_fma;
extern const lspv_plugin lspv_plugin_bfloat16_conversion;
extern const lspv_plugin lspv_plugin_rounded_divide_sqrt;
extern const lspv_plugin lspv_plugin_joint_matrix;
extern const lspv_plugin lspv_plugin_global_variable_decorations;
extern const lspv_plugin lspv_plugin_mini_float;
extern const lspv_plugin lspv_plugin_unstructured_loop_controls;
extern const lspv_plugin lspv_plugin_image_raw10_raw12;
extern const lspv_plugin lspv_plugin_blocking_pipes;
extern const lspv_plugin lspv_plugin_bindless_images;
extern const lspv_plugin lspv_plugin_untyped_pointers;
extern const lspv_plugin lspv_plugin_avc_motion_estimation;
extern const lspv_plugin lspv_plugin_optnone;
extern const lspv_plugin lspv_plugin_fp_fast_math_mode;
extern const lspv_plugin lspv_plugin_token_type;
extern const lspv_plugin lspv_plugin_maximum_registers;
extern const lspv_plugin lspv_plugin_hw_thread_queries;
extern const lspv_plugin lspv_plugin_usm_storage_classes;
extern const lspv_plugin lspv_plugin_media_block_io;
extern const lspv_plugin lspv_plugin_arbitrary_precision_fixed_point;
extern const lspv_plugin lspv_plugin_arbitrary_precision_floating_point;
extern const lspv_plugin lspv_plugin_cache_controls;
extern const lspv_plugin lspv_plugin_runtime_aligned;
extern const lspv_plugin lspv_plugin_subgroup_requirements;
extern const lspv_plugin lspv_plugin_fpga_buffer_location;
extern const lspv_plugin lspv_plugin_fpga_argument_interfaces;
extern const lspv_plugin lspv_plugin_arithmetic_fence;
extern const lspv_plugin lspv_plugin_masked_gather_scatter;
extern const lspv_plugin lspv_plugin_io_pipes;

#endif
