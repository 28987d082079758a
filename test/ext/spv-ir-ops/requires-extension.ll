; With an extension disabled, each instruction (and each operand flag or
; built-in that needs one) is RequiresExtension naming the extension, in
; llvm-spirv's words; no output.  Enabling only that extension translates it.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %lspv %t/bf16.ll -o %t/bf16.spv 2>&1 | FileCheck %s --check-prefix=BF16
; RUN: not test -e %t/bf16.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/bf16.ll -o %t/bf16.ok.spv
; RUN: %lspv --verify %t/bf16.ok.spv
; RUN: not %lspv %t/tf32.ll -o %t/tf32.spv 2>&1 | FileCheck %s --check-prefix=TF32
; RUN: not test -e %t/tf32.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_tensor_float32_conversion %t/tf32.ll -o %t/tf32.ok.spv
; RUN: %lspv --verify %t/tf32.ok.spv
; RUN: not %lspv %t/sigmoid.ll -o %t/sigmoid.spv 2>&1 | FileCheck %s --check-prefix=SIGMOID
; RUN: not test -e %t/sigmoid.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_sigmoid %t/sigmoid.ll -o %t/sigmoid.ok.spv
; RUN: %lspv --verify %t/sigmoid.ok.spv
; RUN: not %lspv %t/bitwise.ll -o %t/bitwise.spv 2>&1 | FileCheck %s --check-prefix=BITWISE
; RUN: not test -e %t/bitwise.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_ternary_bitwise_function %t/bitwise.ll -o %t/bitwise.ok.spv
; RUN: %lspv --verify %t/bitwise.ok.spv
; RUN: not %lspv %t/prefetch.ll -o %t/prefetch.spv 2>&1 | FileCheck %s --check-prefix=PREFETCH
; RUN: not test -e %t/prefetch.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch %t/prefetch.ll -o %t/prefetch.ok.spv
; RUN: %lspv --verify %t/prefetch.ok.spv
; RUN: not %lspv %t/block2d.ll -o %t/block2d.spv 2>&1 | FileCheck %s --check-prefix=BLOCK2D
; RUN: not test -e %t/block2d.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_2d_block_io %t/block2d.ll -o %t/block2d.ok.spv
; RUN: %lspv --verify %t/block2d.ok.spv
; RUN: not %lspv %t/predicated.ll -o %t/predicated.spv 2>&1 | FileCheck %s --check-prefix=PREDICATED
; RUN: not test -e %t/predicated.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_predicated_io %t/predicated.ll -o %t/predicated.ok.spv
; RUN: %lspv --verify %t/predicated.ok.spv
; RUN: not %lspv %t/mma.ll -o %t/mma.spv 2>&1 | FileCheck %s --check-prefix=MMA
; RUN: not test -e %t/mma.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %t/mma.ll -o %t/mma.ok.spv
; RUN: %lspv --verify %t/mma.ok.spv
; RUN: not %lspv %t/scaled.ll -o %t/scaled.spv 2>&1 | FileCheck %s --check-prefix=SCALED
; RUN: not test -e %t/scaled.spv
; The scaled form always needs the parent extension too (llvm-spirv declares
; it and its capability: the operand flags are the parent's).
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate %t/scaled.ll -o %t/scaled.spv 2>&1 | FileCheck %s --check-prefix=SCALEDFLAGS
; RUN: not test -e %t/scaled.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate,+SPV_INTEL_subgroup_matrix_multiply_accumulate %t/scaled.ll -o %t/scaled.ok.spv
; RUN: %lspv --verify %t/scaled.ok.spv
; RUN: %lspv -to-text %t/scaled.ok.spv -o - | FileCheck %s --check-prefix=SCALEDTEXT
; SCALEDTEXT-DAG: Capability SubgroupMatrixMultiplyAccumulateINTEL
; SCALEDTEXT-DAG: Capability SubgroupScaledMatrixMultiplyAccumulateINTEL
; SCALEDTEXT-DAG: Extension "SPV_INTEL_subgroup_matrix_multiply_accumulate"
; SCALEDTEXT-DAG: Extension "SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate"
; The packed float8 flag of the multiply-accumulate needs _float8 as well:
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate %t/fp8.ll -o %t/fp8.spv 2>&1 | FileCheck %s --check-prefix=FP8
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroup_matrix_multiply_accumulate,+SPV_INTEL_subgroup_matrix_multiply_accumulate_float8 %t/fp8.ll -o %t/fp8.ok.spv
; RUN: %lspv -to-text %t/fp8.ok.spv -o - | FileCheck %s --check-prefix=FP8TEXT
; The scaled form's operand flags are the parent extension's:
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate %t/scaledflags.ll -o %t/sf.spv 2>&1 | FileCheck %s --check-prefix=SCALEDFLAGS
; The device-barrier built-in:
; RUN: not %lspv %t/valid.ll -o %t/valid.spv 2>&1 | FileCheck %s --check-prefix=VALID
; RUN: %lspv --spirv-ext=+SPV_INTEL_device_barrier %t/valid.ll -o %t/valid.ok.spv
; RUN: %lspv --verify %t/valid.ok.spv

; BF16: RequiresExtension: Feature requires the following SPIR-V extension:
; BF16-NEXT: SPV_INTEL_bfloat16_conversion
; TF32: RequiresExtension: Feature requires the following SPIR-V extension:
; TF32-NEXT: SPV_INTEL_tensor_float32_conversion
; SIGMOID: RequiresExtension: Feature requires the following SPIR-V extension:
; SIGMOID-NEXT: SPV_INTEL_sigmoid
; BITWISE: RequiresExtension: Feature requires the following SPIR-V extension:
; BITWISE-NEXT: SPV_INTEL_ternary_bitwise_function
; PREFETCH: RequiresExtension: Feature requires the following SPIR-V extension:
; PREFETCH-NEXT: SPV_INTEL_subgroup_buffer_prefetch
; BLOCK2D: RequiresExtension: Feature requires the following SPIR-V extension:
; BLOCK2D-NEXT: SPV_INTEL_2d_block_io
; PREDICATED: RequiresExtension: Feature requires the following SPIR-V extension:
; PREDICATED-NEXT: SPV_INTEL_predicated_io
; MMA: RequiresExtension: Feature requires the following SPIR-V extension:
; MMA-NEXT: SPV_INTEL_subgroup_matrix_multiply_accumulate
; SCALED: RequiresExtension: Feature requires the following SPIR-V extension:
; SCALED-NEXT: SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate
; FP8: RequiresExtension: Feature requires the following SPIR-V extension:
; FP8-NEXT: SPV_INTEL_subgroup_matrix_multiply_accumulate_float8
; FP8-NEXT: SubgroupMatrixMultiplyAccumulateINTEL with FP8 operand flags requires this extension
; FP8TEXT: Extension "SPV_INTEL_subgroup_matrix_multiply_accumulate_float8"
; FP8TEXT: SubgroupMatrixMultiplyAccumulateINTEL {{[0-9 ]+}} 16384
; SCALEDFLAGS: RequiresExtension: Feature requires the following SPIR-V extension:
; SCALEDFLAGS-NEXT: SPV_INTEL_subgroup_matrix_multiply_accumulate
; VALID: RequiresExtension: Feature requires the following SPIR-V extension:
; VALID-NEXT: SPV_INTEL_device_barrier

;--- bf16.ll
target triple = "spir64-unknown-unknown"
define spir_func i16 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %a)
  ret i16 %r
}
declare spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float)

