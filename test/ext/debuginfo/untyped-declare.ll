; Under SPV_KHR_untyped_pointers a local's storage is an OpUntypedVariableKHR,
; which DebugDeclare cannot name (its Variable is an OpVariable or
; OpFunctionParameter; llvm-spirv names it anyway and spirv-val refuses that):
; the declare becomes the DebugValue of what the variable points to (the
; expression gains a Deref) and comes back as a dbg_value with DW_OP_deref,
; a fixpoint from there.  Without the extension the declare stays.  The
; checker refuses a DebugDeclare of an untyped variable.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %if spirv-val-2024 %{ %spirv-val %t.spv %}
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --input-file=%t.spt --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %t.rt.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
; RUN: %lspv %s --spirv-ext=+SPV_KHR_untyped_pointers --spirv-debug-info-version=nonsemantic-shader-200 -o %t.ns.spv
; RUN: %lspv --verify %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv %s -o %t.typed.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.typed.spv %}
; RUN: %lspv -to-text %t.typed.spv -o - | FileCheck %s --check-prefix=TYPED
; RUN: sed -e '0,/DebugValue/s/DebugValue/DebugDeclare/' %t.spt > %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
;
; SPV: UntypedVariableKHR [[#]] [[#V:]] 7
; SPV-NOT: DebugDeclare
; SPV: DebugValue [[#]] [[#V]] [[#]]
; SPV-NOT: DebugDeclare
; IR: #dbg_value(ptr %x, ![[#]], !DIExpression(DW_OP_deref),
; TYPED: Variable [[#]] [[#V:]] 7
; TYPED: DebugDeclare [[#]] [[#V]] [[#]]
; BAD: InvalidInstruction: DebugDeclare: Variable {{[0-9]+}} must be an OpVariable or OpFunctionParameter, not OpUntypedVariableKHR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %a) !dbg !10 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !20, !DIExpression(), !30)
  store i32 %a, ptr %x, align 4, !dbg !30
  %v = load i32, ptr %x, align 4, !dbg !30
  ret i32 %v, !dbg !30
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "u.cl", directory: "/tmp")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !13)
!12 = !{!20}
!13 = !{!14, !14}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !14)
!30 = !DILocation(line: 2, column: 1, scope: !10)
