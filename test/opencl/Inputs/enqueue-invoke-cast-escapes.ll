; A cast of a block's invoke kernel that is also stored to memory: the
; function is used as a value, which needs function pointers.
target triple = "spir64-unknown-unknown"

@lit = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }, align 4

define spir_kernel void @launch(ptr %slot) {
entry:
  %f = addrspacecast ptr @__k_block_invoke_kernel to ptr addrspace(4)
  store ptr addrspace(4) %f, ptr %slot, align 8
  %s = call i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) %f, ptr addrspace(4) addrspacecast (ptr addrspace(1) @lit to ptr addrspace(4)))
  ret void
}

define spir_kernel void @__k_block_invoke_kernel(ptr addrspace(4) %0) {
entry:
  ret void
}

declare i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
