; The order of module-scope records, as llvm-spirv writes them: a
; subprogram's DebugTypeTemplate comes once the node whose translation
; reached the subprogram stands (here a variable bounding an array, reached
; from the array's subrange, whose scope it is); the expressions of body
; records come after the module's types and scopes, unless a module-scope
; record takes one first (then at once: a non-semantic set allows no
; forward reference).  Round trip: the second forward writes the same.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
;
; SPV-DAG: String [[#UB:]] "n"
; SPV-DAG: String [[#A:]] "a"
; SPV-DAG: String [[#B:]] "b"
; SPV: ExtInst [[#]] [[#F:]] [[#]] DebugFunction
; SPV-NEXT: ExtInst [[#]] [[#N:]] [[#]] DebugLocalVariable [[#UB]] [[#]] [[#]] [[#]] [[#]] [[#F]]
; SPV-NEXT: DebugTypeTemplate [[#F]] {{$}}
; SPV-NEXT: DebugTypeSubrange [[#]] [[#N]] [[#]] {{$}}
; SPV: DebugLocalVariable [[#A]]
; The expression of a's first record waits for the module's end, but b's
; type (a subrange) takes it first: it comes at once, before the subrange.
; SPV-NOT: DebugExpression
; SPV: ExtInst [[#]] [[#DEREF:]] [[#]] DebugExpression [[#]] {{$}}
; SPV-NEXT: DebugTypeSubrange [[#DEREF]] [[#DEREF]]
; SPV: DebugLocalVariable [[#B]]
; a's second record's expression is no module-scope record's: at the end.
; SPV-NEXT: DebugOperation
; SPV-NEXT: ExtInst [[#]] [[#PLUS:]] [[#]] DebugExpression [[#]] {{$}}
; SPV: DebugValue [[#]] [[#]] [[#DEREF]]
; SPV-NEXT: DebugLine
; SPV-NEXT: DebugValue [[#]] [[#]] [[#DEREF]]
; SPV-NEXT: DebugLine
; SPV-NEXT: DebugValue [[#]] [[#]] [[#PLUS]]
;
; IR-DAG: !DISubrange(lowerBound: 1, upperBound: [[NV:![0-9]+]])
; IR-DAG: [[NV]] = !DILocalVariable(name: "n"
; IR-DAG: #dbg_value(ptr %p, {{![0-9]+}}, !DIExpression(DW_OP_deref),
; IR-DAG: !DISubrange(lowerBound: !DIExpression(DW_OP_deref), upperBound: !DIExpression(DW_OP_deref))
; IR-DAG: #dbg_value(ptr %p, {{![0-9]+}}, !DIExpression(DW_OP_plus_uconst, 4),

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr %p) {
entry:
    #dbg_value(ptr %p, !10, !DIExpression(DW_OP_deref), !30)
    #dbg_value(ptr %p, !20, !DIExpression(DW_OP_deref), !31)
    #dbg_value(ptr %p, !10, !DIExpression(DW_OP_plus_uconst, 4), !32)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "fe", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.f90", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DIBasicType(name: "REAL*4", size: 32, encoding: DW_ATE_float)
!8 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_signed)
!9 = distinct !DISubprogram(name: "outer", scope: null, file: !1, line: 2, type: !5, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0, templateParams: !4, retainedNodes: !12)
!10 = !DILocalVariable(name: "a", scope: !11, file: !1, line: 3, type: !13)
!11 = distinct !DISubprogram(name: "inner", scope: null, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !4)
!12 = !{!16}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32, elements: !15)
!15 = !{!17}
!16 = !DILocalVariable(name: "n", scope: !9, type: !8, flags: DIFlagArtificial)
!17 = !DISubrange(lowerBound: 1, upperBound: !16)
!20 = !DILocalVariable(name: "b", scope: !11, file: !1, line: 4, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32, elements: !23)
!23 = !{!24}
!24 = !DISubrange(lowerBound: !25, upperBound: !25)
!25 = !DIExpression(DW_OP_deref)
!30 = !DILocation(line: 3, column: 1, scope: !11)
!31 = !DILocation(line: 4, column: 1, scope: !11)
!32 = !DILocation(line: 5, column: 1, scope: !11)
