; Casts: sext/zext/trunc, fp<->int both signs, fpext/fptrunc, bitcast between int and float.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @icasts(i64 %x) {
  %t8 = trunc i64 %x to i8
  %t16 = trunc i64 %x to i16
  %s = sext i8 %t8 to i32
  %z = zext i16 %t16 to i32
  %a = add i32 %s, %z
  %w = sext i32 %a to i64
  %u = zext i32 %a to i64
  %r = xor i64 %w, %u
  ret i64 %r
}

define spir_func double @fcasts(i32 %x) {
  %f = sitofp i32 %x to float
  %g = uitofp i32 %x to double
  %h = fptrunc double %g to float
  %s = fadd float %f, %h
  %i = fptosi float %s to i32
  %u = fptoui double %g to i64
  %bits = bitcast float %s to i32
  %back = bitcast i32 %bits to float
  %d = fpext float %back to double
  %i2 = sitofp i32 %i to double
  %u2 = uitofp i64 %u to double
  %r1 = fadd double %d, %i2
  %r2 = fadd double %r1, %u2
  ret double %r2
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @icasts(i64 -123456789)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @icasts(i64 4294967295)
  call void @__lli_print_i(i64 %b)
  %c = call double @fcasts(i32 123)
  call void @__lli_print_f(double %c)
  %d = call double @fcasts(i32 -7)
  call void @__lli_print_f(double %d)
  ret i32 0
}
