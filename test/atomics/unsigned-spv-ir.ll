; The unsigned atomics' SPIR-V friendly spelling: OpAtomicUMax / UMin mangle
; their pointer's pointee and their value operand unsigned ("PU3AS1jiij"),
; as llvm-spirv spells them; the signed and signless ones stay "i".  Forward
; reads that spelling back as the same instructions.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.rev.bc -o %t.back.spv
; RUN: %spirv-val %t.back.spv
; RUN: %lspv -to-text %t.back.spv -o - | FileCheck %s --check-prefix=SPV

; SPV: AtomicUMax
; SPV: AtomicUMin
; SPV: AtomicSMax
; SPV: AtomicIAdd

; SPVIR: call spir_func i32 @_Z18__spirv_AtomicUMaxPU3AS1jiij(ptr addrspace(1) %p, i32 2, i32 0, i32 %v)
; SPVIR: call spir_func i64 @_Z18__spirv_AtomicUMinPU3AS1miim(ptr addrspace(1) %q, i32 2, i32 0, i64 %w)
; SPVIR: call spir_func i32 @_Z18__spirv_AtomicSMaxPU3AS1iiii(ptr addrspace(1) %p, i32 2, i32 0, i32 %v)
; SPVIR: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 2, i32 0, i32 %v)

target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %v, i64 %w) {
  %a = atomicrmw umax ptr addrspace(1) %p, i32 %v syncscope("workgroup") monotonic
  %b = atomicrmw umin ptr addrspace(1) %q, i64 %w syncscope("workgroup") monotonic
  %c = atomicrmw max ptr addrspace(1) %p, i32 %v syncscope("workgroup") monotonic
  %d = atomicrmw add ptr addrspace(1) %p, i32 %v syncscope("workgroup") monotonic
  ret void
}
