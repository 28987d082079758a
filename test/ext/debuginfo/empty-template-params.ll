; A subprogram whose template parameter list is present but empty (as
; Fortran front ends write it) is a DebugTypeTemplate without parameters
; naming its DebugFunction, in every set; reverse reads it back as the
; empty list.  A subprogram without the list gets no DebugTypeTemplate.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[WITH:[0-9]+]] "with_list"
; SPV-DAG: String [[WITHOUT:[0-9]+]] "without_list"
; SPV: ExtInst {{[0-9]+}} [[FN:[0-9]+]] {{[0-9]+}} DebugFunction [[WITH]]
; SPV: DebugTypeTemplate [[FN]] {{$}}
; SPV-NOT: DebugTypeTemplate
;
; IR-DAG: !DISubprogram(name: "with_list", {{.*}}templateParams: [[EMPTY:![0-9]+]]
; IR-DAG: [[EMPTY]] = !{}
; IR-DAG: !DISubprogram(name: "without_list",
; IR-NOT: name: "without_list"{{.*}}templateParams
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @with_list() !dbg !5 {
  ret void, !dbg !9
}

define spir_func void @without_list() !dbg !10 {
  ret void, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "fe", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.f90", directory: "/src")
!5 = distinct !DISubprogram(name: "with_list", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, templateParams: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{}
!9 = !DILocation(line: 2, column: 1, scope: !5)
!10 = distinct !DISubprogram(name: "without_list", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DILocation(line: 4, column: 1, scope: !10)
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 7, !"Dwarf Version", i32 4}
