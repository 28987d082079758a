; A block read/write through a pointer without pointee type
; (SPV_KHR_untyped_pointers; Debian's spirv-val predates it, the newest one
; accepts the output): the instruction takes a typed pointer to the
; data's component, an OpBitcast of the untyped one.
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_subgroups,+SPV_KHR_untyped_pointers -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; A block read takes a pointer and nothing else.
; RUN: sed -e 's/(ptr addrspace(1) %%p)$/(ptr addrspace(1) %%p, i32 1)/' -e 's/@_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1))/@_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1), i32)/' %s > %t.bad.ll
; RUN: rm -f %t.bad.spv
; RUN: not %lspv %t.bad.ll --spirv-ext=+SPV_INTEL_subgroups -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.spv
; BAD: InvalidFunctionCall: intel_sub_group_block_read on a pointer takes 1 arguments in function 'k'

; SPV: Capability SubgroupBufferBlockIOINTEL
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeVector [[#U2:]] [[#I32]] 2
; SPV-DAG: TypeUntypedPointerKHR [[#UP:]] 5
; SPV-DAG: TypePointer [[#I32P:]] 5 [[#I32]]
; SPV: FunctionParameter [[#UP]] [[#P:]]
; SPV: Bitcast [[#I32P]] [[#TP:]] [[#P]]
; SPV: SubgroupBlockReadINTEL [[#U2]] [[#V:]] [[#TP]]
; SPV: SubgroupBlockWriteINTEL [[#]] [[#V]]

; Each OpBitcast to the typed pointer stays a cast, as llvm-spirv reads it.
; LLVM: %[[R:[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; LLVM-NEXT: %[[V:.*]] = call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %[[R]])
; LLVM-NEXT: %[[W:[0-9]+]] = bitcast ptr addrspace(1) %p to ptr addrspace(1)
; LLVM-NEXT: call spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1) %[[W]], <2 x i32> %[[V]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"

define spir_kernel void @k(ptr addrspace(1) %p) {
entry:
  %v = call spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1) %p)
  call spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1) %p, <2 x i32> %v)
  ret void
}

declare spir_func <2 x i32> @_Z27intel_sub_group_block_read2PU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z28intel_sub_group_block_write2PU3AS1jDv2_j(ptr addrspace(1), <2 x i32>)
