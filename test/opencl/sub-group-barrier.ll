; sub_group_barrier(flags) is a Subgroup-execution OpControlBarrier whose
; memory scope is the work-group's (the one-argument form, as llvm-spirv
; reads it); with a memory_scope argument the scope is that one.  Reverse
; writes the two-argument form for OpenCL 2.0.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; OpenCL 1.2 (the default reverse target) has no memory_scope but has
; cl_khr_subgroups: the one-argument form where the scope is the default.
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL12
; RUN: %llvm-spirv-15 -r %t.spv -o %t.peer.bc
; A flags argument known only at run time has no SPIR-V form here (a scope
; has: opencl/barrier-runtime-scope.ll).
; RUN: sed -e 's/@_Z17sub_group_barrierj(i32 2)/@_Z17sub_group_barrierj(i32 %%f)/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
; ERR: barrier or fence with non-constant flags or memory order

; TEXT-DAG: Constant [[#I32:]] [[#SUB:]] 3
; TEXT-DAG: Constant [[#I32]] [[#WG:]] 2
; TEXT-DAG: Constant [[#I32]] [[#LOCAL:]] 272
; TEXT-DAG: Constant [[#I32]] [[#GLOBAL:]] 528
; TEXT: ControlBarrier [[#SUB]] [[#WG]] [[#LOCAL]]
; TEXT-NEXT: ControlBarrier [[#SUB]] [[#WG]] [[#GLOBAL]]
; TEXT-NEXT: ControlBarrier [[#SUB]] [[#SUB]] [[#LOCAL]]

; CL12: call spir_func void @_Z17sub_group_barrierj(i32 1)
; CL12-NEXT: call spir_func void @_Z17sub_group_barrierj(i32 2)
; CL12-NEXT: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 4)

; IR: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 1)
; IR-NEXT: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 2, i32 1)
; IR-NEXT: call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 4)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %f) {
entry:
  call spir_func void @_Z17sub_group_barrierj(i32 1)
  call spir_func void @_Z17sub_group_barrierj(i32 2)
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 4)
  ret void
}

declare spir_func void @_Z17sub_group_barrierj(i32)
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32)

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}
