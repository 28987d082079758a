; Fast-math flags on a floating-point comparison: SPIR-V 1.6 allows the
; FPFastMathMode decoration there, so forward raises the version to 1.6 for
; it when the maximum version allows (as llvm-spirv does); below 1.6 the
; flags are dropped and the version stays.  Reverse puts them back.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT16
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR16
; RUN: %lspv --spirv-max-version=1.5 %s -o %t.15.spv
; RUN: %spirv-val %t.15.spv
; RUN: %lspv -to-text %t.15.spv -o - | FileCheck %s --check-prefix=TEXT15
; RUN: %lspv -r %t.15.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR15
; A module without flagged comparisons stays at the lowest version.
; RUN: sed -e 's/fcmp nnan ninf/fcmp/' -e 's/fcmp fast/fcmp/' %s | %lspv -o %t.plain.spv
; RUN: %lspv -to-text %t.plain.spv -o - | FileCheck %s --check-prefix=PLAIN

; TEXT16: 119734787 67072
; TEXT16-DAG: Decorate [[#R1:]] FPFastMathMode 3
; TEXT16-DAG: Decorate [[#R2:]] FPFastMathMode 16
; TEXT16-NOT: Decorate [[#]] FPFastMathMode
; TEXT16: FOrdLessThan [[#]] [[#R1]]
; TEXT16: FUnordNotEqual [[#]] [[#R2]]
; TEXT16: FOrdEqual [[#]] [[#]]

; IR16: %r1 = fcmp nnan ninf olt float %a, %b
; IR16: %r2 = fcmp fast une float %a, %b
; IR16: %r3 = fcmp oeq float %a, %b

; TEXT15: 119734787 65536
; TEXT15-NOT: FPFastMathMode
; IR15: %r1 = fcmp olt float %a, %b
; IR15: %r2 = fcmp une float %a, %b

; PLAIN: 119734787 65536
; PLAIN-NOT: FPFastMathMode

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @cmp(float %a, float %b) {
entry:
  %r1 = fcmp nnan ninf olt float %a, %b
  %r2 = fcmp fast une float %a, %b
  %r3 = fcmp oeq float %a, %b
  %x1 = and i1 %r1, %r2
  %x2 = and i1 %x1, %r3
  %z = zext i1 %x2 to i32
  ret i32 %z
}
