; Cache controls come back through !spirv.Decorations on the pointer copy
; forward makes.  Only SPIR-V friendly IR lists decorations by default (as
; llvm-spirv), so the OpenCL environments lost them; under --exact-roundtrip
; lspv's own modules get the lists in every environment and the second
; forward writes the same decorations (issue 19).
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %s -o %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.spv -o %t.12.bc
; RUN: %llvm-dis %t.12.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %t.12.bc -o %t.12.spv
; RUN: cmp %t.spv %t.12.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_cache_controls %t.20.bc -o %t.20.spv
; RUN: cmp %t.spv %t.20.spv
; Without --exact-roundtrip the OpenCL environments stay llvm-spirv's form.
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=PLAIN
;
; IR: getelementptr i32, ptr addrspace(1) %buf, i32 0, !spirv.Decorations ![[#L:]]
; IR: load i32
; IR: ![[#L]] = !{![[#D:]]}
; IR: ![[#D]] = !{i32 6442, i32 0, i32 1}
; PLAIN-NOT: spirv.Decorations

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %buf) {
entry:
  %v = load i32, ptr addrspace(1) %buf, align 4, !spirv.DecorationCacheControlINTEL !0
  store i32 %v, ptr addrspace(1) %buf, align 4
  ret void
}

!0 = !{!1}
!1 = !{i32 6442, i32 0, i32 1, i32 0}
