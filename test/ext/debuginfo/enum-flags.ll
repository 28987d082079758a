; An enum class and a forward-declared enumeration keep their flags both
; ways: FlagEnumClass (DW_AT_enum_class) and FlagFwdDecl (DW_AT_declaration,
; no elements; here the type of a parameter), in OpenCL.DebugInfo.100 and NonSemantic.Shader.DebugInfo.200.
; A location's DebugLine ends one column after its start.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s
; CHECK-DAG: !DICompositeType(tag: DW_TAG_enumeration_type, name: "A", {{.*}}flags: DIFlagEnumClass, elements:
; CHECK-DAG: !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", {{.*}}size: 16, flags: DIFlagFwdDecl)
; CHECK-DAG: !DICompositeType(tag: DW_TAG_enumeration_type, name: "C", {{.*}}size: 32, elements:
; CHECK-DAG: !DILocation(line: 9, column: 3,
; SPV-DAG: Constant {{[0-9]+}} [[NINE:[0-9]+]] 9 {{$}}
; SPV-DAG: Constant {{[0-9]+}} [[THREE:[0-9]+]] 3 {{$}}
; SPV-DAG: Constant {{[0-9]+}} [[FOUR:[0-9]+]] 4 {{$}}
; SPV: DebugLine {{[0-9]+}} [[NINE]] [[NINE]] [[THREE]] [[FOUR]] {{$}}
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !20 {
  ret void, !dbg !23
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!30, !31}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "e.cpp", directory: "/src")
!2 = !{!3, !8, !9}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "A", file: !1, line: 1, baseType: !4, size: 32, flags: DIFlagEnumClass, elements: !5)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{!6, !7}
!6 = !DIEnumerator(name: "A1", value: 1)
!7 = !DIEnumerator(name: "A2", value: 2)
!8 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 2, size: 16, flags: DIFlagFwdDecl)
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "C", file: !1, line: 3, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DIEnumerator(name: "C1", value: 0)
!20 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 8, type: !21, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !8}
!23 = !DILocation(line: 9, column: 3, scope: !20)
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 7, !"Dwarf Version", i32 4}
