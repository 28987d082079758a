; NonSemantic.AuxData records (and their strings) come in llvm-spirv's
; order: global variables, then function declarations, then definitions,
; whatever the order of the module (@def is defined before @decl is
; declared; @def2 comes last).
; RUN: %llvm-as %s -o %t.bc
; RUN: %lspv --spirv-preserve-auxdata %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %lspv --spirv-preserve-auxdata %t.bc -spirv-text -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-preserve-auxdata %t.spv -o %t.rev.bc
; RUN: %opt -passes=verify -disable-output %t.rev.bc
; RUN: %llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=LLVM
; Negative twin: no flag, no record.
; RUN: %lspv %t.bc -spirv-text -o - | FileCheck %s --check-prefix=OFF
; SPV: String [[#G:]] "gattr"
; SPV: String [[#D:]] "dattr"
; SPV: String [[#F:]] "fattr"
; SPV: String [[#F2:]] "f2attr"
; SPV-DAG: Name [[#GV:]] "g"
; SPV-DAG: Name [[#DEF:]] "def"
; SPV-DAG: Name [[#DECL:]] "decl"
; SPV-DAG: Name [[#DEF2:]] "def2"
; SPV: NonSemanticAuxDataGlobalVariableAttribute [[#GV]] [[#G]]
; SPV: NonSemanticAuxDataFunctionAttribute [[#DECL]] [[#D]]
; SPV: NonSemanticAuxDataFunctionAttribute [[#DEF]] [[#F]]
; SPV: NonSemanticAuxDataFunctionAttribute [[#DEF2]] [[#F2]]
; LLVM-DAG: @g = addrspace(1) global i32 1{{.*}} #[[#GA:]]
; LLVM-DAG: define spir_func void @def() #[[#FA:]]
; LLVM-DAG: declare spir_func void @decl() #[[#DA:]]
; LLVM-DAG: attributes #[[#GA]] = { "gattr" }
; LLVM-DAG: attributes #[[#FA]] = { {{.*}}"fattr" }
; LLVM-DAG: attributes #[[#DA]] = { {{.*}}"dattr" }
; OFF-NOT: NonSemantic
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 1 #2

define spir_func void @def() #0 {
  call spir_func void @decl()
  ret void
}

declare spir_func void @decl() #1

define spir_func void @def2() #3 {
  ret void
}

attributes #0 = { "fattr" }
attributes #1 = { "dattr" }
attributes #2 = { "gattr" }
attributes #3 = { "f2attr" }
