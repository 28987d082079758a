; A method declared without linkage name (a destructor, as older clang
; wrote it) that definitions name as their declaration: OpenCL.DebugInfo.100
; lists it in the class as a DebugFunction and each definition's
; Declaration is a DebugFunctionDeclaration of its own; reverse finds the
; listed method again by name, linkage name, line and type, so the
; definitions name the class's member (before, a second declaration
; outside the class list: llc gave it formal parameters of its own).
; A location inlined from a definition before that definition's function
; puts its DebugFunction (naming the OpFunction) before the function's type:
; reverse attaches the subprogram once the types are translated.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -r %t.spv -o %t.rt.bc 2>&1 | count 0
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s
;
; CHECK-DAG: define spir_func void @_ZN1CD2Ev(ptr %this) {{.*}}!dbg [[D2:![0-9]+]]
; CHECK-DAG: define spir_func void @_ZN1CD1Ev(ptr %this) {{.*}}!dbg [[D1:![0-9]+]]
; CHECK-DAG: [[D2]] = distinct !DISubprogram(name: "~C", linkageName: "_ZN1CD2Ev", {{.*}}declaration: [[M:![0-9]+]]
; CHECK-DAG: [[D1]] = distinct !DISubprogram(name: "~C", linkageName: "_ZN1CD1Ev", {{.*}}declaration: [[M]]
; CHECK-DAG: !DICompositeType(tag: DW_TAG_structure_type, name: "C", {{.*}}elements: [[EL:![0-9]+]]
; CHECK-DAG: [[EL]] = !{[[M]]}
; CHECK-DAG: [[M]] = !DISubprogram(name: "~C", scope: {{.*}}line: 2,

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @g() !dbg !30 {
entry:
  ret void, !dbg !31
}

define spir_func void @_ZN1CD2Ev(ptr %this) !dbg !16 {
entry:
  ret void, !dbg !20
}

define spir_func void @_ZN1CD1Ev(ptr %this) !dbg !17 {
entry:
  call spir_func void @_ZN1CD2Ev(ptr %this), !dbg !21
  ret void, !dbg !21
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!18, !19}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !5, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!4 = !DICompositeType(tag: DW_TAG_structure_type, name: "C", file: !5, line: 1, size: 8, elements: !6, identifier: "_ZTS1C")
!5 = !DIFile(filename: "c.cpp", directory: "/tmp")
!6 = !{!7}
!7 = !DISubprogram(name: "~C", scope: !4, file: !5, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped, spFlags: 0)
!8 = !DISubroutineType(types: !9)
!9 = !{null, !10}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!16 = distinct !DISubprogram(name: "~C", linkageName: "_ZN1CD2Ev", scope: !4, file: !5, line: 6, type: !8, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !7)
!17 = distinct !DISubprogram(name: "~C", linkageName: "_ZN1CD1Ev", scope: !4, file: !5, line: 6, type: !8, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !7)
!18 = !{i32 2, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !DILocation(line: 6, scope: !16)
!21 = !DILocation(line: 6, scope: !17)
!30 = distinct !DISubprogram(name: "g", scope: !5, file: !5, line: 9, type: !32, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0)
!31 = !DILocation(line: 6, scope: !17, inlinedAt: !33)
!32 = !DISubroutineType(types: !34)
!33 = !DILocation(line: 9, scope: !30)
!34 = !{null}
