; SPV_KHR_float_controls: the float-controls execution modes of
; !spirv.ExecutionMode {kernel, mode, target width}.  Below SPIR-V 1.4 they
; need the extension; from 1.4 they are core (no extension); below 1.4
; without the extension they are dropped with a warning (as llvm-spirv
; drops them).  Reverse gives the same metadata back.
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_KHR_float_controls %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefixes=TEXT,EXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+SPV_KHR_float_controls %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; 1.4 allowed (the default limit is higher): core modes, no extension.
; RUN: %lspv --spirv-ext=+SPV_KHR_float_controls %s -spirv-text -o - | FileCheck %s --check-prefixes=TEXT,CORE
; RUN: %lspv --spirv-max-version=1.4 %s -o %t.14.spv
; RUN: %spirv-val %t.14.spv
; Below 1.4 without the extension: dropped, with a warning each.
; RUN: %lspv --spirv-max-version=1.1 %s -spirv-text -o %t.none.spt 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: FileCheck %s --check-prefix=NONE --input-file %t.none.spt
; RUN: %lspv --spirv-max-version=1.1 --spirv-ext=+all,-SPV_KHR_float_controls,-SPV_KHR_untyped_pointers %s -spirv-text -o - 2>/dev/null | FileCheck %s --check-prefix=NONE

; EXT: 119734787 65536 0
; CORE: 119734787 66560 0
; TEXT-DAG: Capability DenormPreserve
; TEXT-DAG: Capability DenormFlushToZero
; TEXT-DAG: Capability SignedZeroInfNanPreserve
; TEXT-DAG: Capability RoundingModeRTE
; TEXT-DAG: Capability RoundingModeRTZ
; EXT-DAG: Extension "SPV_KHR_float_controls"
; CORE-NOT: Extension
; TEXT-DAG: EntryPoint 6 [[#A:]] "a"
; TEXT-DAG: EntryPoint 6 [[#B:]] "b"
; TEXT-DAG: ExecutionMode [[#A]] 4459 64
; TEXT-DAG: ExecutionMode [[#A]] 4460 32
; TEXT-DAG: ExecutionMode [[#A]] 4461 16
; TEXT-DAG: ExecutionMode [[#B]] 4462 32
; TEXT-DAG: ExecutionMode [[#B]] 4463 64
; TEXT-DAG: ExecutionMode [[#B]] 17 8 1 1

; IR: define spir_kernel void @a(
; IR: define spir_kernel void @b({{.*}} !reqd_work_group_size
; IR: !spirv.ExecutionMode = !{![[#M1:]], ![[#M2:]], ![[#M3:]], ![[#M4:]], ![[#M5:]]}
; IR-DAG: ![[#M1]] = !{ptr @a, i32 4459, i32 64}
; IR-DAG: ![[#M2]] = !{ptr @a, i32 4460, i32 32}
; IR-DAG: ![[#M3]] = !{ptr @a, i32 4461, i32 16}
; IR-DAG: ![[#M4]] = !{ptr @b, i32 4462, i32 32}
; IR-DAG: ![[#M5]] = !{ptr @b, i32 4463, i32 64}

; WARN-COUNT-5: Warning: execution mode {{[A-Za-z]+}} dropped: it needs SPIR-V 1.4 or extension SPV_KHR_float_controls
; NONE: 119734787 65536 0
; NONE-NOT: Extension
; NONE-NOT: Denorm
; NONE-NOT: ExecutionMode {{[0-9]+}} 44{{[56]}}
; NONE: ExecutionMode {{[0-9]+}} 17 8 1 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @a(ptr addrspace(1) %p) {
entry:
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @b(ptr addrspace(1) %p) !reqd_work_group_size !6 {
entry:
  store double 1.0, ptr addrspace(1) %p, align 8
  ret void
}

!spirv.ExecutionMode = !{!0, !1, !2, !3, !4, !5}
!0 = !{ptr @a, i32 4459, i32 64}
!1 = !{ptr @a, i32 4460, i32 32}
!2 = !{ptr @a, i32 4461, i32 16}
!3 = !{ptr @b, i32 4462, i32 32}
!4 = !{ptr @b, i32 4463, i32 64}
; LocalSize from !spirv.ExecutionMode as well as !reqd_work_group_size: once.
!5 = !{ptr @b, i32 17, i32 8, i32 1, i32 1}
!6 = !{i32 8, i32 1, i32 1}
