; Failures the way llvm-spirv reports them: an unknown --spirv-ext name, a
; malformed --spirv-ext value and an unknown option are errors with a
; non-zero exit and no output file; a truncated binary is InvalidWordCount or
; an invalid module.

; RUN: llvm-as %s -o %t.bc
; RUN: not llvm-spirv %t.bc --spirv-ext=+SPV_NOT_AN_EXTENSION -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-UNKNOWN-EXT
; RUN: not llvm-spirv %t.bc --spirv-ext=SPV_INTEL_split_barrier -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-EXT-FORMAT
; RUN: not llvm-spirv %t.bc --spirv-not-an-option -o %t.spv 2>&1 | FileCheck %s --check-prefix=CHECK-OPTION
; RUN: not test -e %t.spv

; RUN: llvm-spirv %t.bc -o %t.good.spv
; RUN: head -c 30 %t.good.spv > %t.cut.spv
; RUN: not llvm-spirv -r %t.cut.spv -o %t.cut.bc 2>&1 | FileCheck %s --check-prefix=CHECK-TRUNCATED
; RUN: not test -e %t.cut.bc

; CHECK-UNKNOWN-EXT: Unknown extension 'SPV_NOT_AN_EXTENSION' was specified via --spirv-ext option
; CHECK-EXT-FORMAT: Invalid value of --spirv-ext, expected format is:
; CHECK-EXT-FORMAT-SAME: --spirv-ext=+EXT_NAME,-EXT_NAME
; CHECK-OPTION: Unknown command line argument '--spirv-not-an-option'
; CHECK-TRUNCATED: {{InvalidWordCount|InvalidModule}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @nothing() {
entry:
  ret void
}
