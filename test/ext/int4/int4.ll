; SPV_INTEL_int4 (lib/ext/int4.c): i4 as OpTypeInt 4 0 with Int4TypeINTEL,
; and cooperative matrices of it (Int4CooperativeMatrixINTEL).

; RUN: %lspv --spirv-ext=+SPV_INTEL_int4,+SPV_KHR_cooperative_matrix %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; SPIRV-DAG: Capability Int4TypeINTEL
; SPIRV-DAG: Capability Int4CooperativeMatrixINTEL
; SPIRV-DAG: Extension "SPV_INTEL_int4"
; SPIRV-NOT: ArbitraryPrecisionIntegersINTEL
; SPIRV-DAG: 4 TypeInt [[#I4:]] 4 0
; SPIRV-DAG: 4 Constant [[#I4]] [[#C5:]] 5 {{$}}
; SPIRV-DAG: TypeCooperativeMatrixKHR [[#M:]] [[#I4]]
; SPIRV: IAdd [[#I4]] [[#]] [[#]] [[#C5]]
; SPIRV: CompositeConstruct [[#M]]

; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; LLVM: add i4 %x, 5
; LLVM: call spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i4 %s)

; Without the extension: llvm-spirv's InvalidBitWidth (i4 is no
; arbitrary-precision integer unless that extension is enabled).
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; ERR: InvalidBitWidth: Invalid bit width in input: 4
; With SPV_INTEL_arbitrary_precision_integers instead, i4 is that extension's.
; RUN: %lspv --spirv-ext=+SPV_INTEL_arbitrary_precision_integers,+SPV_KHR_cooperative_matrix %s -o %t.ap.spv
; RUN: %lspv -to-text %t.ap.spv -o - | FileCheck %s --check-prefix=AP
; AP: Capability ArbitraryPrecisionIntegersINTEL
; AP-NOT: Int4
; With both (and under +all), SPV_INTEL_int4 takes i4, as llvm-spirv does; the
; matrix's Int4CooperativeMatrixINTEL then has its extension (a fuzz_ir
; finding: under +all i4 went to arbitrary precision and the capability came
; without SPV_INTEL_int4, which lspv's checker refused).
; RUN: %lspv --spirv-ext=+all %s -o %t.all.spv
; RUN: %lspv -to-text %t.all.spv -o - | FileCheck %s --check-prefix=ALL
; ALL-DAG: Capability Int4TypeINTEL
; ALL-DAG: Capability Int4CooperativeMatrixINTEL
; ALL-DAG: Extension "SPV_INTEL_int4"
; ALL-NOT: ArbitraryPrecisionIntegersINTEL

; The checker: a matrix of int4 without Int4CooperativeMatrixINTEL, and an
; OpTypeInt 4 with neither capability.
; RUN: grep -v "Capability Int4CooperativeMatrixINTEL" %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=MATRIX
; MATRIX: RequiresCapability: a cooperative matrix of 4-bit integers needs the Int4CooperativeMatrixINTEL capability (SPV_INTEL_int4)
; RUN: grep -v "Capability Int4" %t.spt > %t.bad2.spt
; RUN: %lspv -to-binary %t.bad2.spt -o %t.bad2.spv
; RUN: not %lspv --verify %t.bad2.spv 2>&1 | FileCheck %s --check-prefix=WIDTH
; WIDTH: RequiresCapability: an integer width of 4 bits

target triple = "spir64-unknown-unknown"

declare spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i4)

define spir_func void @f(i4 %x, ptr addrspace(1) %p) {
  %s = add i4 %x, 5
  store i4 %s, ptr addrspace(1) %p, align 1
  %m = call spir_func target("spirv.CooperativeMatrixKHR", i4, 3, 8, 8, 2) @_Z26__spirv_CompositeConstructi(i4 %s)
  ret void
}
