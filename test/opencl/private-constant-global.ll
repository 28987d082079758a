; A constant global in the private address space, used only by
; instructions, becomes a Function variable initialized with it in each
; function that reads it (as llvm-spirv makes); a private global that is not
; such a constant stays an error.
; RUN: split-file %s %t.d
; RUN: %lspv %t.d/main.ll -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.d/main.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: not %lspv %t.d/mutable.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv

; SPV-DAG: ConstantComposite [[#ARR:]] [[#INIT:]]
; SPV-DAG: TypePointer [[#PARR:]] 7 [[#ARR]]
; SPV-NOT: Variable [[#PARR]] [[#]] 5
; SPV: Function
; SPV: Variable [[#PARR]] [[#V1:]] 7 [[#INIT]]
; SPV: InBoundsPtrAccessChain [[#]] [[#]] [[#V1]]
; SPV: Function
; SPV: Variable [[#PARR]] [[#V2:]] 7 [[#INIT]]
; SPV: InBoundsPtrAccessChain [[#]] [[#]] [[#V2]]

; LLVM-NOT: @tab
; LLVM-LABEL: define spir_func i32 @lookup(
; LLVM: %tab = alloca [4 x i32], align 4
; LLVM: store [4 x i32] [i32 3, i32 1, i32 4, i32 1], ptr %tab
; LLVM-LABEL: define spir_func float @both(
; LLVM: %tab = alloca [4 x i32], align 4
; LLVM: %other = alloca [2 x float], align 4

; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: Global variable cannot have Function storage class. Consider setting a proper address space.
; ERR-NEXT: Original LLVM value:
; ERR-NEXT: @counter

;--- main.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
@tab = internal constant [4 x i32] [i32 3, i32 1, i32 4, i32 1], align 4
@other = private unnamed_addr constant [2 x float] [float 1.5, float 2.5], align 4

define spir_func i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @tab, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define spir_func float @both(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @tab, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %q = getelementptr inbounds [2 x float], ptr @other, i64 0, i64 %i
  %f = load float, ptr %q, align 4
  %g = sitofp i32 %v to float
  %r = fadd float %f, %g
  ret float %r
}

;--- mutable.ll
target triple = "spir64-unknown-unknown"
@counter = internal global i32 0
define spir_func void @f() {
  store i32 1, ptr @counter
  ret void
}
