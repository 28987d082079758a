; A struct node_t whose member points to the struct, and a kernel parameter
; that points to the typedef node_t of it: the typedef of a struct stands
; for the struct (spirv-val takes only a basic type under DebugTypedef), so
; both pointers are one DebugTypePointer, as reverse makes one node of
; them, and the second forward writes the same (the negative case: the
; pointer to int stays apart).
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r --exact-roundtrip %t.200.spv -o %t.200.bc
; RUN: %lspv %t.200.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.2.spv
; RUN: cmp %t.200.spv %t.200.2.spv
;
; CHECK-COUNT-2: DebugTypePointer
; CHECK-NOT: DebugTypePointer
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "next", {{.*}}baseType: [[P:![0-9]+]]
; IR-DAG: [[P]] = !DIDerivedType(tag: DW_TAG_pointer_type

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @walk(ptr addrspace(1) %n, ptr addrspace(1) %out) !dbg !5 {
entry:
    #dbg_value(ptr addrspace(1) %n, !20, !DIExpression(), !9)
    #dbg_value(ptr addrspace(1) %out, !21, !DIExpression(), !9)
  %v = load i32, ptr addrspace(1) %n, align 4, !dbg !9
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !9
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "list.cl", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !{!20, !21})
!6 = !DISubroutineType(types: !7)
!7 = !{null, !10, !15}
!9 = !DILocation(line: 3, column: 3, scope: !5)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "node_t", file: !1, line: 1, baseType: !12)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 1, size: 128, elements: !{!13, !16})
!13 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !12, file: !1, line: 1, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !12, file: !1, line: 1, baseType: !17, size: 32, offset: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "n", arg: 1, scope: !5, file: !1, line: 2, type: !10)
!21 = !DILocalVariable(name: "out", arg: 2, scope: !5, file: !1, line: 2, type: !15)
