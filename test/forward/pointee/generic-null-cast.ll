; A null pointer cast from the generic address space to another is a cast
; of the generic null (OpGenericCastToPtr), as LLVM keeps it (null need not
; be the zero address in every address space); reverse reads the cast back
; as the constant expression, so the round trip is a fixpoint.
; Negative: a null compared at its own address space is the null of the
; other operand's type, without a cast, and so is a null cast between two
; address spaces SPIR-V has no cast for (private to global).  (Reverse compares the addresses.)
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %s -o %t1.spv
; RUN: %lspv -r %t1.spv -o %t1.bc
; RUN: %lspv %t1.bc -spirv-text -o %t2.spt
; RUN: %lspv -r %t2.spt -spirv-text -o %t2.bc
; RUN: %lspv %t2.bc -spirv-text -o %t3.spt
; RUN: diff %t2.spt %t3.spt

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-DAG: TypePointer [[#LOCAL:]] 4 [[#I8:]]
; CHECK-DAG: TypePointer [[#GEN:]] 8 [[#I8]]
; CHECK-DAG: TypePointer [[#GLOBAL:]] 5 [[#I8]]
; CHECK-DAG: ConstantNull [[#GLOBAL]] [[#GLNULL:]]
; CHECK-DAG: ConstantNull [[#GEN]] [[#GNULL:]]
; CHECK-DAG: ConstantNull [[#LOCAL]] [[#LNULL:]]
; CHECK: GenericCastToPtr [[#LOCAL]] [[#CAST:]] [[#GNULL]]
; CHECK-NEXT: PtrEqual [[#]] [[#]] [[#CAST]] [[#ARG:]]
; CHECK-NEXT: PtrNotEqual [[#]] [[#]] [[#LNULL]] [[#ARG]]
; CHECK: FunctionParameter [[#GLOBAL]] [[#GARG:]]
; CHECK-NOT: Cast
; CHECK: PtrEqual [[#]] [[#]] [[#GLNULL]] [[#GARG]]

; LLVM: ptrtoint (ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)) to i64)

define spir_func i1 @cmp(ptr addrspace(3) %arg) {
  %e = icmp eq ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)), %arg
  %n = icmp ne ptr addrspace(3) null, %arg
  %r = and i1 %e, %n
  ret i1 %r
}

define spir_func i1 @private_null(ptr addrspace(1) %arg) {
  %e = icmp eq ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1)), %arg
  ret i1 %e
}
