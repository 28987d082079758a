; SPV_INTEL_global_variable_decorations, the older extension the host-access
; and FPGA ones replaced: capability GlobalVariableDecorationsINTEL (6146)
; and its decorations HostAccessINTEL (6147), InitModeINTEL (6148) and
; ImplementInCSRINTEL (6149), asked for through !spirv.Decorations (an i1
; operand is a literal 0 or 1).  The text form prints them by name; SPIR-V
; friendly IR lists them back, OpenCL IR drops them.
; RUN: %lspv %s --spirv-ext=+SPV_INTEL_global_variable_decorations -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPT
; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -S -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r %t.spv -S -o - | FileCheck %s --check-prefix=CL
; Without the extension: an error naming it, no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NO
; RUN: not test -e %t.no.spv

; SPT: Capability GlobalVariableDecorationsINTEL
; SPT: Extension "SPV_INTEL_global_variable_decorations"
; SPT-DAG: Decorate [[A:[0-9]+]] HostAccessINTEL 1 "a_name"
; SPT-DAG: Decorate [[A]] ImplementInCSRINTEL 1
; SPT-DAG: Decorate [[A]] InitModeINTEL 0
; SPT-DAG: Decorate [[B:[0-9]+]] ImplementInCSRINTEL 0
; SPT-DAG: Variable {{[0-9]+}} [[A]] 5
; SPT-DAG: Variable {{[0-9]+}} [[B]] 5

; SPVIR-DAG: !{i32 6147, i32 1, !"a_name"}
; SPVIR-DAG: !{i32 6149, i32 1}
; SPVIR-DAG: !{i32 6148, i32 0}
; SPVIR-DAG: !{i32 6149, i32 0}
; CL-NOT: !spirv.Decorations

; NO: RequiresExtension: Feature requires the following SPIR-V extension:
; NO-NEXT: SPV_INTEL_global_variable_decorations

target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i32 1, !spirv.Decorations !0
@b = addrspace(1) global i1 false, !spirv.Decorations !4

!0 = !{!1, !2, !3}
!1 = !{i32 6147, i32 1, !"a_name"}
!2 = !{i32 6149, i1 true}
!3 = !{i32 6148, i32 0}
!4 = !{!5}
!5 = !{i32 6149, i1 false}
