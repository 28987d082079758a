; Lifetime markers of allocas are OpLifetimeStart / OpLifetimeStop of the
; variable (Size 0, or the byte size for an i8 variable); an alloca in the
; generic address space is a Function variable cast to Generic, whose
; markers name the variable.  Reverse gives the markers back.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; A marker's pointer is an OpTypePointer: with SPV_KHR_untyped_pointers the
; untyped variable is cast to a typed pointer to its data for the marker;
; reverse puts the marker back on the alloca.
; RUN: %lspv %s --spirv-ext=+SPV_KHR_untyped_pointers -o %t.u.spv
; RUN: %lspv --verify %t.u.spv
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=UNT
; RUN: %lspv -r %t.u.spv -o %t.u.bc
; RUN: %opt -passes=verify -disable-output %t.u.bc
; RUN: %llvm-dis %t.u.bc -o - | FileCheck %s --check-prefix=LLVM

; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeStruct [[#S:]] [[#]]
; SPV-DAG: TypePointer [[#PI32:]] 7 [[#I32]]
; SPV-DAG: TypePointer [[#PS:]] 7 [[#S]]
; SPV-DAG: TypePointer [[#GS:]] 8 [[#S]]
; SPV-NOT: Bitcast
; SPV: Variable [[#PI32]] [[#X:]] 7
; SPV-NOT: Bitcast
; SPV: LifetimeStart [[#X]] 0
; SPV: LifetimeStop [[#X]] 0
; SPV: Variable [[#]] [[#B:]] 7
; SPV: LifetimeStart [[#B]] 1
; SPV: LifetimeStop [[#B]] 1
; SPV: Variable [[#PS]] [[#V:]] 7
; SPV: PtrCastToGeneric [[#GS]] [[#G:]] [[#V]]
; SPV: LifetimeStart [[#V]] 0
; SPV: FunctionCall [[#]] [[#]] [[#]] [[#]]
; SPV: LifetimeStop [[#V]] 0

; UNT-DAG: TypeInt [[#UI32:]] 32 0
; UNT-DAG: TypePointer [[#UPI32:]] 7 [[#UI32]]
; UNT: UntypedVariableKHR [[#]] [[#UX:]] 7 [[#UI32]]
; UNT: Bitcast [[#UPI32]] [[#C1:]] [[#UX]]
; UNT-NEXT: LifetimeStart [[#C1]] 0
; UNT: Bitcast [[#UPI32]] [[#C2:]] [[#UX]]
; UNT-NEXT: LifetimeStop [[#C2]] 0
; UNT: UntypedVariableKHR [[#]] [[#UB:]] 7
; UNT: Bitcast [[#]] [[#C3:]] [[#UB]]
; UNT-NEXT: LifetimeStart [[#C3]] 1

; LLVM-LABEL: define spir_func i32 @simple(
; LLVM: %[[X:[0-9a-z]+]] = alloca i32
; LLVM: call void @llvm.lifetime.start.p0(ptr %[[X]])
; LLVM: call void @llvm.lifetime.end.p0(ptr %[[X]])
; LLVM-LABEL: define spir_func void @generic(
; LLVM: %[[V:[0-9a-z]+]] = alloca %struct.S
; LLVM: %[[G:[0-9a-z]+]] = addrspacecast ptr %[[V]] to ptr addrspace(4)
; LLVM: call void @llvm.lifetime.start.p0(ptr %[[V]])
; (the typed module casts the argument first: a no-op bitcast of %[[G]])
; LLVM: call spir_func void @use(ptr addrspace(4) %{{[0-9a-z]+}})
; LLVM: call void @llvm.lifetime.end.p0(ptr %[[V]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

define spir_func i32 @simple(i32 %a) {
  %x = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr %x)
  store i32 %a, ptr %x, align 4
  %v = load i32, ptr %x, align 4
  call void @llvm.lifetime.end.p0(ptr %x)
  ret i32 %v
}

define spir_func void @bytes() {
  %b = alloca i8, align 1
  call void @llvm.lifetime.start.p0(ptr %b)
  call spir_func void @bytes_use(ptr %b)
  call void @llvm.lifetime.end.p0(ptr %b)
  ret void
}

define spir_func void @generic() {
  %v = alloca %struct.S, align 4, addrspace(4)
  call void @llvm.lifetime.start.p4(ptr addrspace(4) %v)
  call spir_func void @use(ptr addrspace(4) %v)
  call void @llvm.lifetime.end.p4(ptr addrspace(4) %v)
  ret void
}

declare spir_func void @bytes_use(ptr)
declare spir_func void @use(ptr addrspace(4))
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
declare void @llvm.lifetime.start.p4(ptr addrspace(4) captures(none))
declare void @llvm.lifetime.end.p4(ptr addrspace(4) captures(none))
