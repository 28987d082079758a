; NonSemantic.AuxData FunctionAttribute: one record per function attribute,
; definitions and declarations: string attributes as key (+ value when it is
; not empty), enum attributes by name, integer ones as LLVM spells them.
; Reverse restores real enum / integer attributes.  Flag off: nothing emitted,
; nothing restored.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s --check-prefix=LL
; Negative twins.
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL-OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; SPV: 119734787 67072
; SPV-NOT: Extension "SPV_KHR_non_semantic_info"
; SPV-DAG: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; SPV-DAG: String [[#FOO:]] "foo"
; SPV-DAG: String [[#BAR:]] "bar"
; SPV-DAG: String [[#BAZ:]] "baz"
; SPV-DAG: String [[#NOUNWIND:]] "nounwind"
; SPV-DAG: String [[#STACK:]] "alignstack(8)"
; SPV-DAG: String [[#MEM:]] "memory(none)"
; SPV-DAG: String [[#UW:]] "uwtable(sync)"
; SPV-DAG: String [[#DECL:]] "decl-only"
; SPV-DAG: Name [[#F:]] "f"
; SPV-DAG: Name [[#D:]] "d"
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV: FunctionEnd
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#D]] [[#DECL]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#NOUNWIND]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#STACK]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#MEM]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#UW]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#FOO]] {{$}}
; SPV-DAG: 8 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#F]] [[#BAR]] [[#BAZ]] {{$}}
; SPV-NOT: NonSemanticAuxData

; OFF-NOT: NonSemantic
; OFF-NOT: "alignstack(8)"
; OFF-NOT: "foo"

; LL-DAG: declare spir_func void @d() #[[#DA:]]
; LL-DAG: define spir_func void @f() #[[#FA:]]
; Records add to the nounwind reverse gives every function (the spec's
; reading, llvm-spirv's): @d had none and comes back with it.
; LL-DAG: attributes #[[#DA]] = { nounwind "decl-only" }
; LL-DAG: attributes #[[#FA]] = { nounwind memory(none) alignstack=8 uwtable(sync) "bar"="baz" "foo" }

; LL-OFF-NOT: "decl-only"
; LL-OFF-NOT: "foo"
; LL-OFF-NOT: alignstack
; LL-OFF-NOT: uwtable

declare spir_func void @d() #1

define spir_func void @f() #0 {
  call spir_func void @d()
  ret void
}

attributes #0 = { nounwind alignstack=8 memory(none) uwtable(sync) "foo" "bar"="baz" }
attributes #1 = { "decl-only" }
