; A SAXPY kernel through the translator and back: the text form, the binary
; (valid for spirv-val), and the OpenCL C 1.2 IR the reverse writes.

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -spirv-text -o %t.spt
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv %t.bc -o %t.spv
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis < %t.rev.bc | FileCheck %s --check-prefix=CHECK-LLVM

; CHECK-SPIRV: 119734787 65536 {{[0-9]+}} {{[0-9]+}} 0
; CHECK-SPIRV-DAG: 2 Capability Addresses
; CHECK-SPIRV-DAG: 2 Capability Kernel
; CHECK-SPIRV-DAG: 2 Capability Int64
; CHECK-SPIRV: 3 MemoryModel 2 2
; CHECK-SPIRV: EntryPoint 6 [[#KERNEL:]] "saxpy" [[#GID:]]
; CHECK-SPIRV: Name [[#GID]] "__spirv_BuiltInGlobalInvocationId"
; CHECK-SPIRV: Decorate [[#GID]] BuiltIn 28
; CHECK-SPIRV-DAG: 3 TypeFloat [[#FLOAT:]] 32
; CHECK-SPIRV-DAG: 4 TypePointer [[#GPTR:]] 5 [[#FLOAT]]
; CHECK-SPIRV: Function [[#]] [[#KERNEL]] 0 [[#]]
; CHECK-SPIRV-NEXT: FunctionParameter [[#GPTR]] [[#Y:]]
; CHECK-SPIRV-NEXT: FunctionParameter [[#GPTR]] [[#X:]]
; CHECK-SPIRV-NEXT: FunctionParameter [[#FLOAT]] [[#A:]]
; CHECK-SPIRV: Load [[#]] [[#]] [[#GID]]
; CHECK-SPIRV: 6 Load [[#FLOAT]] [[#VX:]] [[#]] 2 4
; CHECK-SPIRV: 6 Load [[#FLOAT]] [[#VY:]] [[#]] 2 4
; CHECK-SPIRV: 5 FMul [[#FLOAT]] [[#M:]] [[#A]] [[#VX]]
; CHECK-SPIRV: 5 FAdd [[#FLOAT]] [[#S:]] [[#M]] [[#VY]]
; CHECK-SPIRV: 5 Store [[#]] [[#S]] 2 4
; CHECK-SPIRV: 1 Return

; CHECK-LLVM: define spir_kernel void @saxpy(ptr addrspace(1) %y, ptr addrspace(1) %x, float %a)
; CHECK-LLVM-SAME: !kernel_arg_addr_space ![[AS:[0-9]+]]
; CHECK-LLVM-SAME: !kernel_arg_type ![[TY:[0-9]+]]
; CHECK-LLVM: %[[GID:[a-z0-9]+]] = call spir_func i64 @_Z13get_global_idj(i32 0)
; CHECK-LLVM: getelementptr inbounds float, ptr addrspace(1) %x, i64 %[[GID]]
; CHECK-LLVM: %[[M:[a-z0-9]+]] = fmul float %a,
; CHECK-LLVM: %[[S:[a-z0-9]+]] = fadd float %[[M]],
; CHECK-LLVM: store float %[[S]], ptr addrspace(1) %{{[a-z0-9]+}}, align 4
; CHECK-LLVM-DAG: ![[AS]] = !{i32 1, i32 1, i32 0}
; CHECK-LLVM-DAG: ![[TY]] = !{!"float*", !"float*", !"float"}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @saxpy(ptr addrspace(1) %y, ptr addrspace(1) %x, float %a) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %gid
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %gid
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  store float %s, ptr addrspace(1) %py, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
