// OpenCL C 2.0 device-side enqueue: clang's __enqueue_kernel_* and
// __get_kernel_*_impl helpers become OpEnqueueKernel / OpGetKernel* naming
// the block's invoke kernel (no function pointer: the literal's reference to
// the invoke function is a null pointer), ParamSize/ParamAlign from the
// block header for an enqueue, one pointer per local size; the queue and
// event builtins become their instructions.  Reverse writes the helpers and
// builtins back (SPV-IR: __spirv_ calls for the event instructions), and the
// result translates forward again to valid SPIR-V.
// RUN: %clang -cc1 -triple spir64 -cl-std=CL2.0 -finclude-default-header -O0 -emit-llvm-bc %s -o %t.bc
// RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
// RUN: %lspv %t.bc -o %t.spv
// RUN: %spirv-val %t.spv
// RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.cl.bc
// RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
// RUN: %lspv %t.cl.bc -o %t.rt.spv
// RUN: %spirv-val %t.rt.spv
// RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
// RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=IR
// RUN: %lspv %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=RT
// Untyped pointers: the local-size pointers are untyped access chains
// naming the array.
// RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.bc -spirv-text -o - | FileCheck %s --check-prefix=UNTYPED
// RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.bc -o %t.u.spv
// RUN: %if spirv-val-2024 %{ %spirv-val %t.u.spv %}
// An invoke that is no function is an error naming the call; no output.
// RUN: %llvm-as %S/Inputs/enqueue-invoke-not-function.ll -o %t.neg.bc
// RUN: not %lspv %t.neg.bc -o %t.neg.spv 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not test -e %t.neg.spv

// SPV-DAG: EntryPoint 6 [[#K1:]] "__launch_block_invoke_kernel"
// SPV-DAG: EntryPoint 6 [[#K2:]] "__launch_block_invoke_2_kernel"
// SPV-DAG: EntryPoint 6 [[#K3:]] "__launch_block_invoke_3_kernel"
// SPV-DAG: EntryPoint 6 [[#K4:]] "__launch_block_invoke_4_kernel"
// SPV-DAG: TypeInt [[#I32:]] 32 0
// SPV-DAG: Constant [[#I32]] [[#C0:]] 0 {{$}}
// SPV-DAG: Constant [[#I32]] [[#C8:]] 8 {{$}}
// SPV-DAG: Constant [[#I32]] [[#C1:]] 1 {{$}}
// SPV-DAG: TypeDeviceEvent [[#EV:]]
// SPV-DAG: TypePointer [[#EVP:]] 8 [[#EV]]
// SPV-DAG: ConstantNull [[#EVP]] [[#NULLEV:]]
// SPV: GetDefaultQueue [[#]] [[#Q:]]
// SPV: EnqueueKernel [[#I32]] [[#]] [[#]] [[#C0]] [[#]] [[#C0]] [[#NULLEV]] [[#NULLEV]] [[#K1]] [[#]] [[#]] [[#C8]] {{$}}
// SPV: PtrAccessChain [[#]] [[#]] [[#ARR:]] [[#C0]] [[#C1]]
// SPV-NEXT: Store
// SPV-NEXT: PtrAccessChain [[#]] [[#L1:]] [[#ARR]] [[#C0]] [[#C0]]
// SPV-NEXT: PtrAccessChain [[#]] [[#L2:]] [[#ARR]] [[#C0]] [[#C1]]
// SPV: EnqueueKernel [[#I32]] [[#]] [[#]] [[#C1]] [[#]] [[#C0]] [[#NULLEV]] [[#]] [[#K2]] [[#]] [[#]] [[#C8]] [[#L1]] [[#L2]] {{$}}
// SPV: CreateUserEvent [[#EV]]
// SPV: EnqueueMarker [[#I32]] [[#]]
// SPV: RetainEvent
// SPV: ReleaseEvent
// SPV: SetUserEventStatus
// SPV: GetKernelWorkGroupSize [[#I32]] [[#]] [[#K3]]
// SPV: GetKernelPreferredWorkGroupSizeMultiple [[#I32]] [[#]] [[#K4]]
// SPV: IsValidEvent
// SPV-NOT: FunctionPointer

