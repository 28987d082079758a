; A pointer used at another pointee type is cast right before each
; instruction that uses it so (where llvm-spirv places casts, one per use):
; the parameter is typed by its first use (the store), the loads at i64 cast
; it there, each with its own OpBitcast.  A
; bitcast instruction with a typed use of its own is that OpBitcast; one
; that changes no pointee is an OpBitcast too (llvm-spirv writes one for
; every bitcast instruction).  Reverse reads a pointer OpBitcast back as a
; bitcast, and translating that again gives the same SPIR-V.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=NAMES
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: %lspv %t.rev.bc -spirv-text -o %t.rev.spt
; RUN: grep -v Name %t.spt > %t.a
; RUN: grep -v Name %t.rev.spt > %t.b
; RUN: diff %t.a %t.b

target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir"

; CHECK-DAG: TypeInt [[#I16:]] 16 0
; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeInt [[#I64:]] 64 0
; CHECK-DAG: TypePointer [[#P32:]] 7 [[#I32]]
; CHECK-DAG: TypePointer [[#P64:]] 7 [[#I64]]
; CHECK-DAG: TypePointer [[#P16:]] 7 [[#I16]]
; CHECK: FunctionParameter [[#P32]] [[#P:]]
; CHECK: Label
; CHECK-NEXT: Store [[#P]]
; CHECK-NEXT: Bitcast [[#P64]] [[#C:]] [[#P]]
; CHECK-NEXT: Load [[#I64]] [[#]] [[#C]]
; CHECK-NEXT: Bitcast [[#P16]] [[#B:]] [[#P]]
; CHECK-NEXT: Load [[#I16]] [[#]] [[#B]]
; A bitcast that keeps the pointee is an OpBitcast of the same type; a
; second load at i64 does not reuse the first load's cast.
; CHECK-NEXT: Bitcast [[#P32]] [[#S:]] [[#P]]
; CHECK-NEXT: Store [[#S]]
; CHECK-NEXT: Bitcast [[#P64]] [[#C2:]] [[#P]]
; CHECK-NEXT: Load [[#I64]] [[#]] [[#C2]]

; Each bitcast is a value of its own, with its name.
; NAMES: Name [[#]] "p"
; NAMES: Name [[#]] "s"

; LLVM: define spir_func i64 @f(ptr [[P:%[a-z]+]])
; Each OpBitcast comes back a cast right before its use (as llvm-spirv
; reads it), the named one with its name.
; LLVM: store i32 0, ptr [[P]]
; LLVM-NEXT: [[C1:%[0-9]+]] = bitcast ptr [[P]] to ptr
; LLVM-NEXT: load i64, ptr [[C1]]
; LLVM-NEXT: %b = bitcast ptr [[P]] to ptr
; LLVM-NEXT: load i16, ptr %b
; LLVM-NEXT: %s = bitcast ptr [[P]] to ptr
; LLVM-NEXT: store i32 1, ptr %s
; LLVM-NEXT: [[C2:%[0-9]+]] = bitcast ptr [[P]] to ptr
; LLVM-NEXT: load i64, ptr [[C2]]

define spir_func i64 @f(ptr %p) {
entry:
  store i32 0, ptr %p, align 4
  %v = load i64, ptr %p, align 4
  %b = bitcast ptr %p to ptr
  %w = load i16, ptr %b, align 2
  %s = bitcast ptr %p to ptr
  store i32 1, ptr %s, align 4
  %v2 = load i64, ptr %p, align 4
  %wz = zext i16 %w to i64
  %r = add i64 %v, %wz
  %r2 = add i64 %r, %v2
  ret i64 %r2
}
