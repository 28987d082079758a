; A file's checksum.  OpenCL.DebugInfo.100's DebugSource has no operand for
; it: llvm-spirv writes "//__CSK_<kind>:<value>" as the Text, but spirv-val
; counts the lines of a Text and refuses a record of the file on a later
; line (here the kernel, on line 3): lspv used to follow llvm-spirv there.
; Now the checksum is dropped in that set (reverse still reads llvm-spirv's
; form), and .200 writes it after the Text, an empty one for a file without
; source text (spirv-val checks no lines of an empty Text), which reverse
; reads as no text.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[#FA:]] "/src/a.cl"
; SPV-DAG: String [[#TXT:]] "int x;"
; SPV-DAG: DebugSource [[#FA]] {{$}}
; SPV-DAG: DebugSource [[#]] [[#TXT]] {{$}}
; SPV-NOT: CSK_
; IR-DAG: !DIFile(filename: "a.cl", directory: "/src")
; IR-DAG: !DIFile(filename: "b.cl", directory: "/src", source: "int x;")
;
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=S200
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=I200
;
; S200-DAG: String [[#FA:]] "/src/a.cl"
; S200-DAG: String [[#EMPTY:]] ""
; S200-DAG: String [[#SUM:]] "0123456789abcdef0123456789abcdef01234567"
; S200-DAG: Constant [[#]] [[#SHA1:]] 1 {{$}}
; S200-DAG: DebugSource [[#FA]] [[#EMPTY]] [[#SHA1]] [[#SUM]] {{$}}
; I200-DAG: !DIFile(filename: "a.cl", directory: "/src", checksumkind: CSK_SHA1, checksum: "0123456789abcdef0123456789abcdef01234567")
; I200-DAG: !DIFile(filename: "b.cl", directory: "/src", source: "int x;")
; I200-NOT: source: ""
;
; The negative case: llvm-spirv's form (the checksum as the Text, here of
; b.cl) is still read as the checksum, not as source text.
; RUN: sed -e 's|^[0-9]* String \([0-9]*\) "int x;" $|14 String \1 "//__CSK_MD5:00112233445566778899aabbccddeeff" |' %t.spt > %t.cs.spt
; RUN: FileCheck %s --input-file=%t.cs.spt --check-prefix=CSK
; RUN: %lspv -to-binary %t.cs.spt -o %t.cs.spv
; RUN: %lspv -r %t.cs.spv -o %t.cs.bc
; RUN: %opt -passes=verify %t.cs.bc -S -o - | FileCheck %s --check-prefix=ICSK
; CSK: String [[#]] "//__CSK_MD5:00112233445566778899aabbccddeeff"
; ICSK: !DIFile(filename: "b.cl", directory: "/src", checksumkind: CSK_MD5, checksum: "00112233445566778899aabbccddeeff")
; ICSK-NOT: source:

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
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !7, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 4, column: 1, scope: !6)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = !DIGlobalVariable(name: "g", scope: !0, file: !2, line: 1, type: !12, isLocal: false, isDefinition: true)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!10}
