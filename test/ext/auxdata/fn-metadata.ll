; NonSemantic.AuxData FunctionMetadata: one record per attachment (MDString
; operands as OpString, constants as SPIR-V constants, an empty node with no
; operand), except spirv.Decorations, spirv.ParameterDecorations (here empty
; lists: the core writes their decorations) and !dbg.  A
; nested node cannot be carried: it is left out with a warning.
; RUN: %lspv --spirv-preserve-auxdata %s -o %t.spv 2>%t.err
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %if spirv-val %{ %spirv-val %t.spv %}
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o - -S | FileCheck %s --check-prefix=LL
; Negative twins.
; RUN: %lspv %s -o %t.off.spv
; RUN: %lspv -to-text %t.off.spv -o - | FileCheck %s --check-prefix=OFF
; RUN: %lspv -r %t.spv -o - -S | FileCheck %s --check-prefix=LL-OFF

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; WARN: operand 1 of !nested is a nested metadata node; the record leaves it out

; SPV-DAG: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; SPV-DAG: String [[#FOO:]] "foo"
; SPV-DAG: String [[#BAR:]] "bar"
; SPV-DAG: String [[#BAZ:]] "baz"
; SPV-DAG: String [[#EMPTY:]] "empty"
; SPV-DAG: String [[#NESTED:]] "nested"
; SPV-DAG: String [[#X:]] "x"
; SPV-DAG: Name [[#F:]] "test_val"
; SPV-DAG: Name [[#G:]] "test_string"
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: TypeInt [[#I32:]] 32 0
; SPV-DAG: Constant [[#I32]] [[#FIVE:]] 5
; SPV-DAG: Constant [[#I32]] [[#SEVEN:]] 7
; SPV: FunctionEnd
; SPV-DAG: 9 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionMetadata [[#F]] [[#FOO]] [[#FIVE]] [[#SEVEN]] {{$}}
; SPV-DAG: 8 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionMetadata [[#G]] [[#BAR]] [[#BAZ]] {{$}}
; SPV-DAG: 7 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionMetadata [[#G]] [[#EMPTY]] {{$}}
; SPV-DAG: 9 ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionMetadata [[#G]] [[#NESTED]] [[#X]] [[#FIVE]] {{$}}
; SPV-NOT: NonSemanticAuxData
; SPV-NOT: "spirv.Decorations"
; SPV-NOT: "spirv.ParameterDecorations"

; OFF-NOT: NonSemantic
; OFF-NOT: "foo"

; LL-DAG: define spir_func void @test_val() {{.*}}!foo ![[#VAL:]]
; LL-DAG: define spir_func void @test_string() {{.*}}!bar ![[#STR:]]{{.*}} !empty ![[#EMPTYN:]]{{.*}} !nested ![[#NEST:]]
; LL-DAG: ![[#VAL]] = !{i32 5, i32 7}
; LL-DAG: ![[#STR]] = !{!"baz"}
; LL-DAG: ![[#EMPTYN]] = !{}
; LL-DAG: ![[#NEST]] = !{!"x", i32 5}

; LL-OFF-NOT: !foo
; LL-OFF-NOT: !bar
; LL-OFF-NOT: !nested

define spir_func void @test_val() !foo !1 {
  ret void
}

define spir_func void @test_string() !bar !2 !spirv.Decorations !8 !spirv.ParameterDecorations !8 !empty !8 !nested !9 {
  ret void
}

!1 = !{i32 5, i32 7}
!2 = !{!"baz"}
!3 = !{!4, !7, !4}
!4 = !{!5, !6}
!5 = !{i32 0, i32 2}
!6 = !{i32 0, i32 8}
!7 = !{!6}
!8 = !{}
!9 = !{!"x", !2, i32 5}
