; Pointee inference where a function hands a pointer on (docs/forward.md,
; "Pointee inference"), as llvm-spirv's type scavenger unifies the types:
;  - a parameter its function does not type takes the pointee of what the
;    first call passes it;
;  - a function returning a pointer returns the pointee of what it returns,
;    and a call of it has that pointee;
;  - a cycle of phis takes the type where it is entered (not i8);
;  - a pointer bitcast instruction is an OpBitcast, typed by the phi that
;    merges it when it has no typed use of its own.
; Other uses get their OpBitcast.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: %lspv %t.rev.bc -spirv-text -o - | FileCheck %s --check-prefix=CHECK-AGAIN

; CHECK-DAG: Name [[PASS:[0-9]+]] "pass"
; CHECK-DAG: TypeInt [[INT:[0-9]+]] 32 0
; CHECK-DAG: TypePointer [[INTPTR:[0-9]+]] 7 [[INT]]
; CHECK-DAG: TypeFloat [[FLOAT:[0-9]+]] 32
; CHECK-DAG: TypePointer [[FLOATPTR:[0-9]+]] 7 [[FLOAT]]
; CHECK-DAG: TypeFunction [[PASSTY:[0-9]+]] [[INTPTR]] [[INTPTR]] {{$}}

; CHECK: Variable [[INTPTR]] [[IPTR:[0-9]+]] 7
; CHECK: Variable [[FLOATPTR]] [[FPTR:[0-9]+]] 7
; CHECK: FunctionCall [[INTPTR]] [[R1:[0-9]+]] [[PASS]] [[IPTR]]
; CHECK: Store [[R1]]
; CHECK: Bitcast [[INTPTR]] [[F1:[0-9]+]] [[FPTR]]
; CHECK: FunctionCall [[INTPTR]] [[R2:[0-9]+]] [[PASS]] [[F1]]
; CHECK: Bitcast [[FLOATPTR]] [[R3:[0-9]+]] [[R2]]
; CHECK: Store [[R3]]
; CHECK: Bitcast [[FLOATPTR]] [[SAME:[0-9]+]] [[IPTR]]
; CHECK-NOT: Bitcast
; CHECK: Phi [[FLOATPTR]] [[P1:[0-9]+]] [[P2:[0-9]+]] {{[0-9]+}} [[SAME]]
; CHECK: Phi [[FLOATPTR]] [[P2]] [[P1]] {{[0-9]+}} [[FPTR]]
; CHECK: Function [[INTPTR]] [[PASS]] 0 [[PASSTY]]
; CHECK-NEXT: FunctionParameter [[INTPTR]] [[A:[0-9]+]]
; CHECK: ReturnValue [[A]]

; CHECK-LLVM: %same = bitcast ptr %iptr to ptr
; CHECK-LLVM: define spir_func ptr @pass(ptr %a)

; The round trip writes the same casts again, no more.
; CHECK-AGAIN-COUNT-3: Bitcast
; CHECK-AGAIN-NOT: Bitcast

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_kernel void @foo(i32 %n) {
entry:
  %iptr = alloca i32, align 4
  %fptr = alloca float, align 4
  %i.call = call spir_func ptr @pass(ptr %iptr)
  store i32 0, ptr %i.call
  %f.call = call spir_func ptr @pass(ptr %fptr)
  store float 0.0, ptr %f.call
  %same = bitcast ptr %iptr to ptr
  br label %loop
loop:
  %p1 = phi ptr [ %p2, %loop ], [ %same, %entry ]
  %p2 = phi ptr [ %p1, %loop ], [ %fptr, %entry ]
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %k.next = add i32 %k, 1
  %cmp = icmp slt i32 %k.next, %n
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}

define spir_func ptr @pass(ptr %a) {
  ret ptr %a
}
