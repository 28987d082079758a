; The Nontemporal image operand (SPIR-V 1.6) of SPV-IR image calls: kept
; forward, a hint the OpenCL C builtins drop on reverse (read_imagef /
; write_imagef as without it); SPV-IR keeps the mask.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
; Below SPIR-V 1.6 the operand does not exist: an error naming it.
; RUN: not %lspv %t.bc --spirv-max-version=1.5 -o %t.15.spv 2>&1 | FileCheck %s --check-prefix=V15
; RUN: not test -e %t.15.spv

; SPV: ImageRead [[#]] [[#]] [[#]] [[#]] 16384
; SPV: ImageWrite [[#]] [[#]] [[#]] 16384
; A non-templated write: the unsigned texel parameter (Dv4_j) zero-extends.
; SPV: ImageWrite [[#]] [[#]] [[#]] 8192

; LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(
; LLVM: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(

; SPVIR: call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii({{.*}}, i32 16384)
; SPVIR: call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_fi({{.*}}, i32 16384)

; V15: Nontemporal


target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b) {
  %v = call spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> zeroinitializer, i32 16384)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_fi(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b, <2 x i32> zeroinitializer, <4 x float> %v, i32 16384)
  call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b, <2 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  ret void
}

declare spir_func <4 x float> @_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>, i32)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_fi(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x float>, i32)
declare spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_j(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1), <2 x i32>, <4 x i32>)
