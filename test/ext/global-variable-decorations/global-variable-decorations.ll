; SPV_INTEL_global_variable_host_access (HostAccessINTEL) and
; SPV_INTEL_global_variable_fpga_decorations (InitModeINTEL,
; ImplementInRegisterMapINTEL) asked for through !spirv.Decorations: written
; with their capability and extension, their enumerant operands by name in
; the text form, listed back in SPIR-V friendly IR.  (spirv-val does not
; know these operand kinds yet: lspv's own checker validates.)
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv %t.bc --spirv-ext=+SPV_INTEL_global_variable_host_access,+SPV_INTEL_global_variable_fpga_decorations -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPT < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv --spirv-target-env=SPV-IR -o %t.ir.bc
; RUN: %llvm-dis %t.ir.bc -o - | FileCheck %s --check-prefix=SPVIR
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CL
; Each extension is needed for its own decorations.
; RUN: not %lspv %t.bc --spirv-ext=+SPV_INTEL_global_variable_fpga_decorations -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NO-HOST
; RUN: not test -e %t.no.spv
; RUN: not %lspv %t.bc --spirv-ext=+SPV_INTEL_global_variable_host_access -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=NO-FPGA

target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, !spirv.Decorations !0
@limit = addrspace(1) global float 2.0, !spirv.Decorations !4

define spir_kernel void @k() {
  store i32 1, ptr addrspace(1) @counter, align 4
  ret void
}

!0 = !{!1, !2, !3}
!1 = !{i32 6188, i32 2, !"counter_on_host"}
!2 = !{i32 6190, i32 1}
!3 = !{i32 6191, i32 0}
!4 = !{!5}
!5 = !{i32 6188, i32 0, !"limit"}

; SPT-DAG: Capability GlobalVariableHostAccessINTEL
; SPT-DAG: Capability GlobalVariableFPGADecorationsINTEL
; SPT-DAG: Extension "SPV_INTEL_global_variable_host_access"
; SPT-DAG: Extension "SPV_INTEL_global_variable_fpga_decorations"
; SPT-DAG: Decorate [[#C:]] HostAccessINTEL WriteINTEL "counter_on_host"
; SPT-DAG: Decorate [[#C]] InitModeINTEL InitOnDeviceResetINTEL
; SPT-DAG: Decorate [[#C]] ImplementInRegisterMapINTEL 0
; SPT-DAG: Decorate [[#L:]] HostAccessINTEL NoneINTEL "limit"
; SPT-DAG: Variable [[#]] [[#C]] 5
; SPT-DAG: Variable [[#]] [[#L]] 5

; SPVIR-DAG: @counter = addrspace(1) global i32 0, !spirv.Decorations ![[C:[0-9]+]]
; SPVIR-DAG: @limit = addrspace(1) global float 2.000000e+00, !spirv.Decorations ![[L:[0-9]+]]
; SPVIR-DAG: ![[C]] = !{![[#]], ![[H:[0-9]+]], ![[I:[0-9]+]], ![[R:[0-9]+]]}
; SPVIR-DAG: ![[H]] = !{i32 6188, i32 2, !"counter_on_host"}
; SPVIR-DAG: ![[I]] = !{i32 6190, i32 1}
; SPVIR-DAG: ![[R]] = !{i32 6191, i32 0}
; SPVIR-DAG: ![[L]] = !{![[#]], ![[LH:[0-9]+]]}
; SPVIR-DAG: ![[LH]] = !{i32 6188, i32 0, !"limit"}

; CL-NOT: !spirv.Decorations
; CL: @counter = addrspace(1) global i32 0
; CL-NOT: !spirv.Decorations

; NO-HOST: RequiresExtension: Feature requires the following SPIR-V extension:
; NO-HOST-NEXT: SPV_INTEL_global_variable_host_access
; NO-FPGA: RequiresExtension: Feature requires the following SPIR-V extension:
; NO-FPGA-NEXT: SPV_INTEL_global_variable_fpga_decorations
