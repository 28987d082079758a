; NonSemantic.AuxData GlobalVariableMetadata: one record per attachment of a
; global variable, restored on reverse; flag off: neither.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s --check-prefix=LL
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL-OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV-DAG: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; SPV-DAG: String [[#MD:]] "my.md"
; SPV-DAG: String [[#S:]] "hello"
; SPV-DAG: Name [[#G:]] "g"
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: 5 Constant [[#]] [[#C:]] 42 0 {{$}}
; SPV-DAG: 9 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataGlobalVariableMetadata [[#G]] [[#MD]] [[#S]] [[#C]] {{$}}
; SPV-NOT: NonSemanticAuxData

; OFF-NOT: NonSemantic
; OFF-NOT: "my.md"

; LL: @g = {{.*}}, !my.md ![[#N:]]
; LL: ![[#N]] = !{!"hello", i64 42}
; LL-OFF-NOT: !my.md

@g = addrspace(1) global i32 7, align 4, !my.md !0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

!0 = !{!"hello", i64 42}
