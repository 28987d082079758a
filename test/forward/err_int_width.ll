; An integer width SPIR-V has no type for is an error naming the value.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: UnsupportedLLVMConstruct: type i128: integer width without a SPIR-V type
target triple = "spir64-unknown-unknown"
define spir_func i128 @f(i128 %x) {
  %r = add i128 %x, 1
  ret i128 %r
}
