; A pointer that only a builtin with a mangled name uses takes the pointee
; the name spells (here `volatile __global int *`), so the parameter is a
; pointer to the 32-bit int and no OpBitcast is needed; reverse gives back
; the same call, and translating that again is a fixpoint.  Substitutions
; (S0_) and vectors are read; a declaration without a mangled name, or a
; pointer to a class type, leaves the pointer at i8.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -spirv-text -o %t.rev.spt
; RUN: FileCheck %s --input-file=%t.rev.spt --check-prefix=AGAIN
; Negative: the declaration without a mangled name and the class pointer
; keep pointers to i8 (the R and S parameters below).

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir"

; CHECK-DAG: Name [[#K1:]] "cmpxchg"
; CHECK-DAG: Name [[#K2:]] "user"
; CHECK-DAG: TypeInt [[#I8:]] 8 0
; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFloat [[#F:]] 32
; CHECK-DAG: TypeVector [[#F4:]] [[#F]] 4
; CHECK-DAG: TypePointer [[#PI:]] 5 [[#I32]]
; CHECK-DAG: TypePointer [[#PF:]] 5 [[#F]]
; CHECK-DAG: TypePointer [[#PF4:]] 4 [[#F4]]
; CHECK-DAG: TypePointer [[#PB:]] 5 [[#I8]]
; CHECK: Function [[#]] [[#K1]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#PI]] [[#P:]]
; CHECK-NEXT: FunctionParameter [[#I32]]
; CHECK-NEXT: FunctionParameter [[#I32]]
; CHECK-NOT: Bitcast
; CHECK: AtomicCompareExchange [[#I32]] [[#]] [[#P]]
; CHECK: AtomicCompareExchange [[#I32]] [[#]] [[#P]]
; CHECK: Function [[#]] [[#K2]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#PF]] [[#Q:]]
; CHECK-NEXT: FunctionParameter [[#PF4]] [[#L:]]
; CHECK-NEXT: FunctionParameter [[#PB]] [[#R:]]
; CHECK-NEXT: FunctionParameter [[#PB]] [[#S:]]
; CHECK-NOT: Bitcast
; CHECK: FunctionCall [[#]] [[#]] [[#]] [[#Q]] [[#Q]]
; CHECK: FunctionCall [[#]] [[#]] [[#]] [[#L]]
; CHECK: FunctionCall [[#]] [[#]] [[#]] [[#R]]
; CHECK: FunctionCall [[#]] [[#]] [[#]] [[#S]]

; LLVM: call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p,
; LLVM: call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p,
; LLVM: call spir_func void @_Z4pairPU3AS1fS0_(ptr addrspace(1) %q, ptr addrspace(1) %q)

; AGAIN-NOT: Bitcast
; AGAIN: AtomicCompareExchange
; AGAIN-NOT: Bitcast
; AGAIN: AtomicCompareExchange
; AGAIN-NOT: Bitcast
; AGAIN: FunctionCall

define spir_kernel void @cmpxchg(ptr addrspace(1) %p, i32 %cmp, i32 %val) {
entry:
  %a = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p, i32 %cmp, i32 %val)
  %b = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) %p, i32 %cmp, i32 %val)
  ret void
}

define spir_kernel void @user(ptr addrspace(1) %q, ptr addrspace(3) %l, ptr addrspace(1) %r, ptr addrspace(1) %s) {
entry:
  call spir_func void @_Z4pairPU3AS1fS0_(ptr addrspace(1) %q, ptr addrspace(1) %q)
  call spir_func void @_Z5vec4pPU3AS3Dv4_f(ptr addrspace(3) %l)
  call spir_func void @opaque_user(ptr addrspace(1) %r)
  call spir_func void @_Z6structP7my_type(ptr addrspace(1) %s)
  ret void
}

declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32)
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1), i32, i32)
declare spir_func void @_Z4pairPU3AS1fS0_(ptr addrspace(1), ptr addrspace(1))
declare spir_func void @_Z5vec4pPU3AS3Dv4_f(ptr addrspace(3))
declare spir_func void @opaque_user(ptr addrspace(1))
declare spir_func void @_Z6structP7my_type(ptr addrspace(1))
