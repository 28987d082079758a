; SPV_INTEL_fpga_cluster_attributes revision 2: !stall_free <->
; StallFreeINTEL, capability FPGAClusterAttributesV2INTEL, which implies
; FPGAClusterAttributesINTEL (both declared).  Debian's spirv-val predates
; them: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_cluster_attributes %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; TEXT: Capability FPGAClusterAttributesINTEL
; TEXT: Capability FPGAClusterAttributesV2INTEL
; TEXT: Extension "SPV_INTEL_fpga_cluster_attributes"
; TEXT-DAG: Decorate [[#F:]] StallFreeINTEL
; TEXT-DAG: Decorate [[#E:]] StallEnableINTEL
; TEXT-DAG: Name [[#F]] "free"
; TEXT-DAG: Name [[#E]] "enable"
; IR: define spir_func void @enable() #[[#]] !stall_enable ![[ONE:[0-9]+]] {
; IR: define spir_func void @free() #[[#]] !stall_free ![[ONE]] {
; IR: ![[ONE]] = !{i32 1}
; NOEXT-NOT: Stall

target triple = "spir64-unknown-unknown"

define spir_func void @enable() !stall_enable !0 {
  ret void
}

define spir_func void @free() !stall_free !0 {
  ret void
}

!0 = !{i32 1}
