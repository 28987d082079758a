; A C++ reference in an address space (clang: a 64-bit DW_TAG_reference_type
; with its dwarfAddressSpace) is a DebugTypePointer of that storage class with
; FlagLValueReference / FlagRValueReference, and comes back with its address
; space and size: the second forward writes the same storage class (it came
; back without them and turned into Function, not a fixpoint).  A reference
; without an address space stays Function and comes back without one.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.rt.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.ns.rt.bc --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.2.spv
; RUN: cmp %t.ns.spv %t.ns.2.spv
;
; CrossWorkgroup 5, Generic 8, Function 7; FlagLValueReference 1<<11, FlagRValueReference 1<<12
; SPV-DAG: DebugTypePointer [[#]] 5 2048
; SPV-DAG: DebugTypePointer [[#]] 8 4096
; SPV-DAG: DebugTypePointer [[#]] 7 2048
; IR-DAG: !DIDerivedType(tag: DW_TAG_reference_type, baseType: ![[#]], size: 64, dwarfAddressSpace: 1)
; IR-DAG: !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: ![[#]], size: 64, dwarfAddressSpace: 4)
; IR-DAG: !DIDerivedType(tag: DW_TAG_reference_type, baseType: ![[#]])

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %a, ptr addrspace(4) %b, ptr %c) !dbg !10 {
entry:
    #dbg_value(ptr addrspace(1) %a, !20, !DIExpression(), !30)
    #dbg_value(ptr addrspace(4) %b, !21, !DIExpression(), !30)
    #dbg_value(ptr %c, !22, !DIExpression(), !30)
  ret void, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "ref.cpp", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !13)
!12 = !{!20, !21, !22}
!13 = !{null, !14, !15, !16}
!14 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!15 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !17, size: 64, dwarfAddressSpace: 4)
!16 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 1, type: !15)
!22 = !DILocalVariable(name: "c", arg: 3, scope: !10, file: !1, line: 1, type: !16)
!30 = !DILocation(line: 1, column: 1, scope: !10)
