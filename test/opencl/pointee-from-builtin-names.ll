; A pointer that is only passed to builtins is typed by the builtin's
; Itanium name: atomic_cmpxchg(volatile __global int *...) ("PU3AS1Vi")
; makes the kernel's parameter a pointer to int, so the atomic needs no
; cast; a vector pointee ("PU3AS3KDv4_f") too.  Names this walk does not
; know (a class, a substitution) leave the pointer to its other uses.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; A mangled name cut short types nothing and breaks nothing.
; RUN: sed -e 's/_Z3fooPU3AS1Dv4_f/_Z3fooPU9AS1/g' %s > %t.cut.ll
; RUN: %lspv %t.cut.ll -spirv-text -o - | FileCheck %s --check-prefix=CUT

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypePointer [[#PI32:]] 5 [[#I32]]
; SPV-DAG: TypeFloat [[#F32:]] 32
; SPV-DAG: TypeVector [[#V4:]] [[#F32]] 4
; SPV-DAG: TypePointer [[#PV4:]] 5 [[#V4]]
; SPV: FunctionParameter [[#PI32]] [[#P:]]
; SPV: FunctionParameter [[#PV4]] [[#Q:]]
; SPV: AtomicCompareExchange [[#I32]] [[#]] [[#P]]
; SPV-NOT: Bitcast

; IR: call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p, i32 %c, i32 %v)

; CUT: TypeInt [[#I8:]] 8 0
; CUT: TypePointer [[#PI8:]] 5 [[#I8]]
; CUT: FunctionParameter [[#PI8]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %c, i32 %v) {
  %r = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) %p, i32 %c, i32 %v)
  call spir_func void @_Z3fooPU3AS1Dv4_f(ptr addrspace(1) %q)
  ret void
}

declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1), i32, i32)
declare spir_func void @_Z3fooPU3AS1Dv4_f(ptr addrspace(1))
