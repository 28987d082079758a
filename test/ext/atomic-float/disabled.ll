; The float atomics without their extension: RequiresExtension naming it, no
; output.  A half add needs SPV_EXT_shader_atomic_float16_add, and also the
; instruction's own SPV_EXT_shader_atomic_float_add (implied: declared unless
; disabled explicitly).  bfloat needs SPV_INTEL_16bit_atomics first
; (test/ext/int16-atomics/bfloat16.ll).
; RUN: rm -rf %t
; RUN: split-file %s %t
; RUN: not %lspv %t/add.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not test -e %t/o.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_EXT_shader_atomic_float_add %t/add.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not %lspv --spirv-ext=+SPV_EXT_shader_atomic_float_add %t/minmax.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=MINMAX
; RUN: not test -e %t/o.spv
; RUN: not %lspv --spirv-ext=+SPV_EXT_shader_atomic_float_add %t/half.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=HALF
; RUN: not %lspv --spirv-ext=+SPV_EXT_shader_atomic_float16_add,-SPV_EXT_shader_atomic_float_add %t/half.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=ADD
; RUN: not test -e %t/o.spv
; RUN: %lspv --spirv-ext=+SPV_EXT_shader_atomic_float16_add %t/half.ll -spirv-text -o - | FileCheck %s --check-prefix=IMPLIED
; RUN: not %lspv --spirv-ext=+all,-SPV_INTEL_16bit_atomics %t/bfloat.ll -o %t/o.spv 2>&1 | FileCheck %s --check-prefix=BF16
; RUN: not test -e %t/o.spv
; ADD: RequiresExtension: Feature requires the following SPIR-V extension:
; ADD-NEXT: SPV_EXT_shader_atomic_float_add
; MINMAX: RequiresExtension: Feature requires the following SPIR-V extension:
; MINMAX-NEXT: SPV_EXT_shader_atomic_float_min_max
; HALF: RequiresExtension: Feature requires the following SPIR-V extension:
; HALF-NEXT: SPV_EXT_shader_atomic_float16_add
; IMPLIED-DAG: Capability AtomicFloat16AddEXT
; IMPLIED-DAG: Extension "SPV_EXT_shader_atomic_float16_add"
; IMPLIED-DAG: Extension "SPV_EXT_shader_atomic_float_add"
; BF16: RequiresExtension: Feature requires the following SPIR-V extension:
; BF16-NEXT: SPV_INTEL_16bit_atomics

;--- add.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fadd ptr addrspace(1) %p, float 1.0 monotonic
  ret void
}
;--- minmax.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, double %d) {
  %r = call spir_func double @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicdd12memory_order(ptr addrspace(1) %p, double %d, i32 0)
  ret void
}
declare spir_func double @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicdd12memory_order(ptr addrspace(1), double, i32)
;--- half.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fadd ptr addrspace(1) %p, half 1.0 monotonic
  ret void
}
;--- bfloat.ll
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p) {
  %r = atomicrmw fadd ptr addrspace(1) %p, bfloat 1.0 monotonic
  ret void
}
