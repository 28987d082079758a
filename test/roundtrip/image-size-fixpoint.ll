; Image size queries under --exact-roundtrip (issue 19): forward writes
; get_image_width/height/depth/array_size as an OpImageQuerySizeLod and an
; OpCompositeExtract of one lane, and get_image_dim of an arrayed or 3D
; image as the query's spatial lanes shuffled out.  llvm-spirv reads each
; query as a vector built from get_image_dim and get_image_array_size and
; then takes the lanes, which forward writes as two more queries each
; round trip; with --exact-roundtrip each use is the builtin itself and the
; round trip is a fixpoint.  Without the option reverse keeps llvm-spirv's
; shape (its tests pin it).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -o %t.plain.bc
; RUN: %llvm-dis %t.plain.bc -o - | FileCheck %s --check-prefix=PLAIN

; CHECK: %[[Q:[0-9]+]] = OpImageQuerySizeLod %v3uint %a %uint_0
; CHECK-NEXT: %d = OpVectorShuffle %v2uint %[[Q]]
; CHECK: %[[Q:[0-9]+]] = OpImageQuerySizeLod %v3ulong %a %uint_0
; CHECK-NEXT: %s = OpCompositeExtract %ulong %[[Q]] 2
; CHECK: %[[Q:[0-9]+]] = OpImageQuerySizeLod %v3uint %t %uint_0
; CHECK-NEXT: %d3 = OpVectorShuffle %v4uint %[[Q]]

; IR-NOT: shufflevector
; IR-NOT: insertelement
; IR: %d = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(
; IR-NEXT: %s = call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(
; IR-NEXT: %w = call spir_func i32 @_Z15get_image_width20ocl_image2d_array_ro(
; IR-NEXT: %h = call spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(
; IR-NEXT: %d3 = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(
; IR-NEXT: %dp = call spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(
; IR-NEXT: call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(
; IR-NEXT: %w2 = extractelement <2 x i32>

; PLAIN: call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(
; PLAIN-NEXT: shufflevector <2 x i32> %{{[0-9]+}}, <2 x i32> poison, <3 x i32>
; PLAIN-NEXT: call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(

target triple = "spir64-unknown-unknown"
define spir_kernel void @k(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %a, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %t, target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2, ptr addrspace(1) %o) {
  %d = call spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %a)
  %s = call spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %a)
  %w = call spir_func i32 @_Z15get_image_width20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %a)
  %h = call spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0) %a)
  %d3 = call spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %t)
  %dp = call spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0) %t)
  %w2 = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2)
  %d2 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i2)
  store <2 x i32> %d, ptr addrspace(1) %o
  store i64 %s, ptr addrspace(1) %o
  store i32 %w, ptr addrspace(1) %o
  store i32 %h, ptr addrspace(1) %o
  store <4 x i32> %d3, ptr addrspace(1) %o
  store i32 %dp, ptr addrspace(1) %o
  store i32 %w2, ptr addrspace(1) %o
  store <2 x i32> %d2, ptr addrspace(1) %o
  ret void
}
declare spir_func <2 x i32> @_Z13get_image_dim20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i64 @_Z20get_image_array_size20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func i32 @_Z16get_image_height20ocl_image2d_array_ro(target("spirv.Image", void, 1, 0, 1, 0, 0, 0, 0))
declare spir_func <4 x i32> @_Z13get_image_dim14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_depth14ocl_image3d_ro(target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 0))
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
