; The exact reverse (and SPV-IR) keeps a division's and sqrt's FPRoundingMode
; in !spirv.Decorations; forward writes it from there and needs what the
; constrained intrinsics need: the capability and the extension (issue 19:
; the second forward wrote the decoration without RoundedDivideSqrtINTEL,
; which spirv-val refuses).  Without the extension that forward is an
; error, never invalid output.  The checker refuses the decoration without
; the capability (--verify of an edited module).
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_rounded_divide_sqrt -o %t.spv
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_rounded_divide_sqrt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.2.spv %}
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc --spirv-ext=+SPV_INTEL_rounded_divide_sqrt -o %t.3.spv
; RUN: %lspv --verify %t.3.spv
; RUN: not %lspv %t.bc -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: sed -e '/Capability RoundedDivideSqrtINTEL/d' -e '/Extension "SPV_INTEL_rounded_divide_sqrt"/d' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
;
; IR: fdiv float %a, %b{{.*}}!spirv.Decorations
; IR: call spir_func float @_Z4sqrtf(float %a){{.*}}!spirv.Decorations
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_rounded_divide_sqrt
; CHECKER: InvalidModule: FPRoundingMode on OpFDiv needs capability RoundedDivideSqrtINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(float %a, float %b, ptr addrspace(1) %out) #0 {
entry:
  %d = call float @llvm.experimental.constrained.fdiv.f32(float %a, float %b, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  %s = call float @llvm.experimental.constrained.sqrt.f32(float %a, metadata !"round.downward", metadata !"fpexcept.strict") #0
  %r = fadd float %d, %s
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.experimental.constrained.fdiv.f32(float, float, metadata, metadata)
declare float @llvm.experimental.constrained.sqrt.f32(float, metadata, metadata)

attributes #0 = { strictfp }
