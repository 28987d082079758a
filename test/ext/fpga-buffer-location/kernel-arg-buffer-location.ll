; SPV_INTEL_fpga_buffer_location from !kernel_arg_buffer_location: each
; pointer parameter with a location that is not negative is decorated
; BufferLocationINTEL (not one at -1, not an integer parameter, whatever
; its entry says); reverse writes the metadata back on the kernel, -1 for
; the others, and the round trip writes each decoration once.  A plain
; function reads the metadata too (reverse gives a kernel's parameters
; only the metadata, as llvm-spirv).  Disabled, the metadata is dropped.
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_buffer_location %s -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefixes=KERNEL,TEXT,ONCE
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_fpga_buffer_location %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefixes=KERNEL,ONCE
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -o - | %llvm-dis | FileCheck %s --check-prefix=OFF-IR

; KERNEL-DAG: Capability FPGABufferLocationINTEL
; KERNEL-DAG: Extension "SPV_INTEL_fpga_buffer_location"
; KERNEL-DAG: Name [[#IN:]] "in"
; KERNEL-DAG: Name [[#TMP:]] "tmp"
; KERNEL-DAG: Name [[#N:]] "n"
; KERNEL-DAG: Name [[#OUT:]] "out"
; TEXT-DAG: Name [[#Q:]] "q"
; TEXT-DAG: Decorate [[#Q]] BufferLocationINTEL 2 {{$}}
; KERNEL-DAG: Decorate [[#IN]] BufferLocationINTEL 0 {{$}}
; KERNEL-DAG: Decorate [[#OUT]] BufferLocationINTEL 7 {{$}}
; ONCE-NOT: Decorate [[#TMP]] BufferLocationINTEL
; ONCE-NOT: Decorate [[#N]] BufferLocationINTEL
; ONCE-NOT: Decorate [[#OUT]] BufferLocationINTEL 7
; ONCE-NOT: Decorate [[#IN]] BufferLocationINTEL 0

; IR: define spir_func void @helper(ptr addrspace(1) %q)
; IR-NOT: kernel_arg_buffer_location
; IR-SAME: {
; IR: define spir_kernel void @k({{.*}}) {{.*}}!kernel_arg_buffer_location ![[MD:[0-9]+]]
; IR: ![[MD]] = !{i32 0, i32 -1, i32 -1, i32 7}

; OFF-NOT: BufferLocation
; OFF-IR-NOT: kernel_arg_buffer_location

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @helper(ptr addrspace(1) %q) !kernel_arg_buffer_location !1 {
entry:
  store i32 1, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %tmp, i32 %n, ptr addrspace(1) %out) !kernel_arg_buffer_location !0 {
entry:
  call spir_func void @helper(ptr addrspace(1) %out)
  ret void
}

!0 = !{i32 0, i32 -1, i32 5, i32 7}
!1 = !{i32 2}
