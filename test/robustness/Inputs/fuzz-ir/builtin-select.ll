target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32
define spir_kernel void @k(ptr addrspace(1) %out, i1 %c) {
  %p = select i1 %c, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, ptr addrspace(1) %out
  %v = load i64, ptr addrspace(1) %p
  store i64 %v, ptr addrspace(1) %out
  ret void
}
