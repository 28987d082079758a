; Issue 19: forward(reverse(forward(x))) is forward(x) where the order of the
; module-scope records depended on lists reverse cannot give back as they
; were:
; - a type the unit retains and a record names (S, the type of global s):
;   reverse retains only the types no record names.  Forward writes the
;   unit's retained types last, so S stands where s first names it either
;   way (under SPV_KHR_untyped_pointers s is written with the unit's
;   variables, after the retained types were); the typedef T no record
;   names stays retained, last;
; - the subprogram of a declaration (ext) that only an imported entity
;   names: reverse attaches it to the function declaration of its linkage
;   name, and puts the local imported entity in its subprogram's retained
;   nodes.  Forward writes the subprograms of declarations (retained or
;   attached) after the imported entities and the nodes the definitions'
;   subprograms retain, so the entity names ext first either way;
; - the variable of a dropped #dbg_declare (of poison: no storage): reverse
;   retains every variable in its subprogram.  Forward writes it with the
;   nodes its subprogram retains, not at the record (with its type and
;   lexical block).
; RUN: %lspv %s --spirv-ext=+SPV_KHR_untyped_pointers -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc --spirv-ext=+SPV_KHR_untyped_pointers -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.100.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.100.spv %}
; RUN: %lspv -r --exact-roundtrip %t.100.spv -o %t.100.bc
; RUN: %lspv %t.100.bc --spirv-debug-info-version=nonsemantic-shader-100 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.100.2.spv
; RUN: cmp %t.100.spv %t.100.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r --exact-roundtrip %t.200.spv -o %t.200.bc
; RUN: %lspv %t.200.bc --spirv-debug-info-version=nonsemantic-shader-200 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.200.2.spv
; RUN: cmp %t.200.spv %t.200.2.spv
;
; SPV: String [[#F:]] "f"
; SPV: String [[#IMP:]] "imp"
; SPV: String [[#EXT:]] "ext"
; SPV: String [[#V:]] "v"
; SPV: String [[#BLK:]] "blk_var"
; SPV: String [[#G:]] "s"
; SPV: String [[#S:]] "S"
; SPV: String [[#T:]] "T"
; SPV: DebugFunction [[#F]]
; SPV: DebugFunctionDeclaration [[#EXT]]
; SPV: DebugImportedEntity [[#IMP]]
; SPV: DebugLocalVariable [[#V]]
; SPV: DebugLexicalBlock
; SPV: DebugLocalVariable [[#BLK]]
; SPV: DebugTypeComposite [[#S]]
; SPV: DebugGlobalVariable [[#G]]
; SPV: DebugTypedef [[#T]]
; SPV-NOT: DebugDeclare
;
; IR-DAG: !DICompileUnit({{.*}}retainedTypes: [[RT:![0-9]+]]
; IR-DAG: [[RT]] = !{[[TD:![0-9]+]]}
; IR-DAG: [[TD]] = !DIDerivedType(tag: DW_TAG_typedef, name: "T"
; IR-DAG: !DILocalVariable(name: "blk_var"
; IR-DAG: declare !dbg [[EXTSP:![0-9]+]] spir_func void @ext()
; IR-DAG: [[EXTSP]] = !DISubprogram(name: "ext"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32 }

@s = addrspace(1) global %struct.S zeroinitializer, align 4, !dbg !20

define spir_func void @f(i32 %x) !dbg !5 {
entry:
    #dbg_declare(ptr poison, !9, !DIExpression(), !11)
    #dbg_declare(ptr poison, !30, !DIExpression(), !32)
  call spir_func void @ext(), !dbg !11
  ret void, !dbg !12
}

declare spir_func void @ext()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "clang", emissionKind: FullDebug, retainedTypes: !2, imports: !15, globals: !19)
!1 = !DIFile(filename: "o.cpp", directory: "/src")
!2 = !{!23, !26}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", linkageName: "f", scope: !1, file: !1, line: 2, type: !6, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!9}
!9 = !DILocalVariable(name: "v", scope: !5, file: !1, line: 3, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DILocation(line: 3, column: 5, scope: !5)
!12 = !DILocation(line: 5, column: 1, scope: !5)
!15 = !{!16}
!16 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "imp", scope: !5, entity: !17, file: !1, line: 4)
!17 = !DISubprogram(name: "ext", linkageName: "ext", scope: !1, file: !1, line: 1, type: !6, spFlags: 0)
!19 = !{!20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "s", scope: !0, file: !1, line: 7, type: !23, isLocal: false, isDefinition: true)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 6, size: 32, elements: !24)
!24 = !{!25}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !23, file: !1, line: 6, baseType: !10, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !1, line: 8, baseType: !10)
!30 = !DILocalVariable(name: "blk_var", scope: !31, file: !1, line: 4, type: !10)
!31 = distinct !DILexicalBlock(scope: !5, file: !1, line: 4, column: 3)
!32 = !DILocation(line: 4, column: 5, scope: !31)
