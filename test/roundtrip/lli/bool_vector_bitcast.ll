; bitcast <N x i1> <-> iN: SPIR-V cannot bitcast bools (llvm-spirv emits an
; invalid OpBitcast); lspv lowers it to selects and bit operations.  The
; round-tripped module must compute the same masks.
; RUN: %python %S/../Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; RUN: sed -e "/^; ---- driver/q" %s > %t.ll
; RUN: %lspv %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; CHECK: SAME {{[0-9]+}} lines
; SPV-NOT: OpBitcast %uchar
; SPV-NOT: OpBitcast %v8bool
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i8 @mask8(<8 x i32> %a, <8 x i32> %b) {
  %c = icmp slt <8 x i32> %a, %b
  %m = bitcast <8 x i1> %c to i8
  ret i8 %m
}

define spir_func i16 @mask16(<16 x i8> %a) {
  %c = icmp ne <16 x i8> %a, zeroinitializer
  %m = bitcast <16 x i1> %c to i16
  ret i16 %m
}

define spir_func i32 @unmask8(i8 %m, <8 x i32> %x) {
  %c = bitcast i8 %m to <8 x i1>
  %s = select <8 x i1> %c, <8 x i32> %x, <8 x i32> zeroinitializer
  %e0 = extractelement <8 x i32> %s, i32 0
  %e3 = extractelement <8 x i32> %s, i32 3
  %e7 = extractelement <8 x i32> %s, i32 7
  %t = add i32 %e0, %e3
  %u = add i32 %t, %e7
  ret i32 %u
}
; ---- driver ----
define i32 @main() {
  %m1 = call i8 @mask8(<8 x i32> <i32 1, i32 9, i32 3, i32 -4, i32 5, i32 0, i32 7, i32 8>, <8 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 9>)
  %m1w = zext i8 %m1 to i64
  call void @__lli_print_i(i64 %m1w)
  %m2 = call i16 @mask16(<16 x i8> <i8 0, i8 1, i8 0, i8 3, i8 0, i8 0, i8 7, i8 0, i8 9, i8 0, i8 0, i8 0, i8 1, i8 0, i8 0, i8 5>)
  %m2w = zext i16 %m2 to i64
  call void @__lli_print_i(i64 %m2w)
  %u1 = call i32 @unmask8(i8 -119, <8 x i32> <i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80>)
  %u1w = sext i32 %u1 to i64
  call void @__lli_print_i(i64 %u1w)
  %u2 = call i32 @unmask8(i8 1, <8 x i32> <i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80>)
  %u2w = sext i32 %u2 to i64
  call void @__lli_print_i(i64 %u2w)
  ret i32 0
}
