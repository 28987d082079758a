; Float and double arithmetic: fadd/fsub/fmul/fdiv/frem/fneg, bit-exact printing.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @f32ops(float %a, float %b) {
  %1 = fadd float %a, %b
  %2 = fmul float %1, %a
  %3 = fsub float %2, %b
  %4 = fdiv float %3, 3.0
  %5 = frem float %4, 2.5
  %6 = fneg float %5
  %7 = fpext float %6 to double
  ret double %7
}

define spir_func double @f64ops(double %a, double %b) {
  %1 = fmul double %a, %b
  %2 = fdiv double %1, 7.0
  %3 = fadd fast double %2, 1.0e-10
  %4 = fsub double %3, %a
  ret double %4
}
; ---- driver ----
define i32 @main() {
  %a = call double @f32ops(float 1.5, float 2.25)
  call void @__lli_print_f(double %a)
  %b = call double @f32ops(float -4096.5, float 7.0)
  call void @__lli_print_f(double %b)
  %c = call double @f64ops(double 3.141592653589793, double 2.718281828459045)
  call void @__lli_print_f(double %c)
  %d = call double @f64ops(double -1.0e300, double 1.0e10)
  call void @__lli_print_f(double %d)
  %e = call double @f32ops(float 0.0, float -0.0)
  call void @__lli_print_f(double %e)
  ret i32 0
}
