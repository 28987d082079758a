; Negative: an OpenCL C compare-exchange whose memory_order is not a
; constant is refused with one error naming the call, and no output is
; written (the other C11 atomics map such an order at run time:
; opencl/atomic-runtime-order.ll).
; RUN: not %lspv %s -o %t.spv 2>&1 | FileCheck %s
; RUN: not test -e %t.spv
; CHECK: InvalidInstruction: Can't translate llvm instruction:
; CHECK-NEXT: atomic builtin with non-constant order or scope in function 'f':
; CHECK-SAME: _Z39atomic_compare_exchange_strong_explicit

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i1 @f(ptr addrspace(4) %p, ptr addrspace(4) %e, i32 %order) {
entry:
  %r = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4) %p, ptr addrspace(4) %e, i32 1, i32 %order, i32 %order)
  ret i1 %r
}

declare spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4), ptr addrspace(4), i32, i32, i32)
