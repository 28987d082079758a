; A private constant table read by index: after the round trip it is a
; per-function copy (a Function variable with the table as initializer),
; and the lookups give the same values.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 4 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
@tab = internal constant [4 x i32] [i32 3, i32 1, i32 4, i32 1], align 4

define spir_func i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @tab, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
; ---- driver ----
define i32 @main() {
  %a = call i32 @lookup(i64 0)
  %a1 = sext i32 %a to i64
  call void @__lli_print_i(i64 %a1)
  %b = call i32 @lookup(i64 1)
  %b1 = sext i32 %b to i64
  call void @__lli_print_i(i64 %b1)
  %c = call i32 @lookup(i64 2)
  %c1 = sext i32 %c to i64
  call void @__lli_print_i(i64 %c1)
  %d = call i32 @lookup(i64 3)
  %d1 = sext i32 %d to i64
  call void @__lli_print_i(i64 %d1)
  ret i32 0
}
