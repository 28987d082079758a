; The non-semantic sets write the module's DebugBuildIdentifier (the unit's
; DWO id in decimal, Flags 1) and DebugStoragePath (its split debug file
; name) once, before the compile unit, as llvm-spirv does; reverse sets
; both on the unit (they were dropped).  OpenCL.DebugInfo.100 has neither.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100.spv %}
; RUN: %lspv -to-text %t.100.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.100.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; A unit without them: DWO id 0, empty path, read back as none.
; RUN: sed -e 's/, splitDebugFilename: "k.dwo"//; s/, dwoId: 4242//' %s > %t.none.ll
; RUN: %lspv %t.none.ll --spirv-debug-info-version=nonsemantic-shader-200 -o %t.none.spv
; RUN: %lspv -to-text %t.none.spv -o - | FileCheck %s --check-prefix=NONE
; RUN: %lspv -r %t.none.spv -o - | %llvm-dis | FileCheck %s --check-prefix=NONEIR
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=OCL
;
; SPV-DAG: String [[#ID:]] "4242"
; SPV-DAG: String [[#PATH:]] "k.dwo"
; SPV: DebugBuildIdentifier [[#ID]] [[#]] {{$}}
; SPV: DebugStoragePath [[#PATH]] {{$}}
; SPV: DebugCompilationUnit
; SPV-NOT: DebugBuildIdentifier
; IR: distinct !DICompileUnit(language: DW_LANG_OpenCL, {{.*}}splitDebugFilename: "k.dwo", emissionKind: FullDebug, dwoId: 4242
; NONE-DAG: String [[#ZERO:]] "0"
; NONE-DAG: String [[#EMPTY:]] ""
; NONE: DebugBuildIdentifier [[#ZERO]]
; NONE: DebugStoragePath [[#EMPTY]]
; NONEIR-NOT: dwoId
; NONEIR-NOT: splitDebugFilename
; OCL-NOT: DebugBuildIdentifier
; OCL-NOT: DebugStoragePath

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !dbg !6 {
entry:
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "k.dwo", emissionKind: FullDebug, dwoId: 4242)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 1, column: 3, scope: !6)
