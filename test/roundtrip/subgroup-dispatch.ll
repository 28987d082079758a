; A kernel with a required sub-group size: forward writes the SubgroupSize
; execution mode and the SubgroupDispatch capability it needs; reverse
; accepts that capability (issue 19: it refused it) and gives the metadata
; back, and forward of that is the same module.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; CHECK-DAG: 2 Capability SubgroupDispatch
; CHECK-DAG: 4 ExecutionMode [[K:[0-9]+]] 35 16
; CHECK-DAG: EntryPoint 6 [[K]] "k"
; IR: define spir_kernel void @k() {{.*}}!intel_reqd_sub_group_size ![[N:[0-9]+]]
; IR: ![[N]] = !{i32 16}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !intel_reqd_sub_group_size !0 {
  ret void
}
!0 = !{i32 16}
