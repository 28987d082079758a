; The module's version from its triple and its execution modes from
; !spirv.ExecutionMode, as llvm-spirv reads them; malformed --spirv-ext values.
; RUN: rm -rf %t && split-file %s %t
;
; A SPIR-V triple with a version fixes the module's version (1.2 here, even
; where 1.4 is allowed); a lower --spirv-max-version is an error.
; RUN: llvm-as %t/triple.ll -o %t/triple.bc
; RUN: llvm-spirv %t/triple.bc -spirv-text -o - | FileCheck %s --check-prefix=V12
; RUN: llvm-spirv %t/triple.bc -spirv-max-version=1.4 -spirv-text -o - | FileCheck %s --check-prefix=V12
; RUN: llvm-spirv %t/triple.bc -o %t/triple.spv
; RUN: %if spirv-tools %{ spirv-val %t/triple.spv %}
; V12: 119734787 66048
; RUN: not llvm-spirv %t/triple.bc -spirv-max-version=1.1 -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=TRIPLE
; RUN: %if llvm-spirv-is-lspv %{ not test -e %t/out.spv %}
; TRIPLE: TripleMaxVersionIncompatible: Triple version and maximum version are incompatible.
;
; !spirv.ExecutionMode: Initializer (SPIR-V 1.1) raises the version, the
; LocalSize mode keeps its three operands.
; RUN: llvm-as %t/modes.ll -o %t/modes.bc
; RUN: llvm-spirv %t/modes.bc -spirv-text -o - | FileCheck %s --check-prefix=MODES
; RUN: llvm-spirv %t/modes.bc -o %t/modes.spv
; RUN: %if spirv-tools %{ spirv-val %t/modes.spv %}
; MODES: 119734787 65792
; MODES: EntryPoint 6 [[#K:]] "worker"
; MODES-DAG: ExecutionMode [[#K]] 33
; MODES-DAG: ExecutionMode [[#K]] 17 8 4 2
;
; A LocalSize without its operands is refused, naming the kernel.
; RUN: sed -e 's/i32 17, i32 8, i32 4, i32 2/i32 17, i32 8/' %t/modes.ll | llvm-as -o %t/short.bc
; RUN: %if llvm-spirv-is-lspv %{ not llvm-spirv %t/short.bc -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=SHORT %}
; SHORT: InvalidOperand: !spirv.ExecutionMode: LocalSize takes 3 literal operand(s): function @worker
;
; RUN: not llvm-spirv --spirv-ext=, %t/modes.bc -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llvm-spirv --spirv-ext= %t/modes.bc -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llvm-spirv --spirv-ext=+all, %t/modes.bc -o %t/out.spv 2>&1 | FileCheck %s --check-prefix=FORMAT
; FORMAT: Invalid value of --spirv-ext

;--- triple.ll
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64v1.2-unknown-unknown"

define spir_func i32 @square(i32 %a) {
entry:
  %mul = mul nsw i32 %a, %a
  ret i32 %mul
}

;--- modes.ll
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

define spir_kernel void @worker() {
entry:
  ret void
}

!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @worker, i32 33}
!1 = !{ptr @worker, i32 17, i32 8, i32 4, i32 2}
