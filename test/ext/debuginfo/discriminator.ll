; A location whose scope is a DILexicalBlockFile (a discriminator, as LLVM's
; AddDiscriminators pass writes it).  spirv-val takes no
; DebugLexicalBlockDiscriminator as a scope (of DebugScope, DebugInlinedAt,
; a block), though the spec makes it a lexical block: lspv used to write one
; there, which spirv-val refused.  Now it is a DebugLexicalBlock at line 0
; whose column is the discriminator, and reverse reads that back as a
; DILexicalBlockFile: the discriminator reaches the DWARF line table.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=x86_64-linux-gnu -filetype=obj %t.rt.bc -o %t.o
; RUN: %llvm-dwarfdump --debug-line %t.o | FileCheck %s --check-prefix=LINE
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; The negative case: a DebugLexicalBlockDiscriminator (as llvm-spirv writes
; it) is still read as a discriminator.
; RUN: %lspv -to-text %t.spv -o - | sed -e 's/^\(.*\) DebugLexicalBlock \([0-9]*\) 0 \([0-9]*\) \([0-9]*\) $/\1 DebugLexicalBlockDiscriminator \2 \3 \4 /' -e 's/^9 \(ExtInst .* DebugLexicalBlockDiscriminator\)/8 \1/' > %t.llvm-spirv.spt
; RUN: FileCheck %s --input-file=%t.llvm-spirv.spt --check-prefix=OLD
; RUN: %lspv -to-binary %t.llvm-spirv.spt -o %t.old.spv
; RUN: %lspv -r %t.old.spv -o %t.old.bc
; RUN: %opt -passes=verify %t.old.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: ExtInst [[#]] [[#FN:]] [[#]] DebugFunction
; SPV-DAG: ExtInst [[#]] [[#BLK:]] [[#]] DebugLexicalBlock [[#]] 0 3 [[#FN]] {{$}}
; SPV-DAG: DebugScope [[#BLK]] {{$}}
; SPV-NOT: DebugLexicalBlockDiscriminator
;
; OLD: 8 ExtInst [[#]] [[#]] [[#]] DebugLexicalBlockDiscriminator [[#]] 3 [[#]] {{$}}
;
; IR-DAG: [[SP:![0-9]+]] = distinct !DISubprogram(name: "f"
; IR-DAG: !DILocation(line: 4, column: 7, scope: [[BF:![0-9]+]])
; IR-DAG: [[BF]] = !DILexicalBlockFile(scope: [[SP]], file: !{{[0-9]+}}, discriminator: 3)
; IR-NOT: DILexicalBlock(
;
; LINE: 4 7 {{.*}} 3 {{.*}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) !dbg !6 {
entry:
  %a = add i32 %x, 1, !dbg !10
  %b = mul i32 %a, 3, !dbg !11
  ret i32 %b, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "d.cl", directory: "/src")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !7, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{!9, !9}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocation(line: 3, column: 5, scope: !6)
!11 = !DILocation(line: 4, column: 7, scope: !13)
!12 = !DILocation(line: 5, column: 3, scope: !6)
!13 = !DILexicalBlockFile(scope: !6, file: !1, discriminator: 3)
