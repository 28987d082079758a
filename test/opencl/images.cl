// OpenCL C image builtins (clang-22, CL2.0): types with access qualifiers,
// sampler arguments and a constant sampler, reads with and without
// sampler, writes, size and channel queries, both directions.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O1 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
// RUN: %lspv -r %t.spv -o %t.rev.bc
// RUN: %lspv %t.rev.bc -o %t.rev.spv
// RUN: %spirv-val %t.rev.spv
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %lspv %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.ir.bc -o %t.ir.spv
// RUN: %spirv-val %t.ir.spv
// Below SPIR-V 1.4 the texel signedness has no image operand.
// RUN: %lspv %t.bc --spirv-max-version=1.0 -spirv-text -o - | FileCheck %s --check-prefix=V10

// SPV-DAG: Capability ImageBasic
// SPV-DAG: Capability ImageReadWrite
// SPV-DAG: Capability LiteralSampler
// SPV-DAG: Capability SampledBuffer
// SPV-DAG: Capability Sampled1D
// SPV-DAG: TypeVoid [[#VOID:]]
// SPV-DAG: TypeImage [[#RO:]] [[#VOID]] 1 0 0 0 0 0 0
// SPV-DAG: TypeImage [[#WO:]] [[#VOID]] 1 0 0 0 0 0 1
// SPV-DAG: TypeImage [[#RW3:]] [[#VOID]] 2 0 0 0 0 0 2
// SPV-DAG: TypeImage [[#BUF:]] [[#VOID]] 5 0 0 0 0 0 0
// SPV-DAG: TypeImage [[#ARR:]] [[#VOID]] 0 0 1 0 0 0 0
// SPV-DAG: TypeImage [[#DEP:]] [[#VOID]] 1 1 0 0 0 0 0
// SPV-DAG: TypeSampler [[#SAMP:]]
// SPV-DAG: TypeSampledImage [[#SI:]] [[#RO]]
// SPV-DAG: ConstantSampler [[#SAMP]] [[#CS:]] 3 1 1
// SPV-DAG: Constant [[#]] [[#ORD:]] 4272
// SPV: Function
// SPV: FunctionParameter [[#RO]] [[#A:]]
// SPV: FunctionParameter [[#WO]] [[#B:]]
// SPV: FunctionParameter [[#RW3]] [[#C:]]
// SPV: FunctionParameter [[#SAMP]] [[#S:]]
// SPV: SampledImage [[#SI]] [[#SI1:]] [[#A]] [[#S]]
// SPV-NEXT: ImageSampleExplicitLod [[#]] [[#]] [[#SI1]] [[#]] 2 [[#]]
// SPV: SampledImage [[#SI]] [[#SI2:]] [[#A]] [[#CS]]
// SPV-NEXT: ImageSampleExplicitLod [[#]] [[#]] [[#SI2]] [[#]] 2 [[#]]
// SPV: ImageRead [[#]] [[#]] [[#A]] [[#]]{{ $}}
// SPV: ImageSampleExplicitLod [[#]] [[#]] [[#]] [[#]] 4098 [[#]]
// SPV: ImageRead [[#]] [[#]] [[#A]] [[#]] 8192
// SPV: ImageWrite [[#B]] [[#]] [[#]]{{ $}}
// SPV: ImageWrite [[#B]] [[#]] [[#]] 4096
// SPV: ImageWrite [[#B]] [[#]] [[#]] 8192
// SPV: ImageRead [[#]] [[#]] [[#C]]
// SPV: ImageWrite [[#C]]
// SPV: ImageQuerySizeLod [[#]] [[#Q:]] [[#A]] [[#]]
// SPV-NEXT: CompositeExtract [[#]] [[#]] [[#Q]] 0
// SPV: ImageQueryOrder [[#]] [[#O:]] [[#A]]
// SPV-NEXT: IAdd [[#]] [[#]] [[#O]] [[#ORD]]
// SPV: ImageQueryFormat
// SPV: ImageQuerySize [[#]] [[#]] [[#]]{{ $}}
// SPV: ImageQuerySizeLod [[#]] [[#]] [[#AR:]] [[#]]
// SPV: ImageQuerySizeLod [[#]] [[#QA:]] [[#AR]] [[#]]
// SPV-NEXT: CompositeExtract [[#]] [[#]] [[#QA]] 1
// SPV: SampledImage
// SPV-NEXT: ImageSampleExplicitLod [[#]] [[#D:]]
// SPV-NEXT: CompositeExtract [[#]] [[#]] [[#D]] 0

