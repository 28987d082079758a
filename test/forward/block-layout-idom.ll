; A join block laid out before its predecessors, but after the block that
; dominates it, keeps the source layout (as llvm-spirv writes it): SPIR-V
; 2.16.1 only asks that each block come after its dominators, which the
; immediate dominators decide.  The round trip gives the source order back.
; A layout with a block before its immediate dominator (@bad: %join sits
; before %left, which dominates it) is written in reverse post-order.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: %lspv -to-text %t2.spv -o - | FileCheck %s --check-prefix=SPV

; SPV-DAG: Name [[#JOIN:]] "join"
; SPV-DAG: Name [[#THEN:]] "then"
; SPV-DAG: Name [[#ELSE:]] "else"
; SPV-DAG: Name [[#LEFT:]] "left"
; SPV-DAG: Name [[#BJOIN:]] "bjoin"
; SPV: BranchConditional [[#]] [[#THEN]] [[#ELSE]]
; SPV: Label [[#JOIN]]
; SPV: Label [[#THEN]]
; SPV: Label [[#ELSE]]
; SPV: Label [[#LEFT]]
; SPV: Label [[#BJOIN]]

; LLVM-LABEL: define spir_func i32 @join_first(
; LLVM: entry:
; LLVM-NEXT: br i1 %c, label %then, label %else
; LLVM: join:
; LLVM-NEXT: %r = phi i32 [ %x, %then ], [ %y, %else ]
; LLVM: then:
; LLVM: else:
; LLVM-LABEL: define spir_func i32 @bad(
; LLVM: left:
; LLVM: bjoin:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @join_first(i1 %c, i32 %a) {
entry:
  br i1 %c, label %then, label %else

join:
  %r = phi i32 [ %x, %then ], [ %y, %else ]
  ret i32 %r

then:
  %x = add i32 %a, 1
  br label %join

else:
  %y = mul i32 %a, 3
  br label %join
}

define spir_func i32 @bad(i1 %c, i32 %a) {
entry:
  br i1 %c, label %left, label %out

bjoin:
  %r = phi i32 [ %x, %left ], [ %y, %inner ]
  ret i32 %r

left:
  %x = add i32 %a, 1
  br i1 %c, label %bjoin, label %inner

inner:
  %y = mul i32 %a, 3
  br label %bjoin

out:
  ret i32 0
}
