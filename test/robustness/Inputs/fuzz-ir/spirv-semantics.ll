target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %p) {
  %o = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) %p, i32 1, i32 -1, i32 1)
  ret void
}

declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32, i32)
