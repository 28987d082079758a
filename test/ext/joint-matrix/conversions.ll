; The bfloat16 and TF32 conversions of cooperative matrices
; (lib/ext/joint_matrix.c): SPV_INTEL_joint_matrix and the component-type
; capability, forward and back; without the extension llvm-spirv's error.

; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-DAG: Capability CooperativeMatrixBFloat16ComponentTypeINTEL
; SPIRV-DAG: Capability CooperativeMatrixTF32ComponentTypeINTEL
; SPIRV-DAG: Extension "SPV_INTEL_joint_matrix"
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MF:]] [[#F32:]]
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#MS:]] [[#I16:]]
; SPIRV-DAG: TypeFloat [[#F32]] 32
; SPIRV-DAG: TypeInt [[#I16]] 16 0
; SPIRV: ConvertFToBF16INTEL [[#MS]] [[#B:]] [[#]]
; SPIRV: ConvertBF16ToFINTEL [[#MF]] [[#]] [[#B]]
; SPIRV: RoundFToTF32INTEL [[#MF]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2) @_Z32intel_convert_bfloat16_as_ushortPU3AS143__spirv_CooperativeMatrixKHR__float_3_8_8_2(
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z31intel_convert_as_bfloat16_floatPU3AS143__spirv_CooperativeMatrixKHR__short_3_8_8_2(
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z25__spirv_RoundFToTF32INTEL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - -S | FileCheck %s --check-prefix=SPVIR
; SPVIR: call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2) @_Z27__spirv_ConvertFToBF16INTEL
; SPVIR: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z27__spirv_ConvertBF16ToFINTEL
; SPVIR: call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z25__spirv_RoundFToTF32INTEL
; RUN: %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_joint_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=SPIRV

; RUN: rm -f %t.no.spv
; RUN: not %lspv --spirv-ext=+SPV_KHR_cooperative_matrix,+SPV_INTEL_bfloat16_conversion,+SPV_INTEL_tensor_float32_conversion %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: ConvertFToBF16INTEL
; ERR-NEXT: Can be used with cooperative matrices only when SPV_INTEL_joint_matrix is enabled

; The checker: a matrix conversion without its capability.
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: grep -v "Capability CooperativeMatrixBFloat16ComponentTypeINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=CHECKER
; CHECKER: RequiresCapability: a conversion of cooperative matrices needs the CooperativeMatrixBFloat16ComponentTypeINTEL capability (SPV_INTEL_joint_matrix)

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float)
declare spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2) @_Z27__spirv_ConvertFToBF16INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z27__spirv_ConvertBF16ToFINTEL(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2))
declare spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z25__spirv_RoundFToTF32INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2))
declare spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1), target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2), i32, i64)

define spir_kernel void @k(ptr addrspace(1) %p) {
  %m = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructf(float 1.0)
  %b = call spir_func target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2) @_Z27__spirv_ConvertFToBF16INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %m)
  %f = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z27__spirv_ConvertBF16ToFINTEL(target("spirv.CooperativeMatrixKHR", i16, 3, 8, 8, 2) %b)
  %t = call spir_func target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) @_Z25__spirv_RoundFToTF32INTEL(target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %f)
  call spir_func void @_Z33__spirv_CooperativeMatrixStoreKHR(ptr addrspace(1) %p, target("spirv.CooperativeMatrixKHR", float, 3, 8, 8, 2) %t, i32 0, i64 8)
  ret void
}
