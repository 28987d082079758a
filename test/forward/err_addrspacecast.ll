; global -> local address space casts have no SPIR-V form (only to and from
; generic).
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: address space cast between these storage classes has no SPIR-V form in function 'f': {{.*}}addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) {
  %l = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
  store i32 0, ptr addrspace(3) %l
  ret void
}
