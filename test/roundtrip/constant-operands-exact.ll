; An arithmetic instruction or a comparison whose operands are all constants
; (nothing folded it: an unoptimized module, or constants that only became
; so late) is an instruction in the SPIR-V.  The default reverse folds it, as llvm-spirv
; does; --exact-roundtrip keeps it an instruction with its decorations, so
; the second forward writes the same words (issue 19: the add was folded
; away, and its NoSignedWrap with it).
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.x.bc
; RUN: %llvm-dis %t.x.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv %t.x.bc -o %t.x.spv
; RUN: cmp %t.spv %t.x.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=PLAIN

; CHECK: Decorate [[#ADD:]] NoSignedWrap
; CHECK: Constant [[#]] [[#N:]] 7
; CHECK: IAdd [[#]] [[#ADD]] [[#N]]
; CHECK: FOrdLessThan [[#]] [[#]] [[#]]

; EXACT-LABEL: define spir_func i32 @f(
; EXACT: %a = add nsw i32 7, 1
; EXACT: %c = fcmp olt float 2.000000e+00, 1.000000e+00
; PLAIN-LABEL: define spir_func i32 @f(
; PLAIN-NOT: add
; PLAIN: ret i32 0

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f() {
entry:
  %a = add nsw i32 7, 1
  %c = fcmp olt float 2.0, 1.0
  %r = select i1 %c, i32 %a, i32 0
  ret i32 %r
}
