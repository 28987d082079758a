; The half type needs Float16Buffer; computing on half values needs Float16
; as well (SPIR-V 3.31), which llvm-spirv leaves out.  A kernel that only
; converts floats to halves in memory (vstorea_half4_rtp) declares
; Float16Buffer alone.  vstore[a]_half[N]_<rounding> is the OpenCL.std
; instruction with _r and the rounding mode as its last literal.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=BUF
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; Adding an fadd on half values brings in Float16.
; RUN: sed -e 's/;ARITH //' %s > %t.arith.ll
; RUN: %lspv %t.arith.ll -spirv-text -o - | FileCheck %s --check-prefix=ARITH
; RUN: %lspv %t.arith.ll -o %t.arith.spv
; RUN: %spirv-val %t.arith.spv

; BUF: Capability Float16Buffer
; BUF-NOT: Capability Float16{{ *$}}
; BUF: ExtInst [[#]] [[#]] [[#]] vstorea_halfn_r [[#]] [[#]] [[#]] 2
; BUF: ExtInst [[#]] [[#]] [[#]] vstore_half_r [[#]] [[#]] [[#]] 1
; LLVM: call spir_func void @_Z17vstorea_half4_rtpDv4_fmPU3AS1Dh(
; LLVM: call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(

; ARITH-DAG: Capability Float16Buffer
; ARITH-DAG: Capability Float16{{ *$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(<4 x float> %d, float %f, ptr addrspace(1) %p) {
entry:
  call spir_func void @_Z17vstorea_half4_rtpDv4_fmPU3AS1Dh(<4 x float> %d, i64 0, ptr addrspace(1) %p)
  call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float %f, i64 1, ptr addrspace(1) %p)
;ARITH %h = load half, ptr addrspace(1) %p, align 2
;ARITH %s = fadd half %h, %h
;ARITH store half %s, ptr addrspace(1) %p, align 2
  ret void
}

declare spir_func void @_Z17vstorea_half4_rtpDv4_fmPU3AS1Dh(<4 x float>, i64, ptr addrspace(1))
declare spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float, i64, ptr addrspace(1))
