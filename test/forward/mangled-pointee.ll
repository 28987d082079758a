; The pointee a pointer argument of a SPIR-V friendly call is seen at is the
; one its mangled name spells, before the call's result type: the next-seed
; pointer of a stochastic rounding points to the seed's i16 (not to the half
; result), and a block read of a uint2 reads through a pointer to uint.  The
; mangled bfloat (DF16b) is a pointee too.  Reverse spells the pointers back.
; RUN: %lspv %s -o %t.spv --spirv-ext=+SPV_INTEL_fp_conversions,+SPV_INTEL_subgroups,+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o - -spirv-text --spirv-ext=+SPV_INTEL_fp_conversions,+SPV_INTEL_subgroups,+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic | FileCheck %s --check-prefix=SPV

; Without the extensions: one error naming what is missing, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv
; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:

; SPV-DAG: TypeInt [[#I16:]] 16 0
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeFloat [[#BF:]] 16 0
; SPV-DAG: TypeVector [[#U2:]] [[#I32]] 2
; SPV-DAG: TypePointer [[#SEEDP:]] 5 [[#I16]]
; SPV-DAG: TypePointer [[#UP:]] 5 [[#I32]]
; SPV-DAG: TypePointer [[#BFP:]] 5 [[#BF]]
; SPV-NOT: Bitcast
; SPV: FunctionParameter [[#SEEDP]] [[#S:]]
; SPV: StochasticRoundFToFINTEL [[#]] [[#]] [[#]] [[#]] [[#S]]
; SPV: FunctionParameter [[#UP]] [[#P:]]
; SPV: SubgroupBlockReadINTEL [[#U2]] [[#]] [[#P]]
; SPV: FunctionParameter [[#BFP]] [[#Q:]]
; SPV: ExtInst [[#]] [[#]] [[#]] vstoren [[#]] [[#]] [[#Q]]

; LLVM: call spir_func half @_Z38__spirv_StochasticRoundFToFINTEL_RhalffsPU3AS1s(float %f, i16 4, ptr addrspace(1) %s)
; LLVM: call spir_func <2 x i32> @_Z36__spirv_SubgroupBlockReadINTEL_Rint2PU3AS1Kj(ptr addrspace(1) %p)
; LLVM: call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16bmPU3AS1DF16b(<2 x bfloat> %v, i64 0, ptr addrspace(1) %q)

target triple = "spir64-unknown-unknown"

define spir_func half @round(float %f, ptr addrspace(1) %s) {
  %r = call spir_func half @_Z32__spirv_StochasticRoundFToFINTELfsPU3AS1s(float %f, i16 4, ptr addrspace(1) %s)
  ret half %r
}

define spir_func <2 x i32> @read(ptr addrspace(1) %p) {
  %r = call spir_func <2 x i32> @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1) %p)
  ret <2 x i32> %r
}

define spir_func void @store(<2 x bfloat> %v, ptr addrspace(1) %q) {
  call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16bmPU3AS1DF16b(<2 x bfloat> %v, i64 0, ptr addrspace(1) %q)
  ret void
}

declare spir_func half @_Z32__spirv_StochasticRoundFToFINTELfsPU3AS1s(float, i16, ptr addrspace(1))
declare spir_func <2 x i32> @_Z30__spirv_SubgroupBlockReadINTELPU3AS1Kj(ptr addrspace(1))
declare spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16bmPU3AS1DF16b(<2 x bfloat>, i64, ptr addrspace(1))
