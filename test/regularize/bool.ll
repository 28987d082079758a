; -s rewrites i1 arithmetic SPIR-V's bool lacks into integers: shifts of i1
; through i32 (a zext to i32 of the shift takes the i32 shift itself),
; trunc to i1 as the low bit, zext/sext of i1 as selects, {u,s}itofp of i1
; through an i32 select (sitofp: -1 for true, the signed value of i1).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; No shift or integer conversion of i1 is left (the input has them).
; RUN: %llvm-dis %t.bc -o - | grep -E '(shl|ashr|lshr) <?[0-9 x]*i1 |(zext|sext|itofp) <?[0-9 x]*i1 | to <?[0-9 x]*i1>?$'
; RUN: %llvm-dis %t.reg.bc -o - | not grep -E '(shl|ashr|lshr) <?[0-9 x]*i1 |(zext|sext|itofp) <?[0-9 x]*i1 | to <?[0-9 x]*i1>?$'
; What -s writes translates, validates and comes back.
; RUN: %lspv %t.reg.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV
; The input itself (no -s) translates as before.
; RUN: %lspv %t.bc -o %t.direct.spv
; RUN: %spirv-val %t.direct.spv

target triple = "spir64-unknown-unknown"

@out = addrspace(1) global i1 false
@out64 = addrspace(1) global i64 0

; CHECK-LABEL: define spir_func i32 @shift(i1 %a, i32 %n)
; CHECK: %[[T:[0-9]+]] = and i32 %n, 1
; CHECK-NEXT: %b = icmp ne i32 %[[T]], 0
; CHECK-NEXT: %[[A32:[0-9]+]] = select i1 %a, i32 1, i32 0
; CHECK-NEXT: %[[B32:[0-9]+]] = select i1 %b, i32 1, i32 0
; CHECK-NEXT: %[[S:[0-9]+]] = lshr i32 %[[A32]], %[[B32]]
; CHECK-NEXT: %[[BACK:[0-9]+]] = icmp ne i32 %[[S]], 0
; CHECK-NEXT: store i1 %[[BACK]], ptr addrspace(1) @out
; A zext to another width is no fold: the i1 goes through the select.
; CHECK-NEXT: %wide = select i1 %[[BACK]], i64 1, i64 0
; CHECK-NEXT: store i64 %wide, ptr addrspace(1) @out64
; CHECK-NEXT: ret i32 %[[S]]
define spir_func i32 @shift(i1 %a, i32 %n) {
  %b = trunc i32 %n to i1
  %s = shl i1 %a, %b
  store i1 %s, ptr addrspace(1) @out
  %wide = zext i1 %s to i64
  store i64 %wide, ptr addrspace(1) @out64
  %r = zext i1 %s to i32
  ret i32 %r
}

; CHECK-LABEL: define spir_func <2 x i32> @vec(<2 x i1> %a, <2 x i1> %b)
; CHECK: select <2 x i1> %a, <2 x i32> splat (i32 1), <2 x i32> zeroinitializer
; CHECK: select <2 x i1> %b, <2 x i32> splat (i32 1), <2 x i32> zeroinitializer
; CHECK: %[[V:[0-9]+]] = lshr <2 x i32>
; CHECK-NEXT: ret <2 x i32> %[[V]]
define spir_func <2 x i32> @vec(<2 x i1> %a, <2 x i1> %b) {
  %s = ashr <2 x i1> %a, %b
  %r = zext <2 x i1> %s to <2 x i32>
  ret <2 x i32> %r
}

; CHECK-LABEL: define spir_func float @conv(i1 %c, <4 x i1> %v)
; CHECK: %se = select i1 %c, i16 -1, i16 0
; CHECK: %[[SI:[0-9]+]] = select i1 %c, i32 -1, i32 0
; CHECK-NEXT: %sf = sitofp i32 %[[SI]] to float
; CHECK: %[[UI:[0-9]+]] = select <4 x i1> %v, <4 x i32> splat (i32 1), <4 x i32> zeroinitializer
; CHECK-NEXT: %uf = uitofp <4 x i32> %[[UI]] to <4 x float>
define spir_func float @conv(i1 %c, <4 x i1> %v) {
  %se = sext i1 %c to i16
  %sf = sitofp i1 %c to float
  %uf = uitofp <4 x i1> %v to <4 x float>
  %e = extractelement <4 x float> %uf, i32 0
  %k = sitofp i16 %se to float
  %x = fadd float %sf, %e
  %y = fadd float %x, %k
  ret float %y
}

; SPV-DAG: TypeBool
; SPV: ShiftRightLogical
; SPV: ConvertSToF
; SPV: ConvertUToF
; REV: define spir_func i32 @shift(i1 %a, i32 %n)
; REV: lshr i32
; REV: define spir_func float @conv(i1 %c, <4 x i1> %v)
