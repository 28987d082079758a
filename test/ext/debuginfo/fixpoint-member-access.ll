; Issue 19: forward(reverse(forward(x))) is forward(x) for a member whose
; scope is not the composite listing it (here the file).  SPIR-V has no
; default access: forward says the default of the member's composite (public
; in a struct, private in a class), that of the composite whose list holds
; it (the record's Parent, and the scope reverse gives the member), not of
; its own scope (which gave none, and the second forward public).
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
; SPV-DAG: String [[#C:]] "c"
; SPV-DAG: String [[#K:]] "k"
; SPV-DAG: DebugTypeMember [[#C]] {{.*}} 3 {{$}}
; SPV-DAG: DebugTypeMember [[#K]] {{.*}} 2 {{$}}
;
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "c", scope: ![[#]], {{.*}}flags: DIFlagPublic)
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "k", scope: ![[#]], {{.*}}flags: DIFlagPrivate)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !4 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
    #dbg_declare(ptr %a, !8, !DIExpression(), !12)
    #dbg_declare(ptr %b, !13, !DIExpression(), !12)
  ret void, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", emissionKind: FullDebug)
!1 = !DIFile(filename: "m.cpp", directory: "/src")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocalVariable(name: "a", scope: !4, file: !1, line: 2, type: !9)
!9 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !10)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !1, file: !1, line: 1, baseType: !7, size: 32)
!12 = !DILocation(line: 2, column: 1, scope: !4)
!13 = !DILocalVariable(name: "b", scope: !4, file: !1, line: 3, type: !14)
!14 = !DICompositeType(tag: DW_TAG_class_type, name: "K", file: !1, line: 1, size: 32, elements: !15)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !1, file: !1, line: 1, baseType: !7, size: 32)
