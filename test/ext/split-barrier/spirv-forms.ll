; The __spirv_ spellings: EXT and INTEL calls, and the extension each asks for.

; Both spellings become the EXT instruction when SPV_EXT_split_barrier is on.
; RUN: %lspv --spirv-ext=+SPV_EXT_split_barrier %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=EXT
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=SPVIR

; Text round trip keeps the binary.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; Only INTEL enabled: an EXT-spelled call still translates, with the INTEL
; extension (same instruction numbers).
; RUN: %lspv --spirv-ext=+SPV_INTEL_split_barrier %s -o %t.intel.spv
; RUN: %lspv -to-text %t.intel.spv -o - | FileCheck %s --check-prefix=INTEL

; None enabled: the error names the extension of the first call's spelling.
; RUN: not %lspv %s -o %t.none.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %lspv --spirv-ext=+all,-SPV_EXT_split_barrier,-SPV_INTEL_split_barrier %s -o %t.none.spv 2>&1 | FileCheck %s --check-prefix=ERR

; EXT: Capability SplitBarrierEXT
; EXT-NOT: SplitBarrierINTEL
; EXT: Extension "SPV_EXT_split_barrier"
; EXT-COUNT-2: ControlBarrierArriveEXT
; EXT-COUNT-2: ControlBarrierWaitEXT
; INTEL: Capability SplitBarrierINTEL
; INTEL: Extension "SPV_INTEL_split_barrier"
; INTEL-COUNT-2: ControlBarrierArriveINTEL
; SPVIR: call spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32 2, i32 2, i32 264) #[[A:[0-9]+]]
; SPVIR: declare spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32, i32, i32) #[[A]]
; SPVIR: attributes #[[A]] = { convergent nounwind }
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_split_barrier

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f() {
entry:
  call spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32 2, i32 2, i32 264)
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 264)
  call spir_func void @_Z29__spirv_ControlBarrierWaitEXTiii(i32 2, i32 2, i32 264)
  call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 264)
  ret void
}

declare spir_func void @_Z31__spirv_ControlBarrierArriveEXTiii(i32, i32, i32)
declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
declare spir_func void @_Z29__spirv_ControlBarrierWaitEXTiii(i32, i32, i32)
declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)
