; cl_khr_work_group_uniform_arithmetic builtins through
; SPV_KHR_uniform_group_instructions: mul (integer and float), the bitwise
; operations (both spellings, and / bitwise_and), the logical ones with
; their int predicates, work-group and sub-group scope, each GroupOperation.
; RUN: %lspv --spirv-ext=+SPV_KHR_uniform_group_instructions %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv --spirv-ext=+SPV_KHR_uniform_group_instructions %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv --spirv-ext=+SPV_KHR_uniform_group_instructions %t.ir.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV

; Without the extension: one error naming it, and no output file.
; RUN: rm -f %t.off.spv
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_KHR_uniform_group_instructions

; SPV-DAG: Capability GroupUniformArithmeticKHR
; SPV-DAG: Extension "SPV_KHR_uniform_group_instructions"
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeFloat [[#F16:]] 16
; SPV-DAG: TypeBool [[#BOOL:]]
; SPV-DAG: Constant [[#I32]] [[#WG:]] 2
; SPV-DAG: Constant [[#I32]] [[#SG:]] 3
; SPV-DAG: ConstantTrue [[#BOOL]] [[#TRUE:]]
; SPV: GroupIMulKHR [[#I32]] [[#]] [[#WG]] 0 [[#A:]]
; SPV: GroupFMulKHR [[#F16]] [[#]] [[#WG]] 1 [[#H:]]
; SPV: GroupBitwiseAndKHR [[#I32]] [[#]] [[#WG]] 0 [[#U:]]
; SPV: GroupBitwiseOrKHR [[#I32]] [[#]] [[#WG]] 2 [[#A]]
; SPV: GroupBitwiseXorKHR [[#I32]] [[#]] [[#SG]] 0 [[#A]]
; SPV: INotEqual [[#BOOL]] [[#P:]] [[#A]] [[#]]
; SPV: GroupLogicalAndKHR [[#BOOL]] [[#L:]] [[#WG]] 0 [[#P]]
; SPV: Select [[#I32]] [[#]] [[#L]] [[#]] [[#]]
; SPV: GroupLogicalXorKHR [[#BOOL]] [[#]] [[#SG]] 1 [[#TRUE]]

; LLVM: call spir_func i32 @_Z21work_group_reduce_muli(i32 %a)
; LLVM: call spir_func half @_Z29work_group_scan_inclusive_mulDh(half %h)
; LLVM: call spir_func i32 @_Z29work_group_reduce_bitwise_andi(i32 %u)
; LLVM: call spir_func i32 @_Z36work_group_scan_exclusive_bitwise_ori(i32 %a)
; LLVM: call spir_func i32 @_Z28sub_group_reduce_bitwise_xori(i32 %a)
; LLVM: %[[L:[0-9]+]] = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %{{[0-9]+}})
; LLVM: icmp ne i32 %[[L]], 0
; LLVM: call spir_func i32 @_Z36sub_group_scan_inclusive_logical_xori(i32 1)
; LLVM: attributes #{{[0-9]+}} = { convergent nounwind }

; SPVIR: call spir_func i32 @_Z20__spirv_GroupIMulKHRiii(i32 2, i32 0, i32 %a)
; SPVIR: call spir_func half @_Z20__spirv_GroupFMulKHRiiDh(i32 2, i32 1, half %h)
; SPVIR: call spir_func i1 @_Z26__spirv_GroupLogicalAndKHRiib(i32 2, i32 0, i1 %{{[0-9]+}})
; SPVIR: call spir_func i1 @_Z26__spirv_GroupLogicalXorKHRiib(i32 3, i32 1, i1 true)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @uni(ptr addrspace(1) %ip, ptr addrspace(1) %fp, i32 %a, i32 %u, half %h) {
entry:
  %m = call spir_func i32 @_Z21work_group_reduce_muli(i32 %a)
  store i32 %m, ptr addrspace(1) %ip, align 4
  %fm = call spir_func half @_Z29work_group_scan_inclusive_mulDh(half %h)
  store half %fm, ptr addrspace(1) %fp, align 2
  %and = call spir_func i32 @_Z21work_group_reduce_andj(i32 %u)
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %ip, i64 1
  store i32 %and, ptr addrspace(1) %p1, align 4
  %or = call spir_func i32 @_Z36work_group_scan_exclusive_bitwise_ori(i32 %a)
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %ip, i64 2
  store i32 %or, ptr addrspace(1) %p2, align 4
  %xor = call spir_func i32 @_Z20sub_group_reduce_xori(i32 %a)
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %ip, i64 3
  store i32 %xor, ptr addrspace(1) %p3, align 4
  %land = call spir_func i32 @_Z29work_group_reduce_logical_andi(i32 %a)
  %p4 = getelementptr inbounds i32, ptr addrspace(1) %ip, i64 4
  store i32 %land, ptr addrspace(1) %p4, align 4
  %lxor = call spir_func i32 @_Z36sub_group_scan_inclusive_logical_xori(i32 1)
  %p5 = getelementptr inbounds i32, ptr addrspace(1) %ip, i64 5
  store i32 %lxor, ptr addrspace(1) %p5, align 4
  ret void
}

declare spir_func i32 @_Z21work_group_reduce_muli(i32)
declare spir_func half @_Z29work_group_scan_inclusive_mulDh(half)
declare spir_func i32 @_Z21work_group_reduce_andj(i32)
declare spir_func i32 @_Z36work_group_scan_exclusive_bitwise_ori(i32)
declare spir_func i32 @_Z20sub_group_reduce_xori(i32)
declare spir_func i32 @_Z29work_group_reduce_logical_andi(i32)
declare spir_func i32 @_Z36sub_group_scan_inclusive_logical_xori(i32)
