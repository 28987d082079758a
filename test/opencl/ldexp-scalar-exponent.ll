; OpenCL C's ldexp(floatn x, int k) has a scalar exponent, OpenCL.std's
; ldexp wants as many exponent components as the result: the exponent is
; splat to an int vector of the result's width (a constant one as a
; constant composite).  Reverse reads back ldexp(floatn, intn) (the splat
; as insertelements), which translates to the same ldexp instructions.  A scalar ldexp, and a vector one
; with a vector exponent, are left as they are.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=RT

; SPV-DAG: 4 TypeInt [[#I32:]] 32 0
; SPV-DAG: 3 TypeFloat [[#F32:]] 32
; SPV-DAG: 4 Constant [[#I32]] [[#FIVE:]] 5
; SPV-DAG: 4 TypeVector [[#V3I:]] [[#I32]] 3
; SPV-DAG: 4 TypeVector [[#V2I:]] [[#I32]] 2
; SPV-DAG: 5 ConstantComposite [[#V2I]] [[#FIVES:]] [[#FIVE]] [[#FIVE]]
; SPV-LABEL: 5 Function 
; SPV: 3 FunctionParameter [[#I32]] [[#K:]]
; SPV: 6 CompositeConstruct [[#V3I]] [[#KS:]] [[#K]] [[#K]] [[#K]]
; SPV: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#KS]]
; SPV: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#FIVES]]
; SPV-NOT: CompositeConstruct
; SPV: 7 ExtInst [[#F32]] [[#]] [[#]] ldexp [[#]] [[#K]]
; SPV-NOT: CompositeConstruct
; SPV: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#]]
; SPV: FunctionEnd

; RT: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#]]
; RT: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#]]
; RT: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#]]
; RT: 7 ExtInst [[#]] [[#]] [[#]] ldexp [[#]] [[#]]
; RT-NOT: ExtInst

; LLVM: call spir_func <3 x float> @_Z5ldexpDv3_fDv3_i(<3 x float> %x, <3 x i32> %{{.*}})
; LLVM: call spir_func <2 x float> @_Z5ldexpDv2_fDv2_i(<2 x float> %y, <2 x i32> splat (i32 5))
; LLVM: call spir_func float @_Z5ldexpfi(float %s, i32 %k)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(<3 x float> %x, <2 x float> %y, float %s, i32 %k, <3 x i32> %kv, ptr addrspace(1) %o3, ptr addrspace(1) %o2, ptr addrspace(1) %o1) {
entry:
  %a = call spir_func <3 x float> @_Z5ldexpDv3_fi(<3 x float> %x, i32 %k)
  %b = call spir_func <2 x float> @_Z5ldexpDv2_fi(<2 x float> %y, i32 5)
  %c = call spir_func float @_Z5ldexpfi(float %s, i32 %k)
  %d = call spir_func <3 x float> @_Z5ldexpDv3_fDv3_i(<3 x float> %a, <3 x i32> %kv)
  store <3 x float> %d, ptr addrspace(1) %o3
  store <2 x float> %b, ptr addrspace(1) %o2
  store float %c, ptr addrspace(1) %o1
  ret void
}

declare spir_func <3 x float> @_Z5ldexpDv3_fi(<3 x float>, i32)
declare spir_func <2 x float> @_Z5ldexpDv2_fi(<2 x float>, i32)
declare spir_func float @_Z5ldexpfi(float, i32)
declare spir_func <3 x float> @_Z5ldexpDv3_fDv3_i(<3 x float>, <3 x i32>)
