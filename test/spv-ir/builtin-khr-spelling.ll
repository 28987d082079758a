; A BuiltIn with a KHR spelling reads back in SPV-IR under that name, as
; llvm-spirv spells it (__spirv_BuiltInSubgroupEqMaskKHR, ...); forward
; takes the KHR name for the same BuiltIn.  A BuiltIn without one keeps
; its only name (__spirv_BuiltInGlobalInvocationId); OpenCL C reads the
; work-item queries.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %opt -passes=verify -disable-output %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.spvir.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=CL

; SPV-DAG: Decorate [[#]] BuiltIn 4416
; SPV-DAG: Decorate [[#]] BuiltIn 4420
; SPV-DAG: Decorate [[#]] BuiltIn 28

; SPVIR-DAG: call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupEqMaskKHRv()
; SPVIR-DAG: call spir_func <4 x i32> @_Z32__spirv_BuiltInSubgroupLtMaskKHRv()
; SPVIR-DAG: call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
; SPVIR-NOT: SubgroupEqMaskv
; SPVIR-NOT: SubgroupLtMaskv

; CL-DAG: call spir_func <4 x i32> @_Z21get_sub_group_eq_maskv()
; CL-DAG: call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
; CL-DAG: call spir_func i64 @_Z13get_global_idj(i32 0)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @masks(ptr addrspace(1) %o, ptr addrspace(1) %g) {
entry:
  %eq = call spir_func <4 x i32> @_Z21get_sub_group_eq_maskv()
  %lt = call spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %m = and <4 x i32> %eq, %lt
  store <4 x i32> %m, ptr addrspace(1) %o
  store i64 %gid, ptr addrspace(1) %g
  ret void
}

declare spir_func <4 x i32> @_Z21get_sub_group_eq_maskv()
declare spir_func <4 x i32> @_Z21get_sub_group_lt_maskv()
declare spir_func i64 @_Z13get_global_idj(i32)
