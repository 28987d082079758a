; Found by fuzz_ir (fuzz/README.md): atomics on 64-bit integers declared
; Int64 but not Int64Atomics (spirv-val: "64-bit atomics require the
; Int64Atomics capability"), in every spelling: atomic load/store,
; atomicrmw, cmpxchg, the OpenCL C builtins and the __spirv_ calls.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; CHECK: OpCapability Int64Atomics
; CHECK: OpAtomicLoad %ulong
; CHECK: OpAtomicStore
; CHECK: OpAtomicIAdd %ulong
; CHECK: OpAtomicCompareExchange %ulong
; CHECK: OpAtomicIAdd %ulong
; CHECK: OpAtomicIIncrement %ulong
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %o = load atomic i64, ptr addrspace(1) %p seq_cst, align 8
  store atomic i64 %o, ptr addrspace(1) %p seq_cst, align 8
  %x = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst
  %c = cmpxchg ptr addrspace(1) %p, i64 %x, i64 2 seq_cst seq_cst
  %f = call spir_func i64 @_Z10atomic_addPU3AS1Vll(ptr addrspace(1) %p, i64 3)
  %i = call spir_func i64 @_Z24__spirv_AtomicIIncrementPU3AS1liii(ptr addrspace(1) %p, i32 1, i32 0)
  ret void
}

declare spir_func i64 @_Z10atomic_addPU3AS1Vll(ptr addrspace(1), i64)
declare spir_func i64 @_Z24__spirv_AtomicIIncrementPU3AS1liii(ptr addrspace(1), i32, i32)
