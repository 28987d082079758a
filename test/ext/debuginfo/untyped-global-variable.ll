; A global variable with debug info under SPV_KHR_untyped_pointers is an
; OpUntypedVariableKHR, which DebugGlobalVariable's Variable may not name
; (OpenCL.DebugInfo.100 and the non-semantic sets: an OpVariable, a constant
; or DebugInfoNone; the newest spirv-val refuses it, llvm-spirv writes it):
; the record describes the variable as without storage (DebugInfoNone) and
; reverse keeps it in its unit's globals.  Without the extension the
; variable is an OpVariable and stays named.  lspv's checker refuses the
; untyped variable there (the negative case), reverse reads it.
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers %s -o %t.spv
; RUN: %lspv --verify %t.spv
; RUN: %lspv -to-text %t.spv -o %t.spt
; RUN: FileCheck %s --check-prefix=SPV < %t.spt
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv --spirv-ext=+SPV_KHR_untyped_pointers --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.ns.spv
; RUN: %lspv --verify %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.ns.spv -o %t.ns.bc
; RUN: %opt -passes=verify %t.ns.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %s -o %t.typed.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.typed.spv %}
; RUN: %lspv -to-text %t.typed.spv -o - | FileCheck %s --check-prefix=TYPED
; RUN: %lspv -r %t.typed.spv -o %t.typed.bc
; RUN: %opt -passes=verify %t.typed.bc -S -o - | FileCheck %s --check-prefix=IR-TYPED
; The negative case: Variable naming the untyped variable.
; RUN: sed -e 's/^\(.* DebugGlobalVariable\( [0-9]*\)\{7\}\) [0-9]* \([0-9]*\) $/\1 10 \3 /' %t.spt > %t.bad.spt
; RUN: FileCheck %s --check-prefix=BAD-TEXT < %t.bad.spt
; RUN: %lspv -to-binary %t.bad.spt -o %t.bad.spv
; RUN: not %lspv --verify %t.bad.spv 2>&1 | FileCheck %s --check-prefix=BAD
; RUN: %lspv -r %t.bad.spv -o %t.bad.bc
; RUN: %opt -passes=verify %t.bad.bc -S -o - | FileCheck %s --check-prefix=IR-TYPED
;
; SPV-DAG: String [[#NAME:]] "counter"
; SPV-DAG: UntypedVariableKHR [[#]] [[#VAR:]] 5 [[#]] [[#]]
; SPV-DAG: ExtInst [[#]] [[#NONE:]] [[#]] DebugInfoNone
; SPV: DebugGlobalVariable [[#NAME]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#NONE]] [[#]] {{$}}
;
; IR: @counter = addrspace(1) global i32 5, align 4{{$}}
; IR: !DICompileUnit({{.*}}globals: ![[#GLOBALS:]]
; IR: ![[#GLOBALS]] = !{![[#GVE:]]}
; IR: ![[#GVE]] = !DIGlobalVariableExpression(var: ![[#GV:]], expr: !DIExpression())
; IR: ![[#GV]] = distinct !DIGlobalVariable(name: "counter"
;
; TYPED-DAG: String [[#NAME:]] "counter"
; TYPED-DAG: Variable [[#]] [[#VAR:]] 5 [[#]]
; TYPED: DebugGlobalVariable [[#NAME]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#]] [[#VAR]] [[#]] {{$}}
;
; IR-TYPED: @counter = addrspace(1) global i32 5, align 4, !dbg ![[#GVE:]]
; IR-TYPED: ![[#GVE]] = !DIGlobalVariableExpression(var: ![[#GV:]], expr: !DIExpression())
; IR-TYPED: ![[#GV]] = distinct !DIGlobalVariable(name: "counter"
;
; BAD-TEXT: UntypedVariableKHR [[#]] 10 5
; BAD-TEXT: DebugGlobalVariable {{.*}} 10 8 {{$}}
; BAD: InvalidInstruction: DebugGlobalVariable: Variable 10 must be an OpVariable, a constant or DebugInfoNone, not OpUntypedVariableKHR
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 5, align 4, !dbg !10

define spir_kernel void @bump() !dbg !20 {
entry:
  %v = load i32, ptr addrspace(1) @counter, align 4, !dbg !23
  %n = add i32 %v, 1, !dbg !23
  store i32 %n, ptr addrspace(1) @counter, align 4, !dbg !23
  ret void, !dbg !23
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "c.cl", directory: "/src")
!2 = !{!10}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "counter", scope: !0, file: !1, line: 1, type: !5, isLocal: false, isDefinition: true)
!20 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 2, type: !21, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !DILocation(line: 3, column: 5, scope: !20)
