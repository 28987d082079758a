; A pointer without a typed use of its own takes the type at which the
; pointers loaded back from the alloca it is stored to are used, and the
; type its parameter has in the defined function it is passed to (repeated
; until nothing changes, as llvm-spirv's type scavenger unifies them).  So
; unoptimized code, which spills every pointer to an alloca, needs no
; OpBitcast between the load of a spilled pointer and its access, and a
; kernel's parameter is typed by its callee (docs/forward.md, "Pointee
; inference").
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=NOCAST
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck %s --input-file=%t.rev.ll --check-prefix=LLVM
; The round trip is a fixpoint.
; RUN: %lspv %t.rev.bc -spirv-text -o %t2.spt
; RUN: diff %t.spt %t2.spt
; An access at another type than the one the slot was typed by still casts.
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=CAST

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeFloat [[#F32:]] 32
; CHECK-DAG: TypePointer [[#GI32:]] 5 [[#I32]]
; CHECK-DAG: TypePointer [[#GENI32:]] 8 [[#I32]]
; CHECK-DAG: TypePointer [[#GF32:]] 5 [[#F32]]
; CHECK-DAG: TypePointer [[#PGENI32:]] 7 [[#GENI32]]
; CHECK-DAG: TypePointer [[#PGF32:]] 7 [[#GF32]]

; NOCAST-NOT: Bitcast
; NOCAST: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; NOCAST-NOT: Bitcast
; NOCAST: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; NOCAST-NOT: Bitcast
; NOCAST: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; NOCAST-NOT: Bitcast
; NOCAST: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]

; The kernel's parameter is typed by the callee's parameter, which is typed
; by the access through the pointer it spilled.
; CHECK: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#GI32]] [[#]]
; LLVM-LABEL: define spir_kernel void @kernel(
; LLVM-NOT: bitcast
define spir_kernel void @kernel(ptr addrspace(1) %x) {
entry:
  %x.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  %0 = load ptr addrspace(1), ptr %x.addr, align 8
  call spir_func void @body(ptr addrspace(1) %0)
  ret void
}

; CHECK: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#GI32]] [[#]]
; LLVM-LABEL: define spir_func void @body(
; LLVM-NOT: bitcast
; LLVM: ret void
define spir_func void @body(ptr addrspace(1) %x) {
entry:
  %x.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  %0 = load ptr addrspace(1), ptr %x.addr, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 1
  store i32 1, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Through an address-space cast: the slot holds generic i32 pointers, and
; the cast's operand is typed so too.
; CHECK: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#GI32]] [[#]]
; CHECK: Variable [[#PGENI32]] [[#SLOT:]] 7
; CHECK: PtrCastToGeneric [[#GENI32]] [[#ASC:]]
; CHECK: Store [[#SLOT]] [[#ASC]]
; CHECK: Load [[#GENI32]] [[#LD:]] [[#SLOT]]
; CHECK-NEXT: Load [[#I32]] [[#]] [[#LD]]
; LLVM-LABEL: define spir_func i32 @generic(
; LLVM-NOT: bitcast
; LLVM: ret i32
define spir_func i32 @generic(ptr addrspace(1) %p) {
entry:
  %slot = alloca ptr addrspace(4), align 8
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  store volatile ptr addrspace(4) %g, ptr %slot, align 8
  %l = load volatile ptr addrspace(4), ptr %slot, align 8
  %v = load i32, ptr addrspace(4) %l, align 4
  ret i32 %v
}

; The parameter's own access comes first: the slot holds what it points to,
; and the load at another type is the one cast.
; CHECK: {{^}}5 Function [[#]] [[#]] [[#]] [[#]]
; CHECK-NEXT: FunctionParameter [[#GF32]] [[#]]
; CHECK: Variable [[#PGF32]] [[#]] 7
; CAST: 4 Bitcast
; CAST-NOT: Bitcast
define spir_func i32 @own_use_first(ptr addrspace(1) %p) {
entry:
  %f = load float, ptr addrspace(1) %p, align 4
  %slot = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %p, ptr %slot, align 8
  %l = load ptr addrspace(1), ptr %slot, align 8
  %v = load i32, ptr addrspace(1) %l, align 4
  ret i32 %v
}
