; A cooperative matrix of 8-bit floats (lib/ext/mini_float.c): the LLVM
; matrix of i8 is bitcast to and from the matrix of the float encoding
; around the conversion; Float8CooperativeMatrixEXT is declared.  Reverse
; mangles the matrix as the pointer to its struct, as llvm-spirv does.

; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv --spirv-ext=+SPV_EXT_float8,+SPV_KHR_cooperative_matrix
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc --spirv-target-env=SPV-IR
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; SPIRV-DAG: Capability CooperativeMatrixKHR
; SPIRV-DAG: Capability Float8EXT
; SPIRV-DAG: Capability Float8CooperativeMatrixEXT
; SPIRV-DAG: TypeInt [[#I8:]] 8 0
; SPIRV-DAG: TypeFloat [[#E5M2:]] 8 4215
; SPIRV-DAG: TypeFloat [[#HALF:]] 16 {{$}}
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MI8:]] [[#I8]] [[#S:]] [[#R:]] [[#C:]] [[#U:]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MF8:]] [[#E5M2]] [[#S]] [[#R]] [[#C]] [[#U]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MH:]] [[#HALF]] [[#S]] [[#R]] [[#C]] [[#U]]
; SPIRV: FunctionParameter [[#MI8]] [[#X:]]
; SPIRV: Bitcast [[#MF8]] [[#B:]] [[#X]]
; SPIRV-NEXT: FConvert [[#MH]] [[#]] [[#B]]

; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %x)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @widen(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %x) {
  %r = call spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0) %x)
  ret target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) %r
}

declare spir_func target("spirv.CooperativeMatrixKHR", half, 3, 8, 16, 0) @_Z36__builtin_spirv_ConvertE5M2ToFP16EXTPU3AS143__spirv_CooperativeMatrixKHR__char_3_8_16_0(target("spirv.CooperativeMatrixKHR", i8, 3, 8, 16, 0))
