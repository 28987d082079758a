; Negative twin of shader-ballot.ll: the plugin is loaded but
; SPV_KHR_shader_ballot is not enabled, so the core's behaviour holds: the
; builtin stays an ordinary call (OpFunctionCall of an imported function),
; and neither the extension nor the capability appears.

; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so %s -o %t.spv
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LLVM

; Explicitly disabled after +all: the same.
; RUN: %lspv --plugin=%plugindir/sample_shader_ballot.so --spirv-ext=+all,-SPV_KHR_shader_ballot %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV

; Enabled but no plugin loaded: the name is a grammar extension, so
; --spirv-ext accepts it, and nothing implements it: the core behaviour again.
; RUN: %lspv --spirv-ext=+SPV_KHR_shader_ballot %s -spirv-text -o - | FileCheck %s --check-prefix=SPIRV

; SPIRV-NOT: SubgroupBallotKHR
; SPIRV-NOT: SPV_KHR_shader_ballot
; SPIRV-NOT: SubgroupFirstInvocationKHR
; SPIRV: Label
; SPIRV-NEXT: FunctionCall [[#]] [[#F:]] [[#]] [[#]]
; SPIRV: ReturnValue [[#F]]

; LLVM-LABEL: define spir_func i32 @f(
; LLVM: call spir_func i32 @_Z23sample_first_invocationi(i32 %x)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  %f = call spir_func i32 @_Z23sample_first_invocationi(i32 %x)
  ret i32 %f
}

declare spir_func i32 @_Z23sample_first_invocationi(i32)
