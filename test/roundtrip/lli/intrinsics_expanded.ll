; Expanded intrinsics (issue 3): bswap, fshl/fshr, *.with.overflow, minimum/maximum, volatile memcpy;
; the round trip must compute what LLVM's own lowering computes.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME {{[0-9]+}} lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @bits(i64 %x, i32 %y, i32 %s) {
  %b = call i64 @llvm.bswap.i64(i64 %x)
  %b16 = trunc i32 %y to i16
  %c = call i16 @llvm.bswap.i16(i16 %b16)
  %l = call i32 @llvm.fshl.i32(i32 %y, i32 %s, i32 %s)
  %r = call i32 @llvm.fshr.i32(i32 %y, i32 %s, i32 %s)
  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 %y, i32 0
  %vb = call <2 x i32> @llvm.bswap.v2i32(<2 x i32> %v)
  %e = extractelement <2 x i32> %vb, i32 0
  %cz = zext i16 %c to i64
  %lz = zext i32 %l to i64
  %rz = zext i32 %r to i64
  %ez = zext i32 %e to i64
  %1 = xor i64 %b, %cz
  %2 = mul i64 %1, 31
  %3 = add i64 %2, %lz
  %4 = mul i64 %3, 31
  %5 = add i64 %4, %rz
  %6 = mul i64 %5, 31
  %7 = add i64 %6, %ez
  ret i64 %7
}

define spir_func i64 @ovf(i32 %a, i32 %b) {
  %1 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)
  %2 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %3 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %a, i32 %b)
  %4 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %5 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %6 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o1 = extractvalue { i32, i1 } %1, 1
  %o2 = extractvalue { i32, i1 } %2, 1
  %o3 = extractvalue { i32, i1 } %3, 1
  %o4 = extractvalue { i32, i1 } %4, 1
  %o5 = extractvalue { i32, i1 } %5, 1
  %o6 = extractvalue { i32, i1 } %6, 1
  %v1 = extractvalue { i32, i1 } %1, 0
  %v5 = extractvalue { i32, i1 } %5, 0
  %z1 = zext i1 %o1 to i64
  %z2 = zext i1 %o2 to i64
  %z3 = zext i1 %o3 to i64
  %z4 = zext i1 %o4 to i64
  %z5 = zext i1 %o5 to i64
  %z6 = zext i1 %o6 to i64
  %s2 = shl i64 %z2, 1
  %s3 = shl i64 %z3, 2
  %s4 = shl i64 %z4, 3
  %s5 = shl i64 %z5, 4
  %s6 = shl i64 %z6, 5
  %m1 = or i64 %z1, %s2
  %m2 = or i64 %m1, %s3
  %m3 = or i64 %m2, %s4
  %m4 = or i64 %m3, %s5
  %m5 = or i64 %m4, %s6
  %w1 = sext i32 %v1 to i64
  %w5 = sext i32 %v5 to i64
  %h = shl i64 %w1, 8
  %h2 = xor i64 %h, %w5
  %h3 = shl i64 %h2, 6
  %r = or i64 %h3, %m5
  ret i64 %r
}

define spir_func double @mm(double %a, double %b) {
  %1 = call double @llvm.minimum.f64(double %a, double %b)
  %2 = call double @llvm.maximum.f64(double %a, double %b)
  %3 = fmul double %1, 1000.0
  %4 = fadd double %3, %2
  %5 = fdiv double 1.0, %1
  %6 = fadd double %4, %5
  ret double %6
}

define spir_func i64 @vcopy(i32 %x) {
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 2, i64 16, i1 true)
  store i32 %x, ptr %a, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %b, ptr align 4 %a, i64 16, i1 true)
  %p = getelementptr inbounds i32, ptr %b, i64 3
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %b, align 4
  %s = add i32 %v, %w
  %r = sext i32 %s to i64
  ret i64 %r
}

declare i64 @llvm.bswap.i64(i64)
declare i16 @llvm.bswap.i16(i16)
declare <2 x i32> @llvm.bswap.v2i32(<2 x i32>)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare double @llvm.minimum.f64(double, double)
declare double @llvm.maximum.f64(double, double)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
; ---- driver ----
; OpSMulExtended (llvm.smul.with.overflow) comes back as this SPIR-V friendly
; builtin with an sret {low, high} struct.
define void @_Z20__spirv_SMulExtendedii(ptr sret({ i32, i32 }) %r, i32 %a, i32 %b) {
  %wa = sext i32 %a to i64
  %wb = sext i32 %b to i64
  %p = mul i64 %wa, %wb
  %lo = trunc i64 %p to i32
  %sh = lshr i64 %p, 32
  %hi = trunc i64 %sh to i32
  store i32 %lo, ptr %r
  %h = getelementptr { i32, i32 }, ptr %r, i32 0, i32 1
  store i32 %hi, ptr %h
  ret void
}

define i32 @main() {
  %a = call i64 @bits(i64 81985529216486895, i32 305419896, i32 13)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @bits(i64 -2, i32 -1, i32 32)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @bits(i64 255, i32 65280, i32 0)
  call void @__lli_print_i(i64 %c)
  %d = call i64 @ovf(i32 2147483647, i32 1)
  call void @__lli_print_i(i64 %d)
  %e = call i64 @ovf(i32 -2147483648, i32 -1)
  call void @__lli_print_i(i64 %e)
  %f = call i64 @ovf(i32 65536, i32 65536)
  call void @__lli_print_i(i64 %f)
  %g = call i64 @ovf(i32 3, i32 -5)
  call void @__lli_print_i(i64 %g)
  %h = call i64 @ovf(i32 0, i32 0)
  call void @__lli_print_i(i64 %h)
  %i = call double @mm(double 1.5, double -2.25)
  call void @__lli_print_f(double %i)
  %j = call double @mm(double 0.0, double -0.0)
  call void @__lli_print_f(double %j)
  %k = call double @mm(double -0.0, double 0.0)
  call void @__lli_print_f(double %k)
  %l = call double @mm(double 0x7FF8000000000000, double 1.0)
  call void @__lli_print_f(double %l)
  %m = call double @mm(double 3.0, double 0x7FF0000000000000)
  call void @__lli_print_f(double %m)
  %n = call i64 @vcopy(i32 77)
  call void @__lli_print_i(i64 %n)
  ret i32 0
}
