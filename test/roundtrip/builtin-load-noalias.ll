; SYCL device code loads a BuiltIn lane with the kernel's !noalias scopes.
; Forward writes the load of the BuiltIn variable with the aliasing memory
; operand (no Aligned: a BuiltIn is no memory).  Under --exact-roundtrip
; reverse keeps such a load a load of the __spirv_BuiltIn global (a
; work-item call has no place for the scopes: they were lost and the second
; forward dropped SPV_INTEL_memory_access_aliasing, issue 19), and forward
; takes the lane's cast that changes nothing in LLVM for the BuiltIn
; itself: the second forward is the first.  The default reverse still
; writes the call.  Typed and untyped pointers, every environment.
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %llvm-dis %t.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=CL2.0 %t.spv -o %t.20.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %t.20.bc -o %t.3.spv
; RUN: cmp %t.spv %t.3.spv
; RUN: %lspv -r --exact-roundtrip --spirv-target-env=SPV-IR %t.spv -o %t.ir.bc
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %t.ir.bc -o %t.4.spv
; RUN: cmp %t.spv %t.4.spv
; RUN: %lspv -r %t.spv -o - | %llvm-dis -o - | FileCheck %s --check-prefix=PLAIN
; RUN: %lspv --spirv-ext=+all %s -o %t.u.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.u.spv %}
; RUN: %lspv -r --exact-roundtrip %t.u.spv -o %t.u.bc
; RUN: %llvm-dis %t.u.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+all %t.u.bc -o %t.u.2.spv
; RUN: cmp %t.u.spv %t.u.2.spv
;
; SPV: Capability MemoryAccessAliasingINTEL
; SPV: Decorate [[GID:[0-9]+]] BuiltIn 28
; SPV: Bitcast [[LANE:[0-9]+]] [[CAST:[0-9]+]] [[GID]]
; SPV-NEXT: Load {{[0-9]+}} {{[0-9]+}} [[CAST]] 131072 {{[0-9]+}} {{$}}
;
; IR: load i64, ptr addrspace(1) {{%[0-9]+}}, align 8, !noalias
; IR: load float, ptr addrspace(1) %p, align 4{{$}}
; PLAIN: call spir_func i64 @_Z13get_global_idj(i32 0)
; PLAIN-NOT: !noalias

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external local_unnamed_addr addrspace(1) constant <3 x i64>, align 32

define spir_kernel void @k(ptr addrspace(1) align 4 %a) {
entry:
  %gid = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, align 32, !noalias !0
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2, !"k: %a"}
!2 = distinct !{!2, !"k"}
