; Issue 19: forward(reverse(forward(x))) is forward(x) for files in the root
; directory and for locations in a subprogram without file.
; - A DIFile "t.c" in directory "/" is the path "/t.c"; reverse splits a
;   path at its last '/' and keeps the root's: directory "/", not "" (which
;   the second forward wrote as "t.c").
; - OpLine names the file of its scope; a subprogram without file is in its
;   unit's, the DebugSource its DebugFunction names (reverse gives it that
;   file): not an empty OpString.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.spv
; RUN: %lspv -r --exact-roundtrip %t.100.spv -o %t.100.bc
; RUN: %lspv %t.100.bc --spirv-debug-info-version=nonsemantic-shader-100 -o %t.100.2.spv
; RUN: cmp %t.100.spv %t.100.2.spv
;
; SPV: String [[#T:]] "/t.c"
; SPV-NOT: String {{.*}} "t.c"
; SPV: ExtInst [[#]] [[#SRC:]] [[#]] DebugSource [[#T]]
; SPV: DebugFunction [[#]] [[#]] [[#SRC]]
; SPV: Line [[#T]] 3 7
;
; IR: !DIFile(filename: "t.c", directory: "/")
; IR-NOT: !DIFile(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) !dbg !4 {
entry:
  %y = add i32 %x, 1, !dbg !7
  ret i32 %y, !dbg !7
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 3, column: 7, scope: !4)
