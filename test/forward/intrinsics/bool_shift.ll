; Shifts of i1 (and of vectors of i1) have no SPIR-V form on bools: forward
; widens both operands to i32 with selects, shifts right, and compares with 0
; (a shift of i1 by 1 is poison, so the result is the first operand wherever
; it is defined).  Other i1 arithmetic without a form stays an error.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=LL
; RUN: rm -f %t.bad.spv
; RUN: sed 's/^;BAD://' %s | not %lspv - -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.bad.spv
; SPT-DAG: TypeInt [[I32:[0-9]+]] 32 0
; SPT-DAG: Constant [[I32]] [[ONE:[0-9]+]] 1
; SPT-DAG: Constant [[I32]] [[ZERO:[0-9]+]] 0
; SPT: FunctionParameter {{[0-9]+}} [[A:[0-9]+]]
; SPT: FunctionParameter {{[0-9]+}} [[B:[0-9]+]]
; SPT: Select [[I32]] [[WA:[0-9]+]] [[A]] [[ONE]] [[ZERO]]
; SPT: Select [[I32]] [[WB:[0-9]+]] [[B]] [[ONE]] [[ZERO]]
; SPT: ShiftRightLogical [[I32]] [[SH:[0-9]+]] [[WA]] [[WB]]
; SPT: INotEqual {{[0-9]+}} {{[0-9]+}} [[SH]] [[ZERO]]
; SPT: ShiftRightLogical {{[0-9]+}}
; LL-LABEL: define spir_func i1 @shl1(i1 %a, i1 %b)
; LL: lshr i32
; LL: icmp ne i32
; LL-LABEL: define spir_func <4 x i1> @ashr4(
; LL: lshr <4 x i32>
; LL: icmp ne <4 x i32>
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: arithmetic on i1 without a SPIR-V form{{.*}}udiv i1
target triple = "spir64-unknown-unknown"

define spir_func i1 @shl1(i1 %a, i1 %b) {
  %r = shl i1 %a, %b
  ret i1 %r
}

define spir_func <4 x i1> @ashr4(<4 x i1> %a, <4 x i1> %b) {
  %r = ashr <4 x i1> %a, %b
  ret <4 x i1> %r
}

;BAD:define spir_func i1 @div1(i1 %a, i1 %b) {
;BAD:  %r = udiv i1 %a, %b
;BAD:  ret i1 %r
;BAD:}
