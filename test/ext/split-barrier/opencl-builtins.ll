; OpenCL C intel_work_group_barrier_arrive/wait, one- and two-argument forms,
; round-tripped through SPV_EXT_split_barrier (preferred) or the INTEL one.
;
;   kernel void k(local int *p) {
;     intel_work_group_barrier_arrive(CLK_LOCAL_MEM_FENCE);
;     intel_work_group_barrier_wait(CLK_LOCAL_MEM_FENCE);
;     intel_work_group_barrier_arrive(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
;     intel_work_group_barrier_wait(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
;   }

; RUN: %lspv --spirv-ext=+SPV_EXT_split_barrier,+SPV_INTEL_split_barrier %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=EXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=CL12
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -S -o - | FileCheck %s --check-prefix=CL20
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=SPVIR-EXT

; Only the INTEL extension enabled: the INTEL names, and spirv-val knows them.
; RUN: %lspv --spirv-ext=+SPV_INTEL_split_barrier %s -o %t.intel.spv
; RUN: %spirv-val %t.intel.spv
; RUN: %lspv -to-text %t.intel.spv -o - | FileCheck %s --check-prefix=INTEL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.intel.spv -S -o - | FileCheck %s --check-prefix=SPVIR-INTEL

; Neither: the OpenCL builtin asks for the INTEL extension; no output file.
; RUN: rm -f %t.none.spv
; RUN: not %lspv %s -o %t.none.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.none.spv

; EXT: Capability SplitBarrierEXT
; EXT: Extension "SPV_EXT_split_barrier"
; EXT-NOT: Extension "SPV_INTEL_split_barrier"
; EXT-DAG: Constant [[I32:[0-9]+]] [[C2:[0-9]+]] 2 {{$}}
; EXT-DAG: Constant [[I32]] [[C1:[0-9]+]] 1 {{$}}
; EXT-DAG: Constant [[I32]] [[C3:[0-9]+]] 3 {{$}}
; EXT-DAG: Constant [[I32]] [[REL_LOCAL:[0-9]+]] 260 {{$}}
; EXT-DAG: Constant [[I32]] [[ACQ_LOCAL:[0-9]+]] 258 {{$}}
; EXT-DAG: Constant [[I32]] [[REL_GLOBAL:[0-9]+]] 516 {{$}}
; EXT-DAG: Constant [[I32]] [[ACQ_BOTH:[0-9]+]] 770 {{$}}
; EXT: 4 ControlBarrierArriveEXT [[C2]] [[C2]] [[REL_LOCAL]] {{$}}
; EXT-NEXT: 4 ControlBarrierWaitEXT [[C2]] [[C2]] [[ACQ_LOCAL]] {{$}}
; EXT-NEXT: 4 ControlBarrierArriveEXT [[C2]] [[C1]] [[REL_GLOBAL]] {{$}}
; EXT-NEXT: 4 ControlBarrierWaitEXT [[C2]] [[C3]] [[ACQ_BOTH]] {{$}}

; INTEL: Capability SplitBarrierINTEL
; INTEL: Extension "SPV_INTEL_split_barrier"
; INTEL: 4 ControlBarrierArriveINTEL
; INTEL: 4 ControlBarrierWaitINTEL

; CL12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1) #[[ATTR:[0-9]+]]
; CL12: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
; CL12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 2)
; CL12: call spir_func void @_Z29intel_work_group_barrier_waitj(i32 3)
; CL12: declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32) #[[ATTR]]
; CL12: attributes #[[ATTR]] = { convergent nounwind }

; CL20: call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 1, i32 1)
; CL20: call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 1, i32 1)
; CL20: call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
; CL20: call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 3, i32 4)

; SPVIR-EXT: call spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32 2, i32 2, i32 260)
; SPVIR-EXT: call spir_func void @_Z29__spirv_ControlBarrierWaitEXTiii(i32 2, i32 2, i32 258)
; SPVIR-INTEL: call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 260)
; SPVIR-INTEL: call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 258)

; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_split_barrier

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(3) %p) {
entry:
  call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)
  call spir_func void @_Z29intel_work_group_barrier_waitj(i32 1)
  call spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32 2, i32 2)
  call spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32 3, i32 4)
  ret void
}

declare spir_func void @_Z31intel_work_group_barrier_arrivej(i32) convergent
declare spir_func void @_Z29intel_work_group_barrier_waitj(i32) convergent
declare spir_func void @_Z31intel_work_group_barrier_arrivej12memory_scope(i32, i32) convergent
declare spir_func void @_Z29intel_work_group_barrier_waitj12memory_scope(i32, i32) convergent
