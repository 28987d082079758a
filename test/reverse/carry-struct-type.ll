; OpIAddCarry / OpISubBorrow come back as llvm.uadd/usub.with.overflow with
; the overflow bit widened into a {T, T} pair.  The pair is the literal
; struct, as llvm-spirv writes it, when the value is only stored or taken
; apart; a value that flows elsewhere (returned, through a phi) keeps the
; SPIR-V result type, so the module stays valid.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=NAME
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -o %t.rev.spv
; RUN: %spirv-val %t.rev.spv

; The expansion of llvm.uadd.with.overflow leaves the call's name off
; (llvm-spirv rewrites the call first); the values taken out of it keep theirs.
; NAME-NOT: Name [[#]] "pair"
; NAME: Name [[#]] "o"
; NAME-NOT: Name [[#]] "pair"
; SPV: IAddCarry
; SPV: ISubBorrow
; SPV: IAddCarry
; SPV: ReturnValue
; llvm.uadd/usub.with.overflow: the carry through a Function variable, then
; compared with zero into the {T, i1} result.
; SPV: Variable [[#PS:]] [[#V:]] 7
; SPV: IAddCarry [[#S:]] [[#P:]] [[#A:]] [[#B:]]
; SPV-NEXT: Store [[#V]] [[#P]]
; SPV-NEXT: Load [[#S]] [[#L:]] [[#V]] 2 2
; SPV-NEXT: CompositeExtract [[#]] [[#LO:]] [[#L]] 0
; SPV-NEXT: CompositeExtract [[#]] [[#HI:]] [[#L]] 1
; SPV-NEXT: INotEqual [[#]] [[#OV:]] [[#HI]] [[#]]
; SPV-NEXT: CompositeInsert [[#R:]] [[#I0:]] [[#LO]] [[#]] 0
; SPV-NEXT: CompositeInsert [[#R]] [[#]] [[#OV]] [[#I0]] 1
; SPV: ISubBorrow
; SPV: INotEqual

; LLVM-LABEL: define spir_func void @stored(
; LLVM: call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %a, i8 %b)
; LLVM: zext i1 %{{.*}} to i8
; LLVM: insertvalue { i8, i8 } poison, i8 %{{.*}}, 0
; LLVM: store { i8, i8 } %{{.*}}, ptr %c
; LLVM: call { i8, i1 } @llvm.usub.with.overflow.i8(i8 %a, i8 %b)
; LLVM: insertvalue { i8, i8 } poison
; LLVM-LABEL: define spir_func %s16 @returned(
; LLVM: call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a, i16 %b)
; LLVM: insertvalue %s16 poison
; LLVM: ret %s16
; LLVM-LABEL: define spir_func i1 @overflow(
; LLVM: call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a, i16 %b)
; LLVM: icmp ne i16
; LLVM-NOT: %pair
; LLVM: %o = extractvalue
; LLVM: call { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(
; LLVM: icmp ne <2 x i32>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

%s8 = type { i8, i8 }
%s16 = type { i16, i16 }

define spir_func void @stored(i8 %a, i8 %b) {
entry:
  %c = alloca %s8
  %d = alloca %s8
  call void @_Z17__spirv_IAddCarrycc(ptr sret(%s8) %c, i8 %a, i8 %b)
  call void @_Z18__spirv_ISubBorrowcc(ptr sret(%s8) %d, i8 %a, i8 %b)
  ret void
}

define spir_func %s16 @returned(i16 %a, i16 %b) {
entry:
  %r = call spir_func %s16 @_Z17__spirv_IAddCarryss(i16 %a, i16 %b)
  ret %s16 %r
}

define spir_func i1 @overflow(i16 %a, i16 %b, <2 x i32> %x, <2 x i32> %y) {
entry:
  %pair = call { i16, i1 } @llvm.uadd.with.overflow.i16(i16 %a, i16 %b)
  %o = extractvalue { i16, i1 } %pair, 1
  %v = call { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32> %x, <2 x i32> %y)
  %w = extractvalue { <2 x i32>, <2 x i1> } %v, 1
  %w0 = extractelement <2 x i1> %w, i32 0
  %b2 = or i1 %o, %w0
  ret i1 %b2
}

declare { i16, i1 } @llvm.uadd.with.overflow.i16(i16, i16)
declare { <2 x i32>, <2 x i1> } @llvm.usub.with.overflow.v2i32(<2 x i32>, <2 x i32>)
declare void @_Z17__spirv_IAddCarrycc(ptr sret(%s8), i8, i8)
declare void @_Z18__spirv_ISubBorrowcc(ptr sret(%s8), i8, i8)
declare spir_func %s16 @_Z17__spirv_IAddCarryss(i16, i16)
