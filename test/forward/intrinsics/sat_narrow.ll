; llvm.fpto{s,u}i.sat to a width SPIR-V has no type for (here i2 and i5),
; whose every user extends it to one standard width: the conversion is done
; at that width (SaturatedConversion) and clamped to the narrow range by
; compare-and-select; the extensions are that value.  Any other use of the
; narrow result stays an error naming the call.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: sed -e 's/%e = sext i2 %n to i64/%e = add i2 %n, 1/' -e 's/ret i64 %e/ret i64 0/' %s > %t.bad.ll
; RUN: %llvm-as %t.bad.ll -o %t.bad.bc
; RUN: not %lspv %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
; SPV-DAG: Decorate [[#S:]] SaturatedConversion
; SPV-DAG: Decorate [[#U:]] SaturatedConversion
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I64]] [[#SMAX:]] 1 0
; SPV-DAG: Constant [[#I64]] [[#SMIN:]] 4294967294 4294967295
; SPV-DAG: Constant [[#I32]] [[#UMAX:]] 31
; SPV: ConvertFToS [[#I64]] [[#S]]
; SPV-NEXT: SGreaterThanEqual [[#]] [[#GE:]] [[#S]] [[#SMAX]]
; SPV-NEXT: Select [[#I64]] [[#R1:]] [[#GE]] [[#SMAX]] [[#S]]
; SPV-NEXT: SLessThanEqual [[#]] [[#LE:]] [[#S]] [[#SMIN]]
; SPV-NEXT: Select [[#I64]] [[#R2:]] [[#LE]] [[#SMIN]] [[#R1]]
; SPV-NEXT: ReturnValue [[#R2]]
; SPV: ConvertFToU [[#I32]] [[#U]]
; SPV-NEXT: UGreaterThanEqual [[#]] [[#UGE:]] [[#U]] [[#UMAX]]
; SPV-NEXT: Select [[#I32]] [[#R3:]] [[#UGE]] [[#UMAX]] [[#U]]
; SPV-NEXT: ReturnValue [[#R3]]
; LLVM-LABEL: define spir_func i64 @s(
; LLVM: icmp sge i64 %{{.*}}, 1
; LLVM: select i1 %{{.*}}, i64 1,
; LLVM: icmp sle i64 %{{.*}}, -2
; LLVM: select i1 %{{.*}}, i64 -2,
; LLVM-LABEL: define spir_func i32 @u(
; LLVM: icmp uge i32 %{{.*}}, 31
; LLVM: select i1 %{{.*}}, i32 31,
; ERR: saturating conversion to an integer of this width
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @s(float %x) {
  %n = call i2 @llvm.fptosi.sat.i2.f32(float %x)
  %e = sext i2 %n to i64
  ret i64 %e
}

define spir_func i32 @u(double %x) {
  %n = call i5 @llvm.fptoui.sat.i5.f64(double %x)
  %e = zext i5 %n to i32
  ret i32 %e
}

declare i2 @llvm.fptosi.sat.i2.f32(float)
declare i5 @llvm.fptoui.sat.i5.f64(double)
