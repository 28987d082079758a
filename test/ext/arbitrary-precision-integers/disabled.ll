; SPV_INTEL_arbitrary_precision_integers, the negative cases.
;
; Forward without the extension (the default), and with it disabled
; explicitly: llvm-spirv's InvalidBitWidth error, then the extension; no output.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_INTEL_arbitrary_precision_integers %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: InvalidBitWidth: Invalid bit width in input: {{13|128}}
; ERR-NEXT: (integers of this width need the extension SPV_INTEL_arbitrary_precision_integers)
;
; Reverse of a module that uses it, with the extension disabled: refused.
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers %s -o %t.ok.spv
; RUN: not %lspv -r --spirv-ext=-SPV_INTEL_arbitrary_precision_integers %t.ok.spv -o %t.bc 2>&1 | FileCheck %s --check-prefix=REV
; REV: uses extension 'SPV_INTEL_arbitrary_precision_integers' which were disabled
;
; The plugin's checker rule: OpTypeInt 13 without the capability is invalid
; (the text form of the good module with the capability line removed).
; RUN: %lspv -to-text %t.ok.spv -o %t.spt
; RUN: grep -v "Capability ArbitraryPrecisionIntegersINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: not %lspv -r %t.bad.spv -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=CHECKER
; CHECKER: RequiresCapability: an integer width of 13 bits needs the ArbitraryPrecisionIntegersINTEL capability (SPV_INTEL_arbitrary_precision_integers) (word offset {{[0-9]+}}, OpTypeInt, id {{[0-9]+}})

target triple = "spir64-unknown-unknown"

define spir_func i13 @f(i13 %x) {
  %r = add i13 %x, 1
  ret i13 %r
}
