; A call read back carries its callee's attributes, as llvm-spirv's reverse
; sets them: the parameters' (an sret or byval argument must say so at the
; call as well as on the callee), the result's and the function's.  A
; declaration's decorations (LinkageAttributes, its parameters') come before
; those of the definitions, in the module's order, as llvm-spirv writes them.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s
; RUN: %lspv %t.rev.bc -o - | cmp - %t.spv

; SPV: Decorate [[#P:]] FuncParamAttr 3
; SPV-NEXT: Decorate [[#]] LinkageAttributes "make" Import
; SPV-NEXT: Decorate [[#P]] Alignment 8
; SPV-NEXT: Decorate [[#]] FuncParamAttr 2
; SPV-NEXT: Decorate [[#]] LinkageAttributes "take" Import
; SPV-NEXT: Decorate [[#]] LinkageAttributes "user" Export

; CHECK: call spir_func void @make(ptr sret(%struct.S) align 8 %s) #[[#A:]]
; CHECK: call spir_func void @take(ptr byval(%struct.S) %s) #[[#A]]
; CHECK: attributes #[[#A]] = { nounwind }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

declare spir_func void @make(ptr sret(%struct.S) align 8)
declare spir_func void @take(ptr byval(%struct.S))

define spir_func void @user() {
  %s = alloca %struct.S, align 8
  call spir_func void @make(ptr sret(%struct.S) align 8 %s)
  call spir_func void @take(ptr byval(%struct.S) %s)
  ret void
}
