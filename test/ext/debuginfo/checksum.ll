; A file's checksum: OpenCL.DebugInfo.100's DebugSource has no operand for
; it, so a file without source text carries it as the Text
; "//__CSK_<kind>:<value>", which reverse reads back as the checksum (not as
; source text); a file with source text keeps the text.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[#CS:]] "//__CSK_SHA1:0123456789abcdef0123456789abcdef01234567"
; SPV-DAG: String [[#TXT:]] "int x;"
; SPV-DAG: DebugSource [[#]] [[#CS]] {{$}}
; SPV-DAG: DebugSource [[#]] [[#TXT]] {{$}}
; SPV-NOT: CSK_MD5
; IR-DAG: !DIFile(filename: "a.cl", directory: "/src", checksumkind: CSK_SHA1, checksum: "0123456789abcdef0123456789abcdef01234567")
; IR-DAG: !DIFile(filename: "b.cl", directory: "/src", source: "int x;")
; IR-NOT: source: "//__CSK

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !dbg !10

define spir_kernel void @k() !dbg !6 {
entry:
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !14)
!1 = !DIFile(filename: "a.cl", directory: "/src", checksumkind: CSK_SHA1, checksum: "0123456789abcdef0123456789abcdef01234567")
!2 = !DIFile(filename: "b.cl", directory: "/src", source: "int x;")
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 2, column: 1, scope: !6)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = !DIGlobalVariable(name: "g", scope: !0, file: !2, line: 1, type: !12, isLocal: false, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!10}
