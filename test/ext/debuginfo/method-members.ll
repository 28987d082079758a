; OpenCL.DebugInfo.100 lists a class's members as DebugTypeMember,
; DebugFunction or DebugTypeInheritance; spirv-val refuses a
; DebugFunctionDeclaration there, which lspv (and llvm-spirv) wrote for
; every method of a C++ class.  A method declaration is now a DebugFunction
; without FlagIsDefinition whose Function is DebugInfoNone; a definition's
; Declaration operand, which must be a DebugFunctionDeclaration, gets one of
; its own.  Reverse makes both the one declaration DISubprogram the class
; lists, and the definition names it again (without it the verifier drops
; the debug info of every method defined in an ODR class: "definition
; subprograms cannot be nested within DICompositeType").  From clang-22 -g of C++:
;   struct A { int x; int get(); void set(int v); };
;   int A::get() { return x; }  void A::set(int v) { x = v; }
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - 2>&1 | FileCheck %s --check-prefix=IR
; The type of `this` keeps FlagArtificial | FlagObjectPointer (288) through a
; round trip (reverse used to build a plain pointer):
; RUN: %lspv %t.rt.bc -o %t.rt.spv
; RUN: %lspv -to-text %t.rt.spv -o - | FileCheck %s --check-prefix=PTR
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=PTR
; The non-semantic sets keep DebugFunctionDeclaration members.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
;
; SPV: String [[#GET:]] "get"
; SPV: String [[#SET:]] "set"
; SPV: DebugInfoNone
; SPV: ExtInst [[#]] [[#A:]] [[#]] DebugTypeComposite [[#]] 1 [[#]] 1 0 [[#]] [[#]] [[#]] [[#]] [[#X:]] [[#MGET:]] [[#MSET:]] {{$}}
; SPV: ExtInst [[#]] [[#DGET:]] [[#]] DebugFunctionDeclaration [[#GET]] [[#]] [[#]] 1 0 [[#A]] [[#]] 131 {{$}}
; SPV: DebugFunction [[#GET]] [[#]] [[#]] 2 0 [[#A]] [[#]] 139 2 [[#]] [[#DGET]] {{$}}
; SPV: ExtInst [[#]] [[#X]] [[#]] DebugTypeMember
; SPV: ExtInst [[#]] [[#MGET]] [[#]] DebugFunction [[#GET]] [[#]] [[#]] 1 0 [[#A]] [[#]] 131 1 [[#]] {{$}}
; SPV: ExtInst [[#]] [[#MSET]] [[#]] DebugFunction [[#SET]] [[#]] [[#]] 1 0 [[#A]] [[#]] 131 1 [[#]] {{$}}
; SPV: ExtInst [[#]] [[#DSET:]] [[#]] DebugFunctionDeclaration [[#SET]]
; SPV: DebugFunction [[#SET]] [[#]] [[#]] 3 0 [[#A]] [[#]] 139 3 [[#]] [[#DSET]] {{$}}
;
; PTR-DAG: DebugTypePointer [[#]] 7 288 {{$}}
; PTR-DAG: DebugTypePointer [[#]] 7 0 {{$}}
;
; NS: DebugFunctionDecl
; NS-NOT: DebugFunction {{.*}} 131 1
;
; IR-DAG: distinct !DISubprogram(name: "get", linkageName: "_ZN1A3getEv", scope: [[A:![0-9]+]], {{.*}}line: 2, {{.*}}spFlags: DISPFlagDefinition, unit: !{{[0-9]+}}, declaration: [[G:![0-9]+]]
; IR-DAG: distinct !DISubprogram(name: "set", linkageName: "_ZN1A3setEi", scope: [[A]], {{.*}}line: 3, {{.*}}spFlags: DISPFlagDefinition, unit: !{{[0-9]+}}, declaration: [[S:![0-9]+]]
; IR-DAG: [[A]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "A", {{.*}}elements: [[EL:![0-9]+]]
; IR-DAG: [[EL]] = !{[[X:![0-9]+]], [[G]], [[S]]}
; IR-DAG: [[G]] = !DISubprogram(name: "get", linkageName: "_ZN1A3getEv", scope: [[A]], {{.*}}line: 1, {{.*}}scopeLine: 1, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
; IR-DAG: [[S]] = !DISubprogram(name: "set", linkageName: "_ZN1A3setEi", scope: [[A]], {{.*}}line: 1, {{.*}}scopeLine: 1, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
; IR-DAG: !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !{{[0-9]+}}, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer
; IR-NOT: cannot be nested
; IR-NOT: invalid debug info

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32 }

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local spir_func noundef i32 @_ZN1A3getEv(ptr noundef nonnull align 4 dereferenceable(4) %this) #0 align 2 !dbg !6 {
entry:
  %this.addr = alloca ptr, align 8
  store ptr %this, ptr %this.addr, align 8
    #dbg_declare(ptr %this.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !22)
  %this1 = load ptr, ptr %this.addr, align 8
  %x = getelementptr inbounds nuw %struct.A, ptr %this1, i32 0, i32 0, !dbg !23
  %0 = load i32, ptr %x, align 4, !dbg !23
  ret i32 %0, !dbg !24
}

; Function Attrs: mustprogress noinline nounwind optnone
define dso_local spir_func void @_ZN1A3setEi(ptr noundef nonnull align 4 dereferenceable(4) %this, i32 noundef %v) #0 align 2 !dbg !25 {
entry:
  %this.addr = alloca ptr, align 8
  %v.addr = alloca i32, align 4
  store ptr %this, ptr %this.addr, align 8
    #dbg_declare(ptr %this.addr, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store i32 %v, ptr %v.addr, align 4
    #dbg_declare(ptr %v.addr, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %this1 = load ptr, ptr %this.addr, align 8
  %0 = load i32, ptr %v.addr, align 4, !dbg !30
  %x = getelementptr inbounds nuw %struct.A, ptr %this1, i32 0, i32 0, !dbg !31
  store i32 %0, ptr %x, align 4, !dbg !32
  ret void, !dbg !33
}

attributes #0 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!6 = distinct !DISubprogram(name: "get", linkageName: "_ZN1A3getEv", scope: !8, file: !7, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, retainedNodes: !19)
!7 = !DIFile(filename: "m.cpp", directory: "")
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !7, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS1A")
!9 = !{!10, !12, !16}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !8, file: !7, line: 1, baseType: !11, size: 32)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DISubprogram(name: "get", linkageName: "_ZN1A3getEv", scope: !8, file: !7, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !14)
!14 = !{!11, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 0)
!16 = !DISubprogram(name: "set", linkageName: "_ZN1A3setEi", scope: !8, file: !7, line: 1, type: !17, scopeLine: 1, flags: DIFlagPrototyped, spFlags: 0)
!17 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !18)
!18 = !{null, !15, !11}
!19 = !{}
!20 = !DILocalVariable(name: "this", arg: 1, scope: !6, type: !21, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 0)
!22 = !DILocation(line: 0, scope: !6)
!23 = !DILocation(line: 2, column: 23, scope: !6)
!24 = !DILocation(line: 2, column: 16, scope: !6)
!25 = distinct !DISubprogram(name: "set", linkageName: "_ZN1A3setEi", scope: !8, file: !7, line: 3, type: !17, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !16, retainedNodes: !19)
!26 = !DILocalVariable(name: "this", arg: 1, scope: !25, type: !21, flags: DIFlagArtificial | DIFlagObjectPointer)
!27 = !DILocation(line: 0, scope: !25)
!28 = !DILocalVariable(name: "v", arg: 2, scope: !25, file: !7, line: 3, type: !11)
!29 = !DILocation(line: 3, column: 17, scope: !25)
!30 = !DILocation(line: 3, column: 26, scope: !25)
!31 = !DILocation(line: 3, column: 22, scope: !25)
!32 = !DILocation(line: 3, column: 24, scope: !25)
!33 = !DILocation(line: 3, column: 29, scope: !25)
