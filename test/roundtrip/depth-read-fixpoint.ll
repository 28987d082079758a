; A read of a depth image is one float (issue 19): forward writes the
; 4-component OpImageSampleExplicitLod / OpImageRead and an
; OpCompositeExtract of lane 0; reverse takes that extract as the float call
; itself (no insertelement/extractelement pair, which the second forward
; wrote as an OpUndef, an OpCompositeInsert and one more extract).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; CHECK: %[[S:[0-9a-z_]+]] = OpImageSampleExplicitLod %v4float
; CHECK-NEXT: OpCompositeExtract %float %[[S]] 0
; CHECK: %[[R:[0-9a-z_]+]] = OpImageRead %v4float
; CHECK-NEXT: OpCompositeExtract %float %[[R]] 0
; CHECK-NOT: OpCompositeInsert

; IR-NOT: insertelement
; IR-NOT: extractelement
; IR: %[[A:[0-9a-z]+]] = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(
; IR: %[[B:[0-9a-z]+]] = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(
; IR: fadd float %[[A]], %[[B]]
; A read whose value nothing uses is kept (only the vector around it goes).
; IR: call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, <2 x float> %c, <2 x i32> %ic, ptr addrspace(1) %out) {
  %a = call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, <2 x float> %c)
  %b = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img, <2 x i32> %ic)
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  %u = call spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0) %img, <2 x i32> %ic)
  ret void
}

declare spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>)
declare spir_func float @_Z11read_imagef20ocl_image2d_depth_roDv2_i(target("spirv.Image", void, 1, 1, 0, 0, 0, 0, 0), <2 x i32>)
