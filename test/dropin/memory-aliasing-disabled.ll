; Without --spirv-ext=+SPV_INTEL_memory_access_aliasing the alias metadata
; is dropped: no capability, extension, declarations or memory operands, and
; the module stays SPIR-V 1.0.  The version limit is checked when it is on.

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv %t.bc -o %t.spv
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r %t.spv -o - | llvm-dis | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: llvm-spirv %t.bc --spirv-ext=+all,-SPV_INTEL_memory_access_aliasing -spirv-text -o - | FileCheck %s --check-prefix=CHECK-SPIRV

; RUN: not llvm-spirv %t.bc --spirv-ext=+SPV_INTEL_memory_access_aliasing --spirv-max-version=1.1 -o %t.v11.spv 2>&1 | FileCheck %s --check-prefix=CHECK-VERSION

; CHECK-SPIRV: 119734787 65536
; CHECK-SPIRV-NOT: MemoryAccessAliasingINTEL
; CHECK-SPIRV-NOT: SPV_INTEL_memory_access_aliasing
; CHECK-SPIRV-NOT: Alias
; CHECK-SPIRV: 6 Load [[#]] [[#]] [[#]] 2 4
; CHECK-SPIRV: 5 Store [[#]] [[#]] 2 4

; CHECK-LLVM-NOT: !alias.scope
; CHECK-LLVM-NOT: !noalias

; CHECK-VERSION: RequiresVersion: Cannot fulfill SPIR-V version restriction:
; CHECK-VERSION-NEXT: requires SPIR-V version 1.2

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @shift_copy(ptr addrspace(1) noalias %dst, ptr addrspace(1) noalias %src, i32 %n) {
entry:
  %v = load i32, ptr addrspace(1) %src, align 4, !alias.scope !3, !noalias !4
  %w = shl i32 %v, %n
  store i32 %w, ptr addrspace(1) %dst, align 4, !alias.scope !4, !noalias !3
  ret void
}

!0 = distinct !{!0, !"shift_copy"}
!1 = distinct !{!1, !0, !"shift_copy: %src"}
!2 = distinct !{!2, !0, !"shift_copy: %dst"}
!3 = !{!1}
!4 = !{!2}
