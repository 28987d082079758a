; The OpenCL C spelling of SPV_INTEL_bfloat16_conversion
; (lib/ext/bfloat16_conversion.c): intel_convert_bfloat16[N]_as_ushort[N]
; and intel_convert_as_bfloat16[N]_float[N] become OpConvertFToBF16INTEL /
; OpConvertBF16ToFINTEL; reverse spells them back in OpenCL C under CL1.2
; and CL2.0, as __spirv_ calls under SPV-IR.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/ok.ll -o %t/ok.spv
; RUN: %lspv --verify %t/ok.spv
; RUN: %lspv -to-text %t/ok.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t/ok.spv -S -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r --spirv-target-env=CL2.0 %t/ok.spv -S -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t/ok.spv -S -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r %t/ok.spv -o %t/rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_bfloat16_conversion %t/rev.bc -o %t/rev.spv
; RUN: %lspv -to-text %t/rev.spv -o - | FileCheck %s --check-prefix=TEXT
;
; Without the extension: llvm-spirv's error, no output.
; RUN: not %lspv %t/ok.ll -o %t/no.spv 2>&1 | FileCheck %s --check-prefix=NOEXT
; RUN: not test -e %t/no.spv
; NOEXT: RequiresExtension: Feature requires the following SPIR-V extension:
; NOEXT-NEXT: SPV_INTEL_bfloat16_conversion
;
; A wrong signature: llvm-spirv's words, before the extension is asked for.
; RUN: not %lspv %t/scalar.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=SCALAR
; RUN: not %lspv %t/elem.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=ELEM
; RUN: not %lspv %t/size.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: not test -e %t/bad.spv
; SCALAR: InvalidFunctionCall: OpConvertBFloat16AsUShort must be of i16 and take float
; ELEM: InvalidFunctionCall: OpConvertAsBFloat16NFloatN must be of <N x float> and take <N x i16>
; SIZE: InvalidFunctionCall: ConvertBFloat162AsUShort2 must be of <2 x i16> and take <2 x float>

; TEXT-DAG: Capability Bfloat16ConversionINTEL
; TEXT-DAG: Extension "SPV_INTEL_bfloat16_conversion"
; TEXT-DAG: TypeInt [[#I16:]] 16 0
; TEXT-DAG: TypeFloat [[#F:]] 32
; TEXT-DAG: TypeVector [[#V4S:]] [[#I16]] 4
; TEXT-DAG: TypeVector [[#V4F:]] [[#F]] 4
; TEXT: ConvertFToBF16INTEL [[#I16]]
; TEXT: ConvertFToBF16INTEL [[#V4S]]
; TEXT: ConvertBF16ToFINTEL [[#F]]
; TEXT: ConvertBF16ToFINTEL [[#V4F]]

; OCL: call spir_func i16 @_Z32intel_convert_bfloat16_as_ushortf(float %f)
; OCL: call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %v)
; OCL: call spir_func float @_Z31intel_convert_as_bfloat16_floats(i16 %u)
; OCL: call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_s(<4 x i16> %w)

; SPVIR: call spir_func i16 @_Z27__spirv_ConvertFToBF16INTELf(float %f)
; SPVIR: call spir_func <4 x i16> @_Z27__spirv_ConvertFToBF16INTELDv4_f(<4 x float> %v)
; SPVIR: call spir_func float @_Z27__spirv_ConvertBF16ToFINTELs(i16 %u)
; SPVIR: call spir_func <4 x float> @_Z27__spirv_ConvertBF16ToFINTELDv4_s(<4 x i16> %w)

;--- ok.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func void @k(float %f, <4 x float> %v, i16 %u, <4 x i16> %w, ptr addrspace(1) %p) {
  %a = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float %f)
  %b = call spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float> %v)
  %c = call spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext %u)
  %d = call spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16> %w)
  store i16 %a, ptr addrspace(1) %p
  store <4 x i16> %b, ptr addrspace(1) %p
  store float %c, ptr addrspace(1) %p
  store <4 x float> %d, ptr addrspace(1) %p
  ret void
}

declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(float)
declare spir_func <4 x i16> @_Z34intel_convert_bfloat164_as_ushort4Dv4_f(<4 x float>)
declare spir_func float @_Z31intel_convert_as_bfloat16_floatt(i16 zeroext)
declare spir_func <4 x float> @_Z33intel_convert_as_bfloat164_float4Dv4_t(<4 x i16>)

;--- scalar.ll
target triple = "spir64-unknown-unknown"
define spir_func i16 @k(double %f) {
  %a = call spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(double %f)
  ret i16 %a
}
declare spir_func zeroext i16 @_Z32intel_convert_bfloat16_as_ushortf(double)

;--- elem.ll
target triple = "spir64-unknown-unknown"
define spir_func <2 x double> @k(<2 x i32> %w) {
  %a = call spir_func <2 x double> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i32> %w)
  ret <2 x double> %a
}
declare spir_func <2 x double> @_Z33intel_convert_as_bfloat162_float2Dv2_t(<2 x i32>)

;--- size.ll
target triple = "spir64-unknown-unknown"
define spir_func <8 x i16> @k(<4 x float> %v) {
  %a = call spir_func <8 x i16> @_Z34intel_convert_bfloat162_as_ushort2Dv2_f(<4 x float> %v)
  ret <8 x i16> %a
}
declare spir_func <8 x i16> @_Z34intel_convert_bfloat162_as_ushort2Dv2_f(<4 x float>)
