; Interoperability with llvm-spirv-15: it reads lspv's float atomics (its
; OpenCL 1.2 spelling), and lspv reads what it writes for them.
; REQUIRES: llvm-spirv-15
; RUN: %lspv --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float_min_max %s -o %t.spv
; RUN: %llvm-spirv-15 -r %t.spv -o %t.15.bc
; RUN: %llvm-spirv-15 -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT15
; TEXT15: AtomicFAddEXT
; TEXT15: AtomicFMinEXT
; And back: Inputs/peer15.spt is what llvm-spirv-15 -spirv-text writes
; (--spirv-ext=+SPV_EXT_shader_atomic_float_add) for a kernel calling
; _Z21__spirv_AtomicFAddEXTPU3AS1fiif(%p, i32 1, i32 0, float %f) (it has no
; atomicrmw fadd): another producer's relaxed Device add reads back as the
; OpenCL 1.2 spelling.
; RUN: %llvm-spirv-15 -to-binary %S/Inputs/peer15.spt -o %t.peer.spv
; RUN: %lspv -r %t.peer.spv -S -o - | FileCheck %s --check-prefix=PEER
; PEER: call spir_func float @_Z10atomic_addPU3AS1Vff(
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, float %f) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %p, float %f syncscope("device") monotonic
  %b = atomicrmw fmin ptr addrspace(1) %p, float %f syncscope("device") monotonic
  ret void
}
