; A string (a variable of [N x i8]) used as a pointer to i8 in a constant
; aggregate or as an initializer is the address of its first element: an
; OpSpecConstantOp InBoundsPtrAccessChain (var, 0, 0), as llvm-spirv writes
; it, where any other variable goes through OpSpecConstantOp Bitcast.
; Reverse reads the chain back as the variable itself (LLVM folds the
; all-zero getelementptr), so a round trip gives the same module again.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s

; CHECK-DAG: TypeInt [[I8:[0-9]+]] 8 0
; CHECK-DAG: TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: Constant [[I32]] [[ZERO:[0-9]+]] 0
; CHECK-DAG: TypePointer [[P8:[0-9]+]] 5 [[I8]]
; CHECK: Variable {{[0-9]+}} [[STR:[0-9]+]] 5
; CHECK: SpecConstantOp [[P8]] [[GEP1:[0-9]+]] 70 [[STR]] {{[0-9]+}} {{[0-9]+}}
; CHECK: SpecConstantOp [[P8]] [[ADDR:[0-9]+]] 70 [[STR]] [[ZERO]] [[ZERO]]
; CHECK: SpecConstantComposite {{[0-9]+}} [[ARR:[0-9]+]] [[GEP1]] [[ADDR]]
; CHECK: Variable {{[0-9]+}} {{[0-9]+}} 5 [[ARR]]
; CHECK: Variable {{[0-9]+}} [[NUM:[0-9]+]] 5
; CHECK: SpecConstantOp [[P8]] {{[0-9]+}} 124 [[NUM]]

; CHECK-LLVM: @str = addrspace(1) global [2 x i8] c"ab"
; CHECK-LLVM: @table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr inbounds ([2 x i8], ptr addrspace(1) @str, i32 0, i64 1), ptr addrspace(1) @str]
; CHECK-LLVM: @num = addrspace(1) global i32 7
; CHECK-LLVM: @other = addrspace(1) global [1 x ptr addrspace(1)] [ptr addrspace(1) @num]

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

@str = addrspace(1) global [2 x i8] c"ab"
@table = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr inbounds ([2 x i8], ptr addrspace(1) @str, i32 0, i64 1), ptr addrspace(1) @str]
@num = addrspace(1) global i32 7
@other = addrspace(1) global [1 x ptr addrspace(1)] [ptr addrspace(1) @num]
