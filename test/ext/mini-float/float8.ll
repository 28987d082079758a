; SPV_EXT_float8 through lib/ext/mini_float.c: __builtin_spirv_ conversion
; calls between half / bfloat and the two 8-bit encodings become OpFConvert on
; OpTypeFloat 8 E4M3 / E5M2 with OpBitcasts from and to the i8 carrying the
; value; Clamp* names add SaturatedToLargestFloat8NormalConversionEXT.  The
; reverse gives the same calls back (the decoration picks the Clamp* name).

; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv --spirv-ext=+SPV_EXT_float8,+SPV_KHR_bfloat16
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv -r %t.spv -o %t.spvir.bc --spirv-target-env=SPV-IR
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=LLVM

; SPIRV-DAG: Capability Float8EXT
; SPIRV-DAG: Extension "SPV_EXT_float8"
; SPIRV-DAG: TypeInt [[#I8:]] 8 0
; SPIRV-DAG: TypeVector [[#I8V4:]] [[#I8]] 4
; SPIRV-DAG: TypeFloat [[#HALF:]] 16 {{$}}
; SPIRV-DAG: TypeVector [[#HALFV4:]] [[#HALF]] 4
; SPIRV-DAG: TypeFloat [[#BF:]] 16 0
; SPIRV-DAG: TypeFloat [[#E4M3:]] 8 4214
; SPIRV-DAG: TypeFloat [[#E5M2:]] 8 4215
; SPIRV-DAG: TypeVector [[#E5M2V4:]] [[#E5M2]] 4
; SPIRV-DAG: Decorate [[#SAT:]] SaturatedToLargestFloat8NormalConversionEXT
; SPIRV-NOT: Decorate {{.*}} SaturatedToLargestFloat8NormalConversionEXT

; SPIRV: Function
; SPIRV: FunctionParameter [[#I8]] [[#X:]]
; SPIRV: Bitcast [[#E4M3]] [[#C:]] [[#X]]
; SPIRV-NEXT: FConvert [[#HALF]] [[#R:]] [[#C]]
; SPIRV: ReturnValue [[#R]]
; SPIRV: Function
; SPIRV: FunctionParameter [[#HALFV4]] [[#V:]]
; SPIRV: FConvert [[#E5M2V4]] [[#F:]] [[#V]]
; SPIRV-NEXT: Bitcast [[#I8V4]] [[#B:]] [[#F]]
; SPIRV: ReturnValue [[#B]]
; SPIRV: Function
; SPIRV: FunctionParameter [[#BF]] [[#Y:]]
; SPIRV: FConvert [[#E4M3]] [[#SAT]] [[#Y]]
; SPIRV-NEXT: Bitcast [[#I8]] [[#]] [[#SAT]]
; SPIRV: Function
; SPIRV: FunctionParameter [[#I8]] [[#Z:]]
; SPIRV: Bitcast [[#E5M2]] [[#D:]] [[#Z]]
; SPIRV-NEXT: FConvert [[#BF]] [[#]] [[#D]]
; SPIRV-NOT: FunctionCall

; LLVM-LABEL: define spir_func half @e4m3_to_half(i8 %x)
; LLVM: call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %x)
; LLVM-LABEL: define spir_func <4 x i8> @half4_to_e5m2(<4 x half> %v)
; LLVM: call spir_func <4 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv4_Dh(<4 x half> %v)
; LLVM-LABEL: define spir_func i8 @bf_to_e4m3_clamped(bfloat %y)
; LLVM: call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE4M3INTELDF16b(bfloat %y)
; LLVM-LABEL: define spir_func bfloat @e5m2_to_bf(i8 %z)
; LLVM: call spir_func bfloat @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTc(i8 %z)
; LLVM-NOT: ConvertBF16ToE4M3EXT

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func half @e4m3_to_half(i8 %x) {
  %r = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %x)
  ret half %r
}

define spir_func <4 x i8> @half4_to_e5m2(<4 x half> %v) {
  %r = call spir_func <4 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv4_Dh(<4 x half> %v)
  ret <4 x i8> %r
}

define spir_func i8 @bf_to_e4m3_clamped(bfloat %y) {
  %r = call spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE4M3INTELDF16b(bfloat %y)
  ret i8 %r
}

define spir_func bfloat @e5m2_to_bf(i8 %z) {
  %r = call spir_func bfloat @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTc(i8 %z)
  ret bfloat %r
}

declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
declare spir_func <4 x i8> @_Z36__builtin_spirv_ConvertFP16ToE5M2EXTDv4_Dh(<4 x half>)
declare spir_func i8 @_Z43__builtin_spirv_ClampConvertBF16ToE4M3INTELDF16b(bfloat)
declare spir_func bfloat @_Z36__builtin_spirv_ConvertE5M2ToBF16EXTc(i8)
