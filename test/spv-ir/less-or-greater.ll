; OpLessOrGreater is deprecated (SPIR-V 1.5) for OpFOrdNotEqual.  Forward
; wrote __spirv_LessOrGreater as the old opcode, which lspv's own reverse then
; refused ("OpLessOrGreater is not supported", issue 19): forward now writes
; OpFOrdNotEqual as llvm-spirv does, and reverse reads the old opcode of
; other producers as fcmp one.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s < %t.spt
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=IR
; RUN: sed -e 's/ FOrdNotEqual / LessOrGreater /' %t.spt > %t.old.spt
; RUN: %lspv -to-binary %t.old.spt -o %t.old.spv
; RUN: %spirv-val %t.old.spv
; RUN: %lspv -r %t.old.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=IR
; CHECK-NOT: LessOrGreater
; CHECK: 5 FOrdNotEqual {{[0-9]+}} {{[0-9]+}} [[A:[0-9]+]] [[B:[0-9]+]]
; IR: fcmp one float %a, %b

target triple = "spir64-unknown-unknown"

define spir_func i1 @f(float %a, float %b) {
  %r = call spir_func i1 @_Z21__spirv_LessOrGreaterff(float %a, float %b)
  ret i1 %r
}

declare spir_func i1 @_Z21__spirv_LessOrGreaterff(float, float)
