; A variable-length array (SPV_INTEL_variable_length_array) is an
; OpVariableLengthArrayINTEL, which DebugDeclare cannot name (Variable must
; be an OpVariable; llvm-spirv names it and spirv-val refuses that, and
; lspv's checker now too): the declare is the DebugValue of what it points
; to (Deref).  Reverse reads a DebugValue of a run-time-sized alloca whose
; expression is Deref alone back as the declare (llc then describes the
; variable by its storage); any other expression (here Deref, plus_uconst 4:
; the value loaded, plus 4) stays a dbg_value.
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_INTEL_variable_length_array %t.rt.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: sed -e '0,/DebugValue/s/DebugValue/DebugDeclare/' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
;
; SPV: VariableLengthArrayINTEL [[#]] [[#V:]] [[#]]
; SPV-NOT: DebugDeclare
; SPV: DebugValue [[#]] [[#V]] [[#]]
; IR: #dbg_declare(ptr %a, ![[#A:]], !DIExpression(),
; IR: #dbg_value(ptr %a, ![[#B:]], !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4),
; IR-NOT: #dbg_value(ptr %a, ![[#A]]
; IR: ![[#A]] = !DILocalVariable(name: "a"
; IR: ![[#B]] = !DILocalVariable(name: "b"
; BAD: InvalidInstruction: DebugDeclare: Variable {{[0-9]+}} must be an OpVariable or OpFunctionParameter, not OpVariableLengthArrayINTEL

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i64 %n) !dbg !10 {
entry:
  %a = alloca i32, i64 %n, align 4
    #dbg_declare(ptr %a, !20, !DIExpression(), !30)
    #dbg_value(ptr %a, !24, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 4), !30)
  store i32 1, ptr %a, align 4, !dbg !30
  %v = load i32, ptr %a, align 4, !dbg !30
  ret i32 %v, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "vla.c", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !13)
!12 = !{!20, !24}
!13 = !{!14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 2, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, align: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: -1)
!24 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 3, type: !14)
!30 = !DILocation(line: 2, column: 1, scope: !10)
