; A subprogram's target function name (Fortran trampolines) is .200's
; operand after DebugFunction's Declaration, which spirv-val then wants to
; be a DebugFunctionDeclaration (llvm-spirv writes DebugInfoNone there,
; which spirv-val refuses): a definition without declaration gets one of
; its own (same name, source, line, parent and linkage name), which
; reverse reads back as no declaration.  The other sets have no target
; name and write neither.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; Round trip: the second forward writes the same module.
; RUN: %lspv %t.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; SPV-DAG: String [[#WRAP:]] "wrapper"
; SPV-DAG: String [[#TARGET:]] "target_"
; SPV-DAG: String [[#OTHER:]] "other"
; SPV-DAG: String [[#OTHER_T:]] "other_target"
; SPV: ExtInst [[#]] [[#WDECL:]] [[#]] DebugFunctionDeclaration [[#WRAP]] [[#WTY:]] [[#SRC:]] [[#L3:]] [[#]] [[#CU:]] [[#WRAP]] [[#]] {{$}}
; SPV: DebugFunction [[#WRAP]] [[#WTY]] [[#SRC]] [[#L3]] [[#]] [[#CU]] [[#WRAP]] [[#]] [[#]] [[#WDECL]] [[#TARGET]] {{$}}
; SPV: ExtInst [[#]] [[#ODECL:]] [[#]] DebugFunctionDeclaration [[#OTHER]] [[#]] [[#]] [[#L20:]]
; SPV: DebugFunction [[#OTHER]] {{.*}} [[#ODECL]] [[#OTHER_T]] {{$}}
;
; IR: define spir_func void @wrapper() {{.*}}!dbg [[W:![0-9]+]]
; IR: define spir_func void @other() {{.*}}!dbg [[O:![0-9]+]]
; IR-DAG: [[W]] = distinct !DISubprogram(name: "wrapper", linkageName: "wrapper", {{.*}}line: 3, {{.*}}spFlags: DISPFlagDefinition, unit: {{![0-9]+}}, targetFuncName: "target_")
; The negative case: a declaration of its own (another line) stays.
; IR-DAG: [[O]] = distinct !DISubprogram(name: "other", {{.*}}line: 5, {{.*}}declaration: [[OD:![0-9]+]], targetFuncName: "other_target")
; IR-DAG: [[OD]] = !DISubprogram(name: "other", {{.*}}line: 20,
;
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100.spv %}
; RUN: %lspv -to-text %t.100.spv -o - | FileCheck %s --check-prefix=S100
; S100-NOT: "target_"
; S100: DebugFunction [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] {{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @wrapper() !dbg !5 {
  ret void, !dbg !9
}

define spir_func void @other() !dbg !10 {
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "fe", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.f90", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "wrapper", linkageName: "wrapper", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, targetFuncName: "target_")
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocation(line: 4, column: 1, scope: !5)
!10 = distinct !DISubprogram(name: "other", scope: !1, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, targetFuncName: "other_target")
!11 = !DILocation(line: 6, column: 1, scope: !10)
!12 = !DISubprogram(name: "other", scope: !1, file: !1, line: 20, type: !6, spFlags: 0)
