; !RegisterAllocMode as SPV_INTEL_maximum_registers execution modes (an
; integer, a node of one: an <id>, a name), capability RegisterLimitsINTEL;
; reverse lists them in !spirv.ExecutionMode.  Without the extension the
; integer modes 0, 1, 2 become UserSemantic "num-thread-per-eu 0|8|4", which
; reverse gives back as annotations; other forms are dropped.
; RUN: rm -rf %t && split-file %s %t
; RUN: %lspv --spirv-ext=+SPV_INTEL_maximum_registers %t/k.ll -o %t/k.spv
; RUN: %lspv --verify %t/k.spv
; RUN: %lspv -to-text %t/k.spv -o %t/k.spt
; RUN: FileCheck %s --check-prefix=SPV < %t/k.spt
; RUN: %lspv -to-binary %t/k.spt -o %t/k.2.spv
; RUN: cmp %t/k.spv %t/k.2.spv
; RUN: %lspv -r --spirv-target-env=SPV-IR %t/k.spv -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t/k.ll -o %t/off.spv
; RUN: %spirv-val %t/off.spv
; RUN: %lspv -to-text %t/off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t/off.spv -S -o - | FileCheck %s --check-prefix=OFF-IR
; RUN: not %lspv --spirv-ext=+SPV_INTEL_maximum_registers %t/bad.ll -o %t/bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t/bad.spv
; Reverse's !spirv.ExecutionMode entries (a name, an <id> as a node of its
; value) translate forward again to the same modes.
; RUN: %lspv -r --spirv-target-env=SPV-IR %t/k.spv -o %t/k.rev.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_maximum_registers %t/k.rev.bc -o %t/k.rev.spv
; RUN: %lspv -to-text %t/k.rev.spv -o %t/k.rev.spt
; RUN: FileCheck %s --check-prefix=SPV < %t/k.rev.spt
; RUN: %lspv --verify %t/k.rev.spv
; A name the mode's operand kind lacks, a name for an <id> operand.
; RUN: not %lspv --spirv-ext=+SPV_INTEL_maximum_registers %t/badmd.ll -o %t/badmd.spv 2>&1 | FileCheck %s --check-prefix=BADMD
; RUN: sed -e 's/6463, !"ManyINTEL"/6462, !"AutoINTEL"/' %t/badmd.ll > %t/badid.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_maximum_registers %t/badid.ll -o %t/badmd.spv 2>&1 | FileCheck %s --check-prefix=BADMD
; RUN: not test -e %t/badmd.spv

; SPV: Capability RegisterLimitsINTEL
; SPV: Extension "SPV_INTEL_maximum_registers"
; SPV-DAG: EntryPoint 6 [[A:[0-9]+]] "a"
; SPV-DAG: EntryPoint 6 [[B:[0-9]+]] "b"
; SPV-DAG: EntryPoint 6 [[C:[0-9]+]] "c"
; SPV-DAG: ExecutionMode [[A]] 6461 2 {{$}}
; SPV-DAG: ExecutionMode [[B]] 6463 0 {{$}}
; SPV-DAG: ExecutionModeId [[C]] 6462 [[N:[0-9]+]] {{$}}
; SPV-DAG: Constant {{[0-9]+}} [[N]] 96 {{$}}

; IR-DAG: !{ptr @a, i32 6461, i32 2}
; IR-DAG: !{ptr @b, i32 6463, !"AutoINTEL"}
; IR-DAG: !{ptr @c, i32 6462, ![[V:[0-9]+]]}
; IR-DAG: ![[V]] = !{i32 96}

; OFF-NOT: RegisterLimitsINTEL
; OFF-NOT: ExecutionMode {{[0-9]+}} 646
; OFF: EntryPoint 6 [[A:[0-9]+]] "a"
; OFF: Decorate [[A]] UserSemantic "num-thread-per-eu 4"
; OFF-NOT: UserSemantic
; OFF-IR: c"num-thread-per-eu 4\00"
; OFF-IR: @llvm.global.annotations = {{.*}} ptr @a,

; BAD: InvalidLlvmModule: !RegisterAllocMode: unknown named register count
; BADMD: malformed !spirv.ExecutionMode metadata

;--- k.ll
target triple = "spir64-unknown-unknown"

define spir_kernel void @a() !RegisterAllocMode !0 {
  ret void
}
define spir_kernel void @b() !RegisterAllocMode !1 {
  ret void
}
define spir_kernel void @c() !RegisterAllocMode !2 {
  ret void
}

!0 = !{i32 2}
!1 = !{!"AutoINTEL"}
!2 = !{!3}
!3 = !{i32 96}

;--- bad.ll
target triple = "spir64-unknown-unknown"

define spir_kernel void @a() !RegisterAllocMode !0 {
  ret void
}

!0 = !{!"ManyINTEL"}

;--- badmd.ll
target triple = "spir64-unknown-unknown"

define spir_kernel void @a() {
  ret void
}

!spirv.ExecutionMode = !{!0}
!0 = !{ptr @a, i32 6463, !"ManyINTEL"}
