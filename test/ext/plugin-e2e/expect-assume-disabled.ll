; Negative twin of expect-assume.ll: the plugin is loaded but
; SPV_KHR_expect_assume is not enabled, so the core's behaviour holds:
; llvm.expect folds to its value, llvm.assume is dropped, and neither the
; extension nor the capability appears.

; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so %s -o %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LLVM

; Explicitly disabled after +all: the same.
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so --spirv-ext=+all,-SPV_KHR_expect_assume %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV

; Enabled but no plugin loaded: the name is a grammar extension, so
; --spirv-ext accepts it, and nothing implements it: the core behaviour again.
; RUN: %lspv --spirv-ext=+SPV_KHR_expect_assume %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV

; SPIRV-NOT: ExpectAssumeKHR
; SPIRV-NOT: SPV_KHR_expect_assume
; SPIRV: FunctionParameter [[#]] [[#X:]]
; SPIRV-NOT: AssumeTrueKHR
; SPIRV-NOT: ExpectKHR
; SPIRV: ReturnValue [[#X]]

; LLVM-LABEL: define spir_func i32 @f(
; LLVM-NOT: llvm.assume
; LLVM-NOT: llvm.expect
; LLVM: ret i32 %

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 0
  call void @llvm.assume(i1 %c)
  %e = call i32 @llvm.expect.i32(i32 %x, i32 1)
  ret i32 %e
}

declare void @llvm.assume(i1)
declare i32 @llvm.expect.i32(i32, i32)
