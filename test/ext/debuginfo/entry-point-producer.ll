; NonSemantic.Shader.DebugInfo.100's DebugCompilationUnit has no producer:
; the unit's producer and flags go to each kernel's DebugEntryPoint
; (Compiler signature, Command-line arguments).  Reverse reads them back
; into the unit (they were lost: forward(reverse(forward(x))) wrote an empty
; signature); .200 keeps its own producer operand and takes the flags from
; the entry point.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rt.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.rt.spv
; RUN: %lspv -to-text %t.rt.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %lspv -r %t.200.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; Without a kernel there is no DebugEntryPoint: no producer to read.
; RUN: sed -e 's/spir_kernel/spir_func/' %s > %t.nokernel.ll
; RUN: %lspv %t.nokernel.ll --spirv-debug-info-version=nonsemantic-shader-100 -o %t.nk.spv
; RUN: %lspv -to-text %t.nk.spv -o - | FileCheck %s --check-prefix=NK
; RUN: %lspv -r %t.nk.spv -o - | %llvm-dis | FileCheck %s --check-prefix=NKIR
;
; SPV-DAG: String [[#P:]] "acme cc 3.1"
; SPV-DAG: String [[#F:]] "-O0 -g -cl-std=CL2.0"
; SPV: DebugEntryPoint [[#]] [[#]] [[#P]] [[#F]] {{$}}
; IR: distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]], producer: "acme cc 3.1", isOptimized: false, flags: "-O0 -g -cl-std=CL2.0",
; NK-NOT: DebugEntryPoint
; NKIR: distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]], isOptimized: false,

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !dbg !6 {
entry:
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "acme cc 3.1", isOptimized: false, flags: "-O0 -g -cl-std=CL2.0", runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 1, column: 3, scope: !6)
