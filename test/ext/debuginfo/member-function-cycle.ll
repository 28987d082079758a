; A struct member points to a function type whose parameter points back to
; the struct, and a function has that type: the chain composite -> member ->
; pointer -> function type -> pointer -> composite.  OpenCL.DebugInfo.100
; allows a forward reference only in a composite's member list, so the
; members are emitted once the outermost node stands: lspv used to emit them
; right after the composite, while the function type was still half
; translated, and the pointer to it was a forward reference spirv-val
; refuses ("ID has not been defined").  From clang-22 -g of C:
;   struct S; typedef void (*fp)(struct S *);
;   struct S { fp f; int x; };  void g(struct S *s) { s->x = 2; }
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV: ExtInst [[#]] [[#COMP:]] [[#]] DebugTypeComposite
; SPV: ExtInst [[#]] [[#PS:]] [[#]] DebugTypePointer [[#COMP]] 
; SPV: ExtInst [[#]] [[#FT:]] [[#]] DebugTypeFunction 0 [[#]] [[#PS]]
; SPV: ExtInst [[#]] [[#PF:]] [[#]] DebugTypePointer [[#FT]] 
; SPV: DebugTypeMember [[#]] [[#PF]]
;
; IR-DAG: !DISubprogram(name: "g", {{.*}}type: [[FT:![0-9]+]]
; IR-DAG: [[FT]] = !DISubroutineType(types: [[FTL:![0-9]+]])
; IR-DAG: [[FTL]] = !{null, [[PS:![0-9]+]]}
; IR-DAG: [[PS]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: [[S:![0-9]+]]
; IR-DAG: [[S]] = !DICompositeType(tag: DW_TAG_structure_type, name: "S"
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "f", scope: [[S]], {{.*}}baseType: [[PF:![0-9]+]]
; IR-DAG: [[PF]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: [[FT]]

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { ptr, i32 }

; Function Attrs: noinline nounwind optnone
define dso_local spir_func void @g(ptr noundef %s) #0 !dbg !6 {
entry:
  %s.addr = alloca ptr, align 8
  store ptr %s, ptr %s.addr, align 8
    #dbg_declare(ptr %s.addr, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !20)
  %0 = load ptr, ptr %s.addr, align 8, !dbg !21
  %x = getelementptr inbounds nuw %struct.S, ptr %0, i32 0, i32 1, !dbg !22
  store i32 2, ptr %x, align 8, !dbg !23
  ret void, !dbg !24
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!6 = distinct !DISubprogram(name: "g", scope: !7, file: !7, line: 4, type: !8, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!7 = !DIFile(filename: "cyc.c", directory: "")
!8 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !9)
!9 = !{null, !10}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 0)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !7, line: 3, size: 128, elements: !12)
!12 = !{!13, !16}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !11, file: !7, line: 3, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "fp", file: !7, line: 2, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 0)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !11, file: !7, line: 3, baseType: !17, size: 32, offset: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "s", arg: 1, scope: !6, file: !7, line: 4, type: !10)
!20 = !DILocation(line: 4, column: 18, scope: !6)
!21 = !DILocation(line: 4, column: 23, scope: !6)
!22 = !DILocation(line: 4, column: 26, scope: !6)
!23 = !DILocation(line: 4, column: 28, scope: !6)
!24 = !DILocation(line: 4, column: 33, scope: !6)
