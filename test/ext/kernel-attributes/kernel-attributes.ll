; SPV_INTEL_kernel_attributes: kernel metadata <-> execution modes of the
; entry point, in mode order, missing work-group sizes filled with 1.
; Reverse: a kernel without parameters has empty kernel_arg_* lists and
; !spirv.ParameterDecorations, which come before the attributes.
; RUN: %lspv --spirv-ext=+SPV_INTEL_kernel_attributes %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_kernel_attributes %t.rev.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; Without the extension the attributes (hints) are dropped, as llvm-spirv
; drops them: no mode, no capability, no error.
; RUN: %lspv %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; RUN: %lspv --spirv-ext=+all,-SPV_INTEL_kernel_attributes %s -spirv-text -o - | FileCheck %s --check-prefix=NOEXT
; Malformed metadata is refused, naming the kernel.
; RUN: sed -e 's/^!0 = .*/!0 = !{!"four"}/' %s > %t.bad.ll
; RUN: not %lspv --spirv-ext=+SPV_INTEL_kernel_attributes %t.bad.ll -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: test ! -e %t.bad.spv

; TEXT-DAG: Capability KernelAttributesINTEL
; TEXT-DAG: Capability FPGAKernelAttributesINTEL
; TEXT: Extension "SPV_INTEL_kernel_attributes"
; TEXT: EntryPoint 6 [[#DIM1:]] "dim1"
; TEXT: EntryPoint 6 [[#FPGA:]] "fpga"
; TEXT: EntryPoint 6 [[#STREAM:]] "stream"
; TEXT: ExecutionMode [[#DIM1]] 5893 4 1 1
; TEXT-NEXT: ExecutionMode [[#FPGA]] 17 2 2 1
; TEXT-NEXT: ExecutionMode [[#FPGA]] 5893 16 8 4
; TEXT-NEXT: ExecutionMode [[#FPGA]] 5894 2
; TEXT-NEXT: ExecutionMode [[#FPGA]] 5895
; TEXT-NEXT: ExecutionMode [[#FPGA]] 5896 8
; TEXT-NEXT: ExecutionMode [[#FPGA]] 5903 400
; TEXT-NEXT: ExecutionMode [[#STREAM]] 6154 1

; IR: define spir_kernel void @dim1() #[[#]] !kernel_arg_addr_space ![[NONE:[0-9]+]] !kernel_arg_access_qual ![[NONE]] !kernel_arg_type ![[NONE]] !kernel_arg_type_qual ![[NONE]] !kernel_arg_base_type ![[NONE]] !spirv.ParameterDecorations ![[NONE]] !max_work_group_size ![[DIM1:[0-9]+]] {
; IR: define spir_kernel void @fpga(ptr addrspace(1) %p) #[[#]] {{.*}}!spirv.ParameterDecorations ![[#]] !max_work_group_size ![[WG:[0-9]+]] !no_global_work_offset ![[NONE]] !max_global_work_dim ![[TWO:[0-9]+]] !num_simd_work_items ![[EIGHT:[0-9]+]] !scheduler_target_fmax_mhz ![[MHZ:[0-9]+]] {{.*}}!reqd_work_group_size
; IR: define spir_kernel void @stream() #[[#]] {{.*}}!ip_interface ![[STREAM:[0-9]+]] {
; IR-DAG: ![[DIM1]] = !{i32 4, i32 1, i32 1}
; IR-DAG: ![[WG]] = !{i32 16, i32 8, i32 4}
; IR-DAG: ![[NONE]] = !{}
; IR-DAG: ![[TWO]] = !{i32 2}
; IR-DAG: ![[EIGHT]] = !{i32 8}
; IR-DAG: ![[MHZ]] = !{i32 400}
; IR-DAG: ![[STREAM]] = !{!"streaming", !"stall_free_return"}

; NOEXT-NOT: KernelAttributesINTEL
; NOEXT-NOT: SPV_INTEL_kernel_attributes
; NOEXT-NOT: ExecutionMode {{[0-9]+}} 58
; NOEXT-NOT: ExecutionMode {{[0-9]+}} 6154

; BAD: InvalidLlvmModule: !max_work_group_size takes 1 to 3 integer operand(s)
; BAD-SAME: dim1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @dim1() !max_work_group_size !0 {
  ret void
}

define spir_kernel void @fpga(ptr addrspace(1) %p) !reqd_work_group_size !6 !max_work_group_size !1 !max_global_work_dim !2 !no_global_work_offset !3 !num_simd_work_items !4 !scheduler_target_fmax_mhz !5 {
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @stream() !ip_interface !7 {
  ret void
}

!0 = !{i32 4}
!1 = !{i32 16, i32 8, i32 4}
!2 = !{i32 2}
!3 = !{}
!4 = !{i32 8}
!5 = !{i32 400}
!6 = !{i32 2, i32 2, i32 1}
!7 = !{!"streaming", !"stall_free_return"}
