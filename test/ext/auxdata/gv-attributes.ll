; NonSemantic.AuxData GlobalVariableAttribute: one record per global-variable
; attribute (LLVM keeps them as string attributes), restored on reverse.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s --check-prefix=LL
; Negative twins.
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL-OFF
; Under SPV_KHR_untyped_pointers the variable is an OpUntypedVariableKHR: the
; records target it (a fuzz_ir finding: lspv's checker refused them, reverse
; ignored them).
; RUN: %lspv --spirv-preserve-auxdata --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.u.spv
; RUN: %lspv -to-text %t.u.spv -o - | FileCheck %s --check-prefix=UNTYPED
; RUN: %lspv -r --spirv-preserve-auxdata %t.u.spv -o - -S 2>&1 | FileCheck %s --check-prefix=LL --implicit-check-not=Warning
; UNTYPED: UntypedVariableKHR [[#]] [[#UG:]] 5
; UNTYPED: ExtInst [[#]] [[#]] [[#]] NonSemanticAuxDataGlobalVariableAttribute [[#UG]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV-DAG: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; SPV-DAG: String [[#SIZE:]] "sycl-device-global-size"
; SPV-DAG: String [[#V32:]] "32"
; SPV-DAG: String [[#SCOPE:]] "sycl-device-image-scope"
; SPV-DAG: String [[#HOST:]] "sycl-host-access"
; SPV-DAG: String [[#V0:]] "0"
; SPV-DAG: Name [[#G:]] "g"
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: 8 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataGlobalVariableAttribute [[#G]] [[#SIZE]] [[#V32]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataGlobalVariableAttribute [[#G]] [[#SCOPE]] {{$}}
; SPV-DAG: 8 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataGlobalVariableAttribute [[#G]] [[#HOST]] [[#V0]] {{$}}
; SPV-NOT: NonSemanticAuxData

; OFF-NOT: NonSemantic
; OFF-NOT: sycl-

; LL: @g = {{.*}} #[[#GA:]]
; LL: attributes #[[#GA]] = { "sycl-device-global-size"="32" "sycl-device-image-scope" "sycl-host-access"="0" }
; LL-OFF-NOT: sycl-

@g = addrspace(1) global i32 7, align 4 #0

define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

attributes #0 = { "sycl-device-global-size"="32" "sycl-device-image-scope" "sycl-host-access"="0" }
