; Float vectors in memory: <4 x float> loads/stores through a private array, a manual horizontal sum.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func double @dot4(float %s) {
entry:
  %buf = alloca [4 x <4 x float>], align 16
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %fi = uitofp i64 %i to float
  %a = fmul float %fi, %s
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %fi, i32 1
  %v2 = insertelement <4 x float> %v1, float %s, i32 2
  %v3 = insertelement <4 x float> %v2, float 1.0, i32 3
  %p = getelementptr inbounds [4 x <4 x float>], ptr %buf, i64 0, i64 %i
  store <4 x float> %v3, ptr %p, align 16
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, 4
  br i1 %c, label %fill, label %sum
sum:
  %k = phi i64 [ 0, %fill ], [ %k1, %sum ]
  %acc = phi <4 x float> [ zeroinitializer, %fill ], [ %acc1, %sum ]
  %q = getelementptr inbounds [4 x <4 x float>], ptr %buf, i64 0, i64 %k
  %w = load <4 x float>, ptr %q, align 16
  %m = fmul <4 x float> %w, %w
  %acc1 = fadd <4 x float> %acc, %m
  %k1 = add i64 %k, 1
  %d = icmp ult i64 %k1, 4
  br i1 %d, label %sum, label %out
out:
  %e0 = extractelement <4 x float> %acc1, i32 0
  %e1 = extractelement <4 x float> %acc1, i32 1
  %e2 = extractelement <4 x float> %acc1, i32 2
  %e3 = extractelement <4 x float> %acc1, i32 3
  %t0 = fadd float %e0, %e1
  %t1 = fadd float %e2, %e3
  %t = fadd float %t0, %t1
  %r = fpext float %t to double
  ret double %r
}
; ---- driver ----
define i32 @main() {
  %a = call double @dot4(float 1.5)
  call void @__lli_print_f(double %a)
  %b = call double @dot4(float -0.375)
  call void @__lli_print_f(double %b)
  ret i32 0
}
