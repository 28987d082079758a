; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; A run-time sized alloca needs SPV_INTEL_variable_length_array (its plugin
; translates it when the extension is enabled: test/ext/variable-length-array).
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_variable_length_array
target triple = "spir64-unknown-unknown"
define spir_func void @f(i32 %n) {
  %a = alloca i32, i32 %n
  store i32 0, ptr %a
  ret void
}
