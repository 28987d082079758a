; llvm.is.constant folds to true for a manifest constant (constant data, a
; constant vector, an expression of constants) and to false for a run-time
; value or a global's address; llvm.scmp/ucmp become compares and selects
; (x <= y, x < y, select(lt, -1, 0), select(le, that, 1)); the math
; intrinsics with the afn flag on float become OpenCL.std native_* (double,
; or no afn, keep the exact form).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0

; SPV-DAG: TypeInt [[#I8:]] 8 0
; SPV-DAG: Constant [[#I8]] [[#ONE:]] 1
; SPV-DAG: Constant [[#I8]] [[#ZERO:]] 0
; SPV-DAG: Constant [[#I8]] [[#MONE:]] 255
; SPV-DAG: TypeBool [[#B:]]
; SPV-DAG: ConstantTrue [[#B]] [[#T:]]
; SPV-DAG: ConstantFalse [[#B]] [[#F:]]
; Manifest constants: true (three functions), then false (three).
; SPV: Function [[#B]]
; SPV: ReturnValue [[#T]]
; SPV: ReturnValue [[#T]]
; SPV: ReturnValue [[#T]]
; SPV: ReturnValue [[#F]]
; SPV: ReturnValue [[#F]]
; SPV: ReturnValue [[#F]]

; LLVM-LABEL: define spir_func i1 @const_int(
; LLVM-NEXT: entry:
; LLVM-NEXT: ret i1 true
define spir_func i1 @const_int() {
entry:
  %r = call i1 @llvm.is.constant.i32(i32 7)
  ret i1 %r
}

; LLVM-LABEL: define spir_func i1 @const_vec(
; LLVM: ret i1 true
define spir_func i1 @const_vec() {
entry:
  %r = call i1 @llvm.is.constant.v2f32(<2 x float> <float 1.0, float 2.0>)
  ret i1 %r
}

; LLVM-LABEL: define spir_func i1 @const_agg(
; LLVM: ret i1 true
define spir_func i1 @const_agg() {
entry:
  %r = call i1 @llvm.is.constant.v2i64(<2 x i64> <i64 3, i64 undef>)
  ret i1 %r
}

; LLVM-LABEL: define spir_func i1 @global_expr(
; LLVM: ret i1 false
define spir_func i1 @global_expr() {
entry:
  %r = call i1 @llvm.is.constant.i64(i64 ptrtoint (ptr addrspace(1) @g to i64))
  ret i1 %r
}

; Not manifest: an argument, a global's address.
; LLVM-LABEL: define spir_func i1 @not_const(
; LLVM: ret i1 false
define spir_func i1 @not_const(i32 %x) {
entry:
  %r = call i1 @llvm.is.constant.i32(i32 %x)
  ret i1 %r
}

; LLVM-LABEL: define spir_func i1 @global_addr(
; LLVM: ret i1 false
define spir_func i1 @global_addr() {
entry:
  %r = call i1 @llvm.is.constant.p1(ptr addrspace(1) @g)
  ret i1 %r
}

; SPV: SLessThanEqual [[#B]] [[#LE:]] [[#X:]] [[#Y:]]
; SPV-NEXT: SLessThan [[#B]] [[#LT:]] [[#X]] [[#Y]]
; SPV-NEXT: Select [[#I8]] [[#S:]] [[#LT]] [[#MONE]] [[#ZERO]]
; SPV-NEXT: Select [[#I8]] [[#]] [[#LE]] [[#S]] [[#ONE]]
; SPV: ULessThanEqual
; SPV-NEXT: ULessThan
; LLVM-LABEL: define spir_func i8 @cmp3(
; LLVM: icmp sle i32 %x, %y
; LLVM: icmp slt i32 %x, %y
; LLVM: sext i1 %{{.*}} to i8
; LLVM: select i1 %{{.*}}, i8 %{{.*}}, i8 1
; LLVM: icmp ule i32 %x, %y
define spir_func i8 @cmp3(i32 %x, i32 %y) {
entry:
  %s = call i8 @llvm.scmp.i8.i32(i32 %x, i32 %y)
  %u = call i8 @llvm.ucmp.i8.i32(i32 %x, i32 %y)
  %r = add i8 %s, %u
  ret i8 %r
}

; SPV: ExtInst [[#]] [[#]] [[#]] native_sqrt
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] sqrt
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] sqrt
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] native_cos
; SPV-NEXT: ExtInst [[#]] [[#]] [[#]] native_exp2
; LLVM-LABEL: define spir_func float @approx(
; LLVM: call spir_func float @_Z11native_sqrtf(
; LLVM: call spir_func float @_Z4sqrtf(
; LLVM: call spir_func double @_Z4sqrtd(
; LLVM: call spir_func <2 x float> @_Z10native_cosDv2_f(
define spir_func float @approx(float %x, double %d, <2 x float> %v) {
entry:
  %a = call afn float @llvm.sqrt.f32(float %x)
  %b = call float @llvm.sqrt.f32(float %x)
  %c = call afn double @llvm.sqrt.f64(double %d)
  %e = call afn <2 x float> @llvm.cos.v2f32(<2 x float> %v)
  %f = call fast float @llvm.exp2.f32(float %a)
  %ct = fptrunc double %c to float
  %e0 = extractelement <2 x float> %e, i32 0
  %s1 = fadd float %f, %b
  %s2 = fadd float %s1, %ct
  %s3 = fadd float %s2, %e0
  ret float %s3
}

declare i1 @llvm.is.constant.i32(i32)
declare i1 @llvm.is.constant.i64(i64)
declare i1 @llvm.is.constant.v2i64(<2 x i64>)
declare i1 @llvm.is.constant.v2f32(<2 x float>)
declare i1 @llvm.is.constant.p1(ptr addrspace(1))
declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i8 @llvm.ucmp.i8.i32(i32, i32)
declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
declare <2 x float> @llvm.cos.v2f32(<2 x float>)
declare float @llvm.exp2.f32(float)
