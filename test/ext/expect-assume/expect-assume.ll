; SPV_KHR_expect_assume: llvm.assume <-> OpAssumeTrueKHR and llvm.expect <->
; OpExpectKHR under capability ExpectAssumeKHR.
; RUN: %lspv --spirv-ext=+SPV_KHR_expect_assume %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_expect_assume %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the hints are dropped (never wrong): no capability,
; the expected value is its operand.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_expect_assume %s -spirv-text -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv %s -o %t.none.spv
; RUN: %spirv-val %t.none.spv
; RUN: %lspv -r %t.none.spv -o - | %llvm-dis | FileCheck %s --check-prefix=NOHINT

; TEXT-DAG: Capability ExpectAssumeKHR
; TEXT-DAG: Extension "SPV_KHR_expect_assume"
; TEXT-DAG: TypeInt [[#I64:]] 64 0
; TEXT-DAG: TypeVector [[#V2:]] [[#I32:]] 2
; TEXT: INotEqual [[#]] [[#CMP:]]
; TEXT: AssumeTrueKHR [[#CMP]]
; TEXT: ExpectKHR [[#I64]] [[#E:]] [[#X:]] [[#]]
; TEXT: INotEqual [[#]] [[#]] [[#E]]
; TEXT: ExpectKHR [[#V2]] [[#]] [[#]] [[#]]

; IR: %cmp = icmp ne i32 %a, 0
; IR-NEXT: call void @llvm.assume(i1 %cmp)
; IR: [[E:%.*]] = call i64 @llvm.expect.i64(i64 %x, i64 1)
; IR: icmp ne i64 [[E]], 0
; IR: call <2 x i32> @llvm.expect.v2i32(<2 x i32> %v, <2 x i32> <i32 1, i32 2>)

; NONE-NOT: ExpectAssumeKHR
; NONE-NOT: Extension
; NONE-NOT: AssumeTrueKHR
; NONE-NOT: ExpectKHR
; NOHINT-NOT: @llvm.assume
; NOHINT-NOT: @llvm.expect
; NOHINT: icmp ne i64 %{{.*}}, 0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a, i64 %x, <2 x i32> %v) {
entry:
  %cmp = icmp ne i32 %a, 0
  call void @llvm.assume(i1 %cmp)
  %e = call i64 @llvm.expect.i64(i64 %x, i64 1)
  %t = icmp ne i64 %e, 0
  %r = zext i1 %t to i32
  %ev = call <2 x i32> @llvm.expect.v2i32(<2 x i32> %v, <2 x i32> <i32 1, i32 2>)
  %s = extractelement <2 x i32> %ev, i32 0
  %sum = add i32 %r, %s
  ret i32 %sum
}

declare void @llvm.assume(i1)
declare i64 @llvm.expect.i64(i64, i64)
declare <2 x i32> @llvm.expect.v2i32(<2 x i32>, <2 x i32>)
