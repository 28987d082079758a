; SPV_INTEL_memory_access_aliasing: !alias.scope / !noalias on a load and a
; store become AliasScopeINTEL / NoAliasINTEL memory operands over the
; declarations of the domain, the scopes and the lists; reverse gives back
; equivalent scoped-noalias metadata.  (spirv-val of the day does not know
; these instructions, so there is no spirv-val line.)

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc --spirv-ext=+SPV_INTEL_memory_access_aliasing -o %t.spv
; RUN: llvm-spirv %t.spv -to-text -o %t.spt
; RUN: FileCheck < %t.spt %s --check-prefix=CHECK-SPIRV
; RUN: llvm-spirv -r %t.spv -o %t.rev.bc
; RUN: llvm-dis < %t.rev.bc | FileCheck %s --check-prefix=CHECK-LLVM

; OpDecorateId and the declarations need SPIR-V 1.2 (66048).
; CHECK-SPIRV: 119734787 66048
; CHECK-SPIRV-DAG: 2 Capability MemoryAccessAliasingINTEL
; CHECK-SPIRV-DAG: 10 Extension "SPV_INTEL_memory_access_aliasing"
; CHECK-SPIRV: 2 AliasDomainDeclINTEL [[#DOMAIN:]]
; CHECK-SPIRV: 3 AliasScopeDeclINTEL [[#SRC:]] [[#DOMAIN]]
; CHECK-SPIRV: 3 AliasScopeListDeclINTEL [[#SRCLIST:]] [[#SRC]]
; CHECK-SPIRV: 3 AliasScopeDeclINTEL [[#DST:]] [[#DOMAIN]]
; CHECK-SPIRV: 3 AliasScopeListDeclINTEL [[#DSTLIST:]] [[#DST]]
; Aligned (2) | AliasScopeINTEL (0x10000) | NoAliasINTEL (0x20000) = 196610.
; CHECK-SPIRV: 8 Load [[#]] [[#V:]] [[#]] 196610 4 [[#SRCLIST]] [[#DSTLIST]]
; CHECK-SPIRV: 7 Store [[#]] [[#]] 196610 4 [[#DSTLIST]] [[#SRCLIST]]

; CHECK-LLVM: load i32, ptr addrspace(1) %src, align 4, !alias.scope ![[SRCLIST:[0-9]+]], !noalias ![[DSTLIST:[0-9]+]]
; CHECK-LLVM: store i32 %{{[a-z0-9]+}}, ptr addrspace(1) %dst, align 4, !alias.scope ![[DSTLIST]], !noalias ![[SRCLIST]]
; CHECK-LLVM-DAG: ![[SRCLIST]] = !{![[SRC:[0-9]+]]}
; CHECK-LLVM-DAG: ![[DSTLIST]] = !{![[DST:[0-9]+]]}
; CHECK-LLVM-DAG: ![[SRC]] = distinct !{![[SRC]], ![[DOMAIN:[0-9]+]]}
; CHECK-LLVM-DAG: ![[DST]] = distinct !{![[DST]], ![[DOMAIN]]}
; CHECK-LLVM-DAG: ![[DOMAIN]] = distinct !{![[DOMAIN]]}

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
