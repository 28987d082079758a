; A GEP whose source element type is a pointer, under untyped pointers: the
; untyped access chain's Base Type is no pointer (the extension's rule), so
; it strides over an integer of the pointer's width, which the same byte
; offset gives back on reverse.  Without the extension the base stays a
; typed pointer to a pointer.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %s -o %t.typed.spv
; RUN: %spirv-val %t.typed.spv
; RUN: %lspv -r %t.typed.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=TYPED
; A pointer Base Type (as llvm-spirv writes it) reads back, and lspv's
; checker refuses it in a module it would write.
; RUN: %lspv -to-binary %S/Inputs/pointer-base-type.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %lspv -r %t.bad.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=LLVM-BAD

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: TypeUntypedPointerKHR [[#PTR:]] 5
; SPV: FunctionParameter [[#PTR]] [[#P:]]
; SPV: UntypedPtrAccessChainKHR [[#PTR]] [[#]] [[#I64]] [[#P]] [[#]]

; LLVM: getelementptr i64, ptr addrspace(1) %p, i64 %i
; TYPED: getelementptr ptr addrspace(1), ptr addrspace(1) %p, i64 %i

; BAD: untyped access chain 7: the Base Type (id 3) is a pointer
; LLVM-BAD: getelementptr ptr addrspace(1), ptr addrspace(1) %{{.*}}, i32 0

define spir_func ptr addrspace(1) @nth(ptr addrspace(1) %p, i64 %i) {
  %q = getelementptr ptr addrspace(1), ptr addrspace(1) %p, i64 %i
  %v = load ptr addrspace(1), ptr addrspace(1) %q
  ret ptr addrspace(1) %v
}
