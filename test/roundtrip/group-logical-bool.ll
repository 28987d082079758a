; A logical group builtin returns its bool as an int (1 or 0); reverse into
; OpenCL writes the call and `icmp ne %call, 0` for the bool.  Forward
; writes a call that is only tested against 0 as the group instruction's
; bool alone (no OpSelect to int and OpINotEqual back), so the OpenCL round
; trip is a fixpoint, for the core's non-uniform groups and for
; SPV_KHR_uniform_group_instructions' plugin alike.  A call whose int is
; used otherwise (stored) keeps its OpSelect.
; RUN: %lspv %s --spirv-ext=+SPV_KHR_uniform_group_instructions -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %opt -passes=verify -disable-output %t.20.bc
; RUN: %llvm-dis %t.20.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.20.bc --spirv-ext=+SPV_KHR_uniform_group_instructions -o %t.20.spv
; RUN: cmp %t.spv %t.20.spv

; CHECK: GroupLogicalAndKHR [[#BOOL:]] [[#A:]]
; CHECK-NOT: Select
; CHECK: GroupNonUniformLogicalOr [[#BOOL]] [[#B:]]
; CHECK-NOT: Select
; CHECK: LogicalAnd [[#BOOL]] [[#]] [[#A]] [[#B]]
; CHECK: GroupLogicalXorKHR [[#BOOL]] [[#X:]]
; CHECK: Select [[#]] [[#]] [[#X]]
; CHECK: Store

; LLVM: [[A:%[0-9]+]] = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %{{[0-9]+}})
; LLVM-NEXT: %a = icmp ne i32 [[A]], 0
; LLVM: [[B:%[0-9]+]] = call spir_func i32 @_Z39sub_group_non_uniform_reduce_logical_ori(i32 %{{[0-9]+}})
; LLVM-NEXT: %b = icmp ne i32 [[B]], 0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %x, ptr addrspace(1) %out) {
entry:
  %ra = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %x)
  %a = icmp ne i32 %ra, 0
  %rb = call spir_func i32 @_Z39sub_group_non_uniform_reduce_logical_ori(i32 %x)
  %b = icmp ne i32 %rb, 0
  %ab = and i1 %a, %b
  %rx = call spir_func i32 @_Z29work_group_reduce_logical_xori(i32 %x)
  %v = select i1 %ab, i32 %rx, i32 7
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func i32 @_Z39sub_group_non_uniform_reduce_logical_ori(i32)
declare spir_func i32 @_Z29work_group_reduce_logical_xori(i32)
