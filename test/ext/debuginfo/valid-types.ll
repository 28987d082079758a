; Debug types spirv-val refuses as llvm-spirv writes them, written valid:
; - a typedef of void (no base): spirv-val takes only a DebugTypeBasic as a
;   DebugTypedef's base; it names a DebugTypeBasic "void" of size 0,
;   encoding Unspecified (0), which reverse reads back as no base;
; - a vector of a typedef: DebugTypeVector's base is the basic type under it;
; - an array of unknown count (count: -1): a 64-bit constant -1, never
;   DebugInfoNone (spirv-val takes an OpConstant or a variable only);
; - a member whose scope is not the composite listing it: its Parent is the
;   composite (spirv-val wants a DebugTypeComposite there);
; - a subprogram without type: a DebugTypeFunction returning void;
; - a pointer to member: Parent is its class (LLVM's extraData), not its
;   scope (the verifier refuses a pointer to member without class);
; - reverse: a global of the unit has the unit as its scope (as clang
;   writes it), and the unit keeps LLVM's default split debug inlining;
; - a basic type of DW_ATE_complex_float (no encoding in this set,
;   Unspecified): an unspecified type on reverse, as llvm-spirv reads it.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[#VOIDS:]] "void"
; SPV-DAG: String [[#X:]] "x"
; SPV-DAG: TypeInt [[#I64:]] 64 0
; SPV-DAG: Constant [[#I64]] [[#MINUS1:]] 4294967295 4294967295
; SPV-DAG: TypeVoid [[#VOID:]]
; SPV-DAG: ExtInst [[#]] [[#VB:]] [[#]] DebugTypeBasic [[#VOIDS]] [[#]] 0 {{$}}
; SPV-DAG: ExtInst [[#]] [[#INT:]] [[#]] DebugTypeBasic [[#]] [[#]] 4 {{$}}
; SPV-DAG: DebugTypedef [[#X]] [[#VB]]
; SPV-DAG: DebugTypeVector [[#INT]] 4 {{$}}
; SPV-DAG: DebugTypeArray [[#INT]] [[#MINUS1]] {{$}}
; SPV-DAG: ExtInst [[#]] [[#S:]] [[#]] DebugTypeComposite {{.*}} [[#M:]] {{$}}
; SPV-DAG: ExtInst [[#]] [[#M]] [[#]] DebugTypeMember [[#]] [[#INT]] [[#]] 2 0 [[#S]]
; SPV-DAG: ExtInst [[#]] [[#FT:]] [[#]] DebugTypeFunction 0 [[#VOID]] {{$}}
; SPV-DAG: DebugFunction [[#]] [[#FT]]
; SPV-DAG: ExtInst [[#]] [[#FOO:]] [[#]] DebugTypeComposite [[#FOOS:]]
; SPV-DAG: String [[#FOOS]] "Foo"
; SPV-DAG: DebugTypePtrToMember{{,?}} [[#INT]] [[#FOO]] {{$}}
; SPV-NOT: DebugTypeArray {{.*}} [[#]] {{$}}
;
; IR-DAG: !DIGlobalVariable(name: "p", scope: [[CU:![0-9]+]],
; IR-DAG: [[CU]] = distinct !DICompileUnit({{.*}}, globals: ![[#]]){{$}}
; IR-DAG: !DIDerivedType(tag: DW_TAG_typedef, name: "x", {{.*}}line: 1, baseType: null)
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[INT:![0-9]+]], size: 128, flags: DIFlagVector
; IR-DAG: [[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
; IR-DAG: !DISubrange(count: -1{{[,)]}}
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "c", scope: [[S:![0-9]+]]
; IR-DAG: [[S]] = {{.*}}!DICompositeType(tag: DW_TAG_structure_type, name: "s"
; IR-DAG: !DIBasicType(tag: DW_TAG_unspecified_type, name: "complex")
; IR-DAG: !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: [[INT]], {{.*}}extraData: [[FOO:![0-9]+]])
; IR-DAG: [[FOO]] = {{(distinct )?}}!DICompositeType(tag: DW_TAG_structure_type, name: "Foo"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@p = addrspace(1) global ptr addrspace(4) null, align 8, !dbg !0
@v = addrspace(1) global <4 x i32> zeroinitializer, align 16, !dbg !20
@a = addrspace(1) global [1 x i32] zeroinitializer, align 4, !dbg !30
@s = addrspace(1) global i32 0, align 4, !dbg !40
@c = addrspace(1) global { float, float } zeroinitializer, align 4, !dbg !50
@m = addrspace(1) global i64 0, align 8, !dbg !70

define spir_func void @f() !dbg !60 {
entry:
  ret void, !dbg !61
}

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!11, !12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = !DIGlobalVariable(name: "p", scope: !8, file: !2, line: 2, type: !3, isLocal: false, isDefinition: true)
!2 = !DIFile(filename: "t.cpp", directory: "/tmp")
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "x", file: !2, line: 1, baseType: null)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10)
!10 = !{!0, !20, !30, !40, !50, !70}
!11 = !{i32 2, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = !DIGlobalVariable(name: "v", scope: !8, file: !2, line: 3, type: !22, isLocal: false, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 128, flags: DIFlagVector, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !2, line: 4, baseType: !7)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = !DIGlobalVariable(name: "a", scope: !8, file: !2, line: 5, type: !32, isLocal: false, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: -1)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = !DIGlobalVariable(name: "s", scope: !8, file: !2, line: 6, type: !42, isLocal: false, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "s", file: !2, line: 1, size: 32, elements: !43)
!43 = !{!44}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !8, file: !2, line: 2, baseType: !7, size: 32)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = !DIGlobalVariable(name: "c", scope: !8, file: !2, line: 7, type: !52, isLocal: false, isDefinition: true)
!52 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!60 = distinct !DISubprogram(name: "f", scope: !2, file: !2, line: 8, type: null, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !8)
!61 = !DILocation(line: 8, scope: !60)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = !DIGlobalVariable(name: "m", scope: !8, file: !2, line: 9, type: !72, isLocal: false, isDefinition: true)
!72 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !7, extraData: !73)
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "Foo", file: !2, line: 1, flags: DIFlagFwdDecl, identifier: "_ZTS3Foo")
