; A member or method whose access clang leaves implicit (the default of its
; composite: public in a struct or union, private in a class) gets it said
; in its flags (SPIR-V has no default; llvm-spirv writes it so), in every
; set; an access given stays.  Reverse reads the flag back.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=OCL
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
;
; OCL-DAG: String [[SX:[0-9]+]] "sx"
; OCL-DAG: String [[CX:[0-9]+]] "cx"
; OCL-DAG: String [[CP:[0-9]+]] "cp"
; OCL-DAG: String [[UX:[0-9]+]] "ux"
; OCL-DAG: DebugTypeMember [[SX]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 3 {{$}}
; OCL-DAG: DebugTypeMember [[CX]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 2 {{$}}
; OCL-DAG: DebugTypeMember [[CP]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 1 {{$}}
; OCL-DAG: DebugTypeMember [[UX]] {{[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+}} 3 {{$}}
;
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "sx", {{.*}}flags: DIFlagPublic)
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "cx", {{.*}}flags: DIFlagPrivate)
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "cp", {{.*}}flags: DIFlagProtected)
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "ux", {{.*}}flags: DIFlagPublic)
; IR-DAG: !DISubprogram(name: "m", scope: {{![0-9]+}}, {{.*}}flags: DIFlagPrivate
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !5 {
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!30, !31}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2)
!1 = !DIFile(filename: "a.cpp", directory: "/src")
!2 = !{!10, !13, !20}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 9, type: !6, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !40)
!40 = !{!41, !42, !43}
!41 = !DILocalVariable(name: "s", scope: !5, file: !1, line: 10, type: !10)
!42 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 11, type: !13)
!43 = !DILocalVariable(name: "u", scope: !5, file: !1, line: 12, type: !20)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocation(line: 9, column: 1, scope: !5)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !11, identifier: "_ZTS1S")
!11 = !{!12}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "sx", scope: !10, file: !1, line: 1, baseType: !3, size: 32)
!13 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "C", file: !1, line: 2, size: 64, elements: !14, identifier: "_ZTS1C")
!14 = !{!15, !16, !17}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "cx", scope: !13, file: !1, line: 3, baseType: !3, size: 32)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "cp", scope: !13, file: !1, line: 4, baseType: !3, size: 32, offset: 32, flags: DIFlagProtected)
!17 = !DISubprogram(name: "m", scope: !13, file: !1, line: 5, type: !6, scopeLine: 5, spFlags: 0)
!20 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "U", file: !1, line: 6, size: 32, elements: !21, identifier: "_ZTS1U")
!21 = !{!22}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "ux", scope: !20, file: !1, line: 6, baseType: !3, size: 32)
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 7, !"Dwarf Version", i32 4}
