; Every use of a pointer at another pointee gets its own OpBitcast right
; before the instruction, as llvm-spirv writes them: the comparison does not
; reuse the cast of the earlier load, though both cast the same pointer to
; the same type.  Negative: a use at the pointer's own pointee (the first
; operand of the comparison) is not cast.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFloat [[#F32:]] 32
; CHECK-DAG: TypePointer [[#PI32:]] 7 [[#I32]]
; CHECK-DAG: TypePointer [[#PF32:]] 7 [[#F32]]
; CHECK: Variable [[#PI32]] [[#I:]] 7
; CHECK-NEXT: Variable [[#PF32]] [[#F:]] 7
; CHECK-NEXT: Bitcast [[#PI32]] [[#FL:]] [[#F]]
; CHECK-NEXT: Load [[#I32]] [[#]] [[#FL]]
; CHECK-NEXT: Bitcast [[#F32]]
; CHECK-NEXT: Bitcast [[#PF32]] [[#IS:]] [[#I]]
; CHECK-NEXT: Store [[#IS]]
; CHECK-NEXT: Bitcast [[#PI32]] [[#FC:]] [[#F]]
; CHECK-NEXT: PtrEqual [[#]] [[#]] [[#I]] [[#FC]]

; LLVM: define spir_func i1 @cmp()
; LLVM: [[F:%[0-9]+]] = bitcast ptr %f to ptr
; LLVM-NEXT: %a = load i32, ptr [[F]]
; LLVM: [[I:%[0-9]+]] = bitcast ptr %i to ptr
; LLVM-NEXT: store float %b, ptr [[I]]
; LLVM: icmp eq

define spir_func i1 @cmp() {
entry:
  %i = alloca i32, align 4
  %f = alloca float, align 4
  %a = load i32, ptr %f, align 4
  %b = bitcast i32 %a to float
  store float %b, ptr %i, align 4
  %e = icmp eq ptr %i, %f
  ret i1 %e
}
