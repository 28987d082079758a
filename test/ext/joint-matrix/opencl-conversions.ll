; The OpenCL C bfloat16 conversions on cooperative matrices
; (lib/ext/bfloat16_conversion.c): intel_convert_bfloat16_as_ushort and
; intel_convert_as_bfloat16_float of a matrix are the conversion
; instructions (with SPV_INTEL_joint_matrix); reverse gives the OpenCL C
; names back under CL1.2/CL2.0, the matrix spelled as llvm-spirv does, and
; the SPIR-V friendly calls under SPV-IR.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-DAG: Capability Bfloat16ConversionINTEL
; SPIRV-DAG: Capability CooperativeMatrixBFloat16ComponentTypeINTEL
; SPIRV-DAG: TypeInt [[#I16:]] 16 0
; SPIRV-DAG: TypeFloat [[#F32:]] 32
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MS:]] [[#I16]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MF:]] [[#F32]]
; SPIRV: FunctionParameter [[#MF]] [[#X:]]
; SPIRV: ConvertFToBF16INTEL [[#MS]] [[#B:]] [[#X]]
; SPIRV: ConvertBF16ToFINTEL [[#MF]] [[#]] [[#B]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o - -S | FileCheck %s --check-prefix=OCL
; OCL: %b = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32intel_convert_bfloat16_as_ushortPU3AS144__spirv_CooperativeMatrixKHR__float_3_8_16_0(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) %x)
; OCL: %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) @_Z31intel_convert_as_bfloat16_floatPU3AS144__spirv_CooperativeMatrixKHR__short_3_8_16_0(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %b)
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - -S | FileCheck %s --check-prefix=SPVIR
; SPVIR: @_Z27__spirv_ConvertFToBF16INTELPU3AS144__spirv_CooperativeMatrixKHR__float_3_8_16_0(
; SPVIR: @_Z27__spirv_ConvertBF16ToFINTELPU3AS144__spirv_CooperativeMatrixKHR__short_3_8_16_0(

; The reversed module translates to the same instructions.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion %t.rev.bc -o - -spirv-text | FileCheck %s --check-prefix=SPIRV

; Without SPV_INTEL_joint_matrix, llvm-spirv's error.
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_bfloat16_conversion %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOJM
; RUN: not test -e %t.no.spv
; NOJM: InvalidInstruction: Can't translate llvm instruction:
; NOJM-NEXT: ConvertFToBF16INTEL
; NOJM-NEXT: Can be used with cooperative matrices only when SPV_INTEL_joint_matrix is enabled

; Matrices of other components, or of another shape, are not this conversion.
; RUN: sed 's/float, 3, 8, 16, 0/float, 3, 16, 8, 0/g' %s > %t.shape.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion %t.shape.ll -o %t.shape.spv 2>&1 | FileCheck %s --check-prefix=SHAPE
; SHAPE: InvalidFunctionCall: OpConvertBFloat16AsUShort must be of i16 and take float

target triple = "spir64-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) @conv(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) %x) {
entry:
  %b = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32intel_convert_bfloat16_as_ushortf(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) %x)
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) @_Z31intel_convert_as_bfloat16_floatt(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) %b)
  ret target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) %f
}

declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0) @_Z32intel_convert_bfloat16_as_ushortf(target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 16, 0) @_Z31intel_convert_as_bfloat16_floatt(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 16, 0))
