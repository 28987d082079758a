; i8 and i16 arithmetic: wrapping, signed and unsigned division, shifts on narrow types.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @narrow(i8 %a, i16 %b) {
  %1 = mul i8 %a, 37
  %2 = add i8 %1, -100
  %3 = sdiv i8 %2, 3
  %4 = udiv i8 %2, 3
  %5 = shl i16 %b, 3
  %6 = lshr i16 %5, 2
  %7 = ashr i16 %b, 4
  %8 = sext i8 %3 to i64
  %9 = zext i8 %4 to i64
  %10 = zext i16 %6 to i64
  %11 = sext i16 %7 to i64
  %12 = mul i64 %8, 1000000
  %13 = mul i64 %9, 10000
  %14 = add i64 %12, %13
  %15 = add i64 %14, %10
  %16 = mul i64 %11, 7
  %17 = sub i64 %15, %16
  ret i64 %17
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @narrow(i8 5, i16 1234)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @narrow(i8 -128, i16 -32768)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @narrow(i8 127, i16 32767)
  call void @__lli_print_i(i64 %c)
  ret i32 0
}
