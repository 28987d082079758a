; Seen while triaging fuzz_ir outputs (fuzz/README.md): a module with no
; kernel and nothing exported (here one internal function) gave a module
; without OpEntryPoint and without the Linkage capability, which spirv-val
; rejects ("No OpEntryPoint instruction was found").  Linkage is declared.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; CHECK: OpCapability Linkage
; CHECK-NOT: OpEntryPoint
; CHECK-NOT: LinkageAttributes
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define internal spir_func i32 @f(i32 %a) {
  ret i32 %a
}
