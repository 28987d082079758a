; any/all of a bool vector sign-extended to integer lanes (the shape
; reverse gives OpAny/OpAll) is OpAny/OpAll of the bools; the extension is
; not translated when any/all are its only users, and it is (an OpSelect)
; when something else reads it too.  any/all of other integers test the
; sign bit of each lane (OpSLessThan, then OpAny/OpAll).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; RUN: %lspv %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o %t.2.spt
; RUN: diff %t.spt %t.2.spt

; SPV-LABEL: 5 Function
; SPV: FOrdLessThan [[#]] [[#B1:]]
; SPV-NEXT: 4 Any [[#]] [[#]] [[#B1]]
; SPV: FOrdLessThan [[#]] [[#B2:]]
; SPV-NEXT: Select [[#]] [[#E2:]] [[#B2]]
; SPV: SLessThan [[#]] [[#S2:]] [[#E2]]
; SPV-NEXT: 4 All [[#]] [[#]] [[#S2]]
; SPV: SLessThan [[#]] [[#S:]]
; SPV-NEXT: 4 Any [[#]] [[#]] [[#S]]

; CL: call spir_func i32 @_Z3anyDv2_c(<2 x i8>
; CL: sext <2 x i1> %{{.*}} to <2 x i8>
; CL: call spir_func i32 @_Z3allDv2_c(<2 x i8>
; CL: call spir_func i32 @_Z3anyDv2_c(<2 x i8>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(<2 x float> %x, <2 x float> %y, <2 x i8> %c, ptr addrspace(1) %o) {
entry:
  %lt = fcmp olt <2 x float> %x, %y
  %e = sext <2 x i1> %lt to <2 x i8>
  %a = call spir_func i32 @_Z3anyDv2_c(<2 x i8> %e)
  %lt2 = fcmp olt <2 x float> %y, %x
  %e2 = sext <2 x i1> %lt2 to <2 x i8>
  store <2 x i8> %e2, ptr addrspace(1) %o
  %b = call spir_func i32 @_Z3allDv2_c(<2 x i8> %e2)
  %d = call spir_func i32 @_Z3anyDv2_c(<2 x i8> %c)
  %s = add i32 %a, %b
  %r = add i32 %s, %d
  ret i32 %r
}

declare spir_func i32 @_Z3anyDv2_c(<2 x i8>)
declare spir_func i32 @_Z3allDv2_c(<2 x i8>)
