; A kernel without any fadd/fsub is left without ContractionOff whatever its
; multiplies carry, so --exact-roundtrip reverse gives `contract` back to the
; fmul only where the call tree also adds: otherwise a second forward that
; can write the flag (SPV_INTEL_fp_fast_math_mode, e.g. under +all) would
; decorate multiplies the first one did not (not a fixpoint).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_fast_math_mode %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fp_fast_math_mode %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; SPV-NOT: ExecutionMode {{.*}} ContractionOff
; @muladd's fmul and fadd: AllowContractFastINTEL (0x10000); @mul's none
; SPV-COUNT-2: Decorate [[#]] FPFastMathMode 65536
; SPV-NOT: FPFastMathMode
; @mul: nothing to fuse, the fmul stays as it came; @muladd: both get it
; IR-LABEL: define spir_kernel void @mul(
; IR: fmul float
; IR-LABEL: define spir_kernel void @muladd(
; IR: fmul contract float
; IR: fadd contract float

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @mul(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %m = fmul float %a, %b
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @muladd(ptr addrspace(1) %p, float %a, float %b) {
entry:
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %a
  store float %s, ptr addrspace(1) %p, align 4
  ret void
}
