; The internal text form: -spirv-text writes it, -to-text and -to-binary
; convert both ways without loss, and -r -spirv-text reads it.

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -o %t.spv
; RUN: llvm-spirv %t.bc -spirv-text -o %t.spt
; RUN: llvm-spirv -to-text %t.spv -o %t.totext.spt
; RUN: diff %t.spt %t.totext.spt
; RUN: llvm-spirv -to-binary %t.spt -o %t.tobin.spv
; RUN: cmp %t.spv %t.tobin.spv
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv -r -spirv-text %t.spt -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck < %t.rev.ll %s --check-prefix=CHECK-LLVM

; CHECK-SPIRV: 119734787 {{[0-9]+}} {{[0-9]+}} {{[0-9]+}} 0
; CHECK-SPIRV: Name [[#CLAMP:]] "clamp_add"
; CHECK-SPIRV: Decorate [[#CLAMP]] LinkageAttributes "clamp_add" Export
; CHECK-SPIRV: 4 TypeInt [[#I16:]] 16 0
; CHECK-SPIRV: Constant [[#I16]] [[#]] 1000
; CHECK-SPIRV: 5 Function [[#I16]] [[#CLAMP]] 0 [[#]]
; CHECK-SPIRV: 5 IAdd [[#I16]] [[#SUM:]]
; CHECK-SPIRV: 5 SLessThan [[#]] [[#CMP:]] [[#SUM]]
; CHECK-SPIRV: 6 Select [[#I16]] [[#R:]] [[#CMP]]
; CHECK-SPIRV: 2 ReturnValue [[#R]]

; CHECK-LLVM: define spir_func i16 @clamp_add(i16 %a, i16 %b)
; CHECK-LLVM: %[[S:[a-z0-9]+]] = add i16 %a, %b
; CHECK-LLVM: %[[C:[a-z0-9]+]] = icmp slt i16 %[[S]], 1000
; CHECK-LLVM: %[[R:[a-z0-9]+]] = select i1 %[[C]], i16 %[[S]], i16 1000
; CHECK-LLVM: ret i16 %[[R]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i16 @clamp_add(i16 %a, i16 %b) {
entry:
  %s = add i16 %a, %b
  %c = icmp slt i16 %s, 1000
  %r = select i1 %c, i16 %s, i16 1000
  ret i16 %r
}
