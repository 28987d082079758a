target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %a, 1
  store i32 %b, ptr addrspace(1) %p
  ret void
}
