; SPV_INTEL_unstructured_loop_controls: a loop whose header does not end in
; a two-way branch (here an endless loop and a loop left from its body)
; cannot have an OpLoopMerge; its Loop Control goes on an OpLoopControlINTEL
; right before the header's terminator, and back to the latch's !llvm.loop.
; RUN: %lspv --spirv-ext=+SPV_INTEL_unstructured_loop_controls,+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_unstructured_loop_controls,+SPV_INTEL_fpga_loop_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the hints of such loops are dropped; a structured
; loop keeps its OpLoopMerge.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT

; TEXT-DAG: Capability UnstructuredLoopControlsINTEL
; TEXT-DAG: Capability FPGALoopControlsINTEL
; TEXT-DAG: Extension "SPV_INTEL_unstructured_loop_controls"
; TEXT-DAG: Name [[SPIN:[0-9]+]] "spin"
; TEXT-DAG: Name [[HEAD:[0-9]+]] "head"
; TEXT-DAG: Name [[COND:[0-9]+]] "c.cond"
; TEXT: Label [[SPIN]]
; Unroll (1) | InitiationIntervalINTEL (0x10000) 4
; TEXT-NEXT: 3 LoopControlINTEL 65537 4{{ $}}
; TEXT-NEXT: Branch [[SPIN]]
; TEXT: Label [[HEAD]]
; TEXT-NEXT: Phi
; MaxConcurrencyINTEL (0x20000) 2
; TEXT-NEXT: 3 LoopControlINTEL 131072 2{{ $}}
; TEXT-NEXT: Branch
; TEXT: Label [[COND]]
; TEXT: LoopMerge [[#]] [[#]] 2{{ $}}
; TEXT-NOT: LoopControlINTEL

; IR: spin:
; IR-NEXT: br label %spin, !llvm.loop ![[A:[0-9]+]]
; IR-DAG: br label %head, !llvm.loop ![[B:[0-9]+]]
; IR-DAG: br label %c.cond, !llvm.loop ![[C:[0-9]+]]
; IR-DAG: ![[A]] = distinct !{![[A]], ![[UNROLL:[0-9]+]], ![[II:[0-9]+]]}
; IR-DAG: ![[UNROLL]] = !{!"llvm.loop.unroll.enable"}
; IR-DAG: ![[II]] = !{!"llvm.loop.ii.count", i32 4}
; IR-DAG: ![[B]] = distinct !{![[B]], ![[MC:[0-9]+]]}
; IR-DAG: ![[MC]] = !{!"llvm.loop.max_concurrency.count", i32 2}
; IR-DAG: ![[C]] = distinct !{![[C]], ![[DIS:[0-9]+]]}

; NOEXT-NOT: UnstructuredLoopControlsINTEL
; NOEXT-NOT: LoopControlINTEL
; NOEXT: LoopMerge [[#]] [[#]] 2{{ $}}
; NOEXT-NOT: LoopControlINTEL

target triple = "spir64-unknown-unknown"

define spir_func void @endless() {
entry:
  br label %spin

spin:
  br label %spin, !llvm.loop !0
}

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br label %body

body:
  store i32 %i, ptr addrspace(1) %p, align 4
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %after, label %latch

latch:
  br label %head, !llvm.loop !3

after:
  br label %c.cond

c.cond:
  %c = phi i32 [ 0, %after ], [ %c.next, %c.body ]
  %cc = icmp slt i32 %c, %n
  br i1 %cc, label %c.body, label %c.end

c.body:
  %c.next = add i32 %c, 1
  br label %c.cond, !llvm.loop !5

c.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.enable"}
!2 = !{!"llvm.loop.ii.count", i32 4}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.max_concurrency.count", i32 2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
