; Modules written for the older SPV_INTEL_fp_conversions spec use the
; float-to-int4 conversions without FloatConversionsFtoSINTEL, which that
; spec did not have.  lspv writes the capability (and --verify wants it),
; but reverse reads such a module and gives the builtins back.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv --spirv-ext=+SPV_INTEL_int4,+SPV_INTEL_fp_conversions
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; The older spec's form: the same module without the capability.
; RUN: sed -e '/Capability FloatConversionsFtoSINTEL/d' %t.spt > %t.old.spt
; RUN: %lspv -to-binary %t.old.spt -o %t.old.spv
; RUN: not %lspv --verify %t.old.spv 2>&1 | FileCheck %s --check-prefix=VERIFY
; RUN: %lspv -r %t.old.spv -o %t.old.bc
; RUN: %opt -passes=verify -disable-output %t.old.bc
; RUN: %llvm-dis %t.old.bc -o - | FileCheck %s --check-prefix=LLVM
; Without the extension: an error, no output.
; RUN: not %lspv %t.bc -o %t.no.spv --spirv-ext=+SPV_INTEL_int4 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv

; SPIRV-DAG: Capability FloatConversionsFtoSINTEL
; SPIRV-DAG: Extension "SPV_INTEL_fp_conversions"
; SPIRV-DAG: TypeInt [[#I4:]] 4 0
; SPIRV: ClampConvertFToSINTEL [[#I4]] [[#]] [[#]]
; SPIRV: ClampStochasticRoundFToSINTEL [[#I4]] [[#]] [[#]] [[#]]

; VERIFY: RequiresCapability: this conversion requires capability FloatConversionsFtoSINTEL (SPV_INTEL_fp_conversions) (word offset {{[0-9]+}}, OpClampConvertFToSINTEL
; VERIFY: RequiresCapability: this conversion requires capability FloatConversionsFtoSINTEL (SPV_INTEL_fp_conversions) (word offset {{[0-9]+}}, OpClampStochasticRoundFToSINTEL

; LLVM-LABEL: define spir_func i4 @to_int4(half %h)
; LLVM: call spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToInt4INTELDh(half %h)
; LLVM-LABEL: define spir_func i4 @round_to_int4(half %h, i32 %s)
; LLVM: call spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half %h, i32 %s)

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_fp_conversions

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i4 @to_int4(half %h) {
  %r = call spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToInt4INTELDh(half %h)
  ret i4 %r
}

define spir_func i4 @round_to_int4(half %h, i32 %s) {
  %r = call spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half %h, i32 %s)
  ret i4 %r
}

declare spir_func i4 @_Z43__builtin_spirv_ClampConvertFP16ToInt4INTELDh(half)
declare spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half, i32)
