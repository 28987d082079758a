; A SPIR-V friendly __spirv_Load (or atomic) whose mangled pointer names
; another pointee than the call's result: OpLoad's Result Type must be the
; pointee (SPIR-V 3.42.8), so the pointer is cast to the result's type and
; read at it (lspv wrote an OpLoad of double from an int pointer, which its
; checker refused).  The pointee the name spells still types the pointer
; where the result says nothing (the store).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFloat [[#F64:]] 64
; CHECK-DAG: TypePointer [[#PI32:]] 5 [[#I32]]
; CHECK-DAG: TypePointer [[#PF64:]] 5 [[#F64]]
; CHECK: FunctionParameter [[#PI32]] [[#P:]]
; CHECK: Store [[#P]]
; CHECK: Bitcast [[#PF64]] [[#Q:]] [[#P]]
; CHECK: Load [[#F64]] [[#D:]] [[#Q]]
; CHECK: AtomicLoad [[#I32]] [[#]] [[#P]]
; CHECK: Store [[#]] [[#D]]
; REV: load double, ptr addrspace(1) %{{.*}}
; Negative: the same call at the pointee the name spells needs no cast.
; CHECK-NOT: Bitcast

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %var, ptr addrspace(1) %out) {
entry:
  call spir_func void @_Z13__spirv_StorePiiii(ptr addrspace(1) %var, i32 42, i32 3, i32 4)
  %d = call spir_func double @_Z12__spirv_LoadPi(ptr addrspace(1) %var)
  %i = call spir_func i32 @_Z18__spirv_AtomicLoadPU3AS1iii(ptr addrspace(1) %var, i32 1, i32 0)
  store double %d, ptr addrspace(1) %out
  ret void
}

declare spir_func double @_Z12__spirv_LoadPi(ptr addrspace(1))
declare spir_func void @_Z13__spirv_StorePiiii(ptr addrspace(1), i32, i32, i32)
declare spir_func i32 @_Z18__spirv_AtomicLoadPU3AS1iii(ptr addrspace(1), i32, i32)
