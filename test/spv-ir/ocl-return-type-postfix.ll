; The SPIR-V friendly spelling of an OpenCL.std instruction may carry its
; result type as a "_R<type>" postfix, after one underscore or two
; (__spirv_ocl_nan_Rhalf, __spirv_ocl_nan__Rhalf, __spirv_ocl_vloadn_Rfloat2):
; the instruction is the name before it.  A name that is no instruction
; before the postfix is an error naming the call.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: sed -e 's/__spirv_ocl_nan__Rhalf/__spirv_ocl_nab__Rhalf/' %s > %t.bad.ll
; RUN: not %lspv %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv

; SPV-DAG: 3 TypeFloat [[#H:]] 16
; SPV-DAG: 3 TypeFloat [[#F:]] 32
; SPV-DAG: 4 TypeVector [[#F2:]] [[#F]] 2
; SPV: 6 ExtInst [[#H]] [[#]] [[#]] nan [[#]]
; SPV: 6 ExtInst [[#H]] [[#]] [[#]] nan [[#]]
; SPV: 8 ExtInst [[#F2]] [[#]] [[#]] vloadn [[#]] [[#]] 2

; CL: call spir_func half @_Z3nant(i16 %b)
; CL: call spir_func half @_Z3nant(i16 %b)
; CL: [[P:%[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; CL-NEXT: call spir_func <2 x float> @_Z6vload2mPU3AS1Kf(i64 0, ptr addrspace(1) [[P]])

; BAD: __spirv_ocl_ call names no OpenCL.std instruction in function 'k'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i16 %b, ptr addrspace(1) %oh, ptr addrspace(1) %of) {
entry:
  %x = call spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16 %b)
  %y = call spir_func half @_Z21__spirv_ocl_nan_Rhalft(i16 %b)
  %v = call spir_func <2 x float> @_Z27__spirv_ocl_vloadn_Rfloat2mPU3AS1Kfi(i64 0, ptr addrspace(1) %p, i32 2)
  %s = fadd half %x, %y
  store half %s, ptr addrspace(1) %oh
  store <2 x float> %v, ptr addrspace(1) %of
  ret void
}

declare spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16)
declare spir_func half @_Z21__spirv_ocl_nan_Rhalft(i16)
declare spir_func <2 x float> @_Z27__spirv_ocl_vloadn_Rfloat2mPU3AS1Kfi(i64, ptr addrspace(1), i32)
