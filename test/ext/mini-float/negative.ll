; lib/ext/mini_float.c refuses a conversion builtin when no extension that
; could carry it is enabled, and when the extension of one of its types is
; disabled; nothing is written then.

; RUN: %llvm-as %s -o %t.bc
; RUN: rm -f %t.spv
; RUN: not %lspv %t.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=NONE
; RUN: not test -e %t.spv
; RUN: not %lspv %t.bc -o %t.spv --spirv-ext=+SPV_INTEL_int4 2>&1 | FileCheck %s --check-prefix=FP8
; RUN: not test -e %t.spv

; NONE: RequiresExtension: Feature requires the following SPIR-V extension:
; NONE-NEXT: One of the following extensions: SPV_EXT_float8, SPV_EXT_ocp_microscaling_types, SPV_INTEL_float4, SPV_INTEL_int4 should be enabled to process conversion builtins
; NONE-NEXT: declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDh(half)
; FP8: RequiresExtension: Feature requires the following SPIR-V extension:
; FP8-NEXT: SPV_EXT_float8

target triple = "spir64-unknown-unknown"

define spir_func i8 @f(half %b) {
  %r = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDh(half %b)
  ret i8 %r
}

declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDh(half)
