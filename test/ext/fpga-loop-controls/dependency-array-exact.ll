; --exact-roundtrip: reverse writes one parallel_access_indices hint per
; safelen in the order of the DependencyArrayINTEL pairs, which forward
; keeps, so the second forward writes the pairs in the first's order (issue
; 19: sorted by ascending safelen, as llvm-spirv writes them, the pairs of
; safelen 0 moved ahead of those of safelen 5).  Without the option the
; hints stay sorted.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=EXACT
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR --exact-roundtrip %t.spv -o %t.ir.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.ir.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=SORTED

; TEXT-DAG: Name [[A:[0-9]+]] "a"
; TEXT-DAG: Name [[B:[0-9]+]] "b"
; TEXT: 9 LoopMerge [[#]] [[#]] 262144 2 [[A]] 5 [[B]] 0{{ $}}

; EXACT: !{!"llvm.loop.parallel_access_indices", !{{[0-9]+}}, i32 5}
; EXACT-NEXT: !{!"llvm.loop.parallel_access_indices", !{{[0-9]+}}}
; SORTED: !{!"llvm.loop.parallel_access_indices", !{{[0-9]+}}}
; SORTED-NEXT: !{!"llvm.loop.parallel_access_indices", !{{[0-9]+}}, i32 5}

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %n) {
entry:
  %a = alloca [16 x i32], align 4
  %b = alloca [16 x i32], align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %done

body:
  %ia = getelementptr inbounds [16 x i32], ptr %a, i64 0, i32 %i, !llvm.index.group !0
  store i32 %i, ptr %ia, align 4
  %ib = getelementptr inbounds [16 x i32], ptr %b, i64 0, i32 %i, !llvm.index.group !1
  store i32 %i, ptr %ib, align 4
  %i.next = add i32 %i, 1
  br label %loop, !llvm.loop !2

done:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{!2, !3, !4}
!3 = !{!"llvm.loop.parallel_access_indices", !0, i32 5}
!4 = !{!"llvm.loop.parallel_access_indices", !1}
