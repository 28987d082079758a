; The FPGA function attributes (SPV_INTEL_fpga_cluster_attributes,
; _fpga_dsp_control, _fpga_invocation_pipelining_attributes, _loop_fuse):
; function metadata <-> decorations of the function.  A zero stall_enable or
; initiation_interval means "none"; prefer_dsp takes its propagate flag from
; !propagate_dsp_preference (0 when absent).  spirv-val does not know
; FuseLoopsInFunctionINTEL's two literals (its grammar predates them; the
; extension spec has them): lspv's checker validates this module.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_cluster_attributes,+SPV_INTEL_fpga_dsp_control,+SPV_INTEL_fpga_invocation_pipelining_attributes,+SPV_INTEL_loop_fuse %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_cluster_attributes,+SPV_INTEL_fpga_dsp_control,+SPV_INTEL_fpga_invocation_pipelining_attributes,+SPV_INTEL_loop_fuse %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Each extension alone: only its decorations (the others are hints, dropped).
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_dsp_control %s -spirv-text -o - | FileCheck %s --check-prefix=DSP
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %lspv %s -o %t.noext.spv
; RUN: %spirv-val %t.noext.spv
; RUN: %lspv -r %t.noext.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR-NOEXT

; Capabilities in number order, extensions in name order (as llvm-spirv).
; TEXT: Capability FPGAClusterAttributesINTEL
; TEXT-NEXT: Capability LoopFuseINTEL
; TEXT-NEXT: Capability FPGADSPControlINTEL
; TEXT-NEXT: Capability FPGAInvocationPipeliningAttributesINTEL
; TEXT: Extension "SPV_INTEL_fpga_cluster_attributes"
; TEXT-NEXT: Extension "SPV_INTEL_fpga_dsp_control"
; TEXT-NEXT: Extension "SPV_INTEL_fpga_invocation_pipelining_attributes"
; TEXT-NEXT: Extension "SPV_INTEL_loop_fuse"
; TEXT-DAG: Name [[#K:]] "k"
; TEXT-DAG: Name [[#PREF:]] "dsp"
; TEXT-DAG: Name [[#OFF:]] "off"
; TEXT-DAG: Decorate [[#K]] StallEnableINTEL
; TEXT-DAG: Decorate [[#K]] FuseLoopsInFunctionINTEL 3 1
; TEXT-DAG: Decorate [[#K]] InitiationIntervalINTEL 10
; TEXT-DAG: Decorate [[#K]] MaxConcurrencyINTEL 12
; TEXT-DAG: Decorate [[#K]] PipelineEnableINTEL 0
; TEXT-DAG: Decorate [[#PREF]] MathOpDSPModeINTEL 1 1
; TEXT-DAG: Decorate [[#OFF]] MathOpDSPModeINTEL 2 0
; TEXT-NOT: Decorate [[#OFF]] StallEnableINTEL
; TEXT-NOT: Decorate [[#OFF]] InitiationIntervalINTEL

; IR: define spir_kernel void @k() #[[#]] {{.*}}!spirv.ParameterDecorations ![[#]] !stall_enable ![[ONE:[0-9]+]] !loop_fuse ![[FUSE:[0-9]+]] !initiation_interval ![[II:[0-9]+]] !max_concurrency ![[MC:[0-9]+]] !pipeline_kernel ![[ZERO:[0-9]+]] {
; IR: define spir_func void @dsp() #[[#]] !prefer_dsp ![[ONE]] !propagate_dsp_preference ![[ONE]] {
; IR: define spir_func void @off() #[[#]] !prefer_dsp ![[TWO:[0-9]+]] {
; IR-DAG: ![[ONE]] = !{i32 1}
; IR-DAG: ![[FUSE]] = !{i32 3, i32 1}
; IR-DAG: ![[II]] = !{i32 10}
; IR-DAG: ![[MC]] = !{i32 12}
; IR-DAG: ![[ZERO]] = !{i32 0}
; IR-DAG: ![[TWO]] = !{i32 2}

; DSP: Capability FPGADSPControlINTEL
; DSP-NOT: Capability FPGAClusterAttributesINTEL
; DSP-NOT: Capability LoopFuseINTEL
; DSP: Extension "SPV_INTEL_fpga_dsp_control"
; DSP-NOT: Extension
; DSP-NOT: StallEnableINTEL
; DSP: Decorate [[#]] MathOpDSPModeINTEL 1 1
; DSP-NOT: StallEnableINTEL

; NOEXT-NOT: Extension
; NOEXT-NOT: INTEL
; IR-NOEXT: define spir_kernel void @k() #[[#]] {{.*}}!spirv.ParameterDecorations ![[#]] {
; IR-NOEXT: define spir_func void @dsp() #[[#]] {

target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !stall_enable !1 !loop_fuse !2 !initiation_interval !3 !max_concurrency !4 !pipeline_kernel !0 {
  call spir_func void @dsp()
  call spir_func void @off()
  ret void
}

define spir_func void @dsp() !prefer_dsp !1 !propagate_dsp_preference !1 {
  ret void
}

define spir_func void @off() !stall_enable !0 !initiation_interval !0 !prefer_dsp !5 {
  ret void
}

!0 = !{i32 0}
!1 = !{i32 1}
!2 = !{i32 3, i32 1}
!3 = !{i32 10}
!4 = !{i32 12}
!5 = !{i32 2}
