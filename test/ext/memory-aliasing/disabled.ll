; Without the extension the alias metadata is dropped and nothing else
; changes; with it, a module whose call carries the metadata needs SPIR-V 1.2
; (OpDecorateId, and the extension's own dependency), so a lower
; --spirv-max-version is an error, and so it is for a load (the spec says the
; extension requires 1.2).
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %if spirv-val %{ %spirv-val %t.off.spv %}
; RUN: %lspv -r %t.off.spv -o - -S | FileCheck %s --check-prefix=OFF-LL
; RUN: %lspv --spirv-ext=-SPV_INTEL_memory_access_aliasing %s -o %t.off2.spv
; RUN: cmp %t.off.spv %t.off2.spv
; RUN: rm -f %t.bad.spv
; RUN: not %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing --spirv-max-version=1.1 %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=VER
; RUN: not test -e %t.bad.spv
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing --spirv-max-version=1.2 %s -o %t.12.spv
; RUN: %lspv -to-text %t.12.spv -o - | FileCheck %s --check-prefix=V12

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; OFF-NOT: MemoryAccessAliasingINTEL
; OFF-NOT: SPV_INTEL_memory_access_aliasing
; OFF-NOT: Alias{{.*}}DeclINTEL
; OFF-NOT: DecorateId
; OFF: Load [[#]] [[#]] [[#]] 2 4 {{$}}
; OFF: Store [[#]] [[#]] 2 4 {{$}}
; OFF-LL-NOT: !alias.scope
; OFF-LL-NOT: !noalias
; OFF-LL-NOT: distinct

; VER: RequiresVersion: Cannot fulfill SPIR-V version restriction:
; VER-NEXT: SPIR-V version was restricted to at most 1.1 (65792) but a construct from the input requires SPIR-V version 1.2 (66048) or above (SPV_INTEL_memory_access_aliasing (alias scope metadata); --spirv-max-version)
; V12: 119734787 66048

declare spir_func void @helper(ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %x = load float, ptr addrspace(1) %a, align 4, !alias.scope !3, !noalias !4
  store float %x, ptr addrspace(1) %b, align 4, !alias.scope !4, !noalias !3
  call spir_func void @helper(ptr addrspace(1) %a), !alias.scope !3, !noalias !4
  ret void
}

!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"dom: a"}
!2 = distinct !{!2, !0, !"dom: b"}
!3 = !{!1}
!4 = !{!2}
