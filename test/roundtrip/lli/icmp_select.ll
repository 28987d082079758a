; Every icmp predicate and select, packed into a bit mask.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @preds(i32 %a, i32 %b) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %b
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, %b
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, %b
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %a, %b
  %s0 = select i1 %c0, i32 1, i32 0
  %s1 = select i1 %c1, i32 2, i32 0
  %s2 = select i1 %c2, i32 4, i32 0
  %s3 = select i1 %c3, i32 8, i32 0
  %s4 = select i1 %c4, i32 16, i32 0
  %s5 = select i1 %c5, i32 32, i32 0
  %s6 = select i1 %c6, i32 64, i32 0
  %s7 = select i1 %c7, i32 128, i32 0
  %s8 = select i1 %c8, i32 256, i32 0
  %s9 = select i1 %c9, i32 512, i32 0
  %o1 = or i32 %s0, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %big = icmp ugt i32 %o9, 500
  %r = select i1 %big, i32 %o9, i32 %a
  ret i32 %r
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @preds(i32 1, i32 2)
  %a1 = sext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @preds(i32 -1, i32 2)
  %b1 = sext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @preds(i32 5, i32 5)
  %c1 = sext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @preds(i32 9, i32 -9)
  %d1 = sext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  ret i32 0
}
