; Vectors: arithmetic, extractelement/insertelement with constant and variable lanes, shufflevector.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @vec(i32 %a, i32 %b, i32 %lane) {
  %v0 = insertelement <4 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %b, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 3, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 -4, i32 3
  %w = mul <4 x i32> %v3, <i32 2, i32 3, i32 4, i32 5>
  %x = add <4 x i32> %w, %v3
  %s = shufflevector <4 x i32> %x, <4 x i32> %v3, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  %t = xor <4 x i32> %s, <i32 1, i32 1, i32 1, i32 1>
  %e = extractelement <4 x i32> %t, i32 %lane
  %f = extractelement <4 x i32> %t, i32 1
  %g = mul i32 %e, 1000
  %h = add i32 %g, %f
  %r = sext i32 %h to i64
  ret i64 %r
}

define spir_func double @fvec(float %a) {
  %v = insertelement <3 x float> <float 1.0, float 2.0, float 3.0>, float %a, i32 1
  %w = fmul <3 x float> %v, <float 0.5, float 0.25, float 8.0>
  %x = fadd <3 x float> %w, %v
  %e0 = extractelement <3 x float> %x, i32 0
  %e1 = extractelement <3 x float> %x, i32 1
  %e2 = extractelement <3 x float> %x, i32 2
  %s = fadd float %e0, %e1
  %t = fadd float %s, %e2
  %r = fpext float %t to double
  ret double %r
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @vec(i32 10, i32 20, i32 0)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @vec(i32 -7, i32 5, i32 3)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @vec(i32 1, i32 1, i32 2)
  call void @__lli_print_i(i64 %c)
  %d = call double @fvec(float 3.75)
  call void @__lli_print_f(double %d)
  ret i32 0
}
