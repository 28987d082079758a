; Found by fuzz_ir (fuzz/README.md): ordered comparisons of i1 values (which
; FuzzMutate's predicate changes make often) were refused; SPIR-V's integer
; comparisons take no bools, so forward lowers them to OpLogicalNot with
; OpLogicalAnd/OpLogicalOr.  Checked by spirv-val and by running the round
; trip under lli on all four input pairs, scalar and vector.
; RUN: sed '/^; ---- driver/q' %s > %t.ll
; RUN: %lspv %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %python %S/../roundtrip/Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; SPV-NOT: OpULessThan
; SPV: OpLogicalNot %bool
; SPV: OpLogicalAnd %bool
; SPV: OpLogicalOr %v2bool
; CHECK: SAME 8 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Bit k of the result: predicate k of (a, b).
define spir_func i64 @order(i1 %a, i1 %b) {
  %c0 = icmp ugt i1 %a, %b
  %z0 = zext i1 %c0 to i64
  %s0 = shl i64 %z0, 0
  %r0 = or i64 0, %s0
  %c1 = icmp uge i1 %a, %b
  %z1 = zext i1 %c1 to i64
  %s1 = shl i64 %z1, 1
  %r1 = or i64 %r0, %s1
  %c2 = icmp ult i1 %a, %b
  %z2 = zext i1 %c2 to i64
  %s2 = shl i64 %z2, 2
  %r2 = or i64 %r1, %s2
  %c3 = icmp ule i1 %a, %b
  %z3 = zext i1 %c3 to i64
  %s3 = shl i64 %z3, 3
  %r3 = or i64 %r2, %s3
  %c4 = icmp sgt i1 %a, %b
  %z4 = zext i1 %c4 to i64
  %s4 = shl i64 %z4, 4
  %r4 = or i64 %r3, %s4
  %c5 = icmp sge i1 %a, %b
  %z5 = zext i1 %c5 to i64
  %s5 = shl i64 %z5, 5
  %r5 = or i64 %r4, %s5
  %c6 = icmp slt i1 %a, %b
  %z6 = zext i1 %c6 to i64
  %s6 = shl i64 %z6, 6
  %r6 = or i64 %r5, %s6
  %c7 = icmp sle i1 %a, %b
  %z7 = zext i1 %c7 to i64
  %s7 = shl i64 %z7, 7
  %r7 = or i64 %r6, %s7
  ret i64 %r7
}

; Lane 0 of uge, lane 1 of sle, on splatted operands.
define spir_func i64 @order_vec(i1 %a, i1 %b) {
  %va = insertelement <2 x i1> poison, i1 %a, i32 0
  %va2 = insertelement <2 x i1> %va, i1 %a, i32 1
  %vb = insertelement <2 x i1> poison, i1 %b, i32 0
  %vb2 = insertelement <2 x i1> %vb, i1 %b, i32 1
  %ge = icmp uge <2 x i1> %va2, %vb2
  %le = icmp sle <2 x i1> %va2, %vb2
  %g0 = extractelement <2 x i1> %ge, i32 0
  %l1 = extractelement <2 x i1> %le, i32 1
  %zg = zext i1 %g0 to i64
  %zl = zext i1 %l1 to i64
  %sl = shl i64 %zl, 1
  %r = or i64 %zg, %sl
  ret i64 %r
}
; ---- driver ----
define i32 @main() {
  %x0 = call i64 @order(i1 false, i1 false)
  call void @__lli_print_i(i64 %x0)
  %x1 = call i64 @order_vec(i1 false, i1 false)
  call void @__lli_print_i(i64 %x1)
  %x2 = call i64 @order(i1 false, i1 true)
  call void @__lli_print_i(i64 %x2)
  %x3 = call i64 @order_vec(i1 false, i1 true)
  call void @__lli_print_i(i64 %x3)
  %x4 = call i64 @order(i1 true, i1 false)
  call void @__lli_print_i(i64 %x4)
  %x5 = call i64 @order_vec(i1 true, i1 false)
  call void @__lli_print_i(i64 %x5)
  %x6 = call i64 @order(i1 true, i1 true)
  call void @__lli_print_i(i64 %x6)
  %x7 = call i64 @order_vec(i1 true, i1 true)
  call void @__lli_print_i(i64 %x7)
  ret i32 0
}
