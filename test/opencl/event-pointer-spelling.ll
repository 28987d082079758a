; The older spelling of events and pipes as pointers (%opencl.event_t*,
; before target types) is no OpenCL opaque type: such builtins stay
; function calls, so the module is valid (an OpGroupAsyncCopy needs an
; OpTypeEvent result).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK-NOT: GroupAsyncCopy
; CHECK-NOT: ReadPipe
; CHECK: FunctionCall [[#]] [[#]] [[#]]
; CHECK: FunctionCall [[#]] [[#]] [[#]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %p, ptr addrspace(4) %x) {
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, ptr null)
  %r = call spir_func i32 @__read_pipe_2(ptr addrspace(1) %p, ptr addrspace(4) %x, i32 4, i32 4)
  ret void
}

declare spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func i32 @__read_pipe_2(ptr addrspace(1), ptr addrspace(4), i32, i32)
