; !spirv.ExecutionMode entries of SPV_INTEL_float_controls2 modes: the
; grammar gives those modes no extension of their own, only a capability
; (RoundToInfinityINTEL...) that has one; with SPV_INTEL_float_controls2
; enabled they are written, with capability and extension, and read back;
; without it they are dropped with a warning naming the extension.
; RUN: %lspv --spirv-ext=+SPV_INTEL_float_controls2 %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF

; SPV-DAG: Capability RoundToInfinityINTEL
; SPV-DAG: Extension "SPV_INTEL_float_controls2"
; SPV-DAG: EntryPoint 6 [[K:[0-9]+]] "k"
; SPV-DAG: ExecutionMode [[K]] 5620 32 {{$}}
; SPV-DAG: ExecutionMode [[K]] 5622 64 {{$}}

; IR-DAG: !{ptr @k, i32 5620, i32 32}
; IR-DAG: !{ptr @k, i32 5622, i32 64}

; WARN: Warning: execution mode RoundingModeRTPINTEL dropped: it needs extension SPV_INTEL_float_controls2
; OFF-NOT: INTEL
; OFF-NOT: ExecutionMode {{[0-9]+}} 562

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}

!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @k, i32 5620, i32 32}
!1 = !{ptr @k, i32 5622, i32 64}
