; -s replaces an internal constant in the private address space (SPIR-V's
; Function storage class, which no module-scope variable may have) by a
; copy in each function that reads it: an alloca at the top of the entry
; block and a store of the initializer.  Left alone (negative): a mutable
; global, a constant in another address space, and one that a constant
; initializer uses (private-constants-kept.ll).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s --check-prefix=GONE
; What -s writes translates, validates and comes back.
; RUN: %lspv %t.reg.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@table = internal constant [4 x i16] [i16 3, i16 1, i16 4, i16 1], align 8
@other = private unnamed_addr constant [2 x float] [float 1.0, float 2.0]
@mutable = internal addrspace(1) global i32 4
@global_const = internal addrspace(2) constant [2 x i32] [i32 5, i32 9]

; GONE-NOT: @table =
; GONE-NOT: @other =
; CHECK: @mutable = internal addrspace(1) global i32 4
; CHECK: @global_const = internal addrspace(2) constant [2 x i32] [i32 5, i32 9]

; CHECK-LABEL: define spir_func i16 @one(i32 %i)
; CHECK-NEXT: %table = alloca [4 x i16], align 8
; CHECK-NEXT: store [4 x i16] [i16 3, i16 1, i16 4, i16 1], ptr %table
; CHECK-NEXT: %p = getelementptr [4 x i16], ptr %table, i32 0, i32 %i
; CHECK: %q = getelementptr [4 x i16], ptr %table, i32 0, i32 2
define spir_func i16 @one(i32 %i) {
  %p = getelementptr [4 x i16], ptr @table, i32 0, i32 %i
  %v = load i16, ptr %p
  %q = getelementptr [4 x i16], ptr @table, i32 0, i32 2
  %w = load i16, ptr %q
  %r = add i16 %v, %w
  ret i16 %r
}

; Each function has its own copy; two constants, two copies.
; CHECK-LABEL: define spir_kernel void @two(
; CHECK-NEXT: entry:
; CHECK-NEXT: %other = alloca [2 x float]
; CHECK-NEXT: store [2 x float] [float 1.000000e+00, float 2.000000e+00], ptr %other
; CHECK-NEXT: %table = alloca [4 x i16], align 8
; CHECK-NEXT: store [4 x i16] [i16 3, i16 1, i16 4, i16 1], ptr %table
define spir_kernel void @two(ptr addrspace(1) %out, i32 %i) {
entry:
  %p = getelementptr [4 x i16], ptr @table, i32 0, i32 %i
  %v = load i16, ptr %p
  %f = getelementptr [2 x float], ptr @other, i32 0, i32 %i
  %x = load float, ptr %f
  %m = load i32, ptr addrspace(1) @mutable
  %g = getelementptr [2 x i32], ptr addrspace(2) @global_const, i32 0, i32 %i
  %k = load i32, ptr addrspace(2) %g
  %vi = sext i16 %v to i32
  %xi = fptosi float %x to i32
  %s1 = add i32 %vi, %xi
  %s2 = add i32 %s1, %m
  %s3 = add i32 %s2, %k
  store i32 %s3, ptr addrspace(1) %out
  ret void
}

; SPV: Variable [[#]] [[#]] 7
; SPV-NOT: Variable [[#]] [[#]] 7 [[#]]
; REV-LABEL: define spir_func i16 @one(i32 %i)
; REV: alloca [4 x i16], align 8
; REV: store [4 x i16] [i16 3, i16 1, i16 4, i16 1]