;--- tf32.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func float @_Z25__spirv_RoundFToTF32INTELf(float %a)
  ret float %r
}
declare spir_func float @_Z25__spirv_RoundFToTF32INTELf(float)

;--- sigmoid.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func float @_Z21__spirv_FSigmoidINTELf(float %a)
  ret float %r
}
declare spir_func float @_Z21__spirv_FSigmoidINTELf(float)

;--- bitwise.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32 %x, i32 %x, i32 %x, i32 7)
  ret i32 %r
}
declare spir_func i32 @_Z28__spirv_BitwiseFunctionINTELiiii(i32, i32, i32, i32)

;--- prefetch.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(float %a, i32 %x, ptr addrspace(1) %p) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1) %p, i32 %x)
  ret void
}
declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khj(ptr addrspace(1), i32)

;--- block2d.ll
target triple = "spir64-unknown-unknown"
define spir_func void @f(float %a, i32 %x, ptr addrspace(1) %p) {
  call spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32 4, i32 16, i32 8, i32 1, ptr addrspace(1) %p, i32 %x, i32 %x, i32 %x, <2 x i32> zeroinitializer)
  ret void
}
declare spir_func void @_Z36__spirv_Subgroup2DBlockPrefetchINTELiiiiPU3AS1KviiiDv2_i(i32, i32, i32, i32, ptr addrspace(1), i32, i32, i32, <2 x i32>)

;--- predicated.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1) %p, i1 true, i32 %x)
  ret i32 %r
}
declare spir_func i32 @_Z27__spirv_PredicatedLoadINTELPU3AS1Kibi(ptr addrspace(1), i1, i32)

;--- mma.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiiii(i32 8, i32 %x, i32 %x, i32 %x, i32 3)
  ret i32 %r
}
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiiii(i32, i32, i32, i32, i32)

;--- scaled.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiiiiccii(i32 8, i32 %x, i32 %x, i32 %x, i8 0, i8 0, i32 0)
  ret i32 %r
}
declare spir_func i32 @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiiiiccii(i32, i32, i32, i32, i8, i8, i32)

;--- fp8.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiiii(i32 8, i32 %x, i32 %x, i32 %x, i32 16384)
  ret i32 %r
}
declare spir_func i32 @_Z45__spirv_SubgroupMatrixMultiplyAccumulateINTELiiiii(i32, i32, i32, i32, i32)

;--- scaledflags.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(float %a, i32 %x, ptr addrspace(1) %p) {
  %r = call spir_func i32 @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiiiiccii(i32 8, i32 %x, i32 %x, i32 %x, i8 0, i8 0, i32 1048576)
  ret i32 %r
}
declare spir_func i32 @_Z51__spirv_SubgroupScaledMatrixMultiplyAccumulateINTELiiiiccii(i32, i32, i32, i32, i8, i8, i32)

;--- valid.ll
target triple = "spir64-unknown-unknown"
define spir_func i1 @f() {
  %r = call spir_func i1 @_Z38__spirv_BuiltInDeviceBarrierValidINTELv()
  ret i1 %r
}
declare spir_func i1 @_Z38__spirv_BuiltInDeviceBarrierValidINTELv()
