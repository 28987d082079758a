; -s turns llvm.{s,u}{add,sub}.with.overflow into calls of helper functions
; defined in the module (llvm_<op>_with_overflow_<type>, one per name),
; keeping the call's metadata; the multiplications stay for forward
; translation.  The helpers compute what the intrinsics do (lli below).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; lli runs @main (0: every bit as expected) on a host copy, as is and
; regularized.
; RUN: sed -e 's/spir64-unknown-unknown/x86_64-unknown-linux-gnu/' -e '/^target datalayout/d' %s > %t.host.ll
; RUN: %llvm-as %t.host.ll -o %t.host.bc
; RUN: %lspv -s %t.host.bc -o %t.host.reg.bc
; RUN: %lli %t.host.bc
; RUN: %lli %t.host.reg.bc
; RUN: %lspv %t.reg.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

; CHECK: call { i32, i1 } @llvm_sadd_with_overflow_i32(i32 %a, i32 %b), !nosanitize ![[#]]
; CHECK: call { i32, i1 } @llvm_sadd_with_overflow_i32(i32 %b, i32 %a)
; CHECK: call { i8, i1 } @llvm_ssub_with_overflow_i8(
; CHECK: call { <2 x i16>, <2 x i1> } @llvm_uadd_with_overflow_v2i16(
; CHECK: call { i64, i1 } @llvm_usub_with_overflow_i64(
; Negative: a multiplication is left as it is.
; CHECK: call { i32, i1 } @llvm.umul.with.overflow.i32(
; CHECK-NOT: declare {{.*}} @llvm.{{[su](add|sub)}}.with.overflow
; CHECK: define internal { i32, i1 } @llvm_sadd_with_overflow_i32(
; CHECK-NOT: define {{.*}}@llvm_sadd_with_overflow_i32(
; CHECK: define internal { i8, i1 } @llvm_ssub_with_overflow_i8(
; SPV: Name [[#SADD:]] "llvm_sadd_with_overflow_i32"
; SPV: FunctionCall [[#]] [[#]] [[#SADD]]
; REV: call spir_func %{{.*}} @llvm_sadd_with_overflow_i32(i32 %a, i32 %b)
; REV: define internal spir_func %{{.*}} @llvm_sadd_with_overflow_i32(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i32 %b) {
  %p = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b), !nosanitize !0
  %q = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %b, i32 %a)
  %x = extractvalue { i32, i1 } %p, 0
  %y = extractvalue { i32, i1 } %q, 0
  %r = add i32 %x, %y
  ret i32 %r
}

; Returns 0 when every result and overflow bit is the expected one.
define i32 @main() {
  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483646, i32 1)
  %so = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %t = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 0, i8 -128)
  %tn = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 -1, i8 -128)
  %u = call { <2 x i16>, <2 x i1> } @llvm.uadd.with.overflow.v2i16(<2 x i16> <i16 65534, i16 65535>, <2 x i16> <i16 1, i16 1>)
  %v = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 3, i64 4)
  %w = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 9, i64 4)
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 1, i32 0)
  %s1 = extractvalue { i32, i1 } %s, 1
  %so0 = extractvalue { i32, i1 } %so, 0
  %so1 = extractvalue { i32, i1 } %so, 1
  %t1 = extractvalue { i8, i1 } %t, 1
  %tn0 = extractvalue { i8, i1 } %tn, 0
  %tn1 = extractvalue { i8, i1 } %tn, 1
  %u0 = extractvalue { <2 x i16>, <2 x i1> } %u, 0
  %u1 = extractvalue { <2 x i16>, <2 x i1> } %u, 1
  %v1 = extractvalue { i64, i1 } %v, 1
  %w0 = extractvalue { i64, i1 } %w, 0
  %w1 = extractvalue { i64, i1 } %w, 1
  %m1 = extractvalue { i32, i1 } %m, 1
  ; expected: s no overflow; so wraps to INT_MIN with overflow; 0 - -128
  ; overflows; -1 - -128 = 127 does not; 65534+1 does not, 65535+1 does
  ; (wraps to 0); 3 - 4 borrows; 9 - 4 = 5 does not; 1 * 0 does not.
  %c1 = xor i1 %s1, true
  %c2 = icmp eq i32 %so0, -2147483648
  %c3 = and i1 %c2, %so1
  %c4 = xor i1 %tn1, true
  %c5 = icmp eq i8 %tn0, 127
  %c6 = icmp eq <2 x i16> %u0, <i16 65535, i16 0>
  %c7 = icmp eq <2 x i1> %u1, <i1 false, i1 true>
  %c8 = and <2 x i1> %c6, %c7
  %c9 = extractelement <2 x i1> %c8, i32 0
  %c10 = extractelement <2 x i1> %c8, i32 1
  %c11 = icmp eq i64 %w0, 5
  %c12 = xor i1 %w1, true
  %c13 = xor i1 %m1, true
  %a1 = and i1 %c1, %c3
  %a2 = and i1 %a1, %t1
  %a3 = and i1 %a2, %c4
  %a4 = and i1 %a3, %c5
  %a5 = and i1 %a4, %c9
  %a6 = and i1 %a5, %c10
  %a7 = and i1 %a6, %v1
  %a8 = and i1 %a7, %c11
  %a9 = and i1 %a8, %c12
  %a10 = and i1 %a9, %c13
  %r = select i1 %a10, i32 0, i32 1
  ret i32 %r
}

declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { <2 x i16>, <2 x i1> } @llvm.uadd.with.overflow.v2i16(<2 x i16>, <2 x i16>)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)

!0 = !{}
