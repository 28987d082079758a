; SPV_INTEL_runtime_aligned: !kernel_arg_runtime_aligned <-> decoration
; RuntimeAlignedINTEL 1 on each pointer parameter whose entry is true (not
; on a false one, nor on an integer parameter); reverse writes false for the
; others.  Disabled, the metadata is dropped, as llvm-spirv drops it.
; RUN: %lspv --spirv-ext=+SPV_INTEL_runtime_aligned %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_runtime_aligned %t.rev.bc -o %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv %s -o %t.off.spv
; RUN: %spirv-val %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.off.spv -o - | %llvm-dis | FileCheck %s --check-prefix=OFF-IR

; TEXT-DAG: Capability RuntimeAlignedAttributeINTEL
; TEXT-DAG: Extension "SPV_INTEL_runtime_aligned"
; TEXT-DAG: Name [[#A:]] "a"
; TEXT-DAG: Name [[#B:]] "b"
; TEXT-DAG: Name [[#C:]] "c"
; TEXT-DAG: Name [[#D:]] "d"
; TEXT-DAG: Decorate [[#A]] RuntimeAlignedINTEL 1
; TEXT-DAG: Decorate [[#C]] RuntimeAlignedINTEL 1
; TEXT-NOT: Decorate [[#B]] RuntimeAlignedINTEL
; TEXT-NOT: Decorate [[#D]] RuntimeAlignedINTEL

; IR: define spir_kernel void @k({{.*}}) {{.*}}!kernel_arg_runtime_aligned ![[MD:[0-9]+]]
; IR: ![[MD]] = !{i1 true, i1 false, i1 true, i1 false}

; OFF-NOT: RuntimeAligned
; OFF-IR-NOT: kernel_arg_runtime_aligned

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, i32 %d) !kernel_arg_runtime_aligned !0 {
entry:
  ret void
}

!0 = !{i1 true, i1 false, i32 1, i1 true}
