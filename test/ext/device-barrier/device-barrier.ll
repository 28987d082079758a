; SPV_INTEL_device_barrier: with the extension enabled, an OpControlBarrier
; whose Execution scope is Device, or known at run time only, declares
; capability DeviceBarrierINTEL and the extension; a Workgroup barrier does
; not; without the extension nothing is declared (no error).  Debian's
; spirv-val predates the capability: lspv's checker for those modules.
; RUN: %lspv --spirv-ext=+SPV_INTEL_device_barrier %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_device_barrier %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Only the work-group barrier: nothing to declare.
; RUN: sed -e '/call spir_func void @_Z22__spirv_ControlBarrieriii(i32 [1%]/d' %s > %t.wg.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_device_barrier %t.wg.ll -o %t.wg.spv
; RUN: %spirv-val %t.wg.spv
; RUN: %lspv -to-text %t.wg.spv -o - | FileCheck %s --check-prefix=NONE
; Disabled: the barriers are written, nothing declared.
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=NONE

; TEXT-DAG: Capability DeviceBarrierINTEL
; TEXT-DAG: Extension "SPV_INTEL_device_barrier"
; TEXT-DAG: Constant [[#]] [[#DEV:]] 1 {{$}}
; TEXT-DAG: Constant [[#]] [[#WG:]] 2 {{$}}
; TEXT: ControlBarrier [[#WG]] [[#WG]] [[#]]
; TEXT: ControlBarrier [[#DEV]] [[#DEV]] [[#]]
; TEXT: ControlBarrier [[#]] [[#DEV]] [[#]]
; NONE-NOT: DeviceBarrierINTEL
; NONE-NOT: SPV_INTEL_device_barrier
; NONE: ControlBarrier

; IR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)
; IR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 520)
; IR: call spir_func void @_Z22__spirv_ControlBarrieriii(i32 %scope, i32 1, i32 520)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %scope) {
entry:
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 2, i32 2, i32 264)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 520)
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 %scope, i32 1, i32 520)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
