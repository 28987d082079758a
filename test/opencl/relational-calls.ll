; The unary relationals (isnan, isinf, isfinite, isnormal, signbit) are
; instructions that compute bools (OpIsNan...); reverse reads them as the
; builtin calls again: OpenCL C returns int for a scalar and the argument's
; lane width for a vector (-1 for true), SPV-IR calls __spirv_<Op>
; returning bool, or char lanes for a vector; the integer is truncated to
; the instruction's bool, and forward takes such a truncated call as the
; bool again (no select and trunc back and forth: a stable round trip).
; OpAny/OpAll of a bool vector read back as any/all (SPV-IR: __spirv_Any/All)
; of the bools sign-extended to char lanes, and forward takes that as the
; instruction on the bools again (no extension translated).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.cl.bc
; RUN: %llvm-dis %t.cl.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.spvir.bc -o - | FileCheck %s --check-prefix=SPVIR
; Both read back translate to the same instructions, the OpenCL C ones to
; the same module.
; RUN: %lspv %t.cl.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %t.spv -to-text -o %t.1.spt
; RUN: %lspv %t.cl.bc -spirv-text -o %t.2.spt
; RUN: diff %t.1.spt %t.2.spt
; RUN: %lspv %t.spvir.bc -o %t.spvir.spv
; RUN: %spirv-val %t.spvir.spv
; RUN: %lspv %t.spvir.spv -to-text -o - | FileCheck %s --check-prefix=SPV
; A relational of an integer is no OpenCL C builtin: an ordinary call.
; RUN: sed -e 's/;BAD //' %s > %t.int.ll
; RUN: %lspv %t.int.ll -spirv-text -o - | FileCheck %s --check-prefix=INT

; SPV-DAG: TypeBool [[#B:]]
; SPV-DAG: TypeVector [[#B2:]] [[#B]] 2
; SPV: IsNan [[#B]]
; SPV: IsInf [[#B2]]
; SPV: IsFinite [[#B2]]
; SPV: IsNormal [[#B]]
; SPV: SignBitSet [[#B2]]
; SPV: Any [[#B]]
; SPV: All [[#B]]

; CL: %[[N:[0-9]+]] = call spir_func i32 @_Z5isnanf(float %x)
; CL-NEXT: trunc i32 %[[N]] to i1
; CL: call spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double> %d)
; CL-NEXT: trunc <2 x i64> %{{[0-9]+}} to <2 x i1>
; CL: call spir_func <2 x i16> @_Z8isfiniteDv2_Dh(<2 x half> %h)
; CL: call spir_func i32 @_Z8isnormalf(float %x)
; CL: call spir_func <2 x i32> @_Z7signbitDv2_f(<2 x float> %v)
; CL: %[[E:[0-9]+]] = sext <2 x i1> %{{[0-9]+}} to <2 x i8>
; CL-NEXT: %[[A:[0-9]+]] = call spir_func i32 @_Z3anyDv2_c(<2 x i8> %[[E]])
; CL-NEXT: trunc i32 %[[A]] to i1
; CL: call spir_func i32 @_Z3allDv2_c(<2 x i8>
; CL-NOT: llvm.vector.reduce
; CL-NOT: llvm.is.fpclass

; SPVIR: call spir_func i1 @_Z13__spirv_IsNanf(float %x)
; SPVIR: %[[I:[0-9]+]] = call spir_func <2 x i8> @_Z13__spirv_IsInfDv2_d(<2 x double> %d)
; SPVIR-NEXT: trunc <2 x i8> %[[I]] to <2 x i1>
; SPVIR: call spir_func <2 x i8> @_Z16__spirv_IsFiniteDv2_Dh(<2 x half> %h)
; SPVIR: call spir_func i1 @_Z16__spirv_IsNormalf(float %x)
; SPVIR: call spir_func <2 x i8> @_Z18__spirv_SignBitSetDv2_f(<2 x float> %v)
; SPVIR: %[[E:[0-9]+]] = sext <2 x i1> %{{[0-9]+}} to <2 x i8>
; SPVIR-NEXT: call spir_func i1 @_Z11__spirv_AnyDv2_c(<2 x i8> %[[E]])
; SPVIR: call spir_func i1 @_Z11__spirv_AllDv2_c(<2 x i8>

; INT: FunctionCall
; INT-NOT: IsNan

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

define spir_func i32 @rel(float %x, <2 x double> %d, <2 x half> %h, <2 x float> %v, <2 x i8> %c) {
  %a = call spir_func i32 @_Z5isnanf(float %x)
  %b = call spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double> %d)
  %f = call spir_func <2 x i16> @_Z8isfiniteDv2_Dh(<2 x half> %h)
  %n = call spir_func i32 @_Z8isnormalf(float %x)
  %s = call spir_func <2 x i32> @_Z7signbitDv2_f(<2 x float> %v)
  %y = call spir_func i32 @_Z3anyDv2_c(<2 x i8> %c)
  %l = call spir_func i32 @_Z3allDv2_c(<2 x i8> %c)
;BAD  %q = call spir_func i32 @_Z5isnani(i32 %a)
  %b0 = extractelement <2 x i64> %b, i32 0
  %b1 = trunc i64 %b0 to i32
  %f0 = extractelement <2 x i16> %f, i32 1
  %f1 = sext i16 %f0 to i32
  %s0 = extractelement <2 x i32> %s, i32 0
  %r1 = add i32 %a, %b1
  %r2 = add i32 %r1, %f1
  %r3 = add i32 %r2, %n
  %r4 = add i32 %r3, %s0
  %r5 = add i32 %r4, %y
  %r6 = add i32 %r5, %l
  ret i32 %r6
}

declare spir_func i32 @_Z5isnanf(float)
declare spir_func <2 x i64> @_Z5isinfDv2_d(<2 x double>)
declare spir_func <2 x i16> @_Z8isfiniteDv2_Dh(<2 x half>)
declare spir_func i32 @_Z8isnormalf(float)
declare spir_func <2 x i32> @_Z7signbitDv2_f(<2 x float>)
declare spir_func i32 @_Z3anyDv2_c(<2 x i8>)
declare spir_func i32 @_Z3allDv2_c(<2 x i8>)
;BAD declare spir_func i32 @_Z5isnani(i32)
