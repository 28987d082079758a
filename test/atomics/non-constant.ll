; Negative: an OpenCL C atomic whose memory_order is not a constant is
; refused with one error naming the call, and no output is written.
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: InvalidInstruction: Can't translate llvm instruction:
; CHECK-NEXT: atomic builtin with non-constant order or scope in function 'f':
; CHECK-SAME: _Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(ptr addrspace(1) %p, i32 %order) {
entry:
  %r = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1) %p, i32 1, i32 %order)
  ret i32 %r
}

declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1), i32, i32)
