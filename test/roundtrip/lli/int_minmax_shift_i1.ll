; llvm.smax/smin/umax/umin become a compare and a select (llvm-spirv's form);
; i1 shifts are widened to i32; freeze of poison is null; vector reductions
; are read lane by lane.  Each must compute what the original computes.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; RUN: sed '/^; ---- driver/,$d' %s | %lspv - -spirv-text -o - | FileCheck %s --check-prefix=SPT
; CHECK: SAME {{[0-9]+}} lines
; SPT-NOT: ExtInst{{ }}
; SPT: SGreaterThan
; SPT: Select
; SPT: ULessThan
; SPT: Select
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @mm(i32 %a, i32 %b) {
  %1 = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %3 = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %4 = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %x = xor i32 %1, %2
  %y = mul i32 %3, 31
  %z = add i32 %x, %y
  %w = sub i32 %z, %4
  %r = sext i32 %w to i64
  ret i64 %r
}

define spir_func i64 @vmm(<4 x i16> %a, <4 x i16> %b) {
  %1 = call <4 x i16> @llvm.umax.v4i16(<4 x i16> %a, <4 x i16> %b)
  %2 = call <4 x i16> @llvm.smin.v4i16(<4 x i16> %1, <4 x i16> %b)
  %s = call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %2)
  %r = sext i16 %s to i64
  ret i64 %r
}

define spir_func i64 @sh(i1 %a, i32 %x) {
  %b = icmp eq i32 %x, 0
  %1 = lshr i1 %a, %b
  %r = zext i1 %1 to i64
  ret i64 %r
}

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare <4 x i16> @llvm.umax.v4i16(<4 x i16>, <4 x i16>)
declare <4 x i16> @llvm.smin.v4i16(<4 x i16>, <4 x i16>)
declare i16 @llvm.vector.reduce.add.v4i16(<4 x i16>)

; ---- driver ----
define i32 @main() {
  %a = call i64 @mm(i32 -5, i32 3)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @mm(i32 2000000000, i32 -2000000000)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @vmm(<4 x i16> <i16 1, i16 -2, i16 300, i16 -32768>, <4 x i16> <i16 -1, i16 5, i16 299, i16 7>)
  call void @__lli_print_i(i64 %c)
  %d = call i64 @sh(i1 true, i32 1)
  call void @__lli_print_i(i64 %d)
  %e = call i64 @sh(i1 false, i32 1)
  call void @__lli_print_i(i64 %e)
  ret i32 0
}
