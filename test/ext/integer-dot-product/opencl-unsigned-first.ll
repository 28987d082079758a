; OpenCL C's dot / dot_acc_sat of an unsigned vector and a signed one (and
; the packed _us_ forms): OpSUDot takes the signed vector first, so the
; operands are swapped (lspv left these as calls of undefined imports).
; -s spells them as llvm-spirv's regularization does: __spirv_SUDotKHR
; with the signed vector first, the packed ones with the Packed Vector
; Format operand.  Negative: a dot of signed and float vectors is no
; integer dot product.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv --spirv-ext=+SPV_KHR_integer_dot_product --spirv-max-version=1.5 %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; RUN: not %lspv --spirv-max-version=1.5 %t.bc -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s --check-prefix=REG
; RUN: %lspv --spirv-ext=+SPV_KHR_integer_dot_product --spirv-max-version=1.5 %t.reg.bc -o %t.reg.spv
; RUN: %spirv-val %t.reg.spv
; RUN: %lspv -to-text %t.reg.spv -o - | FileCheck %s --check-prefix=SPV

; SPV: Name [[#KF:]] "k"
; SPV: Function [[#]] [[#KF]]
; SPV-NEXT: FunctionParameter [[#]] [[#UA:]]
; SPV: FunctionParameter [[#]] [[#IB:]]
; SPV: FunctionParameter [[#]] [[#PU:]]
; SPV: FunctionParameter [[#]] [[#PI:]]
; SPV: SUDotKHR [[#]] [[#D:]] [[#IB]] [[#UA]]
; SPV-NEXT: SUDotAccSatKHR [[#]] [[#]] [[#IB]] [[#UA]] [[#D]]
; SPV-NEXT: SUDotKHR [[#]] [[#]] [[#PI]] [[#PU]] 0
; SPV-NOT: FunctionCall [[#]] [[#]] [[#]] [[#UA]]
; REV: call spir_func i32 @_Z3dotDv4_cDv4_h(<4 x i8> %ib, <4 x i8> %ua)
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_KHR_integer_dot_product
; REG: call spir_func i32 @_Z16__spirv_SUDotKHRDv4_cDv4_h(<4 x i8> %ib, <4 x i8> %ua)
; REG: call spir_func i32 @_Z22__spirv_SUDotAccSatKHRDv4_cDv4_hi(<4 x i8> %ib, <4 x i8> %ua, i32 %d)
; REG: call spir_func i32 @_Z16__spirv_SUDotKHRiji(i32 %pi, i32 %pu, i32 0)
; REG: call spir_func float @_Z3dotDv4_cDv4_f(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @k(<4 x i8> %ua, <4 x i8> %ib, i32 %pu, i32 %pi) {
  %d = call spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8> %ua, <4 x i8> %ib)
  %a = call spir_func i32 @_Z11dot_acc_satDv4_hDv4_ci(<4 x i8> %ua, <4 x i8> %ib, i32 %d)
  %p = call spir_func i32 @_Z20dot_4x8packed_us_intjj(i32 %pu, i32 %pi)
  %s = add i32 %a, %p
  ret i32 %s
}

define spir_func float @notdot(<4 x i8> %a, <4 x float> %b) {
  %d = call spir_func float @_Z3dotDv4_cDv4_f(<4 x i8> %a, <4 x float> %b)
  ret float %d
}

declare spir_func i32 @_Z3dotDv4_hDv4_c(<4 x i8>, <4 x i8>)
declare spir_func i32 @_Z11dot_acc_satDv4_hDv4_ci(<4 x i8>, <4 x i8>, i32)
declare spir_func i32 @_Z20dot_4x8packed_us_intjj(i32, i32)
declare spir_func float @_Z3dotDv4_cDv4_f(<4 x i8>, <4 x float>)
