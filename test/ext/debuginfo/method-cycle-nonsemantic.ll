; A class whose method takes the class (its `this` pointer) and a struct:
; the chain method definition -> its function type -> pointer -> class ->
; member list -> the method's declaration -> the same function type.  The
; non-semantic sets allow no forward reference: lspv used to end that cycle
; in DebugInfoNone at the declaration's Type and Parent (spirv-val refuses
; both; reverse built a declaration without type, on which llc crashed
; writing DWARF), and listed methods as DebugFunctionDeclaration (spirv-val
; wants DebugFunction in a member list).  Now the function type gets a copy
; of its own in the cycle, the Parent still being written gives way to its
; own scope, reverse scopes a listed method in the composite that lists it,
; and every subprogram gets a subroutine type.  From clang-22 -g of:
;   struct Point { int x, y; };
;   class Shape { public: int area(Point p); static int count(Shape *s); };
;   int Shape::area(Point p) { return p.x * p.y; }
;   int Shape::count(Shape *s) { return s ? 1 : 0; }
; RUN: %lspv %s -o %t.spv --spirv-debug-info-version=nonsemantic-shader-100
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=x86_64-linux-gnu -filetype=obj %t.rt.bc -o %t.o
; RUN: %llvm-dwarfdump --debug-info %t.o | FileCheck %s --check-prefix=DWARF
;
; RUN: %lspv %s -o %t2.spv --spirv-debug-info-version=nonsemantic-shader-200
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t2.spv %}
; RUN: %lspv -r %t2.spv -o %t2.rt.bc
; RUN: %opt -passes=verify %t2.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=x86_64-linux-gnu -filetype=obj %t2.rt.bc -o %t2.o
; RUN: %llvm-dwarfdump --debug-info %t2.o | FileCheck %s --check-prefix=DWARF
;
; RUN: %lspv %s -o %t3.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t3.spv %}
; RUN: %lspv -r %t3.spv -o %t3.rt.bc
; RUN: %opt -passes=verify %t3.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %llc -mtriple=x86_64-linux-gnu -filetype=obj %t3.rt.bc -o %t3.o
; RUN: %llvm-dwarfdump --debug-info %t3.o | FileCheck %s --check-prefix=DWARF
;
; The negative case: subprograms whose Type is DebugInfoNone (as another
; producer may write them) still reverse to subprograms llc can write.
; RUN: awk '/DebugInfoNone/ { n = $4 } $6 == "DebugFunction" || $6 == "DebugFunctionDeclaration" { $8 = n } { print }' %t.spt > %t.none.spt
; RUN: FileCheck %s --input-file=%t.none.spt --check-prefix=NOTY
; RUN: %lspv -to-binary %t.none.spt -o %t.none.spv
; RUN: %lspv -r %t.none.spv -o %t.none.bc
; RUN: %opt -passes=verify %t.none.bc -S -o - | FileCheck %s --check-prefix=IR-NOTY
; RUN: %llc -mtriple=x86_64-linux-gnu -filetype=obj %t.none.bc -o %t.none.o
;
; SPV-DAG: ExtInst [[#]] [[#NONE:]] [[#]] DebugInfoNone
; SPV-DAG: ExtInst [[#]] [[#FT:]] [[#]] DebugTypeFunction [[#]] [[#]] [[#]] [[#]]
; SPV-DAG: ExtInst [[#]] [[#AREA:]] [[#]] DebugFunction [[#]] [[#FT]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] {{$}}
; SPV-DAG: ExtInst [[#]] [[#]] [[#]] DebugTypeComposite {{.*}} [[#AREA]] [[#]] {{$}}
; SPV-DAG: ExtInst [[#]] [[#DECL:]] [[#]] DebugFunctionDeclaration [[#]] [[#DFT:]] 
; SPV-DAG: ExtInst [[#]] [[#DFT]] [[#]] DebugTypeFunction 
; SPV-NOT: DebugFunctionDeclaration [[#]] [[#NONE]]
;
; IR-DAG: distinct !DISubprogram(name: "area", {{.*}}spFlags: DISPFlagDefinition, {{.*}}declaration: [[AREA:![0-9]+]]
; IR-DAG: [[AREA]] = !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaE5Point", scope: [[SHAPE:![0-9]+]], {{.*}}type: [[AT:![0-9]+]]
; IR-DAG: [[AT]] = !DISubroutineType(types: [[ATL:![0-9]+]])
; IR-DAG: [[ATL]] = !{[[INT:![0-9]+]], {{![0-9]+}}, [[POINT:![0-9]+]]}
; IR-DAG: [[POINT]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "Point"
; IR-DAG: [[SHAPE]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_class_type, name: "Shape", {{.*}}elements: [[EL:![0-9]+]]
; IR-DAG: [[EL]] = !{[[AREA]], [[COUNT:![0-9]+]]}
; IR-DAG: [[COUNT]] = !DISubprogram(name: "count", {{.*}}scope: [[SHAPE]], {{.*}}type: !{{[0-9]+}}, {{.*}}DIFlagStaticMember
;
; NOTY: ExtInst [[#]] [[#N:]] [[#]] DebugInfoNone
; NOTY: DebugFunction [[#]] [[#N]] [[#]]
; NOTY: DebugFunctionDeclaration [[#]] [[#N]] [[#]]
; IR-NOTY-DAG: = !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaE5Point", scope: {{![0-9]+}}, {{.*}}type: [[T:![0-9]+]]
; IR-NOTY-DAG: [[T]] = !DISubroutineType(types: [[E:![0-9]+]])
; IR-NOTY-DAG: [[E]] = !{}
;
; DWARF: DW_TAG_class_type
; DWARF-NEXT: DW_AT_calling_convention
; DWARF-NEXT: DW_AT_name ("Shape")
; DWARF-NOT: NULL
; DWARF: DW_TAG_subprogram
; DWARF-NEXT: DW_AT_linkage_name ("_ZN5Shape4areaE5Point")
; DWARF-NEXT: DW_AT_name ("area")
; DWARF-NOT: NULL
; DWARF: DW_AT_declaration (true)
; DWARF: DW_TAG_subprogram
; DWARF: DW_AT_specification ({{.*}} "_ZN5Shape4areaE5Point")

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.Point = type { i32, i32 }

; Function Attrs: mustprogress noinline nounwind
define dso_local spir_func noundef i32 @_ZN5Shape4areaE5Point(ptr noundef nonnull align 1 dereferenceable(1) %0, ptr noundef byval(%struct.Point) align 4 %1) #0 align 2 !dbg !7 {
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_declare(ptr %1, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds nuw %struct.Point, ptr %1, i32 0, i32 0, !dbg !28
  %6 = load i32, ptr %5, align 4, !dbg !28
  %7 = getelementptr inbounds nuw %struct.Point, ptr %1, i32 0, i32 1, !dbg !29
  %8 = load i32, ptr %7, align 4, !dbg !29
  %9 = mul nsw i32 %6, %8, !dbg !30
  ret i32 %9, !dbg !31
}

; Function Attrs: mustprogress noinline nounwind
define dso_local spir_func noundef i32 @_ZN5Shape5countEPS_(ptr noundef %0) #0 align 2 !dbg !32 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %3 = load ptr, ptr %2, align 8, !dbg !35
  %4 = icmp ne ptr %3, null, !dbg !35
  %5 = zext i1 %4 to i64, !dbg !35
  %6 = select i1 %4, i32 1, i32 0, !dbg !35
  ret i32 %6, !dbg !36
}

attributes #0 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "meth.cpp", directory: "/work")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = distinct !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaE5Point", scope: !8, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !10, retainedNodes: !23)
!8 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Shape", file: !1, line: 2, size: 8, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS5Shape")
!9 = !{!10, !19}
!10 = !DISubprogram(name: "area", linkageName: "_ZN5Shape4areaE5Point", scope: !8, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!11 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !12)
!12 = !{!13, !14, !15}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 0)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Point", file: !1, line: 1, size: 64, flags: DIFlagTypePassByValue, elements: !16, identifier: "_ZTS5Point")
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !15, file: !1, line: 1, baseType: !13, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !15, file: !1, line: 1, baseType: !13, size: 32, offset: 32)
!19 = !DISubprogram(name: "count", linkageName: "_ZN5Shape5countEPS_", scope: !8, file: !1, line: 5, type: !20, scopeLine: 5, flags: DIFlagPublic | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!20 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !21)
!21 = !{!13, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 0)
!23 = !{}
!24 = !DILocalVariable(name: "this", arg: 1, scope: !7, type: !22, flags: DIFlagArtificial | DIFlagObjectPointer)
!25 = !DILocation(line: 0, scope: !7)
!26 = !DILocalVariable(name: "p", arg: 2, scope: !7, file: !1, line: 7, type: !15)
!27 = !DILocation(line: 7, column: 23, scope: !7)
!28 = !DILocation(line: 7, column: 37, scope: !7)
!29 = !DILocation(line: 7, column: 43, scope: !7)
!30 = !DILocation(line: 7, column: 39, scope: !7)
!31 = !DILocation(line: 7, column: 28, scope: !7)
!32 = distinct !DISubprogram(name: "count", linkageName: "_ZN5Shape5countEPS_", scope: !8, file: !1, line: 8, type: !20, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !19, retainedNodes: !23)
!33 = !DILocalVariable(name: "s", arg: 1, scope: !32, file: !1, line: 8, type: !22)
!34 = !DILocation(line: 8, column: 25, scope: !32)
!35 = !DILocation(line: 8, column: 37, scope: !32)
!36 = !DILocation(line: 8, column: 30, scope: !32)
