; An indirect call has no core SPIR-V form: error naming the instruction and
; the function, non-zero exit, no output file.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: indirect calls {{.*}} in function 'k': {{.*}}call spir_func void %fp()
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr %fp) {
  call spir_func void %fp()
  ret void
}
