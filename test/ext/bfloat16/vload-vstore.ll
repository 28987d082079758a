; vloadn / vstoren of bfloat vectors through the SPIR-V friendly OpenCL.std
; calls (lib/forward/builtins.c, lib/reverse/calls_ocl.c): SYCL spells the
; result type postfix after a doubled underscore (vloadn__R<type>); reverse
; under SPV-IR names a bfloat result by its Itanium code (_RDF16b2), under
; CL1.2 the OpenCL C overloads.  The extensions come sorted by name, as
; llvm-spirv writes them.

; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV: Extension "SPV_INTEL_bfloat16_arithmetic"
; SPIRV-NEXT: Extension "SPV_KHR_bfloat16"
; SPIRV: TypeFloat [[#BF:]] 16 0
; SPIRV: TypeVector [[#V:]] [[#BF]] 2
; SPIRV: ExtInst [[#V]] [[#]] [[#]] vloadn [[#]] [[#]] 2
; SPIRV: ExtInst [[#]] [[#]] [[#]] vstoren

; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=CL
; CL: call spir_func <2 x bfloat> @_Z6vload2mPU3AS1KDF16b(i64 %i, ptr addrspace(1) %p)
; CL: call spir_func void @_Z7vstore2Dv2_DF16bmPU3AS1DF16b(<2 x bfloat> %v, i64 %i, ptr addrspace(1) %q)
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; SPVIR: call spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn_RDF16b2mPU3AS1KDF16bi(i64 %i, ptr addrspace(1) %p, i32 2)
; SPVIR: call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16bmPU3AS1DF16b(
; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16,+SPV_INTEL_bfloat16_arithmetic %t.rev.bc -o - -spirv-text | FileCheck %s --check-prefix=SPIRV

; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv
; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_KHR_bfloat16

target triple = "spir64-unknown-unknown"

define spir_func void @copy(i64 %i, ptr addrspace(1) %p, ptr addrspace(1) %q) {
entry:
  %v = call spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64 %i, ptr addrspace(1) %p, i32 2)
  call spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat> %v, i64 %i, ptr addrspace(1) %q)
  ret void
}

declare spir_func <2 x bfloat> @_Z26__spirv_ocl_vloadn__RDF16blPU3AS1DF16bi(i64, ptr addrspace(1), i32)
declare spir_func void @_Z19__spirv_ocl_vstorenDv2_DF16blPU3AS1DF16b(<2 x bfloat>, i64, ptr addrspace(1))
