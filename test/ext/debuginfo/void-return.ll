; A void function's DISubroutineType (types: !{null, ...}): both sets say the
; Return Type operand of DebugTypeFunction is "a debug type or OpTypeVoid",
; and the newest spirv-val refuses DebugInfoNone there (lspv wrote it until
; the -g benchmark module showed it).  Reverse reads OpTypeVoid back as the
; null element.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV: TypeVoid [[VOID:[0-9]+]]
; SPV-DAG: DebugTypeBasic {{[0-9]+}} {{[0-9]+}} 4
; SPV-DAG: DebugTypeFunction 0 [[VOID]] [[INT:[0-9]+]]{{ *$}}
; SPV-DAG: DebugTypeFunction 0 [[INT]] [[INT]]{{ *$}}
; SPV-DAG: DebugTypeFunction 0 [[VOID]]{{ *$}}
; NS: TypeVoid [[VOID:[0-9]+]]
; NS: DebugTypeFunction [[#]] [[VOID]] [[#]]{{ *$}}
;
; IR-DAG: !DISubprogram(name: "f", {{.*}}type: [[TF:![0-9]+]]
; IR-DAG: [[TF]] = !DISubroutineType(types: [[TFL:![0-9]+]])
; IR-DAG: [[TFL]] = !{null, [[INT:![0-9]+]]}
; IR-DAG: !DISubprogram(name: "g", {{.*}}type: [[TG:![0-9]+]]
; IR-DAG: [[TG]] = !DISubroutineType(types: [[TGL:![0-9]+]])
; IR-DAG: [[TGL]] = !{[[INT]], [[INT]]}
; IR-DAG: !DISubprogram(name: "h", {{.*}}type: [[TH:![0-9]+]]
; IR-DAG: [[TH]] = !DISubroutineType(types: [[THL:![0-9]+]])
; IR-DAG: [[THL]] = !{null}

target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %a) !dbg !5 {
entry:
  ret void, !dbg !9
}

define spir_func i32 @g(i32 %a) !dbg !10 {
entry:
  ret i32 %a, !dbg !13
}

define spir_kernel void @h() !dbg !14 {
entry:
  ret void, !dbg !17
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "v.cl", directory: "/tmp")
!2 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !2}
!9 = !DILocation(line: 1, column: 1, scope: !5)
!10 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{!2, !2}
!13 = !DILocation(line: 2, column: 1, scope: !10)
!14 = distinct !DISubprogram(name: "h", scope: !1, file: !1, line: 3, type: !15, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{null}
!17 = !DILocation(line: 3, column: 1, scope: !14)
