; clang writes a unit's file and its functions' file as two DIFiles of one
; absolute name under different directories: both are the path
; "/src/k.cl", one DebugSource (there were two, and a round trip merged
; them, so forward(reverse(forward(x))) differed).  A file of another path
; keeps its own DebugSource.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rt.bc -o %t.rt.spv
; RUN: %lspv -to-text %t.rt.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=SPV
;
; SPV-DAG: String [[#K:]] "/src/k.cl"
; SPV-DAG: String [[#H:]] "/inc/h.h"
; SPV: DebugSource [[#K]]
; SPV-NOT: DebugSource [[#K]]
; SPV: DebugSource [[#H]]
; SPV-NOT: DebugSource [[#K]]
; IR-DAG: !DIFile(filename: "k.cl", directory: "/src")
; IR-DAG: !DIFile(filename: "h.h", directory: "/inc")

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !dbg !6 {
entry:
  call spir_func void @h(), !dbg !9
  ret void, !dbg !9
}

define spir_func void @h() !dbg !10 {
entry:
  ret void, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "/src/k.cl", directory: "/build")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIFile(filename: "/src/k.cl", directory: "")
!6 = distinct !DISubprogram(name: "k", scope: !5, file: !5, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 1, column: 3, scope: !6)
!10 = distinct !DISubprogram(name: "h", scope: !11, file: !11, line: 2, type: !7, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DIFile(filename: "/inc/h.h", directory: "")
!12 = !DILocation(line: 2, column: 3, scope: !10)
