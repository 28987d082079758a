; Reductions of i1 vectors: or / umax / smin (OpAny), and / mul / umin / smax
; (OpAll; true is 1 unsigned, -1 signed), add / xor (a tree of
; OpLogicalNotEqual, odd lane counts included).  The round trip computes
; what LLVM computes, for every mask of the lanes.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; CHECK: SAME 16 lines
; Forward writes the instructions named above.
; RUN: sed '/^; ---- driver/,$d' %s | %lspv - -spirv-text -o - | FileCheck %s --check-prefix=SPT
; SPT-COUNT-3: Any
; SPT-COUNT-4: All
; SPT: LogicalNotEqual
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; The reductions of the low four bits of %m as <4 x i1> (and three of them as
; <3 x i1>), packed
; into one integer, one bit per reduction.
define spir_func i64 @reduce(i32 %m) {
  %i = insertelement <4 x i32> poison, i32 %m, i32 0
  %s = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> zeroinitializer
  %b = and <4 x i32> %s, <i32 1, i32 2, i32 4, i32 8>
  %v = icmp ne <4 x i32> %b, zeroinitializer
  %w = shufflevector <4 x i1> %v, <4 x i1> poison, <3 x i32> <i32 0, i32 2, i32 3>
  %r0 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %v)
  %r1 = call i1 @llvm.vector.reduce.umax.v4i1(<4 x i1> %v)
  %r2 = call i1 @llvm.vector.reduce.smin.v4i1(<4 x i1> %v)
  %r3 = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %v)
  %r4 = call i1 @llvm.vector.reduce.mul.v4i1(<4 x i1> %v)
  %r5 = call i1 @llvm.vector.reduce.umin.v4i1(<4 x i1> %v)
  %r6 = call i1 @llvm.vector.reduce.smax.v4i1(<4 x i1> %v)
  %r7 = call i1 @llvm.vector.reduce.add.v4i1(<4 x i1> %v)
  %r8 = call i1 @llvm.vector.reduce.xor.v3i1(<3 x i1> %w)
  %z0 = zext i1 %r0 to i64
  %z1 = zext i1 %r1 to i64
  %z2 = zext i1 %r2 to i64
  %z3 = zext i1 %r3 to i64
  %z4 = zext i1 %r4 to i64
  %z5 = zext i1 %r5 to i64
  %z6 = zext i1 %r6 to i64
  %z7 = zext i1 %r7 to i64
  %z8 = zext i1 %r8 to i64
  %s1 = shl i64 %z1, 1
  %s2 = shl i64 %z2, 2
  %s3 = shl i64 %z3, 3
  %s4 = shl i64 %z4, 4
  %s5 = shl i64 %z5, 5
  %s6 = shl i64 %z6, 6
  %s7 = shl i64 %z7, 7
  %s8 = shl i64 %z8, 8
  %a1 = or i64 %z0, %s1
  %a2 = or i64 %a1, %s2
  %a3 = or i64 %a2, %s3
  %a4 = or i64 %a3, %s4
  %a5 = or i64 %a4, %s5
  %a6 = or i64 %a5, %s6
  %a7 = or i64 %a6, %s7
  %a8 = or i64 %a7, %s8
  ret i64 %a8
}

declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smin.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.mul.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.umin.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.smax.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.add.v4i1(<4 x i1>)
declare i1 @llvm.vector.reduce.xor.v3i1(<3 x i1>)
; ---- driver ----
; OpAny / OpAll come back as OpenCL any / all of the lanes as char (a lane
; is true when its top bit is set), or their SPIR-V friendly spellings.
define i32 @_Z3anyDv4_c(<4 x i8> %x) {
  %n = icmp slt <4 x i8> %x, zeroinitializer
  %r = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %n)
  %z = zext i1 %r to i32
  ret i32 %z
}
define i32 @_Z3allDv4_c(<4 x i8> %x) {
  %n = icmp slt <4 x i8> %x, zeroinitializer
  %r = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> %n)
  %z = zext i1 %r to i32
  ret i32 %z
}
define i32 @main() {
entry:
  br label %loop
loop:
  %m = phi i32 [ 0, %entry ], [ %n, %loop ]
  %r = call i64 @reduce(i32 %m)
  call void @__lli_print_i(i64 %r)
  %n = add i32 %m, 1
  %c = icmp ult i32 %n, 16
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}
define i32 @_Z11__spirv_AnyDv4_c(<4 x i8> %x) {
  %r = call i32 @_Z3anyDv4_c(<4 x i8> %x)
  ret i32 %r
}
define i32 @_Z11__spirv_AllDv4_c(<4 x i8> %x) {
  %r = call i32 @_Z3allDv4_c(<4 x i8> %x)
  ret i32 %r
}
