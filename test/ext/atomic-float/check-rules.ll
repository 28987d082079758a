; The plugin's checker rules, under --verify: the capability of the
; operation's width (the grammar accepts any of the three), and the operand
; types (result, pointee and value one float scalar type).
; RUN: %lspv --spirv-ext=+all,-SPV_KHR_untyped_pointers %s -spirv-text -o %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.spv
; RUN: %lspv --verify %t.spv
; With the 32-bit capability only, the core's grammar check passes (one of
; the three is declared); the double add needs the 64-bit one.
; RUN: sed -e '/Capability AtomicFloat64AddEXT/d' %t.spt > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=CAP
; CAP: InvalidModule: a 64-bit float operation needs capability AtomicFloat64AddEXT
; The value operand swapped for the pointer: not of the result type.
; RUN: sed -e 's/^\(7 AtomicFAddEXT [0-9]* [0-9]* \)\([0-9]*\)\( [0-9]* [0-9]* \)[0-9]*/\1\2\3\2/' %t.spt > %t.val.spt
; RUN: %lspv -to-binary %t.val.spt -o %t.val.spv
; RUN: not %lspv --verify %t.val.spv 2>&1 | FileCheck %s --check-prefix=VAL
; VAL: InvalidModule: the value does not have the result type
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, double %d, ptr addrspace(1) %q, float %f) {
  %r = atomicrmw fadd ptr addrspace(1) %p, double %d monotonic
  %s = atomicrmw fadd ptr addrspace(1) %q, float %f monotonic
  ret void
}
