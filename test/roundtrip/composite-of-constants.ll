; An insert or extract whose operands are all constants is an instruction in
; LLVM IR (nothing folded it), forward writes it as OpCompositeInsert /
; OpCompositeExtract, and reverse keeps it an instruction, as llvm-spirv
; does: the builder used to fold the chain into one constant, which the
; second forward wrote as an OpConstantComposite (issue 19).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.x.bc
; RUN: %lspv %t.x.bc -o %t.x.spv
; RUN: cmp %t.spv %t.x.spv

; CHECK: CompositeInsert [[#]] [[#V0:]] [[#]] [[#]] 0
; CHECK: CompositeInsert [[#]] [[#]] [[#]] [[#V0]] 1
; CHECK: CompositeInsert [[#]] [[#]] [[#]] [[#]] 1
; CHECK: CompositeExtract [[#]] [[#]] [[#]] 2

; LLVM: %v0 = insertelement <2 x i32> undef, i32 7, i32 0
; LLVM: %v1 = insertelement <2 x i32> %v0, i32 9, i32 1
; LLVM: %s = insertvalue %{{.*}} zeroinitializer, float 1.000000e+00, 1
; LLVM: %e = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %r) {
entry:
  %v0 = insertelement <2 x i32> undef, i32 7, i32 0
  %v1 = insertelement <2 x i32> %v0, i32 9, i32 1
  store <2 x i32> %v1, ptr addrspace(1) %p, align 8
  %s = insertvalue { i32, float } zeroinitializer, float 1.0, 1
  store { i32, float } %s, ptr addrspace(1) %q, align 4
  %e = extractelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 2
  store i32 %e, ptr addrspace(1) %r, align 4
  ret void
}
