; SPV_INTEL_usm_storage_classes: SYCL global_device / global_host pointers
; (address spaces 5, 6) <-> DeviceOnlyINTEL / HostOnlyINTEL, capability
; USMStorageClassesINTEL.  Casts to and from global memory are the
; extension's instructions; to and from Generic they go through
; CrossWorkgroup (OpPtrCastToGeneric takes no USM class).  Reverse gives the
; address spaces back, and a cast through global memory between a USM class
; and Generic is one addrspacecast again (the step through global memory
; stays when something else uses it).  Without the extension both are
; CrossWorkgroup.  The checker refuses a USM cast whose storage classes do
; not fit.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_usm_storage_classes %t/k.ll -o %t/k.spv
; RUN: %spirv-val %t/k.spv
; RUN: %lspv --verify %t/k.spv
; RUN: %lspv -to-text %t/k.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t/k.spv -S -o %t/k.rev.ll
; RUN: FileCheck %s --check-prefix=IR < %t/k.rev.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_usm_storage_classes %t/k.rev.ll -o %t/k2.spv
; RUN: %lspv -to-text %t/k2.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t/k.ll -o %t/off.spv
; RUN: %spirv-val %t/off.spv
; RUN: %lspv -to-text %t/off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t/off.spv -S -o - | FileCheck %s --check-prefix=OFF-IR
; RUN: %lspv -to-binary %t/bad.spt -o %t/bad.spv
; RUN: not %lspv --verify %t/bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %lspv -to-binary %t/shared.spt -o %t/shared.spv
; RUN: %spirv-val %t/shared.spv
; RUN: %lspv -r %t/shared.spv -S -o - | FileCheck %s --check-prefix=SHARED

