; 4-bit floats (SPV_EXT_ocp_microscaling_types' E2M1, SPV_INTEL_float4's
; legacy E2M1) and int4 (SPV_INTEL_int4) conversions, lib/ext/mini_float.c:
; an i4 holds one 4-bit value; a wider integer holds several, packed (an i16
; is four), read through an OpBitcast to a vector of the 4-bit type.

; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv --spirv-ext=+SPV_EXT_float8,+SPV_EXT_ocp_microscaling_types,+SPV_INTEL_float4,+SPV_INTEL_int4
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPIRV --input-file %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

; SPIRV-DAG: Capability Float4EXT
; SPIRV-DAG: Capability Float4E2M1INTEL
; SPIRV-DAG: Capability Int4TypeINTEL
; SPIRV-DAG: Capability Float8EXT
; SPIRV-DAG: Extension "SPV_EXT_ocp_microscaling_types"
; SPIRV-DAG: Extension "SPV_INTEL_float4"
; SPIRV-DAG: Extension "SPV_INTEL_int4"
; SPIRV-DAG: TypeInt [[#I4:]] 4 0
; SPIRV-DAG: TypeInt [[#I8:]] 8 0
; SPIRV-DAG: TypeInt [[#I16:]] 16 0
; SPIRV-DAG: TypeFloat [[#HALF:]] 16 {{$}}
; SPIRV-DAG: TypeVector [[#HALFV4:]] [[#HALF]] 4
; SPIRV-DAG: TypeFloat [[#E2M1:]] 4 4225
; SPIRV-DAG: TypeVector [[#E2M1V4:]] [[#E2M1]] 4
; SPIRV-DAG: TypeFloat [[#E2M1I:]] 4 6214
; SPIRV-DAG: TypeFloat [[#E5M2:]] 8 4215

; SPIRV: FunctionParameter [[#I16]] [[#P:]]
; SPIRV: Bitcast [[#E2M1V4]] [[#C:]] [[#P]]
; SPIRV-NEXT: FConvert [[#HALFV4]] [[#]] [[#C]]
; SPIRV: FunctionParameter [[#HALF]] [[#H:]]
; SPIRV: FConvert [[#E2M1I]] [[#F:]] [[#H]]
; SPIRV-NEXT: Bitcast [[#I4]] [[#]] [[#F]]
; SPIRV: FunctionParameter [[#I4]] [[#N:]]
; SPIRV: ConvertSToF [[#E5M2]] [[#G:]] [[#N]]
; SPIRV-NEXT: Bitcast [[#I8]] [[#]] [[#G]]
; SPIRV: FunctionParameter [[#I4]] [[#M:]]
; SPIRV: SConvert [[#I8]] [[#]] [[#M]]
; SPIRV: FunctionParameter [[#HALF]] [[#K:]]
; SPIRV: ConvertFToS [[#I4]] [[#]] [[#K]]

; LLVM-LABEL: define spir_func <4 x half> @packed_e2m1(i16 %p)
; LLVM: %[[#V:]] = bitcast i16 %p to <4 x i4>
; LLVM: call spir_func <4 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTDv4_i(<4 x i4> %[[#V]])
; LLVM-LABEL: define spir_func i4 @half_to_intel_e2m1(half %h)
; LLVM: call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToE2M1INTELDh(half %h)
; LLVM-LABEL: define spir_func i8 @int4_to_e5m2(i4 %n)
; LLVM: call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE5M2INTELi(i4 %n)
; LLVM-LABEL: define spir_func i8 @int4_to_int8(i4 %m)
; LLVM: call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToInt8INTELi(i4 %m)
; LLVM-LABEL: define spir_func i4 @half_to_int4(half %k)
; LLVM: call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDh(half %k)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func <4 x half> @packed_e2m1(i16 %p) {
  %r = call spir_func <4 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTs(i16 %p)
  ret <4 x half> %r
}

define spir_func i4 @half_to_intel_e2m1(half %h) {
  %r = call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToE2M1INTELDh(half %h)
  ret i4 %r
}

define spir_func i8 @int4_to_e5m2(i4 %n) {
  %r = call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE5M2INTELi(i4 %n)
  ret i8 %r
}

define spir_func i8 @int4_to_int8(i4 %m) {
  %r = call spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToInt8INTELi(i4 %m)
  ret i8 %r
}

define spir_func i4 @half_to_int4(half %k) {
  %r = call spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDh(half %k)
  ret i4 %r
}

declare spir_func <4 x half> @_Z36__builtin_spirv_ConvertE2M1ToFP16EXTs(i16)
declare spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToE2M1INTELDh(half)
declare spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToE5M2INTELi(i4)
declare spir_func i8 @_Z38__builtin_spirv_ConvertInt4ToInt8INTELi(i4)
declare spir_func i4 @_Z38__builtin_spirv_ConvertFP16ToInt4INTELDh(half)
