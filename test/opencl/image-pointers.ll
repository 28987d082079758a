; Images and samplers of older clang IR: opaque pointers that kernel
; argument metadata (image2d_t, sampler_t) or mangled names (ocl_image2d_ro,
; ocl_sampler) say are OpenCL opaque types, int samplers (OpenCL 1.2), the
; images kept in allocas by unoptimized code, and an int constant passed for
; a sampler parameter (a literal sampler).  Back as target types.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv
; A computed int is no sampler: one error, no output.
; RUN: sed -e 's/;BAD //' %s | %llvm-as -o %t.bad.bc
; RUN: not %lspv %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypeImage [[#RO:]] [[#VOID]] 1 0 0 0 0 0 0
; SPV-DAG: TypeImage [[#WO:]] [[#VOID]] 1 0 0 0 0 0 1
; SPV-DAG: TypeImage [[#RW1:]] [[#VOID]] 0 0 0 0 0 0 2
; SPV-DAG: TypeSampler [[#SAMP:]]
; SPV-DAG: TypePointer [[#SLOT:]] 7 [[#RW1]]
; SPV-DAG: ConstantSampler [[#SAMP]] [[#LIT:]] 2 1 1
; SPV-DAG: ConstantSampler [[#SAMP]] [[#ZERO:]] 0 0 0
; SPV: Function [[#]] [[#HELPER:]]
; SPV-NEXT: FunctionParameter [[#RO]] [[#HI:]]
; SPV-NEXT: FunctionParameter [[#SAMP]] [[#HS:]]
; SPV: SampledImage [[#]] [[#]] [[#HI]] [[#HS]]
; SPV: Function [[#]] [[#]]
; SPV-NEXT: FunctionParameter [[#RW1]] [[#IMG:]]
; SPV: Variable [[#SLOT]] [[#ADDR:]] 7
; SPV: Store [[#ADDR]] [[#IMG]]
; SPV: Load [[#RW1]] [[#L:]] [[#ADDR]]
; SPV: ImageRead [[#]] [[#]] [[#L]]
; SPV: Function [[#]] [[#]] [[#]] [[#]]{{ $}}
; SPV-NEXT: FunctionParameter [[#RO]] [[#A:]]
; SPV-NEXT: FunctionParameter [[#WO]] [[#B:]]
; SPV-NEXT: FunctionParameter [[#SAMP]] [[#S:]]
; SPV: SampledImage [[#]] [[#]] [[#A]] [[#S]]
; SPV: SampledImage [[#]] [[#]] [[#A]] [[#LIT]]
; SPV: ImageWrite [[#B]]
; SPV: ImageQueryOrder [[#]] [[#]] [[#B]]
; SPV: FunctionCall [[#]] [[#]] [[#HELPER]] [[#A]] [[#ZERO]]

; LLVM: define spir_func <4 x float> @_Z6helper14ocl_image2d_ro11ocl_sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %smp)
; LLVM: define spir_func <4 x float> @rw_helper(target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 2) %image)
; LLVM: alloca target("spirv.Image", void, 0, 0, 0, 0, 0, 0, 2)
; LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image1d_rwi(
; LLVM: define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b, target("spirv.Sampler") %s, ptr addrspace(1) %out)
; LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Sampler") %s,
; LLVM: [[LIT:%.*]] = call target("spirv.Sampler") @__translate_sampler_initializer(i32 37)
; LLVM: call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Sampler") [[LIT]],
; LLVM: call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b,
; LLVM: call spir_func i32 @_Z23get_image_channel_order14ocl_image2d_wo(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 1) %b)
; LLVM: [[Z:%.*]] = call target("spirv.Sampler") @__translate_sampler_initializer(i32 16)
; LLVM: call spir_func <4 x float> @_Z6helper14ocl_image2d_ro11ocl_sampler(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Sampler") [[Z]])

; BAD: sampler initializer is not a constant

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; A function whose mangled name types its parameters.
define spir_func <4 x float> @_Z6helper14ocl_image2d_ro11ocl_sampler(ptr addrspace(1) %img, i32 %smp) {
  %r = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %img, i32 %smp, <2 x i32> zeroinitializer)
  ret <4 x float> %r
}

; Unoptimized code: the image goes through an alloca.
define spir_func <4 x float> @rw_helper(ptr addrspace(1) %image) {
  %image.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %image, ptr %image.addr, align 8
  %l = load ptr addrspace(1), ptr %image.addr, align 8
  %r = call spir_func <4 x float> @_Z11read_imagef14ocl_image1d_rwi(ptr addrspace(1) %l, i32 3)
  ret <4 x float> %r
}

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %s, ptr addrspace(1) %out) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 {
  %v = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %a, i32 %s, <2 x i32> zeroinitializer)
  %w = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %a, i32 37, <2 x i32> <i32 1, i32 1>)
  %x = fadd <4 x float> %v, %w
  call spir_func void @_Z12write_imagef14ocl_image2dDv2_iDv4_f(ptr addrspace(1) %b, <2 x i32> zeroinitializer, <4 x float> %x)
  %o = call spir_func i32 @_Z23get_image_channel_order14ocl_image2d(ptr addrspace(1) %b)
  store i32 %o, ptr addrspace(1) %out, align 4
  %h = call spir_func <4 x float> @_Z6helper14ocl_image2d_ro11ocl_sampler(ptr addrspace(1) %a, i32 0)
  store <4 x float> %h, ptr addrspace(1) %out, align 16
;BAD   %bad = add i32 %o, 1
;BAD   %y = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %a, i32 %bad, <2 x i32> zeroinitializer)
  ret void
}

declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), i32, <2 x i32>)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image1d_rwi(ptr addrspace(1), i32)
declare spir_func void @_Z12write_imagef14ocl_image2dDv2_iDv4_f(ptr addrspace(1), <2 x i32>, <4 x float>)
declare spir_func i32 @_Z23get_image_channel_order14ocl_image2d(ptr addrspace(1))

!1 = !{i32 1, i32 1, i32 0, i32 1}
!2 = !{!"read_only", !"write_only", !"none", !"none"}
!3 = !{!"image2d_t", !"image2d_t", !"sampler_t", !"float4*"}
!4 = !{!"", !"", !"", !""}
