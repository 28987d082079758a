; Issue 19: forward(reverse(forward(x))) is forward(x) for a function
; without subprogram whose instructions have locations (LLVM allows it: the
; verifier checks the scopes of a function's locations only against its own
; subprogram).  Its subprogram's DebugFunction names no function
; (DebugInfoNone); reverse used to drop the locations (DebugScope and
; OpLine) of such a function, and the second forward wrote neither them nor
; the subprogram and lexical block only they named.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv -r %t.spv -o - | %opt -passes=verify -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100.spv %}
; RUN: %lspv -r --exact-roundtrip %t.100.spv -o %t.100.bc
; RUN: %opt -passes=verify %t.100.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.100.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.2.spv
; RUN: cmp %t.100.spv %t.100.2.spv
;
; SPV: String [[#NAME:]] "foo"
; SPV: ExtInst [[#]] [[#NONE:]] [[#]] DebugInfoNone
; SPV: ExtInst [[#]] [[#SP:]] [[#]] DebugFunction [[#NAME]] {{.*}} [[#NONE]] {{$}}
; SPV: ExtInst [[#]] [[#BLOCK:]] [[#]] DebugLexicalBlock [[#]] 1 1 [[#SP]]
; SPV: Function
; SPV: DebugScope [[#BLOCK]]
; SPV-NEXT: Line [[#]] 571 3
; SPV-NEXT: Load
; SPV: DebugScope [[#SP]]
; SPV-NEXT: Line [[#]] 588 1
; SPV-NEXT: ReturnValue
;
; IR: define {{.*}} @foo()
; IR-NOT: !dbg !
; IR-SAME: {
; IR: load i32, ptr addrspace(1) @g, align 4, !dbg [[L1:![0-9]+]]
; IR: ret i32 {{.*}}, !dbg [[L2:![0-9]+]]
; IR-DAG: [[L1]] = !DILocation(line: 571, column: 3, scope: [[B:![0-9]+]])
; IR-DAG: [[B]] = distinct !DILexicalBlock(scope: [[SP:![0-9]+]], {{.*}}line: 1, column: 1)
; IR-DAG: [[L2]] = !DILocation(line: 588, column: 1, scope: [[SP]])
; IR-DAG: [[SP]] = distinct !DISubprogram(name: "foo"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4

define spir_func i32 @foo() {
entry:
  %0 = load i32, ptr addrspace(1) @g, align 4, !dbg !0
  ret i32 %0, !dbg !10
}

!llvm.dbg.cu = !{!3}
!llvm.module.flags = !{!14}

!0 = !DILocation(line: 571, column: 3, scope: !1)
!1 = distinct !DILexicalBlock(line: 1, column: 1, file: !11, scope: !2)
!2 = distinct !DISubprogram(name: "foo", file: !11, line: 561, spFlags: DISPFlagDefinition, unit: !3, scope: !11, type: !4)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, producer: "clang", emissionKind: FullDebug, file: !11)
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 588, column: 1, scope: !2)
!11 = !DIFile(filename: "h.c", directory: "/src")
!14 = !{i32 1, !"Debug Info Version", i32 3}
