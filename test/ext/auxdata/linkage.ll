; NonSemantic.AuxData Linkage: one record (Linkage Type 0) per
; available_externally function or global variable.  Such a definition must
; not carry Import linkage (a definition with Import linkage is invalid;
; DESIGN 6), and the module is valid.  Reverse restores the linkage.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s --check-prefix=LL
; Negative twins: no record, and reverse does not make anything
; available_externally.
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %if spirv-val %{ %spirv-val %t.off.spv %}
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL-OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV-DAG: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; SPV-DAG: Name [[#AE:]] "ae"
; SPV-DAG: Name [[#GAE:]] "gae"
; SPV-NOT: LinkageAttributes "ae" Import
; SPV-NOT: LinkageAttributes "gae" Import
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I32]] [[#ZERO:]] 0 {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataLinkage [[#AE]] [[#ZERO]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataLinkage [[#GAE]] [[#ZERO]] {{$}}
; SPV-NOT: NonSemanticAuxDataLinkage

; OFF-NOT: NonSemantic
; OFF-NOT: LinkageAttributes "ae" Import

; LL-DAG: @gae = available_externally {{.*}}global i32 3
; LL-DAG: define available_externally {{.*}}i32 @ae(i32 {{.*}})
; LL-DAG: define {{.*}}i32 @user(i32

; LL-OFF-NOT: available_externally

@gae = available_externally addrspace(1) global i32 3, align 4

define available_externally spir_func i32 @ae(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define spir_func i32 @user(i32 %x) {
  %v = load i32, ptr addrspace(1) @gae, align 4
  %r = call spir_func i32 @ae(i32 %v)
  ret i32 %r
}
