; First-class aggregates: insertvalue/extractvalue on structs and arrays returned by value.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%pair = type { i32, double }

define spir_func %pair @make(i32 %a, double %b) {
  %1 = insertvalue %pair poison, i32 %a, 0
  %2 = insertvalue %pair %1, double %b, 1
  ret %pair %2
}

define spir_func [3 x i16] @arr(i16 %x) {
  %1 = insertvalue [3 x i16] zeroinitializer, i16 %x, 1
  %2 = add i16 %x, 1
  %3 = insertvalue [3 x i16] %1, i16 %2, 2
  ret [3 x i16] %3
}

define spir_func double @use(i32 %a, double %b) {
  %p = call spir_func %pair @make(i32 %a, double %b)
  %x = extractvalue %pair %p, 0
  %y = extractvalue %pair %p, 1
  %xa = sitofp i32 %x to double
  %s = fmul double %xa, %y
  %r = call spir_func [3 x i16] @arr(i16 300)
  %e0 = extractvalue [3 x i16] %r, 0
  %e2 = extractvalue [3 x i16] %r, 2
  %e = add i16 %e0, %e2
  %ef = uitofp i16 %e to double
  %t = fadd double %s, %ef
  ret double %t
}
; ---- driver ----
define i32 @main() {
  %a = call double @use(i32 7, double 0.125)
  call void @__lli_print_f(double %a)
  %b = call double @use(i32 -3, double 1.0e100)
  call void @__lli_print_f(double %b)
  ret i32 0
}
