; The pointer width, hence the addressing model, of the SPIR-V backend's
; triples: spirv64[vX.Y] is Physical64 (it was taken for a 32-bit spir
; triple), spirv32 Physical32, a plain spirv[vX.Y] as its data layout says.
; RUN: rm -rf %t && mkdir %t
; RUN: %lspv %s -o %t/64.spv
; RUN: %spirv-val %t/64.spv
; RUN: %lspv -to-text %t/64.spv -o - | FileCheck %s --check-prefix=P64
; RUN: sed -e 's/spirv64v1.2-/spirv32-/' %s | %llvm-as -o %t/32.bc
; RUN: %lspv %t/32.bc -o - -spirv-text | FileCheck %s --check-prefix=P32
; RUN: sed -e 's/spirv64v1.2-/spirv-/' %s | %llvm-as -o %t/dl64.bc
; RUN: %lspv %t/dl64.bc -o - -spirv-text | FileCheck %s --check-prefix=P64
; RUN: sed -e 's/spirv64v1.2-/spirv-/; s/^target datalayout = "e-/target datalayout = "e-p:32:32-/' %s | %llvm-as -o %t/dl32.bc
; RUN: %lspv %t/dl32.bc -o - -spirv-text | FileCheck %s --check-prefix=P32
; RUN: %lspv -r %t/64.spv -o - | %llvm-dis | FileCheck %s --check-prefix=REV

; P64: MemoryModel 2 2
; P32: MemoryModel 1 2
; REV: target triple = "spir64-unknown-unknown"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64v1.2-unknown-unknown"

define spir_func i64 @f(ptr addrspace(1) %p) {
entry:
  %v = load i64, ptr addrspace(1) %p, align 8
  ret i64 %v
}
