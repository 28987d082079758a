; A pipe made of an integer: no pipe storage (pipe-storage.ll).
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %n) {
  %p = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readi(i32 %n)
  ret void
}

declare spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readi(i32)
