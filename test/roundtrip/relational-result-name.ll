; A relational's bool result keeps its name through the OpenCL reverse:
; reverse writes `isnan` (an int) and names the `trunc` to bool that gives
; the bool back; forward writes the call and the trunc as one OpIsNan, which
; takes the trunc's name when the call itself is unnamed and used only
; there.  The exact round trip is then a fixpoint in both OpenCL
; environments.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %llvm-dis %t.20.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.20.bc -o %t.20.spv
; RUN: cmp %t.spv %t.20.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL1.2 %t.spv -o %t.12.bc
; RUN: %lspv %t.12.bc -o %t.12.spv
; RUN: cmp %t.spv %t.12.spv

; CHECK: Name [[#N:]] "nan"
; CHECK: Name [[#I:]] "inf"
; CHECK: IsNan [[#]] [[#N]]
; CHECK: IsInf [[#]] [[#I]]

; LLVM: [[C:%[0-9]+]] = call spir_func i32 @_Z5isnanf(float %x)
; LLVM: %nan = trunc i32 [[C]] to i1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(float %x) {
entry:
  %nan = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  %inf = call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  %a = and i1 %nan, %inf
  %r = zext i1 %a to i32
  ret i32 %r
}

declare i1 @llvm.is.fpclass.f32(float, i32)