; SPV: Capability USMStorageClassesINTEL
; SPV: Extension "SPV_INTEL_usm_storage_classes"
; SPV-DAG: TypePointer [[#DEV:]] 5936 [[#]]
; SPV-DAG: TypePointer [[#HOST:]] 5937 [[#]]
; SPV-DAG: TypePointer [[#GLOB:]] 5 [[#]]
; SPV-DAG: TypePointer [[#GEN:]] 8 [[#]]
; SPV-LABEL: {{ }}Function {{[0-9]}}
; SPV: PtrCastToCrossWorkgroupINTEL [[#GLOB]] [[#]] [[#]]
; SPV-LABEL: {{ }}Function {{[0-9]}}
; SPV: CrossWorkgroupCastToPtrINTEL [[#HOST]] [[#]] [[#]]
; SPV-LABEL: {{ }}Function {{[0-9]}}
; SPV: PtrCastToCrossWorkgroupINTEL [[#GLOB]] [[#G:]] [[#]]
; SPV-NEXT: PtrCastToGeneric [[#GEN]] [[#]] [[#G]]
; SPV-LABEL: {{ }}Function {{[0-9]}}
; SPV: GenericCastToPtr [[#GLOB]] [[#G2:]] [[#]]
; SPV-NEXT: CrossWorkgroupCastToPtrINTEL [[#DEV]] [[#]] [[#G2]]

; IR-LABEL: define spir_func ptr addrspace(1) @dev_to_global(ptr addrspace(5) %p)
; IR: addrspacecast ptr addrspace(5) %p to ptr addrspace(1)
; IR-LABEL: define spir_func ptr addrspace(6) @global_to_host(ptr addrspace(1) %p)
; IR: addrspacecast ptr addrspace(1) %p to ptr addrspace(6)
; IR-LABEL: define spir_func ptr addrspace(4) @dev_to_generic(ptr addrspace(5) %p)
; IR-NEXT: %r = addrspacecast ptr addrspace(5) %p to ptr addrspace(4)
; IR-NEXT: ret ptr addrspace(4) %r
; IR-LABEL: define spir_func ptr addrspace(5) @generic_to_dev(ptr addrspace(4) %p)
; IR-NEXT: %r = addrspacecast ptr addrspace(4) %p to ptr addrspace(5)
; IR-NEXT: ret ptr addrspace(5) %r

; The global pointer is used twice: it stays, the Generic one is cast from
; the USM pointer directly.
; SHARED: %[[#G:]] = addrspacecast ptr addrspace(5) %[[#P:]] to ptr addrspace(1)
; SHARED-NEXT: %[[#N:]] = addrspacecast ptr addrspace(5) %[[#P]] to ptr addrspace(4)
; SHARED-NEXT: ptrtoint ptr addrspace(1) %[[#G]] to i64
; SHARED-NEXT: ptrtoint ptr addrspace(4) %[[#N]] to i64

; OFF-NOT: USMStorageClassesINTEL
; OFF-NOT: TypePointer {{[0-9]+}} 593{{[67]}}
; OFF-NOT: CrossWorkgroupINTEL
; OFF-IR-NOT: addrspace(5)
; OFF-IR-NOT: addrspace(6)
; OFF-IR: define spir_func ptr addrspace(1) @dev_to_global(ptr addrspace(1) %p)

; BAD: InvalidInstruction: OpPtrCastToCrossWorkgroupINTEL casts a DeviceOnlyINTEL or HostOnlyINTEL pointer to a CrossWorkgroup one

;--- k.ll
target triple = "spir64-unknown-unknown"

define spir_func ptr addrspace(1) @dev_to_global(ptr addrspace(5) %p) {
  %r = addrspacecast ptr addrspace(5) %p to ptr addrspace(1)
  ret ptr addrspace(1) %r
}
define spir_func ptr addrspace(6) @global_to_host(ptr addrspace(1) %p) {
  %r = addrspacecast ptr addrspace(1) %p to ptr addrspace(6)
  ret ptr addrspace(6) %r
}
define spir_func ptr addrspace(4) @dev_to_generic(ptr addrspace(5) %p) {
  %r = addrspacecast ptr addrspace(5) %p to ptr addrspace(4)
  ret ptr addrspace(4) %r
}
define spir_func ptr addrspace(5) @generic_to_dev(ptr addrspace(4) %p) {
  %r = addrspacecast ptr addrspace(4) %p to ptr addrspace(5)
  ret ptr addrspace(5) %r
}

;--- bad.spt
119734787 65536 0 10 0 
2 Capability Addresses 
2 Capability Linkage 
2 Capability Kernel 
2 Capability Int8 
2 Capability USMStorageClassesINTEL 
10 Extension "SPV_INTEL_usm_storage_classes" 
3 MemoryModel 2 2 
8 Decorate 6 LinkageAttributes "f" Export 
4 TypeInt 2 8 0 
4 TypePointer 3 5 2 
4 TypeFunction 4 3 3 
5 Function 3 6 0 4 
3 FunctionParameter 3 7 
2 Label 8 
4 PtrCastToCrossWorkgroupINTEL 3 9 7 
2 ReturnValue 9 
1 FunctionEnd 

;--- shared.spt
119734787 65536 0 16 0 
2 Capability Addresses 
2 Capability Linkage 
2 Capability Kernel 
2 Capability Int64 
2 Capability Int8 
2 Capability GenericPointer 
2 Capability USMStorageClassesINTEL 
10 Extension "SPV_INTEL_usm_storage_classes" 
3 MemoryModel 2 2 
8 Decorate 7 LinkageAttributes "f" Export 
4 TypeInt 2 8 0 
4 TypeInt 3 64 0 
4 TypePointer 4 5936 2 
4 TypePointer 5 5 2 
4 TypePointer 15 8 2 
4 TypeFunction 6 3 4 
5 Function 3 7 0 6 
3 FunctionParameter 4 8 
2 Label 9 
4 PtrCastToCrossWorkgroupINTEL 5 10 8 
4 PtrCastToGeneric 15 11 10 
4 ConvertPtrToU 3 12 10 
4 ConvertPtrToU 3 13 11 
5 IAdd 3 14 12 13 
2 ReturnValue 14 
1 FunctionEnd 
