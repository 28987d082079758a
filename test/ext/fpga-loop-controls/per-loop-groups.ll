; SPV_INTEL_fpga_loop_controls, reverse: the index groups a loop's
; DependencyArrayINTEL makes mark only the accesses inside that loop.  An
; access of the outer loop's own body is in the outer group alone; one of
; the inner loop is in both (a node listing the outer group, then the
; inner one).  Groups are empty distinct nodes, and a loop's hints come one
; per safelen in ascending safelen order, as llvm-spirv writes them.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; spirv-val gives DependencyArrayINTEL one word: lspv's checker validates it.
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; The reverse's output translates to itself (the first forward keeps the
; input's pair order, the reverse sorts the hints by safelen).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.rev.bc -o %t.2.spv
; RUN: %lspv -r %t.2.spv -o %t.rev2.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.rev2.bc -o %t.3.spv
; RUN: cmp %t.2.spv %t.3.spv
; Without the extension the hints are dropped.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; TEXT: Capability FPGALoopControlsINTEL
; TEXT-DAG: Name [[A:[0-9]+]] "a"
; TEXT-DAG: Name [[B:[0-9]+]] "b"
; TEXT-DAG: Name [[C:[0-9]+]] "c"
; outer loop: a (safelen 6), b (none), c (safelen 5), in the hints' order
; TEXT: LoopMerge [[#]] [[#]] 262144 3 [[A]] 6 [[B]] 0 [[C]] 5{{ $}}
; inner loop: a
; TEXT: LoopMerge [[#]] [[#]] 262144 1 [[A]] 0{{ $}}

; IR: %a = alloca [16 x i32]
; IR: getelementptr inbounds [16 x i32], ptr %a, {{.*}}, !llvm.index.group ![[GA:[0-9]+]]
; IR: getelementptr inbounds [16 x i32], ptr %b, {{.*}}, !llvm.index.group ![[GB:[0-9]+]]
; IR: getelementptr inbounds [16 x i32], ptr %c, {{.*}}, !llvm.index.group ![[GC:[0-9]+]]
; IR: getelementptr inbounds [16 x i32], ptr %a, {{.*}}, !llvm.index.group ![[GAJ:[0-9]+]]
; IR: br label %inner, !llvm.loop ![[INNER:[0-9]+]]
; IR: br label %outer, !llvm.loop ![[OUTER:[0-9]+]]
; IR-DAG: ![[GA]] = distinct !{}
; IR-DAG: ![[GB]] = distinct !{}
; IR-DAG: ![[GC]] = distinct !{}
; IR-DAG: ![[GAJ]] = !{![[GA]], ![[GA2:[0-9]+]]}
; IR-DAG: ![[GA2]] = distinct !{}
; IR-DAG: ![[OUTER]] = distinct !{![[OUTER]], ![[P0:[0-9]+]], ![[P5:[0-9]+]], ![[P6:[0-9]+]]}
; IR-DAG: ![[P0]] = !{!"llvm.loop.parallel_access_indices", ![[GB]]}
; IR-DAG: ![[P5]] = !{!"llvm.loop.parallel_access_indices", ![[GC]], i32 5}
; IR-DAG: ![[P6]] = !{!"llvm.loop.parallel_access_indices", ![[GA]], i32 6}
; IR-DAG: ![[INNER]] = distinct !{![[INNER]], ![[PI:[0-9]+]]}
; IR-DAG: ![[PI]] = !{!"llvm.loop.parallel_access_indices", ![[GA2]]}

; NOEXT-NOT: FPGALoopControlsINTEL
; NOEXT-NOT: LoopMerge {{.*}} 262144

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %n) {
entry:
  %a = alloca [16 x i32], align 4
  %b = alloca [16 x i32], align 4
  %c = alloca [16 x i32], align 4
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %oc = icmp slt i32 %i, %n
  br i1 %oc, label %outer.body, label %done

outer.body:
  %ia = getelementptr inbounds [16 x i32], ptr %a, i64 0, i32 %i, !llvm.index.group !0
  store i32 %i, ptr %ia, align 4
  %ib = getelementptr inbounds [16 x i32], ptr %b, i64 0, i32 %i, !llvm.index.group !1
  store i32 %i, ptr %ib, align 4
  %ic = getelementptr inbounds [16 x i32], ptr %c, i64 0, i32 %i, !llvm.index.group !2
  store i32 %i, ptr %ic, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %jc = icmp slt i32 %j, %n
  br i1 %jc, label %inner.body, label %outer.latch

inner.body:
  %ja = getelementptr inbounds [16 x i32], ptr %a, i64 0, i32 %j, !llvm.index.group !3
  store i32 %j, ptr %ja, align 4
  %j.next = add i32 %j, 1
  br label %inner, !llvm.loop !5

outer.latch:
  %i.next = add i32 %i, 1
  br label %outer, !llvm.loop !7

done:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = distinct !{}
!3 = !{!0, !4}
!4 = distinct !{}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.parallel_access_indices", !4}
!7 = distinct !{!7, !8, !9, !10}
!8 = !{!"llvm.loop.parallel_access_indices", !0, i32 6}
!9 = !{!"llvm.loop.parallel_access_indices", !1}
!10 = !{!"llvm.loop.parallel_access_indices", !2, i32 5}
