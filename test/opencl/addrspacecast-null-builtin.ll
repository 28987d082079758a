; A null cast from the generic address space stays a cast of the generic
; null; one between spaces SPIR-V has no cast for (private to global) is the
; null of the other storage class; a BuiltIn variable cast to the generic address space is still read from its
; Input variable (SPIR-V has no cast out of Input storage).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv

; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: Decorate [[#GID:]] BuiltIn 28
; SPV-DAG: Decorate [[#WGS:]] BuiltIn 25
; SPV-DAG: TypePointer [[#LPTR:]] 4 [[#]]
; SPV-DAG: TypePointer [[#GENPTR:]] 8 [[#]]
; SPV-DAG: ConstantNull [[#GENPTR]] [[#GNULL:]]
; SPV-NOT: PtrCastToGeneric
; SPV: GenericCastToPtr [[#LPTR]] [[#LNULL:]] [[#GNULL]]
; SPV-NEXT: Store [[#]] [[#LNULL]]
; SPV-NOT: GenericCastToPtr
; SPV: PtrEqual [[#]] [[#]] [[#]] [[#]]
; SPV: Load [[#]] [[#]] [[#GID]]
; SPV: Bitcast [[#]] [[#WB:]] [[#WGS]]
; SPV: InBoundsPtrAccessChain [[#]] [[#]] [[#WB]]

; LLVM-LABEL: define spir_kernel void @k(
; LLVM: store ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)), ptr addrspace(1) %slot
; LLVM: %isnull = icmp eq i64 0,
; LLVM: call spir_func i64 @_Z13get_global_idj(i32 0)
; LLVM: call spir_func i64 @_Z14get_local_sizej(i32 1)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external addrspace(1) global <3 x i64>
@__spirv_BuiltInWorkgroupSize = external addrspace(1) global <3 x i64>

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %out, ptr addrspace(1) %slot) {
  store ptr addrspace(3) addrspacecast (ptr addrspace(4) null to ptr addrspace(3)), ptr addrspace(1) %slot, align 8
  %isnull = icmp eq ptr addrspace(1) addrspacecast (ptr null to ptr addrspace(1)), %p
  %g = addrspacecast ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId to ptr addrspace(4)
  %v = load <3 x i64>, ptr addrspace(4) %g, align 32
  %x = extractelement <3 x i64> %v, i64 0
  %w = addrspacecast ptr addrspace(1) @__spirv_BuiltInWorkgroupSize to ptr addrspace(4)
  %wy = getelementptr inbounds i8, ptr addrspace(4) %w, i64 8
  %y = load i64, ptr addrspace(4) %wy, align 8
  %s = add i64 %x, %y
  %z = zext i1 %isnull to i64
  %r = add i64 %s, %z
  store i64 %r, ptr addrspace(1) %out, align 8
  ret void
}
