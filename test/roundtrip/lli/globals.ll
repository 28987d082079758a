; Module-scope variables: a constant table and a mutable global buffer (addrspace 1), read and written.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = internal addrspace(1) constant [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5], align 4
@acc = internal addrspace(1) global [2 x i64] zeroinitializer, align 8

define spir_func i64 @use_globals(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %ix = urem i32 %i, 5
  %ixx = zext i32 %ix to i64
  %p = getelementptr inbounds [5 x i32], ptr addrspace(1) @table, i64 0, i64 %ixx
  %v = load i32, ptr addrspace(1) %p, align 4
  %vw = sext i32 %v to i64
  %slot = and i64 %ixx, 1
  %q = getelementptr inbounds [2 x i64], ptr addrspace(1) @acc, i64 0, i64 %slot
  %old = load i64, ptr addrspace(1) %q, align 8
  %new = add i64 %old, %vw
  store i64 %new, ptr addrspace(1) %q, align 8
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %out
out:
  %a = load i64, ptr addrspace(1) @acc, align 8
  %b = load i64, ptr addrspace(1) getelementptr inbounds ([2 x i64], ptr addrspace(1) @acc, i64 0, i64 1), align 8
  %r = mul i64 %a, 1000
  %s = add i64 %r, %b
  ret i64 %s
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @use_globals(i32 7)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @use_globals(i32 100)
  call void @__lli_print_i(i64 %b)
  ret i32 0
}
