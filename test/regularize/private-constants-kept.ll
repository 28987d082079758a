; Negative case of private-constants.ll: a private-address-space constant
; that another global's initializer uses (no instruction to give a copy
; to) is kept by -s, and forward translation refuses it as it refuses the
; input, naming the global.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: not %lspv %t.reg.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; CHECK: @kept = internal constant i32 7
; CHECK: load i32, ptr @kept
; ERR: Global variable cannot have Function storage class
; ERR: @kept = internal constant i32 7

target triple = "spir64-unknown-unknown"

@kept = internal constant i32 7
@uses_kept = addrspace(1) global ptr @kept

define spir_func i32 @f() {
  %v = load i32, ptr @kept
  ret i32 %v
}
