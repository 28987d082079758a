; Integer arithmetic on i32 and i64: every binary operator, wrapping.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 13 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @mix32(i32 %a, i32 %b) {
  %1 = add i32 %a, %b
  %2 = sub i32 %1, 7
  %3 = mul i32 %2, %b
  %4 = sdiv i32 %3, 3
  %5 = srem i32 %4, 1000
  %6 = shl i32 %5, 3
  %7 = ashr i32 %6, 1
  %8 = xor i32 %7, %a
  %9 = or i32 %8, 16
  %10 = and i32 %9, 65535
  %11 = sext i32 %10 to i64
  ret i64 %11
}

define spir_func i64 @mix64(i64 %a, i64 %b) {
  %1 = udiv i64 %a, %b
  %2 = urem i64 %a, %b
  %3 = lshr i64 %a, 5
  %4 = mul nsw i64 %1, %2
  %5 = add nuw i64 %4, %3
  ret i64 %5
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @mix32(i32 12345, i32 678)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @mix32(i32 -99999, i32 31)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @mix32(i32 2147483647, i32 2)
  call void @__lli_print_i(i64 %c)
  %d = call i64 @mix64(i64 -1, i64 1234567)
  call void @__lli_print_i(i64 %d)
  %e = call i64 @mix64(i64 987654321987, i64 1000)
  call void @__lli_print_i(i64 %e)
  %f = call i64 @mix32(i32 0, i32 -1)
  call void @__lli_print_i(i64 %f)
  %g = call i64 @mix32(i32 -2147483648, i32 1)
  call void @__lli_print_i(i64 %g)
  %h = call i64 @mix64(i64 7, i64 7)
  call void @__lli_print_i(i64 %h)
  %i = call i64 @mix64(i64 9223372036854775807, i64 3)
  call void @__lli_print_i(i64 %i)
  %j = call i64 @mix32(i32 5, i32 5)
  call void @__lli_print_i(i64 %j)
  %k = call i64 @mix32(i32 100, i32 -100)
  call void @__lli_print_i(i64 %k)
  %l = call i64 @mix64(i64 1, i64 2)
  call void @__lli_print_i(i64 %l)
  %m = call i64 @mix64(i64 123456789, i64 17)
  call void @__lli_print_i(i64 %m)
  ret i32 0
}
