; Fast-math on an OpenCL builtin call: FPFastMathMode on its OpExtInst, which
; SPIR-V allows from 1.6 on (the version is raised when the maximum allows,
; as llvm-spirv does).  The flags are the call's, or, without them, NotNaN /
; NotInf when the declaration's return and every float parameter exclude
; NaN / Inf (`nofpclass`, as clang writes for finite-math-only builtins).
; Below 1.6 nothing is written.  Reverse puts the flags on the call.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.5 %s -o %t.15.spv
; RUN: %lspv -to-text %t.15.spv -o - | FileCheck %s --check-prefix=TEXT15

; TEXT: 119734787 67072
; TEXT-DAG: Decorate [[#A:]] FPFastMathMode 3
; TEXT-DAG: Decorate [[#B:]] FPFastMathMode 2
; TEXT-DAG: Decorate [[#C:]] FPFastMathMode 16
; TEXT: ExtInst [[#]] [[#A]] [[#]] fmax
; TEXT: ExtInst [[#]] [[#B]] [[#]] fmin
; TEXT: ExtInst [[#]] [[#C]] [[#]] fmax
; TEXT: ExtInst [[#]] [[#D:]] [[#]] sqrt
; TEXT-NOT: Decorate [[#D]]

; IR: call nnan ninf spir_func float @_Z4fmaxff(
; IR: call ninf spir_func float @_Z4fminff(
; IR: call fast spir_func float @_Z4fmaxff(
; IR: call spir_func float @_Z4sqrtf(

; TEXT15: 119734787 65536
; TEXT15-NOT: FPFastMathMode

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(float %x, float %y) {
entry:
  %a = call spir_func float @_Z4fmaxff(float %x, float %y)
  %b = call spir_func float @_Z4fminff(float %a, float %y)
  %c = call fast spir_func float @_Z4fmaxff(float %b, float %x)
  %d = call spir_func float @_Z4sqrtf(float %c)
  ret float %d
}

declare spir_func nofpclass(nan inf) float @_Z4fmaxff(float nofpclass(nan inf), float nofpclass(nan inf))
declare spir_func nofpclass(nan inf) float @_Z4fminff(float nofpclass(inf), float nofpclass(nan inf))
declare spir_func nofpclass(nan) float @_Z4sqrtf(float)
