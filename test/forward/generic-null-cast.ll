; In a function, the generic null cast to a named address space is
; OpGenericCastToPtr of the generic OpConstantNull (llvm-spirv's form); at
; module scope (an initializer) the cast folds to the named space's null.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; SPV-DAG: TypePointer [[#GEN:]] 8 [[#]]
; SPV-DAG: TypePointer [[#WG:]] 4 [[#]]
; SPV-DAG: TypePointer [[#CW:]] 5 [[#]]
; SPV-DAG: ConstantNull [[#GEN]] [[#GNULL:]]
; SPV-DAG: ConstantNull [[#CW]] [[#CWNULL:]]
; SPV-DAG: Variable [[#]] [[#]] 5 [[#CWNULL]]
; SPV: GenericCastToPtr [[#WG]] [[#CAST:]] [[#GNULL]]
; SPV: PtrEqual [[#]] [[#]] [[#CAST]]
; SPV-NOT: GenericCastToPtr
; LLVM-LABEL: define spir_kernel void @k(
; LLVM: addrspacecast ptr addrspace(4) null to ptr addrspace(3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global ptr addrspace(1) addrspacecast (ptr addrspace(4) null to ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(3) %p, ptr addrspace(1) %out) {
  %e = icmp eq ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)), %p
  %z = zext i1 %e to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
