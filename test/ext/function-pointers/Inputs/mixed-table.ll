; A table whose functions have different types (input of table-mixed.ll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@mixed = internal addrspace(1) constant [2 x ptr] [ptr @one, ptr @twice], align 8

define internal spir_func i32 @one() {
entry:
  ret i32 1
}

define internal spir_func i32 @twice(i32 %x) {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %f = load ptr, ptr addrspace(1) @mixed, align 8
  %r = call spir_func i32 %f()
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
