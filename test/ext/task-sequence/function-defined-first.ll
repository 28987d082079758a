; OpTaskSequenceCreateINTEL names its function: SPIR-V 2.4 lets code name a
; function ahead of its definition only from calls and kernel enqueues, so a
; task function that LLVM defines after its user is moved in front of it;
; the other functions keep their order.  Reverse reads both orders (llvm-spirv
; names it ahead).
; RUN: %lspv --spirv-ext=+SPV_INTEL_task_sequence %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv --spirv-ext=+SPV_INTEL_task_sequence %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; The forward reference (as llvm-spirv writes it): read, and refused by the
; checker in a module lspv would write.
; RUN: %lspv -to-binary %S/Inputs/create-names-function-ahead.spt -o %t.ahead.spv
; RUN: not %lspv --verify %t.ahead.spv 2>&1 | FileCheck %s --check-prefix=AHEAD
; RUN: %lspv -r %t.ahead.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=LLVM-AHEAD

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV: Function [[#]] [[#FIRST:]] 0
; SPV: Function [[#]] [[#TASK:]] 0
; SPV: Function [[#]] [[#K:]] 0
; SPV: TaskSequenceCreateINTEL [[#]] [[#]] [[#TASK]] 4294967295 4294967295 1 8
; SPV: FunctionCall [[#]] [[#]] [[#LAST:]]
; SPV: Function [[#]] [[#LAST]] 0

; LLVM: define spir_func i32 @first(
; LLVM: define spir_func i32 @task(
; LLVM: define spir_kernel void @k(
; LLVM: call spir_func target("spirv.TaskSequenceINTEL") @_Z{{[0-9]+}}__spirv_TaskSequenceCreateINTEL{{[^(]*}}(ptr @task, i32 -1, i32 -1, i32 1, i32 8)
; LLVM: define spir_func i32 @last(

; AHEAD: InvalidForwardReference: id 5 is used before its definition
; LLVM-AHEAD: @_Z{{[0-9]+}}__spirv_TaskSequenceCreateINTEL{{[^(]*}}(ptr @t, i32 -1, i32 -1, i32 1, i32 8)

define spir_func i32 @first(i32 %x) {
  ret i32 %x
}

define spir_kernel void @k(i32 %n) {
entry:
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @task, i32 -1, i32 -1, i32 1, i32 8)
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  %v = call spir_func i32 @last(i32 %n)
  ret void
}

define spir_func i32 @task(i32 %a, i32 %b) {
  %r = mul i32 %a, %b
  ret i32 %r
}

define spir_func i32 @last(i32 %x) {
  ret i32 %x
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
