; SPV_INTEL_task_sequence: the create call's operands are checked with the
; spec's rules, one clear error each and no output.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=PIPE
; RUN: not test -e %t.spv
; RUN: sed -e 's/i32 -2, i32 -1, i32 17, i32 1/i32 1, i32 2, i32 17, i32 1/' %s > %t.cluster.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.cluster.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CLUSTER
; RUN: sed -e 's/i32 -2, i32 -1, i32 17, i32 1/i32 1, i32 1, i32 -1, i32 1/' %s > %t.get.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.get.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GET
; RUN: sed -e 's/i32 -2, i32 -1, i32 17, i32 1/i32 1, i32 1, i32 1, i32 -7/' %s > %t.async.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.async.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ASYNC
; RUN: sed -e 's/ptr @mult, i32 -2/ptr %%q, i32 1/' %s > %t.fn.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.fn.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FN
; RUN: sed -e 's/i32 -2, i32 -1, i32 17, i32 1/i32 %n, i32 1, i32 1, i32 1/' %s > %t.var.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.var.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=VAR
; RUN: not test -e %t.spv

; PIPE: InvalidInstruction: Can't translate llvm instruction:
; PIPE-NEXT: TaskSequenceCreateINTEL
; PIPE-NEXT: Pipeline must be a 32 bit integer with the value bigger or equal to -1.
; CLUSTER: ClusterMode valid values are -1, 0, 1.
; GET: GetCapacity must be an unsigned 32-bit integer.
; ASYNC: AsyncCapacity must be an unsigned 32-bit integer.
; FN: First argument is expected to be a function.
; VAR: the capacities and modes must be constant 32-bit integers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @mult(i32 %x, i32 %y) {
entry:
  %r = mul i32 %x, %y
  ret i32 %r
}

define spir_kernel void @k(ptr %q, i32 %n) {
entry:
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @mult, i32 -2, i32 -1, i32 17, i32 1)
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  ret void
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
