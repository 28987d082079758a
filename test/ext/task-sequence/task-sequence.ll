; SPV_INTEL_task_sequence: target("spirv.TaskSequenceINTEL") and the
; __spirv_TaskSequence{Create,Async,Get,Release}INTEL calls <-> the type and
; the four instructions, both ways: a Get of an int, of a struct (through an
; sret pointer) and of a void task.  Debian's spirv-val predates the
; extension: lspv's checker only.
; RUN: %lspv --spirv-ext=+SPV_INTEL_task_sequence %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.spv -o %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_task_sequence %t.rev.bc -o %t.2.spv
; RUN: %lspv --verify %t.2.spv
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=TEXT
; RUN: %lspv -r %t.2.spv -o %t.rev2.bc
; RUN: %llvm-dis %t.rev2.bc -o - | FileCheck %s --check-prefix=IR
; Disabled: the type needs the extension; no output.
; RUN: not %lspv %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not test -e %t.no.spv
; RUN: not %lspv --spirv-ext=+all,-SPV_INTEL_task_sequence %s -o %t.no.spv 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: RequiresExtension: Feature requires the following SPIR-V extension:
; ERR-NEXT: SPV_INTEL_task_sequence

; TEXT-DAG: Capability TaskSequenceINTEL
; TEXT-DAG: Extension "SPV_INTEL_task_sequence"
; TEXT-DAG: Name [[#MULT:]] "mult"
; TEXT-DAG: Name [[#PAIR:]] "pair"
; TEXT-DAG: Name [[#NOTHING:]] "nothing"
; TEXT-DAG: TypeTaskSequenceINTEL [[#TS:]]
; TEXT-DAG: TypeInt [[#I32:]] 32 0
; TEXT-DAG: TypeVoid [[#VOID:]]
; TEXT-DAG: TypeStruct [[#S:]] [[#I32]] [[#I32]]
; TEXT: TaskSequenceCreateINTEL [[#TS]] [[#T1:]] [[#MULT]] 10 4294967295 17 1
; TEXT: TaskSequenceAsyncINTEL [[#T1]] [[#]] [[#]]
; TEXT: TaskSequenceGetINTEL [[#I32]] [[#]] [[#T1]]
; TEXT: TaskSequenceReleaseINTEL [[#T1]]
; TEXT: TaskSequenceCreateINTEL [[#TS]] [[#T2:]] [[#PAIR]] 0 0 0 0
; TEXT: TaskSequenceGetINTEL [[#S]] [[#G:]] [[#T2]]
; TEXT: Store [[#]] [[#G]]
; TEXT: TaskSequenceCreateINTEL [[#TS]] [[#T3:]] [[#NOTHING]] 4294967295 1 0 2
; TEXT: TaskSequenceGetINTEL [[#VOID]] [[#]] [[#T3]]

; IR: %[[T1:[0-9a-z.]+]] = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPiiiii(ptr @mult, i32 10, i32 -1, i32 17, i32 1)
; IR: call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELPU3AS125__spirv_TaskSequenceINTELii(target("spirv.TaskSequenceINTEL") %[[T1]], i32 %a, i32 %b)
; IR: call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %[[T1]])
; IR: call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELPU3AS125__spirv_TaskSequenceINTEL(target("spirv.TaskSequenceINTEL") %[[T1]])
; IR: %[[T2:[0-9a-z.]+]] = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPviiii(ptr @pair, i32 0, i32 0, i32 0, i32 0)
; IR: %[[V:[0-9a-z.]+]] = alloca %struct.S
; IR: %[[P:[0-9a-z.]+]] = addrspacecast ptr %[[V]] to ptr addrspace(4)
; IR: call spir_func void @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL{{(\.[0-9]+)?}}(ptr addrspace(4) sret(%struct.S) %[[P]], target("spirv.TaskSequenceINTEL") %[[T2]])
; IR: %[[T3:[0-9a-z.]+]] = call spir_func target("spirv.TaskSequenceINTEL") @_Z66__spirv_TaskSequenceCreateINTEL_RPU3AS125__spirv_TaskSequenceINTELPviiii(ptr @nothing, i32 -1, i32 1, i32 0, i32 2)
; IR: call spir_func void @_Z28__spirv_TaskSequenceGetINTELPU3AS125__spirv_TaskSequenceINTEL{{(\.[0-9]+)?}}(target("spirv.TaskSequenceINTEL") %[[T3]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

define spir_func i32 @mult(i32 %x, i32 %y) {
entry:
  %r = mul i32 %x, %y
  ret i32 %r
}

define spir_func %struct.S @pair() {
entry:
  ret %struct.S { i32 1, i32 2 }
}

define spir_func void @nothing() {
entry:
  ret void
}

define spir_kernel void @k(i32 %a, i32 %b, ptr addrspace(1) %out, ptr addrspace(1) %outs) {
entry:
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @mult, i32 10, i32 -1, i32 17, i32 1)
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL") %ts, i32 %a, i32 %b)
  %g = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL") %ts)
  store i32 %g, ptr addrspace(1) %out, align 4
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  %ts2 = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @pair, i32 0, i32 0, i32 0, i32 0)
  %tmp = alloca %struct.S, align 4
  %tmp.as = addrspacecast ptr %tmp to ptr addrspace(4)
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELI1SET_m(ptr addrspace(4) sret(%struct.S) %tmp.as, target("spirv.TaskSequenceINTEL") %ts2)
  %s = load %struct.S, ptr %tmp, align 4
  store %struct.S %s, ptr addrspace(1) %outs, align 4
  %ts3 = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr @nothing, i32 -1, i32 1, i32 0, i32 2)
  call spir_func void @_Z28__spirv_TaskSequenceGetINTELIvET_m(target("spirv.TaskSequenceINTEL") %ts3)
  ret void
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTEL(ptr, i32, i32, i32, i32)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL"), i32, i32)
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z28__spirv_TaskSequenceGetINTELI1SET_m(ptr addrspace(4) sret(%struct.S), target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z28__spirv_TaskSequenceGetINTELIvET_m(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
