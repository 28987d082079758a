; Static data members that only a DebugGlobalVariable's declaration
; reaches: a non-semantic DebugTypeMember names no parent, so the composite
; listing the members is written after the first of them (it lists every
; member, once); OpenCL.DebugInfo.100's member names its composite.  A
; composite at the unit's level comes back without scope, as clang writes
; it, the members scoped in it.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv --verify %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv -r %t.ocl.spv -o %t.ocl.bc
; RUN: %opt -passes=verify %t.ocl.bc -S -o - | FileCheck %s --check-prefix=IR
;
; NS-DAG: String [[#COUNT:]] "count"
; NS-DAG: String [[#TABLE:]] "table"
; NS-DAG: String [[#HOLDER:]] "Holder"
; NS: DebugTypeMember [[#COUNT]] {{.*}} [[#]] {{$}}
; NS: [[#M1:]] [[#]] DebugTypeMember [[#TABLE]]
; NS: DebugTypeComposite [[#HOLDER]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#M0:]] [[#M1]] {{$}}
; NS: DebugGlobalVariable [[#COUNT]] {{.*}} [[#M0]] {{$}}
; NS: DebugGlobalVariable [[#TABLE]] {{.*}} [[#M1]] {{$}}
; The negative case: the composite is written once.
; NS-NOT: DebugTypeComposite [[#HOLDER]]
;
; IR: distinct !DIGlobalVariable(name: "count", {{.*}}declaration: ![[#DCOUNT:]])
; IR: distinct !DIGlobalVariable(name: "table", {{.*}}declaration: ![[#DTABLE:]])
; IR: ![[#DTABLE]] = !DIDerivedType(tag: DW_TAG_member, name: "table", scope: ![[#HOLDERTY:]], {{.*}}flags: DIFlagPublic | DIFlagStaticMember)
; IR: ![[#HOLDERTY]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: ![[#]], line: 1, size: 8, elements: ![[#ELS:]], identifier: "_ZTS6Holder")
; IR: ![[#ELS]] = !{![[#DCOUNT]], ![[#DTABLE]]}
; IR: ![[#DCOUNT]] = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: ![[#HOLDERTY]], {{.*}}flags: DIFlagPublic | DIFlagStaticMember)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@_ZN6Holder5countE = addrspace(1) global i32 0, align 4, !dbg !0
@_ZN6Holder5tableE = addrspace(1) global [2 x i32] [i32 1, i32 2], align 4, !dbg !6

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20}

!0 = distinct !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", linkageName: "_ZN6Holder5countE", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true, declaration: !15)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!3 = !DIFile(filename: "holder.cpp", directory: "/src")
!5 = !{!0, !6}
!6 = distinct !DIGlobalVariableExpression(var: !7, expr: !DIExpression())
!7 = distinct !DIGlobalVariable(name: "table", linkageName: "_ZN6Holder5tableE", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true, declaration: !12)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 64, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "table", scope: !13, file: !3, line: 3, baseType: !8, flags: DIFlagStaticMember)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder", file: !3, line: 1, size: 8, elements: !14, identifier: "_ZTS6Holder")
!14 = !{!15, !12}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !13, file: !3, line: 2, baseType: !9, flags: DIFlagStaticMember)
!19 = !{i32 2, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
