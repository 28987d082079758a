; An undecorated conversion of vectors reads back (CL1.2/CL2.0) as OpenCL
; C's convert_<type>N, as llvm-spirv reads it: the source is mangled
; unsigned for a widening OpUConvert and OpConvertUToF, the result type is
; unsigned for OpConvertFToU only.  Forward translates those calls to the
; same instructions (a fixpoint).  Scalars, bool lanes, same-width
; conversions and the SPV-IR environment keep LLVM casts.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %spirv-val %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=SPVIR

; SPV: 4 UConvert [[#]] [[#]] [[#]]
; SPV: 4 SConvert [[#]] [[#]] [[#]]
; SPV: 4 UConvert [[#]] [[#]] [[#]]
; SPV: 4 ConvertFToU [[#]] [[#]] [[#]]
; SPV: 4 ConvertFToS [[#]] [[#]] [[#]]
; SPV: 4 ConvertUToF [[#]] [[#]] [[#]]
; SPV: 4 ConvertSToF [[#]] [[#]] [[#]]
; SPV: 4 FConvert [[#]] [[#]] [[#]]
; SPV: 4 FConvert [[#]] [[#]] [[#]]
; SPV: 4 UConvert [[#]] [[#]] [[#]]

; CL: call spir_func <4 x i32> @_Z12convert_int4Dv4_h(<4 x i8> %a)
; CL: call spir_func <4 x i32> @_Z12convert_int4Dv4_c(<4 x i8> %a)
; CL: call spir_func <4 x i8> @_Z13convert_char4Dv4_i(<4 x i32>
; CL: call spir_func <4 x i32> @_Z13convert_uint4Dv4_f(<4 x float> %f)
; CL: call spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> %f)
; CL: call spir_func <4 x float> @_Z14convert_float4Dv4_j(<4 x i32>
; CL: call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32>
; CL: call spir_func <4 x double> @_Z15convert_double4Dv4_f(<4 x float> %f)
; CL: call spir_func <4 x float> @_Z14convert_float4Dv4_d(<4 x double>
; CL: zext i8 %s to i32
; CL-NOT: call {{.*}}convert
; CL: select <4 x i1> %b
; CL-NOT: call {{.*}}convert

; SPVIR-NOT: convert_
; SPVIR: zext <4 x i8> %a to <4 x i32>
; SPVIR: sext <4 x i8> %a to <4 x i32>
; SPVIR: trunc <4 x i32>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @conv(<4 x i8> %a, <4 x float> %f, i8 %s, <4 x i1> %b, ptr addrspace(1) %o, ptr addrspace(1) %oc, ptr addrspace(1) %of, ptr addrspace(1) %os) {
entry:
  %z = zext <4 x i8> %a to <4 x i32>
  %x = sext <4 x i8> %a to <4 x i32>
  %sum = add <4 x i32> %z, %x
  %t = trunc <4 x i32> %sum to <4 x i8>
  %fu = fptoui <4 x float> %f to <4 x i32>
  %fs = fptosi <4 x float> %f to <4 x i32>
  %uf = uitofp <4 x i32> %fu to <4 x float>
  %sf = sitofp <4 x i32> %fs to <4 x float>
  %d = fpext <4 x float> %f to <4 x double>
  %df = fptrunc <4 x double> %d to <4 x float>
  %ss = zext i8 %s to i32
  %bb = zext <4 x i1> %b to <4 x i32>
  %f1 = fadd <4 x float> %uf, %sf
  %f2 = fadd <4 x float> %f1, %df
  %i1 = add <4 x i32> %bb, %sum
  store <4 x i32> %i1, ptr addrspace(1) %o
  store <4 x i8> %t, ptr addrspace(1) %oc
  store <4 x float> %f2, ptr addrspace(1) %of
  store i32 %ss, ptr addrspace(1) %os
  ret void
}
