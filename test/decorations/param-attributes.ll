; Parameter attributes are FuncParamAttr decorations in one order, as
; llvm-spirv writes them: Zext, Sext, ByVal, Sret, NoAlias, NoCapture
; (LLVM's captures(none)), NoWrite (readonly), NoReadWrite (readnone).
; Reverse gives the attributes back.  A parameter that captures gets no
; NoCapture.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; SPV: Name [[#A:]] "a"
; SPV: Name [[#B:]] "b"
; SPV: Name [[#C:]] "c"
; SPV: Decorate [[#A]] FuncParamAttr 4
; SPV-NEXT: Decorate [[#A]] FuncParamAttr 5
; SPV-NEXT: Decorate [[#A]] FuncParamAttr 6
; SPV-NEXT: Decorate [[#B]] FuncParamAttr 5
; SPV-NEXT: Decorate [[#B]] FuncParamAttr 7
; SPV-NEXT: Decorate [[#C]] FuncParamAttr 6
; SPV-NOT: Decorate [[#C]] FuncParamAttr 5

; LLVM: define spir_func void @f(ptr noalias readonly captures(none) %a, ptr readnone captures(none) %b, ptr readonly %c)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr captures(none) noalias readonly %a, ptr captures(none) readnone %b, ptr readonly %c) {
entry:
  ret void
}
