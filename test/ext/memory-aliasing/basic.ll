; SPV_INTEL_memory_access_aliasing round trip: !alias.scope / !noalias on
; loads and stores become memory operands, on calls and atomics OpDecorateId;
; each LLVM node is declared once, in the annotation section, before use.
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV: 119734787 [[#]]
; SPV-DAG: 2 Capability MemoryAccessAliasingINTEL
; SPV-DAG: Extension "SPV_INTEL_memory_access_aliasing"
; No Name operands (llvm-spirv-15 aborts on a named scope), so no strings.
; SPV-NOT: String
; The declarations, in the order of first use, each node once: the list !7
; reuses scope !1 and its domain.
; SPV: 2 AliasDomainDeclINTEL [[#DOM:]]
; SPV-NEXT: 3 AliasScopeDeclINTEL [[#SA:]] [[#DOM]]
; SPV-NEXT: 3 AliasScopeListDeclINTEL [[#LA:]] [[#SA]]
; SPV-NEXT: 3 AliasScopeDeclINTEL [[#SB:]] [[#DOM]]
; SPV-NEXT: 3 AliasScopeListDeclINTEL [[#LB:]] [[#SB]]
; SPV-NEXT: 2 AliasDomainDeclINTEL [[#DOM2:]]
; SPV-NEXT: 3 AliasScopeDeclINTEL [[#SC:]] [[#DOM2]]
; SPV-NEXT: 4 AliasScopeListDeclINTEL [[#LC:]] [[#SC]] [[#SA]]
; SPV-NOT: AliasScopeListDeclINTEL
; Calls to functions and atomics: decorations (each after its list).
; SPV-DAG: 4 DecorateId [[#CALL1:]] AliasScopeINTEL [[#LA]]
; SPV-DAG: 4 DecorateId [[#CALL1]] NoAliasINTEL [[#LB]]
; SPV-DAG: 4 DecorateId [[#CALL2:]] NoAliasINTEL [[#LA]]
; SPV-DAG: 4 DecorateId [[#RMW:]] AliasScopeINTEL [[#LB]]
; SPV-DAG: 4 DecorateId [[#CAS:]] NoAliasINTEL [[#LB]]
; SPV-DAG: 4 DecorateId [[#ALOAD:]] AliasScopeINTEL [[#LA]]
; Memory operands: Aligned 4 first, then the lists in mask-bit order.
; SPV: 8 Load [[#]] [[#]] [[#]] 196610 4 [[#LA]] [[#LB]]
; SPV: 7 Store [[#]] [[#]] 196610 4 [[#LB]] [[#LA]]
; Volatile | Aligned | NoAlias, and Aligned | Nontemporal | AliasScope.
; SPV: 7 Load [[#]] [[#]] [[#]] 131075 4 [[#LC]]
; SPV: 6 Store [[#]] [[#]] 65542 4 [[#LC]]
; SPV: FunctionCall [[#]] [[#CALL1]]
; SPV: FunctionCall [[#]] [[#CALL2]]
; SPV: Atomic{{[A-Za-z]+}} [[#]] [[#RMW]]
; SPV: AtomicCompareExchange [[#]] [[#CAS]]
; SPV: AtomicLoad [[#]] [[#ALOAD]]
; OpAtomicStore has no result id, so nothing can decorate it: its metadata
; is lost (llvm-spirv-15 loses it too).  The intrinsic call (llvm.fmuladd,
; an OpExtInst here) keeps no alias information either.
; SPV: AtomicStore
; SPV: ExtInst

; LL-LABEL: define spir_kernel void @k(
; LL: load float, {{.*}} !alias.scope ![[LA:[0-9]+]], !noalias ![[LB:[0-9]+]]
; LL: store float {{.*}} !alias.scope ![[LB]], !noalias ![[LA]]
; LL: load volatile float, {{.*}} !noalias ![[LC:[0-9]+]]
; LL: store float {{.*}} !alias.scope ![[LC]]
; LL: call spir_func void @helper({{.*}}, !alias.scope ![[LA]], !noalias ![[LB]]
; LL: call spir_func float @get({{.*}}, !noalias ![[LA]]
; The atomics come back in the form the target environment asks for (OpenCL
; builtin calls by default, __spirv_ calls where no OpenCL builtin gives the
; same scope and semantics back), carrying the lists.
; LL: %old = {{.*}}, !alias.scope ![[LB]]
; LL: = {{.*}}{{cmpxchg|CompareExchange}}{{.*}}, !noalias ![[LB]]
; LL: %al = {{.*}}, !alias.scope ![[LA]]
; LL-NOT: !alias.scope
; LL-NOT: !noalias
; LL: ret void
; LL-DAG: ![[LA]] = !{![[SA:[0-9]+]]}
; LL-DAG: ![[LB]] = !{![[SB:[0-9]+]]}
; LL-DAG: ![[LC]] = !{![[SC:[0-9]+]], ![[SA]]}
; LL-DAG: ![[SA]] = distinct !{![[SA]], ![[DOM:[0-9]+]]}
; LL-DAG: ![[SB]] = distinct !{![[SB]], ![[DOM]]}
; LL-DAG: ![[DOM]] = distinct !{![[DOM]]}
; LL-DAG: ![[SC]] = distinct !{![[SC]], ![[DOM2:[0-9]+]]}
; LL-DAG: ![[DOM2]] = distinct !{![[DOM2]]}

declare spir_func void @helper(ptr addrspace(1))
declare spir_func float @get(ptr addrspace(1))
declare float @llvm.fmuladd.f32(float, float, float)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c,
                           ptr addrspace(1) %d) {
entry:
  %x = load float, ptr addrspace(1) %a, align 4, !alias.scope !3, !noalias !4
  store float %x, ptr addrspace(1) %b, align 4, !alias.scope !4, !noalias !3
  %y = load volatile float, ptr addrspace(1) %c, align 4, !noalias !7
  store float %y, ptr addrspace(1) %a, align 4, !nontemporal !8, !alias.scope !7
  call spir_func void @helper(ptr addrspace(1) %a), !alias.scope !3, !noalias !4
  %r = call spir_func float @get(ptr addrspace(1) %b), !noalias !3
  %old = atomicrmw add ptr addrspace(1) %d, i32 1 seq_cst, !alias.scope !4
  %pair = cmpxchg ptr addrspace(1) %d, i32 0, i32 %old seq_cst seq_cst, !noalias !4
  %al = load atomic i32, ptr addrspace(1) %d seq_cst, align 4, !alias.scope !3
  store atomic i32 %al, ptr addrspace(1) %d seq_cst, align 4, !noalias !3
  %f = call float @llvm.fmuladd.f32(float %x, float %y, float %r), !alias.scope !3
  store float %f, ptr addrspace(1) %b, align 4
  ret void
}

!0 = distinct !{!0, !"dom"}
!1 = distinct !{!1, !0, !"dom: a"}
!2 = distinct !{!2, !0, !"dom: b"}
!3 = !{!1}
!4 = !{!2}
!5 = distinct !{!5}
!6 = distinct !{!6, !5}
!7 = !{!6, !1}
!8 = !{i32 1}
