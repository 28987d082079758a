; LLVM 15 typed-pointer IR (llvm-spirv-15 does not translate opaque pointers):
; a function pointer stored, loaded and called.  Input of interop.test.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define internal spir_func i32 @twice(i32 %x) #0 {
entry:
  %r = shl i32 %x, 1
  ret i32 %r
}

define spir_kernel void @k(i32 addrspace(1)* %out, i32 %v) {
entry:
  %slot = alloca i32 (i32)*, align 8
  store i32 (i32)* @twice, i32 (i32)** %slot, align 8
  %f = load i32 (i32)*, i32 (i32)** %slot, align 8
  %r = call spir_func i32 %f(i32 %v)
  store i32 %r, i32 addrspace(1)* %out, align 4
  ret void
}

attributes #0 = { "referenced-indirectly" }
