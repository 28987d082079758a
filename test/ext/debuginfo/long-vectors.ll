; Vectors in debug info: reverse sizes a vector as the next power of two of
; its components times the component's size (a 3-component vector takes the
; storage of 4), as clang does.  spirv-val refuses a DebugTypeVector of more
; than 4 components: a vector of 8 is a DebugTypeArray of 8 over a
; DebugTypeVector of one component, which reverse reads back as one vector
; (DIFlagVector kept).
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
; RUN: %lspv -r %t.ns.spv -o %t.ns.rt.bc
; RUN: %opt -passes=verify %t.ns.rt.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: ExtInst [[#]] [[#FLT:]] [[#]] DebugTypeBasic {{.*}} 3 {{$}}
; SPV-DAG: DebugTypeVector [[#FLT]] 3 {{$}}
; SPV-DAG: ExtInst [[#]] [[#ONE:]] [[#]] DebugTypeVector [[#FLT]] 1 {{$}}
; SPV-DAG: Constant [[#]] [[#EIGHT:]] 8 {{$}}
; SPV-DAG: DebugTypeArray [[#ONE]] [[#EIGHT]] {{$}}
; SPV-DAG: DebugTypeArray [[#FLT]] [[#EIGHT]] {{$}}
; SPV-NOT: DebugTypeVector [[#FLT]] 8
;
; NS-DAG: Constant [[#]] [[#NS1:]] 1 {{$}}
; NS-DAG: Constant [[#]] [[#NS8:]] 8 {{$}}
; NS-DAG: ExtInst [[#]] [[#NSONE:]] [[#]] DebugTypeVector [[#]] [[#NS1]] {{$}}
; NS-DAG: DebugTypeArray [[#NSONE]] [[#NS8]] {{$}}
;
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[F:![0-9]+]], size: 128, flags: DIFlagVector, elements: [[E3:![0-9]+]])
; IR-DAG: [[E3]] = !{[[S3:![0-9]+]]}
; IR-DAG: [[S3]] = !DISubrange(count: 3{{[,)]}}
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[F]], size: 256, flags: DIFlagVector, elements: [[E8:![0-9]+]])
; IR-DAG: [[E8]] = !{[[S8:![0-9]+]]}
; IR-DAG: [[S8]] = !DISubrange(count: 8{{[,)]}}
; IR-DAG: [[F]] = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
; The negative case: an array of 8 floats (over the DebugTypeBasic, not a
; vector of one) stays an array.
; IR-DAG: !DIGlobalVariable(name: "a8", {{.*}}type: [[A8:![0-9]+]]
; IR-DAG: [[A8]] = !DICompositeType(tag: DW_TAG_array_type, baseType: [[F]], size: 256, elements: [[E8]])
; IR-NOT: size: 96

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@v3 = addrspace(1) global <3 x float> zeroinitializer, align 16, !dbg !0
@v8 = addrspace(1) global <8 x float> zeroinitializer, align 32, !dbg !20
@a8 = addrspace(1) global [8 x float] zeroinitializer, align 4, !dbg !30

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
!10 = !{!0, !20, !30}
!11 = !{i32 2, !"Dwarf Version", i32 4}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = !DIGlobalVariable(name: "v8", scope: !8, file: !2, line: 3, type: !22, isLocal: false, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, flags: DIFlagVector, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 8)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = !DIGlobalVariable(name: "a8", scope: !8, file: !2, line: 4, type: !32, isLocal: false, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 256, elements: !24)
