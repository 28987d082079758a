; SPV_INTEL_fpga_loop_controls: llvm.loop.parallel_access_indices names
; index groups; the arrays the GEPs of those groups index become the loop's
; DependencyArrayINTEL N (array, safelen)..., and back (a fresh index group
; per array, an empty distinct node, one hint per safelen; a nested loop's GEPs
; list both groups).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; spirv-val (and the SPIR-V grammar it is built from) gives
; DependencyArrayINTEL one word, not N pairs: lspv's own checker validates it.
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=TEXT
; RUN: %lspv -to-binary %t.spt -o %t.back.spv
; RUN: cmp %t.spv %t.back.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the hint is dropped (LLVM's own ivdep stays).
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; A count beyond the pairs that follow is malformed.
; RUN: sed -e 's/^9 LoopMerge \([0-9]*\) \([0-9]*\) 262144 2 /9 LoopMerge \1 \2 262144 3 /' %t.spt > %t.bad.spt
; RUN: not %lspv -to-binary %t.bad.spt -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD

; TEXT: Capability FPGALoopControlsINTEL
; TEXT: Extension "SPV_INTEL_fpga_loop_controls"
; TEXT-DAG: Name [[A:[0-9]+]] "a"
; TEXT-DAG: Name [[B:[0-9]+]] "b"
; outer loop: both arrays, safelen 4 (one hint naming two groups)
; TEXT: 9 LoopMerge [[#]] [[#]] 262144 2 [[A]] 4 [[B]] 4{{ $}}
; inner loop: ivdep (4) and array b without safelen
; TEXT: 7 LoopMerge [[#]] [[#]] 262148 1 [[B]] 0{{ $}}

; IR: %a = alloca [16 x i32]
; IR: %b = alloca [16 x i32]
; IR: getelementptr inbounds [16 x i32], ptr %a, {{.*}}, !llvm.index.group ![[GA:[0-9]+]]
; IR: getelementptr inbounds [16 x i32], ptr %b, {{.*}}, !llvm.index.group ![[GBJ:[0-9]+]]
; IR: br label %inner, !llvm.loop ![[INNER:[0-9]+]]
; IR: br label %outer, !llvm.loop ![[OUTER:[0-9]+]]
; IR-DAG: ![[GA]] = distinct !{}
; IR-DAG: ![[GBJ]] = !{![[GB:[0-9]+]], ![[GB2:[0-9]+]]}
; IR-DAG: ![[GB]] = distinct !{}
; IR-DAG: ![[GB2]] = distinct !{}
; IR-DAG: ![[OUTER]] = distinct !{![[OUTER]], ![[PO:[0-9]+]]}
; IR-DAG: ![[PO]] = !{!"llvm.loop.parallel_access_indices", ![[GA]], ![[GB]], i32 4}
; IR-DAG: ![[INNER]] = distinct !{![[INNER]], ![[IV:[0-9]+]], ![[PI:[0-9]+]]}
; IR-DAG: ![[PI]] = !{!"llvm.loop.parallel_access_indices", ![[GB2]]}

; NOEXT-NOT: FPGALoopControlsINTEL
; NOEXT: LoopMerge [[#]] [[#]] 4{{ $}}
; NOEXT-NOT: LoopMerge

; BAD: InvalidWordCount: {{.*}}LoopMerge

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(i32 %n) {
entry:
  %a = alloca [16 x i32], align 4
  %b = alloca [16 x i32], align 4
  br label %outer

outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %oc = icmp slt i32 %i, %n
  br i1 %oc, label %outer.body, label %done

outer.body:
  %ia = getelementptr inbounds [16 x i32], ptr %a, i64 0, i32 %i, !llvm.index.group !0
  store i32 %i, ptr %ia, align 4
  br label %inner

inner:
  %j = phi i32 [ 0, %outer.body ], [ %j.next, %inner.body ]
  %ic = icmp slt i32 %j, %n
  br i1 %ic, label %inner.body, label %outer.latch

inner.body:
  %jb = getelementptr inbounds [16 x i32], ptr %b, i64 0, i32 %j, !llvm.index.group !2
  store i32 %j, ptr %jb, align 4
  %j.next = add i32 %j, 1
  br label %inner, !llvm.loop !3

outer.latch:
  %i.next = add i32 %i, 1
  br label %outer, !llvm.loop !6

done:
  ret void
}

!0 = distinct !{}
!1 = distinct !{}
!2 = !{!1, !7}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.ivdep.enable"}
!5 = !{!"llvm.loop.parallel_access_indices", !7}
!6 = distinct !{!6, !8}
!7 = distinct !{}
!8 = !{!"llvm.loop.parallel_access_indices", !0, !1, i32 4}
