; memcpy with alias lists: forward writes them as memory operands of
; OpCopyMemorySized (valid there, and what the inliner puts on memcpy).
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV: 3 AliasScopeListDeclINTEL [[#LA:]] [[#]]
; SPV: 3 AliasScopeListDeclINTEL [[#LB:]] [[#]]
; SPV: CopyMemorySized [[#]] [[#]] [[#]] 196610 4 [[#LA]] [[#LB]]
; CHECK: call void @llvm.memcpy{{.*}}, !alias.scope ![[LA:[0-9]+]], !noalias ![[LB:[0-9]+]]

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) align 4 %a, ptr addrspace(1) align 4 %b, i64 16, i1 false), !alias.scope !3, !noalias !4
  ret void
}

!0 = distinct !{!0}
!1 = distinct !{!1, !0}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
