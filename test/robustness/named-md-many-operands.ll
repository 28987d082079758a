; Named metadata with many operands (one per linked translation unit): forward
; read every operand of !spirv.Source and !opencl.ocl.version into a one-slot
; stack array, smashing the stack (SIGSEGV in the RelWithDebInfo build).  The
; first operand decides OpSource.
; RUN: %lspv %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; CHECK: Source 4 200000
; CHECK-NOT: Source
; IR: !spirv.Source = !{![[S:[0-9]+]]}
; IR: ![[S]] = !{i32 4, i32 200000}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  ret void
}

!spirv.Source = !{!1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2, !1, !2}
!opencl.ocl.version = !{!3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3, !3}
!1 = !{i32 4, i32 200000}
!2 = !{i32 3, i32 200000}
!3 = !{i32 2, i32 0}
