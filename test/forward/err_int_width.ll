; An integer width SPIR-V's core has no type for is the
; SPV_INTEL_arbitrary_precision_integers plugin's (lib/ext): with the extension
; disabled (the forward default), llvm-spirv's InvalidBitWidth error, then
; the extension's name, non-zero exit, no output file.  test/ext/arbitrary-precision-integers has
; the enabled case.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidBitWidth: Invalid bit width in input: {{13|128}}
; ERR-NEXT: (integers of this width need the extension SPV_INTEL_arbitrary_precision_integers)
target triple = "spir64-unknown-unknown"
define spir_func i128 @f(i128 %x) {
  %r = add i128 %x, 1
  ret i128 %r
}
