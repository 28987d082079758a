; RUN: rm -f %t.spv
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.spv
; A run-time sized alloca needs SPV_INTEL_variable_length_array (its plugin
; translates it when the extension is enabled: test/ext/variable-length-array);
; refused in llvm-spirv's words.
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: %a = alloca i32, i32 %n
; ERR-NEXT: Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.
target triple = "spir64-unknown-unknown"
define spir_func void @f(i32 %n) {
  %a = alloca i32, i32 %n
  store i32 0, ptr %a
  ret void
}
