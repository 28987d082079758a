; The helper functions that forward generates for intrinsics (bswap,
; fshl/fshr, umul.with.overflow, memset of a run-time value or length,
; memmove of a run-time length, overlapping either way)
; compute what LLVM computes, shift amounts of 0 and of the width and a zero
; multiplicand included.  Renaming the helpers in the binary keeps reverse
; from mapping them back to the intrinsics, so lli runs their bodies.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s --rename=spirv.:kept_. | FileCheck %s
; CHECK: SAME 26 lines
; And without the renaming, their calls come back as the intrinsics.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @swap(i64 %x) {
  %h = trunc i64 %x to i16
  %w = trunc i64 %x to i32
  %bh = call i16 @llvm.bswap.i16(i16 %h)
  %bw = call i32 @llvm.bswap.i32(i32 %w)
  %bx = call i64 @llvm.bswap.i64(i64 %x)
  %v = insertelement <2 x i32> <i32 0, i32 305419896>, i32 %w, i32 0
  %bv = call <2 x i32> @llvm.bswap.v2i32(<2 x i32> %v)
  %e0 = extractelement <2 x i32> %bv, i32 0
  %e1 = extractelement <2 x i32> %bv, i32 1
  %zh = zext i16 %bh to i64
  %zw = zext i32 %bw to i64
  %z0 = zext i32 %e0 to i64
  %z1 = zext i32 %e1 to i64
  %s1 = xor i64 %bx, %zh
  %s2 = mul i64 %s1, 31
  %s3 = add i64 %s2, %zw
  %s4 = xor i64 %s3, %z0
  %s5 = add i64 %s4, %z1
  ret i64 %s5
}

define spir_func i64 @funnel(i32 %a, i32 %b, i32 %s) {
  %l = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %s)
  %r = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %s)
  %a16 = trunc i32 %a to i16
  %b16 = trunc i32 %b to i16
  %s16 = trunc i32 %s to i16
  %l16 = call i16 @llvm.fshl.i16(i16 %a16, i16 %b16, i16 %s16)
  %va = insertelement <2 x i32> <i32 0, i32 -1>, i32 %a, i32 0
  %vs = insertelement <2 x i32> <i32 0, i32 5>, i32 %s, i32 0
  %vr = call <2 x i32> @llvm.fshr.v2i32(<2 x i32> %va, <2 x i32> %va, <2 x i32> %vs)
  %e0 = extractelement <2 x i32> %vr, i32 0
  %e1 = extractelement <2 x i32> %vr, i32 1
  %zl = zext i32 %l to i64
  %zr = zext i32 %r to i64
  %z16 = zext i16 %l16 to i64
  %z0 = zext i32 %e0 to i64
  %z1 = zext i32 %e1 to i64
  %h = shl i64 %zl, 32
  %s1 = or i64 %h, %zr
  %s2 = mul i64 %s1, 7
  %s3 = add i64 %s2, %z16
  %s4 = xor i64 %s3, %z0
  %s5 = add i64 %s4, %z1
  ret i64 %s5
}

define spir_func i64 @umul(i64 %a, i64 %b) {
  %r64 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %a, i64 %b)
  %a8 = trunc i64 %a to i8
  %b8 = trunc i64 %b to i8
  %r8 = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %a8, i8 %b8)
  %va = insertelement <2 x i32> <i32 0, i32 65536>, i32 0, i32 0
  %vb = insertelement <2 x i32> <i32 7, i32 65536>, i32 7, i32 0
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %va2 = insertelement <2 x i32> %va, i32 %a32, i32 0
  %vb2 = insertelement <2 x i32> %vb, i32 %b32, i32 0
  %rv = call { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32> %va2, <2 x i32> %vb2)
  %p64 = extractvalue { i64, i1 } %r64, 0
  %o64 = extractvalue { i64, i1 } %r64, 1
  %p8 = extractvalue { i8, i1 } %r8, 0
  %o8 = extractvalue { i8, i1 } %r8, 1
  %ov = extractvalue { <2 x i32>, <2 x i1> } %rv, 1
  %pv = extractvalue { <2 x i32>, <2 x i1> } %rv, 0
  %ov0 = extractelement <2 x i1> %ov, i32 0
  %ov1 = extractelement <2 x i1> %ov, i32 1
  %pv0 = extractelement <2 x i32> %pv, i32 0
  %zo64 = zext i1 %o64 to i64
  %zo8 = zext i1 %o8 to i64
  %zov0 = zext i1 %ov0 to i64
  %zov1 = zext i1 %ov1 to i64
  %zp8 = zext i8 %p8 to i64
  %zpv0 = zext i32 %pv0 to i64
  %f1 = shl i64 %zo8, 1
  %f2 = shl i64 %zov0, 2
  %f3 = shl i64 %zov1, 3
  %fl = or i64 %zo64, %f1
  %fl2 = or i64 %fl, %f2
  %fl3 = or i64 %fl2, %f3
  %m = xor i64 %p64, %zp8
  %m2 = add i64 %m, %zpv0
  %m3 = shl i64 %m2, 4
  %r = or i64 %m3, %fl3
  ret i64 %r
}

