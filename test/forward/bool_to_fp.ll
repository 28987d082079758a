; uitofp / sitofp of a bool (scalar or vector): the bool selects a 32-bit
; integer (1 or 0; -1 or 0 when signed, LLVM's meaning of sitofp i1), which
; OpConvertUToF / OpConvertSToF converts.  No float is selected directly.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeFloat [[#F32:]] 32
; SPV-DAG: TypeVector [[#V2I32:]] [[#I32]] 2
; SPV-DAG: TypeVector [[#V2F32:]] [[#F32]] 2
; SPV-DAG: Constant [[#I32]] [[#ONE:]] 1
; SPV-DAG: Constant [[#I32]] [[#ZERO:]] 0
; SPV-DAG: Constant [[#I32]] [[#MONE:]] 4294967295
; SPV-DAG: ConstantComposite [[#V2I32]] [[#ONES:]] [[#ONE]] [[#ONE]]
; SPV-DAG: ConstantNull [[#V2I32]] [[#ZEROS:]]
; SPV-NOT: Select [[#F32]]
; SPV: Function
; SPV: Select [[#I32]] [[#U:]] [[#]] [[#ONE]] [[#ZERO]]
; SPV-NEXT: ConvertUToF [[#F32]] [[#]] [[#U]]
; SPV: Select [[#I32]] [[#S:]] [[#]] [[#MONE]] [[#ZERO]]
; SPV-NEXT: ConvertSToF [[#F32]] [[#]] [[#S]]
; SPV: Select [[#V2I32]] [[#UV:]] [[#]] [[#ONES]] [[#ZEROS]]
; SPV-NEXT: ConvertUToF [[#V2F32]] [[#]] [[#UV]]
; LLVM-LABEL: define spir_func float @u(
; LLVM: uitofp i32 %{{.*}} to float
; LLVM-LABEL: define spir_func float @s(
; LLVM: sitofp i32 %{{.*}} to float
; LLVM-LABEL: define spir_func <2 x float> @uv(
; LLVM: call spir_func <2 x float> @_Z14convert_float2Dv2_j(<2 x i32>
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @u(i32 %a) {
  %c = icmp sgt i32 %a, 0
  %f = uitofp i1 %c to float
  ret float %f
}

define spir_func float @s(i32 %a) {
  %c = icmp sgt i32 %a, 0
  %f = sitofp i1 %c to float
  ret float %f
}

define spir_func <2 x float> @uv(<2 x i32> %a) {
  %c = icmp slt <2 x i32> %a, zeroinitializer
  %f = uitofp <2 x i1> %c to <2 x float>
  ret <2 x float> %f
}
