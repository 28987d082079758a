; When the module carries `contract` per instruction (an FPFastMathMode bit
; beyond the core ones: SPV_INTEL_fp_fast_math_mode's AllowContractFastINTEL
; here), --exact-roundtrip reverse gives each instruction its own flags and
; guesses nothing from the missing ContractionOff: an fmul without the flag
; in a call tree that adds stays without it (issue 19: it got `contract`,
; and the second forward decorated it).  Without the extension the guess
; still gives the adds their flag back (contraction-fixpoint.ll).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_fast_math_mode %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_fast_math_mode %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; SPV-NOT: ExecutionMode {{.*}} ContractionOff
; SPV: Name [[#S:]] "s"
; SPV-NOT: FPFastMathMode
; SPV: Decorate [[#S]] FPFastMathMode 65536
; SPV-NOT: FPFastMathMode
; IR-LABEL: define spir_func float @scale(
; IR: %m = fmul float
; IR-LABEL: define spir_kernel void @k(
; IR: %s = fadd contract float

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @scale(float %a, float %b) {
entry:
  %m = fmul float %a, %b
  ret float %m
}

define spir_kernel void @k(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %m = call spir_func float @scale(float %a, float %b)
  %s = fadd contract float %m, %a
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
