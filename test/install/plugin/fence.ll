target triple = "spir64-unknown-unknown"

define spir_func double @f(double %a) {
  %s = fadd fast double %a, %a
  %t = call double @llvm.arithmetic.fence.f64(double %s)
  %r = fmul fast double %t, %a
  ret double %r
}

define spir_func <2 x float> @v(<2 x float> %a) {
  %t = call <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float> %a)
  ret <2 x float> %t
}

declare double @llvm.arithmetic.fence.f64(double)
declare <2 x float> @llvm.arithmetic.fence.v2f32(<2 x float>)
