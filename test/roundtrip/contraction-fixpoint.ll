; ContractionOff survives the round trip under --exact-roundtrip (issue 19):
; a kernel whose call tree has only `contract` adds (clang -ffp-contract=fast,
; the SYCL default) has no ContractionOff; reverse gives the flag back to the
; fmul/fadd/fsub of every function such a kernel reaches, so the second
; forward leaves the kernel unmarked again.  A helper reached only from a
; kernel with ContractionOff keeps plain adds, so that kernel stays marked.
; Without the option, reverse writes the instructions as llvm-spirv does
; (no flags), and the second forward marks the first kernel too.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -o %t.plain.bc
; RUN: %llvm-dis %t.plain.bc -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %lspv %t.plain.bc -o - | spirv-dis - | FileCheck %s --check-prefix=PLAIN-SPV

; CHECK-NOT: OpExecutionMode %{{[a-z_]+}} ContractionOff
; CHECK: OpExecutionMode %off ContractionOff
; CHECK-NOT: ContractionOff

; IR-LABEL: define spir_func float @fast_helper(
; IR: fmul contract float
; IR: fadd contract float
; IR: fsub contract float
; IR-LABEL: define spir_func float @strict_helper(
; IR: fmul float
; IR: fadd float
; IR-LABEL: define spir_kernel void @fast(
; IR: fadd contract float
; IR-LABEL: define spir_kernel void @off(
; IR: fadd float

; PLAIN-NOT: {{fmul|fadd|fsub}} contract
; PLAIN-SPV-DAG: OpExecutionMode %fast ContractionOff
; PLAIN-SPV-DAG: OpExecutionMode %off ContractionOff

target triple = "spir64-unknown-unknown"

define spir_func float @fast_helper(float %a, float %b) {
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %a
  %d = fsub contract float %s, %b
  ret float %d
}

define spir_func float @strict_helper(float %a, float %b) {
  %m = fmul float %a, %b
  %s = fadd float %m, %a
  ret float %s
}

define spir_kernel void @fast(ptr addrspace(1) %p, float %a, float %b) {
  %h = call spir_func float @fast_helper(float %a, float %b)
  %s = fadd contract float %h, %a
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @off(ptr addrspace(1) %p, float %a, float %b) {
  %h = call spir_func float @strict_helper(float %a, float %b)
  %g = call spir_func float @fast_helper(float %a, float %b)
  %s = fadd float %h, %g
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
