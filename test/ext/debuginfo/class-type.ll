; A class composite (DW_TAG_class_type) is a DebugTypeComposite of Tag Class
; (0) and comes back a class; a structure (Tag 1) stays a structure.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[#A:]] "A"
; SPV-DAG: String [[#S:]] "S"
; SPV-DAG: DebugTypeComposite [[#A]] 0 [[#]] 3 0
; SPV-DAG: DebugTypeComposite [[#S]] 1 [[#]] 7 0
; IR-DAG: !DICompositeType(tag: DW_TAG_class_type, name: "A", {{.*}}line: 3, size: 32, {{.*}}identifier: "_ZTS1A")
; IR-DAG: !DICompositeType(tag: DW_TAG_structure_type, name: "S", {{.*}}line: 7, size: 32,
; IR-NOT: DW_TAG_structure_type, name: "A"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i32 0, align 4, !dbg !10
@s = addrspace(1) global i32 0, align 4, !dbg !20

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !14)
!1 = !DIFile(filename: "c.cpp", directory: "/src")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = !DIGlobalVariable(name: "a", scope: !0, file: !1, line: 5, type: !12, isLocal: false, isDefinition: true)
!12 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "A", file: !1, line: 3, size: 32, flags: DIFlagTypePassByValue, elements: !13, identifier: "_ZTS1A")
!13 = !{!15}
!14 = !{!10, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !12, file: !1, line: 3, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = !DIGlobalVariable(name: "s", scope: !0, file: !1, line: 8, type: !22, isLocal: false, isDefinition: true)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 7, size: 32, elements: !23)
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !22, file: !1, line: 7, baseType: !16, size: 32)
