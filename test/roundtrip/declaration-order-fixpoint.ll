; Module-scope declaration order under --exact-roundtrip (issue 19).
; Forward declares a type or a constant where it first needs it, so the
; order of the global section follows the order in which translation meets
; them; a second forward of the exact reverse must meet them in the same
; order:
;  - an image read with a sampler declares the sampler, then the sampled
;    image's type, then the read's result type, then the coordinate (the
;    order of the sampler value, OpSampledImage and the read that reverse
;    writes);
;  - ndrange_1D declares the zero of a size not given after the sizes given
;    (reverse writes all three);
;  - an image query without a level of detail declares no Lod constant;
;  - a subgroup builtin declares its result type and scope before its
;    operands (the `__spirv_` call's order).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.cl.bc -o %t.cl.spv
; RUN: cmp %t.spv %t.cl.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.ir.bc -o %t.ir.spv
; RUN: cmp %t.spv %t.ir.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %lspv %t.20.bc -o %t.20.spv
; RUN: cmp %t.spv %t.20.spv

; CHECK-NOT: OpConstant %uint 0
; CHECK: %ulong_123 = OpConstant %ulong 123
; CHECK-NEXT: %ulong_456 = OpConstant %ulong 456
; CHECK-NEXT: %ulong_0 = OpConstant %ulong 0
; CHECK-NEXT: %uint_3 = OpConstant %uint 3
; CHECK-NEXT: %ushort_5 = OpConstant %ushort 5
; CHECK: %[[#SMP:]] = OpTypeSampler
; CHECK-NEXT: %[[#SIT:]] = OpTypeSampledImage
; CHECK-NEXT: %v2float = OpTypeVector %float 2
; CHECK: OpConstantSampler %[[#SMP]] ClampToEdge 1 Nearest
; CHECK: OpSampledImage %[[#SIT]]
; CHECK: OpImageQueryLevels %uint
; CHECK: OpGroupNonUniformShuffle %ushort %uint_3 %ushort_5 %uint_1

; IR: call spir_func void @_Z{{[0-9]+}}{{ndrange_1D|__spirv_BuildNDRange_1D}}
; IR: call target("spirv.Sampler") @__translate_sampler_initializer(i32 19)
; IR: call spir_func <4 x float> @_Z{{[0-9]+}}{{read_imagef|__spirv_ImageSampleExplicitLod}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

define spir_kernel void @k(ptr addrspace(1) %img, ptr addrspace(1) %out, ptr addrspace(1) %lv) {
entry:
  %ndrange = alloca %struct.ndrange_t, align 4
  call spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t) %ndrange, i64 123, i64 456)
  %0 = call ptr addrspace(2) @__translate_sampler_initializer(i32 19)
  %px = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %img, ptr addrspace(2) %0, <2 x float> <float 1.0, float 2.0>)
  store <4 x float> %px, ptr addrspace(1) %out, align 16
  %n = call spir_func i32 @_Z24get_image_num_mip_levels14ocl_image2d_ro(ptr addrspace(1) %img)
  store i32 %n, ptr addrspace(1) %lv, align 4
  %sh = call spir_func i16 @_Z17sub_group_shuffletj(i16 5, i32 1)
  store i16 %sh, ptr addrspace(1) %lv, align 2
  ret void
}

declare spir_func void @_Z10ndrange_1Dmm(ptr sret(%struct.ndrange_t), i64, i64)
declare ptr addrspace(2) @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float>)
declare spir_func i32 @_Z24get_image_num_mip_levels14ocl_image2d_ro(ptr addrspace(1))
declare spir_func i16 @_Z17sub_group_shuffletj(i16, i32)

!opencl.ocl.version = !{!0}
!opencl.spir.version = !{!0}
!0 = !{i32 2, i32 0}
