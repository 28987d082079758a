target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@tab = addrspace(2) constant [2 x i32] [i32 1, i32 2]

define spir_kernel void @k() {
  store i32 3, ptr addrspace(2) @tab, align 4
  ret void
}
