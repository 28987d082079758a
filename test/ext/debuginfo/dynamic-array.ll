; Arrays whose bounds are no constant counts from 0 (Fortran: lower bounds,
; bounds held in variables or computed by expressions, strides, a layout
; known at run time only) in NonSemantic.Shader.DebugInfo.200: each subrange
; is a DebugTypeSubrange (Lower Upper Count [Stride]: a 64-bit constant, a
; variable, an expression or DebugInfoNone), the array a
; DebugTypeArrayDynamic (Base DataLocation Associated Allocated Rank
; Subranges...).  spirv-val reads .200 with .100's grammar and takes no
; .200 type where a type goes: references name a DebugInfoNone whose
; operand is the array, which reverse reads as the array.  An array of
; constant counts stays a DebugTypeArray; the older sets write counts only.
; RUN: %lspv --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.ocl.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.ocl.spv %}
; RUN: %lspv -to-text %t.ocl.spv -o - | FileCheck %s --check-prefix=OCL
;
; SPV-DAG: String [[LEN:[0-9]+]] "len"
; SPV-DAG: TypeInt [[I64:[0-9]+]] 64 0
; SPV-DAG: Constant [[I64]] [[THREE:[0-9]+]] 3 0 {{$}}
; SPV-DAG: Constant {{[0-9]+}} [[TEN:[0-9]+]] 10 {{$}}
; SPV: ExtInst {{[0-9]+}} [[NONE:[0-9]+]] {{[0-9]+}} DebugInfoNone {{$}}
; SPV: ExtInst {{[0-9]+}} [[BASE:[0-9]+]] {{[0-9]+}} DebugTypeBasic
; SPV: ExtInst {{[0-9]+}} [[LOC:[0-9]+]] {{[0-9]+}} DebugExpression {{[0-9]+ [0-9]+}} {{$}}
; SPV: ExtInst {{[0-9]+}} [[LB:[0-9]+]] {{[0-9]+}} DebugExpression {{[0-9]+ [0-9]+ [0-9]+}} {{$}}
; SPV: ExtInst {{[0-9]+}} [[ST:[0-9]+]] {{[0-9]+}} DebugExpression {{[0-9]+ [0-9]+ [0-9]+}} {{$}}
; SPV: ExtInst {{[0-9]+}} [[SR:[0-9]+]] {{[0-9]+}} DebugTypeSubrange [[LB]] [[NONE]] [[NONE]] [[ST]] {{$}}
; SPV: ExtInst {{[0-9]+}} [[DYN:[0-9]+]] {{[0-9]+}} DebugTypeArrayDynamic [[BASE]] [[LOC]] [[NONE]] [[NONE]] [[NONE]] [[SR]] {{$}}
; SPV: ExtInst {{[0-9]+}} [[STANDIN:[0-9]+]] {{[0-9]+}} DebugInfoNone [[DYN]] {{$}}
; SPV: DebugLocalVariable {{[0-9]+}} [[STANDIN]]
; SPV: ExtInst {{[0-9]+}} [[LENVAR:[0-9]+]] {{[0-9]+}} DebugLocalVariable [[LEN]]
; SPV: ExtInst {{[0-9]+}} [[SR2:[0-9]+]] {{[0-9]+}} DebugTypeSubrange [[THREE]] [[LENVAR]] [[NONE]] {{$}}
; SPV: ExtInst {{[0-9]+}} [[DYN2:[0-9]+]] {{[0-9]+}} DebugTypeArrayDynamic [[BASE]] [[NONE]] [[NONE]] [[NONE]] [[NONE]] [[SR2]] {{$}}
; SPV: ExtInst {{[0-9]+}} [[STANDIN2:[0-9]+]] {{[0-9]+}} DebugInfoNone [[DYN2]] {{$}}
; SPV: DebugTypePointer [[STANDIN2]]
; SPV: DebugTypeArray [[BASE]] [[TEN]] {{$}}
; SPV-NOT: DebugTypeArrayDynamic
;
; IR-DAG: !DILocalVariable(name: "a", {{.*}}type: [[A:![0-9]+]])
; IR-DAG: [[A]] = !DICompositeType(tag: DW_TAG_array_type, baseType: [[INT:![0-9]+]], size: 32, elements: [[AEL:![0-9]+]], dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
; IR-DAG: [[AEL]] = !{[[ASR:![0-9]+]]}
; IR-DAG: [[ASR]] = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref))
; IR-DAG: [[LENV:![0-9]+]] = !DILocalVariable(name: "len",
; IR-DAG: !DILocalVariable(name: "p", {{.*}}type: [[P:![0-9]+]])
; IR-DAG: [[P]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: [[B:![0-9]+]], size: 64)
; IR-DAG: [[B]] = !DICompositeType(tag: DW_TAG_array_type, baseType: [[INT]], size: 32, elements: [[BEL:![0-9]+]])
; IR-DAG: [[BEL]] = !{[[BSR:![0-9]+]]}
; IR-DAG: [[BSR]] = !DISubrange(lowerBound: 3, upperBound: [[LENV]])
; IR-DAG: !DICompositeType(tag: DW_TAG_array_type, baseType: [[INT]], size: 320, elements: [[CEL:![0-9]+]])
; IR-DAG: [[CEL]] = !{[[CSR:![0-9]+]]}
; IR-DAG: [[CSR]] = !DISubrange(count: 10)
; IR-DAG: !llvm.dbg.cu
;
; OCL-NOT: DebugTypeSubrange
; OCL-NOT: DebugTypeArrayDynamic
; OCL-NOT: DebugInfoNone {{[0-9]+}}
; OCL: DebugTypeArray
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !5 {
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!21, !22}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "a Fortran compiler", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "dyn.f90", directory: "/src")
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!9, !13, !14, !18}
!9 = !DILocalVariable(name: "a", scope: !5, file: !1, line: 2, type: !10)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, elements: !11, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref))
!11 = !{!23}
!23 = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 16, DW_OP_deref))
!12 = !DIBasicType(name: "INTEGER*4", size: 32, encoding: DW_ATE_signed)
!13 = !DILocalVariable(name: "len", scope: !5, file: !1, line: 3, type: !24)
!24 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_signed)
!14 = !DILocalVariable(name: "p", scope: !5, file: !1, line: 4, type: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, elements: !17)
!17 = !{!25}
!25 = !DISubrange(lowerBound: 3, upperBound: !13)
!18 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 5, type: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 10)
!20 = !DILocation(line: 6, column: 1, scope: !5)
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 7, !"Dwarf Version", i32 4}
