; global -> local address space casts have no SPIR-V form (only to and from
; generic).
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidModule: Invalid SPIR-V module: Casts from private/local/global address space are allowed only to generic in function 'f': {{.*}}addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
target triple = "spir64-unknown-unknown"
define spir_func void @f(ptr addrspace(1) %p) {
  %l = addrspacecast ptr addrspace(1) %p to ptr addrspace(3)
  store i32 0, ptr addrspace(3) %l
  ret void
}

; generic -> constant is refused, in llvm-spirv's words.
; RUN: sed -e 's/^; CONST: //;t;d' %s | llvm-as -o %t.c.bc
; RUN: not %lspv %t.c.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=CONST-ERR
; RUN: not test -e %t.spv
; CONST-ERR: InvalidModule: Invalid SPIR-V module: Casts from generic address space to constant are illegal
; CONST: target triple = "spir64-unknown-unknown"
; CONST: define spir_func void @f(ptr addrspace(4) %p) {
; CONST:   %c = addrspacecast ptr addrspace(4) %p to ptr addrspace(2)
; CONST:   %v = load i32, ptr addrspace(2) %c
; CONST:   ret void
; CONST: }

; global_device (5) is global memory: a cast to global is the value itself,
; to generic a PtrCastToGeneric, to local an error.
; RUN: sed -e 's/^; DEV: //;t;d' %s | llvm-as -o %t.d.bc
; RUN: %lspv %t.d.bc -spirv-text -o - | FileCheck %s --check-prefix=DEV-SPV
; RUN: %lspv %t.d.bc -o %t.d.spv
; RUN: spirv-val %t.d.spv
; DEV-SPV: PtrCastToGeneric
; DEV: target triple = "spir64-unknown-unknown"
; DEV: define spir_func void @f(ptr addrspace(5) %p) {
; DEV:   %g = addrspacecast ptr addrspace(5) %p to ptr addrspace(1)
; DEV:   store i32 1, ptr addrspace(1) %g
; DEV:   %q = addrspacecast ptr addrspace(5) %p to ptr addrspace(4)
; DEV:   store i32 2, ptr addrspace(4) %q
; DEV:   ret void
; DEV: }
; RUN: sed -e 's/^; DEVL: //;t;d' %s | llvm-as -o %t.dl.bc
; RUN: not %lspv %t.dl.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=DEVL-ERR
; DEVL-ERR: InvalidModule: Invalid SPIR-V module: Casts from global_device/global_host only allowed to global/generic
; DEVL: target triple = "spir64-unknown-unknown"
; DEVL: define spir_func void @f(ptr addrspace(6) %p) {
; DEVL:   %l = addrspacecast ptr addrspace(6) %p to ptr addrspace(3)
; DEVL:   store i32 0, ptr addrspace(3) %l
; DEVL:   ret void
; DEVL: }
