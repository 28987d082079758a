; OpenCL conversions reach a fixpoint in every target environment (issue 19):
; - convert_uchar2(int2), a truncation, is OpUConvert, as LLVM's trunc (which
;   reverse makes of it) is: it was OpSConvert and became OpUConvert;
; - convert_uchar2_sat(int2) is OpSatConvertSToU without a SaturatedConversion
;   decoration, and SPV-IR spells it without _sat (the decoration appeared on
;   the second forward).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.bc
; RUN: %lspv %t.cl12.bc -o %t.cl12.spv
; RUN: cmp %t.spv %t.cl12.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv %t.ir.bc -o %t.ir.spv
; RUN: cmp %t.spv %t.ir.spv
; CHECK-NOT: SaturatedConversion
; CHECK: 4 UConvert
; CHECK: 4 SatConvertSToU
; SPVIR: call spir_func <2 x i8> @_Z{{[0-9]+}}__spirv_SatConvertSToU_Ruchar2Dv2_i(

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, <2 x i32> %v) {
  %t = call spir_func <2 x i8> @_Z14convert_uchar2Dv2_i(<2 x i32> %v)
  %s = call spir_func <2 x i8> @_Z18convert_uchar2_satDv2_i(<2 x i32> %v)
  %a = add <2 x i8> %t, %s
  store <2 x i8> %a, ptr addrspace(1) %p, align 2
  ret void
}
declare spir_func <2 x i8> @_Z14convert_uchar2Dv2_i(<2 x i32>)
declare spir_func <2 x i8> @_Z18convert_uchar2_satDv2_i(<2 x i32>)
