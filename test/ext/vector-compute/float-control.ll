; "VCFloatControl"="bits" of a vector-compute kernel: for each floating-point
; width (64, 32, 16) its rounding mode (bits 4-5: RTE, RTP, RTN, RTZ), its
; floating-point mode (bit 0: IEEE or ALT) and its denormal mode (bits 6, 7
; and 10 preserve double, float and half denormals; clear flushes them),
; as execution modes.  Reverse, in a vector-compute module, gathers a
; kernel's float-control modes into the attribute again; the round trip
; gives the same module.
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_INTEL_vector_compute,+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_INTEL_vector_compute,+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; At SPIR-V 1.4 the core modes need no extension.
; RUN: %lspv --spirv-max-version=1.4 --spirv-ext=+SPV_INTEL_vector_compute,+SPV_INTEL_float_controls2 %s -o %t.14.spv
; RUN: %lspv -to-text %t.14.spv -o - | FileCheck %s --check-prefix=V14
; Without SPV_INTEL_float_controls2 its modes are dropped with a warning,
; the others stay.
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_INTEL_vector_compute,+SPV_KHR_float_controls %s -o %t.nofc2.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %lspv -to-text %t.nofc2.spv -o - | FileCheck %s --check-prefix=NOFC2
; Without SPV_INTEL_vector_compute the attribute is dropped.
; RUN: %lspv --spirv-ext=+SPV_KHR_float_controls,+SPV_INTEL_float_controls2 %s -o %t.novc.spv
; RUN: %lspv -to-text %t.novc.spv -o - | FileCheck %s --check-prefix=NOVC

; CHECK-DAG: Capability RoundingModeRTE
; CHECK-DAG: Capability RoundingModeRTZ
; CHECK-DAG: Capability RoundToInfinityINTEL
; CHECK-DAG: Capability DenormPreserve
; CHECK-DAG: Capability DenormFlushToZero
; CHECK-DAG: Extension "SPV_KHR_float_controls"
; CHECK-DAG: Extension "SPV_INTEL_float_controls2"
; CHECK-DAG: EntryPoint 6 [[#DEF:]] "k_default"
; CHECK-DAG: EntryPoint 6 [[#RTN:]] "k_rtn_alt_f"
; CHECK-DAG: EntryPoint 6 [[#RTZ:]] "k_rtz_d_hf"
; CHECK: ExecutionMode [[#DEF]] 4462 64
; CHECK-NEXT: ExecutionMode [[#DEF]] 5623 64
; CHECK-NEXT: ExecutionMode [[#DEF]] 4460 64
; CHECK-NEXT: ExecutionMode [[#DEF]] 4462 32
; CHECK-NEXT: ExecutionMode [[#DEF]] 5623 32
; CHECK-NEXT: ExecutionMode [[#DEF]] 4460 32
; CHECK-NEXT: ExecutionMode [[#DEF]] 4462 16
; CHECK-NEXT: ExecutionMode [[#DEF]] 5623 16
; CHECK-NEXT: ExecutionMode [[#DEF]] 4460 16
; CHECK: ExecutionMode [[#RTN]] 5621 64
; CHECK-NEXT: ExecutionMode [[#RTN]] 5622 64
; CHECK-NEXT: ExecutionMode [[#RTN]] 4460 64
; CHECK-NEXT: ExecutionMode [[#RTN]] 5621 32
; CHECK-NEXT: ExecutionMode [[#RTN]] 5622 32
; CHECK-NEXT: ExecutionMode [[#RTN]] 4459 32
; CHECK-NEXT: ExecutionMode [[#RTN]] 5621 16
; CHECK-NEXT: ExecutionMode [[#RTN]] 5622 16
; CHECK-NEXT: ExecutionMode [[#RTN]] 4460 16
; CHECK: ExecutionMode [[#RTZ]] 4463 64
; CHECK-NEXT: ExecutionMode [[#RTZ]] 5623 64
; CHECK-NEXT: ExecutionMode [[#RTZ]] 4459 64
; CHECK-NEXT: ExecutionMode [[#RTZ]] 4463 32
; CHECK-NEXT: ExecutionMode [[#RTZ]] 5623 32
; CHECK-NEXT: ExecutionMode [[#RTZ]] 4460 32
; CHECK-NEXT: ExecutionMode [[#RTZ]] 4463 16
; CHECK-NEXT: ExecutionMode [[#RTZ]] 5623 16
; CHECK-NEXT: ExecutionMode [[#RTZ]] 4459 16

; IR-DAG: define spir_kernel void @k_default({{.*}} #[[#A0:]]
; IR-DAG: define spir_kernel void @k_rtn_alt_f({{.*}} #[[#A1:]]
; IR-DAG: define spir_kernel void @k_rtz_d_hf({{.*}} #[[#A2:]]
; IR-DAG: attributes #[[#A0]] = {{{.*}}"VCFloatControl"="0"
; IR-DAG: attributes #[[#A1]] = {{{.*}}"VCFloatControl"="161"
; IR-DAG: attributes #[[#A2]] = {{{.*}}"VCFloatControl"="1136"
; IR-NOT: spirv.ExecutionMode

; V14-NOT: Extension "SPV_KHR_float_controls"
; V14: Extension "SPV_INTEL_float_controls2"
; V14: ExecutionMode [[#]] 4462 64

; WARN: execution mode FloatingPointModeIEEEINTEL dropped: it needs extension SPV_INTEL_float_controls2
; NOFC2-NOT: Extension "SPV_INTEL_float_controls2"
; NOFC2-NOT: ExecutionMode [[#]] 562{{[0-9]}}
; NOFC2: ExecutionMode [[#]] 4462 64
; NOFC2-NOT: ExecutionMode [[#]] 562{{[0-9]}}

; NOVC-NOT: ExecutionMode [[#]] 44{{[0-9]+}}
; NOVC-NOT: ExecutionMode [[#]] 56{{[0-9]+}}

target datalayout = "e-p:64:64-i64:64-n8:16:32"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k_default() #0 {
entry:
  ret void
}

define spir_kernel void @k_rtn_alt_f() #1 {
entry:
  ret void
}

define spir_kernel void @k_rtz_d_hf() #2 {
entry:
  ret void
}

attributes #0 = { "VCFloatControl"="0" "VCFunction" }
attributes #1 = { "VCFloatControl"="161" "VCFunction" }
attributes #2 = { "VCFloatControl"="1136" "VCFunction" }
