target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16)
  ret void
}
declare spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64)
