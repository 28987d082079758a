; An enqueue whose block invoke is a run-time value: no OpFunction to name.
target triple = "spir64-unknown-unknown"
%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }
@blk = internal addrspace(1) constant { i32, i32 } { i32 8, i32 4 }
define spir_kernel void @k(target("spirv.Queue") %q, ptr addrspace(4) %invoke) {
  %nd = alloca %struct.ndrange_t
  %r = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) %invoke, ptr addrspace(4) addrspacecast (ptr addrspace(1) @blk to ptr addrspace(4)))
  ret void
}
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
