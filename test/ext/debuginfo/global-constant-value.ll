; Values in debug info without storage: a global variable optimized away
; whose expression gives its value (DW_OP_constu N, DW_OP_stack_value), and
; a static data member's constant (extraData).  spirv-val takes an
; OpVariable, a constant or DebugInfoNone as DebugGlobalVariable's
; Variable (no DebugExpression, which llvm-spirv writes in the non-semantic
; sets): the value is that operand's OpConstant, which reverse reads back
; as the expression; the member's constant is DebugTypeMember's Value.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ns.spv %}
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
;
; SPV-DAG: String [[#LIMIT:]] "limit"
; SPV-DAG: String [[#OTHER:]] "other"
; SPV-DAG: String [[#MAXV:]] "max_value"
; SPV-DAG: Constant [[#]] [[#SEVEN:]] 7 {{$}}
; SPV-DAG: Constant [[#]] [[#C42:]] 42 {{$}}
; SPV-DAG: ExtInst [[#]] [[#NONE:]] [[#]] DebugInfoNone
; SPV-DAG: DebugGlobalVariable [[#LIMIT]] [[#]] [[#]] 3 0 [[#]] [[#]] [[#SEVEN]] [[#]] {{$}}
; SPV-DAG: DebugTypeMember [[#MAXV]] [[#]] [[#]] 2 0 [[#]] [[#]] [[#]] [[#]] [[#C42]] {{$}}
; The negative case: any other expression is no value (DebugInfoNone).
; SPV-DAG: DebugGlobalVariable [[#OTHER]] [[#]] [[#]] 4 0 [[#]] [[#]] [[#NONE]] [[#]] {{$}}
;
; IR-DAG: [[L:![0-9]+]] = distinct !DIGlobalVariable(name: "limit"
; IR-DAG: !DIGlobalVariableExpression(var: [[L]], expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
; IR-DAG: [[O:![0-9]+]] = distinct !DIGlobalVariable(name: "other"
; IR-DAG: !DIGlobalVariableExpression(var: [[O]], expr: !DIExpression())
; IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "max_value", {{.*}}flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 42)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@s = addrspace(1) global i32 0, align 4, !dbg !20

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "g.cpp", directory: "/src")
!2 = !{!10, !12, !20}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!11 = distinct !DIGlobalVariable(name: "limit", scope: !0, file: !1, line: 3, type: !5, isLocal: true, isDefinition: true)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression(DW_OP_constu, 5))
!13 = distinct !DIGlobalVariable(name: "other", scope: !0, file: !1, line: 4, type: !5, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "s", scope: !0, file: !1, line: 5, type: !22, isLocal: false, isDefinition: true)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !23, identifier: "_ZTS1S")
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !1, line: 1, baseType: !5, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "max_value", scope: !22, file: !1, line: 2, baseType: !26, flags: DIFlagStaticMember, extraData: i32 42)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
