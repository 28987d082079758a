; One sampler initializer call used by two reads is one OpConstantSampler.
; Reverse spells a constant sampler as an initializer call at each use (as
; llvm-spirv does); under --exact-roundtrip a use shares the call before it
; when that one dominates it (same block or the entry block), so the second
; forward writes one constant again (issue 19: it wrote one per use).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.x.bc
; RUN: %llvm-dis %t.x.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv %t.x.bc -o %t.x.spv
; RUN: cmp %t.spv %t.x.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=PLAIN

; CHECK: ConstantSampler [[#]] [[#S:]] 2 1 0
; CHECK-NOT: ConstantSampler
; CHECK: SampledImage [[#]] [[#]] [[#]] [[#S]]
; CHECK: SampledImage [[#]] [[#]] [[#]] [[#S]]
; CHECK: SampledImage [[#]] [[#]] [[#]] [[#S]]

; EXACT-LABEL: entry:
; EXACT: %s = call target("spirv.Sampler") @__translate_sampler_initializer(i32 21)
; EXACT-NOT: __translate_sampler_initializer
; EXACT: read_imagef{{.*}} %s,
; EXACT: read_imagef{{.*}} %s,
; EXACT-LABEL: more:
; EXACT: read_imagef{{.*}} %s,

; PLAIN-COUNT-3: call target("spirv.Sampler") @__translate_sampler_initializer(i32 21)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, ptr addrspace(1) %out, i1 %c) {
entry:
  %s = call target("spirv.Sampler") @__translate_sampler_initializer(i32 21)
  %a = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x i32> zeroinitializer)
  %b = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x i32> <i32 1, i32 1>)
  %ab = fadd <4 x float> %a, %b
  store <4 x float> %ab, ptr addrspace(1) %out, align 16
  br i1 %c, label %more, label %done

more:
  %d = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %img, target("spirv.Sampler") %s, <2 x i32> <i32 2, i32 2>)
  store <4 x float> %d, ptr addrspace(1) %out, align 16
  br label %done

done:
  ret void
}

declare target("spirv.Sampler") @__translate_sampler_initializer(i32)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>)
