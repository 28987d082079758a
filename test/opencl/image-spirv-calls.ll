; SPIR-V friendly image calls as SYCL writes them: templated
; __spirv_ImageRead<T> / __spirv_ImageWrite / __spirv_ImageSampleExplicitLod,
; whose texel type (result or third parameter, direct or a template
; parameter) gives the SignExtend / ZeroExtend operand; back to _R<type>
; calls in SPV-IR and to the OpenCL builtins.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.bc --spirv-max-version=1.3 -spirv-text -o - | FileCheck %s --check-prefix=V13

; SPV: ImageRead [[#]] [[#]] [[#]] [[#]] 4096
; SPV: ImageRead [[#]] [[#]] [[#]] [[#]] 8192
; SPV: ImageRead [[#]] [[#]] [[#]] [[#]]{{ $}}
; SPV: ImageSampleExplicitLod [[#]] [[#]] [[#]] [[#]] 8194 [[#]]
; SPV: ImageWrite [[#]] [[#]] [[#]] 4096
; SPV: ImageWrite [[#]] [[#]] [[#]] 8192
; V13-NOT: 4096
; V13-NOT: 8192
; V13: ImageSampleExplicitLod [[#]] [[#]] [[#]] [[#]] 2 [[#]]

; SPVIR: call spir_func <4 x i32> @_Z23__spirv_ImageRead_Rint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii({{.*}}, i32 4096)
; SPVIR: call spir_func i16 @_Z25__spirv_ImageRead_RushortPU3AS133__spirv_Image__void_2_0_0_0_0_0_0Dv4_ii({{.*}}, i32 8192)
; SPVIR: call spir_func <4 x i32> @_Z37__spirv_ImageSampleExplicitLod_Ruint4PU3AS140__spirv_SampledImage__void_0_0_0_0_0_0_0fif({{.*}}, float 0.000000e+00, i32 8194, float 0.000000e+00)
; SPVIR: call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_2_0_0_0_0_0_1Dv4_iS2_i({{.*}}, i32 4096)

; LLVM: call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_roDv2_i(
; LLVM: call spir_func void @_Z13write_imageui14ocl_image3d_woDv4_iDv4_j(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @reads(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %b, target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) %s) {
  %1 = call spir_func <4 x i32> @_Z17__spirv_ImageReadIDv4_i14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> zeroinitializer)
  %2 = call spir_func i16 @_Z17__spirv_ImageReadIt14ocl_image3d_roDv4_iET_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %b, <4 x i32> zeroinitializer)
  %3 = call spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, <2 x i32> zeroinitializer)
  %4 = call spir_func <4 x i32> @_Z30__spirv_ImageSampleExplicitLodI32__spirv_SampledImage__image1d_roDv4_jfET0_T_T1_if(target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0) %s, float 0.0, i32 2, float 0.0)
  ret void
}

define spir_kernel void @writes(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %w) {
  call spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_iEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %w, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  call spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_jEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %w, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  ret void
}

declare spir_func <4 x i32> @_Z17__spirv_ImageReadIDv4_i14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func i16 @_Z17__spirv_ImageReadIt14ocl_image3d_roDv4_iET_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0), <4 x i32>)
declare spir_func <4 x float> @_Z17__spirv_ImageReadIDv4_f14ocl_image2d_roDv2_iET_T0_T1_(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), <2 x i32>)
declare spir_func <4 x i32> @_Z30__spirv_ImageSampleExplicitLodI32__spirv_SampledImage__image1d_roDv4_jfET0_T_T1_if(target("spirv.SampledImage", void, 0, 0, 0, 0, 0, 0, 0), float, i32, float)
declare spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_iEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), <4 x i32>, <4 x i32>)
declare spir_func void @_Z18__spirv_ImageWriteI14ocl_image3d_woDv4_iDv4_jEvT_T0_T1_(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), <4 x i32>, <4 x i32>)
