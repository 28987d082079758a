; A constant array of bytes (a string, a byte table) reads back unnamed_addr,
; as llvm-spirv reads it: its address is not significant.  Other constants
; and byte arrays that are not constant keep a named address.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; CHECK: @str = internal unnamed_addr addrspace(2) constant [4 x i8] c"abc\00", align 1
; CHECK: @tab = addrspace(2) constant [2 x i32] [i32 1, i32 2], align 4
; CHECK: @buf = addrspace(1) global [4 x i8] c"xyz\00", align 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@str = internal addrspace(2) constant [4 x i8] c"abc\00", align 1
@tab = addrspace(2) constant [2 x i32] [i32 1, i32 2], align 4
@buf = addrspace(1) global [4 x i8] c"xyz\00", align 1

define spir_kernel void @k(ptr addrspace(1) %o) {
entry:
  %a = load i8, ptr addrspace(2) @str, align 1
  %b = load i32, ptr addrspace(2) @tab, align 4
  %c = load i8, ptr addrspace(1) @buf, align 1
  %s = add i8 %a, %c
  store i8 %s, ptr addrspace(1) %o, align 1
  store i32 %b, ptr addrspace(1) %o, align 4
  ret void
}
