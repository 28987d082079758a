; SPV_INTEL_subgroups from __spirv_ calls: forward writes its instructions
; from the grammar, reverse gives them back as the OpenCL C builtins of
; cl_intel_subgroups (CL1.2, CL2.0) or as __spirv_ calls (SPV-IR); reverse
; refused their capabilities once (fuzz_ir found 10% of its outputs stuck
; there).  Forward, validate, reverse in every target environment, forward
; again: the same binary.
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; SPV-DAG: Capability SubgroupShuffleINTEL
; SPV-DAG: Capability SubgroupBufferBlockIOINTEL
; SPV-DAG: Extension "SPV_INTEL_subgroups"
; SPV-DAG: SubgroupShuffleINTEL
; SPV-DAG: SubgroupShuffleDownINTEL
; SPV-DAG: SubgroupBlockReadINTEL
; SPV-DAG: SubgroupBlockWriteINTEL
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.ll
; RUN: %lspv -r --spirv-target-env=CL2.0 %t.spv -o %t.cl20.ll
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.ll
; RUN: FileCheck %s --check-prefix=IR < %t.cl12.ll
; IR: call spir_func i32 @_Z23intel_sub_group_shuffleij(
; IR: call spir_func i32 @_Z28intel_sub_group_shuffle_downiij(
; IR: call spir_func i32 @_Z26intel_sub_group_block_readPU3AS1Kj(
; IR: call spir_func void @_Z27intel_sub_group_block_writePU3AS1jj(
; IR: attributes #{{[0-9]+}} = { convergent
; RUN: FileCheck %s --check-prefix=SPVIR < %t.spvir.ll
; SPVIR: call spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(
; SPVIR: call spir_func i32 @_Z32__spirv_SubgroupShuffleDownINTELiij(
; SPVIR: call spir_func i32 @_Z35__spirv_SubgroupBlockReadINTEL_RintPU3AS1Kj(
; SPVIR: call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.cl12.ll -o %t.cl12.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.cl20.ll -o %t.cl20.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_subgroups %t.spvir.ll -o %t.spvir.spv
; RUN: cmp %t.spv %t.cl12.spv
; RUN: cmp %t.spv %t.cl20.spv
; RUN: cmp %t.spv %t.spvir.spv
; Without the extension, forward says which one it needs.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_subgroups

target triple = "spir64-unknown-unknown"

declare spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32, i32)
declare spir_func i32 @_Z32__spirv_SubgroupShuffleDownINTELiij(i32, i32, i32)
declare spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(ptr addrspace(1), i32)

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %i, i32 %x) {
  %a = call spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32 %x, i32 1)
  %b = call spir_func i32 @_Z32__spirv_SubgroupShuffleDownINTELiij(i32 %a, i32 %x, i32 2)
  %c = call spir_func i32 @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1) %i)
  %d = add i32 %b, %c
  call spir_func void @_Z31__spirv_SubgroupBlockWriteINTELPU3AS1jj(ptr addrspace(1) %o, i32 %d)
  ret void
}
