; Device-side enqueue: the block literal parameter of a block's invoke
; functions (the *_block_invoke_kernel named as Invoke, and the
; *_block_invoke it calls) is a generic pointer to i8, as OpEnqueueKernel
; requires of Invoke's first parameter, whatever the body reads through it:
; each access goes through an OpBitcast to the literal's type.  Param is the
; literal cast to generic, then to the i8 pointer.  Untyped pointers: the
; generic cast already has Param's type (no OpBitcast to the same type).
; Reverse writes the Invoke as an addrspacecast instruction of the kernel,
; and forward reads such a cast back as the Invoke alone (no function
; pointer).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.bc -spirv-text -o - | FileCheck %s --check-prefix=UNTYPED
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.bc -o %t.u.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.u.spv %}
; RUN: %lspv -r %t.u.spv -o %t.u.rev.bc
; RUN: %opt -passes=verify -disable-output %t.u.rev.bc
; RUN: %llvm-dis %t.u.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.u.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=UNTYPED
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.rev.bc -o %t.rt.spv
; RUN: %spirv-val %t.rt.spv
; A cast of the invoke kernel that something else uses too (stored to
; memory) makes the kernel a value: that needs function pointers.
; RUN: %llvm-as %S/Inputs/enqueue-invoke-cast-escapes.ll -o %t.neg.bc
; RUN: not %lspv %t.neg.bc -o %t.neg.spv 2>&1 | FileCheck %s --check-prefix=NEG
; RUN: not test -e %t.neg.spv

; SPV-DAG: EntryPoint 6 [[#KER:]] "__launch_block_invoke_kernel"
; SPV-DAG: TypeInt [[#I8:]] 8 0
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypePointer [[#I8GEN:]] 8 [[#I8]]
; SPV-DAG: TypeFunction [[#BLKFN:]] [[#VOID]] [[#I8GEN]] {{$}}
; SPV: PtrCastToGeneric [[#LITGEN:]] [[#G:]]
; SPV-NEXT: Bitcast [[#I8GEN]] [[#PARAM:]] [[#G]]
; SPV-NEXT: EnqueueKernel [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#KER]] [[#PARAM]]
; SPV: Bitcast [[#I8GEN]] [[#PARAM2:]] [[#G]]
; SPV-NEXT: GetKernelWorkGroupSize [[#]] [[#]] [[#KER]] [[#PARAM2]]
; SPV: Function [[#VOID]] [[#INNER:]] 0 [[#BLKFN]]
; SPV-NEXT: FunctionParameter [[#I8GEN]] [[#LITP:]]
; SPV: Bitcast [[#LITGEN]] [[#AT:]] [[#LITP]]
; SPV-NEXT: InBoundsPtrAccessChain [[#]] [[#]] [[#AT]]
; SPV: Function [[#VOID]] [[#KER]] 0 [[#BLKFN]]
; SPV-NEXT: FunctionParameter [[#I8GEN]] [[#KP:]]
; SPV: FunctionCall [[#VOID]] [[#]] [[#INNER]] [[#KP]]
; SPV-NOT: FunctionPointer

; UNTYPED-DAG: EntryPoint 6 [[#KER:]] "__launch_block_invoke_kernel"
; UNTYPED-DAG: TypeUntypedPointerKHR [[#GEN:]] 8
; UNTYPED: PtrCastToGeneric [[#GEN]] [[#PARAM:]]
; UNTYPED-NEXT: EnqueueKernel [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#KER]] [[#PARAM]]
; UNTYPED-NOT: Bitcast [[#GEN]] {{.*}} [[#PARAM]]

; CL: [[F:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_kernel to ptr addrspace(4)
; CL-NEXT: call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") {{.*}}, ptr addrspace(4) [[F]], ptr addrspace(4)
; CL: [[F2:%[0-9]+]] = addrspacecast ptr @__launch_block_invoke_kernel to ptr addrspace(4)
; CL-NEXT: call i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) [[F2]], ptr addrspace(4)
; CL: define internal spir_func void @__launch_block_invoke(ptr addrspace(4)
; CL: define spir_kernel void @__launch_block_invoke_kernel(ptr addrspace(4)

; NEG: SPV_INTEL_function_pointers

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%ndr = type { i32, [3 x i64], [3 x i64], [3 x i64] }

define spir_kernel void @launch(ptr addrspace(1) %out, i32 %v) {
entry:
  %nd = alloca %ndr, align 8
  %blk = alloca <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, align 8
  %q = call spir_func target("spirv.Queue") @_Z17get_default_queuev()
  call spir_func void @_Z10ndrange_1Dm(ptr sret(%ndr) %nd, i64 4)
  store i32 28, ptr %blk, align 8
  %al = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, ptr %blk, i32 0, i32 1
  store i32 8, ptr %al, align 4
  %c0 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, ptr %blk, i32 0, i32 3
  store ptr addrspace(1) %out, ptr %c0, align 8
  %c1 = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, ptr %blk, i32 0, i32 4
  store i32 %v, ptr %c1, align 8
  %g = addrspacecast ptr %blk to ptr addrspace(4)
  %r = call spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue") %q, i32 0, ptr %nd, ptr addrspace(4) addrspacecast (ptr @__launch_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %g)
  %s = call i32 @__get_kernel_work_group_size_impl(ptr addrspace(4) addrspacecast (ptr @__launch_block_invoke_kernel to ptr addrspace(4)), ptr addrspace(4) %g)
  ret void
}

define internal spir_func void @__launch_block_invoke(ptr addrspace(4) %lit) {
entry:
  %pp = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, ptr addrspace(4) %lit, i32 0, i32 3
  %p = load ptr addrspace(1), ptr addrspace(4) %pp, align 8
  %vp = getelementptr inbounds nuw <{ i32, i32, ptr addrspace(4), ptr addrspace(1), i32 }>, ptr addrspace(4) %lit, i32 0, i32 4
  %v = load i32, ptr addrspace(4) %vp, align 8
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @__launch_block_invoke_kernel(ptr addrspace(4) %0) {
entry:
  call spir_func void @__launch_block_invoke(ptr addrspace(4) %0)
  ret void
}

declare spir_func target("spirv.Queue") @_Z17get_default_queuev()
declare spir_func void @_Z10ndrange_1Dm(ptr sret(%ndr), i64)
declare spir_func i32 @__enqueue_kernel_basic(target("spirv.Queue"), i32, ptr, ptr addrspace(4), ptr addrspace(4))
declare i32 @__get_kernel_work_group_size_impl(ptr addrspace(4), ptr addrspace(4))
