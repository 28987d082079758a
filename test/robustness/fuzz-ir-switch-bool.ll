; Found by fuzz_ir (fuzz/README.md): a switch on an i1 was refused; OpSwitch
; takes an integer selector, so forward switches on the bool selected to 1 or
; 0.  Checked by spirv-val and by running the round trip under lli.
; RUN: sed '/^; ---- driver/q' %s > %t.ll
; RUN: %lspv %t.ll -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: spirv-dis %t.spv | FileCheck %s --check-prefix=SPV
; RUN: %python %S/../roundtrip/Inputs/lli_diff.py %lspv %lli %s | FileCheck %s
; SPV: [[SEL:%[0-9a-z_]+]] = OpSelect %uint %c %uint_1 %uint_0
; SPV-NEXT: OpSwitch [[SEL]] %d 1 %t
; SPV: [[SEL2:%[0-9a-z_]+]] = OpSelect %uint %c_0 %uint_1 %uint_0
; SPV-NEXT: OpSwitch [[SEL2]] %d_0 0 %f 1 %t_0
; CHECK: SAME 4 lines
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @one_case(i1 %c) {
entry:
  switch i1 %c, label %d [
    i1 true, label %t
  ]
t:
  br label %d
d:
  %r = phi i64 [ 7, %entry ], [ 9, %t ]
  ret i64 %r
}

define spir_func i64 @both_cases(i1 %c) {
entry:
  switch i1 %c, label %d [
    i1 false, label %f
    i1 true, label %t
  ]
f:
  ret i64 3
t:
  ret i64 5
d:
  ret i64 11
}
; ---- driver ----
define i32 @main() {
  %a = call i64 @one_case(i1 false)
  call void @__lli_print_i(i64 %a)
  %b = call i64 @one_case(i1 true)
  call void @__lli_print_i(i64 %b)
  %c = call i64 @both_cases(i1 false)
  call void @__lli_print_i(i64 %c)
  %d = call i64 @both_cases(i1 true)
  call void @__lli_print_i(i64 %d)
  ret i32 0
}
