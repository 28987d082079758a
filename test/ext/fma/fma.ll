; SPV_KHR_fma (lib/ext/fma.c): llvm.fma, the constrained fma and
; __spirv_ocl_fma become OpFmaKHR with the extension enabled, and OpFmaKHR
; comes back as llvm.fma in every target environment; without the
; extension they are OpenCL.std's fma (the core's).
; RUN: %lspv --spirv-ext=+SPV_KHR_fma %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_fma %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
;
; Without the extension.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT
;
; The checker: the unused vector OpFmaKHR (the last) given the scalar type.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: awk '$2 == "TypeFloat" { f = $3 } $2 == "FmaKHR" { n++ } $2 == "FmaKHR" && n == 5 { $3 = f } { print }' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER

; TEXT-DAG: Capability FMAKHR
; TEXT-DAG: Extension "SPV_KHR_fma"
; TEXT-DAG: TypeFloat [[#F:]] 32
; TEXT-DAG: TypeVector [[#V:]] [[#F]] 4
; TEXT: FmaKHR [[#F]]
; TEXT: FmaKHR [[#V]]
; TEXT: FmaKHR [[#F]]
; TEXT: FmaKHR [[#F]]

; IR: call float @llvm.fma.f32(float %a, float %b, float %c)
; IR: call <4 x float> @llvm.fma.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
; IR: call float @llvm.fma.f32(float %a, float %b, float %c)
; IR: call float @llvm.fma.f32(float %a, float %b, float %c)

; NOEXT-NOT: FMAKHR
; NOEXT-NOT: SPV_KHR_fma
; NOEXT: ExtInst [[#]] [[#]] [[#]] fma
; NOEXT-NOT: FmaKHR

; CHECKER: InvalidModule: OpFmaKHR: operand 1 does not have the result type

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func float @scalar(float %a, float %b, float %c) {
  %r = call float @llvm.fma.f32(float %a, float %b, float %c)
  ret float %r
}

define spir_func <4 x float> @vector(<4 x float> %a, <4 x float> %b, <4 x float> %c) {
  %r = call <4 x float> @llvm.fma.v4f32(<4 x float> %a, <4 x float> %b, <4 x float> %c)
  ret <4 x float> %r
}

define spir_func float @spirv(float %a, float %b, float %c) {
  %r = call spir_func float @_Z15__spirv_ocl_fmafff(float %a, float %b, float %c)
  ret float %r
}

define spir_func float @constrained(float %a, float %b, float %c) #0 {
  %r = call float @llvm.experimental.constrained.fma.f32(float %a, float %b, float %c, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  ret float %r
}

define spir_func void @unused(<4 x float> %v) {
  %r = call <4 x float> @llvm.fma.v4f32(<4 x float> %v, <4 x float> %v, <4 x float> %v)
  ret void
}

declare float @llvm.fma.f32(float, float, float)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare spir_func float @_Z15__spirv_ocl_fmafff(float, float, float)
declare float @llvm.experimental.constrained.fma.f32(float, float, float, metadata, metadata)

attributes #0 = { strictfp }
