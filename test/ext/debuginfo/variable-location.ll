; An alloca's location: OpenCL.DebugInfo.100's DebugScope and OpLine may
; stand among the function's OpVariable (SPIR-V 2.4), so each variable gets
; its own, while no other instruction of the function stands; the last one
; is in force where the body begins (an instruction without location there
; ends it).  Reverse gives the alloca that location.  A non-semantic set's
; records may not stand there (spirv-val): the variables have none (the
; negative case).
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv --verify %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR-NS
;
; SPV: Function
; SPV: Label
; SPV-NEXT: DebugScope [[#SP:]]
; SPV-NEXT: Line [[#FILE:]] 3 7
; SPV-NEXT: Variable [[#]] [[#A:]] 7
; SPV-NEXT: Line [[#FILE]] 4 9
; SPV-NEXT: Variable [[#]] [[#B:]] 7
; SPV-NEXT: NoLine
; SPV-NEXT: DebugNoScope
; SPV-NEXT: IAdd
; SPV-NEXT: DebugScope [[#SP]]
; SPV-NEXT: Line [[#FILE]] 5 3
; SPV-NEXT: Store [[#A]]
;
; IR: %a = alloca i32, align 4, !dbg ![[#LA:]]
; IR-NEXT: %b = alloca i32, align 4, !dbg ![[#LB:]]
; IR-NEXT: %s = add i32 %x, 1{{$}}
; IR-NEXT: store i32 %s, ptr %a, align 4, !dbg ![[#LS:]]
; IR: ![[#LA]] = !DILocation(line: 3, column: 7,
; IR: ![[#LB]] = !DILocation(line: 4, column: 9,
; IR: ![[#LS]] = !DILocation(line: 5, column: 3,
;
; NS: Function
; NS: Label
; NS-NEXT: Variable
; NS-NEXT: Variable
; NS-NEXT: DebugFunctionDefinition
; IR-NS: %a = alloca i32, align 4{{$}}
; IR-NS-NEXT: %b = alloca i32, align 4{{$}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %x) !dbg !5 {
entry:
  %a = alloca i32, align 4, !dbg !8
  %b = alloca i32, align 4, !dbg !9
  %s = add i32 %x, 1
  store i32 %s, ptr %a, align 4, !dbg !10
  store i32 %x, ptr %b, align 4, !dbg !10
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "v.cl", directory: "/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = !DILocation(line: 4, column: 9, scope: !5)
!10 = !DILocation(line: 5, column: 3, scope: !5)
