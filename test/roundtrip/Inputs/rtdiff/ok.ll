target triple = "spir64-unknown-unknown"
define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = add i32 %v, %n
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}
