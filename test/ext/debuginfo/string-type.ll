; Fortran's CHARACTER types (DIStringType): .200 writes a DebugTypeString
; Name BaseType(DebugInfoNone) DataLocation Size LengthAddress, under an id
; of its own: references name a DebugInfoNone naming it (spirv-val takes no
; .200 type where a type goes); reverse reads both back to the string type
; (a fixed size, a length variable, a length and a location expression).
; The negative case: OpenCL.DebugInfo.100 has no string type (the variable's
; type is DebugInfoNone, no DebugTypeString).
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv --verify %t.200.spv
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r %t.ocl.spv -o %t.ocl.bc
; RUN: %opt -passes=verify %t.ocl.bc -S -o - | FileCheck %s --check-prefix=IROCL
;
; SPV-DAG: String [[#FIX:]] "CHARACTER_1"
; SPV-DAG: String [[#VAR:]] "CHARACTER_2"
; SPV-DAG: String [[#DYN:]] ".str.NAME"
; SPV-DAG: Constant [[#]] [[#C80:]] 80 {{$}}
; SPV-DAG: [[#NONE:]] [[#]] DebugInfoNone {{$}}
; SPV-DAG: [[#LEN:]] [[#]] DebugLocalVariable
; SPV-DAG: [[#S1:]] [[#]] DebugTypeString [[#FIX]] [[#NONE]] [[#NONE]] [[#C80]] [[#NONE]] {{$}}
; SPV-DAG: DebugInfoNone [[#S1]] {{$}}
; SPV-DAG: DebugTypeString [[#VAR]] [[#NONE]] [[#NONE]] [[#]] [[#LEN]] {{$}}
; SPV-DAG: DebugTypeString [[#DYN]] [[#NONE]] [[#LOC:]] [[#]] [[#LENX:]] {{$}}
; SPV-DAG: [[#LOC]] [[#]] DebugExpression
; SPV-DAG: [[#LENX]] [[#]] DebugExpression
;
; IR-DAG: !DIStringType(name: "CHARACTER_1", size: 80)
; IR-DAG: !DIStringType(name: "CHARACTER_2", stringLength: ![[#LV:]])
; IR-DAG: ![[#LV]] = !DILocalVariable(name: "s.len"
; IR-DAG: !DIStringType(name: ".str.NAME", stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
;
; OCL-NOT: DebugTypeString
; IROCL-NOT: DIStringType

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @greet(ptr %s, i64 %len) !dbg !7 {
entry:
    #dbg_value(ptr %s, !12, !DIExpression(), !20)
    #dbg_value(i64 %len, !11, !DIExpression(), !20)
    #dbg_value(ptr %s, !15, !DIExpression(), !20)
    #dbg_value(ptr %s, !17, !DIExpression(), !20)
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "g.f90", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DISubprogram(name: "greet", linkageName: "greet_", scope: !1, file: !1, line: 3, type: !8, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !10)
!8 = !DISubroutineType(types: !9)
!9 = !{null}
!10 = !{!11, !12, !15, !17}
!11 = !DILocalVariable(name: "s.len", scope: !7, type: !14, flags: DIFlagArtificial)
!12 = !DILocalVariable(name: "s", arg: 1, scope: !7, file: !1, line: 3, type: !13)
!13 = !DIStringType(name: "CHARACTER_2", stringLength: !11)
!14 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_signed)
!15 = !DILocalVariable(name: "f", scope: !7, file: !1, line: 4, type: !16)
!16 = !DIStringType(name: "CHARACTER_1", size: 80)
!17 = !DILocalVariable(name: "n", scope: !7, file: !1, line: 5, type: !18)
!18 = !DIStringType(name: ".str.NAME", stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8), stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!20 = !DILocation(line: 4, column: 1, scope: !7)
