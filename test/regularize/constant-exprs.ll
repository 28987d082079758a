; -s rewrites the constant expressions instructions use into instructions
; in the entry block (operands first), one per expression and function:
; before the first user when that is in the entry block, else before the
; entry block's terminator.  Left alone (negative): a call's callee and
; constants inside a global's initializer.
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv -s %t.bc -o %t.reg.bc
; RUN: %llvm-dis %t.reg.bc -o - | FileCheck %s
; RUN: %lspv %t.reg.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=REV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@arr = addrspace(1) global [4 x i32] zeroinitializer
@ptr = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @arr, i64 0, i64 1) to ptr addrspace(4))

; CHECK: @ptr = addrspace(1) global ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds

; CHECK-LABEL: define spir_func i32 @f(i1 %c)
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[G:[0-9]+]] = getelementptr inbounds [4 x i32], ptr addrspace(1) @arr, i64 0, i64 2
; CHECK-NEXT: %[[AS:[0-9]+]] = addrspacecast ptr addrspace(1) %[[G]] to ptr addrspace(4)
; CHECK-NEXT: %a = load i32, ptr addrspace(4) %[[AS]]
; CHECK-NEXT: %[[G3:[0-9]+]] = getelementptr inbounds [4 x i32], ptr addrspace(1) @arr, i64 0, i64 3
; CHECK-NEXT: br i1 %c
; CHECK: then:
; CHECK-NEXT: %b = load i32, ptr addrspace(4) %[[AS]]
; CHECK-NEXT: store i32 %b, ptr addrspace(1) %[[G3]]
; CHECK-NOT: getelementptr
; CHECK-NOT: addrspacecast
define spir_func i32 @f(i1 %c) {
entry:
  %a = load i32, ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @arr, i64 0, i64 2) to ptr addrspace(4))
  br i1 %c, label %then, label %done

then:
  %b = load i32, ptr addrspace(4) addrspacecast (ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @arr, i64 0, i64 2) to ptr addrspace(4))
  store i32 %b, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @arr, i64 0, i64 3)
  br label %done

done:
  %r = phi i32 [ %a, %entry ], [ %b, %then ]
  ret i32 %r
}

; Another function has its own instructions.
; CHECK-LABEL: define spir_func i64 @g()
; CHECK-NEXT: %[[P:[0-9]+]] = ptrtoint ptr addrspace(1) @arr to i64
; CHECK-NEXT: %[[S:[0-9]+]] = add i64 %[[P]], 8
; CHECK-NEXT: ret i64 %[[S]]
define spir_func i64 @g() {
  ret i64 add (i64 ptrtoint (ptr addrspace(1) @arr to i64), i64 8)
}

; SPV: InBoundsPtrAccessChain
; SPV: PtrCastToGeneric
; REV-LABEL: define spir_func i32 @f(i1 %c)
; (Reverse keeps the access chain an instruction, as -s made it.)
; REV: getelementptr inbounds [4 x i32], ptr addrspace(1) @arr, i64 0, i64 2
