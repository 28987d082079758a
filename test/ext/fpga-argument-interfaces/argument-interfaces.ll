; SPV_INTEL_fpga_argument_interfaces: the interface decorations SYCL's
; annotated_arg properties put in a kernel parameter's
; !spirv.ParameterDecorations list become OpDecorate with capability
; FPGAArgumentInterfacesINTEL (grammar/intel_fpga_argument_interfaces.json);
; a flag decoration written {i32 N, i32 1} takes no operand.  Reverse lists
; them back (numbers in order) and the round trip gives the same decorations.
; Debian's spirv-val does not know the capability: lspv --verify checks it.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_argument_interfaces %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=TEXT < %t.spt
; RUN: %lspv -to-binary %t.spt -o %t.b.spv
; RUN: cmp %t.spv %t.b.spv
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_argument_interfaces %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; Disabled (the default), a decoration of the extension is an error.
; RUN: not %lspv %s -o %t.off.spv 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: not test -e %t.off.spv

; TEXT: Capability FPGAArgumentInterfacesINTEL
; TEXT: Extension "SPV_INTEL_fpga_argument_interfaces"
; TEXT: Name [[#P:]] "p"
; TEXT-DAG: Decorate [[#P]] Restrict {{$}}
; TEXT-DAG: Decorate [[#P]] ConduitKernelArgumentINTEL {{$}}
; TEXT-DAG: Decorate [[#P]] RegisterMapKernelArgumentINTEL {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceAddressWidthINTEL 64 {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceDataWidthINTEL 256 {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceLatencyINTEL 0 {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceReadWriteModeINTEL 0 {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceMaxBurstINTEL 8 {{$}}
; TEXT-DAG: Decorate [[#P]] MMHostInterfaceWaitRequestINTEL 1 {{$}}
; TEXT-DAG: Decorate [[#P]] StableKernelArgumentINTEL {{$}}

; IR: define spir_kernel void @ip(ptr addrspace(1) %p) {{.*}}!spirv.ParameterDecorations ![[L:[0-9]+]]
; IR: ![[L]] = !{![[P:[0-9]+]]}
; IR: ![[P]] = !{![[R:[0-9]+]], ![[C:[0-9]+]], ![[M:[0-9]+]], ![[AW:[0-9]+]], ![[DW:[0-9]+]], ![[LAT:[0-9]+]], ![[RW:[0-9]+]], ![[MB:[0-9]+]], ![[WR:[0-9]+]], ![[S:[0-9]+]]}
; IR: ![[R]] = !{i32 19}
; IR: ![[C]] = !{i32 6175}
; IR: ![[M]] = !{i32 6176}
; IR: ![[AW]] = !{i32 6177, i32 64}
; IR: ![[DW]] = !{i32 6178, i32 256}
; IR: ![[LAT]] = !{i32 6179, i32 0}
; IR: ![[RW]] = !{i32 6180, i32 0}
; IR: ![[MB]] = !{i32 6181, i32 8}
; IR: ![[WR]] = !{i32 6182, i32 1}
; IR: ![[S]] = !{i32 6183}

; OFF: RequiresExtension: Feature requires the following SPIR-V extension:
; OFF-NEXT: SPV_INTEL_fpga_argument_interfaces

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @ip(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
entry:
  store i32 0, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{i32 6183, i32 1}
!3 = !{i32 6177, i32 64}
!4 = !{i32 6175, i32 1}
!5 = !{i32 6178, i32 256}
!6 = !{i32 6179, i32 0}
!7 = !{i32 6180, i32 0}
!8 = !{i32 6181, i32 8}
!9 = !{i32 6182, i32 1}
!10 = !{i32 6176}
!11 = !{i32 19, i32 1}
