; A kernel with allocas as clang -O0 writes them (test/cli/regularize.test).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @acc(ptr addrspace(1) %out, i32 %n) {
entry:
  %sum = alloca i32, align 4
  store i32 0, ptr %sum, align 4
  %v = load i32, ptr %sum, align 4
  %w = add nsw i32 %v, %n
  store i32 %w, ptr %sum, align 4
  %r = load i32, ptr %sum, align 4
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}
