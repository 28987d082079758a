; A counted loop with phis: sum of squares, and the loop-carried swap of Fibonacci.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @sumsq(i32 %n) {
entry:
  %empty = icmp sle i32 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %i64 = zext i32 %i to i64
  %sq = mul i64 %i64, %i64
  %s1 = add i64 %s, %sq
  %i1 = add i32 %i, 1
  %more = icmp sle i32 %i1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i64 [ 0, %entry ], [ %s1, %loop ]
  ret i64 %r
}

define spir_func i64 @fib(i32 %n) {
entry:
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %a = phi i64 [ 0, %entry ], [ %b, %body ]
  %b = phi i64 [ 1, %entry ], [ %c, %body ]
  %go = icmp slt i32 %k, %n
  br i1 %go, label %body, label %out
body:
  %c = add i64 %a, %b
  %k1 = add i32 %k, 1
  br label %loop
out:
  ret i64 %a
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @sumsq(i32 10)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @sumsq(i32 0)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @sumsq(i32 1000)
  call void @__lli_print_i(i64 %c)
  %d = call i64 @fib(i32 50)
  call void @__lli_print_i(i64 %d)
  %e = call i64 @fib(i32 1)
  call void @__lli_print_i(i64 %e)
  ret i32 0
}
