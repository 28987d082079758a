; Bit manipulation without intrinsics: popcount by loop, bit reversal by shifts and masks, i1 logic.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @popcnt(i64 %x) {
entry:
  br label %loop
loop:
  %v = phi i64 [ %x, %entry ], [ %v1, %loop ]
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %z = icmp eq i64 %v, 0
  %vm1 = sub i64 %v, 1
  %v1 = and i64 %v, %vm1
  %c1 = add i32 %c, 1
  br i1 %z, label %done, label %loop
done:
  ret i32 %c
}

define spir_func i32 @rev32(i32 %x) {
  %a1 = lshr i32 %x, 1
  %a2 = and i32 %a1, 1431655765
  %a3 = and i32 %x, 1431655765
  %a4 = shl i32 %a3, 1
  %a = or i32 %a2, %a4
  %b1 = lshr i32 %a, 2
  %b2 = and i32 %b1, 858993459
  %b3 = and i32 %a, 858993459
  %b4 = shl i32 %b3, 2
  %b = or i32 %b2, %b4
  %c1 = lshr i32 %b, 4
  %c2 = and i32 %c1, 252645135
  %c3 = and i32 %b, 252645135
  %c4 = shl i32 %c3, 4
  %c = or i32 %c2, %c4
  %d1 = lshr i32 %c, 8
  %d2 = and i32 %d1, 16711935
  %d3 = and i32 %c, 16711935
  %d4 = shl i32 %d3, 8
  %d = or i32 %d2, %d4
  %e1 = lshr i32 %d, 16
  %e2 = shl i32 %d, 16
  %e = or i32 %e1, %e2
  ret i32 %e
}

define spir_func i32 @logic(i32 %a, i32 %b) {
  %p = icmp sgt i32 %a, 0
  %q = icmp sgt i32 %b, 0
  %x = xor i1 %p, %q
  %y = and i1 %p, %q
  %z = or i1 %x, %y
  %n = xor i1 %z, true
  %r1 = zext i1 %x to i32
  %r2 = zext i1 %y to i32
  %r3 = zext i1 %n to i32
  %s2 = shl i32 %r2, 1
  %s3 = shl i32 %r3, 2
  %o = or i32 %r1, %s2
  %r = or i32 %o, %s3
  ret i32 %r
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @popcnt(i64 -1)
  %a1 = zext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @popcnt(i64 1234567890123)
  %b1 = zext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @rev32(i32 1)
  %c1 = zext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @rev32(i32 305419896)
  %d1 = zext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  %e = call i32 @logic(i32 1, i32 -1)
  %e1 = zext i32 %e to i64
  call void @__lli_print_i(i64 %e1)
  %f = call i32 @logic(i32 -1, i32 -1)
  %f1 = zext i32 %f to i64
  call void @__lli_print_i(i64 %f1)
  ret i32 0
}
