; A phi or select that is accessed at a type gives that type to the values
; it merges that have no typed use of their own, as llvm-spirv's type
; scavenger unifies them: a kernel parameter that only enters a pointer-
; chasing loop, or that a select picks, is typed as the loop or the load
; uses it, with no OpBitcast on the way in.  A merged value with a typed
; use of its own keeps it (the loaded link is a pointer to i8 and is cast).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc -o %t.back.spv
; RUN: %spirv-val %t.back.spv
; RUN: %lspv -to-text %t.back.spv -o - | FileCheck %s

; CHECK-DAG: TypeFloat [[#FLOAT:]] 32
; CHECK-DAG: TypeStruct [[#NODE:]] [[#]] [[#]]
; CHECK-DAG: TypePointer [[#PNODE:]] 5 [[#NODE]]
; CHECK-DAG: TypePointer [[#PFLOAT:]] 5 [[#FLOAT]]
; CHECK: {{^[0-9]+}} Function [[#]]
; CHECK-NEXT: FunctionParameter [[#PNODE]] [[#HEAD:]]
; CHECK-NOT: Bitcast [[#]] [[#]] [[#HEAD]]
; CHECK: Phi [[#PNODE]] [[#]] [[#HEAD]] [[#]] [[#NEXT:]] [[#]]
; CHECK: Load [[#]] [[#LINK:]]
; CHECK: Bitcast [[#PNODE]] [[#NEXT]] [[#LINK]]
; CHECK: {{^[0-9]+}} Function [[#]]
; CHECK-NEXT: FunctionParameter [[#PFLOAT]] [[#A:]]
; CHECK-NEXT: FunctionParameter [[#PFLOAT]] [[#B:]]
; CHECK-NOT: Bitcast
; CHECK: Select [[#PFLOAT]] [[#S:]] [[#]] [[#A]] [[#B]]
; CHECK-NEXT: Load [[#FLOAT]] [[#]] [[#S]]

; CHECK-LLVM: %p = phi ptr addrspace(1) [ %head, %entry ], [ %{{.*}}, %loop ]
; CHECK-LLVM: %s = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%node = type { ptr addrspace(1), i32 }

define spir_kernel void @walk(ptr addrspace(1) %head, i32 %n) {
entry:
  br label %loop
loop:
  %p = phi ptr addrspace(1) [ %head, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = getelementptr inbounds %node, ptr addrspace(1) %p, i64 0, i32 0
  %next = load ptr addrspace(1), ptr addrspace(1) %f, align 8
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  ret void
}

define spir_kernel void @pick(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c, ptr addrspace(1) %out) {
  %s = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  %v = load float, ptr addrspace(1) %s, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}
