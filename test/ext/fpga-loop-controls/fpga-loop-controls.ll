; SPV_INTEL_fpga_loop_controls: the FPGA loop hints as INTEL Loop Control
; bits of the loop's OpLoopMerge (parameters in bit order), and back.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the FPGA hints are dropped (no error), LLVM's own
; stay: the first loop keeps DontUnroll, the second gets no OpLoopMerge.
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -to-text %t.noext.spv -o - | FileCheck %s --check-prefix=NOEXT

; TEXT: Capability FPGALoopControlsINTEL
; TEXT: Extension "SPV_INTEL_fpga_loop_controls"
; 2 (DontUnroll) | 0x10000 ii 3 | 0x20000 max_concurrency 2
; | 0x80000 pipelining 1 | 0x200000 max_interleaving 0
; TEXT: LoopMerge [[#]] [[#]] 2818050 3 2 1 0
; 0x100000 coalesce (0: no count) | 0x400000 speculated 4 | 0x800000 no fusion
; | 0x2000000 max_reinvocation_delay 5
; TEXT: LoopMerge [[#]] [[#]] 47185920 0 4 5

; IR: br label %a.cond, !llvm.loop ![[A:[0-9]+]]
; IR: br label %b.cond, !llvm.loop ![[B:[0-9]+]]
; IR-DAG: ![[A]] = distinct !{![[A]], ![[DIS:[0-9]+]], ![[II:[0-9]+]], ![[MC:[0-9]+]], ![[PIPE:[0-9]+]], ![[MI:[0-9]+]]}
; IR-DAG: ![[DIS]] = !{!"llvm.loop.unroll.disable"}
; IR-DAG: ![[II]] = !{!"llvm.loop.ii.count", i32 3}
; IR-DAG: ![[MC]] = !{!"llvm.loop.max_concurrency.count", i32 2}
; IR-DAG: ![[PIPE]] = !{!"llvm.loop.intel.pipelining.enable", i32 1}
; IR-DAG: ![[MI]] = !{!"llvm.loop.max_interleaving.count", i32 0}
; IR-DAG: ![[B]] = distinct !{![[B]], ![[CO:[0-9]+]], ![[SP:[0-9]+]], ![[NF:[0-9]+]], ![[RD:[0-9]+]]}
; IR-DAG: ![[CO]] = !{!"llvm.loop.coalesce.enable"}
; IR-DAG: ![[SP]] = !{!"llvm.loop.intel.speculated.iterations.count", i32 4}
; IR-DAG: ![[NF]] = !{!"llvm.loop.fusion.disable"}
; IR-DAG: ![[RD]] = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 5}

; NOEXT-NOT: FPGALoopControlsINTEL
; NOEXT: LoopMerge [[#]] [[#]] 2{{ $}}
; NOEXT-NOT: LoopMerge

target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, i32 %n) {
entry:
  br label %a.cond

a.cond:
  %a = phi i32 [ 0, %entry ], [ %a.next, %a.body ]
  %ac = icmp slt i32 %a, %n
  br i1 %ac, label %a.body, label %a.end

a.body:
  store i32 %a, ptr addrspace(1) %p, align 4
  %a.next = add i32 %a, 1
  br label %a.cond, !llvm.loop !0

a.end:
  br label %b.cond

b.cond:
  %b = phi i32 [ 0, %a.end ], [ %b.next, %b.body ]
  %bc = icmp slt i32 %b, %n
  br i1 %bc, label %b.body, label %b.end

b.body:
  %b.next = add i32 %b, 1
  br label %b.cond, !llvm.loop !6

b.end:
  ret void
}

!0 = distinct !{!0, !1, !2, !3, !4, !5}
!1 = !{!"llvm.loop.ii.count", i32 3}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = !{!"llvm.loop.max_concurrency.count", i32 2}
!4 = !{!"llvm.loop.intel.pipelining.enable", i32 1}
!5 = !{!"llvm.loop.max_interleaving.count", i32 0}
!6 = distinct !{!6, !7, !8, !9, !10}
!7 = !{!"llvm.loop.coalesce.enable"}
!8 = !{!"llvm.loop.intel.speculated.iterations.count", i32 4}
!9 = !{!"llvm.loop.fusion.disable"}
!10 = !{!"llvm.loop.intel.max_reinvocation_delay.count", i32 5}
