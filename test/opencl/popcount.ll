; OpenCL C's popcount of an integer scalar or vector is the core
; OpBitCount; reverse reads OpBitCount back as popcount (SPV-IR:
; __spirv_BitCount), which translates to the same instructions.  An
; explicit __spirv_ocl_popcount stays the OpenCL.std instruction in SPV-IR;
; OpenCL C has one popcount, read back from both, so its round trip gives
; OpBitCount for it too.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %opt -passes=verify -disable-output %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=RT
; RUN: %lspv %t.spvir.bc -o %t.3.spv
; RUN: %lspv -to-text %t.3.spv -o %t.3.spt
; RUN: diff %t.spt %t.3.spt

; SPV-DAG: 4 TypeInt [[#I32:]] 32 0
; SPV-DAG: 4 TypeInt [[#I8:]] 8 0
; SPV-DAG: 4 TypeVector [[#V4C:]] [[#I8]] 4
; SPV-LABEL: 5 Function
; SPV: 4 BitCount [[#I32]] [[#]] [[#]]
; SPV: 4 BitCount [[#I32]] [[#]] [[#]]
; SPV: 4 BitCount [[#V4C]] [[#]] [[#]]
; SPV: 6 ExtInst [[#I32]] [[#]] [[#]] popcount [[#]]
; SPV-NOT: BitCount
; SPV: FunctionEnd

; RT-LABEL: 5 Function
; RT-COUNT-4: 4 BitCount
; RT-NOT: ExtInst

; CL: call spir_func i32 @_Z8popcounti(i32 %a)
; CL: call spir_func i32 @_Z8popcounti(i32 %b)
; CL: call spir_func <4 x i8> @_Z8popcountDv4_c(<4 x i8> %v)
; CL: call spir_func i32 @_Z8popcounti(i32 %a)
; CL-NOT: ctpop
; SPVIR: call spir_func i32 @_Z16__spirv_BitCounti(i32 %a)
; SPVIR: call spir_func i32 @_Z16__spirv_BitCounti(i32 %b)
; SPVIR: call spir_func <4 x i8> @_Z16__spirv_BitCountDv4_c(<4 x i8> %v)
; SPVIR: call spir_func i32 @_Z20__spirv_ocl_popcounti(i32 %a)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @bits(i32 %a, i32 %b, <4 x i8> %v, ptr addrspace(1) %o, ptr addrspace(1) %ov) {
entry:
  %x = call spir_func i32 @_Z8popcounti(i32 %a)
  %y = call spir_func i32 @_Z8popcountj(i32 %b)
  %z = call spir_func <4 x i8> @_Z8popcountDv4_c(<4 x i8> %v)
  %w = call spir_func i32 @_Z20__spirv_ocl_popcounti(i32 %a)
  %s = add i32 %x, %y
  %t = add i32 %s, %w
  store i32 %t, ptr addrspace(1) %o
  store <4 x i8> %z, ptr addrspace(1) %ov
  ret void
}

declare spir_func i32 @_Z8popcounti(i32)
declare spir_func i32 @_Z8popcountj(i32)
declare spir_func <4 x i8> @_Z8popcountDv4_c(<4 x i8>)
declare spir_func i32 @_Z20__spirv_ocl_popcounti(i32)
