; Debug info of clang -O2 -g OpenCL kernels reaches a fixpoint (issues 16,
; 19): forward(reverse(forward(x))) is forward(x), in every set.
; - The subprograms of called declarations come back in the unit's retained
;   types in the module's order (reverse declares the functions in another
;   order, popcount and convert_float come back as instructions without a
;   declaration), then the retained types no record names (the typedef
;   ushort, which forward writes after the global variables): the second
;   forward writes them in the first one's order.
; - A vector over a typedef of float and one over float are one
;   DebugTypeVector (reverse makes one node of them); uchar4 stays apart
;   (the negative case).
; - A record whose expression has no form in the set and a record with an
;   empty expression share one DebugExpression, and the dropped expression
;   leaves no record behind.
; - The variables of globals a record cannot name (untyped pointers) follow
;   the declarations, where reverse puts them.
; RUN: %lspv %s --spirv-ext=+SPV_KHR_untyped_pointers -o %t.spv 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc --spirv-ext=+SPV_KHR_untyped_pointers -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -r --exact-roundtrip %t.200.spv -o %t.200.bc
; RUN: %lspv %t.200.bc --spirv-debug-info-version=nonsemantic-shader-200 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.200.2.spv
; RUN: cmp %t.200.spv %t.200.2.spv
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.100.spv
; RUN: %lspv -r --exact-roundtrip %t.100.spv -o %t.100.bc
; RUN: %lspv %t.100.bc --spirv-debug-info-version=nonsemantic-shader-100 --spirv-ext=+SPV_KHR_untyped_pointers -o %t.100.2.spv
; RUN: cmp %t.100.spv %t.100.2.spv
;
; WARN-COUNT-1: debug expression operation 0x1001 has no DebugOperation form
; WARN-NOT: debug expression operation
;
; SPV-DAG: String [[#USHORT:]] "ushort"
; SPV-DAG: String [[#GID:]] "get_global_id"
; SPV-DAG: String [[#POP:]] "popcount"
; SPV-DAG: String [[#CONV:]] "convert_float"
; SPV-DAG: String [[#EXT:]] "ext_fn"
; SPV-DAG: String [[#SAT:]] "convert_uchar4_sat"
; SPV-DAG: String [[#COUNTER:]] "counter"
; SPV: DebugTypeVector [[#]] 4
; SPV-NOT: DebugTypeVector
; SPV: DebugFunctionDeclaration [[#GID]]
; SPV: DebugFunctionDeclaration [[#POP]]
; SPV: DebugFunctionDeclaration [[#CONV]]
; SPV: DebugFunctionDeclaration [[#EXT]]
; SPV: DebugTypeVector [[#]] 4
; SPV-NOT: DebugTypeVector
; SPV: DebugFunctionDeclaration [[#SAT]]
; SPV: DebugGlobalVariable [[#COUNTER]]
; SPV: DebugTypedef [[#USHORT]]
; SPV: DebugExpression {{$}}
; SPV-NOT: DebugExpression {{$}}
; SPV-NOT: DebugOperation
;
; IR-DAG: !DICompileUnit({{.*}}retainedTypes: [[RT:![0-9]+]]
; IR-DAG: [[RT]] = !{[[GIDSP:![0-9]+]], [[POPSP:![0-9]+]], [[CONVSP:![0-9]+]], [[EXTSP:![0-9]+]], [[SATSP:![0-9]+]], [[T:![0-9]+]]}
; IR-DAG: [[T]] = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort"
; IR-DAG: [[GIDSP]] = !DISubprogram(name: "get_global_id"
; IR-DAG: [[POPSP]] = !DISubprogram(name: "popcount"
; IR-DAG: [[CONVSP]] = !DISubprogram(name: "convert_float"
; IR-DAG: [[EXTSP]] = !DISubprogram(name: "ext_fn"
; IR-DAG: [[SATSP]] = !DISubprogram(name: "convert_uchar4_sat"
; IR-DAG: declare !dbg [[EXTSP]] {{.*}}@ext_fn(

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 5, align 4, !dbg !30
@scale = addrspace(1) global float 2.0, align 4, !dbg !33

define spir_kernel void @k(ptr addrspace(1) %out, <4 x float> %v) !dbg !5 {
entry:
  %g = tail call spir_func i64 @_Z13get_global_idj(i32 0), !dbg !9
  %x = trunc i64 %g to i32, !dbg !9
  %p = tail call spir_func i32 @_Z8popcountj(i32 %x), !dbg !9
  %f = tail call spir_func float @_Z13convert_floati(i32 %p), !dbg !9
  %e = tail call spir_func i32 @ext_fn(i32 %p), !dbg !10
  %c = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> %v), !dbg !10
  %b = icmp ne i32 %e, 0, !dbg !10
    #dbg_value(i1 %b, !21, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !10)
    #dbg_value(i32 %e, !22, !DIExpression(), !10)
  %l = load i32, ptr addrspace(1) @counter, align 4, !dbg !10
  %s = add i32 %e, %l, !dbg !10
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !10
  ret void, !dbg !11
}

declare !dbg !12 spir_func i64 @_Z13get_global_idj(i32)
declare !dbg !15 spir_func i32 @_Z8popcountj(i32)
declare !dbg !16 spir_func float @_Z13convert_floati(i32)
declare !dbg !18 spir_func i32 @ext_fn(i32)
declare !dbg !40 spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float>)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !29)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !{!23}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !26}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, dwarfAddressSpace: 1)
!9 = !DILocation(line: 2, column: 3, scope: !5)
!10 = !DILocation(line: 3, column: 3, scope: !5)
!11 = !DILocation(line: 4, column: 1, scope: !5)
!12 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 2, type: !13, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DISubroutineType(types: !{!24, !25})
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DISubprogram(name: "popcount", linkageName: "_Z8popcountj", scope: !1, file: !1, line: 2, type: !17, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!16 = !DISubprogram(name: "convert_float", linkageName: "_Z13convert_floati", scope: !1, file: !1, line: 2, type: !17, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !{!25, !25})
!18 = !DISubprogram(name: "ext_fn", linkageName: "ext_fn", scope: !1, file: !1, line: 3, type: !17, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "b", scope: !5, file: !1, line: 3, type: !14)
!22 = !DILocalVariable(name: "e", scope: !5, file: !1, line: 3, type: !14)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "ushort", file: !1, line: 9, baseType: !28)
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 128, flags: DIFlagVector, elements: !{!42})
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "float_t", file: !1, line: 8, baseType: !39)
!28 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!29 = !{!30, !33}
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "counter", scope: !0, file: !1, line: 5, type: !14, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "scale", scope: !0, file: !1, line: 6, type: !39, isLocal: false, isDefinition: true)
!39 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!40 = !DISubprogram(name: "convert_uchar4_sat", linkageName: "_Z18convert_uchar4_satDv4_f", scope: !1, file: !1, line: 3, type: !41, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!41 = !DISubroutineType(types: !{!43, !44})
!42 = !DISubrange(count: 4)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 32, flags: DIFlagVector, elements: !{!42})
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, flags: DIFlagVector, elements: !{!42})
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
