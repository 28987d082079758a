; clang -O2 -g attaches a DISubprogram to each called function's
; declaration.  A builtin that forward makes an instruction and reverse
; reads back as one (convert_float: OpConvertSToF, a sitofp) leaves reverse
; no declaration to attach its subprogram to: it stays among the unit's
; retained types, so the second forward writes its DebugFunctionDeclaration
; again (it was lost).  A declaration reverse declares again keeps it
; attached (the negative case), and is retained too, in the module's order:
; the second forward writes them in the first one's order, whatever order
; reverse declares the functions in.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.bc
; RUN: %opt -passes=verify %t.bc -S -o - | FileCheck %s --check-prefix=IR
; RUN: %lspv %t.bc -o %t.2.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.2.spv %}
; RUN: %lspv -to-text %t.2.spv -o - | FileCheck %s --check-prefix=SPV
;
; SPV-DAG: String [[#CONV:]] "convert_float"
; SPV-DAG: String [[#EXT:]] "ext_fn"
; SPV-DAG: DebugFunctionDeclaration [[#CONV]]
; SPV-DAG: DebugFunctionDeclaration [[#EXT]]
;
; IR-DAG: sitofp i32
; IR-DAG: declare !dbg [[D:![0-9]+]] {{.*}}@ext_fn(i32)
; IR-DAG: !DICompileUnit({{.*}}retainedTypes: [[RT:![0-9]+]]
; IR-DAG: [[RT]] = !{[[CS:![0-9]+]], [[D]]}
; IR-DAG: [[CS]] = !DISubprogram(name: "convert_float"
; IR-DAG: [[D]] = !DISubprogram(name: "ext_fn"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !dbg !5 {
entry:
  %f = tail call spir_func float @_Z13convert_floati(i32 3), !dbg !9
  %v = tail call spir_func i32 @ext_fn(i32 1), !dbg !10
  %fv = fptosi float %f to i32, !dbg !10
  %s = add i32 %v, %fv, !dbg !10
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !10
  ret void, !dbg !11
}

declare !dbg !12 spir_func float @_Z13convert_floati(i32)

declare !dbg !16 spir_func i32 @ext_fn(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!9 = !DILocation(line: 2, column: 12, scope: !5)
!10 = !DILocation(line: 3, column: 3, scope: !5)
!11 = !DILocation(line: 4, column: 1, scope: !5)
!12 = !DISubprogram(name: "convert_float", linkageName: "_Z13convert_floati", scope: !13, file: !13, line: 10, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!13 = !DIFile(filename: "opencl-c-base.h", directory: "/inc")
!14 = !DISubroutineType(types: !15)
!15 = !{!17, !18}

!16 = !DISubprogram(name: "ext_fn", linkageName: "ext_fn", scope: !1, file: !1, line: 20, type: !19, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!17 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
