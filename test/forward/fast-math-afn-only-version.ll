; Fast-math flags without an FPFastMathMode bit (`afn`, `contract` and
; `reassoc` alone, without SPV_KHR_float_controls2) write no decoration, so
; they do not raise the module to SPIR-V 1.6 either: the version is that of
; what is written, and the module is a fixpoint of the exact round trip
; (the reverse has no flag to give back, the second forward writes 1.0).
; An `nnan` on the same kinds of instruction still raises it.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: sed 's/ afn / nnan /' %s > %t.nnan.ll
; RUN: %lspv %t.nnan.ll -o - -spirv-text | FileCheck %s --check-prefix=NNAN

; CHECK: 119734787 65536
; CHECK-NOT: FPFastMathMode
; NNAN: 119734787 67072
; NNAN-COUNT-3: FPFastMathMode 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %x, float %y) {
entry:
  %s = call afn float @llvm.sqrt.f32(float %x)
  %n = fneg afn float %s
  %c = fcmp afn olt float %n, %y
  %r = select i1 %c, float %n, float %y
  ret float %r
}

declare float @llvm.sqrt.f32(float)
