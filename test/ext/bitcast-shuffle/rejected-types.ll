; Pairs outside the Supported Types table are errors naming both types.
; RUN: split-file %s %t
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t/same.ll -o %t/same.spv 2>&1 | FileCheck %s --check-prefix=SAME
; RUN: not test -e %t/same.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t/width.ll -o %t/w.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t/float.ll -o %t/f.spv 2>&1 | FileCheck %s --check-prefix=FLOAT
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t/vec3.ll -o %t/v.spv 2>&1 | FileCheck %s --check-prefix=VEC3
; RUN: not %lspv --spirv-ext=+SPV_INTEL_subgroup_bitcast_shuffle %t/unlisted.ll -o %t/u.spv 2>&1 | FileCheck %s --check-prefix=UNLISTED
; SAME: result type i32 and operand type i32 are not a supported pair
; WIDTH: result type i32 and operand type <2 x i8> are not a supported pair
; FLOAT: result type float and operand type <2 x i16> are not a supported pair
; VEC3: result type <3 x i32> and operand type <3 x float> are not a supported pair
; UNLISTED: result type i8 and operand type <8 x i1> are not a supported pair

;--- same.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) {
  %r = call spir_func i32 @_Z35__spirv_SubgroupBitcastShuffleINTELi(i32 %x)
  ret i32 %r
}
declare spir_func i32 @_Z35__spirv_SubgroupBitcastShuffleINTELi(i32)
;--- width.ll
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(<2 x i8> %x) {
  %r = call spir_func i32 @_Z35__spirv_SubgroupBitcastShuffleINTELDv2_c(<2 x i8> %x)
  ret i32 %r
}
declare spir_func i32 @_Z35__spirv_SubgroupBitcastShuffleINTELDv2_c(<2 x i8>)
;--- float.ll
target triple = "spir64-unknown-unknown"
define spir_func float @f(<2 x i16> %x) {
  %r = call spir_func float @_Z41__spirv_SubgroupBitcastShuffleINTEL_RfloatDv2_s(<2 x i16> %x)
  ret float %r
}
declare spir_func float @_Z41__spirv_SubgroupBitcastShuffleINTEL_RfloatDv2_s(<2 x i16>)
;--- vec3.ll
target triple = "spir64-unknown-unknown"
define spir_func <3 x i32> @f(<3 x float> %x) {
  %r = call spir_func <3 x i32> @_Z35__spirv_SubgroupBitcastShuffleINTELDv3_f(<3 x float> %x)
  ret <3 x i32> %r
}
declare spir_func <3 x i32> @_Z35__spirv_SubgroupBitcastShuffleINTELDv3_f(<3 x float>)
;--- unlisted.ll
target triple = "spir64-unknown-unknown"
define spir_func i8 @f(<8 x i1> %x) {
  %r = call spir_func i8 @_Z35__spirv_SubgroupBitcastShuffleINTELDv8_b(<8 x i1> %x)
  ret i8 %r
}
declare spir_func i8 @_Z35__spirv_SubgroupBitcastShuffleINTELDv8_b(<8 x i1>)
