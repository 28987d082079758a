; Blocks in the order a branch names its targets (then before else, a loop's
; body before its exit, as source code and llvm-spirv have them): reverse
; post-order visiting successors from the last; still every block after its
; dominators.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; CHECK-DAG: Name [[#THEN:]] "then"
; CHECK-DAG: Name [[#ELSE:]] "else"
; CHECK-DAG: Name [[#BODY:]] "body"
; CHECK-DAG: Name [[#EXIT:]] "exit"
; CHECK: Label [[#THEN]]
; CHECK: Label [[#ELSE]]
; CHECK: Label [[#BODY]]
; CHECK: Label [[#EXIT]]

target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i1 %c, i32 %n) {
entry:
  br i1 %c, label %then, label %else
then:
  br label %loop
else:
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ 1, %else ], [ %j, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %j = add i32 %i, 1
  br label %loop
exit:
  ret i32 %i
}
