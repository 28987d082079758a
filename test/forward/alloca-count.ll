; alloca T, N with a constant N: N of 1 (or none) is a Function variable of
; T; N above 1 a variable of [N x T] seen through a pointer to its first T;
; N of 0 (storage never accessed, as optimizers leave it; SPIR-V has no
; empty array) a variable of one T.  lspv refused a count of 0.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; A count beyond 32 bits is still refused, with no output:
; RUN: rm -f %t.big.spv
; RUN: sed 's/i32 0, align 4/i64 4294967296, align 4/' %s > %t.big.ll
; RUN: not %lspv %t.big.ll -o %t.big.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.big.spv
;
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I32]] [[#THREE:]] 3
; SPV-DAG: TypeArray [[#ARR:]] [[#I32]] [[#THREE]]
; SPV-DAG: TypePointer [[#PI32:]] 7 [[#I32]]
; SPV-DAG: TypePointer [[#PARR:]] 7 [[#ARR]]
; SPV-NOT: TypeArray
; SPV: Function
; SPV: Variable [[#PI32]] [[#ZERO:]] 7
; SPV: Variable [[#PI32]] [[#]] 7
; SPV: Variable [[#PARR]] [[#]] 7
; SPV: Store [[#ZERO]]
;
; IR: define spir_func void @f()
; IR: [[Z:%[0-9a-z.]+]] = alloca i32, align 4
; IR: alloca i32, align 4
; IR: alloca [3 x i32], align 4
; IR: store i32 1, ptr [[Z]]
;
; ERR: alloca count out of range
target triple = "spir64-unknown-unknown"
define spir_func void @f() {
  %z = alloca i32, i32 0, align 4
  %one = alloca i32, align 4
  %three = alloca i32, i32 3, align 4
  store i32 1, ptr %z, align 4
  store i32 2, ptr %one, align 4
  store i32 3, ptr %three, align 4
  ret void
}
