; A kernel without parameters reads back with empty kernel_arg_* lists and an
; empty !spirv.ParameterDecorations, as llvm-spirv 22 writes them (in every
; target environment); a plain function gets none.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s
; CHECK: define spir_kernel void @k0() {{.*}}!kernel_arg_addr_space ![[E:[0-9]+]] {{.*}}!spirv.ParameterDecorations ![[E]] {
; CHECK: define spir_func void @f0() #{{[0-9]+}} {
; CHECK: ![[E]] = !{}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k0() {
  ret void
}

define spir_func void @f0() {
  ret void
}
