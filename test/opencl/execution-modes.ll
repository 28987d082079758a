; Kernel metadata <-> execution modes: reqd_work_group_size with fewer than
; three sizes (the others are 1), !spirv.ExecutionMode entries (literal and
; *Id modes), a kernel of llvm.global_ctors as an Initializer, and the
; C++ for OpenCL version as its OpSource.  Reverse gives the metadata back.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; SubgroupsPerWorkgroup and an Initializer need SPIR-V 1.1.
; RUN: not %lspv %s --spirv-max-version=1.0 -o %t.10.spv 2>&1 | FileCheck %s --check-prefix=V10
; A !spirv.ExecutionMode entry must give the mode its operands.
; RUN: sed -e 's/i32 36, i32 8}/i32 36}/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD

; SPV-DAG: EntryPoint 6 [[#A:]] "a"
; SPV-DAG: EntryPoint 6 [[#B:]] "b"
; SPV-DAG: EntryPoint 6 [[#INIT:]] "init"
; SPV-DAG: ExecutionMode [[#A]] 17 8 1 1
; SPV-DAG: ExecutionMode [[#B]] 18 4 2 1
; SPV-DAG: ExecutionMode [[#A]] 36 8
; SPV-DAG: ExecutionModeId [[#B]] 37 [[#FOUR:]]
; SPV-DAG: Constant [[#]] [[#FOUR]] 4
; SPV-DAG: ExecutionMode [[#INIT]] 33
; SPV-DAG: Source 6 100000

; LLVM: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
; LLVM: define spir_kernel void @a() {{.*}}!reqd_work_group_size ![[RA:[0-9]+]]
; LLVM: define spir_kernel void @b() {{.*}}!work_group_size_hint ![[HB:[0-9]+]]
; LLVM-DAG: !spirv.ExecutionMode = !{![[EA:[0-9]+]], ![[EB:[0-9]+]]}
; LLVM-DAG: !opencl.cxx.version = !{![[CXX:[0-9]+]]}
; LLVM-DAG: !opencl.ocl.version = !{![[OCL:[0-9]+]]}
; LLVM-DAG: ![[RA]] = !{i32 8, i32 1, i32 1}
; LLVM-DAG: ![[HB]] = !{i32 4, i32 2, i32 1}
; LLVM-DAG: ![[EA]] = !{ptr @a, i32 36, i32 8}
; LLVM-DAG: ![[EB]] = !{ptr @b, i32 37, i32 4}
; LLVM-DAG: ![[CXX]] = !{i32 1, i32 0}
; LLVM-DAG: ![[OCL]] = !{i32 2, i32 0}

; V10: {{requires SPIR-V version 1.1|Feature requires SPIR-V 1.1 or greater}}
; BAD: InvalidOperand: !spirv.ExecutionMode: SubgroupsPerWorkgroup takes 1 literal operand(s)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]

define spir_kernel void @a() !reqd_work_group_size !0 {
  ret void
}

define spir_kernel void @b() !work_group_size_hint !1 {
  ret void
}

define internal spir_kernel void @init() {
  ret void
}

!spirv.ExecutionMode = !{!2, !3}
!opencl.cxx.version = !{!4}
!opencl.ocl.version = !{!5}

!0 = !{i32 8}
!1 = !{i32 4, i32 2}
!2 = !{ptr @a, i32 36, i32 8}
!3 = !{ptr @b, i32 37, i32 4}
!4 = !{i32 1, i32 0}
!5 = !{i32 2, i32 0}
