; An empty list emits nothing for that access, and no capability when
; nothing else uses the extension.  Alias metadata on an intrinsic call is
; dropped.  (A scope without a domain node is rejected by the LLVM verifier
; since LLVM 19, so it cannot reach lspv through verified IR; the plugin drops
; such a list whole, because dropping one scope from an !alias.scope list
; could invent NoAlias answers.)
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: MemoryAccessAliasingINTEL
; CHECK-NOT: SPV_INTEL_memory_access_aliasing
; CHECK-NOT: DeclINTEL
; CHECK-NOT: DecorateId
; CHECK: Load [[#]] [[#]] [[#]] 2 4 {{$}}
; CHECK: Store [[#]] [[#]] 2 4 {{$}}
; LL-NOT: !alias.scope
; LL-NOT: !noalias

declare float @llvm.fmuladd.f32(float, float, float)
declare spir_func void @helper(ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %x = load float, ptr addrspace(1) %a, align 4, !alias.scope !0, !noalias !0
  %f = call float @llvm.fmuladd.f32(float %x, float %x, float %x), !alias.scope !3, !noalias !3
  store float %f, ptr addrspace(1) %b, align 4, !noalias !0
  call spir_func void @helper(ptr addrspace(1) %a), !noalias !0
  ret void
}

!0 = !{}
!1 = distinct !{!1}
!2 = distinct !{!2, !1}
!3 = !{!2}
