; The sample external plugin (test/plugin/sample_shader_ballot.c), loaded with
; --plugin, end to end: its builtin sample_first_invocation(int) <->
; OpSubgroupFirstInvocationKHR under SPV_KHR_shader_ballot, which no built-in
; plugin owns.  The plugin calls lspv_fwd_* / lspv_rev_* back in the lspv
; executable, which exports them.

; Forward with the extension: the plugin's instruction, capability, extension.
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so --spirv-ext=+SPV_KHR_shader_ballot %s -spirv-text -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so --spirv-ext=+SPV_KHR_shader_ballot %s -o %t.spv
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so --verify %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV

; SPIRV-DAG: Capability SubgroupBallotKHR
; SPIRV-DAG: Extension "SPV_KHR_shader_ballot"
; SPIRV: Function [[#]] [[#]] [[#]] [[#]]
; SPIRV: FunctionParameter [[#I32:]] [[#X:]]
; SPIRV: Label
; SPIRV-NEXT: 4 SubgroupFirstInvocationKHR [[#I32]] [[#F:]] [[#X]] {{$}}
; SPIRV-NEXT: ReturnValue [[#F]]

; Reverse through the plugin, from the binary and from the text form.
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so -r -spirv-text %t.spt -o - -S | FileCheck %s --check-prefix=LLVM

; LLVM-LABEL: define spir_func i32 @f(
; LLVM-NEXT: entry:
; LLVM-NEXT: %[[F:[a-z0-9.]+]] = call spir_func i32 @_Z23sample_first_invocationi(i32 %x)
; LLVM-NEXT: ret i32 %[[F]]

; Without the plugin, reverse does not know the capability: a clear error.
; RUN: not %lspv -r %t.spv -o %t.noplugin.bc 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
; NOPLUGIN: UnsupportedCapability: capability SubgroupBallotKHR is not supported
; RUN: not test -e %t.noplugin.bc

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  %f = call spir_func i32 @_Z23sample_first_invocationi(i32 %x)
  ret i32 %f
}

declare spir_func i32 @_Z23sample_first_invocationi(i32)