// V10-NOT: 4098
// V10-NOT: 8192
// V10-NOT: 4096
// V10: ImageWrite

// LLVM: define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 2) %c, target("spirv.Sampler") %s
// LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Sampler") %s,
// LLVM: [[CS:%.*]] = call target("spirv.Sampler") @__translate_sampler_initializer(i32 39)
// LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Sampler") [[CS]],
// LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_roDv2_i(
// LLVM: call spir_func <4 x i32> @_Z11read_imagei14ocl_image2d_ro11ocl_samplerDv2_i(
// LLVM: call spir_func <4 x i32> @_Z12read_imageui14ocl_image2d_roDv2_i(
// LLVM: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(
// LLVM: call spir_func void @_Z12write_imagei14ocl_image2d_woDv2_iDv4_i(
// LLVM: call spir_func void @_Z13write_imageui14ocl_image2d_woDv2_iDv4_j(
// LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image3d_rwDv4_i(
// LLVM: call spir_func void @_Z12write_imagef14ocl_image3d_rwDv4_iDv4_f(
// LLVM: call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(
// LLVM: [[ORD:%.*]] = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_ro(
// The OpIAdd of the base onto the query is the builtin's value itself.
// LLVM-NEXT: sitofp i32 [[ORD]] to float
// LLVM: call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_wo(
// LLVM: call spir_func i32 @_Z15get_image_width21ocl_image1d_buffer_ro(
// LLVM: call spir_func i32 @_Z15get_image_width20ocl_image1d_array_ro(
// LLVM: call spir_func i64 @_Z20get_image_array_size20ocl_image1d_array_ro(
// LLVM: call spir_func float @_Z11read_imagef20ocl_image2d_depth_ro11ocl_samplerDv2_f(
// Kernel-argument metadata of the opaque types, as clang writes it.
// LLVM-DAG: !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 1}
// LLVM-DAG: !{!"read_only", !"write_only", !"read_write", !"none", !"none", !"read_only", !"read_only", !"read_only"}
// LLVM-DAG: !{!"image2d_t", !"image2d_t", !"image3d_t", !"sampler_t", !"float4*", !"image1d_buffer_t", !"image1d_array_t", !"image2d_depth_t"}

// SPVIR: call spir_func target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) @_Z20__spirv_SampledImagePU3AS133__spirv_Image__void_1_0_0_0_0_0_0PU3AS215__spirv_Sampler(
// SPVIR: call spir_func <4 x float> @_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_iif(target("spirv.SampledImage", void, 1, 0, 0, 0, 0, 0, 0) %{{.*}}, <2 x i32> %{{.*}}, i32 2, float 0.000000e+00)
// SPVIR: call spir_func <4 x i32> @_Z24__spirv_ImageRead_Ruint4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_ii({{.*}}, i32 8192)
// SPVIR: call spir_func void @_Z18__spirv_ImageWritePU3AS133__spirv_Image__void_1_0_0_0_0_0_1Dv2_iDv4_ii({{.*}}, i32 4096)
// SPVIR: call spir_func <2 x i32> @_Z31__spirv_ImageQuerySizeLod_Rint2PU3AS133__spirv_Image__void_1_0_0_0_0_0_0i(
// SPVIR: call spir_func i32 @_Z23__spirv_ImageQueryOrderPU3AS133__spirv_Image__void_1_0_0_0_0_0_0(

__constant sampler_t gs = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

kernel void k(read_only image2d_t a, write_only image2d_t b, read_write image3d_t c, sampler_t s,
              global float4 *out, read_only image1d_buffer_t bb, read_only image1d_array_t ar,
              read_only image2d_depth_t d) {
  int2 p = (int2)((int)get_global_id(0), 1);
  float4 v = read_imagef(a, s, p);
  v += read_imagef(a, gs, (float2)(0.5f, 0.5f));
  v += read_imagef(a, p);
  int4 iv = read_imagei(a, s, p);
  uint4 uv = read_imageui(a, p);
  write_imagef(b, p, v);
  write_imagei(b, p, iv);
  write_imageui(b, p, uv);
  float4 w = read_imagef(c, (int4)(1, 2, 3, 0));
  write_imagef(c, (int4)(1, 2, 3, 0), w);
  out[0] = v + w;
  out[1] = (float4)(get_image_width(a), get_image_channel_order(a),
                    get_image_channel_data_type(b), get_image_width(bb));
  out[2] = (float4)(get_image_width(ar), get_image_array_size(ar),
                    read_imagef(d, s, (float2)(0.5f, 0.5f)), 0);
}
