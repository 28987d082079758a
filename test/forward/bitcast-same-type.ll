; OpBitcast's operand "must be a different type than Result Type" (spirv-val
; does not check it; lspv's checker does on its own output): a pointer
; bitcast whose SPIR-V type is its operand's, among untyped pointers or
; where the pointee stays, is the operand itself; one that changes the
; pointee is an OpBitcast.  Round trip: the same module again from the
; second trip (the first forward still declares an unused i8 for the
; dropped bitcast's pointee, issue 19's "unused Int8" class).
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -spirv-text -o - | FileCheck %s --check-prefix=UNTYPED
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.u.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.u.spv %}
; RUN: %lspv -r --exact-roundtrip %t.u.spv -o %t.u.bc
; RUN: %opt -passes=verify -disable-output %t.u.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.u.bc -o %t.u2.spv
; RUN: %lspv -r --exact-roundtrip %t.u2.spv -o %t.u2.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.u2.bc -o %t.u3.spv
; RUN: cmp %t.u2.spv %t.u3.spv
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=TYPED
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM

target triple = "spir64-unknown-unknown"

; UNTYPED: FunctionParameter [[#UP:]] [[#P:]]
; UNTYPED-NOT: Bitcast
; UNTYPED: Store [[#P]]
; UNTYPED-NEXT: PtrCastToGeneric [[#]] [[#G:]] [[#P]]
; UNTYPED-NEXT: Store [[#G]]
; UNTYPED-NOT: Bitcast

; TYPED: FunctionParameter [[#]] [[#P:]]
; TYPED: Label
; TYPED-NEXT: Store [[#P]]
; TYPED-NEXT: PtrCastToGeneric [[#GI:]] [[#G:]] [[#P]]
; TYPED-NEXT: Bitcast [[#GF:]] [[#H:]] [[#G]]
; TYPED-NEXT: Store [[#H]]

; LLVM: store i32 1, ptr addrspace(1) %p
; LLVM: [[G:%.+]] = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
; LLVM: store float 1.000000e+00, ptr addrspace(4)

define spir_kernel void @k(ptr addrspace(1) %p) {
  %q = bitcast ptr addrspace(1) %p to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %q
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %h = bitcast ptr addrspace(4) %g to ptr addrspace(4)
  store float 1.0, ptr addrspace(4) %h
  ret void
}
