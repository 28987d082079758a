; __spirv_AtomicFlagTestAndSet returns a bool, which has no memory form: its
; pointer is typed like its operands (32-bit integer, as OpAtomicFlagClear's
; is); it was a pointer to bool, which spirv-val rejects ("expected Pointer
; to point to a value of 32-bit integer type", issue 19).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %lspv %t.bc -o %t2.spv
; RUN: cmp %t.spv %t2.spv
; CHECK-DAG: 4 TypeInt [[I32:[0-9]+]] 32 0
; CHECK-DAG: 4 TypePointer [[P:[0-9]+]] 8 [[I32]]
; The mangled name spells the parameter's pointee: no cast is needed.
; CHECK: 3 FunctionParameter [[P]] [[A:[0-9]+]]
; CHECK-NOT: Bitcast
; CHECK: 6 AtomicFlagTestAndSet {{[0-9]+}} {{[0-9]+}} [[A]]
; CHECK: 4 AtomicFlagClear [[A]]

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(4) %f, ptr addrspace(4) %out) {
  %t = call spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4) %f, i32 1, i32 16)
  call spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4) %f, i32 1, i32 16)
  %z = zext i1 %t to i32
  store i32 %z, ptr addrspace(4) %out, align 4
  ret void
}
declare spir_func i1 @_Z28__spirv_AtomicFlagTestAndSetPU3AS4iii(ptr addrspace(4), i32, i32)
declare spir_func void @_Z23__spirv_AtomicFlagClearPU3AS4iii(ptr addrspace(4), i32, i32)
