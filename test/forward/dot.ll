; OpenCL's dot builtin (forward/builtins.c): on floating-point vectors it is
; OpDot, on scalars the product (OpenCL C: dot of scalars is a * b); reverse
; gives dot back for OpDot.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LLVM

; SPIRV-DAG: 3 TypeFloat [[#F:]] 32
; SPIRV-DAG: 4 TypeVector [[#F4:]] [[#F]] 4
; SPIRV: FunctionParameter [[#F4]] [[#A:]]
; SPIRV: FunctionParameter [[#F4]] [[#B:]]
; SPIRV: Dot [[#F]] [[#]] [[#A]] [[#B]]
; SPIRV: FunctionParameter [[#F]] [[#X:]]
; SPIRV: FunctionParameter [[#F]] [[#Y:]]
; SPIRV: FMul [[#F]] [[#]] [[#X]] [[#Y]]

; LLVM: call spir_func float @_Z3dotDv4_fS_(<4 x float> %a, <4 x float> %b)
; LLVM: fmul float %x, %y

target triple = "spir64-unknown-unknown"

declare spir_func float @_Z3dotDv4_fS_(<4 x float>, <4 x float>)
declare spir_func float @_Z3dotff(float, float)

define spir_func float @vec(<4 x float> %a, <4 x float> %b) {
  %r = call spir_func float @_Z3dotDv4_fS_(<4 x float> %a, <4 x float> %b)
  ret float %r
}

define spir_func float @scalar(float %x, float %y) {
  %r = call spir_func float @_Z3dotff(float %x, float %y)
  ret float %r
}
