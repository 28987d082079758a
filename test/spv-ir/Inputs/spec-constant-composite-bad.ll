target triple = "spir64-unknown-unknown"
define spir_func <2 x i32> @f(i32 %n) {
  %a = call i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
  %v = call <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %a, i32 %n)
  ret <2 x i32> %v
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)
