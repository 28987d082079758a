target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k() {
  %p = getelementptr i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 1
  %o = atomicrmw add ptr addrspace(1) %p, i64 1 seq_cst
  ret void
}
