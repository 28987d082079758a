; The sample external plugin (test/plugin/sample_expect_assume.c), loaded with
; --plugin, end to end: llvm.expect / llvm.assume <-> OpExpectKHR /
; OpAssumeTrueKHR under SPV_KHR_expect_assume.  The plugin calls lspv_fwd_* /
; lspv_rev_* back in the lspv executable, which exports them.

; Forward with the extension: the plugin's instructions, capability, extension.
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so --spirv-ext=+SPV_KHR_expect_assume %s -spirv-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so --spirv-ext=+SPV_KHR_expect_assume %s -o %t.spv
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so --verify %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV

; SPIRV-DAG: Capability ExpectAssumeKHR
; SPIRV-DAG: Extension "SPV_KHR_expect_assume"
; SPIRV: Function [[#]] [[#]] [[#]] [[#]]
; SPIRV: FunctionParameter [[#I32:]] [[#X:]]
; SPIRV: SGreaterThan [[#]] [[#COND:]] [[#X]]
; SPIRV-NEXT: 2 AssumeTrueKHR [[#COND]] {{$}}
; SPIRV-NEXT: 5 ExpectKHR [[#I32]] [[#E:]] [[#X]] [[#]] {{$}}
; SPIRV-NEXT: ReturnValue [[#E]]

; Reverse through the plugin, from the binary and from the text form.
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv --plugin=%plugindir/sample_expect_assume.so -r -spirv-text %t.spt -o - -S | FileCheck %s --check-prefix=LLVM

; LLVM-LABEL: define spir_func i32 @f(
; LLVM: %[[C:[a-z0-9.]+]] = icmp sgt i32 %{{.*}}, 0
; LLVM-NEXT: call void @llvm.assume(i1 %[[C]])
; LLVM-NEXT: %[[E:[a-z0-9.]+]] = call i32 @llvm.expect.i32(i32 %{{.*}}, i32 1)
; LLVM-NEXT: ret i32 %[[E]]
; LLVM-DAG: declare void @llvm.assume(i1
; LLVM-DAG: declare i32 @llvm.expect.i32(i32, i32)

; Without the plugin, reverse does not know the capability: a clear error.
; RUN: not %lspv -r %t.spv -o %t.noplugin.bc 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
; NOPLUGIN: UnsupportedCapability: capability ExpectAssumeKHR is not supported
; RUN: not test -e %t.noplugin.bc

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
