; alloca T, N: a Function variable of [N x T] whose length is the count as
; the alloca states it (an i64 constant here, an i32 one for an i32 count),
; seen as a pointer to T through OpBitcast; the alignment decorates the
; variable and the pointer, as llvm-spirv writes them.  A count that is not
; a constant needs SPV_INTEL_variable_length_array.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; RUN: sed -e 's/alloca i32, i64 4, align 4/alloca i32, i64 %n, align 4/' %s > %t.bad.ll
; RUN: %llvm-as %t.bad.ll -o %t.bad.bc
; RUN: not %lspv %t.bad.bc -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ERR
; SPV-DAG: Decorate [[#ARR:]] Alignment 4
; SPV-DAG: Decorate [[#P:]] Alignment 4
; SPV-DAG: Decorate [[#ARR2:]] Alignment 2
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: TypeInt [[#I16:]] 16 0
; SPV-DAG: Constant [[#I64]] [[#FOUR:]] 4 0
; SPV-DAG: Constant [[#I32]] [[#THREE:]] 3
; SPV-DAG: TypeArray [[#AT:]] [[#I32]] [[#FOUR]]
; SPV-DAG: TypeArray [[#AT2:]] [[#I16]] [[#THREE]]
; SPV-DAG: TypePointer [[#APT:]] 7 [[#AT]]
; SPV: Variable [[#APT]] [[#ARR]] 7
; SPV: Bitcast [[#]] [[#P]] [[#ARR]]
; LLVM: alloca [4 x i32], align 4
; LLVM: alloca [3 x i16], align 2
; ERR: InvalidInstruction: Can't translate llvm instruction:
; ERR-NEXT: %a = alloca i32, i64 %n, align 4
; ERR-NEXT: Translation of dynamic alloca requires SPV_INTEL_variable_length_array extension.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i64 %n, i32 %x) {
  %a = alloca i32, i64 4, align 4
  %b = alloca i16, i32 3, align 2
  %p = getelementptr i32, ptr %a, i64 2
  store i32 %x, ptr %p, align 4
  %q = getelementptr i16, ptr %b, i64 1
  store i16 7, ptr %q, align 2
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
