; A module LLVM's verifier refuses (a use its definition does not
; dominate), assembled with llvm-as -disable-verify (test/cli/regularize.test).
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a) {
entry:
  %x = add i32 %y, 1
  %y = add i32 %a, 1
  ret i32 %x
}
