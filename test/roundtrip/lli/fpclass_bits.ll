; llvm.is.fpclass with any class mask (not only the four that have a SPIR-V
; instruction) is tested on the value's bits; under lli the round trip
; classifies signaling/quiet NaNs, infinities, normals, subnormals and zeros
; of both signs as LLVM does.  Bit k of the printed value is mask 1 << k;
; bit 10 is zero of either sign, bit 11 the empty mask.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 11 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
define spir_func i32 @cls(double %x) {
  %a = call i1 @llvm.is.fpclass.f64(double %x, i32 1)
  %b = call i1 @llvm.is.fpclass.f64(double %x, i32 2)
  %c = call i1 @llvm.is.fpclass.f64(double %x, i32 4)
  %d = call i1 @llvm.is.fpclass.f64(double %x, i32 8)
  %e = call i1 @llvm.is.fpclass.f64(double %x, i32 16)
  %f = call i1 @llvm.is.fpclass.f64(double %x, i32 32)
  %g = call i1 @llvm.is.fpclass.f64(double %x, i32 64)
  %h = call i1 @llvm.is.fpclass.f64(double %x, i32 128)
  %i = call i1 @llvm.is.fpclass.f64(double %x, i32 256)
  %j = call i1 @llvm.is.fpclass.f64(double %x, i32 512)
  %k = call i1 @llvm.is.fpclass.f64(double %x, i32 96)
  %l = call i1 @llvm.is.fpclass.f64(double %x, i32 0)
  %a1 = zext i1 %a to i32
  %b1 = zext i1 %b to i32
  %c1 = zext i1 %c to i32
  %d1 = zext i1 %d to i32
  %e1 = zext i1 %e to i32
  %f1 = zext i1 %f to i32
  %g1 = zext i1 %g to i32
  %h1 = zext i1 %h to i32
  %i1 = zext i1 %i to i32
  %j1 = zext i1 %j to i32
  %k1 = zext i1 %k to i32
  %l1 = zext i1 %l to i32
  %s1 = shl i32 %b1, 1
  %s2 = shl i32 %c1, 2
  %s3 = shl i32 %d1, 3
  %s4 = shl i32 %e1, 4
  %s5 = shl i32 %f1, 5
  %s6 = shl i32 %g1, 6
  %s7 = shl i32 %h1, 7
  %s8 = shl i32 %i1, 8
  %s9 = shl i32 %j1, 9
  %s10 = shl i32 %k1, 10
  %s11 = shl i32 %l1, 11
  %o1 = or i32 %a1, %s1
  %o2 = or i32 %o1, %s2
  %o3 = or i32 %o2, %s3
  %o4 = or i32 %o3, %s4
  %o5 = or i32 %o4, %s5
  %o6 = or i32 %o5, %s6
  %o7 = or i32 %o6, %s7
  %o8 = or i32 %o7, %s8
  %o9 = or i32 %o8, %s9
  %o10 = or i32 %o9, %s10
  %o11 = or i32 %o10, %s11
  ret i32 %o11
}
define spir_func <2 x i1> @vcls(<2 x float> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f32(<2 x float> %x, i32 144)
  ret <2 x i1> %r
}
declare i1 @llvm.is.fpclass.f64(double, i32)
; ---- driver ----
define void @show(double %x) {
  %r = call i32 @cls(double %x)
  %z = zext i32 %r to i64
  call void @__lli_print_i(i64 %z)
  ret void
}
define i32 @main() {
  call void @show(double 0x7FF4000000000000)
  call void @show(double 0x7FF8000000000000)
  call void @show(double 0xFFF0000000000000)
  call void @show(double -1.5)
  call void @show(double 0x800000000000000F)
  call void @show(double -0.0)
  call void @show(double 0.0)
  call void @show(double 0x000FFFFFFFFFFFFF)
  call void @show(double 1.0e300)
  call void @show(double 0x7FF0000000000000)
  call void @show(double 0x0010000000000000)
  ret i32 0
}
