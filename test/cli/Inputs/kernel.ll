; A small OpenCL-style kernel used by the CLI tests.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %k) {
entry:
  %v = load i32, ptr addrspace(1) %in, align 4
  %m = mul nsw i32 %v, %k
  store i32 %m, ptr addrspace(1) %out, align 4
  ret void
}
