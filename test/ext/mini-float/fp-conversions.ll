; SPV_INTEL_fp_conversions through lib/ext/mini_float.c: the stochastic
; roundings (a seed, optionally a pointer receiving the next seed) and the
; clamping conversions to int4 become the INTEL instructions, with their
; capabilities; Clamp* stochastic roundings to 8-bit floats add the
; saturation decoration.  The reverse gives the builtins back.

; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv --spirv-ext=+SPV_EXT_float8,+SPV_INTEL_int4,+SPV_KHR_bfloat16,+SPV_INTEL_fp_conversions
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: not %lspv %t.bc -o %t.no.spv --spirv-ext=+SPV_EXT_float8,+SPV_INTEL_int4,+SPV_KHR_bfloat16 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t.no.spv

; SPIRV-DAG: Capability FloatConversionsFtoFINTEL
; SPIRV-DAG: Capability FloatConversionsFtoSINTEL
; SPIRV-DAG: Extension "SPV_INTEL_fp_conversions"
; SPIRV-DAG: TypeInt [[#I4:]] 4 0
; SPIRV-DAG: TypeInt [[#I8:]] 8 0
; SPIRV-DAG: TypeInt [[#I32:]] 32 0
; SPIRV-DAG: TypeFloat [[#E4M3:]] 8 4214
; SPIRV-DAG: Decorate [[#SAT:]] SaturatedToLargestFloat8NormalConversionEXT
; SPIRV: FunctionParameter [[#]] [[#H:]]
; SPIRV: FunctionParameter [[#I32]] [[#S:]]
; SPIRV: FunctionParameter [[#]] [[#P:]]
; SPIRV: StochasticRoundFToFINTEL [[#E4M3]] [[#R:]] [[#H]] [[#S]] [[#P]]
; SPIRV-NEXT: Bitcast [[#I8]] [[#]] [[#R]]
; SPIRV: ClampConvertFToSINTEL [[#I4]] [[#]] [[#]]
; SPIRV: ClampStochasticRoundFToSINTEL [[#I4]] [[#]] [[#]] [[#]]
; SPIRV: StochasticRoundFToFINTEL [[#E4M3]] [[#SAT]] [[#]] [[#]]
; SPIRV-NOT: FunctionCall

; LLVM-LABEL: define spir_func i8 @round_with_next_seed(half %h, i32 %s, ptr addrspace(1) %p)
; LLVM: call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE4M3INTELDhiPU3AS1i(half %h, i32 %s, ptr addrspace(1) %p)
; LLVM-LABEL: define spir_func i4 @clamp_to_int4(bfloat %b)
; LLVM: call spir_func i4 @_Z43__builtin_spirv_ClampConvertBF16ToInt4INTELDF16b(bfloat %b)
; LLVM-LABEL: define spir_func i4 @clamp_round_to_int4(half %h, i32 %s)
; LLVM: call spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half %h, i32 %s)
; LLVM-LABEL: define spir_func i8 @clamp_round_to_e4m3(bfloat %b, i32 %s)
; LLVM: call spir_func i8 @_Z51__builtin_spirv_ClampStochasticRoundBF16ToE4M3INTELDF16bi(bfloat %b, i32 %s)

; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_fp_conversions

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i8 @round_with_next_seed(half %h, i32 %s, ptr addrspace(1) %p) {
  %r = call spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE4M3INTELDhiPU3AS1i(half %h, i32 %s, ptr addrspace(1) %p)
  store i32 %s, ptr addrspace(1) %p
  ret i8 %r
}

define spir_func i4 @clamp_to_int4(bfloat %b) {
  %r = call spir_func i4 @_Z43__builtin_spirv_ClampConvertBF16ToInt4INTELDF16b(bfloat %b)
  ret i4 %r
}

define spir_func i4 @clamp_round_to_int4(half %h, i32 %s) {
  %r = call spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half %h, i32 %s)
  ret i4 %r
}

define spir_func i8 @clamp_round_to_e4m3(bfloat %b, i32 %s) {
  %r = call spir_func i8 @_Z51__builtin_spirv_ClampStochasticRoundBF16ToE4M3INTELDF16bi(bfloat %b, i32 %s)
  ret i8 %r
}

declare spir_func i8 @_Z46__builtin_spirv_StochasticRoundFP16ToE4M3INTELDhiPU3AS1i(half, i32, ptr addrspace(1))
declare spir_func i4 @_Z43__builtin_spirv_ClampConvertBF16ToInt4INTELDF16b(bfloat)
declare spir_func i4 @_Z51__builtin_spirv_ClampStochasticRoundFP16ToInt4INTELDhi(half, i32)
declare spir_func i8 @_Z51__builtin_spirv_ClampStochasticRoundBF16ToE4M3INTELDF16bi(bfloat, i32)
