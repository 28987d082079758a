; A unit's language without a SourceLanguage of its own (C11 here) is
; Unknown in OpenCL.DebugInfo.100.  Reverse reads a language without a
; DW_LANG (Unknown, GLSL, a value outside the enumeration) as OpenCL and
; keeps the value in the "Source Lang Literal" module flag (!{!{unit, i32
; value}}, llvm-spirv's); forward writes it back for a unit still in OpenCL,
; so forward(reverse(forward(x))) keeps Unknown (it used to come back as
; OpenCL_C).
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o %t.rt.ll
; RUN: FileCheck %s --input-file %t.rt.ll --check-prefix=IR
; RUN: %lspv %t.rt.bc -o %t.rt.spv
; RUN: %lspv -to-text %t.rt.spv -o - | FileCheck %s --check-prefix=SPV
; The non-semantic sets (.200 has a value for C11: no flag there):
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %lspv -r %t.ns.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %lspv -r %t.200.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR200
; The flag names another value for the unit: written as long as the set has
; it (GLSL, 2), not when it has none (42: OpenCL_C, the unit's own):
; RUN: sed -e 's/i32 0}/i32 2}/' %t.rt.ll > %t.glsl.ll
; RUN: %lspv -spirv-text %t.glsl.ll -o - | FileCheck %s --check-prefix=GLSL
; RUN: sed -e 's/i32 0}/i32 42}/' %t.rt.ll > %t.bad.ll
; RUN: %lspv -spirv-text %t.bad.ll -o - | FileCheck %s --check-prefix=BAD
; A unit in another language ignores the flag:
; RUN: sed -e 's/DW_LANG_OpenCL/DW_LANG_C_plus_plus_17/' %t.rt.ll > %t.cpp.ll
; RUN: %lspv -spirv-text %t.cpp.ll -o - | FileCheck %s --check-prefix=CPP
; An input's value outside the enumeration (42) is kept in the flag too:
; RUN: %lspv -to-text %t.spv -o - | sed -e 's/DebugCompilationUnit 65536 4 \([0-9]*\) 0/DebugCompilationUnit 65536 4 \1 42/' > %t.42.spt
; RUN: %lspv -to-binary %t.42.spt -o %t.42.spv
; RUN: %lspv -r %t.42.spv -o - | %llvm-dis | FileCheck %s --check-prefix=IR42
;
; SPV: DebugCompilationUnit 65536 4 [[#]] 0 {{$}}
; IR: !{i32 2, !"Source Lang Literal", ![[#LIST:]]}
; IR: ![[#LIST]] = !{![[#ENTRY:]]}
; IR: ![[#ENTRY]] = !{![[#CU:]], i32 0}
; IR: ![[#CU]] = distinct !DICompileUnit(language: DW_LANG_OpenCL,
; IR42: ![[#ENTRY:]] = !{![[#CU:]], i32 42}
; IR42: ![[#CU]] = distinct !DICompileUnit(language: DW_LANG_OpenCL,
; IR200-NOT: Source Lang Literal
; IR200: distinct !DICompileUnit(language: DW_LANG_C11,
; GLSL: DebugCompilationUnit 65536 4 [[#]] 2 {{$}}
; BAD: DebugCompilationUnit 65536 4 [[#]] 3 {{$}}
; CPP: DebugCompilationUnit 65536 4 [[#]] 6 {{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) !dbg !6 {
entry:
  ret i32 %x, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lang.c", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 1, column: 3, scope: !6)
