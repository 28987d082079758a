; The compile unit's producer: OpenCL.DebugInfo.100's DebugCompilationUnit
; has no operand for it, so it is written as an OpModuleProcessed
; "Debug info producer: <producer>" and read back from there.  That needs
; SPIR-V 1.1: a module that needs only 1.0 is raised to 1.1 for it (as
; llvm-spirv does), unless --spirv-max-version=1.0, where it is left out
; (spirv-val refuses OpModuleProcessed there); this one needs 1.4 (a
; UserSemantic annotation).  The non-semantic sets carry the producer in DebugEntryPoint
; (.200 in the unit too) and write no such OpModuleProcessed.
; RUN: %lspv %s -o %t.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.spv %}
; RUN: %lspv -to-text %t.spv -o - | FileCheck %s --check-prefix=SPV
; RUN: %lspv -r %t.spv -o %t.rt.bc
; RUN: %opt -passes=verify %t.rt.bc -S -o - | FileCheck %s --check-prefix=IR
; A module without it (the OpModuleProcessed removed) gets an empty producer:
; RUN: %lspv -to-text %t.spv -o - | grep -v "ModuleProcessed" > %t.none.spt
; RUN: %lspv -to-binary %t.none.spt -o %t.none.spv
; RUN: %lspv -r %t.none.spv -o - | %llvm-dis | FileCheck %s --check-prefix=NONE
; RUN: sed -e '/llvm.var.annotation/d' %s > %t.v10.ll
; RUN: %lspv %t.v10.ll -o %t.v11.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.v11.spv %}
; RUN: %lspv -to-text %t.v11.spv -o - | FileCheck %s --check-prefix=V11
; RUN: %lspv %t.v10.ll --spirv-max-version=1.0 -o %t.v10.spv
; RUN: %if spirv-val-debuginfo %{ %spirv-val %t.v10.spv %}
; RUN: %lspv -to-text %t.v10.spv -o - | FileCheck %s --check-prefix=V10
; RUN: %lspv %s --spirv-debug-info-version=nonsemantic-shader-100 -o %t.ns.spv
; RUN: %lspv -to-text %t.ns.spv -o - | FileCheck %s --check-prefix=NS
;
; SPV: 119734787 66560
; SPV: ModuleProcessed "Debug info producer: acme cc 1.2 (rev 7)"
; SPV: DebugCompilationUnit
; IR: distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]], producer: "acme cc 1.2 (rev 7)",
; NONE: distinct !DICompileUnit(language: DW_LANG_OpenCL, file: ![[#]], isOptimized:
; V11: 119734787 65792
; V11: ModuleProcessed "Debug info producer: acme cc 1.2 (rev 7)"
; V10: 119734787 65536
; V10-NOT: ModuleProcessed
; NS-NOT: ModuleProcessed
; NS: DebugEntryPoint

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(1) constant [4 x i8] c"ann\00", section "llvm.metadata"

define spir_kernel void @k() !dbg !6 {
entry:
  %x = alloca i32, align 4
  call void @llvm.var.annotation.p0.p1(ptr %x, ptr addrspace(1) @.str, ptr addrspace(1) null, i32 0, ptr addrspace(1) null)
  ret void, !dbg !9
}

declare void @llvm.var.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "acme cc 1.2 (rev 7)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/src")
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !7, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 2, column: 1, scope: !6)
