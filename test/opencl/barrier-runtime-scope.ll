; A barrier's or fence's memory_scope known only at run time is mapped by
; __translate_ocl_memory_scope, as a C11 atomic's is (issue 19: the
; OpenCL C reverse of a run-time Scope, sub_group_barrier(flags,
; __translate_spirv_memory_scope(s)), was refused on the way back).  Reverse
; gives the builtin its argument again and drops forward's call, so the
; round trip is a fixpoint; the helper is aligned as an i32 alloca.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; A run-time SPIR-V Scope (here a parameter of __spirv_ControlBarrier) reads
; back through __translate_spirv_memory_scope and goes forward again.
; RUN: %lspv %S/Inputs/spirv-barrier-runtime-scope.ll -o %t.s.spv
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.s.spv -o %t.s.bc
; RUN: %llvm-dis %t.s.bc -o - | FileCheck %s --check-prefix=SPIRV-SCOPE
; RUN: %lspv %t.s.bc -o %t.s2.spv
; RUN: %spirv-val %t.s2.spv
; The flags stay constants (no SPIR-V form maps them at run time).
; RUN: sed -e 's/memory_scope(i32 1, i32 %%s)/memory_scope(i32 %%s, i32 %%s)/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
;
; SPV: Name [[#MAP:]] "__translate_ocl_memory_scope"
; SPV: FunctionParameter [[#]] [[#S:]]
; SPV: FunctionCall [[#]] [[#A:]] [[#MAP]] [[#S]]
; SPV-NEXT: ControlBarrier [[#]] [[#A]] [[#]]
; SPV-NEXT: FunctionCall [[#]] [[#B:]] [[#MAP]] [[#S]]
; SPV-NEXT: ControlBarrier [[#]] [[#B]] [[#]]
; SPV-NEXT: FunctionCall [[#]] [[#C:]] [[#MAP]] [[#S]]
; SPV-NEXT: MemoryBarrier [[#C]] [[#]]
; SPV: Variable [[#]] [[#V:]] 7
; SPV: Store [[#V]] [[#]] 2 4
; SPV: Load [[#]] [[#]] [[#V]] 2 4
;
; CL20: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 %s)
; CL20-NEXT: call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 %s)
; CL20-NEXT: call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 3, i32 %s)
; CL20-NEXT: ret void
;
; SPIRV-SCOPE: [[K:%[a-z0-9]+]] = call spir_func i32 @__translate_spirv_memory_scope(i32 %s)
; SPIRV-SCOPE: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 3, i32 [[K]])
;
; ERR: barrier or fence with non-constant flags or memory order

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %s) {
entry:
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 %s)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 %s)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 2, i32 3, i32 %s)
  ret void
}

declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
