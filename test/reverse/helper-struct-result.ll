; The call of a helper that reverse maps back to an intrinsic returning a
; struct ({T, i1}: llvm.umul.with.overflow) yields the literal struct; where
; the value is returned or merged by a phi (also a phi above its definition,
; in a loop header) it is rebuilt as the SPIR-V result type, and where it is
; only taken apart the extracts read the call itself.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv

; CHECK-LABEL: define spir_func %structtype @ret(
; CHECK: %[[C:[0-9]+]] = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
; CHECK: extractvalue { i32, i1 } %[[C]], 0
; CHECK: extractvalue { i32, i1 } %[[C]], 1
; CHECK: ret %structtype %r

; CHECK-LABEL: define spir_func i32 @loop(
; CHECK: %acc = phi %structtype
; CHECK: call { i32, i1 } @llvm.umul.with.overflow.i32
; CHECK: %m = insertvalue %structtype

; CHECK-LABEL: define spir_func i1 @parts(
; CHECK: %p = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
; CHECK-NEXT: %o = extractvalue { i32, i1 } %p, 1
; CHECK-NOT: insertvalue

target triple = "spir64-unknown-unknown"

define spir_func { i32, i1 } @ret(i32 %a, i32 %b) {
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  ret { i32, i1 } %r
}

define spir_func i32 @loop(i32 %a, i32 %n) {
entry:
  br label %h
h:
  %acc = phi { i32, i1 } [ { i32 1, i1 false }, %entry ], [ %m, %h ]
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %x = extractvalue { i32, i1 } %acc, 0
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %x, i32 %a)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %h, label %e
e:
  %y = extractvalue { i32, i1 } %m, 0
  ret i32 %y
}

define spir_func i1 @parts(i32 %a, i32 %b) {
  %p = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %p, 1
  ret i1 %o
}

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
