; A zero-length array (a C flexible array member) is a SPIR-V array of one
; element (OpTypeArray needs a length of at least 1), as llvm-spirv writes
; it; reverse reads an array of one element.  Negative: other lengths are
; kept as they are.
; RUN: %lspv %s -spirv-text -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.flex = type { i32, [0 x float] }

; CHECK-DAG: TypeInt [[#I32:]] 32 0
; CHECK-DAG: TypeInt [[#I64:]] 64 0
; CHECK-DAG: TypeFloat [[#F32:]] 32
; CHECK-DAG: Constant [[#I64]] [[#ONE:]] 1 0 {{$}}
; CHECK-DAG: Constant [[#I64]] [[#THREE:]] 3 0 {{$}}
; CHECK-DAG: TypeArray [[#ARR1:]] [[#F32]] [[#ONE]]
; CHECK-DAG: TypeArray [[#ARR3:]] [[#I32]] [[#THREE]]
; CHECK-DAG: TypeStruct [[#FLEX:]] [[#I32]] [[#ARR1]]
; CHECK-DAG: TypeArray [[#ARR1I:]] [[#I32]] [[#ONE]]
; CHECK-NOT: TypeArray {{.*}} 0 {{$}}

; LLVM: %struct.flex = type { i32, [1 x float] }
; LLVM: define spir_func float @tail(ptr addrspace(1) %s, i64 %i)
; LLVM: alloca [1 x i32]
; LLVM: alloca [3 x i32]
; LLVM: getelementptr inbounds %struct.flex, ptr addrspace(1) %s, i64 0, i32 1, i64 %i

define spir_func float @tail(ptr addrspace(1) %s, i64 %i) {
  %p = getelementptr inbounds %struct.flex, ptr addrspace(1) %s, i64 0, i32 1, i64 %i
  %v = load float, ptr addrspace(1) %p
  %a = alloca [0 x i32]
  %b = alloca [3 x i32]
  store i32 1, ptr %a
  store i32 2, ptr %b
  ret float %v
}
