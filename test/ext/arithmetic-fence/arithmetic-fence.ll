; SPV_EXT_arithmetic_fence: llvm.arithmetic.fence <-> OpArithmeticFenceEXT
; (capability ArithmeticFenceEXT) of a scalar and of a vector; the older
; SPV_INTEL_arithmetic_fence spelling when only it is enabled, the EXT one
; when both are.  Without either the fence is dropped (its operand stands for
; it).  Debian's spirv-val predates the extension: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_EXT_arithmetic_fence %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_EXT_arithmetic_fence %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv --spirv-ext=+SPV_INTEL_arithmetic_fence %s -spirv-text -o - | FileCheck %s --check-prefixes=TEXT,INTEL
; RUN: %lspv --spirv-ext=+SPV_INTEL_arithmetic_fence,+SPV_EXT_arithmetic_fence %s -spirv-text -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -o - | %llvm-dis | FileCheck %s --check-prefix=OFF-IR

; TEXT: Capability ArithmeticFenceEXT
; EXT: Extension "SPV_EXT_arithmetic_fence"
; INTEL: Extension "SPV_INTEL_arithmetic_fence"
; TEXT: FAdd [[#D:]] [[#SUM:]]
; TEXT-NEXT: ArithmeticFenceEXT [[#D]] [[#]] [[#SUM]]
; TEXT: FMul [[#V:]] [[#PROD:]]
; TEXT-NEXT: ArithmeticFenceEXT [[#V]] [[#]] [[#PROD]]

; IR: %[[S:[0-9a-z]+]] = fadd double %a, %a
; IR-NEXT: %t = call double @llvm.arithmetic.fence.f64(double %[[S]])
; IR: call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>

; OFF-NOT: ArithmeticFence
; OFF-IR-NOT: llvm.arithmetic.fence

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @f(double %a, <2 x float> %v) {
entry:
  %s = fadd double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %u = fadd double %t, %a
  %p = fmul <2 x float> %v, %v
  %q = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %p)
  %e = extractelement <2 x float> %q, i32 0
  %ed = fpext float %e to double
  %r = fadd double %u, %ed
  ret double %r
}

declare double @llvm.arithmetic.fence.f64(double)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>)
