; SPV_EXT_long_vector: vectors of 1, 5 and 20 components (and OpenCL.std on
; one) under capability LongVectorEXT; 2/3/4/8/16 stay core.
; spirv-val (Debian's and the newest) does not know the capability: lspv's
; checker (--verify) covers the module.
; RUN: %lspv --spirv-ext=+SPV_EXT_long_vector %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_EXT_long_vector %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Disabled: an error naming the extension, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; (SPV_INTEL_vector_compute declares such vectors too, under VectorAnyINTEL.)
; RUN: not %lspv --spirv-ext=+all,-SPV_EXT_long_vector,-SPV_INTEL_vector_compute %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_EXT_long_vector or SPV_INTEL_vector_compute
; ERR-NEXT: NOTE: Unsupported vector type with {{(1|5|20)}} elements
; -s refuses such vectors without the extension (its rewrite only takes
; integer loads read lane by lane: test/regularize) and keeps them with it.
; RUN: %llvm-as %s -o %t.bc
; RUN: not %lspv -s %t.bc -o %t.reg.bc 2>&1 | FileCheck %s --check-prefix=SERR
; SERR: RequiresExtension: Unsupported vector type with {{(1|5|20)}} elements
; RUN: %lspv -s --spirv-ext=+SPV_EXT_long_vector %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s --check-prefix=IR
; A module with such a vector but without the capability is refused.
; RUN: %lspv -to-text %t.spv -o - | grep -v 'Capability LongVectorEXT' > %t.nocap.spt
; RUN: %lspv -to-binary %t.nocap.spt -o %t.nocap.spv
; RUN: not %lspv --verify %t.nocap.spv 2>&1 | FileCheck %s --check-prefix=NOCAP
; RUN: not %lspv -r -spirv-text %t.nocap.spt -o %t.nocap.bc 2>&1 | FileCheck %s --check-prefix=NOCAP
; NOCAP: vector of {{(1|5|20)}} components

; TEXT-DAG: Capability LongVectorEXT
; TEXT-DAG: Extension "SPV_EXT_long_vector"
; TEXT-DAG: TypeFloat [[#F32:]] 32
; TEXT-DAG: TypeInt [[#I8:]] 8 0
; TEXT-DAG: TypeVector [[#V1:]] [[#F32]] 1
; TEXT-DAG: TypeVector [[#V5:]] [[#F32]] 5
; TEXT-DAG: TypeVector [[#]] [[#I8]] 20
; TEXT-DAG: TypeVector [[#]] [[#F32]] 4
; TEXT: ExtInst [[#V5]] [[#]] [[#]] sqrt

; IR: define spir_func float @f(<1 x float> %a, <5 x float> %b, <20 x i8> %c, <4 x float> %d)
; IR: call spir_func <5 x float> @_Z4sqrtDv5_f(<5 x float>
; IR: extractelement <20 x i8> %c, i32 19

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @f(<1 x float> %a, <5 x float> %b, <20 x i8> %c, <4 x float> %d) {
entry:
  %s = call spir_func <5 x float> @_Z4sqrtDv5_f(<5 x float> %b)
  %x = extractelement <1 x float> %a, i32 0
  %y = extractelement <5 x float> %s, i32 4
  %z = extractelement <20 x i8> %c, i32 19
  %w = extractelement <4 x float> %d, i32 3
  %zf = uitofp i8 %z to float
  %r1 = fadd float %x, %y
  %r2 = fadd float %r1, %zf
  %r3 = fadd float %r2, %w
  ret float %r3
}

declare spir_func <5 x float> @_Z4sqrtDv5_f(<5 x float>)
