; Every fcmp predicate, ordered and unordered, on numbers, infinities and NaN.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @fpreds(double %a, double %b) {
  %c0 = fcmp oeq double %a, %b
  %c1 = fcmp one double %a, %b
  %c2 = fcmp ogt double %a, %b
  %c3 = fcmp oge double %a, %b
  %c4 = fcmp olt double %a, %b
  %c5 = fcmp ole double %a, %b
  %c6 = fcmp ord double %a, %b
  %c7 = fcmp ueq double %a, %b
  %c8 = fcmp une double %a, %b
  %c9 = fcmp ugt double %a, %b
  %c10 = fcmp uge double %a, %b
  %c11 = fcmp ult double %a, %b
  %c12 = fcmp ule double %a, %b
  %c13 = fcmp uno double %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %m1 = shl i32 %z1, 1
  %m2 = shl i32 %z2, 2
  %m3 = shl i32 %z3, 3
  %m4 = shl i32 %z4, 4
  %m5 = shl i32 %z5, 5
  %m6 = shl i32 %z6, 6
  %m7 = shl i32 %z7, 7
  %m8 = shl i32 %z8, 8
  %m9 = shl i32 %z9, 9
  %m10 = shl i32 %z10, 10
  %m11 = shl i32 %z11, 11
  %m12 = shl i32 %z12, 12
  %m13 = shl i32 %z13, 13
  %r1 = or i32 %z0, %m1
  %r2 = or i32 %r1, %m2
  %r3 = or i32 %r2, %m3
  %r4 = or i32 %r3, %m4
  %r5 = or i32 %r4, %m5
  %r6 = or i32 %r5, %m6
  %r7 = or i32 %r6, %m7
  %r8 = or i32 %r7, %m8
  %r9 = or i32 %r8, %m9
  %r10 = or i32 %r9, %m10
  %r11 = or i32 %r10, %m11
  %r12 = or i32 %r11, %m12
  %r13 = or i32 %r12, %m13
  ret i32 %r13
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @fpreds(double 1.0, double 2.0)
  %a1 = sext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @fpreds(double 2.0, double 2.0)
  %b1 = sext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @fpreds(double 0x7FF8000000000000, double 2.0)
  %c1 = sext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @fpreds(double 0x7FF0000000000000, double -3.0)
  %d1 = sext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  ret i32 0
}
