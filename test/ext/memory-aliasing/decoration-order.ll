; The alias declarations all come first in the annotation section, then the
; OpDecorateId instructions in the order of the calls they decorate, as
; llvm-spirv lays them out: a list first used by the second call is declared
; ahead of the first call's decoration.  A call carrying both kinds gets
; both decorations.  The round trip keeps what each call may alias.
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s
; Without the extension neither declarations nor decorations are written.
; RUN: %lspv %s -o %t.no.spv
; RUN: %lspv -to-text %t.no.spv -o - | FileCheck %s --check-prefix=NO

; SPV: AliasDomainDeclINTEL [[#D1:]]
; SPV-NEXT: AliasScopeDeclINTEL [[#S1:]] [[#D1]]
; SPV-NEXT: AliasScopeListDeclINTEL [[#L1:]] [[#S1]]
; SPV-NEXT: AliasDomainDeclINTEL [[#D2:]]
; SPV-NEXT: AliasScopeDeclINTEL [[#S2:]] [[#D2]]
; SPV-NEXT: AliasScopeListDeclINTEL [[#L2:]] [[#S2]]
; SPV-NOT: AliasScopeListDeclINTEL
; SPV: DecorateId [[#FIRST:]] AliasScopeINTEL [[#L1]]
; SPV-NEXT: DecorateId [[#SECOND:]] AliasScopeINTEL [[#L1]]
; SPV-NEXT: DecorateId [[#SECOND]] NoAliasINTEL [[#L2]]
; SPV-NEXT: DecorateId [[#THIRD:]] NoAliasINTEL [[#L1]]
; SPV: FunctionCall [[#]] [[#FIRST]]
; SPV: FunctionCall [[#]] [[#SECOND]]
; SPV: FunctionCall [[#]] [[#THIRD]]

; (The call carries the callee's attributes, #0, as llvm-spirv's reverse sets them.)
; CHECK: %x = call spir_func i32 @get(ptr addrspace(1) %a) #0, !alias.scope ![[L1:[0-9]+]]{{$}}
; CHECK: %y = call spir_func i32 @get(ptr addrspace(1) %b) #0, !alias.scope ![[L1]], !noalias ![[L2:[0-9]+]]{{$}}
; CHECK: call spir_func void @put(ptr addrspace(1) %c, i32 %s) #0, !noalias ![[L1]]{{$}}

; NO-NOT: Alias
; NO-NOT: DecorateId

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i32 @get(ptr addrspace(1))
declare spir_func void @put(ptr addrspace(1), i32)

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %x = call spir_func i32 @get(ptr addrspace(1) %a), !alias.scope !0
  %y = call spir_func i32 @get(ptr addrspace(1) %b), !alias.scope !0, !noalias !3
  %s = add i32 %x, %y
  call spir_func void @put(ptr addrspace(1) %c, i32 %s), !noalias !0
  ret void
}

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !5}
!5 = distinct !{!5}
