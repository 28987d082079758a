; The helper function of an intrinsic (here llvm.bitreverse and llvm.bswap)
; follows the function that calls it first, as llvm-spirv creates it there;
; a helper that a later function calls again is not repeated.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; SPV-DAG: Name [[#F:]] "first"
; SPV-DAG: Name [[#S:]] "second"
; SPV-DAG: Name [[#BR:]] "llvm_bitreverse_i32"
; SPV-DAG: Name [[#BS:]] "spirv.llvm_bswap_i32"
; SPV: Function [[#]] [[#F]]
; SPV: FunctionCall [[#]] [[#]] [[#BR]]
; SPV: FunctionEnd
; SPV: Function [[#]] [[#BR]]
; SPV: FunctionEnd
; SPV: Function [[#]] [[#S]]
; SPV: FunctionCall [[#]] [[#]] [[#BR]]
; SPV: FunctionCall [[#]] [[#]] [[#BS]]
; SPV: FunctionEnd
; SPV: Function [[#]] [[#BS]]
; SPV-NOT: Function [[#]] [[#BR]]
; LLVM-LABEL: define spir_func i32 @first(
; LLVM-LABEL: define spir_func i32 @llvm_bitreverse_i32(
; LLVM-LABEL: define spir_func i32 @second(
; LLVM: call i32 @llvm.bswap.i32
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @first(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

define spir_func i32 @second(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  %s = call i32 @llvm.bswap.i32(i32 %r)
  ret i32 %s
}

declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
