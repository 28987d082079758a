; Alias metadata on calls that do not become an OpFunctionCall: another
; plugin's instruction (a split barrier), an OpenCL builtin that becomes an
; OpExtInst (vload4): the spec allows the decorations on OpFunctionCall and
; atomics only, so their lists are dropped and the plugin they call into is
; not disturbed; an atomic builtin becomes an atomic instruction and keeps
; its list; a call to an external function keeps its list.  Lists only the
; dropped calls used are not declared.
; RUN: %lspv --spirv-ext=+SPV_INTEL_memory_access_aliasing,+SPV_INTEL_split_barrier %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s

; SPV-COUNT-1: AliasScopeListDeclINTEL
; SPV-NOT: AliasScopeListDeclINTEL
; SPV-DAG: 4 DecorateId [[#INC:]] AliasScopeINTEL [[#L:]]
; SPV-DAG: 4 DecorateId [[#CALL:]] NoAliasINTEL [[#L]]
; SPV-NOT: DecorateId
; SPV: ControlBarrierArriveINTEL
; SPV: ExtInst [[#]] [[#]] [[#]] vloadn
; SPV: AtomicIIncrement [[#]] [[#INC]]
; SPV: FunctionCall [[#]] [[#CALL]]

; CHECK: call spir_func void @_Z31intel_work_group_barrier_arrivej(i32 1) #{{[0-9]+}}{{$}}
; CHECK: %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 0, ptr addrspace(1) %a) #{{[0-9]+}}{{$}}
; CHECK: %n = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %c) #{{[0-9]+}}, !alias.scope ![[L:[0-9]+]]
; CHECK: call spir_func void @ext(ptr addrspace(1) %b) #{{[0-9]+}}, !noalias ![[L]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64, ptr addrspace(1))
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1))
declare spir_func void @ext(ptr addrspace(1))

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 258), !noalias !3
  %v = call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 0, ptr addrspace(1) %a), !alias.scope !3, !noalias !4
  %n = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) %c), !alias.scope !4
  call spir_func void @ext(ptr addrspace(1) %b), !noalias !4
  ret void
}

!0 = distinct !{!0}
!1 = distinct !{!1, !0}
!2 = distinct !{!2, !0}
!3 = !{!1}
!4 = !{!2}
