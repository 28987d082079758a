; Kernels listed in llvm.global_ctors / llvm.global_dtors run as
; Initializer / Finalizer entry points (SPIR-V 1.1); below 1.1 that is an
; error naming the execution modes, and nothing is written.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: not %lspv %s --spirv-max-version=1.0 -o %t.10.spv 2>&1 | FileCheck %s --check-prefix=V10
; RUN: not test -e %t.10.spv

; SPV: 119734787 65792
; SPV-DAG: EntryPoint 6 [[#SETUP:]] "setup"
; SPV-DAG: EntryPoint 6 [[#TEARDOWN:]] "teardown"
; SPV-DAG: ExecutionMode [[#SETUP]] 33
; SPV-DAG: ExecutionMode [[#TEARDOWN]] 34

; LLVM-DAG: @llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @setup, ptr null }]
; LLVM-DAG: @llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @teardown, ptr null }]
; LLVM-DAG: define spir_kernel void @setup()
; LLVM-DAG: define spir_kernel void @teardown()

; V10: Requires1_1: Feature requires SPIR-V 1.1 or greater: Initializer/Finalizer Execution Mode
; V10-NEXT: function @{{setup|teardown}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @setup, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @teardown, ptr null }]

define spir_kernel void @setup() {
  store i32 7, ptr addrspace(1) @counter, align 4
  ret void
}

define spir_kernel void @teardown() {
  store i32 0, ptr addrspace(1) @counter, align 4
  ret void
}
