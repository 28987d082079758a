; Atomic flags under SPV_KHR_untyped_pointers (on under +all): the flag
; instructions take no pointer without pointee type (spirv-val: "Untyped
; pointers are not supported by atomic flag instructions"), so forward casts
; the pointer to a typed pointer to a 32-bit integer right before each, in
; both spellings (__spirv_AtomicFlag*, atomic_flag_*_explicit); reverse reads
; that cast as the pointer itself (a kept no-op bitcast would be cast once
; more) and mangles the __spirv_ call's pointer as PU3AS4i, not void*, which
; the second forward typed as bytes and declared Int8 for (issue 19).
; RUN: %lspv --spirv-ext=+all %s -o %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Typed pointers (no +all) mangle their own pointee, as before.
; RUN: %lspv %s -o %t.typed.spv
; RUN: %lspv -r --exact-roundtrip %t.typed.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=IR
;
; SPV-NOT: Capability Int8
; SPV: TypePointer [[#P:]] 8 [[#]]
; SPV: Bitcast [[#P]] [[#F:]]
; SPV-NEXT: AtomicFlagTestAndSet [[#]] [[#]] [[#F]]
; SPV: Bitcast [[#P]] [[#G:]]
; SPV-NEXT: AtomicFlagClear [[#G]]
; SPV: Bitcast [[#P]] [[#H:]]
; SPV-NEXT: AtomicFlagTestAndSet [[#]] [[#]] [[#H]]
; IR-NOT: bitcast
; IR: call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(
; IR: call spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(
; IR: call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(4) %f, ptr addrspace(4) %out) {
entry:
  %t = call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4) %f, i32 1, i32 16)
  call spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4) %f, i32 1, i32 16)
  %z = zext i1 %t to i32
  store i32 %z, ptr addrspace(4) %out, align 4
  ret void
}

define spir_kernel void @cl(ptr addrspace(4) %f, ptr addrspace(4) %out) {
entry:
  %t = call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %f, i32 5, i32 2)
  %z = zext i1 %t to i32
  store i32 %z, ptr addrspace(4) %out, align 4
  ret void
}

declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)
declare spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4), i32, i32)
declare spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4), i32, i32)