// UNTYPED-DAG: TypeUntypedPointerKHR [[#FN:]] 7
// UNTYPED: EnqueueKernel
// UNTYPED: UntypedPtrAccessChainKHR [[#FN]]
// UNTYPED-NEXT: Store
// UNTYPED-NEXT: UntypedPtrAccessChainKHR [[#FN]]
// UNTYPED-NEXT: Store
// UNTYPED-NEXT: UntypedPtrAccessChainKHR [[#FN]] [[#L1:]] [[#ARRTY:]] [[#ARR:]] [[#]] [[#]]
// UNTYPED-NEXT: UntypedPtrAccessChainKHR [[#FN]] [[#L2:]] [[#ARRTY]] [[#ARR]] [[#]] [[#]]
// UNTYPED: EnqueueKernel {{.*}} [[#L1]] [[#L2]] {{$}}

// RT: GetDefaultQueue
// RT-COUNT-2: EnqueueKernel
// RT: CreateUserEvent
// RT: EnqueueMarker
// RT: RetainEvent
// RT: ReleaseEvent
// RT: SetUserEventStatus
// RT: GetKernelWorkGroupSize
// RT: GetKernelPreferredWorkGroupSizeMultiple
// RT: IsValidEvent

// CL: call spir_func target("spirv.Queue") @_Z17get_default_queuev()
// CL: [[INV1:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_kernel to ptr addrspace(4)
// CL: call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %{{.*}}, i32 0, ptr %{{.*}}, ptr addrspace(4) [[INV1]], ptr addrspace(4) %{{.*}})
// CL: [[INV2:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_2_kernel to ptr addrspace(4)
// CL: call spir_func i32 @__enqueue_kernel_events_varargs(target("spirv.Queue") %{{.*}}, i32 1, ptr %{{.*}}, i32 0, ptr addrspace(4) null, ptr addrspace(4) %{{.*}}, ptr addrspace(4) [[INV2]], ptr addrspace(4) %{{.*}}, i32 2, ptr %{{.*}})
// CL: call spir_func target("spirv.DeviceEvent") @_Z17create_user_eventv()
// CL: call spir_func i32 @_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_(
// CL: call spir_func void @_Z12retain_event12ocl_clkevent(
// CL: call spir_func void @_Z13release_event12ocl_clkevent(
// CL: call spir_func void @_Z21set_user_event_status12ocl_clkeventi(
// CL: [[INV3:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_3_kernel to ptr addrspace(4)
// CL: call i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) [[INV3]], ptr addrspace(4)
// CL: [[INV4:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_4_kernel to ptr addrspace(4)
// CL: call i32 @__get_kernel_preferred_work_group_size_multiple_impl(ptr addrspace(4) [[INV4]], ptr addrspace(4)
// CL: call spir_func i1 @_Z14is_valid_event12ocl_clkevent(

// IR: call spir_func target("spirv.Queue") @_Z23__spirv_GetDefaultQueuev()
// IR: call spir_func i32 @__enqueue_kernel_basic(
// IR: call spir_func i32 @_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS4_(
// IR: call spir_func void @_Z19__spirv_RetainEventP19__spirv_DeviceEvent(

// NEG: InvalidInstruction: Can't translate llvm instruction:
// NEG-NEXT: the block's invoke is not a function in function 'k'

kernel void launch(global float *buf, int n, local int *scratch) {
  queue_t q = get_default_queue();
  ndrange_t r = ndrange_1D(64, 16);
  clk_event_t done, marks[2];
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, r, ^{ buf[get_global_id(0)] *= (float)n; });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, r, 0, 0, &done,
                 ^(local void *a, local void *b) { ((local int *)a)[0] = ((local int *)b)[1]; },
                 16u, 32u);
  marks[0] = done;
  marks[1] = create_user_event();
  enqueue_marker(q, 2, marks, &done);
  retain_event(done);
  release_event(done);
  set_user_event_status(marks[1], CL_COMPLETE);
  buf[0] = get_kernel_work_group_size(^{ buf[1] = 2.0f; }) +
           get_kernel_preferred_work_group_size_multiple(^{ buf[2] = 3.0f; }) +
           (is_valid_event(done) ? 1 : 0);
}
