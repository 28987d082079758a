; OpenCL.std nan of a bfloat result (lib/ext/bfloat16.c,
; lib/reverse/calls_ocl.c): an extended instruction computes on its
; operands, so one that only returns bfloat from an integer code needs
; SPV_KHR_bfloat16 alone; fabs on bfloat still needs the INTEL arithmetic
; extension.  Reverse under SPV-IR tells the bfloat nan from half's (the
; same integer code) by the return-type postfix _RDF16b; half's keeps the
; plain name; forward reads both back to the same module.  (SPIRV-Tools
; 2026.4 refuses nan on bfloat with or without the INTEL capability, as it
; does llvm-spirv's output: no spirv-val here.)

; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16 %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPIRV
; SPIRV-NOT: BFloat16ArithmeticINTEL
; SPIRV-NOT: SPV_INTEL_bfloat16_arithmetic
; SPIRV: TypeFloat [[#BF:]] 16 0 {{$}}
; SPIRV: TypeFloat [[#HALF:]] 16 {{$}}
; SPIRV: ExtInst [[#BF]] [[#]] [[#]] nan [[#B:]]
; SPIRV: ExtInst [[#HALF]] [[#]] [[#]] nan [[#B]]

; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=SPVIR
; SPVIR: call spir_func bfloat @_Z22__spirv_ocl_nan_RDF16bt(i16 %b)
; SPVIR: call spir_func half @_Z15__spirv_ocl_nant(i16 %b)
; RUN: %lspv --spirv-ext=+SPV_KHR_bfloat16 %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv

; The negative case: fabs computes on bfloat.
; RUN: sed -e 's/^;FABS //' %s > %t.fabs.ll
; RUN: not %lspv --spirv-ext=+SPV_KHR_bfloat16 %t.fabs.ll -o %t.fabs.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_bfloat16_arithmetic

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @nans(i16 %b) {
entry:
  %bf = call spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16 %b)
  %h = call spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16 %b)
;FABS   %a = call spir_func bfloat @_Z4fabsDF16b(bfloat %bf)
  ret void
}

declare spir_func bfloat @_Z23__spirv_ocl_nan__RDF16bt(i16)
declare spir_func half @_Z22__spirv_ocl_nan__Rhalft(i16)
;FABS declare spir_func bfloat @_Z4fabsDF16b(bfloat)
