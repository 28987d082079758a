; A module linked from two sources has two compile units: each function's
; DebugFunction names its own unit as Parent (at file level), and reverse
; rebuilds both units (a DIBuilder each), every subprogram and global
; variable in its own: llvm.dbg.cu lists both, in order, with their
; languages and the module's split-debug strings.  (A definition in a
; namespace names no unit in the set: it comes back in the first.)
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=ORDER
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %llvm-dis %t.ns.bc -o - | FileCheck %s --check-prefix=SPLIT
; RUN: %llc -mtriple=x86_64-unknown-linux-gnu -filetype=obj %t.ns.bc -o %t.o
; RUN: %llvm-dwarfdump -debug-info %t.o | FileCheck %s --check-prefix=DWARF
;
; The units first, then every definition's subprogram, before any body (as
; llvm-spirv orders them).
; ORDER: DebugCompilationUnit
; ORDER-NEXT: DebugSource
; ORDER-NEXT: DebugCompilationUnit
; ORDER-NOT: DebugScope
; ORDER-COUNT-3: DebugFunction
; ORDER: DebugScope
;
; SPV-DAG: String [[#FIRST:]] "first"
; SPV-DAG: String [[#SECOND:]] "second"
; SPV-DAG: String [[#THIRD:]] "third"
; SPV-DAG: [[#CU1:]] [[#]] DebugCompilationUnit 65536 4 [[#]] 3 {{$}}
; SPV-DAG: [[#CU2:]] [[#]] DebugCompilationUnit 65536 4 [[#]] 6 {{$}}
; SPV-DAG: DebugFunction [[#FIRST]] [[#]] [[#]] 1 0 [[#CU1]] {{.*}}
; SPV-DAG: DebugFunction [[#SECOND]] [[#]] [[#]] 1 0 [[#CU2]] {{.*}}
; The negative case: a function in a namespace keeps it as Parent.
; SPV-DAG: [[#NS:]] [[#]] DebugLexicalBlock [[#]] 0 0 [[#]] [[#]]
; SPV-DAG: DebugFunction [[#THIRD]] [[#]] [[#]] 5 0 [[#NS]] {{.*}}
;
; IR-DAG: define spir_func void @first() {{.*}}!dbg ![[#SP1:]]
; IR-DAG: define spir_func void @second() {{.*}}!dbg ![[#SP2:]]
; IR-DAG: define spir_func void @_ZN1n5thirdEv() {{.*}}!dbg ![[#SP3:]]
; IR-DAG: !llvm.dbg.cu = !{![[#U1:]], ![[#U2:]]}
; IR-DAG: ![[#U1]] = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]], producer: "clang",{{.*}} globals: ![[#G1:]]
; IR-DAG: ![[#U2]] = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: ![[#]], producer: "clang",{{.*}} globals: ![[#G2:]]
; IR-DAG: ![[#G1]] = !{![[#E1:]]}
; IR-DAG: ![[#E1]] = !DIGlobalVariableExpression(var: ![[#V1:]], expr: !DIExpression())
; IR-DAG: ![[#V1]] = distinct !DIGlobalVariable(name: "one", scope: ![[#U1]]
; IR-DAG: ![[#G2]] = !{![[#E2:]]}
; IR-DAG: ![[#E2]] = !DIGlobalVariableExpression(var: ![[#V2:]], expr: !DIExpression())
; IR-DAG: ![[#V2]] = distinct !DIGlobalVariable(name: "two", scope: ![[#U2]]
; IR-DAG: ![[#SP1]] = distinct !DISubprogram(name: "first", {{.*}}unit: ![[#U1]]
; IR-DAG: ![[#SP2]] = distinct !DISubprogram(name: "second", {{.*}}unit: ![[#U2]]
; IR-DAG: ![[#SP3]] = distinct !DISubprogram(name: "third", linkageName: "_ZN1n5thirdEv", scope: ![[#]],
; SPLIT-COUNT-2: !DICompileUnit({{.*}}splitDebugFilename: "lib.dwo"{{.*}}dwoId: 42)
;
; DWARF: DW_TAG_compile_unit
; DWARF: DW_AT_name ("a.c")
; DWARF: DW_TAG_subprogram
; DWARF: DW_AT_name ("first")
; DWARF: DW_TAG_compile_unit
; DWARF: DW_AT_name ("b.cpp")
; DWARF: DW_AT_name ("second")

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@one = addrspace(1) global i32 1, align 4, !dbg !20
@two = addrspace(1) global i32 2, align 4, !dbg !22

define spir_func void @first() !dbg !10 {
entry:
  ret void, !dbg !13
}

define spir_func void @second() !dbg !14 {
entry:
  call spir_func void @_ZN1n5thirdEv(), !dbg !15
  ret void, !dbg !15
}

define spir_func void @_ZN1n5thirdEv() !dbg !16 {
entry:
  ret void, !dbg !18
}

!llvm.dbg.cu = !{!0, !3}
!llvm.module.flags = !{!6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "lib.dwo", emissionKind: FullDebug, globals: !2, dwoId: 42)
!1 = !DIFile(filename: "a.c", directory: "/src")
!2 = !{!20}
!3 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !4, producer: "clang", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "lib.dwo", emissionKind: FullDebug, globals: !5, dwoId: 42)
!4 = !DIFile(filename: "b.cpp", directory: "/src")
!5 = !{!22}
!6 = !{i32 2, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "first", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 1, column: 20, scope: !10)
!14 = distinct !DISubprogram(name: "second", file: !4, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !3)
!15 = !DILocation(line: 2, column: 3, scope: !14)
!16 = distinct !DISubprogram(name: "third", linkageName: "_ZN1n5thirdEv", scope: !17, file: !4, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !3)
!17 = !DINamespace(name: "n", scope: null)
!18 = !DILocation(line: 5, column: 20, scope: !16)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "one", scope: !0, file: !1, line: 2, type: !24, isLocal: false, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "two", scope: !3, file: !4, line: 3, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