define spir_func i64 @fill(i8 %v, i64 %n) {
  %buf = alloca [16 x i8], align 8
  call void @llvm.memset.p0.i64(ptr align 8 %buf, i8 1, i64 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %buf, i8 %v, i64 %n, i1 false)
  %q = getelementptr inbounds i8, ptr %buf, i64 8
  call void @llvm.memset.p0.i64(ptr %q, i8 %v, i64 2, i1 true)
  %lo = load i64, ptr %buf, align 8
  %hi = load i64, ptr %q, align 8
  %r = xor i64 %lo, %hi
  ret i64 %r
}

; Moves %n bytes within 0..15 from offset %from to offset %to; the buffer
; holds 0x10, 0x11, ... before.
define spir_func i64 @move(i64 %from, i64 %to, i64 %n) {
  %buf = alloca [16 x i8], align 8
  %lo = getelementptr inbounds i8, ptr %buf, i64 0
  store i64 1663540288323457296, ptr %lo, align 8
  %hi = getelementptr inbounds i8, ptr %buf, i64 8
  store i64 2242261671028070680, ptr %hi, align 8
  %s = getelementptr inbounds i8, ptr %buf, i64 %from
  %d = getelementptr inbounds i8, ptr %buf, i64 %to
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  %a = load i64, ptr %lo, align 8
  %b = load i64, ptr %hi, align 8
  %x = mul i64 %b, 3
  %r = xor i64 %a, %x
  ret i64 %r
}

define spir_func i64 @vmove(i64 %n) {
  %buf = alloca [4 x i32], align 4
  store i32 1, ptr %buf, align 4
  %p1 = getelementptr inbounds i32, ptr %buf, i64 1
  store i32 2, ptr %p1, align 4
  %p2 = getelementptr inbounds i32, ptr %buf, i64 2
  store i32 3, ptr %p2, align 4
  call void @llvm.memmove.p0.p0.i64(ptr %p1, ptr %buf, i64 %n, i1 true)
  %a = load i32, ptr %p1, align 4
  %b = load i32, ptr %p2, align 4
  %s = mul i32 %a, 100
  %t = add i32 %s, %b
  %r = zext i32 %t to i64
  ret i64 %r
}

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare <2 x i32> @llvm.bswap.v2i32(<2 x i32>)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i16 @llvm.fshl.i16(i16, i16, i16)
declare <2 x i32> @llvm.fshr.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32>, <2 x i32>)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
; ---- driver ----
define i32 @main() {
  %w0 = call i64 @swap(i64 1)
  call void @__lli_print_i(i64 %w0)
  %w1 = call i64 @swap(i64 -81985529216486896)
  call void @__lli_print_i(i64 %w1)
  %w2 = call i64 @swap(i64 72623859790382856)
  call void @__lli_print_i(i64 %w2)
  %f0 = call i64 @funnel(i32 305419896, i32 -1698898192, i32 0)
  call void @__lli_print_i(i64 %f0)
  %f1 = call i64 @funnel(i32 305419896, i32 -1698898192, i32 8)
  call void @__lli_print_i(i64 %f1)
  %f2 = call i64 @funnel(i32 305419896, i32 -1698898192, i32 32)
  call void @__lli_print_i(i64 %f2)
  %f3 = call i64 @funnel(i32 305419896, i32 -1698898192, i32 33)
  call void @__lli_print_i(i64 %f3)
  %f4 = call i64 @funnel(i32 -1, i32 1, i32 31)
  call void @__lli_print_i(i64 %f4)
  %f5 = call i64 @funnel(i32 1, i32 -2147483648, i32 16)
  call void @__lli_print_i(i64 %f5)
  %u0 = call i64 @umul(i64 0, i64 -1)
  call void @__lli_print_i(i64 %u0)
  %u1 = call i64 @umul(i64 -1, i64 0)
  call void @__lli_print_i(i64 %u1)
  %u2 = call i64 @umul(i64 2, i64 3)
  call void @__lli_print_i(i64 %u2)
  %u3 = call i64 @umul(i64 4294967296, i64 4294967296)
  call void @__lli_print_i(i64 %u3)
  %u4 = call i64 @umul(i64 16, i64 16)
  call void @__lli_print_i(i64 %u4)
  %u5 = call i64 @umul(i64 -1, i64 1)
  call void @__lli_print_i(i64 %u5)
  %u6 = call i64 @umul(i64 3, i64 6148914691236517206)
  call void @__lli_print_i(i64 %u6)
  %m0 = call i64 @fill(i8 7, i64 0)
  call void @__lli_print_i(i64 %m0)
  %m1 = call i64 @fill(i8 -86, i64 3)
  call void @__lli_print_i(i64 %m1)
  %m2 = call i64 @fill(i8 5, i64 16)
  call void @__lli_print_i(i64 %m2)
  %m3 = call i64 @fill(i8 -1, i64 9)
  call void @__lli_print_i(i64 %m3)
  %v0 = call i64 @move(i64 0, i64 3, i64 9)
  call void @__lli_print_i(i64 %v0)
  %v1 = call i64 @move(i64 5, i64 1, i64 11)
  call void @__lli_print_i(i64 %v1)
  %v2 = call i64 @move(i64 2, i64 2, i64 7)
  call void @__lli_print_i(i64 %v2)
  %v3 = call i64 @move(i64 0, i64 8, i64 0)
  call void @__lli_print_i(i64 %v3)
  %v4 = call i64 @vmove(i64 8)
  call void @__lli_print_i(i64 %v4)
  %v5 = call i64 @vmove(i64 3)
  call void @__lli_print_i(i64 %v5)
  ret i32 0
}
