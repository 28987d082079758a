; Float atomics on pointers without pointee (SPV_KHR_untyped_pointers, on
; under +all) under --exact-roundtrip come back as __spirv_AtomicF*EXT calls
; whose pointer mangles as a pointer to the value's type (PU3AS1f), as a
; typed pointer would: `void*` (PU3AS1v) made the second forward type the
; pointer as bytes and declare Int8 (issue 19: not a fixpoint).
; RUN: %lspv --spirv-ext=+all %s -o %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; The OpenCL spellings keep their own mangling (CL2.0: the generic atomic).
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=CL20
;
; SPV-NOT: Capability Int8
; SPV: AtomicFAddEXT
; SPV: AtomicFMaxEXT
; IR: call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(
; IR: call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fiif(
; IR-NOT: PU3AS1v
; CL20: call spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, float %v) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %p, float %v seq_cst
  %b = atomicrmw fmax ptr addrspace(1) %p, float %a monotonic
  ret void
}
