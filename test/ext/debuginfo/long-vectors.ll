; Vectors in debug info: reverse sizes a vector as the next power of two of
; its components times the component's size (a 3-component vector takes the
; storage of 4), as clang does.  A vector of 8 stays a DebugTypeVector
; (spirv-val refuses more than 4 components, but an array would lose
; DIFlagVector): no spirv-val here.
; RUN: %lspv %s -o %t.spv
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: ExtInst [[#]] [[#FLT:]] [[#]] DebugTypeBasic {{.*}} 3 {{$}}
; SPV-DAG: DebugTypeVector [[#FLT]] 3 {{$}}
; SPV-DAG: DebugTypeVector [[#FLT]] 8 {{$}}
; SPV-NOT: DebugTypeArray
;
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[F:![0-9]+]], size: 128, flags: DIFlagVector, elements: [[E3:![0-9]+]])
; IR-DAG: [[E3]] = !{[[S3:![0-9]+]]}
; IR-DAG: [[S3]] = !DISubrange(count: 3{{[,)]}}
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[F]], size: 256, flags: DIFlagVector, elements: [[E8:![0-9]+]])
; IR-DAG: [[E8]] = !{[[S8:![0-9]+]]}
; IR-DAG: [[S8]] = !DISubrange(count: 8{{[,)]}}
; IR-DAG: [[F]] = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
; IR-NOT: size: 96

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@v3 = addrspace(1) global <3 x float> zeroinitializer, align 16, !dbg !0
@v8 = addrspace(1) global <8 x float> zeroinitializer, align 32, !dbg !20

!llvm.dbg.cu = !{!8}
!llvm.module.flags = !{!11, !12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = !DIGlobalVariable(name: "v3", scope: !8, file: !2, line: 2, type: !3, isLocal: false, isDefinition: true)
!2 = !DIFile(filename: "v.cl", directory: "/tmp")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !4)
!4 = !{!5}
!5 = !DISubrange(count: 3)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10)
!10 = !{!0, !20}
!11 = !{i32 2, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = !DIGlobalVariable(name: "v8", scope: !8, file: !2, line: 3, type: !22, isLocal: false, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 8)
