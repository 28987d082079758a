; lspv reads what LLVM's own SPIR-V backend writes for SPV_INTEL_split_barrier
; (llvm-spirv-15 knows neither split-barrier extension).
; RUN: %llc -mtriple=spirv64-unknown-unknown --spirv-ext=+SPV_INTEL_split_barrier -filetype=obj %s -o %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=CL12
; CHECK: call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 264)
; CHECK: call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 264)
; CL12: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1)

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 264)
  call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 264)
  ret void
}

declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)
