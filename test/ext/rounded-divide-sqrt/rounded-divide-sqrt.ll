; SPV_INTEL_rounded_divide_sqrt: the static rounding of a constrained fdiv or
; sqrt decorates the OpFDiv / OpenCL.std sqrt (FPRoundingMode, capability
; RoundedDivideSqrtINTEL); a dynamic rounding and the other constrained
; operations stay undecorated.  Reverse keeps the plain operations.
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_rounded_divide_sqrt -spirv-text -o - | FileCheck %s --check-prefix=EXT
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_rounded_divide_sqrt -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; Without the extension (the default) the rounding is dropped, as llvm-spirv
; drops it.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT --implicit-check-not=FPRoundingMode
; RUN: %lspv %s -o %t.plain.spv
; RUN: %spirv-val %t.plain.spv

; EXT: Capability RoundedDivideSqrtINTEL
; EXT: Extension "SPV_INTEL_rounded_divide_sqrt"
; EXT-DAG: Decorate [[#DIV:]] FPRoundingMode 1
; EXT-DAG: Decorate [[#VDIV:]] FPRoundingMode 2
; EXT-DAG: Decorate [[#SQRT:]] FPRoundingMode 3
; EXT-DAG: Decorate [[#DSQRT:]] FPRoundingMode 0
; EXT: FDiv [[#]] [[#DIV]]
; EXT: FDiv [[#]] [[#VDIV]]
; EXT: FDiv [[#]] [[#DYN:]]
; EXT: ExtInst [[#]] [[#SQRT]] [[#]] sqrt
; EXT: ExtInst [[#]] [[#DSQRT]] [[#]] sqrt
; EXT: FAdd [[#]] [[#ADD:]]
; EXT-NOT: Decorate [[#DYN]] FPRoundingMode
; EXT-NOT: Decorate [[#ADD]] FPRoundingMode

; NOEXT-NOT: RoundedDivideSqrtINTEL
; NOEXT-NOT: SPV_INTEL_rounded_divide_sqrt
; NOEXT: FDiv
; NOEXT: ExtInst [[#]] [[#]] [[#]] sqrt

; LLVM: fdiv float
; LLVM: fdiv <2 x float>
; LLVM: fdiv float
; LLVM: call spir_func float @_Z4sqrtf(
; LLVM: call spir_func double @_Z4sqrtd(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %a, float %b, <2 x float> %v, double %d, ptr addrspace(1) %out) #0 {
  %div = call float @llvm.experimental.constrained.fdiv.f32(float %a, float %b, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %vdiv = call <2 x float> @llvm.experimental.constrained.fdiv.v2f32(<2 x float> %v, <2 x float> %v, metadata !"round.upward", metadata !"fpexcept.strict") #0
  %dyn = call float @llvm.experimental.constrained.fdiv.f32(float %a, float %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #0
  %sqrt = call float @llvm.experimental.constrained.sqrt.f32(float %div, metadata !"round.downward", metadata !"fpexcept.strict") #0
  %dsqrt = call double @llvm.experimental.constrained.sqrt.f64(double %d, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  %add = call float @llvm.experimental.constrained.fadd.f32(float %sqrt, float %dyn, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %e = extractelement <2 x float> %vdiv, i32 0
  %s = fadd float %add, %e
  store float %s, ptr addrspace(1) %out, align 4
  %q = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store double %dsqrt, ptr addrspace(1) %q, align 8
  ret void
}

declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare <2 x float> @llvm.experimental.constrained.fdiv.v2f32(<2 x float>, <2 x float>, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)
declare double @llvm.experimental.constrained.sqrt.f64(double, metadata, metadata)
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)

attributes #0 = { strictfp }
