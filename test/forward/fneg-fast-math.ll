; Fast-math flags on fneg are FPFastMathMode on OpFNegate, which SPIR-V
; allows from version 1.6 on: the module is raised to 1.6 when the maximum
; allows, and reverse reads the flags back.  Under a maximum of 1.5 the
; OpFNegate has no decoration (an fadd keeps its own).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=V16
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %s --spirv-max-version=1.5 -o %t.15.spv
; RUN: %spirv-val %t.15.spv
; RUN: %lspv -to-text %t.15.spv -o - | FileCheck %s --check-prefix=V15
; RUN: %lspv -r %t.15.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM15

; V16: 119734787 67072
; V16-DAG: Decorate [[#N:]] FPFastMathMode 1
; V16-DAG: Decorate [[#M:]] FPFastMathMode 12
; V16-DAG: Decorate [[#A:]] FPFastMathMode 2
; V16: FNegate [[#]] [[#N]]
; V16: FNegate [[#]] [[#M]]
; V16: FAdd [[#]] [[#A]]

; V15: 119734787 {{6[0-9]+}}
; V15-NOT: 67072
; V15: Decorate [[#A:]] FPFastMathMode 2
; V15-NOT: FPFastMathMode
; V15: FNegate
; V15: FAdd [[#]] [[#A]]

; LLVM: fneg nnan float %x
; LLVM: fneg nsz arcp float %y
; LLVM: fadd ninf float
; LLVM15: fneg float %x
; LLVM15: fneg float %y
; LLVM15: fadd ninf float

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @neg(float %x, float %y) {
entry:
  %n = fneg nnan float %x
  %m = fneg nsz arcp float %y
  %a = fadd ninf float %n, %m
  ret float %a
}
