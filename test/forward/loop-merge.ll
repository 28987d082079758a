; LLVM's loop hints (!llvm.loop on the latch's branch) <-> OpLoopMerge in
; the loop header, the latch as Continue Target: a for loop (latch
; `br label %header`, the header's false edge is the Merge Block), a
; do-while loop (conditional latch, the back edge finds the header), the
; SPIR-V 1.4 PartialCount (dropped below 1.4), and a loop without hints
; (no OpLoopMerge).
; RUN: %lspv --spirv-max-version=1.4 %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.4 %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Below 1.4 the count is dropped (a hint), unroll.full keeps its Unroll.
; RUN: %lspv --spirv-max-version=1.1 %s -spirv-text -o - | FileCheck %s --check-prefix=V11

; TEXT: 119734787 66560
; TEXT: Name [[#FORH:]] "for.cond"
; TEXT: Name [[#FORI:]] "for.inc"
; TEXT: Name [[#FORE:]] "for.end"
; TEXT: Name [[#DOB:]] "do.body"
; TEXT: Name [[#DOE:]] "do.end"
; TEXT: Label [[#FORH]]
; TEXT-NOT: Label
; TEXT: LoopMerge [[#FORE]] [[#FORI]] 264 4 4
; TEXT-NEXT: BranchConditional [[#]] [[#]] [[#FORE]]
; TEXT: Label [[#DOB]]
; TEXT-NOT: Label
; TEXT: LoopMerge [[#DOE]] [[#DOB]] 2
; TEXT-NEXT: BranchConditional [[#]] [[#DOB]] [[#DOE]]
; TEXT: Label [[#]]
; TEXT-NOT: LoopMerge
; TEXT: LoopMerge [[#]] [[#]] 257 1
; TEXT-NOT: LoopMerge

; IR: br label %for.cond, !llvm.loop ![[L1:[0-9]+]]
; IR: br i1 %more, label %do.body, label %do.end, !llvm.loop ![[L2:[0-9]+]]
; IR: br label %w.cond{{$}}
; IR: br label %f.cond, !llvm.loop ![[L3:[0-9]+]]
; IR-DAG: ![[L1]] = distinct !{![[L1]], ![[SAFE:[0-9]+]], ![[COUNT:[0-9]+]]}
; IR-DAG: ![[SAFE]] = !{!"llvm.loop.ivdep.safelen", i32 4}
; IR-DAG: ![[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; IR-DAG: ![[L2]] = distinct !{![[L2]], ![[DIS:[0-9]+]]}
; IR-DAG: ![[DIS]] = !{!"llvm.loop.unroll.disable"}
; IR-DAG: ![[L3]] = distinct !{![[L3]], ![[FULL:[0-9]+]]}
; IR-DAG: ![[FULL]] = !{!"llvm.loop.unroll.full"}

; V11: 119734787 65792
; V11: LoopMerge [[#]] [[#]] 8 4
; V11: LoopMerge [[#]] [[#]] 2
; V11: LoopMerge [[#]] [[#]] 1
; V11-NOT: LoopMerge

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.inc ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %for.body, label %for.end

for.body:
  store i32 %i, ptr addrspace(1) %p, align 4
  br label %for.inc

for.inc:
  %i.next = add i32 %i, 1
  br label %for.cond, !llvm.loop !0

for.end:
  br label %do.body

do.body:
  %j = phi i32 [ 0, %for.end ], [ %j.next, %do.body ]
  %j.next = add i32 %j, 1
  %more = icmp slt i32 %j.next, %n
  br i1 %more, label %do.body, label %do.end, !llvm.loop !3

do.end:
  br label %w.cond

w.cond:
  %w = phi i32 [ 0, %do.end ], [ %w.next, %w.body ]
  %wc = icmp slt i32 %w, %n
  br i1 %wc, label %w.body, label %w.end

w.body:
  %w.next = add i32 %w, 1
  br label %w.cond

w.end:
  br label %f.cond

f.cond:
  %f = phi i32 [ 0, %w.end ], [ %f.next, %f.body ]
  %fc = icmp slt i32 %f, 8
  br i1 %fc, label %f.body, label %f.end

f.body:
  %f.next = add i32 %f, 1
  br label %f.cond, !llvm.loop !5

f.end:
  ret void
}

!0 = distinct !{!0, !1, !2, !7}
!1 = !{!"llvm.loop.ivdep.safelen", i32 4}
!2 = !{!"llvm.loop.unroll.count", i32 4}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.full"}
!7 = !{!"llvm.loop.mustprogress"}
