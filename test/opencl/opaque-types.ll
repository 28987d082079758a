; The OpenCL opaque types as target extension types, as kernel and function
; parameters, and back: images with and without access qualifier, sampled
; images, samplers, pipes, pipe storage, events, device events, queues and
; reserve ids, with the capabilities each needs.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefixes=SPV,SPV1
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

; SPV-DAG: Capability ImageBasic
; SPV-DAG: Capability ImageReadWrite
; SPV-DAG: Capability Pipes
; SPV-DAG: Capability PipeStorage
; SPV-DAG: Capability DeviceEnqueue
; SPV-DAG: Capability Sampled1D
; SPV-DAG: Capability SampledBuffer
; SPV-DAG: Capability Float16
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypeInt [[#INT:]] 32 0
; SPV-DAG: TypeFloat [[#HALF:]] 16
; SPV-DAG: TypeFloat [[#FLOAT:]] 32
; SPV-DAG: TypePipe [[#PRD:]] 0
; SPV-DAG: TypePipe [[#PWR:]] 1
; SPV-DAG: TypeImage [[#I1:]] [[#VOID]] 0 0 0 0 0 0 0
; SPV-DAG: TypeImage [[#I2:]] [[#INT]] 1 0 0 0 0 0 0
; SPV-DAG: TypeImage [[#I3:]] [[#HALF]] 1 0 1 0 0 0 0
; SPV-DAG: TypeImage [[#I4:]] [[#FLOAT]] 5 0 0 0 0 0 0
; SPV-DAG: TypeImage [[#I5:]] [[#VOID]] 1 0 0 0 0 0 2
; SPV-DAG: TypeImage [[#I6:]] [[#FLOAT]] 1 1 0 0 0 0 0
; SPV-DAG: TypeSampledImage [[#SI:]] [[#I6]]
; SPV-DAG: TypeSampler [[#SAMP:]]
; SPV-DAG: TypeEvent [[#EV:]]
; SPV-DAG: TypeDeviceEvent [[#DEV:]]
; SPV-DAG: TypeQueue [[#Q:]]
; SPV-DAG: TypeReserveId [[#RID:]]
; SPV-DAG: TypePipeStorage [[#PS:]]
; SPV: FunctionParameter [[#PRD]]
; SPV-NEXT: FunctionParameter [[#PWR]]
; SPV-NEXT: FunctionParameter [[#I1]]
; SPV-NEXT: FunctionParameter [[#I2]]
; SPV-NEXT: FunctionParameter [[#I3]]
; SPV-NEXT: FunctionParameter [[#I4]]
; SPV-NEXT: FunctionParameter [[#I5]]
; SPV: FunctionParameter [[#DEV]]
; SPV-NEXT: FunctionParameter [[#EV]]
; SPV-NEXT: FunctionParameter [[#Q]]
; SPV-NEXT: FunctionParameter [[#RID]]
; SPV-NEXT: FunctionParameter [[#PS]]
; SPV: FunctionParameter [[#I6]] [[#IMG:]]
; SPV-NEXT: FunctionParameter [[#SAMP]] [[#S:]]
; SPV: SampledImage [[#SI]] [[#V:]] [[#IMG]] [[#S]]
; SPV-NEXT: ImageSampleExplicitLod [[#]] [[#]] [[#V]] [[#]] 2 [[#]]
; SPV1-NEXT: Image [[#I6]] [[#]] [[#V]]

; LLVM: define spir_kernel void @foo(target("spirv.Pipe", 0) %a, target("spirv.Pipe", 1) %b, target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %c, target("spirv.Image", i32, 1, 0, 0, 0, 0, 0, 0) %d, target("spirv.Image", half, 1, 0, 1, 0, 0, 0, 0) %e, target("spirv.Image", float, 5, 0, 0, 0, 0, 0, 0) %f, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %g)
; LLVM: define spir_func void @bar(target("spirv.DeviceEvent") %a, target("spirv.Event") %b, target("spirv.Queue") %c, target("spirv.ReserveId") %d, target("spirv.PipeStorage") %e)
; LLVM: define spir_func <4 x float> @sample(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) [[IMG:%[a-z]+]], target("spirv.Sampler") %s)
; LLVM: call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv4_if(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) [[IMG]], target("spirv.Sampler") %s, <4 x i32> zeroinitializer, float 1.000000e+00)
; The image of a sampled image is the image it was made of.
; LLVM-NEXT: insertelement
; LLVM-NEXT: call spir_func void @use(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) [[IMG]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @foo(target("spirv.Pipe", 0) %a, target("spirv.Pipe", 1) %b,
                             target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 0) %c,
                             target("spirv.Image", i32, 1, 0, 0, 0, 0, 0, 0) %d,
                             target("spirv.Image", half, 1, 0, 1, 0, 0, 0, 0) %e,
                             target("spirv.Image", float, 5, 0, 0, 0, 0, 0, 0) %f,
                             target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 2) %g) {
  ret void
}

define spir_func void @bar(target("spirv.DeviceEvent") %a, target("spirv.Event") %b,
                           target("spirv.Queue") %c, target("spirv.ReserveId") %d,
                           target("spirv.PipeStorage") %e) {
  ret void
}

define spir_func <4 x float> @sample(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) %img,
                                     target("spirv.Sampler") %s) {
  %si = call spir_func target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s)
  %r = call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4(target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0) %si, <4 x i32> zeroinitializer, i32 2, float 1.0)
  %im = call spir_func target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0) %si)
  call spir_func void @use(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) %im)
  ret <4 x float> %r
}

declare spir_func target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImage(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0), target("spirv.Sampler"))
declare spir_func target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0) @_Z13__spirv_Image(target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0))
declare spir_func void @use(target("spirv.Image", float, 1, 1, 0, 0, 0, 0, 0))
declare spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4(target("spirv.SampledImage", float, 1, 1, 0, 0, 0, 0, 0), <4 x i32>, i32, float)
