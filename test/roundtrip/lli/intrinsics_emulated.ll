; Intrinsics that forward expands into core instructions without any
; extension (bitreverse by shifts and masks, scmp/ucmp by compares and
; selects, vector reductions lane by lane) compute what LLVM computes:
; the round trip runs under lli and prints the same.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 16 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @rev(i64 %x) {
  %a = trunc i64 %x to i8
  %b = trunc i64 %x to i16
  %c = trunc i64 %x to i32
  %ra = call i8 @llvm.bitreverse.i8(i8 %a)
  %rb = call i16 @llvm.bitreverse.i16(i16 %b)
  %rc = call i32 @llvm.bitreverse.i32(i32 %c)
  %rd = call i64 @llvm.bitreverse.i64(i64 %x)
  %v0 = insertelement <2 x i16> poison, i16 %b, i32 0
  %v1 = insertelement <2 x i16> %v0, i16 7, i32 1
  %rv = call <2 x i16> @llvm.bitreverse.v2i16(<2 x i16> %v1)
  %rv1 = extractelement <2 x i16> %rv, i32 1
  %za = zext i8 %ra to i64
  %zb = zext i16 %rb to i64
  %zc = zext i32 %rc to i64
  %zv = zext i16 %rv1 to i64
  %s1 = xor i64 %za, %zb
  %s2 = xor i64 %s1, %zc
  %s3 = xor i64 %s2, %rd
  %s4 = add i64 %s3, %zv
  ret i64 %s4
}

define spir_func i32 @cmp3(i32 %a, i32 %b) {
  %s = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  %u = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  %s1 = sext i8 %s to i32
  %u1 = sext i8 %u to i32
  %m = mul i32 %s1, 10
  %r = add i32 %m, %u1
  ret i32 %r
}

define spir_func i64 @reduce(i32 %a, i32 %b, i32 %c) {
  %v0 = insertelement <3 x i32> poison, i32 %a, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %b, i32 1
  %v = insertelement <3 x i32> %v1, i32 %c, i32 2
  %add = call i32 @llvm.vector.reduce.add.v3i32(<3 x i32> %v)
  %smax = call i32 @llvm.vector.reduce.smax.v3i32(<3 x i32> %v)
  %umin = call i32 @llvm.vector.reduce.umin.v3i32(<3 x i32> %v)
  %xor = call i32 @llvm.vector.reduce.xor.v3i32(<3 x i32> %v)
  %r1 = mul i32 %add, 1000
  %r2 = add i32 %r1, %smax
  %r3 = xor i32 %r2, %umin
  %r4 = add i32 %r3, %xor
  %r = sext i32 %r4 to i64
  ret i64 %r
}

define spir_func double @freduce(double %a, double %b) {
  %v0 = insertelement <4 x double> poison, double %a, i32 0
  %v1 = insertelement <4 x double> %v0, double %b, i32 1
  %v2 = insertelement <4 x double> %v1, double 1.0e16, i32 2
  %v = insertelement <4 x double> %v2, double -1.0e16, i32 3
  %sum = call double @llvm.vector.reduce.fadd.v4f64(double 0.5, <4 x double> %v)
  %max = call double @llvm.vector.reduce.fmaximum.v4f64(<4 x double> %v)
  %min = call double @llvm.vector.reduce.fminimum.v4f64(<4 x double> %v)
  %s1 = fadd double %sum, %max
  %s2 = fmul double %s1, %min
  ret double %s2
}

declare i8 @llvm.bitreverse.i8(i8)
declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare <2 x i16> @llvm.bitreverse.v2i16(<2 x i16>)
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.smax.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.umin.v3i32(<3 x i32>)
declare i32 @llvm.vector.reduce.xor.v3i32(<3 x i32>)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>)
declare double @llvm.vector.reduce.fmaximum.v4f64(<4 x double>)
declare double @llvm.vector.reduce.fminimum.v4f64(<4 x double>)
; ---- driver ----
define i32 @main() {
  %r0 = call i64 @rev(i64 1)
  call void @__lli_print_i(i64 %r0)
  %r1 = call i64 @rev(i64 -81985529216486896)
  call void @__lli_print_i(i64 %r1)
  %r2 = call i64 @rev(i64 6148914691236517205)
  call void @__lli_print_i(i64 %r2)
  %r3 = call i64 @rev(i64 -1)
  call void @__lli_print_i(i64 %r3)
  %c0 = call i32 @cmp3(i32 1, i32 2)
  %c0x = sext i32 %c0 to i64
  call void @__lli_print_i(i64 %c0x)
  %c1 = call i32 @cmp3(i32 -1, i32 2)
  %c1x = sext i32 %c1 to i64
  call void @__lli_print_i(i64 %c1x)
  %c2 = call i32 @cmp3(i32 5, i32 5)
  %c2x = sext i32 %c2 to i64
  call void @__lli_print_i(i64 %c2x)
  %c3 = call i32 @cmp3(i32 9, i32 -3)
  %c3x = sext i32 %c3 to i64
  call void @__lli_print_i(i64 %c3x)
  %d0 = call i64 @reduce(i32 1, i32 2, i32 3)
  call void @__lli_print_i(i64 %d0)
  %d1 = call i64 @reduce(i32 -7, i32 100, i32 -2000000000)
  call void @__lli_print_i(i64 %d1)
  %d2 = call i64 @reduce(i32 0, i32 -1, i32 42)
  call void @__lli_print_i(i64 %d2)
  %d3 = call i64 @reduce(i32 2147483647, i32 2147483647, i32 5)
  call void @__lli_print_i(i64 %d3)
  %f0 = call double @freduce(double 1.0, double 2.0)
  call void @__lli_print_f(double %f0)
  %f1 = call double @freduce(double -0.0, double 0.0)
  call void @__lli_print_f(double %f1)
  %f2 = call double @freduce(double 0x7FF8000000000000, double 3.0)
  call void @__lli_print_f(double %f2)
  %f3 = call double @freduce(double 1.0e300, double -1.0e300)
  call void @__lli_print_f(double %f3)
  ret i32 0
}
