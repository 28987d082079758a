; #dbg_value of a DIArgList (what LLVM's salvaging writes at -O2: the value
; of a variable computed from several values).  DebugValue has one Value:
; - an argument list of one value repeated is written as that value with
;   the whole expression where the set carries DW_OP_LLVM_arg (.200, and
;   NonSemantic.Shader.DebugInfo.100 with --spirv-allow-extra-diexpressions);
;   reverse rebuilds the list from the highest DW_OP_LLVM_arg index;
; - an argument list of different values, or an expression the set cannot
;   write, is a DebugValue of OpUndef (of the value's type) with an empty
;   expression: the value is unknown there.  lspv used to write the first
;   value with the expression dropped, a wrong location.
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-200 -o %t.200.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.200.spv %}
; RUN: %lspv -to-text %t.200.spv -o - | FileCheck %s --check-prefix=SPV200
; RUN: %lspv -r %t.200.spv -o %t.200.bc
; RUN: %opt -passes=verify %t.200.bc -S -o - | FileCheck %s --check-prefix=IR200
; RUN: %lspv %s -o %t.spv 2>%t.warn
; RUN: FileCheck %s --input-file=%t.warn --check-prefix=WARN
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR

; SPV200: Variable [[#]] [[#X:]] 7
; SPV200: Variable [[#]] [[#Y:]] 7
; SPV200: DebugValue [[#VAR:]] [[#X]] [[#E1:]] {{$}}
; SPV200: DebugValue [[#VAR]] [[#X]] [[#E2:]] {{$}}
; SPV200: DebugValue [[#VAR]] [[#UNDEF:]] [[#EMPTY:]] {{$}}
; IR200: #dbg_value(!DIArgList(ptr %x), ![[#V:]], !DIExpression(DW_OP_LLVM_arg, 0),
; IR200: #dbg_value(!DIArgList(ptr %x, ptr %x), ![[#V]], !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus),
; IR200: #dbg_value(ptr undef, ![[#V]], !DIExpression(),

; WARN: debug expression operation 0x1005 has no DebugOperation form in this set
; SPV: Undef [[#PTR:]] [[#UNDEF:]]
; SPV: DebugValue [[#VAR:]] [[#UNDEF]] [[#EMPTY:]] {{$}}
; SPV: DebugValue [[#VAR]] [[#UNDEF]] [[#EMPTY]] {{$}}
; SPV: DebugValue [[#VAR]] [[#UNDEF]] [[#EMPTY]] {{$}}
; IR-COUNT-3: #dbg_value(ptr undef, !{{[0-9]+}}, !DIExpression(),

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !3 {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
    #dbg_value(!DIArgList(ptr %x), !6, !DIExpression(DW_OP_LLVM_arg, 0), !8)
    #dbg_value(!DIArgList(ptr %x, ptr %x), !6, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus), !8)
    #dbg_value(!DIArgList(ptr %x, ptr %y), !6, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus), !8)
  store i32 1, ptr %x, align 4, !dbg !8
  store i32 2, ptr %y, align 4, !dbg !8
  ret void, !dbg !8
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.cl", directory: "/tmp")
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!6 = !DILocalVariable(name: "v", scope: !3, file: !1, line: 2, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 2, column: 3, scope: !3)
!9 = !{i32 2, !"Dwarf Version", i32 4}
!10 = !{i32 2, !"Debug Info Version", i32 3}
