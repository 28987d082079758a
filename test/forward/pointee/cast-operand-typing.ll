; An address-space cast has its operand's pointee, so the first memory
; access through the cast types an operand that nothing typed before (as
; llvm-spirv's type scavenger links them): the local parameter is a pointer
; to i32, with no OpBitcast.  Negative: a parameter its own earlier load
; typed as float keeps that type, and the later i32 store through its cast
; goes through an OpBitcast; a mangled builtin's hint types the cast alone
; (the parameter stays i8).  The round trip is a fixpoint.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -spirv-text -o %t.rev.spt
; RUN: diff %t.spt %t.rev.spt

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeInt [[#I8:]] 8 0
; CHECK-DAG: TypeFloat [[#F32:]] 32
; CHECK-DAG: TypePointer [[#LI32:]] 4 [[#I32]]
; CHECK-DAG: TypePointer [[#LI8:]] 4 [[#I8]]
; CHECK-DAG: TypePointer [[#GF32:]] 5 [[#F32]]
; CHECK-DAG: TypePointer [[#GENI32:]] 8 [[#I32]]
; CHECK-DAG: TypePointer [[#GENF32:]] 8 [[#F32]]
; CHECK-DAG: TypePointer [[#GENI8:]] 8 [[#I8]]
; CHECK: FunctionParameter [[#LI32]] [[#L:]]
; CHECK-NEXT: FunctionParameter [[#GF32]] [[#G:]]
; CHECK-NEXT: FunctionParameter [[#LI8]] [[#H:]]
; CHECK: PtrCastToGeneric [[#GENI32]] [[#C:]] [[#L]]
; CHECK-NEXT: Store [[#C]]
; CHECK-NEXT: Load [[#F32]] [[#]] [[#G]]
; CHECK-NEXT: PtrCastToGeneric [[#GENF32]] [[#GC:]] [[#G]]
; CHECK-NEXT: Bitcast [[#GENI32]] [[#GCI:]] [[#GC]]
; CHECK-NEXT: Store [[#GCI]]
; CHECK-NEXT: PtrCastToGeneric [[#GENI8]] [[#HC:]] [[#H]]
; CHECK-NEXT: Bitcast [[#GENI32]] [[#HCI:]] [[#HC]]
; CHECK-NEXT: AtomicIIncrement [[#I32]] [[#]] [[#HCI]]

; LLVM: define spir_kernel void @k(ptr addrspace(3) %l, ptr addrspace(1) %g, ptr addrspace(3) %h, ptr addrspace(1) %out)
; LLVM: %c = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
; LLVM-NEXT: store i32 1, ptr addrspace(4) %c
; LLVM-NEXT: %v = load float, ptr addrspace(1) %g
; LLVM-NEXT: %gc = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
; LLVM-NEXT: [[GC:%[0-9]+]] = bitcast ptr addrspace(4) %gc to ptr addrspace(4)
; LLVM-NEXT: store i32 2, ptr addrspace(4) [[GC]]
; LLVM-NEXT: %hc = addrspacecast ptr addrspace(3) %h to ptr addrspace(4)
; LLVM-NEXT: [[HC:%[0-9]+]] = bitcast ptr addrspace(4) %hc to ptr addrspace(4)
; LLVM-NEXT: call spir_func i32 @_Z10atomic_incPU3AS4Vi(ptr addrspace(4) [[HC]])

define spir_kernel void @k(ptr addrspace(3) %l, ptr addrspace(1) %g, ptr addrspace(3) %h, ptr addrspace(1) %out) {
entry:
  %c = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %c, align 4
  %v = load float, ptr addrspace(1) %g, align 4
  %gc = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  store i32 2, ptr addrspace(4) %gc, align 4
  %hc = addrspacecast ptr addrspace(3) %h to ptr addrspace(4)
  %x = call spir_func i32 @_Z10atomic_incPU3AS4Vi(ptr addrspace(4) %hc)
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z10atomic_incPU3AS4Vi(ptr addrspace(4))
