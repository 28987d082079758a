; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: dynamic alloca (variable-length array) in function 'f': {{.*}}alloca i32, i32 %n
target triple = "spir64-unknown-unknown"
define spir_func void @f(i32 %n) {
  %a = alloca i32, i32 %n
  store i32 0, ptr %a
  ret void
}
