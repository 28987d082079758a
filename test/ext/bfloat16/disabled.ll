; SPV_KHR_bfloat16, the negative cases (lib/ext/bfloat16.c).
;
; Forward without the extension (the default) and with it disabled
; explicitly: llvm-spirv's RequiresExtension error naming it, with its note
; on the bfloat type, and no output.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_KHR_bfloat16 %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; The INTEL arithmetic extension alone does not give the type.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_arithmetic %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_bfloat16
; ERR-NEXT: NOTE: LLVM module contains bfloat type, translation of which requires this extension
;
; The checker: the encoding without its capability is invalid (the grammar
; says BFloat16KHR needs BFloat16TypeKHR).
; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.ok.spv
; RUN: %lspv -to-text %t.ok.spv -o %t.spt
; RUN: grep -v "Capability BFloat16TypeKHR" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CAP
; CAP: BFloat16TypeKHR
;
; And the plugin's rule: the encoding is 16 bits wide.
; RUN: sed -e 's/TypeFloat \([0-9]*\) 16 0/TypeFloat \1 32 0/' %t.spt > %t.wide.spt
; RUN: %lspv -to-binary %t.wide.spt -o %t.wide.spv
; RUN: not %lspv --verify %t.wide.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; WIDTH: InvalidModule: the BFloat16KHR encoding needs width 16, not 32

target triple = "spir64-unknown-unknown"

define spir_func bfloat @f(bfloat %x) {
  ret bfloat %x
}
