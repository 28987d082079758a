; Issue 19: forward(reverse(forward(x))) is forward(x) for a basic type whose
; encoding OpenCL.DebugInfo.100 lacks (DW_ATE_complex_float): forward writes
; it Unspecified with its size, reverse reads it as an unspecified type of
; that size (it was one of size 0, which the second forward wrote).
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; SPV-DAG: Constant [[#]] [[#C64:]] 64 {{$}}
; SPV-DAG: String [[#N:]] "complex"
; SPV: DebugTypeBasic [[#N]] [[#C64]] 0 {{$}}
;
; IR: !DIBasicType(tag: DW_TAG_unspecified_type, name: "complex", size: 64)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !4 {
entry:
  %c = alloca { float, float }, align 4
    #dbg_declare(ptr %c, !8, !DIExpression(), !10)
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "flang", emissionKind: FullDebug)
!1 = !DIFile(filename: "c.f90", directory: "/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!8 = !DILocalVariable(name: "c", scope: !4, file: !1, line: 2, type: !9)
!9 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!10 = !DILocation(line: 2, column: 1, scope: !4)
