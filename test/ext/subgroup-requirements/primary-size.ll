; SPV_INTEL_subgroup_requirements: a kernel that asks for the primary
; sub-group size (!intel_reqd_sub_group_size !{i32 -1}) gets the named
; execution mode and its capability beside the plain SubgroupSize; a kernel
; with a numeric size gets the plain mode only.  Reverse gives the metadata
; back.  Without the extension: the plain mode alone.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_subgroup_requirements -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file %t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; The named mode alone (another producer) reads the same.
; RUN: sed -e '/ExecutionMode [0-9]* 35 4294967295/d' %t.spt > %t.named.spt
; RUN: %lspv -to-binary %t.named.spt -o %t.named.spv
; RUN: %lspv -r %t.named.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; An unknown named size is refused (the grammar knows PrimaryINTEL only).
; RUN: sed -e 's/ExecutionMode \([0-9]*\) 6446 0/ExecutionMode \1 6446 7/' %t.spt > %t.bad.spt
; RUN: not %lspv -to-binary %t.bad.spt -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; Without the extension.
; RUN: %lspv %t.bc -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM

; SPV-DAG: Capability SubgroupRequirementsINTEL
; SPV-DAG: Extension "SPV_INTEL_subgroup_requirements"
; SPV-DAG: EntryPoint 6 [[#P:]] "primary"
; SPV-DAG: EntryPoint 6 [[#N:]] "numeric"
; SPV-DAG: ExecutionMode [[#P]] 35 4294967295
; SPV-DAG: ExecutionMode [[#P]] 6446 0
; SPV-DAG: ExecutionMode [[#N]] 35 16
; SPV-NOT: ExecutionMode [[#N]] 6446

; LLVM: define spir_kernel void @primary() {{.*}}!intel_reqd_sub_group_size ![[#PM:]]
; LLVM: define spir_kernel void @numeric() {{.*}}!intel_reqd_sub_group_size ![[#NM:]]
; LLVM-DAG: ![[#PM]] = !{i32 -1}
; LLVM-DAG: ![[#NM]] = !{i32 16}

; BAD: InvalidModule: word offset {{[0-9]+}} (OpExecutionMode): unknown NamedSubgroupSizeINTEL value 7

; OFF-NOT: SubgroupRequirementsINTEL
; OFF-NOT: SPV_INTEL_subgroup_requirements
; OFF-DAG: ExecutionMode [[#]] 35 4294967295
; OFF-DAG: ExecutionMode [[#]] 35 16
; OFF-NOT: 6446

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @primary() !intel_reqd_sub_group_size !0 {
  ret void
}

define spir_kernel void @numeric() !intel_reqd_sub_group_size !1 {
  ret void
}

!0 = !{i32 -1}
!1 = !{i32 16}
