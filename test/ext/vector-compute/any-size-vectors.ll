; SPV_INTEL_vector_compute: vectors of any component count under capability
; VectorAnyINTEL.  A vector-compute module (a "VCFunction") keeps it even
; when SPV_EXT_long_vector is enabled too; another module then takes
; LongVectorEXT.  Debian's spirv-val predates VectorAnyINTEL's counts:
; lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=ANY
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute,+SPV_EXT_long_vector %s -o %t.both.spv
; RUN: %lspv -to-text %t.both.spv -o - | FileCheck %s --check-prefix=ANY
; Not a vector-compute module: long vectors win when both are enabled.
; RUN: sed -e 's/"VCFunction"/"plain"/' %s > %t.plain.ll
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute,+SPV_EXT_long_vector %t.plain.ll -o %t.plain.spv
; RUN: %lspv -to-text %t.plain.spv -o - | FileCheck %s --check-prefix=LONG
; RUN: %lspv --spirv-ext=+SPV_INTEL_vector_compute %t.plain.ll -o %t.plain2.spv
; RUN: %lspv -to-text %t.plain2.spv -o - | FileCheck %s --check-prefix=ANY
; Neither extension: an error naming the long-vector one.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_long_vector

; ANY-DAG: Capability VectorAnyINTEL
; ANY-DAG: Extension "SPV_INTEL_vector_compute"
; ANY-NOT: LongVectorEXT
; ANY-DAG: TypeFloat [[#F32:]] 32
; ANY-DAG: TypeVector [[#]] [[#F32]] 5
; LONG-DAG: Capability LongVectorEXT
; LONG-DAG: Extension "SPV_EXT_long_vector"
; LONG-NOT: VectorAnyINTEL
; LONG-DAG: TypeVector [[#]] [[#]] 5

; IR: define spir_func <5 x float> @f(<5 x float> %v)
; IR: fadd <5 x float> %v, %v

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func <5 x float> @f(<5 x float> %v) #0 {
entry:
  %r = fadd <5 x float> %v, %v
  ret <5 x float> %r
}

attributes #0 = { "VCFunction" }
