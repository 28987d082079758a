; The older spelling of events as pointers (%opencl.event_t*, before target
; types): what async_work_group_[strided_]copy returns is an event
; (OpTypeEvent, not a pointer), a null event argument is the event type's
; null, and an alloca the event is stored to holds an event, so that
; wait_group_events gets a pointer to one.  Reverse writes target types.
; Pipes spelled as pointers stay function calls (no pipe type is known).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: %lspv %t.rev.bc -o %t.back.spv
; RUN: %spirv-val %t.back.spv
; An event pointer without the event argument is no OpenCL C call: an error.
; RUN: not %lspv %S/Inputs/event-pointer-bad-args.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; CHECK-DAG: TypeEvent [[#EV:]]
; CHECK-DAG: TypePointer [[#EVP:]] 7 [[#EV]]
; CHECK-DAG: TypePointer [[#EVG:]] 8 [[#EV]]
; CHECK-DAG: ConstantNull [[#EV]] [[#NONE:]]
; CHECK: Variable [[#EVP]] [[#SLOT:]] 7
; CHECK: GroupAsyncCopy [[#EV]] [[#E1:]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#NONE]]
; CHECK: GroupAsyncCopy [[#EV]] [[#E2:]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#E1]]
; CHECK: Store [[#SLOT]] [[#E2]]
; CHECK: PtrCastToGeneric [[#EVG]] [[#GEN:]] [[#SLOT]]
; CHECK: GroupWaitEvents [[#]] [[#]] [[#GEN]]
; CHECK-NOT: ReadPipe
; CHECK: FunctionCall

; BAD: async copy with an argument list OpenCL C does not have

; REV: %[[E1:[0-9a-z]+]] = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3hPU3AS1Khmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, i64 1, target("spirv.Event") zeroinitializer)
; REV: %[[E2:[0-9a-z]+]] = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3hPU3AS1Khmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 4, i64 2, target("spirv.Event") %[[E1]])
; REV: store target("spirv.Event") %[[E2]], ptr %slot
; REV: call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %p, ptr addrspace(4) %x) {
  %slot = alloca ptr, align 8
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, ptr null)
  %s = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS3cPU3AS1Kcmm9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 4, i64 2, ptr %e)
  store ptr %s, ptr %slot, align 8
  %gen = addrspacecast ptr %slot to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %gen)
  %r = call spir_func i32 @__read_pipe_2(ptr addrspace(1) %p, ptr addrspace(4) %x, i32 4, i32 4)
  ret void
}

declare spir_func ptr @_Z21async_work_group_copyPU3AS3cPU3AS1Kcm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS3cPU3AS1Kcmm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, i64, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
declare spir_func i32 @__read_pipe_2(ptr addrspace(1), ptr addrspace(4), i32, i32)
