; SPV_INTEL_fpga_loop_controls: the loop-count hints as one LoopCountINTEL
; Loop Control with three 64-bit literals (min, max, avg; two words each,
; low first; -1 for one not given), and back (only the given ones).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %s -o %t.spv
; spirv-val (and the SPIR-V grammar it is built from) gives LoopCountINTEL
; one word, not the extension's six: lspv's own checker validates it.
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.back.spv
; RUN: cmp %t.spv %t.back.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_loop_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the hints are dropped and no OpLoopMerge is written.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; A LoopCountINTEL short of its six words is malformed.
; RUN: sed -e 's/LoopMerge \([0-9]*\) \([0-9]*\) 16777216 4294967295 4294967295 9 0 10 0/LoopMerge \1 \2 16777216 4294967295 4294967295 9 0 10/' -e 's/^10 LoopMerge/9 LoopMerge/' %t.spt > %t.bad.spt
; RUN: not %lspv -r -spirv-text %t.bad.spt -o %t.bad.bc 2>&1 | FileCheck %s --check-prefix=BAD

; TEXT: Capability FPGALoopControlsINTEL
; TEXT: Extension "SPV_INTEL_fpga_loop_controls"
; min 5 000 000 000 = 0x1_2A05F200, max -1, avg 7
; TEXT: LoopMerge [[#]] [[#]] 16777216 705032704 1 4294967295 4294967295 7 0{{ $}}
; min -1, max 9, avg 10
; TEXT: LoopMerge [[#]] [[#]] 16777216 4294967295 4294967295 9 0 10 0{{ $}}

; IR: br label %a.cond, !llvm.loop ![[A:[0-9]+]]
; IR: br label %b.cond, !llvm.loop ![[B:[0-9]+]]
; IR-DAG: ![[A]] = distinct !{![[A]], ![[AMIN:[0-9]+]], ![[AAVG:[0-9]+]]}
; IR-DAG: ![[AMIN]] = !{!"llvm.loop.intel.loopcount_min", i64 5000000000}
; IR-DAG: ![[AAVG]] = !{!"llvm.loop.intel.loopcount_avg", i64 7}
; IR-DAG: ![[B]] = distinct !{![[B]], ![[BMAX:[0-9]+]], ![[BAVG:[0-9]+]]}
; IR-DAG: ![[BMAX]] = !{!"llvm.loop.intel.loopcount_max", i64 9}
; IR-DAG: ![[BAVG]] = !{!"llvm.loop.intel.loopcount_avg", i64 10}

; NOEXT-NOT: FPGALoopControlsINTEL
; NOEXT-NOT: LoopMerge

; BAD: InvalidWordCount: line [[#]]: word count 9 of LoopMerge is too small: its LiteralInteger operand is missing

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
  br label %b.cond, !llvm.loop !3

b.end:
  ret void
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.intel.loopcount_min", i64 5000000000}
!2 = !{!"llvm.loop.intel.loopcount_avg", i64 7}
!3 = distinct !{!3, !4, !5}
!4 = !{!"llvm.loop.intel.loopcount_avg", i64 10}
!5 = !{!"llvm.loop.intel.loopcount_max", i64 9}
