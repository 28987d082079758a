; OpenCL 1.2's intel_work_group_barrier_arrive/wait take no memory_scope
; (it is the work-group's), so reverse into CL1.2 writes the one-argument
; builtins, as llvm-spirv does.  A barrier of another memory scope would
; come back as a work-group one: --exact-roundtrip keeps its scope with the
; two-argument overload (work-group scope stays one-argument), and the
; round trip is a fixpoint.
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_split_barrier -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL12
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.spv -o %t.x.bc
; RUN: %opt -passes=verify -disable-output %t.x.bc
; RUN: %llvm-dis %t.x.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv %t.x.bc --spirv-ext=+SPV_INTEL_split_barrier -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; CL12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
; CL12: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
; CL12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 2)
; CL12: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 2)
; EXACT: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
; EXACT: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
; EXACT: call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
; EXACT: call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 2)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
  call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 2, i32 2)
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj(i32)
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32)
