; A pointer phi whose incoming values point to other types takes casts at
; the end of the predecessors.  Its type is declared where the first of
; them is written (or at the phi, on a back edge): after the types the
; predecessor computed first, as llvm-spirv declares it.
; RUN: rm -rf %t && split-file %s %t
; RUN: %llvm-as %t/ok.ll -o %t.bc
; RUN: %lspv %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: %lspv %t.rev.bc -o %t2.spv
; RUN: %spirv-val %t2.spv
; RUN: %lspv -to-text %t2.spv -o - | FileCheck %s
; A phi of a type without SPIR-V form is an error naming it, nothing written.
; RUN: not %lspv %t/bad.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=CHECK-ERR
; RUN: not test -e %t/bad.spv

; CHECK: TypeInt [[I16:[0-9]+]] 16 0
; CHECK: TypePointer [[PI16:[0-9]+]] 7 [[I16]]
; CHECK-NEXT: TypeFloat [[F64:[0-9]+]] 64
; CHECK-NEXT: TypePointer [[PF64:[0-9]+]] 7 [[F64]]
; CHECK: Variable [[PI16]] [[A:[0-9]+]] 7
; CHECK-NEXT: Variable [[PF64]] [[B:[0-9]+]] 7
; CHECK-NEXT: Bitcast [[PF64]] [[AC:[0-9]+]] [[A]]
; CHECK: Phi [[PF64]] [[P:[0-9]+]] [[Q:[0-9]+]] {{[0-9]+}} [[AC]]
; CHECK-NEXT: Phi [[PF64]] [[Q]] [[P]] {{[0-9]+}} [[B]]

; CHECK-LLVM: %a = alloca i16, align 2
; CHECK-LLVM-NEXT: %b = alloca double, align 8
; CHECK-LLVM: %p = phi ptr [ %q, %body ], [ %{{.*}}, %entry ]
; CHECK-LLVM-NEXT: %q = phi ptr [ %p, %body ], [ %b, %entry ]

; CHECK-ERR: InvalidBitWidth: Invalid bit width in input: 3


;--- ok.ll
target datalayout = "e-p:64:64-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @swap_loop(i32 %n) {
entry:
  %a = alloca i16, align 2
  %b = alloca double, align 8
  br label %body

body:
  %p = phi ptr [ %q, %body ], [ %a, %entry ]
  %q = phi ptr [ %p, %body ], [ %b, %entry ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  store double 1.0, ptr %q, align 8
  %i.next = add i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %body, label %exit

exit:
  ret void
}

;--- bad.ll
target datalayout = "e-p:64:64-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i3 @narrow(i1 %c, i3 %x) {
entry:
  br i1 %c, label %then, label %done
then:
  br label %done
done:
  %r = phi i3 [ %x, %entry ], [ 1, %then ]
  ret i3 %r
}
