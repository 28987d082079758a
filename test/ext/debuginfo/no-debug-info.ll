; A module without debug info imports no debug-info set and writes no
; OpLine; its reverse has no !llvm.dbg.cu.
; RUN: %lspv %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; SPV-NOT: DebugInfo
; SPV-NOT: {{ Line }}
; IR-NOT: llvm.dbg.cu
; IR-NOT: !dbg
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}
