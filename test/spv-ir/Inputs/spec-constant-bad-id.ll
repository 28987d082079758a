target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %id) {
  %v = call i32 @_Z20__spirv_SpecConstantii(i32 %id, i32 1)
  ret i32 %v
}
declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
