; The OpenCL split work-group barrier builtins need SPV_INTEL_split_barrier:
; without it the translation fails with llvm-spirv's RequiresExtension error;
; with it they become OpControlBarrierArriveINTEL / WaitINTEL, and reverse
; spells them by --spirv-target-env.

; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv %t.bc -o %t.noext.spv 2>&1 | FileCheck %s --check-prefix=CHECK-ERROR
; RUN: llvm-spirv %t.bc --spirv-ext=+SPV_INTEL_split_barrier -spirv-text -o %t.spt
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv %t.bc --spirv-ext=+SPV_INTEL_split_barrier -o %t.spv
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-12
; RUN: llvm-spirv -r %t.spv --spirv-target-env=CL2.0 -o %t.rev20.bc
; RUN: llvm-dis %t.rev20.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-20
; RUN: llvm-spirv -r %t.spv --spirv-target-env=SPV-IR -o %t.revspv.bc
; RUN: llvm-dis %t.revspv.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-SPV

; CHECK-ERROR: RequiresExtension: Feature requires the following SPIR-V extension:
; CHECK-ERROR-NEXT: SPV_INTEL_split_barrier

; CHECK-SPIRV-DAG: 2 Capability SplitBarrierINTEL
; CHECK-SPIRV-DAG: 7 Extension "SPV_INTEL_split_barrier"
; CHECK-SPIRV-DAG: TypeInt [[#I32:]] 32 0
; CHECK-SPIRV-DAG: Constant [[#I32]] [[#WG:]] 2
; Release (0x4) | WorkgroupMemory (0x100) = 260; Acquire (0x2) | 0x100 = 258.
; CHECK-SPIRV-DAG: Constant [[#I32]] [[#ARRIVE:]] 260
; CHECK-SPIRV-DAG: Constant [[#I32]] [[#WAIT:]] 258
; CHECK-SPIRV: 4 ControlBarrierArriveINTEL [[#WG]] [[#WG]] [[#ARRIVE]]
; CHECK-SPIRV: 4 ControlBarrierWaitINTEL [[#WG]] [[#WG]] [[#WAIT]]

; CHECK-LLVM-12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
; CHECK-LLVM-12: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
; CHECK-LLVM-12: declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32) #[[#ATTR:]]
; CHECK-LLVM-12: attributes #[[#ATTR]] = { convergent

; CHECK-LLVM-20: call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 1, i32 1)
; CHECK-LLVM-20: call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 1, i32 1)

; CHECK-LLVM-SPV: call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 260)
; CHECK-LLVM-SPV: call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 258)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @two_phase(ptr addrspace(3) %tile, i32 %v) {
entry:
  store i32 %v, ptr addrspace(3) %tile, align 4
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
  call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32)
declare spir_func void @_Z29intel_work_group_barrier_waitj(i32)
