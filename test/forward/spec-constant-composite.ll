; An aggregate constant with a constant-expression element: the element is
; an OpSpecConstantOp, so the aggregate is OpSpecConstantComposite (spirv-val:
; "OpConstantComposite must not have spec constant operands", issue 19), and
; the checker on lspv's output says so when it is not.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; RUN: sed 's/ SpecConstantComposite / ConstantComposite /' %t.spt > %t.bad.spt
; RUN: not %lspv --verify %t.bad.spt 2>&1 | FileCheck %s --check-prefix=BAD
; CHECK: SpecConstantOp {{[0-9]+}} [[E:[0-9]+]] 117
; CHECK: 5 SpecConstantComposite {{[0-9]+}} {{[0-9]+}} [[E]] {{[0-9]+}}
; IR: @p = addrspace(1) global %structtype { i64 ptrtoint (ptr addrspace(1) @a to i64), i32 1 }
; BAD: InvalidModule: constituent 0 (id [[#]]) is a spec constant (OpSpecConstantOp): the composite must be OpSpecConstantComposite

target triple = "spir64-unknown-unknown"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"

@a = addrspace(1) global [4 x i32] zeroinitializer, align 4
@p = addrspace(1) global { i64, i32 } { i64 ptrtoint (ptr addrspace(1) @a to i64), i32 1 }, align 8

define spir_kernel void @k(ptr addrspace(1) %out) {
  %v = load i64, ptr addrspace(1) @p, align 8
  store i64 %v, ptr addrspace(1) %out, align 8
  ret void
}
