; SPV-IR spellings of the OpenCL.std instructions whose result type no
; operand tells (vloadn, vload_half, vload_halfn, vloada_halfn): the name
; carries it as "_R<type>", as llvm-spirv writes it; printf is a call of
; __spirv_ocl_printf with every argument in its mangled name.  Forward reads
; both spellings back as the same instructions.  The default environment
; keeps the OpenCL C names (vload2, printf).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %opt -passes=verify -disable-output %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.spvir.bc -spirv-text -o - | FileCheck %s --check-prefix=BACK
; RUN: %lspv %t.spvir.bc -o %t.back.spv
; RUN: %spirv-val %t.back.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=CL

; SPVIR: call spir_func <2 x i8> @_Z25__spirv_ocl_vloadn_Rchar2jPU3AS1Kci(i32 %i, ptr addrspace(1) %p, i32 2)
; SPVIR: call spir_func float @_Z29__spirv_ocl_vload_half_RfloatjPU3AS1KDh(
; SPVIR: call spir_func <4 x float> @_Z31__spirv_ocl_vload_halfn_Rfloat4jPU3AS1KDhi(
; SPVIR: call spir_func <4 x float> @_Z32__spirv_ocl_vloada_halfn_Rfloat4jPU3AS1KDhi(
; SPVIR: [[F:%[0-9]+]] = bitcast ptr addrspace(2) @fmt to ptr addrspace(2)
; SPVIR-NEXT: call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2) [[F]], i32 %i)
; SPVIR: declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2ci(ptr addrspace(2), i32)

; BACK: ExtInst [[#]] [[#]] [[#]] vloadn [[#]] [[#]] 2
; BACK: ExtInst [[#]] [[#]] [[#]] vload_half
; BACK: ExtInst [[#]] [[#]] [[#]] vload_halfn [[#]] [[#]] 4
; BACK: ExtInst [[#]] [[#]] [[#]] vloada_halfn [[#]] [[#]] 4
; BACK: ExtInst [[#]] [[#]] [[#]] printf [[#]] [[#]]

; CL: call spir_func <2 x i8> @_Z6vload2jPU3AS1Kc(
; CL: [[F:%[0-9]+]] = bitcast ptr addrspace(2) @fmt to ptr addrspace(2)
; CL-NEXT: call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) [[F]], i32 %i)
; CL-NOT: __spirv_ocl

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

@fmt = internal addrspace(2) constant [4 x i8] c"%d\0A\00", align 1

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %h, ptr addrspace(1) %out, i32 %i) {
entry:
  %v = call spir_func <2 x i8> @_Z6vload2jPU3AS1Kc(i32 %i, ptr addrspace(1) %p)
  %f = call spir_func float @_Z10vload_halfjPU3AS1KDh(i32 %i, ptr addrspace(1) %h)
  %f4 = call spir_func <4 x float> @_Z11vload_half4jPU3AS1KDh(i32 %i, ptr addrspace(1) %h)
  %a4 = call spir_func <4 x float> @_Z12vloada_half4jPU3AS1KDh(i32 %i, ptr addrspace(1) %h)
  %n = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @fmt, i32 %i)
  %s = fadd <4 x float> %f4, %a4
  %e = extractelement <4 x float> %s, i32 0
  %t = fadd float %e, %f
  store float %t, ptr addrspace(1) %out, align 4
  store <2 x i8> %v, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func <2 x i8> @_Z6vload2jPU3AS1Kc(i32, ptr addrspace(1))
declare spir_func float @_Z10vload_halfjPU3AS1KDh(i32, ptr addrspace(1))
declare spir_func <4 x float> @_Z11vload_half4jPU3AS1KDh(i32, ptr addrspace(1))
declare spir_func <4 x float> @_Z12vloada_half4jPU3AS1KDh(i32, ptr addrspace(1))
declare spir_func i32 @printf(ptr addrspace(2), ...)
