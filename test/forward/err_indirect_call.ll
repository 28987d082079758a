; An indirect call has no core SPIR-V form: without SPV_INTEL_function_pointers
; (lib/ext/function_pointers.c) it is an error naming the extension,
; non-zero exit, no output file.
; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_function_pointers
target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr %fp) {
  call spir_func void %fp()
  ret void
}
