; Images and samplers passed as pointers (pre-target-type clang) to the
; function templates __spirv_SampledImage<image, void*>(T, sampler) and
; __spirv_ImageSampleExplicitLod<void*, float4, int2>: the template's
; arguments (T_, T0_... in the mangled name) type the pointers, and
; OpSampledImage's result is a sampled image of its image's type, not the
; pointer the call returns.  Reverse reads OpenCL C read_imagef.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=LLVM
; A sampled image of a pointer nothing types has no SPIR-V form: one error,
; no output.
; RUN: sed 's/I14ocl_image2d_roPvET0_T_11ocl_sampler/PU3AS1vPU3AS2v/' %s > %t.untyped.ll
; RUN: not %lspv %t.untyped.ll -o %t.untyped.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.untyped.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypeImage [[#IMG:]] [[#VOID]] 1 0 0 0 0 0 0
; SPV-DAG: TypeSampler [[#SMP:]]
; SPV-DAG: TypeSampledImage [[#SI:]] [[#IMG]]
; SPV: FunctionParameter [[#IMG]] [[#I:]]
; SPV: FunctionParameter [[#SMP]] [[#S:]]
; SPV: SampledImage [[#SI]] [[#V:]] [[#I]] [[#S]]
; SPV: ImageSampleExplicitLod [[#]] [[#]] [[#V]] [[#]] 2 [[#]]

; LLVM: define spir_kernel void @sample(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp
; LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp, <2 x i32> %coord)

; ERR: the result type is not an OpTypeSampledImage
; ERR-NOT: error

declare spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image2d_roPvET0_T_11ocl_sampler(ptr addrspace(1), ptr addrspace(2))
declare spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv2_iET0_T_T1_if(ptr addrspace(4), <2 x i32>, i32, float)

define spir_kernel void @sample(ptr addrspace(1) %img, ptr addrspace(2) %smp, <2 x i32> %coord, ptr addrspace(1) %out) {
  %si = call spir_func ptr addrspace(4) @_Z20__spirv_SampledImageI14ocl_image2d_roPvET0_T_11ocl_sampler(ptr addrspace(1) %img, ptr addrspace(2) %smp)
  %px = call spir_func <4 x float> @_Z30__spirv_ImageSampleExplicitLodIPvDv4_fDv2_iET0_T_T1_if(ptr addrspace(4) %si, <2 x i32> %coord, i32 2, float 0.000000e+00)
  store <4 x float> %px, ptr addrspace(1) %out
  ret void
}
