; SPV_INTEL_kernel_attributes: !ip_interface !{!"csr"...} <->
; RegisterMapInterfaceINTEL (6160), whose capability
; FPGAKernelAttributesv2INTEL implies FPGAKernelAttributesINTEL (both are
; declared).  Debian's spirv-val predates the mode: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_kernel_attributes %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: %lspv -spirv-text -r %t.spt -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT

; TEXT: Capability FPGAKernelAttributesINTEL
; TEXT-NEXT: Capability FPGAKernelAttributesv2INTEL
; TEXT: ExecutionMode [[#]] 6160 0
; TEXT: ExecutionMode [[#]] 6160 1

; IR: define spir_kernel void @plain() #[[#]] {{.*}}!ip_interface ![[CSR:[0-9]+]] {
; IR: define spir_kernel void @wait() #[[#]] {{.*}}!ip_interface ![[WAIT:[0-9]+]] {
; IR-DAG: ![[CSR]] = !{!"csr"}
; IR-DAG: ![[WAIT]] = !{!"csr", !"wait_for_done_write"}

; NOEXT-NOT: FPGAKernelAttributes
; NOEXT-NOT: 6160

target triple = "spir64-unknown-unknown"

define spir_kernel void @plain() !ip_interface !0 {
  ret void
}

define spir_kernel void @wait() !ip_interface !1 {
  ret void
}

!0 = !{!"csr"}
!1 = !{!"csr", !"wait_for_done_write"}
