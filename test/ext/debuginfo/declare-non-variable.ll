; DebugDeclare takes only an OpVariable or an OpFunctionParameter (spirv-val:
; "Variable must be a result id of OpVariable or OpFunctionParameter").  A
; #dbg_declare of an undefined address says nothing and is dropped (its
; variable stays, written with those its subprogram retains, after the
; others: where reverse, which retains every variable, puts it, so that a
; round trip is a fixpoint); one of another address (here a GEP) becomes the
; DebugValue of what it points to: its expression with a Deref after it.
; lspv used to write both as DebugDeclare, invalid.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv -r --exact-roundtrip %t.spv -o %t.x.bc
; RUN: %lspv %t.x.bc -o %t.2.spv
; RUN: cmp %t.spv %t.2.spv
;
; SPV-NOT: DebugDeclare
; SPV: String [[#P:]] "p"
; SPV: String [[#X:]] "x"
; SPV: ExtInst [[#]] [[#VP:]] [[#]] DebugLocalVariable [[#P]]
; SPV: DebugLocalVariable [[#X]]
; SPV: ExtInst [[#]] [[#PLUS:]] [[#]] DebugOperation 3 0 {{$}}
; SPV: ExtInst [[#]] [[#DEREF:]] [[#]] DebugOperation 0 {{$}}
; SPV: ExtInst [[#]] [[#EXPR:]] [[#]] DebugExpression [[#PLUS]] [[#DEREF]] {{$}}
; SPV: InBoundsPtrAccessChain [[#]] [[#GEP:]]
; SPV: DebugValue [[#VP]] [[#GEP]] [[#EXPR]] {{$}}
; SPV-NOT: DebugDeclare
;
; IR: %a = getelementptr
; IR-NEXT: #dbg_value(ptr %a, ![[#]], !DIExpression(DW_OP_plus_uconst, 0, DW_OP_deref)
; IR-NOT: #dbg_declare

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.P = type { i32, i32 }

; Function Attrs: noinline nounwind optnone
define dso_local spir_func i32 @f(i32 noundef %x) #0 !dbg !6 {
entry:
  %x.addr = alloca i32, align 4
  %p = alloca %struct.P, align 4
  store i32 %x, ptr %x.addr, align 4
    #dbg_declare(ptr poison, !12, !DIExpression(), !13)
  %a = getelementptr inbounds nuw %struct.P, ptr %p, i32 0, i32 0, !dbg !21
    #dbg_declare(ptr %a, !14, !DIExpression(DW_OP_plus_uconst, 0), !19)
  %0 = load i32, ptr %x.addr, align 4, !dbg !20
  store i32 %0, ptr %a, align 4, !dbg !22
  %1 = load i32, ptr %x.addr, align 4, !dbg !23
  %add = add nsw i32 %1, 1, !dbg !24
  %b = getelementptr inbounds nuw %struct.P, ptr %p, i32 0, i32 1, !dbg !25
  store i32 %add, ptr %b, align 4, !dbg !26
  %a1 = getelementptr inbounds nuw %struct.P, ptr %p, i32 0, i32 0, !dbg !27
  %2 = load i32, ptr %a1, align 4, !dbg !27
  %b2 = getelementptr inbounds nuw %struct.P, ptr %p, i32 0, i32 1, !dbg !28
  %3 = load i32, ptr %b2, align 4, !dbg !28
  %add3 = add nsw i32 %2, %3, !dbg !29
  ret i32 %add3, !dbg !30
}

attributes #0 = { noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "<stdin>", directory: "")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !DISubprogram(name: "f", scope: !7, file: !7, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !11)
!7 = !DIFile(filename: "decl.c", directory: "")
!8 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !9)
!9 = !{!10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{}
!12 = !DILocalVariable(name: "x", arg: 1, scope: !6, file: !7, line: 2, type: !10)
!13 = !DILocation(line: 2, column: 11, scope: !6)
!14 = !DILocalVariable(name: "p", scope: !6, file: !7, line: 2, type: !15)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P", file: !7, line: 1, size: 64, elements: !16)
!16 = !{!17, !18}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !15, file: !7, line: 1, baseType: !10, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !15, file: !7, line: 1, baseType: !10, size: 32, offset: 32)
!19 = !DILocation(line: 2, column: 25, scope: !6)
!20 = !DILocation(line: 2, column: 34, scope: !6)
!21 = !DILocation(line: 2, column: 30, scope: !6)
!22 = !DILocation(line: 2, column: 32, scope: !6)
!23 = !DILocation(line: 2, column: 43, scope: !6)
!24 = !DILocation(line: 2, column: 45, scope: !6)
!25 = !DILocation(line: 2, column: 39, scope: !6)
!26 = !DILocation(line: 2, column: 41, scope: !6)
!27 = !DILocation(line: 2, column: 59, scope: !6)
!28 = !DILocation(line: 2, column: 65, scope: !6)
!29 = !DILocation(line: 2, column: 61, scope: !6)
!30 = !DILocation(line: 2, column: 50, scope: !6)
