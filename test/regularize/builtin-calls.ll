; -s spells builtin calls the way llvm-spirv's regularization does: a
; plugin's OpenCL C builtins as __spirv_ calls (here the bfloat16
; conversions, keeping the call's attributes), OpenCL C's dot of two
; scalar floats as their product.  Left alone (negative): a conversion of
; a wrong signature (forward translation names it), a vector dot, a call of
; a function the module defines, an unknown builtin.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: %llvm-as %S/Inputs/builtin-calls-valid.ll -o %t.ok.bc
; RUN: %lspv -s %t.ok.bc -o %t.ok.reg.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion %t.ok.reg.bc -o %t.spv
; (Debian spirv-val does not know the capability: lspv's checker does.)
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; The rewritten calls still need the extension to translate.
; RUN: not %lspv %t.ok.reg.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion %t.reg.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=SIG

; CHECK: call spir_func zeroext i16 @_Z27__spirv_ConvertFToBF16INTELf(float %f)
; CHECK: call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %v)
; CHECK: %m = fmul float %a, %b
; CHECK: %h = fmul half %x, %y
; CHECK: call spir_func float @_Z3dotDv2_fS_(
; CHECK: call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i32 %bad)
; CHECK: call spir_func float @_Z3dotff.own(
; CHECK: call spir_func i32 @_Z10not_a_thingi(
; CHECK-LABEL: define spir_func float @_Z3dotff.own(
; CHECK-NEXT: %r = fmul float %a, %b

; SPV: ConvertFToBF16INTEL
; SPV: ConvertBF16ToFINTEL
; SPV: FMul
; REV: call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %f)
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_bfloat16_conversion
; SIG: ConvertAsBFloat16Float must be of float and take i16

target triple = "spir64-unknown-unknown"

define spir_func float @f(float %f, <4 x i16> %v, float %a, float %b, half %x, half %y, <2 x float> %p, i32 %bad) {
  %u = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %f)
  %w = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %v)
  %m = call spir_func float @_Z3dotff(float %a, float %b)
  %h = call spir_func half @_Z3dotDhDh(half %x, half %y)
  %d = call spir_func float @_Z3dotDv2_fS_(<2 x float> %p, <2 x float> %p)
  %z = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i32 %bad)
  %own = call spir_func float @_Z3dotff.own(float %a, float %b)
  %n = call spir_func i32 @_Z10not_a_thingi(i32 %bad)
  ret float %m
}

define spir_func float @_Z3dotff.own(float %a, float %b) {
  %r = call spir_func float @_Z3dotff(float %a, float %b)
  ret float %r
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>)
declare spir_func float @_Z3dotff(float, float)
declare spir_func half @_Z3dotDhDh(half, half)
declare spir_func float @_Z3dotDv2_fS_(<2 x float>, <2 x float>)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i32)
declare spir_func i32 @_Z10not_a_thingi(i32)
