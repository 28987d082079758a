; --spirv-preserve-auxdata keeps function attributes and metadata as
; NonSemantic.AuxData records.  SPIR-V 1.6 needs no extension for them; below
; it the module declares SPV_KHR_non_semantic_info.  Reverse restores them
; only when asked.

; RUN: llvm-as %s -o %t.bc
; RUN: llvm-spirv %t.bc -spirv-text --spirv-preserve-auxdata -o - | FileCheck %s --check-prefixes=CHECK-SPIRV,CHECK-SPIRV-16
; RUN: llvm-spirv %t.bc -spirv-text --spirv-preserve-auxdata --spirv-max-version=1.5 -o - | FileCheck %s --check-prefixes=CHECK-SPIRV,CHECK-SPIRV-EXT
; RUN: llvm-spirv %t.bc --spirv-preserve-auxdata -o %t.spv
; RUN: %if spirv-tools %{ spirv-val %t.spv %}
; RUN: llvm-spirv -r --spirv-preserve-auxdata %t.spv -o %t.rev.bc
; RUN: llvm-dis %t.rev.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM
; RUN: llvm-spirv -r %t.spv -o %t.plain.bc
; RUN: llvm-dis %t.plain.bc -o - | FileCheck %s --check-prefix=CHECK-LLVM-PLAIN

; CHECK-SPIRV-16: 119734787 67072
; CHECK-SPIRV-16-NOT: Extension
; CHECK-SPIRV-EXT: 119734787 65536
; CHECK-SPIRV-EXT: Extension "SPV_KHR_non_semantic_info"
; CHECK-SPIRV: ExtInstImport [[#SET:]] "NonSemantic.AuxData"
; CHECK-SPIRV-DAG: String [[#NOUNWIND:]] "nounwind"
; CHECK-SPIRV-DAG: String [[#KEY:]] "tuning"
; CHECK-SPIRV-DAG: String [[#VALUE:]] "fast"
; CHECK-SPIRV-DAG: String [[#MDKIND:]] "note"
; CHECK-SPIRV-DAG: String [[#MDSTR:]] "hand written"
; CHECK-SPIRV: Name [[#FN:]] "square"
; CHECK-SPIRV: TypeVoid [[#VOID:]]
; CHECK-SPIRV: FunctionEnd
; CHECK-SPIRV-DAG: ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#FN]] [[#NOUNWIND]] {{$}}
; CHECK-SPIRV-DAG: ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionAttribute [[#FN]] [[#KEY]] [[#VALUE]] {{$}}
; CHECK-SPIRV-DAG: ExtInst [[#VOID]] [[#]] [[#SET]] NonSemanticAuxDataFunctionMetadata [[#FN]] [[#MDKIND]] [[#MDSTR]] {{$}}

; CHECK-LLVM: define spir_func i32 @square(i32 %x) #[[#ATTRS:]] !note ![[#NOTE:]]
; CHECK-LLVM: attributes #[[#ATTRS]] = { nounwind "tuning"="fast" }
; CHECK-LLVM: ![[#NOTE]] = !{!"hand written"}

; CHECK-LLVM-PLAIN: define spir_func i32 @square(i32 %x) #[[#]] {
; CHECK-LLVM-PLAIN-NOT: "tuning"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @square(i32 %x) #0 !note !0 {
entry:
  %r = mul i32 %x, %x
  ret i32 %r
}

attributes #0 = { nounwind "tuning"="fast" }

!0 = !{!"hand written"}
