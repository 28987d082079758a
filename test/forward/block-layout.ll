; Blocks keep the source layout (as llvm-spirv writes them) where it puts
; every block after its dominators: a switch whose default block comes last
; keeps it last.  A layout that names a block before its dominator is not
; valid SPIR-V and falls back to the reverse post-order (@g: %use sits
; before %def, which dominates it).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; SPV-DAG: Name [[#A:]] "a"
; SPV-DAG: Name [[#B:]] "b"
; SPV-DAG: Name [[#DEF:]] "default"
; SPV-DAG: Name [[#END:]] "end"
; SPV-DAG: Name [[#D:]] "def"
; SPV-DAG: Name [[#U:]] "use"
; SPV: Switch [[#]] [[#DEF]] 1 [[#A]] 2 [[#B]]
; SPV: Label [[#A]]
; SPV: Label [[#B]]
; SPV: Label [[#DEF]]
; SPV: Label [[#END]]
; SPV: Label [[#D]]
; SPV: Label [[#U]]
; LLVM-LABEL: define spir_func i32 @f(
; LLVM: a:
; LLVM: b:
; LLVM: default:
; LLVM: end:
; LLVM-LABEL: define spir_func i32 @g(
; LLVM: def:
; LLVM: use:
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 1, label %a
    i32 2, label %b
  ]
a:
  br label %end
b:
  br label %end
default:
  br label %end
end:
  %r = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %default ]
  ret i32 %r
}

define spir_func i32 @g(i32 %x) {
entry:
  br label %def
use:
  %y = add i32 %v, 1
  ret i32 %y
def:
  %v = mul i32 %x, 3
  br label %use
}
