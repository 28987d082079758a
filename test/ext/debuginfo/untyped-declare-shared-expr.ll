; Under SPV_KHR_untyped_pointers each #dbg_declare of an alloca becomes a
; DebugValue whose expression gains a Deref (untyped-declare.ll).  The
; declares of one function share one DIExpression (clang -O0 -g gives every
; local the same address-space expression): they share one DebugExpression
; too, as the reversed module's #dbg_value records share the expression
; with DW_OP_deref.  Forward wrote one DebugExpression per declare, so the
; round trip put the variables and the expressions in another order
; (issue 19, every clang -O0 -g kernel).
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %if spirv-val-untyped %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r --spirv-target-env=CL1.2 %t.spv -o %t.cl12.bc
; RUN: %lspv -r --spirv-target-env=SPV-IR %t.spv -o %t.spvir.bc
; RUN: %llvm-dis %t.cl12.bc -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.cl12.bc -o %t.cl12.spv
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.spvir.bc -o %t.spvir.spv
; RUN: cmp %t.spv %t.cl12.spv
; RUN: cmp %t.spv %t.spvir.spv
;
; (The expression is written late, after the module-scope records, as the
; expressions of every body record are.)
; SPV: DebugLocalVariable [[#]] [[#]] [[#]] 1 0 [[#]] 0 1
; SPV-NEXT: DebugLocalVariable [[#]] [[#]] [[#]] 2 0 [[#]] 0 2
; SPV-NEXT: DebugOperation 8 0
; SPV-NEXT: DebugOperation 5
; SPV-NEXT: DebugOperation 6
; SPV-NEXT: DebugOperation 0
; SPV-NEXT: ExtInst [[#]] [[#E:]] [[#]] DebugExpression [[#]] [[#]] [[#]] [[#]]
; SPV-NOT: DebugExpression
; SPV: DebugValue [[#]] [[#]] [[#E]]
; SPV: DebugValue [[#]] [[#]] [[#E]]
; IR-COUNT-2: #dbg_value(ptr %{{[a-z.]+}}, ![[#]], !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef, DW_OP_deref),

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(i32 %a, i32 %b) !dbg !10 {
entry:
  %a.addr = alloca i32, align 4
  %b.addr = alloca i32, align 4
  store i32 %a, ptr %a.addr, align 4
    #dbg_declare(ptr %a.addr, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
  store i32 %b, ptr %b.addr, align 4
    #dbg_declare(ptr %b.addr, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  ret void, !dbg !31
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "u.cl", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !13)
!12 = !{}
!13 = !{null, !14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!21 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 2, type: !14)
!30 = !DILocation(line: 1, column: 1, scope: !10)
!31 = !DILocation(line: 2, column: 1, scope: !10)
