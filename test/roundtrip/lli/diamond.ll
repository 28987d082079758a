; Control flow: a diamond and a chain of conditional branches joined by phis, early returns.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @clamp_sign(i32 %x, i32 %lo, i32 %hi) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %negative, label %positive
negative:
  %m = sub i32 0, %x
  br label %join
positive:
  %d = mul i32 %x, 2
  br label %join
join:
  %v = phi i32 [ %m, %negative ], [ %d, %positive ]
  %below = icmp slt i32 %v, %lo
  br i1 %below, label %ret.lo, label %check.hi
check.hi:
  %above = icmp sgt i32 %v, %hi
  br i1 %above, label %ret.hi, label %ret.v
ret.lo:
  ret i32 %lo
ret.hi:
  ret i32 %hi
ret.v:
  ret i32 %v
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @clamp_sign(i32 -5, i32 0, i32 100)
  %a1 = sext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @clamp_sign(i32 70, i32 0, i32 100)
  %b1 = sext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @clamp_sign(i32 0, i32 3, i32 100)
  %c1 = sext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @clamp_sign(i32 20, i32 0, i32 100)
  %d1 = sext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  ret i32 0
}
