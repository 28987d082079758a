; Loops, a switch and phis: blocks come out in dominance order, each phi an
; OpPhi over its (value, parent) pairs, the switch an OpSwitch with literal
; cases; reverse rebuilds the same CFG.

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -o %t.spv
; RUN: llvm-spirv -to-text %t.spv -o %t.spt
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o %t.rev.ll
; RUN: FileCheck < %t.rev.ll %s --check-prefix=CHECK-LLVM

; CHECK-SPIRV: Function [[#]] [[#]] 0 [[#]]
; CHECK-SPIRV: 2 Label [[#ENTRY:]]
; CHECK-SPIRV: BranchConditional [[#]] [[#LOOP:]] [[#EXIT:]]
; CHECK-SPIRV: 2 Label [[#LOOP]]
; CHECK-SPIRV: 7 Phi [[#]] [[#I:]] [[#]] [[#ENTRY]] [[#INEXT:]] [[#LATCH:]]
; CHECK-SPIRV: 7 Phi [[#]] [[#ACC:]] [[#]] [[#ENTRY]] [[#ACCNEXT:]] [[#LATCH]]
; CHECK-SPIRV: Switch [[#]] [[#DEFAULT:]] 0 [[#CASE0:]] 1 [[#CASE1:]]
; CHECK-SPIRV: 2 Label [[#LATCH]]
; CHECK-SPIRV: IAdd [[#]] [[#INEXT]] [[#I]]
; CHECK-SPIRV: BranchConditional [[#]] [[#LOOP]] [[#EXIT]]
; CHECK-SPIRV: 2 Label [[#EXIT]]
; CHECK-SPIRV: ReturnValue

; CHECK-LLVM: define spir_func i32 @mix(i32 %n)
; CHECK-LLVM: phi i32 [ 0, %entry ], [ %{{[a-z0-9.]+}}, %latch ]
; CHECK-LLVM: switch i32 %{{[a-z0-9.]+}}, label %{{[a-z0-9.]+}} [
; CHECK-LLVM-NEXT: i32 0, label %{{[a-z0-9.]+}}
; CHECK-LLVM-NEXT: i32 1, label %{{[a-z0-9.]+}}
; CHECK-LLVM: br i1 %{{[a-z0-9.]+}}, label %loop, label %exit
; CHECK-LLVM: ret i32

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @mix(i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %sel = and i32 %i, 3
  switch i32 %sel, label %other [
    i32 0, label %even
    i32 1, label %odd
  ]

even:
  %e = add i32 %acc, %i
  br label %latch

odd:
  %o = xor i32 %acc, %i
  br label %latch

other:
  %t = mul i32 %acc, 3
  br label %latch

latch:
  %acc.next = phi i32 [ %e, %even ], [ %o, %odd ], [ %t, %other ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  ret i32 %r
}
