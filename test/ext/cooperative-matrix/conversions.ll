; Conversions of cooperative matrices (lib/reverse/calls_ocl.c): a matrix
; has no OpenCL C type name, so reverse names the result by its Itanium
; spelling, __spirv_<Op>_R<matrix>[_sat][_rt<mode>], decorated or not, in
; every target environment; forward reads the suffixes back as the
; SaturatedConversion and FPRoundingMode decorations.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-DAG: Decorate [[#RTZ:]] FPRoundingMode 1
; SPIRV-DAG: Decorate [[#SAT:]] SaturatedConversion
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV-DAG: TypeFloat [[#F32:]] 32
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MI:]] [[#I32]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MF:]] [[#F32]]
; SPIRV: ConvertFToS [[#MI]] [[#RTZ]]
; SPIRV: ConvertSToF [[#MF]] [[#PLAIN:]]
; SPIRV: SConvert [[#]] [[#SAT]]
; SPIRV-NOT: Decorate [[#PLAIN]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - -S | FileCheck %s --check-prefix=LLVM
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @_Z75__spirv_ConvertFToS_RPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2_rtzPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2(
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z72__spirv_ConvertSToF_RPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2PU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @_Z72__spirv_SConvert_RPU3AS142__spirv_CooperativeMatrixKHR__char_3_8_8_2_satPU3AS142__spirv_CooperativeMatrixKHR__uint_3_8_8_2(

; The reversed module gives the same instructions and decorations.
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=SPIRV

; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_KHR_cooperative_matrix

target triple = "spir64-unknown-unknown"

define spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @conv(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %m) {
entry:
  %i = call spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConvertFToS_rtz(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %m)
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z19__spirv_ConvertSToF(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %i)
  %b = call spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @_Z26__spirv_SConvert_Rchar_sat(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) %i)
  ret target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) %b
}

declare spir_func target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2) @__spirv_ConvertFToS_rtz(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z19__spirv_ConvertSToF(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", i8, 3, 8, 8, 2) @_Z26__spirv_SConvert_Rchar_sat(target("spirv.CooperativeMatrixKHR", i32, 3, 8, 8, 2))
