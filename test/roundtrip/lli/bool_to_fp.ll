; uitofp / sitofp of bools run before and after the round trip (signed true is -1.0).
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 5 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @u(i32 %a) {
  %c = icmp sgt i32 %a, 0
  %f = uitofp i1 %c to float
  ret float %f
}

define spir_func float @s(i32 %a) {
  %c = icmp sgt i32 %a, 0
  %f = sitofp i1 %c to float
  ret float %f
}

define spir_func <2 x float> @uv(<2 x i32> %a) {
  %c = icmp slt <2 x i32> %a, zeroinitializer
  %f = uitofp <2 x i1> %c to <2 x float>
  ret <2 x float> %f
}

; ---- driver ----
; The vector conversion comes back as OpenCL C's convert_float2 (CL1.2).
define <2 x float> @_Z14convert_float2Dv2_j(<2 x i32> %x) {
  %r = uitofp <2 x i32> %x to <2 x float>
  ret <2 x float> %r
}

define i32 @main() {
  %a = call float @u(i32 5)
  %ad = fpext float %a to double
  call void @__lli_print_f(double %ad)
  %b = call float @s(i32 5)
  %bd = fpext float %b to double
  call void @__lli_print_f(double %bd)
  %c = call float @s(i32 -5)
  %cd = fpext float %c to double
  call void @__lli_print_f(double %cd)
  %v = call <2 x float> @uv(<2 x i32> <i32 -1, i32 1>)
  %v0 = extractelement <2 x float> %v, i32 0
  %v0d = fpext float %v0 to double
  call void @__lli_print_f(double %v0d)
  %v1 = extractelement <2 x float> %v, i32 1
  %v1d = fpext float %v1 to double
  call void @__lli_print_f(double %v1d)
  ret i32 0
}
