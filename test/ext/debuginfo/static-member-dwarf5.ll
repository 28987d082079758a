; A static data member: DWARF 5 (clang's form) tags it DW_TAG_variable,
; earlier versions DW_TAG_member; SPIR-V says neither (a DebugTypeMember
; with FlagStaticMember), and reverse takes the tag from the unit's DWARF
; version, in every set.  The negative case: under DWARF 4 (the other
; tests, static-member-owner.ll) it stays a member.
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv --verify %t.ocl.spv
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.ocl.spv -o %t.ocl.bc
; RUN: %opt -passes=verify %t.ocl.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: sed -e 's/i32 5}/i32 4}/' %s > %t.v4.ll
; RUN: %lspv %t.v4.ll -o %t.v4.spv
; RUN: %lspv -r %t.v4.spv -o %t.v4.bc
; RUN: %opt -passes=verify %t.v4.bc -S -o - | FileCheck %s --check-prefix=V4
;
; SPV-DAG: String [[LIM:[0-9]+]] "limit"
; SPV-DAG: String [[TAB:[0-9]+]] "table"
; SPV: DebugTypeMember [[LIM]] {{.*}} 515 {{$}}
; SPV: DebugTypeMember [[TAB]] {{.*}} 515 {{$}}
;
; IR-DAG: !DIDerivedType(tag: DW_TAG_variable, name: "limit", scope: ![[#S:]], file: ![[#]], line: 2, baseType: ![[#]], flags: DIFlagPublic | DIFlagStaticMember)
; IR-DAG: !DIDerivedType(tag: DW_TAG_variable, name: "table", scope: ![[#S]], file: ![[#]], line: 3, baseType: ![[#]], flags: DIFlagPublic | DIFlagStaticMember)
; IR-NOT: DW_TAG_member
;
; V4-DAG: !DIDerivedType(tag: DW_TAG_member, name: "limit",{{.*}}DIFlagStaticMember)
; V4-DAG: !DIDerivedType(tag: DW_TAG_member, name: "table",{{.*}}DIFlagStaticMember)
; V4-NOT: DW_TAG_variable

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@_ZN4Conf5limitE = addrspace(1) global i32 7, align 4, !dbg !0
@_ZN4Conf5tableE = addrspace(1) global [3 x i32] [i32 1, i32 2, i32 3], align 4, !dbg !6

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20}

!0 = distinct !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "limit", linkageName: "_ZN4Conf5limitE", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true, declaration: !15)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!3 = !DIFile(filename: "conf.cpp", directory: "/src")
!5 = !{!0, !6}
!6 = distinct !DIGlobalVariableExpression(var: !7, expr: !DIExpression())
!7 = distinct !DIGlobalVariable(name: "table", linkageName: "_ZN4Conf5tableE", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true, declaration: !12)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 96, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIDerivedType(tag: DW_TAG_variable, name: "table", scope: !13, file: !3, line: 3, baseType: !16, flags: DIFlagStaticMember)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Conf", file: !3, line: 1, size: 8, elements: !14, identifier: "_ZTS4Conf")
!14 = !{!15, !12}
!15 = !DIDerivedType(tag: DW_TAG_variable, name: "limit", scope: !13, file: !3, line: 2, baseType: !9, flags: DIFlagStaticMember)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
